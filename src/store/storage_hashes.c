/* SPDX-License-Identifier: Apache-2.0 */
/* "pg-hashes": the librdf storage module papergraph opens a hashes store
 * through. It owns a librdf "hashes" storage and forwards everything to it,
 * with repairs of its speed and of a leak (below; the indexed (s ? ?) and
 * (? ? o) are in storage_lookup.c), and it writes and reads the GRAPHS file
 * that the second repair lists. The files on disk are those of hashes. */
#include "store/store_internal.h"

#include <rdf_storage_module.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- the first repair: indexed fully bound lookups
 *
 * librdf's hashes storage answers (s p o) with every part bound by walking the
 * whole store, and so does its contains_statement when contexts are on. rasqal
 * asks exactly that whenever a join or an OPTIONAL has bound every variable of
 * a pattern first (`?p pg:reportsResult ?r . ?r a pg:Result`): one full walk per
 * row, which made half of the ready-made queries take minutes at 1,000
 * abstracts. pg-hashes is a storage that owns a hashes storage and forwards
 * everything to it, except that a fully bound find_statements walks the (s, p)
 * index (find_targets) and keeps the targets equal to o, with their contexts.
 * The files on disk are those of hashes. */

typedef struct bound_stream {
	librdf_iterator *it;     /* targets of (s, p) */
	librdf_statement *st;    /* the statement found, owned */
	librdf_node *o;          /* borrowed from st */
} bound_stream;

static void bound_skip(bound_stream *b)
{
	while (!librdf_iterator_end(b->it) &&
	       !librdf_node_equals(librdf_iterator_get_object(b->it), b->o))
		librdf_iterator_next(b->it);
}

static int bound_is_end(void *ctx)
{
	return librdf_iterator_end(((bound_stream *)ctx)->it);
}

static int bound_next(void *ctx)
{
	bound_stream *b = ctx;
	librdf_iterator_next(b->it);
	bound_skip(b);
	return librdf_iterator_end(b->it);
}

static void *bound_get(void *ctx, int flags)
{
	bound_stream *b = ctx;
	if (flags == LIBRDF_ITERATOR_GET_METHOD_GET_OBJECT)
		return b->st;
	if (flags == LIBRDF_ITERATOR_GET_METHOD_GET_CONTEXT)
		return librdf_iterator_get_context(b->it);
	return NULL;
}

static void bound_finished(void *ctx)
{
	bound_stream *b = ctx;
	librdf_free_iterator(b->it);
	librdf_free_statement(b->st);
	free(b);
}

/* ---- the second repair: the list of graphs from a file
 *
 * librdf's rasqal binding lists every context (named
 * graph) of the model before each query, to declare them to rasqal, and
 * hashes lists them by walking its whole contexts index (45 ms a query at
 * 10,000 abstracts). A store opened for reading has the list written at
 * commit in DIR/GRAPHS; pg-hashes then answers get_contexts from memory.
 * The reader names the file in the storage option STORE_GRAPHS_OPTION, which
 * pgh_init takes out before the options go on to hashes. */
typedef struct pgh {
	librdf_storage *inner;
	char *graphs_file;     /* DIR/GRAPHS, read at the first get_contexts; owned */
	librdf_node **graphs;  /* NULL: ask hashes */
	size_t n_graphs;
	bool hide_graphs;      /* get_contexts lists none (the query has no GRAPH) */
	const pg_bulk_target *dbs; /* the indexes' handles (borrowed; NULL: not known) */
	bool lookups;          /* answer (s ? ?) and (? ? o) from dbs */
} pgh;

#define PGH(st) ((pgh *)librdf_storage_get_instance(st))
#define INNER(st) (PGH(st)->inner)

