/* SPDX-License-Identifier: Apache-2.0 */
/* The inline SVG of a method's lineage on its web page, laid out here without
 * Graphviz: rows of boxes above (what it extends) and below (what extends it)
 * the focus, names wrapped, never cut. */
#include "export/lineage_render.h"

#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "export/lineage_text.h"

#define BOX_W 200
#define COL_W 220 /* a box and the gap after it */
#define GAP_H 48  /* from the bottom of one row to the top of the next */
#define LINE_H 16 /* one line of a box's text */
#define PAD_H 8   /* above the first line and below the last */
#define NAME_CHARS 24
#define MARGIN 10

/* The method at the other end of edge `e` from `node` in direction `up`
 * (towards what `node` extends), or -1 if `e` does not leave `node` that way. */
static int step(const pg_lineage *l, size_t e, int node, bool up)
{
	const pg_lineage_edge *x = &l->edge[e];
	if ((up ? x->from : x->to) != node)
		return -1;
	return up ? x->to : x->from;
}

/* One side of the focus: rows of methods, row k (from 1) being those k
 * steps away. row_of[i] is the row of method i (0: the focus, -1: not on
 * this side), col_of[i] its place in the row. */
typedef struct side {
	int *row_of, *col_of;
	int *node;       /* the methods of rows 1, 2, ... in order */
	size_t *row_len; /* row_len[k - 1]: how many in row k */
	size_t n_node, rows;
} side;

static void side_free(side *s)
{
	free(s->row_of);
	free(s->col_of);
	free(s->node);
	free(s->row_len);
}

/* Fills the rows of `s` from `focus` towards what methods extend (`up`) or
 * what extends them, at most `limit` rows. False on out-of-memory. */
static bool side_build(const pg_lineage *l, int focus, bool up, unsigned limit, side *s)
{
	size_t n = l->n;
	s->row_of = malloc(n * sizeof *s->row_of);
	s->col_of = malloc(n * sizeof *s->col_of);
	s->node = malloc(n * sizeof *s->node);
	s->row_len = malloc(n * sizeof *s->row_len);
	if (!s->row_of || !s->col_of || !s->node || !s->row_len)
		return false;
	for (size_t i = 0; i < n; i++)
		s->row_of[i] = -1;
	s->row_of[focus] = s->col_of[focus] = 0;
	size_t prev = 0, prev_end = 0; /* the row before, in node[]; row 0 is the focus */
	for (unsigned k = 1; k <= limit; k++) {
		size_t begin = s->n_node;
		for (size_t j = prev; j < (k == 1 ? 1 : prev_end); j++) {
			int from = k == 1 ? focus : s->node[j];
			for (size_t e = 0; e < l->n_edges && s->n_node - begin < PG_LINEAGE_INLINE_ROW; e++) {
				int next = step(l, e, from, up);
				if (next < 0 || s->row_of[next] >= 0)
					continue;
				s->row_of[next] = (int)k;
				s->col_of[next] = (int)(s->n_node - begin);
				s->node[s->n_node++] = next;
			}
		}
		if (s->n_node == begin)
			break;
		s->row_len[k - 1] = s->n_node - begin;
		s->rows = k;
		prev = begin;
		prev_end = s->n_node;
	}
	return true;
}

typedef struct layout {
	const pg_lineage *l;
	side up, down;
	int w, midy, box_h;
	pg_lineage_href_fn href;
	void *ctx;
	pg_buf *out;
	pg_buf tmp;
} layout;

/* The top left corner of method `i` on side `s` (the focus in the middle). */
static void place(const layout *g, const side *s, int i, int *x, int *y)
{
	int row = s->row_of[i];
	int n = row ? (int)s->row_len[row - 1] : 1;
	*x = g->w / 2 - n * (COL_W / 2) + s->col_of[i] * COL_W + MARGIN;
	*y = s == &g->up ? g->midy - row * (g->box_h + GAP_H) : g->midy + row * (g->box_h + GAP_H);
}

/* How many lines the box of method `i` needs: its name wrapped, its year.
 * 0 on out-of-memory. */
static size_t lines_of(layout *g, int i)
{
	size_t n = 0;
	pg_buf_reset(&g->tmp);
	if (!pg_lineage_wrap(&g->tmp, pg_lineage_label(g->l, i), NAME_CHARS, NULL, "\n", &n))
		return 0;
	return (n ? n : 1) + (g->l->m[i].year != 0);
}

/* The box of method `i` at (x, y): linked, its name wrapped into lines, its
 * year under it. */
