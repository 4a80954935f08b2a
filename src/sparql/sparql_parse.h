/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL 1.1 Query parser (W3C recommendation, section 19, with the
 * scoping rules of section 18): text in, syntax tree out, errors with line
 * and column. No Redland: it parses, it does not run. */
#ifndef PG_SPARQL_PARSE_H
#define PG_SPARQL_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "sparql/sparql_ast.h"

/* What a query uses, for callers deciding whether an engine can run it. */
enum {
	SQ_USES_SERVICE = 1, SQ_USES_GRAPH = 2, SQ_USES_PATH = 4, SQ_USES_EXISTS = 8,
	SQ_USES_MINUS = 16, SQ_USES_BNODE_LABEL = 32, SQ_USES_AGGREGATE = 64
};

typedef struct sq_parsed {
	sq_node *query;        /* SQ_QUERY (owned) */
	char *base;            /* the base IRI after the prologue: the query's own BASE
				  (resolved against the given base), else the given base;
				  NULL if neither (owned) */
	char **declared;       /* prefix names the query declares (owned, n_declared) */
	size_t n_declared;
	size_t prologue_end;   /* byte offset just after the last BASE/PREFIX declaration
				  (0 when there is none) */
	unsigned uses;         /* SQ_USES_* */
} sq_parsed;

/* Parses `text` (`len` bytes; need not be NUL-terminated). `predeclared` (may
 * be NULL) is a NULL-terminated list of prefix, IRI pairs used for prefixes
 * the query does not declare itself. On success fills `*out` (free it with
 * sq_parsed_free) and returns PG_OK. Returns PG_ERR_INPUT with file "query",
 * the line and column and "syntax error: ..." (or another rule broken: a
 * scoping rule of section 18, "updates are refused") in `d` (may be NULL),
 * or PG_ERR_NOMEM; `*out` is then empty. `*update` (may be NULL) is set when
 * the refusal is because the text is a SPARQL Update. */
pg_status sq_parse(const char *text, size_t len, const char *const *predeclared,
		   sq_parsed *out, bool *update, pg_diag *d);

/* sq_parse with `base` (may be NULL: none, as sq_parse) as the base IRI in
 * effect before the query's own BASE declarations, RFC 3986 5.1's base of
 * the place the text was read from: relative IRIs, and a relative BASE,
 * resolve against it. Without a base they stay relative. */
pg_status sq_parse_base(const char *text, size_t len, const char *base,
			const char *const *predeclared, sq_parsed *out, bool *update, pg_diag *d);

/* Frees what sq_parse filled in; `p` is empty afterwards. NULL is a no-op. */
void sq_parsed_free(sq_parsed *p);

#endif
