/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the SPARQL layer: checks, binding, results. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmocka_tap.h"
#include "sparql/safety.h"
#include "sparql/sparql.h"
#include "graph/vocab.h"

#define BASE "http://example.org/kg/"

static char dir[256];
static pg_store *store;

static int setup(void **state)
{
	snprintf(dir, sizeof dir, "/tmp/pgsparql.XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	char p[300];
	snprintf(p, sizeof p, "%s/kg", dir);
	pg_diag d;
	pg_store *w;
	if (pg_store_open(p, PG_STORE_REBUILD, BASE, &w, &d) != PG_OK)
		return -1;
	const char *names[] = {"Alpha", "Beta", "Gamma"};
	for (int i = 0; i < 3; i++) {
		char s[64];
		snprintf(s, sizeof s, BASE "method/m%d", i);
		pg_triple t = {.s = s, .p = PG_RDFS_LABEL, .o = names[i], .o_literal = true,
			       .graph = BASE "graph/entities", .scope = PG_SCOPE_ENTITY};
		pg_triple ty = {.s = s, .p = PG_RDF_TYPE, .o = PG_C_METHOD,
				.graph = BASE "graph/entities", .scope = PG_SCOPE_ENTITY};
		if (pg_store_add(w, &t) || pg_store_add(w, &ty))
			return -1;
	}
	if (pg_store_commit(w, &d) != PG_OK)
		return -1;
	pg_store_close(w);
	return pg_store_open(p, PG_STORE_READ, NULL, &store, &d) == PG_OK ? 0 : -1;
}

static int teardown(void **state)
{
	pg_store_close(store);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd);
}

static char *run(const char *q, const char *format, pg_status *st)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	pg_diag d;
	pg_diag_clear(&d);
	*st = pg_sparql_run(store, q, false, format, fp, &d);
	fclose(fp);
	return mem;
}

static void test_kinds_are_recognised(void **state)
{
	pg_query_kind k;
	pg_diag d;
	assert_int_equal(pg_sparql_check(store, "SELECT * WHERE { ?s ?p ?o }", false, &k, NULL, &d), PG_OK);
	assert_int_equal(k, PG_QUERY_SELECT);
	assert_int_equal(pg_sparql_check(store, "ASK { ?s ?p ?o }", false, &k, NULL, &d), PG_OK);
	assert_int_equal(k, PG_QUERY_ASK);
	assert_int_equal(pg_sparql_check(store, "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", false, &k, NULL, &d), PG_OK);
	assert_int_equal(k, PG_QUERY_CONSTRUCT);
}

static void test_service_is_refused_unless_allowed(void **state)
{
	pg_query_kind k;
	pg_diag d;
	const char *q = "SELECT * WHERE { ?s ?p ?o OPTIONAL { SERVICE SILENT <http://127.0.0.1:1/> { ?s ?q ?r } } }";
	pg_sparql_reason why;
	assert_int_equal(pg_sparql_check(store, q, false, &k, &why, &d), PG_ERR_INPUT);
	assert_int_equal(why, PG_SPARQL_SERVICE_REFUSED);
	assert_non_null(strstr(d.msg, "SERVICE"));
	assert_int_equal(pg_sparql_check(store, q, true, &k, &why, &d), PG_OK);
	assert_int_equal(why, PG_SPARQL_OK);
}

static void test_updates_are_refused_parsed_or_not(void **state)
{
	pg_query_kind k;
	pg_diag d;
	pg_sparql_reason why;
	assert_int_equal(pg_sparql_check(store, "INSERT DATA { <http://a> <http://b> <http://c> }",
					 true, &k, &why, &d), PG_ERR_INPUT);
	assert_int_equal(why, PG_SPARQL_UPDATE_REFUSED);
	assert_int_equal(pg_sparql_check(store, "LOAD <file:///etc/passwd>", false, &k, &why, &d),
			 PG_ERR_INPUT);
	assert_int_equal(why, PG_SPARQL_UPDATE_REFUSED);
	/* an update that does not even parse is still an update */
	assert_int_equal(pg_sparql_check(store, "PREFIX x: <http://x/>\n# c\nDELETE {{ oops",
					 false, &k, &why, &d), PG_ERR_INPUT);
	assert_int_equal(why, PG_SPARQL_UPDATE_REFUSED);
	assert_non_null(strstr(d.msg, "updates are refused"));
	assert_int_equal(d.line, 3);
}

