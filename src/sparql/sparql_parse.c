/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL 1.1 Query parser: the prologue, the four query forms, dataset
 * clauses, solution modifiers and terms (W3C SPARQL 1.1 Query, section 19;
 * patterns in sparql_parse_pattern.c, expressions in sparql_parse_expr.c). */
#include "sparql/sparql_parse.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "sparql/sparql_iri.h"
#include "sparql/sparql_parse_int.h"

/* ---- errors and small helpers */

bool sq_p_ok(const sq_parser *p) { return p->st == PG_OK; }

static void describe_token(const sq_parser *p, char *out, size_t size)
{
	const sq_token *t = &p->lx.tok;
	switch (t->type) {
	case SQ_T_EOF: snprintf(out, size, "the end of the query"); break;
	case SQ_T_IRIREF: snprintf(out, size, "<%.40s>", t->value); break;
	case SQ_T_VAR: snprintf(out, size, "?%.40s", t->value); break;
	case SQ_T_STRING: snprintf(out, size, "a string"); break;
	case SQ_T_PNAME_LN: snprintf(out, size, "'%.30s:%.30s'", t->value, t->local); break;
	case SQ_T_PNAME_NS: snprintf(out, size, "'%.40s:'", t->value); break;
	case SQ_T_BNODE: snprintf(out, size, "_:%.40s", t->value); break;
	case SQ_T_LANGTAG: snprintf(out, size, "@%.40s", t->value); break;
	default: snprintf(out, size, "'%.40s'", t->value ? t->value : "?");
	}
}

sq_node *sq_p_fail_at(sq_parser *p, unsigned line, unsigned col, const char *fmt, ...)
{
	if (p->st != PG_OK)
		return NULL;
	p->st = PG_ERR_INPUT;
	if (p->d) {
		char msg[400];
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(msg, sizeof msg, fmt, ap);
		va_end(ap);
		pg_diag_set(p->d, PG_ERR_INPUT, "query", line, "%s", msg);
		p->d->col = col;
	}
	return NULL;
}

sq_node *sq_p_expected(sq_parser *p, const char *what)
{
	if (p->lx.tok.type == SQ_T_ERROR)
		return sq_p_fail_at(p, p->lx.tok.line, p->lx.tok.col, "syntax error: %s", p->lx.err);
	char found[100];
	describe_token(p, found, sizeof found);
	return sq_p_fail_at(p, p->lx.tok.line, p->lx.tok.col, "syntax error: expected %s, found %s",
			    what, found);
}

bool sq_p_deeper(sq_parser *p)
{
	if (++p->depth <= SQ_MAX_DEPTH)
		return true;
	sq_p_fail_at(p, p->lx.tok.line, p->lx.tok.col,
		     "the query nests or chains deeper than %d (brackets, groups, operators or "
		     "patterns in a row)", SQ_MAX_DEPTH);
	return false;
}

sq_node *sq_p_nomem(sq_parser *p)
{
	if (p->st == PG_OK) {
		p->st = PG_ERR_NOMEM;
		pg_diag_set(p->d, PG_ERR_NOMEM, NULL, 0, "out of memory parsing the query");
	}
	return NULL;
}

bool sq_p_accept(sq_parser *p, const char *s)
{
	if (!sq_lex_is_punct(&p->lx, s))
		return false;
	sq_lex_next(&p->lx);
	return true;
}

bool sq_p_accept_word(sq_parser *p, const char *kw)
{
	if (!sq_lex_is_word(&p->lx, kw))
		return false;
	sq_lex_next(&p->lx);
	return true;
}

bool sq_p_expect(sq_parser *p, const char *s, const char *what)
{
	if (sq_p_accept(p, s))
		return true;
	char e[120];
	snprintf(e, sizeof e, "'%s' %s", s, what);
	sq_p_expected(p, e);
	return false;
}

