/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL 1.1 lexer (W3C SPARQL 1.1 Query, sections 19.2 and 19.8). */
#include "sparql/sparql_lex.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "base/utf8.h"

static bool pn_chars_base(uint32_t c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= 0xC0 && c <= 0xD6) ||
	       (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x2FF) || (c >= 0x370 && c <= 0x37D) ||
	       (c >= 0x37F && c <= 0x1FFF) || (c >= 0x200C && c <= 0x200D) ||
	       (c >= 0x2070 && c <= 0x218F) || (c >= 0x2C00 && c <= 0x2FEF) ||
	       (c >= 0x3001 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFDCF) ||
	       (c >= 0xFDF0 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0xEFFFF);
}

static bool pn_chars_u(uint32_t c) { return pn_chars_base(c) || c == '_'; }

static bool pn_chars(uint32_t c)
{
	return pn_chars_u(c) || c == '-' || (c >= '0' && c <= '9') || c == 0xB7 ||
	       (c >= 0x300 && c <= 0x36F) || (c >= 0x203F && c <= 0x2040);
}

static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_hex(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

/* The code point at byte `i` (0 at the end or on bad UTF-8; `*n` its length). */
static uint32_t cp_at(const sq_lexer *lx, size_t i, size_t *n)
{
	uint32_t c = 0;
	*n = 0;
	if (i >= lx->len)
		return 0;
	*n = pg_utf8_decode((const unsigned char *)lx->text + i, lx->len - i, &c);
	return *n ? c : 0;
}

/* Moves the position to byte `to`, counting lines and columns. */
static void advance(sq_lexer *lx, size_t to)
{
	for (; lx->pos < to && lx->pos < lx->len; lx->pos++) {
		unsigned char c = (unsigned char)lx->text[lx->pos];
		if (c == '\n') {
			lx->line++;
			lx->col = 1;
		} else if ((c & 0xC0) != 0x80) {
			lx->col++;
		}
	}
}

static void set_error(sq_lexer *lx, const char *fmt, const char *what)
{
	lx->tok.type = SQ_T_ERROR;
	snprintf(lx->err, sizeof lx->err, fmt, what);
}

void sq_lex_free(sq_lexer *lx)
{
	free(lx->tok.value);
	free(lx->tok.local);
	lx->tok.value = lx->tok.local = NULL;
}

char *sq_lex_take(sq_lexer *lx)
{
	char *v = lx->tok.value;
	lx->tok.value = NULL;
	return v;
}

void sq_lex_init(sq_lexer *lx, const char *text, size_t len)
{
	memset(lx, 0, sizeof *lx);
	lx->text = text;
	lx->len = len;
	lx->line = lx->col = 1;
	sq_lex_next(lx);
}

bool sq_lex_is_word(const sq_lexer *lx, const char *kw)
{
	return lx->tok.type == SQ_T_WORD && !strcasecmp(lx->tok.value, kw);
}

bool sq_lex_is_punct(const sq_lexer *lx, const char *p)
{
	return lx->tok.type == SQ_T_PUNCT && !strcmp(lx->tok.value, p);
}

static bool store(sq_lexer *lx, char **slot, const char *s, size_t n)
{
	char *v = malloc(n + 1);
	if (!v) {
		lx->nomem = true;
		set_error(lx, "%s", "out of memory");
		return false;
	}
	memcpy(v, s, n);
	v[n] = '\0';
	*slot = v;
	return true;
}

/* Decodes \uXXXX / \UXXXXXXXX at text[i] into b; returns bytes used or 0. */
static size_t uchar(const sq_lexer *lx, size_t i, pg_buf *b)
{
	if (i + 1 >= lx->len)
		return 0;
	size_t digits = lx->text[i + 1] == 'u' ? 4 : lx->text[i + 1] == 'U' ? 8 : 0;
	if (!digits || i + 2 + digits > lx->len)
		return 0;
	unsigned long cp = 0;
	for (size_t k = 0; k < digits; k++) {
		char h = lx->text[i + 2 + k];
		if (!is_hex(h))
			return 0;
		cp = cp * 16 + (unsigned long)(is_digit(h) ? h - '0' : (h | 0x20) - 'a' + 10);
	}
	if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0)
		return 0;
	char enc[4];
	pg_buf_add(b, enc, pg_utf8_encode(cp, enc));
	return 2 + digits;
}

