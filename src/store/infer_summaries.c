/* SPDX-License-Identifier: Apache-2.0 */
/* Inference rules 5-8 (see infer.c): summaries the ready-made queries would
 * otherwise compute with rasqal's slow GROUP BY and DISTINCT: paper counts,
 * preferred labels, best results per data set and metric, and the tasks each
 * proposed method is for. */
#include "store/infer_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "graph/vocab.h"

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
		rc = infer_collect(st, links[i], &t, &es);
	if (rc == PG_OK && es.n) {
		/* count distinct (entity, paper) pairs */
		for (size_t i = 0; i < es.n; i++) {
			int tmp = es.e[i].from;
			es.e[i].from = es.e[i].to;
			es.e[i].to = tmp;
		}
		if (es.n > 1) /* NULL with none: qsort wants an array */
			qsort(es.e, es.n, sizeof *es.e, infer_by_from);
		for (size_t i = 0; i < es.n && rc == PG_OK;) {
			size_t j = i, n = 0;
			for (; j < es.n && es.e[j].from == es.e[i].from; j++)
				if (j == i || es.e[j].to != es.e[j - 1].to)
					n++;
			char num[32];
			snprintf(num, sizeof num, "%zu", n);
			rc = infer_put(w, t.str[es.e[i].from], count_pred, num, true, PG_XSD_INTEGER);
			(*counted)++;
			i = j;
		}
	}
	free(es.e);
	infer_table_free(&t);
	return rc;
}

pg_status infer_counts(pg_store *st, writer *w, pg_infer_stats *stats)
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
	int i = infer_intern(&c->t, s);
	if (i < 0)
		return PG_ERR_NOMEM;
	if (!infer_grow_to((void **)&c->best, &c->cap, (size_t)i, sizeof *c->best))
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

/* The names of an entity, from the pg:Mention nodes of its papers: one per
 * (mention, form); a short form (an acronym) is a name but never preferred. */
typedef struct name_use {
	int entity;        /* index into mention_ctx.ents */
	const char *form;  /* borrowed from mention_ctx */
	bool is_short;
} name_use;

typedef struct mention_ctx {
	iri_table ments, ents;
	int *ent;          /* mention index -> entity index, -1 unknown */
	char **form;       /* mention index -> pg:surfaceForm, owned */
	char **shortf;     /* mention index -> pg:shortForm, owned */
	bool *labelled;    /* entity index -> labels written */
	size_t cap_ent, cap_form, cap_short, cap_lab;
} mention_ctx;

static pg_status take_mention_of(void *ctx, const char *s, const char *o)
{
	mention_ctx *c = ctx;
	int m = infer_intern(&c->ments, s), e = infer_intern(&c->ents, o);
	if (m < 0 || e < 0)
		return PG_ERR_NOMEM;
	size_t old = c->cap_ent;
	if (!infer_grow_to((void **)&c->ent, &c->cap_ent, (size_t)m, sizeof *c->ent))
		return PG_ERR_NOMEM;
	for (size_t i = old; i < c->cap_ent; i++)
		c->ent[i] = -1;
	c->ent[m] = e;
	return PG_OK;
}

/* Keeps the literal `o` of mention `s` in `*slots` (grown to hold it). */
static pg_status take_form(mention_ctx *c, const char *s, librdf_node *o, char ***slots, size_t *cap)
{
	if (!librdf_node_is_literal(o) || !librdf_node_get_literal_value(o))
		return PG_OK;
	int m = infer_intern(&c->ments, s);
	if (m < 0 || !infer_grow_to((void **)slots, cap, (size_t)m, sizeof **slots))
		return PG_ERR_NOMEM;
	if ((*slots)[m])
		return PG_OK; /* functional: the first one */
	(*slots)[m] = strdup((const char *)librdf_node_get_literal_value(o));
	return (*slots)[m] ? PG_OK : PG_ERR_NOMEM;
}

static pg_status take_surface(void *ctx, const char *s, librdf_node *o)
{
	mention_ctx *c = ctx;
	return take_form(c, s, o, &c->form, &c->cap_form);
}

