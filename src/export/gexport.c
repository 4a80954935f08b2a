/* SPDX-License-Identifier: Apache-2.0 */
/* GraphML, DOT and neo4j CSV writers: two walks of the store (nodes, then
 * edges), with indexed look-ups instead of a table of nodes, so memory stays flat.
 *
 * A node is written at the rdf:type statement of its chosen class (the
 * best-ranked pg: class it has); an edge at its statement, when both ends are
 * nodes. A statement held by more than one graph is walked more than once, so
 * the look-up also counts how often the store holds it: a statement held once
 * is written straight away, and only repeated ones go through a set of those
 * already written. (librdf 1.0.17 cannot tell which graphs hold a statement
 * without leaking a node per answer, or scanning the store.) Redland is used
 * through the store's borrowed model. */
#include "export/gexport.h"

#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/strmap.h"
#include "graph/graph.h"
#include "graph/rdfout.h"
#include "store/store_rdf.h"

/* pg: classes in order of preference when a node has several; the other pg:
 * classes rank after these, and the generic super-classes last. */
static const char *const class_rank[] = {
	"Paper", "Result", "Method", "Task", "Dataset", "Metric", NULL
};
static const char *const generic_classes[] = {"Claim", "Entity", "Aggregate", NULL};

/* A subject with one of these classes is left out unless all nodes are asked
 * for: evidence and reification records, one per statement or closure step. */
static const char *const clutter_classes[] = {"Assertion", "Sentence", "Ancestry", NULL};

/* The repeated statements already written: the keys are owned by `keys`
 * (in the order added) and indexed by `map`. */
typedef struct seen_set {
	pg_strmap map;
	char **keys;
	size_t n, cap;
} seen_set;

/* Adds `key` unless there. Sets *added. Returns false on out-of-memory. */
static bool seen_add(seen_set *set, const char *key, bool *added)
{
	*added = false;
	if (pg_strmap_get(&set->map, key, NULL))
		return true;
	if (!pg_grow((void **)&set->keys, &set->cap, set->n + 1, sizeof *set->keys))
		return false;
	char *copy = strdup(key);
	if (!copy || pg_strmap_put(&set->map, copy, set->n) < 0) {
		free(copy);
		return false;
	}
	set->keys[set->n++] = copy;
	*added = true;
	return true;
}

static void seen_free(seen_set *set)
{
	for (size_t i = 0; i < set->n; i++)
		free(set->keys[i]);
	free(set->keys);
	pg_strmap_free(&set->map);
}

typedef struct exporter {
	pg_store *store;
	librdf_world *world;
	librdf_model *model;
	pg_gexport_format format;
	const pg_gexport_options *opt;
	FILE *out, *rels;
	char *ontology;   /* graph IRIs left out */
	char *inferred;
	librdf_node *rdf_type;
	int pass;         /* 1: nodes, 2: edges */
	pg_buf line;      /* the element being written */
	pg_buf type;      /* scratch: a node's chosen class IRI */
	pg_buf label;     /* scratch: a node's label */
	pg_buf tmp;
	seen_set seen;    /* keys of repeated statements already written */
	char *subject;    /* edge pass: the last subject looked at, and whether it is a node */
	bool subject_node;
	size_t nodes, edges;
} exporter;

bool pg_gexport_parse_format(const char *name, pg_gexport_format *out)
{
	if (!strcmp(name, "graphml"))
		*out = PG_GEXPORT_GRAPHML;
	else if (!strcmp(name, "dot") || !strcmp(name, "graphviz"))
		*out = PG_GEXPORT_DOT;
	else if (!strcmp(name, "neo4j") || !strcmp(name, "neo4j-csv"))
		*out = PG_GEXPORT_NEO4J;
	else
		return false;
	return true;
}


/* ---- look-ups */

static const char *local_name(const char *iri)
{
	const char *hash = strrchr(iri, '#'), *slash = strrchr(iri, '/');
	const char *cut = hash > slash ? hash : slash;
	return cut && cut[1] ? cut + 1 : iri;
}

