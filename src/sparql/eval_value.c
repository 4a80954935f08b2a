/* SPDX-License-Identifier: Apache-2.0 */
/* The XSD values behind literals: numbers (xsd:integer and its derived
 * types with their ranges, decimal, float, double), booleans and string
 * literals, read from the term dictionary and written back in canonical
 * lexical forms.
 *
 * A decimal is held as a double (sq_number.d): exact for the decimals
 * people write, rounded beyond 15-17 significant digits. It is written in
 * decimal notation, never with an exponent ("3.0", "0.5", "-12.25"), with
 * the fewest digits that read back as the same double, 15 significant
 * digits at most (what a double holds for sure: 0.1 + 0.2 is "0.3"). A
 * double is written with up to 17, so that it reads back the same. An integer beyond
 * int64 (xsd:integer is unbounded) is read as a decimal of the same value. */
#include "sparql/eval_value.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- lexical forms */

/* [+-]?[0-9]+ */
static bool lex_is_integer(const char *s, size_t len)
{
	size_t i = 0;
	if (i < len && (s[i] == '+' || s[i] == '-'))
		i++;
	if (i == len)
		return false;
	for (; i < len; i++)
		if (s[i] < '0' || s[i] > '9')
			return false;
	return true;
}

/* [+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+), then for a double or float an
 * optional exponent [eE][+-]?[0-9]+; or INF, +INF, -INF, NaN. */
static bool lex_is_decimal_or_double(const char *s, size_t len, bool exponent)
{
	if (exponent && ((len == 3 && (!memcmp(s, "INF", 3) || !memcmp(s, "NaN", 3))) ||
			 (len == 4 && (!memcmp(s, "-INF", 4) || !memcmp(s, "+INF", 4)))))
		return true;
	size_t i = 0, nd = 0;
	if (i < len && (s[i] == '+' || s[i] == '-'))
		i++;
	while (i < len && s[i] >= '0' && s[i] <= '9')
		i++, nd++;
	if (i < len && s[i] == '.') {
		i++;
		while (i < len && s[i] >= '0' && s[i] <= '9')
			i++, nd++;
	}
	if (!nd)
		return false;
	if (exponent && i < len && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		if (i < len && (s[i] == '+' || s[i] == '-'))
			i++;
		size_t e0 = i;
		while (i < len && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i == e0)
			return false;
	}
	return i == len;
}

/* strtod of s[0..len) (already checked by lex_is_decimal_or_double). */
static double read_double(const char *s, size_t len)
{
	char tmp[64];
	char *heap = NULL, *p = tmp;
	if (len >= sizeof tmp) {
		if (!(heap = malloc(len + 1)))
			return NAN; /* unreadable, not a crash */
		p = heap;
	}
	memcpy(p, s, len);
	p[len] = '\0';
	double d;
	if (!strcmp(p, "INF") || !strcmp(p, "+INF"))
		d = INFINITY;
	else if (!strcmp(p, "-INF"))
		d = -INFINITY;
	else if (!strcmp(p, "NaN"))
		d = NAN;
	else
		d = strtod(p, NULL);
	free(heap);
	return d;
}

/* The derived types of xsd:integer and their ranges. unsignedLong goes
 * beyond int64: its upper half is read as a decimal (see above). */
typedef struct int_type {
	const char *name; /* after the XSD namespace */
	bool has_lo, has_hi;
	int64_t lo, hi;
	bool hi_u64; /* the bound is 2^64 - 1 */
} int_type;

static const int_type int_types[] = {
	{"integer", false, false, 0, 0, false},
	{"long", true, true, INT64_MIN, INT64_MAX, false},
	{"int", true, true, INT32_MIN, INT32_MAX, false},
	{"short", true, true, INT16_MIN, INT16_MAX, false},
	{"byte", true, true, INT8_MIN, INT8_MAX, false},
	{"nonNegativeInteger", true, false, 0, 0, false},
	{"positiveInteger", true, false, 1, 0, false},
	{"nonPositiveInteger", false, true, 0, 0, false},
	{"negativeInteger", false, true, 0, -1, false},
	{"unsignedLong", true, false, 0, 0, true},
	{"unsignedInt", true, true, 0, UINT32_MAX, false},
	{"unsignedShort", true, true, 0, UINT16_MAX, false},
	{"unsignedByte", true, true, 0, UINT8_MAX, false},
	{NULL, false, false, 0, 0, false}
};

/* The name after the XSD namespace, NULL for a datatype outside it. */
static const char *xsd_local(const char *dtype)
{
	return dtype && !strncmp(dtype, SQ_XSD, sizeof SQ_XSD - 1) ? dtype + sizeof SQ_XSD - 1 : NULL;
}