static pg_status take_short(void *ctx, const char *s, librdf_node *o)
{
	mention_ctx *c = ctx;
	return take_form(c, s, o, &c->shortf, &c->cap_short);
}

static int by_entity_form(const void *a, const void *b)
{
	const name_use *x = a, *y = b;
	if (x->entity != y->entity)
		return x->entity < y->entity ? -1 : 1;
	if (x->is_short != y->is_short)
		return x->is_short ? 1 : -1;
	return strcmp(x->form, y->form);
}

/* One distinct name of an entity with the number of its mentions. */
typedef struct name_count {
	const char *form;
	size_t n;
	bool is_short;
} name_count;

/* Most mentions first, then the order of better_label. */
static int by_count(const void *a, const void *b)
{
	const name_count *x = a, *y = b;
	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	if (x->is_short != y->is_short)
		return x->is_short ? 1 : -1;
	if (better_label(x->form, y->form))
		return -1;
	return better_label(y->form, x->form) ? 1 : 0;
}

/* Writes into `out` (cap bytes) the spelling-free key of `s`: ASCII lower case,
 * every run of other bytes than letters and digits one space, a plural "s" off
 * the end of each word longer than three letters (not "ss"). Returns false if
 * the key does not fit. */
static bool loose_key(const char *s, char *out, size_t cap)
{
	size_t n = 0, w = 0; /* w: where the current word starts in out */
	bool gap = false, in_word = false;
	for (const unsigned char *p = (const unsigned char *)s;; p++) {
		bool alnum = *p && (pg_ascii_is_alnum(*p) || *p >= 0x80);
		if (!alnum) {
			/* a word ends: drop its plural s */
			if (in_word && n - w > 3 && out[n - 1] == 's' && out[n - 2] != 's')
				n--;
			in_word = false;
			if (!*p)
				break;
			gap = n > 0;
			continue;
		}
		if (n + 3 > cap)
			return false;
		if (gap)
			out[n++] = ' ';
		if (!in_word)
			w = n;
		gap = false;
		in_word = true;
		out[n++] = (char)pg_ascii_lower(*p);
	}
	out[n] = '\0';
	return true;
}

/* A name's spelling-free key (loose_key), made once per name of an entity. */
typedef struct loose {
	char key[256];
	bool fits; /* false: too long for a key, compared by strcasecmp instead */
} loose;

/* Returns true if names a and b (with their keys) differ only in case, hyphens,
 * spacing or a plural ending: "Question-Answering" and "question answering". */
static bool same_name_loosely(const char *a, const loose *ka, const char *b, const loose *kb)
{
	if (!ka->fits || !kb->fits)
		return strcasecmp(a, b) == 0;
	return strcmp(ka->key, kb->key) == 0;
}

/* Writes the labels of one entity from its distinct names `v` (n of them,
 * reordered here): rdfs:label and skos:prefLabel the surface form most of its
 * mentions write, skos:altLabel each other name, and skos:hiddenLabel a name
 * that differs from one already written only in case, hyphens, spacing or a
 * plural ending (found by search, not shown: SKOS's place for variants). */
static pg_status put_entity_labels(writer *w, const char *iri, name_count *v, size_t n,
				   pg_infer_stats *stats)
{
	qsort(v, n, sizeof *v, by_count);
	/* the preferred label is a surface form (there is one: see the caller) */
	for (size_t i = 1; i < n && v[0].is_short; i++)
		if (!v[i].is_short) {
			name_count t = v[i];
			memmove(v + 1, v, i * sizeof *v);
			v[0] = t;
		}
	pg_status rc = infer_put(w, iri, PG_RDFS_LABEL, v[0].form, true, NULL);
	if (rc == PG_OK)
		rc = infer_put(w, iri, PG_SKOS_PREF_LABEL, v[0].form, true, NULL);
	stats->labels++;
	loose *keys = n > 1 ? malloc(n * sizeof *keys) : NULL;
	if (n > 1 && !keys)
		return PG_ERR_NOMEM;
	for (size_t i = 0; i < n && keys; i++)
		keys[i].fits = loose_key(v[i].form, keys[i].key, sizeof keys[i].key);
	for (size_t i = 1; i < n && rc == PG_OK; i++) {
		bool same = false, variant = false;
		for (size_t j = 0; j < i && !same; j++) {
			same = strcmp(v[i].form, v[j].form) == 0;
			variant = variant || same_name_loosely(v[i].form, &keys[i], v[j].form, &keys[j]);
		}
		if (!same)
			rc = infer_put(w, iri, variant ? PG_SKOS_HIDDEN_LABEL : PG_SKOS_ALT_LABEL, v[i].form,
				       true, NULL);
	}
	free(keys);
	return rc;
}

