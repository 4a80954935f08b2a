/* SPDX-License-Identifier: Apache-2.0 */
/* What the files of store/ share and nothing outside store/ may include:
 * struct pg_store, and the functions one file of store/ calls in another.
 *
 * The files, one concept each:
 *   store.c           opening (modes, backends), committing, closing, accessors
 *   files.c           the store's directory: META, the lock, staging, the swap
 *   durable.c         what is fsynced around the swap, and in which order
 *   generation.c      a reader opens one store generation, not a mix of two
 *   libmsg.c          the libraries' messages, collected; a full disk among them
 *   bdb_tune.c        db_create: Berkeley DB caches, pages, checksums, mapped files, handles
 *   verify.c          what a reader checks: META's and GRAPHS' seals, index headers, read errors
 *   check.c           pg_store_check: the whole store, every index against the others
 *   storage_hashes.c  the librdf storage "pg-hashes" and its GRAPHS file
 *   storage_lookup.c  pg-hashes' (s ? ?) and (? ? o) from Berkeley DB cursors
 *   terms.c           pg_triple <-> Redland nodes, the statement hash
 *   write.c           adding with de-duplication, removing a graph, the bulk queue
 *   load.c            parsing RDF files (raptor) and the compiled-in ontology
 *   read.c            walks, counts, predicates, the model for readers
 *   bulk.c            see bulk.h
 *   infer*.c          see infer.h and infer_internal.h
 *
 * State outside a pg_store. Every piece of state lives in its pg_store (or in
 * the librdf world and storages it owns, each with its own logger), except
 * what a callback with no context pointer needs; there are two such places,
 * both in bdb_tune.c:
 *   - `capture`: libdb's db_create(), which librdf calls while a model opens
 *     a hashes storage, has no argument through which to reach the store
 *     being opened. store_bdb_new_model() points the thread-local `capture`
 *     at a record on its own stack for the one librdf_new_model() call and
 *     clears it after; db_create() tunes and records the databases only while
 *     it is set. Being thread-local, two stores may open at once in two
 *     threads, and a db_create() of anything else (the live store read by
 *     an update, another library) is never touched.
 *   - `real_db_create`: libdb's own db_create, looked up once (pthread_once)
 *     and never changed after.
 * pg-hashes learns the GRAPHS file of a reader from its storage options, not
 * from a global, and bulk.c sorts with qsort_r(). */
#ifndef PG_STORE_INTERNAL_H
#define PG_STORE_INTERNAL_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "base/buf.h"
#include "base/diag.h"
#include "base/hashset.h"
#include "graph/graph.h"
#include "store/bulk.h"
#include "store/store.h"
#include "store/store_rdf.h"

#if __has_include(<db.h>)
#define PG_STORE_HAVE_BDB 1  /* Berkeley DB's header: tuning and the predicate index */
#endif

typedef enum store_backend { BACKEND_HASHES, BACKEND_SQLITE } store_backend;

/* What the libraries under one store said (libmsg.c). */
typedef struct store_libmsg {
	pthread_mutex_t lock;   /* Berkeley DB reports from the bulk writer's threads */
	bool ready;             /* lock initialised */
	size_t count;           /* Berkeley DB's messages */
	pg_buf first;           /* the first of them, cut short */
	int full;               /* ENOSPC or EDQUOT once met anywhere, else 0 */
	char full_where[160];   /* the file that met it ("" when unknown) */
} store_libmsg;

struct pg_store {
	pg_store_mode mode;
	store_backend backend;
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
	pg_hashset live_g;     /* update: hashes of the store's statements with their graphs */
	bool live_g_ok;        /* `live_g` is filled (on first need) and still true */
	librdf_node *ctx_node;  /* cached context node for ctx_iri */
	char *ctx_iri;
	pg_buf last_error;      /* the first error Redland logged since last cleared */
	size_t error_line;      /* its line, 0 when unknown */
	bool committed;
	bool in_txn;
	pg_bulk *bulk;          /* hashes writers: statements queued for a sorted write */
	pg_hashset bulk_preds;  /* hashes of the predicates of the queued statements */
	pg_bulk_target dbs;     /* the Berkeley DB handles librdf opened (borrowed) */
	int dir_fd;             /* reader: the directory at `path`, held open (generation.c); else -1 */
	dev_t dev;              /* reader: its identity */
	ino_t ino;
	store_libmsg msgs;
	pg_status bulk_error;   /* a failed flush, reported by commit */
	bool created;           /* PG_STORE_CREATE found no store: a new one, without the ontology */
	bool had_inferred;      /* update: the live store had an inferred graph (not copied) */
};

