/* SPDX-License-Identifier: Apache-2.0 */
/* ORDER BY keys from the row being sorted, in place of rasqal 0.9.33's.
 *
 * Why. rasqal's sort computes each row's ORDER BY keys with
 * rasqal_engine_rowsort_calculate_order_values(), which evaluates the
 * expressions against the query's variables, not against the row: it relies
 * on the rowsource below to have bound the row's values. After GROUP BY that
 * is wrong by one group: the aggregation emits a group's row only once it has
 * read the first row of the next group, and the GROUP BY rowsource binds each
 * row it hands out, so the variables hold the next group's values. The keys
 * of `GROUP BY ?m ?l ORDER BY DESC(?n) ?l` were the next group's labels, and
 * rows came out in the groups' own order. (With one group key, the groups
 * are already in key order, and the shifted keys happened to sort the same.)
 *
 * How. rasqal calls the function through its PLT (it is exported), so the
 * definition below, exported by the executable (see Makefile.am), is the one
 * it gets: it binds the row's own values to their variables with
 * rasqal_row_bind_variables() and then calls rasqal's function (dlsym,
 * RTLD_NEXT). Rows that were not grouped hold the values their variables
 * already have, so for them nothing changes. */

#include "sparql/rasqal_order.h"

#include <dlfcn.h>

#include <rasqal.h>

#if RASQAL_VERSION == 933

/* rasqal_internal.h, 0.9.33 */
typedef struct rasqal_row_s rasqal_row;
int rasqal_row_bind_variables(rasqal_row *row, rasqal_variables_table *vars_table);
int rasqal_engine_rowsort_calculate_order_values(rasqal_query *query, raptor_sequence *order_seq,
						 rasqal_row *row);

static unsigned long rebound;

int rasqal_engine_rowsort_calculate_order_values(rasqal_query *query, raptor_sequence *order_seq,
						 rasqal_row *row)
{
	static int (*real)(rasqal_query *, raptor_sequence *, rasqal_row *);
	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "rasqal_engine_rowsort_calculate_order_values");
	if (!real)
		return 1;
	/* the table argument is unused in 0.9.33: variables come from the row's rowsource */
	if (row && !rasqal_row_bind_variables(row, NULL))
		rebound++;
	return real(query, order_seq, row);
}

unsigned long pg_rasqal_order_count(void)
{
	return rebound;
}

#else

unsigned long pg_rasqal_order_count(void)
{
	return 0;
}

#endif
