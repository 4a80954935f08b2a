/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL parser's graph patterns: groups, triples with property paths,
 * collections and [ ] blank nodes, OPTIONAL / UNION / MINUS / GRAPH /
 * SERVICE / FILTER / BIND / VALUES (W3C SPARQL 1.1 Query, section 19.8). */
#include <stdlib.h>
#include <string.h>

#include "sparql/sparql_parse_int.h"

/* The keyword 'a' (rdf:type), the one keyword matched case-sensitively. */
static bool is_a(const sq_parser *p)
{
	return p->lx.tok.type == SQ_T_WORD && !strcmp(p->lx.tok.value, "a");
}

static bool at_verb(const sq_parser *p, bool paths)
{
	if (sq_p_at_var(p) || sq_p_at_iri(p) || is_a(p))
		return true;
	return paths && (sq_lex_is_punct(&p->lx, "^") || sq_lex_is_punct(&p->lx, "(") ||
			 sq_lex_is_punct(&p->lx, "!"));
}

static sq_node *iri_or_a(sq_parser *p)
{
	if (is_a(p)) {
		sq_node *n = sq_p_node(p, SQ_IRI, SQ_RDF "type");
		sq_lex_next(&p->lx);
		return n;
	}
	return sq_p_iri(p);
}

static sq_node *path_alt(sq_parser *p);

static sq_node *wrap(sq_parser *p, sq_kind kind, sq_node *kid)
{
	if (!kid)
		return NULL;
	sq_node *w = sq_node_new(kind, NULL);
	if (!w) {
		sq_node_free(kid);
		return sq_p_nomem(p);
	}
	w->line = kid->line;
	w->col = kid->col;
	return sq_p_add(p, w, kid) ? w : NULL;
}

static sq_node *path_one_in_set(sq_parser *p)
{
	if (sq_p_accept(p, "^"))
		return wrap(p, SQ_PATH_INV, iri_or_a(p));
	return iri_or_a(p);
}

static sq_node *path_primary(sq_parser *p)
{
	if (sq_p_accept(p, "!")) {
		p->uses |= SQ_USES_PATH;
		sq_node *neg = sq_p_node(p, SQ_PATH_NEG, NULL);
		if (!neg)
			return NULL;
		if (p->lx.tok.type == SQ_T_NIL) {
			sq_lex_next(&p->lx);
			return neg;
		}
		if (!sq_p_accept(p, "("))
			return sq_p_add(p, neg, path_one_in_set(p)) ? neg : NULL;
		do {
			if (!sq_p_add(p, neg, path_one_in_set(p)))
				return NULL;
		} while (sq_p_accept(p, "|"));
		if (!sq_p_expect(p, ")", "to close the negated property set")) {
			sq_node_free(neg);
			return NULL;
		}
		return neg;
	}
	if (sq_p_accept(p, "(")) {
		if (!sq_p_deeper(p))
			return NULL;
		sq_node *inner = path_alt(p);
		p->depth--;
		if (inner && !sq_p_expect(p, ")", "to close the path")) {
			sq_node_free(inner);
			return NULL;
		}
		return inner;
	}
	if (sq_p_at_iri(p) || is_a(p))
		return iri_or_a(p);
	return sq_p_expected(p, "an IRI, 'a', '!', '^' or '(' in a property path");
}

static sq_node *path_elt(sq_parser *p)
{
	sq_node *n = path_primary(p);
	while (n) {
		sq_kind k;
		if (sq_lex_is_punct(&p->lx, "*"))
			k = SQ_PATH_STAR;
		else if (sq_lex_is_punct(&p->lx, "+"))
			k = SQ_PATH_PLUS;
		else if (sq_lex_is_punct(&p->lx, "?"))
			k = SQ_PATH_OPT;
		else
			break;
		sq_lex_next(&p->lx);
		p->uses |= SQ_USES_PATH;
		n = wrap(p, k, n);
		break; /* PathElt ::= PathPrimary PathMod? */
	}
	return n;
}

