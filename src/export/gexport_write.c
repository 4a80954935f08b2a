/* SPDX-License-Identifier: Apache-2.0 */
/* The graph-tool formats, written from node and edge records (see
 * gexport_write.h). Every format declares the same typed attributes, so a
 * filter such as `value > 50` works the same in Gephi, Cytoscape, networkx and
 * Neo4j. A record's empty value is left out (GraphML, GEXF, JSON) or an empty
 * field (CSV, which neo4j-admin reads as no property). */
#include "export/gexport_write.h"

#include <string.h>

#include "base/escape.h"

const pg_gattr_def pg_gnode_attrs[PG_GN_COUNT] = {
	[PG_GN_TYPE] = {"type", PG_GATTR_STRING},
	[PG_GN_LABEL] = {"label", PG_GATTR_STRING},
	[PG_GN_PAPER_ID] = {"paper_id", PG_GATTR_STRING},
	[PG_GN_TITLE] = {"title", PG_GATTR_STRING},
	[PG_GN_VENUE] = {"venue", PG_GATTR_STRING},
	[PG_GN_YEAR] = {"year", PG_GATTR_INT},
	[PG_GN_URL] = {"url", PG_GATTR_STRING},
	[PG_GN_PAPER_COUNT] = {"paper_count", PG_GATTR_INT},
	[PG_GN_METRIC] = {"metric", PG_GATTR_STRING},
	[PG_GN_VALUE] = {"value", PG_GATTR_DOUBLE},
	[PG_GN_UNIT] = {"unit", PG_GATTR_STRING},
	[PG_GN_KIND] = {"kind", PG_GATTR_STRING},
	[PG_GN_DATASET] = {"dataset", PG_GATTR_STRING},
	[PG_GN_METHOD] = {"method", PG_GATTR_STRING},
	[PG_GN_BASELINE] = {"baseline", PG_GATTR_STRING},
	[PG_GN_BASELINE_VALUE] = {"baseline_value", PG_GATTR_DOUBLE},
};

const pg_gattr_def pg_gedge_attrs[PG_GE_COUNT] = {
	[PG_GE_RELATION] = {"relation", PG_GATTR_STRING},
	[PG_GE_PREDICATE] = {"predicate", PG_GATTR_STRING},
	[PG_GE_PAPERS] = {"papers", PG_GATTR_STRING},
};

void pg_grecord_reset(pg_grecord *r)
{
	for (size_t i = 0; i < PG_GN_COUNT; i++)
		pg_buf_reset(&r->v[i]);
}

void pg_grecord_free(pg_grecord *r)
{
	for (size_t i = 0; i < PG_GN_COUNT; i++)
		pg_buf_free(&r->v[i]);
}

#define N_DOT_TYPES (sizeof ((pg_gwriter *)0)->dot_types / sizeof ((pg_gwriter *)0)->dot_types[0])

/* Per type rank (gexport.c's class order): cluster title, shape, fill colour. */
static const struct {
	const char *title, *shape, *fill;
} dot_style[N_DOT_TYPES] = {
	{"Papers", "note", "#fff2cc"},   {"Results", "hexagon", "#f4cccc"},
	{"Methods", "box", "#cfe2f3"},   {"Tasks", "ellipse", "#d9ead3"},
	{"Data sets", "cylinder", "#ead1dc"}, {"Metrics", "diamond", "#fce5cd"},
	{"Other", "ellipse", "#eeeeee"}, {"Other", "ellipse", "#eeeeee"},
};

/* Relation colours of the DOT drawing; the legend lists them. */
static const struct {
	const char *relation, *color;
} dot_edge_color[] = {
	{"proposes", "#cc0000"}, {"extends", "#0b5394"}, {"comparesWith", "#e69138"},
	{"usesMethod", "#6aa84f"}, {"addressesTask", "#38761d"}, {"evaluatesOn", "#a64d79"},
	{"usesMetric", "#b45f06"}, {"reportsResult", "#999999"}, {NULL, NULL}
};

