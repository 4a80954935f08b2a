/* SPDX-License-Identifier: Apache-2.0 */
/* A test-only stand-in for the two number functions of eval_value.h that
 * eval_func_number.c and SUBSTR use, for test_eval_func while
 * src/sparql/eval_value.c is not on this branch. Weak: the real ones win
 * wherever they are linked. Reads xsd:integer/decimal/float/double only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/eval_value.h"

__attribute__((weak)) bool sq_number_of(sq_eval *e, sq_id v, sq_number *out)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind != PG_TERM_LITERAL || !t->dtype || !t->len)
		return false;
	char *end;
	if (!strcmp(t->dtype, SQ_XSD "integer")) {
		out->type = SQ_NUM_INTEGER;
		out->i = strtoll(t->value, &end, 10);
	} else {
		if (!strcmp(t->dtype, SQ_XSD "decimal"))
			out->type = SQ_NUM_DECIMAL;
		else if (!strcmp(t->dtype, SQ_XSD "float"))
			out->type = SQ_NUM_FLOAT;
		else if (!strcmp(t->dtype, SQ_XSD "double"))
			out->type = SQ_NUM_DOUBLE;
		else
			return false;
		out->d = strtod(t->value, &end);
	}
	return *end == '\0';
}

__attribute__((weak)) sq_id sq_number_term(sq_eval *e, const sq_number *n)
{
	char buf[64];
	const char *dt = SQ_XSD "integer";
	if (n->type == SQ_NUM_INTEGER) {
		snprintf(buf, sizeof buf, "%lld", (long long)n->i);
	} else {
		snprintf(buf, sizeof buf, n->type == SQ_NUM_DECIMAL ? "%.1f" : "%.17gE0", n->d);
		dt = n->type == SQ_NUM_DECIMAL ? SQ_XSD "decimal"
		     : n->type == SQ_NUM_FLOAT ? SQ_XSD "float"
						: SQ_XSD "double";
	}
	return sq_term_literal(e->terms, buf, NULL, dt);
}
