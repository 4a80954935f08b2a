/* SPDX-License-Identifier: Apache-2.0 */
/* The Redland store behind papergraph.
 *
 * Choices, from measurements of Debian's Redland (see README "The store"):
 * - `hashes` over Berkeley DB is the fast persistent backend; `sqlite` is the
 *   alternative. Both are opened with contexts so that every statement names
 *   the paper it came from.
 * - With contexts on, librdf_model_add_statement scans for duplicates (O(n^2)),
 *   so every write goes through librdf_model_context_add_statement, which does
 *   not, and duplicates are dropped here first: a set of statement hashes for
 *   this session and one of the statements copied from the live store into an
 *   update (after a paper's graph is replaced: an indexed (s, p) lookup).
 *   Hashes are 64-bit: that two of the 4 million statements of a 50,000-
 *   abstract store share one (and the second is dropped) has odds of about 1
 *   in 2 million.
 * - Neither backend has usable transactions for us, so writers never touch the
 *   live store: they fill a staging directory (a fresh store; for an update,
 *   filled from the live one minus its inferred graph, see fill_from_live; a
 *   copy of the file for sqlite) and commit swaps it in with one atomic
 *   rename(2) exchange. A failed or interrupted write leaves the previous store as it was. A lock file beside
 *   the store keeps a second writer out.
 * - Three repairs of Redland's speed that keep the files plain hashes/BDB:
 *   the Berkeley DB indexes get bigger caches, memory-mapped files when read
 *   and bigger pages when written (db_create below); writers of a hashes store queue
 *   statements and write them index by index in key order (bulk.c) instead of
 *   one statement into five B-trees at a time; and the store is opened through
 *   "pg-hashes", which forwards to hashes but answers a fully bound (s p o)
 *   lookup from the (s, p) index instead of a full walk. */
#include "store/store.h"

#include <rdf_storage_module.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <glob.h>
#include <sqlite3.h>
#include <unistd.h>
#if __has_include(<db.h>)
#include <db.h>
#include <dlfcn.h>
#define PG_TUNE_BDB 1
#endif

#include "base/buf.h"
#include "store/bulk.h"
#include "base/embedded.h"
#include "base/hashset.h"
#include "graph/vocab.h"

typedef enum backend { BACKEND_HASHES, BACKEND_SQLITE } backend;


struct pg_store {
	pg_store_mode mode;
	backend backend;
	char *path;          /* the store directory as named by the user */
	char *work;          /* the directory open now: path, or the staging copy */
	char *base;
	int lock_fd;         /* -1 when not locked */
	librdf_world *world;
	librdf_storage *storage;
	librdf_model *model;
	pg_hashset seen;       /* hashes of the statements added in this session */
	pg_hashset live;       /* update: hashes of the statements copied from the live store */
	bool live_ok;          /* `live` is complete and no graph was removed since */
	librdf_node *ctx_node;  /* cached context node for ctx_iri */
	char *ctx_iri;
	pg_buf last_error;
	size_t errors;          /* error-level log messages so far */
	size_t error_line, error_col;
	bool verbose;
	bool committed;
	bool in_txn;
	pg_bulk *bulk;          /* hashes writers: statements queued for a sorted write */
	pg_hashset bulk_preds;  /* hashes of the predicates of the queued statements */
	pg_bulk_target dbs;     /* the Berkeley DB handles librdf opened (borrowed) */
	dev_t dev;              /* reader: the directory at `path` when it was opened */
	ino_t ino;
	pg_status bulk_error;   /* a failed flush, reported by commit */
};

/* ---- small file-system helpers */

static void remove_tree(const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	pg_buf p = PG_BUF_INIT;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		pg_buf_reset(&p);
		if (pg_buf_addf(&p, "%s/%s", dir, e->d_name))
			unlink(pg_buf_str(&p));
	}
	closedir(d);
	pg_buf_free(&p);
	rmdir(dir);
}

static bool copy_file(const char *from, const char *to)
{
	int in = open(from, O_RDONLY | O_CLOEXEC);
	if (in < 0)
		return false;
	int out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0) {
		close(in);
		return false;
	}
	char buf[1 << 16];
	ssize_t n;
	bool ok = true;
	while (ok && (n = read(in, buf, sizeof buf)) > 0)
		ok = write(out, buf, (size_t)n) == n;
	ok = ok && n == 0 && fsync(out) == 0;
	close(in);
	return close(out) == 0 && ok;
}

