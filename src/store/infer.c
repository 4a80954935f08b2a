/* SPDX-License-Identifier: Apache-2.0 */
/* Materialised inference over a papergraph store.
 *
 * rasqal 0.9.33 has no property paths, no EXISTS and slow GROUP BY, so what the
 * ready-made queries need is derived once, at build time, into the named graph
 * BASE graph/inferred, apart from the extracted statements:
 *   1. pg:descendsFrom, the transitive closure of pg:extends (a breadth-first
 *      walk from every method, so cycles end and depths are shortest), and one
 *      pg:Ancestry node per (descendant, ancestor) pair carrying the depth;
 *   2. the inverse of every statement whose predicate the ontology declares
 *      owl:inverseOf another (pg:proposedIn, pg:extendedBy, ...);
 *   3. rdf:type statements implied by rdfs:subClassOf (transitively);
 *   4. statements of pg: super-properties implied by rdfs:subPropertyOf;
 *   5. pg:paperCount for every method, task, data set and metric;
 *   6. one skos:prefLabel per labelled entity: the shortest of its rdfs:labels
 *      (ties: the one without a stray capital like "COntrastive", then byte
 *      order). Names of one entity gather across
 *      papers ("GAN", "GANs", "Generative Adversarial Networks"), and a query
 *      joining on rdfs:label returns a row per name; the ready-made queries show
 *      the preferred label instead;
 *   7. pg:bestResult from each data set to its best result per metric (not
 *      counting improvements and reductions, pg:resultKind other than "score")
 *      (highest, or lowest when the metric has pg:higherIsBetter false; all of
 *      them on a tie), the leaderboard without a GROUP BY at query time;
 *   8. pg:proposedFor from each proposed method to each task its papers
 *      address, once per pair (rasqal's DISTINCT is quadratic).
 * Every read is predicate-bound (the p2so index), never a subject scan. The
 * graph is dropped and recomputed each time, so running it twice adds nothing. */
#include "store/infer.h"

#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/hash.h"
#include "base/strmap.h"
#include "graph/graph.h"
#include "store/store_rdf.h"

/* ---- interned IRIs: a string <-> index map */

typedef struct iri_table {
	char **str;       /* index -> IRI, owned */
	size_t n, cap;
	pg_strmap index;  /* IRI (the strings of `str`) -> index */
} iri_table;

/* Returns the index of `iri`, or -1 if the table does not hold it. */
static int find(const iri_table *t, const char *iri)
{
	size_t i;
	return pg_strmap_get(&t->index, iri, &i) ? (int)i : -1;
}

/* Returns the index of `iri`, adding it if new; -1 on out-of-memory. */
static int intern(iri_table *t, const char *iri)
{
	int found = find(t, iri);
	if (found >= 0)
		return found;
	void *str = t->str;
	if (t->n >= INT_MAX || !pg_grow(&str, &t->cap, t->n + 1, sizeof *t->str))
		return -1;
	t->str = str;
	char *copy = strdup(iri);
	if (!copy || pg_strmap_put(&t->index, copy, t->n) < 0) {
		free(copy);
		return -1;
	}
	t->str[t->n] = copy;
	return (int)t->n++;
}

static void iri_table_free(iri_table *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->str[i]);
	free(t->str);
	pg_strmap_free(&t->index);
}

/* ---- edges (pairs of indexes) */

typedef struct edge {
	int from, to;
} edge;

typedef struct edges {
	edge *e;
	size_t n, cap;
} edges;

static bool edges_add(edges *es, int from, int to)
{
	void *e = es->e;
	bool ok = pg_grow(&e, &es->cap, es->n + 1, sizeof *es->e);
	es->e = e;
	if (ok)
		es->e[es->n++] = (edge){from, to};
	return ok;
}

static int by_from(const void *a, const void *b)
{
	const edge *x = a, *y = b;
	return x->from != y->from ? (x->from < y->from ? -1 : 1)
				  : (x->to < y->to ? -1 : x->to > y->to);
}

