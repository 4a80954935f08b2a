/* SPDX-License-Identifier: Apache-2.0 */
/* Calendar fields of a UTC instant, computed without the C library's time
 * functions. gmtime_r takes glibc's time zone lock, and a process forked
 * from a threaded server (serve's workers) dead-locks there if another
 * thread held that lock at the fork (measured: 1 in 12 fresh servers under
 * 32 clients lost a query to it). Nothing here allocates or locks. */
#ifndef PG_UTC_H
#define PG_UTC_H

#include <stdbool.h>
#include <stdint.h>

typedef struct pg_utc {
	int64_t year; /* proleptic Gregorian; 0 is 1 BC */
	int month;    /* 1-12 */
	int day;      /* 1-31 */
	int hour, minute, second;
	int weekday;  /* 0 Sunday ... 6 Saturday */
} pg_utc;

/* The fields of `secs` seconds after 1970-01-01T00:00:00Z (may be negative). */
pg_utc pg_utc_from_epoch(int64_t secs);

/* Writes `secs` as an HTTP date (RFC 9110 section 5.6.7, "Sun, 06 Nov 1994
 * 08:49:37 GMT") into `out`, which holds at least 30 bytes, for years 0 to
 * 9999; returns false (out empty) outside them. */
#define PG_UTC_HTTP_DATE_SIZE 30
bool pg_utc_http_date(int64_t secs, char *out);

#endif