static bool copy_dir(const char *from, const char *to)
{
	DIR *d = opendir(from);
	if (!d)
		return false;
	struct dirent *e;
	pg_buf a = PG_BUF_INIT, b = PG_BUF_INIT;
	bool ok = true;
	while (ok && (e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		pg_buf_reset(&a);
		pg_buf_reset(&b);
		ok = pg_buf_addf(&a, "%s/%s", from, e->d_name) &&
		     pg_buf_addf(&b, "%s/%s", to, e->d_name) &&
		     copy_file(pg_buf_str(&a), pg_buf_str(&b));
	}
	closedir(d);
	pg_buf_free(&a);
	pg_buf_free(&b);
	return ok;
}

/* ---- the statement-hash set */

static uint64_t triple_hash(const pg_triple *t)
{
	uint64_t h = PG_HASH_SEED;
	h = pg_hash_str(h, t->s);
	h = pg_hash_str(h, t->p);
	h = pg_hash_str(h, t->o_literal ? "L" : "I");
	h = pg_hash_str(h, t->o);
	h = pg_hash_str(h, t->datatype);
	h = pg_hash_str(h, t->lang);
	return pg_hash_mix(h);
}

/* ---- Redland logging: keep errors for the caller, hide library noise */

static bool is_noise(const char *msg)
{
	return strstr(msg, "bound but unused") || strstr(msg, "$$agg$$") ||
	       strstr(msg, "used but not bound") || strstr(msg, "defined but not used");
}

static int log_handler(void *user_data, librdf_log_message *m)
{
	pg_store *s = user_data;
	const char *msg = librdf_log_message_message(m);
	if (!msg)
		msg = "(no message)";
	librdf_log_level level = librdf_log_message_level(m);
	if (level >= LIBRDF_LOG_ERROR) {
		s->errors++;
		raptor_locator *loc = librdf_log_message_locator(m);
		s->error_line = loc && loc->line > 0 ? (size_t)loc->line : 0;
		s->error_col = loc && loc->column > 0 ? (size_t)loc->column : 0;
		if (!s->last_error.len)
			pg_buf_adds(&s->last_error, msg);
	} else if (s->verbose && level >= LIBRDF_LOG_WARN && !is_noise(msg)) {
		fprintf(stderr, "papergraph: warning: %s\n", msg);
	}
	return 1;
}

/* ---- META file: "papergraph-store FORMAT\nbackend NAME\nbase IRI\n" */

static pg_status write_meta(pg_store *s, pg_diag *d)
{
	pg_buf p = PG_BUF_INIT;
	pg_status st = PG_ERR_NOMEM;
	if (!pg_buf_addf(&p, "%s/META", s->work))
		goto out;
	FILE *f = fopen(pg_buf_str(&p), "w");
	if (!f) {
		st = pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot write META: %s", strerror(errno));
		goto out;
	}
	fprintf(f, "papergraph-store %d\nbackend %s\nbase %s\n", PG_STORE_FORMAT,
		s->backend == BACKEND_SQLITE ? "sqlite" : "hashes", s->base);
	st = fclose(f) == 0 ? PG_OK : pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot write META");
out:
	pg_buf_free(&p);
	return st;
}

static pg_status read_meta(pg_store *s, pg_diag *d)
{
	pg_buf p = PG_BUF_INIT;
	if (!pg_buf_addf(&p, "%s/META", s->path))
		return PG_ERR_NOMEM;
	struct stat sb;
	pg_status st = PG_OK;
	if (stat(s->path, &sb) != 0) {
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				 "no store here (build one with 'papergraph build -s %s FILE')", s->path);
		goto out;
	}
	FILE *f = fopen(pg_buf_str(&p), "r");
	if (!f) {
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "not a papergraph store (no META file)");
		goto out;
	}
	char line[4096];
	int format = -1;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "papergraph-store ", 17))
			format = atoi(line + 17);
		else if (!strncmp(line, "backend ", 8))
			s->backend = !strcmp(line + 8, "sqlite") ? BACKEND_SQLITE : BACKEND_HASHES;
		else if (!strncmp(line, "base ", 5) && !s->base)
			s->base = strdup(line + 5);
	}
	fclose(f);
	if (format < 0)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "not a papergraph store (bad META file)");
	else if (format != PG_STORE_FORMAT)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				 "store format version %d, but this papergraph reads version %d: rebuild it",
				 format, PG_STORE_FORMAT);
	else if (!s->base)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "not a papergraph store (no base in META)");
out:
	pg_buf_free(&p);
	return st;
}

/* ---- Berkeley DB: caches, page size, mapped files, and handles for bulk writes
 *
 * librdf's hashes storage opens each of its five indexes with
 * db_create(&db, NULL, 0) and no environment, so every index gets BDB's
 * default 256 KiB cache and a page of the file system's block size (4 KiB).
 * librdf has no option for either,
 * so papergraph defines db_create itself (the executable's definition takes
 * precedence over libdb's for librdf's call) and, before librdf opens the
 * database:
 *   - while open_backend opens a writer's store: gives each new database
 *     16 KiB pages and each index a 16 MiB cache, and keeps the handles, which
 *     bulk.c writes through (the same handles, so the same caches as librdf's);
 *   - while it opens a reader's store: gives each index a 4 MiB cache and
 *     has Berkeley DB map the read-only files into memory instead of copying
 *     each page it reads into its cache (the private environment of a database
 *     opened without one takes set_mp_mmapsize too). At 50k, in process:
 *     `methods-per-task.rq` 1.2 -> 0.9 s, `lineage.rq` 127 -> 90 ms.
 * Stores stay ordinary BDB files that any librdf reads.
 * PAPERGRAPH_BDB_TUNE=0 leaves caches and pages at BDB's defaults (to measure). */
#ifdef PG_TUNE_BDB
#define BDB_WRITE_CACHE_BYTES (16u << 20)
#define BDB_READ_CACHE_BYTES (4u << 20)
/* read-only files up to this size are mapped rather than read into the cache */
#define BDB_READ_MMAP_BYTES (sizeof(size_t) > 4 ? (size_t)1 << 38 : (size_t)1 << 30)
#define BDB_PAGE_BYTES 16384u

typedef enum bdb_opening { OPENING_OTHER, OPENING_READER, OPENING_WRITER } bdb_opening;
static bdb_opening opening; /* what open_backend is opening now */
static bool tune_bdb;
/* The databases created while a store opens: a writer's for bulk writes, a
 * reader's for listing the predicates. */
static DB *created[2 * PG_BULK_INDEXES];
static size_t ncreated;

int db_create(DB **dbp, DB_ENV *env, u_int32_t flags)
{
	static int (*real)(DB **, DB_ENV *, u_int32_t);
	if (!real) {
		*(void **)&real = dlsym(RTLD_NEXT, "db_create");
		if (!real)
			return ENOSYS;
	}
	int rc = real(dbp, env, flags);
	if (rc != 0 || env)
		return rc;
	DB *db = *dbp;
	/* All hints: a failure leaves BDB's defaults, which work. (Not a faster
	 * key comparison: with one set, a cursor's DB_SET returns a malloc'ed
	 * copy of the key, which librdf does not free.) */
	if (opening != OPENING_OTHER && ncreated < sizeof created / sizeof *created)
		created[ncreated++] = db;
	if (opening == OPENING_WRITER) {
		if (tune_bdb) {
			(void)db->set_cachesize(db, 0, BDB_WRITE_CACHE_BYTES, 1);
			(void)db->set_pagesize(db, BDB_PAGE_BYTES);
		}
	} else if (opening == OPENING_READER && tune_bdb) {
		(void)db->set_cachesize(db, 0, BDB_READ_CACHE_BYTES, 1);
		DB_ENV *e = db->get_env(db);
		if (e)
			(void)e->set_mp_mmapsize(e, BDB_READ_MMAP_BYTES);
	}
	return rc;
}

