/* SPDX-License-Identifier: Apache-2.0 */
/* Writing a store: adding statements with de-duplication, removing a paper's
 * graph, the queue of statements for a bulk write (bulk.c), and filling an
 * update's staging store from the live one.
 *
 * With contexts on, librdf_model_add_statement scans for duplicates (O(n^2)),
 * so every write goes through librdf_model_context_add_statement, which does
 * not, and duplicates are dropped here first: a set of statement hashes for
 * this session and one of the statements copied from the live store into an
 * update (after a paper's graph is replaced: an indexed (s, p) lookup). A
 * loaded statement is kept once per graph: its hash has its graph, and one
 * that `live` holds is looked up in a set of the store's statements with
 * their graphs, made by one walk the first time it is needed.
 * Hashes are 64-bit: that two of the 4 million statements of a 50,000-
 * abstract store share one (and the second is dropped) has odds of about 1
 * in 2 million. */
#include "store/store_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- the bulk queue */

pg_status store_flush_bulk(pg_store *s)
{
	if (!s->bulk || !pg_bulk_pending(s->bulk) || s->bulk_error != PG_OK)
		return s->bulk_error;
	s->bulk_error = pg_bulk_flush(s->bulk, &s->dbs);
	pg_hashset_free(&s->bulk_preds);
	return s->bulk_error;
}

/* Queues (s p o) in graph `ctx` for the next flush (nodes borrowed). */
static pg_status queue_bulk(pg_store *s, librdf_node *subj, librdf_node *pred,
			    librdf_node *obj, librdf_node *ctx)
{
	const char *p = (const char *)librdf_uri_as_string(librdf_node_get_uri(pred));
	if (pg_hashset_insert(&s->bulk_preds, store_predicate_hash(p)) < 0)
		return PG_ERR_NOMEM;
	return pg_bulk_add(s->bulk, subj, pred, obj, ctx);
}

/* ---- adding */

/* True if (s p o) is in the model, found through the indexed (s, p) lookup. */
static bool model_has(pg_store *s, librdf_statement *stmt)
{
	librdf_node *subj = librdf_statement_get_subject(stmt);
	librdf_node *pred = librdf_statement_get_predicate(stmt);
	librdf_node *obj = librdf_statement_get_object(stmt);
	librdf_iterator *it = librdf_model_get_targets(s->model, subj, pred);
	bool found = false;
	for (; it && !found && !librdf_iterator_end(it); librdf_iterator_next(it))
		found = librdf_node_equals(librdf_iterator_get_object(it), obj);
	if (it)
		librdf_free_iterator(it);
	return found;
}

/* Fills s->live_g with the hash of every statement of the store with its
 * graph (store_graph_hash), one walk of every graph: what a loaded statement
 * is checked against once one equal to it is known to be in the store. The
 * walk may meet statements this session added; they are in `seen` anyway. */
static pg_status fill_graph_hashes(pg_store *s)
{
	pg_status st = PG_OK;
	librdf_iterator *it = librdf_model_get_contexts(s->model);
	if (!it)
		return PG_ERR_RDF;
	for (; st == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *g = librdf_iterator_get_object(it);
		if (!g || !librdf_node_is_resource(g))
			continue;
		const char *giri = (const char *)librdf_uri_as_string(librdf_node_get_uri(g));
		librdf_stream *stream = librdf_model_context_as_stream(s->model, g);
		if (!stream)
			st = PG_ERR_RDF;
		for (; st == PG_OK && stream && !librdf_stream_end(stream); librdf_stream_next(stream)) {
			pg_triple t;
			if (store_to_triple(librdf_stream_get_object(stream), giri, &t) &&
			    pg_hashset_insert(&s->live_g, store_graph_hash(store_triple_hash(&t), giri)) < 0)
				st = PG_ERR_NOMEM;
		}
		if (stream)
			librdf_free_stream(stream);
	}
	librdf_free_iterator(it);
	s->live_g_ok = st == PG_OK;
	return st;
}

/* The node of graph `graph`, kept for the next statement (most come in runs
 * of one graph). Borrowed; NULL on failure. */
