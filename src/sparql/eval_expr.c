/* SPDX-License-Identifier: Apache-2.0 */
/* Expressions (SPARQL 1.1 Query, sections 17.2 to 17.4.2): the logical
 * operators with their three-valued error logic, comparison, arithmetic
 * with numeric type promotion, IN, the functional forms (BOUND, IF,
 * COALESCE, EXISTS), the term tests and accessors (sameTerm, isIRI, STR,
 * LANG, DATATYPE ...), the effective boolean value and the order of ORDER
 * BY. The other built-ins go to sq_func_call, function IRIs (casts) to
 * sq_func_cast (eval_func.h).
 *
 * Equality. Two values of the same kind compare by value: numbers (after
 * promotion), simple literals and xsd:string, booleans, xsd:dateTime and
 * xsd:date (XML Schema's order; with and without a timezone within 14 hours
 * it is an error). A language-tagged literal equals only the same text with
 * the same tag (the tag compared without case), else it is unequal, no
 * error. Values of two different known kinds (a number and a date) are
 * unequal. Otherwise RDFterm-equal: the same term is equal, two different
 * literals one of which has a datatype papergraph does not know (or an
 * ill-typed form, "x"^^xsd:integer) give an error, and the rest (IRIs,
 * blank nodes) are unequal. The W3C open-world tests fix these choices. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sparql/eval.h"
#include "sparql/eval_date.h"
#include "sparql/eval_func.h"
#include "sparql/eval_value.h"

/* ---- the kinds of values */

typedef enum kind {
	K_ERR,   /* id 0 */
	K_IRI,
	K_BLANK,
	K_STR,   /* simple literal, xsd:string */
	K_LANG,  /* language-tagged literal */
	K_NUM,
	K_BOOL,
	K_DT,    /* xsd:dateTime */
	K_DATE,  /* xsd:date */
	K_OTHER  /* a literal of another datatype, or an ill-typed one */
} kind;

typedef struct val {
	kind k;
	sq_id id;
	const sq_term *t;
	sq_number n;
	int b;
	sq_datetime dt;
} val;

static void classify(sq_eval *e, sq_id id, val *v)
{
	memset(v, 0, sizeof *v);
	v->id = id;
	v->t = sq_term_get(e->terms, id);
	if (!v->t) {
		v->k = K_ERR;
		return;
	}
	if (v->t->kind == PG_TERM_IRI) {
		v->k = K_IRI;
		return;
	}
	if (v->t->kind == PG_TERM_BLANK) {
		v->k = K_BLANK;
		return;
	}
	if (v->t->lang) {
		v->k = K_LANG;
		return;
	}
	if (!v->t->dtype || !strcmp(v->t->dtype, SQ_XSD "string")) {
		v->k = K_STR;
		return;
	}
	if (sq_number_of(e, id, &v->n)) {
		v->k = K_NUM;
		return;
	}
	if ((v->b = sq_boolean_of(e, id)) >= 0) {
		v->k = K_BOOL;
		return;
	}
	if (sq_datetime_of(e, id, &v->dt)) {
		v->k = v->dt.is_date ? K_DATE : K_DT;
		return;
	}
	v->k = K_OTHER;
}

static bool known_literal(kind k) { return k >= K_STR && k <= K_DATE; }

/* Numbers in order; 2 when one is NaN (unordered, unequal). */
static int num_cmp(const sq_number *a, const sq_number *b)
{
	if (a->type == SQ_NUM_INTEGER && b->type == SQ_NUM_INTEGER)
		return a->i < b->i ? -1 : a->i > b->i;
	double x = a->type == SQ_NUM_INTEGER ? (double)a->i : a->d;
	double y = b->type == SQ_NUM_INTEGER ? (double)b->i : b->d;
	if (isnan(x) || isnan(y))
		return 2;
	return x < y ? -1 : x > y;
}

enum { CMP_UNORDERED = 2, CMP_ERROR = 3 };

/* The value order of two values of the same kind: -1, 0, 1, CMP_UNORDERED
 * (unequal, no order: NaN), CMP_ERROR (no order defined, or indeterminate). */
static int value_cmp(const val *a, const val *b)
{
	if (a->k != b->k)
		return CMP_ERROR;
	switch (a->k) {
	case K_NUM:
		return num_cmp(&a->n, &b->n);
	case K_STR: {
		int c = strcmp(a->t->value, b->t->value);
		return c < 0 ? -1 : c > 0;
	}
	case K_BOOL:
		return a->b < b->b ? -1 : a->b > b->b;
	case K_DT:
	case K_DATE: {
		int c = sq_datetime_cmp(&a->dt, &b->dt);
		return c == 2 ? CMP_ERROR : c;
	}
	default:
		return CMP_ERROR;
	}
}

