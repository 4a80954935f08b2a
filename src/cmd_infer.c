/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph infer`: recompute the inferred graph of a store. */
#include <getopt.h>
#include <stdio.h>

#include "cmd.h"
#include "cmd_util.h"
#include "infer.h"
#include "store.h"

static void help(void)
{
	printf("Usage: papergraph infer [-s STORE]\n"
	       "\n"
	       "Recompute the inferred graph of a store: pg:descendsFrom (the closure of\n"
	       "pg:extends) with pg:Ancestry depths, inverse properties, implied types,\n"
	       "pg: super-properties and precomputed counts. build, add and load do this\n"
	       "already; use it after changing the store by other means. Idempotent.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -h, --help         show this help\n");
}

int cmd_infer(int argc, char **argv)
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
		default: return pg_cmd_usage_error("infer", "unknown option");
		}
	}
	if (optind < argc)
		return pg_cmd_usage_error("infer", "unexpected argument '%s'", argv[optind]);
	pg_diag d;
	pg_diag_clear(&d);
	pg_store *s = NULL;
	pg_infer_stats stats = {0};
	pg_status st = pg_store_open(pg_cmd_store_spec(store_opt), PG_STORE_UPDATE, NULL, &s, &d);
	if (st == PG_OK)
		st = pg_infer_run(s, &stats, &d);
	if (st == PG_OK)
		st = pg_store_commit(s, &d);
	if (st == PG_OK)
		fprintf(stderr,
			"papergraph infer: %zu statements: %zu descendsFrom, %zu ancestries, %zu inverses, "
			"%zu types, %zu super-properties, %zu counts\n",
			stats.total, stats.descends, stats.ancestries, stats.inverses, stats.types,
			stats.supers, stats.counts);
	int code = st == PG_OK ? 0 : pg_cmd_fail("infer", st, &d);
	pg_store_close(s);
	return code;
}
