/* SPDX-License-Identifier: Apache-2.0 */
/* A balanced map that replaces rasqal's own (see rasqal_map.c). */
#ifndef PG_RASQAL_MAP_H
#define PG_RASQAL_MAP_H

/* Returns how many maps rasqal has made through the replacement in this
 * process (ORDER BY, DISTINCT, GROUP BY each make one); 0 when compiled out (a
 * rasqal other than 0.9.33). */
unsigned long pg_rasqal_map_count(void);

#endif
