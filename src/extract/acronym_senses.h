/* SPDX-License-Identifier: Apache-2.0 */
/* Acronym senses: which acronyms the papers of one build define with long
 * forms that mean different things. A method or data set defined as "Long
 * Form (LF)" is keyed by its acronym, so that every paper writing "LF" finds
 * the same node; in a large build the short acronyms collide ("Class Feature
 * Alignment (CFA)" and "Colour Filter Array (CFA)"), and one paper's proposal
 * would take the other's name. The corpus pass of build (graph/ingest.c)
 * records each paper's definitions; an acronym defined with two long forms
 * that share less than half their words is ambiguous, and every definition
 * of it is keyed by its long form instead. Bare uses of the acronym, with no
 * definition in the paper, keep the acronym's key. */
#ifndef PG_ACRONYM_SENSES_H
#define PG_ACRONYM_SENSES_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "extract/extract.h"

typedef struct pg_acronym_senses pg_acronym_senses;

/* A new, empty record. Caller frees with pg_acronym_senses_free(). */
pg_status pg_acronym_senses_new(pg_acronym_senses **out);

/* Frees it (NULL is a no-op). */
void pg_acronym_senses_free(pg_acronym_senses *a);

/* Records the acronym definitions of `x` (entities keyed by their acronym
 * with a long form as label). PG_ERR_NOMEM on failure. */
pg_status pg_acronym_senses_add(pg_acronym_senses *a, const pg_extraction *x);

/* True if `key` (an acronym's key) of `kind` was defined with more than one
 * sense. */
bool pg_acronym_senses_ambiguous(const pg_acronym_senses *a, pg_entity_kind kind, const char *key);

/* Keys every definition in `x` of an ambiguous acronym by its long form (the
 * entity's key is replaced; no other entity of `x` may hold that key already,
 * else it keeps the acronym's). The number re-keyed goes to `n` (may be NULL).
 * PG_ERR_NOMEM on failure (`x` keeps the keys not yet replaced). */
pg_status pg_acronym_senses_rekey(const pg_acronym_senses *a, pg_extraction *x, size_t *n);

#endif
