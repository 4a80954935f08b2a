/* SPDX-License-Identifier: Apache-2.0 */
/* Lists the entities of one kind: the subjects of (? rdf:type CLASS) through
 * the object index, then each one's label and paper count through the
 * subject index. */
#include "export/browse.h"

#include <redland.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "base/hashset.h"
#include "graph/vocab.h"
#include "store/store_rdf.h"

static const struct {
	const char *segment, *title, *class_iri;
} kinds[PG_BROWSE_KINDS] = {
	[PG_BROWSE_PAPER] = {"paper", "Papers", PG_C_PAPER},
	[PG_BROWSE_METHOD] = {"method", "Methods", PG_C_METHOD},
	[PG_BROWSE_TASK] = {"task", "Tasks", PG_C_TASK},
	[PG_BROWSE_DATASET] = {"dataset", "Data sets", PG_C_DATASET},
	[PG_BROWSE_METRIC] = {"metric", "Metrics", PG_C_METRIC},
};

const char *pg_browse_segment(pg_browse_kind k)
{
	return kinds[k].segment;
}

const char *pg_browse_title(pg_browse_kind k)
{
	return kinds[k].title;
}

bool pg_browse_parse_segment(const char *segment, pg_browse_kind *out)
{
	for (int k = 0; k < PG_BROWSE_KINDS; k++)
		if (!strcmp(segment, kinds[k].segment)) {
			*out = (pg_browse_kind)k;
			return true;
		}
	return false;
}

void pg_browse_list_free(pg_browse_list *l)
{
	for (size_t i = 0; i < l->n; i++) {
		free(l->item[i].iri);
		free(l->item[i].label);
		free(l->item[i].detail);
	}
	free(l->item);
	*l = (pg_browse_list)PG_BROWSE_LIST_INIT;
}

typedef struct lister {
	pg_store *store;
	librdf_world *world;
	pg_buf tmp;
} lister;

/* The smallest literal of (subject pred ?) into `out` ("" when none). */
static pg_status literal_of(lister *ls, librdf_node *subject, const char *pred, pg_buf *out,
			    bool *found)
{
	*found = false;
	pg_buf_reset(out);
	librdf_node *p = librdf_new_node_from_uri_string(ls->world, (const unsigned char *)pred);
	if (!p)
		return PG_ERR_NOMEM;
	librdf_iterator *it = librdf_model_get_targets(pg_store_get_model_for(ls->store, pred), subject, p);
	pg_status st = it ? PG_OK : PG_ERR_RDF;
	for (; it && st == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *o = librdf_iterator_get_object(it);
		if (!o || !librdf_node_is_literal(o))
			continue;
		const char *v = (const char *)librdf_node_get_literal_value(o);
		if (v && (!*found || strcmp(v, pg_buf_str(out)) < 0)) {
			pg_buf_reset(out);
			if (!pg_buf_adds(out, v))
				st = PG_ERR_NOMEM;
			*found = true;
		}
	}
	if (it)
		librdf_free_iterator(it);
	librdf_free_node(p);
	return st;
}

/* How many objects (subject pred ?) has (a paper proposes each thing once,
 * so no de-duplication). */
static pg_status count_of(lister *ls, librdf_node *subject, const char *pred, long *n)
{
	*n = 0;
	librdf_node *p = librdf_new_node_from_uri_string(ls->world, (const unsigned char *)pred);
	if (!p)
		return PG_ERR_NOMEM;
	librdf_iterator *it = librdf_model_get_targets(pg_store_get_model_for(ls->store, pred), subject, p);
	for (; it && !librdf_iterator_end(it); librdf_iterator_next(it))
		(*n)++;
	pg_status st = it ? PG_OK : PG_ERR_RDF;
	if (it)
		librdf_free_iterator(it);
	librdf_free_node(p);
	return st;
}

static long number_or(const char *s, long fallback)
{
	char *end;
	long v = strtol(s, &end, 10);
	return *s && !*end ? v : fallback;
}

/* The sort key of `subject` (an IRI node of kind `k`) into `item`: one
 * lookup. By count: the paper count (papers: the year); by name: the label
 * (papers: the title). */
static pg_status sort_key(lister *ls, pg_browse_kind k, pg_browse_sort sort, librdf_node *subject,
			  pg_browse_item *item)
{
	pg_buf *t = &ls->tmp;
	bool found;
	pg_status st;
	item->count = -1;
	if (sort == PG_BROWSE_BY_COUNT) {
		bool paper = k == PG_BROWSE_PAPER;
		st = literal_of(ls, subject, paper ? PG_P_YEAR : PG_P_PAPER_COUNT, t, &found);
		if (st == PG_OK && found && paper)
			item->year = number_or(pg_buf_str(t), 0);
		else if (st == PG_OK && found)
			item->count = number_or(pg_buf_str(t), -1);
		return st;
	}
	st = literal_of(ls, subject, k == PG_BROWSE_PAPER ? PG_DCT_TITLE : PG_SKOS_PREF_LABEL, t, &found);
	if (st == PG_OK && !found)
		st = literal_of(ls, subject, k == PG_BROWSE_PAPER ? PG_DCT_IDENTIFIER : PG_RDFS_LABEL, t,
				&found);
	if (st == PG_OK && !(item->label = strdup(found ? pg_buf_str(t) : item->iri)))
		st = PG_ERR_NOMEM;
	return st;
}