static void set_bdb_opening(bdb_opening what)
{
	const char *env = getenv("PAPERGRAPH_BDB_TUNE");
	tune_bdb = !(env && !strcmp(env, "0"));
	opening = what;
	ncreated = 0;
}

/* Finds the handle of each index among the databases librdf just opened.
 * Returns false if one is missing (then bulk writes are not used). */
static bool take_created(pg_bulk_target *t)
{
	memset(t, 0, sizeof *t);
	for (size_t i = 0; i < ncreated; i++) {
		const char *file = NULL, *name = NULL;
		if (created[i]->get_dbname(created[i], &file, &name) != 0)
			continue;
		int ix = pg_bulk_index_of_file(file);
		if (ix >= 0)
			t->db[ix] = created[i];
	}
	ncreated = 0;
	for (int i = 0; i < PG_BULK_INDEXES; i++)
		if (!t->db[i])
			return false;
	return true;
}
#else
typedef enum bdb_opening { OPENING_OTHER, OPENING_READER, OPENING_WRITER } bdb_opening;
static void set_bdb_opening(bdb_opening what) { (void)what; }
static bool take_created(pg_bulk_target *t) { memset(t, 0, sizeof *t); return false; }
#endif

/* ---- "pg-hashes": the hashes storage with indexed fully bound lookups
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

/* The second repair: librdf's rasqal binding lists every context (named
 * graph) of the model before each query, to declare them to rasqal, and
 * hashes lists them by walking its whole contexts index (45 ms a query at
 * 10,000 abstracts). A store opened for reading has the list written at
 * commit in DIR/GRAPHS; pg-hashes then answers get_contexts from memory. */
typedef struct pgh {
	librdf_storage *inner;
	char *graphs_file;     /* DIR/GRAPHS, read at the first get_contexts; owned */
	librdf_node **graphs;  /* NULL: ask hashes */
	size_t n_graphs;
	bool hide_graphs;      /* get_contexts lists none (the query has no GRAPH) */
} pgh;

static const char *pending_graphs_file; /* read by the next pgh_init; set by open_backend */

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
	/* options are ours; librdf_new_storage_with_options copies them */
	if (h)
		h->inner = librdf_new_storage_with_options(librdf_storage_get_world(st), "hashes", name,
							   options);
	if (options)
		librdf_free_hash(options);
	if (!h || !h->inner) {
		free(h);
		return 1;
	}
	if (pending_graphs_file && !(h->graphs_file = strdup(pending_graphs_file))) {
		librdf_free_storage(h->inner);
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

static librdf_stream *pgh_find_statements(librdf_storage *st, librdf_statement *partial)
{
	librdf_node *subj = librdf_statement_get_subject(partial);
	librdf_node *pred = librdf_statement_get_predicate(partial);
	librdf_node *obj = librdf_statement_get_object(partial);
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

/* ---- opening */

/* Runs `sql` on the SQLite file of the store being written. librdf's stock
 * schema has no index on literals(text), which makes every literal lookup a
 * scan (a quadratic load); papergraph adds it before loading and the
 * query indexes after. */
static pg_status sqlite_exec(pg_store *s, const char *sql, pg_diag *d)
{
	pg_buf name = PG_BUF_INIT;
	if (!pg_buf_addf(&name, "%s/kg.sqlite", s->work))
		return PG_ERR_NOMEM;
	sqlite3 *db = NULL;
	char *err = NULL;
	pg_status st = PG_OK;
	if (sqlite3_open(pg_buf_str(&name), &db) != SQLITE_OK ||
	    sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK)
		st = pg_diag_set(d, PG_ERR_RDF, s->path, 0, "SQLite: %s",
				 err ? err : db ? sqlite3_errmsg(db) : "cannot open");
	sqlite3_free(err);
	sqlite3_close(db);
	pg_buf_free(&name);
	return st;
}

static pg_status open_backend(pg_store *s, bool fresh, pg_diag *d)
{
	pg_buf opt = PG_BUF_INIT, name = PG_BUF_INIT;
	pg_status st = PG_ERR_NOMEM;
	bool write = s->mode != PG_STORE_READ;
	if (s->backend == BACKEND_HASHES) {
		if (!pg_buf_addf(&opt,
				 "hash-type='bdb',dir='%s',contexts='yes',index-predicates='yes',"
				 "new='%s',write='%s'",
				 s->work, fresh ? "yes" : "no", write ? "yes" : "no") ||
		    !pg_buf_adds(&name, "kg"))
			goto out;
		pg_buf graphs = PG_BUF_INIT;
		if (!write && pg_buf_addf(&graphs, "%s/GRAPHS", s->work))
			pending_graphs_file = pg_buf_str(&graphs);
		s->storage = librdf_new_storage(s->world, "pg-hashes", pg_buf_str(&name), pg_buf_str(&opt));
		pending_graphs_file = NULL;
		pg_buf_free(&graphs);
	} else {
		if (!pg_buf_addf(&opt, "new='%s',contexts='yes',synchronous='off'", fresh ? "yes" : "no") ||
		    !pg_buf_addf(&name, "%s/kg.sqlite", s->work))
			goto out;
		s->storage = librdf_new_storage(s->world, "sqlite", pg_buf_str(&name), pg_buf_str(&opt));
		if (s->storage && fresh) {
			/* opening a model creates the tables: then index literals before
			 * anything is loaded */
			librdf_model *m = librdf_new_model(s->world, s->storage, NULL);
			if (m)
				librdf_free_model(m);
			librdf_free_storage(s->storage);
			s->storage = NULL;
			pg_status ist = sqlite_exec(s, "CREATE INDEX literals_text ON literals(text)", d);
			if (ist != PG_OK) {
				st = ist;
				goto out;
			}
			pg_buf_reset(&opt);
			if (!pg_buf_adds(&opt, "new='no',contexts='yes',synchronous='off'"))
				goto out;
			s->storage = librdf_new_storage(s->world, "sqlite", pg_buf_str(&name),
							pg_buf_str(&opt));
		}
	}
	if (!s->storage) {
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "cannot open the store's %s database%s%s",
				 s->backend == BACKEND_SQLITE ? "SQLite" : "Berkeley DB",
				 s->last_error.len ? ": " : "", pg_buf_str(&s->last_error));
		goto out;
	}
	/* librdf opens the hashes' databases when the model opens the storage */
	if (s->backend == BACKEND_HASHES)
		set_bdb_opening(write ? OPENING_WRITER : OPENING_READER);
	s->model = librdf_new_model(s->world, s->storage, NULL);
	bool have_dbs = s->backend == BACKEND_HASHES && take_created(&s->dbs);
	set_bdb_opening(OPENING_OTHER);
	if (!s->model) {
		st = pg_diag_set(d, PG_ERR_RDF, s->path, 0, "cannot create a Redland model");
		goto out;
	}
	const char *bulk_env = getenv("PAPERGRAPH_BULK");
	if (write && have_dbs && !(bulk_env && !strcmp(bulk_env, "0")) && !(s->bulk = pg_bulk_new()))
		goto out;
	if (write && s->backend == BACKEND_SQLITE)
		s->in_txn = librdf_model_transaction_start(s->model) == 0;
	st = PG_OK;
out:
	pg_buf_free(&opt);
	pg_buf_free(&name);
	return st;
}

static pg_status load_ontology(pg_store *s, pg_diag *d)
{
	const pg_embedded_file *f = pg_embedded_get("ontology/papers.ttl");
	if (!f)
		return pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "the ontology is not compiled in");
	char *graph = pg_graph_named_iri(s->base, "ontology");
	librdf_parser *parser = librdf_new_parser(s->world, "turtle", NULL, NULL);
	librdf_uri *base = librdf_new_uri(s->world, (const unsigned char *)PG_NS);
	pg_status st = PG_ERR_NOMEM;
	if (!graph || !parser || !base)
		goto out;
	librdf_stream *stream = librdf_parser_parse_counted_string_as_stream(
		parser, (const unsigned char *)f->data, f->len, base);
	if (!stream) {
		st = pg_diag_set(d, PG_ERR_INTERNAL, "ontology/papers.ttl", s->error_line,
				 "the compiled-in ontology does not parse: %s", pg_buf_str(&s->last_error));
		goto out;
	}
	st = PG_OK;
	for (; st == PG_OK && !librdf_stream_end(stream); librdf_stream_next(stream)) {
		librdf_statement *stmt = librdf_stream_get_object(stream);
		librdf_node *ctx = librdf_new_node_from_uri_string(s->world, (const unsigned char *)graph);
		if (!ctx || librdf_model_context_add_statement(s->model, ctx, stmt))
			st = pg_diag_set(d, PG_ERR_RDF, s->path, 0, "cannot add the ontology");
		librdf_free_node(ctx);
	}
	librdf_free_stream(stream);
out:
	if (base)
		librdf_free_uri(base);
	if (parser)
		librdf_free_parser(parser);
	free(graph);
	return st;
}

