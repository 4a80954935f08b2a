/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph lineage`: how methods descend from each other, as a tree on the
 * terminal or a Graphviz drawing. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "export/lineage.h"
#include "export/lineage_render.h"
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

/* "no method called NAME" and the closest names, on stderr. */
static void no_such_method(const pg_lineage *l, const char *name)
{
	int who[5];
	size_t n = pg_lineage_suggest(l, name, who, 5);
	fprintf(stderr, "papergraph lineage: no method called '%s'", name);
	if (n) {
		fprintf(stderr, "; did you mean:\n");
		for (size_t k = 0; k < n; k++)
			fprintf(stderr, "  %s\n", pg_lineage_label(l, who[k]));
	} else {
		fprintf(stderr, ", nor one with a close name (see 'papergraph lineage --all')\n");
	}
}

int cmd_lineage(int argc, char **argv)
{
	const char *store_opt = NULL, *format = "tree", *output = NULL;
	bool all = false;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"format", 'f', PG_OPT_ARG | PG_OPT_SHORT, .to = &format},
		{"output", 'o', PG_OPT_ARG | PG_OPT_SHORT, .to = &output},
		{"all", 'a', 0, .flag = &all},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "lineage", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	int first = p.next;
	pg_lineage_format f;
	if (!pg_lineage_parse_format(format, &f))
		return pg_cmd_usage_error("lineage", "unknown format '%s' (tree, dot, svg)", format);
	if (all == (first < argc))
		return pg_cmd_usage_error("lineage", "give one METHOD or --all");
	if (first + 1 < argc)
		return pg_cmd_usage_error("lineage", "one METHOD only (quote a name with spaces)");
	if (all && f == PG_LINEAGE_TREE)
		f = PG_LINEAGE_DOT;

	pg_diag d;
	pg_store *s;
	pg_lineage *l = NULL;
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
	if (st == PG_OK)
		st = pg_lineage_load(s, &l, &d);
	pg_lineage_view v = {-1, PG_LINEAGE_UNLIMITED, PG_LINEAGE_UNLIMITED};
	FILE *out = stdout;
	int code = 0;
	if (st == PG_OK && !all && (v.focus = pg_lineage_find(l, argv[first])) < 0) {
		no_such_method(l, argv[first]);
		code = 1;
	} else if (st == PG_OK && output && !(out = fopen(output, "w"))) {
		st = pg_diag_set(&d, PG_ERR_IO, output, 0, "cannot write: %s", strerror(errno));
	} else if (st == PG_OK) {
		st = pg_lineage_write(l, &v, f, out, &d);
		if (output && fclose(out) != 0 && st == PG_OK)
			st = PG_ERR_IO;
	}
	if (st != PG_OK)
		code = pg_cmd_fail("lineage", st, &d);
	pg_lineage_free(l);
	pg_store_close(s);
	return code;
}
