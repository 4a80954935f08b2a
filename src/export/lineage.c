/* SPDX-License-Identifier: Apache-2.0 */
/* The lineage model: methods and pg:extends edges read from a store with
 * SPARQL, and the look-up of a method by a normalised name with edit-distance
 * suggestions when nothing matches. */
#include "export/lineage.h"

#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "sparql/sparql.h"

/* `s` with ASCII letters and digits lower-cased, other ASCII dropped and bytes
 * from 0x80 kept. Caller frees; NULL on out-of-memory. */
static char *normalise(const char *s)
{
	char *out = malloc(strlen(s) + 1), *o = out;
	if (!out)
		return NULL;
	for (; *s; s++)
		if (pg_ascii_is_alnum((unsigned char)*s))
			*o++ = (char)pg_ascii_lower((unsigned char)*s);
		else if ((unsigned char)*s >= 0x80)
			*o++ = *s;
	*o = '\0';
	return out;
}

int pg_lineage_find_iri(const pg_lineage *l, const char *iri)
{
	size_t i;
	return pg_strmap_get(&l->by_iri, iri, &i) ? (int)i : -1;
}

/* The index of method `iri`, added if new; -1 on out-of-memory. */
static int add_method(pg_lineage *l, const char *iri)
{
	int i = pg_lineage_find_iri(l, iri);
	if (i >= 0)
		return i;
	if (!pg_grow((void **)&l->m, &l->cap, l->n + 1, sizeof *l->m))
		return -1;
	pg_lineage_method *m = &l->m[l->n];
	memset(m, 0, sizeof *m);
	if (!(m->iri = strdup(iri)))
		return -1;
	if (pg_strmap_put(&l->by_iri, m->iri, l->n) < 0) {
		free(m->iri);
		return -1;
	}
	return (int)l->n++;
}

/* columns: method, a label or alias, "label" or "alt" */
static pg_status on_name(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	pg_lineage *l = ctx;
	if (!v[0] || !v[1])
		return PG_OK;
	int i = add_method(l, v[0]);
	if (i < 0)
		return PG_ERR_NOMEM;
	pg_lineage_method *m = &l->m[i];
	if (!m->label && v[2] && !strcmp(v[2], "label") && !(m->label = strdup(v[1])))
		return PG_ERR_NOMEM;
	char **more = realloc(m->names, (m->n_names + 1) * sizeof *more);
	if (!more)
		return PG_ERR_NOMEM;
	m->names = more;
	if (!(m->names[m->n_names] = normalise(v[1])))
		return PG_ERR_NOMEM;
	m->n_names++;
	return PG_OK;
}

/* columns: method, id of a paper proposing it */
static pg_status on_paper(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	pg_lineage *l = ctx;
	int i = v[0] && v[1] ? pg_lineage_find_iri(l, v[0]) : -1;
	if (i < 0)
		return PG_OK;
	pg_lineage_method *m = &l->m[i];
	pg_buf b = PG_BUF_INIT;
	if (!pg_buf_addf(&b, "%s%s%s", m->papers ? m->papers : "", m->papers ? ", " : "", v[1]))
		return PG_ERR_NOMEM;
	free(m->papers);
	m->papers = pg_buf_take(&b);
	return PG_OK;
}

/* columns: a method, the method it extends */
static pg_status on_edge(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	pg_lineage *l = ctx;
	if (!v[0] || !v[1])
		return PG_OK;
	int a = add_method(l, v[0]), b = add_method(l, v[1]);
	if (a < 0 || b < 0 || !pg_grow((void **)&l->edge, &l->cap_edges, l->n_edges + 1, sizeof *l->edge))
		return PG_ERR_NOMEM;
	l->edge[l->n_edges++] = (pg_lineage_edge){a, b};
	return PG_OK;
}