/* Labels from mentions; marks in c->labelled (by entity index) what it labelled. */
static pg_status labels_from_mentions(pg_store *st, writer *w, pg_infer_stats *stats,
				      mention_ctx *c)
{
	pg_status rc = infer_each_iri_pair(st, PG_P_MENTION_OF, take_mention_of, c);
	if (rc == PG_OK)
		rc = infer_each_with_predicate(st, PG_P_SURFACE_FORM, take_surface, c);
	if (rc == PG_OK)
		rc = infer_each_with_predicate(st, PG_P_SHORT_FORM, take_short, c);
	if (rc != PG_OK)
		return rc;
	size_t n = 0;
	name_use *u = malloc((2 * c->ments.n + 1) * sizeof *u);
	name_count *v = malloc((2 * c->ments.n + 1) * sizeof *v);
	if (!u || !v) {
		free(u);
		free(v);
		return PG_ERR_NOMEM;
	}
	for (size_t m = 0; m < c->ments.n; m++) {
		int e = m < c->cap_ent ? c->ent[m] : -1;
		const char *f = m < c->cap_form ? c->form[m] : NULL;
		const char *sf = m < c->cap_short ? c->shortf[m] : NULL;
		if (e < 0 || !f) /* a mention without its surface form names nothing */
			continue;
		u[n++] = (name_use){e, f, false};
		if (sf)
			u[n++] = (name_use){e, sf, true};
	}
	if (n > 1)
		qsort(u, n, sizeof *u, by_entity_form);
	for (size_t i = 0; i < n && rc == PG_OK;) {
		size_t j = i, k = 0;
		for (; j < n && u[j].entity == u[i].entity; j++) {
			if (k && v[k - 1].is_short == u[j].is_short && strcmp(v[k - 1].form, u[j].form) == 0)
				v[k - 1].n++;
			else
				v[k++] = (name_count){u[j].form, 1, u[j].is_short};
		}
		/* u[i] is a surface form: they sort before the short forms */
		rc = put_entity_labels(w, c->ents.str[u[i].entity], v, k, stats);
		if (rc == PG_OK && !infer_grow_to((void **)&c->labelled, &c->cap_lab,
						  (size_t)u[i].entity, sizeof *c->labelled))
			rc = PG_ERR_NOMEM;
		if (rc == PG_OK)
			c->labelled[u[i].entity] = true;
		i = j;
	}
	free(u);
	free(v);
	return rc;
}

static void mention_ctx_free(mention_ctx *c)
{
	for (size_t i = 0; i < c->cap_form; i++)
		free(c->form[i]);
	for (size_t i = 0; i < c->cap_short; i++)
		free(c->shortf[i]);
	free(c->form);
	free(c->shortf);
	free(c->ent);
	free(c->labelled);
	infer_table_free(&c->ments);
	infer_table_free(&c->ents);
}

static bool mention_labelled(const mention_ctx *c, const char *iri)
{
	int e = infer_find(&c->ents, iri);
	return e >= 0 && (size_t)e < c->cap_lab && c->labelled[e];
}

