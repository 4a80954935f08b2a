/* SPDX-License-Identifier: Apache-2.0 */
/* The Redland store: opening, staging copies swapped in whole, named graphs per
 * paper, de-duplication before the store, a lock against two writers. */
#ifndef PG_STORE_H
#define PG_STORE_H

#include <redland.h>
#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "graph/graph.h"

#define PG_STORE_FORMAT 1
#define PG_STORE_DEFAULT "papergraph.db"

typedef enum pg_store_mode {
	PG_STORE_READ,     /* open an existing store read-only, no lock */
	PG_STORE_UPDATE,   /* lock; work on a staging copy of the existing store; commit swaps it in */
	PG_STORE_REBUILD   /* lock; work on a new empty staging store (the ontology loaded); commit swaps */
} pg_store_mode;

typedef struct pg_store pg_store;

/* Opens the store named by `spec`: "DIR" or "hashes:DIR" (Berkeley DB hashes,
 * the default) or "sqlite:DIR" (SQLite). A store is a directory holding a
 * META file (format version, backend, base IRI) and the backend's files.
 * `base` (may be NULL) is the IRI base recorded by PG_STORE_REBUILD; other
 * modes read it from META. Caller closes with pg_store_close().
 * Returns PG_ERR_INPUT if the path is not a store, is of another format
 * version, or (write modes) is locked by another writer. */
pg_status pg_store_open(const char *spec, pg_store_mode mode, const char *base,
			pg_store **out, pg_diag *d);

/* Adds one statement to its named graph unless an equal statement is already
 * there; usable as a pg_triple_sink with the store as ctx. */
pg_status pg_store_add(void *store, const pg_triple *t);

/* Removes every statement of the named graph `graph_iri`. Returns the number
 * removed through `removed` (may be NULL). */
pg_status pg_store_remove_graph(pg_store *s, const char *graph_iri, size_t *removed);

/* True if the named graph `graph_iri` holds any statement. */
bool pg_store_has_graph(pg_store *s, const char *graph_iri);

/* Parses the RDF file `path` (format guessed from its name, or `syntax`: "turtle",
 * "ntriples", "nquads", "rdfxml"; may be NULL) into the store. Statements
 * without a graph go to the graph named after the file. Returns PG_ERR_INPUT
 * with the parser's message and position in `d` if the file is not valid RDF. */
pg_status pg_store_load_file(pg_store *s, const char *path, const char *syntax, pg_diag *d);

/* Makes the staging copy the store (atomic directory swap), then closes.
 * On failure the previous store is untouched. Returns PG_ERR_IO on swap failure. */
pg_status pg_store_commit(pg_store *s, pg_diag *d);

/* Closes the store; an uncommitted staging copy is deleted (NULL is a no-op). */
void pg_store_close(pg_store *s);

/* Calls `sink` for every statement, with its named graph. Statements of the
 * "inferred" graph are skipped when `inferred` is false. */
pg_status pg_store_each(pg_store *s, bool inferred, pg_triple_sink sink, void *ctx);

/* Sets the object fields of `t` (o, o_literal, datatype, lang) from the node
 * `o`; the strings are borrowed from the node. Returns false for a blank node. */
bool pg_store_object_from_node(librdf_node *o, pg_triple *t);

/* Called with each predicate (borrowed for the call); a status other than
 * PG_OK stops the walk and is returned. */
typedef pg_status (*pg_predicate_fn)(void *ctx, librdf_node *predicate);

/* Calls `fn` with every predicate of the store: each once, from the keys of
 * the predicate index of a Berkeley DB store (a cursor step a predicate);
 * else, by a walk of every statement, at least once. Returns fn's status, or
 * PG_ERR_RDF/PG_ERR_IO if the store cannot be read. */
pg_status pg_store_each_predicate(pg_store *s, pg_predicate_fn fn, void *ctx);

/* False once a writer has swapped a new graph in at the store's path since it
 * was opened (build, add, load, infer): reopen to read it. True if the path
 * cannot be checked. */
bool pg_store_is_current(const pg_store *s);

/* Counts statements (a full walk). */
size_t pg_store_count(pg_store *s);

/* Counts the subjects of type `class_iri`. */
size_t pg_store_count_type(pg_store *s, const char *class_iri);

/* Borrowed accessors, valid until pg_store_close(). */
librdf_world *pg_store_get_world(pg_store *s);
librdf_model *pg_store_get_model(pg_store *s);

/* The model, for reading only statements whose predicate is `predicate_iri`:
 * statements queued for a bulk write are written first only if some have that
 * predicate (pg_store_get_model writes them all). */
librdf_model *pg_store_get_model_for(pg_store *s, const char *predicate_iri);
const char *pg_store_get_base(pg_store *s);
const char *pg_store_get_path(pg_store *s);

/* The last message Redland logged at error level ("" when none). Borrowed. */
const char *pg_store_get_last_error(pg_store *s);

/* Clears the last Redland error message. */
void pg_store_clear_last_error(pg_store *s);

/* Sets whether the next queries may see the named graphs (default: yes).
 * librdf declares every named graph to rasqal before each query, which costs
 * ~18 ms at 50,000 papers; a query without GRAPH does not need them (its
 * default graph is every statement), so sparql.c turns them off for it. */
void pg_store_set_named_graphs(pg_store *s, bool on);

/* Sets whether Redland warnings are printed to stderr (default: no). */
void pg_store_set_verbose(pg_store *s, bool verbose);

#endif
