/* SPDX-License-Identifier: Apache-2.0 */
/* A query answered by papergraph's own evaluator (sparql/eval.h), from text
 * to written results: parse (sparql_parse.h, with the predeclared
 * prefixes), translate (sparql_algebra.h), evaluate over the store, write
 * (results.h, the table, or RDF for CONSTRUCT and DESCRIBE). The choice of
 * engine, this or rasqal, is pg_sparql_set_engine's (sparql.h). */
#ifndef PG_SPARQL_ENGINE_H
#define PG_SPARQL_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"
#include "sparql/sparql.h"
#include "store/store.h"

/* The dataset a query runs on, when the caller sets one (the protocol's
 * default-graph-uri / named-graph-uri, `query --from/--from-named`): it
 * replaces the query's own FROM / FROM NAMED. Only graphs of the store;
 * nothing is fetched. All NULL/0: the query's FROM clauses, else the
 * store's default graph (every graph) and all its graphs as named graphs. */
typedef struct pg_engine_dataset {
	const char *const *from;       /* graph IRIs making the default graph */
	size_t n_from;
	const char *const *from_named; /* the named graphs */
	size_t n_from_named;
} pg_engine_dataset;

/* Runs `query` as pg_sparql_run does (same formats, same errors), with
 * papergraph's evaluator. `ds` may be NULL. */
pg_status pg_engine_run(pg_store *s, const char *query, bool allow_service,
			const pg_engine_dataset *ds, const char *format, FILE *out, pg_diag *d);

/* Runs a SELECT as pg_sparql_select does, calling `fn` per row. */
pg_status pg_engine_select(pg_store *s, const char *query, pg_sparql_row_fn fn, void *ctx,
			   pg_diag *d);

#endif
