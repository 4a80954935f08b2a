/* SPDX-License-Identifier: Apache-2.0 */
/* The measured figures (eval/quality.h) and the quality graph they make
 * (eval/quality_rdf.h), on tables written for the test. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cmocka_tap.h"
#include "eval/quality.h"
#include "eval/quality_rdf.h"
#include "graph/vocab.h"

#define HEAD "set\tabstracts\tdate\tfield\tprecision\trecall\tf1\thits\tpredicted\tgold\n"

static const char table[] =
	"# a comment\n"
	HEAD
	"held.jsonl\t40\t2030-01-02\tcompares\t0.500\t0.250\t0.333\t2\t4\t8\n"
	"held.jsonl\t40\t2030-01-02\tproposes\t1.000\t0.750\t0.857\t3\t3\t4\n"
	"other.jsonl\t9\t2030-01-01\tcompares\t0.100\t0.100\t0.100\t1\t10\t10\n";

static void test_parse_takes_the_first_set(void **state)
{
	(void)state;
	pg_quality q;
	pg_diag d;
	assert_int_equal(pg_quality_parse(table, strlen(table), "t.tsv", &q, &d), PG_OK);
	assert_string_equal(q.set, "held.jsonl");
	assert_int_equal(q.abstracts, 40);
	assert_string_equal(q.date, "2030-01-02");
	assert_true(q.row[PG_EV_COMPARES].measured);
	assert_string_equal(q.row[PG_EV_COMPARES].precision, "0.500");
	assert_int_equal(q.row[PG_EV_COMPARES].gold, 8);
	assert_true(q.row[PG_EV_PROPOSES].measured);
	assert_false(q.row[PG_EV_USES].measured);
}

static void bad(const char *rows, size_t line, const char *words)
{
	char text[2048];
	snprintf(text, sizeof text, HEAD "%s", rows);
	pg_quality q;
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(pg_quality_parse(text, strlen(text), "t.tsv", &q, &d), PG_ERR_INPUT);
	assert_int_equal(d.line, line);
	assert_non_null(strstr(d.msg, words));
}

static void test_parse_refuses_what_is_wrong(void **state)
{
	(void)state;
	bad("s\t4\t2030-01-02\tcompares\t1.500\t0.2\t0.3\t1\t2\t3\n", 2, "not a decimal in [0, 1]");
	bad("s\t4\t2030-01-02\tcompares\t0.5\t0.2\n", 2, "columns");
	bad("s\t4\t2030-01-02\tcompares\t0.5\t0.2\t0.3\t1\t2\t3\textra\n", 2, "columns");
	bad("s\t4\t2030-01-02\tnope\t0.5\t0.2\t0.3\t1\t2\t3\n", 2, "unknown field");
	bad("s\t4\t2030-1-2\tcompares\t0.5\t0.2\t0.3\t1\t2\t3\n", 2, "bad date");
	bad("s\t4\t2030-01-02\tcompares\t0.5\t0.2\t0.3\t5\t2\t3\n", 2, "bad counts");
	bad("s\t4\t2030-01-02\tcompares\t0.5\t0.2\t0.3\t1\t2\t3\n"
	    "s\t4\t2030-01-02\tcompares\t0.5\t0.2\t0.3\t1\t2\t3\n", 3, "twice");
	bad("", 1, "no figures");
	pg_quality q;
	pg_diag d;
	const char *nohead = "s\t4\t2030-01-02\tcompares\t0.5\t0.2\t0.3\t1\t2\t3\n";
	assert_int_equal(pg_quality_parse(nohead, strlen(nohead), "t.tsv", &q, &d), PG_ERR_INPUT);
	assert_non_null(strstr(d.msg, "header"));
}

static void test_rules_of_the_same_set(void **state)
{
	(void)state;
	pg_quality q;
	pg_diag d;
	assert_int_equal(pg_quality_parse(table, strlen(table), "t.tsv", &q, &d), PG_OK);
	static const char rules[] =
		"set\tabstracts\tdate\trule\tprecision\thits\tpredicted\tfields\n"
		"other.jsonl\t9\t2030-01-01\tcompare-cue\t0.100\t1\t10\tcompares\n"
		"held.jsonl\t40\t2030-01-02\tcompare-cue\t0.500\t2\t4\tcompares\n"
		"held.jsonl\t40\t2030-01-02\tpropose-verb\t1.000\t3\t3\tproposes\n";
	assert_int_equal(pg_quality_parse_rules(rules, strlen(rules), "r.tsv", &q, &d), PG_OK);
	assert_int_equal(q.n_rules, 2);
	const pg_quality_rule *r = pg_quality_find_rule(&q, "compare-cue");
	assert_non_null(r);
	assert_string_equal(r->precision, "0.500");
	assert_int_equal(r->predicted, 4);
	assert_null(pg_quality_find_rule(&q, "nope"));
}

static void test_the_compiled_in_figures_measure_every_relation(void **state)
{
	(void)state;
	pg_quality q;
	pg_diag d;
	assert_int_equal(pg_quality_default(&q, &d), PG_OK);
	assert_true(q.abstracts > 0);
	const int *f = pg_quality_fields();
	for (int i = 0; i < PG_QUALITY_RELATIONS; i++)
		assert_true(q.row[f[i]].measured);
	assert_true(q.n_rules > 0);
}

static void test_metric_iris_and_decimals(void **state)
{
	(void)state;
	char iri[256], v[16];
	assert_true(pg_quality_metric_iri(PG_EV_COMPARES, 0, iri, sizeof iri));
	assert_string_equal(iri, PG_NS "precisionOfComparesWith");
	assert_true(pg_quality_metric_iri(PG_EV_TASKS, 2, iri, sizeof iri));
	assert_string_equal(iri, PG_NS "f1OfAddressesTask");
	assert_false(pg_quality_metric_iri(PG_EV_METHODS, 0, iri, sizeof iri));
	assert_false(pg_quality_metric_iri(PG_EV_COMPARES, 0, iri, 10));
	pg_quality_decimal(2.0 / 3.0, v);
	assert_string_equal(v, "0.667");
	pg_quality_decimal(-1, v);
	assert_string_equal(v, "0.000");
	pg_quality_decimal(0.0 / 0.0, v);
	assert_string_equal(v, "0.000");
}

typedef struct counter {
	size_t all, measurements, values, rule_values;
	bool in_graph, blank;
} counter;

static pg_status count(void *ctx, const pg_triple *t)
{
	counter *c = ctx;
	c->all++;
	c->in_graph = c->in_graph && t->graph && !strcmp(t->graph, "http://e.org/graph/quality");
	c->blank = c->blank || t->s_blank || t->o_blank;
	if (!t->o_literal && !strcmp(t->p, PG_RDF_TYPE) && !strcmp(t->o, PG_DQV_QUALITY_MEASUREMENT))
		c->measurements++;
	if (t->o_literal && !strcmp(t->p, PG_DQV_VALUE))
		c->values += !strcmp(t->datatype, PG_XSD_DECIMAL);
	if (!t->o_literal && !strcmp(t->p, PG_DQV_IS_MEASUREMENT_OF) && !strcmp(t->o, PG_P_RULE_PRECISION))
		c->rule_values++;
	return PG_OK;
}

static pg_status fail_at_ten(void *ctx, const pg_triple *t)
{
	(void)t;
	return ++*(size_t *)ctx == 10 ? PG_ERR_NOMEM : PG_OK;
}

static void test_emit_the_quality_graph(void **state)
{
	(void)state;
	pg_quality q;
	pg_diag d;
	assert_int_equal(pg_quality_parse(table, strlen(table), "t.tsv", &q, &d), PG_OK);
	q.n_rules = 1;
	snprintf(q.rule[0].name, sizeof q.rule[0].name, "compare-cue");
	snprintf(q.rule[0].precision, sizeof q.rule[0].precision, "0.500");
	q.rule[0].predicted = 4;
	const char *rules[] = {"compare-cue"};
	pg_quality_prov prov = {.version = "9.9", .rules = rules, .n_rules = 1,
				.ended = "2030-01-02T00:00:00Z"};
	counter c = {.in_graph = true};
	assert_int_equal(pg_quality_emit("http://e.org/", &q, &prov, count, &c), PG_OK);
	assert_int_equal(c.measurements, 2 * 3 + 1); /* two relations measured, one rule */
	assert_int_equal(c.values, 7);
	assert_int_equal(c.rule_values, 1);
	assert_true(c.in_graph);
	assert_false(c.blank);
	size_t n = 0;
	assert_int_equal(pg_quality_emit("http://e.org/", &q, &prov, fail_at_ten, &n), PG_ERR_NOMEM);
	assert_int_equal(n, 10);
	const char *inputs[] = {"/no/such/file"};
	prov.inputs = inputs;
	prov.n_inputs = 1;
	c = (counter){.in_graph = true};
	assert_int_equal(pg_quality_emit("http://e.org/", &q, &prov, count, &c), PG_ERR_IO);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_takes_the_first_set),
		cmocka_unit_test(test_parse_refuses_what_is_wrong),
		cmocka_unit_test(test_rules_of_the_same_set),
		cmocka_unit_test(test_the_compiled_in_figures_measure_every_relation),
		cmocka_unit_test(test_metric_iris_and_decimals),
		cmocka_unit_test(test_emit_the_quality_graph),
	};
	return PG_RUN_TESTS(tests);
}
