/* SPDX-License-Identifier: Apache-2.0 */
/* ORDER BY keys taken from the sorted row, replacing rasqal 0.9.33's (see rasqal_order.c). */
#ifndef PG_RASQAL_ORDER_H
#define PG_RASQAL_ORDER_H

/* Returns how many rows the replacement has bound before rasqal computed
 * their ORDER BY keys in this process; 0 when compiled out (a rasqal other
 * than 0.9.33). */
unsigned long pg_rasqal_order_count(void);

#endif