/* `=`: 1, 0, or -1 for an error. */
static int equal(sq_eval *e, sq_id x, sq_id y)
{
	if (!x || !y)
		return -1;
	val a, b;
	classify(e, x, &a);
	classify(e, y, &b);
	if (a.k == b.k && a.k != K_LANG && a.k != K_OTHER && a.k != K_IRI && a.k != K_BLANK) {
		int c = value_cmp(&a, &b);
		return c == CMP_ERROR ? -1 : c == 0;
	}
	if (x == y)
		return 1;
	if (a.k == K_LANG && b.k == K_LANG)
		return !strcmp(a.t->value, b.t->value) && !strcasecmp(a.t->lang, b.t->lang);
	if (a.k == K_LANG || b.k == K_LANG)
		return 0;
	if (a.k == K_IRI || a.k == K_BLANK || b.k == K_IRI || b.k == K_BLANK)
		return 0;
	if (known_literal(a.k) && known_literal(b.k))
		return 0;
	return -1; /* RDFterm-equal: two different literals, one not understood */
}

/* `<` (op '<'), `>`, `<=` ('l'), `>=` ('g'): 1, 0, or -1 for an error. */
static int order_test(sq_eval *e, char op, sq_id x, sq_id y)
{
	if (!x || !y)
		return -1;
	val a, b;
	classify(e, x, &a);
	classify(e, y, &b);
	int c = value_cmp(&a, &b);
	if (c == CMP_ERROR)
		return -1;
	if (c == CMP_UNORDERED)
		return 0;
	switch (op) {
	case '<': return c < 0;
	case '>': return c > 0;
	case 'l': return c <= 0;
	default: return c >= 0;
	}
}

/* ---- term helpers */

static sq_id boolean(sq_eval *e, int b) { return b < 0 ? 0 : sq_boolean_term(e, b != 0); }

static sq_id nomem(sq_eval *e, sq_id id)
{
	if (!id)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	return id;
}

static sq_id simple_literal(sq_eval *e, const char *lex)
{
	return nomem(e, sq_term_literal(e->terms, lex, NULL, NULL));
}

static sq_id iri(sq_eval *e, const char *s) { return nomem(e, sq_term_iri(e->terms, s)); }

bool sq_is_numeric(sq_eval *e, sq_id v)
{
	sq_number n;
	return sq_number_of(e, v, &n);
}

const char *sq_str_of(sq_eval *e, sq_id v)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind == PG_TERM_BLANK)
		return NULL;
	return t->value;
}

/* ---- numbers */

static double as_double(const sq_number *n)
{
	return n->type == SQ_NUM_INTEGER ? (double)n->i : n->d;
}

/* Integer + - * stay integers while they fit int64; on overflow the result
 * is the decimal of the same value (held as a double, so rounded), as
 * xsd:integer has no upper bound and int64 does. */
sq_id sq_arith(sq_eval *e, char op, sq_id a, sq_id b)
{
	sq_number x, y, r;
	if (!sq_number_of(e, a, &x) || !sq_number_of(e, b, &y))
		return 0;
	r.type = x.type > y.type ? x.type : y.type;
	r.i = 0;
	r.d = 0;
	if (r.type == SQ_NUM_INTEGER && op != '/') {
		bool over;
		switch (op) {
		case '+': over = __builtin_add_overflow(x.i, y.i, &r.i); break;
		case '-': over = __builtin_sub_overflow(x.i, y.i, &r.i); break;
		case '*': over = __builtin_mul_overflow(x.i, y.i, &r.i); break;
		default: return 0;
		}
		if (!over)
			return sq_number_term(e, &r);
		r.type = SQ_NUM_DECIMAL;
	}
	double p = as_double(&x), q = as_double(&y);
	if (r.type == SQ_NUM_INTEGER)
		r.type = SQ_NUM_DECIMAL; /* integer division gives a decimal */
	switch (op) {
	case '+': r.d = p + q; break;
	case '-': r.d = p - q; break;
	case '*': r.d = p * q; break;
	case '/':
		if (q == 0 && r.type == SQ_NUM_DECIMAL)
			return 0; /* op:numeric-divide: integers and decimals raise an error */
		r.d = p / q;
		break;
	default: return 0;
	}
	if (r.type == SQ_NUM_DECIMAL && !isfinite(r.d))
		return 0; /* a decimal overflows: an error, not INF */
	if (r.type == SQ_NUM_FLOAT)
		r.d = (double)(float)r.d;
	return sq_number_term(e, &r);
}

