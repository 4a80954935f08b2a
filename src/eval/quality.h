/* SPDX-License-Identifier: Apache-2.0 */
/* The measured quality of each relation papergraph extracts: precision,
 * recall and F1 of its gold field on an evaluation set, with the set's name,
 * size and the date of the figures. They come from the compiled-in
 * eval/quality.tsv (the project's own evaluation, written by eval/score.sh)
 * or from a report of pg_eval_score on a user's gold file. No allocation:
 * a pg_quality is a plain value. */
#ifndef PG_EVAL_QUALITY_H
#define PG_EVAL_QUALITY_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "eval/score.h"

/* The relations measured, in the order they are shown. */
enum { PG_QUALITY_RELATIONS = 8 };

typedef struct pg_quality_row {
	bool measured;             /* false: no figures for this relation */
	size_t hits, predicted, gold;
	char precision[16], recall[16], f1[16]; /* xsd:decimal lexical forms in [0, 1] */
} pg_quality_row;

/* The precision of one extraction rule (eval --by-rule). */
typedef struct pg_quality_rule {
	char name[64];             /* the rule, as in pg:rule */
	char precision[16];        /* xsd:decimal in [0, 1] */
	size_t hits, predicted;    /* predicted: how many of its facts were scored */
} pg_quality_rule;

/* At most this many rules are kept (the weakest first, as eval lists them). */
enum { PG_QUALITY_MAX_RULES = 128 };

/* A rule's precision is shown to people only from this many scored facts on. */
enum { PG_QUALITY_RULE_MIN_CASES = 5 };

typedef struct pg_quality {
	char set[256];             /* the evaluation set's name, e.g. "dev-gold-test.jsonl" */
	size_t abstracts;          /* its size: annotated abstracts */
	char date[11];             /* YYYY-MM-DD, when the figures were measured */
	pg_quality_row row[PG_EV_FIELDS]; /* by gold field (PG_EV_PROPOSES, ...) */
	pg_quality_rule rule[PG_QUALITY_MAX_RULES];
	size_t n_rules;
} pg_quality;

/* The gold fields measured, in the order shown: proposes, uses, compares,
 * extends, tasks, datasets, metrics, results. Static, PG_QUALITY_RELATIONS long. */
const int *pg_quality_fields(void);

/* The pg: property a field's facts are stated with (PG_P_COMPARES_WITH for
 * compares, ...) and its words for people ("compares with"). Static. */
const char *pg_quality_relation(int field);
const char *pg_quality_relation_words(int field);

/* Reads the first set of a quality table (the format of eval/quality.tsv:
 * '#' comments, a header line, then tab-separated rows set, abstracts, date,
 * field, precision, recall, f1, hits, predicted, gold) from `text` (`len`
 * bytes) into `out`. `name` names the text in messages. Returns
 * PG_ERR_INPUT with the line of what is wrong. */
pg_status pg_quality_parse(const char *text, size_t len, const char *name, pg_quality *out,
			   pg_diag *d);

/* Reads the rows of the set `out` holds from a per-rule table (the format of
 * eval/quality-rules.tsv: '#' comments, a header line, then rows set,
 * abstracts, date, rule, precision, hits, predicted, fields) into out->rule;
 * rows of other sets are skipped. Returns PG_ERR_INPUT as pg_quality_parse. */
pg_status pg_quality_parse_rules(const char *text, size_t len, const char *name, pg_quality *out,
				 pg_diag *d);

/* The precision of rule `name` in `q`, or NULL. */
const pg_quality_rule *pg_quality_find_rule(const pg_quality *q, const char *name);

/* The compiled-in figures (eval/quality.tsv and eval/quality-rules.tsv).
 * Returns PG_ERR_INTERNAL if they are missing or do not parse. */
pg_status pg_quality_default(pg_quality *out, pg_diag *d);

/* The figures of report `r` (not in entity mode) and of `rules` (may be
 * NULL) on the set called `set`, measured on `date` (YYYY-MM-DD). */
void pg_quality_from_report(const pg_eval_report *r, const pg_eval_rules *rules, const char *set,
			    const char *date, pg_quality *out);

/* Writes `v` (clamped to [0, 1]) as a decimal with 3 places into `out`. */
void pg_quality_decimal(double v, char out[16]);

#endif
