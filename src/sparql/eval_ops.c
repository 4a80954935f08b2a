/* SPDX-License-Identifier: Apache-2.0 */
/* The algebra operators (section 18.5) over materialised multisets of
 * rows. A BGP is matched triple by triple from its input rows (an index
 * nested-loop join: each row's bindings become constants of the next
 * lookup), most bound triple first; a Join or LeftJoin whose right side is
 * a BGP, a path or a table feeds its left rows in the same way; other joins
 * hash the right side on the slots bound in every row of both sides. */
#include "sparql/eval.h"

#include <stdlib.h>
#include <string.h>

static pg_status over_limit(sq_eval *e, const sq_rows *r)
{
	if (r->n > e->max_rows)
		return sq_eval_fail(e, PG_ERR_INPUT,
				    "the query needs more than %zu rows at once; narrow it (more bound "
				    "terms, a LIMIT, fewer OPTIONALs)", e->max_rows);
	return e->st;
}

static pg_status nomem(sq_eval *e)
{
	return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
}

/* ---- BGP */

typedef struct bgp_step {
	sq_eval *e;
	const sq_node *tp;   /* the triple pattern */
	const sq_id *row;    /* the input row */
	sq_rows *out;
	size_t stop_at;      /* stop once out holds this many rows (the budget) */
} bgp_step;

/* A pattern position: its slot if it is a variable (or blank node), else -1. */
static long slot_of(const sq_node *t)
{
	return t->kind == SQ_VAR || t->kind == SQ_BNODE ? (long)t->slot : -1;
}

static bool on_triple(void *ctx, sq_id s, sq_id p, sq_id o)
{
	bgp_step *b = ctx;
	sq_eval *e = b->e;
	sq_id *row = sq_rows_push(b->out);
	if (!row) {
		nomem(e);
		return false;
	}
	memcpy(row, b->row, e->nvars * sizeof *row);
	sq_id v[3] = {s, p, o};
	for (int i = 0; i < 3; i++) {
		long k = slot_of(b->tp->kids[i]);
		if (k < 0)
			continue;
		if (row[k] && row[k] != v[i]) { /* the same variable twice, other terms */
			b->out->n--;
			return true;
		}
		row[k] = v[i];
	}
	if (b->out->n > e->max_rows) {
		over_limit(e, b->out);
		return false;
	}
	return b->out->n < b->stop_at;
}

/* ---- the lookups of one BGP step, each distinct one made once
 *
 * Rows that bind a pattern's variables alike (the same predicate of every
 * assertion, the same label of one method for its many papers) ask the store
 * the same question; the answers of each distinct (s, p, o) are kept for the
 * step, up to a bound on the triples kept, past which lookups go to the store
 * every time. */

#define CACHE_MAX_TRIPLES (4u << 20)

typedef struct cache_slot {
	sq_id k[3];
	size_t start, count;
	bool used;
} cache_slot;

typedef struct lookup_cache {
	cache_slot *slot;
	size_t slots, n;
	sq_id *t;          /* 3 per triple */
	size_t nt, cap;
	bool full;         /* past CACHE_MAX_TRIPLES: no more keys are added */
	sq_eval *e;
} lookup_cache;

static size_t cache_hash(const sq_id *k)
{
	uint64_t h = k[0] * 0x9E3779B97F4A7C15ull ^ (k[1] + 0x7F4A7C15ull) * 0xC2B2AE3D27D4EB4Full ^
		     (k[2] + 0x165667B1ull) * 0x94D049BB133111EBull;
	return (size_t)(h ^ (h >> 29));
}

static bool cache_grow(lookup_cache *c)
{
	size_t slots = c->slots ? c->slots * 2 : 256;
	cache_slot *ns = calloc(slots, sizeof *ns);
	if (!ns)
		return false;
	for (size_t i = 0; i < c->slots; i++) {
		if (!c->slot[i].used)
			continue;
		size_t j = cache_hash(c->slot[i].k) & (slots - 1);
		while (ns[j].used)
			j = (j + 1) & (slots - 1);
		ns[j] = c->slot[i];
	}
	free(c->slot);
	c->slot = ns;
	c->slots = slots;
	return true;
}

static bool on_collect(void *ctx, sq_id s, sq_id p, sq_id o)
{
	lookup_cache *c = ctx;
	if (c->nt == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 1024;
		sq_id *t = realloc(c->t, cap * 3 * sizeof *t);
		if (!t) {
			nomem(c->e);
			return false;
		}
		c->t = t;
		c->cap = cap;
	}
	c->t[c->nt * 3] = s, c->t[c->nt * 3 + 1] = p, c->t[c->nt * 3 + 2] = o;
	c->nt++;
	return true;
}

/* The cached answers of key `k` (*start, *count into c->t), looked up in the
 * store if new. False when the cache is full (then ask the store directly). */
static bool cache_get(lookup_cache *c, const sq_id *k, size_t *start, size_t *count)
{
	if (c->slots) {
		for (size_t j = cache_hash(k) & (c->slots - 1); c->slot[j].used; j = (j + 1) & (c->slots - 1))
			if (!memcmp(c->slot[j].k, k, sizeof c->slot[j].k)) {
				*start = c->slot[j].start;
				*count = c->slot[j].count;
				return true;
			}
	}
	if (c->full)
		return false;
	if ((c->n + 1) * 2 > c->slots && !cache_grow(c)) {
		nomem(c->e);
		return false;
	}
	size_t first = c->nt;
	sq_match(c->e, k[0], k[1], k[2], on_collect, c);
	size_t j = cache_hash(k) & (c->slots - 1);
	while (c->slot[j].used)
		j = (j + 1) & (c->slots - 1);
	c->slot[j] = (cache_slot){{k[0], k[1], k[2]}, first, c->nt - first, true};
	c->n++;
	c->full = c->nt >= CACHE_MAX_TRIPLES;
	*start = first;
	*count = c->nt - first;
	return true;
}

