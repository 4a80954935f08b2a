/* SPDX-License-Identifier: Apache-2.0 */
/* A reading stream that stands between a file and raptor's parsers and stops
 * at a language tag longer than raptor 2.0.15 can hold: it keeps a tag's
 * length in one byte and writes past its buffer for a tag of 256 characters
 * or more (seen with valgrind in raptor_new_term_from_counted_literal, for
 * N-Triples and Turtle alike). Private to store/. */
#ifndef PG_STORE_LOAD_GUARD_H
#define PG_STORE_LOAD_GUARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The longest language tag load accepts (BCP 47 tags are far shorter). */
#define STORE_MAX_LANGTAG 255

typedef struct load_guard {
	FILE *in;            /* borrowed */
	bool rdfxml;         /* tags are xml:lang="..." attributes, not "..."@tag */
	int state;           /* where the scanner is (load_guard.c) */
	size_t run;          /* characters of the tag so far */
	size_t line;         /* the line being read, 1-based */
	size_t tag_line;     /* the line of the first tag too long, 0 if none */
	size_t tag_len;      /* its length (at least STORE_MAX_LANGTAG + 1) */
	size_t match;        /* rdfxml: characters of "xml:lang=" matched */
} load_guard;

/* A stream reading `in` through the guard `g` (filled in here; it must
 * outlive the stream). Close the stream with fclose (it leaves `in` open).
 * NULL on out-of-memory. After a parse, g->tag_line says whether the guard
 * stopped it (the stream then ends early, as if with a read error). */
FILE *store_load_guard_open(load_guard *g, FILE *in, bool rdfxml);

#endif
