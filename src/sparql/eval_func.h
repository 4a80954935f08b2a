/* SPDX-License-Identifier: Apache-2.0 */
/* The built-in functions of section 17.4 whose arguments are evaluated
 * first (all but BOUND, IF, COALESCE, EXISTS and the logical operators,
 * which eval_expr.c does itself), and the XSD constructor functions
 * (casts, section 17.5). eval_expr.c calls in here; eval_func*.c hold them
 * by group (strings, numbers, dates and times, hashes, terms). */
#ifndef PG_SPARQL_EVAL_FUNC_H
#define PG_SPARQL_EVAL_FUNC_H

#include <stdbool.h>
#include <stddef.h>

#include "sparql/eval.h"

/* The value of built-in `name` (lower case, as SQ_CALL's text: "strlen",
 * "regex", "year", ...) on the `n` evaluated arguments `args` (an id 0 is
 * an argument that is an error or unbound; most functions then give 0).
 * Returns the result's id, 0 for an error. `call` is the SQ_CALL node (its
 * line for messages). An unknown name gives 0 (the parser only makes
 * known ones). */
sq_id sq_func_call(sq_eval *e, const sq_node *call, const char *name, const sq_id *args,
		   size_t n);

/* A function call by IRI (SQ_FUNC): an XSD constructor function (a cast,
 * section 17.5: xsd:integer, decimal, float, double, boolean, string,
 * dateTime, and the derived ones) gives the cast value or 0 for a value
 * that cannot be cast; *known (may be NULL) is set false for an IRI that is
 * no function papergraph knows (the call is then an error, 0). */
sq_id sq_func_cast(sq_eval *e, const char *iri, sq_id arg, bool *known);

/* Frees e->func (the functions' compiled regexes and BNODE(str) labels)
 * and sets it NULL; sq_eval_free calls it. NULL-safe. */
void sq_func_free(sq_eval *e);

#endif
