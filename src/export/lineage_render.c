/* SPDX-License-Identifier: Apache-2.0 */
/* The lineage drawings: an indented text tree each way from one method (or
 * down from every root of the forest), and a Graphviz digraph of the methods
 * within the view laid out left to right by the year of their papers. SVG
 * from that digraph is export/lineage_svg.c, the inline SVG of the web pages
 * export/lineage_inline.c. */
#include "export/lineage_render.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "export/lineage_text.h"

bool pg_lineage_parse_format(const char *name, pg_lineage_format *out)
{
	if (!strcmp(name, "tree"))
		*out = PG_LINEAGE_TREE;
	else if (!strcmp(name, "dot"))
		*out = PG_LINEAGE_DOT;
	else if (!strcmp(name, "svg"))
		*out = PG_LINEAGE_SVG;
	else
		return false;
	return true;
}

/* The method at the other end of edge `e` from `node` in direction `up`
 * (towards what `node` extends), or -1 if `e` does not leave `node` that way. */
static int step(const pg_lineage *l, size_t e, int node, bool up)
{
	const pg_lineage_edge *x = &l->edge[e];
	if ((up ? x->from : x->to) != node)
		return -1;
	return up ? x->to : x->from;
}

/* ---- the text tree */

typedef struct tree_ctx {
	const pg_lineage *l;
	pg_buf *out;
	pg_buf prefix;  /* the indentation of the current level */
	bool *on_path;  /* methods on the path from the focus: a cycle stops there */
	bool *shown;    /* methods written anywhere (the forest's roots are the rest) */
	bool up;
	size_t levels;
} tree_ctx;

/* "  (YEAR, PAPERS)", "  (PAPERS)" or nothing, after a method in the tree;
 * `intro` goes before the papers. */
static bool tree_papers(const pg_lineage *l, int i, const char *intro, pg_buf *out)
{
	const pg_lineage_method *m = &l->m[i];
	if (!m->papers && !m->year)
		return true;
	if (!pg_buf_adds(out, "  (") || (m->year && !pg_buf_addf(out, "%d", m->year)))
		return false;
	if (m->papers && !pg_buf_addf(out, "%s%s%s", m->year ? ", " : "", intro, m->papers))
		return false;
	return pg_buf_addc(out, ')');
}

static void sort_by_year(const pg_lineage *l, int *who, size_t n);

/* The methods one step from `node`, earliest first, and recursively on, below
 * it in the tree. */
static bool tree(tree_ctx *t, int node, size_t depth)
{
	if (depth >= t->levels)
		return true;
	const pg_lineage *l = t->l;
	size_t kids = 0;
	for (size_t e = 0; e < l->n_edges; e++)
		kids += step(l, e, node, t->up) >= 0;
	int *kid = malloc((kids + 1) * sizeof *kid);
	if (!kid)
		return false;
	kids = 0;
	for (size_t e = 0; e < l->n_edges; e++)
		if (step(l, e, node, t->up) >= 0)
			kid[kids++] = step(l, e, node, t->up);
	sort_by_year(l, kid, kids);
	bool ok = true;
	for (size_t k = 0; ok && k < kids; k++) {
		int next = kid[k];
		bool last = k + 1 == kids;
		t->shown[next] = true;
		ok = pg_buf_addf(t->out, "%s%s %s %s", pg_buf_str(&t->prefix), last ? "└─" : "├─",
				 t->up ? "extends" : "extended by", pg_lineage_label(l, next)) &&
		     tree_papers(l, next, "", t->out);
		if (ok && t->on_path[next]) {
			ok = pg_buf_adds(t->out, "  [cycle]\n");
			continue;
		}
		size_t len = t->prefix.len;
		ok = ok && pg_buf_addc(t->out, '\n') && pg_buf_adds(&t->prefix, last ? "   " : "│  ");
		if (!ok)
			break;
		t->on_path[next] = true;
		ok = tree(t, next, depth + 1);
		t->on_path[next] = false;
		t->prefix.len = len;
		t->prefix.data[len] = '\0';
	}
	free(kid);
	return ok;
}

