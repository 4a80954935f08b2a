/* SPDX-License-Identifier: Apache-2.0 */
/* The lineage model: methods and pg:extends edges read from a store, all of
 * them with SPARQL or the neighbourhood of one method with Redland index
 * lookups, and the look-up of a method by a normalised name with
 * edit-distance suggestions when nothing matches. */
#include "export/lineage.h"

#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/hashset.h"
#include "graph/vocab.h"
#include "sparql/sparql.h"
#include "store/store_rdf.h"

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

/* Adds `name` to the names of `m`, and as its label if it is a label and
 * `m` has none yet. False on out-of-memory. */
static bool add_name(pg_lineage_method *m, const char *name, bool label)
{
	if (!m->label && label && !(m->label = strdup(name)))
		return false;
	char **more = realloc(m->names, (m->n_names + 1) * sizeof *more);
	if (!more)
		return false;
	m->names = more;
	if (!(m->names[m->n_names] = normalise(name)))
		return false;
	m->n_names++;
	return true;
}

/* Notes that the paper `id` (with its pg:year `year`, NULL if none, and
 * dcterms:title `title`, may be NULL) proposes `m`: its id is appended to the
 * papers unless it is the last one there (one row per title and year), and
 * it gives the year and title of `m` if it is the earliest paper with a year
 * so far, or a title to a method whose paper of that year has none. Papers
 * come in id order. False on out-of-memory. */
static bool add_paper(pg_lineage_method *m, const char *id, const char *year, const char *title)
{
	size_t have = m->papers ? strlen(m->papers) : 0, n = strlen(id);
	bool last = have >= n && !strcmp(m->papers + have - n, id) &&
		    (have == n || (have >= n + 2 && !memcmp(m->papers + have - n - 2, ", ", 2)));
	if (!last) {
		pg_buf b = PG_BUF_INIT;
		if (!pg_buf_addf(&b, "%s%s%s", m->papers ? m->papers : "", m->papers ? ", " : "", id))
			return false;
		free(m->papers);
		m->papers = pg_buf_take(&b);
	}
	char *end = NULL;
	long y = year ? strtol(year, &end, 10) : 0;
	if (!year || end == year || *end || y < 1 || y > 9999)
		y = 0;
	bool earlier = y && (!m->year || y < m->year);
	if (earlier || (y == m->year && !m->title && title)) {
		char *t = title ? strdup(title) : NULL;
		if (title && !t)
			return false;
		free(m->title);
		m->title = t;
		m->year = (int)y;
	}
	return true;
}

/* Adds the edge m[from] extends m[to]. False on out-of-memory. */
static bool add_edge(pg_lineage *l, int from, int to)
{
	if (!pg_grow((void **)&l->edge, &l->cap_edges, l->n_edges + 1, sizeof *l->edge))
		return false;
	l->edge[l->n_edges++] = (pg_lineage_edge){from, to};
	return true;
}

/* columns: method, a label or alias, "label" or "alt" */
static pg_status on_name(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	pg_lineage *l = ctx;
	if (!v[0] || !v[1])
		return PG_OK;
	int i = add_method(l, v[0]);
	if (i < 0 || !add_name(&l->m[i], v[1], v[2] && !strcmp(v[2], "label")))
		return PG_ERR_NOMEM;
	return PG_OK;
}

/* columns: method, id of a paper proposing it, its year, its title */
static pg_status on_paper(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	pg_lineage *l = ctx;
	int i = v[0] && v[1] ? pg_lineage_find_iri(l, v[0]) : -1;
	if (i < 0)
		return PG_OK;
	return add_paper(&l->m[i], v[1], v[2], v[3]) ? PG_OK : PG_ERR_NOMEM;
}

/* columns: a method, the method it extends */
static pg_status on_edge(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	pg_lineage *l = ctx;
	if (!v[0] || !v[1])
		return PG_OK;
	int a = add_method(l, v[0]), b = add_method(l, v[1]);
	return a >= 0 && b >= 0 && add_edge(l, a, b) ? PG_OK : PG_ERR_NOMEM;
}