static const char *node_iri(librdf_node *n)
{
	if (!n || !librdf_node_is_resource(n))
		return NULL;
	return (const char *)librdf_uri_as_string(librdf_node_get_uri(n));
}

/* True if statements of graph `g` are left out of the export. */
static bool skipped_graph(const exporter *ex, const char *g)
{
	return g && (!strcmp(g, ex->ontology) || (!ex->opt->inferred && !strcmp(g, ex->inferred)));
}

static bool in_list(const char *const *list, const char *s)
{
	for (size_t i = 0; list[i]; i++)
		if (!strcmp(list[i], s))
			return true;
	return false;
}

/* Rank of the class IRI `c` (lower is better), -1 if it is not a pg: class,
 * -2 if it keeps its subject out of the export. */
static int rank_class(const exporter *ex, const char *c)
{
	size_t n = strlen(PG_NS);
	if (strncmp(c, PG_NS, n) != 0 || !c[n])
		return -1;
	const char *local = c + n;
	if (!ex->opt->all_nodes && in_list(clutter_classes, local))
		return -2;
	for (int i = 0; class_rank[i]; i++)
		if (!strcmp(local, class_rank[i]))
			return i;
	int after = (int)(sizeof class_rank / sizeof *class_rank);
	return in_list(generic_classes, local) ? after + 1 : after;
}

/* Calls `visit` with the object of each statement (s p ?), once per graph
 * holding it, through the (s, p) -> o index. Returns PG_ERR_RDF or
 * PG_ERR_NOMEM on failure. */
typedef bool (*visit_fn)(exporter *ex, librdf_node *o, void *ctx);

static pg_status targets(exporter *ex, const char *s, librdf_node *p, visit_fn visit, void *ctx)
{
	librdf_node *sn = librdf_new_node_from_uri_string(ex->world, (const unsigned char *)s);
	if (!sn)
		return PG_ERR_NOMEM;
	librdf_iterator *it = librdf_model_get_targets(ex->model, sn, p);
	bool more = true;
	for (; it && more && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *o = librdf_iterator_get_object(it);
		if (o)
			more = visit(ex, o, ctx);
	}
	pg_status st = it ? PG_OK : PG_ERR_RDF;
	if (it)
		librdf_free_iterator(it);
	librdf_free_node(sn);
	return st;
}

/* The best class of a subject, and how many statements give it that class. */
typedef struct class_pick {
	int rank;
	bool clutter;
	pg_buf *cls;
	size_t count;
	bool nomem;
} class_pick;

static bool visit_type(exporter *ex, librdf_node *o, void *ctx)
{
	class_pick *pick = ctx;
	const char *c = node_iri(o);
	int r = c ? rank_class(ex, c) : -1;
	if (r == -2)
		pick->clutter = true;
	if (r < 0)
		return !pick->clutter;
	if (r == pick->rank && !strcmp(c, pg_buf_str(pick->cls))) {
		pick->count++;
	} else if (pick->rank < 0 || r < pick->rank ||
		   (r == pick->rank && strcmp(c, pg_buf_str(pick->cls)) < 0)) {
		pick->rank = r;
		pick->count = 1;
		pg_buf_reset(pick->cls);
		pick->nomem |= !pg_buf_adds(pick->cls, c);
	}
	return !pick->nomem;
}

/* Picks the class of `iri` into ex->type. Sets *is_node and, through `count`
 * (may be NULL), how many statements of the store give it that class. */
static pg_status pick_class(exporter *ex, const char *iri, bool *is_node, size_t *count)
{
	class_pick pick = {-1, false, &ex->type, 0, false};
	pg_buf_reset(&ex->type);
	pg_status st = targets(ex, iri, ex->rdf_type, visit_type, &pick);
	if (st == PG_OK && pick.nomem)
		st = PG_ERR_NOMEM;
	*is_node = st == PG_OK && pick.rank >= 0 && !pick.clutter;
	if (count)
		*count = pick.count;
	return st;
}