/* ---- store.c */

/* Sets s->backend and s->path from a store spec ("DIR", "hashes:DIR",
 * "sqlite:DIR"). Returns PG_ERR_USAGE for an empty path or one librdf's
 * options cannot carry. */
pg_status store_parse_spec(pg_store *s, const char *spec, pg_diag *d);

/* ---- terms.c */

/* A new node for an IRI (`literal` false) or a literal with `datatype` or
 * `lang` (both may be NULL). Caller frees with librdf_free_node(); NULL on
 * failure. */
librdf_node *store_new_node(pg_store *s, const char *value, bool literal,
			    const char *datatype, const char *lang);

/* A new blank node labelled `label` (without "_:"). Caller frees with
 * librdf_free_node(); NULL on failure. */
librdf_node *store_new_blank(pg_store *s, const char *label);

/* librdf_free_node(n) unless `n` is NULL. */
void store_free_node(librdf_node *n);

/* Converts a Redland statement to a pg_triple in `graph` (may be NULL); the
 * strings are borrowed from the statement's nodes. Blank subjects and objects
 * set s_blank / o_blank. Returns false if the predicate is not an IRI or a
 * node is of no known kind. */
bool store_to_triple(librdf_statement *stmt, const char *graph, pg_triple *t);

/* The 64-bit hash of a statement (its graph not included), for the
 * de-duplication sets. */
uint64_t store_triple_hash(const pg_triple *t);

/* The hash `h` of a statement (store_triple_hash) with its graph `graph`
 * (may be NULL) mixed in: the de-duplication of statements kept once per
 * graph (PG_SCOPE_GRAPH). */
uint64_t store_graph_hash(uint64_t h, const char *graph);

/* The hash of a predicate IRI in pg_store.bulk_preds. */
uint64_t store_predicate_hash(const char *iri);

/* ---- files.c */

/* Deletes the files of `dir` (one level) and then `dir`; missing is fine. */
void store_remove_tree(const char *dir);

/* Copies the files of `from` (one level) into the existing directory `to`.
 * Returns false on failure (errno says why). */
bool store_copy_dir(const char *from, const char *to);

/* Takes the writers' lock PATH.lock into s->lock_fd. Returns PG_ERR_INPUT if
 * another process holds it, PG_ERR_IO if it cannot be created. */
pg_status store_take_lock(pg_store *s, pg_diag *d);

/* Reads PATH/META into s->backend and s->base (unless set). Returns
 * PG_ERR_INPUT if s->path is not a store of this format version. */
pg_status store_read_meta(pg_store *s, pg_diag *d);

/* Writes WORK/META. Returns PG_ERR_IO on failure. */
pg_status store_write_meta(pg_store *s, pg_diag *d);

/* True if `path` holds a store's META (of any version: reading it says more). */
bool store_is_store(const char *path);

/* For a rebuild: returns PG_ERR_INPUT unless s->path is missing, a store, or
 * an empty directory (a user's directory is never replaced). */
pg_status store_check_replaceable(pg_store *s, pg_diag *d);

/* Sets s->work to a new empty staging directory PATH.staging.PID, after
 * deleting the staging directories killed writers left (the lock is held).
 * Returns PG_ERR_IO if it cannot be created. */
pg_status store_make_staging(pg_store *s, pg_diag *d);

/* Swaps the closed staging directory in at s->path (one rename(2) exchange)
 * and deletes what was there. Returns PG_ERR_IO on failure (nothing changed). */
pg_status store_swap_in(pg_store *s, pg_diag *d);

/* ---- durable.c */

/* fsyncs every file of the closed staging directory s->work, then the
 * directory. Returns PG_ERR_IO if one fails (nothing is changed then). */
pg_status store_sync_staging(pg_store *s, pg_diag *d);

/* fsyncs the directory that holds s->path (after the swap). Returns PG_ERR_IO
 * if it fails. */
pg_status store_sync_parent(pg_store *s, pg_diag *d);

/* ---- generation.c */

/* Opens the directory at s->path into s->dir_fd (-1 if it cannot be opened:
 * reading META then says why) and records its identity in s->dev, s->ino. */
void store_gen_hold(pg_store *s);

/* True if s->path still names the directory store_gen_hold opened, so that
 * every file opened by path since came from it. */
bool store_gen_unchanged(const pg_store *s);

/* Puts into `out` the path of the file `name` in the held directory (through
 * /proc/self/fd; by s->path without /proc). Returns false if out of memory. */
bool store_gen_file(const pg_store *s, const char *name, pg_buf *out);

