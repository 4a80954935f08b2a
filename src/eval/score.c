/* SPDX-License-Identifier: Apache-2.0 */
/* The graph index (nodes with their names and the core relations, in the
 * order the statements came), the predictions per paper, and the scoring. */
#include "eval/score.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/strmap.h"
#include "eval/names.h"
#include "graph/vocab.h"

/* A node has more names than this: it is matched by its first rdfs:label. */
#define MAX_NAMES 3

enum rel {
	R_PROPOSES, R_COMPARES, R_USES, R_TASK, R_DATASET, R_EXTENDS, R_USES_METRIC, R_RESULT,
	R_METRIC, R_COUNT
};

static const char *const rel_iri[R_COUNT] = {
	PG_P_PROPOSES, PG_P_COMPARES_WITH, PG_P_USES_METHOD, PG_P_ADDRESSES_TASK, PG_P_EVALUATES_ON,
	PG_P_EXTENDS, PG_P_USES_METRIC, PG_P_REPORTS_RESULT, PG_P_METRIC
};

typedef struct node {
	char *iri;              /* owned; the key of the graph's map */
	pg_eval_names names;    /* rdfs:label, skos:prefLabel, skos:altLabel, in order */
	char *first_label;      /* the first rdfs:label, owned */
	char *value;            /* the first pg:value, owned */
	pg_eval_names ids;      /* dcterms:identifier */
	bool paper;             /* typed pg:Paper */
	size_t *out[R_COUNT];   /* targets, in order, repeats kept */
	size_t n_out[R_COUNT], cap_out[R_COUNT];
} node;

struct pg_eval_graph {
	pg_strmap map;          /* IRI -> node index */
	node *node;
	size_t n, cap;
	pg_strmap papers;       /* identifier -> node index (after resolve) */
	bool resolved;
};

pg_eval_graph *pg_eval_graph_new(void)
{
	return calloc(1, sizeof(pg_eval_graph));
}

void pg_eval_graph_free(pg_eval_graph *g)
{
	if (!g)
		return;
	for (size_t i = 0; i < g->n; i++) {
		node *n = &g->node[i];
		free(n->iri);
		free(n->first_label);
		free(n->value);
		pg_eval_names_free(&n->names);
		pg_eval_names_free(&n->ids);
		for (int r = 0; r < R_COUNT; r++)
			free(n->out[r]);
	}
	free(g->node);
	pg_strmap_free(&g->map);
	pg_strmap_free(&g->papers);
	free(g);
}

/* The index of the node `iri`, made if new; SIZE_MAX on out-of-memory. */
static size_t node_of(pg_eval_graph *g, const char *iri)
{
	size_t i;
	if (pg_strmap_get(&g->map, iri, &i))
		return i;
	if (!pg_grow((void **)&g->node, &g->cap, g->n + 1, sizeof *g->node))
		return SIZE_MAX;
	node *n = &g->node[g->n];
	*n = (node){0};
	if (!(n->iri = strdup(iri)) || pg_strmap_put(&g->map, n->iri, g->n) < 0) {
		free(n->iri);
		return SIZE_MAX;
	}
	return g->n++;
}

static int rel_of(const char *p)
{
	for (int r = 0; r < R_COUNT; r++)
		if (!strcmp(p, rel_iri[r]))
			return r;
	return -1;
}

