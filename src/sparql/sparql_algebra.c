/* SPDX-License-Identifier: Apache-2.0 */
/* Translating a SPARQL syntax tree into the algebra of section 18.2: group
 * graph patterns (18.2.2), property paths (18.2.2.4), grouping and
 * aggregation (18.2.4.1), select expressions and solution modifiers (18.2.4,
 * 18.2.5). */
#include "sparql/sparql_algebra.h"

#include <stdio.h>
#include <string.h>

#include "sparql/sparql_parse_int.h"
#include "sparql/sparql_scope.h"

typedef struct tr {
	unsigned pathvar, aggvar;
	bool nomem;
} tr;

static sq_node *mk(tr *t, sq_kind kind, sq_node *a, sq_node *b, sq_node *c)
{
	sq_node *n = sq_node_new(kind, NULL);
	sq_node *kids[3] = {a, b, c};
	if (!n)
		t->nomem = true;
	for (int i = 0; i < 3; i++) {
		if (!kids[i])
			continue;
		if (!n || !sq_node_add(n, kids[i])) {
			if (n)
				t->nomem = true;
			else
				sq_node_free(kids[i]);
		}
	}
	return n;
}

static sq_node *copy(tr *t, const sq_node *n)
{
	sq_node *c = sq_node_copy(n);
	if (n && !c)
		t->nomem = true;
	return c;
}

static sq_node *unit(tr *t)
{
	sq_node *u = mk(t, SQ_A_TABLE, NULL, NULL, NULL);
	if (u)
		u->flags |= SQ_F_UNIT;
	return u;
}

static bool is_unit(const sq_node *n) { return n && n->kind == SQ_A_TABLE && (n->flags & SQ_F_UNIT); }

static sq_node *join(tr *t, sq_node *a, sq_node *b)
{
	if (is_unit(a)) {
		sq_node_free(a);
		return b;
	}
	if (is_unit(b)) {
		sq_node_free(b);
		return a;
	}
	return mk(t, SQ_A_JOIN, a, b, NULL);
}

static sq_node *group(tr *t, const sq_node *g);
static sq_node *query(tr *t, const sq_node *q);

/* A copy of expression `e` with EXISTS patterns translated. */
static sq_node *expr(tr *t, const sq_node *e)
{
	sq_node *c = copy(t, e);
	if (!c)
		return NULL;
	if (c->kind == SQ_EXISTS) {
		sq_node *g = sq_node_steal(c, 0);
		c->kids[0] = group(t, g);
		sq_node_free(g);
		return c;
	}
	for (size_t i = 0; i < c->n; i++) {
		if (c->kids[i] && (c->kids[i]->kind == SQ_EXISTS || c->kids[i]->n)) {
			sq_node *k = sq_node_steal(c, i);
			c->kids[i] = expr(t, k);
			sq_node_free(k);
		}
	}
	return c;
}

/* ---- triples and paths */

typedef struct block {
	tr *t;
	sq_node *g;    /* the ops so far, joined */
	sq_node *bgp;  /* the BGP at its right edge, if open */
} block;

static void add_triple(block *b, const sq_node *s, const sq_node *p, const sq_node *o)
{
	if (!b->bgp) {
		b->bgp = mk(b->t, SQ_A_BGP, NULL, NULL, NULL);
		if (!b->bgp)
			return;
		b->g = join(b->t, b->g, b->bgp);
	}
	sq_node *tp = mk(b->t, SQ_TRIPLE, copy(b->t, s), copy(b->t, p), copy(b->t, o));
	if (tp && !sq_node_add(b->bgp, tp))
		b->t->nomem = true;
}

