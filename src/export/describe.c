/* SPDX-License-Identifier: Apache-2.0 */
/* Gathers the statements around one resource through indexed lookups
 * (librdf get_targets / get_sources, predicate by predicate). */
#include "export/describe.h"

#include "base/buf.h"
#include "base/hashset.h"
#include "graph/vocab.h"
#include "store/store_rdf.h"

/* the Redland accessors of the store (pg_store_get_model, _get_world,
 * _each_predicate, _object_from_node) are declared in store/store.h */
#include <redland.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct pg_describe_predicates {
	librdf_node **node;  /* owned */
	char **iri;          /* owned */
	size_t n;
	size_t cap_node, cap_iri;
};

/* pg_predicate_fn: records predicate `pn` unless it is known. */
static pg_status add_predicate(void *ctx, librdf_node *pn)
{
	pg_describe_predicates *p = ctx;
	librdf_uri *u = librdf_node_get_uri(pn);
	if (!u)
		return PG_OK;
	for (size_t i = 0; i < p->n; i++)
		if (librdf_uri_equals(librdf_node_get_uri(p->node[i]), u))
			return PG_OK;
	if (!pg_grow((void **)&p->node, &p->cap_node, p->n + 1, sizeof *p->node) ||
	    !pg_grow((void **)&p->iri, &p->cap_iri, p->n + 1, sizeof *p->iri))
		return PG_ERR_NOMEM;
	p->node[p->n] = librdf_new_node_from_node(pn);
	p->iri[p->n] = strdup((const char *)librdf_uri_as_string(u));
	if (!p->node[p->n] || !p->iri[p->n]) {
		if (p->node[p->n])
			librdf_free_node(p->node[p->n]);
		free(p->iri[p->n]);
		return PG_ERR_NOMEM;
	}
	p->n++;
	return PG_OK;
}

pg_status pg_describe_predicates_new(pg_store *s, pg_describe_predicates **out, pg_diag *d)
{
	*out = NULL;
	pg_describe_predicates *p = calloc(1, sizeof *p);
	if (!p)
		return PG_ERR_NOMEM;
	pg_status st = pg_store_each_predicate(s, add_predicate, p);
	if (st != PG_OK) {
		pg_describe_predicates_free(p);
		if (st == PG_ERR_DAMAGED)
			return pg_store_check_reads(s, d); /* names the index */
		return st == PG_ERR_NOMEM ? st
					  : pg_diag_set(d, st, pg_store_get_path(s), 0,
							"cannot list the store's predicates");
	}
	*out = p;
	return PG_OK;
}

void pg_describe_predicates_free(pg_describe_predicates *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n; i++) {
		librdf_free_node(p->node[i]);
		free(p->iri[i]);
	}
	free(p->node);
	free(p->iri);
	free(p);
}

/* ---- the description: a growable list with a hash set against duplicates
 * (a statement in several named graphs comes back once per graph) */

static char *dup_or_null(const char *s, bool *ok)
{
	if (!s)
		return NULL;
	char *c = strdup(s);
	if (!c)
		*ok = false;
	return c;
}

static pg_status add(pg_description *desc, const char *s, const char *p, librdf_node *o)
{
	pg_triple t = {.s = s, .p = p};
	if (!pg_store_object_from_node(o, &t) || t.o_blank)
		return PG_OK; /* blank nodes have no address to link to */
	if (!desc->seen && !(desc->seen = calloc(1, sizeof(pg_hashset))))
		return PG_ERR_NOMEM;
	uint64_t h = pg_hash_str(pg_hash_str(pg_hash_str(pg_hash_str(pg_hash_str(PG_HASH_SEED, t.s), t.p),
						t.o), t.datatype), t.lang);
	h = pg_hash_str(h, t.o_literal ? "L" : "I");
	int fresh = pg_hashset_insert(desc->seen, h);
	if (fresh <= 0)
		return fresh < 0 ? PG_ERR_NOMEM : PG_OK;
	if (!pg_grow((void **)&desc->t, &desc->cap, desc->n + 1, sizeof *desc->t))
		return PG_ERR_NOMEM;
	bool ok = true;
	pg_triple c = {.s = dup_or_null(t.s, &ok), .p = dup_or_null(t.p, &ok),
		       .o = dup_or_null(t.o, &ok), .o_literal = t.o_literal,
		       .datatype = dup_or_null(t.datatype, &ok), .lang = dup_or_null(t.lang, &ok)};
	desc->t[desc->n++] = c;
	return ok ? PG_OK : PG_ERR_NOMEM;
}

