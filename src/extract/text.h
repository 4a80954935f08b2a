/* SPDX-License-Identifier: Apache-2.0 */
/* Sentence splitting and tokenization of abstracts that carry LaTeX, markdown and Unicode. */
#ifndef PG_TEXT_H
#define PG_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"

/* The abstract is first rewritten into a "clean" text: LaTeX math delimiters,
 * wrapper commands (\texttt{X}, \mathrm{X}), braces and markdown emphasis are
 * dropped, \% \downarrow \times become % ↓ x, curly quotes and dashes become
 * ASCII, invalid UTF-8 becomes a space. Every clean byte remembers the byte
 * range of the original that produced it, so tokens map back to offsets. */

typedef enum pg_token_kind {
	PG_TOK_WORD,    /* letters/digits with inner hyphens, e.g. "Zeta2-7B", "e.g.", "7B" */
	PG_TOK_NUMBER,  /* digits with an optional decimal part, e.g. "28.5", "14,000" */
	PG_TOK_PUNCT,   /* one ASCII punctuation byte, a run of dashes, or "'s" */
	PG_TOK_SYMBOL   /* a non-letter Unicode character such as ↓ ↑ ± ≈ */
} pg_token_kind;

/* Token flags (pg_token.flags). */
enum {
	PG_TOKF_EMPH = 1,    /* inside **bold**, *italic* or \texttt{}/\textbf{}/\text{} */
	PG_TOKF_MACRO = 2,   /* an undefined LaTeX macro standing for a name: \foo -> "foo" */
	PG_TOKF_MATH = 4,    /* first byte inside $...$ */
	PG_TOKF_SPACE = 8,   /* preceded by white space (or at the start) */
	PG_TOKF_ABBREV = 16  /* an abbreviation with its dot: "e.g.", "et al." -> "al.", "vs." */
};

typedef struct pg_token {
	uint32_t s, e;      /* byte range in the clean text, end exclusive */
	uint8_t kind;       /* pg_token_kind */
	uint8_t flags;      /* PG_TOKF_* */
	uint16_t len;       /* e - s, capped at 65535 */
	int sentence;       /* sentence index */
} pg_token;

typedef struct pg_text_sentence {
	size_t tok_begin, tok_end;  /* token range, end exclusive */
	size_t start, end;          /* byte offsets into the original, end exclusive */
} pg_text_sentence;

typedef struct pg_text {
	char *clean;             /* NUL-terminated clean text */
	size_t clean_len;
	uint32_t *ostart;        /* per clean byte: first original byte that produced it */
	uint32_t *oend;          /* per clean byte: original offset after its source */
	uint8_t *cflags;         /* per clean byte: PG_TOKF_EMPH | PG_TOKF_MACRO | PG_TOKF_MATH */
	pg_token *toks;
	size_t n_toks;
	pg_text_sentence *sents;
	size_t n_sents;
} pg_text;

/* Analyses `len` bytes of `s` (any bytes; a NUL ends nothing). Caller frees with
 * pg_text_free(). Returns PG_ERR_NOMEM on allocation failure, PG_ERR_INPUT if
 * `len` is 4 GiB or more. */
pg_status pg_text_new(const char *s, size_t len, pg_text **out);

/* Frees an analysis (NULL is a no-op). */
void pg_text_free(pg_text *t);

/* Returns the original byte offset where clean byte `i` starts (i may equal clean_len). */
size_t pg_text_orig_start(const pg_text *t, size_t i);

/* Returns the original byte offset just after the source of clean byte `i - 1`
 * (the original end of a clean range ending at `i`). */
size_t pg_text_orig_end(const pg_text *t, size_t i);

/* Returns true if token `i` is exactly the ASCII string `w` (case-sensitive). */
bool pg_text_tok_is(const pg_text *t, size_t i, const char *w);

/* Returns true if token `i` is a dash written apart from words: an en or em dash,
 * or a run of hyphens ("---", " - "). */
bool pg_text_tok_is_dash(const pg_text *t, size_t i);

#endif
