/* SPDX-License-Identifier: Apache-2.0 */
/* Writing the graph a CONSTRUCT or DESCRIBE of papergraph's own evaluator
 * made (sparql/engine.h), in the formats rasqal's path writes: turtle,
 * ntriples and jsonld through graph/rdfout.h, rdfxml through Redland's
 * rdfxml-abbrev serializer (nested descriptions, as sparql.c writes it).
 * Private to sparql/. */
#ifndef PG_SPARQL_GRAPH_WRITE_H
#define PG_SPARQL_GRAPH_WRITE_H

#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"
#include "graph/graph.h"
#include "store/store.h"

/* Writes the `n` statements `t` (borrowed; their graph and scope are not
 * looked at) to `out` in `format` (one pg_sparql_format_ok gives for a
 * graph), with the store's base for Turtle's @base. Returns PG_OK,
 * PG_ERR_NOMEM, PG_ERR_IO, PG_ERR_INPUT (RDF/XML cannot name a predicate),
 * PG_ERR_RDF (Redland's serializer failed), PG_ERR_USAGE (no such format). */
pg_status pg_sparql_write_triples(pg_store *s, const pg_triple *t, size_t n, const char *format,
				  FILE *out, pg_diag *d);

#endif
