/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the way into papergraph's own evaluator (sparql/engine.h)
 * and of the terminal table it shares with rasqal's path (sparql/table.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "sparql/engine.h"
#include "sparql/sparql.h"
#include "sparql/table.h"
#include "unit_store.h"

#define EX "http://example.org/"
#define G1 EX "g1"
#define G2 EX "g2"

static char dir[256];
static pg_store *store;

static int setup(void **state)
{
	(void)state;
	pg_store *w;
	if (!unit_store_create(dir, sizeof dir, "pgengine", EX "kg/", &w))
		return -1;
	if (unit_add(w, EX "a", EX "name", "Alice", true, G1) ||
	    unit_add(w, EX "a", EX "knows", EX "b", false, G1) ||
	    unit_add(w, EX "b", EX "name", "Bob", true, G1) ||
	    unit_add(w, EX "c", EX "name", "Carol", true, G2) ||
	    unit_add(w, EX "c", EX "knows", EX "a", false, G2))
		return -1;
	return unit_store_reopen(dir, w, &store) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	pg_store_close(store);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd);
}

/* The output of pg_engine_run (caller frees); *st its status. */
static char *run(const char *q, const pg_engine_dataset *ds, const char *format, pg_status *st)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	pg_diag d;
	pg_diag_clear(&d);
	*st = pg_engine_run(store, q, false, ds, format, fp, &d);
	fclose(fp);
	return mem;
}

static size_t lines(const char *s)
{
	size_t n = 0;
	for (; *s; s++)
		n += *s == '\n';
	return n;
}

typedef struct seen {
	size_t rows, n;
	char names[4][16];
	char last[4][64];
	bool unbound[4];
} seen;

static pg_status on_row(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	seen *s = ctx;
	s->rows++;
	s->n = n;
	for (size_t i = 0; i < n && i < 4; i++) {
		snprintf(s->names[i], sizeof s->names[i], "%s", names[i]);
		snprintf(s->last[i], sizeof s->last[i], "%s", values[i] ? values[i] : "");
		s->unbound[i] = !values[i];
	}
	return PG_OK;
}

static void test_select_gives_the_head_in_projection_order(void **state)
{
	(void)state;
	seen s = {0};
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(pg_engine_select(store, "SELECT ?n ?none ?x { ?x <" EX "name> ?n "
					  "FILTER (?x = <" EX "b>) }", on_row, &s, &d), PG_OK);
	assert_int_equal(s.n, 3);
	assert_string_equal(s.names[0], "n");
	assert_string_equal(s.names[1], "none");
	assert_string_equal(s.names[2], "x");
	assert_true(s.unbound[1]);
	assert_false(s.unbound[2]);
	assert_string_equal(s.last[2], EX "b");
}