static const char *edge_color(const char *rel)
{
	for (size_t i = 0; dot_edge_color[i].relation; i++)
		if (!strcmp(rel, dot_edge_color[i].relation))
			return dot_edge_color[i].color;
	return "#666666";
}

static pg_status put(pg_gwriter *w, FILE *fp)
{
	pg_buf *b = &w->line;
	if (b->len && fwrite(b->data, 1, b->len, fp) != b->len)
		return PG_ERR_IO;
	pg_buf_reset(b);
	return PG_OK;
}

static const char *gexf_type(pg_gattr_type t)
{
	return t == PG_GATTR_INT ? "integer" : t == PG_GATTR_DOUBLE ? "double" : "string";
}

static const char *graphml_type(pg_gattr_type t)
{
	return t == PG_GATTR_INT ? "int" : t == PG_GATTR_DOUBLE ? "double" : "string";
}

static bool graphml_keys(pg_buf *b, const char *scope, const pg_gattr_def *defs, size_t n)
{
	bool ok = true;
	for (size_t i = 0; ok && i < n; i++)
		ok = pg_buf_addf(b, "  <key id=\"%s\" for=\"%s\" attr.name=\"%s\" attr.type=\"%s\"/>\n",
				 defs[i].name, scope, defs[i].name, graphml_type(defs[i].type));
	return ok;
}

static bool gexf_keys(pg_buf *b, const char *scope, const pg_gattr_def *defs, size_t n)
{
	bool ok = pg_buf_addf(b, "    <attributes class=\"%s\">\n", scope);
	for (size_t i = 0; ok && i < n; i++)
		ok = pg_buf_addf(b, "      <attribute id=\"%s\" title=\"%s\" type=\"%s\"/>\n",
				 defs[i].name, defs[i].name, gexf_type(defs[i].type));
	return ok && pg_buf_adds(b, "    </attributes>\n");
}

/* The CSV header of neo4j-admin import: name:type for typed columns. */
static bool neo4j_header(pg_buf *b, const pg_gattr_def *defs, size_t n, size_t skip)
{
	bool ok = true;
	for (size_t i = 0; ok && i < n; i++) {
		if (i == skip)
			continue;
		const char *name = defs == pg_gnode_attrs && i == PG_GN_LABEL ? "name" : defs[i].name;
		ok = pg_buf_addc(b, ',') && pg_buf_adds(b, name);
		if (ok && defs[i].type != PG_GATTR_STRING)
			ok = pg_buf_adds(b, defs[i].type == PG_GATTR_INT ? ":int" : ":double");
		if (ok && defs == pg_gedge_attrs && i == PG_GE_PAPERS)
			ok = pg_buf_adds(b, ":string[]");
	}
	return ok;
}

