/* SPDX-License-Identifier: Apache-2.0 */
/* The quality graph through SPARQL (export/quality_read.h). */
#include "export/quality_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval/quality_rdf.h"
#include "sparql/sparql.h"

typedef struct read_ctx {
	pg_quality *q;
	bool found;
} read_ctx;

/* Copies `v` into `out` if it is a decimal in [0, 1] (as the graph should hold). */
static void copy_value(const char *v, char out[16])
{
	char *end;
	double x = strtod(v, &end);
	if (*end || end == v || !(x >= 0 && x <= 1) || strlen(v) >= 16)
		return;
	snprintf(out, 16, "%s", v);
}

static pg_status on_row(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	(void)names;
	read_ctx *c = ctx;
	if (n < 5 || !values[0] || !values[1])
		return PG_OK;
	const int *fields = pg_quality_fields();
	for (size_t i = 0; i < PG_QUALITY_RELATIONS; i++)
		for (int m = 0; m < PG_QUALITY_MEASURES; m++) {
			char iri[256];
			if (!pg_quality_metric_iri(fields[i], m, iri, sizeof iri) || strcmp(iri, values[0]))
				continue;
			pg_quality_row *r = &c->q->row[fields[i]];
			char *dst = m == 0 ? r->precision : m == 1 ? r->recall : r->f1;
			copy_value(values[1], dst);
			r->measured = *r->precision && *r->recall && *r->f1;
			c->found = true;
		}
	if (values[2] && !c->q->abstracts)
		c->q->abstracts = (size_t)strtoull(values[2], NULL, 10);
	if (values[3] && !*c->q->set)
		snprintf(c->q->set, sizeof c->q->set, "%s", values[3]);
	if (values[4] && !*c->q->date)
		snprintf(c->q->date, sizeof c->q->date, "%.10s", values[4]);
	return PG_OK;
}

static pg_status on_rule(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	(void)names;
	pg_quality *q = ctx;
	if (n < 3 || !values[0] || !values[1] || !values[2] || q->n_rules == PG_QUALITY_MAX_RULES ||
	    strlen(values[0]) >= sizeof q->rule[0].name)
		return PG_OK;
	pg_quality_rule *r = &q->rule[q->n_rules];
	*r = (pg_quality_rule){0};
	copy_value(values[1], r->precision);
	if (!*r->precision)
		return PG_OK;
	snprintf(r->name, sizeof r->name, "%s", values[0]);
	r->predicted = (size_t)strtoull(values[2], NULL, 10);
	q->n_rules++;
	return PG_OK;
}

pg_status pg_quality_read(pg_store *s, pg_quality *q, bool *found, pg_diag *d)
{
	memset(q, 0, sizeof *q);
	*found = false;
	/* Without GRAPH (a GRAPH pattern makes rasqal see every paper's graph, 0.1 s
	 * at 20,000 papers): the measurements of this store's graph, BASE dataset,
	 * are the quality graph's. */
	char query[1024];
	const char *base = pg_store_get_base(s);
	snprintf(query, sizeof query,
		 "SELECT ?metric ?v ?n ?title ?t WHERE { "
		 "?m dqv:computedOn <%sdataset> ; dqv:isMeasurementOf ?metric ; dqv:value ?v . "
		 "OPTIONAL { ?m prov:wasGeneratedBy ?e . ?e prov:used ?set . "
		 "?set pg:annotatedAbstracts ?n ; dcterms:title ?title } "
		 "OPTIONAL { ?m prov:generatedAtTime ?t } } ORDER BY ?metric", base);
	read_ctx c = {.q = q};
	pg_status st = pg_sparql_select(s, query, on_row, &c, d);
	if (st == PG_OK && c.found) {
		snprintf(query, sizeof query,
			 "SELECT ?rule ?v ?n WHERE { "
			 "?m dqv:isMeasurementOf pg:rulePrecision ; dqv:computedOn <%sdataset> ; "
			 "pg:ofRule ?rule ; dqv:value ?v ; pg:predictions ?n } ORDER BY ?v ?rule", base);
		st = pg_sparql_select(s, query, on_rule, q, d);
	}
	*found = st == PG_OK && c.found;
	return st;
}

typedef struct count_ctx {
	size_t n;
} count_ctx;

static pg_status on_count(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	(void)names;
	count_ctx *c = ctx;
	if (n >= 1 && values[0])
		c->n = (size_t)strtoull(values[0], NULL, 10);
	return PG_OK;
}

pg_status pg_quality_count_relations(pg_store *s, size_t n[PG_EV_FIELDS], pg_diag *d)
{
	const int *fields = pg_quality_fields();
	pg_status st = PG_OK;
	for (size_t i = 0; i < PG_EV_FIELDS; i++)
		n[i] = 0;
	for (size_t i = 0; i < PG_QUALITY_RELATIONS && st == PG_OK; i++) {
		char query[256];
		snprintf(query, sizeof query, "SELECT (COUNT(*) AS ?n) WHERE { ?s <%s> ?o }",
			 pg_quality_relation(fields[i]));
		count_ctx c = {0};
		st = pg_sparql_select(s, query, on_count, &c, d);
		n[fields[i]] = c.n;
	}
	return st;
}

/* "0.730" as "0.73" */
static void two_places(const char *v, char out[8])
{
	snprintf(out, 8, "%.2f", strtod(v, NULL));
}

int pg_quality_field_of_words(const char *words)
{
	const int *fields = pg_quality_fields();
	for (size_t i = 0; i < PG_QUALITY_RELATIONS; i++)
		if (!strcmp(pg_quality_relation_words(fields[i]), words))
			return fields[i];
	return -1;
}

void pg_quality_rule_phrase(const pg_quality *q, const char *rule, char *out, size_t size)
{
	const pg_quality_rule *r = pg_quality_find_rule(q, rule);
	char p[8];
	if (!r)
		snprintf(out, size, "not measured");
	else if (r->predicted < PG_QUALITY_RULE_MIN_CASES)
		snprintf(out, size, "%zu fact%s scored, too few for a precision", r->predicted,
			 r->predicted == 1 ? "" : "s");
	else {
		two_places(r->precision, p);
		snprintf(out, size, "precision %s on %zu facts", p, r->predicted);
	}
}

void pg_quality_phrase(const pg_quality *q, int field, char *out, size_t size)
{
	if (!size)
		return;
	*out = '\0';
	if (field < 0 || field >= PG_EV_FIELDS || !q->row[field].measured)
		return;
	char p[8], r[8];
	two_places(q->row[field].precision, p);
	two_places(q->row[field].recall, r);
	if (q->abstracts)
		snprintf(out, size, "precision %s, recall %s on %zu annotated abstracts", p, r, q->abstracts);
	else
		snprintf(out, size, "precision %s, recall %s", p, r);
}
