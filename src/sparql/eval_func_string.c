/* SPDX-License-Identifier: Apache-2.0 */
/* The string functions of section 17.4.3 (REGEX and REPLACE are in
 * eval_func_regex.c): lengths and positions count characters (code
 * points), not bytes; two-argument functions follow the argument
 * compatibility rules of 17.4.3.1.1; results keep the first argument's
 * language tag where the recommendation says so. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wctype.h>

#include "base/buf.h"
#include "sparql/eval_func_int.h"
#include "sparql/eval_value.h"

/* ASCII classes, whatever the process's locale. */
static bool ascii_alpha(unsigned c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
static bool ascii_digit(unsigned c) { return c >= '0' && c <= '9'; }

sq_id sq_fn_strlen(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *s = sq_fn_string(e, a[0]);
	if (!s)
		return 0;
	return sq_fn_int(e, (int64_t)sq_utf8_count(s->value, s->len));
}

/* XPath's fn:round for a position: floor(x + 0.5). */
static double xpath_round(double x) { return floor(x + 0.5); }

/* A numeric argument as a double (SUBSTR's positions); false if it is no
 * number. */
static bool number_arg(sq_eval *e, sq_id id, double *out)
{
	sq_number num;
	if (!sq_number_of(e, id, &num))
		return false;
	*out = num.type == SQ_NUM_INTEGER ? (double)num.i : num.d;
	return true;
}

/* fn:substring: the characters at positions p (from 1) with
 * round(start) <= p < round(start) + round(len). */
sq_id sq_fn_substr(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *s = sq_fn_string(e, a[0]);
	double start, len = INFINITY;
	if (!s || !number_arg(e, a[1], &start) || (n > 2 && !number_arg(e, a[2], &len)))
		return 0;
	double from = xpath_round(start);
	double to = n > 2 ? from + xpath_round(len) : INFINITY; /* NaN compares false */
	size_t i = 0, b = s->len, end = s->len;
	double pos = 1;
	bool in = false;
	while (i < s->len) {
		size_t at = i;
		bool keep = pos >= from && pos < to;
		if (keep && !in) {
			b = at;
			in = true;
		} else if (!keep && in) {
			end = at;
			break;
		}
		sq_utf8_next(s->value, s->len, &i);
		pos++;
	}
	if (!in)
		b = end = 0;
	return sq_fn_like(e, s, s->value + b, end - b);
}

/* UCASE / LCASE, code point by code point (Unicode's simple case mapping
 * of the C.UTF-8 locale; ASCII only without it). */
static sq_id change_case(sq_eval *e, sq_id id, bool upper)
{
	const sq_term *s = sq_fn_string(e, id);
	if (!s)
		return 0;
	locale_t loc = sq_fn_utf8_locale();
	char *out = malloc(s->len * 4 + 1);
	if (!out)
		return sq_fn_nomem(e);
	size_t len = 0;
	for (size_t i = 0; i < s->len;) {
		size_t at = i;
		uint32_t c = sq_utf8_next(s->value, s->len, &i);
		if (i == at + 1 && c >= 0x80) { /* a malformed byte stays as it is */
			out[len++] = s->value[at];
			continue;
		}
		if (loc)
			c = (uint32_t)(upper ? towupper_l((wint_t)c, loc) : towlower_l((wint_t)c, loc));
		else if (c < 0x80)
			c = (uint32_t)(upper ? toupper((int)c) : tolower((int)c));
		sq_utf8_put(out, &len, c);
	}
	sq_id r = sq_fn_like(e, s, out, len);
	free(out);
	return r;
}

sq_id sq_fn_ucase(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return change_case(e, a[0], true);
}

sq_id sq_fn_lcase(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return change_case(e, a[0], false);
}

/* The two arguments of STRSTARTS, STRENDS, CONTAINS, STRBEFORE, STRAFTER:
 * string literals that are argument-compatible. */
static bool pair(sq_eval *e, const sq_id *a, const sq_term **x, const sq_term **y)
{
	*x = sq_fn_string(e, a[0]);
	*y = sq_fn_string(e, a[1]);
	return *x && *y && sq_fn_compatible(*x, *y);
}

/* The first occurrence of y in x (bytes), or NULL. */
static const char *find(const sq_term *x, const sq_term *y)
{
	if (!y->len)
		return x->value;
	if (y->len > x->len)
		return NULL;
	return memmem(x->value, x->len, y->value, y->len);
}

sq_id sq_fn_strstarts(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *x, *y;
	if (!pair(e, a, &x, &y))
		return 0;
	return sq_fn_bool(e, y->len <= x->len && !memcmp(x->value, y->value, y->len));
}

sq_id sq_fn_strends(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *x, *y;
	if (!pair(e, a, &x, &y))
		return 0;
	return sq_fn_bool(e, y->len <= x->len &&
				     !memcmp(x->value + x->len - y->len, y->value, y->len));
}

sq_id sq_fn_contains(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *x, *y;
	if (!pair(e, a, &x, &y))
		return 0;
	return sq_fn_bool(e, find(x, y) != NULL);
}

/* STRBEFORE / STRAFTER: the part of x before (after) the first y, with x's
 * language tag; no match gives the empty simple literal. */
static sq_id split(sq_eval *e, const sq_id *a, bool before)
{
	const sq_term *x, *y;
	if (!pair(e, a, &x, &y))
		return 0;
	const char *at = find(x, y);
	if (!at)
		return sq_fn_lit(e, "", 0, NULL, NULL);
	size_t off = (size_t)(at - x->value);
	if (before)
		return sq_fn_like(e, x, x->value, off);
	return sq_fn_like(e, x, at + y->len, x->len - off - y->len);
}

sq_id sq_fn_strbefore(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return split(e, a, true);
}

sq_id sq_fn_strafter(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return split(e, a, false);
}

/* fn:encode-for-uri: every byte but the unreserved characters of RFC 3986
 * percent-encoded; a simple literal. */
sq_id sq_fn_encode_for_uri(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	static const char hex[] = "0123456789ABCDEF";
	const sq_term *s = sq_fn_string(e, a[0]);
	if (!s)
		return 0;
	char *out = malloc(s->len * 3 + 1);
	if (!out)
		return sq_fn_nomem(e);
	size_t len = 0;
	for (size_t i = 0; i < s->len; i++) {
		unsigned char c = (unsigned char)s->value[i];
		if (ascii_alpha(c) || ascii_digit(c) || c == '-' || c == '_' || c == '.' || c == '~') {
			out[len++] = (char)c;
		} else {
			out[len++] = '%';
			out[len++] = hex[c >> 4];
			out[len++] = hex[c & 15];
		}
	}
	sq_id r = sq_fn_lit(e, out, len, NULL, NULL);
	free(out);
	return r;
}

/* CONCAT: the language tag when every argument has the same one, else a
 * simple literal; no arguments give "". */
sq_id sq_fn_concat(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	pg_buf b = PG_BUF_INIT;
	const char *lang = NULL;
	bool same = true;
	for (size_t i = 0; i < n; i++) {
		const sq_term *s = sq_fn_string(e, a[i]);
		if (!s) {
			pg_buf_free(&b);
			return 0;
		}
		if (i == 0)
			lang = s->lang;
		else if (!s->lang || !lang || strcasecmp(s->lang, lang))
			same = false;
		if (!pg_buf_add(&b, s->value, s->len)) {
			pg_buf_free(&b);
			return sq_fn_nomem(e);
		}
	}
	sq_id r = sq_fn_lit(e, pg_buf_str(&b), b.len, same ? lang : NULL, NULL);
	pg_buf_free(&b);
	return r;
}

/* langMatches (RFC 4647 basic filtering): "*" matches every non-empty
 * tag; otherwise the range, case-insensitively, equals the tag or is a
 * prefix of it followed by '-'. */
sq_id sq_fn_langmatches(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *tag = sq_fn_plain(e, a[0]), *range = sq_fn_plain(e, a[1]);
	if (!tag || !range)
		return 0;
	bool m;
	if (!strcmp(range->value, "*"))
		m = tag->len > 0;
	else
		m = range->len <= tag->len && !strncasecmp(tag->value, range->value, range->len) &&
		    (tag->len == range->len || tag->value[range->len] == '-');
	return sq_fn_bool(e, m);
}

/* A language tag as RDF 1.1 allows: [a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*. */
static bool lang_tag_ok(const char *s, size_t len)
{
	size_t run = 0;
	bool first = true;
	for (size_t i = 0; i <= len; i++) {
		unsigned char c = i < len ? (unsigned char)s[i] : '-';
		if (c == '-') {
			if (run == 0 || run > 8)
				return false;
			run = 0;
			first = false;
		} else if (ascii_alpha(c) || (!first && ascii_digit(c))) {
			run++;
		} else {
			return false;
		}
	}
	return true;
}

sq_id sq_fn_strlang(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *lex = sq_fn_plain(e, a[0]), *tag = sq_fn_plain(e, a[1]);
	if (!lex || !tag || !lang_tag_ok(tag->value, tag->len))
		return 0;
	return sq_fn_lit(e, lex->value, lex->len, tag->value, NULL);
}

sq_id sq_fn_strdt(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *lex = sq_fn_plain(e, a[0]), *dt = sq_fn_term(e, a[1]);
	if (!lex || !dt || dt->kind != PG_TERM_IRI || !strcmp(dt->value, SQ_RDF_LANGSTRING))
		return 0;
	return sq_fn_lit(e, lex->value, lex->len, NULL, dt->value);
}
