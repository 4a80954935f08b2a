/* SPDX-License-Identifier: Apache-2.0 */
/* Reads JSON values on one line with positions for messages: see json.h. */
#include "extract/json.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/utf8.h"

pg_status pg_json_nomem(pg_json *p)
{
	return pg_diag_set(p->d, PG_ERR_NOMEM, p->name, p->line, "out of memory");
}

pg_status pg_json_fail(pg_json *p, const char *fmt, ...)
{
	char msg[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return pg_diag_set(p->d, PG_ERR_INPUT, p->name, p->line, "%s", msg);
}

size_t pg_json_col(const pg_json *p, size_t i)
{
	return i + 1 + p->col0;
}

/* Fails with "expected WHAT" at the current position. */
pg_status pg_json_expect(pg_json *p, const char *what)
{
	if (p->i >= p->n)
		return pg_json_fail(p, "malformed JSON: unexpected end of line (expected %s)", what);
	unsigned char ch = (unsigned char)p->s[p->i];
	if (ch >= 0x21 && ch < 0x7F)
		return pg_json_fail(p, "malformed JSON at column %zu: expected %s, found '%c'",
			     pg_json_col(p, p->i), what, ch);
	return pg_json_fail(p, "malformed JSON at column %zu: expected %s", pg_json_col(p, p->i), what);
}

void pg_json_ws(pg_json *p)
{
	while (p->i < p->n) {
		char ch = p->s[p->i];
		if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '\n')
			break;
		p->i++;
	}
}