/* How selective a triple pattern is once the slots in `bound` are bound:
 * lower is better. A bound subject or object narrows most. */
static int cost(const sq_node *tp, const bool *bound)
{
	static const int weight[3] = {4, 1, 3};
	int c = 0;
	for (int i = 0; i < 3; i++) {
		long k = slot_of(tp->kids[i]);
		if (k >= 0 && !bound[k])
			c += weight[i];
	}
	return c;
}

/* The next pattern of a BGP: the one not `done` with the fewest matches
 * given the slots `bound` so far. Patterns sharing no bound variable with
 * what is bound (a cross product) come last. Among the rest, the source's
 * estimate decides (a lookup with the pattern's constants and the values
 * `sample`, one row of the input, gives those bound slots), then cost();
 * where a bound slot has no sample value (the depth-first order, chosen
 * before any row is made) cost() decides first and the estimate breaks ties.
 * Without an estimate (NULL) only cost() counts. */
static size_t pick(sq_eval *e, const sq_node *bgp, const bool *done, const bool *bound,
		   const sq_id *sample)
{
	bool any_bound = false, known = true;
	for (size_t k = 0; k < e->nvars; k++) {
		any_bound |= bound[k];
		known &= !bound[k] || (sample && sample[k]);
	}
	/* each pattern's place by (cross product, cost): the candidates are
	 * estimated in that order, each lookup counted no further than the
	 * best so far (a pattern with constants first makes the rest cheap) */
	uint64_t order_key[64];
	size_t left = 0;
	for (size_t i = 0; i < bgp->n && i < 64; i++) {
		if (done[i])
			continue;
		const sq_node *tp = bgp->kids[i];
		bool connected = !any_bound, has_var = false;
		for (int j = 0; j < 3; j++) {
			long k = slot_of(tp->kids[j]);
			has_var |= k >= 0;
			connected |= k >= 0 && bound[k];
		}
		order_key[i] = (uint64_t)(connected || !has_var ? 0 : 1) << 32 | (uint64_t)cost(tp, bound);
		left++;
	}
	bool estimate = e->src && e->src->estimate && left > 1 && bgp->n <= 64;
	size_t best = SIZE_MAX;
	uint64_t best_key[3] = {UINT64_MAX, UINT64_MAX, UINT64_MAX};
	bool seen[64] = {false};
	for (size_t round = 0; round < left; round++) {
		size_t i = SIZE_MAX;
		for (size_t k = 0; k < bgp->n && k < 64; k++)
			if (!done[k] && !seen[k] && (i == SIZE_MAX || order_key[k] < order_key[i]))
				i = k;
		if (i == SIZE_MAX)
			break;
		seen[i] = true;
		uint64_t cross = order_key[i] >> 32, c = order_key[i] & 0xFFFFFFFFu;
		if (best != SIZE_MAX && (cross > best_key[0] || (!known && c > best_key[1])))
			break; /* it cannot win, nor can the rest */
		const sq_node *tp = bgp->kids[i];
		size_t est = 0;
		if (estimate) {
			sq_id v[3];
			for (int j = 0; j < 3; j++) {
				long k = slot_of(tp->kids[j]);
				v[j] = k < 0 ? sq_eval_const(e, tp->kids[j]) : sample ? sample[k] : 0;
			}
			size_t limit = best == SIZE_MAX ? SIZE_MAX : (size_t)(known ? best_key[1] : best_key[2]);
			if (v[1] && sq_term_get(e->terms, v[1])->kind != PG_TERM_IRI)
				est = 0; /* a literal predicate: nothing */
			else
				est = e->src->estimate(e->src, e, e->graph, v[0], v[1], v[2], limit);
		}
		uint64_t key[3] = {cross, known ? est : c, known ? c : est};
		int j = 0;
		while (j < 2 && key[j] == best_key[j])
			j++;
		if (key[j] < best_key[j]) {
			best = i;
			memcpy(best_key, key, sizeof key);
		}
	}
	if (best == SIZE_MAX) /* over 64 patterns: the first left */
		for (size_t i = 0; i < bgp->n && best == SIZE_MAX; i++)
			if (!done[i])
				best = i;
	return best;
}

/* The slots bound in every row of `r`. */
static void bound_in_all(const sq_rows *r, bool *bound)
{
	for (size_t k = 0; k < r->width; k++) {
		bound[k] = r->n > 0;
		for (size_t i = 0; bound[k] && i < r->n; i++)
			bound[k] = SQ_ROW(r, i)[k] != 0;
	}
}

/* ---- a BGP under a row budget: depth first
 *
 * Step by step, a BGP holds every row of each step, the whole cross
 * product of its first patterns before the last one is matched. When only
 * `want` rows are needed, each statement of a step goes on to the next step
 * at once, and the walk ends at the want-th solution: the rows held are one
 * per step. The order of the patterns is chosen up front, from what the
 * input rows bind and what each chosen pattern binds. */