/* ---- reading statements with a bound predicate */

typedef pg_status (*pair_fn)(void *ctx, const char *s, librdf_node *o);

/* Calls `fn` for every statement with predicate `p` outside the inferred graph
 * (which is empty while inference runs) whose subject is an IRI. */
static pg_status each_with_predicate(pg_store *st, const char *p, pair_fn fn, void *ctx)
{
	librdf_world *w = pg_store_get_world(st);
	librdf_node *pred = librdf_new_node_from_uri_string(w, (const unsigned char *)p);
	if (!pred)
		return PG_ERR_NOMEM;
	librdf_statement *partial = librdf_new_statement_from_nodes(w, NULL, pred, NULL); /* consumes pred */
	if (!partial)
		return PG_ERR_NOMEM;
	librdf_stream *stream = librdf_model_find_statements(pg_store_get_model_for(st, p), partial);
	pg_status rc = stream ? PG_OK : PG_ERR_RDF;
	for (; rc == PG_OK && stream && !librdf_stream_end(stream); librdf_stream_next(stream)) {
		librdf_statement *stmt = librdf_stream_get_object(stream);
		librdf_node *s = librdf_statement_get_subject(stmt);
		if (!librdf_node_is_resource(s))
			continue;
		rc = fn(ctx, (const char *)librdf_uri_as_string(librdf_node_get_uri(s)),
			librdf_statement_get_object(stmt));
	}
	if (stream)
		librdf_free_stream(stream);
	librdf_free_statement(partial);
	return rc;
}

static const char *node_iri(librdf_node *n)
{
	return n && librdf_node_is_resource(n)
		? (const char *)librdf_uri_as_string(librdf_node_get_uri(n)) : NULL;
}

typedef pg_status (*iri_pair_fn)(void *ctx, const char *s, const char *o);

typedef struct iri_filter {
	iri_pair_fn fn;
	void *ctx;
} iri_filter;

static pg_status only_iri_objects(void *ctx, const char *s, librdf_node *o)
{
	iri_filter *f = ctx;
	const char *oi = node_iri(o);
	return oi ? f->fn(f->ctx, s, oi) : PG_OK;
}

/* Like each_with_predicate, for the statements whose object is an IRI. */
static pg_status each_iri_pair(pg_store *st, const char *p, iri_pair_fn fn, void *ctx)
{
	iri_filter f = {fn, ctx};
	return each_with_predicate(st, p, only_iri_objects, &f);
}

/* Collects IRI-to-IRI statements of one predicate as interned edges. */
typedef struct collect_ctx {
	iri_table *t;
	edges *es;
} collect_ctx;

static pg_status collect_edge(void *ctx, const char *s, const char *o)
{
	collect_ctx *c = ctx;
	int a = intern(c->t, s), b = intern(c->t, o);
	if (a < 0 || b < 0 || !edges_add(c->es, a, b))
		return PG_ERR_NOMEM;
	return PG_OK;
}

static pg_status collect(pg_store *st, const char *p, iri_table *t, edges *es)
{
	collect_ctx c = {t, es};
	return each_iri_pair(st, p, collect_edge, &c);
}

/* ---- writing into the inferred graph */

typedef struct writer {
	pg_store *store;
	char *graph;
	size_t n;
} writer;

static pg_status put(writer *w, const char *s, const char *p, const char *o, bool literal,
		     const char *datatype)
{
	pg_triple t = {.s = s, .p = p, .o = o, .o_literal = literal, .datatype = datatype,
		       .scope = PG_SCOPE_ENTITY, .graph = w->graph};
	w->n++;
	return pg_store_add(w->store, &t);
}

/* ---- 1. lineage closure */

