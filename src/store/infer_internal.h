/* SPDX-License-Identifier: Apache-2.0 */
/* What the inference files share (infer.c: the run and the rules that follow
 * the ontology; infer_summaries.c: the counts, labels and rankings;
 * infer_base.c: what every rule uses): interned IRIs, edges between them,
 * predicate-bound reads and the writer into the inferred graph. Private to
 * store/. */
#ifndef PG_INFER_INTERNAL_H
#define PG_INFER_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "base/strmap.h"
#include "store/infer.h"
#include "store/store_rdf.h"

/* ---- interned IRIs: a string <-> index map (zero-initialise) */

typedef struct iri_table {
	char **str;       /* index -> IRI, owned */
	size_t n, cap;
	pg_strmap index;  /* IRI (the strings of `str`) -> index */
} iri_table;

/* Returns the index of `iri`, or -1 if the table does not hold it. */
int infer_find(const iri_table *t, const char *iri);

/* Returns the index of `iri`, adding a copy if new; -1 on out-of-memory. */
int infer_intern(iri_table *t, const char *iri);

/* Frees the table's strings and memory (a zeroed table is fine). */
void infer_table_free(iri_table *t);

/* Makes `*items` (`*cap` elements of `size` bytes, an array indexed like an
 * iri_table) hold index `i`, doubling; the new elements are zero. Returns
 * false on out-of-memory. */
bool infer_grow_to(void **items, size_t *cap, size_t i, size_t size);

/* ---- edges (pairs of indexes; zero-initialise, free `e`) */

typedef struct edge {
	int from, to;
} edge;

typedef struct edges {
	edge *e;
	size_t n, cap;
} edges;

/* Appends (from, to). Returns false on out-of-memory. */
bool infer_edges_add(edges *es, int from, int to);

/* qsort order of edges: by `from`, then `to`. */
int infer_by_from(const void *a, const void *b);

/* ---- reading statements with a bound predicate */

/* Called with a statement's subject IRI and object (both borrowed for the call). */
typedef pg_status (*infer_pair_fn)(void *ctx, const char *s, librdf_node *o);

/* Calls `fn` for every statement with predicate `p` outside the inferred graph
 * (which is empty while inference runs) whose subject is an IRI. Returns fn's
 * status, PG_ERR_RDF or PG_ERR_NOMEM. */
pg_status infer_each_with_predicate(pg_store *st, const char *p, infer_pair_fn fn, void *ctx);

/* The IRI of `n` (borrowed from it), or NULL if it is not an IRI node. */
const char *infer_node_iri(librdf_node *n);

/* Called with a statement's subject and object IRIs (borrowed for the call). */
typedef pg_status (*infer_iri_pair_fn)(void *ctx, const char *s, const char *o);

/* Like infer_each_with_predicate, for the statements whose object is an IRI. */
pg_status infer_each_iri_pair(pg_store *st, const char *p, infer_iri_pair_fn fn, void *ctx);

/* Collects the IRI-to-IRI statements of predicate `p` as edges between
 * indexes interned in `t`. */
pg_status infer_collect(pg_store *st, const char *p, iri_table *t, edges *es);

/* ---- writing into the inferred graph */

typedef struct writer {
	pg_store *store;
	char *graph;       /* the inferred graph's IRI, owned by pg_infer_run */
	size_t n;          /* statements written (before de-duplication) */
} writer;

/* Adds (s p o) to the inferred graph; `o` is a literal of `datatype` (may be
 * NULL) if `literal`. Returns pg_store_add's status. */
pg_status infer_put(writer *w, const char *s, const char *p, const char *o, bool literal,
		    const char *datatype);

/* ---- the rules (infer.c: 1-4, infer_summaries.c: 5-8), in the order they run */

pg_status infer_types(pg_store *st, writer *w, pg_infer_stats *stats);
pg_status infer_superproperties(pg_store *st, writer *w, pg_infer_stats *stats);
pg_status infer_lineage(pg_store *st, writer *w, pg_infer_stats *stats);
pg_status infer_inverses(pg_store *st, writer *w, pg_infer_stats *stats);
pg_status infer_counts(pg_store *st, writer *w, pg_infer_stats *stats);
pg_status infer_pref_labels(pg_store *st, writer *w, pg_infer_stats *stats);
pg_status infer_best_results(pg_store *st, writer *w, pg_infer_stats *stats);
pg_status infer_proposed_for(pg_store *st, writer *w, pg_infer_stats *stats);

#endif