pg_status pg_lineage_load(pg_store *s, pg_lineage **out, pg_diag *d)
{
	pg_lineage *l = calloc(1, sizeof *l);
	*out = NULL;
	if (!l)
		return PG_ERR_NOMEM;
	pg_status st = pg_sparql_select(s,
		"SELECT ?m ?l ?k WHERE { ?m a pg:Method . { ?m rdfs:label ?l BIND(\"label\" AS ?k) } "
		"UNION { ?m skos:altLabel ?l BIND(\"alt\" AS ?k) } "
		"UNION { ?m skos:hiddenLabel ?l BIND(\"alt\" AS ?k) } }", on_name, l, d);
	if (st == PG_OK)
		st = pg_sparql_select(s, "SELECT ?a ?b WHERE { ?a pg:extends ?b }", on_edge, l, d);
	if (st == PG_OK)
		st = pg_sparql_select(s, "SELECT ?m ?id ?y ?t WHERE { ?p pg:proposes ?m ; dcterms:identifier ?id "
				      "OPTIONAL { ?p pg:year ?y } OPTIONAL { ?p dcterms:title ?t } } ORDER BY ?id ?y ?t", on_paper, l, d);
	if (st != PG_OK) {
		pg_lineage_free(l);
		return st;
	}
	*out = l;
	return PG_OK;
}

/* ---- the neighbourhood of one method, through index lookups */

typedef struct around {
	pg_store *s;
	librdf_world *w;
	librdf_model *model;
	pg_lineage *l;
	librdf_node *extends;
	pg_hashset edges; /* (from + 1) << 32 | (to + 1) of the edges in l */
	unsigned fanout;
} around;

static uint64_t edge_key(int from, int to)
{
	return (uint64_t)(from + 1) << 32 | (uint64_t)(to + 1);
}

/* A node for `iri` (caller frees), NULL on out-of-memory or a bad IRI. */
static librdf_node *node_of(around *a, const char *iri)
{
	return librdf_new_node_from_uri_string(a->w, (const unsigned char *)iri);
}

/* The IRI of a resource node, NULL for literals and blank nodes. Borrowed. */
static const char *iri_of(librdf_node *n)
{
	return n && librdf_node_is_resource(n)
		       ? (const char *)librdf_uri_as_string(librdf_node_get_uri(n))
		       : NULL;
}

/* The string of a node as a SPARQL result gives it (a literal's lexical
 * form, an IRI), NULL for a blank node. Borrowed. */
static const char *value_of(librdf_node *n)
{
	pg_triple t = {0};
	return n && pg_store_object_from_node(n, &t) && !t.o_blank ? t.o : NULL;
}

/* The nodes one `pred` step from `n` (objects, or with `in` subjects); NULL
 * when there are none or on failure. Caller frees. */
static librdf_iterator *step_nodes(around *a, librdf_node *n, librdf_node *pred, bool in)
{
	return in ? librdf_model_get_sources(a->model, pred, n)
		  : librdf_model_get_targets(a->model, n, pred);
}

/* Breadth first from m[0], `limit` steps up (to what a method extends) or
 * down, adding the methods and the edges followed. */
static pg_status walk(around *a, bool up, unsigned limit)
{
	pg_lineage *l = a->l;
	int *queue = NULL;
	unsigned *depth = NULL;
	size_t cap_q = 0, cap_d = 0, head = 0, tail = 0;
	pg_hashset seen = {0}, followed = {0}; /* this direction's methods and edges */
	pg_status st = PG_OK;
	if (!pg_grow((void **)&queue, &cap_q, 1, sizeof *queue) ||
	    !pg_grow((void **)&depth, &cap_d, 1, sizeof *depth) || pg_hashset_insert(&seen, 1) < 0)
		st = PG_ERR_NOMEM;
	else
		queue[tail] = 0, depth[tail++] = 0;
	while (st == PG_OK && head < tail) {
		int from = queue[head];
		unsigned dd = depth[head++];
		if (dd >= limit)
			continue;
		librdf_node *n = node_of(a, l->m[from].iri);
		librdf_iterator *it = n ? step_nodes(a, n, a->extends, !up) : NULL;
		if (!n)
			st = PG_ERR_NOMEM;
		unsigned kept = 0;
		for (; st == PG_OK && it && !librdf_iterator_end(it); librdf_iterator_next(it)) {
			const char *next = iri_of(librdf_iterator_get_object(it));
			if (!next)
				continue;
			int to = pg_lineage_find_iri(l, next);
			if (to >= 0 && pg_hashset_contains(&followed, edge_key(from, to)))
				continue; /* the same statement in another graph */
			if (a->fanout && kept == a->fanout) {
				l->truncated = true;
				break;
			}
			kept++;
			if ((to < 0 && (to = add_method(l, next)) < 0) ||
			    pg_hashset_insert(&followed, edge_key(from, to)) < 0) {
				st = PG_ERR_NOMEM;
				break;
			}
			/* the other direction may have followed it already (a cycle) */
			int e_from = up ? from : to, e_to = up ? to : from;
			int new_edge = pg_hashset_insert(&a->edges, edge_key(e_from, e_to));
			int new_node = pg_hashset_insert(&seen, (uint64_t)to + 1);
			if (new_edge < 0 || new_node < 0 || (new_edge && !add_edge(l, e_from, e_to)) ||
			    (new_node && (!pg_grow((void **)&queue, &cap_q, tail + 1, sizeof *queue) ||
					  !pg_grow((void **)&depth, &cap_d, tail + 1, sizeof *depth)))) {
				st = PG_ERR_NOMEM;
				break;
			}
			if (new_node)
				queue[tail] = to, depth[tail++] = dd + 1;
		}
		if (it)
			librdf_free_iterator(it);
		if (n)
			librdf_free_node(n);
	}
	pg_hashset_free(&seen);
	pg_hashset_free(&followed);
	free(queue);
	free(depth);
	return st;
}

