/* SPDX-License-Identifier: Apache-2.0 */
/* The store as a source of statements: librdf's find_statements, in one
 * context (a named graph) or in the whole model, nodes turned into the
 * evaluation's term ids. The merge of several graphs (the default graph)
 * gives each statement once: a set of the triples given so far. */
#include "sparql/eval_source.h"

#include <stdlib.h>
#include <string.h>

#include "store/store_rdf.h"

typedef struct store_source {
	sq_source base;
	pg_store *store;
	librdf_world *world;
	librdf_model *model;
	bool restricted;       /* a dataset was given */
	char **from, **named;  /* owned */
	size_t n_from, n_named;
	struct est_slot *est;  /* the estimates made so far (owned), est_slots a power of 2 */
	size_t est_slots, est_n;
} store_source;

/* An estimate: the statements of one (g, s, p, o), counted up to `upto`
 * (count < upto: exact). */
typedef struct est_slot {
	sq_id k[4];
	size_t count, upto;
	bool used;
} est_slot;

#define EST_CAP 256

/* ---- a set of triples, for the merge */

typedef struct triple_set {
	sq_id *v;   /* 3 per slot; s == 0 is empty */
	size_t slots, n;
} triple_set;

static uint64_t triple_hash(sq_id s, sq_id p, sq_id o)
{
	uint64_t h = s * 0x9E3779B97F4A7C15ull;
	h ^= (p + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
	h ^= (o + 0x165667B19E3779F9ull) * 0x94D049BB133111EBull;
	return h ^ (h >> 31);
}

/* Adds (s p o); *fresh tells whether it was new. False on out-of-memory. */
static bool triple_set_add(triple_set *t, sq_id s, sq_id p, sq_id o, bool *fresh)
{
	if ((t->n + 1) * 2 > t->slots) {
		size_t slots = t->slots ? t->slots * 2 : 16;
		sq_id *v = calloc(slots * 3, sizeof *v);
		if (!v)
			return false;
		for (size_t i = 0; i < t->slots; i++) {
			sq_id *x = t->v + i * 3;
			if (!x[0])
				continue;
			size_t k = (size_t)triple_hash(x[0], x[1], x[2]) & (slots - 1);
			while (v[k * 3])
				k = (k + 1) & (slots - 1);
			memcpy(v + k * 3, x, 3 * sizeof *x);
		}
		free(t->v);
		t->v = v;
		t->slots = slots;
	}
	size_t k = (size_t)triple_hash(s, p, o) & (t->slots - 1);
	for (;; k = (k + 1) & (t->slots - 1)) {
		sq_id *x = t->v + k * 3;
		if (!x[0]) {
			x[0] = s, x[1] = p, x[2] = o;
			t->n++;
			*fresh = true;
			return true;
		}
		if (x[0] == s && x[1] == p && x[2] == o) {
			*fresh = false;
			return true;
		}
	}
}

/* ---- nodes and ids */

static sq_id id_of(sq_eval *e, librdf_node *n)
{
	size_t len = 0;
	switch (librdf_node_get_type(n)) {
	case LIBRDF_NODE_TYPE_RESOURCE: {
		const char *u = (const char *)librdf_uri_as_counted_string(librdf_node_get_uri(n), &len);
		return sq_term_iri(e->terms, u);
	}
	case LIBRDF_NODE_TYPE_BLANK:
		return sq_term_blank(e->terms, (const char *)librdf_node_get_counted_blank_identifier(n, &len));
	case LIBRDF_NODE_TYPE_LITERAL: {
		const char *lex = (const char *)librdf_node_get_literal_value_as_counted_string(n, &len);
		return sq_term_literal_n(e->terms, lex, len, librdf_node_get_literal_value_language(n),
					 pg_store_literal_datatype(n));
	}
	default:
		return 0;
	}
}

/* A new node for term `id` (caller frees), NULL if it cannot be one (0). */
static librdf_node *node_of(store_source *ss, sq_eval *e, sq_id id)
{
	const sq_term *t = sq_term_get(e->terms, id);
	if (!t)
		return NULL;
	switch (t->kind) {
	case PG_TERM_IRI:
		return librdf_new_node_from_uri_string(ss->world, (const unsigned char *)t->value);
	case PG_TERM_BLANK:
		return librdf_new_node_from_blank_identifier(ss->world, (const unsigned char *)t->value);
	case PG_TERM_LITERAL:
		return pg_store_new_literal(ss->world, t->value, t->len, t->lang, t->dtype);
	}
	return NULL;
}

/* ---- matching */

typedef struct walk {
	sq_eval *e;
	sq_id s, p, o;
	triple_set *merge; /* NULL: no merge needed */
	sq_match_fn fn;
	void *ctx;
	bool stop;
} walk;

/* Walks one stream; false when the caller's fn stopped or a failure. */
static void walk_stream(walk *w, librdf_stream *st)
{
	for (; !w->stop && !librdf_stream_end(st); librdf_stream_next(st)) {
		librdf_statement *x = librdf_stream_get_object(st);
		if (!x)
			break;
		sq_id s = w->s ? w->s : id_of(w->e, librdf_statement_get_subject(x));
		sq_id p = w->p ? w->p : id_of(w->e, librdf_statement_get_predicate(x));
		sq_id o = w->o ? w->o : id_of(w->e, librdf_statement_get_object(x));
		if (!s || !p || !o) {
			sq_eval_fail(w->e, PG_ERR_NOMEM, "out of memory");
			w->stop = true;
			break;
		}
		if (w->merge) {
			bool fresh;
			if (!triple_set_add(w->merge, s, p, o, &fresh)) {
				sq_eval_fail(w->e, PG_ERR_NOMEM, "out of memory");
				w->stop = true;
				break;
			}
			if (!fresh)
				continue;
		}
		if (!w->fn(w->ctx, s, p, o))
			w->stop = true;
	}
}

static bool in_list(char **list, size_t n, const char *iri)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(list[i], iri))
			return true;
	return false;
}