/* (ORDER BY and comparisons come here for every pair: the first letter
 * spares most string comparisons.) */
static const int_type *find_int_type(const char *local)
{
	for (const int_type *t = int_types; t->name; t++)
		if (t->name[0] == local[0] && !strcmp(local, t->name))
			return t;
	return NULL;
}

/* Reads an integer lexical form: into *i when it fits int64 (true), else
 * *big gets its value as a double and *i is left 0 (true too, *fits false). */
static bool read_integer(const char *s, size_t len, int64_t *i, double *big, bool *fits)
{
	if (!lex_is_integer(s, len))
		return false;
	size_t k = 0;
	bool neg = false;
	if (s[k] == '+' || s[k] == '-')
		neg = s[k++] == '-';
	uint64_t u = 0;
	bool over = false;
	double d = 0;
	for (; k < len; k++) {
		unsigned dig = (unsigned)(s[k] - '0');
		d = d * 10 + dig;
		if (u > (UINT64_MAX - dig) / 10)
			over = true;
		else
			u = u * 10 + dig;
	}
	*i = 0;
	*big = neg ? -d : d;
	if (!over && (neg ? u <= (uint64_t)INT64_MAX + 1 : u <= (uint64_t)INT64_MAX)) {
		*i = neg ? (int64_t)(0 - u) : (int64_t)u;
		*fits = true;
	} else {
		*fits = false;
	}
	/* for unsignedLong's range check: 2^64 - 1 fits u */
	if (!over && !neg && u > (uint64_t)INT64_MAX)
		*big = (double)u;
	return true;
}

static bool in_range(const int_type *t, int64_t i, bool fits, double big, const char *s, size_t len)
{
	if (!fits) {
		if (t->hi_u64) {
			/* fits 2^64 - 1 when it has at most 20 digits and is not above */
			size_t k = s[0] == '+' ? 1 : 0;
			while (k + 1 < len && s[k] == '0')
				k++;
			if (s[0] == '-')
				return false;
			size_t nd = len - k;
			return nd < 20 || (nd == 20 && memcmp(s + k, "18446744073709551615", 20) <= 0);
		}
		if (t->has_lo && big < 0)
			return false;
		if (t->has_hi && big > 0)
			return false;
		return !(t->has_lo && t->has_hi) ;
	}
	if (t->has_lo && i < t->lo)
		return false;
	if (t->has_hi && i > t->hi)
		return false;
	return true;
}

bool sq_number_of(sq_eval *e, sq_id v, sq_number *out)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind != PG_TERM_LITERAL || !t->dtype || t->lang)
		return false;
	const char *local = xsd_local(t->dtype);
	if (!local)
		return false;
	const int_type *it = find_int_type(local);
	if (it) {
		int64_t i;
		double big;
		bool fits;
		if (!read_integer(t->value, t->len, &i, &big, &fits) ||
		    !in_range(it, i, fits, big, t->value, t->len))
			return false;
		if (fits) {
			out->type = SQ_NUM_INTEGER;
			out->i = i;
			out->d = (double)i;
		} else {
			out->type = SQ_NUM_DECIMAL;
			out->i = 0;
			out->d = big;
		}
		return true;
	}
	sq_numtype type;
	if (!strcmp(local, "decimal"))
		type = SQ_NUM_DECIMAL;
	else if (!strcmp(local, "float"))
		type = SQ_NUM_FLOAT;
	else if (!strcmp(local, "double"))
		type = SQ_NUM_DOUBLE;
	else
		return false;
	if (!lex_is_decimal_or_double(t->value, t->len, type != SQ_NUM_DECIMAL))
		return false;
	out->type = type;
	out->i = 0;
	out->d = read_double(t->value, t->len);
	if (type == SQ_NUM_FLOAT)
		out->d = (double)(float)out->d;
	return true;
}

/* ---- canonical forms */

void sq_shortest_digits(double d, bool as_float, int max_digits, char dig[32], int *exp10)
{
	char tmp[48];
	d = fabs(d);
	/* When k < 15 digits read back as d, the 15-digit form is those k
	 * digits and zeros (d is within 1e-16 of them, the 15th digit's step is
	 * 1e-15), so the search starts there (at 6 for a float). */
	int first = as_float ? FLT_DIG : max_digits < DBL_DIG ? max_digits : DBL_DIG;
	for (int p = first - 1; p < max_digits; p++) {
		snprintf(tmp, sizeof tmp, "%.*e", p, d);
		double back = strtod(tmp, NULL);
		if (as_float ? (float)back == (float)d : back == d)
			break;
	}
	/* tmp: D[.DDD]e[+-]XX */
	size_t n = 0;
	const char *c = tmp;
	for (; *c && *c != 'e'; c++)
		if (*c != '.')
			dig[n++] = *c;
	while (n > 1 && dig[n - 1] == '0')
		n--;
	dig[n] = '\0';
	*exp10 = atoi(c + 1);
}

