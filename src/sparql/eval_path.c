/* SPDX-License-Identifier: Apache-2.0 */
/* Property paths (section 18.4): an SQ_A_PATH node evaluated against the
 * active graph. A path is evaluated into pairs (x, y), the terms at its two
 * ends, by pairs(): a plain IRI and a negated property set are lookups of
 * sq_match, an inverse swaps its ends, a sequence joins its steps on the
 * node between them, an alternative concatenates; these keep duplicates.
 * * and + are the ALP of the recommendation, a breadth-first search with a
 * set of visited nodes (so cycles end), and they, like ?, give each pair
 * once. Bound ends are used as constants, so a search starts where it can;
 * with both ends free, the inner path's pairs are evaluated once, sorted,
 * and every search from every start walks them in memory.
 *
 * Zero-length paths: a constant of the query matches itself even if the
 * graph does not hold it; a variable only ranges over the nodes of the
 * graph, also when the seed binds it (the path is joined with the seed, so
 * a term the seed brings that is no node of the graph matches nothing,
 * unless the other end is that very constant).
 *
 * Memory is bounded by e->max_rows: a list of pairs, a visited set or the
 * rows of `out` growing beyond it is a recorded failure. */
#include <stdlib.h>
#include <string.h>

#include "base/hashset.h"
#include "sparql/eval.h"

/* ---- lists of pairs: an sq_ids holding x0 y0 x1 y1 ... */

#define PX(l, i) ((l)->v[2 * (i)])
#define PY(l, i) ((l)->v[2 * (i) + 1])
#define NPAIRS(l) ((l)->n / 2)

static bool too_many(const sq_eval *e, size_t n) { return e->max_rows && n > e->max_rows; }

static bool limit_fail(sq_eval *e, const char *what)
{
	sq_eval_fail(e, PG_ERR_INPUT, "a property path needs more than %zu %s (the limit of rows)",
		     e->max_rows, what);
	return false;
}

static bool nomem(sq_eval *e)
{
	sq_eval_fail(e, PG_ERR_NOMEM, "out of memory evaluating a property path");
	return false;
}

static bool pair_add(sq_eval *e, sq_ids *l, sq_id x, sq_id y)
{
	if (too_many(e, NPAIRS(l) + 1))
		return limit_fail(e, "pairs of nodes");
	if (!sq_ids_add(l, x) || !sq_ids_add(l, y))
		return nomem(e);
	return true;
}

/* The key of a pair in a pg_hashset: exact, as ids are 32 bits and never 0. */
static uint64_t pair_key(sq_id x, sq_id y) { return (uint64_t)x << 32 | y; }

/* Adds (x, y) to `l` unless `seen` has it. */
static bool pair_add_new(sq_eval *e, pg_hashset *seen, sq_ids *l, sq_id x, sq_id y)
{
	int r = pg_hashset_insert(seen, pair_key(x, y));
	if (r < 0)
		return nomem(e);
	return r == 0 || pair_add(e, l, x, y);
}

static int cmp_x(const void *a, const void *b)
{
	sq_id x = ((const sq_id *)a)[0], y = ((const sq_id *)b)[0];
	return x < y ? -1 : x > y;
}

static int cmp_y(const void *a, const void *b)
{
	sq_id x = ((const sq_id *)a)[1], y = ((const sq_id *)b)[1];
	return x < y ? -1 : x > y;
}

/* ---- one step: statements of the active graph */

/* sq_match and sq_graph_nodes, true when they went well; a failure they
 * return without recording it is recorded here, so e->st tells. */
static bool match(sq_eval *e, sq_id s, sq_id p, sq_id o, sq_match_fn fn, void *ctx)
{
	pg_status st = sq_match(e, s, p, o, fn, ctx);
	if (st != PG_OK && !sq_eval_failed(e))
		sq_eval_fail(e, st, "a property path could not read the graph");
	return !sq_eval_failed(e);
}

static bool graph_nodes(sq_eval *e, sq_ids *out)
{
	pg_status st = sq_graph_nodes(e, out);
	if (st != PG_OK && !sq_eval_failed(e))
		sq_eval_fail(e, st, "a property path could not list the nodes of the graph");
	return !sq_eval_failed(e);
}