static pg_status store_match(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			     sq_match_fn fn, void *ctx)
{
	store_source *ss = (store_source *)src;
	const sq_term *ts = sq_term_get(e->terms, s), *tp = sq_term_get(e->terms, p);
	if ((ts && ts->kind == PG_TERM_LITERAL) || (tp && tp->kind != PG_TERM_IRI))
		return e->st; /* no statement has a literal subject or a non-IRI predicate */
	const sq_term *to = sq_term_get(e->terms, o);
	if ((ts && !ts->len) || (tp && !tp->len) || (to && to->kind == PG_TERM_IRI && !to->len))
		return e->st; /* an empty IRI (<> without a base): librdf makes no node of it */
	const sq_term *tg = sq_term_get(e->terms, g);
	if (g && (!tg || tg->kind != PG_TERM_IRI))
		return e->st;
	if (g && ss->restricted && !in_list(ss->named, ss->n_named, tg->value))
		return e->st;
	librdf_node *ns = s ? node_of(ss, e, s) : NULL, *np = p ? node_of(ss, e, p) : NULL,
		    *no = o ? node_of(ss, e, o) : NULL;
	if ((s && !ns) || (p && !np) || (o && !no)) {
		if (ns)
			librdf_free_node(ns);
		if (np)
			librdf_free_node(np);
		if (no)
			librdf_free_node(no);
		return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	}
	/* the statement owns the nodes (librdf frees them if it fails) */
	librdf_statement *partial = librdf_new_statement_from_nodes(ss->world, ns, np, no);
	if (!partial)
		return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	triple_set merge = {0};
	walk w = {e, s, p, o, NULL, fn, ctx, false};
	if (g) {
		librdf_node *c = librdf_new_node_from_uri_string(ss->world, (const unsigned char *)tg->value);
		librdf_stream *st = c ? librdf_model_find_statements_in_context(ss->model, partial, c) : NULL;
		if (st) {
			walk_stream(&w, st);
			librdf_free_stream(st);
		} else if (!c) {
			sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
		}
		if (c)
			librdf_free_node(c);
	} else if (ss->restricted) {
		if (ss->n_from > 1)
			w.merge = &merge;
		for (size_t i = 0; i < ss->n_from && !w.stop && !sq_eval_failed(e); i++) {
			librdf_node *c = librdf_new_node_from_uri_string(ss->world, (const unsigned char *)ss->from[i]);
			librdf_stream *st = c ? librdf_model_find_statements_in_context(ss->model, partial, c) : NULL;
			if (st) {
				walk_stream(&w, st);
				librdf_free_stream(st);
			}
			if (c)
				librdf_free_node(c);
			else
				sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
		}
	} else {
		w.merge = &merge; /* a statement in two graphs comes once per graph */
		librdf_stream *st = librdf_model_find_statements(ss->model, partial);
		if (st) {
			walk_stream(&w, st);
			librdf_free_stream(st);
		}
	}
	free(merge.v);
	librdf_free_statement(partial);
	return e->st;
}

/* ---- estimates: the index lookup itself, counted up to EST_CAP
 *
 * librdf's hashes storage keeps no statement counts per key, so the
 * estimate of a pattern is the lookup `match` would make, stopped after
 * EST_CAP statements or the caller's limit (the best estimate it has):
 * exact below that, "that many or more" at it. Each distinct (g, s, p, o)
 * is counted once per query (the source lives as long as the query), again
 * only when asked to count further, so the cost is bounded by EST_CAP per
 * distinct pattern and never a walk of the store. */

