/* SPDX-License-Identifier: Apache-2.0 */
/* Writes the quality graph (eval/quality_rdf.h). */
#include "eval/quality_rdf.h"

#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "graph/vocab.h"

static const char *const measure_names[PG_QUALITY_MEASURES] = {"precision", "recall", "f1"};

bool pg_quality_metric_iri(int field, int m, char *out, size_t size)
{
	const char *rel = pg_quality_relation(field);
	if (!rel || m < 0 || m >= PG_QUALITY_MEASURES)
		return false;
	const char *local = rel + strlen(PG_NS);
	int n = snprintf(out, size, "%s%sOf%c%s", PG_NS, measure_names[m],
			 local[0] >= 'a' && local[0] <= 'z' ? local[0] - 'a' + 'A' : local[0], local + 1);
	return n > 0 && (size_t)n < size;
}

typedef struct emitter {
	pg_triple_sink sink;
	void *ctx;
	const char *graph;
	pg_status st;
} emitter;

static void emit(emitter *e, const char *s, const char *p, const char *o, bool literal,
		 const char *datatype)
{
	if (e->st != PG_OK)
		return;
	if (!s || !o) {
		e->st = PG_ERR_NOMEM;
		return;
	}
	pg_triple t = {.s = s, .p = p, .o = o, .o_literal = literal, .datatype = datatype,
		       .scope = PG_SCOPE_GRAPH, .graph = e->graph};
	e->st = e->sink(e->ctx, &t);
}

static void iri(emitter *e, const char *s, const char *p, const char *o)
{
	emit(e, s, p, o, false, NULL);
}

static void lit(emitter *e, const char *s, const char *p, const char *o, const char *datatype)
{
	emit(e, s, p, o, true, datatype);
}

/* BASE followed by `path`, each byte of `segment` outside the RFC 3986
 * unreserved set percent-encoded (and '/' too unless keep_slash). Caller frees. */
static char *mint(const char *base, const char *path, const char *segment, bool keep_slash)
{
	static const char hex[] = "0123456789ABCDEF";
	pg_buf b = PG_BUF_INIT;
	bool ok = pg_buf_adds(&b, base) && pg_buf_adds(&b, path);
	for (const unsigned char *p = (const unsigned char *)(segment ? segment : ""); ok && *p; p++) {
		unsigned char c = *p;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		    c == '-' || c == '.' || c == '_' || c == '~' || (keep_slash && c == '/')) {
			ok = pg_buf_add(&b, (const char *)p, 1);
		} else {
			char esc[3] = {'%', hex[c >> 4], hex[c & 15]};
			ok = pg_buf_add(&b, esc, 3);
		}
	}
	if (!ok) {
		pg_buf_free(&b);
		return NULL;
	}
	return pg_buf_take(&b);
}

/* file:///ABSOLUTE/PATH of an input; NULL with *st set on failure. */
static char *file_iri(const char *path, pg_status *st)
{
	char *abs = !strcmp(path, "-") ? strdup("/dev/stdin") : realpath(path, NULL);
	if (!abs) {
		*st = PG_ERR_IO;
		return NULL;
	}
	char *out = mint("file://", "", abs, true);
	free(abs);
	if (!out)
		*st = PG_ERR_NOMEM;
	return out;
}

