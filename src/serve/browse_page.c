/* SPDX-License-Identifier: Apache-2.0 */
/* The index pages /paper/, /method/, /task/, /dataset/ and /metric/: every
 * entity of the kind with how many papers mention it (papers: year, venue
 * and what they propose), sorted by count or by name, 100 a page. The sorted
 * list (one lookup per entity) is kept by the worker process between
 * requests until the store changes (h->generation); the rows of a page are
 * completed when shown. */
#include <stdlib.h>
#include <string.h>

#include "export/browse.h"
#include "serve/serve_internal.h"

#define PAGE_SIZE 100

/* The worker's lists, one per kind and sort, for one store generation. */
static struct {
	bool have;
	unsigned generation;
	const pg_store *store;
	pg_browse_list list;
} cache[PG_BROWSE_KINDS][2];

static pg_status get_list(pg_http *h, pg_browse_kind k, pg_browse_sort sort,
			  pg_browse_list **out, pg_diag *d)
{
	__typeof__(cache[0][0]) *c = &cache[k][sort];
	if (!c->have || c->generation != h->generation || c->store != h->store) {
		pg_browse_list_free(&c->list);
		c->have = false;
		pg_status st = pg_browse_list_kind(h->store, k, sort, &c->list, d);
		if (st != PG_OK) {
			pg_browse_list_free(&c->list);
			return st;
		}
		c->have = true;
		c->generation = h->generation;
		c->store = h->store;
	}
	*out = &c->list;
	return PG_OK;
}

/* A link to page `page` of the index in `sort` order. */
static void page_link(FILE *f, pg_browse_kind k, pg_browse_sort sort, size_t page, const char *text)
{
	fprintf(f, "<a href=\"/%s/?sort=%s&amp;page=%zu\">%s</a>", pg_browse_segment(k),
		sort == PG_BROWSE_BY_NAME ? "name" : "count", page, text);
}

static void pager(FILE *f, pg_browse_kind k, pg_browse_sort sort, size_t page, size_t pages)
{
	fputs("<p class=\"note pager\">", f);
	if (page > 1) {
		page_link(f, k, sort, 1, "« first");
		fputs(" · ", f);
		page_link(f, k, sort, page - 1, "‹ previous");
		fputs(" · ", f);
	}
	fprintf(f, "page %zu of %zu", page, pages);
	if (page < pages) {
		fputs(" · ", f);
		page_link(f, k, sort, page + 1, "next ›");
		fputs(" · ", f);
		page_link(f, k, sort, pages, "last »");
	}
	fputs("</p>\n", f);
}

static void write_index(FILE *f, const pg_http *h, pg_browse_kind k, pg_browse_sort sort,
			size_t page, const pg_browse_list *l)
{
	/* the caller has completed the rows of this page */
	size_t pages = l->n ? (l->n + PAGE_SIZE - 1) / PAGE_SIZE : 1;
	bool papers = k == PG_BROWSE_PAPER;
	pg_serve_page_head(f, pg_browse_title(k));
	fprintf(f, "<h1>%s</h1>\n<p>%zu %s in the store. Sorted ", pg_browse_title(k), l->n,
		l->n == 1 ? "entry" : "entries");
	if (sort == PG_BROWSE_BY_NAME) {
		fputs("by name; ", f);
		page_link(f, k, PG_BROWSE_BY_COUNT, 1, papers ? "sort newest first" : "sort by papers");
	} else {
		fputs(papers ? "newest first; " : "by the number of papers; ", f);
		page_link(f, k, PG_BROWSE_BY_NAME, 1, "sort by name");
	}
	fputs(".</p>\n", f);
	if (pages > 1)
		pager(f, k, sort, page, pages);
	fprintf(f, "<table class=\"index\"><tr><th>#</th><th>%s</th>%s<th>%s</th></tr>\n",
		papers ? "title" : "name", papers ? "<th>year · venue</th>" : "",
		papers ? "proposes" : "papers");
	size_t from = (page - 1) * PAGE_SIZE;
	for (size_t i = from; i < l->n && i < from + PAGE_SIZE; i++) {
		const pg_browse_item *it = &l->item[i];
		fprintf(f, "<tr><td class=\"n\">%zu</td><td><a href=\"", i + 1);
		pg_serve_href(f, h->base, it->iri);
		fputs("\">", f);
		pg_serve_html_esc(f, it->label);
		fputs("</a></td>", f);
		if (papers) {
			fputs("<td>", f);
			pg_serve_html_esc(f, it->detail);
			fputs("</td>", f);
		}
		if (it->count >= 0)
			fprintf(f, "<td class=\"n\">%ld</td></tr>\n", it->count);
		else
			fputs("<td class=\"n\"></td></tr>\n", f);
	}
	fputs("</table>\n", f);
	if (pages > 1)
		pager(f, k, sort, page, pages);
	fputs("<p class=\"note\">Browse: ", f);
	for (int j = 0; j < PG_BROWSE_KINDS; j++)
		fprintf(f, "%s<a href=\"/%s/\">%s</a>", j ? " · " : "", pg_browse_segment(j),
			pg_browse_title(j));
	fputs("</p>\n</main></body></html>\n", f);
}

/* Parses ?page= (1 when missing). Returns false if it is not a page number. */
static bool parse_page(const char *s, size_t *page)
{
	*page = 1;
	if (!s || !*s)
		return true;
	char *end;
	unsigned long long v = strtoull(s, &end, 10);
	if (*end || v < 1 || v > 100000000 || *s == '-' || *s == '+' || *s == ' ')
		return false;
	*page = (size_t)v;
	return true;
}

unsigned pg_serve_index_job(pg_http *h, const char *segment, const char *page_arg,
			    const char *sort_arg, FILE *out, const char **type, pg_buf *msg)
{
	pg_browse_kind k;
	if (!segment || !pg_browse_parse_segment(segment, &k)) {
		pg_buf_adds(msg, "no such index");
		return 404;
	}
	pg_browse_sort sort = PG_BROWSE_BY_COUNT;
	if (sort_arg && !strcmp(sort_arg, "name"))
		sort = PG_BROWSE_BY_NAME;
	else if (sort_arg && *sort_arg && strcmp(sort_arg, "count") != 0) {
		pg_buf_addf(msg, "sort must be 'count' or 'name'");
		return 400;
	}
	size_t page;
	if (!parse_page(page_arg, &page)) {
		pg_buf_adds(msg, "page must be a number from 1");
		return 400;
	}
	pg_diag d;
	pg_diag_clear(&d);
	pg_browse_list *l;
	pg_status st = get_list(h, k, sort, &l, &d);
	if (st != PG_OK) {
		pg_buf_adds(msg, d.msg[0] ? d.msg : pg_strerror(st));
		return 500;
	}
	size_t pages = l->n ? (l->n + PAGE_SIZE - 1) / PAGE_SIZE : 1;
	if (page > pages) {
		pg_buf_addf(msg, "page %zu is past the last page (%zu)", page, pages);
		return 404;
	}
	for (size_t i = (page - 1) * PAGE_SIZE; st == PG_OK && i < l->n && i < page * PAGE_SIZE; i++)
		st = pg_browse_item_details(h->store, k, &l->item[i], &d);
	if (st != PG_OK) {
		pg_buf_adds(msg, d.msg[0] ? d.msg : pg_strerror(st));
		return 500;
	}
	*type = "text/html; charset=utf-8";
	write_index(out, h, k, sort, page, l);
	return 200;
}
