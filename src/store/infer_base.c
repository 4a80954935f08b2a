/* SPDX-License-Identifier: Apache-2.0 */
/* What every inference rule uses (see infer_internal.h): interned IRIs,
 * edges, predicate-bound reads (the p2so index, never a subject scan) and the
 * writer into the inferred graph. */
#include "store/infer_internal.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

/* ---- interned IRIs: a string <-> index map */

/* Returns the index of `iri`, or -1 if the table does not hold it. */
int infer_find(const iri_table *t, const char *iri)
{
	size_t i;
	return pg_strmap_get(&t->index, iri, &i) ? (int)i : -1;
}

/* Returns the index of `iri`, adding it if new; -1 on out-of-memory. */
int infer_intern(iri_table *t, const char *iri)
{
	int found = infer_find(t, iri);
	if (found >= 0)
		return found;
	void *str = t->str;
	if (t->n >= INT_MAX || !pg_grow(&str, &t->cap, t->n + 1, sizeof *t->str))
		return -1;
	t->str = str;
	char *copy = strdup(iri);
	if (!copy || pg_strmap_put(&t->index, copy, t->n) < 0) {
		free(copy);
		return -1;
	}
	t->str[t->n] = copy;
	return (int)t->n++;
}

void infer_table_free(iri_table *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->str[i]);
	free(t->str);
	pg_strmap_free(&t->index);
}

/* ---- edges (pairs of indexes) */

bool infer_edges_add(edges *es, int from, int to)
{
	void *e = es->e;
	bool ok = pg_grow(&e, &es->cap, es->n + 1, sizeof *es->e);
	es->e = e;
	if (ok)
		es->e[es->n++] = (edge){from, to};
	return ok;
}

int infer_by_from(const void *a, const void *b)
{
	const edge *x = a, *y = b;
	return x->from != y->from ? (x->from < y->from ? -1 : 1)
				  : (x->to < y->to ? -1 : x->to > y->to);
}

/* ---- reading statements with a bound predicate */

/* Calls `fn` for every statement with predicate `p` outside the inferred graph
 * (which is empty while inference runs) whose subject is an IRI. */
pg_status infer_each_with_predicate(pg_store *st, const char *p, infer_pair_fn fn, void *ctx)
{
	librdf_world *w = pg_store_get_world(st);
	librdf_node *pred = librdf_new_node_from_uri_string(w, (const unsigned char *)p);
	if (!pred)
		return PG_ERR_NOMEM;
	librdf_statement *partial = librdf_new_statement_from_nodes(w, NULL, pred, NULL); /* consumes pred */
	if (!partial)
		return PG_ERR_NOMEM;
	librdf_stream *stream = librdf_model_find_statements(pg_store_get_model_for(st, p), partial);
	pg_status rc = stream ? PG_OK : PG_ERR_RDF;
	for (; rc == PG_OK && stream && !librdf_stream_end(stream); librdf_stream_next(stream)) {
		librdf_statement *stmt = librdf_stream_get_object(stream);
		librdf_node *s = librdf_statement_get_subject(stmt);
		if (!librdf_node_is_resource(s))
			continue;
		rc = fn(ctx, (const char *)librdf_uri_as_string(librdf_node_get_uri(s)),
			librdf_statement_get_object(stmt));
	}
	if (stream)
		librdf_free_stream(stream);
	librdf_free_statement(partial);
	return rc;
}

const char *infer_node_iri(librdf_node *n)
{
	return n && librdf_node_is_resource(n)
		? (const char *)librdf_uri_as_string(librdf_node_get_uri(n)) : NULL;
}

typedef struct iri_filter {
	infer_iri_pair_fn fn;
	void *ctx;
} iri_filter;

static pg_status only_iri_objects(void *ctx, const char *s, librdf_node *o)
{
	iri_filter *f = ctx;
	const char *oi = infer_node_iri(o);
	return oi ? f->fn(f->ctx, s, oi) : PG_OK;
}

/* Like infer_each_with_predicate, for the statements whose object is an IRI. */
pg_status infer_each_iri_pair(pg_store *st, const char *p, infer_iri_pair_fn fn, void *ctx)
{
	iri_filter f = {fn, ctx};
	return infer_each_with_predicate(st, p, only_iri_objects, &f);
}

/* Collects IRI-to-IRI statements of one predicate as interned edges. */
typedef struct collect_ctx {
	iri_table *t;
	edges *es;
} collect_ctx;

static pg_status collect_edge(void *ctx, const char *s, const char *o)
{
	collect_ctx *c = ctx;
	int a = infer_intern(c->t, s), b = infer_intern(c->t, o);
	if (a < 0 || b < 0 || !infer_edges_add(c->es, a, b))
		return PG_ERR_NOMEM;
	return PG_OK;
}

pg_status infer_collect(pg_store *st, const char *p, iri_table *t, edges *es)
{
	collect_ctx c = {t, es};
	return infer_each_iri_pair(st, p, collect_edge, &c);
}

/* ---- writing into the inferred graph */

pg_status infer_put(writer *w, const char *s, const char *p, const char *o, bool literal,
		     const char *datatype)
{
	pg_triple t = {.s = s, .p = p, .o = o, .o_literal = literal, .datatype = datatype,
		       .scope = PG_SCOPE_ENTITY, .graph = w->graph};
	w->n++;
	return pg_store_add(w->store, &t);
}

/* ---- arrays indexed like an iri_table */

/* Makes `*items` (`*cap` elements of `size` bytes) hold index `i`, doubling;
 * the new elements are zero. Returns false on out-of-memory. */
bool infer_grow_to(void **items, size_t *cap, size_t i, size_t size)
{
	size_t old = *cap;
	if (i < old)
		return true;
	if (!pg_grow(items, cap, i + 1, size))
		return false;
	memset((char *)*items + old * size, 0, (*cap - old) * size);
	return true;
}

