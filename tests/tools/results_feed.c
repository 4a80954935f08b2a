/* SPDX-License-Identifier: Apache-2.0 */
/* Feeds papergraph's SPARQL result writers (sparql/results.h) with a result
 * read from stdin, as any engine would, and writes it to stdout: the W3C
 * result-format tests check the writers with rows an independent engine
 * computed (tests/tools/w3c_results.py).
 *
 * usage: results_feed FORMAT < rows
 * Input, one item a line, fields separated by tabs, every field
 * percent-encoded (%XX) for bytes below 0x20, '%', '|' and tab:
 *   line 1  the variable names, or "!true" / "!false" for an ASK answer
 *   then    one line a row, one field a variable: "-" unbound, "I|iri",
 *           "B|label", "L|lexical|lang|datatype" (lang, datatype may be empty)
 * Exits 0, 1 on bad input, 2 if writing fails. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/results.h"

/* Decodes %XX in place. */
static void decode(char *s)
{
	char *o = s;
	for (char *p = s; *p; p++) {
		if (*p == '%' && p[1] && p[2]) {
			char hex[3] = {p[1], p[2], 0};
			*o++ = (char)strtol(hex, NULL, 16);
			p += 2;
		} else {
			*o++ = *p;
		}
	}
	*o = '\0';
}

/* Splits `s` at `sep` into at most `max` fields; returns the count. */
static size_t split(char *s, char sep, char **fields, size_t max)
{
	size_t n = 0;
	while (n < max) {
		fields[n++] = s;
		char *e = strchr(s, sep);
		if (!e)
			break;
		*e = '\0';
		s = e + 1;
	}
	return n;
}

int main(int argc, char **argv)
{
	pg_results_format f;
	if (argc != 2 || !pg_results_format_parse(argv[1], &f)) {
		fprintf(stderr, "usage: results_feed json|xml|csv|tsv < rows\n");
		return 1;
	}
	char *line = NULL;
	size_t cap = 0;
	ssize_t len = getline(&line, &cap, stdin);
	if (len < 0) {
		fprintf(stderr, "results_feed: no head line\n");
		return 1;
	}
	line[strcspn(line, "\n")] = '\0';
	if (line[0] == '!') {
		pg_status st = pg_results_boolean(stdout, f, !strcmp(line, "!true"));
		free(line);
		return st == PG_OK ? 0 : 2;
	}
	enum { MAX = 64 };
	char *names[MAX];
	size_t n = *line ? split(line, '\t', names, MAX) : 0;
	for (size_t i = 0; i < n; i++)
		decode(names[i]);
	pg_results *w = pg_results_new(stdout, f);
	pg_status st = w ? pg_results_head(w, n, (const char *const *)names) : PG_ERR_NOMEM;
	char *row = NULL;
	size_t rcap = 0;
	int code = 0;
	while (st == PG_OK && getline(&row, &rcap, stdin) >= 0) {
		row[strcspn(row, "\n")] = '\0';
		char *cells[MAX];
		pg_term terms[MAX];
		const pg_term *values[MAX];
		if (split(row, '\t', cells, MAX) != n) {
			fprintf(stderr, "results_feed: a row has not %zu fields\n", n);
			code = 1;
			break;
		}
		for (size_t i = 0; i < n; i++) {
			char *part[4] = {NULL, NULL, NULL, NULL};
			size_t k = split(cells[i], '|', part, 4);
			for (size_t j = 0; j < k; j++)
				decode(part[j]);
			values[i] = NULL;
			if (!strcmp(part[0], "-") || k < 2)
				continue;
			terms[i] = (pg_term){part[0][0] == 'I' ? PG_TERM_IRI
					     : part[0][0] == 'B' ? PG_TERM_BLANK : PG_TERM_LITERAL,
					     part[1], k > 2 && *part[2] ? part[2] : NULL,
					     k > 3 && *part[3] ? part[3] : NULL};
			values[i] = &terms[i];
		}
		st = pg_results_row(w, values);
	}
	if (st == PG_OK && !code)
		st = pg_results_end(w);
	pg_results_free(w);
	free(line);
	free(row);
	return code ? code : st == PG_OK ? 0 : 2;
}
