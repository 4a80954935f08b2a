/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL parser's expressions: operators by precedence, the built-in
 * calls of section 17, aggregates, EXISTS, function calls and XSD casts
 * (W3C SPARQL 1.1 Query, section 19.8, rules [110] to [129]). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sparql/sparql_parse_int.h"

#define ANY 255

typedef struct builtin {
	const char *name;
	unsigned char min, max; /* argument counts; ANY: an expression list */
} builtin;

static const builtin builtins[] = {
	{"STR", 1, 1}, {"LANG", 1, 1}, {"LANGMATCHES", 2, 2}, {"DATATYPE", 1, 1},
	{"BOUND", 1, 1}, {"IRI", 1, 1}, {"URI", 1, 1}, {"BNODE", 0, 1}, {"RAND", 0, 0},
	{"ABS", 1, 1}, {"CEIL", 1, 1}, {"FLOOR", 1, 1}, {"ROUND", 1, 1}, {"CONCAT", 0, ANY},
	{"SUBSTR", 2, 3}, {"STRLEN", 1, 1}, {"REPLACE", 3, 4}, {"UCASE", 1, 1}, {"LCASE", 1, 1},
	{"ENCODE_FOR_URI", 1, 1}, {"CONTAINS", 2, 2}, {"STRSTARTS", 2, 2}, {"STRENDS", 2, 2},
	{"STRBEFORE", 2, 2}, {"STRAFTER", 2, 2}, {"YEAR", 1, 1}, {"MONTH", 1, 1}, {"DAY", 1, 1},
	{"HOURS", 1, 1}, {"MINUTES", 1, 1}, {"SECONDS", 1, 1}, {"TIMEZONE", 1, 1}, {"TZ", 1, 1},
	{"NOW", 0, 0}, {"UUID", 0, 0}, {"STRUUID", 0, 0}, {"MD5", 1, 1}, {"SHA1", 1, 1},
	{"SHA256", 1, 1}, {"SHA384", 1, 1}, {"SHA512", 1, 1}, {"COALESCE", 0, ANY}, {"IF", 3, 3},
	{"STRLANG", 2, 2}, {"STRDT", 2, 2}, {"sameTerm", 2, 2}, {"isIRI", 1, 1}, {"isURI", 1, 1},
	{"isBLANK", 1, 1}, {"isLITERAL", 1, 1}, {"isNUMERIC", 1, 1}, {"REGEX", 2, 3},
	{NULL, 0, 0}
};

static const char *const aggregates[] = {"COUNT", "SUM", "MIN", "MAX", "AVG", "SAMPLE",
					 "GROUP_CONCAT", NULL};

static const builtin *find_builtin(const sq_parser *p)
{
	if (p->lx.tok.type != SQ_T_WORD)
		return NULL;
	for (const builtin *b = builtins; b->name; b++)
		if (!strcasecmp(b->name, p->lx.tok.value))
			return b;
	return NULL;
}

static bool at_aggregate(const sq_parser *p)
{
	for (size_t i = 0; aggregates[i]; i++)
		if (sq_lex_is_word(&p->lx, aggregates[i]))
			return true;
	return false;
}

bool sq_p_at_builtin(const sq_parser *p)
{
	return find_builtin(p) || at_aggregate(p) || sq_lex_is_word(&p->lx, "EXISTS") ||
	       sq_lex_is_word(&p->lx, "NOT");
}

static char *lower(const char *s)
{
	char *d = strdup(s);
	for (char *c = d; c && *c; c++)
		*c = (char)tolower((unsigned char)*c);
	return d;
}

static sq_node *binary(sq_parser *p, const char *op, sq_node *l, sq_node *r)
{
	if (!l || !r) {
		sq_node_free(l);
		sq_node_free(r);
		return NULL;
	}
	sq_node *n = sq_node_new(SQ_OP, op);
	if (!n) {
		sq_node_free(l);
		sq_node_free(r);
		return sq_p_nomem(p);
	}
	n->line = l->line;
	n->col = l->col;
	sq_node_add(n, l);
	return sq_p_add(p, n, r) ? n : NULL;
}

