/* SPDX-License-Identifier: Apache-2.0 */
/* A query's way in: papergraph's own parser reads it first (syntax errors
 * with line and column, updates refused), then the text rasqal runs is made
 * from it: the guard's copy (sparql/guard.h) with the predeclared prefixes
 * the query does not declare itself placed after its own BASE and PREFIX
 * declarations, so that those win and BASE works. */
#ifndef PG_SPARQL_PREPARE_H
#define PG_SPARQL_PREPARE_H

#include <stdbool.h>

#include "base/diag.h"
#include "sparql/sparql.h"
#include "sparql/sparql_parse.h"

typedef struct pg_sparql_prepared {
	sq_parsed parsed;     /* the syntax tree (owned) */
	char *text;           /* what rasqal parses (owned) */
	size_t insert_line;   /* the line of `text` the predeclared prefixes went on */
	pg_query_kind kind;
} pg_sparql_prepared;

/* Parses `query` and fills `*out` (free with pg_sparql_prepared_free, also
 * after a failure). Returns PG_ERR_INPUT with the reason in `*why` (may be
 * NULL): PG_SPARQL_SYNTAX (line and column in `d`), PG_SPARQL_UPDATE_REFUSED,
 * PG_SPARQL_REFUSED_SHAPE (the guard's refusals, and what parses but rasqal
 * 0.9.33 cannot run: property paths, EXISTS, MINUS, DESCRIBE);
 * PG_ERR_NOMEM (PG_SPARQL_FAILED). SERVICE is judged by the caller. */
pg_status pg_sparql_prepare(const char *query, pg_sparql_prepared *out, pg_sparql_reason *why,
			    pg_diag *d);

/* The way in for papergraph's own evaluator (sparql/engine.h): parses
 * `query` with the predeclared prefixes and fills `*out` as
 * pg_sparql_prepare does, but with `out->text` NULL and nothing of rasqal's
 * (no guard, every form and operator of SPARQL 1.1 Query accepted); SERVICE
 * is judged here (sparql/safety.h): refused unless `allow_service`. Returns
 * PG_ERR_INPUT with the reason in `*why` (may be NULL): PG_SPARQL_SYNTAX,
 * PG_SPARQL_UPDATE_REFUSED, PG_SPARQL_SERVICE_REFUSED; PG_ERR_NOMEM
 * (PG_SPARQL_FAILED). Free `*out` with pg_sparql_prepared_free, also after
 * a failure. */
pg_status pg_sparql_prepare_own(const char *query, bool allow_service, pg_sparql_prepared *out,
				pg_sparql_reason *why, pg_diag *d);

void pg_sparql_prepared_free(pg_sparql_prepared *p);

#endif
