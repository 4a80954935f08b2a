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
 *   6. one name per entity: each paper states how it names an entity on a
 *      pg:Mention (pg:surfaceForm, pg:shortForm), and the entity gets one
 *      rdfs:label and skos:prefLabel, the surface form the most mentions write
 *      (ties: shorter, then without a stray capital like "COntrastive", then
 *      byte order: content, not input order, so shards and `add` agree with
 *      one build), and the other names as skos:altLabel (skos:hiddenLabel for
 *      those differing from one already written only in case, hyphens, spacing
 *      or a plural ending). An entity no mention names
 *      (loaded RDF) keeps its rdfs:labels and gets the best of them, by the
 *      same tie order, as skos:prefLabel;
 *   7. pg:bestResult from each data set to its best result per metric (not
 *      counting improvements and reductions, pg:resultKind other than "score")
 *      (highest, or lowest when the metric has pg:higherIsBetter false; all of
 *      them on a tie), the leaderboard without a GROUP BY at query time;
 *   8. pg:proposedFor from each proposed method to each task its papers
 *      address, once per pair (rasqal's DISTINCT is quadratic).
 * Every read is predicate-bound (the p2so index), never a subject scan. The
 * graph is dropped and recomputed each time, so running it twice adds nothing.
 * This file has the run and rules 1-4; infer_summaries.c has 5-8, and
 * infer_base.c what they all use (infer_internal.h). */
#include "store/infer_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/hash.h"
#include "graph/graph.h"
#include "graph/vocab.h"

/* ---- 1. lineage closure */

pg_status infer_lineage(pg_store *st, writer *w, pg_infer_stats *stats)
{
	iri_table t = {0};
	edges es = {0};
	pg_status rc = infer_collect(st, PG_P_EXTENDS, &t, &es);
	int *dist = NULL, *queue = NULL;
	size_t *first = NULL;
	pg_buf iri = PG_BUF_INIT;
	if (rc != PG_OK || es.n == 0)
		goto out;
	qsort(es.e, es.n, sizeof *es.e, infer_by_from);
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
				rc = infer_put(w, a, PG_P_DESCENDS_FROM, b, false, NULL);
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
					rc = infer_put(w, me, PG_RDF_TYPE, PG_C_ANCESTRY, false, NULL);
				if (rc == PG_OK)
					rc = infer_put(w, me, PG_P_DESCENDANT, a, false, NULL);
				if (rc == PG_OK)
					rc = infer_put(w, me, PG_P_ANCESTOR, b, false, NULL);
				if (rc == PG_OK)
					rc = infer_put(w, me, PG_P_DEPTH, depth, true, PG_XSD_INTEGER);
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
	infer_table_free(&t);
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
	infer_table_free(&p->t);
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
	return infer_put(c->w, o, c->inverse, s, false, NULL);
}

pg_status infer_inverses(pg_store *st, writer *w, pg_infer_stats *stats)
{
	pairs inv = {0};
	pg_status rc = infer_collect(st, PG_OWL_INVERSE_OF, &inv.t, &inv.es);
	for (size_t i = 0; rc == PG_OK && i < inv.es.n; i++) {
		/* p owl:inverseOf q: every (s q o) gives (o p s), and every (s p o) gives (o q s) */
		const char *p = inv.t.str[inv.es.e[i].from], *q = inv.t.str[inv.es.e[i].to];
		inverse_ctx a = {w, p, &stats->inverses}, b = {w, q, &stats->inverses};
		rc = infer_each_iri_pair(st, q, put_inverse, &a);
		if (rc == PG_OK)
			rc = infer_each_iri_pair(st, p, put_inverse, &b);
	}
	pairs_free(&inv);
	return rc;
}

/* Reads every (instance, pg: class) pair first and writes the implied types
 * after: each class's closure holds all its super-classes, so what the writes
 * add could only be read back as duplicates, and statements queued for a bulk
 * write are then written once (pg_store_get_model_for). */
pg_status infer_types(pg_store *st, writer *w, pg_infer_stats *stats)
{
	pairs sub = {0};
	edges inst = {0}; /* class -> instance, both interned in sub.t */
	pg_status rc = infer_collect(st, PG_RDFS_SUB_CLASS_OF, &sub.t, &sub.es);
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
			const char *x = infer_node_iri(librdf_iterator_get_object(it));
			int xi = x ? infer_intern(&sub.t, x) : 0;
			if (xi < 0 || (x && !infer_edges_add(&inst, (int)i, xi)))
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
				rc = infer_put(w, sub.t.str[inst.e[i].to], PG_RDF_TYPE, sub.t.str[buf[j]],
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

pg_status infer_superproperties(pg_store *st, writer *w, pg_infer_stats *stats)
{
	pairs sub = {0};
	pg_status rc = infer_collect(st, PG_RDFS_SUB_PROPERTY_OF, &sub.t, &sub.es);
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
			rc = infer_each_with_predicate(st, p, put_super, &c);
		}
	}
	pairs_free(&sub);
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
