/* SPDX-License-Identifier: Apache-2.0 */
/* SPARQL through rasqal, made safe (SERVICE refused) and friendly (common
 * prefixes predeclared, positions in messages), with the W3C result formats. */
#ifndef PG_SPARQL_H
#define PG_SPARQL_H

#include <stdbool.h>
#include <stdio.h>

#include "base/diag.h"
#include "store/store.h"

typedef enum pg_query_kind {
	PG_QUERY_SELECT,
	PG_QUERY_ASK,
	PG_QUERY_CONSTRUCT,
	PG_QUERY_DESCRIBE
} pg_query_kind;

/* Why pg_sparql_check() refused a query, for callers that answer with a code
 * (the HTTP server) rather than with the message in the pg_diag. */
typedef enum pg_sparql_reason {
	PG_SPARQL_OK = 0,
	PG_SPARQL_SYNTAX,          /* it does not parse (the diag has rasqal's message) */
	PG_SPARQL_UPDATE_REFUSED,  /* SPARQL Update or LOAD: the store is read-only */
	PG_SPARQL_SERVICE_REFUSED, /* a SERVICE pattern, and SERVICE was not allowed */
	PG_SPARQL_REFUSED_SHAPE,   /* a text rasqal 0.9.33 mishandles (sparql/guard.h);
				      the diag says where and how to rewrite it */
	PG_SPARQL_FAILED           /* it could not be checked: see the status (no
				      SPARQL 1.1 parser in rasqal, out of memory) */
} pg_sparql_reason;

/* Which engine evaluates queries: papergraph's own evaluator over its
 * algebra (sparql/engine.h, the default), or rasqal 0.9.33 through librdf
 * (kept for the differential test and for comparison). Until
 * pg_sparql_set_engine is called, the environment variable PAPERGRAPH_ENGINE
 * chooses ("own" or "rasqal"; anything else: own).
 * pg_sparql_check, pg_sparql_run and pg_sparql_select follow the choice. */
typedef enum pg_sparql_engine {
	PG_ENGINE_RASQAL,
	PG_ENGINE_OWN
} pg_sparql_engine;

void pg_sparql_set_engine(pg_sparql_engine e);
pg_sparql_engine pg_sparql_get_engine(void);

/* The base IRI of the queries this process parses and runs from now on,
 * before their own BASE (sparql_parse.h's sq_parse_base): `query -q FILE`
 * sets the file's location, as a query read from a document has that
 * document's as its base (RFC 3986 5.1). NULL (the default): none, and
 * relative IRIs stay relative. `iri` is copied. Set it before threads run
 * queries. Returns PG_ERR_NOMEM if the copy fails (the base is then none). */
pg_status pg_sparql_set_base(const char *iri);
/* The base set, or NULL. Borrowed. */
const char *pg_sparql_get_base(void);

/* Sets `*e` from "own" or "rasqal"; false for any other name. */
bool pg_sparql_engine_parse(const char *name, pg_sparql_engine *e);

/* Parses `query` (without the predeclared prefixes) with rasqal and reports its
 * kind, and tells the store whether the query needs its named graphs (only a
 * GRAPH pattern does; see pg_store_set_named_graphs). The safety rule is
 * pg_sparql_safety() (sparql/safety.h). `why` (may be NULL) receives why the
 * query was refused, PG_SPARQL_OK when it was not. Returns PG_ERR_INPUT with
 * rasqal's message and the line/column in the user's text for a syntax error,
 * for a text the guard refuses (sparql/guard.h; PG_SPARQL_REFUSED_SHAPE, before
 * rasqal sees it), or if the query uses SERVICE and `allow_service` is false, or if it is an
 * update; PG_ERR_RDF or PG_ERR_NOMEM (PG_SPARQL_FAILED) if it cannot check. */
pg_status pg_sparql_check(pg_store *s, const char *query, bool allow_service,
			  pg_query_kind *kind, pg_sparql_reason *why, pg_diag *d);

/* Parses `query` (predeclared prefixes as for pg_sparql_check) with
 * papergraph's own parser and writes its algebra (section 18 of the SPARQL
 * 1.1 recommendation) to `out` as an S-expression, without running it.
 * Returns PG_ERR_INPUT with line and column for a syntax error, PG_ERR_IO if
 * writing fails, PG_ERR_NOMEM. */
pg_status pg_sparql_explain(const char *query, FILE *out, pg_diag *d);

/* True if `format` names a result format for `kind`: table, csv, tsv, json,
 * xml for SELECT/ASK; turtle, ntriples, rdfxml for CONSTRUCT. */
bool pg_sparql_format_ok(pg_query_kind kind, const char *format);

/* Runs `query` (checked first, as pg_sparql_check) on the store and writes the
 * results in `format` to `out`. Returns PG_ERR_INPUT for a bad query,
 * PG_ERR_RDF if rasqal fails to run it, PG_ERR_IO if writing fails. */
pg_status pg_sparql_run(pg_store *s, const char *query, bool allow_service,
			const char *format, FILE *out, pg_diag *d);

/* Receives one row of a SELECT: `values[i]` is the text of variable `names[i]`
 * (an IRI, a literal's lexical form, or NULL when unbound). Borrowed. */
typedef pg_status (*pg_sparql_row_fn)(void *ctx, size_t n, const char *const *names,
				      const char *const *values);

/* Runs a SELECT `query` (checked first; SERVICE refused) and calls `fn` per row.
 * Returns PG_ERR_INPUT for a bad query, PG_ERR_RDF if rasqal fails, or the
 * callback's first failure. */
pg_status pg_sparql_select(pg_store *s, const char *query, pg_sparql_row_fn fn, void *ctx,
			   pg_diag *d);

/* Returns a heap copy of `query` with each "?name" / "$name" variable listed in
 * `names` replaced by the matching SPARQL term in `values` (n pairs). A value
 * that looks like an IRI (scheme:...) or <...> becomes an IRI, a number stays a
 * number, anything else a quoted, escaped string literal, so a value cannot
 * inject SPARQL. Caller frees with free(). Returns NULL on out-of-memory or if
 * a value is not safe as an IRI. */
char *pg_sparql_bind(const char *query, const char *const *names, const char *const *values,
		     size_t n);

#endif
