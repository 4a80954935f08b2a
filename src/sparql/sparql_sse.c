/* SPDX-License-Identifier: Apache-2.0 */
/* Printing SPARQL algebra as SSE, e.g. (project (?x) (bgp (triple ?x <p> ?o))). */
#include <stdio.h>
#include <string.h>

#include "sparql/sparql_algebra.h"
#include "sparql/sparql_parse_int.h"

static bool term(pg_buf *b, const sq_node *n);

static bool string_lit(pg_buf *b, const char *s)
{
	bool ok = pg_buf_addc(b, '"');
	for (; ok && *s; s++) {
		switch (*s) {
		case '"': ok = pg_buf_adds(b, "\\\""); break;
		case '\\': ok = pg_buf_adds(b, "\\\\"); break;
		case '\n': ok = pg_buf_adds(b, "\\n"); break;
		case '\r': ok = pg_buf_adds(b, "\\r"); break;
		case '\t': ok = pg_buf_adds(b, "\\t"); break;
		default: ok = pg_buf_addc(b, *s);
		}
	}
	return ok && pg_buf_addc(b, '"');
}

static bool literal(pg_buf *b, const sq_node *n)
{
	const char *dt = n->dtype;
	if (dt && (!strcmp(dt, SQ_XSD "integer") || !strcmp(dt, SQ_XSD "decimal") ||
		   !strcmp(dt, SQ_XSD "double") || !strcmp(dt, SQ_XSD "boolean")) &&
	    n->text[0] && !strpbrk(n->text, " \"\\()"))
		return pg_buf_adds(b, n->text);
	if (!string_lit(b, n->text))
		return false;
	if (n->lang)
		return pg_buf_addf(b, "@%s", n->lang);
	if (dt)
		return pg_buf_addf(b, "^^<%s>", dt);
	return true;
}

static bool list(pg_buf *b, const sq_node *n, const char *sep)
{
	bool ok = true;
	for (size_t i = 0; ok && n && i < n->n; i++)
		ok = (i == 0 || pg_buf_adds(b, sep)) && term(b, n->kids[i]);
	return ok;
}

static bool named(pg_buf *b, const char *name, const sq_node *n)
{
	return pg_buf_addf(b, "(%s", name) && (!n->n || pg_buf_addc(b, ' ')) && list(b, n, " ") &&
	       pg_buf_addc(b, ')');
}

static bool op(pg_buf *b, const sq_node *n, int indent);

/* Terms, expressions, paths, triples: on one line. */
static bool term(pg_buf *b, const sq_node *n)
{
	if (!n)
		return pg_buf_adds(b, "_");
	switch (n->kind) {
	case SQ_IRI: return pg_buf_addf(b, "<%s>", n->text);
	case SQ_VAR: return pg_buf_addf(b, "?%s", n->text);
	case SQ_BNODE: return pg_buf_addf(b, "_:%s", n->text);
	case SQ_LITERAL: return literal(b, n);
	case SQ_UNDEF: return pg_buf_adds(b, "undef");
	case SQ_TRIPLE: return named(b, "triple", n);
	case SQ_PATH_SEQ: return named(b, "seq", n);
	case SQ_PATH_ALT: return named(b, "alt", n);
	case SQ_PATH_INV: return named(b, "reverse", n);
	case SQ_PATH_STAR: return named(b, "path*", n);
	case SQ_PATH_PLUS: return named(b, "path+", n);
	case SQ_PATH_OPT: return named(b, "path?", n);
	case SQ_PATH_NEG: return named(b, "notoneof", n);
	case SQ_OP:
		return named(b, !strcmp(n->text, "in") ? "in" : !strcmp(n->text, "notin") ? "notin" : n->text, n);
	case SQ_CALL: return named(b, n->text, n);
	case SQ_FUNC:
		return pg_buf_addf(b, "(<%s>%s", n->text, n->flags & SQ_F_DISTINCT ? " distinct" : "") &&
		       (!n->n || pg_buf_addc(b, ' ')) && list(b, n, " ") && pg_buf_addc(b, ')');
	case SQ_AGG:
		return pg_buf_addf(b, "(%s%s", n->text, n->flags & SQ_F_DISTINCT ? " distinct" : "") &&
		       (!n->lang || (pg_buf_adds(b, " (separator ") && string_lit(b, n->lang) &&
				     pg_buf_addc(b, ')'))) &&
		       (!n->n || pg_buf_addc(b, ' ')) && list(b, n, " ") && pg_buf_addc(b, ')');
	case SQ_EXISTS:
		return pg_buf_adds(b, n->flags & SQ_F_NOT ? "(notexists " : "(exists ") &&
		       op(b, n->kids[0], -1) && pg_buf_addc(b, ')');
	case SQ_AS: return pg_buf_addc(b, '(') && list(b, n->kids[1] ? n : NULL, " ") && pg_buf_addc(b, ')');
	case SQ_ORDER:
		if (!strcmp(n->text, "asc") && n->kids[0]->kind == SQ_VAR)
			return term(b, n->kids[0]);
		return named(b, n->text, n);
	case SQ_LIST: return pg_buf_addc(b, '(') && list(b, n, " ") && pg_buf_addc(b, ')');
	default: return op(b, n, -1);
	}
}

static bool newline(pg_buf *b, int indent)
{
	if (indent < 0)
		return pg_buf_addc(b, ' ');
	if (!pg_buf_addc(b, '\n'))
		return false;
	for (int i = 0; i < indent; i++)
		if (!pg_buf_adds(b, "  "))
			return false;
	return true;
}

static int deeper(int indent) { return indent < 0 ? -1 : indent + 1; }