static sq_node *path_elt_or_inverse(sq_parser *p)
{
	if (sq_p_accept(p, "^")) {
		p->uses |= SQ_USES_PATH;
		return wrap(p, SQ_PATH_INV, path_elt(p));
	}
	return path_elt(p);
}

static sq_node *path_list(sq_parser *p, sq_kind kind, const char *sep, sq_node *(*item)(sq_parser *))
{
	sq_node *first = item(p);
	if (!first || !sq_lex_is_punct(&p->lx, sep))
		return first;
	p->uses |= SQ_USES_PATH;
	sq_node *list = wrap(p, kind, first);
	while (list && sq_p_accept(p, sep))
		if (!sq_p_add(p, list, item(p)))
			return NULL;
	return list;
}

static sq_node *path_seq(sq_parser *p)
{
	return path_list(p, SQ_PATH_SEQ, "/", path_elt_or_inverse);
}

static sq_node *path_alt(sq_parser *p)
{
	return path_list(p, SQ_PATH_ALT, "|", path_seq);
}

static sq_node *verb(sq_parser *p, bool paths)
{
	if (sq_p_at_var(p))
		return sq_p_var(p);
	if (!paths)
		return iri_or_a(p);
	sq_node *path = path_alt(p);
	/* a real path is an operator of its own, joined to the rest: it nests */
	if (path && path->kind != SQ_IRI && !sq_p_deeper(p)) {
		sq_node_free(path);
		return NULL;
	}
	return path;
}

static bool add_triple(sq_parser *p, sq_node *list, const sq_node *s, const sq_node *v, sq_node *o)
{
	sq_node *t = sq_node_new(SQ_TRIPLE, NULL);
	sq_node *sc = sq_node_copy(s), *vc = sq_node_copy(v);
	if (!t || !sc || !vc || !o) {
		sq_node_free(t);
		sq_node_free(sc);
		sq_node_free(vc);
		sq_node_free(o);
		sq_p_nomem(p);
		return false;
	}
	t->line = sc->line;
	t->col = sc->col;
	sq_node_add(t, sc);
	sq_node_add(t, vc);
	sq_node_add(t, o);
	return sq_node_add(list, t) || sq_p_nomem(p);
}

static sq_node *graph_node(sq_parser *p, sq_node *list, bool paths);

static bool property_list(sq_parser *p, sq_node *list, const sq_node *subj, bool paths)
{
	do {
		if (!at_verb(p, paths)) {
			if (sq_lex_is_punct(&p->lx, ";"))
				continue;
			return true;
		}
		sq_node *v = verb(p, paths);
		if (!v)
			return false;
		do {
			sq_node *o = graph_node(p, list, paths);
			if (!o || !add_triple(p, list, subj, v, o)) {
				sq_node_free(v);
				return false;
			}
		} while (sq_p_accept(p, ","));
		sq_node_free(v);
	} while (sq_p_accept(p, ";"));
	return true;
}

/* A subject or object: a term, a collection or a [ property list ]; the
 * triples these imply go to `list`. Returns the node standing for it. */