static sq_id negate(sq_eval *e, sq_id a)
{
	sq_number n;
	if (!sq_number_of(e, a, &n))
		return 0;
	if (n.type == SQ_NUM_INTEGER) {
		if (n.i == INT64_MIN) {
			n.type = SQ_NUM_DECIMAL;
			n.d = -(double)n.i;
		} else {
			n.i = -n.i;
		}
	} else {
		n.d = -n.d;
	}
	return sq_number_term(e, &n);
}

/* ---- effective boolean value */

static bool numeric_datatype(const char *dtype)
{
	static const char *const names[] = {
		"integer", "decimal", "float", "double", "long", "int", "short", "byte",
		"nonNegativeInteger", "positiveInteger", "nonPositiveInteger", "negativeInteger",
		"unsignedLong", "unsignedInt", "unsignedShort", "unsignedByte", NULL};
	if (!dtype || strncmp(dtype, SQ_XSD, sizeof SQ_XSD - 1))
		return false;
	for (size_t i = 0; names[i]; i++)
		if (!strcmp(dtype + sizeof SQ_XSD - 1, names[i]))
			return true;
	return false;
}

int sq_ebv(sq_eval *e, sq_id v)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind != PG_TERM_LITERAL)
		return -1;
	if (t->lang || !t->dtype || !strcmp(t->dtype, SQ_XSD "string"))
		return t->len > 0;
	if (!strcmp(t->dtype, SQ_XSD "boolean"))
		return sq_boolean_of(e, v) == 1; /* an ill-typed boolean is false */
	if (numeric_datatype(t->dtype)) {
		sq_number n;
		if (!sq_number_of(e, v, &n))
			return 0; /* ill-typed: false */
		if (n.type == SQ_NUM_INTEGER)
			return n.i != 0;
		return !(isnan(n.d) || n.d == 0);
	}
	return -1;
}

/* ---- evaluation */

static sq_id eval_op(sq_eval *e, const sq_node *x, const sq_id *row);
static sq_id eval_call(sq_eval *e, const sq_node *x, const sq_id *row);

sq_id sq_expr_eval(sq_eval *e, const sq_node *x, const sq_id *row)
{
	if (!x || sq_eval_failed(e))
		return 0;
	switch (x->kind) {
	case SQ_VAR:
		return row && x->slot < e->nvars ? row[x->slot] : 0;
	case SQ_IRI:
	case SQ_LITERAL:
		return sq_eval_const(e, x);
	case SQ_OP:
		return eval_op(e, x, row);
	case SQ_CALL:
		return eval_call(e, x, row);
	case SQ_FUNC: {
		if (x->n != 1)
			return 0; /* a cast takes one argument; no other function is known */
		sq_id arg = sq_expr_eval(e, x->kids[0], row);
		return sq_func_cast(e, x->text, arg, NULL);
	}
	case SQ_EXISTS: {
		int r = sq_eval_exists(e, x->kids[0], row);
		if (r < 0)
			return 0;
		return sq_boolean_term(e, (x->flags & SQ_F_NOT) ? r == 0 : r == 1);
	}
	default:
		return 0; /* an aggregate here was replaced by its ?.N variable */
	}
}

bool sq_expr_true(sq_eval *e, const sq_node *x, const sq_id *row)
{
	return sq_ebv(e, sq_expr_eval(e, x, row)) == 1;
}

static int ebv_of(sq_eval *e, const sq_node *x, const sq_id *row)
{
	return sq_ebv(e, sq_expr_eval(e, x, row));
}

/* x IN (list): true if one equals, else an error if one was an error, else
 * false. NOT IN: the negation of that, which is what the conjunction of
 * the != tests of section 17.4.1.10 gives. */
static sq_id eval_in(sq_eval *e, const sq_node *x, const sq_id *row, bool not)
{
	sq_id v = sq_expr_eval(e, x->kids[0], row);
	bool err = false;
	for (size_t i = 1; i < x->n; i++) {
		int r = equal(e, v, sq_expr_eval(e, x->kids[i], row));
		if (sq_eval_failed(e))
			return 0;
		if (r == 1)
			return sq_boolean_term(e, !not);
		if (r < 0)
			err = true;
	}
	return err ? 0 : sq_boolean_term(e, not);
}