sq_node *sq_p_node(sq_parser *p, sq_kind kind, const char *text)
{
	sq_node *n = sq_node_new(kind, text);
	if (!n)
		return sq_p_nomem(p);
	n->line = p->lx.tok.line;
	n->col = p->lx.tok.col;
	return n;
}

bool sq_p_add(sq_parser *p, sq_node *parent, sq_node *kid)
{
	if (!kid || !parent) {
		sq_node_free(parent);
		sq_node_free(kid);
		if (p->st == PG_OK)
			sq_p_nomem(p);
		return false;
	}
	if (!sq_node_add(parent, kid)) {
		sq_node_free(parent);
		sq_p_nomem(p);
		return false;
	}
	return true;
}

/* ---- terms */

bool sq_p_at_var(const sq_parser *p) { return p->lx.tok.type == SQ_T_VAR; }

bool sq_p_at_iri(const sq_parser *p)
{
	sq_tok t = p->lx.tok.type;
	return t == SQ_T_IRIREF || t == SQ_T_PNAME_LN || t == SQ_T_PNAME_NS;
}

bool sq_p_at_literal(const sq_parser *p)
{
	sq_tok t = p->lx.tok.type;
	return t == SQ_T_STRING || t == SQ_T_INTEGER || t == SQ_T_DECIMAL || t == SQ_T_DOUBLE ||
	       sq_lex_is_word(&p->lx, "true") || sq_lex_is_word(&p->lx, "false");
}

sq_node *sq_p_var(sq_parser *p)
{
	if (!sq_p_at_var(p))
		return sq_p_expected(p, "a variable");
	sq_node *n = sq_p_node(p, SQ_VAR, NULL);
	if (n)
		n->text = sq_lex_take(&p->lx);
	sq_lex_next(&p->lx);
	return n;
}

static const char *lookup_prefix(const sq_parser *p, const char *name)
{
	for (size_t i = p->n_pfx; i-- > 0;)
		if (!strcmp(p->pfx[i], name))
			return p->pfx_iri[i];
	for (const char *const *t = p->predeclared; t && t[0]; t += 2)
		if (!strcmp(t[0], name))
			return t[1];
	return NULL;
}

sq_node *sq_p_iri(sq_parser *p)
{
	sq_token *t = &p->lx.tok;
	sq_node *n;
	if (t->type == SQ_T_IRIREF) {
		if (!(n = sq_p_node(p, SQ_IRI, NULL)))
			return NULL;
		if (!(n->text = sq_iri_resolve(p->base, t->value))) {
			sq_node_free(n);
			return sq_p_nomem(p);
		}
	} else if (t->type == SQ_T_PNAME_LN || t->type == SQ_T_PNAME_NS) {
		const char *ns = lookup_prefix(p, t->value);
		if (!ns)
			return sq_p_fail_at(p, t->line, t->col, "syntax error: the prefix '%.60s:' is not declared",
					    t->value);
		if (!(n = sq_p_node(p, SQ_IRI, NULL)))
			return NULL;
		pg_buf b = PG_BUF_INIT;
		pg_buf_adds(&b, ns);
		pg_buf_adds(&b, t->local ? t->local : "");
		if (!(n->text = pg_buf_take(&b)) && !(n->text = strdup(""))) {
			sq_node_free(n);
			return sq_p_nomem(p);
		}
	} else {
		return sq_p_expected(p, "an IRI");
	}
	sq_lex_next(&p->lx);
	return n;
}

sq_node *sq_p_bnode_fresh(sq_parser *p)
{
	char label[32];
	snprintf(label, sizeof label, "_anon%u", ++p->anon);
	sq_node *n = sq_p_node(p, SQ_BNODE, label);
	if (n)
		n->flags |= SQ_F_ANON;
	return n;
}