pg_status pg_eval_graph_add(void *ctx, const pg_triple *t)
{
	pg_eval_graph *g = ctx;
	const char *p = t->p;
	bool name = !strcmp(p, PG_RDFS_LABEL) || !strcmp(p, PG_SKOS_PREF_LABEL) ||
		    !strcmp(p, PG_SKOS_ALT_LABEL);
	int r = t->o_literal ? -1 : rel_of(p);
	bool type = !t->o_literal && !strcmp(p, PG_RDF_TYPE) && !strcmp(t->o, PG_C_PAPER);
	bool id = t->o_literal && !strcmp(p, PG_DCT_IDENTIFIER);
	bool value = t->o_literal && !strcmp(p, PG_P_VALUE);
	if (!(name && t->o_literal) && r < 0 && !type && !id && !value)
		return PG_OK;
	size_t s = node_of(g, t->s);
	if (s == SIZE_MAX)
		return PG_ERR_NOMEM;
	g->resolved = false;
	if (type) {
		g->node[s].paper = true;
	} else if (id) {
		if (!pg_eval_names_add(&g->node[s].ids, t->o))
			return PG_ERR_NOMEM;
	} else if (value) {
		if (!g->node[s].value && !(g->node[s].value = strdup(t->o)))
			return PG_ERR_NOMEM;
	} else if (name) {
		node *n = &g->node[s];
		if (!pg_eval_names_add(&n->names, t->o))
			return PG_ERR_NOMEM;
		if (!n->first_label && !strcmp(p, PG_RDFS_LABEL) && !(n->first_label = strdup(t->o)))
			return PG_ERR_NOMEM;
	} else {
		size_t o = node_of(g, t->o); /* may move g->node */
		if (o == SIZE_MAX)
			return PG_ERR_NOMEM;
		node *n = &g->node[s];
		if (!pg_grow((void **)&n->out[r], &n->cap_out[r], n->n_out[r] + 1, sizeof *n->out[r]))
			return PG_ERR_NOMEM;
		n->out[r][n->n_out[r]++] = o;
	}
	return PG_OK;
}

/* Maps each paper's identifiers to it (the last paper wins, as a dict would). */
static pg_status resolve(pg_eval_graph *g)
{
	if (g->resolved)
		return PG_OK;
	pg_strmap_free(&g->papers);
	g->papers = (pg_strmap){0};
	for (size_t i = 0; i < g->n; i++) {
		if (!g->node[i].paper)
			continue;
		for (size_t k = 0; k < g->node[i].ids.n; k++)
			if (pg_strmap_put(&g->papers, g->node[i].ids.name[k], i) < 0)
				return PG_ERR_NOMEM;
	}
	g->resolved = true;
	return PG_OK;
}

/* ---- predictions */