/* True the first time the repeated statement (s p o) is seen here. */
static pg_status first_time(exporter *ex, const char *s, const char *p, const char *o, bool *first)
{
	pg_buf key = PG_BUF_INIT;
	pg_status st = PG_ERR_NOMEM;
	if (pg_buf_adds(&key, s) && pg_buf_addc(&key, '\n') && pg_buf_adds(&key, p) &&
	    pg_buf_addc(&key, '\n') && pg_buf_adds(&key, o) && seen_add(&ex->seen, key.data, first))
		st = PG_OK;
	pg_buf_free(&key);
	return st;
}

/* The smallest (lexically) literal value, or IRI if `resource`, of (iri p ?)
 * into `out`; "" when none. */
typedef struct value_pick {
	pg_buf *out;
	bool resource;
	bool found;
	bool nomem;
} value_pick;

static bool visit_value(exporter *ex, librdf_node *o, void *ctx)
{
	value_pick *pick = ctx;
	const char *v = pick->resource ? node_iri(o)
		      : librdf_node_is_literal(o) ? (const char *)librdf_node_get_literal_value(o) : NULL;
	if (v && (!pick->found || strcmp(v, pg_buf_str(pick->out)) < 0)) {
		pg_buf_reset(pick->out);
		pick->nomem |= !pg_buf_adds(pick->out, v);
		pick->found = true;
	}
	return !pick->nomem;
}

static pg_status lookup(exporter *ex, const char *iri, const char *pred, bool resource,
			pg_buf *out, bool *found)
{
	librdf_node *p = librdf_new_node_from_uri_string(ex->world, (const unsigned char *)pred);
	if (!p)
		return PG_ERR_NOMEM;
	value_pick pick = {out, resource, false, false};
	pg_buf_reset(out);
	pg_status st = targets(ex, iri, p, visit_value, &pick);
	librdf_free_node(p);
	if (st == PG_OK && pick.nomem)
		st = PG_ERR_NOMEM;
	*found = pick.found;
	return st;
}

/* The display label of node `iri` of class local name `cls` into ex->label. */
static pg_status make_label(exporter *ex, const char *iri, const char *cls)
{
	pg_buf *l = &ex->label;
	bool found = false;
	pg_status st = PG_OK;
	if (!strcmp(cls, "Paper")) {
		st = lookup(ex, iri, PG_DCT_TITLE, false, l, &found);
		if (st == PG_OK && !found)
			st = lookup(ex, iri, PG_DCT_IDENTIFIER, false, l, &found);
	} else if (!strcmp(cls, "Result")) {
		/* "91.5% accuracy": value, unit, the metric's label */
		pg_buf part = PG_BUF_INIT, metric = PG_BUF_INIT;
		bool has;
		st = lookup(ex, iri, PG_P_VALUE, false, l, &found);
		if (st == PG_OK)
			st = lookup(ex, iri, PG_P_UNIT, false, &part, &has);
		if (st == PG_OK && has && !pg_buf_adds(l, pg_buf_str(&part)))
			st = PG_ERR_NOMEM;
		if (st == PG_OK)
			st = lookup(ex, iri, PG_P_METRIC, true, &metric, &has);
		if (st == PG_OK && has) {
			st = lookup(ex, pg_buf_str(&metric), PG_RDFS_LABEL, false, &part, &has);
			if (st == PG_OK && l->len && !pg_buf_addc(l, ' '))
				st = PG_ERR_NOMEM;
			if (st == PG_OK && !pg_buf_adds(l, has ? pg_buf_str(&part) : local_name(pg_buf_str(&metric))))
				st = PG_ERR_NOMEM;
			found = true;
		}
		pg_buf_free(&part);
		pg_buf_free(&metric);
	}
	if (st == PG_OK && !found)
		st = lookup(ex, iri, PG_RDFS_LABEL, false, l, &found);
	if (st == PG_OK && !found)
		st = lookup(ex, iri, PG_SKOS_PREF_LABEL, false, l, &found);
	if (st == PG_OK && !found) {
		pg_buf_reset(l);
		if (!pg_buf_adds(l, local_name(iri)))
			st = PG_ERR_NOMEM;
	}
	return st;
}

