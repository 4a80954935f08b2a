/* SPDX-License-Identifier: Apache-2.0 */
/* Streaming writers of N-Triples, N-Quads, Turtle, JSON-LD and RDF/XML for pg_triple statements. */
#ifndef PG_RDFOUT_H
#define PG_RDFOUT_H

#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "graph/graph.h"

typedef enum pg_rdf_format {
	PG_RDF_NTRIPLES,
	PG_RDF_NQUADS,
	PG_RDF_TURTLE,
	PG_RDF_JSONLD,   /* {"@context", "@graph": [node objects]}: the default graph only */
	PG_RDF_RDFXML,   /* one rdf:Description per run of statements with one subject */
	PG_RDF_TRIG      /* N-Triples lines in a block per run of statements of one graph */
} pg_rdf_format;

typedef struct pg_rdfout pg_rdfout;

/* Parses a format name ("ntriples"/"nt", "nquads"/"nq", "turtle"/"ttl",
 * "jsonld"/"json-ld", "rdfxml"/"rdf+xml", "trig").
 * Returns false if unknown. */
bool pg_rdfout_parse_format(const char *name, pg_rdf_format *out);

/* Starts a writer on `fp` (borrowed; not closed). `base` (may be NULL) becomes
 * Turtle's @base so that minted IRIs print short. Caller frees with
 * pg_rdfout_free() after pg_rdfout_finish(). NULL on out-of-memory. */
pg_rdfout *pg_rdfout_new(FILE *fp, pg_rdf_format format, const char *base);

/* Adds prefixes beyond the common ones (graph.h's table) that Turtle and
 * RDF/XML use: `table` is a NULL-terminated array of {prefix, namespace}
 * pairs, borrowed until pg_rdfout_free(). Call before the first write. */
void pg_rdfout_set_prefixes(pg_rdfout *w, const char *const *table);

/* Writes one statement; usable as a pg_triple_sink with the writer as ctx.
 * Returns PG_ERR_IO if the stream failed, PG_ERR_INPUT if RDF/XML cannot
 * name the predicate (its IRI ends in no XML name, as in http://x/1). */
pg_status pg_rdfout_write(void *writer, const pg_triple *t);

/* Ends the document (closes an open Turtle subject, the JSON-LD @graph array)
 * and flushes.
 * Returns PG_ERR_IO if writing failed. */
pg_status pg_rdfout_finish(pg_rdfout *w);

/* Frees the writer (NULL is a no-op). */
void pg_rdfout_free(pg_rdfout *w);

#endif
