/* SPDX-License-Identifier: Apache-2.0 */
/* What the unit tests built on a small store share: a new store in a
 * temporary folder, statements added one at a time, reopening it to read
 * once written, and removing the folder. Header-only: each test includes it. */
#ifndef PG_UNIT_STORE_H
#define PG_UNIT_STORE_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "store/store.h"

/* Adds the statement (subj, p, o) in `graph`, `o` a literal or an IRI. */
static inline pg_status unit_add(pg_store *s, const char *subj, const char *p, const char *o,
				 bool literal, const char *graph)
{
	pg_triple t = {.s = subj, .p = p, .o = o, .o_literal = literal,
		       .scope = PG_SCOPE_PAPER, .graph = graph};
	return pg_store_add(s, &t);
}

/* Makes a folder `name`.XXXXXX under $TMPDIR (or /tmp) into `dir` (room for
 * `size`) and opens a new store in it, base IRI `base`, for writing into
 * `*out`. Returns false if either fails. */
static inline bool unit_store_create(char *dir, size_t size, const char *name, const char *base,
				     pg_store **out)
{
	snprintf(dir, size, "%s/%s.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", name);
	if (!mkdtemp(dir))
		return false;
	char spec[300];
	snprintf(spec, sizeof spec, "%s/kg", dir);
	pg_diag d;
	return pg_store_open(spec, PG_STORE_REBUILD, base, out, &d) == PG_OK;
}

/* Commits and closes `w`, the store made in `dir`, and opens it again for
 * reading into `*out`. Returns false if any step fails. */
static inline bool unit_store_reopen(const char *dir, pg_store *w, pg_store **out)
{
	char spec[300];
	snprintf(spec, sizeof spec, "%s/kg", dir);
	pg_diag d;
	if (pg_store_commit(w, &d) != PG_OK)
		return false;
	pg_store_close(w);
	return pg_store_open(spec, PG_STORE_READ, NULL, out, &d) == PG_OK;
}

/* Removes `dir` and everything in it. Returns 0, or -1 if that failed. */
static inline int unit_store_remove(const char *dir)
{
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

#endif
