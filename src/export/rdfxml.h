/* SPDX-License-Identifier: Apache-2.0 */
/* The whole graph as RDF/XML, through Raptor's rdfxml-abbrev serialiser (the
 * one export format that does not stream). */
#ifndef PG_RDFXML_H
#define PG_RDFXML_H

#include <stdbool.h>
#include <stdio.h>

#include "base/diag.h"
#include "store/store.h"

/* Writes every statement of `s` (without the "inferred" graph unless
 * `inferred`) as RDF/XML with the common prefixes to `out` (borrowed; flushed,
 * not closed). The statements are first copied into an in-memory model, so
 * memory grows with the graph. Returns PG_ERR_RDF if Redland failed,
 * PG_ERR_IO if writing failed. */
pg_status pg_rdfxml_write(pg_store *s, bool inferred, FILE *out);

#endif
