/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph lineage`: how methods descend from each other, as a tree on the
 * terminal or a Graphviz drawing. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/buf.h"
#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "sparql/sparql.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph lineage [-s STORE] [-f FORMAT] [-o FILE] (METHOD | --all)\n"
	       "\n"
	       "Show the ancestors (what METHOD extends, and so on) and descendants (what\n"
	       "extends it) of a method. METHOD is looked up by label or alias, ignoring\n"
	       "case, spaces and punctuation; when nothing matches, close names are suggested.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -f, --format FORMAT  tree (default), dot, svg (svg needs Graphviz's dot)\n"
	       "  -o, --output FILE    write to FILE instead of stdout\n"
	       "      --all            the whole forest of every method with a lineage\n"
	       "  -h, --help           show this help\n");
}

/* ---- what the store knows about methods: labels, papers, extends edges */

typedef struct method {
	char *iri;
	char *label;     /* first rdfs:label */
	char *papers;    /* ids of proposing papers, comma separated (may be NULL) */
	char **names;    /* every label and alias, normalised */
	size_t n_names;
} method;

typedef struct lineage {
	method *m;
	size_t n, cap;
	int *from, *to;  /* extends edges: from extends to */
	size_t n_edges, cap_edges;
} lineage;

static char *normalise(const char *s)
{
	char *out = malloc(strlen(s) + 1), *o = out;
	if (!out)
		return NULL;
	for (; *s; s++)
		if (isalnum((unsigned char)*s))
			*o++ = (char)tolower((unsigned char)*s);
		else if ((unsigned char)*s >= 0x80)
			*o++ = *s;
	*o = '\0';
	return out;
}

static int find_method(lineage *l, const char *iri)
{
	for (size_t i = 0; i < l->n; i++)
		if (!strcmp(l->m[i].iri, iri))
			return (int)i;
	return -1;
}

static int add_method(lineage *l, const char *iri)
{
	int i = find_method(l, iri);
	if (i >= 0)
		return i;
	if (l->n == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 64;
		method *m = realloc(l->m, cap * sizeof *m);
		if (!m)
			return -1;
		l->m = m;
		l->cap = cap;
	}
	memset(&l->m[l->n], 0, sizeof l->m[l->n]);
	if (!(l->m[l->n].iri = strdup(iri)))
		return -1;
	return (int)l->n++;
}

static pg_status on_name(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	lineage *l = ctx;
	if (!v[0] || !v[1])
		return PG_OK;
	int i = add_method(l, v[0]);
	if (i < 0)
		return PG_ERR_NOMEM;
	method *m = &l->m[i];
	if (!m->label && v[2] && !strcmp(v[2], "label") && !(m->label = strdup(v[1])))
		return PG_ERR_NOMEM;
	char **more = realloc(m->names, (m->n_names + 1) * sizeof *more);
	if (!more)
		return PG_ERR_NOMEM;
	m->names = more;
	if (!(m->names[m->n_names] = normalise(v[1])))
		return PG_ERR_NOMEM;
	m->n_names++;
	return PG_OK;
}

static pg_status on_paper(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	lineage *l = ctx;
	int i = v[0] && v[1] ? find_method(l, v[0]) : -1;
	if (i < 0)
		return PG_OK;
	method *m = &l->m[i];
	pg_buf b = PG_BUF_INIT;
	if (!pg_buf_addf(&b, "%s%s%s", m->papers ? m->papers : "", m->papers ? ", " : "", v[1]))
		return PG_ERR_NOMEM;
	free(m->papers);
	m->papers = pg_buf_take(&b);
	return PG_OK;
}

static pg_status on_edge(void *ctx, size_t n, const char *const *names, const char *const *v)
{
	lineage *l = ctx;
	if (!v[0] || !v[1])
		return PG_OK;
	int a = add_method(l, v[0]), b = add_method(l, v[1]);
	if (a < 0 || b < 0)
		return PG_ERR_NOMEM;
	if (l->n_edges == l->cap_edges) {
		size_t cap = l->cap_edges ? l->cap_edges * 2 : 64;
		int *f = realloc(l->from, cap * sizeof *f);
		if (!f)
			return PG_ERR_NOMEM;
		l->from = f;
		int *t = realloc(l->to, cap * sizeof *t);
		if (!t)
			return PG_ERR_NOMEM;
		l->to = t;
		l->cap_edges = cap;
	}
	l->from[l->n_edges] = a;
	l->to[l->n_edges++] = b;
	return PG_OK;
}

static pg_status load(pg_store *s, lineage *l, pg_diag *d)
{
	pg_status st = pg_sparql_select(s,
		"SELECT ?m ?l ?k WHERE { ?m a pg:Method . { ?m rdfs:label ?l BIND(\"label\" AS ?k) } "
		"UNION { ?m skos:altLabel ?l BIND(\"alt\" AS ?k) } }", on_name, l, d);
	if (st == PG_OK)
		st = pg_sparql_select(s, "SELECT ?a ?b WHERE { ?a pg:extends ?b }", on_edge, l, d);
	if (st == PG_OK)
		st = pg_sparql_select(s, "SELECT ?m ?id WHERE { ?p pg:proposes ?m ; dcterms:identifier ?id } "
				      "ORDER BY ?id", on_paper, l, d);
	return st;
}

static void lineage_free(lineage *l)
{
	for (size_t i = 0; i < l->n; i++) {
		free(l->m[i].iri);
		free(l->m[i].label);
		free(l->m[i].papers);
		for (size_t j = 0; j < l->m[i].n_names; j++)
			free(l->m[i].names[j]);
		free(l->m[i].names);
	}
	free(l->m);
	free(l->from);
	free(l->to);
}

static const char *label(const method *m)
{
	if (m->label)
		return m->label;
	const char *slash = strrchr(m->iri, '/');
	return slash ? slash + 1 : m->iri;
}

/* ---- looking a method up */

static size_t edit_distance(const char *a, const char *b)
{
	size_t n = strlen(b);
	size_t *row = malloc((n + 1) * sizeof *row);
	if (!row)
		return (size_t)-1;
	for (size_t j = 0; j <= n; j++)
		row[j] = j;
	for (size_t i = 1; *a; a++, i++) {
		size_t diag = row[0];
		row[0] = i;
		for (size_t j = 1; j <= n; j++) {
			size_t up = row[j];
			size_t best = diag + (*a != b[j - 1]);
			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	size_t r = row[n];
	free(row);
	return r;
}

/* Returns the index of the method called `name`, or -1 after printing suggestions. */
static int lookup(lineage *l, const char *name)
{
	char *want = normalise(name);
	int found = -1;
	for (size_t i = 0; want && found < 0 && i < l->n; i++)
		for (size_t j = 0; j < l->m[i].n_names && found < 0; j++)
			if (!strcmp(l->m[i].names[j], want))
				found = (int)i;
	if (found < 0 && want) {
		/* suggestions: the five closest names, or those containing the input */
		size_t best[5] = {0};
		int who[5] = {-1, -1, -1, -1, -1};
		for (size_t i = 0; i < l->n; i++) {
			size_t dist = (size_t)-1;
			for (size_t j = 0; j < l->m[i].n_names; j++) {
				size_t dd = strstr(l->m[i].names[j], want) ? 1 : edit_distance(want, l->m[i].names[j]);
				if (dd < dist)
					dist = dd;
			}
			for (int k = 0; k < 5; k++) {
				if (who[k] < 0 || dist < best[k]) {
					for (int m = 4; m > k; m--) {
						best[m] = best[m - 1];
						who[m] = who[m - 1];
					}
					best[k] = dist;
					who[k] = (int)i;
					break;
				}
			}
		}
		fprintf(stderr, "papergraph lineage: no method called '%s'", name);
		if (who[0] >= 0) {
			fprintf(stderr, "; did you mean:\n");
			for (int k = 0; k < 5 && who[k] >= 0; k++)
				fprintf(stderr, "  %s\n", label(&l->m[who[k]]));
		} else {
			fprintf(stderr, " (the store has no methods)\n");
		}
	}
	free(want);
	return found;
}

/* ---- output */

static void tree(FILE *out, lineage *l, int node, bool up, char *prefix, size_t depth, bool *on_path)
{
	if (depth > 64)
		return;
	size_t kids = 0;
	for (size_t e = 0; e < l->n_edges; e++)
		if ((up ? l->from[e] : l->to[e]) == node)
			kids++;
	size_t k = 0;
	for (size_t e = 0; e < l->n_edges; e++) {
		if ((up ? l->from[e] : l->to[e]) != node)
			continue;
		int next = up ? l->to[e] : l->from[e];
		bool last = ++k == kids;
		const method *m = &l->m[next];
		fprintf(out, "%s%s %s %s", prefix, last ? "└─" : "├─", up ? "extends" : "extended by", label(m));
		if (m->papers)
			fprintf(out, "  (%s)", m->papers);
		if (on_path[next]) {
			fprintf(out, "  [cycle]\n");
			continue;
		}
		fputc('\n', out);
		size_t len = strlen(prefix);
		char *deeper = malloc(len + 8);
		if (!deeper)
			return;
		sprintf(deeper, "%s%s", prefix, last ? "   " : "│  ");
		on_path[next] = true;
		tree(out, l, next, up, deeper, depth + 1, on_path);
		on_path[next] = false;
		free(deeper);
	}
}

static void dot_string(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		if (*s == '\n') {
			fputs("\\n", out);
			continue;
		}
		fputc(*s, out);
	}
	fputc('"', out);
}

/* Marks the methods related to `node` through extends edges in direction `up`. */
static void mark(lineage *l, int node, bool up, bool *keep)
{
	for (size_t e = 0; e < l->n_edges; e++) {
		if ((up ? l->from[e] : l->to[e]) != node)
			continue;
		int next = up ? l->to[e] : l->from[e];
		if (!keep[next]) {
			keep[next] = true;
			mark(l, next, up, keep);
		}
	}
}

static void dot(FILE *out, lineage *l, const bool *keep, int focus)
{
	fprintf(out, "digraph lineage {\n  rankdir=BT;\n  node [shape=box, style=\"rounded,filled\", "
		     "fillcolor=\"#eef3fb\", fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n");
	for (size_t i = 0; i < l->n; i++) {
		if (!keep[i])
			continue;
		pg_buf b = PG_BUF_INIT;
		pg_buf_adds(&b, label(&l->m[i]));
		if (l->m[i].papers)
			pg_buf_addf(&b, "\n(%s)", l->m[i].papers);
		fprintf(out, "  m%zu [label=", i);
		dot_string(out, pg_buf_str(&b));
		fprintf(out, ", tooltip=");
		dot_string(out, l->m[i].iri);
		if ((int)i == focus)
			fprintf(out, ", fillcolor=\"#ffe9a8\", penwidth=2");
		fprintf(out, "];\n");
		pg_buf_free(&b);
	}
	for (size_t e = 0; e < l->n_edges; e++)
		if (keep[l->from[e]] && keep[l->to[e]])
			fprintf(out, "  m%d -> m%d [label=\"extends\"];\n", l->from[e], l->to[e]);
	fprintf(out, "}\n");
}

/* Runs `dot -Tsvg` on the DOT text, writing the SVG to `out`. */
static pg_status to_svg(const char *dot_text, FILE *out, pg_diag *d)
{
	int in[2], res[2];
	if (pipe(in) || pipe(res))
		return pg_diag_set(d, PG_ERR_IO, NULL, 0, "pipe: %s", strerror(errno));
	pid_t pid = fork();
	if (pid < 0)
		return pg_diag_set(d, PG_ERR_IO, NULL, 0, "fork: %s", strerror(errno));
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
	size_t len = strlen(dot_text);
	/* the DOT text is small; write it all, then read the SVG */
	for (size_t off = 0; off < len;) {
		ssize_t n = write(in[1], dot_text + off, len - off);
		if (n <= 0)
			break;
		off += (size_t)n;
	}
	close(in[1]);
	char buf[8192];
	ssize_t n;
	while ((n = read(res[0], buf, sizeof buf)) > 0)
		fwrite(buf, 1, (size_t)n, out);
	close(res[0]);
	int status = 0;
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) == 127)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				   "svg needs Graphviz's 'dot' (Debian package graphviz)");
	if (WEXITSTATUS(status) != 0)
		return pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "dot failed (exit %d)", WEXITSTATUS(status));
	return PG_OK;
}

int cmd_lineage(int argc, char **argv)
{
	static const pg_cmd_option opts[] = {
		{"store", 's', PG_OPT_ARG | PG_OPT_SHORT},
		{"format", 'f', PG_OPT_ARG | PG_OPT_SHORT},
		{"output", 'o', PG_OPT_ARG | PG_OPT_SHORT},
		{"all", 'a', 0},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "lineage", .options = opts, .help = help};
	const char *store_opt = NULL, *format = "tree", *output = NULL;
	bool all = false;
	int c;
	while ((c = pg_cmd_next_option(&p, argc, argv)) > 0) {
		switch (c) {
		case 's': store_opt = p.arg; break;
		case 'f': format = p.arg; break;
		case 'o': output = p.arg; break;
		case 'a': all = true; break;
		}
	}
	if (c == PG_OPT_STOP)
		return p.code;
	int first = p.next;
	if (strcmp(format, "tree") && strcmp(format, "dot") && strcmp(format, "svg"))
		return pg_cmd_usage_error("lineage", "unknown format '%s' (tree, dot, svg)", format);
	if (all == (first < argc))
		return pg_cmd_usage_error("lineage", "give one METHOD or --all");
	if (first + 1 < argc)
		return pg_cmd_usage_error("lineage", "one METHOD only (quote a name with spaces)");
	if (all && !strcmp(format, "tree"))
		format = "dot";

	pg_diag d;
	pg_diag_clear(&d);
	pg_store *s = NULL;
	lineage l = {0};
	bool *keep = NULL, *on_path = NULL;
	char *text = NULL;
	size_t text_len = 0;
	FILE *mem = NULL;
	int code = 0;
	pg_status st = pg_store_open(pg_cmd_store_spec(store_opt), PG_STORE_READ, NULL, &s, &d);
	if (st == PG_OK)
		st = load(s, &l, &d);
	if (st != PG_OK) {
		code = pg_cmd_fail("lineage", st, &d);
		goto out;
	}
	int focus = all ? -1 : lookup(&l, argv[first]);
	if (!all && focus < 0) {
		code = 1;
		goto out;
	}
	keep = calloc(l.n + 1, sizeof *keep);
	on_path = calloc(l.n + 1, sizeof *on_path);
	mem = open_memstream(&text, &text_len);
	if (!keep || !on_path || !mem) {
		code = 2;
		goto out;
	}
	if (!strcmp(format, "tree")) {
		const method *m = &l.m[focus];
		fprintf(mem, "%s", label(m));
		if (m->papers)
			fprintf(mem, "  (proposed in %s)", m->papers);
		fprintf(mem, "\n");
		char empty[1] = "";
		on_path[focus] = true;
		fprintf(mem, "ancestors:\n");
		size_t before = (size_t)ftell(mem);
		tree(mem, &l, focus, true, empty, 0, on_path);
		if ((size_t)ftell(mem) == before)
			fprintf(mem, "  (none known)\n");
		fprintf(mem, "descendants:\n");
		before = (size_t)ftell(mem);
		tree(mem, &l, focus, false, empty, 0, on_path);
		if ((size_t)ftell(mem) == before)
			fprintf(mem, "  (none known)\n");
	} else {
		if (all) {
			for (size_t e = 0; e < l.n_edges; e++)
				keep[l.from[e]] = keep[l.to[e]] = true;
		} else {
			keep[focus] = true;
			mark(&l, focus, true, keep);
			mark(&l, focus, false, keep);
		}
		dot(mem, &l, keep, focus);
	}
	fclose(mem);
	mem = NULL;
	FILE *out = output ? fopen(output, "w") : stdout;
	if (!out) {
		pg_diag_set(&d, PG_ERR_IO, output, 0, "cannot write: %s", strerror(errno));
		code = pg_cmd_fail("lineage", PG_ERR_IO, &d);
		goto out;
	}
	st = !strcmp(format, "svg") ? to_svg(text, out, &d)
				    : fwrite(text, 1, text_len, out) == text_len ? PG_OK : PG_ERR_IO;
	if (output && fclose(out) != 0 && st == PG_OK)
		st = PG_ERR_IO;
	if (st != PG_OK)
		code = pg_cmd_fail("lineage", st, &d);
out:
	if (mem)
		fclose(mem);
	free(text);
	free(keep);
	free(on_path);
	lineage_free(&l);
	pg_store_close(s);
	return code;
}
