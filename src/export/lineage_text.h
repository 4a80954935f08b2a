/* SPDX-License-Identifier: Apache-2.0 */
/* The words of the lineage drawings: method names wrapped at word boundaries
 * (never cut), paper titles shortened at a word boundary with an ellipsis,
 * and the caption of a method (its year and short title). Used by
 * export/lineage_render.c and export/lineage_inline.c. */
#ifndef PG_LINEAGE_TEXT_H
#define PG_LINEAGE_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "export/lineage.h"

/* Titles are shortened to about this many characters. */
#define PG_LINEAGE_TITLE_CHARS 40

/* Appends `s` to `out` split into lines of at most `width` characters
 * (UTF-8 code points) at spaces, each word passed through `escape` (NULL:
 * as it is), one space between words and `sep` between lines. A word longer
 * than `width` stays whole on a line of its own. Runs of spaces, tabs and
 * line breaks count as one space; `*lines` (may be NULL)
 * gets how many lines were written (0 for an empty or all-space `s`). False
 * on out-of-memory. */
bool pg_lineage_wrap(pg_buf *out, const char *s, size_t width, bool (*escape)(pg_buf *, const char *),
		     const char *sep, size_t *lines);

/* Appends `title` to `out` whole if it has at most `max` characters, else
 * cut after the last word that ends within `max - 1` characters (trailing
 * punctuation dropped) with "…" after it; a first word longer than that is
 * cut inside, at a character boundary. False on out-of-memory. */
bool pg_lineage_short_title(pg_buf *out, const char *title, size_t max);

/* Appends the caption of method `i` of `l` to `out`: "YEAR · SHORT TITLE",
 * "YEAR", "SHORT TITLE" or nothing, from what the lineage knows of its
 * proposing paper; a title "NAME: rest" gives "rest", a title that is the
 * method's name none. Not escaped. False on out-of-memory. */
bool pg_lineage_caption(pg_buf *out, const pg_lineage *l, int i);

#endif