static pg_status take_lock(pg_store *s, pg_diag *d)
{
	pg_buf p = PG_BUF_INIT;
	if (!pg_buf_addf(&p, "%s.lock", s->path))
		return PG_ERR_NOMEM;
	s->lock_fd = open(pg_buf_str(&p), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	pg_status st = PG_OK;
	if (s->lock_fd < 0)
		st = pg_diag_set(d, PG_ERR_IO, pg_buf_str(&p), 0, "cannot create lock file: %s",
				 strerror(errno));
	else if (flock(s->lock_fd, LOCK_EX | LOCK_NB) != 0)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				 "the store is being written by another papergraph process");
	pg_buf_free(&p);
	return st;
}

static pg_status parse_spec(pg_store *s, const char *spec, pg_diag *d)
{
	const char *path = spec;
	s->backend = BACKEND_HASHES;
	if (!strncmp(spec, "hashes:", 7)) {
		path = spec + 7;
	} else if (!strncmp(spec, "sqlite:", 7)) {
		path = spec + 7;
		s->backend = BACKEND_SQLITE;
	}
	if (!*path)
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "empty store path in '%s'", spec);
	if (strchr(path, '\'') || strchr(path, '\n'))
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0,
				   "store path '%s' must not contain quotes or newlines", path);
	size_t n = strlen(path);
	while (n > 1 && path[n - 1] == '/')
		n--;
	s->path = strndup(path, n);
	return s->path ? PG_OK : PG_ERR_NOMEM;
}

static bool to_triple(librdf_statement *stmt, const char *graph, pg_triple *t);

/* Writes the statements queued for a bulk write, so that Redland sees them.
 * Every reader of a writer's store calls it first. A failure is kept and
 * reported again by pg_store_commit, so a store missing statements is never
 * swapped in. */
static pg_status flush_bulk(pg_store *s)
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
	if (pg_hashset_insert(&s->bulk_preds, pg_hash_mix(pg_hash_str(PG_HASH_SEED, p))) < 0)
		return PG_ERR_NOMEM;
	return pg_bulk_add(s->bulk, subj, pred, obj, ctx);
}

/* Fills the fresh staging store of an update with the live store's statements,
 * graph by graph, except the inferred graph, which every writer derives again
 * (pg_infer_run). Copying the directory and then dropping the inferred graph
 * took more than 5 minutes at 10,000 papers (Berkeley DB deletes one value of
 * a key's duplicate set at a time, searching it); inserting is as fast as a
 * build. Every papergraph write names a graph, so nothing is lost. */