/* See eval_value.h. */
void sq_decimal_text(double d, bool as_float, char *buf, size_t size)
{
	if (d == 0 || !isfinite(d)) {
		snprintf(buf, size, "0.0");
		return;
	}
	char dig[32];
	int x;
	sq_shortest_digits(d, as_float, as_float ? 9 : DBL_DIG, dig, &x);
	size_t n = strlen(dig), o = 0;
	if (d < 0)
		buf[o++] = '-';
	if (x < 0) {
		buf[o++] = '0';
		buf[o++] = '.';
		for (int k = -1; k > x && o + 2 < size; k--)
			buf[o++] = '0';
		for (size_t k = 0; k < n && o + 1 < size; k++)
			buf[o++] = dig[k];
	} else {
		for (int k = 0; k <= x && o + 3 < size; k++)
			buf[o++] = (size_t)k < n ? dig[k] : '0';
		buf[o++] = '.';
		if ((size_t)x + 1 >= n)
			buf[o++] = '0';
		for (size_t k = (size_t)x + 1; k < n && o + 1 < size; k++)
			buf[o++] = dig[k];
	}
	buf[o] = '\0';
}

/* A double's (float's) canonical form: "1.5E2", "-1.0E-3", "0.0E0", "INF",
 * "-INF", "NaN". */
static void format_double(double d, bool as_float, char *buf, size_t size)
{
	if (isnan(d)) {
		snprintf(buf, size, "NaN");
		return;
	}
	if (isinf(d)) {
		snprintf(buf, size, d < 0 ? "-INF" : "INF");
		return;
	}
	if (d == 0) {
		snprintf(buf, size, signbit(d) ? "-0.0E0" : "0.0E0");
		return;
	}
	char dig[32];
	int x;
	sq_shortest_digits(d, as_float, 17, dig, &x);
	snprintf(buf, size, "%s%c.%sE%d", d < 0 ? "-" : "", dig[0], dig[1] ? dig + 1 : "0", x);
}

static sq_id literal(sq_eval *e, const char *lex, const char *dtype)
{
	sq_id id = sq_term_literal(e->terms, lex, NULL, dtype);
	if (!id)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	return id;
}

sq_id sq_number_term(sq_eval *e, const sq_number *n)
{
	char buf[400];
	switch (n->type) {
	case SQ_NUM_INTEGER:
		snprintf(buf, sizeof buf, "%lld", (long long)n->i);
		return literal(e, buf, SQ_XSD "integer");
	case SQ_NUM_DECIMAL:
		if (!isfinite(n->d)) { /* no decimal; the double it came from */
			format_double(n->d, false, buf, sizeof buf);
			return literal(e, buf, SQ_XSD "double");
		}
		sq_decimal_text(n->d, false, buf, sizeof buf);
		return literal(e, buf, SQ_XSD "decimal");
	case SQ_NUM_FLOAT:
		format_double(n->d, true, buf, sizeof buf);
		return literal(e, buf, SQ_XSD "float");
	case SQ_NUM_DOUBLE:
	default:
		format_double(n->d, false, buf, sizeof buf);
		return literal(e, buf, SQ_XSD "double");
	}
}

/* ---- booleans */

int sq_boolean_of(sq_eval *e, sq_id v)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind != PG_TERM_LITERAL || t->lang || !t->dtype ||
	    strcmp(t->dtype, SQ_XSD "boolean"))
		return -1;
	if (!strcmp(t->value, "true") || !strcmp(t->value, "1"))
		return 1;
	if (!strcmp(t->value, "false") || !strcmp(t->value, "0"))
		return 0;
	return -1;
}

sq_id sq_boolean_term(sq_eval *e, bool b)
{
	return literal(e, b ? "true" : "false", SQ_XSD "boolean");
}

/* ---- string literals */

bool sq_string_of(sq_eval *e, sq_id v, const char **lex, const char **lang)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind != PG_TERM_LITERAL)
		return false;
	if (!t->lang && t->dtype && strcmp(t->dtype, SQ_XSD "string"))
		return false;
	if (lex)
		*lex = t->value;
	if (lang)
		*lang = t->lang;
	return true;
}

sq_id sq_string_like(sq_eval *e, sq_id like, const char *lex, size_t len)
{
	const sq_term *t = like ? sq_term_get(e->terms, like) : NULL;
	const char *lang = t && t->kind == PG_TERM_LITERAL ? t->lang : NULL;
	sq_id id = sq_term_literal_n(e->terms, lex, len, lang, NULL);
	if (!id)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	return id;
}