static sq_id eval_op(sq_eval *e, const sq_node *x, const sq_id *row)
{
	const char *op = x->text ? x->text : "";
	sq_node *l = sq_kid(x, 0), *r = sq_kid(x, 1);
	if (!strcmp(op, "||")) {
		int a = ebv_of(e, l, row);
		if (a == 1)
			return sq_boolean_term(e, true);
		int b = ebv_of(e, r, row);
		if (b == 1)
			return sq_boolean_term(e, true);
		return a == 0 && b == 0 ? sq_boolean_term(e, false) : 0;
	}
	if (!strcmp(op, "&&")) {
		int a = ebv_of(e, l, row);
		if (a == 0)
			return sq_boolean_term(e, false);
		int b = ebv_of(e, r, row);
		if (b == 0)
			return sq_boolean_term(e, false);
		return a == 1 && b == 1 ? sq_boolean_term(e, true) : 0;
	}
	if (!strcmp(op, "in") || !strcmp(op, "notin"))
		return x->n ? eval_in(e, x, row, op[0] == 'n') : 0;
	if (x->n == 1) {
		sq_id a = sq_expr_eval(e, l, row);
		if (!strcmp(op, "!")) {
			int b = sq_ebv(e, a);
			return b < 0 ? 0 : sq_boolean_term(e, !b);
		}
		if (!strcmp(op, "-") || !strcmp(op, "neg"))
			return negate(e, a);
		if (!strcmp(op, "+") || !strcmp(op, "pos"))
			return sq_is_numeric(e, a) ? a : 0;
		return 0;
	}
	if (x->n != 2)
		return 0;
	sq_id a = sq_expr_eval(e, l, row);
	sq_id b = sq_expr_eval(e, r, row);
	if (sq_eval_failed(e))
		return 0;
	if (!strcmp(op, "="))
		return boolean(e, equal(e, a, b));
	if (!strcmp(op, "!=")) {
		int q = equal(e, a, b);
		return boolean(e, q < 0 ? -1 : !q);
	}
	if (!strcmp(op, "<"))
		return boolean(e, order_test(e, '<', a, b));
	if (!strcmp(op, ">"))
		return boolean(e, order_test(e, '>', a, b));
	if (!strcmp(op, "<="))
		return boolean(e, order_test(e, 'l', a, b));
	if (!strcmp(op, ">="))
		return boolean(e, order_test(e, 'g', a, b));
	if (op[0] && !op[1] && strchr("+-*/", op[0]))
		return sq_arith(e, op[0], a, b);
	return 0;
}

/* STR, LANG, DATATYPE and the term tests, on an evaluated argument. */
static sq_id term_call(sq_eval *e, const char *name, sq_id a)
{
	const sq_term *t = sq_term_get(e->terms, a);
	if (!t)
		return 0;
	bool lit = t->kind == PG_TERM_LITERAL;
	if (!strcmp(name, "isiri") || !strcmp(name, "isuri"))
		return sq_boolean_term(e, t->kind == PG_TERM_IRI);
	if (!strcmp(name, "isblank"))
		return sq_boolean_term(e, t->kind == PG_TERM_BLANK);
	if (!strcmp(name, "isliteral"))
		return sq_boolean_term(e, lit);
	if (!strcmp(name, "isnumeric"))
		return sq_boolean_term(e, sq_is_numeric(e, a));
	if (!strcmp(name, "str")) {
		if (t->kind == PG_TERM_BLANK)
			return 0;
		if (lit && !t->lang && !t->dtype)
			return a;
		return nomem(e, sq_term_literal_n(e->terms, t->value, t->len, NULL, NULL));
	}
	if (!lit)
		return 0;
	if (!strcmp(name, "lang"))
		return simple_literal(e, t->lang ? t->lang : "");
	/* datatype */
	if (t->lang)
		return iri(e, SQ_RDF_LANGSTRING);
	return iri(e, t->dtype ? t->dtype : SQ_XSD "string");
}

static bool is_term_call(const char *name)
{
	static const char *const names[] = {"isiri", "isuri", "isblank", "isliteral", "isnumeric",
					    "str", "lang", "datatype", NULL};
	for (size_t i = 0; names[i]; i++)
		if (!strcmp(name, names[i]))
			return true;
	return false;
}

