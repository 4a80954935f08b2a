/* SPDX-License-Identifier: Apache-2.0 */
/* Status codes and diagnostics: lower layers report, only cmd_* prints. */
#ifndef PG_DIAG_H
#define PG_DIAG_H

#include <stddef.h>

typedef enum pg_status {
	PG_OK = 0,
	PG_ERR_INPUT,    /* bad input data: exit 1 */
	PG_ERR_USAGE,    /* bad command line: exit 1 */
	PG_ERR_IO,       /* file system trouble: exit 1 when the path was the user's */
	PG_ERR_RDF,      /* Redland refused something: exit 2 */
	PG_ERR_NOMEM,    /* out of memory: exit 2 */
	PG_ERR_INTERNAL, /* a bug: exit 2 */
	PG_ERR_DAMAGED   /* a store's files are damaged: exit 2 */
} pg_status;

/* Where and why something failed. Filled by the layer that noticed. */
typedef struct pg_diag {
	pg_status status;
	char file[512];  /* "" when not about a file */
	size_t line;     /* 1-based; 0 when unknown */
	size_t col;      /* 1-based; 0 when unknown */
	char msg[512];
} pg_diag;

/* Returns a static, human-readable name of `st`. */
const char *pg_strerror(pg_status st);

/* Records `st`, the position and a printf-style message in `d` (may be NULL).
 * Returns `st` so that callers can write `return pg_diag_set(...)`. */
pg_status pg_diag_set(pg_diag *d, pg_status st, const char *file, size_t line,
		      const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* Clears `d` (may be NULL) to PG_OK with no position. */
void pg_diag_clear(pg_diag *d);

/* Formats `d` as "FILE:LINE: msg" (or just "msg") into `out`. Returns out. */
char *pg_diag_format(const pg_diag *d, char *out, size_t size);

/* Propagates a failing status. */
#define PG_TRY(st, expr)                      \
	do {                                  \
		if (((st) = (expr)) != PG_OK) \
			goto out;             \
	} while (0)

#endif
