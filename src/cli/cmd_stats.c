/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph stats`: what the store holds. */
#include <getopt.h>
#include <stdio.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "graph/graph.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph stats [-s STORE]\n"
	       "\n"
	       "Count the papers, methods, tasks, data sets, metrics, claimed results and\n"
	       "statements of a store.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -h, --help         show this help\n");
}

int cmd_stats(int argc, char **argv)
{
	static const struct option opts[] = {
		{"store", required_argument, NULL, 's'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0}
	};
	const char *store_opt = NULL;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "s:h", opts, NULL)) != -1) {
		switch (c) {
		case 's': store_opt = optarg; break;
		case 'h': help(); return 0;
		default: return pg_cmd_usage_error("stats", "unknown option");
		}
	}
	if (optind < argc)
		return pg_cmd_usage_error("stats", "unexpected argument '%s'", argv[optind]);
	pg_diag d;
	pg_diag_clear(&d);
	pg_store *s = NULL;
	pg_status st = pg_store_open(pg_cmd_store_spec(store_opt), PG_STORE_READ, NULL, &s, &d);
	if (st != PG_OK)
		return pg_cmd_fail("stats", st, &d);
	static const struct { const char *name, *cls; } rows[] = {
		{"papers", PG_C_PAPER}, {"methods", PG_C_METHOD}, {"tasks", PG_C_TASK},
		{"datasets", PG_C_DATASET}, {"metrics", PG_C_METRIC}, {"results", PG_C_RESULT},
	};
	printf("store      %s\n", pg_store_get_path(s));
	size_t n;
	for (size_t i = 0; i < sizeof rows / sizeof rows[0] && st == PG_OK; i++)
		if ((st = pg_store_count_type(s, rows[i].cls, &n, &d)) == PG_OK)
			printf("%-10s %zu\n", rows[i].name, n);
	if (st == PG_OK && (st = pg_store_count(s, &n, &d)) == PG_OK)
		printf("%-10s %zu\n", "triples", n);
	pg_store_close(s);
	return st == PG_OK ? 0 : pg_cmd_fail("stats", st, &d);
}
