/* SPDX-License-Identifier: Apache-2.0 */
/* Test-only stand-ins for the parts of the evaluator eval_group.c calls,
 * written by others (the term dictionary, rows, the evaluation state, the
 * expressions), so test_eval_group runs before they land. Small and slow on
 * purpose: a linear dictionary, numbers through strtod. Removed from the
 * test's sources once the real parts are on main. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/eval.h"
#include "sparql/eval_value.h"

/* ---- terms */

struct sq_terms {
	sq_term *v;
	size_t n;
};

sq_terms *sq_terms_new(void) { return calloc(1, sizeof(sq_terms)); }

void sq_terms_free(sq_terms *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->n; i++) {
		free((char *)t->v[i].value);
		free((char *)t->v[i].lang);
		free((char *)t->v[i].dtype);
	}
	free(t->v);
	free(t);
}

static bool same(const char *a, const char *b) { return a == b || (a && b && !strcmp(a, b)); }

static sq_id intern(sq_terms *t, pg_term_kind kind, const char *value, size_t len, const char *lang,
		    const char *dtype)
{
	if (lang)
		dtype = NULL;
	if (dtype && !strcmp(dtype, SQ_XSD "string"))
		dtype = NULL;
	for (size_t i = 0; i < t->n; i++)
		if (t->v[i].kind == kind && t->v[i].len == len && !memcmp(t->v[i].value, value, len)
		    && same(t->v[i].lang, lang) && same(t->v[i].dtype, dtype))
			return (sq_id)(i + 1);
	sq_term *v = realloc(t->v, (t->n + 1) * sizeof *v);
	if (!v)
		return 0;
	t->v = v;
	char *s = malloc(len + 1);
	if (!s)
		return 0;
	memcpy(s, value, len);
	s[len] = '\0';
	v[t->n] = (sq_term){kind, s, len, lang ? strdup(lang) : NULL, dtype ? strdup(dtype) : NULL};
	return (sq_id)++t->n;
}

sq_id sq_term_iri(sq_terms *t, const char *iri) { return intern(t, PG_TERM_IRI, iri, strlen(iri), NULL, NULL); }
sq_id sq_term_blank(sq_terms *t, const char *l) { return intern(t, PG_TERM_BLANK, l, strlen(l), NULL, NULL); }
sq_id sq_term_literal(sq_terms *t, const char *lex, const char *lang, const char *dtype)
{
	return intern(t, PG_TERM_LITERAL, lex, strlen(lex), lang, dtype);
}
sq_id sq_term_literal_n(sq_terms *t, const char *lex, size_t len, const char *lang, const char *dtype)
{
	return intern(t, PG_TERM_LITERAL, lex, len, lang, dtype);
}
const sq_term *sq_term_get(const sq_terms *t, sq_id id)
{
	return id && id <= t->n ? &t->v[id - 1] : NULL;
}

/* ---- rows */

void sq_rows_init(sq_rows *r, size_t width) { *r = (sq_rows){0, 0, width, NULL}; }

sq_id *sq_rows_push(sq_rows *r)
{
	sq_id *v = realloc(r->v, (r->n + 1) * r->width * sizeof *v + 1);
	if (!v)
		return NULL;
	r->v = v;
	sq_id *row = SQ_ROW(r, r->n++);
	memset(row, 0, r->width * sizeof *row);
	return row;
}

void sq_rows_free(sq_rows *r)
{
	free(r->v);
	sq_rows_init(r, r->width);
}

/* ---- the state */

pg_status sq_eval_init(sq_eval *e, sq_source *src, pg_diag *d)
{
	memset(e, 0, sizeof *e);
	e->src = src;
	e->d = d;
	e->terms = sq_terms_new();
	return e->terms ? PG_OK : PG_ERR_NOMEM;
}

size_t sq_eval_slot(sq_eval *e, const char *name)
{
	for (size_t i = 0; i < e->nvars; i++)
		if (!strcmp(e->var_names[i], name))
			return i;
	char **v = realloc(e->var_names, (e->nvars + 1) * sizeof *v);
	if (!v)
		return SIZE_MAX;
	e->var_names = v;
	v[e->nvars] = strdup(name);
	return e->nvars++;
}

static void number(sq_eval *e, sq_node *n)
{
	if (!n)
		return;
	if (n->kind == SQ_VAR)
		n->slot = sq_eval_slot(e, n->text);
	for (size_t i = 0; i < n->n; i++)
		number(e, n->kids[i]);
}

pg_status sq_eval_prepare(sq_eval *e, sq_node *alg)
{
	number(e, alg);
	return PG_OK;
}

void sq_eval_free(sq_eval *e)
{
	for (size_t i = 0; i < e->nvars; i++)
		free(e->var_names[i]);
	free(e->var_names);
	sq_terms_free(e->terms);
	memset(e, 0, sizeof *e);
}

pg_status sq_eval_fail(sq_eval *e, pg_status st, const char *fmt, ...)
{
	if (e->st == PG_OK) {
		e->st = st;
		if (e->d) {
			va_list ap;
			va_start(ap, fmt);
			vsnprintf(e->d->msg, sizeof e->d->msg, fmt, ap);
			va_end(ap);
			e->d->status = st;
		}
	}
	return e->st;
}

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
	case SQ_OP:
		if (x->n == 2 && strlen(x->text) == 1 && strchr("+-*/", x->text[0]))
			return sq_arith(e, x->text[0], sq_expr_eval(e, x->kids[0], row),
					sq_expr_eval(e, x->kids[1], row));
		return 0;
	default:
		return 0;
	}
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
