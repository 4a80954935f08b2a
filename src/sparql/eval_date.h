/* SPDX-License-Identifier: Apache-2.0 */
/* xsd:dateTime and xsd:date values for the evaluator (eval_date.c): their
 * lexical forms, read into fields, and their order (XML Schema's partial
 * order: a value without a timezone is only known to lie within 14 hours of
 * the same clock time in UTC). No allocation, no Redland. */
#ifndef PG_SPARQL_EVAL_DATE_H
#define PG_SPARQL_EVAL_DATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sparql/eval.h"

typedef struct sq_datetime {
	int64_t year;      /* may be negative (no year 0 in the lexical form) */
	int month, day;    /* 1-12, 1-31 */
	int hour, minute;  /* 0-24 (24 only as 24:00:00), 0-59 */
	double second;     /* 0 <= second < 60, with its fraction */
	bool has_tz;
	int tz_minutes;    /* offset from UTC, -840..840, when has_tz */
	bool is_date;      /* read as an xsd:date (no time of day) */
} sq_datetime;

/* Reads the lexical form s[0..len) of an xsd:dateTime (`date` false) or an
 * xsd:date (`date` true) into `out`. False if it is no valid form (month
 * 13, February 30th, a timezone beyond 14:00 ...). */
bool sq_datetime_parse(const char *s, size_t len, bool date, sq_datetime *out);

/* Reads literal `v` of datatype xsd:dateTime or xsd:date with a valid
 * lexical form. */
bool sq_datetime_of(sq_eval *e, sq_id v, sq_datetime *out);

/* The order of a and b: -1, 0 or 1; 2 when it is indeterminate (one has a
 * timezone, the other not, and they are within 14 hours of each other). */
int sq_datetime_cmp(const sq_datetime *a, const sq_datetime *b);

/* The same order made total, for ORDER BY: a value without a timezone is
 * taken as UTC. */
int sq_datetime_cmp_total(const sq_datetime *a, const sq_datetime *b);

#endif