static sq_node *graph_node(sq_parser *p, sq_node *list, bool paths)
{
	if (!sq_p_deeper(p))
		return NULL;
	sq_node *r = NULL;
	if (sq_p_accept(p, "(")) {
		sq_node *head = NULL, *prev = NULL;
		bool ok = true;
		while (ok && !sq_lex_is_punct(&p->lx, ")")) {
			if (p->lx.tok.type == SQ_T_EOF || p->lx.tok.type == SQ_T_ERROR) {
				ok = sq_p_expected(p, "')' to close the collection");
				break;
			}
			sq_node *cell = sq_p_bnode_fresh(p);
			sq_node *item = cell ? graph_node(p, list, paths) : NULL;
			sq_node *first = sq_node_new(SQ_IRI, SQ_RDF "first");
			sq_node *rest = sq_node_new(SQ_IRI, SQ_RDF "rest");
			ok = cell && item && first && rest && add_triple(p, list, cell, first, item);
			if (!ok && item && !(cell && first && rest))
				sq_node_free(item);
			if (ok && prev)
				ok = add_triple(p, list, prev, rest, sq_node_copy(cell));
			sq_node_free(first);
			sq_node_free(rest);
			if (!head)
				head = sq_node_copy(cell);
			sq_node_free(prev);
			prev = cell;
		}
		if (ok && !prev)
			ok = sq_p_expected(p, "a term in the collection");
		if (ok) {
			sq_lex_next(&p->lx);
			sq_node *rest = sq_node_new(SQ_IRI, SQ_RDF "rest");
			ok = rest && add_triple(p, list, prev, rest, sq_node_new(SQ_IRI, SQ_RDF "nil"));
			sq_node_free(rest);
		}
		sq_node_free(prev);
		if (ok)
			r = head;
		else
			sq_node_free(head);
		if (!r && ok)
			sq_p_nomem(p);
	} else if (sq_lex_is_punct(&p->lx, "[")) {
		sq_node *b = sq_p_bnode_fresh(p);
		sq_lex_next(&p->lx);
		if (b && !at_verb(p, paths)) {
			sq_p_expected(p, "a property after '['");
		} else if (b && property_list(p, list, b, paths) &&
			   sq_p_expect(p, "]", "to close the blank node's property list")) {
			r = b;
			b = NULL;
		}
		sq_node_free(b);
	} else {
		r = sq_p_var_or_term(p);
	}
	p->depth--;
	return r;
}

/* TriplesSameSubject(Path): adds the triples to `list`. */
static bool triples_same_subject(sq_parser *p, sq_node *list, bool paths)
{
	bool node = sq_lex_is_punct(&p->lx, "(") || sq_lex_is_punct(&p->lx, "[");
	sq_node *s = graph_node(p, list, paths);
	if (!s)
		return false;
	if (!node && !at_verb(p, paths)) {
		sq_node_free(s);
		sq_p_expected(p, "a property (verb) after the subject");
		return false;
	}
	bool ok = property_list(p, list, s, paths);
	sq_node_free(s);
	return ok;
}

static bool at_triples(const sq_parser *p)
{
	return sq_p_at_var_or_term(p) || sq_lex_is_punct(&p->lx, "(") || sq_lex_is_punct(&p->lx, "[");
}

/* Triples until something else; `*dot` (may be NULL) tells whether the last ended with '.'. */
static sq_node *triples_until(sq_parser *p, sq_kind kind, bool paths, bool *dot)
{
	sq_node *list = sq_p_node(p, kind, NULL);
	bool d = false;
	while (list && at_triples(p)) {
		if (!triples_same_subject(p, list, paths)) {
			sq_node_free(list);
			return NULL;
		}
		if (!(d = sq_p_accept(p, ".")))
			break;
	}
	if (dot)
		*dot = d;
	return list;
}

sq_node *sq_p_triples_template(sq_parser *p)
{
	return triples_until(p, SQ_LIST, false, NULL);
}

static bool is_data_value(const sq_parser *p)
{
	return sq_p_at_iri(p) || sq_p_at_literal(p) || sq_lex_is_word(&p->lx, "UNDEF");
}

static sq_node *data_value(sq_parser *p)
{
	if (sq_lex_is_word(&p->lx, "UNDEF")) {
		sq_node *n = sq_p_node(p, SQ_UNDEF, NULL);
		sq_lex_next(&p->lx);
		return n;
	}
	if (sq_p_at_iri(p))
		return sq_p_iri(p);
	if (sq_p_at_literal(p))
		return sq_p_literal(p);
	return sq_p_expected(p, "an IRI, a literal or UNDEF in VALUES");
}

