/* SPDX-License-Identifier: Apache-2.0 */
/* ASCII character classes and case folding, independent of the C locale
 * (the <ctype.h> functions follow setlocale and take only unsigned char
 * values or EOF). Bytes of 0x80 and above are in no class. */
#ifndef PG_ASCII_H
#define PG_ASCII_H

#include <stdbool.h>

static inline bool pg_ascii_is_upper(int c) { return c >= 'A' && c <= 'Z'; }
static inline bool pg_ascii_is_lower(int c) { return c >= 'a' && c <= 'z'; }
static inline bool pg_ascii_is_digit(int c) { return c >= '0' && c <= '9'; }
static inline bool pg_ascii_is_alpha(int c) { return pg_ascii_is_upper(c) || pg_ascii_is_lower(c); }
static inline bool pg_ascii_is_alnum(int c) { return pg_ascii_is_alpha(c) || pg_ascii_is_digit(c); }
static inline bool pg_ascii_is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
static inline int pg_ascii_lower(int c) { return pg_ascii_is_upper(c) ? c + 32 : c; }
static inline int pg_ascii_upper(int c) { return pg_ascii_is_lower(c) ? c - 32 : c; }

#endif