/* Adds a statement for every node of `it` (freed here; may be NULL): with
 * `on` NULL the nodes are objects of (s, p), else subjects of (p, on), of
 * which only IRIs are kept. */
static pg_status add_each(pg_description *desc, librdf_iterator *it, const char *s, const char *p,
			  librdf_node *on)
{
	if (!it)
		return PG_OK;
	pg_status rc = PG_OK;
	for (; rc == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *x = librdf_iterator_get_object(it);
		if (x && !on)
			rc = add(desc, s, p, x);
		else if (x && librdf_node_is_resource(x))
			rc = add(desc, (const char *)librdf_uri_as_string(librdf_node_get_uri(x)), p, on);
	}
	librdf_free_iterator(it);
	return rc;
}

/* Adds (s, p, ?o) for every target; `sn` is the subject node. */
static pg_status add_targets(pg_store *st, pg_description *desc, librdf_node *sn, const char *s,
			     librdf_node *pn, const char *p)
{
	return add_each(desc, librdf_model_get_targets(pg_store_get_model(st), sn, pn), s, p, NULL);
}

/* Adds (?x, p, o) for every source; `on` is the object node. */
static pg_status add_sources(pg_store *st, pg_description *desc, librdf_node *pn, const char *p,
			     librdf_node *on)
{
	return add_each(desc, librdf_model_get_sources(pg_store_get_model(st), pn, on), NULL, p, on);
}

/* What a page shows of a neighbour: its name and kind, and for results and
 * sentences the facts around them. */
static const char *const summary_out[] = {
	PG_RDF_TYPE, PG_RDFS_LABEL, PG_DCT_TITLE, PG_DCT_IDENTIFIER, PG_P_YEAR,
	PG_P_TEXT, PG_P_IN_PAPER, PG_P_SENTENCE_INDEX,
	PG_P_METRIC, PG_P_VALUE, PG_P_UNIT, PG_P_ON_DATASET, PG_P_OF_METHOD,
	PG_P_BASELINE, PG_P_BASELINE_VALUE, PG_P_SETTING, PG_P_RESULT_KIND,
	PG_P_EVIDENCE, PG_P_RULE, PG_RDF_SUBJECT, PG_RDF_PREDICATE, PG_RDF_OBJECT,
	NULL
};
static const char *const summary_in[] = {PG_P_REPORTS_RESULT, NULL};
static const char *const name_out[] = {
	PG_RDFS_LABEL, PG_DCT_TITLE, PG_DCT_IDENTIFIER, PG_P_TEXT, PG_P_IN_PAPER, NULL
};

static bool under(const char *iri, const char *base)
{
	return base && !strncmp(iri, base, strlen(base));
}

/* Adds `list` facts about each resource object (and, with `in`, subject) of
 * statements [from, to) other than `self`. */