static librdf_node *context_node(pg_store *s, const char *graph)
{
	if (!s->ctx_iri || strcmp(s->ctx_iri, graph) != 0) {
		if (s->ctx_node)
			librdf_free_node(s->ctx_node);
		free(s->ctx_iri);
		s->ctx_iri = strdup(graph);
		s->ctx_node = store_new_node(s, graph, false, NULL, NULL);
		if (!s->ctx_iri || !s->ctx_node) {
			free(s->ctx_iri);
			s->ctx_iri = NULL;
			return NULL;
		}
	}
	return s->ctx_node;
}

pg_status pg_store_add(void *store, const pg_triple *t)
{
	pg_store *s = store;
	uint64_t h = store_triple_hash(t);
	/* a loaded statement is kept once per graph: its graph is in the hash */
	bool per_graph = t->scope == PG_SCOPE_GRAPH;
	uint64_t hg = per_graph ? store_graph_hash(h, t->graph) : h;
	int fresh = pg_hashset_insert(&s->seen, hg);
	if (fresh < 0)
		return PG_ERR_NOMEM;
	if (!fresh)
		return PG_OK;
	/* and `h` too: a shared statement equal to it is then known to be there */
	if (per_graph && pg_hashset_insert(&s->seen, h) < 0)
		return PG_ERR_NOMEM;
	librdf_node *ctx = context_node(s, t->graph);
	librdf_node *subj = t->s_blank ? store_new_blank(s, t->s)
				       : store_new_node(s, t->s, false, NULL, NULL);
	librdf_node *pred = store_new_node(s, t->p, false, NULL, NULL);
	librdf_node *obj = t->o_blank ? store_new_blank(s, t->o)
				      : store_new_node(s, t->o, t->o_literal, t->datatype, t->lang);
	if (!ctx || !subj || !pred || !obj) {
		store_free_node(subj);
		store_free_node(pred);
		store_free_node(obj);
		return PG_ERR_RDF;
	}
	librdf_statement *stmt = librdf_new_statement_from_nodes(s->world, subj, pred, obj); /* consumes s, p, o */
	if (!stmt)
		return PG_ERR_NOMEM;
	pg_status st = PG_OK;
	/* A statement of a paper's own graph cannot be in an updated store: the
	 * paper's old graph was removed first. Shared statements may be: those
	 * copied from the live store are in `live` (until a graph is removed, then
	 * the store is asked), those added in this session in `seen`. */
	bool check = s->mode == PG_STORE_UPDATE && t->scope == PG_SCOPE_ENTITY;
	/* `live` has the statements without their graphs: one it does not hold is
	 * in no graph; one it holds may be in another graph, which `live_g` says */
	bool check_graph = s->mode == PG_STORE_UPDATE && per_graph &&
			   (!s->live_ok || pg_hashset_contains(&s->live, h));
	if (check_graph && !s->live_g_ok && (st = fill_graph_hashes(s)) != PG_OK)
		;
	else if (check && (s->live_ok ? pg_hashset_contains(&s->live, h) : model_has(s, stmt)))
		;
	else if (check_graph && pg_hashset_contains(&s->live_g, hg))
		;
	else if (s->bulk)
		st = queue_bulk(s, subj, pred, obj, ctx);
	else if (librdf_model_context_add_statement(s->model, ctx, stmt) != 0)
		st = PG_ERR_RDF;
	librdf_free_statement(stmt);
	return st;
}

/* ---- removing a graph */

pg_status pg_store_remove_graph(pg_store *s, const char *graph_iri, size_t *removed)
{
	pg_status fst = store_flush_bulk(s);
	if (fst != PG_OK)
		return fst;
	librdf_node *ctx = store_new_node(s, graph_iri, false, NULL, NULL);
	if (!ctx)
		return PG_ERR_NOMEM;
	size_t n = 0;
	librdf_stream *stream = librdf_model_context_as_stream(s->model, ctx);
	for (; stream && !librdf_stream_end(stream); librdf_stream_next(stream))
		n++;
	if (stream)
		librdf_free_stream(stream);
	pg_status st = PG_OK;
	if (n && librdf_model_context_remove_statements(s->model, ctx) != 0)
		st = PG_ERR_RDF;
	if (n) {
		/* `live` and `live_g` may now hold statements the store no longer has */
		s->live_ok = s->live_g_ok = false;
		pg_hashset_free(&s->live);
		pg_hashset_free(&s->live_g);
	}
	librdf_free_node(ctx);
	if (removed)
		*removed = n;
	return st;
}