/* One direction of the tree from `focus` under `heading` (none: no
 * heading, nothing for no steps), or "(none known)". */
static bool tree_part(tree_ctx *t, int focus, bool up, unsigned limit, const char *heading)
{
	t->up = up;
	t->levels = limit < PG_LINEAGE_TREE_LEVELS ? limit : PG_LINEAGE_TREE_LEVELS;
	pg_buf_reset(&t->prefix);
	if (!pg_buf_adds(&t->prefix, "") || (heading && !pg_buf_adds(t->out, heading)))
		return false;
	size_t before = t->out->len;
	if (!tree(t, focus, 0))
		return false;
	return !heading || t->out->len != before || pg_buf_adds(t->out, "  (none known)\n");
}

/* The root `r` of the forest and what descends from it. */
static bool tree_root(tree_ctx *t, int r, unsigned down)
{
	t->shown[r] = t->on_path[r] = true;
	bool ok = pg_buf_adds(t->out, pg_lineage_label(t->l, r)) &&
		  tree_papers(t->l, r, "proposed in ", t->out) && pg_buf_addc(t->out, '\n') &&
		  tree_part(t, r, false, down, NULL);
	t->on_path[r] = false;
	return ok;
}

/* Sorts the `n` methods `who` by year (none last), then index: an
 * insertion sort, as there are few roots. */
static void sort_by_year(const pg_lineage *l, int *who, size_t n)
{
	for (size_t k = 1; k < n; k++) {
		int x = who[k], yx = l->m[x].year ? l->m[x].year : INT_MAX;
		size_t j = k;
		for (; j > 0; j--) {
			int w = who[j - 1], yw = l->m[w].year ? l->m[w].year : INT_MAX;
			if (yw < yx || (yw == yx && w < x))
				break;
			who[j] = w;
		}
		who[j] = x;
	}
}

/* Every method with an edge, under the roots it descends from: the methods
 * that extend nothing, earliest first, then (for methods only on cycles)
 * the first not yet written, until every one is. */
static bool forest(tree_ctx *t, unsigned down)
{
	const pg_lineage *l = t->l;
	bool *has_edge = calloc(l->n + 1, sizeof *has_edge), *extends = calloc(l->n + 1, sizeof *extends);
	int *roots = malloc((l->n + 1) * sizeof *roots);
	size_t n_roots = 0;
	bool ok = has_edge && extends && roots;
	for (size_t e = 0; ok && e < l->n_edges; e++) {
		has_edge[l->edge[e].from] = has_edge[l->edge[e].to] = true;
		if (l->edge[e].from != l->edge[e].to)
			extends[l->edge[e].from] = true;
	}
	for (size_t i = 0; ok && i < l->n; i++)
		if (has_edge[i] && !extends[i])
			roots[n_roots++] = (int)i;
	sort_by_year(l, roots, n_roots);
	for (size_t k = 0; ok && k < n_roots; k++)
		ok = tree_root(t, roots[k], down);
	for (size_t i = 0; ok && i < l->n; i++)
		if (has_edge[i] && !t->shown[i])
			ok = tree_root(t, (int)i, down);
	if (ok && !l->n_edges)
		ok = pg_buf_adds(t->out, "(no method extends another)\n");
	free(has_edge);
	free(extends);
	free(roots);
	return ok;
}

