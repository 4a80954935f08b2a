/* SPDX-License-Identifier: Apache-2.0 */
/* The query guard: a tokeniser that follows rasqal 0.9.33's lexer
 * (sparql_lexer.l) closely enough to see what its parser will see, and a scan
 * of the tokens by bracket level that refuses what is known to go wrong.
 *
 * The signs. rasqal's lexer reads '+2' or '-2' as one signed number whenever
 * a sign touches a digit, also after an operand ('1+2', '?a-1'). Its grammar
 * (AdExOpExpressionListInner) then takes such a number as the next term of a
 * sum, and gets three things wrong:
 * - a negative one is subtracted: '?a-1' is ?a - (-1);
 * - a '*' or '/' after it applies to the whole sum so far: '1+2*3' is 9;
 * - it starts the term list with raptor_sequence_shift(), which leaves the
 *   list's start offset at 7 of a capacity of 8. When that list opens the
 *   chain and more terms follow, raptor_sequence_join() (raptor 2.0.15)
 *   checks capacity against size only and writes from start + size on: one
 *   slot past the array for '1+2+3', two (glibc's "free(): invalid next
 *   size") for '1+2+3+4'. Lists that start with a spaced '+ 2' are pushed
 *   from offset 0 and are fine, as are the parser's other joins (triples,
 *   collections, templates), whose destinations are only ever pushed to.
 * So a signed number after an operand is refused, unless it is positive,
 * nothing multiplies it, and no further term follows it when it opens its
 * chain ('?n+1' stays legal). This is judged in expressions only: in triple
 * patterns, collections and VALUES, '1 -2' is two numbers.
 *
 * Where a text is not something rasqal lexes, the guard takes the character
 * as punctuation and goes on, which can only refuse more, never less. */
#include "sparql/guard.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "base/buf.h"

typedef enum kind {
	K_END, K_NUM, K_SNUM, K_STR, K_LANG, K_IRI, K_PNAME, K_VAR, K_BNODE, K_WORD,
	K_HATHAT, K_OP, K_OPEN, K_CLOSE, K_PUNCT
} kind;

typedef struct token {
	kind k;
	const char *s;
	size_t len;
	size_t line, col;
} token;

typedef struct lexer {
	const char *p;
	size_t line, col;
} lexer;

/* rasqal's NCCHAR1 (name start), and the characters of names after it. */
static bool name_start(unsigned char c)
{
	return pg_ascii_is_alpha(c) || c == '\\' || c >= 0x80 || c == '_';
}

static bool name_char(unsigned char c)
{
	return name_start(c) || pg_ascii_is_digit(c) || c == '-' || c == '.';
}

static void advance(lexer *lx, size_t n)
{
	for (; n && *lx->p; n--, lx->p++) {
		unsigned char c = (unsigned char)*lx->p;
		if (c == '\n') {
			lx->line++;
			lx->col = 1;
		} else if ((c & 0xC0) != 0x80) {
			lx->col++;
		}
	}
}

/* Length of an unsigned INTEGER, DECIMAL or DOUBLE at p, 0 if none. */
static size_t number_len(const char *p)
{
	size_t i = 0, whole = 0, frac = 0;
	while (pg_ascii_is_digit((unsigned char)p[i]))
		i++, whole++;
	if (p[i] == '.') {
		size_t j = i + 1;
		while (pg_ascii_is_digit((unsigned char)p[j]))
			j++, frac++;
		if (whole || frac)
			i = j;
	}
	if (!whole && !frac)
		return 0;
	if (p[i] == 'e' || p[i] == 'E') {
		size_t j = i + 1;
		if (p[j] == '+' || p[j] == '-')
			j++;
		if (pg_ascii_is_digit((unsigned char)p[j])) {
			while (pg_ascii_is_digit((unsigned char)p[j]))
				j++;
			i = j;
		}
	}
	return i;
}

