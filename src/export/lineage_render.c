/* SPDX-License-Identifier: Apache-2.0 */
/* The lineage drawings: an indented text tree each way from one method, a
 * Graphviz digraph of the methods within the view, SVG from that digraph
 * through a `dot -Tsvg` child process, and inline SVG of rows of boxes laid
 * out here for web pages. */
#include "export/lineage_render.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/escape.h"

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
	bool up;
	size_t levels;
} tree_ctx;

/* The methods one step from `node`, and recursively on, below it in the tree. */
static bool tree(tree_ctx *t, int node, size_t depth)
{
	if (depth >= t->levels)
		return true;
	const pg_lineage *l = t->l;
	size_t kids = 0, k = 0;
	for (size_t e = 0; e < l->n_edges; e++)
		kids += step(l, e, node, t->up) >= 0;
	for (size_t e = 0; e < l->n_edges; e++) {
		int next = step(l, e, node, t->up);
		if (next < 0)
			continue;
		bool last = ++k == kids;
		const char *papers = l->m[next].papers;
		if (!pg_buf_addf(t->out, "%s%s %s %s", pg_buf_str(&t->prefix), last ? "└─" : "├─",
				 t->up ? "extends" : "extended by", pg_lineage_label(l, next)) ||
		    (papers && !pg_buf_addf(t->out, "  (%s)", papers)))
			return false;
		if (t->on_path[next]) {
			if (!pg_buf_adds(t->out, "  [cycle]\n"))
				return false;
			continue;
		}
		size_t len = t->prefix.len;
		if (!pg_buf_addc(t->out, '\n') || !pg_buf_adds(&t->prefix, last ? "   " : "│  "))
			return false;
		t->on_path[next] = true;
		bool ok = tree(t, next, depth + 1);
		t->on_path[next] = false;
		t->prefix.len = len;
		t->prefix.data[len] = '\0';
		if (!ok)
			return false;
	}
	return true;
}

/* One direction of the tree under its heading, or "(none known)". */
static bool tree_part(tree_ctx *t, int focus, bool up, unsigned limit, const char *heading)
{
	t->up = up;
	t->levels = limit < PG_LINEAGE_TREE_LEVELS ? limit : PG_LINEAGE_TREE_LEVELS;
	pg_buf_reset(&t->prefix);
	if (!pg_buf_adds(&t->prefix, "") || !pg_buf_adds(t->out, heading))
		return false;
	size_t before = t->out->len;
	if (!tree(t, focus, 0))
		return false;
	return t->out->len != before || pg_buf_adds(t->out, "  (none known)\n");
}

static pg_status render_tree(const pg_lineage *l, const pg_lineage_view *v, pg_buf *out, pg_diag *d)
{
	if (v->focus < 0 || (size_t)v->focus >= l->n)
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "a lineage tree needs one method");
	const char *papers = l->m[v->focus].papers;
	tree_ctx t = {l, out, PG_BUF_INIT, calloc(l->n, sizeof *t.on_path), false, 0};
	bool ok = t.on_path && pg_buf_adds(out, pg_lineage_label(l, v->focus)) &&
		  (!papers || pg_buf_addf(out, "  (proposed in %s)", papers)) && pg_buf_addc(out, '\n');
	if (ok) {
		t.on_path[v->focus] = true;
		ok = tree_part(&t, v->focus, true, v->up, "ancestors:\n") &&
		     tree_part(&t, v->focus, false, v->down, "descendants:\n");
	}
	free(t.on_path);
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

static bool dot_node(const pg_lineage *l, size_t i, bool focus, pg_buf *label, pg_buf *out)
{
	const pg_lineage_method *m = &l->m[i];
	pg_buf_reset(label);
	return pg_buf_adds(label, pg_lineage_label(l, (int)i)) &&
	       (!m->papers || pg_buf_addf(label, "\n(%s)", m->papers)) &&
	       pg_buf_addf(out, "  m%zu [label=", i) && pg_escape_dot(out, pg_buf_str(label)) &&
	       pg_buf_adds(out, ", tooltip=") && pg_escape_dot(out, m->iri) &&
	       (!focus || pg_buf_adds(out, ", fillcolor=\"#ffe9a8\", penwidth=2")) &&
	       pg_buf_adds(out, "];\n");
}

