/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph infer`: recompute the inferred graph of a store, or compute the
 * inferred statements of RDF read from files or standard input. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/buf.h"
#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "store/infer.h"
#include "graph/rdfout.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph infer [-s STORE]\n"
	       "       papergraph infer [--base IRI] [--syntax SYNTAX] (- | FILE...)\n"
	       "\n"
	       "Recompute the inferred graph of a store: pg:descendsFrom (the closure of\n"
	       "pg:extends) with pg:Ancestry depths, inverse properties, implied types,\n"
	       "pg: super-properties and precomputed counts. build and add do this\n"
	       "already, and load into a store that has the ontology or an inferred graph;\n"
	       "use it after changing the store by other means, or on a store created by\n"
	       "load (without the ontology, what the loaded statements give: the lineage\n"
	       "closure, counts, labels; every later load then derives it again). Idempotent.\n"
	       "\n"
	       "With - or FILEs, read N-Triples or N-Quads (standard input for -; other\n"
	       "syntaxes by file name or --syntax), compute the inferred statements over\n"
	       "the union of the inputs in a temporary store under $TMPDIR, and write them\n"
	       "to standard output as N-Triples: `papergraph extract` of the shards of a\n"
	       "corpus, concatenated, gives the same statements as the inferred graph of a\n"
	       "build of the whole corpus.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "      --base IRI       base of the minted IRIs, as given to extract\n"
	       "                       (default %s)\n"
	       "      --syntax SYNTAX  ntriples or nquads (default for -: either), turtle,\n"
	       "                       rdfxml, trig\n"
	       "  -h, --help           show this help\n", PG_DEFAULT_BASE);
}

/* Copies standard input to `path`; false on a read or write error. */
static bool save_stdin(const char *path)
{
	FILE *out = fopen(path, "w");
	if (!out)
		return false;
	char buf[1 << 16];
	size_t n;
	bool ok = true;
	while (ok && (n = fread(buf, 1, sizeof buf, stdin)) > 0)
		ok = fwrite(buf, 1, n, out) == n;
	ok = ok && !ferror(stdin);
	return fclose(out) == 0 && ok;
}

typedef struct print_ctx {
	pg_rdfout *out;
	const char *graph;
} print_ctx;

static pg_status print_inferred(void *ctx, const pg_triple *t)
{
	print_ctx *c = ctx;
	return strcmp(t->graph, c->graph) ? PG_OK : pg_rdfout_write(c->out, t);
}

/* Removes what run_inputs made in `dir` (the store, its lock, stdin's copy). */
static void remove_temp(const char *dir)
{
	static const char *const names[] = {"kg.lock", "stdin.nq", NULL};
	pg_buf p = PG_BUF_INIT;
	for (size_t i = 0; names[i]; i++) {
		pg_buf_reset(&p);
		if (pg_buf_addf(&p, "%s/%s", dir, names[i]))
			unlink(pg_buf_str(&p));
	}
	pg_buf_free(&p);
	rmdir(dir);
}

static int run_inputs(char **inputs, int n, const char *base, const char *syntax)
{
	pg_diag d;
	pg_diag_clear(&d);
	const char *tmp = getenv("TMPDIR");
	pg_buf dir = PG_BUF_INIT, store = PG_BUF_INIT, in = PG_BUF_INIT;
	pg_store *s = NULL;
	pg_rdfout *out = NULL;
	char *graph = NULL;
	bool made = false;
	pg_status st = PG_ERR_NOMEM;
	if (!pg_buf_addf(&dir, "%s/papergraph-infer.XXXXXX", tmp && *tmp ? tmp : "/tmp"))
		goto out;
	if (!mkdtemp(dir.data)) {
		st = pg_diag_set(&d, PG_ERR_IO, pg_buf_str(&dir), 0, "cannot create: %s", strerror(errno));
		goto out;
	}
	made = true;
	if (!pg_buf_addf(&store, "%s/kg", pg_buf_str(&dir)) ||
	    !pg_buf_addf(&in, "%s/stdin.nq", pg_buf_str(&dir)))
		goto out;
	st = pg_store_open(pg_buf_str(&store), PG_STORE_REBUILD, base, &s, &d);
	for (int i = 0; st == PG_OK && i < n; i++) {
		const char *path = inputs[i], *syn = syntax;
		if (!strcmp(path, "-")) {
			if (!save_stdin(pg_buf_str(&in))) {
				st = pg_diag_set(&d, PG_ERR_IO, "-", 0, "cannot read standard input: %s",
						 strerror(errno));
				break;
			}
			path = pg_buf_str(&in);
			/* raptor's N-Quads parser reads N-Triples too */
			if (!syn)
				syn = "nquads";
		}
		st = pg_store_load_file(s, path, syn, NULL, &d);
		if (st != PG_OK && path == pg_buf_str(&in))
			snprintf(d.file, sizeof d.file, "-");
	}
	pg_infer_stats stats = {0};
	if (st == PG_OK)
		st = pg_infer_run(s, &stats, &d);
	if (st == PG_OK && !(graph = pg_graph_named_iri(pg_store_get_base(s), "inferred")))
		st = PG_ERR_NOMEM;
	if (st == PG_OK && !(out = pg_rdfout_new(stdout, PG_RDF_NTRIPLES, NULL)))
		st = PG_ERR_NOMEM;
	if (st == PG_OK) {
		print_ctx c = {out, graph};
		st = pg_store_each(s, true, print_inferred, &c);
	}
	if (st == PG_OK)
		st = pg_rdfout_finish(out);
	if (st == PG_OK && (fflush(stdout) != 0 || ferror(stdout)))
		st = pg_diag_set(&d, PG_ERR_IO, NULL, 0, "cannot write standard output");
out:
	pg_rdfout_free(out);
	pg_store_close(s); /* never committed: the staging store is deleted */
	if (made)
		remove_temp(pg_buf_str(&dir));
	free(graph);
	pg_buf_free(&dir);
	pg_buf_free(&store);
	pg_buf_free(&in);
	return pg_cmd_done("infer", st, &d);
}

int cmd_infer(int argc, char **argv)
{
	const char *store_opt = NULL, *base = NULL, *syntax = NULL;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"base", 'b', PG_OPT_ARG, .to = &base},
		{"syntax", 'x', PG_OPT_ARG, .to = &syntax},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "infer", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	int first = p.next;
	if (first < argc) {
		if (store_opt)
			return pg_cmd_usage_error("infer", "give either -s STORE or inputs, not both");
		if (base && !pg_cmd_base_ok(base))
			return pg_cmd_usage_error("infer", "--base '%s' is not an absolute IRI ending in '/' or '#'", base);
		return run_inputs(argv + first, argc - first, base, syntax);
	}
	if (base || syntax)
		return pg_cmd_usage_error("infer", "--base and --syntax go with inputs (- or FILE)");
	pg_diag d;
	pg_store *s;
	pg_infer_stats stats = {0};
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_UPDATE, &s, &d);
	if (st == PG_OK)
		st = pg_cmd_infer_commit(s, &stats, &d);
	st = pg_store_explain_failure(s, st, &d);
	if (st == PG_OK)
		fprintf(stderr,
			"papergraph infer: %zu statements: %zu descendsFrom, %zu ancestries, %zu inverses, "
			"%zu types, %zu super-properties, %zu counts, %zu preferred labels, %zu best results, %zu proposedFor\n",
			stats.total, stats.descends, stats.ancestries, stats.inverses, stats.types,
			stats.supers, stats.counts, stats.labels, stats.best, stats.proposed_for);
	int code = pg_cmd_done("infer", st, &d);
	pg_store_close(s);
	return code;
}
