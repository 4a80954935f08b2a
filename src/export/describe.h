/* SPDX-License-Identifier: Apache-2.0 */
/* The entity description model: the neighbourhood of one resource (the
 * statements about it and pointing at it, the labels of what they mention,
 * the facts of its results), gathered with bound-subject and bound-object
 * lookups only (never a `<s> ?p ?o` scan). A view of the graph for outside
 * consumers: serve/ renders it as linked-data pages. */
#ifndef PG_EXPORT_DESCRIBE_H
#define PG_EXPORT_DESCRIBE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "graph/graph.h"
#include "store/store.h"

/* The predicates used anywhere in a store, listed once (pg_store_each_predicate);
 * the lookups of pg_describe_entity() then go predicate by predicate. */
typedef struct pg_describe_predicates pg_describe_predicates;

/* Records the store's distinct predicates. Caller frees with
 * pg_describe_predicates_free(). Returns PG_ERR_RDF or PG_ERR_IO if the store
 * cannot be read. */
pg_status pg_describe_predicates_new(pg_store *s, pg_describe_predicates **out, pg_diag *d);

/* Frees the list (NULL is a no-op). */
void pg_describe_predicates_free(pg_describe_predicates *p);

/* Statements around one resource. Strings are owned by the description. */
typedef struct pg_description {
	pg_triple *t;    /* graph and scope are unset */
	size_t n;
	size_t n_core;   /* t[0 .. n_core) have the resource as subject or object */
	size_t cap;
	void *seen;      /* private: de-duplication */
} pg_description;

#define PG_DESCRIPTION_INIT {NULL, 0, 0, 0, NULL}

/* Fills `out` (initialised with PG_DESCRIPTION_INIT) with every statement whose
 * subject or IRI object is `iri`, then, for the resources those mention, their
 * labels, types, titles and, for results and sentences under `base`, the facts
 * a page shows (metric, value, data set, evidence, paper), and the labels of
 * those. At most `max_neighbours` resources are expanded. Caller frees with
 * pg_description_free(), also on failure. Sets `*found` to whether `iri` is
 * the subject of any statement. Returns PG_ERR_DAMAGED if a damaged page cut
 * a lookup short. */
pg_status pg_describe_entity(pg_store *s, const pg_describe_predicates *preds, const char *iri,
			     size_t max_neighbours, pg_description *out, bool *found, pg_diag *d);

/* Frees the statements; the description is empty and reusable afterwards. */
void pg_description_free(pg_description *desc);

/* Returns the index of the next statement at or after `from` matching the
 * pattern (NULL matches anything), or desc->n when none. */
size_t pg_description_find(const pg_description *desc, size_t from, const char *s, const char *p,
			   const char *o);

/* The first object of (s, p), or NULL. Borrowed; valid until pg_description_free(). */
const char *pg_description_value(const pg_description *desc, const char *s, const char *p);

#endif
