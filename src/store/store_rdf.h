/* SPDX-License-Identifier: Apache-2.0 */
/* The Redland side of the store, for store/, sparql/ and export/ only: the
 * librdf world and model behind a pg_store, and the conversions and walks
 * that hand out Redland nodes. Callers above export/ use store/store.h, which
 * shows no Redland type. */
#ifndef PG_STORE_RDF_H
#define PG_STORE_RDF_H

#include <redland.h>
#include <stdbool.h>

#include "base/diag.h"
#include "graph/graph.h"
#include "store/store.h"

/* Borrowed; valid until pg_store_close(). */
librdf_world *pg_store_get_world(pg_store *s);

/* The model, with every statement queued for a bulk write written first.
 * Borrowed; valid until pg_store_close(). */
librdf_model *pg_store_get_model(pg_store *s);

/* The model, for reading only statements whose predicate is `predicate_iri`:
 * statements queued for a bulk write are written first only if some have that
 * predicate (pg_store_get_model writes them all). Borrowed, as above. */
librdf_model *pg_store_get_model_for(pg_store *s, const char *predicate_iri);

/* Sets the object fields of `t` (o, o_literal, o_blank, datatype, lang) from
 * the node `o`; the strings are borrowed from the node (a blank node's label
 * in `o`, without "_:"). Returns false for a node of no known kind. */
bool pg_store_object_from_node(librdf_node *o, pg_triple *t);

/* Called with each predicate (borrowed for the call); a status other than
 * PG_OK stops the walk and is returned. */
typedef pg_status (*pg_predicate_fn)(void *ctx, librdf_node *predicate);

/* Literals as the store keeps them. librdf 1.0.17 rewrites every xsd:boolean
 * literal it makes or decodes to "true" or "false" ("1", "0", "TRUE", even an
 * ill-typed "maybe" become one of them), so a "0"^^xsd:boolean read back would
 * answer str() with "false". A store keeps the lexical form it was given: a
 * boolean whose form is not "true" or "false" is written with the private
 * datatype PG_STORE_LEXICAL_BOOLEAN, which librdf leaves alone, and every
 * reader maps it back. No statement outside a store carries that datatype. */
#define PG_STORE_LEXICAL_BOOLEAN "https://w3id.org/papergraph/store/xsd-boolean-lexical"

/* A new literal node as the store writes it (caller frees with
 * librdf_free_node): `lex` of `len` bytes, with `lang` or `datatype` (both may
 * be NULL). NULL on out-of-memory. */
librdf_node *pg_store_new_literal(librdf_world *w, const char *lex, size_t len, const char *lang,
				  const char *datatype);

/* The datatype IRI of the literal node `n` as the data wrote it (borrowed
 * from the node or a constant), NULL for none or for a node that is not a
 * literal. */
const char *pg_store_literal_datatype(librdf_node *n);

/* A new node equal to `n` as the data wrote it (caller frees): a copy, or for
 * a privately typed boolean the xsd:boolean literal itself, made with
 * raptor's constructor (librdf's would rewrite it). NULL on out-of-memory. */
librdf_node *pg_store_public_node(librdf_world *w, librdf_node *n);

/* Calls `fn` with every predicate of the store: each once, from the keys of
 * the predicate index of a Berkeley DB store (a cursor step a predicate);
 * else, by a walk of every statement, at least once. Returns fn's status, or
 * PG_ERR_RDF/PG_ERR_IO if the store cannot be read. */
pg_status pg_store_each_predicate(pg_store *s, pg_predicate_fn fn, void *ctx);

#endif