pg_status infer_pref_labels(pg_store *st, writer *w, pg_infer_stats *stats)
{
	mention_ctx m = {0};
	label_ctx c = {0};
	pg_status rc = labels_from_mentions(st, w, stats, &m);
	/* entities no mention names (loaded RDF): the best of their rdfs:labels */
	if (rc == PG_OK)
		rc = infer_each_with_predicate(st, PG_RDFS_LABEL, keep_label, &c);
	for (size_t i = 0; rc == PG_OK && i < c.t.n; i++)
		if (c.best[i] && !mention_labelled(&m, c.t.str[i])) {
			rc = infer_put(w, c.t.str[i], PG_SKOS_PREF_LABEL, c.best[i], true, NULL);
			stats->labels++;
		}
	for (size_t i = 0; i < c.cap; i++)
		free(c.best[i]);
	free(c.best);
	infer_table_free(&c.t);
	mention_ctx_free(&m);
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
	int i = infer_intern(&c->t, result);
	if (i < 0)
		return NULL;
	size_t old = c->cap;
	if (!infer_grow_to((void **)&c->rows, &c->cap, (size_t)i, sizeof *c->rows))
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
	int i = r ? infer_intern(&c->t, iri) : -1; /* interning never moves the rows */
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
	if (v && (!strcmp(v, "false") || !strcmp(v, "0")) && infer_intern(&c->lower, s) < 0)
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
	return infer_find(&c->lower, metric) >= 0;
}

pg_status infer_best_results(pg_store *st, writer *w, pg_infer_stats *stats)
{
	results_ctx c = {0};
	pg_status rc = infer_each_iri_pair(st, PG_P_ON_DATASET, take_dataset, &c);
	if (rc == PG_OK)
		rc = infer_each_iri_pair(st, PG_P_METRIC, take_metric, &c);
	if (rc == PG_OK)
		rc = infer_each_with_predicate(st, PG_P_VALUE, take_value, &c);
	if (rc == PG_OK)
		rc = infer_each_with_predicate(st, PG_P_RESULT_KIND, take_kind, &c);
	if (rc == PG_OK)
		rc = infer_each_with_predicate(st, PG_P_HIGHER_IS_BETTER, take_polarity, &c);
	/* keep the complete score rows, grouped by (data set, metric), by value */
	size_t n = 0;
	for (size_t i = 0; rc == PG_OK && i < c.cap; i++) {
		result_row r = c.rows[i];
		if (r.result >= 0 && r.dataset >= 0 && r.metric >= 0 && r.has_value && !r.not_score)
			c.rows[n++] = r;
	}
	if (rc == PG_OK && n > 1) /* c.rows is NULL in a store without results */
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
				rc = infer_put(w, c.t.str[c.rows[k].dataset], PG_P_BEST_RESULT,
					 c.t.str[c.rows[k].result], false, NULL);
				stats->best++;
			}
		i = j;
	}
	free(c.rows);
	infer_table_free(&c.t);
	infer_table_free(&c.lower);
	return rc;
}

/* ---- 8. methods proposed for a task */

/* Orders (paper, x) edges by paper: `from` holds the paper. */
static pg_status paper_edges(pg_store *st, const char *p, iri_table *t, edges *es)
{
	pg_status rc = infer_collect(st, p, t, es);
	if (rc == PG_OK && es->n > 1)
		qsort(es->e, es->n, sizeof *es->e, infer_by_from);
	return rc;
}

pg_status infer_proposed_for(pg_store *st, writer *w, pg_infer_stats *stats)
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
				if (!infer_edges_add(&pairs, proposes.e[a].to, tasks.e[b].to))
					rc = PG_ERR_NOMEM;
		i = i_end;
		j = j_end;
	}
	if (rc == PG_OK && pairs.n > 1)
		qsort(pairs.e, pairs.n, sizeof *pairs.e, infer_by_from);
	for (size_t i = 0; rc == PG_OK && i < pairs.n; i++) {
		if (i && pairs.e[i].from == pairs.e[i - 1].from && pairs.e[i].to == pairs.e[i - 1].to)
			continue;
		rc = infer_put(w, t.str[pairs.e[i].from], PG_P_PROPOSED_FOR, t.str[pairs.e[i].to], false, NULL);
		stats->proposed_for++;
	}
	free(proposes.e);
	free(tasks.e);
	free(pairs.e);
	infer_table_free(&t);
	return rc;
}

