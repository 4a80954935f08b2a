/* SPDX-License-Identifier: Apache-2.0 */
/* Inference at build time, for what rasqal cannot do at query time: the
 * lineage closure, inverse properties, implied types, per-entity counts,
 * preferred labels and best results. */
#ifndef PG_INFER_H
#define PG_INFER_H

#include <stddef.h>

#include "base/diag.h"
#include "store/store.h"

typedef struct pg_infer_stats {
	size_t descends;   /* pg:descendsFrom statements (closure of pg:extends) */
	size_t ancestries; /* pg:Ancestry nodes (pairs with their depth) */
	size_t inverses;   /* statements of owl:inverseOf properties */
	size_t types;      /* rdf:type statements implied by rdfs:subClassOf */
	size_t supers;     /* pg: super-property statements implied by rdfs:subPropertyOf */
	size_t counts;     /* pg:paperCount statements */
	size_t labels;     /* skos:prefLabel statements */
	size_t best;       /* pg:bestResult statements */
	size_t proposed_for; /* pg:proposedFor statements */
	size_t total;      /* statements in the inferred graph */
} pg_infer_stats;

/* Recomputes the inferred graph of a store opened for writing: drops the old
 * one, then derives everything from the other graphs and the ontology graph.
 * Idempotent, and terminates on cycles (A extends B extends A). `stats` may be
 * NULL. Returns PG_ERR_RDF if Redland fails. */
pg_status pg_infer_run(pg_store *s, pg_infer_stats *stats, pg_diag *d);

#endif
