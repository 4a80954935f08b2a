/* SPDX-License-Identifier: Apache-2.0 */
/* Reads papers from seed-style text or JSON Lines, keeping source positions. */
#ifndef PG_CORPUS_H
#define PG_CORPUS_H

#include <stddef.h>

#include "base/diag.h"

/* Largest abstract accepted, in bytes; a longer one is bad input. */
#define PG_CORPUS_MAX_ABSTRACT (64 * 1024)

/* Longest input line accepted, in bytes (without its newline). */
#define PG_CORPUS_MAX_LINE (1024 * 1024)

/* One paper as read. Every string is valid UTF-8 and NUL-terminated. */
typedef struct pg_paper {
	char *id;        /* the record's "id", or "<file stem>-<n>" (n 1-based) */
	char *title;     /* (may be NULL) */
	char *abstract;  /* never NULL, never empty */
	char *venue;     /* (may be NULL); for text input, the heading line */
	char *url;       /* (may be NULL) */
	char **authors;  /* n_authors strings (may be NULL when 0) */
	size_t n_authors;
	int year;        /* 0 when absent */
	size_t line;     /* line of the source where the record starts */
	size_t index;    /* 1-based position of the record in its input */
} pg_paper;

typedef enum pg_corpus_format {
	PG_CORPUS_TEXT,   /* optional heading line, then abstracts separated by blank lines */
	PG_CORPUS_JSONL   /* one JSON object per line */
} pg_corpus_format;

typedef struct pg_corpus pg_corpus;

/* Opens `path` ("-" for standard input) and detects its format from the first
 * non-blank byte ('{' means JSON Lines). Caller closes with pg_corpus_close().
 * Returns PG_ERR_INPUT (with `d` naming the file) if it cannot be opened. */
pg_status pg_corpus_open(const char *path, pg_corpus **out, pg_diag *d);

/* Reads the next paper into *out (NULL at the end of input).
 * Caller frees the paper with pg_paper_free(). Returns PG_ERR_INPUT with file
 * and line in `d` for invalid UTF-8, malformed JSON, a missing, empty or
 * non-string "abstract", a wrongly typed field, an abstract over
 * PG_CORPUS_MAX_ABSTRACT, a duplicate id within this input, or an input with no
 * paper at all. */
pg_status pg_corpus_next(pg_corpus *c, pg_paper **out, pg_diag *d);

/* Returns the detected format. */
pg_corpus_format pg_corpus_get_format(const pg_corpus *c);

/* Returns the name used in messages ("<stdin>" for "-"). Borrowed. */
const char *pg_corpus_get_name(const pg_corpus *c);

/* Closes the input and frees the reader (NULL is a no-op). */
void pg_corpus_close(pg_corpus *c);

/* Frees a paper (NULL is a no-op). */
void pg_paper_free(pg_paper *p);

#endif
