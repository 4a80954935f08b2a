/* SPDX-License-Identifier: Apache-2.0 */
/* xsd:double's lexical form, which replaces rasqal 0.9.33's (see rasqal_double.c). */
#ifndef PG_RASQAL_DOUBLE_H
#define PG_RASQAL_DOUBLE_H

#include <stddef.h>

/* Returns the canonical lexical form of `d`: "INF", "-INF", "NaN", or a
 * mantissa and an exponent as "1.5E2". Sets *len (may be NULL) to its length.
 * Caller frees with free(); NULL on out-of-memory. */
char *pg_xsd_format_double(double d, size_t *len);

#endif