static pg_status infer_lineage(pg_store *st, writer *w, pg_infer_stats *stats)
{
	iri_table t = {0};
	edges es = {0};
	pg_status rc = collect(st, PG_P_EXTENDS, &t, &es);
	int *dist = NULL, *queue = NULL;
	size_t *first = NULL;
	pg_buf iri = PG_BUF_INIT;
	if (rc != PG_OK || es.n == 0)
		goto out;
	qsort(es.e, es.n, sizeof *es.e, by_from);
	/* first[v] .. first[v+1]: the out-edges of v (CSR form) */
	first = calloc(t.n + 1, sizeof *first);
	dist = malloc(t.n * sizeof *dist);
	queue = malloc(t.n * sizeof *queue);
	rc = PG_ERR_NOMEM;
	if (!first || !dist || !queue)
		goto out;
	for (size_t i = 0; i < es.n; i++)
		first[es.e[i].from + 1]++;
	for (size_t v = 0; v < t.n; v++)
		first[v + 1] += first[v];
	rc = PG_OK;
	for (size_t src = 0; src < t.n && rc == PG_OK; src++) {
		if (first[src] == first[src + 1])
			continue;
		for (size_t v = 0; v < t.n; v++)
			dist[v] = -1;
		size_t head = 0, tail = 0;
		dist[src] = 0;
		queue[tail++] = (int)src;
		while (head < tail && rc == PG_OK) {
			int v = queue[head++];
			for (size_t k = first[v]; k < first[v + 1]; k++) {
				int u = es.e[k].to;
				if (dist[u] >= 0)
					continue; /* seen: this is how cycles end */
				dist[u] = dist[v] + 1;
				queue[tail++] = u;
				if ((size_t)u == src)
					continue;
				const char *a = t.str[src], *b = t.str[u];
				rc = put(w, a, PG_P_DESCENDS_FROM, b, false, NULL);
				stats->descends++;
				uint64_t h = pg_hash_cstr(a) * 31 + pg_hash_cstr(b);
				char depth[16];
				snprintf(depth, sizeof depth, "%d", dist[u]);
				pg_buf_reset(&iri);
				if (rc == PG_OK && !pg_buf_addf(&iri, "%sancestry/%016llx", pg_store_get_base(st),
								(unsigned long long)h))
					rc = PG_ERR_NOMEM;
				const char *me = pg_buf_str(&iri);
				if (rc == PG_OK)
					rc = put(w, me, PG_RDF_TYPE, PG_C_ANCESTRY, false, NULL);
				if (rc == PG_OK)
					rc = put(w, me, PG_P_DESCENDANT, a, false, NULL);
				if (rc == PG_OK)
					rc = put(w, me, PG_P_ANCESTOR, b, false, NULL);
				if (rc == PG_OK)
					rc = put(w, me, PG_P_DEPTH, depth, true, PG_XSD_INTEGER);
				stats->ancestries++;
				if (rc != PG_OK)
					break;
			}
		}
	}
out:
	pg_buf_free(&iri);
	free(first);
	free(dist);
	free(queue);
	free(es.e);
	iri_table_free(&t);
	return rc;
}

/* ---- 2-4. ontology-driven rules */

typedef struct pairs {
	iri_table t;
	edges es;
} pairs;

static void pairs_free(pairs *p)
{
	free(p->es.e);
	iri_table_free(&p->t);
}

/* The transitive closure of `rel` from `start`, excluding start: appended to `out`. */
static bool closure(const pairs *rel, int start, int *out, size_t *n, size_t max)
{
	*n = 0;
	size_t head = 0;
	int cur = start;
	for (;;) {
		for (size_t k = 0; k < rel->es.n; k++) {
			if (rel->es.e[k].from != cur)
				continue;
			int u = rel->es.e[k].to;
			bool seen = u == start;
			for (size_t i = 0; i < *n && !seen; i++)
				seen = out[i] == u;
			if (!seen) {
				if (*n == max)
					return false;
				out[(*n)++] = u;
			}
		}
		if (head == *n)
			return true;
		cur = out[head++];
	}
}

typedef struct inverse_ctx {
	writer *w;
	const char *inverse;
	size_t *count;
} inverse_ctx;