/* Length of a run of name characters without a trailing '.'. */
static size_t name_len(const char *p)
{
	size_t n = 0;
	while (name_char((unsigned char)p[n]))
		n++;
	while (n && p[n - 1] == '.')
		n--;
	return n;
}

/* Length of the string literal at p (quote included), 0 if unterminated. */
static size_t string_len(const char *p)
{
	char q = *p;
	if (p[1] == q && p[2] == q) {
		for (size_t i = 3; p[i]; i++) {
			if (p[i] == '\\' && p[i + 1])
				i++;
			else if (p[i] == q && p[i + 1] == q && p[i + 2] == q)
				return i + 3;
		}
		return 0;
	}
	for (size_t i = 1; p[i] && p[i] != '\n' && p[i] != '\r'; i++) {
		if (p[i] == '\\') {
			if (!p[i + 1] || p[i + 1] == '\n' || p[i + 1] == '\r')
				return 0;
			i++;
		} else if (p[i] == q) {
			return i + 1;
		}
	}
	return 0;
}

/* Reads the next token into *t (K_END at the end). */
static void next_token(lexer *lx, token *t)
{
	for (;;) {
		while (pg_ascii_is_space((unsigned char)*lx->p))
			advance(lx, 1);
		if (*lx->p != '#')
			break;
		advance(lx, strcspn(lx->p, "\r\n"));
	}
	const char *p = lx->p;
	unsigned char c = (unsigned char)*p;
	size_t n = 1;
	kind k = K_PUNCT;
	if (!c) {
		k = K_END;
		n = 0;
	} else if ((c == '+' || c == '-') && number_len(p + 1)) {
		k = K_SNUM;
		n = 1 + number_len(p + 1);
	} else if (number_len(p)) {
		k = K_NUM;
		n = number_len(p);
	} else if ((c == '"' || c == '\'') && string_len(p)) {
		k = K_STR;
		n = string_len(p);
	} else if (c == '<' && p[1] && !strchr("<>= ", p[1]) && strchr(p + 1, '>')) {
		k = K_IRI;
		n = (size_t)(strchr(p + 1, '>') - p) + 1;
	} else if (c == '<' && p[1] == '>') {
		k = K_IRI;
		n = 2;
	} else if (c == '@' && pg_ascii_is_alpha((unsigned char)p[1])) {
		k = K_LANG;
		while (pg_ascii_is_alnum((unsigned char)p[n]) || p[n] == '-' || p[n] == '_')
			n++;
	} else if ((c == '?' || c == '$') && name_start((unsigned char)p[1])) {
		k = K_VAR;
		while (name_start((unsigned char)p[n]) || pg_ascii_is_digit((unsigned char)p[n]))
			n++;
	} else if ((c == '?' || c == '$') && pg_ascii_is_digit((unsigned char)p[1])) {
		k = K_VAR;
		while (name_start((unsigned char)p[n]) || pg_ascii_is_digit((unsigned char)p[n]))
			n++;
	} else if (c == '_' && p[1] == ':') {
		k = K_BNODE;
		n = 2 + name_len(p + 2);
	} else if (c == ':' || (name_start(c) && c != '_')) {
		size_t pre = c == ':' ? 0 : name_len(p);
		if (p[pre] == ':') {
			k = K_PNAME;
			n = pre + 1 + name_len(p + pre + 1);
		} else if (c != ':') {
			k = K_WORD;
			n = 0;
			while (pg_ascii_is_alnum((unsigned char)p[n]) || p[n] == '_' ||
			       (unsigned char)p[n] >= 0x80 || p[n] == '\\')
				n++;
		}
	} else if (strchr("({[", c)) {
		k = K_OPEN;
	} else if (strchr(")}]", c)) {
		k = K_CLOSE;
	} else if ((c == '&' && p[1] == '&') || (c == '|' && p[1] == '|') ||
		   (strchr("!<>", c) && p[1] == '=')) {
		k = K_OP;
		n = 2;
	} else if (c == '^' && p[1] == '^') {
		k = K_HATHAT;
		n = 2;
	} else if (strchr("+-*/!=<>", c)) {
		k = K_OP;
	}
	t->k = k;
	t->s = p;
	t->len = n;
	t->line = lx->line;
	t->col = lx->col;
	advance(lx, n);
}