static void lex_iri(sq_lexer *lx, size_t end)
{
	pg_buf b = PG_BUF_INIT;
	size_t i = lx->pos + 1;
	bool ok = true;
	while (ok && i < end) {
		if (lx->text[i] == '\\') {
			size_t n = uchar(lx, i, &b);
			ok = n > 0;
			i += n;
		} else {
			ok = pg_buf_addc(&b, lx->text[i++]);
		}
	}
	if (!ok) {
		pg_buf_free(&b);
		set_error(lx, "%s", "bad escape in an IRI");
		return;
	}
	lx->tok.type = SQ_T_IRIREF;
	lx->tok.value = pg_buf_take(&b);
	if (!lx->tok.value && !store(lx, &lx->tok.value, "", 0))
		return;
	advance(lx, end + 1);
}

static void lex_string(sq_lexer *lx)
{
	char q = lx->text[lx->pos];
	bool longq = lx->pos + 2 < lx->len && lx->text[lx->pos + 1] == q && lx->text[lx->pos + 2] == q;
	size_t i = lx->pos + (longq ? 3 : 1);
	pg_buf b = PG_BUF_INIT;
	for (;;) {
		if (i >= lx->len) {
			set_error(lx, "%s", "unterminated string");
			break;
		}
		char c = lx->text[i];
		if (c == q && (!longq || (i + 2 < lx->len && lx->text[i + 1] == q && lx->text[i + 2] == q))) {
			lx->tok.type = SQ_T_STRING;
			lx->tok.value = pg_buf_take(&b);
			if (!lx->tok.value && !store(lx, &lx->tok.value, "", 0))
				return;
			advance(lx, i + (longq ? 3 : 1));
			return;
		}
		if (!longq && (c == '\n' || c == '\r')) {
			set_error(lx, "%s", "a line break in a short string (use \"\"\" or \\n)");
			break;
		}
		if (c == '\\') {
			static const char from[] = "tbnrf\\\"'", to[] = "\t\b\n\r\f\\\"'";
			const char *e = i + 1 < lx->len && lx->text[i + 1] ? strchr(from, lx->text[i + 1]) : NULL;
			if (e) {
				pg_buf_addc(&b, to[e - from]);
				i += 2;
				continue;
			}
			size_t n = uchar(lx, i, &b);
			if (!n) {
				set_error(lx, "%s", "bad escape in a string");
				break;
			}
			i += n;
			continue;
		}
		pg_buf_addc(&b, c);
		i++;
	}
	pg_buf_free(&b);
}

/* A number at pos (after an optional sign). */
static void lex_number(sq_lexer *lx)
{
	size_t i = lx->pos;
	if (lx->text[i] == '+' || lx->text[i] == '-') {
		lx->tok.sign = true;
		i++;
	}
	sq_tok type = SQ_T_INTEGER;
	while (i < lx->len && is_digit(lx->text[i]))
		i++;
	if (i < lx->len && lx->text[i] == '.') {
		size_t j = i + 1;
		while (j < lx->len && is_digit(lx->text[j]))
			j++;
		bool exp = j < lx->len && (lx->text[j] == 'e' || lx->text[j] == 'E');
		if (j > i + 1 || exp) {
			type = SQ_T_DECIMAL;
			i = j;
		}
	}
	if (i < lx->len && (lx->text[i] == 'e' || lx->text[i] == 'E')) {
		size_t j = i + 1;
		if (j < lx->len && (lx->text[j] == '+' || lx->text[j] == '-'))
			j++;
		if (j < lx->len && is_digit(lx->text[j])) {
			while (j < lx->len && is_digit(lx->text[j]))
				j++;
			type = SQ_T_DOUBLE;
			i = j;
		} else if (type == SQ_T_DECIMAL && lx->text[i - 1] == '.') {
			set_error(lx, "%s", "an exponent needs digits");
			return;
		}
	}
	if (type == SQ_T_DECIMAL && lx->text[i - 1] == '.') {
		set_error(lx, "%s", "bad number");
		return;
	}
	lx->tok.type = type;
	if (store(lx, &lx->tok.value, lx->text + lx->pos, i - lx->pos))
		advance(lx, i);
}

/* Scans PN_CHARS-with-dots from i (first char already checked), backing off
 * trailing dots; returns the end. */