pg_status pg_quality_emit(const char *base, const pg_quality *q, const pg_quality_prov *prov,
			  pg_triple_sink sink, void *ctx)
{
	char *graph = pg_graph_named_iri(base, "quality");
	emitter e = {.sink = sink, .ctx = ctx, .graph = graph, .st = graph ? PG_OK : PG_ERR_NOMEM};
	char *dataset = mint(base, "dataset", NULL, false);
	char *build = mint(base, "build", NULL, false);
	char *assoc = mint(base, "build/association", NULL, false);
	char *agent = mint(base, "agent/papergraph-", prov->version, false);
	char *plan = mint(base, "rules/papergraph-", prov->version, false);
	char *evaluation = mint(base, "quality/evaluation", NULL, false);
	char *set = mint(base, "quality/set/", q->set, false);
	char label[512], when[32];
	snprintf(when, sizeof when, "%sT00:00:00Z", q->date);

	/* the knowledge graph and the build that generated it. Names are
	 * dcterms:title, not rdfs:label: inference gives every rdfs:label a
	 * skos:prefLabel, and the inferred graph stays that of the extracted
	 * statements and the ontology alone (infer - over them gives the same). */
	iri(&e, dataset, PG_RDF_TYPE, PG_PROV_ENTITY);
	lit(&e, dataset, PG_DCT_TITLE, "the knowledge graph papergraph built", NULL);
	iri(&e, dataset, PG_PROV_WAS_GENERATED_BY, build);
	iri(&e, build, PG_RDF_TYPE, PG_PROV_ACTIVITY);
	snprintf(label, sizeof label, "papergraph %s build", prov->version);
	lit(&e, build, PG_DCT_TITLE, label, NULL);
	iri(&e, build, PG_PROV_WAS_ASSOCIATED_WITH, agent);
	iri(&e, build, PG_PROV_QUALIFIED_ASSOCIATION, assoc);
	for (size_t i = 0; i < prov->n_inputs && e.st == PG_OK; i++) {
		char *f = file_iri(prov->inputs[i], &e.st);
		iri(&e, build, PG_PROV_USED, f);
		iri(&e, f, PG_RDF_TYPE, PG_PROV_ENTITY);
		free(f);
	}
	lit(&e, build, PG_PROV_ENDED_AT_TIME, prov->ended, PG_XSD_DATE_TIME);
	iri(&e, assoc, PG_RDF_TYPE, PG_PROV_ASSOCIATION);
	iri(&e, assoc, PG_PROV_AGENT, agent);
	iri(&e, assoc, PG_PROV_HAD_PLAN, plan);
	iri(&e, agent, PG_RDF_TYPE, PG_PROV_SOFTWARE_AGENT);
	snprintf(label, sizeof label, "papergraph %s", prov->version);
	lit(&e, agent, PG_DCT_TITLE, label, NULL);
	iri(&e, plan, PG_RDF_TYPE, PG_PROV_PLAN);
	snprintf(label, sizeof label, "the extraction rules of papergraph %s", prov->version);
	lit(&e, plan, PG_DCT_TITLE, label, NULL);
	for (size_t i = 0; i < prov->n_rules; i++)
		lit(&e, plan, PG_P_INCLUDES_RULE, prov->rules[i], NULL);
	for (size_t i = 0; i < prov->n_rules_off; i++)
		lit(&e, plan, PG_P_EXCLUDES_RULE, prov->rules_off[i], NULL);

	/* the evaluation set and its scoring */
	iri(&e, set, PG_RDF_TYPE, PG_PROV_ENTITY);
	lit(&e, set, PG_DCT_TITLE, q->set, NULL);
	char n[32];
	snprintf(n, sizeof n, "%zu", q->abstracts);
	lit(&e, set, PG_P_ANNOTATED_ABSTRACTS, n, PG_XSD_INTEGER);
	iri(&e, evaluation, PG_RDF_TYPE, PG_PROV_ACTIVITY);
	lit(&e, evaluation, PG_DCT_TITLE, "scoring the extraction against hand-annotated abstracts", NULL);
	iri(&e, evaluation, PG_PROV_USED, set);
	lit(&e, evaluation, PG_PROV_ENDED_AT_TIME, when, PG_XSD_DATE_TIME);

	/* a measurement per relation and measure */
	const int *fields = pg_quality_fields();
	for (size_t i = 0; i < PG_QUALITY_RELATIONS && e.st == PG_OK; i++) {
		const pg_quality_row *r = &q->row[fields[i]];
		if (!r->measured)
			continue;
		const char *values[PG_QUALITY_MEASURES] = {r->precision, r->recall, r->f1};
		for (int m = 0; m < PG_QUALITY_MEASURES && e.st == PG_OK; m++) {
			char metric[256], local[64];
			if (!pg_quality_metric_iri(fields[i], m, metric, sizeof metric)) {
				e.st = PG_ERR_INTERNAL;
				break;
			}
			snprintf(local, sizeof local, "quality/%s-%s", pg_eval_field_name(fields[i]),
				 measure_names[m]);
			char *meas = mint(base, local, NULL, false);
			iri(&e, dataset, PG_DQV_HAS_QUALITY_MEASUREMENT, meas);
			iri(&e, meas, PG_RDF_TYPE, PG_DQV_QUALITY_MEASUREMENT);
			iri(&e, meas, PG_DQV_IS_MEASUREMENT_OF, metric);
			iri(&e, meas, PG_DQV_COMPUTED_ON, dataset);
			lit(&e, meas, PG_DQV_VALUE, values[m], PG_XSD_DECIMAL);
			iri(&e, meas, PG_PROV_WAS_GENERATED_BY, evaluation);
			lit(&e, meas, PG_PROV_GENERATED_AT_TIME, when, PG_XSD_DATE_TIME);
			free(meas);
		}
	}
	/* and a precision measurement per rule */
	for (size_t i = 0; i < q->n_rules && e.st == PG_OK; i++) {
		const pg_quality_rule *r = &q->rule[i];
		char *meas = mint(base, "quality/rule/", r->name, false);
		iri(&e, dataset, PG_DQV_HAS_QUALITY_MEASUREMENT, meas);
		iri(&e, meas, PG_RDF_TYPE, PG_DQV_QUALITY_MEASUREMENT);
		iri(&e, meas, PG_DQV_IS_MEASUREMENT_OF, PG_P_RULE_PRECISION);
		iri(&e, meas, PG_DQV_COMPUTED_ON, dataset);
		lit(&e, meas, PG_P_OF_RULE, r->name, NULL);
		snprintf(n, sizeof n, "%zu", r->predicted);
		lit(&e, meas, PG_P_PREDICTIONS, n, PG_XSD_INTEGER);
		lit(&e, meas, PG_DQV_VALUE, r->precision, PG_XSD_DECIMAL);
		iri(&e, meas, PG_PROV_WAS_GENERATED_BY, evaluation);
		lit(&e, meas, PG_PROV_GENERATED_AT_TIME, when, PG_XSD_DATE_TIME);
		free(meas);
	}
	pg_status st = e.st;
	free(graph);
	free(dataset);
	free(build);
	free(assoc);
	free(agent);
	free(plan);
	free(evaluation);
	free(set);
	return st;
}