/* A paper proposing a method, as name_papers() collects them. */
typedef struct paper_row {
	char *id, *year, *title; /* year and title may be NULL */
} paper_row;

static int by_row(const void *x, const void *y)
{
	const paper_row *a = x, *b = y;
	int c = strcmp(a->id, b->id);
	if (!c)
		c = strcmp(a->year ? a->year : "", b->year ? b->year : "");
	if (!c)
		c = strcmp(a->title ? a->title : "", b->title ? b->title : "");
	return c;
}

/* The first value of `pred` on `subject` (a copy into `*out`, NULL if there is
 * none); false on out-of-memory. */
static bool first_value(around *a, librdf_node *subject, const char *pred, char **out)
{
	librdf_node *p = node_of(a, pred);
	librdf_iterator *it = p ? step_nodes(a, subject, p, false) : NULL;
	bool ok = p != NULL;
	*out = NULL;
	for (; ok && !*out && it && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		const char *v = value_of(librdf_iterator_get_object(it));
		ok = !v || (*out = strdup(v)) != NULL;
	}
	if (it)
		librdf_free_iterator(it);
	if (p)
		librdf_free_node(p);
	return ok;
}

/* The ids, years and titles of the papers proposing `n`, in id order, added
 * to `m` as pg_lineage_load() adds them. */
static bool name_papers(around *a, librdf_node *n, pg_lineage_method *m)
{
	librdf_node *proposes = node_of(a, PG_P_PROPOSES), *ident = node_of(a, PG_DCT_IDENTIFIER);
	librdf_iterator *pit = proposes && ident ? step_nodes(a, n, proposes, true) : NULL;
	paper_row *row = NULL;
	size_t n_row = 0, cap = 0;
	bool ok = proposes && ident;
	for (; ok && pit && !librdf_iterator_end(pit); librdf_iterator_next(pit)) {
		librdf_node *paper = librdf_iterator_get_object(pit);
		librdf_iterator *iit = iri_of(paper) ? step_nodes(a, paper, ident, false) : NULL;
		for (; ok && iit && !librdf_iterator_end(iit); librdf_iterator_next(iit)) {
			const char *v = value_of(librdf_iterator_get_object(iit));
			if (!v || !(ok = pg_grow((void **)&row, &cap, n_row + 1, sizeof *row)))
				continue;
			paper_row *r = &row[n_row++];
			*r = (paper_row){strdup(v), NULL, NULL};
			ok = r->id && first_value(a, paper, PG_P_YEAR, &r->year) &&
			     first_value(a, paper, PG_DCT_TITLE, &r->title);
		}
		if (iit)
			librdf_free_iterator(iit);
	}
	if (pit)
		librdf_free_iterator(pit);
	if (ok && n_row)
		qsort(row, n_row, sizeof *row, by_row);
	/* the same statement in several graphs comes back once per graph */
	for (size_t i = 0; ok && i < n_row; i++)
		if (i == 0 || by_row(&row[i], &row[i - 1]))
			ok = add_paper(m, row[i].id, row[i].year, row[i].title);
	for (size_t i = 0; i < n_row; i++) {
		free(row[i].id);
		free(row[i].year);
		free(row[i].title);
	}
	free(row);
	if (proposes)
		librdf_free_node(proposes);
	if (ident)
		librdf_free_node(ident);
	return ok;
}

