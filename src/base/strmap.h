/* SPDX-License-Identifier: Apache-2.0 */
/* The one string -> index table: open addressing on pg_hash_cstr(), for the
 * modules that intern IRIs or ids or remember which strings they have seen. */
#ifndef PG_STRMAP_H
#define PG_STRMAP_H

#include <stdbool.h>
#include <stddef.h>

/* Zero-initialise it (PG_STRMAP_INIT); free with pg_strmap_free(). The keys
 * are borrowed: each must stay valid and unchanged while the map holds it
 * (keep them in an array of your own, as their index says where). */
typedef struct pg_strmap {
	const char **key;  /* slot -> key, NULL = empty */
	size_t *val;       /* slot -> value */
	size_t cap, n;
} pg_strmap;

#define PG_STRMAP_INIT {NULL, NULL, 0, 0}

/* Looks `key` up. Returns true and stores its value in `*val` (may be NULL)
 * if the map holds it. */
bool pg_strmap_get(const pg_strmap *m, const char *key, size_t *val);

/* Maps `key` (borrowed, see above) to `val`, replacing an earlier value.
 * Returns 1 if the key was new, 0 if it was there (its stored key pointer is
 * kept), -1 on out-of-memory (the map is unchanged). */
int pg_strmap_put(pg_strmap *m, const char *key, size_t val);

/* Number of keys. */
size_t pg_strmap_count(const pg_strmap *m);

/* Frees the map's memory (not the keys); it is empty and reusable afterwards.
 * NULL is a no-op. */
void pg_strmap_free(pg_strmap *m);

#endif
