/* SPDX-License-Identifier: Apache-2.0 */
/* SVG from the DOT text of a lineage drawing: laid out in this process by
 * Graphviz's library (libgvc, cgraph) when papergraph was built with it, else
 * by a `dot -Tsvg` child process if `dot` is on the PATH. Graphviz headers
 * are included here and nowhere else. */
#include "config.h"

#include "export/lineage_render.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef HAVE_GVC
#include <pthread.h>

#include <cgraph.h>
#include <gvc.h>
#else
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

/* ---- centred lines

Graphviz places each line of an HTML-like label with text-anchor="start" at
an x it computed from the width of the font it measured with (fontconfig's
stand-in for Helvetica here); a reader with another font would see the lines
off-centre. Every line of our boxes is centred, so each gets
text-anchor="middle" at the centre of its box instead, right in any font. */

/* The smallest and largest x of the coordinates in the attribute value at
 * `p` ("M208,-36C208,-36 130,-36 ..." or "x,y x,y ..."), up to its closing
 * quote. False if there are none. */
static bool x_range(const char *p, double *lo, double *hi)
{
	bool any = false;
	while (*p && *p != '"') {
		if ((*p >= '0' && *p <= '9') || *p == '-' || *p == '.') {
			char *end;
			double x = strtod(p, &end);
			if (end == p)
				break;
			if (*end == ',') { /* an x,y pair: skip y */
				strtod(end + 1, &end);
				if (!any || x < *lo)
					*lo = x;
				if (!any || x > *hi)
					*hi = x;
				any = true;
			}
			p = end;
		} else {
			p++;
		}
	}
	return any;
}

/* Appends to `out` the SVG `svg` with each start-anchored line of a node's
 * label anchored in the middle of the node's shape. False on out-of-memory. */
static bool center_lines(const char *svg, pg_buf *out)
{
	const char *p = svg;
	static const char anchor[] = "<text text-anchor=\"start\" x=\"";
	while (*p) {
		const char *node = strstr(p, "<g id=\"node");
		if (!node)
			return pg_buf_adds(out, p);
		/* the node's part: up to the comment before the next node or edge */
		const char *end = strstr(node + 1, "\n<!-- ");
		if (!end)
			end = node + strlen(node);
		const char *shape = strstr(node, " d=\"");
		const char *poly = strstr(node, " points=\"");
		if (!shape || shape > end || (poly && poly < shape))
			shape = poly;
		double lo = 0, hi = 0;
		bool known = shape && shape < end && x_range(strchr(shape, '"') + 1, &lo, &hi);
		if (!pg_buf_add(out, p, (size_t)(node - p)))
			return false;
		for (p = node; p < end;) {
			const char *t = strstr(p, anchor);
			if (!known || !t || t >= end) {
				if (!pg_buf_add(out, p, (size_t)(end - p)))
					return false;
				break;
			}
			const char *x_end = strchr(t + sizeof anchor - 1, '"');
			if (!x_end || x_end >= end)
				return pg_buf_add(out, p, strlen(p));
			if (!pg_buf_add(out, p, (size_t)(t - p)) ||
			    !pg_buf_addf(out, "<text text-anchor=\"middle\" x=\"%g\"", (lo + hi) / 2))
				return false;
			p = x_end + 1;
		}
		p = end;
	}
	return true;
}

#ifdef HAVE_GVC

/* Appends `svg` to `out` with the lines centred; false on out-of-memory. */
static bool add_centred(pg_buf *out, const char *svg, size_t n)
{
	pg_buf raw = PG_BUF_INIT;
	bool ok = pg_buf_add(&raw, svg, n) && center_lines(pg_buf_str(&raw), out);
	pg_buf_free(&raw);
	return ok;
}

/* Graphviz keeps global state (its error handler, the dot layout's tables):
 * one drawing at a time in a process, also when the server's workers draw. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* What Graphviz said while the lock was held: the first message is kept. */
static char said[256];

static int keep_message(char *msg)
{
	if (!said[0]) {
		size_t n = strlen(msg);
		while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
			n--;
		if (n >= sizeof said)
			n = sizeof said - 1;
		memcpy(said, msg, n);
		said[n] = '\0';
	}
	return 0;
}

