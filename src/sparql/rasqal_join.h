/* SPDX-License-Identifier: Apache-2.0 */
/* An index nested-loop join that replaces rasqal's own (see rasqal_join.c). */
#ifndef PG_RASQAL_JOIN_H
#define PG_RASQAL_JOIN_H

#include <stdbool.h>

/* Returns how many joins this process has evaluated as index nested-loop joins
 * so far; 0 when the replacement is off (PG_RASQAL_JOIN=rasqal) or compiled
 * out (a rasqal other than 0.9.33). */
unsigned long pg_rasqal_join_count(void);

#endif
