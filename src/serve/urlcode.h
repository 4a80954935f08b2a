/* SPDX-License-Identifier: Apache-2.0 */
/* Percent-encoding (RFC 3986) and application/x-www-form-urlencoded forms,
 * for the server's requests and the upstream client's. Private to serve/. */
#ifndef PG_SERVE_URLCODE_H
#define PG_SERVE_URLCODE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"

/* The value of the hex digit `c`, or -1 if it is none. */
int pg_url_hexval(int c);

/* Appends `s` to `b` with every byte but ASCII letters, digits and "-._~"
 * as %XX. Returns false on out-of-memory. */
bool pg_url_encode(pg_buf *b, const char *s);

/* Decodes %XX (and '+' as a space when `plus`) of the `n` bytes of `s`.
 * Caller frees with free(); NULL on out-of-memory. */
char *pg_url_decode(const char *s, size_t n, bool plus);

/* The value of `name` in the form `form` (may be NULL), decoded, "" for a
 * name without '='. Caller frees with free(); NULL when absent. */
char *pg_url_form_value(const char *form, const char *name);

/* The same for the field named `name` after `nth` others of that name (0:
 * the first); NULL when there are not that many. */
char *pg_url_form_nth(const char *form, const char *name, unsigned nth);

/* How many fields of the form `form` (may be NULL) are named `name`. */
unsigned pg_url_form_count(const char *form, const char *name);

#endif
