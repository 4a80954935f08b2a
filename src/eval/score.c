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
	char *rule;             /* the first pg:rule (an assertion's or a result's), owned */
	size_t a_s, a_o;        /* an assertion's rdf:subject and rdf:object; SIZE_MAX */
	int a_rel;              /* its rdf:predicate's relation; -1 */
} node;

struct pg_eval_graph {
	pg_strmap map;          /* IRI -> node index */
	node *node;
	size_t n, cap;
	pg_strmap papers;       /* identifier -> node index (after resolve) */
	pg_strmap facts;        /* "S REL O" of each assertion -> its node (after resolve) */
	char **fact_keys;       /* the keys of `facts`, owned */
	size_t n_fact_keys;
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
		free(n->rule);
	}
	free(g->node);
	pg_strmap_free(&g->map);
	pg_strmap_free(&g->papers);
	pg_strmap_free(&g->facts);
	for (size_t i = 0; i < g->n_fact_keys; i++)
		free(g->fact_keys[i]);
	free(g->fact_keys);
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
	*n = (node){.a_s = SIZE_MAX, .a_o = SIZE_MAX, .a_rel = -1};
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
	bool rule = t->o_literal && !strcmp(p, PG_P_RULE);
	bool part = !t->o_literal && (!strcmp(p, PG_RDF_SUBJECT) || !strcmp(p, PG_RDF_OBJECT) ||
				      !strcmp(p, PG_RDF_PREDICATE));
	if (!(name && t->o_literal) && r < 0 && !type && !id && !value && !rule && !part)
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
	} else if (rule) {
		if (!g->node[s].rule && !(g->node[s].rule = strdup(t->o)))
			return PG_ERR_NOMEM;
	} else if (part && !strcmp(p, PG_RDF_PREDICATE)) {
		g->node[s].a_rel = rel_of(t->o);
	} else if (part) {
		size_t o = node_of(g, t->o); /* may move g->node */
		if (o == SIZE_MAX)
			return PG_ERR_NOMEM;
		*(!strcmp(p, PG_RDF_SUBJECT) ? &g->node[s].a_s : &g->node[s].a_o) = o;
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
	pg_strmap_free(&g->facts);
	for (size_t i = 0; i < g->n_fact_keys; i++)
		free(g->fact_keys[i]);
	free(g->fact_keys);
	g->fact_keys = NULL;
	g->n_fact_keys = 0;
	size_t cap = 0;
	for (size_t i = 0; i < g->n; i++) {
		const node *n = &g->node[i];
		if (n->rule && n->a_s != SIZE_MAX && n->a_o != SIZE_MAX && n->a_rel >= 0) {
			char key[64];
			snprintf(key, sizeof key, "%zu %d %zu", n->a_s, n->a_rel, n->a_o);
			if (!pg_strmap_get(&g->facts, key, NULL)) { /* the first assertion wins */
				if (!pg_grow((void **)&g->fact_keys, &cap, g->n_fact_keys + 1,
					     sizeof *g->fact_keys) ||
				    !(g->fact_keys[g->n_fact_keys] = strdup(key)))
					return PG_ERR_NOMEM;
				if (pg_strmap_put(&g->facts, g->fact_keys[g->n_fact_keys], i) < 0) {
					free(g->fact_keys[g->n_fact_keys]);
					return PG_ERR_NOMEM;
				}
				g->n_fact_keys++;
			}
		}
		if (!n->paper)
			continue;
		for (size_t k = 0; k < n->ids.n; k++)
			if (pg_strmap_put(&g->papers, n->ids.name[k], i) < 0)
				return PG_ERR_NOMEM;
	}
	g->resolved = true;
	return PG_OK;
}

