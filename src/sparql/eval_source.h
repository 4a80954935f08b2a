/* SPDX-License-Identifier: Apache-2.0 */
/* The store as the evaluator's source of statements (eval_source.c), with
 * the query's dataset. */
#ifndef PG_SPARQL_EVAL_SOURCE_H
#define PG_SPARQL_EVAL_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

#include "sparql/eval.h"
#include "store/store.h"

/* A source reading the store `s` (borrowed; it must outlive the source).
 * Without a dataset (have_dataset false) the default graph is the merge of
 * every graph of the store (a statement in two graphs comes once) and every
 * graph is a named graph. With one, the default graph is the merge of the
 * `from` graphs (none: an empty default graph) and the named graphs are
 * `named`; graphs the store does not have are empty. The IRIs are copied.
 * Freed by its `free` (sq_eval_free does it). NULL on out-of-memory. */
sq_source *sq_source_store_new(pg_store *s, const char *const *from, size_t n_from,
			       const char *const *named, size_t n_named, bool have_dataset);

#endif
