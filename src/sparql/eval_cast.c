/* SPDX-License-Identifier: Apache-2.0 */
/* The XSD constructor functions, SPARQL 1.1 Query section 17.5 (casting as
 * XPath 2.0 section 17.1 does it): xsd:string, boolean, decimal, float,
 * double, integer and its derived types (range-checked: xsd:byte("300") is
 * an error), dateTime and date.
 *
 * From a string the lexical form of the target type is required, XML
 * whitespace at either end aside; from a number the value is converted
 * (to an integer by truncation; NaN and the infinities to no integer or
 * decimal); a boolean is 1 or 0; xsd:string gives the canonical text of a
 * number's value ("1" for 1.0, "1.0E7" for a double of ten million, as
 * XPath writes them) and the lexical form of anything else. An IRI casts
 * only to xsd:string; a blank node to nothing. A literal of an unknown
 * datatype, or an ill-typed one, casts only to xsd:string. An integer cast
 * from a double beyond int64 is an error (papergraph's integers are
 * int64; from a string the digits are kept, however many). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/eval_date.h"
#include "sparql/eval_func.h"
#include "sparql/eval_value.h"

typedef enum target {
	T_STRING, T_BOOLEAN, T_DECIMAL, T_FLOAT, T_DOUBLE, T_INTEGER, T_DATETIME, T_DATE
} target;

static const struct {
	const char *name;
	target t;
} targets[] = {
	{"string", T_STRING}, {"boolean", T_BOOLEAN}, {"decimal", T_DECIMAL},
	{"float", T_FLOAT}, {"double", T_DOUBLE}, {"dateTime", T_DATETIME}, {"date", T_DATE},
	{"integer", T_INTEGER}, {"long", T_INTEGER}, {"int", T_INTEGER}, {"short", T_INTEGER},
	{"byte", T_INTEGER}, {"nonNegativeInteger", T_INTEGER}, {"positiveInteger", T_INTEGER},
	{"nonPositiveInteger", T_INTEGER}, {"negativeInteger", T_INTEGER},
	{"unsignedLong", T_INTEGER}, {"unsignedInt", T_INTEGER}, {"unsignedShort", T_INTEGER},
	{"unsignedByte", T_INTEGER}, {NULL, T_STRING}
};

static sq_id nomem(sq_eval *e, sq_id id)
{
	if (!id)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	return id;
}

static sq_id lit(sq_eval *e, const char *lex, size_t len, const char *dtype)
{
	return nomem(e, sq_term_literal_n(e->terms, lex, len, NULL, dtype));
}

/* XPath's xs:string of a decimal: no ".0" for a whole number. */
static void strip_point_zero(char *buf)
{
	size_t n = strlen(buf);
	if (n > 2 && !strcmp(buf + n - 2, ".0"))
		buf[n - 2] = '\0';
}

/* XPath's xs:string of a number's value. */
static void number_text(const sq_number *num, char *buf, size_t size)
{
	if (num->type == SQ_NUM_INTEGER) {
		snprintf(buf, size, "%lld", (long long)num->i);
		return;
	}
	double d = num->d;
	bool fl = num->type == SQ_NUM_FLOAT;
	if (num->type == SQ_NUM_DECIMAL) {
		sq_decimal_text(d, false, buf, size);
		strip_point_zero(buf);
		return;
	}
	if (isnan(d)) {
		snprintf(buf, size, "NaN");
	} else if (isinf(d)) {
		snprintf(buf, size, d < 0 ? "-INF" : "INF");
	} else if (d == 0) {
		snprintf(buf, size, signbit(d) ? "-0" : "0");
	} else if (fabs(d) >= 1e-6 && fabs(d) < 1e6) {
		sq_decimal_text(d, fl, buf, size);
		strip_point_zero(buf);
	} else {
		char dig[32];
		int x;
		sq_shortest_digits(d, fl, 17, dig, &x);
		snprintf(buf, size, "%s%c.%sE%d", d < 0 ? "-" : "", dig[0], dig[1] ? dig + 1 : "0", x);
	}
}

static bool xml_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* s[0..*len) without XML whitespace at either end. */
static const char *trim(const char *s, size_t *len)
{
	while (*len && xml_space(s[0]))
		s++, (*len)--;
	while (*len && xml_space(s[*len - 1]))
		(*len)--;
	return s;
}