sq_node *sq_p_values_block(sq_parser *p)
{
	sq_node *v = sq_p_node(p, SQ_VALUES, NULL);
	sq_node *vars = sq_p_node(p, SQ_LIST, NULL);
	if (!sq_p_add(p, v, vars))
		return NULL;
	bool one = sq_p_at_var(p);
	if (one) {
		if (!sq_p_add(p, vars, sq_p_var(p)))
			goto fail_vars;
	} else if (p->lx.tok.type == SQ_T_NIL) {
		sq_lex_next(&p->lx);
	} else if (sq_p_accept(p, "(")) {
		while (sq_p_at_var(p))
			if (!sq_p_add(p, vars, sq_p_var(p)))
				goto fail_vars;
		if (!sq_p_expect(p, ")", "after the VALUES variables"))
			goto fail;
	} else {
		sq_p_expected(p, "a variable or '(' after VALUES");
		goto fail;
	}
	if (!sq_p_expect(p, "{", "to open the VALUES data"))
		goto fail;
	while (!sq_p_accept(p, "}")) {
		sq_node *row = sq_p_node(p, SQ_LIST, NULL);
		unsigned line = p->lx.tok.line, col = p->lx.tok.col;
		if (!row)
			goto fail;
		if (one) {
			if (!sq_p_add(p, row, data_value(p)))
				goto fail;
		} else if (p->lx.tok.type == SQ_T_NIL) {
			sq_lex_next(&p->lx);
		} else if (sq_p_accept(p, "(")) {
			while (is_data_value(p))
				if (!sq_p_add(p, row, data_value(p)))
					goto fail;
			if (!sq_p_expect(p, ")", "to close the VALUES row")) {
				sq_node_free(row);
				goto fail;
			}
		} else {
			sq_node_free(row);
			sq_p_expected(p, "'(' or '}' in VALUES");
			goto fail;
		}
		if (row->n != vars->n) {
			sq_p_fail_at(p, line, col, "VALUES row has %zu value%s for %zu variable%s",
				     row->n, row->n == 1 ? "" : "s", vars->n, vars->n == 1 ? "" : "s");
			sq_node_free(row);
			goto fail;
		}
		if (!sq_p_add(p, v, row))
			return NULL;
	}
	return v;
fail_vars:
	v->kids[0] = NULL;
fail:
	sq_node_free(v);
	return NULL;
}

static sq_node *keyword_group(sq_parser *p, sq_kind kind)
{
	sq_node *n = sq_p_node(p, kind, NULL);
	sq_lex_next(&p->lx);
	return sq_p_add(p, n, sq_p_group(p)) ? n : NULL;
}