static pg_status put_inverse(void *ctx, const char *s, const char *o)
{
	inverse_ctx *c = ctx;
	(*c->count)++;
	return put(c->w, o, c->inverse, s, false, NULL);
}

static pg_status infer_inverses(pg_store *st, writer *w, pg_infer_stats *stats)
{
	pairs inv = {0};
	pg_status rc = collect(st, PG_OWL_INVERSE_OF, &inv.t, &inv.es);
	for (size_t i = 0; rc == PG_OK && i < inv.es.n; i++) {
		/* p owl:inverseOf q: every (s q o) gives (o p s), and every (s p o) gives (o q s) */
		const char *p = inv.t.str[inv.es.e[i].from], *q = inv.t.str[inv.es.e[i].to];
		inverse_ctx a = {w, p, &stats->inverses}, b = {w, q, &stats->inverses};
		rc = each_iri_pair(st, q, put_inverse, &a);
		if (rc == PG_OK)
			rc = each_iri_pair(st, p, put_inverse, &b);
	}
	pairs_free(&inv);
	return rc;
}

/* Reads every (instance, pg: class) pair first and writes the implied types
 * after: each class's closure holds all its super-classes, so what the writes
 * add could only be read back as duplicates, and statements queued for a bulk
 * write are then written once (pg_store_get_model_for). */
static pg_status infer_types(pg_store *st, writer *w, pg_infer_stats *stats)
{
	pairs sub = {0};
	edges inst = {0}; /* class -> instance, both interned in sub.t */
	pg_status rc = collect(st, PG_RDFS_SUB_CLASS_OF, &sub.t, &sub.es);
	size_t nclass = sub.t.n;
	librdf_world *wd = pg_store_get_world(st);
	librdf_node *type = librdf_new_node_from_uri_string(wd, (const unsigned char *)(PG_RDF_TYPE));
	if (!type && rc == PG_OK)
		rc = PG_ERR_NOMEM;
	/* only instances of pg: classes: the ontology's own classes are not instances */
	for (size_t i = 0; rc == PG_OK && i < nclass; i++) {
		const char *cls = sub.t.str[i];
		if (strncmp(cls, PG_NS, strlen(PG_NS)) != 0)
			continue;
		librdf_node *c = librdf_new_node_from_uri_string(wd, (const unsigned char *)cls);
		librdf_iterator *it = c
			? librdf_model_get_sources(pg_store_get_model_for(st, PG_RDF_TYPE), type, c) : NULL;
		if (!it)
			rc = PG_ERR_RDF;
		for (; it && rc == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
			const char *x = node_iri(librdf_iterator_get_object(it));
			int xi = x ? intern(&sub.t, x) : 0;
			if (xi < 0 || (x && !edges_add(&inst, (int)i, xi)))
				rc = PG_ERR_NOMEM;
		}
		if (it)
			librdf_free_iterator(it);
		if (c)
			librdf_free_node(c);
	}
	if (type)
		librdf_free_node(type);
	int *buf = malloc(256 * sizeof *buf);
	if (!buf && rc == PG_OK)
		rc = PG_ERR_NOMEM;
	for (size_t i = 0; rc == PG_OK && i < inst.n;) {
		size_t n;
		int cls = inst.e[i].from;
		closure(&sub, cls, buf, &n, 256);
		for (; rc == PG_OK && i < inst.n && inst.e[i].from == cls; i++)
			for (size_t j = 0; j < n && rc == PG_OK; j++) {
				rc = put(w, sub.t.str[inst.e[i].to], PG_RDF_TYPE, sub.t.str[buf[j]],
					 false, NULL);
				stats->types++;
			}
	}
	free(buf);
	free(inst.e);
	pairs_free(&sub);
	return rc;
}

typedef struct super_ctx {
	writer *w;
	const char *super;
	size_t *count;
} super_ctx;