/* An integer lexical form [+-]?[0-9]+ in canonical form (no '+', no leading
 * zeros, "0" not "-0") into buf; false if it is none or too long. */
static bool canonical_integer(const char *s, size_t len, char *buf, size_t size)
{
	size_t i = 0;
	bool neg = false;
	if (i < len && (s[i] == '+' || s[i] == '-'))
		neg = s[i++] == '-';
	if (i == len)
		return false;
	for (size_t k = i; k < len; k++)
		if (s[k] < '0' || s[k] > '9')
			return false;
	while (i + 1 < len && s[i] == '0')
		i++;
	if (len - i + 2 > size)
		return false;
	if (len - i == 1 && s[i] == '0')
		neg = false;
	size_t o = 0;
	if (neg)
		buf[o++] = '-';
	memcpy(buf + o, s + i, len - i);
	buf[o + len - i] = '\0';
	return true;
}

/* The cast literal of an integer type `dtype` with lexical form `lex`, or 0
 * if the value is outside the type's range. */
static sq_id integer_literal(sq_eval *e, const char *lex, const char *dtype)
{
	sq_id id = lit(e, lex, strlen(lex), dtype);
	sq_number n;
	return id && sq_number_of(e, id, &n) ? id : 0;
}

static sq_id number_to(sq_eval *e, target t, const char *dtype, const sq_number *n)
{
	char buf[400];
	sq_number r = *n;
	double d = n->type == SQ_NUM_INTEGER ? (double)n->i : n->d;
	switch (t) {
	case T_STRING:
		number_text(n, buf, sizeof buf);
		return lit(e, buf, strlen(buf), NULL);
	case T_BOOLEAN:
		return sq_boolean_term(e, n->type == SQ_NUM_INTEGER ? n->i != 0 : !(isnan(d) || d == 0));
	case T_INTEGER:
		if (n->type == SQ_NUM_INTEGER) {
			snprintf(buf, sizeof buf, "%lld", (long long)n->i);
		} else {
			if (!isfinite(d))
				return 0;
			double tr = trunc(d);
			if (tr >= 9223372036854775808.0 || tr < -9223372036854775808.0)
				return 0;
			snprintf(buf, sizeof buf, "%lld", (long long)tr);
		}
		return integer_literal(e, buf, dtype);
	case T_DECIMAL:
		if (n->type == SQ_NUM_INTEGER) {
			snprintf(buf, sizeof buf, "%lld.0", (long long)n->i);
			return lit(e, buf, strlen(buf), dtype);
		}
		if (!isfinite(d))
			return 0;
		sq_decimal_text(d, n->type == SQ_NUM_FLOAT, buf, sizeof buf);
		return lit(e, buf, strlen(buf), dtype);
	case T_FLOAT:
		r.type = SQ_NUM_FLOAT;
		r.d = (double)(float)d;
		return sq_number_term(e, &r);
	case T_DOUBLE:
		r.type = SQ_NUM_DOUBLE;
		r.d = d;
		return sq_number_term(e, &r);
	default:
		return 0;
	}
}

/* From the text of a string literal (already trimmed of whitespace). */
static sq_id string_to(sq_eval *e, target t, const char *dtype, const char *s, size_t len)
{
	char buf[400];
	switch (t) {
	case T_BOOLEAN:
		if ((len == 4 && !memcmp(s, "true", 4)) || (len == 1 && s[0] == '1'))
			return sq_boolean_term(e, true);
		if ((len == 5 && !memcmp(s, "false", 5)) || (len == 1 && s[0] == '0'))
			return sq_boolean_term(e, false);
		return 0;
	case T_INTEGER:
		if (!canonical_integer(s, len, buf, sizeof buf))
			return 0;
		return integer_literal(e, buf, dtype);
	case T_DECIMAL:
	case T_FLOAT:
	case T_DOUBLE: {
		/* the form as a literal of the target type, read by sq_number_of */
		sq_id raw = lit(e, s, len, dtype);
		sq_number n;
		if (!raw || !sq_number_of(e, raw, &n))
			return 0;
		return sq_number_term(e, &n);
	}
	case T_DATETIME:
	case T_DATE: {
		sq_datetime dt;
		if (!sq_datetime_parse(s, len, t == T_DATE, &dt))
			return 0;
		return lit(e, s, len, dtype);
	}
	default:
		return 0;
	}
}

