/* SPDX-License-Identifier: Apache-2.0 */
/* A result graph written as RDF. */
#include "sparql/graph_write.h"

#include <redland.h>
#include <string.h>

#include "graph/rdfout.h"
#include "store/store_rdf.h"

/* A new node for a subject or object: an IRI, a blank node, a literal. NULL
 * on out-of-memory. */
static librdf_node *node_of(librdf_world *w, const char *v, bool blank, bool literal,
			    const char *lang, const char *dtype)
{
	if (blank)
		return librdf_new_node_from_blank_identifier(w, (const unsigned char *)v);
	if (!literal)
		return librdf_new_node_from_uri_string(w, (const unsigned char *)v);
	librdf_uri *dt = NULL;
	if (dtype && !lang && !(dt = librdf_new_uri(w, (const unsigned char *)dtype)))
		return NULL;
	/* raptor's constructor: librdf's rewrites "0"^^xsd:boolean as "false" */
	librdf_node *n = raptor_new_term_from_counted_literal(
		librdf_world_get_raptor(w), (const unsigned char *)v, strlen(v), dt,
		(const unsigned char *)lang, lang ? (unsigned char)strlen(lang) : 0);
	if (dt)
		librdf_free_uri(dt);
	return n;
}

static pg_status write_rdfxml(pg_store *s, const pg_triple *t, size_t n, FILE *out, pg_diag *d)
{
	librdf_world *w = pg_store_get_world(s);
	librdf_storage *mem = librdf_new_storage(w, "memory", NULL, NULL);
	librdf_model *m = mem ? librdf_new_model(w, mem, NULL) : NULL;
	librdf_serializer *ser = m ? librdf_new_serializer(w, "rdfxml-abbrev", NULL, NULL) : NULL;
	pg_status st = ser ? PG_OK : PG_ERR_NOMEM;
	for (size_t i = 0; st == PG_OK && i < n; i++) {
		librdf_node *sn = node_of(w, t[i].s, t[i].s_blank, false, NULL, NULL);
		librdf_node *pn = librdf_new_node_from_uri_string(w, (const unsigned char *)t[i].p);
		librdf_node *on = node_of(w, t[i].o, t[i].o_blank, t[i].o_literal, t[i].lang,
					  t[i].datatype);
		if (!sn || !pn || !on) {
			if (sn)
				librdf_free_node(sn);
			if (pn)
				librdf_free_node(pn);
			if (on)
				librdf_free_node(on);
			st = PG_ERR_NOMEM;
		} else if (librdf_model_add(m, sn, pn, on)) { /* the model owns the nodes now */
			st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "cannot hold the result graph");
		}
	}
	if (st == PG_OK && librdf_serializer_serialize_model_to_file_handle(ser, out, NULL, m))
		st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "cannot write RDF/XML");
	if (ser)
		librdf_free_serializer(ser);
	if (m)
		librdf_free_model(m);
	if (mem)
		librdf_free_storage(mem);
	return st;
}

pg_status pg_sparql_write_triples(pg_store *s, const pg_triple *t, size_t n, const char *format,
				  FILE *out, pg_diag *d)
{
	if (!strcmp(format, "rdfxml"))
		return write_rdfxml(s, t, n, out, d);
	pg_rdf_format f;
	if (!pg_rdfout_parse_format(format, &f))
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "no graph format '%s'", format);
	pg_rdfout *w = pg_rdfout_new(out, f, pg_store_get_base(s));
	if (!w)
		return PG_ERR_NOMEM;
	pg_status st = PG_OK;
	for (size_t i = 0; st == PG_OK && i < n; i++)
		st = pg_rdfout_write(w, &t[i]);
	if (st == PG_OK)
		st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	return st;
}