static bool is_word(const token *t, const char *w)
{
	return t->k == K_WORD && t->len == strlen(w) && !strncasecmp(t->s, w, t->len);
}

/* True after a token that ends an operand: a '+' or '-' then is binary. */
static bool ends_operand(const token *t)
{
	switch (t->k) {
	case K_NUM: case K_SNUM: case K_STR: case K_LANG: case K_IRI: case K_PNAME:
	case K_VAR: case K_BNODE: case K_CLOSE:
		return true;
	case K_WORD:
		return is_word(t, "true") || is_word(t, "false");
	default:
		return false;
	}
}

static bool is_op(const token *t, char c)
{
	return t->k == K_OP && t->len == 1 && t->s[0] == c;
}

typedef enum mode { M_EXPR, M_PATTERN, M_DATA, M_VALUES } mode;

/* One bracket level. `prev` is its last token (a closed group counts as its
 * closing bracket). */
typedef struct level {
	mode m;
	token prev;
	bool terms;      /* the current chain has had an additive operator */
	bool opener;     /* ... and the first was a signed number (at `at`) */
	bool glued;      /* the previous token was a glued '+N' */
	token at;
	size_t ops;      /* operators at this level, for the depth bound */
	bool row;        /* a VALUES variable list or data row */
} level;

typedef struct guard {
	level *lv;
	size_t n, cap;
	size_t path_ops; /* sum of `ops` over the open levels */
	bool values;     /* VALUES seen: the next '{' holds data */
	bool projecting; /* between SELECT and the next '{' */
	token *as;       /* the variables bound with AS in the projections so far */
	size_t n_as, cap_as;
	pg_diag *d;
} guard;