static pg_status render_dot(const pg_lineage *l, const pg_lineage_view *v, pg_buf *out)
{
	bool *keep = calloc(l->n + 1, sizeof *keep);
	bool ok = keep != NULL;
	if (ok && v->focus < 0) {
		for (size_t e = 0; e < l->n_edges; e++)
			keep[l->edge[e].from] = keep[l->edge[e].to] = true;
	} else if (ok && (size_t)v->focus < l->n) {
		keep[v->focus] = true;
		ok = mark(l, v->focus, true, v->up, keep) && mark(l, v->focus, false, v->down, keep);
	}
	ok = ok && pg_buf_adds(out, "digraph lineage {\n  rankdir=BT;\n  node [shape=box, style=\"rounded,filled\", "
				    "fillcolor=\"#eef3fb\", fontname=\"Helvetica\"];\n"
				    "  edge [fontname=\"Helvetica\", fontsize=10];\n");
	pg_buf label = PG_BUF_INIT;
	for (size_t i = 0; ok && i < l->n; i++)
		if (keep[i])
			ok = dot_node(l, i, (int)i == v->focus, &label, out);
	pg_buf_free(&label);
	for (size_t e = 0; ok && e < l->n_edges; e++)
		if (keep[l->edge[e].from] && keep[l->edge[e].to])
			ok = pg_buf_addf(out, "  m%d -> m%d [label=\"extends\"];\n", l->edge[e].from, l->edge[e].to);
	ok = ok && pg_buf_adds(out, "}\n");
	free(keep);
	return ok ? PG_OK : PG_ERR_NOMEM;
}

/* ---- SVG */

pg_status pg_lineage_dot_to_svg(const char *dot, size_t len, pg_buf *svg, pg_diag *d)
{
	int in[2], res[2];
	if (pipe(in))
		return pg_diag_set(d, PG_ERR_IO, NULL, 0, "pipe: %s", strerror(errno));
	if (pipe(res)) {
		pg_status st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "pipe: %s", strerror(errno));
		close(in[0]);
		close(in[1]);
		return st;
	}
	pid_t pid = fork();
	if (pid < 0) {
		pg_status st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "fork: %s", strerror(errno));
		close(in[0]);
		close(in[1]);
		close(res[0]);
		close(res[1]);
		return st;
	}
	if (pid == 0) {
		dup2(in[0], 0);
		dup2(res[1], 1);
		close(in[1]);
		close(res[0]);
		execlp("dot", "dot", "-Tsvg", (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(res[1]);
	/* the DOT text is small; write it all, then read the SVG */
	for (size_t off = 0; off < len;) {
		ssize_t n = write(in[1], dot + off, len - off);
		if (n <= 0)
			break;
		off += (size_t)n;
	}
	close(in[1]);
	char buf[8192];
	ssize_t n;
	bool ok = true;
	while ((n = read(res[0], buf, sizeof buf)) > 0)
		ok = ok && pg_buf_add(svg, buf, (size_t)n);
	close(res[0]);
	int status = 0;
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) == 127)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				   "svg needs Graphviz's 'dot' (Debian package graphviz)");
	if (WEXITSTATUS(status) != 0)
		return pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "dot failed (exit %d)", WEXITSTATUS(status));
	return ok ? PG_OK : PG_ERR_NOMEM;
}

/* ---- inline SVG: rows of boxes above and below the focus */

#define BOX_W 200
#define BOX_H 32
#define COL_W 220 /* a box and the gap after it */
#define ROW_H 80  /* from the top of one row to the top of the next */
#define MARGIN 10

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
	int w, midy;
	pg_lineage_href_fn href;
	void *ctx;
	pg_buf *out;
} layout;