pg_status pg_browse_item_details(pg_store *s, pg_browse_kind k, pg_browse_item *item, pg_diag *d)
{
	if (item->detail)
		return PG_OK;
	lister ls = {s, pg_store_get_world(s), PG_BUF_INIT};
	pg_buf *t = &ls.tmp, detail = PG_BUF_INIT;
	librdf_node *subject = librdf_new_node_from_uri_string(ls.world, (const unsigned char *)item->iri);
	bool found;
	pg_status st = subject ? PG_OK : PG_ERR_NOMEM;
	if (st == PG_OK && k == PG_BROWSE_PAPER) {
		st = literal_of(&ls, subject, PG_P_YEAR, t, &found);
		if (st == PG_OK && found) {
			item->year = number_or(pg_buf_str(t), 0);
			if (!pg_buf_adds(&detail, pg_buf_str(t)))
				st = PG_ERR_NOMEM;
		}
		if (st == PG_OK)
			st = literal_of(&ls, subject, PG_P_VENUE, t, &found);
		if (st == PG_OK && found &&
		    !((!detail.len || pg_buf_adds(&detail, " \xc2\xb7 ")) && pg_buf_adds(&detail, pg_buf_str(t))))
			st = PG_ERR_NOMEM;
		if (st == PG_OK)
			st = count_of(&ls, subject, PG_P_PROPOSES, &item->count);
	} else if (st == PG_OK) {
		st = literal_of(&ls, subject, PG_P_PAPER_COUNT, t, &found);
		if (st == PG_OK)
			item->count = found ? number_or(pg_buf_str(t), -1) : -1;
	}
	if (st == PG_OK && !item->label) {
		st = literal_of(&ls, subject, k == PG_BROWSE_PAPER ? PG_DCT_TITLE : PG_SKOS_PREF_LABEL, t,
				&found);
		if (st == PG_OK && !found)
			st = literal_of(&ls, subject, k == PG_BROWSE_PAPER ? PG_DCT_IDENTIFIER : PG_RDFS_LABEL,
					t, &found);
		if (st == PG_OK && !(item->label = strdup(found ? pg_buf_str(t) : item->iri)))
			st = PG_ERR_NOMEM;
	}
	if (st == PG_OK && !(item->detail = strdup(pg_buf_str(&detail))))
		st = PG_ERR_NOMEM;
	if (st == PG_OK)
		st = pg_store_check_reads(s, d);
	if (subject)
		librdf_free_node(subject);
	pg_buf_free(&detail);
	pg_buf_free(&ls.tmp);
	return st;
}

static int by_count(const void *a, const void *b)
{
	const pg_browse_item *x = a, *y = b;
	if (x->year != y->year) /* papers: newest first; 0 for the others */
		return x->year < y->year ? 1 : -1;
	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return strcmp(x->iri, y->iri);
}

static int by_name(const void *a, const void *b)
{
	const pg_browse_item *x = a, *y = b;
	int c = strcasecmp(x->label, y->label);
	return c ? c : strcmp(x->iri, y->iri);
}

pg_status pg_browse_list_kind(pg_store *s, pg_browse_kind k, pg_browse_sort sort,
			      pg_browse_list *out, pg_diag *d)
{
	lister ls = {s, pg_store_get_world(s), PG_BUF_INIT};
	pg_hashset seen = {0};
	librdf_node *type = librdf_new_node_from_uri_string(ls.world, (const unsigned char *)PG_RDF_TYPE);
	librdf_node *cls = librdf_new_node_from_uri_string(ls.world, (const unsigned char *)kinds[k].class_iri);
	pg_status st = PG_ERR_NOMEM;
	librdf_iterator *it = NULL;
	if (!type || !cls)
		goto out;
	it = librdf_model_get_sources(pg_store_get_model_for(s, PG_RDF_TYPE), type, cls);
	st = it ? PG_OK : PG_ERR_RDF;
	for (; it && st == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *n = librdf_iterator_get_object(it);
		if (!n || !librdf_node_is_resource(n))
			continue;
		const char *iri = (const char *)librdf_uri_as_string(librdf_node_get_uri(n));
		/* a subject typed in several graphs comes once per graph */
		int added = pg_hashset_insert(&seen, pg_hash_mix(pg_hash_cstr(iri)));
		if (added < 0) {
			st = PG_ERR_NOMEM;
		} else if (added > 0) {
			if (!pg_grow((void **)&out->item, &out->cap, out->n + 1, sizeof *out->item)) {
				st = PG_ERR_NOMEM;
				break;
			}
			pg_browse_item *item = &out->item[out->n];
			*item = (pg_browse_item){.iri = strdup(iri)};
			if (!item->iri) {
				st = PG_ERR_NOMEM;
				break;
			}
			out->n++;
			st = sort_key(&ls, k, sort, n, item);
		}
	}
	if (st == PG_OK)
		st = pg_store_check_reads(s, d);
	if (st == PG_OK)
		qsort(out->item, out->n, sizeof *out->item, sort == PG_BROWSE_BY_NAME ? by_name : by_count);
out:
	if (it)
		librdf_free_iterator(it);
	if (type)
		librdf_free_node(type);
	if (cls)
		librdf_free_node(cls);
	pg_hashset_free(&seen);
	pg_buf_free(&ls.tmp);
	if (st != PG_OK && st != PG_ERR_DAMAGED && d && !d->msg[0])
		pg_diag_set(d, st, NULL, 0, "cannot list the %s of the store", kinds[k].segment);
	return st;
}
