/* SPDX-License-Identifier: Apache-2.0 */
/* The functions on dates and times of section 17.4.5: NOW (the query's
 * one instant, e->now), and the fields of an xsd:dateTime or xsd:date
 * (YEAR, MONTH, DAY; HOURS, MINUTES, SECONDS of a dateTime only), its
 * TIMEZONE as an xsd:dayTimeDuration and TZ as a simple literal. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/eval_func_int.h"

/* The parts of an xsd:dateTime / xsd:date lexical form, borrowed. */
typedef struct when {
	long long year;
	int month, day, hour, minute;
	const char *sec;  /* "ss" or "ss.fff" (dateTime), NULL for a date */
	size_t sec_len;
	const char *tz;   /* "Z", "+hh:mm" / "-hh:mm", or "" for none */
	int tz_minutes;   /* signed offset */
} when;

static bool digits(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return false;
	return true;
}

static int two(const char *s) { return (s[0] - '0') * 10 + (s[1] - '0'); }

/* Reads the time zone at s (the rest of the lexical form). */
static bool parse_tz(const char *s, when *w)
{
	w->tz = s;
	w->tz_minutes = 0;
	if (!*s)
		return true;
	if (!strcmp(s, "Z"))
		return true;
	if ((s[0] != '+' && s[0] != '-') || strlen(s) != 6 || !digits(s + 1, 2) || s[3] != ':' ||
	    !digits(s + 4, 2))
		return false;
	int h = two(s + 1), m = two(s + 4);
	if (h > 14 || m > 59 || (h == 14 && m))
		return false;
	w->tz_minutes = (s[0] == '-' ? -1 : 1) * (h * 60 + m);
	return true;
}

/* `v` as an xsd:dateTime (want_time) or xsd:date or xsd:dateTime (not
 * want_time). */
static bool parse_when(sq_eval *e, sq_id v, bool want_time, when *w)
{
	const sq_term *t = sq_fn_term(e, v);
	if (!t || t->kind != PG_TERM_LITERAL || !t->dtype)
		return false;
	bool is_dt = !strcmp(t->dtype, SQ_FN_XSD "dateTime");
	bool is_date = !strcmp(t->dtype, SQ_FN_XSD "date");
	if (!is_dt && !(is_date && !want_time))
		return false;
	const char *s = t->value;
	*w = (when){0};
	size_t i = s[0] == '-' ? 1 : 0, y0 = i;
	while (isdigit((unsigned char)s[i]))
		i++;
	if (i - y0 < 4 || (i - y0 > 4 && s[y0] == '0') || i - y0 > 18)
		return false;
	w->year = strtoll(s + y0, NULL, 10) * (y0 ? -1 : 1);
	if (s[i] != '-' || !digits(s + i + 1, 2) || s[i + 3] != '-' || !digits(s + i + 4, 2))
		return false;
	w->month = two(s + i + 1);
	w->day = two(s + i + 4);
	if (w->month < 1 || w->month > 12 || w->day < 1 || w->day > 31)
		return false;
	i += 6;
	if (is_dt) {
		if (s[i] != 'T' || !digits(s + i + 1, 2) || s[i + 3] != ':' || !digits(s + i + 4, 2) ||
		    s[i + 6] != ':' || !digits(s + i + 7, 2))
			return false;
		w->hour = two(s + i + 1);
		w->minute = two(s + i + 4);
		w->sec = s + i + 7;
		size_t j = i + 9;
		if (s[j] == '.') {
			j++;
			if (!isdigit((unsigned char)s[j]))
				return false;
			while (isdigit((unsigned char)s[j]))
				j++;
		}
		w->sec_len = (size_t)(s + j - w->sec);
		if (w->hour > 24 || w->minute > 59 || two(w->sec) > 59 ||
		    (w->hour == 24 && (w->minute || strspn(w->sec, "0.") < w->sec_len)))
			return false;
		i = j;
	}
	return parse_tz(s + i, w);
}

sq_id sq_fn_now(sq_eval *e, const sq_node *call, const sq_id *a, size_t n) { return e->now; }

sq_id sq_fn_year(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	return parse_when(e, a[0], false, &w) ? sq_fn_int(e, w.year) : 0;
}

sq_id sq_fn_month(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	return parse_when(e, a[0], false, &w) ? sq_fn_int(e, w.month) : 0;
}

sq_id sq_fn_day(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	return parse_when(e, a[0], false, &w) ? sq_fn_int(e, w.day) : 0;
}

sq_id sq_fn_hours(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	return parse_when(e, a[0], true, &w) ? sq_fn_int(e, w.hour) : 0;
}

sq_id sq_fn_minutes(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	return parse_when(e, a[0], true, &w) ? sq_fn_int(e, w.minute) : 0;
}

/* The seconds as an xsd:decimal in its shortest form: "01.500" is "1.5". */
sq_id sq_fn_seconds(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	if (!parse_when(e, a[0], true, &w))
		return 0;
	const char *s = w.sec;
	size_t len = w.sec_len;
	if (s[0] == '0' && len > 1 && s[1] != '.') {
		s++;
		len--;
	}
	if (memchr(s, '.', len)) {
		while (s[len - 1] == '0')
			len--;
		if (s[len - 1] == '.')
			len--;
	}
	return sq_fn_lit(e, s, len, NULL, SQ_FN_XSD "decimal");
}

/* The time zone as an xsd:dayTimeDuration: "PT0S", "-PT8H", "PT5H30M". */
sq_id sq_fn_timezone(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	if (!parse_when(e, a[0], false, &w) || !*w.tz)
		return 0;
	char buf[24];
	int m = abs(w.tz_minutes), k;
	if (!m)
		k = snprintf(buf, sizeof buf, "PT0S");
	else if (m % 60 == 0)
		k = snprintf(buf, sizeof buf, "%sPT%dH", w.tz_minutes < 0 ? "-" : "", m / 60);
	else if (m < 60)
		k = snprintf(buf, sizeof buf, "%sPT%dM", w.tz_minutes < 0 ? "-" : "", m);
	else
		k = snprintf(buf, sizeof buf, "%sPT%dH%dM", w.tz_minutes < 0 ? "-" : "", m / 60, m % 60);
	return sq_fn_lit(e, buf, (size_t)k, NULL, SQ_FN_XSD "dayTimeDuration");
}

sq_id sq_fn_tz(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	when w;
	if (!parse_when(e, a[0], false, &w))
		return 0;
	return sq_fn_lit(e, w.tz, strlen(w.tz), NULL, NULL);
}