static pg_status put_super(void *ctx, const char *s, librdf_node *o)
{
	super_ctx *c = ctx;
	pg_triple t = {.s = s, .p = c->super, .scope = PG_SCOPE_ENTITY, .graph = c->w->graph};
	if (!pg_store_object_from_node(o, &t))
		return PG_OK;
	(*c->count)++;
	c->w->n++;
	return pg_store_add(c->w->store, &t);
}

static pg_status infer_superproperties(pg_store *st, writer *w, pg_infer_stats *stats)
{
	pairs sub = {0};
	pg_status rc = collect(st, PG_RDFS_SUB_PROPERTY_OF, &sub.t, &sub.es);
	int buf[64];
	for (size_t i = 0; rc == PG_OK && i < sub.t.n; i++) {
		const char *p = sub.t.str[i];
		if (strncmp(p, PG_NS, strlen(PG_NS)) != 0)
			continue;
		size_t n;
		closure(&sub, (int)i, buf, &n, 64);
		for (size_t j = 0; j < n && rc == PG_OK; j++) {
			const char *super = sub.t.str[buf[j]];
			/* only pg: super-properties; the descendsFrom closure is done above */
			if (strncmp(super, PG_NS, strlen(PG_NS)) != 0 || !strcmp(super, PG_P_DESCENDS_FROM))
				continue;
			super_ctx c = {w, super, &stats->supers};
			rc = each_with_predicate(st, p, put_super, &c);
		}
	}
	pairs_free(&sub);
	return rc;
}

/* ---- 5. paper counts */

/* For each entity, the number of distinct papers linking to it through any of
 * `links`, stated as `count_pred`. */
static pg_status count_papers(pg_store *st, writer *w, const char *const *links,
			      const char *count_pred, size_t *counted)
{
	iri_table t = {0};
	edges es = {0};
	pg_status rc = PG_OK;
	for (size_t i = 0; links[i] && rc == PG_OK; i++)
		rc = collect(st, links[i], &t, &es);
	if (rc == PG_OK && es.n) {
		/* count distinct (entity, paper) pairs */
		for (size_t i = 0; i < es.n; i++) {
			int tmp = es.e[i].from;
			es.e[i].from = es.e[i].to;
			es.e[i].to = tmp;
		}
		qsort(es.e, es.n, sizeof *es.e, by_from);
		for (size_t i = 0; i < es.n && rc == PG_OK;) {
			size_t j = i, n = 0;
			for (; j < es.n && es.e[j].from == es.e[i].from; j++)
				if (j == i || es.e[j].to != es.e[j - 1].to)
					n++;
			char num[32];
			snprintf(num, sizeof num, "%zu", n);
			rc = put(w, t.str[es.e[i].from], count_pred, num, true, PG_XSD_INTEGER);
			(*counted)++;
			i = j;
		}
	}
	free(es.e);
	iri_table_free(&t);
	return rc;
}

static pg_status infer_counts(pg_store *st, writer *w, pg_infer_stats *stats)
{
	static const char *const any[] = {
		PG_P_PROPOSES, PG_P_USES_METHOD, PG_P_COMPARES_WITH, PG_P_ADDRESSES_TASK,
		PG_P_EVALUATES_ON, PG_P_USES_METRIC, NULL
	};
	static const char *const compared[] = {PG_P_COMPARES_WITH, NULL};
	pg_status rc = count_papers(st, w, any, PG_P_PAPER_COUNT, &stats->counts);
	if (rc == PG_OK)
		rc = count_papers(st, w, compared, PG_P_COMPARED_COUNT, &stats->counts);
	return rc;
}

/* ---- arrays indexed like an iri_table */

/* Makes `*items` (`*cap` elements of `size` bytes) hold index `i`, doubling;
 * the new elements are zero. Returns false on out-of-memory. */
static bool grow_to(void **items, size_t *cap, size_t i, size_t size)
{
	size_t old = *cap;
	if (i < old)
		return true;
	if (!pg_grow(items, cap, i + 1, size))
		return false;
	memset((char *)*items + old * size, 0, (*cap - old) * size);
	return true;
}

/* ---- 6. preferred labels */

