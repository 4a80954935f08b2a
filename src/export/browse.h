/* SPDX-License-Identifier: Apache-2.0 */
/* The browse model: every entity of one kind (papers, methods, tasks, data
 * sets, metrics) with its preferred label and how many papers mention it,
 * sorted, for index pages that list and page through them. Gathered with
 * indexed lookups (the subjects of `rdf:type CLASS`, then per subject its
 * label and count): no scan of the store. */
#ifndef PG_EXPORT_BROWSE_H
#define PG_EXPORT_BROWSE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "store/store.h"

typedef enum pg_browse_kind {
	PG_BROWSE_PAPER, PG_BROWSE_METHOD, PG_BROWSE_TASK, PG_BROWSE_DATASET, PG_BROWSE_METRIC,
	PG_BROWSE_KINDS
} pg_browse_kind;

typedef enum pg_browse_sort {
	PG_BROWSE_BY_COUNT, /* most papers first (papers: newest first), then by label */
	PG_BROWSE_BY_NAME   /* by label, case-insensitively */
} pg_browse_sort;

/* The path segment of a kind ("paper", "method", "task", "dataset", "metric")
 * and its plural title ("Papers", ...). Static strings. */
const char *pg_browse_segment(pg_browse_kind k);
const char *pg_browse_title(pg_browse_kind k);
/* Parses a path segment. Returns false if it names no kind. */
bool pg_browse_parse_segment(const char *segment, pg_browse_kind *out);

/* One entity. pg_browse_list_kind() sets the iri and the sort key (count
 * or year by count, label by name); pg_browse_item_details() the rest, for
 * the rows a page shows. */
typedef struct pg_browse_item {
	char *iri;      /* owned by the list */
	char *label;    /* preferred label (papers: title, else identifier); owned; NULL until known */
	char *detail;   /* papers: "year · venue" (may be ""); others: ""; owned; NULL until known */
	long count;     /* papers mentioning it (pg:paperCount); papers: what they propose;
			   -1 if unknown */
	long year;      /* papers: pg:year, else 0 */
} pg_browse_item;

typedef struct pg_browse_list {
	pg_browse_item *item;
	size_t n, cap;
} pg_browse_list;

#define PG_BROWSE_LIST_INIT {NULL, 0, 0}

/* Fills `out` (initialised with PG_BROWSE_LIST_INIT) with every entity of
 * kind `k` in `s`, each once, sorted by `sort`: by count, most papers first
 * (papers: newest first), ties by IRI; by name, case-insensitively. One
 * lookup per entity. Caller frees with
 * pg_browse_list_free(), also on failure. Returns PG_ERR_DAMAGED (with `d`
 * naming the index) if a damaged page cut a lookup short, PG_ERR_RDF,
 * PG_ERR_NOMEM. */
pg_status pg_browse_list_kind(pg_store *s, pg_browse_kind k, pg_browse_sort sort,
			      pg_browse_list *out, pg_diag *d);

/* Completes `item` (of kind `k`, from a list of `s`): label, detail and
 * count, unless already done. Fails as pg_browse_list_kind(). */
pg_status pg_browse_item_details(pg_store *s, pg_browse_kind k, pg_browse_item *item, pg_diag *d);

void pg_browse_list_free(pg_browse_list *l);

#endif