static sq_node *not_triples(sq_parser *p)
{
	if (sq_lex_is_word(&p->lx, "OPTIONAL"))
		return keyword_group(p, SQ_OPTIONAL);
	if (sq_lex_is_word(&p->lx, "MINUS")) {
		p->uses |= SQ_USES_MINUS;
		return keyword_group(p, SQ_MINUS);
	}
	if (sq_lex_is_word(&p->lx, "GRAPH") || sq_lex_is_word(&p->lx, "SERVICE")) {
		bool service = sq_lex_is_word(&p->lx, "SERVICE");
		sq_node *n = sq_p_node(p, service ? SQ_SERVICE : SQ_GRAPH, NULL);
		p->uses |= service ? SQ_USES_SERVICE : SQ_USES_GRAPH;
		sq_lex_next(&p->lx);
		if (n && service && sq_p_accept_word(p, "SILENT"))
			n->flags |= SQ_F_SILENT;
		if (!sq_p_at_var(p) && !sq_p_at_iri(p)) {
			sq_node_free(n);
			return sq_p_expected(p, service ? "a variable or an IRI after SERVICE"
						: "a variable or an IRI after GRAPH");
		}
		if (!sq_p_add(p, n, sq_p_at_var(p) ? sq_p_var(p) : sq_p_iri(p)))
			return NULL;
		return sq_p_add(p, n, sq_p_group(p)) ? n : NULL;
	}
	if (sq_lex_is_word(&p->lx, "FILTER")) {
		sq_node *n = sq_p_node(p, SQ_FILTER, NULL);
		sq_lex_next(&p->lx);
		return sq_p_add(p, n, sq_p_constraint(p)) ? n : NULL;
	}
	if (sq_lex_is_word(&p->lx, "BIND")) {
		sq_node *n = sq_p_node(p, SQ_BIND, NULL);
		sq_lex_next(&p->lx);
		if (!sq_p_expect(p, "(", "after BIND")) {
			sq_node_free(n);
			return NULL;
		}
		if (!sq_p_add(p, n, sq_p_expression(p)))
			return NULL;
		if (!sq_p_accept_word(p, "AS")) {
			sq_node_free(n);
			return sq_p_expected(p, "AS ?variable in BIND");
		}
		if (!sq_p_add(p, n, sq_p_var(p)))
			return NULL;
		if (!sq_p_expect(p, ")", "to close BIND")) {
			sq_node_free(n);
			return NULL;
		}
		return n;
	}
	if (sq_lex_is_word(&p->lx, "VALUES")) {
		sq_lex_next(&p->lx);
		return sq_p_values_block(p);
	}
	/* GroupOrUnionGraphPattern */
	sq_node *g = sq_p_group(p);
	if (!g || !sq_lex_is_word(&p->lx, "UNION"))
		return g;
	sq_node *u = wrap(p, SQ_UNION, g);
	unsigned depth = p->depth;
	while (u && sq_p_accept_word(p, "UNION")) {
		if (!sq_p_deeper(p)) {
			sq_node_free(u);
			return NULL;
		}
		if (!sq_p_add(p, u, sq_p_group(p)))
			return NULL;
	}
	p->depth = depth;
	return u;
}

static bool at_not_triples(const sq_parser *p)
{
	static const char *const kw[] = {"OPTIONAL", "MINUS", "GRAPH", "SERVICE", "FILTER", "BIND",
					 "VALUES", NULL};
	for (size_t i = 0; kw[i]; i++)
		if (sq_lex_is_word(&p->lx, kw[i]))
			return true;
	return sq_lex_is_punct(&p->lx, "{");
}

sq_node *sq_p_group(sq_parser *p)
{
	unsigned depth = p->depth;
	if (!sq_p_deeper(p))
		return NULL;
	sq_node *g = sq_p_node(p, SQ_GROUP, NULL);
	if (!g || !sq_p_expect(p, "{", "to open a group")) {
		sq_node_free(g);
		return NULL;
	}
	if (sq_lex_is_word(&p->lx, "SELECT")) {
		sq_node *sub = sq_p_node(p, SQ_SUBSELECT, NULL);
		if (!sq_p_add(p, sub, sq_p_subselect(p))) {
			sq_node_free(g);
			return NULL;
		}
		if (!sq_p_add(p, g, sub))
			return NULL;
	} else {
		for (;;) {
			if (at_triples(p)) {
				bool dot;
				if (!sq_p_add(p, g, triples_until(p, SQ_TRIPLES, true, &dot)))
					return NULL;
				if (!dot && at_triples(p)) {
					sq_node_free(g);
					return sq_p_expected(p, "'.' between triple patterns");
				}
			} else if (at_not_triples(p)) {
				if (!sq_p_deeper(p)) {
					sq_node_free(g);
					return NULL;
				}
				if (!sq_p_add(p, g, not_triples(p)))
					return NULL;
				sq_p_accept(p, ".");
			} else {
				break;
			}
		}
	}
	if (!sq_p_expect(p, "}", "to close the group")) {
		sq_node_free(g);
		return NULL;
	}
	p->depth = depth;
	return g;
}
