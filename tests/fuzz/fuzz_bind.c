/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: `query --bind NAME=VALUE` substitution, pg_sparql_bind(),
 * on any query and values, and its result through the query guard. Input:
 * QUERY \0 NAME \0 VALUE [\0 NAME \0 VALUE]... Nothing may crash or leak, and
 * a value may not add a bracket: it becomes one term, never SPARQL. */
/* fuzz-sources: src/base src/extract src/graph src/store src/sparql @embedded */
/* fuzz-libs: redland raptor2 rasqal sqlite3 -ldb */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"
#include "sparql/guard.h"
#include "sparql/sparql.h"

#define MAX_BINDS 4

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Counts '{' and '}' outside strings, IRIs (as pg_sparql_bind writes them:
 * no space inside) and comments: the crude part of "a value stays one term". */
static long braces(const char *q)
{
	long n = 0;
	for (const char *p = q; *p; p++) {
		size_t iri = *p == '<' ? strcspn(p + 1, "> \t\r\n") : 0;
		if (iri && p[1 + iri] == '>') {
			p += 1 + iri;
		} else if (*p == '"' || *p == '\'') {
			char c = *p;
			for (p++; *p && *p != c && *p != '\n'; p++)
				if (*p == '\\' && p[1])
					p++;
			if (!*p)
				break;
		} else if (*p == '#') {
			p += strcspn(p, "\n");
			if (!*p)
				break;
		} else if (*p == '{' || *p == '}') {
			n++;
		}
	}
	return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf = fuzz_string(data, size, 0);
	if (!buf)
		return 0;
	const char *parts[1 + 2 * MAX_BINDS];
	size_t n = 0;
	for (size_t i = 0; n < 1 + 2 * MAX_BINDS; ) {
		parts[n++] = buf + i;
		i += strlen(buf + i) + 1;
		if (i > size)
			break;
	}
	size_t binds = (n - 1) / 2;
	const char *names[MAX_BINDS], *values[MAX_BINDS];
	for (size_t i = 0; i < binds; i++) {
		names[i] = parts[1 + 2 * i];
		values[i] = parts[2 + 2 * i];
	}
	char *bound = pg_sparql_bind(parts[0], names, values, binds);
	if (bound) {
		/* the query's own braces, and a value's only inside its quotes or <> */
		long before = braces(parts[0]), after = braces(bound);
		bool quotes = strpbrk(parts[0], "\"'#<") != NULL;
		if (!quotes && before != after)
			abort();
		char *safe = NULL;
		pg_diag d;
		if (pg_sparql_guard(bound, &safe, &d) == PG_OK && strlen(safe) != strlen(bound))
			abort(); /* the guard keeps positions */
		free(safe);
		free(bound);
	}
	free(buf);
	return 0;
}