/* Closes s->dir_fd (no-op when -1). */
void store_gen_release(pg_store *s);

/* Sleeps PAPERGRAPH_TEST_OPEN_DELAY_MS milliseconds, if set (tests only). */
void store_gen_test_delay(void);

/* ---- libmsg.c */

/* Prepares `m` (zeroed) for use; store_libmsg_free releases it. */
void store_libmsg_init(store_libmsg *m);
void store_libmsg_free(store_libmsg *m);

/* Takes note of a library's message (may be NULL): counted (and the first
 * kept) if `count`, and checked for a full disk either way. */
void store_libmsg_note(store_libmsg *m, const char *msg, bool count);

/* Takes note of a failed write or fsync of `where` with errno `err`: marks
 * the store out of space if it is ENOSPC or EDQUOT. */
void store_libmsg_errno(store_libmsg *m, int err, const char *where);

#ifdef PG_STORE_HAVE_BDB
struct __db;
/* Has the Berkeley DB handle `db` (just created, not opened) report its
 * messages to `s` instead of stderr. */
void store_libmsg_attach(struct __db *db, pg_store *s);
#endif

/* ---- bdb_tune.c */

/* librdf_new_model(w, storage) for a hashes storage, whose Berkeley DB files
 * librdf opens now: each database is tuned for a writer or a reader and
 * reports its messages to `owner` (libmsg.c), and the handles of the indexes
 * found are put into `dbs` (borrowed; valid while the model is open; the
 * others NULL). Sets `*have_dbs` to whether all five were found. Returns the
 * model (caller frees with librdf_free_model()) or NULL. */
librdf_model *store_bdb_new_model(librdf_world *w, librdf_storage *storage, pg_store *owner,
				  bool writer, pg_bulk_target *dbs, bool *have_dbs);

/* ---- verify.c */

/* Whether a writer's new Berkeley DB files get page checksums: yes unless
 * PAPERGRAPH_BDB_CHKSUM=0 (to measure, and to make a store as older
 * papergraphs wrote them). */
bool store_want_checksums(void);

/* Appends to `meta`, the first lines of WORK/META, the lines that seal it:
 * "checksums yes|no" (hashes), "graphs N HASH" of WORK/GRAPHS if it exists,
 * and last "check fnv1a-64 HASH" of every byte before it. Returns
 * PG_ERR_NOMEM, or PG_ERR_IO if GRAPHS cannot be read. */
pg_status store_meta_seal(pg_store *s, pg_buf *meta, pg_diag *d);

/* What a reader (and an update, of the live store) checks at s->path before
 * librdf opens it: META's seal, GRAPHS against META, and each index file's
 * presence, size and Berkeley DB header. A store without seal (written
 * before them) passes unchecked but for the headers. Returns
 * PG_ERR_DAMAGED naming the file and what is wrong, or PG_OK (also when there
 * is no META: store_read_meta reports that). */
pg_status store_verify_open(pg_store *s, pg_diag *d);

/* After librdf failed to open the hashes store at `dir` (labelled `store`
 * in messages): opens each index with Berkeley DB to find the one that
 * fails. Returns PG_ERR_DAMAGED naming it, or `st` (filled as it was) if
 * every index opens. */
pg_status store_explain_open_failure(const char *dir, const char *store, pg_status st, pg_diag *d);

/* PG_ERR_DAMAGED naming the first of the handles in `t` (may be NULL ones)
 * whose reads failed since it was opened (Berkeley DB stops a database for
 * good after a failed page checksum: librdf ends its walk as if at the end),
 * or PG_OK. */
pg_status store_check_handles(const pg_bulk_target *t, const char *store, pg_diag *d);

/* What META says, as store_meta_parse read it. */
typedef struct store_meta {
	bool found;            /* DIR/META could be opened */
	int format;            /* its papergraph-store version, 0 if none */
	bool sealed;           /* it has a check line (a store written since the seals) */
	bool hashes;           /* the hashes backend */
	int checksums;         /* page checksums: 1 yes, 0 no, -1 not recorded */
	bool have_graphs;      /* a graphs line: */
	size_t graphs_n;       /*   the lines of GRAPHS */
	uint64_t graphs_hash;  /*   and the hash of its bytes */
	char why[160];         /* why META is damaged; "" if it is not */
} store_meta;

/* Reads DIR/META into `m` and checks its seal (not the keys store_read_meta
 * reads). */
void store_meta_parse(const char *dir, store_meta *m);

/* The number of lines and the hash of the bytes of DIR/GRAPHS, as META
 * records them; `*exists` false (and PG_OK) if there is none. Returns
 * PG_ERR_IO if it cannot be read, PG_ERR_NOMEM. */
