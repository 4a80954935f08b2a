/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph load`: RDF files into a store, all or nothing. */
#include <getopt.h>
#include <stdio.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "store/infer.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph load [-s STORE] [--syntax SYNTAX] FILE...\n"
	       "\n"
	       "Load RDF files into an existing store (build one first). The syntax is\n"
	       "told by the file name (.ttl, .nt, .nq, .rdf/.owl/.xml, .trig) unless given.\n"
	       "N-Quads and TriG keep their graph names; other statements go to a graph\n"
	       "named after the file. Blank nodes are refused: papergraph's graph has none.\n"
	       "All or nothing: if any file is bad, the store is left as it was.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "      --syntax SYNTAX  turtle, ntriples, nquads, rdfxml or trig\n"
	       "  -h, --help           show this help\n");
}

int cmd_load(int argc, char **argv)
{
	static const struct option opts[] = {
		{"store", required_argument, NULL, 's'},
		{"syntax", required_argument, NULL, 'x'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0}
	};
	const char *store_opt = NULL, *syntax = NULL;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "s:h", opts, NULL)) != -1) {
		switch (c) {
		case 's': store_opt = optarg; break;
		case 'x': syntax = optarg; break;
		case 'h': help(); return 0;
		default: return pg_cmd_usage_error("load", "unknown option");
		}
	}
	if (optind >= argc)
		return pg_cmd_usage_error("load", "no FILE given");
	pg_diag d;
	pg_diag_clear(&d);
	pg_store *store = NULL;
	pg_status st = pg_store_open(pg_cmd_store_spec(store_opt), PG_STORE_UPDATE, NULL, &store, &d);
	for (int i = optind; st == PG_OK && i < argc; i++)
		st = pg_store_load_file(store, argv[i], syntax, &d);
	if (st == PG_OK)
		st = pg_infer_run(store, NULL, &d);
	if (st == PG_OK)
		st = pg_store_commit(store, &d);
	int code = st == PG_OK ? 0 : pg_cmd_fail("load", st, &d);
	if (st == PG_OK)
		fprintf(stderr, "papergraph load: %d file%s loaded into %s\n", argc - optind,
			argc - optind == 1 ? "" : "s", pg_store_get_path(store));
	pg_store_close(store);
	return code;
}