/* ---- an update's staging store, filled from the live one
 *
 * The fresh staging store of an update gets the live store's statements,
 * graph by graph, except the inferred graph, which every writer derives again
 * (pg_infer_run). Copying the directory and then dropping the inferred graph
 * took more than 5 minutes at 10,000 papers (Berkeley DB deletes one value of
 * a key's duplicate set at a time, searching it); inserting is as fast as a
 * build. Every papergraph write names a graph, so nothing is lost. */

pg_status store_fill_from_live(pg_store *s, pg_diag *d)
{
	pg_buf opt = PG_BUF_INIT;
	librdf_storage *live = NULL;
	librdf_model *lm = NULL;
	char *inferred = pg_graph_named_iri(s->base, "inferred");
	if (inferred && pg_buf_addf(&opt,
				    "hash-type='bdb',dir='%s',contexts='yes',index-predicates='yes',"
				    "new='no',write='no'", s->path))
		live = librdf_new_storage(s->world, "hashes", "kg", pg_buf_str(&opt));
	pg_bulk_target live_dbs; /* to learn whether a damaged page cut the walk short */
	bool have_dbs;
	if (live)
		lm = store_bdb_new_model(s->world, live, s, false, &live_dbs, &have_dbs);
	pg_status st = lm ? PG_OK : pg_diag_set(d, PG_ERR_RDF, s->path, 0,
						 "cannot open the store to update it: %s",
						 pg_buf_str(&s->last_error));
	librdf_iterator *graphs = lm ? librdf_model_get_contexts(lm) : NULL;
	for (; st == PG_OK && graphs && !librdf_iterator_end(graphs); librdf_iterator_next(graphs)) {
		librdf_node *g = librdf_iterator_get_object(graphs);
		if (!g)
			continue;
		if (librdf_node_is_resource(g) &&
		    !strcmp((const char *)librdf_uri_as_string(librdf_node_get_uri(g)), inferred)) {
			s->had_inferred = true;
			continue;
		}
		librdf_stream *stream = librdf_model_context_as_stream(lm, g);
		for (; st == PG_OK && stream && !librdf_stream_end(stream); librdf_stream_next(stream)) {
			librdf_statement *x = librdf_stream_get_object(stream);
			pg_triple t;
			if (store_to_triple(x, NULL, &t) && pg_hashset_insert(&s->live, store_triple_hash(&t)) < 0)
				st = PG_ERR_NOMEM;
			else if (s->bulk)
				st = queue_bulk(s, librdf_statement_get_subject(x),
						librdf_statement_get_predicate(x),
						librdf_statement_get_object(x), g);
			else if (librdf_model_context_add_statement(s->model, g, x))
				st = PG_ERR_RDF;
			if (st != PG_OK)
				pg_diag_set(d, st, s->work, 0, "cannot copy the store");
		}
		if (!stream)
			st = pg_diag_set(d, PG_ERR_RDF, s->path, 0, "cannot read the store");
		else
			librdf_free_stream(stream);
	}
	if (graphs)
		librdf_free_iterator(graphs);
	if (st == PG_OK && lm)
		st = store_check_handles(&live_dbs, s->path, d);
	if (st == PG_OK && store_flush_bulk(s) != PG_OK)
		st = pg_diag_set(d, s->bulk_error, s->work, 0, "cannot copy the store");
	s->live_ok = st == PG_OK;
	if (lm)
		librdf_free_model(lm);
	if (live)
		librdf_free_storage(live);
	pg_buf_free(&opt);
	free(inferred);
	return st;
}
