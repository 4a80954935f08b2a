/* SPDX-License-Identifier: Apache-2.0 */
/* Variable scope (section 18.2.1) and the rules of the grammar's notes and of
 * section 18 the parser checks once a query is read: BIND and AS may not
 * rebind a variable in scope, grouped queries project only group keys (no
 * SELECT *), aggregates only where allowed, a blank node label in one basic
 * graph pattern only. */
#include "sparql/sparql_scope.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "sparql/sparql_parse_int.h"

bool sq_vars_has(const sq_vars *s, const char *name)
{
	for (size_t i = 0; i < s->n; i++)
		if (!strcmp(s->v[i], name))
			return true;
	return false;
}

bool sq_vars_add(sq_vars *s, const char *name)
{
	if (sq_vars_has(s, name))
		return true;
	if (!pg_grow((void **)&s->v, &s->cap, s->n + 1, sizeof *s->v))
		return false;
	s->v[s->n++] = name;
	return true;
}

void sq_vars_free(sq_vars *s)
{
	free(s->v);
	s->v = NULL;
	s->n = s->cap = 0;
}

/* Every variable anywhere in `n` (terms of triples and paths). */
static bool term_vars(const sq_node *n, sq_vars *s)
{
	if (!n)
		return true;
	if (n->kind == SQ_VAR)
		return sq_vars_add(s, n->text);
	bool ok = true;
	for (size_t i = 0; ok && i < n->n; i++)
		ok = term_vars(n->kids[i], s);
	return ok;
}

bool sq_scope_vars(const sq_node *n, sq_vars *s)
{
	if (!n)
		return true;
	bool ok = true;
	switch (n->kind) {
	case SQ_TRIPLES:
		return term_vars(n, s);
	case SQ_GROUP:
	case SQ_UNION:
	case SQ_OPTIONAL:
		for (size_t i = 0; ok && i < n->n; i++)
			ok = sq_scope_vars(n->kids[i], s);
		return ok;
	case SQ_GRAPH:
	case SQ_SERVICE:
		return term_vars(n->kids[0], s) && sq_scope_vars(n->kids[1], s);
	case SQ_BIND:
		return sq_vars_add(s, n->kids[1]->text);
	case SQ_VALUES:
		return term_vars(n->kids[0], s);
	case SQ_SUBSELECT:
		return sq_scope_vars(n->kids[0], s);
	case SQ_QUERY: {
		const sq_node *proj = n->kids[SQ_Q_PROJECT];
		if (!proj)
			return sq_scope_vars(n->kids[SQ_Q_WHERE], s) &&
			       (!n->kids[SQ_Q_VALUES] || term_vars(n->kids[SQ_Q_VALUES]->kids[0], s));
		for (size_t i = 0; ok && i < proj->n; i++)
			ok = sq_vars_add(s, proj->kids[i]->kind == SQ_AS ? proj->kids[i]->kids[1]->text
					 : proj->kids[i]->text);
		return ok;
	}
	default: /* FILTER, MINUS: nothing in scope */
		return true;
	}
}

/* ---- the checks */

typedef struct checker {
	sq_parser *p;
	sq_vars bnodes_seen;  /* labels of earlier basic graph patterns */
	sq_vars bnodes_here;  /* labels of the current one */
} checker;

static bool nomem(checker *c)
{
	sq_p_nomem(c->p);
	return false;
}

static bool check_query(checker *c, const sq_node *q);
static bool check_group(checker *c, const sq_node *g);

/* Aggregates are allowed only where `allowed`; none inside another. EXISTS
 * patterns inside are checked as groups. */