static void test_safety_of_unparsed_text(void **state)
{
	assert_int_equal(pg_sparql_safety("SELECT * { ?s ?p ?o }", NULL, false), PG_SPARQL_OK);
	assert_int_equal(pg_sparql_safety(" # x\n insert data { <a> <b> <c> }", NULL, false),
			 PG_SPARQL_UPDATE_REFUSED);
	assert_int_equal(pg_sparql_safety("SELECT * { service <http://x/> { ?s ?p ?o } }", NULL, false),
			 PG_SPARQL_SERVICE_REFUSED);
	assert_int_equal(pg_sparql_safety("SELECT * { service <http://x/> { ?s ?p ?o } }", NULL, true),
			 PG_SPARQL_OK);
	/* in a string, an IRI or a comment it is no SERVICE */
	assert_int_equal(pg_sparql_safety("SELECT * { ?s ?p \"SERVICE\" . ?s <http://x/SERVICE> ?o }"
					  " # SERVICE", NULL, false), PG_SPARQL_OK);
}

static void test_syntax_error_reports_the_user_line(void **state)
{
	pg_query_kind k;
	pg_diag d;
	pg_diag_clear(&d);
	pg_sparql_reason why;
	assert_int_equal(pg_sparql_check(store, "SELECT *\nWHERE {\n ?s ?p }", false, &k, &why, &d), PG_ERR_INPUT);
	assert_int_equal(why, PG_SPARQL_SYNTAX);
	assert_int_equal(d.line, 3);
	assert_non_null(strstr(d.msg, "syntax error"));
}

static void test_predeclared_prefixes_and_csv(void **state)
{
	pg_status st;
	char *out = run("SELECT ?l WHERE { ?m a pg:Method ; rdfs:label ?l } ORDER BY ?l", "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "l\r\nAlpha\r\nBeta\r\nGamma\r\n");
	free(out);
}

static void test_ask_in_csv(void **state)
{
	pg_status st;
	char *out = run("ASK { ?m rdfs:label \"Beta\" }", "csv", &st);
	assert_int_equal(st, PG_OK);
	assert_string_equal(out, "_askResult\r\ntrue\r\n");
	free(out);
}

static void test_wrong_format_is_a_usage_error(void **state)
{
	pg_status st;
	char *out = run("SELECT * WHERE { ?s ?p ?o }", "turtle", &st);
	assert_int_equal(st, PG_ERR_USAGE);
	free(out);
}

static void test_bind_quotes_strings_and_keeps_iris(void **state)
{
	const char *names[] = {"name", "m"};
	const char *values[] = {"Be\"ta } ?x", "http://example.org/kg/method/m1"};
	char *q = pg_sparql_bind("SELECT ?l WHERE { ?m rdfs:label ?name . FILTER(?m = ?m) } # ?name",
				 names, values, 2);
	assert_string_equal(q, "SELECT ?l WHERE { <http://example.org/kg/method/m1> rdfs:label "
			       "\"Be\\\"ta } ?x\" . FILTER(<http://example.org/kg/method/m1> = "
			       "<http://example.org/kg/method/m1>) } # ?name");
	free(q);
	const char *bad[] = {"http://x/a> } ?s ?p ?o {"};
	const char *vn[] = {"x"};
	/* a value with a space is no IRI: it becomes a string */
	q = pg_sparql_bind("ASK { ?s ?p ?x }", vn, bad, 1);
	assert_non_null(q);
	assert_non_null(strstr(q, "\"http://x/a> } ?s ?p ?o {\""));
	free(q);
	const char *evil[] = {"<http://x/a> } ?s ?p ?o {>"};
	assert_null(pg_sparql_bind("ASK { ?s ?p ?x }", vn, evil, 1));
	q = pg_sparql_bind("SELECT ?name ?l WHERE { ?m rdfs:label ?name }", names, values, 1);
	assert_string_equal(q, "SELECT (\"Be\\\"ta } ?x\" AS ?name) ?l WHERE { ?m rdfs:label \"Be\\\"ta } ?x\" }");
	free(q);
	const char *num[] = {"42"};
	q = pg_sparql_bind("SELECT * WHERE { ?s ?p ?x }", vn, num, 1);
	assert_string_equal(q, "SELECT * WHERE { ?s ?p 42 }");
	free(q);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kinds_are_recognised),
		cmocka_unit_test(test_service_is_refused_unless_allowed),
		cmocka_unit_test(test_syntax_error_reports_the_user_line),
		cmocka_unit_test(test_updates_are_refused_parsed_or_not),
		cmocka_unit_test(test_safety_of_unparsed_text),
		cmocka_unit_test(test_predeclared_prefixes_and_csv),
		cmocka_unit_test(test_ask_in_csv),
		cmocka_unit_test(test_wrong_format_is_a_usage_error),
		cmocka_unit_test(test_bind_quotes_strings_and_keeps_iris),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