static pg_status render_tree(const pg_lineage *l, const pg_lineage_view *v, pg_buf *out, pg_diag *d)
{
	if (v->focus >= 0 && (size_t)v->focus >= l->n)
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "no method %d in the lineage", v->focus);
	tree_ctx t = {l, out, PG_BUF_INIT, calloc(l->n + 1, sizeof *t.on_path),
		      calloc(l->n + 1, sizeof *t.shown), false, 0};
	bool ok = t.on_path && t.shown;
	if (ok && v->focus < 0) {
		ok = forest(&t, v->down);
	} else if (ok) {
		ok = pg_buf_adds(out, pg_lineage_label(l, v->focus)) &&
		     tree_papers(l, v->focus, "proposed in ", out) && pg_buf_addc(out, '\n');
		t.on_path[v->focus] = true;
		ok = ok && tree_part(&t, v->focus, true, v->up, "ancestors:\n") &&
		     tree_part(&t, v->focus, false, v->down, "descendants:\n");
	}
	free(t.on_path);
	free(t.shown);
	pg_buf_free(&t.prefix);
	return ok ? PG_OK : PG_ERR_NOMEM;
}

/* ---- DOT */

/* Keeps the methods within `limit` extends steps of `start` in direction
 * `up`, breadth first. A method already kept is not gone through again, also
 * one kept by the other direction. False on out-of-memory. */
static bool mark(const pg_lineage *l, int start, bool up, unsigned limit, bool *keep)
{
	int *queue = malloc((l->n + 1) * sizeof *queue);
	unsigned *depth = malloc((l->n + 1) * sizeof *depth);
	size_t head = 0, tail = 0;
	bool ok = queue && depth;
	if (ok) {
		queue[tail] = start;
		depth[tail++] = 0;
	}
	while (ok && head < tail) {
		int node = queue[head];
		unsigned dd = depth[head++];
		for (size_t e = 0; dd < limit && e < l->n_edges; e++) {
			int next = step(l, e, node, up);
			if (next >= 0 && !keep[next]) {
				keep[next] = true;
				queue[tail] = next;
				depth[tail++] = dd + 1;
			}
		}
	}
	free(queue);
	free(depth);
	return ok;
}

/* Method names wrap at this many characters, captions at this many. */
#define NAME_CHARS 22
#define CAPTION_CHARS 28

/* Helvetica, or a font with its widths: Graphviz measures text with its own
 * Helvetica widths (any name starting "Helvetica"), and the SVG names these.
 * Boxes are measured at 12 points; export/lineage_svg.c draws the name at 11
 * and bold, the caption at 9. */
#define FONT "Helvetica,Arial,Nimbus Sans,Liberation Sans,sans-serif"

/* The colours: boxes, their borders and the arrows, the focus. */
#define FILL "#f2f5fa"
#define LINE "#5f6f86"
#define FOCUS_FILL "#ffe3a3"
#define FOCUS_LINE "#a86b00"

typedef struct dot_ctx {
	const pg_lineage *l;
	pg_buf *out, tmp;
	pg_lineage_href_fn href;
	void *ctx;
	bool axis; /* some method drawn has a year: there is a time axis */
} dot_ctx;

/* Node `i`: a plain label (Graphviz 2.43 leaks memory on each HTML-like
 * label, and the server draws many) of the name wrapped, then the caption
 * wrapped; its id "lin_mI_N" tells export/lineage_svg.c that the first N
 * lines are the name, to draw bold, and the rest the caption, smaller and
 * grey. A tooltip with the IRI and the papers; the focus highlighted; a
 * method without a year in a drawing with a time axis dashed. */
