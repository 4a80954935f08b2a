/* SPDX-License-Identifier: Apache-2.0 */
/* A growable, always NUL-terminated byte string. */
#ifndef PG_BUF_H
#define PG_BUF_H

#include <stdbool.h>
#include <stddef.h>

typedef struct pg_buf {
	char *data;  /* NUL-terminated; NULL until the first append */
	size_t len;
	size_t cap;
} pg_buf;

#define PG_BUF_INIT {NULL, 0, 0}

/* Appends `n` bytes of `s`. Returns false on out-of-memory (buffer unchanged). */
bool pg_buf_add(pg_buf *b, const char *s, size_t n);
/* Appends a NUL-terminated string. */
bool pg_buf_adds(pg_buf *b, const char *s);
/* Appends one byte. */
bool pg_buf_addc(pg_buf *b, char c);
/* Appends printf-style text. */
bool pg_buf_addf(pg_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Empties the buffer, keeping its memory. */
void pg_buf_reset(pg_buf *b);
/* Returns the contents (never NULL: "" when empty). Borrowed; valid until the next change. */
const char *pg_buf_str(const pg_buf *b);
/* Hands the heap string to the caller (caller frees with free()); the buffer is emptied.
 * Returns NULL on out-of-memory. */
char *pg_buf_take(pg_buf *b);
/* Frees the memory; the buffer is empty and reusable afterwards. */
void pg_buf_free(pg_buf *b);

/* Makes the caller's heap array `*items` (capacity `*cap` elements of `size`
 * bytes) hold at least `need` elements, doubling its capacity; new elements
 * are not initialised. Returns false on out-of-memory or overflow, the array
 * unchanged. */
bool pg_grow(void **items, size_t *cap, size_t need, size_t size);

#endif