pg_status pg_lineage_dot_to_svg(const char *dot, size_t len, pg_buf *svg, pg_diag *d)
{
	pg_buf text = PG_BUF_INIT; /* agmemread() wants the text to end in a NUL */
	if (!pg_buf_add(&text, dot, len))
		return pg_diag_set(d, PG_ERR_NOMEM, NULL, 0, "out of memory drawing the lineage");
	pthread_mutex_lock(&lock);
	said[0] = '\0';
	agusererrf old_f = agseterrf(keep_message);
	agerrlevel_t old_level = agseterr(AGERR); /* warnings are not errors */
	pg_status st = PG_OK;
	GVC_t *gvc = gvContext();
	Agraph_t *g = gvc ? agmemread(pg_buf_str(&text)) : NULL;
	char *data = NULL;
	unsigned int n = 0;
	if (!gvc)
		st = pg_diag_set(d, PG_ERR_NOMEM, NULL, 0, "cannot start Graphviz (out of memory)");
	else if (!g)
		st = pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "Graphviz cannot read the drawing: %s",
				 said[0] ? said : "syntax error");
	else if (gvLayout(gvc, g, "dot") != 0)
		st = pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "Graphviz cannot lay the drawing out: %s",
				 said[0] ? said : "no 'dot' layout (is libgvc6 configured? run 'dot -c' as root)");
	else if (gvRenderData(gvc, g, "svg", &data, &n) != 0 || !data)
		st = pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "Graphviz cannot write SVG: %s",
				 said[0] ? said : "no SVG renderer");
	else if (!add_centred(svg, data, n))
		st = pg_diag_set(d, PG_ERR_NOMEM, NULL, 0, "out of memory drawing the lineage");
	if (data)
		gvFreeRenderData(data);
	if (g) {
		gvFreeLayout(gvc, g);
		agclose(g);
	}
	if (gvc)
		gvFreeContext(gvc);
	agseterr(old_level);
	agseterrf(old_f);
	pthread_mutex_unlock(&lock);
	pg_buf_free(&text);
	return st;
}

bool pg_lineage_svg_available(void)
{
	return true;
}

bool pg_lineage_svg_in_process(void)
{
	return true;
}

#else /* no libgvc at build time: run `dot` */

#define NO_GRAPHVIZ                                                                            \
	"svg needs Graphviz: install the Debian package libgraphviz-dev and rebuild papergraph, " \
	"or install the package graphviz (for its 'dot' program)"

/* Whether an executable `dot` is on the PATH. */
static bool dot_on_path(void)
{
	const char *path = getenv("PATH");
	if (!path || !*path)
		path = "/usr/bin:/bin";
	while (*path) {
		size_t n = strcspn(path, ":");
		char file[4096];
		if (n && n + 5 < sizeof file) {
			memcpy(file, path, n);
			memcpy(file + n, "/dot", 5);
			struct stat sb;
			if (stat(file, &sb) == 0 && S_ISREG(sb.st_mode) && access(file, X_OK) == 0)
				return true;
		}
		path += n + (path[n] == ':');
	}
	return false;
}

bool pg_lineage_svg_available(void)
{
	return dot_on_path();
}

bool pg_lineage_svg_in_process(void)
{
	return false;
}

pg_status pg_lineage_dot_to_svg(const char *dot, size_t len, pg_buf *svg, pg_diag *d)
{
	if (!dot_on_path())
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0, NO_GRAPHVIZ);
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
	/* dot reads all its input before it writes: write it all, then read */
	for (size_t off = 0; off < len;) {
		ssize_t n = write(in[1], dot + off, len - off);
		if (n <= 0)
			break;
		off += (size_t)n;
	}
	close(in[1]);
	char buf[8192];
	ssize_t n;
	pg_buf raw = PG_BUF_INIT;
	bool ok = true;
	while ((n = read(res[0], buf, sizeof buf)) > 0)
		ok = ok && pg_buf_add(&raw, buf, (size_t)n);
	ok = ok && center_lines(pg_buf_str(&raw), svg);
	pg_buf_free(&raw);
	close(res[0]);
	int status = 0;
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) == 127)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0, NO_GRAPHVIZ);
	if (WEXITSTATUS(status) != 0)
		return pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "dot failed (exit %d)", WEXITSTATUS(status));
	return ok ? PG_OK : pg_diag_set(d, PG_ERR_NOMEM, NULL, 0, "out of memory drawing the lineage");
}

#endif
