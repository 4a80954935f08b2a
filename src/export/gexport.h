/* SPDX-License-Identifier: Apache-2.0 */
/* Exports of the graph for graph tools (GraphML, Graphviz DOT, neo4j-admin
 * import CSV, GEXF, Cytoscape.js JSON): nodes with typed attributes people
 * filter on, edges with their predicate and the papers they come from. */
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
	PG_GEXPORT_NEO4J,    /* nodes.csv + relationships.csv for neo4j-admin database import */
	PG_GEXPORT_GEXF,     /* GEXF 1.2: Gephi's own format */
	PG_GEXPORT_CYJS      /* Cytoscape.js JSON ({"elements": {"nodes": [...], "edges": [...]}}) */
} pg_gexport_format;

typedef struct pg_gexport_options {
	bool inferred;  /* include the statements of the "inferred" graph (inverse
			   relations such as taskOf, descendsFrom): off for graph
			   tools by default, as they double every degree */
	bool all_nodes; /* keep the pg:Assertion, pg:Sentence and pg:Ancestry nodes
			   (evidence and reification records, left out by default) */
} pg_gexport_options;

/* Parses a format name ("graphml", "dot"/"graphviz", "neo4j", "gexf",
 * "cytoscape"/"cyjs"). Returns false if unknown. */
bool pg_gexport_parse_format(const char *name, pg_gexport_format *out);

/* Writes the graph of `s` in `format` to `out` (borrowed; not closed), and for
 * PG_GEXPORT_NEO4J the nodes to `out` and the relationships to `rels`
 * (otherwise `rels` may be NULL). A node is an IRI typed with a pg: class (the
 * ontology graph is left out); its attributes (gexport_write.h) are its type
 * (the class's local name), label (skos:prefLabel, else rdfs:label; the title
 * or identifier of a paper; "value unit metric on dataset" of a result), and
 * by type: paper_id, title, venue, year, url; paper_count; metric, value,
 * unit, kind, dataset, method, baseline, baseline_value. An edge is a
 * statement between two nodes: relation (the predicate's local name),
 * predicate, papers (the identifiers of the papers it comes from, ';'-joined).
 * Two walks of the store; memory stays flat except for DOT, which holds the
 * node lines to draw each type as a cluster. `nodes` and `edges` (may be NULL)
 * receive the counts. Returns PG_ERR_IO if writing failed, PG_ERR_RDF if
 * Redland failed. */
pg_status pg_gexport_write(pg_store *s, pg_gexport_format format, const pg_gexport_options *opt,
			   FILE *out, FILE *rels, size_t *nodes, size_t *edges);

#endif