typedef struct step {
	sq_eval *e;
	sq_ids *out;
	bool swap;          /* the pair is (o, s): an inverse step */
	const sq_id *excl;  /* predicates left out (a negated set) */
	size_t nexcl;
	bool found;         /* any_cb: a statement was seen */
} step;

static bool step_cb(void *ctx, sq_id s, sq_id p, sq_id o)
{
	step *st = ctx;
	for (size_t i = 0; i < st->nexcl; i++)
		if (st->excl[i] == p)
			return true;
	return st->swap ? pair_add(st->e, st->out, o, s) : pair_add(st->e, st->out, s, o);
}

static bool any_cb(void *ctx, sq_id s, sq_id p, sq_id o)
{
	(void)s, (void)p, (void)o;
	((step *)ctx)->found = true;
	return false;
}

/* A literal is never a subject: no lookup is asked for one. */
static bool is_literal(const sq_eval *e, sq_id t)
{
	const sq_term *term = t ? sq_term_get(e->terms, t) : NULL;
	return term && term->kind == PG_TERM_LITERAL;
}

/* True if `t` is a subject or object of the active graph (false after a
 * failure, which is recorded). */
static bool in_graph(sq_eval *e, sq_id t)
{
	step st = {.e = e};
	if (!is_literal(e, t) && !match(e, t, 0, 0, any_cb, &st))
		return false;
	if (!st.found && !match(e, 0, 0, t, any_cb, &st))
		return false;
	return st.found;
}

/* ---- paths into pairs */

static bool pairs(sq_eval *e, const sq_node *p, sq_id s, sq_id o, sq_ids *out);
static bool nullable(const sq_node *p);

/* !(a|b|^c|^d): statements whose predicate is none of the forward IRIs, and
 * reversed statements whose predicate is none of the inverse ones. With no
 * inverse IRI only the first part; with only inverse ones only the second. */
static bool neg_pairs(sq_eval *e, const sq_node *p, sq_id s, sq_id o, sq_ids *out)
{
	sq_id *fwd = malloc((p->n + 1) * sizeof *fwd), *inv = malloc((p->n + 1) * sizeof *inv);
	size_t nf = 0, ni = 0;
	bool ok = fwd && inv;
	if (!ok)
		nomem(e);
	for (size_t i = 0; ok && i < p->n; i++) {
		const sq_node *k = p->kids[i];
		bool is_inv = k->kind == SQ_PATH_INV;
		if (is_inv)
			k = k->kids[0];
		sq_id id = k->kind == SQ_IRI ? sq_eval_const(e, k) : 0;
		if (!id) {
			if (!sq_eval_failed(e))
				sq_eval_fail(e, PG_ERR_INTERNAL, "a negated property set holds no IRI");
			ok = false;
		} else if (is_inv) {
			inv[ni++] = id;
		} else {
			fwd[nf++] = id;
		}
	}
	if (ok && (nf || !ni) && !is_literal(e, s)) {
		step st = {.e = e, .out = out, .excl = fwd, .nexcl = nf};
		ok = match(e, s, 0, o, step_cb, &st);
	}
	if (ok && ni && !is_literal(e, o)) {
		step st = {.e = e, .out = out, .swap = true, .excl = inv, .nexcl = ni};
		ok = match(e, o, 0, s, step_cb, &st);
	}
	free(fwd);
	free(inv);
	return ok && !sq_eval_failed(e);
}

/* Steps lo..hi-1 of sequence `p` from s to o. The end that is bound starts
 * (the left one when both or neither are); the pairs of the first step are
 * grouped by their node in the middle, so the rest is evaluated once per
 * middle node, and every pair of the first step meets every pair of the
 * rest through it (a join: duplicates kept). */
