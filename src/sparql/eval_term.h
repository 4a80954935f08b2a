/* SPDX-License-Identifier: Apache-2.0 */
/* The RDF terms of one query's evaluation, interned: each distinct term gets
 * a small number (sq_id), so rows are arrays of numbers, a join compares
 * numbers and sameTerm is ==. Id 0 is "no term": unbound, or an expression's
 * error. The dictionary owns every string; a term's strings stay valid, at
 * the same address, until sq_terms_free(). No Redland.
 *
 * Normalised when interned: a literal typed xsd:string is the simple literal
 * it is in RDF 1.1 (dtype NULL); a language-tagged literal has dtype NULL
 * and its tag in lower case (tags compare without case; rdf:langString is
 * implied). Nothing else is
 * rewritten: "01"^^xsd:integer and "1"^^xsd:integer are two terms. */
#ifndef PG_SPARQL_EVAL_TERM_H
#define PG_SPARQL_EVAL_TERM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sparql/results.h" /* pg_term_kind */

typedef uint32_t sq_id;

typedef struct sq_term {
	pg_term_kind kind;
	const char *value; /* IRI, blank node label (no "_:"), or lexical form */
	size_t len;        /* strlen(value) */
	const char *lang;  /* language tag or NULL */
	const char *dtype; /* datatype IRI or NULL (simple or language-tagged literal) */
} sq_term;

typedef struct sq_terms sq_terms;

/* A new, empty dictionary; caller frees it with sq_terms_free(). NULL on
 * out-of-memory. */
sq_terms *sq_terms_new(void);
void sq_terms_free(sq_terms *t);

/* The id of the term (added if new; the strings are copied). Returns 0 on
 * out-of-memory. `lang` and `dtype` may be NULL; with a `lang`, `dtype` is
 * ignored. */
sq_id sq_term_iri(sq_terms *t, const char *iri);
sq_id sq_term_blank(sq_terms *t, const char *label);
sq_id sq_term_literal(sq_terms *t, const char *lex, const char *lang, const char *dtype);
sq_id sq_term_literal_n(sq_terms *t, const char *lex, size_t len, const char *lang,
			const char *dtype);

/* The id of a term already in the dictionary, or 0 if it is not there (a
 * lookup that adds nothing: a pattern's constant no stored statement has). */
sq_id sq_term_find(const sq_terms *t, pg_term_kind kind, const char *value, const char *lang,
		   const char *dtype);

/* A blank node no other term of this dictionary has (label "b" + a number,
 * never one a store gives); 0 on out-of-memory. */
sq_id sq_term_fresh_blank(sq_terms *t);

/* The term of `id` (borrowed), NULL for 0 or an id it never gave. */
const sq_term *sq_term_get(const sq_terms *t, sq_id id);

/* How many terms it holds (ids are 1..count). */
size_t sq_terms_count(const sq_terms *t);

#endif