pg_status pg_lineage_load(pg_store *s, pg_lineage **out, pg_diag *d)
{
	pg_lineage *l = calloc(1, sizeof *l);
	*out = NULL;
	if (!l)
		return PG_ERR_NOMEM;
	pg_status st = pg_sparql_select(s,
		"SELECT ?m ?l ?k WHERE { ?m a pg:Method . { ?m rdfs:label ?l BIND(\"label\" AS ?k) } "
		"UNION { ?m skos:altLabel ?l BIND(\"alt\" AS ?k) } }", on_name, l, d);
	if (st == PG_OK)
		st = pg_sparql_select(s, "SELECT ?a ?b WHERE { ?a pg:extends ?b }", on_edge, l, d);
	if (st == PG_OK)
		st = pg_sparql_select(s, "SELECT ?m ?id WHERE { ?p pg:proposes ?m ; dcterms:identifier ?id } "
				      "ORDER BY ?id", on_paper, l, d);
	if (st != PG_OK) {
		pg_lineage_free(l);
		return st;
	}
	*out = l;
	return PG_OK;
}

void pg_lineage_free(pg_lineage *l)
{
	if (!l)
		return;
	for (size_t i = 0; i < l->n; i++) {
		free(l->m[i].iri);
		free(l->m[i].label);
		free(l->m[i].papers);
		for (size_t j = 0; j < l->m[i].n_names; j++)
			free(l->m[i].names[j]);
		free(l->m[i].names);
	}
	free(l->m);
	free(l->edge);
	pg_strmap_free(&l->by_iri);
	free(l);
}

const char *pg_lineage_label(const pg_lineage *l, int i)
{
	const pg_lineage_method *m = &l->m[i];
	if (m->label)
		return m->label;
	const char *slash = strrchr(m->iri, '/');
	return slash ? slash + 1 : m->iri;
}

/* ---- looking a method up */

/* Levenshtein distance of `a` and `b` in bytes; (size_t)-1 on out-of-memory. */
static size_t edit_distance(const char *a, const char *b)
{
	size_t n = strlen(b);
	size_t *row = malloc((n + 1) * sizeof *row);
	if (!row)
		return (size_t)-1;
	for (size_t j = 0; j <= n; j++)
		row[j] = j;
	for (size_t i = 1; *a; a++, i++) {
		size_t diag = row[0];
		row[0] = i;
		for (size_t j = 1; j <= n; j++) {
			size_t up = row[j];
			size_t best = diag + (*a != b[j - 1]);
			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	size_t r = row[n];
	free(row);
	return r;
}

int pg_lineage_find(const pg_lineage *l, const char *name)
{
	char *want = normalise(name);
	int found = -1;
	for (size_t i = 0; want && found < 0 && i < l->n; i++)
		for (size_t j = 0; j < l->m[i].n_names && found < 0; j++)
			if (!strcmp(l->m[i].names[j], want))
				found = (int)i;
	free(want);
	return found;
}

/* How far method `m` is from `want`: 1 if a name contains it, else the
 * smallest edit distance; (size_t)-1 if it has no names. */
static size_t distance(const pg_lineage_method *m, const char *want)
{
	size_t dist = (size_t)-1;
	for (size_t j = 0; j < m->n_names; j++) {
		size_t dd = strstr(m->names[j], want) ? 1 : edit_distance(want, m->names[j]);
		if (dd < dist)
			dist = dd;
	}
	return dist;
}

size_t pg_lineage_suggest(const pg_lineage *l, const char *name, int *who, size_t max)
{
	char *want = normalise(name);
	size_t *best = max ? malloc(max * sizeof *best) : NULL;
	size_t kept = 0;
	for (size_t i = 0; want && best && i < l->n; i++) {
		size_t dist = distance(&l->m[i], want);
		/* insert after the methods at most as far: the first found wins ties */
		size_t k = 0;
		while (k < kept && best[k] <= dist)
			k++;
		if (k == max)
			continue;
		if (kept < max)
			kept++;
		memmove(best + k + 1, best + k, (kept - 1 - k) * sizeof *best);
		memmove(who + k + 1, who + k, (kept - 1 - k) * sizeof *who);
		best[k] = dist;
		who[k] = (int)i;
	}
	free(best);
	free(want);
	return kept;
}