static pg_status expand(pg_store *st, pg_description *desc, size_t from, size_t to,
			const char *self, const char *const *out_list, const char *const *in_list,
			bool only_under_base, size_t *budget)
{
	librdf_world *w = pg_store_get_world(st);
	const char *base = pg_store_get_base(st);
	pg_status rc = PG_OK;
	pg_hashset done = {0};
	for (size_t i = from; rc == PG_OK && i < to && *budget; i++) {
		for (int side = 0; side < 2 && rc == PG_OK; side++) {
			if (side == 1 && desc->t[i].o_literal)
				continue;
			/* copy: add() may move desc->t */
			char *n = strdup(side == 0 ? desc->t[i].s : desc->t[i].o);
			if (!n)
				return PG_ERR_NOMEM;
			int fresh = strcmp(n, self) ? pg_hashset_insert(&done, pg_hash_str(7, n)) : 0;
			if (fresh < 0)
				rc = PG_ERR_NOMEM;
			if (fresh <= 0 || (only_under_base && !under(n, base))) {
				free(n);
				continue;
			}
			(*budget)--;
			librdf_node *nn = librdf_new_node_from_uri_string(w, (const unsigned char *)n);
			for (const char *const *p = out_list; nn && rc == PG_OK && *p; p++) {
				librdf_node *pn = librdf_new_node_from_uri_string(w, (const unsigned char *)*p);
				if (pn) {
					rc = add_targets(st, desc, nn, n, pn, *p);
					librdf_free_node(pn);
				}
			}
			for (const char *const *p = in_list; nn && rc == PG_OK && *p; p++) {
				librdf_node *pn = librdf_new_node_from_uri_string(w, (const unsigned char *)*p);
				if (pn) {
					rc = add_sources(st, desc, pn, *p, nn);
					librdf_free_node(pn);
				}
			}
			if (nn)
				librdf_free_node(nn);
			free(n);
		}
	}
	pg_hashset_free(&done);
	return rc;
}

pg_status pg_describe_entity(pg_store *s, const pg_describe_predicates *preds, const char *iri,
			     size_t max_neighbours, pg_description *out, bool *found, pg_diag *d)
{
	*found = false;
	librdf_node *me = librdf_new_node_from_uri_string(pg_store_get_world(s),
							  (const unsigned char *)iri);
	if (!me)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "not an IRI: %s", iri);
	pg_status rc = PG_OK;
	for (size_t i = 0; rc == PG_OK && i < preds->n; i++)
		rc = add_targets(s, out, me, iri, preds->node[i], preds->iri[i]);
	*found = out->n > 0;
	for (size_t i = 0; rc == PG_OK && i < preds->n; i++)
		rc = add_sources(s, out, preds->node[i], preds->iri[i], me);
	librdf_free_node(me);
	out->n_core = out->n;
	size_t budget = max_neighbours;
	/* first ring: names of everything, and the facts of results and sentences */
	size_t ring1 = out->n;
	if (rc == PG_OK)
		rc = expand(s, out, 0, out->n_core, iri, summary_out, summary_in, true, &budget);
	if (rc == PG_OK)
		rc = expand(s, out, 0, out->n_core, iri, name_out, (const char *const[]){NULL}, false,
			    &budget);
	/* second ring: names of what those facts mention (metric, data set, sentence, paper) */
	if (rc == PG_OK)
		rc = expand(s, out, ring1, out->n, iri, name_out, (const char *const[]){NULL}, false,
			    &budget);
	if (rc == PG_ERR_NOMEM)
		pg_diag_set(d, rc, NULL, 0, "out of memory describing %s", iri);
	if (rc == PG_OK)
		rc = pg_store_check_reads(s, d);
	return rc;
}

void pg_description_free(pg_description *desc)
{
	for (size_t i = 0; i < desc->n; i++) {
		free((char *)desc->t[i].s);
		free((char *)desc->t[i].p);
		free((char *)desc->t[i].o);
		free((char *)desc->t[i].datatype);
		free((char *)desc->t[i].lang);
	}
	free(desc->t);
	if (desc->seen)
		pg_hashset_free(desc->seen);
	free(desc->seen);
	*desc = (pg_description)PG_DESCRIPTION_INIT;
}

size_t pg_description_find(const pg_description *desc, size_t from, const char *s, const char *p,
			   const char *o)
{
	for (size_t i = from; i < desc->n; i++) {
		const pg_triple *t = &desc->t[i];
		if ((!s || !strcmp(t->s, s)) && (!p || !strcmp(t->p, p)) && (!o || !strcmp(t->o, o)))
			return i;
	}
	return desc->n;
}

const char *pg_description_value(const pg_description *desc, const char *s, const char *p)
{
	size_t i = pg_description_find(desc, 0, s, p, NULL);
	return i < desc->n ? desc->t[i].o : NULL;
}
