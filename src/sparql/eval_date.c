/* SPDX-License-Identifier: Apache-2.0 */
/* xsd:dateTime and xsd:date: the lexical forms of XML Schema 1.1 part 2
 * (section 3.3.7 and 3.3.9), read by hand, and their order. A value is
 * compared as seconds on the proleptic Gregorian calendar, in UTC when it
 * has a timezone; the whole seconds as a 64-bit integer and the fraction
 * apart, so a distant year loses no precision of the fraction. */
#include "sparql/eval_date.h"

#include <stdlib.h>
#include <string.h>

#include "sparql/eval_value.h"

#define MAX_YEAR_DIGITS 11 /* years below 10^11: the second count stays inside int64 */

static bool leap(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int days_in_month(int64_t y, int m)
{
	static const int d[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	return m == 2 && leap(y) ? 29 : d[m - 1];
}

/* Exactly n digits at s[*i], as a number. */
static bool digits(const char *s, size_t len, size_t *i, int n, int *out)
{
	int v = 0;
	for (int k = 0; k < n; k++) {
		if (*i >= len || s[*i] < '0' || s[*i] > '9')
			return false;
		v = v * 10 + (s[(*i)++] - '0');
	}
	*out = v;
	return true;
}

bool sq_datetime_parse(const char *s, size_t len, bool date, sq_datetime *out)
{
	memset(out, 0, sizeof *out);
	out->is_date = date;
	size_t i = 0;
	bool neg = false;
	if (i < len && s[i] == '-') {
		neg = true;
		i++;
	}
	size_t y0 = i;
	int64_t y = 0;
	while (i < len && s[i] >= '0' && s[i] <= '9') {
		if (i - y0 >= MAX_YEAR_DIGITS)
			return false;
		y = y * 10 + (s[i++] - '0');
	}
	/* four digits at least; more only without a leading zero */
	if (i - y0 < 4 || (i - y0 > 4 && s[y0] == '0') || y == 0)
		return false;
	out->year = neg ? -y : y;
	int mo, d;
	if (i >= len || s[i++] != '-' || !digits(s, len, &i, 2, &mo) || i >= len || s[i++] != '-' ||
	    !digits(s, len, &i, 2, &d))
		return false;
	if (mo < 1 || mo > 12 || d < 1 || d > days_in_month(out->year, mo))
		return false;
	out->month = mo;
	out->day = d;
	if (!date) {
		int h, mi, sec;
		if (i >= len || s[i++] != 'T' || !digits(s, len, &i, 2, &h) || i >= len ||
		    s[i++] != ':' || !digits(s, len, &i, 2, &mi) || i >= len || s[i++] != ':' ||
		    !digits(s, len, &i, 2, &sec))
			return false;
		double frac = 0, scale = 0.1;
		bool nonzero_frac = false;
		if (i < len && s[i] == '.') {
			i++;
			size_t f0 = i;
			while (i < len && s[i] >= '0' && s[i] <= '9') {
				frac += (s[i] - '0') * scale;
				scale /= 10;
				nonzero_frac |= s[i] != '0';
				i++;
			}
			if (i == f0)
				return false;
		}
		if (h > 24 || mi > 59 || sec > 59 || (h == 24 && (mi || sec || nonzero_frac)))
			return false;
		out->hour = h;
		out->minute = mi;
		out->second = sec + frac;
	}
	if (i < len) {
		if (s[i] == 'Z') {
			out->has_tz = true;
			i++;
		} else if (s[i] == '+' || s[i] == '-') {
			int sign = s[i++] == '-' ? -1 : 1, th, tm;
			if (!digits(s, len, &i, 2, &th) || i >= len || s[i++] != ':' ||
			    !digits(s, len, &i, 2, &tm))
				return false;
			if (tm > 59 || th * 60 + tm > 14 * 60)
				return false;
			out->has_tz = true;
			out->tz_minutes = sign * (th * 60 + tm);
		}
	}
	return i == len;
}

bool sq_datetime_of(sq_eval *e, sq_id v, sq_datetime *out)
{
	const sq_term *t = sq_term_get(e->terms, v);
	if (!t || t->kind != PG_TERM_LITERAL || !t->dtype || t->lang)
		return false;
	if (!strcmp(t->dtype, SQ_XSD "dateTime"))
		return sq_datetime_parse(t->value, t->len, false, out);
	if (!strcmp(t->dtype, SQ_XSD "date"))
		return sq_datetime_parse(t->value, t->len, true, out);
	return false;
}

/* Days from 1970-01-01 to y-m-d (proleptic Gregorian; after H. Hinnant's
 * days_from_civil, written for int64 years). XSD's year -1 is 1 BC, the
 * astronomical year 0. */
static int64_t days_from_civil(int64_t y, int m, int d)
{
	if (y < 0)
		y += 1;
	y -= m <= 2;
	int64_t era = (y >= 0 ? y : y - 399) / 400;
	int64_t yoe = y - era * 400;
	int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/* Whole seconds (local clock time minus the timezone offset) and the
 * fraction of the second. */
static int64_t whole_seconds(const sq_datetime *t, bool with_tz, double *frac)
{
	int64_t s = days_from_civil(t->year, t->month, t->day) * 86400 + t->hour * 3600 +
		    t->minute * 60 + (int64_t)t->second;
	if (with_tz && t->has_tz)
		s -= (int64_t)t->tz_minutes * 60;
	*frac = t->second - (double)(int64_t)t->second;
	return s;
}

static int cmp_at(int64_t sa, double fa, int64_t sb, double fb)
{
	if (sa != sb)
		return sa < sb ? -1 : 1;
	return fa < fb ? -1 : fa > fb ? 1 : 0;
}

int sq_datetime_cmp(const sq_datetime *a, const sq_datetime *b)
{
	double fa, fb;
	int64_t sa = whole_seconds(a, true, &fa), sb = whole_seconds(b, true, &fb);
	if (a->has_tz == b->has_tz)
		return cmp_at(sa, fa, sb, fb);
	/* the one without a timezone lies somewhere in [t - 14h, t + 14h] */
	const int64_t span = 14 * 3600;
	if (!a->has_tz) {
		if (cmp_at(sa + span, fa, sb, fb) < 0)
			return -1;
		if (cmp_at(sa - span, fa, sb, fb) > 0)
			return 1;
	} else {
		if (cmp_at(sa, fa, sb - span, fb) < 0)
			return -1;
		if (cmp_at(sa, fa, sb + span, fb) > 0)
			return 1;
	}
	return 2;
}

int sq_datetime_cmp_total(const sq_datetime *a, const sq_datetime *b)
{
	double fa, fb;
	int64_t sa = whole_seconds(a, true, &fa), sb = whole_seconds(b, true, &fb);
	return cmp_at(sa, fa, sb, fb);
}
