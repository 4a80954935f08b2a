/* SPDX-License-Identifier: Apache-2.0 */
/* Between papergraph's pg_triple and Redland's nodes and statements: making
 * nodes (IRIs, literals, blank nodes), reading a statement back as a pg_triple (strings borrowed from the
 * nodes), and the statement hash the de-duplication sets hold. */
#include "store/store_internal.h"

#include <string.h>

#include "base/hash.h"
#include "graph/vocab.h"

librdf_node *store_new_blank(pg_store *s, const char *label)
{
	return librdf_new_node_from_blank_identifier(s->world, (const unsigned char *)label);
}

static bool is_xsd_boolean(const char *datatype)
{
	return datatype && !strcmp(datatype, PG_XSD_BOOLEAN);
}

librdf_node *pg_store_new_literal(librdf_world *w, const char *lex, size_t len, const char *lang,
				  const char *datatype)
{
	if (lang || !datatype)
		return librdf_new_node_from_typed_counted_literal(
			w, (const unsigned char *)lex, len, lang, lang ? strlen(lang) : 0, NULL);
	if (is_xsd_boolean(datatype) && !(len == 4 && !memcmp(lex, "true", 4)) &&
	    !(len == 5 && !memcmp(lex, "false", 5)))
		datatype = PG_STORE_LEXICAL_BOOLEAN;
	librdf_uri *dt = librdf_new_uri(w, (const unsigned char *)datatype);
	if (!dt)
		return NULL;
	librdf_node *n = librdf_new_node_from_typed_counted_literal(w, (const unsigned char *)lex,
								    len, NULL, 0, dt);
	librdf_free_uri(dt);
	return n;
}

const char *pg_store_literal_datatype(librdf_node *n)
{
	if (!librdf_node_is_literal(n))
		return NULL;
	librdf_uri *dt = librdf_node_get_literal_value_datatype_uri(n);
	const char *iri = dt ? (const char *)librdf_uri_as_string(dt) : NULL;
	return iri && !strcmp(iri, PG_STORE_LEXICAL_BOOLEAN) ? PG_XSD_BOOLEAN : iri;
}

librdf_node *pg_store_public_node(librdf_world *w, librdf_node *n)
{
	librdf_uri *dt = librdf_node_is_literal(n) ? librdf_node_get_literal_value_datatype_uri(n)
						    : NULL;
	if (!dt || strcmp((const char *)librdf_uri_as_string(dt), PG_STORE_LEXICAL_BOOLEAN))
		return librdf_new_node_from_node(n);
	librdf_uri *uri = librdf_new_uri(w, (const unsigned char *)PG_XSD_BOOLEAN);
	if (!uri)
		return NULL;
	size_t len = 0;
	const unsigned char *lex = librdf_node_get_literal_value_as_counted_string(n, &len);
	librdf_node *out = raptor_new_term_from_counted_literal(librdf_world_get_raptor(w), lex, len,
								 uri, NULL, 0);
	librdf_free_uri(uri);
	return out;
}

librdf_node *store_new_node(pg_store *s, const char *value, bool literal,
			    const char *datatype, const char *lang)
{
	if (!literal)
		return librdf_new_node_from_uri_string(s->world, (const unsigned char *)value);
	return pg_store_new_literal(s->world, value, strlen(value), lang, datatype);
}

void store_free_node(librdf_node *n)
{
	if (n)
		librdf_free_node(n);
}

bool pg_store_object_from_node(librdf_node *o, pg_triple *t)
{
	t->o_literal = t->o_blank = false;
	t->lang = t->datatype = NULL;
	if (librdf_node_is_resource(o)) {
		t->o = (const char *)librdf_uri_as_string(librdf_node_get_uri(o));
		return true;
	}
	if (librdf_node_is_blank(o)) {
		t->o = (const char *)librdf_node_get_blank_identifier(o);
		t->o_blank = true;
		return t->o != NULL;
	}
	if (!librdf_node_is_literal(o))
		return false;
	t->o = (const char *)librdf_node_get_literal_value(o);
	t->o_literal = true;
	t->lang = librdf_node_get_literal_value_language(o);
	t->datatype = pg_store_literal_datatype(o);
	return true;
}

bool store_to_triple(librdf_statement *stmt, const char *graph, pg_triple *t)
{
	librdf_node *n[3] = {librdf_statement_get_subject(stmt),
			     librdf_statement_get_predicate(stmt),
			     librdf_statement_get_object(stmt)};
	memset(t, 0, sizeof *t);
	t->graph = graph;
	t->scope = PG_SCOPE_ENTITY;
	if (!librdf_node_is_resource(n[1]))
		return false;
	if (librdf_node_is_blank(n[0])) {
		t->s = (const char *)librdf_node_get_blank_identifier(n[0]);
		t->s_blank = true;
	} else if (librdf_node_is_resource(n[0])) {
		t->s = (const char *)librdf_uri_as_string(librdf_node_get_uri(n[0]));
	} else {
		return false;
	}
	if (!t->s)
		return false;
	t->p = (const char *)librdf_uri_as_string(librdf_node_get_uri(n[1]));
	return pg_store_object_from_node(n[2], t);
}

uint64_t store_triple_hash(const pg_triple *t)
{
	uint64_t h = PG_HASH_SEED;
	h = pg_hash_str(h, t->s_blank ? "B" : "I");
	h = pg_hash_str(h, t->s);
	h = pg_hash_str(h, t->p);
	h = pg_hash_str(h, t->o_literal ? "L" : t->o_blank ? "B" : "I");
	h = pg_hash_str(h, t->o);
	h = pg_hash_str(h, t->datatype);
	h = pg_hash_str(h, t->lang);
	return pg_hash_mix(h);
}

uint64_t store_graph_hash(uint64_t h, const char *graph)
{
	return pg_hash_mix(pg_hash_str(h, graph));
}

uint64_t store_predicate_hash(const char *iri)
{
	return pg_hash_mix(pg_hash_str(PG_HASH_SEED, iri));
}
