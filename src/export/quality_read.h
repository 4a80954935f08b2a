/* SPDX-License-Identifier: Apache-2.0 */
/* Reads a store's quality graph (eval/quality_rdf.h) back into the figures
 * per relation, for what people look at: stats, the server's pages, explain;
 * and counts each relation's statements. */
#ifndef PG_EXPORT_QUALITY_READ_H
#define PG_EXPORT_QUALITY_READ_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "eval/quality.h"
#include "store/store.h"

/* Fills `q` (its relations and its rules, hits unknown: 0) from the quality
 * graph of `s`; `*found` says whether it has one
 * (a store built before the quality graph, or made by load, has none: then
 * `q` has no row measured). Returns PG_ERR_RDF, PG_ERR_DAMAGED or
 * PG_ERR_NOMEM with `d` filled. */
pg_status pg_quality_read(pg_store *s, pg_quality *q, bool *found, pg_diag *d);

/* Counts the statements of each measured relation (pg_quality_relation of
 * each field of pg_quality_fields) into `n`, by field. Fails as pg_quality_read. */
pg_status pg_quality_count_relations(pg_store *s, size_t n[PG_EV_FIELDS], pg_diag *d);

/* Writes "precision 0.73, recall 0.47 on 75 annotated abstracts" for
 * `field` into `out` (size bytes); "" when the field is not measured. */
void pg_quality_phrase(const pg_quality *q, int field, char *out, size_t size);

/* The field whose relation people call `words` ("compares with", as
 * pg_quality_relation_words), or -1. */
int pg_quality_field_of_words(const char *words);

/* Writes what is known of rule `rule`'s precision into `out`: "precision
 * 0.75 on 12 facts", "4 facts scored, too few for a precision" (fewer than
 * PG_QUALITY_RULE_MIN_CASES), or "not measured". */
void pg_quality_rule_phrase(const pg_quality *q, const char *rule, char *out, size_t size);

#endif