sq_node *sq_p_literal(sq_parser *p)
{
	sq_token *t = &p->lx.tok;
	const char *dt = NULL;
	switch (t->type) {
	case SQ_T_INTEGER: dt = SQ_XSD "integer"; break;
	case SQ_T_DECIMAL: dt = SQ_XSD "decimal"; break;
	case SQ_T_DOUBLE: dt = SQ_XSD "double"; break;
	case SQ_T_STRING: break;
	default:
		if (sq_lex_is_word(&p->lx, "true") || sq_lex_is_word(&p->lx, "false")) {
			sq_node *n = sq_p_node(p, SQ_LITERAL, sq_lex_is_word(&p->lx, "true") ? "true" : "false");
			if (n && !(n->dtype = strdup(SQ_XSD "boolean"))) {
				sq_node_free(n);
				return sq_p_nomem(p);
			}
			sq_lex_next(&p->lx);
			return n;
		}
		return sq_p_expected(p, "a literal");
	}
	sq_node *n = sq_p_node(p, SQ_LITERAL, NULL);
	if (!n)
		return NULL;
	n->text = sq_lex_take(&p->lx);
	if (dt && !(n->dtype = strdup(dt))) {
		sq_node_free(n);
		return sq_p_nomem(p);
	}
	bool string = t->type == SQ_T_STRING;
	sq_lex_next(&p->lx);
	if (!string && (p->lx.tok.type == SQ_T_LANGTAG || sq_lex_is_punct(&p->lx, "^^"))) {
		sq_node_free(n);
		return sq_p_fail_at(p, p->lx.tok.line, p->lx.tok.col, "syntax error: a number takes no "
				    "datatype or language tag (quote it: \"2.0\"^^xsd:double)");
	}
	if (!string)
		return n;
	if (p->lx.tok.type == SQ_T_LANGTAG) {
		n->lang = sq_lex_take(&p->lx);
		sq_lex_next(&p->lx);
	} else if (sq_p_accept(p, "^^")) {
		sq_node *d = sq_p_iri(p);
		if (!d) {
			sq_node_free(n);
			return NULL;
		}
		n->dtype = d->text;
		d->text = NULL;
		sq_node_free(d);
	}
	return n;
}

bool sq_p_at_var_or_term(const sq_parser *p)
{
	sq_tok t = p->lx.tok.type;
	return sq_p_at_var(p) || sq_p_at_iri(p) || sq_p_at_literal(p) || t == SQ_T_BNODE ||
	       t == SQ_T_ANON || t == SQ_T_NIL;
}

sq_node *sq_p_var_or_term(sq_parser *p)
{
	sq_tok t = p->lx.tok.type;
	if (t == SQ_T_VAR)
		return sq_p_var(p);
	if (sq_p_at_iri(p))
		return sq_p_iri(p);
	if (t == SQ_T_BNODE) {
		sq_node *n = sq_p_node(p, SQ_BNODE, NULL);
		if (n)
			n->text = sq_lex_take(&p->lx);
		p->uses |= SQ_USES_BNODE_LABEL;
		sq_lex_next(&p->lx);
		return n;
	}
	if (t == SQ_T_ANON) {
		sq_node *n = sq_p_bnode_fresh(p);
		sq_lex_next(&p->lx);
		return n;
	}
	if (t == SQ_T_NIL) {
		sq_node *n = sq_p_node(p, SQ_IRI, SQ_RDF "nil");
		sq_lex_next(&p->lx);
		return n;
	}
	if (sq_p_at_literal(p))
		return sq_p_literal(p);
	return sq_p_expected(p, "a variable or an RDF term");
}

/* ---- query forms */

static bool parse_dataset(sq_parser *p, sq_node *q)
{
	while (sq_lex_is_word(&p->lx, "FROM")) {
		sq_node *ds = sq_p_node(p, SQ_DATASET, NULL);
		sq_lex_next(&p->lx);
		if (ds && sq_p_accept_word(p, "NAMED"))
			ds->flags |= SQ_F_NAMED;
		if (!sq_p_add(p, ds, sq_p_iri(p)))
			return false;
		if (!q->kids[SQ_Q_DATASET] && !(q->kids[SQ_Q_DATASET] = sq_p_node(p, SQ_LIST, NULL))) {
			sq_node_free(ds);
			return false;
		}
		if (!sq_node_add(q->kids[SQ_Q_DATASET], ds))
			return sq_p_nomem(p);
	}
	return sq_p_ok(p);
}

