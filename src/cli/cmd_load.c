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
	printf("Usage: papergraph load [-s STORE] [--syntax SYNTAX] [--graph IRI] FILE...\n"
	       "\n"
	       "Load RDF files into a store. The syntax is told by the file name (.ttl,\n"
	       ".nt, .nq, .rdf/.owl/.xml, .trig, .jsonld) unless given; - reads standard input\n"
	       "(with --syntax; its graph is file:///dev/stdin). All or nothing: if any\n"
	       "file is bad, the store is left as it was.\n"
	       "\n"
	       "A store that does not exist is created, and holds exactly the loaded\n"
	       "statements: no ontology, no inferred statements (run 'papergraph infer'\n"
	       "for those). Loading into a store made by build (or one infer ran on)\n"
	       "derives its inferred graph again.\n"
	       "\n"
	       "Every statement is in a named graph: N-Quads and TriG keep their graph\n"
	       "names; the other statements go to the graph --graph names, else to one\n"
	       "named after the file (file:///ABSOLUTE/PATH). A query without GRAPH sees\n"
	       "every graph. Each statement is kept once per graph. Blank nodes are kept\n"
	       "as blank nodes, each file's its own (_:a of two files is two nodes).\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "      --syntax SYNTAX  turtle, ntriples, nquads, rdfxml, trig or jsonld (JSON-LD\n"
	       "                       with an inline @context, as export writes it)\n"
	       "      --graph IRI      the named graph of the statements without one\n"
	       "  -h, --help           show this help\n");
}

int cmd_load(int argc, char **argv)
{
	const char *store_opt = NULL, *syntax = NULL, *graph = NULL;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"syntax", 'x', PG_OPT_ARG, .to = &syntax},
		{"graph", 'g', PG_OPT_ARG, .to = &graph},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "load", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	int first = p.next;
	if (first >= argc)
		return pg_cmd_usage_error("load", "no FILE given");
	if (graph && !pg_cmd_iri_ok(graph))
		return pg_cmd_usage_error("load", "--graph '%s' is not an absolute IRI", graph);
	pg_diag d;
	pg_store *store;
	bool infer = false;
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_CREATE, &store, &d);
	if (st == PG_OK && !pg_store_created(store))
		st = pg_store_keeps_inferred(store, &infer, &d);
	for (int i = first; st == PG_OK && i < argc; i++)
		st = pg_store_load_file(store, argv[i], syntax, graph, &d);
	if (st == PG_OK)
		st = infer ? pg_cmd_infer_commit(store, NULL, &d) : pg_store_commit(store, &d);
	st = pg_store_explain_failure(store, st, &d);
	int code = pg_cmd_done("load", st, &d);
	if (st == PG_OK)
		fprintf(stderr, "papergraph load: %d file%s loaded into %s%s\n", argc - first,
			argc - first == 1 ? "" : "s", pg_store_get_path(store),
			pg_store_created(store) ? " (a new store)" : "");
	pg_store_close(store);
	return code;
}
