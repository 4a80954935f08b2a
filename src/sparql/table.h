/* SPDX-License-Identifier: Apache-2.0 */
/* The plain text table of a SELECT's rows, for people at a terminal (rasqal's
 * prints datatypes around every value): IRIs as prefixed names where a
 * predeclared prefix fits, literals as their text, values cut at 60 columns.
 * Private to sparql/. */
#ifndef PG_SPARQL_TABLE_H
#define PG_SPARQL_TABLE_H

#include <redland.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"

/* Writes every row of `res` under the head `head` (`n` names, borrowed, in
 * the order of librdf's columns; an empty result has its head and "(0
 * rows)"); with `cut`, values over 60 characters end in "...". Holds the
 * whole table, to size its columns. Returns PG_OK, PG_ERR_NOMEM or PG_ERR_IO. */
pg_status pg_sparql_write_table(librdf_query_results *res, size_t n, const char *const *head,
				bool cut, FILE *out);

#endif