static bool parse_select_clause(sq_parser *p, sq_node *q)
{
	if (sq_p_accept_word(p, "DISTINCT"))
		q->flags |= SQ_F_DISTINCT;
	else if (sq_p_accept_word(p, "REDUCED"))
		q->flags |= SQ_F_REDUCED;
	if (sq_p_accept(p, "*")) {
		q->flags |= SQ_F_STAR;
		return true;
	}
	sq_node *list = sq_p_node(p, SQ_LIST, NULL);
	if (!list)
		return false;
	q->kids[SQ_Q_PROJECT] = list;
	for (;;) {
		if (sq_p_at_var(p)) {
			if (!sq_p_add(p, list, sq_p_var(p)))
				return q->kids[SQ_Q_PROJECT] = NULL, false;
		} else if (sq_lex_is_punct(&p->lx, "(")) {
			if (!sq_p_deeper(p)) /* each AS is an extend over the one before */
				return false;
			sq_node *as = sq_p_node(p, SQ_AS, NULL);
			sq_lex_next(&p->lx);
			if (!sq_p_add(p, as, sq_p_expression(p)))
				return false;
			if (!sq_p_accept_word(p, "AS")) {
				sq_node_free(as);
				return sq_p_expected(p, "AS ?variable in the SELECT expression");
			}
			if (!sq_p_add(p, as, sq_p_var(p)))
				return false;
			if (!sq_p_expect(p, ")", "after the SELECT expression")) {
				sq_node_free(as);
				return false;
			}
			if (!sq_p_add(p, list, as))
				return q->kids[SQ_Q_PROJECT] = NULL, false;
		} else {
			break;
		}
	}
	if (!list->n)
		return sq_p_expected(p, "a variable, '(' expression AS ?var ')' or '*' after SELECT");
	return true;
}

static bool parse_limit(sq_parser *p, long long *slot, const char *what)
{
	sq_token *t = &p->lx.tok;
	if (t->type != SQ_T_INTEGER || t->sign) {
		char e[60];
		snprintf(e, sizeof e, "a whole number after %s", what);
		return sq_p_expected(p, e);
	}
	errno = 0;
	char *end;
	unsigned long long v = strtoull(t->value, &end, 10);
	if (errno || *end || v > 9223372036854775807ULL)
		return sq_p_fail_at(p, t->line, t->col, "%s %.40s is too large (at most 2^63-1)", what,
				    t->value);
	*slot = (long long)v;
	sq_lex_next(&p->lx);
	return true;
}

static bool at_group_condition(const sq_parser *p)
{
	return sq_p_at_var(p) || sq_p_at_iri(p) || sq_lex_is_punct(&p->lx, "(") || sq_p_at_builtin(p);
}