static bool dot_node(dot_ctx *c, size_t i, bool focus)
{
	const pg_lineage_method *m = &c->l->m[i];
	pg_buf *o = c->out, caption = PG_BUF_INIT;
	size_t name_lines = 0;
	pg_buf_reset(&c->tmp);
	bool ok = pg_lineage_wrap(&c->tmp, pg_lineage_label(c->l, (int)i), NAME_CHARS, NULL, "\n",
				  &name_lines) &&
		  pg_lineage_caption(&caption, c->l, (int)i);
	if (ok && caption.len)
		ok = pg_buf_addc(&c->tmp, '\n') &&
		     pg_lineage_wrap(&c->tmp, pg_buf_str(&caption), CAPTION_CHARS, NULL, "\n", NULL);
	pg_buf_free(&caption);
	ok = ok && pg_buf_addf(o, "  m%zu [id=\"lin_m%zu_%zu\", label=", i, i, name_lines) &&
	     pg_escape_dot(o, pg_buf_str(&c->tmp));
	pg_buf_reset(&c->tmp);
	ok = ok && pg_buf_adds(o, ", tooltip=") && pg_buf_adds(&c->tmp, m->iri) &&
	     (!m->papers || pg_buf_addf(&c->tmp, " (%s)", m->papers)) && pg_escape_dot(o, pg_buf_str(&c->tmp));
	if (ok && c->href) {
		pg_buf_reset(&c->tmp);
		ok = c->href(c->ctx, m->iri, &c->tmp) && pg_buf_adds(o, ", URL=") &&
		     pg_escape_dot(o, pg_buf_str(&c->tmp)) && pg_buf_adds(o, ", target=\"_top\"");
	}
	if (ok && focus)
		ok = pg_buf_adds(o, ", fillcolor=\"" FOCUS_FILL "\", color=\"" FOCUS_LINE "\", penwidth=2");
	else if (ok && c->axis && !m->year)
		ok = pg_buf_adds(o, ", style=\"rounded,filled,dashed\"");
	return ok && pg_buf_adds(o, "];\n");
}

static int by_int(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y;
	return (a > b) - (a < b);
}

/* The time axis: a plain label per year that a drawn method has, joined left
 * to right by a thin line, each in the same rank as the methods of its year;
 * `years` are the distinct years, sorted. */
static bool dot_axis(dot_ctx *c, const bool *keep, const int *years, size_t n_years)
{
	pg_buf *o = c->out;
	bool ok = pg_buf_adds(o, "  node [shape=plaintext, style=\"\", fontsize=12, fontcolor=\"#333333\"];\n");
	for (size_t k = 0; ok && k < n_years; k++)
		ok = pg_buf_addf(o, "  y%d [label=\"%d\"];\n", years[k], years[k]);
	for (size_t k = 0; ok && k + 1 < n_years; k++)
		ok = pg_buf_addf(o, "  y%d -> y%d [color=\"#c3cad5\", arrowhead=none, weight=100];\n",
				 years[k], years[k + 1]);
	for (size_t k = 0; ok && k < n_years; k++) {
		ok = pg_buf_addf(o, "  { rank=same; y%d;", years[k]);
		for (size_t i = 0; ok && i < c->l->n; i++)
			if (keep[i] && c->l->m[i].year == years[k])
				ok = pg_buf_addf(o, " m%zu;", i);
		ok = ok && pg_buf_adds(o, " }\n");
	}
	return ok;
}

/* The digraph of the methods in view `v`, each arrow from a method to one
 * that extends it, so that time runs left to right. */
