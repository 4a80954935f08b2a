/* SPDX-License-Identifier: Apache-2.0 */
/* A small JSON value reader over one line of JSON Lines input: strings
 * (decoded), numbers (checked per RFC 8259), literals and nested values
 * (skipped), with 1-based byte columns in every error message. The caller
 * walks the object it expects and decides what each value means. */
#ifndef PG_JSON_H
#define PG_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "base/diag.h"

/* Arrays and objects nested deeper than this are bad input. */
#define PG_JSON_MAX_DEPTH 512

/* A reader over s[0, n), set up by the caller (all fields but `nul`). The
 * line must already be valid UTF-8: raw bytes of strings are copied as they
 * are. Nothing here is owned by the reader. */
typedef struct pg_json {
	const char *s;      /* the line (borrowed) */
	size_t n, i;        /* its length, and the read position */
	size_t col0;        /* bytes dropped before s (a BOM), added to columns */
	const char *name;   /* input name for messages (borrowed) */
	size_t line;        /* line number for messages */
	pg_diag *d;         /* receives every error (may be NULL) */
	bool nul;           /* the last decoded string held \u0000 */
} pg_json;

/* Where pg_json_begin() left an array or object: see pg_json_next(). */
typedef struct pg_json_iter {
	char open;          /* '[' or '{' */
	bool started;       /* an item has been handed out */
} pg_json_iter;

/* Fails with PG_ERR_INPUT and the formatted message at p's name and line. */
pg_status pg_json_fail(pg_json *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Fails with PG_ERR_NOMEM at p's name and line. */
pg_status pg_json_nomem(pg_json *p);

/* Returns the column of byte i of the line, for messages. */
size_t pg_json_col(const pg_json *p, size_t i);

/* Fails with "expected WHAT" at the read position (PG_ERR_INPUT). */
pg_status pg_json_expect(pg_json *p, const char *what);

/* Skips JSON white space. */
void pg_json_ws(pg_json *p);

/* Returns true if the byte at the read position is `ch`. */
static inline bool pg_json_at(const pg_json *p, char ch)
{
	return p->i < p->n && p->s[p->i] == ch;
}

/* Returns true if a number may start at the read position ('-' or a digit). */
static inline bool pg_json_at_number(const pg_json *p)
{
	return p->i < p->n && (p->s[p->i] == '-' || (p->s[p->i] >= '0' && p->s[p->i] <= '9'));
}

/* Reads the string at the read position (which is '"') and decodes it into
 * `out` (reset first), or only checks it when `out` is NULL; sets p->nul.
 * Returns PG_ERR_INPUT if it is malformed, PG_ERR_NOMEM if `out` cannot grow. */
pg_status pg_json_string(pg_json *p, pg_buf *out);

/* Reads the number at the read position; *is_int tells whether it has
 * neither a fraction nor an exponent. Returns PG_ERR_INPUT if malformed. */
pg_status pg_json_number(pg_json *p, bool *is_int);

/* Skips "null" and returns true if it stands at the read position. */
bool pg_json_take_null(pg_json *p);

/* Skips any value at the read position. Returns PG_ERR_INPUT if it is
 * malformed or nested deeper than PG_JSON_MAX_DEPTH. */
pg_status pg_json_skip(pg_json *p);

/* Names the JSON type of the value at the read position ("a string", "an
 * object", ...), for messages. Static string. */
const char *pg_json_type(const pg_json *p);

/* Enters the array or object whose bracket is at the read position. */
void pg_json_begin(pg_json *p, pg_json_iter *it);

/* Steps to the next item of the container entered with pg_json_begin():
 * consumes the ',' before it (or the closing bracket, then *more = false)
 * and, in an object, the key (decoded into `key`, or only checked when `key`
 * is NULL) and its ':'. With *more = true the read position is at the value,
 * which the caller must read before the next call. Returns PG_ERR_INPUT if
 * the container is malformed. */
pg_status pg_json_next(pg_json *p, pg_json_iter *it, pg_buf *key, bool *more);

#endif