static size_t scan_dotted(const sq_lexer *lx, size_t i, bool local)
{
	size_t last_ok = i, n;
	while (i < lx->len) {
		uint32_t c = cp_at(lx, i, &n);
		if (!n)
			break;
		if (local && c == '%' && i + 2 < lx->len && is_hex(lx->text[i + 1]) && is_hex(lx->text[i + 2])) {
			i += 3;
			last_ok = i;
		} else if (local && c == '\\' && i + 1 < lx->len && strchr("_~.-!$&'()*+,;=/?#@%", lx->text[i + 1]) &&
			   lx->text[i + 1]) {
			i += 2;
			last_ok = i;
		} else if (pn_chars(c) || (local && c == ':')) {
			i += n;
			last_ok = i;
		} else if (c == '.') {
			i += n;
		} else {
			break;
		}
	}
	return last_ok;
}

static void lex_name(sq_lexer *lx)
{
	size_t i = lx->pos, n;
	uint32_t c = cp_at(lx, i, &n);
	size_t pend = i;
	if (c != ':') {
		pend = scan_dotted(lx, i + n, false);
		if (pend >= lx->len || lx->text[pend] != ':') {
			/* a bare word: letters, digits, '_' */
			size_t e = i;
			while (e < lx->len && (is_digit(lx->text[e]) || lx->text[e] == '_' ||
					       ((lx->text[e] | 0x20) >= 'a' && (lx->text[e] | 0x20) <= 'z')))
				e++;
			if (e == i) {
				set_error(lx, "%s", "unexpected character");
				return;
			}
			lx->tok.type = SQ_T_WORD;
			if (store(lx, &lx->tok.value, lx->text + i, e - i))
				advance(lx, e);
			return;
		}
	}
	if (!store(lx, &lx->tok.value, lx->text + i, pend - i))
		return;
	size_t l = pend + 1;
	c = cp_at(lx, l, &n);
	bool first = n && (pn_chars_u(c) || c == ':' || is_digit((int)c) || c == '%' || c == '\\');
	if (!first) {
		lx->tok.type = SQ_T_PNAME_NS;
		advance(lx, l);
		return;
	}
	size_t e = scan_dotted(lx, l, true);
	pg_buf b = PG_BUF_INIT;
	for (size_t k = l; k < e; k++) {
		if (lx->text[k] == '\\')
			k++;
		pg_buf_addc(&b, lx->text[k]);
	}
	if (e == l) {
		set_error(lx, "%s", "bad local name");
		pg_buf_free(&b);
		return;
	}
	lx->tok.local = pg_buf_take(&b);
	lx->tok.type = SQ_T_PNAME_LN;
	advance(lx, e);
}

static void skip_space(sq_lexer *lx)
{
	while (lx->pos < lx->len) {
		char c = lx->text[lx->pos];
		if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
			advance(lx, lx->pos + 1);
		} else if (c == '#') {
			size_t e = lx->pos;
			while (e < lx->len && lx->text[e] != '\n')
				e++;
			advance(lx, e);
		} else {
			break;
		}
	}
}

static void punct(sq_lexer *lx, size_t n)
{
	lx->tok.type = SQ_T_PUNCT;
	if (store(lx, &lx->tok.value, lx->text + lx->pos, n))
		advance(lx, lx->pos + n);
}

/* '(' WS* ')' or '[' WS* ']' */
static bool lex_empty_pair(sq_lexer *lx, char close, sq_tok type)
{
	size_t i = lx->pos + 1;
	while (i < lx->len && strchr(" \t\r\n", lx->text[i]) && lx->text[i])
		i++;
	if (i >= lx->len || lx->text[i] != close)
		return false;
	lx->tok.type = type;
	if (store(lx, &lx->tok.value, close == ')' ? "()" : "[]", 2))
		advance(lx, i + 1);
	return true;
}

