/* SPDX-License-Identifier: Apache-2.0 */
/* Days since 1970 to a Gregorian date by whole 400-year eras (146,097 days
 * each), with the year taken to begin on 1 March so that the leap day is
 * the era's last day of a year. */
#include "base/utc.h"

#include <stdio.h>

static int64_t floor_div(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

pg_utc pg_utc_from_epoch(int64_t secs)
{
	pg_utc u;
	int64_t days = floor_div(secs, 86400), rest = secs - days * 86400;
	u.hour = (int)(rest / 3600);
	u.minute = (int)(rest % 3600 / 60);
	u.second = (int)(rest % 60);
	u.weekday = (int)((days % 7 + 11) % 7); /* 1970-01-01 was a Thursday (4) */
	int64_t z = days + 719468;                /* days since 0000-03-01 */
	int64_t era = floor_div(z, 146097);
	int64_t doe = z - era * 146097;                                       /* 0 .. 146096 */
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365; /* 0 .. 399 */
	int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);               /* 0 .. 365, from 1 March */
	int64_t mp = (5 * doy + 2) / 153;                                     /* 0 March .. 11 February */
	u.day = (int)(doy - (153 * mp + 2) / 5 + 1);
	u.month = (int)(mp < 10 ? mp + 3 : mp - 9);
	u.year = yoe + era * 400 + (u.month <= 2);
	return u;
}

bool pg_utc_http_date(int64_t secs, char *out)
{
	static const char days[7][4] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
	static const char months[12][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
					   "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
	pg_utc u = pg_utc_from_epoch(secs);
	out[0] = '\0';
	if (u.year < 0 || u.year > 9999)
		return false;
	snprintf(out, PG_UTC_HTTP_DATE_SIZE, "%s, %02d %s %04d %02d:%02d:%02d GMT", days[u.weekday],
		 u.day, months[u.month - 1], (int)u.year, u.hour, u.minute, u.second);
	return true;
}