static bool seq_pairs(sq_eval *e, const sq_node *p, size_t lo, size_t hi, sq_id s, sq_id o,
		      sq_ids *out)
{
	if (hi - lo == 1)
		return pairs(e, p->kids[lo], s, o, out);
	bool left = s || !o;
	sq_ids first = {0}, rest = {0};
	bool ok = left ? pairs(e, p->kids[lo], s, 0, &first) : pairs(e, p->kids[hi - 1], 0, o, &first);
	size_t n = NPAIRS(&first);
	if (ok && n > 1)
		qsort(first.v, n, 2 * sizeof *first.v, left ? cmp_y : cmp_x);
	for (size_t i = 0; ok && i < n;) {
		sq_id mid = left ? PY(&first, i) : PX(&first, i);
		size_t j = i;
		while (j < n && (left ? PY(&first, j) : PX(&first, j)) == mid)
			j++;
		rest.n = 0;
		ok = left ? seq_pairs(e, p, lo + 1, hi, mid, o, &rest)
			  : seq_pairs(e, p, lo, hi - 1, s, mid, &rest);
		for (size_t a = i; ok && a < j; a++)
			for (size_t b = 0; ok && b < NPAIRS(&rest); b++)
				ok = left ? pair_add(e, out, PX(&first, a), PY(&rest, b))
					  : pair_add(e, out, PX(&rest, b), PY(&first, a));
		i = j;
	}
	sq_ids_free(&first);
	sq_ids_free(&rest);
	return ok;
}

