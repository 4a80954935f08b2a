/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph export`: the whole graph in an RDF syntax or for a graph tool. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/buf.h"
#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "export/gexport.h"
#include "graph/rdfout.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph export [-s STORE] [-f FORMAT] [-o FILE|DIR] [--no-inferred]\n"
	       "                         [--all-nodes]\n"
	       "\n"
	       "Write the whole graph. Output order is fixed, so the same store always\n"
	       "exports the same bytes. Every format but rdfxml streams: memory does not\n"
	       "grow with the graph.\n"
	       "\n"
	       "RDF formats (every statement):\n"
	       "  turtle (default), ntriples, nquads (graph per paper), rdfxml,\n"
	       "  jsonld (JSON-LD 1.0, default graph, inline @context of the common prefixes)\n"
	       "Graph-tool formats (nodes: IRIs typed with a pg: class, with type and label;\n"
	       "edges: statements between two nodes, named by the predicate's local name;\n"
	       "the ontology and the assertion, sentence and ancestry records are left out):\n"
	       "  graphml  GraphML for Gephi, Cytoscape, yEd, networkx\n"
	       "  dot      Graphviz (shape by type)\n"
	       "  neo4j    CSV for neo4j-admin database import: needs -o DIR, writes\n"
	       "           DIR/nodes.csv (iri:ID,name,year:int,:LABEL) and\n"
	       "           DIR/relationships.csv (:START_ID,:END_ID,:TYPE)\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -f, --format FORMAT  one of the formats above\n"
	       "  -o, --output FILE    write to FILE (replaced only when complete), not stdout;\n"
	       "                       for neo4j a directory (made if missing)\n"
	       "      --no-inferred    leave out the statements inferred at build time\n"
	       "      --all-nodes      graph-tool formats: keep the pg:Assertion, pg:Sentence and\n"
	       "                       pg:Ancestry nodes too\n"
	       "  -h, --help           show this help\n"
	       "\n"
	       "Example: neo4j-admin database import full --nodes=DIR/nodes.csv \\\n"
	       "           --relationships=DIR/relationships.csv neo4j\n");
}

static pg_status write_rdfxml(pg_store *s, bool inferred, FILE *out)
{
	/* Raptor's RDF/XML writer wants a librdf stream; collect into a hashes/memory
	 * model (fast, unlike the `memory` store) and serialise that. */
	librdf_world *w = pg_store_get_world(s);
	librdf_storage *mem = librdf_new_storage(w, "hashes", "export", "hash-type='memory'");
	librdf_model *model = mem ? librdf_new_model(w, mem, NULL) : NULL;
	pg_status st = model ? PG_OK : PG_ERR_RDF;
	librdf_stream *all = NULL;
	if (st == PG_OK) {
		if (inferred) {
			all = librdf_model_as_stream(pg_store_get_model(s));
			if (!all || librdf_model_add_statements(model, all))
				st = PG_ERR_RDF;
		} else {
			st = PG_ERR_INTERNAL; /* filled below */
		}
	}
	if (all)
		librdf_free_stream(all);
	if (st == PG_ERR_INTERNAL) {
		/* only the non-inferred graphs: go through pg_store_each */
		st = PG_OK;
		librdf_model *src = pg_store_get_model(s);
		librdf_iterator *it = librdf_model_get_contexts(src);
		char *skip = pg_graph_named_iri(pg_store_get_base(s), "inferred");
		for (; it && st == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
			librdf_node *g = librdf_iterator_get_object(it);
			const char *iri = (const char *)librdf_uri_as_string(librdf_node_get_uri(g));
			if (skip && !strcmp(iri, skip))
				continue;
			librdf_stream *cs = librdf_model_context_as_stream(src, g);
			if (!cs || librdf_model_add_statements(model, cs))
				st = PG_ERR_RDF;
			if (cs)
				librdf_free_stream(cs);
		}
		if (it)
			librdf_free_iterator(it);
		free(skip);
	}
	if (st == PG_OK) {
		librdf_serializer *ser = librdf_new_serializer(w, "rdfxml-abbrev", NULL, NULL);
		const char *const *tab = pg_graph_prefix_table();
		for (size_t i = 0; ser && tab[i]; i += 2) {
			librdf_uri *ns = librdf_new_uri(w, (const unsigned char *)tab[i + 1]);
			librdf_serializer_set_namespace(ser, ns, tab[i]);
			librdf_free_uri(ns);
		}
		if (!ser || librdf_serializer_serialize_model_to_file_handle(ser, out, NULL, model))
			st = PG_ERR_RDF;
		if (ser)
			librdf_free_serializer(ser);
	}
	if (model)
		librdf_free_model(model);
	if (mem)
		librdf_free_storage(mem);
	return st;
}

/* Opens `path`.tmp.PID for writing; its name goes to `tmp`. */
static pg_status open_tmp(const char *path, pg_buf *tmp, FILE **fp, pg_diag *d)
{
	*fp = NULL;
	if (!pg_buf_addf(tmp, "%s.tmp.%ld", path, (long)getpid()))
		return PG_ERR_NOMEM;
	if (!(*fp = fopen(pg_buf_str(tmp), "w")))
		return pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	return PG_OK;
}

/* Closes `fp` (may be NULL) and, if all went well, renames `tmp` to `path`;
 * else removes `tmp`. Returns the first failure. */
static pg_status close_tmp(FILE *fp, const pg_buf *tmp, const char *path, pg_status st, pg_diag *d)
{
	if (!fp)
		return st;
	if (fclose(fp) != 0 && st == PG_OK)
		st = pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	if (st == PG_OK && rename(pg_buf_str(tmp), path) != 0)
		st = pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	if (st != PG_OK)
		unlink(pg_buf_str(tmp));
	return st;
}

/* neo4j: DIR/nodes.csv and DIR/relationships.csv, each replaced when complete. */
static pg_status write_neo4j(pg_store *s, const pg_gexport_options *opt, const char *dir,
			     pg_diag *d)
{
	if (mkdir(dir, 0777) != 0 && errno != EEXIST)
		return pg_diag_set(d, PG_ERR_IO, dir, 0, "cannot make the directory: %s", strerror(errno));
	struct stat sb;
	if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode))
		return pg_diag_set(d, PG_ERR_IO, dir, 0, "not a directory");
	pg_buf nodes = PG_BUF_INIT, rels = PG_BUF_INIT, ntmp = PG_BUF_INIT, rtmp = PG_BUF_INIT;
	FILE *nf = NULL, *rf = NULL;
	pg_status st = PG_ERR_NOMEM;
	if (pg_buf_addf(&nodes, "%s/nodes.csv", dir) && pg_buf_addf(&rels, "%s/relationships.csv", dir))
		st = open_tmp(pg_buf_str(&nodes), &ntmp, &nf, d);
	if (st == PG_OK)
		st = open_tmp(pg_buf_str(&rels), &rtmp, &rf, d);
	if (st == PG_OK)
		st = pg_gexport_write(s, PG_GEXPORT_NEO4J, opt, nf, rf, NULL, NULL);
	st = close_tmp(nf, &ntmp, pg_buf_str(&nodes), st, d);
	st = close_tmp(rf, &rtmp, pg_buf_str(&rels), st, d);
	pg_buf_free(&nodes);
	pg_buf_free(&rels);
	pg_buf_free(&ntmp);
	pg_buf_free(&rtmp);
	return st;
}

int cmd_export(int argc, char **argv)
{
	static const pg_cmd_option opts[] = {
		{"store", 's', PG_OPT_ARG | PG_OPT_SHORT},
		{"format", 'f', PG_OPT_ARG | PG_OPT_SHORT},
		{"output", 'o', PG_OPT_ARG | PG_OPT_SHORT},
		{"no-inferred", 'n', 0},
		{"all-nodes", 'a', 0},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "export", .options = opts, .help = help};
	const char *store_opt = NULL, *format = "turtle", *output = NULL;
	pg_gexport_options gopt = {.inferred = true, .all_nodes = false};
	int c;
	while ((c = pg_cmd_next_option(&p, argc, argv)) > 0) {
		switch (c) {
		case 's': store_opt = p.arg; break;
		case 'f': format = p.arg; break;
		case 'o': output = p.arg; break;
		case 'n': gopt.inferred = false; break;
		case 'a': gopt.all_nodes = true; break;
		}
	}
	if (c == PG_OPT_STOP)
		return p.code;
	if (p.next < argc)
		return pg_cmd_unexpected_operand(&p, argv);
	pg_rdf_format f = PG_RDF_TURTLE;
	pg_gexport_format gf = PG_GEXPORT_GRAPHML;
	bool rdfxml = !strcmp(format, "rdfxml") || !strcmp(format, "xml");
	bool tool = !rdfxml && pg_gexport_parse_format(format, &gf);
	if (!rdfxml && !tool && !pg_rdfout_parse_format(format, &f))
		return pg_cmd_usage_error("export", "unknown format '%s' (turtle, ntriples, nquads, rdfxml, "
					  "jsonld, graphml, dot, neo4j)", format);
	if (tool && gf == PG_GEXPORT_NEO4J && !output)
		return pg_cmd_usage_error("export", "-f neo4j writes two files: give a directory with -o DIR");

	pg_diag d;
	pg_diag_clear(&d);
	pg_store *s = NULL;
	pg_status st = pg_store_open(pg_cmd_store_spec(store_opt), PG_STORE_READ, NULL, &s, &d);
	if (st != PG_OK)
		return pg_cmd_fail("export", st, &d);
	if (tool && gf == PG_GEXPORT_NEO4J) {
		st = write_neo4j(s, &gopt, output, &d);
		pg_store_close(s);
		return st == PG_OK ? 0 : pg_cmd_fail("export", st, &d);
	}
	FILE *out = stdout;
	pg_buf tmp = PG_BUF_INIT;
	if (output)
		st = open_tmp(output, &tmp, &out, &d);
	if (st == PG_OK && rdfxml) {
		st = write_rdfxml(s, gopt.inferred, out);
		if (st == PG_OK && fflush(out) != 0)
			st = PG_ERR_IO;
	} else if (st == PG_OK && tool) {
		st = pg_gexport_write(s, gf, &gopt, out, NULL, NULL, NULL);
	} else if (st == PG_OK) {
		pg_rdfout *w = pg_rdfout_new(out, f, pg_store_get_base(s));
		st = w ? pg_store_each(s, gopt.inferred, pg_rdfout_write, w) : PG_ERR_NOMEM;
		if (st == PG_OK)
			st = pg_rdfout_finish(w);
		pg_rdfout_free(w);
	}
	if (output)
		st = close_tmp(out, &tmp, output, st, &d);
	pg_buf_free(&tmp);
	pg_store_close(s);
	return st == PG_OK ? 0 : pg_cmd_fail("export", st, &d);
}
