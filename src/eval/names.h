/* SPDX-License-Identifier: Apache-2.0 */
/* Lenient name matching, the rules of the gold format (../shared/eval/README.md):
 * case, accents, hyphens, punctuation, LaTeX wrappers and plural endings are
 * ignored; two names match when their distinctive words overlap by at least
 * half; generic words never match alone; conflicting version tokens (words
 * with a digit on both sides that differ, OC20 / OC22) never match. */
#ifndef PG_EVAL_NAMES_H
#define PG_EVAL_NAMES_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"

/* The normalised words of `name`, each NUL-terminated, one after the other
 * in `out` (reset first); their count in *n. Returns false on out-of-memory. */
bool pg_eval_words(const char *name, pg_buf *out, size_t *n);

/* True if the names `a` and `b` match. */
bool pg_eval_name_match(const char *a, const char *b);

#endif
