/* SPDX-License-Identifier: Apache-2.0 */
/* Scores a graph against annotated abstracts, as ../shared/eval/score.py does:
 * the graph is read through the core terms of the ontology (the statements
 * are fed one by one, as an N-Triples export lists them), each paper's
 * predictions are gathered per field, and each field is scored by a maximum
 * one-to-one matching of predictions and gold items under lenient name
 * matching (eval/names.h); results match on value and metric. */
#ifndef PG_EVAL_SCORE_H
#define PG_EVAL_SCORE_H

#include <stdbool.h>
#include <stdio.h>

#include "base/diag.h"
#include "eval/gold.h"
#include "graph/graph.h"

/* What the graph says, indexed for predictions. */
typedef struct pg_eval_graph pg_eval_graph;

/* An empty index. NULL on out-of-memory. Free with pg_eval_graph_free(). */
pg_eval_graph *pg_eval_graph_new(void);
void pg_eval_graph_free(pg_eval_graph *g);

/* pg_triple_sink: records statement `t` (ctx: the graph); statements outside
 * the core terms are ignored. Returns PG_ERR_NOMEM. */
pg_status pg_eval_graph_add(void *ctx, const pg_triple *t);

/* The per-field counts. */
typedef struct pg_eval_row {
	size_t hits, predicted, gold;
	double precision, recall, f1;
} pg_eval_row;

typedef struct pg_eval_report {
	bool entities;            /* entity mode: methods, tasks, datasets, metrics */
	size_t papers, found;     /* annotated abstracts, and those the graph has */
	pg_eval_row row[PG_EV_FIELDS];
	double mean_f1;           /* over the fields scored */
} pg_eval_report;

/* The fields scored in the order they are printed, ending with -1. Static. */
const int *pg_eval_fields(bool entities);

/* Called for each (abstract, field) whose predictions and gold differ, with
 * both lists (borrowed for the call). */
typedef void (*pg_eval_miss_fn)(void *ctx, const char *id, int field, const pg_eval_list *pred,
				const pg_eval_list *gold);

/* Scores `g` against `gold` (its methods fields are filled in entity mode).
 * `miss` may be NULL. Returns PG_ERR_NOMEM. */
pg_status pg_eval_score(pg_eval_graph *g, pg_eval_gold *gold, bool entities, pg_eval_report *out,
			pg_eval_miss_fn miss, void *miss_ctx);

/* Precision per extraction rule: each prediction counts for the rule of its
 * fact (pg:rule of its assertion, or of its result), hit when the maximum
 * matching pairs it with a gold item. */
typedef struct pg_eval_rule_row {
	char *rule;          /* owned; "(none)" for predictions without a rule */
	size_t hits, predicted;
	unsigned fields;     /* bit 1 << field for each field its predictions are in */
	double precision;    /* hits / predicted */
} pg_eval_rule_row;

typedef struct pg_eval_rules {
	pg_eval_rule_row *row; /* owned; weakest first (precision, then more predictions first) */
	size_t n, cap;
} pg_eval_rules;

/* pg_eval_score (not in entity mode) that also counts per rule into `rules`,
 * which the caller frees with pg_eval_rules_free(), also on failure.
 * Returns PG_ERR_NOMEM. */
pg_status pg_eval_score_by_rule(pg_eval_graph *g, pg_eval_gold *gold, pg_eval_report *out,
				pg_eval_rules *rules);

/* Frees the rows; `r` is empty afterwards (NULL is a no-op). */
void pg_eval_rules_free(pg_eval_rules *r);

/* Prints the per-rule table (rule, precision, hits, predicted, fields), or
 * its JSON object. */
void pg_eval_print_rules(FILE *out, const pg_eval_rules *rules, bool json);

/* pg_eval_print, then (when `rules` is not NULL) the per-rule table, or a
 * "rules" member of the JSON object. */
void pg_eval_print_all(FILE *out, const pg_eval_report *r, const pg_eval_rules *rules, bool json);

/* Prints the report as score.py does (a line of papers found, a row per
 * field, "mean F1 X" last), or as JSON. */
void pg_eval_print(FILE *out, const pg_eval_report *r, bool json);

#endif