static pg_status fill_from_live(pg_store *s, pg_diag *d)
{
	pg_buf opt = PG_BUF_INIT;
	librdf_storage *live = NULL;
	librdf_model *lm = NULL;
	char *inferred = pg_graph_named_iri(s->base, "inferred");
	if (inferred && pg_buf_addf(&opt,
				    "hash-type='bdb',dir='%s',contexts='yes',index-predicates='yes',"
				    "new='no',write='no'", s->path))
		live = librdf_new_storage(s->world, "hashes", "kg", pg_buf_str(&opt));
	if (live)
		lm = librdf_new_model(s->world, live, NULL);
	pg_status st = lm ? PG_OK : pg_diag_set(d, PG_ERR_RDF, s->path, 0,
						 "cannot open the store to update it: %s",
						 pg_buf_str(&s->last_error));
	librdf_iterator *graphs = lm ? librdf_model_get_contexts(lm) : NULL;
	for (; st == PG_OK && graphs && !librdf_iterator_end(graphs); librdf_iterator_next(graphs)) {
		librdf_node *g = librdf_iterator_get_object(graphs);
		if (!g || (librdf_node_is_resource(g) &&
			   !strcmp((const char *)librdf_uri_as_string(librdf_node_get_uri(g)), inferred)))
			continue;
		librdf_stream *stream = librdf_model_context_as_stream(lm, g);
		for (; st == PG_OK && stream && !librdf_stream_end(stream); librdf_stream_next(stream)) {
			librdf_statement *x = librdf_stream_get_object(stream);
			pg_triple t;
			if (to_triple(x, NULL, &t) && pg_hashset_insert(&s->live, triple_hash(&t)) < 0)
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
	if (st == PG_OK && flush_bulk(s) != PG_OK)
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

pg_status pg_store_open(const char *spec, pg_store_mode mode, const char *base,
			pg_store **out, pg_diag *d)
{
	*out = NULL;
	pg_store *s = calloc(1, sizeof *s);
	if (!s)
		return PG_ERR_NOMEM;
	s->mode = mode;
	s->lock_fd = -1;
	pg_status st = PG_OK;
	backend wanted;
	PG_TRY(st, parse_spec(s, spec, d));
	wanted = s->backend;
	struct stat at_open;
	if (stat(s->path, &at_open) == 0) {
		s->dev = at_open.st_dev;
		s->ino = at_open.st_ino;
	}
	if (mode != PG_STORE_READ)
		PG_TRY(st, take_lock(s, d));
	if (mode == PG_STORE_REBUILD) {
		if (!(s->base = strdup(base ? base : PG_DEFAULT_BASE))) {
			st = PG_ERR_NOMEM;
			goto out;
		}
		struct stat sb;
		if (stat(s->path, &sb) == 0 && !S_ISDIR(sb.st_mode)) {
			st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
					 "exists and is not a papergraph store (not a directory)");
			goto out;
		}
		if (stat(s->path, &sb) == 0) {
			/* Replace only something that is a store, never a user's directory. */
			pg_store probe = {.path = s->path};
			pg_diag ignore;
			pg_status pst = read_meta(&probe, &ignore);
			free(probe.base);
			if (pst != PG_OK) {
				DIR *dd = opendir(s->path);
				struct dirent *e;
				bool empty = true;
				while (dd && (e = readdir(dd)))
					if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
						empty = false;
				if (dd)
					closedir(dd);
				if (!empty) {
					st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
							 "exists and is not a papergraph store; "
							 "refusing to replace it");
					goto out;
				}
			}
		}
	} else {
		PG_TRY(st, read_meta(s, d));
		if (!strncmp(spec, "sqlite:", 7) || !strncmp(spec, "hashes:", 7)) {
			if (wanted != s->backend) {
				st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
						 "the store uses the %s backend, not the one named",
						 s->backend == BACKEND_SQLITE ? "sqlite" : "hashes");
				goto out;
			}
		}
	}

	if (!(s->world = librdf_new_world())) {
		st = PG_ERR_NOMEM;
		goto out;
	}
	librdf_world_open(s->world);
	librdf_world_set_logger(s->world, s, log_handler);
	librdf_storage_register_factory(s->world, "pg-hashes",
					"hashes with indexed fully bound lookups", pgh_register);

	if (mode == PG_STORE_READ) {
		s->work = strdup(s->path);
	} else {
		pg_buf w = PG_BUF_INIT;
		if (pg_buf_addf(&w, "%s.staging.%ld", s->path, (long)getpid()))
			s->work = pg_buf_take(&w);
		pg_buf_free(&w);
	}
	if (!s->work) {
		st = PG_ERR_NOMEM;
		goto out;
	}
	if (mode != PG_STORE_READ) {
		/* We hold the lock, so staging copies left by killed writers are stale. */
		pg_buf pat = PG_BUF_INIT;
		glob_t g;
		if (pg_buf_addf(&pat, "%s.staging.*", s->path) &&
		    glob(pg_buf_str(&pat), GLOB_NOSORT, NULL, &g) == 0) {
			for (size_t i = 0; i < g.gl_pathc; i++)
				remove_tree(g.gl_pathv[i]);
			globfree(&g);
		}
		pg_buf_free(&pat);
		remove_tree(s->work);
		if (mkdir(s->work, 0755) != 0) {
			st = pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot create: %s", strerror(errno));
			goto out;
		}
		/* sqlite: a copy of the file; hashes: a fresh store filled graph by
		 * graph (fill_from_live) */
		bool copy = mode == PG_STORE_UPDATE && s->backend == BACKEND_SQLITE;
		if (copy && !copy_dir(s->path, s->work)) {
			st = pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot copy the store: %s",
					 strerror(errno));
			goto out;
		}
		if (!copy)
			PG_TRY(st, write_meta(s, d));
	}
	bool refill = mode == PG_STORE_UPDATE && s->backend == BACKEND_HASHES;
	PG_TRY(st, open_backend(s, mode == PG_STORE_REBUILD || refill, d));
	if (mode == PG_STORE_REBUILD)
		PG_TRY(st, load_ontology(s, d));
	if (refill)
		PG_TRY(st, fill_from_live(s, d));
out:
	if (st != PG_OK) {
		pg_store_close(s);
		return st;
	}
	*out = s;
	return PG_OK;
}

/* ---- writing */


static librdf_node *new_node(pg_store *s, const char *value, bool literal,
			     const char *datatype, const char *lang)
{
	if (!literal)
		return librdf_new_node_from_uri_string(s->world, (const unsigned char *)value);
	if (!datatype)
		return librdf_new_node_from_literal(s->world, (const unsigned char *)value, lang, 0);
	librdf_uri *dt = librdf_new_uri(s->world, (const unsigned char *)datatype);
	if (!dt)
		return NULL;
	librdf_node *n = librdf_new_node_from_typed_literal(s->world, (const unsigned char *)value,
							     NULL, dt);
	librdf_free_uri(dt);
	return n;
}

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