typedef struct dfs {
	sq_eval *e;
	const sq_node *bgp;
	const size_t *order;  /* bgp->n pattern indexes */
	sq_id *rows;          /* (bgp->n + 1) rows: the row before each step */
	sq_rows *out;
	size_t stop_at;
} dfs;

typedef struct dfs_frame {
	dfs *d;
	size_t k;             /* the step */
} dfs_frame;

static bool dfs_step(dfs *d, size_t k);

static bool on_dfs(void *ctx, sq_id s, sq_id p, sq_id o)
{
	dfs_frame *f = ctx;
	dfs *d = f->d;
	sq_eval *e = d->e;
	const sq_node *tp = d->bgp->kids[d->order[f->k]];
	sq_id *row = d->rows + (f->k + 1) * e->nvars;
	memcpy(row, d->rows + f->k * e->nvars, e->nvars * sizeof *row);
	sq_id v[3] = {s, p, o};
	for (int i = 0; i < 3; i++) {
		long k = slot_of(tp->kids[i]);
		if (k < 0)
			continue;
		if (row[k] && row[k] != v[i])
			return true;
		row[k] = v[i];
	}
	if (f->k + 1 < d->bgp->n)
		return dfs_step(d, f->k + 1);
	if (!sq_rows_add(d->out, row)) {
		nomem(e);
		return false;
	}
	if (d->out->n > e->max_rows) {
		over_limit(e, d->out);
		return false;
	}
	return d->out->n < d->stop_at;
}

/* Matches step k from d->rows[k]; false once the walk is to end. */
static bool dfs_step(dfs *d, size_t k)
{
	sq_eval *e = d->e;
	const sq_node *tp = d->bgp->kids[d->order[k]];
	const sq_id *row = d->rows + k * e->nvars;
	sq_id v[3];
	for (int i = 0; i < 3; i++)
		v[i] = sq_eval_term_in(e, tp->kids[i], row);
	if (v[1] && sq_term_get(e->terms, v[1])->kind != PG_TERM_IRI)
		return true; /* no statement has it as predicate */
	dfs_frame f = {d, k};
	sq_match(e, v[0], v[1], v[2], on_dfs, &f);
	return !sq_eval_failed(e) && d->out->n < d->stop_at;
}

static const size_t *bgp_plan(sq_eval *e, const sq_node *bgp, const sq_rows *in);

static pg_status eval_bgp_dfs(sq_eval *e, const sq_node *bgp, sq_rows *in, sq_rows *out,
			      size_t want)
{
	const size_t *order = bgp_plan(e, bgp, in);
	sq_id *rows = calloc((bgp->n + 1) * (e->nvars ? e->nvars : 1), sizeof *rows);
	if (!rows)
		nomem(e);
	else if (order) {
		dfs d = {e, bgp, order, rows, out, out->n + want};
		for (size_t r = 0; r < in->n && !sq_eval_failed(e); r++) {
			memcpy(rows, SQ_ROW(in, r), e->nvars * sizeof *rows);
			if (!dfs_step(&d, 0))
				break;
		}
	}
	free(rows);
	sq_rows_free(in);
	return e->st;
}

static bool on_first(void *ctx, sq_id s, sq_id p, sq_id o)
{
	sq_id *v = ctx;
	v[0] = s, v[1] = p, v[2] = o;
	return false;
}

/* The order of a BGP's patterns for the rows `in`: at each step pick()'s,
 * given the slots bound so far and a sample row: the first input row, then
 * extended by the first statement of each chosen pattern, so that the
 * estimates of the later steps are of real values too. Made once per BGP
 * and set of bound slots (cached in e->plans, owned there); NULL after a
 * failure. */
static const size_t *bgp_plan(sq_eval *e, const sq_node *bgp, const sq_rows *in)
{
	size_t nv = e->nvars ? e->nvars : 1;
	bool *bound = calloc(nv, sizeof *bound);
	if (!bound) {
		nomem(e);
		return NULL;
	}
	bound_in_all(in, bound);
	for (sq_plan *p = e->plans; p; p = p->next)
		if (p->bgp == bgp && !memcmp(p->bound, bound, e->nvars * sizeof *bound)) {
			free(bound);
			return p->order;
		}
	sq_plan *plan = calloc(1, sizeof *plan);
	bool *done = calloc(bgp->n ? bgp->n : 1, sizeof *done);
	sq_id *sample = calloc(nv, sizeof *sample);
	if (plan) {
		plan->bgp = bgp;
		plan->bound = calloc(nv, sizeof *plan->bound);
		plan->order = calloc(bgp->n ? bgp->n : 1, sizeof *plan->order);
	}
	if (!plan || !plan->bound || !plan->order || !done || !sample) {
		nomem(e);
		if (plan) {
			free(plan->bound);
			free(plan->order);
		}
		free(plan);
		plan = NULL;
		goto out;
	}
	memcpy(plan->bound, bound, e->nvars * sizeof *bound);
	if (in->n)
		memcpy(sample, SQ_ROW(in, 0), e->nvars * sizeof *sample);
	for (size_t step = 0; step < bgp->n && !sq_eval_failed(e); step++) {
		size_t best = pick(e, bgp, done, bound, sample);
		const sq_node *tp = bgp->kids[best];
		done[best] = true;
		plan->order[step] = best;
		sq_id v[3] = {0, 0, 0}, got[3] = {0, 0, 0};
		bool known = step + 1 < bgp->n && e->src && e->src->estimate;
		for (int i = 0; i < 3; i++) {
			long k = slot_of(tp->kids[i]);
			v[i] = k < 0 ? sq_eval_const(e, tp->kids[i]) : sample[k];
			known &= k < 0 || !bound[k] || sample[k];
		}
		if (known && !(v[1] && sq_term_get(e->terms, v[1])->kind != PG_TERM_IRI))
			sq_match(e, v[0], v[1], v[2], on_first, got);
		for (int i = 0; i < 3; i++) {
			long k = slot_of(tp->kids[i]);
			if (k >= 0) {
				if (!bound[k])
					sample[k] = got[i];
				bound[k] = true;
			}
		}
	}
	plan->next = e->plans;
	e->plans = plan;
out:
	free(done);
	free(bound);
	free(sample);
	return plan && !sq_eval_failed(e) ? plan->order : NULL;
}

