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

/* ---- the styles of the lines

The boxes have plain labels (export/lineage_render.c says why), which Graphviz
draws line after line alike, centred. A box's id, "lin_mI_N", says that its
first N lines are the method's name, drawn bold here, and the rest the
caption, drawn smaller and grey. */

/* Graphviz measured every line at 12 points (export/lineage_render.c): the
 * name is drawn at 11, bold, which leaves room for a bold font wider than the
 * Helvetica widths Graphviz knows, the caption at 9. */
#define NAME_STYLE "font-weight=\"bold\" font-size=\"11.00\""
#define CAPTION_STYLE "font-size=\"9.00\" fill=\"#4a5568\""

/* Appends the <text ...> tag from `t` to `close` (its '>') to `out` with its
 * font-size replaced by `style`. False on out-of-memory. */
static bool styled_tag(const char *t, const char *close, const char *style, pg_buf *out)
{
	const char *size = strstr(t, " font-size=\"");
	const char *value_end = size && size < close ? strchr(size + 12, '"') : NULL;
	if (!value_end || value_end > close)
		return pg_buf_add(out, t, (size_t)(close - t));
	return pg_buf_add(out, t, (size_t)(size + 1 - t)) && pg_buf_adds(out, style) &&
	       pg_buf_add(out, value_end + 1, (size_t)(close - value_end - 1));
}

/* Appends to `out` the SVG `svg` with the lines of each box styled. False on
 * out-of-memory. */
static bool style_lines(const char *svg, pg_buf *out)
{
	const char *p = svg;
	while (*p) {
		const char *node = strstr(p, "<g id=\"lin_m");
		if (!node)
			return pg_buf_adds(out, p);
		/* the box's part: up to the comment before the next node or edge */
		const char *end = strstr(node + 1, "\n<!-- ");
		if (!end)
			end = node + strlen(node);
		unsigned long i, name_lines;
		if (!pg_buf_add(out, p, (size_t)(node - p)))
			return false;
		p = node;
		if (sscanf(node, "<g id=\"lin_m%lu_%lu\"", &i, &name_lines) == 2) {
			for (size_t k = 0;; k++) {
				const char *t = strstr(p, "<text ");
				const char *close = t && t < end ? strchr(t, '>') : NULL;
				if (!close || close > end)
					break;
				if (!pg_buf_add(out, p, (size_t)(t - p)) || !styled_tag(t, close, k < name_lines ? NAME_STYLE : CAPTION_STYLE, out))
					return false;
				p = close;
			}
		}
		if (!pg_buf_add(out, p, (size_t)(end - p)))
			return false;
		p = end;
	}
	return true;
}

#ifdef HAVE_GVC

/* Appends `svg` to `out` with the lines styled; false on out-of-memory. */
static bool add_styled(pg_buf *out, const char *svg, size_t n)
{
	pg_buf raw = PG_BUF_INIT;
	bool ok = pg_buf_add(&raw, svg, n) && style_lines(pg_buf_str(&raw), out);
	pg_buf_free(&raw);
	return ok;
}

#ifdef HAVE_GVC_BUILTIN_PLUGINS
/* The two plugins a drawing needs, linked in (configure.ac says why). */
extern gvplugin_library_t gvplugin_dot_layout_LTX_library;
extern gvplugin_library_t gvplugin_core_LTX_library;
static lt_symlist_t builtins[] = {
	{"gvplugin_dot_layout_LTX_library", &gvplugin_dot_layout_LTX_library},
	{"gvplugin_core_LTX_library", &gvplugin_core_LTX_library},
	{NULL, NULL},
};
#define NEW_CONTEXT() gvContextPlugins(builtins, 0)
#else
#define NEW_CONTEXT() gvContext() /* the plugins libgvc6 configured */
#endif

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
	GVC_t *gvc = NEW_CONTEXT();
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
	else if (!add_styled(svg, data, n))
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
	ok = ok && style_lines(pg_buf_str(&raw), svg);
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
