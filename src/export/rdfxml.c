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

/* Adds `stmt` to `dst` with its object as the data wrote it (a store's
 * privately typed boolean becomes xsd:boolean again; the hashes model then
 * writes it as librdf does, "true" or "false"). */
static pg_status add_public(librdf_world *w, librdf_model *dst, librdf_statement *stmt)
{
	librdf_node *o = pg_store_public_node(w, librdf_statement_get_object(stmt));
	librdf_node *s = librdf_new_node_from_node(librdf_statement_get_subject(stmt));
	librdf_node *p = librdf_new_node_from_node(librdf_statement_get_predicate(stmt));
	librdf_statement *out = o && s && p ? librdf_new_statement_from_nodes(w, s, p, o) : NULL;
	if (!out) {
		if (o)
			librdf_free_node(o);
		if (s)
			librdf_free_node(s);
		if (p)
			librdf_free_node(p);
		return PG_ERR_NOMEM;
	}
	pg_status st = librdf_model_add_statement(dst, out) ? PG_ERR_RDF : PG_OK;
	librdf_free_statement(out);
	return st;
}

/* Adds the statements of every graph of `src` but the one named `skip`. */
static pg_status copy_graphs(librdf_world *w, librdf_model *src, const char *skip,
			     librdf_model *dst)
{
	pg_status st = PG_OK;
	librdf_iterator *it = librdf_model_get_contexts(src);
	for (; it && st == PG_OK && !librdf_iterator_end(it); librdf_iterator_next(it)) {
		librdf_node *g = librdf_iterator_get_object(it);
		const char *iri = (const char *)librdf_uri_as_string(librdf_node_get_uri(g));
		if (skip && !strcmp(iri, skip))
			continue;
		librdf_stream *cs = librdf_model_context_as_stream(src, g);
		if (!cs)
			st = PG_ERR_RDF;
		for (; cs && st == PG_OK && !librdf_stream_end(cs); librdf_stream_next(cs))
			st = add_public(w, dst, librdf_stream_get_object(cs));
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
		pg_status st = all ? PG_OK : PG_ERR_RDF;
		for (; all && st == PG_OK && !librdf_stream_end(all); librdf_stream_next(all))
			st = add_public(pg_store_get_world(s), model, librdf_stream_get_object(all));
		if (all)
			librdf_free_stream(all);
		return st;
	}
	char *skip = pg_graph_named_iri(pg_store_get_base(s), "inferred");
	pg_status st = copy_graphs(pg_store_get_world(s), src, skip, model);
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