/* Matches the BGP `bgp` from each row of `in` (consumed) into `out`, up
 * to `want` rows (then depth first, above). */
static pg_status eval_bgp(sq_eval *e, const sq_node *bgp, sq_rows *in, sq_rows *out, size_t want)
{
	if (want != SIZE_MAX && bgp->n > 1)
		return eval_bgp_dfs(e, bgp, in, out, want);
	size_t n = bgp->n;
	const size_t *order = n && in->n ? bgp_plan(e, bgp, in) : NULL;
	sq_rows cur = *in, next;
	sq_rows_init(in, e->nvars);
	for (size_t step = 0; order && step < n && cur.n && !sq_eval_failed(e); step++) {
		const sq_node *tp = bgp->kids[order[step]];
		sq_rows_init(&next, e->nvars);
		bgp_step b = {e, tp, NULL, &next, step + 1 == n ? want : SIZE_MAX};
		lookup_cache cache = {.e = e};
		for (size_t r = 0; r < cur.n && next.n < b.stop_at && !sq_eval_failed(e); r++) {
			b.row = SQ_ROW(&cur, r);
			sq_id v[3];
			bool impossible = false;
			for (int i = 0; i < 3; i++) {
				const sq_node *t = tp->kids[i];
				v[i] = sq_eval_term_in(e, t, b.row);
				/* a constant no statement has: no match (it is not interned
				 * by the lookup, but it was by the parse, so check kinds) */
				if (i == 1 && v[i] && sq_term_get(e->terms, v[i])->kind != PG_TERM_IRI)
					impossible = true;
			}
			if (impossible)
				continue;
			size_t start, count;
			if (cur.n > 1 && b.stop_at == SIZE_MAX && cache_get(&cache, v, &start, &count)) {
				for (size_t k = 0; k < count && !sq_eval_failed(e); k++) {
					const sq_id *x = cache.t + (start + k) * 3;
					if (!on_triple(&b, x[0], x[1], x[2]))
						break;
				}
			} else if (!sq_eval_failed(e)) {
				sq_match(e, v[0], v[1], v[2], on_triple, &b);
			}
		}
		free(cache.slot);
		free(cache.t);
		sq_rows_free(&cur);
		cur = next;
	}
	if (!sq_eval_failed(e) && (n == 0 || order) && !sq_rows_append(out, &cur))
		nomem(e);
	sq_rows_free(&cur);
	return e->st;
}

/* ---- joins */

static uint64_t key_hash(const sq_id *row, const size_t *keys, size_t nk)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < nk; i++)
		h = (h ^ row[keys[i]]) * 1099511628211ull;
	return h ^ (h >> 29);
}

typedef struct hash_index {
	size_t *head;  /* [slots]: first row + 1, 0 = none */
	size_t *next;  /* [rows]: next row + 1 in the chain */
	size_t slots;
} hash_index;

static bool index_build(hash_index *x, const sq_rows *r, const size_t *keys, size_t nk)
{
	x->slots = 16;
	while (x->slots < r->n * 2)
		x->slots *= 2;
	x->head = calloc(x->slots, sizeof *x->head);
	x->next = calloc(r->n ? r->n : 1, sizeof *x->next);
	if (!x->head || !x->next)
		return false;
	for (size_t i = r->n; i-- > 0;) { /* chains in row order */
		size_t h = (size_t)key_hash(SQ_ROW(r, i), keys, nk) & (x->slots - 1);
		x->next[i] = x->head[h];
		x->head[h] = i + 1;
	}
	return true;
}

static void index_free(hash_index *x)
{
	free(x->head);
	free(x->next);
}

/* The slots bound in every row of both sides (the hash key). */
static size_t join_keys(sq_eval *e, const sq_rows *a, const sq_rows *b, size_t *keys)
{
	bool *ba = calloc(e->nvars ? e->nvars : 1, sizeof *ba);
	bool *bb = calloc(e->nvars ? e->nvars : 1, sizeof *bb);
	size_t nk = 0;
	if (ba && bb) {
		bound_in_all(a, ba);
		bound_in_all(b, bb);
		for (size_t k = 0; k < e->nvars; k++)
			if (ba[k] && bb[k])
				keys[nk++] = k;
	} else {
		nomem(e);
	}
	free(ba);
	free(bb);
	return nk;
}

/* For each row of `a`, the compatible rows of `b` (via `x` when nk > 0),
 * calling `fn`; a LeftJoin's filter and its "no match" are fn's. */
typedef bool (*pair_fn)(sq_eval *e, void *ctx, const sq_id *a, const sq_id *b);

