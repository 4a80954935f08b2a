/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL algebra (W3C SPARQL 1.1 Query, section 18.2) of a parsed query,
 * and its S-expression form (SSE, as the W3C tests and Jena write it). */
#ifndef PG_SPARQL_ALGEBRA_H
#define PG_SPARQL_ALGEBRA_H

#include <stdbool.h>

#include "base/buf.h"
#include "sparql/sparql_ast.h"

/* Translates `query` (an SQ_QUERY from sq_parse) into an algebra tree of
 * SQ_A_* nodes (expressions and terms are copied in). Caller frees it with
 * sq_node_free(). Returns NULL on out-of-memory. */
sq_node *sq_algebra(const sq_node *query);

/* Appends the SSE form of `alg` (an algebra tree, or a term, expression or
 * path) to `out`, with sub-operators on lines of their own, indented. Returns
 * false on out-of-memory. */
bool sq_sse_print(const sq_node *alg, pg_buf *out);

#endif
