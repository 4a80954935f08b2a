/* SPDX-License-Identifier: Apache-2.0 */
/* The lineage drawings: an indented text tree each way from one method, a
 * Graphviz digraph of the methods within the view, and SVG from that digraph
 * through a `dot -Tsvg` child process. */
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
