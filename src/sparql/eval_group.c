/* SPDX-License-Identifier: Apache-2.0 */
/* GROUP BY and the aggregates (SPARQL 1.1 Query, section 18.5: Group,
 * Aggregation, AggregateJoin) over the rows an SQ_A_GROUP's operand gave.
 *
 * The rows are grouped by the values of the keys, an error (or unbound)
 * value being a value of its own (id 0), in a hash table over the key
 * tuples; the groups come out in the order of their first row. Without keys
 * there is one group, also over no rows; with keys, no rows give no group.
 *
 * What an aggregate does with an error (or unbound) value of its argument:
 * SUM and AVG become an error (section 18.5.1: op:numeric-add of an error);
 * COUNT, MIN, MAX, SAMPLE and GROUP_CONCAT leave it out, as COUNT does in
 * the recommendation (the count of the bound values). A blank node has no
 * string, so it makes GROUP_CONCAT an error. GROUP_CONCAT gives a simple
 * literal (the W3C test agg-groupconcat-04 compares "1 2"@en values with a
 * simple "1 2"). DISTINCT keeps the first of each term (sameTerm). */
#include "sparql/eval.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "sparql/eval_value.h"

/* ---- a set of tuples: indices into the caller's flat array of `width` ids
 * a tuple (which may move between calls; the indices stay). It grows with
 * what it holds, and is emptied in O(1) by a new generation, so the many
 * small groups of a query reuse one table. */

typedef struct tupset {
	size_t *at;      /* 1 + the index of the tuple in this slot */
	unsigned *stamp; /* the slot is used when stamp == cur */
	size_t cap;      /* 0 or a power of two */
	size_t n;        /* tuples held */
	unsigned cur;
} tupset;

static void ts_free(tupset *t)
{
	free(t->at);
	free(t->stamp);
	memset(t, 0, sizeof *t);
}

static void ts_clear(tupset *t)
{
	t->n = 0;
	if (++t->cur == 0) { /* the stamps wrapped */
		if (t->stamp)
			memset(t->stamp, 0, t->cap * sizeof *t->stamp);
		t->cur = 1;
	}
}

static uint64_t tuple_hash(const sq_id *v, size_t width)
{
	uint64_t h = 0x9e3779b97f4a7c15u;
	for (size_t i = 0; i < width; i++) {
		h ^= v[i];
		h *= 0xff51afd7ed558ccdu;
		h ^= h >> 32;
	}
	return h;
}

/* Doubles the table, keeping what it holds. False on out-of-memory. */
static bool ts_grow(tupset *t, const sq_id *base, size_t width)
{
	size_t cap = t->cap ? t->cap * 2 : 16;
	if (cap > SIZE_MAX / 2 / sizeof *t->at)
		return false;
	size_t *at = malloc(cap * sizeof *at);
	unsigned *stamp = calloc(cap, sizeof *stamp);
	if (!at || !stamp) {
		free(at);
		free(stamp);
		return false;
	}
	for (size_t i = 0; i < t->cap; i++) {
		if (t->stamp[i] != t->cur)
			continue;
		size_t s = (size_t)tuple_hash(base + (t->at[i] - 1) * width, width) & (cap - 1);
		while (stamp[s])
			s = (s + 1) & (cap - 1);
		stamp[s] = 1;
		at[s] = t->at[i];
	}
	free(t->at);
	free(t->stamp);
	t->at = at;
	t->stamp = stamp;
	t->cap = cap;
	t->cur = 1;
	return true;
}

/* The index of the tuple of `base` equal to tuple `idx`, adding `idx` (and
 * returning it) if there is none; SIZE_MAX on out-of-memory. */
static size_t ts_put(tupset *t, const sq_id *base, size_t width, size_t idx)
{
	if ((t->n + 1) * 2 > t->cap && !ts_grow(t, base, width))
		return SIZE_MAX;
	const sq_id *v = base + idx * width;
	size_t mask = t->cap - 1, s = (size_t)tuple_hash(v, width) & mask;
	for (;; s = (s + 1) & mask) {
		if (t->stamp[s] != t->cur) {
			t->stamp[s] = t->cur;
			t->at[s] = idx + 1;
			t->n++;
			return idx;
		}
		size_t j = t->at[s] - 1;
		if (!memcmp(base + j * width, v, width * sizeof *v))
			return j;
	}
}