/* '(' Expression (',' Expression)* ')' or NIL, appended to `call`. */
static bool arg_list(sq_parser *p, sq_node *call, bool distinct_ok)
{
	if (p->lx.tok.type == SQ_T_NIL) {
		sq_lex_next(&p->lx);
		return true;
	}
	if (!sq_p_expect(p, "(", "to open the argument list"))
		return false;
	if (distinct_ok && sq_p_accept_word(p, "DISTINCT"))
		call->flags |= SQ_F_DISTINCT;
	do {
		sq_node *e = sq_p_expression(p);
		if (!e)
			return false;
		if (!sq_node_add(call, e))
			return sq_p_nomem(p);
	} while (sq_p_accept(p, ","));
	return sq_p_expect(p, ")", "to close the argument list");
}

static sq_node *aggregate(sq_parser *p)
{
	sq_node *a = sq_p_node(p, SQ_AGG, NULL);
	if (!a)
		return NULL;
	bool concat = sq_lex_is_word(&p->lx, "GROUP_CONCAT");
	bool count = sq_lex_is_word(&p->lx, "COUNT");
	a->text = lower(p->lx.tok.value);
	p->uses |= SQ_USES_AGGREGATE;
	sq_lex_next(&p->lx);
	if (!a->text || !sq_p_expect(p, "(", "after the aggregate's name"))
		goto fail;
	if (sq_p_accept_word(p, "DISTINCT"))
		a->flags |= SQ_F_DISTINCT;
	if (!(count && sq_p_accept(p, "*"))) {
		sq_node *e = sq_p_expression(p);
		if (!e)
			goto fail;
		if (!sq_node_add(a, e)) {
			sq_p_nomem(p);
			goto fail;
		}
	}
	if (concat && sq_p_accept(p, ";")) {
		if (!sq_p_accept_word(p, "SEPARATOR")) {
			sq_p_expected(p, "SEPARATOR after ';' in GROUP_CONCAT");
			goto fail;
		}
		if (!sq_p_expect(p, "=", "after SEPARATOR"))
			goto fail;
		if (p->lx.tok.type != SQ_T_STRING) {
			sq_p_expected(p, "a string after SEPARATOR=");
			goto fail;
		}
		a->lang = sq_lex_take(&p->lx);
		sq_lex_next(&p->lx);
	}
	if (!sq_p_expect(p, ")", "to close the aggregate"))
		goto fail;
	return a;
fail:
	sq_node_free(a);
	return NULL;
}