static void add_path(block *b, const sq_node *s, const sq_node *p, const sq_node *o)
{
	switch (p->kind) {
	case SQ_IRI:
	case SQ_VAR:
		add_triple(b, s, p, o);
		return;
	case SQ_PATH_INV:
		add_path(b, o, p->kids[0], s);
		return;
	case SQ_PATH_SEQ: {
		const sq_node *from = s;
		sq_node *prev = NULL;
		for (size_t i = 0; i < p->n; i++) {
			sq_node *to = NULL;
			if (i + 1 < p->n) {
				char name[32];
				snprintf(name, sizeof name, "?P%u", b->t->pathvar++);
				if (!(to = sq_node_new(SQ_VAR, name)))
					b->t->nomem = true;
			}
			add_path(b, from, p->kids[i], to ? to : o);
			sq_node_free(prev);
			from = prev = to;
			if (!to && i + 1 < p->n)
				return;
		}
		sq_node_free(prev);
		return;
	}
	default: {
		sq_node *path = mk(b->t, SQ_A_PATH, copy(b->t, s), copy(b->t, p), copy(b->t, o));
		b->g = join(b->t, b->g, path);
		b->bgp = NULL;
	}
	}
}

/* ---- group graph patterns (18.2.2.6) */

static sq_node *group(tr *t, const sq_node *g)
{
	if (!g)
		return unit(t);
	if (g->n == 1 && g->kids[0]->kind == SQ_SUBSELECT) /* Join(Z, ToMultiSet(sub)) */
		return mk(t, SQ_A_TOMULTISET, query(t, g->kids[0]->kids[0]), NULL, NULL);
	block b = {t, unit(t), NULL};
	sq_node *filters = sq_node_new(SQ_LIST, NULL);
	if (!filters)
		t->nomem = true;
	for (size_t i = 0; i < g->n && !t->nomem; i++) {
		const sq_node *e = g->kids[i];
		if (e->kind == SQ_TRIPLES) {
			for (size_t k = 0; k < e->n; k++)
				add_path(&b, e->kids[k]->kids[0], e->kids[k]->kids[1], e->kids[k]->kids[2]);
			continue;
		}
		if (e->kind == SQ_FILTER) {
			if (filters && !sq_node_add(filters, expr(t, e->kids[0])))
				t->nomem = true;
			continue;
		}
		b.bgp = NULL;
		switch (e->kind) {
		case SQ_OPTIONAL: {
			sq_node *a = group(t, e->kids[0]);
			/* the filters of the OPTIONAL's own group become the LeftJoin's;
			 * a filter of a group inside it stays there (the W3C
			 * "not simplified" reading: Join(Z, Filter) is no Filter) */
			bool own_filter = false;
			for (size_t k = 0; k < e->kids[0]->n; k++)
				own_filter |= e->kids[0]->kids[k]->kind == SQ_FILTER;
			if (a && a->kind == SQ_A_FILTER && own_filter) {
				sq_node *es = sq_node_steal(a, 0), *inner = sq_node_steal(a, 1);
				sq_node_free(a);
				b.g = mk(t, SQ_A_LEFTJOIN, b.g, inner, NULL);
				for (size_t k = 0; es && k < es->n; k++)
					if (b.g && !sq_node_add(b.g, sq_node_steal(es, k)))
						t->nomem = true;
				sq_node_free(es);
			} else {
				b.g = mk(t, SQ_A_LEFTJOIN, b.g, a, NULL);
			}
			break;
		}
		case SQ_MINUS:
			b.g = mk(t, SQ_A_MINUS, b.g, group(t, e->kids[0]), NULL);
			break;
		case SQ_BIND:
			b.g = mk(t, SQ_A_EXTEND, copy(t, e->kids[1]), expr(t, e->kids[0]), b.g);
			break;
		case SQ_UNION: {
			sq_node *u = group(t, e->kids[0]);
			for (size_t k = 1; k < e->n; k++)
				u = mk(t, SQ_A_UNION, u, group(t, e->kids[k]), NULL);
			b.g = join(t, b.g, u);
			break;
		}
		case SQ_GRAPH:
		case SQ_SERVICE: {
			sq_node *s = mk(t, e->kind == SQ_GRAPH ? SQ_A_GRAPH : SQ_A_SERVICE, copy(t, e->kids[0]),
					group(t, e->kids[1]), NULL);
			if (s)
				s->flags = e->flags;
			b.g = join(t, b.g, s);
			break;
		}
		case SQ_VALUES: {
			sq_node *v = copy(t, e);
			if (v)
				v->kind = SQ_A_TABLE;
			b.g = join(t, b.g, v);
			break;
		}
		case SQ_GROUP:
			b.g = join(t, b.g, group(t, e));
			break;
		case SQ_SUBSELECT:
			b.g = join(t, b.g, mk(t, SQ_A_TOMULTISET, query(t, e->kids[0]), NULL, NULL));
			break;
		default:
			break;
		}
	}
	if (filters && filters->n)
		return mk(t, SQ_A_FILTER, filters, b.g, NULL);
	sq_node_free(filters);
	return b.g;
}

