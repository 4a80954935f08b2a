/* SPDX-License-Identifier: Apache-2.0 */
/* The papergraph store, as the layers above see it: opening, staging copies
 * swapped in whole, named graphs per paper, de-duplication before the store,
 * a lock against two writers. No Redland type shows here: the Redland side of
 * the store (its world, model and nodes) is in store/store_rdf.h, for store/,
 * sparql/ and export/ only. */
#ifndef PG_STORE_H
#define PG_STORE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "graph/graph.h"

#define PG_STORE_FORMAT 1

/* The store used when neither -s STORE nor $PAPERGRAPH_STORE names one. */
#define PG_STORE_DEFAULT "papergraph.db"

typedef enum pg_store_mode {
	PG_STORE_READ,     /* open an existing store read-only, no lock */
	PG_STORE_UPDATE,   /* lock; work on a staging copy of the existing store; commit swaps it in */
	PG_STORE_REBUILD,  /* lock; work on a new empty staging store (the ontology loaded); commit swaps */
	PG_STORE_CREATE    /* lock; as UPDATE if the path is a store; if nothing or an empty
			      directory is there, a new empty staging store holding nothing
			      (no ontology); commit swaps (pg_store_created says which) */
} pg_store_mode;

typedef struct pg_store pg_store;

/* Opens the store named by `spec`: "DIR" or "hashes:DIR" (Berkeley DB hashes,
 * the default) or "sqlite:DIR" (SQLite). A store is a directory holding a
 * META file (format version, backend, base IRI) and the backend's files.
 * `base` (may be NULL) is the IRI base recorded by PG_STORE_REBUILD; other
 * modes read it from META. Caller closes with pg_store_close().
 * Returns PG_ERR_INPUT if the path is not a store, is of another format
 * version, or (write modes) is locked by another writer. A reader opens one
 * store generation, never files of two: if a writer swaps a new store in while
 * it opens, it opens again, and after 3 tries returns PG_ERR_INTERNAL ("the
 * store changed while it was being opened"). Each store has its
 * own librdf world; pg_store_open keeps nothing between calls (what it
 * shares with libdb's callback for the time of one call is described in
 * store/store_internal.h). */
pg_status pg_store_open(const char *spec, pg_store_mode mode, const char *base,
			pg_store **out, pg_diag *d);

/* Adds one statement to its named graph unless an equal statement is already
 * there; usable as a pg_triple_sink with the store as ctx (which is why it
 * takes no pg_diag). Returns PG_ERR_NOMEM, or PG_ERR_RDF if Redland refuses
 * the statement (its message, if it logged one, in pg_store_get_last_error()). */
pg_status pg_store_add(void *store, const pg_triple *t);

/* Removes every statement of the named graph `graph_iri`. Returns the number
 * removed through `removed` (may be NULL). */
pg_status pg_store_remove_graph(pg_store *s, const char *graph_iri, size_t *removed);

/* Sets `*any` to whether the named graph `graph_iri` holds any statement.
 * Returns PG_ERR_RDF (and fills `d`, may be NULL) if the store cannot be read,
 * or the status of a failed bulk write. */
pg_status pg_store_has_graph(pg_store *s, const char *graph_iri, bool *any, pg_diag *d);

/* Parses the RDF file `path` (format guessed from its name, or `syntax`: "turtle",
 * "ntriples", "nquads", "rdfxml", "trig"; may be NULL) into the store.
 * Statements without a graph go to the named graph `graph` (may be NULL: the
 * graph named after the file, file:///ABSOLUTE/PATH); N-Quads and TriG keep
 * their own graph names. Each statement is kept once per graph. Blank nodes
 * are kept as blank nodes, relabelled so that each loaded file's are its own
 * (two files that both say _:a name two nodes). Returns PG_ERR_INPUT with the
 * parser's message and position in `d` if the file is not valid RDF or names
 * a graph by a blank node. */
pg_status pg_store_load_file(pg_store *s, const char *path, const char *syntax,
			     const char *graph, pg_diag *d);

/* Makes the staging copy the store: its files and directory are fsynced,
 * swapped in with one atomic directory exchange, and the parent directory
 * fsynced (store/durable.c). On failure, including a failed fsync or a full
 * disk met at any point, the previous store is untouched. Returns PG_ERR_IO
 * on such a failure. */
pg_status pg_store_commit(pg_store *s, pg_diag *d);

/* Explains a failure `st` of a call on `s` (may be NULL; pg_store_open does
 * it itself for a store it could not open). If a disk or quota filled up at
 * any point since the store was opened (ENOSPC or EDQUOT from a write, an
 * fsync, Berkeley DB or SQLite), replaces `d` by the one message "no space
 * left on device (...); the store was left as it was" and returns PG_ERR_IO.
 * Otherwise adds to `d` how many messages Berkeley DB gave (they are held
 * back, not printed) and the first, and returns `st`. */