typedef struct counter {
	size_t n, upto;
} counter;

static bool on_count(void *ctx, sq_id s, sq_id p, sq_id o)
{
	(void)s, (void)p, (void)o;
	counter *c = ctx;
	return ++c->n < c->upto;
}

static size_t est_hash(const sq_id *k)
{
	uint64_t h = k[0] * 0x9E3779B97F4A7C15ull ^ (k[1] + 1) * 0xC2B2AE3D27D4EB4Full ^
		     (k[2] + 2) * 0x94D049BB133111EBull ^ (k[3] + 3) * 0x632BE59BD9B4E019ull;
	return (size_t)(h ^ (h >> 29));
}

static bool est_grow(store_source *ss)
{
	size_t slots = ss->est_slots ? ss->est_slots * 2 : 64;
	est_slot *v = calloc(slots, sizeof *v);
	if (!v)
		return false;
	for (size_t i = 0; i < ss->est_slots; i++) {
		if (!ss->est[i].used)
			continue;
		size_t j = est_hash(ss->est[i].k) & (slots - 1);
		while (v[j].used)
			j = (j + 1) & (slots - 1);
		v[j] = ss->est[i];
	}
	free(ss->est);
	ss->est = v;
	ss->est_slots = slots;
	return true;
}

static size_t store_estimate(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			     size_t limit)
{
	store_source *ss = (store_source *)src;
	sq_id k[4] = {g, s, p, o};
	size_t upto = limit < EST_CAP ? limit : EST_CAP;
	if (upto == 0)
		return 0;
	if ((ss->est_n + 1) * 2 > ss->est_slots && !est_grow(ss))
		return SIZE_MAX; /* unknown; the order falls back to its weights */
	size_t j = est_hash(k) & (ss->est_slots - 1);
	for (; ss->est[j].used; j = (j + 1) & (ss->est_slots - 1))
		if (!memcmp(ss->est[j].k, k, sizeof k))
			break;
	est_slot *x = &ss->est[j];
	if (x->used && (x->count < x->upto || x->upto >= upto))
		return x->count; /* exact, or counted at least as far */
	counter c = {0, upto};
	if (store_match(src, e, g, s, p, o, on_count, &c) != PG_OK)
		return SIZE_MAX;
	if (!x->used)
		ss->est_n++;
	*x = (est_slot){{g, s, p, o}, c.n, upto, true};
	return c.n;
}

static pg_status store_graphs(sq_source *src, sq_eval *e, sq_ids *out)
{
	store_source *ss = (store_source *)src;
	if (ss->restricted) {
		for (size_t i = 0; i < ss->n_named; i++) {
			sq_id g = sq_term_iri(e->terms, ss->named[i]);
			if (!g || !sq_ids_add(out, g))
				return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
		}
		return e->st;
	}
	librdf_iterator *it = librdf_model_get_contexts(ss->model);
	for (; it && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *c = librdf_iterator_get_object(it);
		if (!c || !librdf_node_is_resource(c))
			continue;
		sq_id g = id_of(e, c);
		if (!g || !sq_ids_add(out, g)) {
			sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
			break;
		}
	}
	if (it)
		librdf_free_iterator(it);
	return e->st;
}

static void free_list(char **l, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(l[i]);
	free(l);
}

static void store_free(sq_source *src)
{
	store_source *ss = (store_source *)src;
	free_list(ss->from, ss->n_from);
	free_list(ss->named, ss->n_named);
	free(ss->est);
	free(ss);
}

static char **copy_list(const char *const *l, size_t n, bool *ok)
{
	char **c = calloc(n + 1, sizeof *c);
	if (!c) {
		*ok = false;
		return NULL;
	}
	for (size_t i = 0; i < n; i++)
		if (!(c[i] = strdup(l[i])))
			*ok = false;
	return c;
}

sq_source *sq_source_store_new(pg_store *s, const char *const *from, size_t n_from,
			       const char *const *named, size_t n_named, bool have_dataset)
{
	store_source *ss = calloc(1, sizeof *ss);
	if (!ss)
		return NULL;
	ss->base.match = store_match;
	ss->base.estimate = store_estimate;
	ss->base.graphs = store_graphs;
	ss->base.free = store_free;
	ss->store = s;
	ss->world = pg_store_get_world(s);
	ss->model = pg_store_get_model(s);
	ss->restricted = have_dataset;
	bool ok = true;
	ss->from = copy_list(from, n_from, &ok);
	ss->n_from = n_from;
	ss->named = copy_list(named, n_named, &ok);
	ss->n_named = n_named;
	if (!ok || !ss->world || !ss->model) {
		store_free(&ss->base);
		return NULL;
	}
	return &ss->base;
}
