/* SPDX-License-Identifier: Apache-2.0 */
/* UTF-8: the one decoder, validator and encoder. "Valid" is RFC 3629: no
 * overlong forms, no surrogates, nothing over U+10FFFF. */
#ifndef PG_UTF8_H
#define PG_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Decodes the sequence at `p`, of which `avail` bytes may be read. Stores the
 * code point in `*cp` and returns the sequence's length (1 to 4); returns 0
 * when `avail` is 0 or the bytes are not valid UTF-8 (`*cp` then unchanged). */
size_t pg_utf8_decode(const unsigned char *p, size_t avail, uint32_t *cp);

/* Decodes the sequence at the NUL-terminated `s`. Stores the code point in
 * `*cp` and returns its length; returns 0, with U+FFFD in `*cp`, when `s`
 * starts with NUL or with bytes that are not valid UTF-8. */
size_t pg_utf8_next(const char *s, unsigned long *cp);

/* Returns the length of the longest prefix of `s` (`n` bytes) that is valid
 * UTF-8 without a NUL byte: `n` when all of it is. ASCII runs are checked
 * eight bytes at a time. */
size_t pg_utf8_valid_prefix(const unsigned char *s, size_t n);

/* Writes the code point `cp` (at most U+10FFFF) as UTF-8 into `out`, which
 * has room for 4 bytes, and returns the number written. */
size_t pg_utf8_encode(unsigned long cp, char *out);

#endif