static pg_status render_dot(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_href_fn href,
			    void *ctx, pg_buf *out)
{
	bool *keep = calloc(l->n + 1, sizeof *keep);
	int *years = malloc((l->n + 1) * sizeof *years);
	size_t n_years = 0;
	bool ok = keep && years;
	if (ok && v->focus < 0) {
		for (size_t e = 0; e < l->n_edges; e++)
			keep[l->edge[e].from] = keep[l->edge[e].to] = true;
	} else if (ok && (size_t)v->focus < l->n) {
		keep[v->focus] = true;
		ok = mark(l, v->focus, true, v->up, keep) && mark(l, v->focus, false, v->down, keep);
	}
	for (size_t i = 0; ok && i < l->n; i++)
		if (keep[i] && l->m[i].year)
			years[n_years++] = l->m[i].year;
	if (n_years)
		qsort(years, n_years, sizeof *years, by_int);
	size_t distinct = 0;
	for (size_t k = 0; k < n_years; k++)
		if (!distinct || years[k] != years[distinct - 1])
			years[distinct++] = years[k];
	dot_ctx c = {l, out, PG_BUF_INIT, href, ctx, distinct > 0};
	ok = ok && pg_buf_adds(out, "strict digraph lineage {\n"
				    "  graph [rankdir=LR, nodesep=0.18, ranksep=0.45, pad=0.15, "
				    "fontname=\"" FONT "\", bgcolor=\"white\"];\n"
				    "  node [shape=box, style=\"rounded,filled\", fillcolor=\"" FILL "\", "
				    "color=\"" LINE "\", fontname=\"" FONT "\", fontsize=12, "
				    "margin=\"0.12,0.06\"];\n"
				    "  edge [color=\"" LINE "\", arrowsize=0.6];\n");
	for (size_t i = 0; ok && i < l->n; i++)
		if (keep[i])
			ok = dot_node(&c, i, (int)i == v->focus);
	for (size_t e = 0; ok && e < l->n_edges; e++) {
		const pg_lineage_edge *x = &l->edge[e];
		/* plain extension: no label; a method extending itself: no arrow; an
		 * arrow back in time (a paper dated before the one it builds on) does
		 * not move the columns, which stay in year order */
		int y_to = l->m[x->to].year, y_from = l->m[x->from].year;
		if (keep[x->from] && keep[x->to] && x->from != x->to)
			ok = pg_buf_addf(out, "  m%d -> m%d%s;\n", x->to, x->from,
					 y_to && y_from && y_to > y_from ? " [constraint=false]" : "");
	}
	ok = ok && (!distinct || dot_axis(&c, keep, years, distinct)) && pg_buf_adds(out, "}\n");
	pg_buf_free(&c.tmp);
	free(keep);
	free(years);
	return ok ? PG_OK : PG_ERR_NOMEM;
}

pg_status pg_lineage_render_linked(const pg_lineage *l, const pg_lineage_view *v,
				   pg_lineage_format format, pg_lineage_href_fn href, void *ctx,
				   pg_buf *out, pg_diag *d)
{
	if (format == PG_LINEAGE_TREE)
		return render_tree(l, v, out, d);
	if (v->focus >= 0 && (size_t)v->focus >= l->n)
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "no method %d in the lineage", v->focus);
	if (format == PG_LINEAGE_DOT)
		return render_dot(l, v, href, ctx, out);
	pg_buf dot = PG_BUF_INIT;
	pg_status st = render_dot(l, v, href, ctx, &dot);
	if (st == PG_OK)
		st = pg_lineage_dot_to_svg(pg_buf_str(&dot), dot.len, out, d);
	else
		pg_diag_set(d, st, NULL, 0, "out of memory drawing the lineage");
	pg_buf_free(&dot);
	return st;
}

pg_status pg_lineage_render(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_format format,
			    pg_buf *out, pg_diag *d)
{
	return pg_lineage_render_linked(l, v, format, NULL, NULL, out, d);
}

pg_status pg_lineage_write(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_format format,
			   FILE *out, pg_diag *d)
{
	pg_buf b = PG_BUF_INIT;
	pg_status st = pg_lineage_render(l, v, format, &b, d);
	if (b.len && fwrite(b.data, 1, b.len, out) != b.len && st == PG_OK)
		st = PG_ERR_IO;
	pg_buf_free(&b);
	return st;
}

pg_status pg_lineage_render_page(const pg_lineage *l, const pg_lineage_view *v,
				 pg_lineage_href_fn href, void *ctx, pg_buf *out, pg_diag *d)
{
	pg_buf svg = PG_BUF_INIT;
	pg_status st = pg_lineage_render_linked(l, v, PG_LINEAGE_SVG, href, ctx, &svg, d);
	const char *start = st == PG_OK ? strstr(pg_buf_str(&svg), "<svg") : NULL;
	if (st == PG_OK && !start)
		st = pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "Graphviz wrote no <svg> element");
	if (st == PG_OK && (!pg_buf_adds(out, "<svg class=\"lineage-graph\"") || !pg_buf_adds(out, start + 4)))
		st = pg_diag_set(d, PG_ERR_NOMEM, NULL, 0, "out of memory drawing the lineage");
	pg_buf_free(&svg);
	return st;
}