/* The names a node is matched by into `set`. */
static bool node_names(const pg_eval_graph *g, size_t i, pg_eval_names *set)
{
	const node *n = &g->node[i];
	if (n->names.n > MAX_NAMES)
		return n->first_label ? pg_eval_names_add(set, n->first_label) : true;
	for (size_t k = 0; k < n->names.n; k++)
		if (!pg_eval_names_add(set, n->names.name[k]))
			return false;
	return n->names.n ? true : pg_eval_names_add(set, n->iri);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The key of a name set: its normalised names, sorted, joined. */
static bool names_key(const pg_eval_names *set, pg_buf *key)
{
	char **norm = calloc(set->n ? set->n : 1, sizeof *norm);
	pg_buf w = PG_BUF_INIT;
	bool ok = norm != NULL;
	for (size_t i = 0; ok && i < set->n; i++) {
		size_t n;
		pg_buf joined = PG_BUF_INIT;
		ok = pg_eval_words(set->name[i], &w, &n);
		const char *p = w.data ? w.data : "";
		for (size_t k = 0; ok && k < n; k++) {
			ok = (!k || pg_buf_addc(&joined, ' ')) && pg_buf_adds(&joined, p);
			p += strlen(p) + 1;
		}
		norm[i] = ok ? pg_buf_take(&joined) : NULL;
		ok = ok && norm[i];
		pg_buf_free(&joined);
	}
	if (ok)
		qsort(norm, set->n, sizeof *norm, cmp_str);
	pg_buf_reset(key);
	for (size_t i = 0; ok && i < set->n; i++)
		ok = pg_buf_adds(key, norm[i]) && pg_buf_addc(key, '\x1f');
	for (size_t i = 0; norm && i < set->n; i++)
		free(norm[i]);
	free(norm);
	pg_buf_free(&w);
	return ok;
}

/* The nodes `idx` as entries of `out`, one per distinct name set. */
static bool named(const pg_eval_graph *g, const size_t *idx, size_t n, pg_eval_list *out)
{
	pg_strmap seen = {0};
	pg_buf key = PG_BUF_INIT;
	char **keys = calloc(n ? n : 1, sizeof *keys);
	size_t n_keys = 0;
	bool ok = keys != NULL;
	for (size_t i = 0; ok && i < n; i++) {
		pg_eval_entry e = {0};
		ok = node_names(g, idx[i], &e.a) && names_key(&e.a, &key);
		if (ok && !pg_strmap_get(&seen, pg_buf_str(&key), NULL)) {
			ok = (keys[n_keys] = strdup(pg_buf_str(&key))) != NULL &&
			     pg_strmap_put(&seen, keys[n_keys], 0) >= 0;
			n_keys += keys[n_keys] != NULL;
			ok = ok && pg_eval_list_add(out, &e);
		}
		pg_eval_names_free(&e.a);
	}
	for (size_t i = 0; keys && i < n_keys; i++)
		free(keys[i]);
	free(keys);
	pg_strmap_free(&seen);
	pg_buf_free(&key);
	return ok;
}

static const size_t *targets(const pg_eval_graph *g, size_t i, int r, size_t *n)
{
	if (i == SIZE_MAX) {
		*n = 0;
		return NULL;
	}
	*n = g->node[i].n_out[r];
	return g->node[i].out[r];
}

/* Fills `pred` (empty) with what the graph says of paper `id`. */
static bool predict(const pg_eval_graph *g, const char *id, pg_eval_doc *pred)
{
	size_t p = SIZE_MAX, n;
	pg_strmap_get(&g->papers, id, &p);
	static const struct { int field, rel; } plain[] = {
		{PG_EV_PROPOSES, R_PROPOSES}, {PG_EV_COMPARES, R_COMPARES}, {PG_EV_USES, R_USES},
		{PG_EV_TASKS, R_TASK}, {PG_EV_DATASETS, R_DATASET},
	};
	bool ok = true;
	for (size_t k = 0; ok && k < sizeof plain / sizeof *plain; k++) {
		const size_t *t = targets(g, p, plain[k].rel, &n);
		ok = named(g, t, n, &pred->field[plain[k].field]);
	}
	size_t n_prop;
	const size_t *prop = targets(g, p, R_PROPOSES, &n_prop);
	for (size_t i = 0; ok && i < n_prop; i++) {
		const size_t *par = targets(g, prop[i], R_EXTENDS, &n);
		for (size_t k = 0; ok && k < n; k++) {
			pg_eval_entry e = {0};
			ok = node_names(g, prop[i], &e.a) && node_names(g, par[k], &e.b) &&
			     pg_eval_list_add(&pred->field[PG_EV_EXTENDS], &e);
			pg_eval_names_free(&e.a);
			pg_eval_names_free(&e.b);
		}
	}
	/* metrics: those used, then those of the results not yet listed */
	size_t n_used, n_res, cap = 0, n_metrics = 0;
	const size_t *used = targets(g, p, R_USES_METRIC, &n_used);
	const size_t *res = targets(g, p, R_RESULT, &n_res);
	size_t *metrics = NULL;
	for (size_t i = 0; ok && i < n_used; i++)
		if ((ok = pg_grow((void **)&metrics, &cap, n_metrics + 1, sizeof *metrics)))
			metrics[n_metrics++] = used[i];
	for (size_t i = 0; ok && i < n_res; i++) {
		const size_t *m = targets(g, res[i], R_METRIC, &n);
		pg_eval_entry e = {0};
		for (size_t k = 0; ok && k < n; k++) {
			ok = node_names(g, m[k], &e.a);
			bool listed = false;
			for (size_t j = 0; j < n_metrics && !listed; j++)
				listed = metrics[j] == m[k];
			if (ok && !listed && (ok = pg_grow((void **)&metrics, &cap, n_metrics + 1, sizeof *metrics)))
				metrics[n_metrics++] = m[k];
		}
		const char *v = g->node[res[i]].value;
		char *end;
		if (v && *v) {
			e.value = strtod(v, &end);
			e.has_value = !*end;
		}
		ok = ok && pg_eval_list_add(&pred->field[PG_EV_RESULTS], &e);
		pg_eval_names_free(&e.a);
	}
	ok = ok && named(g, metrics, n_metrics, &pred->field[PG_EV_METRICS]);
	free(metrics);
	return ok;
}

/* ---- matching */

static bool names_match(const pg_eval_names *pred, const pg_eval_names *gold)
{
	for (size_t i = 0; i < pred->n; i++)
		for (size_t k = 0; k < gold->n; k++)
			if (pg_eval_name_match(pred->name[i], gold->name[k]))
				return true;
	return false;
}

static bool entry_match(int field, const pg_eval_entry *p, const pg_eval_entry *g)
{
	if (field == PG_EV_EXTENDS)
		return names_match(&p->a, &g->a) && names_match(&p->b, &g->b);
	if (field == PG_EV_RESULTS) {
		if (!p->has_value || !p->a.n)
			return false;
		double tol = 1e-6 * fmax(1.0, fabs(g->value));
		return fabs(p->value - g->value) <= tol && names_match(&p->a, &g->a);
	}
	return names_match(&p->a, &g->a);
}

typedef struct matcher {
	const bool *ok;      /* ok[gi * np + pi] */
	size_t np;
	size_t *owner;       /* per prediction: its gold item, or SIZE_MAX */
	bool *seen;
} matcher;

static bool augment(matcher *m, size_t gi)
{
	for (size_t pi = 0; pi < m->np; pi++) {
		if (!m->ok[gi * m->np + pi] || m->seen[pi])
			continue;
		m->seen[pi] = true;
		if (m->owner[pi] == SIZE_MAX || augment(m, m->owner[pi])) {
			m->owner[pi] = gi;
			return true;
		}
	}
	return false;
}

/* The size of a maximum one-to-one matching; SIZE_MAX on out-of-memory. */
static size_t best_pairs(int field, const pg_eval_list *pred, const pg_eval_list *gold)
{
	size_t np = pred->n, ng = gold->n, hits = 0;
	if (!np || !ng)
		return 0;
	bool *ok = malloc(np * ng * sizeof *ok), *seen = malloc(np * sizeof *seen);
	size_t *owner = malloc(np * sizeof *owner);
	if (!ok || !seen || !owner) {
		free(ok);
		free(seen);
		free(owner);
		return SIZE_MAX;
	}
	for (size_t gi = 0; gi < ng; gi++)
		for (size_t pi = 0; pi < np; pi++)
			ok[gi * np + pi] = entry_match(field, &pred->e[pi], &gold->e[gi]);
	for (size_t pi = 0; pi < np; pi++)
		owner[pi] = SIZE_MAX;
	matcher m = {ok, np, owner, seen};
	for (size_t gi = 0; gi < ng; gi++) {
		memset(seen, 0, np * sizeof *seen);
		hits += augment(&m, gi);
	}
	free(ok);
	free(seen);
	free(owner);
	return hits;
}

const int *pg_eval_fields(bool entities)
{
	static const int all[] = {PG_EV_PROPOSES, PG_EV_EXTENDS, PG_EV_COMPARES, PG_EV_USES,
				  PG_EV_TASKS, PG_EV_DATASETS, PG_EV_METRICS, PG_EV_RESULTS, -1};
	static const int ent[] = {PG_EV_METHODS, PG_EV_TASKS, PG_EV_DATASETS, PG_EV_METRICS, -1};
	return entities ? ent : all;
}

pg_status pg_eval_score(pg_eval_graph *g, pg_eval_gold *gold, bool entities, pg_eval_report *out,
			pg_eval_miss_fn miss, void *miss_ctx)
{
	*out = (pg_eval_report){.entities = entities, .papers = gold->n};
	pg_status st = resolve(g);
	const int *fields = pg_eval_fields(entities);
	for (size_t d = 0; st == PG_OK && d < gold->n; d++) {
		pg_eval_doc *doc = &gold->doc[d];
		pg_eval_doc pred = {0};
		out->found += pg_strmap_get(&g->papers, doc->id, NULL);
		bool ok = predict(g, doc->id, &pred);
		if (ok && entities) {
			pg_eval_list_free(&doc->field[PG_EV_METHODS]);
			ok = pg_eval_pool_methods(doc) && pg_eval_pool_methods(&pred);
		}
		for (const int *f = fields; ok && *f >= 0; f++) {
			size_t hits = best_pairs(*f, &pred.field[*f], &doc->field[*f]);
			if (hits == SIZE_MAX) {
				ok = false;
				break;
			}
			pg_eval_row *r = &out->row[*f];
			r->hits += hits;
			r->predicted += pred.field[*f].n;
			r->gold += doc->field[*f].n;
			if (miss && (hits < doc->field[*f].n || hits < pred.field[*f].n))
				miss(miss_ctx, doc->id, *f, &pred.field[*f], &doc->field[*f]);
		}
		for (int f = 0; f < PG_EV_FIELDS; f++)
			pg_eval_list_free(&pred.field[f]);
		if (!ok)
			st = PG_ERR_NOMEM;
	}
	size_t n = 0;
	for (const int *f = fields; *f >= 0; f++, n++) {
		pg_eval_row *r = &out->row[*f];
		r->precision = r->predicted ? (double)r->hits / (double)r->predicted : r->gold ? 0.0 : 1.0;
		r->recall = r->gold ? (double)r->hits / (double)r->gold : r->predicted ? 0.0 : 1.0;
		r->f1 = r->precision + r->recall > 0
				? 2 * r->precision * r->recall / (r->precision + r->recall) : 0.0;
		out->mean_f1 += r->f1;
	}
	out->mean_f1 /= (double)n;
	return st;
}

void pg_eval_print(FILE *out, const pg_eval_report *r, bool json)
{
	const int *fields = pg_eval_fields(r->entities);
	if (json) {
		fprintf(out, "{\n \"papers_found\": %zu,\n \"papers\": %zu,\n \"fields\": {", r->found, r->papers);
		for (const int *f = fields; *f >= 0; f++) {
			const pg_eval_row *w = &r->row[*f];
			fprintf(out, "%s\n  \"%s\": {\"precision\": %.17g, \"recall\": %.17g, \"f1\": %.17g, "
				"\"hits\": %zu, \"predicted\": %zu, \"gold\": %zu}", f == fields ? "" : ",",
				pg_eval_field_name(*f), w->precision, w->recall, w->f1, w->hits, w->predicted,
				w->gold);
		}
		fprintf(out, "\n },\n \"mean_f1\": %.17g\n}\n", r->mean_f1);
		return;
	}
	fprintf(out, "papers found in graph: %zu of %zu\n", r->found, r->papers);
	fprintf(out, "%-9s %9s %7s %6s %5s %5s %5s\n", "field", "precision", "recall", "F1", "hits",
		"pred", "gold");
	for (const int *f = fields; *f >= 0; f++) {
		const pg_eval_row *w = &r->row[*f];
		fprintf(out, "%-9s %9.3f %7.3f %6.3f %5zu %5zu %5zu\n", pg_eval_field_name(*f),
			w->precision, w->recall, w->f1, w->hits, w->predicted, w->gold);
	}
	fprintf(out, "mean F1 %.3f\n", r->mean_f1);
}