/* "(name" then `pre` inline kids, then the operand kids on new lines, ")". */
static bool op_with(pg_buf *b, const char *name, const sq_node *n, size_t first_op, int indent)
{
	bool ok = pg_buf_addf(b, "(%s", name);
	for (size_t i = 0; ok && i < first_op; i++)
		ok = pg_buf_addc(b, ' ') && term(b, n->kids[i]);
	for (size_t i = first_op; ok && i < n->n; i++)
		ok = newline(b, deeper(indent)) && op(b, n->kids[i], deeper(indent));
	return ok && pg_buf_addc(b, ')');
}

static bool op(pg_buf *b, const sq_node *n, int indent)
{
	bool ok;
	switch (n->kind) {
	case SQ_A_BGP:
		if (n->n <= 1 || indent < 0)
			return named(b, "bgp", n);
		ok = pg_buf_adds(b, "(bgp");
		for (size_t i = 0; ok && i < n->n; i++)
			ok = newline(b, deeper(indent)) && term(b, n->kids[i]);
		return ok && pg_buf_addc(b, ')');
	case SQ_A_PATH: return named(b, "path", n);
	case SQ_A_JOIN: return op_with(b, "join", n, 0, indent);
	case SQ_A_UNION: return op_with(b, "union", n, 0, indent);
	case SQ_A_MINUS: return op_with(b, "minus", n, 0, indent);
	case SQ_A_LEFTJOIN:
		ok = pg_buf_adds(b, "(leftjoin");
		for (size_t i = 0; ok && i < 2; i++)
			ok = newline(b, deeper(indent)) && op(b, n->kids[i], deeper(indent));
		if (ok && n->n > 3)
			ok = newline(b, deeper(indent)) && pg_buf_adds(b, "(exprlist ");
		for (size_t i = 2; ok && i < n->n; i++)
			ok = (n->n > 3 ? (i == 2 || pg_buf_addc(b, ' ')) : newline(b, deeper(indent))) &&
			     term(b, n->kids[i]);
		return ok && (n->n <= 3 || pg_buf_addc(b, ')')) && pg_buf_addc(b, ')');
	case SQ_A_FILTER: {
		const sq_node *es = n->kids[0];
		ok = pg_buf_adds(b, "(filter ");
		if (es->n == 1)
			ok = ok && term(b, es->kids[0]);
		else
			ok = ok && pg_buf_adds(b, "(exprlist ") && list(b, es, " ") && pg_buf_addc(b, ')');
		return ok && newline(b, deeper(indent)) && op(b, n->kids[1], deeper(indent)) &&
		       pg_buf_addc(b, ')');
	}
	case SQ_A_GRAPH: return op_with(b, "graph", n, 1, indent);
	case SQ_A_SERVICE:
		return op_with(b, n->flags & SQ_F_SILENT ? "service silent" : "service", n, 1, indent);
	case SQ_A_EXTEND:
		return pg_buf_adds(b, "(extend ((") && term(b, n->kids[0]) && pg_buf_addc(b, ' ') &&
		       term(b, n->kids[1]) && pg_buf_adds(b, "))") && newline(b, deeper(indent)) &&
		       op(b, n->kids[2], deeper(indent)) && pg_buf_addc(b, ')');
	case SQ_A_TABLE:
		if (n->flags & SQ_F_UNIT)
			return pg_buf_adds(b, "(table unit)");
		ok = pg_buf_adds(b, "(table (vars") && (!n->kids[0]->n || pg_buf_addc(b, ' ')) &&
		     list(b, n->kids[0], " ") && pg_buf_addc(b, ')');
		for (size_t r = 1; ok && r < n->n; r++) {
			ok = newline(b, deeper(indent)) && pg_buf_adds(b, "(row");
			for (size_t i = 0; ok && i < n->kids[r]->n; i++)
				if (n->kids[r]->kids[i]->kind != SQ_UNDEF)
					ok = pg_buf_adds(b, " [") && term(b, n->kids[0]->kids[i]) &&
					     pg_buf_addc(b, ' ') && term(b, n->kids[r]->kids[i]) && pg_buf_addc(b, ']');
			ok = ok && pg_buf_addc(b, ')');
		}
		return ok && pg_buf_addc(b, ')');
	case SQ_A_GROUP:
		ok = pg_buf_adds(b, "(group ") && term(b, n->kids[0]);
		if (ok && n->kids[1]->n)
			ok = pg_buf_addc(b, ' ') && term(b, n->kids[1]);
		return ok && newline(b, deeper(indent)) && op(b, n->kids[2], deeper(indent)) &&
		       pg_buf_addc(b, ')');
	case SQ_A_TOMULTISET: return op_with(b, "tomultiset", n, 0, indent);
	case SQ_A_ORDER: return op_with(b, "order", n, 1, indent);
	case SQ_A_PROJECT: return op_with(b, "project", n, 1, indent);
	case SQ_A_DISTINCT: return op_with(b, "distinct", n, 0, indent);
	case SQ_A_REDUCED: return op_with(b, "reduced", n, 0, indent);
	case SQ_A_SLICE: {
		char lim[32] = "_", off[32] = "_";
		if (n->limit >= 0)
			snprintf(lim, sizeof lim, "%lld", n->limit);
		if (n->offset >= 0)
			snprintf(off, sizeof off, "%lld", n->offset);
		return pg_buf_addf(b, "(slice %s %s", off, lim) && newline(b, deeper(indent)) &&
		       op(b, n->kids[0], deeper(indent)) && pg_buf_addc(b, ')');
	}
	default:
		return term(b, n);
	}
}

bool sq_sse_print(const sq_node *alg, pg_buf *out)
{
	return op(out, alg, 0);
}
