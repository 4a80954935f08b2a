/* SPDX-License-Identifier: Apache-2.0 */
/* The one set of escapers: each appends `s` (NUL-terminated UTF-8) to `b` in
 * the quoting of one output syntax, and returns false on out-of-memory (what
 * was appended so far stays). Invalid UTF-8 never passes through. */
#ifndef PG_ESCAPE_H
#define PG_ESCAPE_H

#include <stdbool.h>
#include <stdio.h>

#include "base/buf.h"

/* XML text and attribute values, also HTML: &<>"' as entities, tab/CR/LF as
 * character references, other control characters and invalid UTF-8 as
 * U+FFFD (XML 1.0 allows them in no form). */
bool pg_escape_xml(pg_buf *b, const char *s);

/* A JSON string literal with its quotes: '"', '\' and control characters
 * escaped, valid UTF-8 copied, each invalid byte written as \uFFFD. */
bool pg_escape_json(pg_buf *b, const char *s);

/* A double-quoted Graphviz DOT string: '"' and '\' escaped, line breaks as
 * \n, other control characters as spaces, invalid UTF-8 as U+FFFD. */
bool pg_escape_dot(pg_buf *b, const char *s);

/* A double-quoted RFC 4180 CSV field ('"' doubled); control characters
 * become spaces (neo4j-admin rejects multi-line fields by default), invalid
 * UTF-8 U+FFFD. */
bool pg_escape_csv(pg_buf *b, const char *s);

/* Writes `s` to `out` through `escape` (one of the above), using `scratch`
 * (emptied first; kept for reuse). Returns false on out-of-memory or a
 * write error. */
bool pg_escape_write(FILE *out, pg_buf *scratch, bool (*escape)(pg_buf *, const char *),
		     const char *s);

#endif
