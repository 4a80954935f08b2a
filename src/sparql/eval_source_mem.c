/* SPDX-License-Identifier: Apache-2.0 */
/* A source of statements held in memory, for tests: quads in an array, each
 * once, matched by a walk. */
#include "sparql/eval.h"

#include <stdlib.h>

typedef struct quad {
	sq_id g, s, p, o;
} quad;

typedef struct mem_source {
	sq_source base;
	quad *q;
	size_t n, cap;
} mem_source;

static pg_status mem_match(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			   sq_match_fn fn, void *ctx)
{
	mem_source *m = (mem_source *)src;
	for (size_t i = 0; i < m->n && !sq_eval_failed(e); i++) {
		const quad *x = &m->q[i];
		if (x->g == g && (!s || x->s == s) && (!p || x->p == p) && (!o || x->o == o))
			if (!fn(ctx, x->s, x->p, x->o))
				break;
	}
	return e->st;
}

static size_t mem_estimate(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			   size_t limit)
{
	(void)e, (void)limit; /* exact */
	mem_source *m = (mem_source *)src;
	size_t n = 0;
	for (size_t i = 0; i < m->n; i++) {
		const quad *x = &m->q[i];
		n += x->g == g && (!s || x->s == s) && (!p || x->p == p) && (!o || x->o == o);
	}
	return n;
}

static pg_status mem_graphs(sq_source *src, sq_eval *e, sq_ids *out)
{
	mem_source *m = (mem_source *)src;
	for (size_t i = 0; i < m->n; i++) {
		sq_id g = m->q[i].g;
		bool seen = !g;
		for (size_t k = 0; !seen && k < out->n; k++)
			seen = out->v[k] == g;
		if (!seen && !sq_ids_add(out, g))
			return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	}
	return e->st;
}

static void mem_free(sq_source *src)
{
	mem_source *m = (mem_source *)src;
	free(m->q);
	free(m);
}

sq_source *sq_source_mem_new(void)
{
	mem_source *m = calloc(1, sizeof *m);
	if (!m)
		return NULL;
	m->base.match = mem_match;
	m->base.estimate = mem_estimate;
	m->base.graphs = mem_graphs;
	m->base.free = mem_free;
	return &m->base;
}

bool sq_source_mem_add(sq_source *src, sq_id g, sq_id s, sq_id p, sq_id o)
{
	mem_source *m = (mem_source *)src;
	for (size_t i = 0; i < m->n; i++)
		if (m->q[i].g == g && m->q[i].s == s && m->q[i].p == p && m->q[i].o == o)
			return true;
	if (m->n == m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 64;
		quad *q = realloc(m->q, cap * sizeof *q);
		if (!q)
			return false;
		m->q = q;
		m->cap = cap;
	}
	m->q[m->n++] = (quad){g, s, p, o};
	return true;
}