static librdf_node *context_node(pg_store *s, const char *graph)
{
	if (!s->ctx_iri || strcmp(s->ctx_iri, graph) != 0) {
		if (s->ctx_node)
			librdf_free_node(s->ctx_node);
		free(s->ctx_iri);
		s->ctx_iri = strdup(graph);
		s->ctx_node = new_node(s, graph, false, NULL, NULL);
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
	uint64_t h = triple_hash(t);
	int fresh = pg_hashset_insert(&s->seen, h);
	if (fresh < 0)
		return PG_ERR_NOMEM;
	if (!fresh)
		return PG_OK;
	librdf_node *ctx = context_node(s, t->graph);
	librdf_node *subj = new_node(s, t->s, false, NULL, NULL);
	librdf_node *pred = new_node(s, t->p, false, NULL, NULL);
	librdf_node *obj = new_node(s, t->o, t->o_literal, t->datatype, t->lang);
	if (!ctx || !subj || !pred || !obj) {
		if (subj)
			librdf_free_node(subj);
		if (pred)
			librdf_free_node(pred);
		if (obj)
			librdf_free_node(obj);
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
	bool check = s->mode == PG_STORE_UPDATE && t->scope != PG_SCOPE_PAPER;
	if (check && (s->live_ok ? pg_hashset_contains(&s->live, h) : model_has(s, stmt)))
		;
	else if (s->bulk)
		st = queue_bulk(s, subj, pred, obj, ctx);
	else if (librdf_model_context_add_statement(s->model, ctx, stmt) != 0)
		st = PG_ERR_RDF;
	librdf_free_statement(stmt);
	return st;
}

pg_status pg_store_remove_graph(pg_store *s, const char *graph_iri, size_t *removed)
{
	pg_status fst = flush_bulk(s);
	if (fst != PG_OK)
		return fst;
	librdf_node *ctx = new_node(s, graph_iri, false, NULL, NULL);
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
		/* `live` may now hold statements the store no longer has */
		s->live_ok = false;
		pg_hashset_free(&s->live);
	}
	librdf_free_node(ctx);
	if (removed)
		*removed = n;
	return st;
}

bool pg_store_has_graph(pg_store *s, const char *graph_iri)
{
	if (flush_bulk(s) != PG_OK)
		return false;
	librdf_node *ctx = new_node(s, graph_iri, false, NULL, NULL);
	if (!ctx)
		return false;
	librdf_stream *stream = librdf_model_context_as_stream(s->model, ctx);
	bool any = stream && !librdf_stream_end(stream);
	if (stream)
		librdf_free_stream(stream);
	librdf_free_node(ctx);
	return any;
}

bool pg_store_object_from_node(librdf_node *o, pg_triple *t)
{
	t->o_literal = false;
	t->lang = t->datatype = NULL;
	if (librdf_node_is_resource(o)) {
		t->o = (const char *)librdf_uri_as_string(librdf_node_get_uri(o));
		return true;
	}
	if (!librdf_node_is_literal(o))
		return false;
	t->o = (const char *)librdf_node_get_literal_value(o);
	t->o_literal = true;
	t->lang = librdf_node_get_literal_value_language(o);
	librdf_uri *dt = librdf_node_get_literal_value_datatype_uri(o);
	t->datatype = dt ? (const char *)librdf_uri_as_string(dt) : NULL;
	return true;
}

/* Converts a Redland statement to a pg_triple (strings borrowed from the nodes). */
static bool to_triple(librdf_statement *stmt, const char *graph, pg_triple *t)
{
	librdf_node *n[3] = {librdf_statement_get_subject(stmt),
			     librdf_statement_get_predicate(stmt),
			     librdf_statement_get_object(stmt)};
	memset(t, 0, sizeof *t);
	t->graph = graph;
	t->scope = PG_SCOPE_ENTITY;
	for (int i = 0; i < 2; i++)
		if (!librdf_node_is_resource(n[i]))
			return false; /* blank nodes are not kept: papergraph mints IRIs */
	t->s = (const char *)librdf_uri_as_string(librdf_node_get_uri(n[0]));
	t->p = (const char *)librdf_uri_as_string(librdf_node_get_uri(n[1]));
	return pg_store_object_from_node(n[2], t);
}

static const char *guess_syntax(const char *path)
{
	const char *dot = strrchr(path, '.');
	if (!dot)
		return NULL;
	if (!strcmp(dot, ".ttl") || !strcmp(dot, ".turtle"))
		return "turtle";
	if (!strcmp(dot, ".nt"))
		return "ntriples";
	if (!strcmp(dot, ".nq"))
		return "nquads";
	if (!strcmp(dot, ".rdf") || !strcmp(dot, ".owl") || !strcmp(dot, ".xml"))
		return "rdfxml";
	if (!strcmp(dot, ".trig"))
		return "trig";
	return NULL;
}

/* State of one file load through raptor (librdf's parser drops graph names). */
typedef struct load_ctx {
	pg_store *store;
	const char *path;
	const char *file_graph;
	pg_status st;
	pg_diag *d;
	size_t n;
	pg_buf o;  /* literal scratch */
} load_ctx;

static const char *term_iri(raptor_term *t)
{
	return t && t->type == RAPTOR_TERM_TYPE_URI ? (const char *)raptor_uri_as_string(t->value.uri)
						     : NULL;
}

static void on_statement(void *user_data, raptor_statement *rs)
{
	load_ctx *c = user_data;
	if (c->st != PG_OK)
		return;
	c->n++;
	pg_triple t = {.s = term_iri(rs->subject), .p = term_iri(rs->predicate),
		       .scope = PG_SCOPE_ENTITY};
	const char *g = term_iri(rs->graph);
	t.graph = g ? g : c->file_graph;
	raptor_term *o = rs->object;
	if (o && o->type == RAPTOR_TERM_TYPE_URI) {
		t.o = term_iri(o);
	} else if (o && o->type == RAPTOR_TERM_TYPE_LITERAL) {
		pg_buf_reset(&c->o);
		pg_buf_add(&c->o, (const char *)o->value.literal.string, o->value.literal.string_len);
		t.o = pg_buf_str(&c->o);
		t.o_literal = true;
		t.lang = o->value.literal.language ? (const char *)o->value.literal.language : NULL;
		t.datatype = o->value.literal.datatype
			? (const char *)raptor_uri_as_string(o->value.literal.datatype) : NULL;
	}
	if (!t.s || !t.p || !t.o) {
		c->st = pg_diag_set(c->d, PG_ERR_INPUT, c->path, 0,
				    "statement %zu has a blank node, which papergraph does not keep: "
				    "give it an IRI", c->n);
		return;
	}
	c->st = pg_store_add(c->store, &t);
	if (c->st != PG_OK)
		pg_diag_set(c->d, c->st, c->path, 0, "cannot store statement %zu", c->n);
}

static void on_parse_error(void *user_data, raptor_log_message *m)
{
	load_ctx *c = user_data;
	if (m->level < RAPTOR_LOG_LEVEL_ERROR || c->st != PG_OK)
		return;
	c->st = pg_diag_set(c->d, PG_ERR_INPUT, c->path,
			    m->locator && m->locator->line > 0 ? (size_t)m->locator->line : 0,
			    "not valid RDF: %s", m->text ? m->text : "parse error");
}

pg_status pg_store_load_file(pg_store *s, const char *path, const char *syntax, pg_diag *d)
{
	if (!syntax)
		syntax = guess_syntax(path);
	if (!syntax)
		return pg_diag_set(d, PG_ERR_INPUT, path, 0,
				   "cannot tell the RDF syntax from the file name (use --syntax)");
	char *abs = realpath(path, NULL);
	if (!abs)
		return pg_diag_set(d, PG_ERR_INPUT, path, 0, "%s", strerror(errno));
	raptor_world *rw = librdf_world_get_raptor(s->world);
	pg_buf iri = PG_BUF_INIT;
	load_ctx c = {.store = s, .path = path, .st = PG_OK, .d = d, .o = PG_BUF_INIT};
	raptor_parser *parser = raptor_new_parser(rw, syntax);
	raptor_uri *uri = NULL;
	pg_status st = PG_ERR_NOMEM;
	if (!parser) {
		st = pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "unknown RDF syntax '%s'", syntax);
		goto out;
	}
	if (!pg_buf_adds(&iri, "file://") || !pg_buf_adds(&iri, abs))
		goto out;
	if (!(uri = raptor_new_uri(rw, (const unsigned char *)pg_buf_str(&iri))))
		goto out;
	c.file_graph = pg_buf_str(&iri);
	raptor_world_set_log_handler(rw, &c, on_parse_error);
	raptor_parser_set_statement_handler(parser, &c, on_statement);
	/* never let a parser fetch anything while reading a local file */
	raptor_parser_set_option(parser, RAPTOR_OPTION_NO_NET, NULL, 1);
	int rc = raptor_parser_parse_file(parser, uri, uri);
	raptor_world_set_log_handler(rw, NULL, NULL);
	st = c.st;
	if (st == PG_OK && rc != 0)
		st = pg_diag_set(d, PG_ERR_INPUT, path, 0, "not valid %s", syntax);
out:
	if (uri)
		raptor_free_uri(uri);
	if (parser)
		raptor_free_parser(parser);
	pg_buf_free(&c.o);
	pg_buf_free(&iri);
	free(abs);
	return st;
}