/* ---- writers */

static const char *dot_shape(const char *cls)
{
	static const char *const shapes[] = {
		"Paper", "note", "Method", "box", "Task", "ellipse", "Dataset", "cylinder",
		"Metric", "diamond", "Result", "hexagon", "Sentence", "plaintext",
		"Assertion", "point", NULL
	};
	for (size_t i = 0; shapes[i]; i += 2)
		if (!strcmp(cls, shapes[i]))
			return shapes[i + 1];
	return "ellipse";
}

static pg_status flush_line(exporter *ex, FILE *fp)
{
	pg_buf *b = &ex->line;
	if (b->len && fwrite(b->data, 1, b->len, fp) != b->len)
		return PG_ERR_IO;
	pg_buf_reset(b);
	return PG_OK;
}

static pg_status write_node(exporter *ex, const char *iri, const char *cls, const char *label,
			    const char *year)
{
	pg_buf *b = &ex->line;
	bool ok = true;
	switch (ex->format) {
	case PG_GEXPORT_GRAPHML:
		ok = pg_buf_adds(b, "    <node id=\"") && pg_escape_xml(b, iri) &&
		     pg_buf_adds(b, "\"><data key=\"type\">") && pg_escape_xml(b, cls) &&
		     pg_buf_adds(b, "</data><data key=\"label\">") && pg_escape_xml(b, label) &&
		     pg_buf_adds(b, "</data>");
		if (ok && *year)
			ok = pg_buf_adds(b, "<data key=\"year\">") && pg_buf_adds(b, year) &&
			     pg_buf_adds(b, "</data>");
		ok = ok && pg_buf_adds(b, "</node>\n");
		break;
	case PG_GEXPORT_DOT:
		ok = pg_buf_adds(b, "  ") && pg_escape_dot(b, iri) && pg_buf_adds(b, " [label=") &&
		     pg_escape_dot(b, label) && pg_buf_adds(b, ", shape=") &&
		     pg_buf_adds(b, dot_shape(cls)) && pg_buf_adds(b, ", type=") &&
		     pg_escape_dot(b, cls) && pg_buf_adds(b, "];\n");
		break;
	case PG_GEXPORT_NEO4J:
		ok = pg_escape_csv(b, iri) && pg_buf_addc(b, ',') && pg_escape_csv(b, label) &&
		     pg_buf_addc(b, ',') && pg_buf_adds(b, year) && pg_buf_addc(b, ',') &&
		     pg_escape_csv(b, cls) && pg_buf_addc(b, '\n');
		break;
	}
	if (!ok)
		return PG_ERR_NOMEM;
	ex->nodes++;
	return flush_line(ex, ex->out);
}

static pg_status write_edge(exporter *ex, const char *s, const char *o, const char *rel)
{
	pg_buf *b = &ex->line;
	bool ok = true;
	FILE *fp = ex->out;
	switch (ex->format) {
	case PG_GEXPORT_GRAPHML:
		ok = pg_buf_adds(b, "    <edge source=\"") && pg_escape_xml(b, s) &&
		     pg_buf_adds(b, "\" target=\"") && pg_escape_xml(b, o) &&
		     pg_buf_adds(b, "\"><data key=\"relation\">") && pg_escape_xml(b, rel) &&
		     pg_buf_adds(b, "</data></edge>\n");
		break;
	case PG_GEXPORT_DOT:
		ok = pg_buf_adds(b, "  ") && pg_escape_dot(b, s) && pg_buf_adds(b, " -> ") &&
		     pg_escape_dot(b, o) && pg_buf_adds(b, " [label=") &&
		     pg_escape_dot(b, rel) && pg_buf_adds(b, "];\n");
		break;
	case PG_GEXPORT_NEO4J:
		fp = ex->rels;
		ok = pg_escape_csv(b, s) && pg_buf_addc(b, ',') && pg_escape_csv(b, o) &&
		     pg_buf_addc(b, ',') && pg_escape_csv(b, rel) && pg_buf_addc(b, '\n');
		break;
	}
	if (!ok)
		return PG_ERR_NOMEM;
	ex->edges++;
	return flush_line(ex, fp);
}

