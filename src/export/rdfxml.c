/* SPDX-License-Identifier: Apache-2.0 */
/* RDF/XML export: Raptor's RDF/XML writer wants a librdf model, so the
 * statements are collected into a hashes/memory model (fast, unlike the
 * `memory` store) and that is serialised. Redland is used through the
 * store's borrowed world and model. */
#include "export/rdfxml.h"

#include <stdlib.h>
#include <string.h>

#include "graph/graph.h"
#include "store/store_rdf.h"

/* Adds the statements of every graph of `src` but the one named `skip`. */
static pg_status copy_graphs(librdf_model *src, const char *skip, librdf_model *dst)
{
	pg_status st = PG_OK;
	librdf_iterator *it = librdf_model_get_contexts(src);
	for (; it && st == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *g = librdf_iterator_get_object(it);
		const char *iri = (const char *)librdf_uri_as_string(librdf_node_get_uri(g));
		if (skip && !strcmp(iri, skip))
			continue;
		librdf_stream *cs = librdf_model_context_as_stream(src, g);
		if (!cs || librdf_model_add_statements(dst, cs))
			st = PG_ERR_RDF;
		if (cs)
			librdf_free_stream(cs);
	}
	if (it)
		librdf_free_iterator(it);
	return st;
}

/* Fills `model` with the statements of `s` to export. */
static pg_status collect(pg_store *s, bool inferred, librdf_model *model)
{
	librdf_model *src = pg_store_get_model(s);
	if (inferred) {
		librdf_stream *all = librdf_model_as_stream(src);
		pg_status st = !all || librdf_model_add_statements(model, all) ? PG_ERR_RDF : PG_OK;
		if (all)
			librdf_free_stream(all);
		return st;
	}
	char *skip = pg_graph_named_iri(pg_store_get_base(s), "inferred");
	pg_status st = copy_graphs(src, skip, model);
	free(skip);
	return st;
}

static pg_status serialise(librdf_world *w, librdf_model *model, FILE *out)
{
	librdf_serializer *ser = librdf_new_serializer(w, "rdfxml-abbrev", NULL, NULL);
	const char *const *tab = pg_graph_prefix_table();
	for (size_t i = 0; ser && tab[i]; i += 2) {
		librdf_uri *ns = librdf_new_uri(w, (const unsigned char *)tab[i + 1]);
		librdf_serializer_set_namespace(ser, ns, tab[i]);
		librdf_free_uri(ns);
	}
	pg_status st = PG_OK;
	if (!ser || librdf_serializer_serialize_model_to_file_handle(ser, out, NULL, model))
		st = PG_ERR_RDF;
	if (ser)
		librdf_free_serializer(ser);
	return st;
}

pg_status pg_rdfxml_write(pg_store *s, bool inferred, FILE *out)
{
	librdf_world *w = pg_store_get_world(s);
	librdf_storage *mem = librdf_new_storage(w, "hashes", "export", "hash-type='memory'");
	librdf_model *model = mem ? librdf_new_model(w, mem, NULL) : NULL;
	pg_status st = model ? collect(s, inferred, model) : PG_ERR_RDF;
	if (st == PG_OK)
		st = serialise(w, model, out);
	if (st == PG_OK && fflush(out) != 0)
		st = PG_ERR_IO;
	if (model)
		librdf_free_model(model);
	if (mem)
		librdf_free_storage(mem);
	return st;
}
