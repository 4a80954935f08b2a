/* SPDX-License-Identifier: Apache-2.0 */
/* Variable scope in a SPARQL syntax tree (W3C SPARQL 1.1 Query, section
 * 18.2.1), shared by the parser's checks and the algebra. No Redland. */
#ifndef PG_SPARQL_SCOPE_H
#define PG_SPARQL_SCOPE_H

#include <stdbool.h>
#include <stddef.h>

#include "sparql/sparql_ast.h"

/* A set of variable names, borrowed from the tree they were read from. */
typedef struct sq_vars {
	const char **v;
	size_t n, cap;
} sq_vars;

bool sq_vars_has(const sq_vars *s, const char *name);
/* Adds `name` unless present. Returns false on out-of-memory. */
bool sq_vars_add(sq_vars *s, const char *name);
void sq_vars_free(sq_vars *s);

/* Adds the variables in scope of the syntax pattern `n` (an SQ_GROUP or any
 * of its elements, or an SQ_QUERY: its projection) to `s`, in order of first
 * appearance. Returns false on out-of-memory. */
bool sq_scope_vars(const sq_node *n, sq_vars *s);

#endif
