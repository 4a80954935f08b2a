/* SPDX-License-Identifier: Apache-2.0 */
/* Reads JSON-LD as papergraph and most tools write it (compacted, a @context
 * of prefixes and terms, a @graph of node objects or one node object or an
 * array of them), and turns it into N-Triples for the RDF loader: @id,
 * @type, properties by prefixed name, term or IRI, values as strings,
 * numbers, booleans, {"@id"}, {"@value", "@language" | "@type"}, arrays and
 * embedded node objects. What it does not read (remote contexts, @list,
 * @reverse, named graphs inside the document, @vocab-relative types) is an
 * error that says so, never a silently different graph. */
#ifndef PG_JSONLD_READ_H
#define PG_JSONLD_READ_H

#include <stddef.h>

#include "base/buf.h"
#include "base/diag.h"

/* Converts the JSON-LD document s[0, n) (named `name` in messages) into
 * N-Triples appended to `out`; blank nodes keep their labels, node objects
 * without @id get fresh ones. Returns PG_ERR_INPUT with `d` naming the line
 * and what is wrong, PG_ERR_NOMEM. */
pg_status pg_jsonld_to_ntriples(const char *s, size_t n, const char *name, pg_buf *out, pg_diag *d);

#endif