static void read_graphs(pgh *h, librdf_world *w, const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return;
	char *line = NULL;
	size_t cap = 0, n = 0, size = 0;
	ssize_t len;
	librdf_node **g = NULL;
	bool ok = true;
	while (ok && (len = getline(&line, &cap, f)) > 0) {
		if (line[len - 1] == '\n')
			line[--len] = '\0';
		if (!len)
			continue;
		if (n == size) {
			size = size ? size * 2 : 256;
			librdf_node **more = realloc(g, size * sizeof *g);
			ok = more != NULL;
			if (ok)
				g = more;
		}
		if (ok)
			ok = (g[n] = librdf_new_node_from_uri_string(w, (const unsigned char *)line)) != NULL;
		if (ok)
			n++;
	}
	ok = ok && !ferror(f);
	fclose(f);
	free(line);
	if (!ok) { /* fall back to asking hashes */
		for (size_t i = 0; i < n; i++)
			librdf_free_node(g[i]);
		free(g);
		return;
	}
	h->graphs = g ? g : malloc(sizeof *g); /* an empty list is a list */
	h->n_graphs = g ? n : 0;
}

static int pgh_init(librdf_storage *st, const char *name, librdf_hash *options)
{
	pgh *h = calloc(1, sizeof *h);
	/* ours, not hashes' (NULL when not given); freed with librdf's allocator */
	char *graphs = options ? librdf_hash_get_del(options, STORE_GRAPHS_OPTION) : NULL;
	bool ok = h != NULL;
	if (ok && graphs)
		ok = (h->graphs_file = strdup(graphs)) != NULL;
	if (graphs)
		librdf_free_memory(graphs);
	/* options are ours; librdf_new_storage_with_options copies them */
	if (ok)
		h->inner = librdf_new_storage_with_options(librdf_storage_get_world(st), "hashes", name,
							   options);
	if (options)
		librdf_free_hash(options);
	if (!ok || !h->inner) {
		if (h)
			free(h->graphs_file);
		free(h);
		return 1;
	}
	librdf_storage_set_instance(st, h);
	return 0;
}

static void pgh_terminate(librdf_storage *st)
{
	pgh *h = PGH(st);
	if (!h)
		return;
	librdf_free_storage(h->inner);
	free(h->graphs_file);
	for (size_t i = 0; i < h->n_graphs; i++)
		librdf_free_node(h->graphs[i]);
	free(h->graphs);
	free(h);
}

typedef struct graph_iter {
	pgh *h;
	size_t i, n;           /* n: graphs listed, 0 when hidden */
} graph_iter;

static int graph_is_end(void *ctx)
{
	graph_iter *g = ctx;
	return g->i >= g->n;
}

static int graph_next(void *ctx)
{
	graph_iter *g = ctx;
	g->i++;
	return g->i >= g->n;
}

static void *graph_get(void *ctx, int flags)
{
	graph_iter *g = ctx;
	if (flags != LIBRDF_ITERATOR_GET_METHOD_GET_OBJECT || g->i >= g->n)
		return NULL;
	return g->h->graphs[g->i];
}

static void graph_finished(void *ctx)
{
	free(ctx);
}

/* ---- the third repair: (? p ?) without a lost reference a statement
 *
 * hashes answers (? p ?) from its p2so index with a stream over one statement
 * that it refills row by row (librdf 1.0.17, rdf_storage_hashes.c, the node
 * iterator's get_method). Each row it sets the statement's predicate to a new
 * reference to the node asked for without dropping the previous row's, and
 * once a row's graph is asked for, that row's subject and object are held by
 * nothing but the statement, which the next row overwrites. The node asked
 * for then never gets back to a count of zero: one raptor term and its URI
 * lost by every (? p ?) find of two or more statements (each inference rule,
 * each query pattern with only its predicate bound; 30 blocks in a build of
 * 200 abstracts), and a subject and an object a row with GRAPH ?g.
 * pg-hashes wraps that stream and, before it moves on, drops what hashes would
 * forget: the row's predicate reference, and its subject and object once the
 * graph was asked for. Only for the librdf whose code this follows, and only
 * when the row's predicate is the node asked for. */

typedef struct pred_stream {
	librdf_stream *inner;      /* hashes' (? p ?) stream, owned */
	librdf_node *pred;         /* the node asked for: a reference, owned */
	librdf_statement *row;     /* hashes' statement for this row, once got */
	bool graph_asked;
} pred_stream;

