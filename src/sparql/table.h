/* SPDX-License-Identifier: Apache-2.0 */
/* The plain text table of a SELECT's rows, for people at a terminal (rasqal's
 * prints datatypes around every value): IRIs as prefixed names where a
 * predeclared prefix fits, literals as their text, blank nodes as _:label,
 * values cut at 60 columns. Fed by any engine with rows of pg_term (as the
 * writers of results.h are); it holds the whole table, to size its columns.
 * No Redland. Private to sparql/. */
#ifndef PG_SPARQL_TABLE_H
#define PG_SPARQL_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"
#include "sparql/results.h"

typedef struct pg_table pg_table;

/* A table of `n` columns headed by `head` (names without '?', copied); with
 * `cut`, values over 60 characters end in "...". Caller frees it with
 * pg_table_free(). NULL on out-of-memory. */
pg_table *pg_table_new(size_t n, const char *const *head, bool cut);

/* Adds a row: `row[i]` (n of them) the i-th column's value, NULL when
 * unbound; borrowed for the call (the table keeps its own text). Returns
 * PG_OK or PG_ERR_NOMEM. */
pg_status pg_table_row(pg_table *t, const pg_term *const *row);

/* Writes the head, a rule, every row and "(N rows)" to `out` ("(no
 * variables)" for a table of no column). Returns PG_OK or PG_ERR_IO. */
pg_status pg_table_write(pg_table *t, FILE *out);

/* Frees `t` (NULL is a no-op). */
void pg_table_free(pg_table *t);

/* Writes the answer to an ASK in a box, as rasqal's table does. */
pg_status pg_table_boolean(FILE *out, bool value);

#endif