static bool parse_modifiers(sq_parser *p, sq_node *q)
{
	if (sq_lex_is_word(&p->lx, "GROUP")) {
		sq_lex_next(&p->lx);
		if (!sq_p_accept_word(p, "BY"))
			return sq_p_expected(p, "BY after GROUP");
		sq_node *list = q->kids[SQ_Q_GROUPBY] = sq_p_node(p, SQ_LIST, NULL);
		if (!list)
			return false;
		do {
			sq_node *c;
			if (sq_p_at_var(p)) {
				c = sq_p_var(p);
			} else if (sq_lex_is_punct(&p->lx, "(")) {
				sq_lex_next(&p->lx);
				c = sq_p_expression(p);
				if (c && sq_p_accept_word(p, "AS")) {
					sq_node *as = sq_p_node(p, SQ_AS, NULL);
					if (!sq_p_add(p, as, c) || !sq_p_add(p, as, sq_p_var(p)))
						return false;
					c = as;
				}
				if (c && !sq_p_expect(p, ")", "after the GROUP BY expression")) {
					sq_node_free(c);
					return false;
				}
			} else {
				c = sq_p_constraint(p);
			}
			if (!sq_p_add(p, list, c))
				return q->kids[SQ_Q_GROUPBY] = NULL, false;
		} while (at_group_condition(p));
	}
	if (sq_p_accept_word(p, "HAVING")) {
		sq_node *list = q->kids[SQ_Q_HAVING] = sq_p_node(p, SQ_LIST, NULL);
		if (!list)
			return false;
		do {
			if (!sq_p_add(p, list, sq_p_constraint(p)))
				return q->kids[SQ_Q_HAVING] = NULL, false;
		} while (sq_lex_is_punct(&p->lx, "(") || sq_p_at_iri(p) || sq_p_at_builtin(p));
	}
	if (sq_lex_is_word(&p->lx, "ORDER")) {
		sq_lex_next(&p->lx);
		if (!sq_p_accept_word(p, "BY"))
			return sq_p_expected(p, "BY after ORDER");
		sq_node *list = q->kids[SQ_Q_ORDERBY] = sq_p_node(p, SQ_LIST, NULL);
		if (!list)
			return false;
		do {
			const char *dir = sq_lex_is_word(&p->lx, "DESC") ? "desc" : "asc";
			sq_node *o = sq_p_node(p, SQ_ORDER, dir);
			sq_node *e;
			if (sq_lex_is_word(&p->lx, "ASC") || sq_lex_is_word(&p->lx, "DESC")) {
				sq_lex_next(&p->lx);
				e = sq_p_bracketted(p);
			} else if (sq_p_at_var(p)) {
				e = sq_p_var(p);
			} else {
				e = sq_p_constraint(p);
			}
			if (!sq_p_add(p, o, e))
				return false;
			if (!sq_p_add(p, list, o))
				return q->kids[SQ_Q_ORDERBY] = NULL, false;
		} while (at_group_condition(p) || sq_lex_is_word(&p->lx, "ASC") || sq_lex_is_word(&p->lx, "DESC"));
	}
	for (int i = 0; i < 2; i++) {
		if (q->limit < 0 && sq_p_accept_word(p, "LIMIT")) {
			if (!parse_limit(p, &q->limit, "LIMIT"))
				return false;
		} else if (q->offset < 0 && sq_p_accept_word(p, "OFFSET")) {
			if (!parse_limit(p, &q->offset, "OFFSET"))
				return false;
		}
	}
	return true;
}

static bool parse_where(sq_parser *p, sq_node *q, bool optional)
{
	bool kw = sq_p_accept_word(p, "WHERE");
	if (!kw && optional && !sq_lex_is_punct(&p->lx, "{"))
		return true;
	if (!sq_lex_is_punct(&p->lx, "{"))
		return sq_p_expected(p, kw ? "'{' after WHERE" : "WHERE or '{'");
	return (q->kids[SQ_Q_WHERE] = sq_p_group(p)) != NULL;
}

static sq_node *new_query(sq_parser *p, const char *verb)
{
	sq_node *q = sq_p_node(p, SQ_QUERY, verb);
	if (!q)
		return NULL;
	for (int i = 0; i < SQ_Q_SLOTS; i++)
		if (!sq_node_add(q, NULL)) {
			sq_node_free(q);
			return sq_p_nomem(p);
		}
	return q;
}

static bool parse_values_clause(sq_parser *p, sq_node *q)
{
	if (!sq_lex_is_word(&p->lx, "VALUES"))
		return true;
	sq_lex_next(&p->lx);
	return (q->kids[SQ_Q_VALUES] = sq_p_values_block(p)) != NULL;
}

sq_node *sq_p_subselect(sq_parser *p)
{
	sq_node *q = new_query(p, "select");
	if (!q)
		return NULL;
	sq_lex_next(&p->lx); /* SELECT */
	if (!parse_select_clause(p, q) || !parse_where(p, q, false) || !parse_modifiers(p, q) ||
	    !parse_values_clause(p, q)) {
		sq_node_free(q);
		return NULL;
	}
	return q;
}

