/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of export/describe: statements out of and into a resource, the names of
 * its neighbours, result facts two steps away, duplicates, the budget, unknown
 * resources. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "export/describe.h"
#include "store/store.h"
#include "graph/vocab.h"
#include "unit_store.h"

#define BASE "http://example.org/kg/"

static char dir[256];
static pg_store *store;
static pg_describe_predicates *preds;

static int setup(void **state)
{
	pg_store *s;
	pg_diag d;
	if (!unit_store_create(dir, sizeof dir, "pgdesc", BASE, &s))
		return -1;
	const char *g1 = BASE "paper/p1", *g2 = BASE "paper/p2";
	pg_status st = PG_OK;
	st |= unit_add(s, BASE "method/a", PG_RDFS_LABEL, "Method A", true, BASE "graph/entities");
	st |= unit_add(s, BASE "method/a", PG_RDF_TYPE, PG_C_METHOD, false, BASE "graph/entities");
	st |= unit_add(s, BASE "method/b", PG_RDFS_LABEL, "Method B", true, BASE "graph/entities");
	st |= unit_add(s, BASE "method/b", PG_P_EXTENDS, BASE "method/a", false, BASE "graph/entities");
	st |= unit_add(s, BASE "paper/p1", PG_P_PROPOSES, BASE "method/a", false, g1);
	st |= unit_add(s, BASE "paper/p1", PG_DCT_IDENTIFIER, "p1", true, g1);
	/* the same statement in a second graph must come back once */
	st |= unit_add(s, BASE "method/a", PG_RDFS_LABEL, "Method A", true, g2);
	st |= unit_add(s, BASE "paper/p2", PG_P_REPORTS_RESULT, BASE "result/p2/r1", false, g2);
	st |= unit_add(s, BASE "result/p2/r1", PG_P_OF_METHOD, BASE "method/a", false, g2);
	st |= unit_add(s, BASE "result/p2/r1", PG_P_METRIC, BASE "metric/acc", false, g2);
	st |= unit_add(s, BASE "result/p2/r1", PG_P_VALUE, "91.5", true, g2);
	st |= unit_add(s, BASE "result/p2/r1", PG_P_EVIDENCE, BASE "sentence/p2/3", false, g2);
	st |= unit_add(s, BASE "sentence/p2/3", PG_P_TEXT, "A reaches 91.5% accuracy.", true, g2);
	st |= unit_add(s, BASE "metric/acc", PG_RDFS_LABEL, "accuracy", true, BASE "graph/entities");
	if (st != PG_OK || !unit_store_reopen(dir, s, &store))
		return -1;
	return pg_describe_predicates_new(store, &preds, &d) == PG_OK ? 0 : -1;
}

static int teardown(void **state)
{
	pg_describe_predicates_free(preds);
	pg_store_close(store);
	return unit_store_remove(dir);
}

static size_t count(const pg_description *d, const char *s, const char *p, const char *o)
{
	size_t n = 0;
	for (size_t i = pg_description_find(d, 0, s, p, o); i < d->n;
	     i = pg_description_find(d, i + 1, s, p, o))
		n++;
	return n;
}

static void test_core_statements_both_ways_once(void **state)
{
	pg_description d = PG_DESCRIPTION_INIT;
	pg_diag diag;
	bool found;
	assert_int_equal(pg_describe_entity(store, preds, BASE "method/a", 100, &d, &found, &diag), PG_OK);
	assert_true(found);
	assert_int_equal(count(&d, BASE "method/a", PG_RDFS_LABEL, "Method A"), 1);
	assert_string_equal(pg_description_value(&d, BASE "method/a", PG_RDF_TYPE), PG_C_METHOD);
	/* incoming: who extends it, who proposes it, which result is of it */
	assert_int_equal(count(&d, BASE "method/b", PG_P_EXTENDS, BASE "method/a"), 1);
	assert_int_equal(count(&d, BASE "paper/p1", PG_P_PROPOSES, BASE "method/a"), 1);
	assert_int_equal(count(&d, BASE "result/p2/r1", PG_P_OF_METHOD, BASE "method/a"), 1);
	for (size_t i = 0; i < d.n_core; i++)
		assert_true(!strcmp(d.t[i].s, BASE "method/a") || !strcmp(d.t[i].o, BASE "method/a"));
	pg_description_free(&d);
}

static void test_neighbours_named_and_results_expanded(void **state)
{
	pg_description d = PG_DESCRIPTION_INIT;
	pg_diag diag;
	bool found;
	assert_int_equal(pg_describe_entity(store, preds, BASE "method/a", 100, &d, &found, &diag), PG_OK);
	assert_string_equal(pg_description_value(&d, BASE "method/b", PG_RDFS_LABEL), "Method B");
	assert_string_equal(pg_description_value(&d, BASE "paper/p1", PG_DCT_IDENTIFIER), "p1");
	/* the result's facts, the paper reporting it, and two steps away the
	 * metric's name and the evidence sentence */
	assert_string_equal(pg_description_value(&d, BASE "result/p2/r1", PG_P_VALUE), "91.5");
	assert_int_equal(count(&d, BASE "paper/p2", PG_P_REPORTS_RESULT, BASE "result/p2/r1"), 1);
	assert_string_equal(pg_description_value(&d, BASE "metric/acc", PG_RDFS_LABEL), "accuracy");
	assert_string_equal(pg_description_value(&d, BASE "sentence/p2/3", PG_P_TEXT),
			    "A reaches 91.5% accuracy.");
	pg_description_free(&d);
}

static void test_budget_limits_expansion(void **state)
{
	pg_description d = PG_DESCRIPTION_INIT;
	pg_diag diag;
	bool found;
	assert_int_equal(pg_describe_entity(store, preds, BASE "method/a", 0, &d, &found, &diag), PG_OK);
	assert_true(found);
	assert_int_equal(d.n, d.n_core);
	assert_null(pg_description_value(&d, BASE "method/b", PG_RDFS_LABEL));
	pg_description_free(&d);
}

static void test_unknown_resource(void **state)
{
	pg_description d = PG_DESCRIPTION_INIT;
	pg_diag diag;
	bool found = true;
	assert_int_equal(pg_describe_entity(store, preds, BASE "method/zzz", 100, &d, &found, &diag), PG_OK);
	assert_false(found);
	assert_int_equal(d.n, 0);
	pg_description_free(&d);
	pg_description_free(&d); /* freeing twice is harmless */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_core_statements_both_ways_once),
		cmocka_unit_test(test_neighbours_named_and_results_expanded),
		cmocka_unit_test(test_budget_limits_expansion),
		cmocka_unit_test(test_unknown_resource),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