static bool check_expr(checker *c, const sq_node *e, bool allowed, bool in_agg)
{
	if (!e)
		return true;
	if (e->kind == SQ_AGG) {
		if (!allowed || in_agg) {
			sq_p_fail_at(c->p, e->line, e->col, "%s", in_agg ? "an aggregate may not be inside another aggregate"
				     : "an aggregate is allowed only in SELECT, HAVING and ORDER BY");
			return false;
		}
		in_agg = true;
	}
	if (e->kind == SQ_EXISTS) {
		/* its own blank node scope */
		checker sub = {c->p, {0}, {0}};
		bool ok = check_group(&sub, e->kids[0]);
		sq_vars_free(&sub.bnodes_seen);
		sq_vars_free(&sub.bnodes_here);
		return ok;
	}
	for (size_t i = 0; i < e->n; i++)
		if (!check_expr(c, e->kids[i], allowed, in_agg))
			return false;
	return true;
}

static bool end_bgp(checker *c)
{
	for (size_t i = 0; i < c->bnodes_here.n; i++)
		if (!sq_vars_add(&c->bnodes_seen, c->bnodes_here.v[i]))
			return nomem(c);
	c->bnodes_here.n = 0;
	return true;
}

static bool check_bnodes(checker *c, const sq_node *n)
{
	if (!n)
		return true;
	if (n->kind == SQ_BNODE && !(n->flags & SQ_F_ANON)) {
		if (sq_vars_has(&c->bnodes_seen, n->text)) {
			sq_p_fail_at(c->p, n->line, n->col,
				     "the blank node _:%.60s is used in two basic graph patterns", n->text);
			return false;
		}
		return sq_vars_add(&c->bnodes_here, n->text) || nomem(c);
	}
	for (size_t i = 0; i < n->n; i++)
		if (!check_bnodes(c, n->kids[i]))
			return false;
	return true;
}

static bool check_group(checker *c, const sq_node *g)
{
	if (!g)
		return true;
	if (!end_bgp(c))
		return false;
	sq_vars before = {0};
	bool ok = true;
	for (size_t i = 0; ok && i < g->n; i++) {
		const sq_node *e = g->kids[i];
		switch (e->kind) {
		case SQ_TRIPLES:
			ok = check_bnodes(c, e);
			break;
		case SQ_FILTER:
			ok = check_expr(c, e->kids[0], false, false);
			break;
		case SQ_BIND:
			ok = check_expr(c, e->kids[0], false, false);
			if (ok && sq_vars_has(&before, e->kids[1]->text)) {
				sq_p_fail_at(c->p, e->kids[1]->line, e->kids[1]->col,
					     "BIND may not assign ?%.60s: it is already in scope in the group",
					     e->kids[1]->text);
				ok = false;
			}
			break;
		case SQ_SUBSELECT:
			ok = end_bgp(c) && check_query(c, e->kids[0]);
			break;
		case SQ_VALUES:
			break;
		case SQ_GROUP:
			ok = end_bgp(c) && check_group(c, e);
			break;
		default:
			ok = end_bgp(c);
			for (size_t k = 0; ok && k < e->n; k++)
				if (e->kids[k] && e->kids[k]->kind == SQ_GROUP)
					ok = check_group(c, e->kids[k]);
		}
		if (ok && e->kind != SQ_TRIPLES && e->kind != SQ_FILTER)
			ok = end_bgp(c);
		if (ok && !sq_scope_vars(e, &before))
			ok = nomem(c);
	}
	sq_vars_free(&before);
	return ok && end_bgp(c);
}

static bool has_agg(const sq_node *e)
{
	if (!e || e->kind == SQ_EXISTS)
		return false;
	if (e->kind == SQ_AGG)
		return true;
	for (size_t i = 0; i < e->n; i++)
		if (has_agg(e->kids[i]))
			return true;
	return false;
}

/* The first variable of `e` outside aggregates that is not in `ok`. */
static const sq_node *ungrouped(const sq_node *e, const sq_vars *ok)
{
	if (!e || e->kind == SQ_AGG || e->kind == SQ_EXISTS)
		return NULL;
	if (e->kind == SQ_VAR)
		return sq_vars_has(ok, e->text) ? NULL : e;
	for (size_t i = 0; i < e->n; i++) {
		const sq_node *v = ungrouped(e->kids[i], ok);
		if (v)
			return v;
	}
	return NULL;
}

