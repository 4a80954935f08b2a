/* SPDX-License-Identifier: Apache-2.0 */
/* xsd:double's canonical lexical form, in place of rasqal 0.9.33's.
 *
 * Why. rasqal writes the lexical form of every double it computes with
 * rasqal_xsd_format_double(), which prints "%1.14E" into 21 bytes and then
 * looks for the 'E' to strip trailing zeros. An infinity or NaN prints "INF"
 * or "NAN" with no 'E': the function overwrites the terminating NUL and then
 * reads the uninitialised rest of the buffer (and past it), so
 * `SELECT (1e400 * 1e400 AS ?y) {}` answered "INFE\xe1U", different each run.
 * It also takes the last '0' that follows another digit for the start of the
 * trailing zeros, so 123.456789012345 came out as "1.23456789E2".
 *
 * How. rasqal calls the function through its PLT (it is exported), so the
 * definition below, exported by the executable (see Makefile.am), is the one
 * it gets. It returns XSD's forms: "INF", "-INF", "NaN", and for a finite
 * value the mantissa of "%.14E" without its trailing zeros (one digit kept
 * after the point) and the exponent without '+' or leading zeros ("1.5E2",
 * "-1.0E-3", "0.0E0"), as rasqal means to. The buffer comes from malloc(),
 * which is what rasqal frees it with. */

#include "sparql/rasqal_double.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rasqal.h>

char *pg_xsd_format_double(double d, size_t *len)
{
	char tmp[64];
	if (isnan(d))
		strcpy(tmp, "NaN");
	else if (isinf(d))
		strcpy(tmp, d < 0 ? "-INF" : "INF");
	else {
		snprintf(tmp, sizeof tmp, "%.14E", d);
		char *e = strchr(tmp, 'E');
		char *m = e; /* end of the mantissa without trailing zeros */
		while (m[-1] == '0' && m[-2] != '.')
			m--;
		int exp = atoi(e + 1);
		snprintf(m, sizeof tmp - (size_t)(m - tmp), "E%d", exp);
	}
	size_t n = strlen(tmp);
	char *out = malloc(n + 1);
	if (!out)
		return NULL;
	memcpy(out, tmp, n + 1);
	if (len)
		*len = n;
	return out;
}

#if RASQAL_VERSION == 933

/* rasqal_internal.h, 0.9.33 */
unsigned char *rasqal_xsd_format_double(double d, size_t *len_p);

unsigned char *rasqal_xsd_format_double(double d, size_t *len_p)
{
	return (unsigned char *)pg_xsd_format_double(d, len_p);
}

#endif
