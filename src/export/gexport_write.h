/* SPDX-License-Identifier: Apache-2.0 */
/* The graph-tool formats' writers (GraphML, DOT, neo4j CSV, GEXF and
 * Cytoscape.js JSON) over one model of typed attributes: a node is an id and a
 * value per node attribute (type, label, paper_id, ...), an edge a source,
 * target and a value per edge attribute (relation, predicate, papers). The
 * walk of the store (gexport.c) fills the records; this file knows only the
 * formats. Internal to src/export. */
#ifndef PG_GEXPORT_WRITE_H
#define PG_GEXPORT_WRITE_H

#include <stdbool.h>
#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "export/gexport.h"

typedef enum pg_gattr_type { PG_GATTR_STRING, PG_GATTR_INT, PG_GATTR_DOUBLE } pg_gattr_type;

/* Node attributes, in the order every format writes them. */
enum {
	PG_GN_TYPE, PG_GN_LABEL,
	PG_GN_PAPER_ID, PG_GN_TITLE, PG_GN_VENUE, PG_GN_YEAR, PG_GN_URL,  /* papers */
	PG_GN_PAPER_COUNT,                                                 /* entities */
	PG_GN_METRIC, PG_GN_VALUE, PG_GN_UNIT, PG_GN_KIND, PG_GN_DATASET,  /* results */
	PG_GN_METHOD, PG_GN_BASELINE, PG_GN_BASELINE_VALUE,
	PG_GN_COUNT
};
/* Edge attributes. */
enum { PG_GE_RELATION, PG_GE_PREDICATE, PG_GE_PAPERS, PG_GE_COUNT };

typedef struct pg_gattr_def {
	const char *name;
	pg_gattr_type type;
} pg_gattr_def;

extern const pg_gattr_def pg_gnode_attrs[PG_GN_COUNT];
extern const pg_gattr_def pg_gedge_attrs[PG_GE_COUNT];

/* A node or edge record: `v[i]` is attribute i's value, "" when it has none
 * (a typed attribute's value is always a valid number when set). The buffers
 * are owned by the record (pg_grecord_free); reuse with pg_grecord_reset. */
typedef struct pg_grecord {
	pg_buf v[PG_GN_COUNT];
} pg_grecord;

void pg_grecord_reset(pg_grecord *r);
void pg_grecord_free(pg_grecord *r);

/* The writer's state. `out` and `rels` are borrowed (neo4j writes the
 * relationships to `rels`, every other format only to `out`). DOT keeps the
 * node lines of each type in memory until the edges start, to draw each type
 * as a cluster; every other format streams. Free with pg_gwriter_free. */
typedef struct pg_gwriter {
	pg_gexport_format format;
	FILE *out, *rels;
	pg_buf line;
	pg_buf dot_types[8];   /* DOT: node lines by type rank (last: the others) */
	size_t nodes, edges;
	bool in_edges;
} pg_gwriter;

/* Returns PG_ERR_IO if writing failed, PG_ERR_NOMEM. */
pg_status pg_gwriter_start(pg_gwriter *w);
/* A node `id` of class rank `rank` (0 Paper ... 5 Metric, larger: others). */
pg_status pg_gwriter_node(pg_gwriter *w, const char *id, int rank, const pg_grecord *r);
/* Called once between the last node and the first edge. */
pg_status pg_gwriter_edges(pg_gwriter *w);
pg_status pg_gwriter_edge(pg_gwriter *w, const char *source, const char *target, const pg_grecord *r);
pg_status pg_gwriter_end(pg_gwriter *w);
void pg_gwriter_free(pg_gwriter *w);

#endif