/* ---- reading */

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
	pg_status st = flush_bulk(s);
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
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			char **more = realloc(graphs, cap * sizeof *graphs);
			if (!more) {
				librdf_free_iterator(it);
				goto out;
			}
			graphs = more;
		}
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
		librdf_node *g = new_node(s, graphs[i], false, NULL, NULL);
		librdf_stream *stream = g ? librdf_model_context_as_stream(s->model, g) : NULL;
		for (; stream && st == PG_OK && !librdf_stream_end(stream); librdf_stream_next(stream)) {
			pg_triple t;
			if (to_triple(librdf_stream_get_object(stream), graphs[i], &t))
				st = sink(ctx, &t);
		}
		if (stream)
			librdf_free_stream(stream);
		if (g)
			librdf_free_node(g);
	}
out:
	for (size_t i = 0; i < n; i++)
		free(graphs[i]);
	free(graphs);
	free(skip);
	return st;
}

bool pg_store_is_current(const pg_store *s)
{
	struct stat now;
	return stat(s->path, &now) != 0 || (now.st_dev == s->dev && now.st_ino == s->ino);
}

/* The predicate index's distinct keys ('x', 'p', a node encoding): one cursor
 * step per predicate. Returns PG_ERR_INTERNAL if there is no such index. */
static pg_status each_indexed_predicate(pg_store *s, pg_predicate_fn fn, void *ctx)
{
#ifdef PG_TUNE_BDB
	DB *db = s->dbs.db[PG_BULK_P2SO];
	DBC *cursor = NULL;
	if (!db || db->cursor(db, NULL, &cursor, 0) != 0)
		return PG_ERR_INTERNAL;
	DBT key, value;
	memset(&key, 0, sizeof key);
	memset(&value, 0, sizeof value);
	value.flags = DB_DBT_PARTIAL; /* dlen 0: the values are not copied */
	pg_status st = PG_OK;
	int rc = 0;
	while (st == PG_OK && (rc = cursor->get(cursor, &key, &value, DB_NEXT_NODUP)) == 0) {
		const unsigned char *k = key.data;
		if (key.size < 3 || k[0] != 'x' || k[1] != 'p') {
			st = PG_ERR_RDF;
			break;
		}
		size_t used = 0;
		librdf_node *p = librdf_node_decode(s->world, &used, (unsigned char *)k + 2,
						    key.size - 2);
		if (!p) {
			st = PG_ERR_RDF;
			break;
		}
		st = fn(ctx, p);
		librdf_free_node(p);
	}
	if (st == PG_OK && rc != DB_NOTFOUND)
		st = PG_ERR_IO;
	cursor->close(cursor);
	return st;
#else
	(void)s;
	(void)fn;
	(void)ctx;
	return PG_ERR_INTERNAL;
#endif
}