pg_status store_graphs_digest(const char *dir, bool *exists, size_t *lines, uint64_t *hash);

/* Checks the file DIR/kg-NAME.db of index `ix`: present, a regular file, a
 * Berkeley DB B-tree meta page with a sane page size, a whole number of
 * pages and not fewer than it counts, and page checksums if `checksums` is
 * 1. Returns false with the reason in `why` (`n` bytes). */
bool store_index_header_ok(const char *dir, int ix, int checksums, char *why, size_t n);

#ifdef PG_STORE_HAVE_BDB
#define STORE_BDB_MESSAGE 200
struct __db;
/* Opens DIR/kg-NAME.db read-only with a handle of its own (not librdf's),
 * whose first Berkeley DB message goes to `first` (STORE_BDB_MESSAGE
 * bytes; it must outlive the handle) instead of stderr. Returns 0, or
 * Berkeley DB's error (then *out is NULL). Caller closes with (*out)->close. */
int store_bdb_open_index(const char *dir, int ix, struct __db **out, char *first);

/* Puts in `why` (`n` bytes) what Berkeley DB's failure `rc` means, from its
 * first message if there was one (`first`, may be ""). */
void store_bdb_reason(int rc, const char *first, char *why, size_t n);
#endif

/* ---- storage_hashes.c */

/* The storage option that hands a reader's GRAPHS file to pg-hashes. */
#define STORE_GRAPHS_OPTION "pg-graphs"

/* Registers the storage "pg-hashes" with `w`. */
void store_hashes_register(librdf_world *w);

/* Makes the get_contexts of a pg-hashes storage list no graph (`hide`) or
 * every graph again. */
void store_hashes_hide_graphs(librdf_storage *storage, bool hide);

/* Hands pg-hashes the Berkeley DB handles of its indexes (borrowed; valid
 * while the model is open; all five set): it then repairs librdf's (? p ?)
 * stream and, with `lookups` (not PAPERGRAPH_LOOKUP=0, which tests compare
 * with), answers (s ? ?) and (? ? o) through storage_lookup.c. */
void store_hashes_set_indexes(librdf_storage *storage, const pg_bulk_target *dbs, bool lookups);

/* Writes the store's named graphs, one IRI a line, to WORK/GRAPHS, which
 * readers hand to pg-hashes, and WORK/META again with GRAPHS' count and hash.
 * Returns PG_ERR_IO on failure (then no GRAPHS is left, and readers ask
 * hashes). */
pg_status store_hashes_write_graphs(pg_store *s, pg_diag *d);

/* ---- storage_lookup.c */

/* Called with each key 'x' 'p' ENC(p) of the p2so index (borrowed for the
 * call); a status other than PG_OK stops the walk. */
typedef pg_status (*store_key_fn)(void *ctx, const unsigned char *key, size_t len);

/* Calls `fn` with each distinct key of the p2so index `p2so_db` (a DB *), one
 * cursor step a predicate. Returns fn's status, PG_ERR_RDF for a key of
 * another shape, PG_ERR_IO if the index cannot be read, PG_ERR_INTERNAL
 * without Berkeley DB. */
pg_status store_each_predicate_key(void *p2so_db, store_key_fn fn, void *ctx);

/* The statements of `subject` (borrowed), with their graphs, from the sp2o
 * index of `dbs`, in that index's order. Caller frees with
 * librdf_free_stream(); NULL on out-of-memory or a read error. */
librdf_stream *store_lookup_subject(librdf_world *w, const pg_bulk_target *dbs,
				    librdf_node *subject);

/* The statements whose object is `object` (borrowed), with their graphs:
 * predicate by predicate (the keys of p2so), each from po2s. Caller frees
 * with librdf_free_stream(); NULL on out-of-memory or a read error. */
librdf_stream *store_lookup_object(librdf_world *w, const pg_bulk_target *dbs,
				   librdf_node *object);

/* ---- write.c */

/* Writes the statements queued for a bulk write, so that Redland sees them.
 * Every reader of a writer's store calls it first. A failure is kept in
 * s->bulk_error and reported again by pg_store_commit, so a store missing
 * statements is never swapped in. */
pg_status store_flush_bulk(pg_store *s);

/* Fills the fresh staging store of an update from the live store at s->path,
 * all but its inferred graph. */
pg_status store_fill_from_live(pg_store *s, pg_diag *d);

/* ---- load.c */

/* Loads the compiled-in ontology into its graph of a new store. */
pg_status store_load_ontology(pg_store *s, pg_diag *d);

#endif