sq_node *sq_p_builtin(sq_parser *p)
{
	if (at_aggregate(p))
		return aggregate(p);
	if (sq_lex_is_word(&p->lx, "EXISTS") || sq_lex_is_word(&p->lx, "NOT")) {
		sq_node *e = sq_p_node(p, SQ_EXISTS, NULL);
		if (!e)
			return NULL;
		if (sq_p_accept_word(p, "NOT")) {
			e->flags |= SQ_F_NOT;
			if (!sq_p_accept_word(p, "EXISTS")) {
				sq_node_free(e);
				return sq_p_expected(p, "EXISTS after NOT");
			}
		} else {
			sq_lex_next(&p->lx);
		}
		p->uses |= SQ_USES_EXISTS;
		return sq_p_add(p, e, sq_p_group(p)) ? e : NULL;
	}
	const builtin *b = find_builtin(p);
	if (!b)
		return sq_p_expected(p, "a built-in function");
	sq_node *c = sq_p_node(p, SQ_CALL, NULL);
	if (!c)
		return NULL;
	unsigned line = p->lx.tok.line, col = p->lx.tok.col;
	if (!(c->text = lower(b->name))) {
		sq_node_free(c);
		return sq_p_nomem(p);
	}
	sq_lex_next(&p->lx);
	if (!strcmp(c->text, "bound")) {
		if (!sq_p_expect(p, "(", "after BOUND")) {
			sq_node_free(c);
			return NULL;
		}
		if (!sq_p_add(p, c, sq_p_var(p)))
			return NULL;
		if (!sq_p_expect(p, ")", "after BOUND's variable")) {
			sq_node_free(c);
			return NULL;
		}
		return c;
	}
	if (b->min > 0 && p->lx.tok.type == SQ_T_NIL) {
		sq_node_free(c);
		return sq_p_fail_at(p, line, col, "syntax error: %s takes %u argument%s", b->name, b->min,
				    b->min == 1 ? "" : "s");
	}
	if (!arg_list(p, c, false)) {
		sq_node_free(c);
		return NULL;
	}
	if (c->n < b->min || (b->max != ANY && c->n > b->max)) {
		sq_node_free(c);
		if (b->min == b->max)
			return sq_p_fail_at(p, line, col, "syntax error: %s takes %u argument%s", b->name,
					    b->min, b->min == 1 ? "" : "s");
		return sq_p_fail_at(p, line, col, "syntax error: %s takes %u to %u arguments", b->name,
				    b->min, b->max);
	}
	return c;
}

static sq_node *function_call(sq_parser *p, bool args_required)
{
	sq_node *iri = sq_p_iri(p);
	if (!iri)
		return NULL;
	if (!args_required && p->lx.tok.type != SQ_T_NIL && !sq_lex_is_punct(&p->lx, "("))
		return iri;
	sq_node *f = sq_node_new(SQ_FUNC, NULL);
	if (!f) {
		sq_node_free(iri);
		return sq_p_nomem(p);
	}
	f->text = iri->text;
	f->line = iri->line;
	f->col = iri->col;
	iri->text = NULL;
	sq_node_free(iri);
	if (!arg_list(p, f, true)) {
		sq_node_free(f);
		return NULL;
	}
	return f;
}

sq_node *sq_p_iri_or_function(sq_parser *p) { return function_call(p, false); }

sq_node *sq_p_bracketted(sq_parser *p)
{
	if (!sq_p_expect(p, "(", "to open the expression"))
		return NULL;
	sq_node *e = sq_p_expression(p);
	if (e && !sq_p_expect(p, ")", "to close the expression")) {
		sq_node_free(e);
		return NULL;
	}
	return e;
}

sq_node *sq_p_constraint(sq_parser *p)
{
	if (sq_lex_is_punct(&p->lx, "("))
		return sq_p_bracketted(p);
	if (sq_p_at_builtin(p))
		return sq_p_builtin(p);
	if (sq_p_at_iri(p))
		return function_call(p, true);
	return sq_p_expected(p, "'(', a built-in call or a function call");
}

static sq_node *primary(sq_parser *p)
{
	if (sq_lex_is_punct(&p->lx, "("))
		return sq_p_bracketted(p);
	if (sq_p_at_builtin(p))
		return sq_p_builtin(p);
	if (sq_p_at_iri(p))
		return function_call(p, false);
	if (sq_p_at_var(p))
		return sq_p_var(p);
	if (sq_p_at_literal(p))
		return sq_p_literal(p);
	return sq_p_expected(p, "an expression");
}

static sq_node *unary(sq_parser *p)
{
	const char *op = sq_lex_is_punct(&p->lx, "!") ? "!" : sq_lex_is_punct(&p->lx, "-") ? "-"
		: sq_lex_is_punct(&p->lx, "+") ? "+" : NULL;
	if (!op)
		return primary(p);
	sq_node *n = sq_p_node(p, SQ_OP, op);
	sq_lex_next(&p->lx);
	if (!sq_p_deeper(p)) {
		sq_node_free(n);
		return NULL;
	}
	sq_node *r = sq_p_add(p, n, primary(p)) ? n : NULL;
	p->depth--;
	return r;
}

