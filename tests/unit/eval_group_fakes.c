/* SPDX-License-Identifier: Apache-2.0 */
/* Test-only stand-ins for the expressions eval_group.c calls (eval_expr.c,
 * written on another branch), so test_eval_group runs before they land:
 * variables, constants, + - * / < > = with numbers through strtod, EBV of
 * booleans, the ORDER BY order. The file goes once eval_expr.c is on main. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/eval.h"
#include "sparql/eval_value.h"

/* ---- expressions: variables, constants, + - * / */

/* 1 integer, 2 decimal, 4 double (float counts as double); 0 no number. */
static int num(sq_eval *e, sq_id v, double *d)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind != PG_TERM_LITERAL || !t->dtype)
		return 0;
	char *end;
	*d = strtod(t->value, &end);
	if (*end || end == t->value)
		return 0;
	if (!strcmp(t->dtype, SQ_XSD "integer"))
		return 1;
	if (!strcmp(t->dtype, SQ_XSD "decimal"))
		return 2;
	if (!strcmp(t->dtype, SQ_XSD "double") || !strcmp(t->dtype, SQ_XSD "float"))
		return 4;
	return 0;
}

bool sq_is_numeric(sq_eval *e, sq_id v)
{
	double d;
	return num(e, v, &d) != 0;
}

sq_id sq_arith(sq_eval *e, char op, sq_id a, sq_id b)
{
	double x, y, r;
	int ta = num(e, a, &x), tb = num(e, b, &y);
	if (!ta || !tb)
		return 0;
	int t = ta > tb ? ta : tb;
	if (op == '/' && t < 4) {
		if (y == 0)
			return 0;
		t = 2;
	}
	r = op == '+' ? x + y : op == '-' ? x - y : op == '*' ? x * y : x / y;
	char lex[64];
	if (t == 1)
		snprintf(lex, sizeof lex, "%lld", (long long)r);
	else if (t == 2)
		snprintf(lex, sizeof lex, r == (long long)r ? "%.1f" : "%g", r);
	else
		snprintf(lex, sizeof lex, "%.6E", r);
	sq_id v = sq_term_literal(e->terms, lex, NULL,
				  t == 1 ? SQ_XSD "integer" : t == 2 ? SQ_XSD "decimal" : SQ_XSD "double");
	if (!v)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	return v;
}

sq_id sq_expr_eval(sq_eval *e, const sq_node *x, const sq_id *row)
{
	switch (x->kind) {
	case SQ_VAR:
		return row[x->slot];
	case SQ_IRI:
		return sq_term_iri(e->terms, x->text);
	case SQ_LITERAL:
		return sq_term_literal(e->terms, x->text, x->lang, x->dtype);
	case SQ_OP: {
		if (x->n != 2)
			return 0;
		sq_id a = sq_expr_eval(e, x->kids[0], row), b = sq_expr_eval(e, x->kids[1], row);
		if (strlen(x->text) == 1 && strchr("+-*/", x->text[0]))
			return sq_arith(e, x->text[0], a, b);
		double p, q;
		if (!num(e, a, &p) || !num(e, b, &q))
			return 0;
		bool r;
		if (!strcmp(x->text, ">"))
			r = p > q;
		else if (!strcmp(x->text, "<"))
			r = p < q;
		else if (!strcmp(x->text, "="))
			r = p == q;
		else
			return 0;
		return sq_term_literal(e->terms, r ? "true" : "false", NULL, SQ_XSD "boolean");
	}
	default:
		return 0;
	}
}

bool sq_expr_true(sq_eval *e, const sq_node *x, const sq_id *row)
{
	const sq_term *t = sq_term_get(e->terms, sq_expr_eval(e, x, row));
	return t && t->dtype && !strcmp(t->dtype, SQ_XSD "boolean") && !strcmp(t->value, "true");
}

/* unbound < blank < IRI < literal; numbers by value, the rest by text */
int sq_order_cmp(sq_eval *e, sq_id a, sq_id b)
{
	const sq_term *x = sq_term_get(e->terms, a), *y = sq_term_get(e->terms, b);
	if (!x || !y)
		return (x != NULL) - (y != NULL);
	static const int rank[] = {[PG_TERM_BLANK] = 0, [PG_TERM_IRI] = 1, [PG_TERM_LITERAL] = 2};
	if (x->kind != y->kind)
		return rank[x->kind] - rank[y->kind];
	double p, q;
	if (num(e, a, &p) && num(e, b, &q))
		return (p > q) - (p < q);
	return strcmp(x->value, y->value);
}

const char *sq_str_of(sq_eval *e, sq_id v)
{
	const sq_term *t = sq_term_get(e->terms, v);
	return t && t->kind != PG_TERM_BLANK ? t->value : NULL;
}