/* ---- queries (18.2.4, 18.2.5) */

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

/* Replaces each aggregate in `*e` (a translated copy) by a variable ?.N and
 * adds (?.N aggregate) to `aggs`. */
static void lift_aggs(tr *t, sq_node **e, sq_node *aggs)
{
	sq_node *n = *e;
	if (!n || n->kind == SQ_EXISTS)
		return;
	if (n->kind == SQ_AGG) {
		/* the same aggregate twice is computed once (as Jena does) */
		pg_buf mine = PG_BUF_INIT, theirs = PG_BUF_INIT;
		bool same = false;
		if (!sq_sse_print(n, &mine))
			t->nomem = true;
		for (size_t i = 0; !same && i < aggs->n; i++) {
			pg_buf_reset(&theirs);
			if (!sq_sse_print(aggs->kids[i]->kids[1], &theirs))
				t->nomem = true;
			if (mine.len == theirs.len && !strcmp(pg_buf_str(&mine), pg_buf_str(&theirs))) {
				sq_node *v = copy(t, aggs->kids[i]->kids[0]);
				if (v) {
					sq_node_free(n);
					*e = v;
					same = true;
				}
			}
		}
		pg_buf_free(&mine);
		pg_buf_free(&theirs);
		if (same)
			return;
		char name[32];
		snprintf(name, sizeof name, ".%u", t->aggvar++);
		sq_node *v = sq_node_new(SQ_VAR, name);
		sq_node *as = mk(t, SQ_AS, v ? copy(t, v) : NULL, n, NULL);
		if (!v || !as || !sq_node_add(aggs, as))
			t->nomem = true;
		*e = v;
		return;
	}
	for (size_t i = 0; i < n->n; i++)
		lift_aggs(t, &n->kids[i], aggs);
}