/* From an xsd:dateTime or xsd:date value (its lexical form `s`). */
static sq_id date_to(sq_eval *e, target t, const char *dtype, sq_id v, const sq_datetime *dt,
		     const char *s, size_t len)
{
	if (t == T_STRING)
		return lit(e, s, len, NULL);
	if (t == T_DATETIME && !dt->is_date)
		return v;
	if (t == T_DATE && dt->is_date)
		return v;
	/* the date part: everything before 'T', then the timezone */
	const char *tpos = memchr(s, 'T', len);
	size_t dlen = tpos ? (size_t)(tpos - s) : len;
	char buf[128];
	if (dlen > 64)
		return 0;
	const char *tz = "";
	char tzbuf[8];
	if (dt->has_tz) {
		if (dt->tz_minutes == 0 && s[len - 1] == 'Z') {
			tz = "Z";
		} else {
			int m = abs(dt->tz_minutes);
			snprintf(tzbuf, sizeof tzbuf, "%c%02d:%02d", dt->tz_minutes < 0 ? '-' : '+',
				 m / 60 % 100, m % 60);
			tz = tzbuf;
		}
	}
	if (t == T_DATE)
		snprintf(buf, sizeof buf, "%.*s%s", (int)dlen, s, tz);
	else if (t == T_DATETIME)
		snprintf(buf, sizeof buf, "%.*sT00:00:00%s", (int)dlen, s, tz);
	else
		return 0;
	return lit(e, buf, strlen(buf), dtype);
}

sq_id sq_func_cast(sq_eval *e, const char *iri, sq_id arg, bool *known)
{
	if (known)
		*known = false;
	if (!iri || strncmp(iri, SQ_XSD, sizeof SQ_XSD - 1))
		return 0;
	const char *local = iri + sizeof SQ_XSD - 1;
	size_t k = 0;
	while (targets[k].name && strcmp(targets[k].name, local))
		k++;
	if (!targets[k].name)
		return 0;
	if (known)
		*known = true;
	target t = targets[k].t;
	const sq_term *term = sq_term_get(e->terms, arg);
	if (!term || term->kind == PG_TERM_BLANK)
		return 0;
	if (term->kind == PG_TERM_IRI)
		return t == T_STRING ? lit(e, term->value, term->len, NULL) : 0;
	const char *s = term->value;
	size_t len = term->len;
	if (term->lang || !term->dtype || !strcmp(term->dtype, SQ_XSD "string")) {
		if (t == T_STRING)
			return term->lang ? lit(e, s, len, NULL) : arg;
		if (term->lang)
			return 0;
		s = trim(s, &len);
		return string_to(e, t, iri, s, len);
	}
	sq_number n;
	if (sq_number_of(e, arg, &n)) {
		/* an integer or decimal written as digits alone: the digits, however
		 * many (the value as a double would round them) */
		char buf[400];
		bool exact = strcmp(term->dtype, SQ_XSD "float") && strcmp(term->dtype, SQ_XSD "double");
		if (exact && (t == T_INTEGER || t == T_DECIMAL || t == T_STRING) &&
		    canonical_integer(s, len, buf, sizeof buf - 2)) {
			if (t == T_INTEGER)
				return integer_literal(e, buf, iri);
			if (t == T_DECIMAL)
				strcat(buf, ".0");
			return lit(e, buf, strlen(buf), t == T_DECIMAL ? iri : NULL);
		}
		return number_to(e, t, iri, &n);
	}
	int b = sq_boolean_of(e, arg);
	if (b >= 0) {
		if (t == T_STRING || t == T_BOOLEAN)
			return t == T_STRING ? lit(e, b ? "true" : "false", b ? 4 : 5, NULL)
					     : sq_boolean_term(e, b);
		if (t == T_DATETIME || t == T_DATE)
			return 0;
		sq_number one = {SQ_NUM_INTEGER, b, b};
		return number_to(e, t, iri, &one);
	}
	sq_datetime dt;
	if (sq_datetime_of(e, arg, &dt))
		return date_to(e, t, iri, arg, &dt, s, len);
	/* an unknown datatype or an ill-typed literal */
	return t == T_STRING ? lit(e, s, len, NULL) : 0;
}
