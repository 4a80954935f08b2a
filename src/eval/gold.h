/* SPDX-License-Identifier: Apache-2.0 */
/* Annotated abstracts in the gold format of ../shared/eval/README.md, and the
 * same shape for what a graph predicts: per abstract and field a list of
 * entries, each a set of acceptable names (an extends entry two sets, a
 * result entry a metric's names and a value). */
#ifndef PG_EVAL_GOLD_H
#define PG_EVAL_GOLD_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"

enum {
	PG_EV_PROPOSES, PG_EV_EXTENDS, PG_EV_COMPARES, PG_EV_USES, PG_EV_TASKS,
	PG_EV_DATASETS, PG_EV_METRICS, PG_EV_RESULTS,
	PG_EV_METHODS, /* proposes, uses and compares pooled (entity mode) */
	PG_EV_FIELDS
};

/* The field's name in the gold format ("proposes", ..., "methods"). Static. */
const char *pg_eval_field_name(int field);

/* Acceptable names: strings owned by the set. */
typedef struct pg_eval_names {
	char **name;
	size_t n;
} pg_eval_names;

typedef struct pg_eval_entry {
	pg_eval_names a;   /* the item; extends: the new method; results: the metric */
	pg_eval_names b;   /* extends: the older method */
	double value;      /* results */
	bool has_value;
	const char *rule;  /* a prediction: the rule of its fact (borrowed from the
			      graph it came from; NULL if none); gold: NULL */
} pg_eval_entry;

typedef struct pg_eval_list {
	pg_eval_entry *e;
	size_t n, cap;
} pg_eval_list;

typedef struct pg_eval_doc {
	char *id;                         /* owned */
	pg_eval_list field[PG_EV_FIELDS]; /* owned */
} pg_eval_doc;

typedef struct pg_eval_gold {
	pg_eval_doc *doc;
	size_t n, cap;
} pg_eval_gold;

/* Reads the gold file `path` (JSON Lines, one object per abstract; unknown
 * keys are ignored). Caller frees with pg_eval_gold_free(), also on failure.
 * Returns PG_ERR_INPUT with `d` naming the file, line and column of what is
 * wrong, PG_ERR_IO if it cannot be read, PG_ERR_NOMEM. */
pg_status pg_eval_gold_read(const char *path, pg_eval_gold *out, pg_diag *d);

void pg_eval_gold_free(pg_eval_gold *g);

/* Appends an entry to `l`, taking the name sets of `e`. Returns false on
 * out-of-memory (then `e` is freed). */
bool pg_eval_list_add(pg_eval_list *l, pg_eval_entry *e);

/* Adds a copy of `name` to `set`. Returns false on out-of-memory. */
bool pg_eval_names_add(pg_eval_names *set, const char *name);

void pg_eval_names_free(pg_eval_names *set);
void pg_eval_list_free(pg_eval_list *l);

/* Fills the methods field of `doc` with copies of its proposes, uses and
 * compares entries. Returns false on out-of-memory. */
bool pg_eval_pool_methods(pg_eval_doc *doc);

#endif