static sq_node *query(tr *t, const sq_node *q)
{
	const sq_node *proj = q->kids[SQ_Q_PROJECT], *gb = q->kids[SQ_Q_GROUPBY];
	const sq_node *having = q->kids[SQ_Q_HAVING], *order = q->kids[SQ_Q_ORDERBY];
	sq_node *g = group(t, q->kids[SQ_Q_WHERE]);
	bool grouped = gb != NULL;
	for (size_t i = 0; proj && i < proj->n; i++)
		grouped |= has_agg(proj->kids[i]);
	for (size_t i = 0; having && i < having->n; i++)
		grouped |= has_agg(having->kids[i]);
	for (size_t i = 0; order && i < order->n; i++)
		grouped |= has_agg(order->kids[i]);
	/* translated copies of the projection, HAVING and ORDER BY */
	sq_node *p2 = NULL, *h2 = NULL, *o2 = NULL;
	if (proj && !(p2 = sq_node_new(SQ_LIST, NULL)))
		t->nomem = true;
	for (size_t i = 0; p2 && i < proj->n; i++)
		if (!sq_node_add(p2, expr(t, proj->kids[i])))
			t->nomem = true;
	if (having && !(h2 = sq_node_new(SQ_LIST, NULL)))
		t->nomem = true;
	for (size_t i = 0; h2 && i < having->n; i++)
		if (!sq_node_add(h2, expr(t, having->kids[i])))
			t->nomem = true;
	if (order && !(o2 = sq_node_new(SQ_LIST, NULL)))
		t->nomem = true;
	for (size_t i = 0; o2 && i < order->n; i++)
		if (!sq_node_add(o2, expr(t, order->kids[i])))
			t->nomem = true;
	if (grouped) {
		sq_node *keys = sq_node_new(SQ_LIST, NULL), *aggs = sq_node_new(SQ_LIST, NULL);
		for (size_t i = 0; keys && gb && i < gb->n; i++) {
			const sq_node *k = gb->kids[i];
			sq_node *c = k->kind == SQ_AS ? mk(t, SQ_AS, copy(t, k->kids[1]), expr(t, k->kids[0]), NULL)
				: expr(t, k);
			if (!sq_node_add(keys, c))
				t->nomem = true;
		}
		for (size_t i = 0; aggs && p2 && i < p2->n; i++)
			lift_aggs(t, p2->kids[i]->kind == SQ_AS ? &p2->kids[i]->kids[0] : &p2->kids[i], aggs);
		for (size_t i = 0; aggs && h2 && i < h2->n; i++)
			lift_aggs(t, &h2->kids[i], aggs);
		for (size_t i = 0; aggs && o2 && i < o2->n; i++)
			lift_aggs(t, &o2->kids[i]->kids[0], aggs);
		if (!keys || !aggs)
			t->nomem = true;
		g = mk(t, SQ_A_GROUP, keys, aggs, g);
	}
	if (h2)
		g = mk(t, SQ_A_FILTER, h2, g, NULL);
	if (q->kids[SQ_Q_VALUES]) {
		sq_node *v = copy(t, q->kids[SQ_Q_VALUES]);
		if (v)
			v->kind = SQ_A_TABLE;
		g = join(t, g, v);
	}
	sq_node *vars = sq_node_new(SQ_LIST, NULL);
	if (!vars)
		t->nomem = true;
	for (size_t i = 0; vars && p2 && i < p2->n; i++) {
		sq_node *it = p2->kids[i];
		if (it->kind == SQ_AS) {
			g = mk(t, SQ_A_EXTEND, copy(t, it->kids[1]), sq_node_steal(it, 0), g);
			it = it->kids[1];
		}
		if (!sq_node_add(vars, copy(t, it)))
			t->nomem = true;
	}
	sq_node_free(p2);
	if (o2)
		g = mk(t, SQ_A_ORDER, o2, g, NULL);
	if (!strcmp(q->text, "select") || (!strcmp(q->text, "describe") && q->kids[SQ_Q_WHERE])) {
		if (vars && (q->flags & SQ_F_STAR)) {
			sq_vars in = {0};
			if (!sq_scope_vars(q, &in))
				t->nomem = true;
			for (size_t i = 0; i < in.n; i++)
				if (!sq_node_add(vars, sq_node_new(SQ_VAR, in.v[i])))
					t->nomem = true;
			sq_vars_free(&in);
		} else if (vars && !strcmp(q->text, "describe")) {
			const sq_node *d = q->kids[SQ_Q_TEMPLATE];
			for (size_t i = 0; d && i < d->n; i++)
				if (d->kids[i]->kind == SQ_VAR && !sq_node_add(vars, copy(t, d->kids[i])))
					t->nomem = true;
		}
		g = mk(t, SQ_A_PROJECT, vars, g, NULL);
	} else {
		sq_node_free(vars);
	}
	if (q->flags & SQ_F_DISTINCT)
		g = mk(t, SQ_A_DISTINCT, g, NULL, NULL);
	if (q->flags & SQ_F_REDUCED)
		g = mk(t, SQ_A_REDUCED, g, NULL, NULL);
	if (q->limit >= 0 || q->offset >= 0) {
		g = mk(t, SQ_A_SLICE, g, NULL, NULL);
		if (g) {
			g->limit = q->limit;
			g->offset = q->offset;
		}
	}
	return g;
}

sq_node *sq_algebra(const sq_node *q)
{
	tr t = {0, 0, false};
	sq_node *a = query(&t, q);
	if (t.nomem) {
		sq_node_free(a);
		return NULL;
	}
	return a;
}