pg_status pg_store_each_predicate(pg_store *s, pg_predicate_fn fn, void *ctx)
{
	pg_status st = flush_bulk(s);
	if (st != PG_OK)
		return st;
	if (s->dbs.db[PG_BULK_P2SO])
		return each_indexed_predicate(s, fn, ctx);
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
	return st;
}

size_t pg_store_count(pg_store *s)
{
	(void)flush_bulk(s); /* a failure is reported by commit */
	size_t n = 0;
	librdf_stream *stream = librdf_model_as_stream(s->model);
	for (; stream && !librdf_stream_end(stream); librdf_stream_next(stream))
		n++;
	if (stream)
		librdf_free_stream(stream);
	return n;
}

size_t pg_store_count_type(pg_store *s, const char *class_iri)
{
	(void)flush_bulk(s); /* a failure is reported by commit */
	librdf_node *type = new_node(s, PG_RDF_TYPE, false, NULL, NULL);
	librdf_node *cls = new_node(s, class_iri, false, NULL, NULL);
	size_t n = 0;
	if (type && cls) {
		librdf_iterator *it = librdf_model_get_sources(s->model, type, cls);
		for (; it && !librdf_iterator_end(it); librdf_iterator_next(it))
			n++;
		if (it)
			librdf_free_iterator(it);
	}
	if (type)
		librdf_free_node(type);
	if (cls)
		librdf_free_node(cls);
	return n;
}

/* ---- committing and closing */

static void close_backend(pg_store *s)
{
	if (s->ctx_node)
		librdf_free_node(s->ctx_node);
	s->ctx_node = NULL;
	free(s->ctx_iri);
	s->ctx_iri = NULL;
	if (s->model)
		librdf_free_model(s->model);
	if (s->storage)
		librdf_free_storage(s->storage);
	s->model = NULL;
	s->storage = NULL;
}

/* Writes the store's named graphs, one IRI a line, to WORK/GRAPHS, which
 * readers hand to pg-hashes (see pgh_contexts). */
static pg_status write_graphs(pg_store *s, pg_diag *d)
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
		unlink(pg_buf_str(&tmp));
		unlink(pg_buf_str(&path)); /* no list is better than a stale one */
		st = pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot write the list of graphs");
		goto out;
	}
	st = PG_OK;
out:
	pg_buf_free(&tmp);
	pg_buf_free(&path);
	return st;
}

pg_status pg_store_commit(pg_store *s, pg_diag *d)
{
	if (s->mode == PG_STORE_READ)
		return PG_OK;
	if (flush_bulk(s) != PG_OK)
		return pg_diag_set(d, s->bulk_error, s->path, 0,
				   "cannot write the new statements into the store's indexes");
	if (s->in_txn && librdf_model_transaction_commit(s->model) != 0)
		return pg_diag_set(d, PG_ERR_RDF, s->path, 0, "the SQLite transaction failed");
	s->in_txn = false;
	if (librdf_model_sync(s->model) != 0)
		return pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot write the store to disk");
	if (s->backend == BACKEND_HASHES) {
		pg_status gst = write_graphs(s, d);
		if (gst != PG_OK)
			return gst;
	}
	close_backend(s); /* flushes and closes the database files */
	if (s->backend == BACKEND_SQLITE) {
		pg_status st = sqlite_exec(s,
			"CREATE INDEX IF NOT EXISTS triples_po ON triples(predicateUri, objectUri);"
			"CREATE INDEX IF NOT EXISTS triples_o ON triples(objectUri);"
			"CREATE INDEX IF NOT EXISTS triples_ctx ON triples(contextUri);"
			"ANALYZE;", d);
		if (st != PG_OK)
			return st;
	}
	struct stat sb;
	int rc;
	if (stat(s->path, &sb) == 0)
		rc = renameat2(AT_FDCWD, s->work, AT_FDCWD, s->path, RENAME_EXCHANGE);
	else
		rc = rename(s->work, s->path);
	if (rc != 0)
		return pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot swap in the new store: %s",
				   strerror(errno));
	s->committed = true;
	remove_tree(s->work); /* the previous store, after an exchange */
	return PG_OK;
}

void pg_store_close(pg_store *s)
{
	if (!s)
		return;
	if (s->in_txn && s->model)
		librdf_model_transaction_rollback(s->model);
	close_backend(s);
	if (s->mode != PG_STORE_READ && s->work && !s->committed)
		remove_tree(s->work);
	if (s->world)
		librdf_free_world(s->world);
	if (s->lock_fd >= 0)
		close(s->lock_fd);
	pg_hashset_free(&s->seen);
	pg_hashset_free(&s->live);
	pg_bulk_free(s->bulk);
	pg_hashset_free(&s->bulk_preds);
	free(s->path);
	free(s->work);
	free(s->base);
	pg_buf_free(&s->last_error);
	free(s);
}

librdf_world *pg_store_get_world(pg_store *s) { return s->world; }
librdf_model *pg_store_get_model(pg_store *s)
{
	return pg_store_get_model_for(s, NULL);
}

librdf_model *pg_store_get_model_for(pg_store *s, const char *predicate_iri)
{
	bool may_match = !predicate_iri ||
			 pg_hashset_contains(&s->bulk_preds, pg_hash_mix(pg_hash_str(PG_HASH_SEED, predicate_iri)));
	if (may_match)
		(void)flush_bulk(s); /* a failure is reported by commit */
	return s->model;
}

void pg_store_set_named_graphs(pg_store *s, bool on)
{
	if (s->backend == BACKEND_HASHES && s->storage)
		PGH(s->storage)->hide_graphs = !on;
}
const char *pg_store_get_base(pg_store *s) { return s->base; }
const char *pg_store_get_path(pg_store *s) { return s->path; }
const char *pg_store_get_last_error(pg_store *s) { return pg_buf_str(&s->last_error); }
void pg_store_clear_last_error(pg_store *s) { pg_buf_reset(&s->last_error); s->error_line = s->error_col = 0; }
void pg_store_set_verbose(pg_store *s, bool verbose) { s->verbose = verbose; }
