/* SPDX-License-Identifier: Apache-2.0 */
/* papergraph: the command table and dispatch. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "config.h"
#include "store/store.h"

#ifdef PG_ASAN_SUPPRESSIONS
/* Sanitizer builds only: by default, skip the bugs inside Debian's Redland that
 * tests/asan.supp and tests/lsan.supp document, so that running such a binary
 * by hand reports only papergraph's own faults. ASAN_OPTIONS/LSAN_OPTIONS still
 * override these. */
const char *__asan_default_options(void);
const char *__lsan_default_suppressions(void);
const char *__lsan_default_options(void);
const char *__asan_default_options(void)
{
	return "suppressions=" PG_ASAN_SUPPRESSIONS;
}
const char *__lsan_default_options(void)
{
	return "print_suppressions=0";
}
const char *__lsan_default_suppressions(void)
{
	return "leak:libraptor2.so.0\nleak:librasqal.so.3\nleak:librdf.so.0\n";
}
#endif

static const struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
} commands[] = {
	{"build", cmd_build, "extract abstracts and build the graph of a store from scratch"},
	{"add", cmd_add, "add papers to a store, replacing those with the same id"},
	{"extract", cmd_extract, "write the RDF extracted from abstracts to stdout, no store"},
	{"load", cmd_load, "load RDF files (Turtle, N-Triples, N-Quads, RDF/XML) into a store"},
	{"query", cmd_query, "answer a SPARQL query"},
	{"export", cmd_export, "write the whole graph: RDF syntaxes, JSON-LD, GraphML, DOT, Neo4j CSV"},
	{"stats", cmd_stats, "count papers, methods, tasks, data sets, metrics, results, statements"},
	{"check", cmd_check, "verify a whole store: every index, page, graph list; say what is wrong"},
	{"queries", cmd_queries, "list the ready-made queries (run one with query -q NAME)"},
	{"lineage", cmd_lineage, "show what a method extends and what extends it (tree, dot, svg)"},
	{"eval", cmd_eval, "score the extraction against hand-annotated abstracts (precision, recall, F1)"},
	{"explain", cmd_explain, "show every fact extracted from a paper with its sentence and rule"},
	{"infer", cmd_infer, "recompute the inferred graph (lineage closure, inverses, counts)"},
	{"serve", cmd_serve, "serve SPARQL and linked-data pages over HTTP"},
	{"publish", cmd_publish, "load the graph into a Virtuoso server with its bulk loader"},
	{NULL, NULL, NULL}
};

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: papergraph <command> [options] [args]\n"
		"\n"
		"Extracts methods, tasks, data sets, metrics, claimed results and method\n"
		"lineage from paper abstracts into an RDF graph, and answers SPARQL.\n"
		"\n"
		"Commands:\n");
	for (const struct command *c = commands; c->name; c++)
		fprintf(out, "  %-9s %s\n", c->name, c->summary);
	fprintf(out,
		"\n"
		"Options:\n"
		"  -h, --help     show this help\n"
		"  -V, --version  show the version\n"
		"\n"
		"'papergraph <command> --help' or 'papergraph help <command>' tells more.\n"
		"The store is ./%s unless -s STORE or PAPERGRAPH_STORE says otherwise.\n",
		PG_STORE_DEFAULT);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return 1;
	}
	const char *name = argv[1];
	if (!strcmp(name, "-h") || !strcmp(name, "--help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(name, "-V") || !strcmp(name, "--version")) {
		printf("papergraph %s\n", PACKAGE_VERSION);
		return 0;
	}
	char *help_argv[] = {NULL, "--help", NULL};
	bool help = !strcmp(name, "help");
	if (help) {
		if (argc < 3) {
			usage(stdout);
			return 0;
		}
		name = help_argv[0] = argv[2];
	}
	for (const struct command *c = commands; c->name; c++)
		if (!strcmp(c->name, name))
			return help ? c->fn(2, help_argv) : c->fn(argc - 1, argv + 1);
	fprintf(stderr, "papergraph: '%s' is not a command. See 'papergraph --help'.\n", name);
	return 1;
}