pg_status pg_gwriter_start(pg_gwriter *w)
{
	pg_buf *b = &w->line;
	bool ok = true;
	switch (w->format) {
	case PG_GEXPORT_GRAPHML:
		ok = pg_buf_adds(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
				    "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"\n"
				    "         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
				    "         xsi:schemaLocation=\"http://graphml.graphdrawing.org/xmlns "
				    "http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd\">\n") &&
		     graphml_keys(b, "node", pg_gnode_attrs, PG_GN_COUNT) &&
		     graphml_keys(b, "edge", pg_gedge_attrs, PG_GE_COUNT) &&
		     pg_buf_adds(b, "  <graph id=\"papergraph\" edgedefault=\"directed\">\n");
		break;
	case PG_GEXPORT_GEXF:
		ok = pg_buf_adds(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
				    "<gexf xmlns=\"http://www.gexf.net/1.2draft\" version=\"1.2\">\n"
				    "  <meta><creator>papergraph</creator></meta>\n"
				    "  <graph defaultedgetype=\"directed\" mode=\"static\">\n") &&
		     gexf_keys(b, "node", pg_gnode_attrs, PG_GN_COUNT) &&
		     gexf_keys(b, "edge", pg_gedge_attrs, PG_GE_COUNT) &&
		     pg_buf_adds(b, "    <nodes>\n");
		break;
	case PG_GEXPORT_CYJS:
		ok = pg_buf_adds(b, "{\"elements\": {\"nodes\": [");
		break;
	case PG_GEXPORT_DOT:
		ok = pg_buf_adds(b, "digraph papergraph {\n"
				    "  graph [rankdir=LR, overlap=false, nodesep=0.12, ranksep=1.6, "
				    "fontname=\"Helvetica\", fontsize=12];\n"
				    "  node [fontsize=10, fontname=\"Helvetica\", style=filled];\n"
				    "  edge [arrowsize=0.6, penwidth=0.8];\n");
		break;
	case PG_GEXPORT_NEO4J:
		ok = pg_buf_adds(b, "iri:ID,:LABEL") &&
		     neo4j_header(b, pg_gnode_attrs, PG_GN_COUNT, PG_GN_COUNT) && pg_buf_addc(b, '\n');
		if (ok && put(w, w->out) != PG_OK)
			return PG_ERR_IO;
		ok = ok && pg_buf_adds(b, ":START_ID,:END_ID,:TYPE") &&
		     neo4j_header(b, pg_gedge_attrs, PG_GE_COUNT, PG_GE_RELATION) && pg_buf_addc(b, '\n');
		return ok ? put(w, w->rels) : PG_ERR_NOMEM;
	}
	return ok ? put(w, w->out) : PG_ERR_NOMEM;
}

/* Appends the set attributes as `data`/`attvalue` elements or JSON members. */
static bool xml_values(pg_buf *b, const pg_gattr_def *defs, const pg_grecord *r, size_t n, bool gexf)
{
	bool ok = true;
	for (size_t i = 0; ok && i < n; i++) {
		const char *v = pg_buf_str(&r->v[i]);
		if (!*v)
			continue;
		if (gexf)
			ok = pg_buf_addf(b, "<attvalue for=\"%s\" value=\"", defs[i].name) &&
			     pg_escape_xml(b, v) && pg_buf_adds(b, "\"/>");
		else
			ok = pg_buf_addf(b, "<data key=\"%s\">", defs[i].name) && pg_escape_xml(b, v) &&
			     pg_buf_adds(b, "</data>");
	}
	return ok;
}

static bool json_values(pg_buf *b, const pg_gattr_def *defs, const pg_grecord *r, size_t n)
{
	bool ok = true;
	for (size_t i = 0; ok && i < n; i++) {
		const char *v = pg_buf_str(&r->v[i]);
		if (!*v)
			continue;
		ok = pg_buf_addf(b, ", \"%s\": ", defs[i].name) &&
		     (defs[i].type == PG_GATTR_STRING ? pg_escape_json(b, v) : pg_buf_adds(b, v));
	}
	return ok;
}

static bool csv_values(pg_buf *b, const pg_grecord *r, size_t n, size_t skip)
{
	bool ok = true;
	for (size_t i = 0; ok && i < n; i++) {
		if (i == skip)
			continue;
		const char *v = pg_buf_str(&r->v[i]);
		ok = pg_buf_addc(b, ',') && (!*v || pg_escape_csv(b, v));
	}
	return ok;
}