static pg_status refuse(guard *g, const token *t, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static pg_status refuse(guard *g, const token *t, const char *fmt, ...)
{
	char msg[sizeof g->d->msg];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	pg_status st = pg_diag_set(g->d, PG_ERR_INPUT, "query", t->line, "%s", msg);
	if (g->d)
		g->d->col = t->col;
	return st;
}

static pg_status push_level(guard *g, mode m)
{
	if (!pg_grow((void **)&g->lv, &g->cap, g->n + 1, sizeof *g->lv))
		return PG_ERR_NOMEM;
	level *l = &g->lv[g->n++];
	memset(l, 0, sizeof *l);
	l->m = m;
	return PG_OK;
}

static const char msg_minus[] =
	"rasqal 0.9.33 reads a minus written against a number after an operand ('?a-1') "
	"as '?a - (-1)' and answers wrongly; write a space after the sign: '?a - 1'";
static const char msg_times[] =
	"rasqal 0.9.33 reads '1+2*3' as '(1+2)*3' and answers wrongly; write a space "
	"after the sign: '1 + 2*3'";
static const char msg_chain[] =
	"rasqal 0.9.33's parser corrupts memory on a sum whose first operator is a sign "
	"written against a number and which has more terms ('1+2+3'); write a space after "
	"the sign ('1 + 2 + 3') or group it with parentheses ('(1+2) + 3')";

/* The rules on signs at an expression level, for token t (see the top). */
static pg_status check_signs(guard *g, level *l, const token *t)
{
	bool after = ends_operand(&l->prev);
	bool mul = is_op(t, '*') || is_op(t, '/');
	bool additive = after && (t->k == K_SNUM || is_op(t, '+') || is_op(t, '-'));
	if (l->glued && mul)
		return refuse(g, &l->at, "%s", msg_times);
	if (l->glued && l->opener && additive)
		return refuse(g, &l->at, "%s", msg_chain);
	l->glued = l->opener = false;
	if (additive) {
		if (t->k == K_SNUM) {
			if (t->s[0] == '-')
				return refuse(g, t, "%s", msg_minus);
			l->glued = true;
			l->opener = !l->terms;
			l->at = *t;
		}
		l->terms = true;
		return PG_OK;
	}
	/* Whatever is neither an operator nor a term of the chain ends the chain:
	 * ending it too often only makes more terms look like openers. */
	bool starts = t->k == K_NUM || t->k == K_SNUM || t->k == K_STR || t->k == K_IRI ||
		      t->k == K_PNAME || t->k == K_VAR || t->k == K_BNODE || t->k == K_OPEN ||
		      is_word(t, "true") || is_word(t, "false");
	if (!(mul || (t->k == K_OP && !after) || t->k == K_LANG || t->k == K_HATHAT ||
	      (starts && !after)))
		l->terms = false;
	return PG_OK;
}

/* Limits on single tokens. */
static pg_status check_token(guard *g, const token *t)
{
	if (t->k == K_LANG && t->len - 1 > PG_SPARQL_MAX_LANGTAG)
		return refuse(g, t, "a language tag of %zu characters; papergraph accepts at most "
			      "%d (BCP 47 tags are shorter, and rasqal 0.9.33 corrupts memory on "
			      "tags over 255)", t->len - 1, PG_SPARQL_MAX_LANGTAG);
	if ((t->k == K_VAR || t->k == K_PNAME || t->k == K_BNODE || t->k == K_WORD) &&
	    memchr(t->s, '\\', t->len))
		/* rasqal decodes \u and \U escapes in names and runs past a short one */
		return refuse(g, t, "a backslash in a name; write the character itself (rasqal "
			      "0.9.33 reads past an escape in a name and crashes)");
	if (t->k != K_STR && t->len > PG_SPARQL_MAX_TOKEN)
		return refuse(g, t, "%s of %zu bytes; papergraph accepts at most %d bytes per "
			      "name, IRI or number", t->k == K_IRI ? "an IRI"
			      : t->k == K_VAR ? "a variable"
			      : t->k == K_NUM || t->k == K_SNUM ? "a number" : "a name",
			      t->len, PG_SPARQL_MAX_TOKEN);
	return PG_OK;
}

/* Caps the integer after LIMIT or OFFSET at PG_SPARQL_MAX_SLICE in `copy`. */
static void cap_slice(const token *t, const char *query, char *copy)
{
	size_t z = 0;
	while (z + 1 < t->len && t->s[z] == '0')
		z++;
	size_t digits = t->len - z;
	static const char max[] = "2147483647";
	if (digits < 10 || (digits == 10 && memcmp(t->s + z, max, 10) <= 0))
		return;
	char *at = copy + (t->s - query);
	memcpy(at, max, 10);
	memset(at + 10, ' ', t->len - 10);
}

/* rasqal 0.9.33 keeps one scope for the projections of all the query's
 * SELECTs: a variable bound with AS in two of them (or twice in one) is an
 * error to it, also in sibling subqueries, and it leaks the expression as it
 * reports it. */
static pg_status check_projection(guard *g, const token *prev, const token *t)
{
	if (is_word(t, "SELECT")) {
		g->projecting = true;
	} else if (t->k == K_OPEN && t->s[0] == '{') {
		g->projecting = false;
	} else if (g->projecting && t->k == K_VAR && is_word(prev, "AS")) {
		for (size_t i = 0; i < g->n_as; i++)
			if (g->as[i].len == t->len && !memcmp(g->as[i].s + 1, t->s + 1, t->len - 1))
				return refuse(g, t, "?%.*s is bound with AS in a projection twice; "
					      "rasqal 0.9.33 does not allow it even in separate subqueries "
					      "(and leaks memory refusing it): use another name",
					      (int)t->len - 1, t->s + 1);
		if (!pg_grow((void **)&g->as, &g->cap_as, g->n_as + 1, sizeof *g->as))
			return PG_ERR_NOMEM;
		g->as[g->n_as++] = *t;
	}
	return PG_OK;
}

static mode open_mode(const guard *g, const level *l, const token *t)
{
	if (t->s[0] == '{')
		return g->values ? M_VALUES : M_PATTERN;
	if (l->m == M_DATA || l->m == M_VALUES)
		return M_DATA;
	if (t->s[0] == '[')
		return M_PATTERN;
	if (l->m == M_EXPR || l->prev.k == K_WORD || l->prev.k == K_PNAME || l->prev.k == K_IRI)
		return M_EXPR;
	return M_DATA; /* a collection in a triple pattern */
}

static pg_status scan(guard *g, const char *query, char *copy)
{
	lexer lx = {query, 1, 1};
	pg_status st = push_level(g, M_EXPR);
	token t;
	while (st == PG_OK) {
		next_token(&lx, &t);
		if (t.k == K_END)
			break;
		if ((st = check_token(g, &t)) != PG_OK)
			break;
		level *l = &g->lv[g->n - 1];
		if (l->m == M_EXPR && (st = check_signs(g, l, &t)) != PG_OK)
			break;
		if ((st = check_projection(g, &l->prev, &t)) != PG_OK)
			break;
		if ((l->prev.k == K_NUM || l->prev.k == K_SNUM) && (t.k == K_HATHAT || t.k == K_LANG)) {
			/* not SPARQL; in an expression, rasqal's error path frees twice */
			st = refuse(g, &t, "a number takes no datatype or language: write "
				    "\"2.0\"^^xsd:double or 2.0e0 (rasqal 0.9.33 frees memory twice on it)");
			break;
		}
		if (t.k == K_NUM && (is_word(&l->prev, "LIMIT") || is_word(&l->prev, "OFFSET")))
			cap_slice(&t, query, copy);
		if (is_word(&t, "SELECT") || is_word(&t, "HAVING") || is_word(&t, "BY"))
			l->m = M_EXPR; /* a sub-SELECT's projection and modifiers */
		if (is_word(&t, "VALUES"))
			g->values = true;
		if (t.k == K_OP && l->m == M_EXPR) {
			l->ops++;
			g->path_ops++;
		}
		if (t.k == K_OPEN) {
			mode m = open_mode(g, l, &t);
			if (t.s[0] == '{')
				g->values = false;
			bool row = t.s[0] == '(' && (l->m == M_VALUES || g->values);
			l->prev = t; /* until the group closes; push_level may move l */
			if ((st = push_level(g, m)) == PG_OK)
				g->lv[g->n - 1].row = row;
		} else if (t.k == K_CLOSE && g->n > 1) {
			if (g->lv[g->n - 1].row && g->lv[g->n - 1].prev.k == K_END) {
				/* sparql_parser.y's DataBlockRowList sets the offset of
				 * the NULL row '()' makes: a write to address 0x10 */
				st = refuse(g, &t, "an empty '()' in VALUES crashes rasqal 0.9.33's "
					    "parser; leave the VALUES clause out or give it a variable");
				break;
			}
			g->path_ops -= g->lv[g->n - 1].ops;
			g->n--;
			l = &g->lv[g->n - 1];
		}
		if (g->n + g->path_ops > PG_SPARQL_MAX_DEPTH) {
			st = refuse(g, &t, "the expression is nested or chained deeper than %d "
				    "(rasqal 0.9.33 recurses on expressions and would overflow its "
				    "stack); split it up", PG_SPARQL_MAX_DEPTH);
			break;
		}
		if (t.k != K_OPEN)
			l->prev = t;
	}
	return st;
}

pg_status pg_sparql_guard(const char *query, char **out, pg_diag *d)
{
	*out = NULL;
	char *copy = strdup(query);
	if (!copy)
		return pg_diag_set(d, PG_ERR_NOMEM, NULL, 0, "out of memory");
	guard g = {.d = d};
	pg_status st = scan(&g, query, copy);
	free(g.lv);
	free(g.as);
	if (st != PG_OK) {
		free(copy);
		return st;
	}
	*out = copy;
	return PG_OK;
}