static sq_id eval_call(sq_eval *e, const sq_node *x, const sq_id *row)
{
	const char *name = x->text ? x->text : "";
	if (!strcmp(name, "bound")) {
		const sq_node *v = sq_kid(x, 0);
		if (!v || v->kind != SQ_VAR)
			return 0;
		return sq_boolean_term(e, row && v->slot < e->nvars && row[v->slot] != 0);
	}
	if (!strcmp(name, "if")) {
		if (x->n != 3)
			return 0;
		int c = ebv_of(e, x->kids[0], row);
		if (c < 0)
			return 0;
		return sq_expr_eval(e, x->kids[c ? 1 : 2], row);
	}
	if (!strcmp(name, "coalesce")) {
		for (size_t i = 0; i < x->n; i++) {
			sq_id v = sq_expr_eval(e, x->kids[i], row);
			if (v || sq_eval_failed(e))
				return v;
		}
		return 0;
	}
	if (!strcmp(name, "sameterm")) {
		if (x->n != 2)
			return 0;
		sq_id a = sq_expr_eval(e, x->kids[0], row);
		sq_id b = sq_expr_eval(e, x->kids[1], row);
		return a && b ? sq_boolean_term(e, a == b) : 0;
	}
	if (is_term_call(name)) {
		if (x->n != 1)
			return 0;
		return term_call(e, name, sq_expr_eval(e, x->kids[0], row));
	}
	sq_id small[8], *args = small;
	if (x->n > 8 && !(args = malloc(x->n * sizeof *args))) {
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
		return 0;
	}
	for (size_t i = 0; i < x->n; i++)
		args[i] = sq_expr_eval(e, x->kids[i], row);
	sq_id r = sq_eval_failed(e) ? 0 : sq_func_call(e, x, name, args, x->n);
	if (args != small)
		free(args);
	return r;
}

/* ---- ORDER BY */

static int rank(const val *v)
{
	switch (v->k) {
	case K_ERR: return 0;
	case K_BLANK: return 1;
	case K_IRI: return 2;
	default: return 3;
	}
}

/* Literals of different kinds, in this order; numbers first would be as
 * good, the point is a fixed one. */
static int literal_rank(kind k)
{
	switch (k) {
	case K_STR: return 0;
	case K_LANG: return 1;
	case K_NUM: return 2;
	case K_BOOL: return 3;
	case K_DT: return 4;
	case K_DATE: return 5;
	default: return 6;
	}
}

static int nullcmp(const char *a, const char *b)
{
	if (!a || !b)
		return !a && !b ? 0 : !a ? -1 : 1;
	int c = strcmp(a, b);
	return c < 0 ? -1 : c > 0;
}

/* The fixed order of two literals: lexical form, datatype, language. */
static int lexical_cmp(const sq_term *a, const sq_term *b)
{
	int c = nullcmp(a->value, b->value);
	if (!c)
		c = nullcmp(a->dtype, b->dtype);
	if (!c)
		c = nullcmp(a->lang, b->lang);
	return c;
}

int sq_order_cmp(sq_eval *e, sq_id x, sq_id y)
{
	if (x == y)
		return 0;
	const sq_term *tx = sq_term_get(e->terms, x), *ty = sq_term_get(e->terms, y);
	if (tx && ty && tx->kind == PG_TERM_LITERAL && ty->kind == PG_TERM_LITERAL && !tx->dtype &&
	    !ty->dtype && !tx->lang && !ty->lang) /* two simple literals, the common case */
		return nullcmp(tx->value, ty->value);
	val a, b;
	classify(e, x, &a);
	classify(e, y, &b);
	int ra = rank(&a), rb = rank(&b);
	if (ra != rb)
		return ra < rb ? -1 : 1;
	if (ra == 0)
		return 0;
	if (ra < 3)
		return nullcmp(a.t->value, b.t->value);
	int la = literal_rank(a.k), lb = literal_rank(b.k);
	if (la != lb)
		return la < lb ? -1 : 1;
	int c = 0;
	switch (a.k) {
	case K_NUM: {
		double p = as_double(&a.n), q = as_double(&b.n);
		if (isnan(p) || isnan(q))
			c = isnan(p) && isnan(q) ? 0 : isnan(p) ? -1 : 1; /* NaN first */
		else
			c = num_cmp(&a.n, &b.n);
		break;
	}
	case K_DT:
	case K_DATE:
		c = sq_datetime_cmp_total(&a.dt, &b.dt);
		break;
	case K_STR:
	case K_BOOL:
		c = value_cmp(&a, &b);
		break;
	default:
		break;
	}
	return c ? c : lexical_cmp(a.t, b.t);
}