static bool check_query(checker *c, const sq_node *q)
{
	const sq_node *proj = q->kids[SQ_Q_PROJECT], *gb = q->kids[SQ_Q_GROUPBY];
	const sq_node *having = q->kids[SQ_Q_HAVING], *order = q->kids[SQ_Q_ORDERBY];
	if (!check_group(c, q->kids[SQ_Q_WHERE]))
		return false;
	for (size_t i = 0; gb && i < gb->n; i++)
		if (!check_expr(c, gb->kids[i], false, false))
			return false;
	bool grouped = gb != NULL;
	for (size_t i = 0; proj && i < proj->n; i++)
		grouped |= has_agg(proj->kids[i]);
	for (size_t i = 0; having && i < having->n; i++)
		grouped |= has_agg(having->kids[i]);
	for (size_t i = 0; order && i < order->n; i++)
		grouped |= has_agg(order->kids[i]);
	for (size_t i = 0; proj && i < proj->n; i++)
		if (!check_expr(c, proj->kids[i], true, false))
			return false;
	for (size_t i = 0; having && i < having->n; i++)
		if (!check_expr(c, having->kids[i], true, false))
			return false;
	for (size_t i = 0; order && i < order->n; i++)
		if (!check_expr(c, order->kids[i], true, false))
			return false;
	if (grouped && (q->flags & SQ_F_STAR) && !strcmp(q->text, "select")) {
		sq_p_fail_at(c->p, q->line, q->col, "SELECT * is not allowed with GROUP BY or aggregates; "
			     "name the projected variables");
		return false;
	}
	sq_vars scope = {0}, keys = {0}, projected = {0};
	bool ok = sq_scope_vars(q->kids[SQ_Q_WHERE], &scope) || nomem(c);
	for (size_t i = 0; ok && gb && i < gb->n; i++) {
		const sq_node *k = gb->kids[i];
		if (k->kind == SQ_VAR)
			ok = sq_vars_add(&keys, k->text) || nomem(c);
		else if (k->kind == SQ_AS)
			ok = sq_vars_add(&keys, k->kids[1]->text) || nomem(c);
	}
	for (size_t i = 0; ok && proj && i < proj->n; i++) {
		const sq_node *it = proj->kids[i];
		const sq_node *var = it->kind == SQ_AS ? it->kids[1] : it;
		if (it->kind == SQ_AS) {
			if (sq_vars_has(&scope, var->text) || sq_vars_has(&projected, var->text)) {
				sq_p_fail_at(c->p, var->line, var->col,
					     "AS may not assign ?%.60s: it is already %s", var->text,
					     sq_vars_has(&projected, var->text) ? "projected" : "in scope in WHERE");
				ok = false;
				break;
			}
			const sq_node *bad = grouped ? ungrouped(it->kids[0], &keys) : NULL;
			if (bad) {
				sq_p_fail_at(c->p, bad->line, bad->col, "?%.60s is used in the SELECT expression "
					     "but is not a GROUP BY key (wrap it in an aggregate such as SAMPLE)",
					     bad->text);
				ok = false;
				break;
			}
			ok = sq_vars_add(&keys, var->text) || nomem(c);
		} else if (grouped && !sq_vars_has(&keys, var->text)) {
			sq_p_fail_at(c->p, var->line, var->col, "?%.60s is projected but is not a GROUP BY key "
				     "(group by it or wrap it in an aggregate such as SAMPLE)", var->text);
			ok = false;
		}
		if (ok)
			ok = sq_vars_add(&projected, var->text) || nomem(c);
	}
	sq_vars_free(&scope);
	sq_vars_free(&keys);
	sq_vars_free(&projected);
	return ok;
}

bool sq_scope_check(sq_parser *p, sq_node *query)
{
	checker c = {p, {0}, {0}};
	bool ok = check_query(&c, query);
	sq_vars_free(&c.bnodes_seen);
	sq_vars_free(&c.bnodes_here);
	return ok;
}