static librdf_statement *pred_row(pred_stream *p)
{
	if (!p->row)
		p->row = librdf_stream_get_object(p->inner);
	return p->row;
}

/* Drops what hashes would forget of the current row. */
static void pred_release(pred_stream *p)
{
	librdf_statement *r = p->row;
	if (r && librdf_statement_get_predicate(r) == p->pred) {
		librdf_free_node(p->pred);
		librdf_statement_set_predicate(r, NULL);
		librdf_node *s = librdf_statement_get_subject(r), *o = librdf_statement_get_object(r);
		if (p->graph_asked && s && o) {
			librdf_free_node(s);
			librdf_free_node(o);
			librdf_statement_set_subject(r, NULL);
			librdf_statement_set_object(r, NULL);
		}
	}
	p->row = NULL;
	p->graph_asked = false;
}

static int pred_is_end(void *ctx) { return librdf_stream_end(((pred_stream *)ctx)->inner); }

static int pred_next(void *ctx)
{
	pred_stream *p = ctx;
	pred_release(p);
	return librdf_stream_next(p->inner);
}

static void *pred_get(void *ctx, int flags)
{
	pred_stream *p = ctx;
	librdf_statement *r = pred_row(p);
	if (flags == LIBRDF_ITERATOR_GET_METHOD_GET_OBJECT)
		return r;
	if (flags != LIBRDF_ITERATOR_GET_METHOD_GET_CONTEXT || !r)
		return NULL;
	p->graph_asked = true; /* hashes decodes the row again, over its subject and object */
	return librdf_stream_get_context2(p->inner);
}

static void pred_finished(void *ctx)
{
	pred_stream *p = ctx;
	pred_release(p);
	librdf_free_stream(p->inner);
	librdf_free_node(p->pred);
	free(p);
}

/* hashes' stream for (? p ?) `partial`, wrapped as above when that applies. */
static librdf_stream *find_with_predicate(librdf_storage *st, librdf_statement *partial)
{
	librdf_stream *inner = librdf_storage_find_statements(INNER(st), partial);
	if (!inner || !PGH(st)->dbs || librdf_version_decimal != 10017)
		return inner;
	pred_stream *p = calloc(1, sizeof *p);
	if (p) {
		p->inner = inner;
		p->pred = librdf_new_node_from_node(librdf_statement_get_predicate(partial));
	}
	librdf_stream *s = p && p->pred ? librdf_new_stream(librdf_storage_get_world(st), p,
							    pred_is_end, pred_next, pred_get,
							    pred_finished)
					: NULL;
	if (s)
		return s;
	if (p && p->pred)
		librdf_free_node(p->pred);
	free(p);
	librdf_free_stream(inner);
	return NULL;
}

static librdf_stream *pgh_find_statements(librdf_storage *st, librdf_statement *partial)
{
	librdf_node *subj = librdf_statement_get_subject(partial);
	librdf_node *pred = librdf_statement_get_predicate(partial);
	librdf_node *obj = librdf_statement_get_object(partial);
	const pg_bulk_target *dbs = PGH(st)->lookups ? PGH(st)->dbs : NULL;
	if (dbs && subj && !pred && !obj)
		return store_lookup_subject(librdf_storage_get_world(st), dbs, subj);
	if (dbs && !subj && !pred && obj)
		return store_lookup_object(librdf_storage_get_world(st), dbs, obj);
	if (!subj && pred && !obj)
		return find_with_predicate(st, partial);
	if (!subj || !pred || !obj)
		return librdf_storage_find_statements(INNER(st), partial);
	bound_stream *b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	b->it = librdf_storage_get_targets(INNER(st), subj, pred);
	b->st = librdf_new_statement_from_statement(partial);
	if (!b->it || !b->st) {
		if (b->it)
			librdf_free_iterator(b->it);
		if (b->st)
			librdf_free_statement(b->st);
		free(b);
		return NULL;
	}
	b->o = librdf_statement_get_object(b->st);
	bound_skip(b);
	return librdf_new_stream(librdf_storage_get_world(st), b, bound_is_end, bound_next, bound_get,
				 bound_finished);
}

