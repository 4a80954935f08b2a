/* SPDX-License-Identifier: Apache-2.0 */
/* The guard every query passes before rasqal 0.9.33 parses it: it refuses the
 * texts known to corrupt rasqal's memory or make it answer wrongly, and caps
 * LIMIT and OFFSET where rasqal would wrap them. */
#ifndef PG_SPARQL_GUARD_H
#define PG_SPARQL_GUARD_H

#include "base/diag.h"

/* The longest language tag accepted (the text after '@'). BCP 47 tags are a
 * few dozen characters at most; raptor 2.0.15 keeps a tag's length in an
 * unsigned char and writes past its copy from 256 characters on. */
#define PG_SPARQL_MAX_LANGTAG 64

/* The longest IRI, prefixed name, variable, blank node label or number
 * accepted, in bytes (strings may be as long as the query). */
#define PG_SPARQL_MAX_TOKEN 4096

/* The deepest expression accepted: brackets open around a point plus the
 * operators chained before it at each of those levels. rasqal builds and
 * evaluates expressions recursively and overflows an 8 MB stack from about
 * 80,000 chained operators ('1 + 1 + ...'). */
#define PG_SPARQL_MAX_DEPTH 2000

/* rasqal 0.9.33 keeps LIMIT and OFFSET in an int: a larger value turns into a
 * decimal whose bits it then reads as the int. Larger values count as this
 * (more rows than any store holds). */
#define PG_SPARQL_MAX_SLICE 2147483647L

/* Checks `query` (the user's text, without the predeclared prefixes) and sets
 * `*out` to a copy of it in which every LIMIT or OFFSET above
 * PG_SPARQL_MAX_SLICE is PG_SPARQL_MAX_SLICE padded with spaces (same
 * length, so positions in later messages hold). Caller frees *out with
 * free(); *out is NULL on failure. Returns PG_ERR_INPUT, with "query", the
 * line and column of the offending token and how to rewrite it in `d` (may be
 * NULL), for:
 * - a sign written against a number after an operand ('?a-1', '1+2*3',
 *   '1+2+3'): rasqal reads '?a-1' as '?a - (-1)' and '1+2*3' as '(1+2)*3',
 *   and when such a term opens a chain of further terms its parser writes
 *   past the end of an array (raptor_sequence_join ignores the sequence's
 *   start offset); '1 + 2 + 3' and a lone '?n+1' are fine;
 * - a language tag longer than PG_SPARQL_MAX_LANGTAG, another token longer
 *   than PG_SPARQL_MAX_TOKEN, an expression deeper than PG_SPARQL_MAX_DEPTH;
 * - a backslash in a variable, prefixed name or blank node label (rasqal
 *   decodes \u escapes there and reads past a short one);
 * - a number followed by '^^' or a language tag (not SPARQL; rasqal's error
 *   path frees an expression twice);
 * - an empty variable list or row '()' in VALUES (rasqal's parser writes
 *   through a NULL pointer);
 * - a variable bound with AS in two projections, or twice in one (rasqal
 *   refuses it even in sibling subqueries, and leaks the expression).
 * Signs against numbers are judged in expressions only, not in triple
 * patterns, collections or VALUES. Returns PG_ERR_NOMEM if out of memory. */
pg_status pg_sparql_guard(const char *query, char **out, pg_diag *d);

#endif
