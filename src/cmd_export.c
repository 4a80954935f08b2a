/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph export`: the whole graph in an RDF syntax. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "cmd.h"
#include "cmd_util.h"
#include "rdfout.h"
#include "store.h"

static void help(void)
{
	printf("Usage: papergraph export [-s STORE] [-f FORMAT] [-o FILE] [--no-inferred]\n"
	       "\n"
	       "Write the whole graph. Output order is fixed, so the same store always\n"
	       "exports the same bytes.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -f, --format FORMAT  turtle (default), ntriples, nquads (graph per paper), rdfxml\n"
	       "  -o, --output FILE    write to FILE (replaced only when complete), not stdout\n"
	       "      --no-inferred    leave out the statements inferred at build time\n"
	       "  -h, --help           show this help\n");
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

int cmd_export(int argc, char **argv)
{
	static const struct option opts[] = {
		{"store", required_argument, NULL, 's'},
		{"format", required_argument, NULL, 'f'},
		{"output", required_argument, NULL, 'o'},
		{"no-inferred", no_argument, NULL, 'n'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0}
	};
	const char *store_opt = NULL, *format = "turtle", *output = NULL;
	bool inferred = true;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "s:f:o:h", opts, NULL)) != -1) {
		switch (c) {
		case 's': store_opt = optarg; break;
		case 'f': format = optarg; break;
		case 'o': output = optarg; break;
		case 'n': inferred = false; break;
		case 'h': help(); return 0;
		default: return pg_cmd_usage_error("export", "unknown option");
		}
	}
	if (optind < argc)
		return pg_cmd_usage_error("export", "unexpected argument '%s'", argv[optind]);
	pg_rdf_format f;
	bool rdfxml = !strcmp(format, "rdfxml") || !strcmp(format, "xml");
	if (!rdfxml && !pg_rdfout_parse_format(format, &f))
		return pg_cmd_usage_error("export", "unknown format '%s' (turtle, ntriples, nquads, rdfxml)", format);

	pg_diag d;
	pg_diag_clear(&d);
	pg_store *s = NULL;
	pg_status st = pg_store_open(pg_cmd_store_spec(store_opt), PG_STORE_READ, NULL, &s, &d);
	if (st != PG_OK)
		return pg_cmd_fail("export", st, &d);
	FILE *out = stdout;
	pg_buf tmp = PG_BUF_INIT;
	if (output) {
		if (!pg_buf_addf(&tmp, "%s.tmp.%ld", output, (long)getpid()) ||
		    !(out = fopen(pg_buf_str(&tmp), "w"))) {
			st = pg_diag_set(&d, PG_ERR_IO, output, 0, "cannot write: %s", strerror(errno));
			out = NULL;
		}
	}
	if (st == PG_OK && rdfxml) {
		st = write_rdfxml(s, inferred, out);
		if (st == PG_OK && fflush(out) != 0)
			st = PG_ERR_IO;
	} else if (st == PG_OK) {
		pg_rdfout *w = pg_rdfout_new(out, f, pg_store_get_base(s));
		st = w ? pg_store_each(s, inferred, pg_rdfout_write, w) : PG_ERR_NOMEM;
		if (st == PG_OK)
			st = pg_rdfout_finish(w);
		pg_rdfout_free(w);
	}
	if (output && out) {
		if (fclose(out) != 0 && st == PG_OK)
			st = PG_ERR_IO;
		if (st == PG_OK && rename(pg_buf_str(&tmp), output) != 0)
			st = pg_diag_set(&d, PG_ERR_IO, output, 0, "cannot write: %s", strerror(errno));
		if (st != PG_OK)
			unlink(pg_buf_str(&tmp));
	}
	pg_buf_free(&tmp);
	pg_store_close(s);
	return st == PG_OK ? 0 : pg_cmd_fail("export", st, &d);
}