static void each_pair(sq_eval *e, const sq_rows *b, const hash_index *x, const size_t *keys,
		      size_t nk, const sq_id *arow, pair_fn fn, void *ctx)
{
	if (nk) {
		size_t h = (size_t)key_hash(arow, keys, nk) & (x->slots - 1);
		for (size_t i = x->head[h]; i && !sq_eval_failed(e); i = x->next[i - 1]) {
			const sq_id *brow = SQ_ROW(b, i - 1);
			if (sq_row_compatible(arow, brow, e->nvars) && !fn(e, ctx, arow, brow))
				return;
		}
		return;
	}
	for (size_t i = 0; i < b->n && !sq_eval_failed(e); i++) {
		const sq_id *brow = SQ_ROW(b, i);
		if (sq_row_compatible(arow, brow, e->nvars) && !fn(e, ctx, arow, brow))
			return;
	}
}

typedef struct join_ctx {
	sq_rows *out;
	const sq_node *lj;  /* LeftJoin: its filters are kids 2.. */
	bool matched;
	sq_id *tmp;
} join_ctx;

static bool filters_hold(sq_eval *e, const sq_node *lj, const sq_id *row)
{
	for (size_t i = 2; lj && i < lj->n; i++)
		if (!sq_expr_true(e, lj->kids[i], row))
			return false;
	return true;
}

static bool on_pair(sq_eval *e, void *ctx, const sq_id *a, const sq_id *b)
{
	join_ctx *j = ctx;
	sq_row_merge(j->tmp, a, b, e->nvars);
	if (j->lj) {
		e->row_scope++;
		if (!filters_hold(e, j->lj, j->tmp))
			return true;
	}
	j->matched = true;
	if (!sq_rows_add(j->out, j->tmp)) {
		nomem(e);
		return false;
	}
	if (j->out->n > e->max_rows) {
		over_limit(e, j->out);
		return false;
	}
	return true;
}

/* Join (lj NULL) or LeftJoin of the multisets a and b into out. */
static pg_status hash_join(sq_eval *e, const sq_rows *a, const sq_rows *b, const sq_node *lj,
			   sq_rows *out)
{
	size_t *keys = calloc(e->nvars ? e->nvars : 1, sizeof *keys);
	sq_id *tmp = calloc(e->nvars ? e->nvars : 1, sizeof *tmp);
	hash_index x = {0};
	if (!keys || !tmp) {
		nomem(e);
		goto out;
	}
	size_t nk = join_keys(e, a, b, keys);
	if (nk && !index_build(&x, b, keys, nk)) {
		nomem(e);
		goto out;
	}
	join_ctx j = {out, lj, false, tmp};
	for (size_t i = 0; i < a->n && !sq_eval_failed(e); i++) {
		j.matched = false;
		each_pair(e, b, &x, keys, nk, SQ_ROW(a, i), on_pair, &j);
		if (lj && !j.matched && !sq_eval_failed(e) && !sq_rows_add(out, SQ_ROW(a, i)))
			nomem(e);
	}
out:
	index_free(&x);
	free(keys);
	free(tmp);
	return e->st;
}

/* Can the right side of a join take the left rows as its input (its
 * answer for a row is what the join would keep of it)? */
static bool takes_input(const sq_node *n)
{
	return n->kind == SQ_A_BGP || n->kind == SQ_A_PATH || n->kind == SQ_A_TABLE;
}

static pg_status eval_table(sq_eval *e, const sq_node *t, const sq_id *seed, sq_rows *out);

/* Evaluates `n` (takes_input) from each row of `in` (consumed) into out,
 * stopping after the row that makes `want` rows appended. */
static pg_status eval_from(sq_eval *e, const sq_node *n, sq_rows *in, sq_rows *out, size_t want)
{
	if (n->kind == SQ_A_BGP)
		return eval_bgp(e, n, in, out, want);
	if (n->kind == SQ_A_PATH && in->n > 1) {
		/* no row binds a variable end: one search, then a hash join,
		 * not the same search once per row */
		long ends[2] = {slot_of(n->kids[0]), slot_of(n->kids[2])};
		bool free_ends = true;
		for (int k = 0; k < 2 && free_ends; k++)
			for (size_t i = 0; ends[k] >= 0 && free_ends && i < in->n; i++)
				free_ends = !SQ_ROW(in, i)[ends[k]];
		if (free_ends) {
			sq_rows all;
			sq_rows_init(&all, e->nvars);
			sq_eval_path(e, n, NULL, &all);
			if (!sq_eval_failed(e))
				hash_join(e, in, &all, NULL, out);
			sq_rows_free(&all);
			sq_rows_free(in);
			return e->st;
		}
	}
	size_t base = out->n;
	for (size_t i = 0; i < in->n && out->n - base < want && !sq_eval_failed(e); i++) {
		if (n->kind == SQ_A_PATH)
			sq_eval_path(e, n, SQ_ROW(in, i), out);
		else
			eval_table(e, n, SQ_ROW(in, i), out);
		over_limit(e, out);
	}
	sq_rows_free(in);
	return e->st;
}

/* ---- the rest */