static pg_status write_start(exporter *ex)
{
	int r = 0;
	switch (ex->format) {
	case PG_GEXPORT_GRAPHML:
		r = fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
			  "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"\n"
			  "         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
			  "         xsi:schemaLocation=\"http://graphml.graphdrawing.org/xmlns "
			  "http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd\">\n"
			  "  <key id=\"type\" for=\"node\" attr.name=\"type\" attr.type=\"string\"/>\n"
			  "  <key id=\"label\" for=\"node\" attr.name=\"label\" attr.type=\"string\"/>\n"
			  "  <key id=\"year\" for=\"node\" attr.name=\"year\" attr.type=\"int\"/>\n"
			  "  <key id=\"relation\" for=\"edge\" attr.name=\"relation\" attr.type=\"string\"/>\n"
			  "  <graph id=\"papergraph\" edgedefault=\"directed\">\n", ex->out);
		break;
	case PG_GEXPORT_DOT:
		r = fputs("digraph papergraph {\n"
			  "  graph [rankdir=LR, overlap=false];\n"
			  "  node [fontsize=10];\n"
			  "  edge [fontsize=8];\n", ex->out);
		break;
	case PG_GEXPORT_NEO4J:
		r = fputs("iri:ID,name,year:int,:LABEL\n", ex->out);
		if (r != EOF)
			r = fputs(":START_ID,:END_ID,:TYPE\n", ex->rels);
		break;
	}
	return r == EOF ? PG_ERR_IO : PG_OK;
}

static pg_status write_end(exporter *ex)
{
	int r = 0;
	if (ex->format == PG_GEXPORT_GRAPHML)
		r = fputs("  </graph>\n</graphml>\n", ex->out);
	else if (ex->format == PG_GEXPORT_DOT)
		r = fputs("}\n", ex->out);
	return r == EOF ? PG_ERR_IO : PG_OK;
}

/* ---- the two passes */

/* True if `year` is a plain integer (so that it can go out unquoted). */
static bool plain_integer(const char *year)
{
	size_t n = strspn(year + (*year == '-'), "0123456789");
	return n && n < 10 && !year[(*year == '-') + n];
}

static pg_status node_pass(exporter *ex, const pg_triple *t)
{
	if (t->o_literal || strcmp(t->p, PG_RDF_TYPE) != 0 || rank_class(ex, t->o) < 0)
		return PG_OK;
	bool is_node, here = true;
	size_t count;
	pg_status st = pick_class(ex, t->s, &is_node, &count);
	if (st != PG_OK || !is_node || strcmp(pg_buf_str(&ex->type), t->o) != 0)
		return st;
	if (count > 1 && (st = first_time(ex, t->s, t->p, t->o, &here)) != PG_OK)
		return st;
	if (!here)
		return PG_OK;
	const char *cls = local_name(t->o);
	st = make_label(ex, t->s, cls);
	bool has_year = false;
	if (st == PG_OK && !strcmp(cls, "Paper"))
		st = lookup(ex, t->s, PG_P_YEAR, false, &ex->tmp, &has_year);
	if (st == PG_OK && (!has_year || !plain_integer(pg_buf_str(&ex->tmp))))
		pg_buf_reset(&ex->tmp);
	pg_buf year = PG_BUF_INIT;
	if (st == PG_OK && !pg_buf_adds(&year, pg_buf_str(&ex->tmp)))
		st = PG_ERR_NOMEM;
	if (st == PG_OK)
		st = write_node(ex, t->s, cls, pg_buf_str(&ex->label), pg_buf_str(&year));
	pg_buf_free(&year);
	return st;
}

