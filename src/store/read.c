/* SPDX-License-Identifier: Apache-2.0 */
/* Reading a store: every statement in a fixed order, counts, whether a graph
 * has statements, every predicate (from the Berkeley DB predicate index when
 * there is one), and the model for readers. A writer's store is read too
 * (inference reads what the build wrote): each reader writes the statements
 * queued for a bulk write first (store_flush_bulk). */
#include "store/store_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "graph/vocab.h"

/* Fills `d` for a store that cannot be read, with Redland's message if any. */
static pg_status unreadable(pg_store *s, pg_diag *d)
{
	return pg_diag_set(d, PG_ERR_RDF, s->path, 0, "cannot read the store%s%s",
			   s->last_error.len ? ": " : "", pg_buf_str(&s->last_error));
}

/* Writes the queued statements; fills `d` if that fails. */
static pg_status flush_for_reading(pg_store *s, pg_diag *d)
{
	pg_status st = store_flush_bulk(s);
	return st == PG_OK ? PG_OK
			   : pg_diag_set(d, st, s->path, 0,
					 "cannot write the new statements into the store's indexes");
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

pg_status pg_store_each(pg_store *s, bool inferred, pg_triple_sink sink, void *ctx)
{
	/* Graphs in IRI order, statements in stored order: the same store always
	 * prints the same way. */
	char **graphs = NULL;
	size_t n = 0, cap = 0;
	pg_status st = store_flush_bulk(s);
	if (st != PG_OK)
		return st;
	char *skip = pg_graph_named_iri(s->base, "inferred");
	st = PG_ERR_NOMEM;
	if (!skip)
		goto out;
	librdf_iterator *it = librdf_model_get_contexts(s->model);
	for (; it && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *g = librdf_iterator_get_object(it);
		if (!g || !librdf_node_is_resource(g))
			continue;
		void *more = graphs;
		if (!pg_grow(&more, &cap, n + 1, sizeof *graphs)) {
			librdf_free_iterator(it);
			goto out;
		}
		graphs = more;
		if (!(graphs[n] = strdup((const char *)librdf_uri_as_string(librdf_node_get_uri(g))))) {
			librdf_free_iterator(it);
			goto out;
		}
		n++;
	}
	if (it)
		librdf_free_iterator(it);
	qsort(graphs, n, sizeof *graphs, compare_strings);
	st = PG_OK;
	for (size_t i = 0; i < n && st == PG_OK; i++) {
		if (!inferred && !strcmp(graphs[i], skip))
			continue;
		librdf_node *g = store_new_node(s, graphs[i], false, NULL, NULL);
		librdf_stream *stream = g ? librdf_model_context_as_stream(s->model, g) : NULL;
		for (; stream && st == PG_OK && !librdf_stream_end(stream); librdf_stream_next(stream)) {
			pg_triple t;
			if (store_to_triple(librdf_stream_get_object(stream), graphs[i], &t))
				st = sink(ctx, &t);
		}
		if (stream)
			librdf_free_stream(stream);
		if (g)
			librdf_free_node(g);
	}
	if (st == PG_OK)
		st = pg_store_check_reads(s, NULL);
out:
	for (size_t i = 0; i < n; i++)
		free(graphs[i]);
	free(graphs);
	free(skip);
	return st;
}

/* Counts the statements of `stream`, up to `max`, into `*n`, and frees it;
 * a NULL stream is a store that cannot be read. */
static pg_status count_stream(pg_store *s, librdf_stream *stream, size_t max, size_t *n,
			      pg_diag *d)
{
	if (!stream)
		return unreadable(s, d);
	for (; *n < max && !librdf_stream_end(stream); librdf_stream_next(stream))
		(*n)++;
	librdf_free_stream(stream);
	return pg_store_check_reads(s, d);
}

pg_status pg_store_has_graph(pg_store *s, const char *graph_iri, bool *any, pg_diag *d)
{
	*any = false;
	pg_status st = flush_for_reading(s, d);
	if (st != PG_OK)
		return st;
	librdf_node *ctx = store_new_node(s, graph_iri, false, NULL, NULL);
	if (!ctx)
		return PG_ERR_NOMEM;
	size_t n = 0;
	st = count_stream(s, librdf_model_context_as_stream(s->model, ctx), 1, &n, d);
	*any = n > 0;
	librdf_free_node(ctx);
	return st;
}

/* ---- predicates */

typedef struct predicate_ctx {
	librdf_world *world;
	pg_predicate_fn fn;
	void *ctx;
} predicate_ctx;

/* store_key_fn: calls the predicate function with the key's node. */
static pg_status decode_predicate(void *ctx, const unsigned char *key, size_t len)
{
	predicate_ctx *c = ctx;
	size_t used = 0;
	librdf_node *p = librdf_node_decode(c->world, &used, (unsigned char *)key + 2, len - 2);
	if (!p)
		return PG_ERR_RDF;
	pg_status st = c->fn(c->ctx, p);
	librdf_free_node(p);
	return st;
}

pg_status pg_store_each_predicate(pg_store *s, pg_predicate_fn fn, void *ctx)
{
	pg_status st = store_flush_bulk(s);
	if (st != PG_OK)
		return st;
	if (s->dbs.db[PG_BULK_P2SO]) {
		/* the predicate index's distinct keys: one cursor step a predicate */
		predicate_ctx c = {s->world, fn, ctx};
		st = store_each_predicate_key(s->dbs.db[PG_BULK_P2SO], decode_predicate, &c);
		pg_status rd = pg_store_check_reads(s, NULL);
		return rd != PG_OK ? rd : st;
	}
	librdf_stream *stream = librdf_model_as_stream(s->model);
	if (!stream)
		return PG_ERR_RDF;
	/* URIs are interned by the world: equal predicates share one librdf_uri
	 * while it lives, so `last` holds a reference (a freed one's address
	 * could come back as another predicate's) */
	librdf_uri *last = NULL;
	for (; st == PG_OK && !librdf_stream_end(stream); librdf_stream_next(stream)) {
		librdf_node *p = librdf_statement_get_predicate(librdf_stream_get_object(stream));
		if (!p || !librdf_node_is_resource(p) || librdf_node_get_uri(p) == last)
			continue;
		if (last)
			librdf_free_uri(last);
		last = librdf_new_uri_from_uri(librdf_node_get_uri(p));
		st = fn(ctx, p);
	}
	if (last)
		librdf_free_uri(last);
	librdf_free_stream(stream);
	return st == PG_OK ? pg_store_check_reads(s, NULL) : st;
}

/* ---- counts */

pg_status pg_store_count(pg_store *s, size_t *n, pg_diag *d)
{
	*n = 0;
	pg_status st = flush_for_reading(s, d);
	if (st != PG_OK)
		return st;
	return count_stream(s, librdf_model_as_stream(s->model), SIZE_MAX, n, d);
}

pg_status pg_store_count_type(pg_store *s, const char *class_iri, size_t *n, pg_diag *d)
{
	*n = 0;
	pg_status st = flush_for_reading(s, d);
	if (st != PG_OK)
		return st;
	librdf_node *type = store_new_node(s, PG_RDF_TYPE, false, NULL, NULL);
	librdf_node *cls = store_new_node(s, class_iri, false, NULL, NULL);
	librdf_iterator *it = type && cls ? librdf_model_get_sources(s->model, type, cls) : NULL;
	if (!type || !cls)
		st = PG_ERR_NOMEM;
	else if (!it)
		st = unreadable(s, d);
	for (; it && !librdf_iterator_end(it); librdf_iterator_next(it))
		(*n)++;
	if (it)
		librdf_free_iterator(it);
	if (st == PG_OK)
		st = pg_store_check_reads(s, d);
	store_free_node(type);
	store_free_node(cls);
	return st;
}

/* ---- the model, for the Redland side (sparql/, export/) */

librdf_model *pg_store_get_model(pg_store *s)
{
	return pg_store_get_model_for(s, NULL);
}

librdf_model *pg_store_get_model_for(pg_store *s, const char *predicate_iri)
{
	bool may_match = !predicate_iri ||
			 pg_hashset_contains(&s->bulk_preds, store_predicate_hash(predicate_iri));
	if (may_match)
		(void)store_flush_bulk(s); /* a failure is reported by commit */
	return s->model;
}