/* Whether `n` is a pg:Method; -1 on out-of-memory. */
static int is_method(around *a, librdf_node *n)
{
	librdf_node *type = node_of(a, PG_RDF_TYPE);
	librdf_iterator *it = type ? step_nodes(a, n, type, false) : NULL;
	int yes = type ? 0 : -1;
	for (; !yes && it && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		const char *t = iri_of(librdf_iterator_get_object(it));
		yes = t && !strcmp(t, PG_C_METHOD);
	}
	if (it)
		librdf_free_iterator(it);
	if (type)
		librdf_free_node(type);
	return yes;
}

/* The names (labels first, then aliases) of method `i` if it is a pg:Method,
 * and its papers, as pg_lineage_load() reads them. */
static bool name_method(around *a, size_t i)
{
	pg_lineage_method *m = &a->l->m[i];
	librdf_node *n = node_of(a, m->iri);
	int method = n ? is_method(a, n) : -1;
	bool ok = method >= 0;
	static const char *const preds[] = {PG_RDFS_LABEL, PG_SKOS_ALT_LABEL, PG_SKOS_HIDDEN_LABEL};
	for (size_t k = 0; ok && method && k < 3; k++) {
		librdf_node *p = node_of(a, preds[k]);
		librdf_iterator *it = p ? step_nodes(a, n, p, false) : NULL;
		ok = p != NULL;
		for (; ok && it && !librdf_iterator_end(it); librdf_iterator_next(it)) {
			const char *v = value_of(librdf_iterator_get_object(it));
			ok = !v || add_name(m, v, k == 0);
		}
		if (it)
			librdf_free_iterator(it);
		if (p)
			librdf_free_node(p);
	}
	ok = ok && name_papers(a, n, m);
	if (n)
		librdf_free_node(n);
	return ok;
}

pg_status pg_lineage_load_around(pg_store *s, const char *iri, unsigned up, unsigned down,
				 unsigned fanout, pg_lineage **out, pg_diag *d)
{
	*out = NULL;
	around a = {.s = s, .w = pg_store_get_world(s), .model = pg_store_get_model(s),
		    .l = calloc(1, sizeof *a.l), .fanout = fanout};
	librdf_node *me = node_of(&a, iri);
	if (!me) {
		free(a.l);
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "not an IRI: %s", iri);
	}
	librdf_free_node(me);
	a.extends = node_of(&a, PG_P_EXTENDS);
	pg_status st = a.l && a.extends && add_method(a.l, iri) == 0 ? PG_OK : PG_ERR_NOMEM;
	if (st == PG_OK)
		st = walk(&a, true, up);
	if (st == PG_OK)
		st = walk(&a, false, down);
	for (size_t i = 0; st == PG_OK && i < a.l->n; i++)
		if (!name_method(&a, i))
			st = PG_ERR_NOMEM;
	pg_hashset_free(&a.edges);
	if (a.extends)
		librdf_free_node(a.extends);
	if (st != PG_OK) {
		pg_lineage_free(a.l);
		return pg_diag_set(d, st, NULL, 0, "out of memory reading the lineage of %s", iri);
	}
	*out = a.l;
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
		free(l->m[i].title);
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

/* How far method `m` is from `want`: 1 if a name contains it (and it has
 * three characters at least), else the smallest edit distance; (size_t)-1
 * if it has no names. */
static size_t distance(const pg_lineage_method *m, const char *want)
{
	size_t dist = (size_t)-1;
	bool long_enough = strlen(want) >= 3;
	for (size_t j = 0; j < m->n_names; j++) {
		size_t dd = long_enough && strstr(m->names[j], want) ? 1 : edit_distance(want, m->names[j]);
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
	/* a suggestion is at most a third of the name's length away (2 at least):
	 * beyond that, it is another name, not a misspelling */
	size_t limit = want ? strlen(want) / 3 : 0;
	if (limit < 2)
		limit = 2;
	for (size_t i = 0; want && best && i < l->n; i++) {
		size_t dist = distance(&l->m[i], want);
		if (dist > limit)
			continue;
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
