/* SPDX-License-Identifier: Apache-2.0 */
/* The lineage of methods: the pg:Method resources of a store with their
 * labels, aliases and proposing papers, and the pg:extends edges between
 * them, read whole or around one method; and the fuzzy look-up of a method
 * by name. Drawing it is export/lineage_render.h. */
#ifndef PG_LINEAGE_H
#define PG_LINEAGE_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "base/strmap.h"
#include "store/store.h"

/* Both loaders name a method the same way: a resource typed pg:Method has
 * its rdfs:label and skos:altLabel values as names and the first rdfs:label
 * the store gives as label; any other resource has neither. */
typedef struct pg_lineage_method {
	char *iri;
	char *label;    /* the first rdfs:label the store gave (may be NULL) */
	char *papers;   /* ids of the proposing papers, ", " between them (may be NULL) */
	char **names;   /* every label and alias, normalised for look-up */
	size_t n_names;
} pg_lineage_method;

/* One pg:extends statement: m[from] extends m[to]. */
typedef struct pg_lineage_edge {
	int from, to;
} pg_lineage_edge;

/* Methods are numbered in the order the store gives them (stable for one
 * store: DOT node names depend on it); edges are in the store's order. */
typedef struct pg_lineage {
	pg_lineage_method *m;
	size_t n, cap;
	pg_lineage_edge *edge;
	size_t n_edges, cap_edges;
	pg_strmap by_iri; /* IRI -> index; keys are the m[i].iri */
	bool truncated;   /* pg_lineage_load_around() left edges out (its fanout) */
} pg_lineage;

/* Follow extends edges as far as they go. */
#define PG_LINEAGE_UNLIMITED UINT_MAX

/* Reads every method, its labels (rdfs:label, skos:altLabel), the ids of the
 * papers proposing it and every pg:extends edge from `s` (three SPARQL
 * SELECTs) into `*out`. Caller frees with pg_lineage_free(). On failure *out
 * is NULL and `d` says why (PG_ERR_RDF, PG_ERR_NOMEM). */
pg_status pg_lineage_load(pg_store *s, pg_lineage **out, pg_diag *d);

/* Reads the neighbourhood of the method `iri` into `*out`: the methods it
 * reaches in at most `up` pg:extends steps (what it extends, what those
 * extend, ...) and in at most `down` steps against the arrows (what extends
 * it, ...), PG_LINEAGE_UNLIMITED for no limit, with every edge followed on
 * the way, named as pg_lineage_load() names them, with their papers. Only
 * lookups with one node bound (extends out of or into a known method, the
 * names and papers of one method): the cost grows with the neighbourhood, not
 * the store. `iri` is m[0], also when nothing is linked to it (then the
 * lineage has no edges). With `fanout` > 0 at most that many edges are
 * followed out of each method in each direction, the first the store gives,
 * and `truncated` says whether some were left out; 0 follows them all.
 * Methods are numbered in the order they are reached (up first, breadth
 * first), edges in the order they are followed. Caller frees with
 * pg_lineage_free(). On failure *out is NULL and `d` says why (PG_ERR_INPUT if
 * `iri` is not an IRI, PG_ERR_NOMEM). */
pg_status pg_lineage_load_around(pg_store *s, const char *iri, unsigned up, unsigned down,
				 unsigned fanout, pg_lineage **out, pg_diag *d);

/* Frees `l` and everything it holds. NULL is a no-op. */
void pg_lineage_free(pg_lineage *l);

/* The index of the method `iri`, or -1. */
int pg_lineage_find_iri(const pg_lineage *l, const char *iri);

/* The index of the first method (in index order) with a label or alias equal
 * to `name` when both are normalised (ASCII letters and digits lower-cased,
 * other bytes below 0x80 dropped), or -1 if none is (or out of memory). */
int pg_lineage_find(const pg_lineage *l, const char *name);

/* The `max` methods whose names are closest to `name` (a name containing it,
 * if it has three characters or more, counts as distance 1, else the edit
 * distance of the normalised names), closest first, into `who` (room for
 * `max`); only those within a third of the name's length (2 at least).
 * Returns how many were stored (0 when none is that close, or on
 * out-of-memory). */
size_t pg_lineage_suggest(const pg_lineage *l, const char *name, int *who, size_t max);

/* The display label of method `i`: its label, else the last path segment of
 * its IRI. Borrowed; valid while `l` is. */
const char *pg_lineage_label(const pg_lineage *l, int i);

#endif