typedef struct label_ctx {
	iri_table t;
	char **best;      /* index -> shortest label so far; owned */
	size_t cap;
} label_ctx;

/* Capitals stuck to the start of a word by mistake: an upper-case letter
 * between an upper-case letter and a lower-case one ("COntrastive" has one;
 * "FL", "GAN" and "ResNet" have none). */
static size_t stray_capitals(const char *s)
{
	size_t n = 0;
	for (size_t i = 1; s[i]; i++)
		n += isupper((unsigned char)s[i - 1]) && isupper((unsigned char)s[i]) &&
		     islower((unsigned char)s[i + 1]);
	return n;
}

/* The order of preference: shorter, then fewer stray capitals, then byte order
 * (which puts "FL" before "Fl" and "Contrastive" before "contrastive"). */
static bool better_label(const char *a, const char *than)
{
	size_t la = strlen(a), lt = strlen(than);
	if (la != lt)
		return la < lt;
	size_t ca = stray_capitals(a), ct = stray_capitals(than);
	return ca != ct ? ca < ct : strcmp(a, than) < 0;
}

static pg_status keep_label(void *ctx, const char *s, librdf_node *o)
{
	label_ctx *c = ctx;
	if (!librdf_node_is_literal(o))
		return PG_OK;
	const char *label = (const char *)librdf_node_get_literal_value(o);
	int i = intern(&c->t, s);
	if (i < 0)
		return PG_ERR_NOMEM;
	if (!grow_to((void **)&c->best, &c->cap, (size_t)i, sizeof *c->best))
		return PG_ERR_NOMEM;
	if (!label || (c->best[i] && !better_label(label, c->best[i])))
		return PG_OK;
	char *copy = strdup(label);
	if (!copy)
		return PG_ERR_NOMEM;
	free(c->best[i]);
	c->best[i] = copy;
	return PG_OK;
}

static pg_status infer_pref_labels(pg_store *st, writer *w, pg_infer_stats *stats)
{
	label_ctx c = {0};
	pg_status rc = each_with_predicate(st, PG_RDFS_LABEL, keep_label, &c);
	for (size_t i = 0; rc == PG_OK && i < c.t.n; i++)
		if (c.best[i]) {
			rc = put(w, c.t.str[i], PG_SKOS_PREF_LABEL, c.best[i], true, NULL);
			stats->labels++;
		}
	for (size_t i = 0; i < c.cap; i++)
		free(c.best[i]);
	free(c.best);
	iri_table_free(&c.t);
	return rc;
}

/* ---- 7. best results */

typedef struct result_row {
	int result, dataset, metric; /* interned IRIs; -1 unknown */
	double value;
	bool has_value, not_score;   /* not_score: a resultKind other than "score" */
} result_row;

typedef struct results_ctx {
	iri_table t;                 /* results, data sets and metrics */
	result_row *rows;            /* by result index; holes have result -1 */
	size_t cap;
	iri_table lower;             /* metrics with pg:higherIsBetter false */
} results_ctx;

static result_row *row_of(results_ctx *c, const char *result)
{
	int i = intern(&c->t, result);
	if (i < 0)
		return NULL;
	size_t old = c->cap;
	if (!grow_to((void **)&c->rows, &c->cap, (size_t)i, sizeof *c->rows))
		return NULL;
	for (size_t j = old; j < c->cap; j++)
		c->rows[j] = (result_row){-1, -1, -1, 0, false, false};
	c->rows[i].result = i;
	return &c->rows[i];
}

/* Records the IRI object `o` of result `s` as its data set or its metric. */
static pg_status take_iri(results_ctx *c, const char *s, const char *iri, bool dataset)
{
	result_row *r = row_of(c, s);
	int i = r ? intern(&c->t, iri) : -1; /* interning never moves the rows */
	if (i < 0)
		return PG_ERR_NOMEM;
	if (dataset)
		r->dataset = i;
	else
		r->metric = i;
	return PG_OK;
}

