/* SPDX-License-Identifier: Apache-2.0 */
/* The one safety rule of papergraph's SPARQL, for the CLI and the server
 * alike: a query may neither change the store (SPARQL Update, LOAD) nor make
 * the engine fetch another endpoint (SERVICE, unless allowed). */
#ifndef PG_SPARQL_SAFETY_H
#define PG_SPARQL_SAFETY_H

#include <stdbool.h>

#include "sparql/sparql.h"

/* What rasqal made of a query. */
typedef struct pg_sparql_parse {
	bool parsed;    /* false: it does not parse */
	bool is_query;  /* SELECT, ASK, CONSTRUCT or DESCRIBE, not an update (parsed only) */
	bool service;   /* it has a SERVICE pattern (parsed only) */
} pg_sparql_parse;

/* Judges `query` by the rule above. `parse` (may be NULL) is what rasqal
 * made of it; NULL for a query that goes to another engine unparsed (the
 * server's upstream), which the text then decides: its first keyword after
 * the prologue is one of SPARQL Update's, or the word SERVICE stands outside
 * strings, IRIs and comments. A query that does not parse is refused as an
 * update if its first keyword is one, else it is PG_SPARQL_SYNTAX.
 * Returns PG_SPARQL_OK, PG_SPARQL_SYNTAX, PG_SPARQL_UPDATE_REFUSED or
 * PG_SPARQL_SERVICE_REFUSED (update first). */
pg_sparql_reason pg_sparql_safety(const char *query, const pg_sparql_parse *parse,
				  bool allow_service);

#endif
