/* SPDX-License-Identifier: Apache-2.0 */
/* Extraction of methods, tasks, data sets, metrics, claimed results and lineage
 * from one abstract, as plain structs (no RDF here: graph.c maps them). */
#ifndef PG_EXTRACT_H
#define PG_EXTRACT_H

#include <stddef.h>

#include "base/diag.h"
#include "extract/lexicon.h"

/* The evidence "sentence" of a fact read from the paper's title, not its abstract. */
#define PG_SENTENCE_TITLE (-1)

typedef enum pg_entity_kind {
	PG_ENTITY_METHOD,   /* methods, models, frameworks, toolkits */
	PG_ENTITY_TASK,
	PG_ENTITY_DATASET,  /* data sets, benchmarks, environments */
	PG_ENTITY_METRIC
} pg_entity_kind;

typedef struct pg_entity {
	pg_entity_kind kind;
	char *label;     /* preferred name as written, e.g. "First-order Foo Bar" */
	char *alt;       /* alternative name, e.g. the acronym "FFB" (may be NULL) */
	char *key;       /* normalised identity, readable slug: "foo-v2"; equal keys = same entity
			    across papers (case, hyphens, spacing, version separators folded) */
	int sentence;    /* sentence of the first mention, or PG_SENTENCE_TITLE */
	size_t start, end; /* byte offsets of the first mention in the abstract (0, 0 when
			      only the title names it) */
	int polarity;    /* metrics: +1 higher is better, -1 lower is better, 0 unknown */
} pg_entity;

typedef enum pg_relation {
	PG_REL_PROPOSES,    /* paper proposes entity (method or data set) */
	PG_REL_USES,        /* paper uses method */
	PG_REL_COMPARES,    /* paper compares with method */
	PG_REL_EXTENDS,     /* entity `subject` extends entity `object` */
	PG_REL_TASK,        /* paper addresses task */
	PG_REL_DATASET,     /* paper evaluates on data set */
	PG_REL_METRIC       /* paper uses metric */
} pg_relation;

typedef struct pg_fact {
	pg_relation rel;
	int subject;       /* entity index for PG_REL_EXTENDS, else -1 (the paper) */
	int object;        /* entity index */
	int sentence;      /* index into sentences, or PG_SENTENCE_TITLE */
	const char *rule;  /* static name of the rule that produced it, e.g. "propose-verb" */
} pg_fact;

typedef enum pg_result_kind {
	PG_RESULT_SCORE,
	PG_RESULT_IMPROVEMENT,
	PG_RESULT_REDUCTION
} pg_result_kind;

typedef struct pg_result {
	char *value;          /* decimal lexical form, e.g. "28.5" */
	char *unit;           /* "%", "x", or NULL */
	pg_result_kind kind;
	int metric;           /* entity index (PG_ENTITY_METRIC); never -1 */
	int dataset;          /* entity index or -1 */
	int method;           /* entity index or -1 */
	int baseline;         /* entity index or -1 */
	char *baseline_value; /* decimal lexical form (may be NULL) */
	char *setting;        /* e.g. "W4A4", "7B" (may be NULL) */
	int sentence;
	const char *rule;
} pg_result;

typedef struct pg_sentence {
	size_t start, end;    /* byte offsets into the abstract, end exclusive */
} pg_sentence;

typedef struct pg_extraction {
	pg_sentence *sentences; size_t n_sentences;
	pg_entity *entities;    size_t n_entities;  /* no two with the same kind and key */
	pg_fact *facts;         size_t n_facts;     /* no exact duplicates */
	pg_result *results;     size_t n_results;
} pg_extraction;

/* Extracts everything from one paper. `title` may be NULL. Offsets refer to
 * `abstract`. Caller frees with pg_extraction_free(). Returns PG_ERR_NOMEM on
 * allocation failure; never fails on odd text. */
pg_status pg_extract_paper(const pg_lexicon *lex, const char *title,
			   const char *abstract, pg_extraction **out);

/* Names proposed by other papers of the same build (extract/known.h). */
typedef struct pg_known_names pg_known_names;

/* Like pg_extract_paper, and words naming a name of `known` (may be NULL) in
 * another case ("foonet" for a known "FooNet") are method or data set mentions
 * too, with the roles the rules give them. */
pg_status pg_extract_paper_known(const pg_lexicon *lex, const pg_known_names *known,
				 const char *title, const char *abstract, pg_extraction **out);

/* Switches rules off: drops from `x` every fact and result whose rule is one
 * of the `n` names of `rules`, and every entity that only those named (the
 * others keep their order; indices are remapped). A fact whose subject or
 * object is dropped is impossible: they are dropped with it. The count of
 * claims dropped goes to `dropped` (may be NULL). Returns PG_ERR_NOMEM (then
 * `x` is unchanged). */
pg_status pg_extraction_drop_rules(pg_extraction *x, const char *const *rules, size_t n,
				   size_t *dropped);

/* Frees an extraction (NULL is a no-op). */
void pg_extraction_free(pg_extraction *x);

#endif
