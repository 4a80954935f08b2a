/* SPDX-License-Identifier: Apache-2.0 */
/* Maps papers and their extractions to RDF statements: the only module that
 * knows the pg: vocabulary and how IRIs are minted. */
#ifndef PG_GRAPH_H
#define PG_GRAPH_H

#include <stdbool.h>

#include "extract/corpus.h"
#include "base/diag.h"
#include "extract/extract.h"
#include "graph/vocab.h"

/* Where a statement belongs. */
typedef enum pg_scope {
	PG_SCOPE_PAPER,   /* made by one paper only: lives in that paper's named graph */
	PG_SCOPE_ENTITY,  /* about a shared entity (label, type, lineage): may be stated by
			     many papers, stored once in the entities graph */
	PG_SCOPE_GRAPH    /* a statement of a loaded RDF file: stored once in each named
			     graph that states it */
} pg_scope;

/* One statement. Strings are borrowed for the duration of the sink call. */
typedef struct pg_triple {
	const char *s;         /* subject IRI, or blank node label if s_blank */
	const char *p;         /* predicate IRI */
	const char *o;         /* object IRI, literal lexical form, or blank node label */
	bool o_literal;
	bool s_blank;          /* the subject is a blank node (`s` its label, no "_:") */
	bool o_blank;          /* the object is a blank node (`o` its label); never with o_literal */
	const char *datatype;  /* literal datatype IRI (may be NULL) */
	const char *lang;      /* literal language tag (may be NULL) */
	pg_scope scope;
	const char *graph;     /* named graph IRI: the paper's, or the entities graph */
} pg_triple;

/* Receives statements one by one; returns PG_OK to go on. */
typedef pg_status (*pg_triple_sink)(void *ctx, const pg_triple *t);

/* Writes every statement about `paper` and what was extracted from it to `sink`,
 * in a fixed order, with IRIs minted under `base` (a IRI ending in '/' or '#').
 * Returns the sink's first failure, or PG_ERR_NOMEM. */
pg_status pg_graph_emit_paper(const char *base,
			      const pg_paper *paper, const pg_extraction *x,
			      pg_triple_sink sink, void *ctx);

/* Writes the IRI of the paper with identifier `id` under `base` into `out`.
 * Caller frees with free(); NULL on out-of-memory. */
char *pg_graph_paper_iri(const char *base, const char *id);

/* Writes the IRI of the named graph `name` ("entities", "ontology", "inferred")
 * under `base`. Caller frees with free(); NULL on out-of-memory. */
char *pg_graph_named_iri(const char *base, const char *name);

/* Returns the SPARQL PREFIX lines for the common prefixes, one line. Static. */
const char *pg_graph_prefixes_sparql(void);

/* Common prefixes as a NULL-terminated array of {prefix, namespace} pairs. Static. */
const char *const *pg_graph_prefix_table(void);

#endif