pg_status pg_gwriter_node(pg_gwriter *w, const char *id, int rank, const pg_grecord *r)
{
	pg_buf *b = &w->line;
	const char *type = pg_buf_str(&r->v[PG_GN_TYPE]), *label = pg_buf_str(&r->v[PG_GN_LABEL]);
	size_t slot = rank >= 0 && (size_t)rank < N_DOT_TYPES - 1 ? (size_t)rank : N_DOT_TYPES - 1;
	bool ok = true;
	switch (w->format) {
	case PG_GEXPORT_GRAPHML:
		ok = pg_buf_adds(b, "    <node id=\"") && pg_escape_xml(b, id) && pg_buf_adds(b, "\">") &&
		     xml_values(b, pg_gnode_attrs, r, PG_GN_COUNT, false) && pg_buf_adds(b, "</node>\n");
		break;
	case PG_GEXPORT_GEXF:
		ok = pg_buf_adds(b, "      <node id=\"") && pg_escape_xml(b, id) &&
		     pg_buf_adds(b, "\" label=\"") && pg_escape_xml(b, label) &&
		     pg_buf_adds(b, "\"><attvalues>") && xml_values(b, pg_gnode_attrs, r, PG_GN_COUNT, true) &&
		     pg_buf_adds(b, "</attvalues></node>\n");
		break;
	case PG_GEXPORT_CYJS:
		ok = pg_buf_adds(b, w->nodes ? ",\n  " : "\n  ") && pg_buf_adds(b, "{\"data\": {\"id\": ") &&
		     pg_escape_json(b, id) && json_values(b, pg_gnode_attrs, r, PG_GN_COUNT) &&
		     pg_buf_adds(b, "}}");
		break;
	case PG_GEXPORT_DOT:
		/* held until the edges start, so that each type is one cluster */
		b = &w->dot_types[slot];
		ok = pg_buf_adds(b, "    ") && pg_escape_dot(b, id) && pg_buf_adds(b, " [label=") &&
		     pg_escape_dot(b, label) && pg_buf_adds(b, ", shape=") &&
		     pg_buf_adds(b, dot_style[slot].shape) && pg_buf_adds(b, ", fillcolor=\"") &&
		     pg_buf_adds(b, dot_style[slot].fill) && pg_buf_adds(b, "\", type=") &&
		     pg_escape_dot(b, type) && pg_buf_adds(b, "];\n");
		if (!ok)
			return PG_ERR_NOMEM;
		w->nodes++;
		return PG_OK;
	case PG_GEXPORT_NEO4J:
		ok = pg_escape_csv(b, id) && pg_buf_addc(b, ',') && pg_escape_csv(b, type) &&
		     csv_values(b, r, PG_GN_COUNT, PG_GN_COUNT) && pg_buf_addc(b, '\n');
		break;
	}
	if (!ok)
		return PG_ERR_NOMEM;
	w->nodes++;
	return put(w, w->out);
}

static bool dot_legend(pg_buf *b)
{
	bool ok = pg_buf_adds(b, "  subgraph cluster_legend {\n    label=\"Relations\"; style=rounded; "
				 "color=\"#999999\";\n    node [shape=plaintext, style=\"\", fontsize=9];\n");
	for (size_t i = 0; ok && dot_edge_color[i].relation; i++)
		ok = pg_buf_addf(b, "    \"legend:%s\" [label=\"%s\", fontcolor=\"%s\"];\n",
				 dot_edge_color[i].relation, dot_edge_color[i].relation,
				 dot_edge_color[i].color);
	return ok && pg_buf_adds(b, "  }\n");
}

pg_status pg_gwriter_edges(pg_gwriter *w)
{
	pg_buf *b = &w->line;
	bool ok = true;
	w->in_edges = true;
	switch (w->format) {
	case PG_GEXPORT_GEXF:
		ok = pg_buf_adds(b, "    </nodes>\n    <edges>\n");
		break;
	case PG_GEXPORT_CYJS:
		ok = pg_buf_adds(b, "\n], \"edges\": [");
		break;
	case PG_GEXPORT_DOT:
		for (size_t i = 0; ok && i < N_DOT_TYPES; i++) {
			pg_buf *t = &w->dot_types[i];
			if (!t->len)
				continue;
			ok = pg_buf_addf(b, "  subgraph cluster_%zu {\n    label=\"%s\"; style=rounded; "
					    "color=\"#bbbbbb\";\n", i, dot_style[i].title) &&
			     pg_buf_add(b, t->data, t->len) && pg_buf_adds(b, "  }\n");
			pg_buf_free(t);
		}
		ok = ok && (!w->nodes || dot_legend(b));
		break;
	default:
		return PG_OK;
	}
	return ok ? put(w, w->out) : PG_ERR_NOMEM;
}