static int pgh_contains(librdf_storage *st, librdf_statement *stmt)
{
	librdf_stream *s = pgh_find_statements(st, stmt);
	int found = s && !librdf_stream_end(s);
	if (s)
		librdf_free_stream(s);
	return found;
}

static int pgh_open(librdf_storage *st, librdf_model *m) { return librdf_storage_open(INNER(st), m); }
static int pgh_close(librdf_storage *st) { return librdf_storage_close(INNER(st)); }
static int pgh_size(librdf_storage *st) { return librdf_storage_size(INNER(st)); }
static int pgh_add(librdf_storage *st, librdf_statement *x) { return librdf_storage_add_statement(INNER(st), x); }
static int pgh_adds(librdf_storage *st, librdf_stream *x) { return librdf_storage_add_statements(INNER(st), x); }
static int pgh_remove(librdf_storage *st, librdf_statement *x) { return librdf_storage_remove_statement(INNER(st), x); }
static int pgh_has_arc_in(librdf_storage *st, librdf_node *n, librdf_node *p) { return librdf_storage_has_arc_in(INNER(st), n, p); }
static int pgh_has_arc_out(librdf_storage *st, librdf_node *n, librdf_node *p) { return librdf_storage_has_arc_out(INNER(st), n, p); }
static librdf_stream *pgh_serialise(librdf_storage *st) { return librdf_storage_serialise(INNER(st)); }
static librdf_stream *pgh_find_with_options(librdf_storage *st, librdf_statement *x, librdf_node *c, librdf_hash *o) { return librdf_storage_find_statements_with_options(INNER(st), x, c, o); }
static librdf_iterator *pgh_sources(librdf_storage *st, librdf_node *a, librdf_node *t) { return librdf_storage_get_sources(INNER(st), a, t); }
static librdf_iterator *pgh_arcs(librdf_storage *st, librdf_node *s, librdf_node *t) { return librdf_storage_get_arcs(INNER(st), s, t); }
static librdf_iterator *pgh_targets(librdf_storage *st, librdf_node *s, librdf_node *a) { return librdf_storage_get_targets(INNER(st), s, a); }
static librdf_iterator *pgh_arcs_in(librdf_storage *st, librdf_node *n) { return librdf_storage_get_arcs_in(INNER(st), n); }
static librdf_iterator *pgh_arcs_out(librdf_storage *st, librdf_node *n) { return librdf_storage_get_arcs_out(INNER(st), n); }
static int pgh_ctx_add(librdf_storage *st, librdf_node *c, librdf_statement *x) { return librdf_storage_context_add_statement(INNER(st), c, x); }
static int pgh_ctx_remove(librdf_storage *st, librdf_node *c, librdf_statement *x) { return librdf_storage_context_remove_statement(INNER(st), c, x); }
static librdf_stream *pgh_ctx_serialise(librdf_storage *st, librdf_node *c) { return librdf_storage_context_as_stream(INNER(st), c); }
static int pgh_sync(librdf_storage *st) { return librdf_storage_sync(INNER(st)); }
static int pgh_ctx_adds(librdf_storage *st, librdf_node *c, librdf_stream *x) { return librdf_storage_context_add_statements(INNER(st), c, x); }
static int pgh_ctx_removes(librdf_storage *st, librdf_node *c) { return librdf_storage_context_remove_statements(INNER(st), c); }
static librdf_stream *pgh_find_in_ctx(librdf_storage *st, librdf_statement *x, librdf_node *c) { return librdf_storage_find_statements_in_context(INNER(st), x, c); }
static librdf_iterator *pgh_contexts(librdf_storage *st)
{
	pgh *h = PGH(st);
	if (!h->hide_graphs && h->graphs_file && !h->graphs) {
		read_graphs(h, librdf_storage_get_world(st), h->graphs_file);
		free(h->graphs_file); /* read once, whatever the outcome */
		h->graphs_file = NULL;
	}
	if (!h->graphs && !h->hide_graphs)
		return librdf_storage_get_contexts(h->inner);
	graph_iter *g = calloc(1, sizeof *g);
	if (!g)
		return NULL;
	g->h = h;
	g->n = h->hide_graphs ? 0 : h->n_graphs;
	return librdf_new_iterator(librdf_storage_get_world(st), g, graph_is_end, graph_next, graph_get,
				   graph_finished);
}
static librdf_node *pgh_get_feature(librdf_storage *st, librdf_uri *f) { return librdf_storage_get_feature(INNER(st), f); }
static int pgh_set_feature(librdf_storage *st, librdf_uri *f, librdf_node *v) { return librdf_storage_set_feature(INNER(st), f, v); }