/* The top left corner of method `i` on side `s` (the focus in the middle). */
static void place(const layout *g, const side *s, int i, int *x, int *y)
{
	int row = s->row_of[i];
	int n = row ? (int)s->row_len[row - 1] : 1;
	*x = g->w / 2 - n * (COL_W / 2) + s->col_of[i] * COL_W + MARGIN;
	*y = s == &g->up ? g->midy - row * ROW_H : g->midy + row * ROW_H;
}

/* The box of method `i` at (x, y): linked, labelled, cut at 24 bytes. */
static bool box(layout *g, int i, int x, int y, bool self)
{
	const char *name = pg_lineage_label(g->l, i);
	char cut[32];
	size_t n = strlen(name);
	if (n > 26) {
		n = 24;
		while (n && ((unsigned char)name[n] & 0xC0) == 0x80)
			n--;
		memcpy(cut, name, n);
		strcpy(cut + n, "…");
		name = cut;
	}
	pg_buf *o = g->out;
	return (!g->href || (pg_buf_adds(o, "<a href=\"") && g->href(g->ctx, g->l->m[i].iri, o) &&
			     pg_buf_adds(o, "\">"))) &&
	       pg_buf_addf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" class=\"%s\"/>"
			      "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">",
			   x, y, BOX_W, BOX_H, self ? "self" : "node", x + BOX_W / 2, y + 21) &&
	       pg_escape_xml(o, name) && pg_buf_adds(o, g->href ? "</text></a>\n" : "</text>\n");
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
			/* from the top of the extending box to the bottom of the extended */
			int x1 = up ? xa : xb, y1 = up ? ya : yb, x2 = up ? xb : xa, y2 = up ? yb : ya;
			if (!pg_buf_addf(g->out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
						 "marker-end=\"url(#arr)\"/>\n",
					 x1 + BOX_W / 2, y1, x2 + BOX_W / 2, y2 + BOX_H))
				return false;
		}
		if (!box(g, b, xb, yb, false))
			return false;
	}
	return true;
}

pg_status pg_lineage_render_inline(const pg_lineage *l, const pg_lineage_view *v,
				   pg_lineage_href_fn href, void *ctx, pg_buf *out)
{
	if (v->focus < 0 || (size_t)v->focus >= l->n)
		return PG_ERR_USAGE;
	layout g = {.l = l, .href = href, .ctx = ctx, .out = out};
	bool ok = side_build(l, v->focus, true, v->up, &g.up) &&
		  side_build(l, v->focus, false, v->down, &g.down);
	if (ok && (g.up.rows || g.down.rows)) {
		size_t widest = 1;
		for (size_t k = 0; k < g.up.rows; k++)
			widest = g.up.row_len[k] > widest ? g.up.row_len[k] : widest;
		for (size_t k = 0; k < g.down.rows; k++)
			widest = g.down.row_len[k] > widest ? g.down.row_len[k] : widest;
		g.w = (int)widest * COL_W + 2 * MARGIN;
		g.midy = MARGIN + (int)g.up.rows * ROW_H;
		int h = BOX_H + (int)(g.up.rows + g.down.rows) * ROW_H + 2 * MARGIN, x, y;
		ok = pg_buf_addf(out, "<svg class=\"lineage\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
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
	return ok ? PG_OK : PG_ERR_NOMEM;
}

pg_status pg_lineage_render(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_format format,
			    pg_buf *out, pg_diag *d)
{
	if (format == PG_LINEAGE_TREE)
		return render_tree(l, v, out, d);
	if (format == PG_LINEAGE_DOT)
		return render_dot(l, v, out);
	pg_buf dot = PG_BUF_INIT;
	pg_status st = render_dot(l, v, &dot);
	if (st == PG_OK)
		st = pg_lineage_dot_to_svg(pg_buf_str(&dot), dot.len, out, d);
	pg_buf_free(&dot);
	return st;
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