static pg_status take_dataset(void *ctx, const char *s, const char *o)
{
	return take_iri(ctx, s, o, true);
}

static pg_status take_metric(void *ctx, const char *s, const char *o)
{
	return take_iri(ctx, s, o, false);
}

static pg_status take_value(void *ctx, const char *s, librdf_node *o)
{
	results_ctx *c = ctx;
	if (!librdf_node_is_literal(o))
		return PG_OK;
	char *end;
	const char *text = (const char *)librdf_node_get_literal_value(o);
	double v = text ? strtod(text, &end) : 0;
	if (!text || end == text || *end)
		return PG_OK;
	result_row *r = row_of(c, s);
	if (!r)
		return PG_ERR_NOMEM;
	r->value = v;
	r->has_value = true;
	return PG_OK;
}

static pg_status take_kind(void *ctx, const char *s, librdf_node *o)
{
	results_ctx *c = ctx;
	const char *kind = librdf_node_is_literal(o) ? (const char *)librdf_node_get_literal_value(o) : NULL;
	if (kind && !strcmp(kind, "score"))
		return PG_OK;
	result_row *r = row_of(c, s);
	if (!r)
		return PG_ERR_NOMEM;
	r->not_score = true;
	return PG_OK;
}

static pg_status take_polarity(void *ctx, const char *s, librdf_node *o)
{
	results_ctx *c = ctx;
	const char *v = librdf_node_is_literal(o) ? (const char *)librdf_node_get_literal_value(o) : NULL;
	if (v && (!strcmp(v, "false") || !strcmp(v, "0")) && intern(&c->lower, s) < 0)
		return PG_ERR_NOMEM;
	return PG_OK;
}

static int by_pair_then_value(const void *a, const void *b)
{
	const result_row *x = a, *y = b;
	if (x->dataset != y->dataset)
		return x->dataset < y->dataset ? -1 : 1;
	if (x->metric != y->metric)
		return x->metric < y->metric ? -1 : 1;
	return x->value < y->value ? -1 : x->value > y->value;
}

/* True if the metric's IRI is among those with pg:higherIsBetter false. */
static bool lower_is_better(results_ctx *c, const char *metric)
{
	return find(&c->lower, metric) >= 0;
}

static pg_status infer_best_results(pg_store *st, writer *w, pg_infer_stats *stats)
{
	results_ctx c = {0};
	pg_status rc = each_iri_pair(st, PG_P_ON_DATASET, take_dataset, &c);
	if (rc == PG_OK)
		rc = each_iri_pair(st, PG_P_METRIC, take_metric, &c);
	if (rc == PG_OK)
		rc = each_with_predicate(st, PG_P_VALUE, take_value, &c);
	if (rc == PG_OK)
		rc = each_with_predicate(st, PG_P_RESULT_KIND, take_kind, &c);
	if (rc == PG_OK)
		rc = each_with_predicate(st, PG_P_HIGHER_IS_BETTER, take_polarity, &c);
	/* keep the complete score rows, grouped by (data set, metric), by value */
	size_t n = 0;
	for (size_t i = 0; rc == PG_OK && i < c.cap; i++) {
		result_row r = c.rows[i];
		if (r.result >= 0 && r.dataset >= 0 && r.metric >= 0 && r.has_value && !r.not_score)
			c.rows[n++] = r;
	}
	if (rc == PG_OK)
		qsort(c.rows, n, sizeof *c.rows, by_pair_then_value);
	for (size_t i = 0; rc == PG_OK && i < n;) {
		size_t j = i;
		while (j < n && c.rows[j].dataset == c.rows[i].dataset && c.rows[j].metric == c.rows[i].metric)
			j++;
		/* rows i..j-1 share the pair, ascending: the best is at one end */
		bool low = lower_is_better(&c, c.t.str[c.rows[i].metric]);
		double best = low ? c.rows[i].value : c.rows[j - 1].value;
		for (size_t k = i; rc == PG_OK && k < j; k++)
			if (c.rows[k].value == best) {
				rc = put(w, c.t.str[c.rows[k].dataset], PG_P_BEST_RESULT,
					 c.t.str[c.rows[k].result], false, NULL);
				stats->best++;
			}
		i = j;
	}
	free(c.rows);
	iri_table_free(&c.t);
	iri_table_free(&c.lower);
	return rc;
}

