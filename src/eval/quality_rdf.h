/* SPDX-License-Identifier: Apache-2.0 */
/* The quality graph: the measured figures of each relation as W3C Data
 * Quality Vocabulary measurements of the knowledge graph, and the PROV-O
 * record of the build that made it (papergraph's version, its extraction
 * rules, the input files, the time). All statements are in the named graph
 * BASE graph/quality; every node is an IRI (no blank nodes):
 *   BASE dataset                 the knowledge graph (prov:Entity)
 *   BASE build                   the build (prov:Activity)
 *   BASE build/association       who and by which plan (prov:Association)
 *   BASE agent/papergraph-V      papergraph V (prov:SoftwareAgent)
 *   BASE rules/papergraph-V      its extraction rules (prov:Plan, pg:includesRule each,
 *                                pg:excludesRule each one switched off)
 *   BASE quality/evaluation      the scoring of the evaluation set (prov:Activity)
 *   BASE quality/set/NAME        the evaluation set (prov:Entity)
 *   BASE quality/FIELD-MEASURE   one dqv:QualityMeasurement per relation and
 *                                measure (precision, recall, f1)
 *   BASE quality/rule/RULE       one per extraction rule scored: its precision
 *                                (pg:rulePrecision, pg:ofRule, pg:predictions) */
#ifndef PG_EVAL_QUALITY_RDF_H
#define PG_EVAL_QUALITY_RDF_H

#include <stddef.h>

#include "base/diag.h"
#include "eval/quality.h"
#include "graph/graph.h"

/* What the build was. All strings borrowed. */
typedef struct pg_quality_prov {
	const char *version;              /* papergraph's version, e.g. "0.1.0" */
	const char *const *inputs;        /* the input files as given ("-": standard input) */
	size_t n_inputs;
	const char *const *rules;         /* the extraction rules that produced facts, sorted */
	size_t n_rules;
	const char *ended;                /* xsd:dateTime of the build's end */
	const char *const *rules_off;     /* the rules switched off (build --rules) */
	size_t n_rules_off;
} pg_quality_prov;

/* The measures, in order: "precision", "recall", "f1". */
enum { PG_QUALITY_MEASURES = 3 };

/* The IRI of the dqv:Metric of `field` and measure `m` (0 precision, 1 recall,
 * 2 f1), e.g. pg:precisionOfComparesWith, into `out` (size bytes). Returns
 * false if it does not fit or the field is not measured. */
bool pg_quality_metric_iri(int field, int m, char *out, size_t size);

/* Writes the quality graph of `q` and `prov` under `base` to `sink`, in a
 * fixed order (the same input gives the same statements). Input files are
 * named file:///ABSOLUTE/PATH (percent-encoded; `-` is file:///dev/stdin).
 * Returns the sink's first failure, PG_ERR_NOMEM, or PG_ERR_IO if an input's
 * absolute path cannot be found. */
pg_status pg_quality_emit(const char *base, const pg_quality *q, const pg_quality_prov *prov,
			  pg_triple_sink sink, void *ctx);

#endif