static pg_status eval_table(sq_eval *e, const sq_node *t, const sq_id *seed, sq_rows *out)
{
	sq_id *row = calloc(e->nvars ? e->nvars : 1, sizeof *row);
	if (!row)
		return nomem(e);
	if (t->flags & SQ_F_UNIT) {
		if (seed)
			memcpy(row, seed, e->nvars * sizeof *row);
		if (!sq_rows_add(out, row))
			nomem(e);
		free(row);
		return e->st;
	}
	const sq_node *vars = t->kids[0];
	for (size_t r = 1; r < t->n && !sq_eval_failed(e); r++) {
		const sq_node *vals = t->kids[r];
		if (seed)
			memcpy(row, seed, e->nvars * sizeof *row);
		else
			memset(row, 0, e->nvars * sizeof *row);
		bool ok = true;
		for (size_t i = 0; ok && vars && i < vars->n && i < vals->n; i++) {
			const sq_node *v = vals->kids[i];
			if (v->kind == SQ_UNDEF)
				continue;
			sq_id id = sq_eval_const(e, v);
			size_t k = vars->kids[i]->slot;
			if (row[k] && row[k] != id)
				ok = false;
			row[k] = id;
		}
		if (ok && !sq_rows_add(out, row))
			nomem(e);
	}
	free(row);
	return e->st;
}

static pg_status eval_minus(sq_eval *e, const sq_rows *a, const sq_rows *b, sq_rows *out)
{
	for (size_t i = 0; i < a->n && !sq_eval_failed(e); i++) {
		const sq_id *ar = SQ_ROW(a, i);
		bool drop = false;
		for (size_t k = 0; !drop && k < b->n; k++) {
			const sq_id *br = SQ_ROW(b, k);
			bool shared = false;
			for (size_t v = 0; v < e->nvars; v++)
				shared |= ar[v] && br[v];
			drop = shared && sq_row_compatible(ar, br, e->nvars);
		}
		if (!drop && !sq_rows_add(out, ar))
			nomem(e);
	}
	return e->st;
}

static pg_status eval_graph(sq_eval *e, const sq_node *g, const sq_id *seed, sq_rows *out)
{
	const sq_node *name = g->kids[0];
	sq_id saved = e->graph;
	sq_ids graphs = {0};
	long var = name->kind == SQ_VAR ? (long)name->slot : -1;
	if (var < 0) {
		sq_id id = sq_eval_const(e, name);
		if (id && !sq_ids_add(&graphs, id))
			nomem(e);
	} else if (seed && seed[var]) {
		if (!sq_ids_add(&graphs, seed[var]))
			nomem(e);
	} else if (e->src) {
		e->src->graphs(e->src, e, &graphs);
	}
	/* only named graphs: a constant or a seed's value must be one of them */
	sq_ids named = {0};
	if (e->src && (var < 0 || (seed && seed[var])))
		e->src->graphs(e->src, e, &named);
	for (size_t i = 0; i < graphs.n && !sq_eval_failed(e); i++) {
		sq_id gid = graphs.v[i];
		if (var < 0 || (seed && seed[var])) {
			bool found = false;
			for (size_t k = 0; !found && k < named.n; k++)
				found = named.v[k] == gid;
			if (!found)
				continue;
		}
		sq_rows part;
		sq_rows_init(&part, e->nvars);
		e->graph = gid;
		sq_eval_op(e, g->kids[1], seed, &part);
		e->graph = saved;
		for (size_t r = 0; r < part.n && !sq_eval_failed(e); r++) {
			sq_id *row = SQ_ROW(&part, r);
			if (var >= 0) {
				if (row[var] && row[var] != gid)
					continue;
				row[var] = gid;
			}
			if (!sq_rows_add(out, row))
				nomem(e);
		}
		sq_rows_free(&part);
		over_limit(e, out);
	}
	e->graph = saved;
	sq_ids_free(&graphs);
	sq_ids_free(&named);
	return e->st;
}

/* ---- DISTINCT, ORDER BY */

static pg_status eval_distinct(sq_eval *e, sq_rows *in, sq_rows *out)
{
	size_t *keys = calloc(e->nvars ? e->nvars : 1, sizeof *keys);
	hash_index x = {0};
	if (!keys)
		return nomem(e);
	for (size_t k = 0; k < e->nvars; k++)
		keys[k] = k;
	/* a chained table of the rows kept so far */
	x.slots = 16;
	while (x.slots < in->n * 2)
		x.slots *= 2;
	x.head = calloc(x.slots, sizeof *x.head);
	x.next = calloc(in->n ? in->n : 1, sizeof *x.next);
	size_t base = out->n;
	if (!x.head || !x.next) {
		nomem(e);
		goto out;
	}
	for (size_t i = 0; i < in->n && !sq_eval_failed(e); i++) {
		const sq_id *row = SQ_ROW(in, i);
		size_t h = (size_t)key_hash(row, keys, e->nvars) & (x.slots - 1);
		bool dup = false;
		for (size_t j = x.head[h]; j && !dup; j = x.next[j - 1 - base] )
			dup = !memcmp(SQ_ROW(out, j - 1), row, e->nvars * sizeof *row);
		if (dup)
			continue;
		if (!sq_rows_add(out, row)) {
			nomem(e);
			break;
		}
		x.next[out->n - 1 - base] = x.head[h];
		x.head[h] = out->n;
	}
out:
	index_free(&x);
	free(keys);
	return e->st;
}

typedef struct sort_ctx {
	sq_eval *e;
	const sq_node *list; /* SQ_LIST of SQ_ORDER */
	const sq_id *keys;   /* nkeys per row */
	size_t nkeys;
} sort_ctx;