static const char *const update_words[] = {"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP",
					   "COPY", "MOVE", "ADD", "WITH", NULL};

static sq_node *parse_query(sq_parser *p, size_t *prologue_end)
{
	for (;;) {
		if (sq_lex_is_word(&p->lx, "BASE")) {
			sq_lex_next(&p->lx);
			if (p->lx.tok.type != SQ_T_IRIREF)
				return sq_p_expected(p, "an <IRI> after BASE");
			char *b = sq_iri_resolve(p->base, p->lx.tok.value);
			if (!b)
				return sq_p_nomem(p);
			free(p->base);
			p->base = b;
		} else if (sq_lex_is_word(&p->lx, "PREFIX")) {
			sq_lex_next(&p->lx);
			if (p->lx.tok.type != SQ_T_PNAME_NS)
				return sq_p_expected(p, "a prefix name like 'ex:' after PREFIX");
			char *name = sq_lex_take(&p->lx);
			sq_lex_next(&p->lx);
			char *iri = p->lx.tok.type == SQ_T_IRIREF ? sq_iri_resolve(p->base, p->lx.tok.value) : NULL;
			if (!iri || !pg_grow((void **)&p->pfx, &p->cap_pfx, p->n_pfx + 1, sizeof *p->pfx) ||
			    !pg_grow((void **)&p->pfx_iri, &p->cap_iri, p->n_pfx + 1, sizeof *p->pfx_iri)) {
				free(name);
				free(iri);
				return p->lx.tok.type != SQ_T_IRIREF ? sq_p_expected(p, "an <IRI> after the prefix name")
					: sq_p_nomem(p);
			}
			p->pfx[p->n_pfx] = name;
			p->pfx_iri[p->n_pfx++] = iri;
		} else {
			break;
		}
		*prologue_end = p->lx.pos;
		sq_lex_next(&p->lx);
	}
	for (size_t i = 0; update_words[i]; i++)
		if (sq_lex_is_word(&p->lx, update_words[i])) {
			p->update = true;
			return sq_p_fail_at(p, p->lx.tok.line, p->lx.tok.col,
					    "updates are refused: %s is SPARQL Update, and only SELECT, ASK, "
					    "CONSTRUCT and DESCRIBE queries are answered", update_words[i]);
		}
	sq_node *q = NULL;
	bool ok = false;
	if (sq_lex_is_word(&p->lx, "SELECT")) {
		if ((q = new_query(p, "select"))) {
			sq_lex_next(&p->lx);
			ok = parse_select_clause(p, q) && parse_dataset(p, q) && parse_where(p, q, false);
		}
	} else if (sq_lex_is_word(&p->lx, "ASK")) {
		if ((q = new_query(p, "ask"))) {
			sq_lex_next(&p->lx);
			ok = parse_dataset(p, q) && parse_where(p, q, false);
		}
	} else if (sq_lex_is_word(&p->lx, "CONSTRUCT")) {
		if ((q = new_query(p, "construct"))) {
			sq_lex_next(&p->lx);
			if (sq_p_accept(p, "{")) {
				ok = (q->kids[SQ_Q_TEMPLATE] = sq_p_triples_template(p)) &&
				     sq_p_expect(p, "}", "to close the CONSTRUCT template") &&
				     parse_dataset(p, q) && parse_where(p, q, false);
			} else if (parse_dataset(p, q)) {
				q->flags |= SQ_F_WHERE_SHORT;
				if (!sq_p_accept_word(p, "WHERE"))
					sq_p_expected(p, "'{' or WHERE after CONSTRUCT");
				else if (sq_p_expect(p, "{", "after CONSTRUCT WHERE") &&
					 (q->kids[SQ_Q_TEMPLATE] = sq_p_triples_template(p)) &&
					 sq_p_expect(p, "}", "to close CONSTRUCT WHERE")) {
					sq_node *g = sq_node_new(SQ_GROUP, NULL);
					sq_node *tb = sq_node_copy(q->kids[SQ_Q_TEMPLATE]);
					if (tb)
						tb->kind = SQ_TRIPLES;
					ok = sq_p_add(p, g, tb);
					q->kids[SQ_Q_WHERE] = ok ? g : NULL;
				}
			}
		}
	} else if (sq_lex_is_word(&p->lx, "DESCRIBE")) {
		if ((q = new_query(p, "describe"))) {
			sq_lex_next(&p->lx);
			if (sq_p_accept(p, "*")) {
				q->flags |= SQ_F_STAR;
				ok = true;
			} else if ((q->kids[SQ_Q_TEMPLATE] = sq_p_node(p, SQ_LIST, NULL))) {
				ok = true;
				while (ok && (sq_p_at_var(p) || sq_p_at_iri(p)))
					ok = sq_p_add(p, q->kids[SQ_Q_TEMPLATE],
						      sq_p_at_var(p) ? sq_p_var(p) : sq_p_iri(p)) ||
					     (q->kids[SQ_Q_TEMPLATE] = NULL);
				if (ok && !q->kids[SQ_Q_TEMPLATE]->n)
					ok = sq_p_expected(p, "a variable, an IRI or '*' after DESCRIBE");
			}
			ok = ok && parse_dataset(p, q) && parse_where(p, q, true);
		}
	} else {
		return sq_p_expected(p, "SELECT, CONSTRUCT, DESCRIBE or ASK");
	}
	ok = ok && parse_modifiers(p, q) && parse_values_clause(p, q);
	if (ok && p->lx.tok.type != SQ_T_EOF)
		ok = sq_p_expected(p, "the end of the query");
	if (!ok) {
		sq_node_free(q);
		return NULL;
	}
	return q;
}