static int hexval(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

/* Reads the 4 hex digits of a \u escape at s[i]. Returns -1 if malformed. */
static long hex4(const pg_json *p, size_t i)
{
	if (p->n - i < 4)
		return -1;
	long v = 0;
	for (size_t k = 0; k < 4; k++) {
		int h = hexval(p->s[i + k]);
		if (h < 0)
			return -1;
		v = v * 16 + h;
	}
	return v;
}

/* Parses the string at p->i (which is '"'), decoding it into `out` (or only
 * checking it when `out` is NULL). The line is already known to be valid
 * UTF-8, so raw bytes are copied as they are. */
pg_status pg_json_string(pg_json *p, pg_buf *out)
{
	size_t open = p->i++;
	p->nul = false;
	if (out)
		pg_buf_reset(out);
	for (;;) {
		size_t run = p->i;
		while (p->i < p->n) {
			unsigned char ch = (unsigned char)p->s[p->i];
			if (ch == '"' || ch == '\\' || ch < 0x20)
				break;
			p->i++;
		}
		if (out && p->i > run && !pg_buf_add(out, p->s + run, p->i - run))
			return pg_json_nomem(p);
		if (p->i >= p->n)
			return pg_json_fail(p, "malformed JSON: unterminated string (opened at column %zu)",
				     pg_json_col(p, open));
		unsigned char ch = (unsigned char)p->s[p->i];
		if (ch == '"') {
			p->i++;
			return PG_OK;
		}
		if (ch < 0x20)
			return pg_json_fail(p, "malformed JSON at column %zu: control character 0x%02X in string"
				     " (write it as an escape)", pg_json_col(p, p->i), ch);
		/* a backslash */
		size_t esc = p->i++;
		if (p->i >= p->n)
			return pg_json_fail(p, "malformed JSON: unterminated string (opened at column %zu)",
				     pg_json_col(p, open));
		char e = p->s[p->i++], lit;
		switch (e) {
		case '"': lit = '"'; break;
		case '\\': lit = '\\'; break;
		case '/': lit = '/'; break;
		case 'b': lit = '\b'; break;
		case 'f': lit = '\f'; break;
		case 'n': lit = '\n'; break;
		case 'r': lit = '\r'; break;
		case 't': lit = '\t'; break;
		case 'u': {
			long cp = hex4(p, p->i);
			if (cp < 0)
				return pg_json_fail(p, "malformed JSON at column %zu: \\u must be followed by"
					     " 4 hex digits", pg_json_col(p, esc));
			p->i += 4;
			if (cp >= 0xDC00 && cp <= 0xDFFF)
				return pg_json_fail(p, "malformed JSON at column %zu: unpaired low surrogate"
					     " \\u%04lX", pg_json_col(p, esc), cp);
			if (cp >= 0xD800 && cp <= 0xDBFF) {
				long lo = p->n - p->i >= 6 && p->s[p->i] == '\\' && p->s[p->i + 1] == 'u'
					? hex4(p, p->i + 2) : -1;
				if (lo < 0xDC00 || lo > 0xDFFF)
					return pg_json_fail(p, "malformed JSON at column %zu: high surrogate"
						     " \\u%04lX not followed by a low surrogate",
						     pg_json_col(p, esc), cp);
				p->i += 6;
				cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
			}
			if (cp == 0)
				p->nul = true;
			if (out) {
				char u[4];
				if (!pg_buf_add(out, u, pg_utf8_encode((unsigned long)cp, u)))
					return pg_json_nomem(p);
			}
			continue;
		}
		default:
			if ((unsigned char)e >= 0x21 && (unsigned char)e < 0x7F)
				return pg_json_fail(p, "malformed JSON at column %zu: invalid escape '\\%c'",
					     pg_json_col(p, esc), e);
			return pg_json_fail(p, "malformed JSON at column %zu: invalid escape",
				     pg_json_col(p, esc));
		}
		if (out && !pg_buf_addc(out, lit))
			return pg_json_nomem(p);
	}
}

/* Parses a number at p->i per RFC 8259; *is_int tells whether it has
 * neither a fraction nor an exponent. */
pg_status pg_json_number(pg_json *p, bool *is_int)
{
	size_t at = p->i;
	const char *s = p->s;
	size_t n = p->n, i = p->i;
	*is_int = true;
	if (i < n && s[i] == '-')
		i++;
	if (i < n && s[i] == '0') {
		i++;
		if (i < n && s[i] >= '0' && s[i] <= '9')
			return pg_json_fail(p, "malformed JSON at column %zu: invalid number (leading zero)",
				     pg_json_col(p, at));
	} else if (i < n && s[i] >= '1' && s[i] <= '9') {
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	} else {
		return pg_json_fail(p, "malformed JSON at column %zu: invalid number (expected a digit)",
			     pg_json_col(p, at));
	}
	if (i < n && s[i] == '.') {
		*is_int = false;
		i++;
		if (i >= n || s[i] < '0' || s[i] > '9')
			return pg_json_fail(p, "malformed JSON at column %zu: invalid number (expected a"
				     " digit after '.')", pg_json_col(p, at));
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		*is_int = false;
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		if (i >= n || s[i] < '0' || s[i] > '9')
			return pg_json_fail(p, "malformed JSON at column %zu: invalid number (expected a"
				     " digit in the exponent)", pg_json_col(p, at));
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	}
	p->i = i;
	return PG_OK;
}

static pg_status literal(pg_json *p)
{
	static const char *const words[] = {"true", "false", "null"};
	for (size_t k = 0; k < 3; k++) {
		size_t len = strlen(words[k]);
		if (p->n - p->i >= len && memcmp(p->s + p->i, words[k], len) == 0) {
			p->i += len;
			return PG_OK;
		}
	}
	return pg_json_expect(p, "a value");
}

static pg_status skip_value(pg_json *p, int depth);

/* Skips the array or object at p->i. */
static pg_status skip_container(pg_json *p, int depth)
{
	if (depth >= PG_JSON_MAX_DEPTH)
		return pg_json_fail(p, "malformed JSON at column %zu: nested deeper than %d levels",
				    pg_json_col(p, p->i), PG_JSON_MAX_DEPTH);
	pg_json_iter it;
	pg_status st;
	bool more;
	pg_json_begin(p, &it);
	while ((st = pg_json_next(p, &it, NULL, &more)) == PG_OK && more)
		if ((st = skip_value(p, depth + 1)) != PG_OK)
			return st;
	return st;
}

/* Skips any value at p->i. */
static pg_status skip_value(pg_json *p, int depth)
{
	bool is_int;
	if (p->i >= p->n)
		return pg_json_expect(p, "a value");
	switch (p->s[p->i]) {
	case '"': return pg_json_string(p, NULL);
	case '{': case '[': return skip_container(p, depth);
	case 't': case 'f': case 'n': return literal(p);
	case '-': case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		return pg_json_number(p, &is_int);
	default:
		return pg_json_expect(p, "a value");
	}
}

/* Names the JSON type of the value starting at p->i, for messages. */
const char *pg_json_type(const pg_json *p)
{
	switch (p->i < p->n ? p->s[p->i] : 0) {
	case '"': return "a string";
	case '{': return "an object";
	case '[': return "an array";
	case 't': case 'f': return "a boolean";
	case 'n': return "null";
	default: return "a number";
	}
}

bool pg_json_take_null(pg_json *p)
{
	if (p->n - p->i < 4 || memcmp(p->s + p->i, "null", 4) != 0)
		return false;
	p->i += 4;
	return true;
}

pg_status pg_json_skip(pg_json *p)
{
	return skip_value(p, 0);
}

void pg_json_begin(pg_json *p, pg_json_iter *it)
{
	it->open = p->s[p->i];
	it->started = false;
	p->i++;
	pg_json_ws(p);
}

pg_status pg_json_next(pg_json *p, pg_json_iter *it, pg_buf *key, bool *more)
{
	char close = it->open == '{' ? '}' : ']';
	*more = false;
	if (it->started) {
		pg_json_ws(p);
		if (pg_json_at(p, close)) {
			p->i++;
			return PG_OK;
		}
		if (!pg_json_at(p, ','))
			return pg_json_expect(p, it->open == '{' ? "',' or '}'" : "',' or ']'");
		p->i++;
	} else if (pg_json_at(p, close)) {
		p->i++;
		return PG_OK;
	}
	it->started = true;
	pg_json_ws(p);
	if (it->open == '{') {
		pg_status st;
		if (!pg_json_at(p, '"'))
			return pg_json_expect(p, "a string key");
		if ((st = pg_json_string(p, key)) != PG_OK)
			return st;
		pg_json_ws(p);
		if (!pg_json_at(p, ':'))
			return pg_json_expect(p, "':' after the key");
		p->i++;
		pg_json_ws(p);
	}
	*more = true;
	return PG_OK;
}