static int cmp_rows(const void *pa, const void *pb, void *ctx)
{
	size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
	const sort_ctx *s = ctx;
	for (size_t k = 0; k < s->nkeys; k++) {
		int c = sq_order_cmp(s->e, s->keys[a * s->nkeys + k], s->keys[b * s->nkeys + k]);
		if (c) {
			const char *dir = s->list->kids[k]->text;
			return dir && !strcmp(dir, "desc") ? -c : c;
		}
	}
	return a < b ? -1 : a > b; /* stable */
}

static pg_status eval_order(sq_eval *e, const sq_node *list, const sq_rows *in, sq_rows *out)
{
	size_t nk = list->n;
	size_t *idx = malloc((in->n ? in->n : 1) * sizeof *idx);
	sq_id *keys = calloc((in->n ? in->n : 1) * (nk ? nk : 1), sizeof *keys);
	if (!idx || !keys) {
		free(idx);
		free(keys);
		return nomem(e);
	}
	for (size_t i = 0; i < in->n && !sq_eval_failed(e); i++) {
		idx[i] = i;
		e->row_scope++;
		for (size_t k = 0; k < nk; k++)
			keys[i * nk + k] = sq_expr_eval(e, list->kids[k]->kids[0], SQ_ROW(in, i));
	}
	sort_ctx s = {e, list, keys, nk};
	if (!sq_eval_failed(e))
		qsort_r(idx, in->n, sizeof *idx, cmp_rows, &s);
	for (size_t i = 0; i < in->n && !sq_eval_failed(e); i++)
		if (!sq_rows_add(out, SQ_ROW(in, idx[i])))
			nomem(e);
	free(idx);
	free(keys);
	return e->st;
}

/* ---- the dispatch */

/* Keeps the rows of `in` compatible with `seed`, merged with it. */
static pg_status keep_compatible(sq_eval *e, const sq_id *seed, sq_rows *in, sq_rows *out)
{
	if (!seed)
		return sq_rows_append(out, in) ? e->st : nomem(e);
	for (size_t i = 0; i < in->n && !sq_eval_failed(e); i++) {
		sq_id *row = SQ_ROW(in, i);
		if (!sq_row_compatible(row, seed, e->nvars))
			continue;
		sq_row_merge(row, row, seed, e->nvars);
		if (!sq_rows_add(out, row))
			nomem(e);
	}
	sq_rows_free(in);
	return e->st;
}