static sq_node *multiplicative_rest(sq_parser *p, sq_node *l)
{
	unsigned depth = p->depth;
	while (l && (sq_lex_is_punct(&p->lx, "*") || sq_lex_is_punct(&p->lx, "/"))) {
		const char *op = sq_lex_is_punct(&p->lx, "*") ? "*" : "/";
		sq_lex_next(&p->lx);
		if (!sq_p_deeper(p)) {
			sq_node_free(l);
			l = NULL;
			break;
		}
		l = binary(p, op, l, unary(p));
	}
	p->depth = depth;
	return l;
}

static sq_node *additive(sq_parser *p)
{
	sq_node *l = multiplicative_rest(p, unary(p));
	unsigned depth = p->depth;
	while (l) {
		sq_token *t = &p->lx.tok;
		if (!sq_p_deeper(p)) {
			sq_node_free(l);
			l = NULL;
			break;
		}
		if (sq_lex_is_punct(&p->lx, "+") || sq_lex_is_punct(&p->lx, "-")) {
			const char *op = sq_lex_is_punct(&p->lx, "+") ? "+" : "-";
			sq_lex_next(&p->lx);
			l = binary(p, op, l, multiplicative_rest(p, unary(p)));
		} else if ((t->type == SQ_T_INTEGER || t->type == SQ_T_DECIMAL || t->type == SQ_T_DOUBLE) &&
			   t->sign) {
			/* '?a -1': the sign is the operator (grammar rule [116]) */
			const char *op = t->value[0] == '+' ? "+" : "-";
			memmove(t->value, t->value + 1, strlen(t->value));
			l = binary(p, op, l, multiplicative_rest(p, sq_p_literal(p)));
		} else {
			break;
		}
	}
	p->depth = depth;
	return l;
}

static sq_node *expr_list_into(sq_parser *p, sq_node *n)
{
	if (!n)
		return NULL;
	if (!arg_list(p, n, false)) {
		sq_node_free(n);
		return NULL;
	}
	return n;
}

static sq_node *relational(sq_parser *p)
{
	sq_node *l = additive(p);
	if (!l)
		return NULL;
	static const char *const ops[] = {"=", "!=", "<", ">", "<=", ">=", NULL};
	for (size_t i = 0; ops[i]; i++)
		if (sq_lex_is_punct(&p->lx, ops[i])) {
			sq_lex_next(&p->lx);
			return binary(p, ops[i], l, additive(p));
		}
	bool not = false;
	if (sq_lex_is_word(&p->lx, "IN") || (not = sq_lex_is_word(&p->lx, "NOT"))) {
		sq_lex_next(&p->lx);
		if (not && !sq_p_accept_word(p, "IN")) {
			sq_node_free(l);
			return sq_p_expected(p, "IN after NOT");
		}
		sq_node *n = sq_node_new(SQ_OP, not ? "notin" : "in");
		if (!n || !sq_node_add(n, l)) {
			sq_node_free(n);
			return sq_p_nomem(p);
		}
		return expr_list_into(p, n);
	}
	return l;
}

static sq_node *conditional(sq_parser *p, const char *op, sq_node *(*item)(sq_parser *))
{
	sq_node *l = item(p);
	unsigned depth = p->depth;
	while (l && sq_lex_is_punct(&p->lx, op)) {
		sq_lex_next(&p->lx);
		if (!sq_p_deeper(p)) {
			sq_node_free(l);
			l = NULL;
			break;
		}
		l = binary(p, op, l, item(p));
	}
	p->depth = depth;
	return l;
}

static sq_node *and_expr(sq_parser *p) { return conditional(p, "&&", relational); }

sq_node *sq_p_expression(sq_parser *p)
{
	if (!sq_p_deeper(p))
		return NULL;
	sq_node *e = conditional(p, "||", and_expr);
	p->depth--;
	return e;
}