void sq_lex_next(sq_lexer *lx)
{
	sq_lex_free(lx);
	lx->tok.sign = false;
	if (lx->tok.type == SQ_T_ERROR && lx->err[0])
		return; /* errors are sticky */
	skip_space(lx);
	lx->tok.line = lx->line;
	lx->tok.col = lx->col;
	lx->tok.offset = lx->pos;
	if (lx->pos >= lx->len) {
		lx->tok.type = SQ_T_EOF;
		return;
	}
	const char *t = lx->text;
	size_t p = lx->pos, n;
	char c = t[p], c1 = p + 1 < lx->len ? t[p + 1] : 0;
	uint32_t cp = cp_at(lx, p, &n);
	if (!n) {
		set_error(lx, "%s", c ? "invalid UTF-8" : "a NUL byte");
		return;
	}
	if (c == '<') {
		size_t i = p + 1;
		while (i < lx->len && t[i] != '>' && (unsigned char)t[i] > 0x20 &&
		       !strchr("<\"{}|^`", t[i]) && (t[i] != '\\' || (i + 1 < lx->len && (t[i + 1] == 'u' || t[i + 1] == 'U'))))
			i++;
		if (i < lx->len && t[i] == '>') {
			lex_iri(lx, i);
			return;
		}
		punct(lx, c1 == '=' ? 2 : 1);
		return;
	}
	if (c == '?' || c == '$') {
		uint32_t v = cp_at(lx, p + 1, &n);
		if (n && (pn_chars_u(v) || is_digit((int)v))) {
			size_t e = p + 1;
			for (;;) {
				v = cp_at(lx, e, &n);
				if (!n || !(pn_chars_u(v) || is_digit((int)v) || v == 0xB7 ||
					    (v >= 0x300 && v <= 0x36F) || (v >= 0x203F && v <= 0x2040)))
					break;
				e += n;
			}
			lx->tok.type = SQ_T_VAR;
			if (store(lx, &lx->tok.value, t + p + 1, e - p - 1))
				advance(lx, e);
			return;
		}
		if (c == '$') {
			set_error(lx, "%s", "'$' must start a variable name");
			return;
		}
		punct(lx, 1);
		return;
	}
	if (c == '_' && c1 == ':') {
		uint32_t v = cp_at(lx, p + 2, &n);
		if (!n || !(pn_chars_u(v) || is_digit((int)v))) {
			set_error(lx, "%s", "bad blank node label");
			return;
		}
		size_t e = scan_dotted(lx, p + 2 + n, false);
		lx->tok.type = SQ_T_BNODE;
		if (store(lx, &lx->tok.value, t + p + 2, e - p - 2))
			advance(lx, e);
		return;
	}
	if (c == '@') {
		size_t e = p + 1;
		while (e < lx->len && ((t[e] | 0x20) >= 'a' && (t[e] | 0x20) <= 'z'))
			e++;
		if (e == p + 1) {
			set_error(lx, "%s", "bad language tag");
			return;
		}
		while (e + 1 < lx->len && t[e] == '-' && (is_digit(t[e + 1]) || ((t[e + 1] | 0x20) >= 'a' && (t[e + 1] | 0x20) <= 'z'))) {
			e++;
			while (e < lx->len && (is_digit(t[e]) || ((t[e] | 0x20) >= 'a' && (t[e] | 0x20) <= 'z')))
				e++;
		}
		if (e - p - 1 > SQ_MAX_LANGTAG) {
			char n[32];
			snprintf(n, sizeof n, "%zu", e - p - 1);
			set_error(lx, "a language tag of %s characters; papergraph accepts at most "
				  SQ_MAX_LANGTAG_TEXT " (BCP 47 tags are shorter, and the RDF library "
				  "corrupts memory on tags over 255)", n);
			return;
		}
		lx->tok.type = SQ_T_LANGTAG;
		if (store(lx, &lx->tok.value, t + p + 1, e - p - 1))
			advance(lx, e);
		return;
	}
	if (is_digit(c) || (c == '.' && is_digit(c1)) ||
	    ((c == '+' || c == '-') && (is_digit(c1) || (c1 == '.' && p + 2 < lx->len && is_digit(t[p + 2]))))) {
		lex_number(lx);
		return;
	}
	if (c == '"' || c == '\'') {
		lex_string(lx);
		return;
	}
	if (c == '(' && lex_empty_pair(lx, ')', SQ_T_NIL))
		return;
	if (c == '[' && lex_empty_pair(lx, ']', SQ_T_ANON))
		return;
	if (c == ':' || pn_chars_base(cp)) {
		lex_name(lx);
		return;
	}
	static const char *const two[] = {"^^", "&&", "||", "!=", ">=", "<=", NULL};
	for (size_t k = 0; two[k]; k++)
		if (c == two[k][0] && c1 == two[k][1]) {
			punct(lx, 2);
			return;
		}
	if (strchr("{}()[];,.+-*/=<>!^|", c)) {
		punct(lx, 1);
		return;
	}
	if (c == '\\') {
		set_error(lx, "%s", "a backslash outside a string or IRI may only escape one of "
			  "_~.-!$&'()*+,;=/?#@% in a local name");
		return;
	}
	char what[8];
	snprintf(what, sizeof what, "%.*s", (int)n, t + p);
	set_error(lx, "unexpected character '%s'", what);
}