pg_status sq_eval_op(sq_eval *e, const sq_node *n, const sq_id *seed, sq_rows *out)
{
	size_t want = e->want; /* this call's budget; operands get none unless given */
	e->want = SIZE_MAX;
	if (sq_eval_failed(e))
		return e->st;
	size_t base = out->n;
	sq_rows a, b;
	sq_rows_init(&a, e->nvars);
	sq_rows_init(&b, e->nvars);
	switch (n->kind) {
	case SQ_A_BGP: {
		sq_id *row = sq_rows_push(&a);
		if (!row)
			return nomem(e);
		if (seed)
			memcpy(row, seed, e->nvars * sizeof *row);
		eval_bgp(e, n, &a, out, want);
		break;
	}
	case SQ_A_PATH:
		sq_eval_path(e, n, seed, out);
		break;
	case SQ_A_TABLE:
		eval_table(e, n, seed, out);
		break;
	case SQ_A_JOIN:
		sq_eval_op(e, n->kids[0], seed, &a);
		if (takes_input(n->kids[1])) {
			eval_from(e, n->kids[1], &a, out, want);
		} else if (a.n) {
			sq_eval_op(e, n->kids[1], seed, &b);
			hash_join(e, &a, &b, NULL, out);
		}
		break;
	case SQ_A_LEFTJOIN:
		e->want = want; /* each left row gives one row or more */
		sq_eval_op(e, n->kids[0], seed, &a);
		if (takes_input(n->kids[1])) {
			/* per left row: its extensions that pass the filter, or itself */
			for (size_t i = 0; i < a.n && out->n - base < want && !sq_eval_failed(e); i++) {
				const sq_id *arow = SQ_ROW(&a, i);
				sq_rows one, ext;
				sq_rows_init(&one, e->nvars);
				sq_rows_init(&ext, e->nvars);
				if (!sq_rows_add(&one, arow)) {
					nomem(e);
					break;
				}
				eval_from(e, n->kids[1], &one, &ext, SIZE_MAX);
				size_t kept = 0;
				for (size_t k = 0; k < ext.n && !sq_eval_failed(e); k++) {
					e->row_scope++;
					if (!filters_hold(e, n, SQ_ROW(&ext, k)))
						continue;
					kept++;
					if (!sq_rows_add(out, SQ_ROW(&ext, k)))
						nomem(e);
				}
				if (!kept && !sq_eval_failed(e) && !sq_rows_add(out, arow))
					nomem(e);
				sq_rows_free(&ext);
				over_limit(e, out);
			}
		} else if (a.n) {
			sq_eval_op(e, n->kids[1], seed, &b);
			hash_join(e, &a, &b, n, out);
		}
		break;
	case SQ_A_UNION:
		e->want = want;
		sq_eval_op(e, n->kids[0], seed, out);
		if (out->n - base < want) {
			e->want = want == SIZE_MAX ? want : want - (out->n - base);
			sq_eval_op(e, n->kids[1], seed, out);
		}
		break;
	case SQ_A_MINUS:
		sq_eval_op(e, n->kids[0], seed, &a);
		if (a.n) {
			sq_eval_op(e, n->kids[1], seed, &b);
			eval_minus(e, &a, &b, out);
		}
		break;
	case SQ_A_FILTER: {
		const sq_node *list = n->kids[0];
		sq_eval_op(e, n->kids[1], seed, &a);
		for (size_t i = 0; i < a.n && !sq_eval_failed(e); i++) {
			const sq_id *row = SQ_ROW(&a, i);
			bool ok = true;
			e->row_scope++;
			for (size_t k = 0; ok && k < list->n; k++)
				ok = sq_expr_true(e, list->kids[k], row);
			if (ok && !sq_rows_add(out, row))
				nomem(e);
		}
		break;
	}
	case SQ_A_GRAPH:
		eval_graph(e, n, seed, out);
		break;
	case SQ_A_EXTEND: {
		/* a chain of Extends (the SELECT's (expr AS ?v) list, BINDs in a
		 * row) is applied row by row, all in one scope: BNODE("x") is
		 * the same blank node in each of them for one solution */
		const sq_node *chain[64];
		size_t depth = 0;
		const sq_node *under = n;
		while (under->kind == SQ_A_EXTEND && depth < 64) {
			chain[depth++] = under;
			under = under->kids[2];
		}
		e->want = seed ? SIZE_MAX : want; /* only a seed's binding drops a row */
		sq_eval_op(e, under, seed, &a);
		for (size_t i = 0; i < a.n && !sq_eval_failed(e); i++) {
			sq_id *row = SQ_ROW(&a, i);
			bool keep = true;
			e->row_scope++;
			for (size_t c = depth; keep && c-- > 0;) {
				size_t k = chain[c]->kids[0]->slot;
				sq_id v = sq_expr_eval(e, chain[c]->kids[1], row);
				if (row[k] && v && row[k] != v) /* only a seed can have bound it */
					keep = false;
				else if (v)
					row[k] = v;
			}
			if (keep && !sq_rows_add(out, row))
				nomem(e);
		}
		break;
	}
	case SQ_A_GROUP:
		sq_eval_op(e, n->kids[2], NULL, &a);
		sq_eval_group(e, n, &a, &b);
		keep_compatible(e, seed, &b, out);
		break;
	case SQ_A_TOMULTISET:
		e->want = want;
		sq_eval_op(e, n->kids[0], seed, out);
		break;
	case SQ_A_ORDER:
		sq_eval_op(e, n->kids[1], seed, &a);
		eval_order(e, n->kids[0], &a, out);
		break;
	case SQ_A_PROJECT: {
		const sq_node *vars = n->kids[0];
		bool *keep = calloc(e->nvars ? e->nvars : 1, sizeof *keep);
		sq_id *inner_seed = seed ? calloc(e->nvars ? e->nvars : 1, sizeof *inner_seed) : NULL;
		if (!keep || (seed && !inner_seed)) {
			free(keep);
			free(inner_seed);
			return nomem(e);
		}
		for (size_t i = 0; i < vars->n; i++)
			keep[vars->kids[i]->slot] = true;
		for (size_t k = 0; seed && k < e->nvars; k++)
			inner_seed[k] = keep[k] ? seed[k] : 0;
		e->want = seed ? SIZE_MAX : want; /* with a seed, keep_compatible may drop rows */
		sq_eval_op(e, n->kids[1], inner_seed, &a);
		for (size_t i = 0; i < a.n; i++) {
			sq_id *row = SQ_ROW(&a, i);
			for (size_t k = 0; k < e->nvars; k++)
				if (!keep[k])
					row[k] = 0;
		}
		keep_compatible(e, seed, &a, out);
		free(keep);
		free(inner_seed);
		break;
	}
	case SQ_A_DISTINCT:
		sq_eval_op(e, n->kids[0], seed, &a);
		eval_distinct(e, &a, out);
		break;
	case SQ_A_REDUCED: /* may drop duplicates (18.5); keeping them all is cheapest */
		e->want = want;
		sq_eval_op(e, n->kids[0], seed, out);
		break;
	case SQ_A_SLICE: {
		size_t from = n->offset > 0 ? (size_t)n->offset : 0;
		size_t count = n->limit >= 0 ? (size_t)n->limit : SIZE_MAX;
		if (want < count)
			count = want;
		/* the operand's first from + count rows (ORDER BY, DISTINCT and
		 * the like ignore the budget and give all theirs) */
		e->want = count == SIZE_MAX || from > SIZE_MAX - count ? SIZE_MAX : from + count;
		sq_eval_op(e, n->kids[0], seed, &a);
		for (size_t i = from; i < a.n && count && !sq_eval_failed(e); i++, count--)
			if (!sq_rows_add(out, SQ_ROW(&a, i)))
				nomem(e);
		break;
	}
	case SQ_A_SERVICE:
		sq_eval_fail(e, PG_ERR_INPUT, "SERVICE is not evaluated (nothing is fetched)");
		break;
	default:
		sq_eval_fail(e, PG_ERR_INTERNAL, "no evaluation for algebra node kind %d", (int)n->kind);
		break;
	}
	sq_rows_free(&a);
	sq_rows_free(&b);
	return over_limit(e, out);
}

int sq_eval_exists(sq_eval *e, const sq_node *pattern, const sq_id *row)
{
	sq_rows r;
	sq_rows_init(&r, e->nvars);
	uint64_t scope = e->row_scope;
	e->want = 1; /* one solution decides */
	sq_eval_op(e, pattern, row, &r);
	e->row_scope = scope;
	int found = sq_eval_failed(e) ? -1 : r.n > 0;
	sq_rows_free(&r);
	return found;
}