pg_status pg_store_explain_failure(pg_store *s, pg_status st, pg_diag *d);

/* True if `s` (may be NULL) met a full disk or quota: then the message of
 * pg_store_explain_failure already says that the store was left as it was. */
bool pg_store_out_of_space(const pg_store *s);

/* True if `s` was opened with PG_STORE_CREATE and found no store: it holds
 * only what is added to it, without papergraph's ontology. */
bool pg_store_created(const pg_store *s);

/* Sets `*yes` to whether the store keeps an inferred graph that writers
 * derive again (pg_infer_run): it holds papergraph's ontology graph (a store
 * made by build) or held an inferred graph when it was opened (`infer` ran on
 * it). A store created by `load` has neither until `infer` runs. Fails as
 * pg_store_has_graph(). */
pg_status pg_store_keeps_inferred(pg_store *s, bool *yes, pg_diag *d);

/* Closes the store; an uncommitted staging copy is deleted (NULL is a no-op). */
void pg_store_close(pg_store *s);

/* Calls `sink` for every statement, with its named graph (the strings are
 * borrowed for the call). Statements of the "inferred" graph are skipped when
 * `inferred` is false. Returns sink's first failure, or PG_ERR_DAMAGED if a
 * damaged page cut the walk short (pg_store_check_reads says which). */
pg_status pg_store_each(pg_store *s, bool inferred, pg_triple_sink sink, void *ctx);

/* False once a writer has swapped a new graph in at the store's path since it
 * was opened (build, add, load, infer): reopen to read it. True if the path
 * cannot be checked. */
bool pg_store_is_current(const pg_store *s);

/* Counts the statements (a full walk) into `*n`. Returns PG_ERR_RDF (and
 * fills `d`, may be NULL) if the store cannot be read, PG_ERR_DAMAGED if a
 * page of it is damaged, or the status of a failed bulk write. */
pg_status pg_store_count(pg_store *s, size_t *n, pg_diag *d);

/* Counts the subjects of type `class_iri` into `*n`. Fails as pg_store_count(). */
pg_status pg_store_count_type(pg_store *s, const char *class_iri, size_t *n, pg_diag *d);

/* Returns PG_ERR_DAMAGED (and fills `d`, may be NULL) if a read since the
 * store was opened failed on a damaged page (librdf's walks then end early,
 * as if complete): every reader calls it before it trusts a walk or a query
 * answer. PG_OK otherwise (always for the sqlite backend). */
pg_status pg_store_check_reads(pg_store *s, pg_diag *d);

/* Reads every page of every index file of `s` in order and checks its page
 * checksum (a sequential read of the files, no comparison of the indexes:
 * that is pg_store_check). Returns PG_ERR_DAMAGED naming the index and the
 * page, or PG_OK; PG_OK at once for a store without page checksums (written
 * before them, or with PAPERGRAPH_BDB_CHKSUM=0) and for the sqlite backend.
 * A failed page leaves Berkeley DB's handle for it unfreed (it stops the
 * database): call it once, at start-up. */
pg_status pg_store_verify_pages(pg_store *s, pg_diag *d);

/* Receives each finding of pg_store_check, one line (borrowed for the call):
 * `damage` says the store is damaged, else it is a note. */
typedef void (*pg_check_fn)(void *ctx, bool damage, const char *line);

/* Verifies the whole store named by `spec` without opening it for librdf:
 * META and its seal, each index file's header, every record of every index
 * (each page read, and its checksum checked when it has one), that the
 * indexes hold the same statements, and that GRAPHS lists the graphs of the
 * contexts index; SQLite's integrity check for a sqlite store. Says each
 * finding and a last note on a sound store through `fn`. Returns PG_OK if the
 * store is sound, PG_ERR_DAMAGED (with `d` counting the findings) if not,
 * PG_ERR_INPUT if `spec` is not a store, PG_ERR_USAGE for a bad spec,
 * PG_ERR_NOMEM. */
pg_status pg_store_check(const char *spec, pg_check_fn fn, void *ctx, pg_diag *d);

/* Borrowed; valid until pg_store_close(). */
const char *pg_store_get_base(pg_store *s);
const char *pg_store_get_path(pg_store *s);

/* The first message Redland logged at error level since the store was opened
 * or the message last cleared ("" when none). Borrowed; valid until the next
 * call into the store. */
const char *pg_store_get_last_error(pg_store *s);

/* Clears the last Redland error message. */
void pg_store_clear_last_error(pg_store *s);

/* Sets whether the next queries may see the named graphs (default: yes).
 * librdf declares every named graph to rasqal before each query, which costs
 * ~18 ms at 50,000 papers; a query without GRAPH does not need them (its
 * default graph is every statement), so sparql.c turns them off for it. */
void pg_store_set_named_graphs(pg_store *s, bool on);

#endif
