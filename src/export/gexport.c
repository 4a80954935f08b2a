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

#include <ctype.h>

#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/strmap.h"
#include "graph/graph.h"
#include "export/gexport_write.h"
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
	pg_gwriter w;     /* the format */
	char *ontology;   /* graph IRIs left out */
	char *inferred;
	librdf_node *rdf_type;
	int pass;         /* 1: nodes, 2: edges */
	pg_buf type;      /* scratch: a node's chosen class IRI */
	pg_buf tmp, tmp2; /* scratch */
	pg_grecord rec;   /* the node or edge being written */
	seen_set seen;    /* keys of repeated statements already written */
	char *subject;    /* edge pass: the last subject looked at, whether it is a node, */
	bool subject_node;
	bool subject_paper; /* and whether it is a paper */
} exporter;

bool pg_gexport_parse_format(const char *name, pg_gexport_format *out)
{
	if (!strcmp(name, "graphml"))
		*out = PG_GEXPORT_GRAPHML;
	else if (!strcmp(name, "dot") || !strcmp(name, "graphviz"))
		*out = PG_GEXPORT_DOT;
	else if (!strcmp(name, "neo4j") || !strcmp(name, "neo4j-csv"))
		*out = PG_GEXPORT_NEO4J;
	else if (!strcmp(name, "gexf"))
		*out = PG_GEXPORT_GEXF;
	else if (!strcmp(name, "cytoscape") || !strcmp(name, "cyjs"))
		*out = PG_GEXPORT_CYJS;
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

/* ---- node and edge records */

/* True if `v` is a plain integer (so that it can go out as an int). */
static bool plain_integer(const char *v)
{
	size_t n = strspn(v + (*v == '-'), "0123456789");
	return n && n < 10 && !v[(*v == '-') + n];
}

/* True if `v` is a decimal or double literal's lexical form. */
static bool plain_number(const char *v)
{
	char *end;
	if (!*v || isspace((unsigned char)*v))
		return false;
	double d = strtod(v, &end);
	return !*end && d == d && d - d == 0;
}

/* Looks (iri pred ?) up into record field `field`, as a literal; a typed
 * field keeps only a valid number. */
static pg_status put_literal(exporter *ex, const char *iri, const char *pred, int field)
{
	bool found;
	pg_buf *v = &ex->rec.v[field];
	pg_status st = lookup(ex, iri, pred, false, v, &found);
	if (st != PG_OK || !found)
		return st;
	pg_gattr_type t = pg_gnode_attrs[field].type;
	if ((t == PG_GATTR_INT && !plain_integer(pg_buf_str(v))) ||
	    (t == PG_GATTR_DOUBLE && !plain_number(pg_buf_str(v))))
		pg_buf_reset(v);
	return PG_OK;
}

/* The preferred label of `iri` into `out`: skos:prefLabel, else rdfs:label,
 * else the IRI's local name. */
static pg_status pref_label(exporter *ex, const char *iri, pg_buf *out)
{
	bool found;
	pg_status st = lookup(ex, iri, PG_SKOS_PREF_LABEL, false, out, &found);
	if (st == PG_OK && !found)
		st = lookup(ex, iri, PG_RDFS_LABEL, false, out, &found);
	if (st == PG_OK && !found && !pg_buf_adds(out, local_name(iri)))
		st = PG_ERR_NOMEM;
	return st;
}

/* Looks the node (iri pred ?) up and puts its preferred label into `field`. */
static pg_status put_linked(exporter *ex, const char *iri, const char *pred, int field)
{
	bool found;
	pg_status st = lookup(ex, iri, pred, true, &ex->tmp2, &found);
	if (st == PG_OK && found)
		st = pref_label(ex, pg_buf_str(&ex->tmp2), &ex->rec.v[field]);
	return st;
}

/* "58.6% accuracy on Foo": a result's label from its fields. */
static pg_status result_label(exporter *ex)
{
	pg_buf *v = ex->rec.v, *l = &v[PG_GN_LABEL];
	bool ok = pg_buf_adds(l, pg_buf_str(&v[PG_GN_VALUE])) && pg_buf_adds(l, pg_buf_str(&v[PG_GN_UNIT]));
	if (ok && v[PG_GN_METRIC].len)
		ok = (!l->len || pg_buf_addc(l, ' ')) && pg_buf_adds(l, pg_buf_str(&v[PG_GN_METRIC]));
	if (ok && v[PG_GN_DATASET].len)
		ok = pg_buf_adds(l, " on ") && pg_buf_adds(l, pg_buf_str(&v[PG_GN_DATASET]));
	if (ok && !strcmp(pg_buf_str(&v[PG_GN_KIND]), "improvement"))
		ok = pg_buf_adds(l, " (improvement)");
	else if (ok && !strcmp(pg_buf_str(&v[PG_GN_KIND]), "reduction"))
		ok = pg_buf_adds(l, " (reduction)");
	return ok ? PG_OK : PG_ERR_NOMEM;
}

/* Fills ex->rec with the attributes of node `iri` of class local name `cls`. */
static pg_status fill_node(exporter *ex, const char *iri, const char *cls)
{
	pg_buf *v = ex->rec.v;
	pg_status st = PG_OK;
	pg_grecord_reset(&ex->rec);
	if (!pg_buf_adds(&v[PG_GN_TYPE], cls))
		return PG_ERR_NOMEM;
	if (!strcmp(cls, "Paper")) {
		PG_TRY(st, put_literal(ex, iri, PG_DCT_IDENTIFIER, PG_GN_PAPER_ID));
		PG_TRY(st, put_literal(ex, iri, PG_DCT_TITLE, PG_GN_TITLE));
		PG_TRY(st, put_literal(ex, iri, PG_P_VENUE, PG_GN_VENUE));
		PG_TRY(st, put_literal(ex, iri, PG_P_YEAR, PG_GN_YEAR));
		PG_TRY(st, put_literal(ex, iri, PG_SCHEMA_URL, PG_GN_URL));
		const pg_buf *name = v[PG_GN_TITLE].len ? &v[PG_GN_TITLE] : &v[PG_GN_PAPER_ID];
		if (!pg_buf_adds(&v[PG_GN_LABEL], name->len ? pg_buf_str(name) : local_name(iri)))
			return PG_ERR_NOMEM;
	} else if (!strcmp(cls, "Result")) {
		PG_TRY(st, put_literal(ex, iri, PG_P_VALUE, PG_GN_VALUE));
		PG_TRY(st, put_literal(ex, iri, PG_P_UNIT, PG_GN_UNIT));
		PG_TRY(st, put_literal(ex, iri, PG_P_RESULT_KIND, PG_GN_KIND));
		PG_TRY(st, put_literal(ex, iri, PG_P_BASELINE_VALUE, PG_GN_BASELINE_VALUE));
		PG_TRY(st, put_linked(ex, iri, PG_P_METRIC, PG_GN_METRIC));
		PG_TRY(st, put_linked(ex, iri, PG_P_ON_DATASET, PG_GN_DATASET));
		PG_TRY(st, put_linked(ex, iri, PG_P_OF_METHOD, PG_GN_METHOD));
		PG_TRY(st, put_linked(ex, iri, PG_P_BASELINE, PG_GN_BASELINE));
		PG_TRY(st, result_label(ex));
	} else {
		PG_TRY(st, pref_label(ex, iri, &v[PG_GN_LABEL]));
		PG_TRY(st, put_literal(ex, iri, PG_P_PAPER_COUNT, PG_GN_PAPER_COUNT));
	}
out:
	return st;
}

/* The papers behind the entity statement (s p o): through its assertion
 * records (rdf:subject s, rdf:predicate p, rdf:object o), their evidence
 * sentences and those sentences' papers. Their identifiers, sorted and
 * joined by ';', go into `out`. */
typedef struct paper_ids {
	exporter *ex;
	const char *p, *o;
	pg_buf *out;
	pg_status st;
} paper_ids;

static bool add_paper_id(paper_ids *ids, const char *id)
{
	/* keep the list sorted and without repeats: it is short */
	pg_buf *out = ids->out;
	const char *at = pg_buf_str(out);
	size_t n = strlen(id);
	while (*at) {
		const char *end = strchr(at, ';');
		size_t len = end ? (size_t)(end - at) : strlen(at);
		int c = strncmp(at, id, len < n ? len : n);
		if (c == 0 && len == n)
			return true;
		if (c > 0 || (c == 0 && len > n))
			break;
		at += len + (end != NULL);
	}
	pg_buf merged = PG_BUF_INIT;
	size_t before = (size_t)(at - pg_buf_str(out));
	bool ok = pg_buf_add(&merged, pg_buf_str(out), before) && pg_buf_adds(&merged, id) &&
		  (!*at || pg_buf_addc(&merged, ';')) && pg_buf_adds(&merged, at);
	if (ok) {
		pg_buf_reset(out);
		ok = pg_buf_adds(out, pg_buf_str(&merged));
	}
	pg_buf_free(&merged);
	return ok;
}

static pg_status papers_of_assertion(paper_ids *ids, const char *a)
{
	exporter *ex = ids->ex;
	bool found;
	pg_buf got = PG_BUF_INIT;
	pg_status st = lookup(ex, a, PG_RDF_PREDICATE, true, &got, &found);
	if (st != PG_OK || !found || strcmp(pg_buf_str(&got), ids->p) != 0)
		goto out;
	if ((st = lookup(ex, a, PG_RDF_OBJECT, true, &got, &found)) != PG_OK || !found ||
	    strcmp(pg_buf_str(&got), ids->o) != 0)
		goto out;
	if ((st = lookup(ex, a, PG_P_EVIDENCE, true, &got, &found)) != PG_OK || !found)
		goto out;
	pg_buf paper = PG_BUF_INIT;
	if ((st = lookup(ex, pg_buf_str(&got), PG_P_IN_PAPER, true, &paper, &found)) == PG_OK && found &&
	    (st = lookup(ex, pg_buf_str(&paper), PG_DCT_IDENTIFIER, false, &got, &found)) == PG_OK &&
	    found && !add_paper_id(ids, pg_buf_str(&got)))
		st = PG_ERR_NOMEM;
	pg_buf_free(&paper);
out:
	pg_buf_free(&got);
	return st;
}

static pg_status statement_papers(exporter *ex, const pg_triple *t, pg_buf *out)
{
	librdf_node *pred = librdf_new_node_from_uri_string(ex->world, (const unsigned char *)PG_RDF_SUBJECT);
	librdf_node *subj = librdf_new_node_from_uri_string(ex->world, (const unsigned char *)t->s);
	paper_ids ids = {ex, t->p, t->o, out, PG_OK};
	pg_status st = PG_ERR_NOMEM;
	librdf_iterator *it = pred && subj ? librdf_model_get_sources(ex->model, pred, subj) : NULL;
	if (it) {
		st = PG_OK;
		for (; st == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
			const char *a = node_iri(librdf_iterator_get_object(it));
			if (a)
				st = papers_of_assertion(&ids, a);
		}
		librdf_free_iterator(it);
	} else if (pred && subj) {
		st = PG_ERR_RDF;
	}
	if (pred)
		librdf_free_node(pred);
	if (subj)
		librdf_free_node(subj);
	return st;
}

/* Fills ex->rec with the attributes of the edge of statement `t`. */
static pg_status fill_edge(exporter *ex, const pg_triple *t)
{
	pg_buf *v = ex->rec.v;
	pg_grecord_reset(&ex->rec);
	if (!pg_buf_adds(&v[PG_GE_RELATION], local_name(t->p)) || !pg_buf_adds(&v[PG_GE_PREDICATE], t->p))
		return PG_ERR_NOMEM;
	bool found;
	const char *paper = ex->subject_paper ? t->s : NULL;
	/* a paper's own graph is named by the paper's IRI */
	if (!paper && t->graph) {
		pg_status st = lookup(ex, t->graph, PG_DCT_IDENTIFIER, false, &v[PG_GE_PAPERS], &found);
		if (st != PG_OK || found)
			return st;
		return statement_papers(ex, t, &v[PG_GE_PAPERS]);
	}
	return paper ? lookup(ex, paper, PG_DCT_IDENTIFIER, false, &v[PG_GE_PAPERS], &found) : PG_OK;
}

/* ---- the two passes */

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
	if ((st = fill_node(ex, t->s, local_name(t->o))) != PG_OK)
		return st;
	return pg_gwriter_node(&ex->w, t->s, rank_class(ex, t->o), &ex->rec);
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
		ex->subject_paper = ex->subject_node && !strcmp(local_name(pg_buf_str(&ex->type)), "Paper");
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
	if (st == PG_OK && here && (st = fill_edge(ex, t)) == PG_OK)
		st = pg_gwriter_edge(&ex->w, t->s, t->o, &ex->rec);
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
		.format = format, .opt = opt,
		.w = {.format = format, .out = out, .rels = rels ? rels : out},
	};
	pg_status st = PG_ERR_NOMEM;
	ex.ontology = pg_graph_named_iri(pg_store_get_base(s), "ontology");
	ex.inferred = pg_graph_named_iri(pg_store_get_base(s), "inferred");
	ex.rdf_type = librdf_new_node_from_uri_string(ex.world, (const unsigned char *)PG_RDF_TYPE);
	if (!ex.ontology || !ex.inferred || !ex.rdf_type)
		goto out;
	PG_TRY(st, pg_gwriter_start(&ex.w));
	ex.pass = 1;
	PG_TRY(st, pg_store_each(s, opt->inferred, each, &ex));
	PG_TRY(st, pg_gwriter_edges(&ex.w));
	ex.pass = 2;
	PG_TRY(st, pg_store_each(s, opt->inferred, each, &ex));
	PG_TRY(st, pg_gwriter_end(&ex.w));
	if (fflush(out) != 0 || ferror(out) || (rels && (fflush(rels) != 0 || ferror(rels))))
		st = PG_ERR_IO;
out:
	if (nodes)
		*nodes = ex.w.nodes;
	if (edges)
		*edges = ex.w.edges;
	free(ex.ontology);
	free(ex.inferred);
	free(ex.subject);
	seen_free(&ex.seen);
	if (ex.rdf_type)
		librdf_free_node(ex.rdf_type);
	pg_gwriter_free(&ex.w);
	pg_buf_free(&ex.type);
	pg_buf_free(&ex.tmp);
	pg_buf_free(&ex.tmp2);
	pg_grecord_free(&ex.rec);
	return st;
}
