/* SPDX-License-Identifier: Apache-2.0 */
/* The XSD values behind literals, for expressions, functions and aggregates
 * (eval_value.c): numbers with their type promotion, booleans, strings with
 * their language, dates and times. No Redland. */
#ifndef PG_SPARQL_EVAL_VALUE_H
#define PG_SPARQL_EVAL_VALUE_H

#include <stdbool.h>
#include <stdint.h>

#include "sparql/eval.h"

#define SQ_XSD "http://www.w3.org/2001/XMLSchema#"
#define SQ_RDF_LANGSTRING "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"

/* Numeric types in promotion order (section 17.4.2 / XPath op:numeric-*). */
typedef enum sq_numtype {
	SQ_NUM_INTEGER = 1, /* xsd:integer and the types derived from it */
	SQ_NUM_DECIMAL,
	SQ_NUM_FLOAT,
	SQ_NUM_DOUBLE
} sq_numtype;

typedef struct sq_number {
	sq_numtype type;
	int64_t i;  /* SQ_NUM_INTEGER: the value */
	double d;   /* the others: the value (a decimal too, as a double) */
} sq_number;

/* Reads `v` as a number: true for a literal of xsd:integer (or a type
 * derived from it, range-checked: xsd:byte 300 is no number), decimal,
 * float or double with a valid lexical form. */
bool sq_number_of(sq_eval *e, sq_id v, sq_number *out);

/* The literal of `n` in its type's canonical lexical form (an integer as
 * xsd:integer, a decimal with at least one digit after the point, a double
 * as 1.0E0 style); 0 on out-of-memory. */
sq_id sq_number_term(sq_eval *e, const sq_number *n);

/* The significant digits of finite, non-zero |d| (the fewest, at most
 * max_digits, that read back as d, or as the same float when `as_float`)
 * into dig, and the power of ten of the first digit. For the canonical
 * forms here and the casts (eval_cast.c). */
void sq_shortest_digits(double d, bool as_float, int max_digits, char dig[32], int *exp10);

/* d in decimal notation with at least one digit after the point ("3.0",
 * "0.125", "-0.001"), the shortest digits of a double (of a float when
 * `as_float`) into the caller's buf; 400 bytes hold any double. Not finite
 * gives "0.0". */
void sq_decimal_text(double d, bool as_float, char *buf, size_t size);

/* xsd:boolean "true"/"false" (and "1"/"0"): 1, 0; -1 if `v` is no valid
 * boolean literal. */
int sq_boolean_of(sq_eval *e, sq_id v);
sq_id sq_boolean_term(sq_eval *e, bool b);

/* A simple literal, xsd:string or language-tagged literal (a "string
 * literal" of section 17.4.3): true, with its lexical form and tag (NULL
 * for none), borrowed. */
bool sq_string_of(sq_eval *e, sq_id v, const char **lex, const char **lang);

/* A string literal of the same kind as `like` (same language tag, or
 * xsd:string / simple as `like` is) with lexical form `lex` (len bytes);
 * `like` 0 gives a simple literal. 0 on out-of-memory. */
sq_id sq_string_like(sq_eval *e, sq_id like, const char *lex, size_t len);

#endif
