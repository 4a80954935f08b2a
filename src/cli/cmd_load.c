/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph load`: RDF files into a store, all or nothing. */
#include <stdio.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
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
	const char *store_opt = NULL, *syntax = NULL;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"syntax", 'x', PG_OPT_ARG, .to = &syntax},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "load", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	int first = p.next;
	if (first >= argc)
		return pg_cmd_usage_error("load", "no FILE given");
	pg_diag d;
	pg_store *store;
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_UPDATE, &store, &d);
	for (int i = first; st == PG_OK && i < argc; i++)
		st = pg_store_load_file(store, argv[i], syntax, &d);
	if (st == PG_OK)
		st = pg_cmd_infer_commit(store, NULL, &d);
	st = pg_store_explain_failure(store, st, &d);
	int code = pg_cmd_done("load", st, &d);
	if (st == PG_OK)
		fprintf(stderr, "papergraph load: %d file%s loaded into %s\n", argc - first,
			argc - first == 1 ? "" : "s", pg_store_get_path(store));
	pg_store_close(store);
	return code;
}
