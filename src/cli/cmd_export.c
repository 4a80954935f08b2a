/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph export`: the whole graph in an RDF syntax or for a graph tool. */
#include <stdio.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "export/export.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph export [-s STORE] [-f FORMAT] [-o FILE|DIR]\n"
	       "                         [--no-inferred | --with-inferred] [--all-nodes]\n"
	       "\n"
	       "Write the whole graph. Output order is fixed, so the same store always\n"
	       "exports the same bytes. Every format but rdfxml streams: memory does not\n"
	       "grow with the graph. If the store cannot be read whole (a damaged page),\n"
	       "export fails with exit 2: FILE is not replaced, and output to stdout ends\n"
	       "with a line that no reader of the format accepts.\n"
	       "\n"
	       "RDF formats (every statement):\n"
	       "  turtle (default), ntriples, nquads (graph per paper), trig (the same\n"
	       "  graphs in blocks), rdfxml,\n"
	       "  jsonld (JSON-LD 1.0, default graph, inline @context of the common prefixes)\n"
	       "Graph-tool formats, for analysis (nodes: IRIs typed with a pg: class;\n"
	       "edges: statements between two nodes; the ontology, the inferred inverse\n"
	       "relations and the assertion, sentence and ancestry records are left out):\n"
	       "  graphml    GraphML for Gephi, Cytoscape, yEd, networkx\n"
	       "  gexf       GEXF 1.2, Gephi's own format\n"
	       "  cytoscape  Cytoscape.js JSON ({\"elements\": {\"nodes\", \"edges\"}})\n"
	       "  dot        Graphviz, one cluster per type, edges coloured by relation\n"
	       "  neo4j      CSV for neo4j-admin database import: needs -o DIR, writes\n"
	       "             DIR/nodes.csv and DIR/relationships.csv\n"
	       "Every node has type and label (the preferred label); papers also paper_id,\n"
	       "title, venue, year, url; entities paper_count; results metric, value (a\n"
	       "number), unit, kind, dataset, method, baseline, baseline_value. Every edge\n"
	       "has relation, predicate and papers (the ids of the papers it comes from).\n"
	       "Numbers are typed (GraphML int/double, neo4j year:int, value:double, ...).\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -f, --format FORMAT  one of the formats above\n"
	       "  -o, --output FILE    write to FILE (replaced only when complete), not stdout;\n"
	       "                       for neo4j a directory (made if missing)\n"
	       "      --no-inferred    leave out the statements inferred at build time (the\n"
	       "                       default of the graph-tool formats)\n"
	       "      --with-inferred  keep them (the default of the RDF formats)\n"
	       "      --all-nodes      graph-tool formats: keep the pg:Assertion, pg:Sentence and\n"
	       "                       pg:Ancestry nodes too\n"
	       "  -h, --help           show this help\n"
	       "\n"
	       "Example: neo4j-admin database import full --nodes=DIR/nodes.csv \\\n"
	       "           --relationships=DIR/relationships.csv neo4j\n");
}

int cmd_export(int argc, char **argv)
{
	const char *store_opt = NULL, *format = "turtle", *output = NULL;
	bool no_inferred = false, with_inferred = false, all_nodes = false;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"format", 'f', PG_OPT_ARG | PG_OPT_SHORT, .to = &format},
		{"output", 'o', PG_OPT_ARG | PG_OPT_SHORT, .to = &output},
		{"no-inferred", 'n', 0, .flag = &no_inferred},
		{"with-inferred", 'i', 0, .flag = &with_inferred},
		{"all-nodes", 'a', 0, .flag = &all_nodes},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "export", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	if (p.next < argc)
		return pg_cmd_unexpected_operand(&p, argv);
	if (no_inferred && with_inferred)
		return pg_cmd_usage_error("export", "--no-inferred and --with-inferred exclude each other");
	pg_export_format f;
	if (!pg_export_parse_format(format, &f))
		return pg_cmd_usage_error("export", "unknown format '%s' (turtle, ntriples, nquads, trig, rdfxml, "
					  "jsonld, graphml, gexf, cytoscape, dot, neo4j)", format);
	bool inferred = with_inferred || (!no_inferred && f.kind != PG_EXPORT_TOOL);
	pg_gexport_options gopt = {.inferred = inferred, .all_nodes = all_nodes};
	if (pg_export_needs_dir(f) && !output)
		return pg_cmd_usage_error("export", "-f neo4j writes two files: give a directory with -o DIR");

	pg_diag d;
	pg_store *s;
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
	if (st != PG_OK)
		return pg_cmd_fail("export", st, &d);
	st = output ? pg_export_to_path(s, f, &gopt, output, &d) : pg_export_write(s, f, &gopt, stdout, &d);
	pg_store_close(s);
	/* What went to stdout is part of the graph: end it with a line no
	 * reader of any of the formats takes, so that it is never read as whole. */
	if (st != PG_OK && !output)
		printf("\npapergraph export failed: the output above is incomplete\n");
	return pg_cmd_done("export", st, &d);
}