/* The first pair of `l` (sorted by x) whose x is not below `x`. */
static size_t lower_x(const sq_ids *l, sq_id x)
{
	size_t lo = 0, hi = NPAIRS(l);
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (PX(l, mid) < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The ALP of section 18.4, breadth-first: every node reached from `start`
 * by one or more steps of `p` (forward, or backward when !fwd), each once,
 * appended to `reached`; with `zero` the start itself first (zero steps).
 * With a `target`, stops as soon as it is reached; *found tells. With
 * `edges` (the pairs of p, sorted by x) the steps are taken there, forward,
 * instead of asking the graph. */
static bool alp(sq_eval *e, const sq_node *p, const sq_ids *edges, sq_id start, bool fwd,
		bool zero, sq_id target, sq_ids *reached, bool *found)
{
	pg_hashset visited = {0};
	sq_ids next = {0};
	bool ok = true;
	*found = false;
	if (zero) {
		if (pg_hashset_insert(&visited, start) < 0 || !sq_ids_add(reached, start))
			ok = nomem(e);
		*found = start == target;
	}
	/* expand `start`, then each node reached after it, in order */
	size_t head = reached->n;
	for (sq_id n = start; ok && !*found; n = reached->v[head++]) {
		const sq_ids *step = &next;
		size_t i = 0;
		if (edges) {
			step = edges;
			i = lower_x(edges, n);
		} else {
			next.n = 0;
			ok = fwd ? pairs(e, p, n, 0, &next) : pairs(e, p, 0, n, &next);
		}
		for (; ok && !*found && i < NPAIRS(step); i++) {
			if (edges && PX(step, i) != n)
				break;
			sq_id m = fwd ? PY(step, i) : PX(step, i);
			int r = pg_hashset_insert(&visited, m);
			if (r < 0)
				ok = nomem(e);
			else if (r > 0 && too_many(e, visited.n))
				ok = limit_fail(e, "visited nodes");
			else if (r > 0 && !sq_ids_add(reached, m))
				ok = nomem(e);
			else if (r > 0)
				*found = m == target;
		}
		if (head >= reached->n)
			break;
	}
	pg_hashset_free(&visited);
	sq_ids_free(&next);
	return ok;
}

/* p* (zero) or p+ between s and o, distinct pairs; with `same` (both ends
 * free) only the pairs (x, x). With both ends free, the steps of p are
 * evaluated once into memory and every search walks them there. */
static bool closure_pairs(sq_eval *e, const sq_node *p, bool zero, bool same, sq_id s, sq_id o,
			  sq_ids *out)
{
	sq_ids reached = {0}, starts = {0}, edges = {0};
	bool ok = true, found;
	if (s || o) {
		ok = alp(e, p, NULL, s ? s : o, s != 0, zero, s ? o : 0, &reached, &found);
		for (size_t i = 0; ok && i < reached.n; i++) {
			sq_id t = reached.v[i];
			if (s && o)
				ok = t != o || pair_add(e, out, s, o);
			else
				ok = s ? pair_add(e, out, s, t) : pair_add(e, out, t, o);
		}
		goto done;
	}
	ok = pairs(e, p, 0, 0, &edges);
	if (ok && NPAIRS(&edges) > 1)
		qsort(edges.v, NPAIRS(&edges), 2 * sizeof *edges.v, cmp_x);
	if (ok && (zero || nullable(p))) {
		ok = graph_nodes(e, &starts);
	} else {
		/* no zero steps: the paths start at the first steps' subjects */
		for (size_t i = 0; ok && i < NPAIRS(&edges); i++)
			if (!i || PX(&edges, i) != PX(&edges, i - 1))
				ok = sq_ids_add(&starts, PX(&edges, i)) || nomem(e);
	}
	for (size_t k = 0; ok && k < starts.n; k++) {
		sq_id x = starts.v[k];
		reached.n = 0;
		ok = alp(e, p, &edges, x, true, zero, same ? x : 0, &reached, &found);
		if (same)
			ok = ok && (!found || pair_add(e, out, x, x));
		for (size_t i = 0; ok && !same && i < reached.n; i++)
			ok = pair_add(e, out, x, reached.v[i]);
	}
done:
	sq_ids_free(&reached);
	sq_ids_free(&starts);
	sq_ids_free(&edges);
	return ok;
}

/* p? between s and o: the zero-length pairs and those of p, each once. */
static bool opt_pairs(sq_eval *e, const sq_node *p, sq_id s, sq_id o, sq_ids *out)
{
	sq_ids one = {0}, nodes = {0};
	pg_hashset seen = {0};
	bool ok;
	if (s && o) {
		ok = s == o || pairs(e, p, s, o, &one);
		if (ok && (s == o || one.n))
			ok = pair_add(e, out, s, o);
		sq_ids_free(&one);
		return ok;
	}
	if (s || o) {
		nodes.n = 0;
		ok = sq_ids_add(&nodes, s ? s : o) || nomem(e);
	} else {
		ok = graph_nodes(e, &nodes);
	}
	for (size_t i = 0; ok && i < nodes.n; i++)
		ok = pair_add_new(e, &seen, out, nodes.v[i], nodes.v[i]);
	if (ok)
		ok = pairs(e, p, s, o, &one);
	for (size_t i = 0; ok && i < NPAIRS(&one); i++)
		ok = pair_add_new(e, &seen, out, PX(&one, i), PY(&one, i));
	sq_ids_free(&one);
	sq_ids_free(&nodes);
	pg_hashset_free(&seen);
	return ok;
}

/* Appends the pairs (x, y) of path `p` with x = s and y = o where those are
 * bound (non-zero). Returns false after a recorded failure. */
static bool pairs(sq_eval *e, const sq_node *p, sq_id s, sq_id o, sq_ids *out)
{
	if (sq_eval_failed(e))
		return false;
	switch (p->kind) {
	case SQ_IRI: {
		sq_id id = sq_eval_const(e, p);
		step st = {.e = e, .out = out};
		if (id && is_literal(e, s))
			return true;
		return id && match(e, s, id, o, step_cb, &st);
	}
	case SQ_PATH_INV: {
		size_t from = NPAIRS(out);
		if (!pairs(e, p->kids[0], o, s, out))
			return false;
		for (size_t i = from; i < NPAIRS(out); i++) {
			sq_id t = PX(out, i);
			PX(out, i) = PY(out, i);
			PY(out, i) = t;
		}
		return true;
	}
	case SQ_PATH_SEQ:
		return p->n ? seq_pairs(e, p, 0, p->n, s, o, out) : true;
	case SQ_PATH_ALT:
		for (size_t i = 0; i < p->n; i++)
			if (!pairs(e, p->kids[i], s, o, out))
				return false;
		return true;
	case SQ_PATH_STAR:
	case SQ_PATH_PLUS:
		return closure_pairs(e, p->kids[0], p->kind == SQ_PATH_STAR, false, s, o, out);
	case SQ_PATH_OPT:
		return opt_pairs(e, p->kids[0], s, o, out);
	case SQ_PATH_NEG:
		return neg_pairs(e, p, s, o, out);
	default:
		sq_eval_fail(e, PG_ERR_INTERNAL, "a property path holds a node of kind %d", (int)p->kind);
		return false;
	}
}

/* True if `p` matches zero steps: the only way a term that is no node of
 * the graph can be one of its ends. */
static bool nullable(const sq_node *p)
{
	switch (p->kind) {
	case SQ_PATH_STAR:
	case SQ_PATH_OPT:
		return true;
	case SQ_PATH_PLUS:
	case SQ_PATH_INV:
		return nullable(p->kids[0]);
	case SQ_PATH_SEQ:
		for (size_t i = 0; i < p->n; i++)
			if (!nullable(p->kids[i]))
				return false;
		return true;
	case SQ_PATH_ALT:
		for (size_t i = 0; i < p->n; i++)
			if (nullable(p->kids[i]))
				return true;
		return false;
	default:
		return false;
	}
}

/* ---- the SQ_A_PATH node */

static bool is_var(const sq_node *t) { return t->kind == SQ_VAR || t->kind == SQ_BNODE; }

static sq_id end_value(sq_eval *e, const sq_node *t, const sq_id *seed)
{
	if (is_var(t))
		return seed && t->slot < e->nvars ? seed[t->slot] : 0;
	return sq_eval_const(e, t);
}

pg_status sq_eval_path(sq_eval *e, const sq_node *path, const sq_id *seed, sq_rows *out)
{
	if (sq_eval_failed(e))
		return e->st;
	if (!path || path->kind != SQ_A_PATH || path->n != 3 || !path->kids[0] || !path->kids[1] ||
	    !path->kids[2])
		return sq_eval_fail(e, PG_ERR_INTERNAL, "sq_eval_path: not a path pattern");
	const sq_node *sn = path->kids[0], *p = path->kids[1], *on = path->kids[2];
	bool svar = is_var(sn), ovar = is_var(on);
	if (out->width != e->nvars || (svar && sn->slot >= e->nvars) || (ovar && on->slot >= e->nvars))
		return sq_eval_fail(e, PG_ERR_INTERNAL, "sq_eval_path: a variable has no slot");
	bool same = svar && ovar && sn->slot == on->slot;
	sq_id s = end_value(e, sn, seed), o = end_value(e, on, seed);
	if (sq_eval_failed(e))
		return e->st;
	if ((!svar && !s) || (!ovar && !o))
		return sq_eval_fail(e, PG_ERR_INTERNAL, "sq_eval_path: an end is no term");

	/* A seed-bound variable end ranges over the nodes of the graph only:
	 * a term that is none matches by zero steps to a constant equal to it,
	 * never otherwise. */
	if (nullable(p)) {
		bool sghost = svar && s && !in_graph(e, s);
		if (sq_eval_failed(e))
			return e->st;
		bool oghost = ovar && o && (same ? sghost : !in_graph(e, o));
		if (sq_eval_failed(e))
			return e->st;
		if ((sghost && (ovar || o != s)) || (oghost && (svar || s != o)))
			return e->st;
	}

	sq_ids found = {0}, nodes = {0};
	bool ok;
	if (same && !s && (p->kind == SQ_PATH_STAR || p->kind == SQ_PATH_PLUS)) {
		/* ?x p* ?x: from each node that may start back to itself */
		ok = closure_pairs(e, p->kids[0], p->kind == SQ_PATH_STAR, true, 0, 0, &found);
	} else if (same && !s && p->kind == SQ_PATH_OPT) {
		ok = graph_nodes(e, &nodes); /* zero steps: every node */
		for (size_t i = 0; ok && i < nodes.n; i++)
			ok = pair_add(e, &found, nodes.v[i], nodes.v[i]);
	} else {
		ok = pairs(e, p, s, o, &found);
	}
	for (size_t i = 0; ok && i < NPAIRS(&found); i++) {
		sq_id x = PX(&found, i), y = PY(&found, i);
		if (same && x != y)
			continue;
		if (too_many(e, out->n + 1)) {
			ok = limit_fail(e, "rows");
			break;
		}
		sq_id *row = sq_rows_push(out);
		if (!row) {
			ok = nomem(e);
			break;
		}
		if (seed)
			memcpy(row, seed, e->nvars * sizeof *row);
		if (svar)
			row[sn->slot] = x;
		if (ovar)
			row[on->slot] = y;
	}
	sq_ids_free(&found);
	sq_ids_free(&nodes);
	return e->st;
}