/* ---- 8. methods proposed for a task */

/* Orders (paper, x) edges by paper: `from` holds the paper. */
static pg_status paper_edges(pg_store *st, const char *p, iri_table *t, edges *es)
{
	pg_status rc = collect(st, p, t, es);
	if (rc == PG_OK)
		qsort(es->e, es->n, sizeof *es->e, by_from);
	return rc;
}

static pg_status infer_proposed_for(pg_store *st, writer *w, pg_infer_stats *stats)
{
	iri_table t = {0};
	edges proposes = {0}, tasks = {0}, pairs = {0};
	pg_status rc = paper_edges(st, PG_P_PROPOSES, &t, &proposes);
	if (rc == PG_OK)
		rc = paper_edges(st, PG_P_ADDRESSES_TASK, &t, &tasks);
	/* walk both lists paper by paper: every method of a paper with every task */
	for (size_t i = 0, j = 0; rc == PG_OK && i < proposes.n && j < tasks.n;) {
		int paper = proposes.e[i].from;
		if (tasks.e[j].from != paper) {
			if (tasks.e[j].from < paper)
				j++;
			else
				i++;
			continue;
		}
		size_t i_end = i, j_end = j;
		while (i_end < proposes.n && proposes.e[i_end].from == paper)
			i_end++;
		while (j_end < tasks.n && tasks.e[j_end].from == paper)
			j_end++;
		for (size_t a = i; rc == PG_OK && a < i_end; a++)
			for (size_t b = j; rc == PG_OK && b < j_end; b++)
				if (!edges_add(&pairs, proposes.e[a].to, tasks.e[b].to))
					rc = PG_ERR_NOMEM;
		i = i_end;
		j = j_end;
	}
	if (rc == PG_OK)
		qsort(pairs.e, pairs.n, sizeof *pairs.e, by_from);
	for (size_t i = 0; rc == PG_OK && i < pairs.n; i++) {
		if (i && pairs.e[i].from == pairs.e[i - 1].from && pairs.e[i].to == pairs.e[i - 1].to)
			continue;
		rc = put(w, t.str[pairs.e[i].from], PG_P_PROPOSED_FOR, t.str[pairs.e[i].to], false, NULL);
		stats->proposed_for++;
	}
	free(proposes.e);
	free(tasks.e);
	free(pairs.e);
	iri_table_free(&t);
	return rc;
}

pg_status pg_infer_run(pg_store *s, pg_infer_stats *stats, pg_diag *d)
{
	pg_infer_stats local = {0};
	if (!stats)
		stats = &local;
	memset(stats, 0, sizeof *stats);
	writer w = {.store = s, .graph = pg_graph_named_iri(pg_store_get_base(s), "inferred")};
	if (!w.graph)
		return PG_ERR_NOMEM;
	/* A later rule may read what an earlier one inferred (types before
	 * super-properties before inverses): that only makes it more complete,
	 * and the store drops what is already there. */
	static pg_status (*const rules[])(pg_store *, writer *, pg_infer_stats *) = {
		infer_types, infer_superproperties, infer_lineage, infer_inverses,
		infer_counts, infer_pref_labels, infer_best_results, infer_proposed_for,
	};
	pg_status rc = pg_store_remove_graph(s, w.graph, NULL);
	for (size_t i = 0; rc == PG_OK && i < sizeof rules / sizeof *rules; i++)
		rc = rules[i](s, &w, stats);
	stats->total = w.n;
	free(w.graph);
	if (rc != PG_OK)
		pg_diag_set(d, rc, pg_store_get_path(s), 0, "inference failed: %s", pg_strerror(rc));
	return rc;
}