/* ---- the aggregates */

typedef struct grouping {
	sq_eval *e;
	const sq_rows *in;
	const size_t *rows; /* the rows of the group being aggregated */
	size_t n;
	sq_id *vals;      /* room for n values */
	tupset seen;      /* for DISTINCT */
} grouping;

static sq_id integer(sq_eval *e, size_t n)
{
	char num[32];
	snprintf(num, sizeof num, "%zu", n);
	sq_id v = sq_term_literal(e->terms, num, NULL, SQ_XSD "integer");
	if (!v)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory in an aggregate");
	return v;
}

/* The argument's values over the group's rows into g->vals (errors as 0),
 * the first of each term only with DISTINCT; returns how many. */
static size_t values(grouping *g, const sq_node *agg)
{
	sq_eval *e = g->e;
	const sq_node *arg = agg->kids[0];
	size_t m = 0;
	for (size_t j = 0; j < g->n && !sq_eval_failed(e); j++) {
		size_t r = g->rows[j];
		e->row_scope++; /* a new scope for each evaluation (BNODE("x")) */
		g->vals[m++] = sq_expr_eval(e, arg, SQ_ROW(g->in, r));
	}
	if (!(agg->flags & SQ_F_DISTINCT) || sq_eval_failed(e))
		return m;
	/* compacted in place: the set refers to the kept values, at 0..k-1 */
	ts_clear(&g->seen);
	size_t k = 0;
	for (size_t j = 0; j < m; j++) {
		g->vals[k] = g->vals[j];
		size_t at = ts_put(&g->seen, g->vals, 1, k);
		if (at == SIZE_MAX) {
			sq_eval_fail(e, PG_ERR_NOMEM, "out of memory in an aggregate");
			return 0;
		}
		k += at == k;
	}
	return k;
}

/* COUNT(*) and COUNT(DISTINCT *): the group's rows, or its distinct rows. */
static sq_id count_rows(grouping *g, bool distinct)
{
	if (!distinct)
		return integer(g->e, g->n);
	ts_clear(&g->seen);
	size_t k = 0;
	for (size_t j = 0; j < g->n; j++) {
		size_t at = ts_put(&g->seen, g->in->v, g->in->width, g->rows[j]);
		if (at == SIZE_MAX) {
			sq_eval_fail(g->e, PG_ERR_NOMEM, "out of memory in COUNT(DISTINCT *)");
			return 0;
		}
		k += at == g->rows[j];
	}
	return integer(g->e, k);
}

static sq_id sum(sq_eval *e, const sq_id *v, size_t m)
{
	sq_id acc = integer(e, 0);
	for (size_t j = 0; acc && j < m && !sq_eval_failed(e); j++)
		acc = v[j] ? sq_arith(e, '+', acc, v[j]) : 0;
	return sq_eval_failed(e) ? 0 : acc;
}

static sq_id extreme(sq_eval *e, const sq_id *v, size_t m, int sign)
{
	sq_id best = 0;
	for (size_t j = 0; j < m && !sq_eval_failed(e); j++)
		if (v[j] && (!best || sign * sq_order_cmp(e, v[j], best) < 0))
			best = v[j];
	return best;
}

static sq_id group_concat(sq_eval *e, const sq_node *agg, const sq_id *v, size_t m)
{
	const char *sep = agg->lang ? agg->lang : " ";
	size_t seplen = strlen(sep);
	pg_buf b = PG_BUF_INIT;
	bool first = true, ok = true;
	for (size_t j = 0; ok && j < m; j++) {
		if (!v[j])
			continue;
		const char *s = sq_str_of(e, v[j]);
		if (!s) {
			pg_buf_free(&b);
			return 0; /* a blank node: an error */
		}
		ok = (first || pg_buf_add(&b, sep, seplen)) && pg_buf_adds(&b, s);
		first = false;
	}
	sq_id r = ok ? sq_term_literal_n(e->terms, pg_buf_str(&b), b.len, NULL, NULL) : 0;
	pg_buf_free(&b);
	if (!r)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory in GROUP_CONCAT");
	return r;
}

