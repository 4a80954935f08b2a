/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: any bytes as a SPARQL query through pg_sparql_check(),
 * the function the CLI and the server run first: the guard, then rasqal's
 * parser. Nothing may crash, leak or read what it should not; whatever does
 * inside rasqal is a shape the guard must refuse (sparql/guard.c). */
/* fuzz-sources: src/base src/extract src/graph src/store src/sparql @embedded */
/* fuzz-libs: redland raptor2 rasqal sqlite3 -ldb */
/* fuzz-options: -detect_leaks=0 */
/* Leaks are not checked here: rasqal 0.9.33's parser leaks on many of its
 * own syntax errors (bison's error paths drop their values: variables,
 * expressions), a few dozen bytes per refused query, and on blank nodes in
 * patterns (tests/fuzz/lsan.supp). The guard refuses the leaking shapes that
 * are also wrong (a variable bound with AS twice); what this target hunts is
 * memory corruption, which ASan still reports. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz_input.h"
#include "sparql/sparql.h"
#include "store/store.h"

/* One small store, built once in a temporary directory and kept open for the
 * whole run (reachable, so LeakSanitizer does not count it). */
static pg_store *store;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *what, const pg_diag *d)
{
	char msg[1200];
	fprintf(stderr, "fuzz_sparql: %s: %s\n", what, pg_diag_format(d, msg, sizeof msg));
	abort();
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	static char dir[] = "/tmp/fuzz-sparql-XXXXXX";
	if (!mkdtemp(dir))
		abort();
	char spec[64];
	snprintf(spec, sizeof spec, "%s/S", dir);
	pg_diag d;
	pg_store *w;
	if (pg_store_open(spec, PG_STORE_REBUILD, NULL, &w, &d) != PG_OK)
		fail("build", &d);
	if (pg_store_commit(w, &d) != PG_OK)
		fail("commit", &d);
	if (pg_store_open(spec, PG_STORE_READ, NULL, &store, &d) != PG_OK)
		fail("open", &d);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *query = fuzz_string(data, size, 0);
	if (!query)
		return 0;
	pg_query_kind kind;
	pg_sparql_reason why;
	pg_diag d;
	pg_diag_clear(&d);
	pg_status st = pg_sparql_check(store, query, false, &kind, &why, &d);
	if (st == PG_OK ? why != PG_SPARQL_OK : !d.msg[0])
		abort(); /* a refusal always says why */
	free(query);
	return 0;
}
