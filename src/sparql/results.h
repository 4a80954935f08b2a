/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL result writers: the W3C "SPARQL 1.1 Query Results JSON Format",
 * "SPARQL Query Results XML Format (Second Edition)" and "SPARQL 1.1 Query
 * Results CSV and TSV Formats", fed by any engine through one small,
 * engine-neutral interface: a head of variable names, then rows of optional
 * terms, written as they come (one row is held at a time, never the result).
 *
 * What each format writes:
 * - every head variable, in the order given, also when there are no rows;
 * - an unbound variable is left out of its row (JSON, XML) or is an empty
 *   field (CSV, TSV);
 * - a literal typed xsd:string is written as the simple literal it is
 *   (RDF 1.1), as the W3C result-format tests expect;
 * - JSON: {"type": "uri"|"literal"|"bnode", "value": ..., "xml:lang" or
 *   "datatype"}, strings escaped (control characters as \uXXXX), other
 *   characters as UTF-8;
 * - XML: <uri>, <literal xml:lang=".."> or <literal datatype="..">, <bnode>;
 *   XML 1.0 cannot carry C0 control characters other than tab, LF and CR in
 *   any form: they are written as U+FFFD (ask for JSON or TSV to keep them);
 * - CSV (RFC 4180): a header of the names, CRLF after every line, a field in
 *   double quotes only if it holds '"', ',', CR or LF; values without type
 *   (an IRI, a literal's lexical form, a blank node as _:label);
 * - TSV: a header "?x\t?y", LF line ends, terms in Turtle/SPARQL syntax:
 *   <iri>, "text" with \t \n \r \b \f \" \\ escapes (other control characters
 *   as \uXXXX; everything else, U+2028 too, as UTF-8), "text"@lang, "lex"^^<datatype>, _:label; xsd:integer,
 *   xsd:decimal and xsd:double literals whose lexical form is a Turtle
 *   INTEGER, DECIMAL or DOUBLE token bare (4, 5.5, 1.0E6: the lexical form is
 *   never rewritten).
 * - ASK: JSON {"head": {}, "boolean": true}; XML <boolean>; CSV and TSV,
 *   which the recommendation defines for SELECT only, as a one-column table
 *   named _askResult (CSV "_askResult\r\ntrue\r\n", TSV "?_askResult\ntrue\n"),
 *   the form Jena writes and reads back as a boolean.
 * Invalid UTF-8 in a value is written as U+FFFD in every format. */
#ifndef PG_SPARQL_RESULTS_H
#define PG_SPARQL_RESULTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"

typedef enum pg_term_kind {
	PG_TERM_IRI,
	PG_TERM_BLANK,
	PG_TERM_LITERAL
} pg_term_kind;

/* One RDF term of a row. All strings NUL-terminated UTF-8, borrowed. */
typedef struct pg_term {
	pg_term_kind kind;
	const char *value;    /* the IRI, the blank node's label (without "_:"), or
				 the literal's lexical form */
	const char *lang;     /* a literal's language tag, or NULL */
	const char *datatype; /* a literal's datatype IRI, or NULL for a simple literal */
} pg_term;

typedef enum pg_results_format {
	PG_RESULTS_JSON,
	PG_RESULTS_XML,
	PG_RESULTS_CSV,
	PG_RESULTS_TSV
} pg_results_format;

/* Sets `*f` from a format name: json (or srj), xml (or srx), csv, tsv.
 * Returns false for any other name. */
bool pg_results_format_parse(const char *name, pg_results_format *f);

typedef struct pg_results pg_results;

/* A writer of one result to `out` (borrowed; not closed). Caller frees with
 * pg_results_free(). NULL on out-of-memory. */
pg_results *pg_results_new(FILE *out, pg_results_format f);

/* Writes the head: the `n` variable names (without '?'), in projection
 * order; the names are copied. Call once, before any row. A name that is
 * no SPARQL variable name (empty, or ASCII other than letters, digits and
 * '_', or invalid UTF-8) is PG_ERR_INTERNAL, and nothing is written. */
pg_status pg_results_head(pg_results *w, size_t n, const char *const *names);

/* Writes one row: `row[i]` (n of them, as in the head) is the value of the
 * i-th variable, NULL when unbound. Borrowed for the call. */
pg_status pg_results_row(pg_results *w, const pg_term *const *row);

/* Ends the result (closes the JSON and XML documents). Call once, after the
 * last row; without a head first it writes an empty head. */
pg_status pg_results_end(pg_results *w);

/* Frees `w` (may be NULL); what was written stays written. */
void pg_results_free(pg_results *w);

/* Writes the whole answer to an ASK query, `value`, in format `f`. */
pg_status pg_results_boolean(FILE *out, pg_results_format f, bool value);

/* Every function returning pg_status returns PG_OK, PG_ERR_NOMEM, PG_ERR_IO
 * when writing `out` fails, or PG_ERR_INTERNAL when called out of order. */

#endif