/* The value of aggregate `agg` (an SQ_AGG) over the group g->rows. */
static sq_id aggregate(grouping *g, const sq_node *agg)
{
	sq_eval *e = g->e;
	const char *f = agg->text ? agg->text : "";
	if (!strcmp(f, "count") && agg->n == 0)
		return count_rows(g, agg->flags & SQ_F_DISTINCT);
	if (agg->n != 1 || !agg->kids[0]) {
		sq_eval_fail(e, PG_ERR_INTERNAL, "aggregate %s with %zu arguments", f, agg->n);
		return 0;
	}
	size_t m = values(g, agg);
	if (sq_eval_failed(e))
		return 0;
	sq_id *v = g->vals;
	if (!strcmp(f, "count")) {
		size_t k = 0;
		for (size_t j = 0; j < m; j++)
			k += v[j] != 0;
		return integer(e, k);
	}
	if (!strcmp(f, "sum"))
		return sum(e, v, m);
	if (!strcmp(f, "avg")) {
		if (!m)
			return integer(e, 0);
		sq_id s = sum(e, v, m), n = s ? integer(e, m) : 0;
		return n ? sq_arith(e, '/', s, n) : 0;
	}
	if (!strcmp(f, "min"))
		return extreme(e, v, m, 1);
	if (!strcmp(f, "max"))
		return extreme(e, v, m, -1);
	if (!strcmp(f, "sample")) {
		for (size_t j = 0; j < m; j++)
			if (v[j])
				return v[j];
		return 0;
	}
	if (!strcmp(f, "group_concat"))
		return group_concat(e, agg, v, m);
	sq_eval_fail(e, PG_ERR_INTERNAL, "unknown aggregate %s", f);
	return 0;
}

/* ---- grouping */

/* In the algebra a key (?v expr) and an aggregate (?.N agg) are SQ_AS with
 * the variable first (sparql_algebra.c, query()). */
static const sq_node *key_expr(const sq_node *k)
{
	return k->kind == SQ_AS ? sq_kid(k, 1) : k;
}

static const sq_node *key_var(const sq_node *k)
{
	if (k->kind == SQ_AS)
		return sq_kid(k, 0);
	return k->kind == SQ_VAR ? k : NULL;
}

typedef struct scratch {
	sq_id *keys;     /* nk ids a group (and room for one more: a row's keys) */
	size_t cap_keys;
	size_t *group;   /* row -> its group */
	size_t *start;   /* group -> where its rows begin in `order` (ng + 1) */
	size_t *order;   /* the rows, group by group */
	sq_id *aggv;     /* one group's aggregate values */
	tupset keyset;
	grouping g;
} scratch;

static void scratch_free(scratch *s)
{
	free(s->keys);
	free(s->group);
	free(s->start);
	free(s->order);
	free(s->aggv);
	free(s->g.vals);
	ts_free(&s->keyset);
	ts_free(&s->g.seen);
}

static pg_status nomem(sq_eval *e, scratch *s)
{
	scratch_free(s);
	return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory in GROUP BY");
}

/* Checks the node's shape; false (a failure recorded) if it is not one
 * sparql_algebra.c makes. */
static bool well_formed(sq_eval *e, const sq_node *group)
{
	const sq_node *keys = sq_kid(group, 0), *aggs = sq_kid(group, 1);
	bool ok = group->kind == SQ_A_GROUP && keys && keys->kind == SQ_LIST && aggs
		&& aggs->kind == SQ_LIST;
	for (size_t i = 0; ok && i < keys->n; i++) {
		const sq_node *k = keys->kids[i];
		ok = k && key_expr(k) && (k->kind != SQ_AS || (key_var(k) && key_var(k)->kind == SQ_VAR));
	}
	for (size_t i = 0; ok && i < aggs->n; i++) {
		const sq_node *a = aggs->kids[i];
		ok = a && a->kind == SQ_AS && sq_kid(a, 0) && sq_kid(a, 0)->kind == SQ_VAR
			&& sq_kid(a, 1) && sq_kid(a, 1)->kind == SQ_AGG;
	}
	if (!ok)
		sq_eval_fail(e, PG_ERR_INTERNAL, "a malformed group node");
	return ok;
}