static void test_select_over_every_graph_and_with_a_dataset(void **state)
{
	(void)state;
	pg_status st;
	char *out = run("SELECT ?s { ?s <" EX "name> ?n }", NULL, "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_int_equal(lines(out), 4); /* the head and three rows: all graphs */
	free(out);
	const char *from[] = {G2};
	pg_engine_dataset ds = {from, 1, NULL, 0};
	out = run("SELECT ?s { ?s <" EX "name> ?n }", &ds, "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "s\r\n" EX "c\r\n");
	free(out);
	pg_engine_dataset named = {NULL, 0, from, 1};
	out = run("SELECT ?g ?s { { ?s <" EX "name> ?n } UNION { GRAPH ?g { ?s <" EX "name> ?n } } }",
		  &named, "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "g,s\r\n" G2 "," EX "c\r\n");
	free(out);
}

static void test_the_query_from_is_its_dataset(void **state)
{
	(void)state;
	pg_status st;
	char *out = run("SELECT ?s FROM <" G1 "> { ?s <" EX "knows> ?o }", NULL, "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "s\r\n" EX "a\r\n");
	free(out);
	const char *from[] = {G2};
	pg_engine_dataset ds = {from, 1, NULL, 0};
	out = run("SELECT ?s FROM <" G1 "> { ?s <" EX "knows> ?o }", &ds, "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "s\r\n" EX "c\r\n");
	free(out);
}

static void test_ask(void **state)
{
	(void)state;
	pg_status st;
	char *out = run("ASK { <" EX "a> <" EX "knows> <" EX "b> }", NULL, "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "_askResult\r\ntrue\r\n");
	free(out);
	out = run("ASK { <" EX "b> <" EX "knows> <" EX "a> }", NULL, "json", &st);
	assert_int_equal(st, PG_OK);
	assert_non_null(strstr(out, "false"));
	free(out);
}

static void test_construct_is_a_set_and_skips_what_is_no_statement(void **state)
{
	(void)state;
	pg_status st;
	char *out = run("CONSTRUCT { <" EX "x> <" EX "y> <" EX "z> } WHERE { ?s ?p ?o }", NULL,
			"ntriples", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "<" EX "x> <" EX "y> <" EX "z> .\n");
	free(out);
	/* a literal subject, an unbound object: nothing; fresh blank nodes per solution */
	out = run("CONSTRUCT { ?n <" EX "of> ?s . ?s <" EX "k> ?none . _:b <" EX "of> ?s } "
		  "WHERE { ?s <" EX "name> ?n }", NULL, "ntriples", &st);
	assert_int_equal(st, PG_OK);
	assert_int_equal(lines(out), 3);
	assert_null(strstr(out, "\"Alice\" <"));
	free(out);
	out = run("CONSTRUCT WHERE { ?s <" EX "knows> ?o }", NULL, "ntriples", &st);
	assert_int_equal(st, PG_OK);
	assert_int_equal(lines(out), 2);
	free(out);
}

static void test_describe(void **state)
{
	(void)state;
	pg_status st;
	char *out = run("DESCRIBE <" EX "c>", NULL, "ntriples", &st);
	assert_int_equal(st, PG_OK);
	assert_int_equal(lines(out), 2);
	assert_non_null(strstr(out, "\"Carol\""));
	free(out);
	out = run("DESCRIBE ?o WHERE { <" EX "c> <" EX "knows> ?o }", NULL, "ntriples", &st);
	assert_int_equal(st, PG_OK);
	assert_int_equal(lines(out), 2); /* a's name and knows */
	assert_non_null(strstr(out, "\"Alice\""));
	free(out);
}

static void test_refusals(void **state)
{
	(void)state;
	pg_status st;
	char *out = run("SELECT * { ?s ?p ?o }", NULL, "turtle", &st);
	assert_int_equal(st, PG_ERR_USAGE);
	free(out);
	out = run("SELECT * { ?s ?p }", NULL, "csv", &st);
	assert_int_equal(st, PG_ERR_INPUT);
	free(out);
	out = run("INSERT DATA { <urn:a> <urn:b> <urn:c> }", NULL, "csv", &st);
	assert_int_equal(st, PG_ERR_INPUT);
	free(out);
	out = run("SELECT * { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }", NULL, "csv", &st);
	assert_int_equal(st, PG_ERR_INPUT);
	free(out);
}

static void test_the_switch(void **state)
{
	(void)state;
	pg_query_kind k;
	pg_sparql_reason why;
	pg_diag d;
	pg_sparql_engine e;
	assert_true(pg_sparql_engine_parse("own", &e) && e == PG_ENGINE_OWN);
	assert_true(pg_sparql_engine_parse("rasqal", &e) && e == PG_ENGINE_RASQAL);
	assert_false(pg_sparql_engine_parse("Own", &e));
	pg_sparql_set_engine(PG_ENGINE_RASQAL);
	assert_int_equal(pg_sparql_check(store, "DESCRIBE <" EX "a>", false, &k, &why, &d), PG_ERR_INPUT);
	pg_sparql_set_engine(PG_ENGINE_OWN);
	assert_int_equal(pg_sparql_check(store, "DESCRIBE <" EX "a>", false, &k, &why, &d), PG_OK);
	assert_int_equal(k, PG_QUERY_DESCRIBE);
	assert_int_equal(pg_sparql_check(store, "SELECT * { SERVICE <http://x/> { ?s ?p ?o } }", false,
					 &k, &why, &d), PG_ERR_INPUT);
	assert_int_equal(why, PG_SPARQL_SERVICE_REFUSED);
	seen s = {0};
	assert_int_equal(pg_sparql_select(store, "SELECT ?o { <" EX "c> <" EX "knows> ?o }", on_row, &s, &d),
			 PG_OK);
	assert_int_equal(s.rows, 1);
	assert_string_equal(s.last[0], EX "a");
	pg_sparql_set_engine(PG_ENGINE_RASQAL);
}

static void test_table_cuts_or_keeps_long_values(void **state)
{
	(void)state;
	const char *head[] = {"v", "w"};
	char longv[100];
	memset(longv, 'x', 80);
	longv[80] = '\0';
	pg_term a = {PG_TERM_LITERAL, longv, NULL, NULL}, b = {PG_TERM_BLANK, "n1", NULL, NULL};
	const pg_term *row[] = {&a, &b};
	for (int cut = 0; cut < 2; cut++) {
		pg_table *t = pg_table_new(2, head, cut);
		assert_non_null(t);
		assert_int_equal(pg_table_row(t, row), PG_OK);
		char *mem = NULL;
		size_t len = 0;
		FILE *fp = open_memstream(&mem, &len);
		assert_int_equal(pg_table_write(t, fp), PG_OK);
		fclose(fp);
		assert_non_null(strstr(mem, "?v"));
		assert_non_null(strstr(mem, "_:n1"));
		assert_non_null(strstr(mem, "(1 row)"));
		assert_true((strstr(mem, "...") != NULL) == (cut != 0));
		assert_true((strstr(mem, longv) != NULL) == (cut == 0));
		free(mem);
		pg_table_free(t);
	}
	pg_table *t = pg_table_new(0, head, true);
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	assert_int_equal(pg_table_write(t, fp), PG_OK);
	fclose(fp);
	assert_string_equal(mem, "(no variables)\n");
	free(mem);
	pg_table_free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_select_gives_the_head_in_projection_order),
		cmocka_unit_test(test_select_over_every_graph_and_with_a_dataset),
		cmocka_unit_test(test_the_query_from_is_its_dataset),
		cmocka_unit_test(test_ask),
		cmocka_unit_test(test_construct_is_a_set_and_skips_what_is_no_statement),
		cmocka_unit_test(test_describe),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_the_switch),
		cmocka_unit_test(test_table_cuts_or_keeps_long_values),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
