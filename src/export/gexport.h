/* SPDX-License-Identifier: Apache-2.0 */
/* Streaming exports of the graph for graph tools: GraphML, Graphviz DOT and
 * neo4j-admin import CSV, with typed, labelled nodes and relation edges. */
#ifndef PG_GEXPORT_H
#define PG_GEXPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "store/store.h"

typedef enum pg_gexport_format {
	PG_GEXPORT_GRAPHML,  /* GraphML: Gephi, Cytoscape, yEd, networkx */
	PG_GEXPORT_DOT,      /* Graphviz DOT */
	PG_GEXPORT_NEO4J     /* nodes.csv + relationships.csv for neo4j-admin database import */
} pg_gexport_format;

typedef struct pg_gexport_options {
	bool inferred;  /* include the statements of the "inferred" graph */
	bool all_nodes; /* keep the pg:Assertion, pg:Sentence and pg:Ancestry nodes
			   (evidence and reification records, left out by default) */
} pg_gexport_options;

/* Parses a format name ("graphml", "dot"/"graphviz", "neo4j"). Returns false if unknown. */
bool pg_gexport_parse_format(const char *name, pg_gexport_format *out);

/* Writes the graph of `s` in `format` to `out` (borrowed; not closed), and for
 * PG_GEXPORT_NEO4J the nodes to `out` and the relationships to `rels`
 * (otherwise `rels` may be NULL). A node is an IRI typed with a pg: class (the
 * ontology graph is left out); its type is that class's local name, its label
 * rdfs:label, dcterms:title or dcterms:identifier for papers, value and metric
 * for results. An edge is a statement between two nodes, named by the
 * predicate's local name; literals become node attributes or are left out.
 * Two walks of the store, constant memory. `nodes` and `edges` (may be NULL)
 * receive the counts. Returns PG_ERR_IO if writing failed, PG_ERR_RDF if
 * Redland failed. */
pg_status pg_gexport_write(pg_store *s, pg_gexport_format format, const pg_gexport_options *opt,
			   FILE *out, FILE *rels, size_t *nodes, size_t *edges);

#endif