/* The rule of the assertion that `s` `r` `o` (node indices), or NULL. */
static const char *rule_of(const pg_eval_graph *g, size_t s, int r, size_t o)
{
	char key[64];
	size_t i;
	snprintf(key, sizeof key, "%zu %d %zu", s, r, o);
	return pg_strmap_get(&g->facts, key, &i) ? g->node[i].rule : NULL;
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

/* The nodes `idx` as entries of `out`, one per distinct name set (with the
 * rule of its first node, rules[i], when `rules` is given). */
static bool named(const pg_eval_graph *g, const size_t *idx, const char *const *rules, size_t n,
		  pg_eval_list *out)
{
	pg_strmap seen = {0};
	pg_buf key = PG_BUF_INIT;
	char **keys = calloc(n ? n : 1, sizeof *keys);
	size_t n_keys = 0;
	bool ok = keys != NULL;
	for (size_t i = 0; ok && i < n; i++) {
		pg_eval_entry e = {.rule = rules ? rules[i] : NULL};
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

/* The targets of paper `p` by relation `rel` as entries of `out`, each with
 * the rule of its assertion. */
static bool named_rel(const pg_eval_graph *g, size_t p, int rel, pg_eval_list *out)
{
	size_t n;
	const size_t *t = targets(g, p, rel, &n);
	const char **rules = calloc(n ? n : 1, sizeof *rules);
	if (!rules)
		return false;
	for (size_t i = 0; i < n; i++)
		rules[i] = rule_of(g, p, rel, t[i]);
	bool ok = named(g, t, rules, n, out);
	free(rules);
	return ok;
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
	for (size_t k = 0; ok && k < sizeof plain / sizeof *plain; k++)
		ok = named_rel(g, p, plain[k].rel, &pred->field[plain[k].field]);
	size_t n_prop;
	const size_t *prop = targets(g, p, R_PROPOSES, &n_prop);
	for (size_t i = 0; ok && i < n_prop; i++) {
		const size_t *par = targets(g, prop[i], R_EXTENDS, &n);
		for (size_t k = 0; ok && k < n; k++) {
			pg_eval_entry e = {.rule = rule_of(g, prop[i], R_EXTENDS, par[k])};
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
	size_t *metrics = NULL, cap_rules = 0;
	const char **metric_rules = NULL;
	for (size_t i = 0; ok && i < n_used; i++)
		if ((ok = pg_grow((void **)&metrics, &cap, n_metrics + 1, sizeof *metrics) &&
			  pg_grow((void **)&metric_rules, &cap_rules, n_metrics + 1, sizeof *metric_rules))) {
			metric_rules[n_metrics] = rule_of(g, p, R_USES_METRIC, used[i]);
			metrics[n_metrics++] = used[i];
		}
	for (size_t i = 0; ok && i < n_res; i++) {
		const size_t *m = targets(g, res[i], R_METRIC, &n);
		pg_eval_entry e = {.rule = g->node[res[i]].rule};
		for (size_t k = 0; ok && k < n; k++) {
			ok = node_names(g, m[k], &e.a);
			bool listed = false;
			for (size_t j = 0; j < n_metrics && !listed; j++)
				listed = metrics[j] == m[k];
			if (ok && !listed &&
			    (ok = pg_grow((void **)&metrics, &cap, n_metrics + 1, sizeof *metrics) &&
				  pg_grow((void **)&metric_rules, &cap_rules, n_metrics + 1, sizeof *metric_rules))) {
				metric_rules[n_metrics] = g->node[res[i]].rule;
				metrics[n_metrics++] = m[k];
			}
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
	ok = ok && named(g, metrics, metric_rules, n_metrics, &pred->field[PG_EV_METRICS]);
	free(metrics);
	free(metric_rules);
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

/* The size of a maximum one-to-one matching; SIZE_MAX on out-of-memory.
 * `hit` (may be NULL, pred->n long) says which predictions are matched. */
static size_t best_pairs(int field, const pg_eval_list *pred, const pg_eval_list *gold, bool *hit)
{
	size_t np = pred->n, ng = gold->n, hits = 0;
	for (size_t pi = 0; hit && pi < np; pi++)
		hit[pi] = false;
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
	for (size_t pi = 0; hit && pi < np; pi++)
		hit[pi] = owner[pi] != SIZE_MAX;
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

/* Adds `hit` of the predictions `l` to their rules' rows. */
static bool count_rules(pg_eval_rules *rules, int field, const pg_eval_list *l, const bool *hit)
{
	for (size_t i = 0; i < l->n; i++) {
		const char *name = l->e[i].rule ? l->e[i].rule : "(none)";
		size_t k = 0;
		while (k < rules->n && strcmp(rules->row[k].rule, name))
			k++;
		if (k == rules->n) {
			if (!pg_grow((void **)&rules->row, &rules->cap, rules->n + 1, sizeof *rules->row))
				return false;
			rules->row[k] = (pg_eval_rule_row){.rule = strdup(name)};
			if (!rules->row[k].rule)
				return false;
			rules->n++;
		}
		pg_eval_rule_row *r = &rules->row[k];
		r->predicted++;
		r->hits += hit[i];
		r->fields |= 1u << field;
	}
	return true;
}

static int cmp_rule_rows(const void *a, const void *b)
{
	const pg_eval_rule_row *x = a, *y = b;
	if (x->precision != y->precision)
		return x->precision < y->precision ? -1 : 1;
	if (x->predicted != y->predicted)
		return x->predicted > y->predicted ? -1 : 1;
	return strcmp(x->rule, y->rule);
}

static pg_status score(pg_eval_graph *g, pg_eval_gold *gold, bool entities, pg_eval_report *out,
		       pg_eval_miss_fn miss, void *miss_ctx, pg_eval_rules *rules)
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
			bool *hit = rules ? calloc(pred.field[*f].n ? pred.field[*f].n : 1, sizeof *hit) : NULL;
			size_t hits = rules && !hit ? SIZE_MAX : best_pairs(*f, &pred.field[*f], &doc->field[*f], hit);
			if (hits != SIZE_MAX && rules && !count_rules(rules, *f, &pred.field[*f], hit))
				hits = SIZE_MAX;
			free(hit);
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

pg_status pg_eval_score(pg_eval_graph *g, pg_eval_gold *gold, bool entities, pg_eval_report *out,
			pg_eval_miss_fn miss, void *miss_ctx)
{
	return score(g, gold, entities, out, miss, miss_ctx, NULL);
}

pg_status pg_eval_score_by_rule(pg_eval_graph *g, pg_eval_gold *gold, pg_eval_report *out,
				pg_eval_rules *rules)
{
	*rules = (pg_eval_rules){0};
	pg_status st = score(g, gold, false, out, NULL, NULL, rules);
	for (size_t i = 0; i < rules->n; i++) {
		pg_eval_rule_row *r = &rules->row[i];
		r->precision = r->predicted ? (double)r->hits / (double)r->predicted : 0.0;
	}
	if (rules->n)
		qsort(rules->row, rules->n, sizeof *rules->row, cmp_rule_rows);
	return st;
}

void pg_eval_rules_free(pg_eval_rules *r)
{
	if (!r)
		return;
	for (size_t i = 0; i < r->n; i++)
		free(r->row[i].rule);
	free(r->row);
	*r = (pg_eval_rules){0};
}

/* The fields of a rule row, "compares,uses". */
static void rule_fields(const pg_eval_rule_row *r, char *out, size_t size, const char *sep,
			const char *quote)
{
	size_t n = 0;
	out[0] = '\0';
	for (int f = 0; f < PG_EV_FIELDS; f++)
		if (r->fields & (1u << f)) {
			int k = snprintf(out + n, size - n, "%s%s%s%s", n ? sep : "", quote,
					 pg_eval_field_name(f), quote);
			if (k < 0 || (size_t)k >= size - n)
				break;
			n += (size_t)k;
		}
}

void pg_eval_print_rules(FILE *out, const pg_eval_rules *rules, bool json)
{
	char fields[256];
	if (json) {
		fputs("{", out);
		for (size_t i = 0; i < rules->n; i++) {
			const pg_eval_rule_row *r = &rules->row[i];
			rule_fields(r, fields, sizeof fields, ", ", "\"");
			fprintf(out, "%s\n  \"%s\": {\"precision\": %.17g, \"hits\": %zu, \"predicted\": %zu, "
				"\"fields\": [%s]}", i ? "," : "", r->rule, r->precision, r->hits, r->predicted,
				fields);
		}
		fputs(rules->n ? "\n }" : "}", out);
		return;
	}
	fprintf(out, "%-24s %9s %5s %5s  %s\n", "rule", "precision", "hits", "pred", "fields");
	for (size_t i = 0; i < rules->n; i++) {
		const pg_eval_rule_row *r = &rules->row[i];
		rule_fields(r, fields, sizeof fields, ",", "");
		fprintf(out, "%-24s %9.3f %5zu %5zu  %s\n", r->rule, r->precision, r->hits, r->predicted,
			fields);
	}
}

void pg_eval_print(FILE *out, const pg_eval_report *r, bool json)
{
	pg_eval_print_all(out, r, NULL, json);
}

void pg_eval_print_all(FILE *out, const pg_eval_report *r, const pg_eval_rules *rules, bool json)
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
		fprintf(out, "\n },\n \"mean_f1\": %.17g", r->mean_f1);
		if (rules) {
			fputs(",\n \"rules\": ", out);
			pg_eval_print_rules(out, rules, true);
		}
		fputs("\n}\n", out);
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
	if (rules) {
		fputc('\n', out);
		pg_eval_print_rules(out, rules, false);
	}
}