pg_status sq_parse(const char *text, size_t len, const char *const *predeclared,
		   sq_parsed *out, bool *update, pg_diag *d)
{
	return sq_parse_base(text, len, NULL, predeclared, out, update, d);
}

pg_status sq_parse_base(const char *text, size_t len, const char *base,
			const char *const *predeclared, sq_parsed *out, bool *update, pg_diag *d)
{
	memset(out, 0, sizeof *out);
	if (update)
		*update = false;
	sq_parser p = {.d = d, .st = PG_OK, .predeclared = predeclared};
	if (base && !(p.base = strdup(base)))
		return pg_diag_set(d, PG_ERR_NOMEM, NULL, 0, "out of memory");
	sq_lex_init(&p.lx, text, len);
	size_t prologue_end = 0;
	sq_node *q = parse_query(&p, &prologue_end);
	if (p.lx.nomem && p.st == PG_OK)
		sq_p_nomem(&p);
	if (q && p.st == PG_OK)
		sq_scope_check(&p, q);
	sq_lex_free(&p.lx);
	if (p.st != PG_OK) {
		sq_node_free(q);
		q = NULL;
	} else if (!q) {
		sq_p_nomem(&p);
	}
	if (q) {
		out->query = q;
		out->base = p.base;
		out->declared = p.pfx;
		out->n_declared = p.n_pfx;
		out->prologue_end = prologue_end;
		out->uses = p.uses;
		p.base = NULL;
		p.pfx = NULL;
	}
	for (size_t i = 0; i < p.n_pfx; i++) {
		if (p.pfx)
			free(p.pfx[i]);
		free(p.pfx_iri[i]);
	}
	free(p.pfx);
	free(p.pfx_iri);
	free(p.base);
	if (update)
		*update = p.update;
	return p.st;
}

void sq_parsed_free(sq_parsed *p)
{
	if (!p)
		return;
	sq_node_free(p->query);
	for (size_t i = 0; i < p->n_declared; i++)
		free(p->declared[i]);
	free(p->declared);
	free(p->base);
	memset(p, 0, sizeof *p);
}
