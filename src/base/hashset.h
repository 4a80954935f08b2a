/* SPDX-License-Identifier: Apache-2.0 */
/* A set of 64-bit hashes (of statements, nodes, ids), for the modules that
 * de-duplicate; the hashes come from base/hash.h. */
#ifndef PG_HASHSET_H
#define PG_HASHSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/hash.h"

/* An open-addressing set of non-zero 64-bit values. Zero-initialise it; free
 * with pg_hashset_free(). */
typedef struct pg_hashset {
	uint64_t *slot;
	size_t cap, n;
} pg_hashset;

/* Inserts `h` (0 is stored as 1). Returns 1 if it was new, 0 if present, -1 on
 * out-of-memory (the set is unchanged). */
int pg_hashset_insert(pg_hashset *s, uint64_t h);

/* True if `h` (0 meaning 1) is in the set. */
bool pg_hashset_contains(const pg_hashset *s, uint64_t h);

/* Frees the set's memory; it is empty and reusable afterwards. */
void pg_hashset_free(pg_hashset *s);

#endif