pg_status pg_gwriter_edge(pg_gwriter *w, const char *source, const char *target, const pg_grecord *r)
{
	pg_buf *b = &w->line;
	const char *rel = pg_buf_str(&r->v[PG_GE_RELATION]);
	FILE *fp = w->out;
	bool ok = true;
	switch (w->format) {
	case PG_GEXPORT_GRAPHML:
		ok = pg_buf_adds(b, "    <edge source=\"") && pg_escape_xml(b, source) &&
		     pg_buf_adds(b, "\" target=\"") && pg_escape_xml(b, target) && pg_buf_adds(b, "\">") &&
		     xml_values(b, pg_gedge_attrs, r, PG_GE_COUNT, false) && pg_buf_adds(b, "</edge>\n");
		break;
	case PG_GEXPORT_GEXF:
		ok = pg_buf_addf(b, "      <edge id=\"%zu\" source=\"", w->edges) &&
		     pg_escape_xml(b, source) && pg_buf_adds(b, "\" target=\"") &&
		     pg_escape_xml(b, target) && pg_buf_adds(b, "\" label=\"") && pg_escape_xml(b, rel) &&
		     pg_buf_adds(b, "\"><attvalues>") && xml_values(b, pg_gedge_attrs, r, PG_GE_COUNT, true) &&
		     pg_buf_adds(b, "</attvalues></edge>\n");
		break;
	case PG_GEXPORT_CYJS:
		ok = pg_buf_addf(b, "%s{\"data\": {\"id\": \"e%zu\", \"source\": ",
				 w->edges ? ",\n  " : "\n  ", w->edges) &&
		     pg_escape_json(b, source) && pg_buf_adds(b, ", \"target\": ") &&
		     pg_escape_json(b, target) && json_values(b, pg_gedge_attrs, r, PG_GE_COUNT) &&
		     pg_buf_adds(b, "}}");
		break;
	case PG_GEXPORT_DOT:
		ok = pg_buf_adds(b, "  ") && pg_escape_dot(b, source) && pg_buf_adds(b, " -> ") &&
		     pg_escape_dot(b, target) && pg_buf_adds(b, " [relation=") && pg_escape_dot(b, rel) &&
		     pg_buf_adds(b, ", tooltip=") && pg_escape_dot(b, rel) &&
		     pg_buf_addf(b, ", color=\"%s\"];\n", edge_color(rel));
		break;
	case PG_GEXPORT_NEO4J:
		fp = w->rels;
		ok = pg_escape_csv(b, source) && pg_buf_addc(b, ',') && pg_escape_csv(b, target) &&
		     pg_buf_addc(b, ',') && pg_escape_csv(b, rel) &&
		     csv_values(b, r, PG_GE_COUNT, PG_GE_RELATION) && pg_buf_addc(b, '\n');
		break;
	}
	if (!ok)
		return PG_ERR_NOMEM;
	w->edges++;
	return put(w, fp);
}

pg_status pg_gwriter_end(pg_gwriter *w)
{
	pg_status st = PG_OK;
	if (!w->in_edges)
		st = pg_gwriter_edges(w);
	if (st != PG_OK)
		return st;
	const char *tail = NULL;
	switch (w->format) {
	case PG_GEXPORT_GRAPHML: tail = "  </graph>\n</graphml>\n"; break;
	case PG_GEXPORT_GEXF: tail = "    </edges>\n  </graph>\n</gexf>\n"; break;
	case PG_GEXPORT_CYJS: tail = "\n]}}\n"; break;
	case PG_GEXPORT_DOT: tail = "}\n"; break;
	case PG_GEXPORT_NEO4J: return PG_OK;
	}
	return fputs(tail, w->out) == EOF ? PG_ERR_IO : PG_OK;
}

void pg_gwriter_free(pg_gwriter *w)
{
	pg_buf_free(&w->line);
	for (size_t i = 0; i < N_DOT_TYPES; i++)
		pg_buf_free(&w->dot_types[i]);
}