/* How many graphs hold (s p object). */
typedef struct object_count {
	const char *object;
	size_t n;
} object_count;

static bool visit_count(exporter *ex, librdf_node *o, void *ctx)
{
	object_count *count = ctx;
	const char *iri = node_iri(o);
	if (iri && !strcmp(iri, count->object))
		count->n++;
	return true;
}

static pg_status edge_pass(exporter *ex, const pg_triple *t)
{
	if (t->o_literal || !strcmp(t->p, PG_RDF_TYPE))
		return PG_OK;
	pg_status st = PG_OK;
	if (!ex->subject || strcmp(ex->subject, t->s) != 0) {
		free(ex->subject);
		if (!(ex->subject = strdup(t->s)))
			return PG_ERR_NOMEM;
		st = pick_class(ex, t->s, &ex->subject_node, NULL);
		if (st != PG_OK)
			return st;
	}
	if (!ex->subject_node)
		return PG_OK;
	bool object_node;
	if ((st = pick_class(ex, t->o, &object_node, NULL)) != PG_OK || !object_node)
		return st;
	object_count count = {t->o, 0};
	librdf_node *p = librdf_new_node_from_uri_string(ex->world, (const unsigned char *)t->p);
	st = p ? targets(ex, t->s, p, visit_count, &count) : PG_ERR_NOMEM;
	if (p)
		librdf_free_node(p);
	bool here = true;
	if (st == PG_OK && count.n > 1)
		st = first_time(ex, t->s, t->p, t->o, &here);
	if (st == PG_OK && here)
		st = write_edge(ex, t->s, t->o, local_name(t->p));
	return st;
}

static pg_status each(void *ctx, const pg_triple *t)
{
	exporter *ex = ctx;
	/* the nodes are papergraph's typed entities, which have IRIs: a loaded
	 * file's blank nodes are not drawn */
	if (skipped_graph(ex, t->graph) || t->s_blank || t->o_blank)
		return PG_OK;
	return ex->pass == 1 ? node_pass(ex, t) : edge_pass(ex, t);
}

pg_status pg_gexport_write(pg_store *s, pg_gexport_format format, const pg_gexport_options *opt,
			   FILE *out, FILE *rels, size_t *nodes, size_t *edges)
{
	exporter ex = {
		.store = s, .world = pg_store_get_world(s), .model = pg_store_get_model(s),
		.format = format, .opt = opt, .out = out, .rels = rels ? rels : out,
	};
	pg_status st = PG_ERR_NOMEM;
	ex.ontology = pg_graph_named_iri(pg_store_get_base(s), "ontology");
	ex.inferred = pg_graph_named_iri(pg_store_get_base(s), "inferred");
	ex.rdf_type = librdf_new_node_from_uri_string(ex.world, (const unsigned char *)PG_RDF_TYPE);
	if (!ex.ontology || !ex.inferred || !ex.rdf_type)
		goto out;
	PG_TRY(st, write_start(&ex));
	ex.pass = 1;
	PG_TRY(st, pg_store_each(s, opt->inferred, each, &ex));
	ex.pass = 2;
	PG_TRY(st, pg_store_each(s, opt->inferred, each, &ex));
	PG_TRY(st, write_end(&ex));
	if (fflush(out) != 0 || ferror(out) || (rels && (fflush(rels) != 0 || ferror(rels))))
		st = PG_ERR_IO;
out:
	if (nodes)
		*nodes = ex.nodes;
	if (edges)
		*edges = ex.edges;
	free(ex.ontology);
	free(ex.inferred);
	free(ex.subject);
	seen_free(&ex.seen);
	if (ex.rdf_type)
		librdf_free_node(ex.rdf_type);
	pg_buf_free(&ex.line);
	pg_buf_free(&ex.type);
	pg_buf_free(&ex.label);
	pg_buf_free(&ex.tmp);
	return st;
}