static bool box(layout *g, int i, int x, int y, bool self)
{
	pg_buf *o = g->out;
	const pg_lineage_method *m = &g->l->m[i];
	size_t lines = lines_of(g, i), name_lines;
	if (!lines)
		return false;
	char sep[96];
	int cx = x + BOX_W / 2;
	snprintf(sep, sizeof sep, "</tspan><tspan x=\"%d\" dy=\"%d\">", cx, LINE_H);
	/* the lines in the middle of the box, the first baseline 12px below its top */
	int first = y + (g->box_h - (int)lines * LINE_H) / 2 + 12;
	bool ok = (!g->href || (pg_buf_adds(o, "<a href=\"") && g->href(g->ctx, m->iri, o) &&
				pg_buf_adds(o, "\">"))) &&
		  pg_buf_addf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" class=\"%s\"/>"
				 "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\"><tspan x=\"%d\">",
			      x, y, BOX_W, g->box_h, self ? "self" : "node", cx, first, cx) &&
		  pg_lineage_wrap(o, pg_lineage_label(g->l, i), NAME_CHARS, pg_escape_xml, sep, &name_lines) &&
		  (!m->year || pg_buf_addf(o, "</tspan><tspan x=\"%d\" dy=\"%d\" class=\"year\">%d", cx,
					   LINE_H, m->year)) &&
		  pg_buf_adds(o, "</tspan></text>");
	return ok && pg_buf_adds(o, g->href ? "</a>\n" : "\n");
}

/* Row after row of side `s`: for each method, the arrows between it and the
 * methods of the row before, then its box. */
static bool draw_side(layout *g, const side *s, bool up)
{
	for (size_t j = 0; j < s->n_node; j++) {
		int b = s->node[j], xb, yb;
		place(g, s, b, &xb, &yb);
		for (size_t e = 0; e < g->l->n_edges; e++) {
			int a = step(g->l, e, b, !up), xa, ya;
			if (a < 0 || s->row_of[a] != s->row_of[b] - 1)
				continue;
			place(g, s, a, &xa, &ya);
			/* from the bottom of the extended box (above) to the top of the
			 * extending one, as time goes */
			int x1 = up ? xb : xa, y1 = up ? yb : ya, x2 = up ? xa : xb, y2 = up ? ya : yb;
			if (!pg_buf_addf(g->out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
						 "marker-end=\"url(#arr)\"/>\n",
					 x1 + BOX_W / 2, y1 + g->box_h, x2 + BOX_W / 2, y2))
				return false;
		}
		if (!box(g, b, xb, yb, false))
			return false;
	}
	return true;
}

/* The height of the tallest box of the drawing; 0 on out-of-memory. */
static int box_height(layout *g, int focus)
{
	size_t most = lines_of(g, focus);
	const side *sides[] = {&g->up, &g->down};
	for (size_t k = 0; most && k < 2; k++)
		for (size_t j = 0; j < sides[k]->n_node; j++) {
			size_t n = lines_of(g, sides[k]->node[j]);
			if (!n)
				return 0;
			most = n > most ? n : most;
		}
	return most ? (int)most * LINE_H + 2 * PAD_H : 0;
}

pg_status pg_lineage_render_inline(const pg_lineage *l, const pg_lineage_view *v,
				   pg_lineage_href_fn href, void *ctx, pg_buf *out)
{
	if (v->focus < 0 || (size_t)v->focus >= l->n)
		return PG_ERR_USAGE;
	layout g = {.l = l, .href = href, .ctx = ctx, .out = out, .tmp = PG_BUF_INIT};
	bool ok = side_build(l, v->focus, true, v->up, &g.up) &&
		  side_build(l, v->focus, false, v->down, &g.down);
	if (ok && (g.up.rows || g.down.rows)) {
		size_t widest = 1;
		for (size_t k = 0; k < g.up.rows; k++)
			widest = g.up.row_len[k] > widest ? g.up.row_len[k] : widest;
		for (size_t k = 0; k < g.down.rows; k++)
			widest = g.down.row_len[k] > widest ? g.down.row_len[k] : widest;
		g.box_h = box_height(&g, v->focus);
		ok = g.box_h > 0;
		g.w = (int)widest * COL_W + 2 * MARGIN;
		g.midy = MARGIN + (int)g.up.rows * (g.box_h + GAP_H);
		int h = g.box_h + (int)(g.up.rows + g.down.rows) * (g.box_h + GAP_H) + 2 * MARGIN, x, y;
		ok = ok &&
		     pg_buf_addf(out, "<svg class=\"lineage\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
				      "role=\"img\" aria-label=\"lineage\">\n"
				      "<defs><marker id=\"arr\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
				      "markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">"
				      "<path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>\n",
				 g.w, h, g.w, h) &&
		     draw_side(&g, &g.up, true) && draw_side(&g, &g.down, false);
		place(&g, &g.up, v->focus, &x, &y);
		ok = ok && box(&g, v->focus, x, y, true) && pg_buf_adds(out, "</svg>\n");
	}
	side_free(&g.up);
	side_free(&g.down);
	pg_buf_free(&g.tmp);
	return ok ? PG_OK : PG_ERR_NOMEM;
}