pg_status sq_eval_group(sq_eval *e, const sq_node *group, const sq_rows *in, sq_rows *out)
{
	if (sq_eval_failed(e) || !well_formed(e, group))
		return e->st;
	const sq_node *keys = group->kids[0], *aggs = group->kids[1];
	size_t nk = keys->n, na = aggs->n, n = in->n, ng = 0;
	if (nk && !n)
		return e->st; /* GROUP BY over nothing: no group */
	scratch s = {0};
	s.g.e = e;
	s.g.in = in;
	if (n && (!(s.group = malloc(n * sizeof *s.group)) || !(s.order = malloc(n * sizeof *s.order))))
		return nomem(e, &s);
	if (na && !(s.aggv = malloc(na * sizeof *s.aggv)))
		return nomem(e, &s);

	/* the groups of the rows */
	if (!nk) {
		ng = 1;
		for (size_t i = 0; i < n; i++)
			s.group[i] = 0;
	} else {
		ts_clear(&s.keyset);
		for (size_t i = 0; i < n && !sq_eval_failed(e); i++) {
			/* the row's keys go after the groups' keys: a new group's if
			 * they are new, else overwritten by the next row's */
			if (!pg_grow((void **)&s.keys, &s.cap_keys, (ng + 1) * nk, sizeof *s.keys))
				return nomem(e, &s);
			const sq_id *row = SQ_ROW(in, i);
			sq_id *kv = s.keys + ng * nk;
			e->row_scope++;
			for (size_t k = 0; k < nk && !sq_eval_failed(e); k++) {
				const sq_node *x = key_expr(keys->kids[k]);
				kv[k] = x->kind == SQ_VAR && x->slot < in->width ? row[x->slot]
					: sq_expr_eval(e, x, row);
			}
			size_t j = ts_put(&s.keyset, s.keys, nk, ng);
			if (j == SIZE_MAX)
				return nomem(e, &s);
			if (j == ng) {
				if (e->max_rows && ng >= e->max_rows) {
					scratch_free(&s);
					return sq_eval_fail(e, PG_ERR_INPUT,
							    "GROUP BY makes more than %zu groups", e->max_rows);
				}
				ng++;
			}
			s.group[i] = j;
		}
		if (sq_eval_failed(e)) {
			scratch_free(&s);
			return e->st;
		}
	}

	/* the rows in group order (a counting sort, stable) */
	size_t biggest = 0;
	if (!(s.start = calloc(ng + 1, sizeof *s.start)))
		return nomem(e, &s);
	for (size_t i = 0; i < n; i++)
		s.start[s.group[i] + 1]++;
	for (size_t k = 0; k < ng; k++) {
		if (s.start[k + 1] > biggest)
			biggest = s.start[k + 1];
		s.start[k + 1] += s.start[k];
	}
	for (size_t i = 0; i < n; i++)
		s.order[s.start[s.group[i]]++] = i;
	/* filling moved each start to the next group's: shift them back */
	for (size_t k = ng; k > 0; k--)
		s.start[k] = s.start[k - 1];
	s.start[0] = 0;
	if (biggest && !(s.g.vals = malloc(biggest * sizeof *s.g.vals)))
		return nomem(e, &s);

	/* one row a group */
	for (size_t k = 0; k < ng && !sq_eval_failed(e); k++) {
		s.g.rows = s.order ? s.order + s.start[k] : NULL; /* no rows: one empty group */
		s.g.n = s.start[k + 1] - s.start[k];
		for (size_t a = 0; a < na && !sq_eval_failed(e); a++)
			s.aggv[a] = aggregate(&s.g, aggs->kids[a]->kids[1]);
		if (sq_eval_failed(e))
			break;
		sq_id *row = sq_rows_push(out);
		if (!row)
			return nomem(e, &s);
		for (size_t i = 0; i < nk; i++) {
			const sq_node *v = key_var(keys->kids[i]);
			if (v && v->slot < out->width)
				row[v->slot] = s.keys[k * nk + i];
		}
		for (size_t a = 0; a < na; a++) {
			size_t slot = aggs->kids[a]->kids[0]->slot;
			if (slot < out->width)
				row[slot] = s.aggv[a];
		}
	}
	scratch_free(&s);
	return e->st;
}
