/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL 1.1 lexer: the terminals of the grammar (W3C SPARQL 1.1 Query,
 * section 19.8), each with the line and column it starts at. No Redland. */
#ifndef PG_SPARQL_LEX_H
#define PG_SPARQL_LEX_H

#include <stdbool.h>
#include <stddef.h>

/* The longest language tag a query may write (BCP 47's are far shorter;
 * raptor 2.0.15 writes past its buffer for one over 255 characters). */
#define SQ_MAX_LANGTAG 64
#define SQ_MAX_LANGTAG_TEXT "64"

typedef enum sq_tok {
	SQ_T_EOF,
	SQ_T_ERROR,     /* a bad character or an unterminated token: see lexer.err */
	SQ_T_IRIREF,    /* <...>: value is the IRI, escapes decoded */
	SQ_T_PNAME_NS,  /* prefix: (value is the prefix without ':') */
	SQ_T_PNAME_LN,  /* prefix:local (value "prefix", local the decoded local part) */
	SQ_T_BNODE,     /* _:label (value the label) */
	SQ_T_VAR,       /* ?name or $name (value the name) */
	SQ_T_LANGTAG,   /* @tag (value the tag) */
	SQ_T_INTEGER, SQ_T_DECIMAL, SQ_T_DOUBLE, /* value the text, sign included */
	SQ_T_STRING,    /* any of the four quote styles (value decoded) */
	SQ_T_NIL,       /* ( ) */
	SQ_T_ANON,      /* [ ] */
	SQ_T_WORD,      /* a bare name: a keyword, 'a', true/false, a built-in */
	SQ_T_PUNCT      /* value the punctuation: { } ( ) [ ] ; , . + - * / = != < >
			   <= >= ! && || ^^ ^ | ? */
} sq_tok;

typedef struct sq_token {
	sq_tok type;
	char *value;        /* heap, owned by the lexer until sq_lex_take() */
	char *local;        /* SQ_T_PNAME_LN only: the local part (heap, owned likewise) */
	bool sign;          /* a number written with a leading + or - */
	unsigned line, col; /* 1-based, columns in code points */
	size_t offset;      /* byte offset in the text */
} sq_token;

typedef struct sq_lexer {
	const char *text;
	size_t len, pos;
	unsigned line, col;
	sq_token tok;       /* the current token */
	char err[256];      /* why the last SQ_T_ERROR */
	bool nomem;
} sq_lexer;

/* Starts lexing `text` (borrowed; must outlive the lexer) and reads the first
 * token. Free with sq_lex_free(). */
void sq_lex_init(sq_lexer *lx, const char *text, size_t len);

/* Moves to the next token (frees the current one's values). */
void sq_lex_next(sq_lexer *lx);

/* Hands the current token's value to the caller (free() it); NULL if none. */
char *sq_lex_take(sq_lexer *lx);

/* Frees the current token's values. */
void sq_lex_free(sq_lexer *lx);

/* True if the current token is the word `kw` (ASCII case-insensitive). */
bool sq_lex_is_word(const sq_lexer *lx, const char *kw);

/* True if the current token is the punctuation `p`. */
bool sq_lex_is_punct(const sq_lexer *lx, const char *p);

#endif