static void pgh_register(librdf_storage_factory *f)
{
	f->version = LIBRDF_STORAGE_INTERFACE_VERSION;
	f->init = pgh_init;
	f->terminate = pgh_terminate;
	f->open = pgh_open;
	f->close = pgh_close;
	f->size = pgh_size;
	f->add_statement = pgh_add;
	f->add_statements = pgh_adds;
	f->remove_statement = pgh_remove;
	f->contains_statement = pgh_contains;
	f->has_arc_in = pgh_has_arc_in;
	f->has_arc_out = pgh_has_arc_out;
	f->serialise = pgh_serialise;
	f->find_statements = pgh_find_statements;
	f->find_statements_with_options = pgh_find_with_options;
	f->find_sources = pgh_sources;
	f->find_arcs = pgh_arcs;
	f->find_targets = pgh_targets;
	f->get_arcs_in = pgh_arcs_in;
	f->get_arcs_out = pgh_arcs_out;
	f->context_add_statement = pgh_ctx_add;
	f->context_remove_statement = pgh_ctx_remove;
	f->context_serialise = pgh_ctx_serialise;
	f->sync = pgh_sync;
	f->context_add_statements = pgh_ctx_adds;
	f->context_remove_statements = pgh_ctx_removes;
	f->find_statements_in_context = pgh_find_in_ctx;
	f->get_contexts = pgh_contexts;
	f->get_feature = pgh_get_feature;
	f->set_feature = pgh_set_feature;
}

void store_hashes_register(librdf_world *w)
{
	librdf_storage_register_factory(w, "pg-hashes", "hashes with indexed fully bound lookups",
					pgh_register);
}

void store_hashes_set_indexes(librdf_storage *storage, const pg_bulk_target *dbs, bool lookups)
{
	PGH(storage)->dbs = dbs;
	PGH(storage)->lookups = lookups;
}

void store_hashes_hide_graphs(librdf_storage *storage, bool hide)
{
	PGH(storage)->hide_graphs = hide;
}

pg_status store_hashes_write_graphs(pg_store *s, pg_diag *d)
{
	pg_buf tmp = PG_BUF_INIT, path = PG_BUF_INIT;
	pg_status st = PG_ERR_NOMEM;
	if (!pg_buf_addf(&tmp, "%s/GRAPHS.tmp", s->work) || !pg_buf_addf(&path, "%s/GRAPHS", s->work))
		goto out;
	FILE *f = fopen(pg_buf_str(&tmp), "w");
	bool ok = f != NULL;
	librdf_iterator *it = ok ? librdf_model_get_contexts(s->model) : NULL;
	for (; it && ok && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *g = librdf_iterator_get_object(it);
		if (g && librdf_node_is_resource(g))
			ok = fprintf(f, "%s\n", (const char *)librdf_uri_as_string(librdf_node_get_uri(g))) > 0;
	}
	if (it)
		librdf_free_iterator(it);
	else
		ok = false;
	if (f && fclose(f) != 0)
		ok = false;
	if (!ok || rename(pg_buf_str(&tmp), pg_buf_str(&path)) != 0) {
		store_libmsg_errno(&s->msgs, errno, "GRAPHS");
		unlink(pg_buf_str(&tmp));
		unlink(pg_buf_str(&path)); /* no list is better than a stale one */
		st = pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot write the list of graphs");
		goto out;
	}
	st = store_write_meta(s, d); /* META records GRAPHS' count and hash */
out:
	pg_buf_free(&tmp);
	pg_buf_free(&path);
	return st;
}
