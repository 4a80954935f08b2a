/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the SPARQL result writers, fed directly (no engine): the
 * exact bytes of each format for unbound values, empty results, ASK,
 * language tags, datatypes, blank nodes and hard strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "sparql/results.h"

#define XSD "http://www.w3.org/2001/XMLSchema#"

static const pg_term iri = {PG_TERM_IRI, "http://example.org/a", NULL, NULL};
static const pg_term en = {PG_TERM_LITERAL, "chat", "en", NULL};
static const pg_term five = {PG_TERM_LITERAL, "5", NULL, XSD "integer"};
static const pg_term bnode = {PG_TERM_BLANK, "b1", NULL, NULL};
/* a quote, a comma, a newline, a tab, a CR, a backslash, a control character and non-ASCII */
static const pg_term hard = {PG_TERM_LITERAL, "a\"b,c\nd\te\rf\\g\x01h \xC3\xA9\xE2\x82\xAC", NULL, NULL};
/* U+2028: valid raw in a Turtle string, so TSV writes it as it is */
static const pg_term separator = {PG_TERM_LITERAL, "x\xE2\x80\xA8y", NULL, NULL};
static const pg_term typed_string = {PG_TERM_LITERAL, "s", NULL, XSD "string"};

/* Writes the head `names` (n) and the rows (each n terms, NULL unbound) in
 * format `f`; returns the output (caller frees). */
static char *write_all(pg_results_format f, size_t n, const char *const *names, size_t rows,
		       const pg_term *const *cells)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	assert_non_null(fp);
	pg_results *w = pg_results_new(fp, f);
	assert_non_null(w);
	assert_int_equal(pg_results_head(w, n, names), PG_OK);
	for (size_t r = 0; r < rows; r++)
		assert_int_equal(pg_results_row(w, cells + r * n), PG_OK);
	assert_int_equal(pg_results_end(w), PG_OK);
	pg_results_free(w);
	fclose(fp);
	return mem;
}

static const char *const names2[] = {"x", "y"};

static void test_unbound_is_left_out_or_empty(void **state)
{
	const pg_term *cells[] = {&iri, NULL, NULL, &five};
	char *o = write_all(PG_RESULTS_JSON, 2, names2, 2, cells);
	assert_string_equal(o, "{\n  \"head\": {\n    \"vars\": [\"x\", \"y\"]\n  },\n"
			       "  \"results\": {\n    \"bindings\": [\n"
			       "      {\"x\": {\"type\": \"uri\", \"value\": \"http://example.org/a\"}},\n"
			       "      {\"y\": {\"type\": \"literal\", \"value\": \"5\", \"datatype\": \""
			       XSD "integer\"}}\n    ]\n  }\n}\n");
	assert_null(strstr(o, "unbound"));
	free(o);
	o = write_all(PG_RESULTS_XML, 2, names2, 2, cells);
	assert_string_equal(o, "<?xml version=\"1.0\"?>\n"
			       "<sparql xmlns=\"http://www.w3.org/2005/sparql-results#\">\n"
			       "  <head>\n    <variable name=\"x\"/>\n    <variable name=\"y\"/>\n  </head>\n"
			       "  <results>\n"
			       "    <result>\n      <binding name=\"x\"><uri>http://example.org/a</uri></binding>\n"
			       "    </result>\n"
			       "    <result>\n      <binding name=\"y\"><literal datatype=\"" XSD
			       "integer\">5</literal></binding>\n    </result>\n"
			       "  </results>\n</sparql>\n");
	free(o);
	o = write_all(PG_RESULTS_CSV, 2, names2, 2, cells);
	assert_string_equal(o, "x,y\r\nhttp://example.org/a,\r\n,5\r\n");
	free(o);
	o = write_all(PG_RESULTS_TSV, 2, names2, 2, cells);
	assert_string_equal(o, "?x\t?y\n<http://example.org/a>\t\n\t5\n");
	free(o);
}

static void test_empty_result_keeps_its_head(void **state)
{
	char *o = write_all(PG_RESULTS_JSON, 2, names2, 0, NULL);
	assert_string_equal(o, "{\n  \"head\": {\n    \"vars\": [\"x\", \"y\"]\n  },\n"
			       "  \"results\": {\n    \"bindings\": []\n  }\n}\n");
	free(o);
	o = write_all(PG_RESULTS_XML, 2, names2, 0, NULL);
	assert_non_null(strstr(o, "<variable name=\"x\"/>\n    <variable name=\"y\"/>"));
	assert_non_null(strstr(o, "<results>\n  </results>"));
	free(o);
	o = write_all(PG_RESULTS_CSV, 2, names2, 0, NULL);
	assert_string_equal(o, "x,y\r\n");
	free(o);
	o = write_all(PG_RESULTS_TSV, 2, names2, 0, NULL);
	assert_string_equal(o, "?x\t?y\n");
	free(o);
}

static char *ask(pg_results_format f, bool v)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	assert_int_equal(pg_results_boolean(fp, f, v), PG_OK);
	fclose(fp);
	return mem;
}

static void test_ask_in_every_format(void **state)
{
	char *o = ask(PG_RESULTS_JSON, true);
	assert_string_equal(o, "{\n  \"head\": {},\n  \"boolean\": true\n}\n");
	free(o);
	o = ask(PG_RESULTS_XML, false);
	assert_non_null(strstr(o, "<head/>\n  <boolean>false</boolean>\n</sparql>\n"));
	free(o);
	o = ask(PG_RESULTS_CSV, true);
	assert_string_equal(o, "_askResult\r\ntrue\r\n");
	free(o);
	o = ask(PG_RESULTS_TSV, false);
	assert_string_equal(o, "?_askResult\nfalse\n");
	free(o);
}

static const char *const names4[] = {"l", "n", "b", "s"};

static void test_language_datatype_and_blank_node(void **state)
{
	const pg_term *cells[] = {&en, &five, &bnode, &typed_string};
	char *o = write_all(PG_RESULTS_JSON, 4, names4, 1, cells);
	assert_non_null(strstr(o, "{\"l\": {\"type\": \"literal\", \"value\": \"chat\", \"xml:lang\": \"en\"}, "
				  "\"n\": {\"type\": \"literal\", \"value\": \"5\", \"datatype\": \"" XSD
				  "integer\"}, \"b\": {\"type\": \"bnode\", \"value\": \"b1\"}, "
				  "\"s\": {\"type\": \"literal\", \"value\": \"s\"}}"));
	free(o);
	o = write_all(PG_RESULTS_XML, 4, names4, 1, cells);
	assert_non_null(strstr(o, "<binding name=\"l\"><literal xml:lang=\"en\">chat</literal></binding>"));
	assert_non_null(strstr(o, "<binding name=\"b\"><bnode>b1</bnode></binding>"));
	assert_non_null(strstr(o, "<binding name=\"s\"><literal>s</literal></binding>"));
	free(o);
	o = write_all(PG_RESULTS_CSV, 4, names4, 1, cells);
	assert_string_equal(o, "l,n,b,s\r\nchat,5,_:b1,s\r\n");
	free(o);
	o = write_all(PG_RESULTS_TSV, 4, names4, 1, cells);
	assert_string_equal(o, "?l\t?n\t?b\t?s\n\"chat\"@en\t5\t_:b1\t\"s\"\n");
	free(o);
}

static void test_hard_strings_are_escaped(void **state)
{
	const char *const one[] = {"v"};
	const pg_term *cells[] = {&hard};
	char *o = write_all(PG_RESULTS_JSON, 1, one, 1, cells);
	assert_non_null(strstr(o, "\"value\": \"a\\\"b,c\\nd\\te\\rf\\\\g\\u0001h \xC3\xA9\xE2\x82\xAC\"}"));
	free(o);
	o = write_all(PG_RESULTS_XML, 1, one, 1, cells);
	/* XML 1.0 cannot carry U+0001 at all: it becomes U+FFFD */
	assert_non_null(strstr(o, "<literal>a&quot;b,c&#10;d&#9;e&#13;f\\g\xEF\xBF\xBDh \xC3\xA9\xE2\x82\xAC</literal>"));
	free(o);
	o = write_all(PG_RESULTS_CSV, 1, one, 1, cells);
	assert_string_equal(o, "v\r\n\"a\"\"b,c\nd\te\rf\\g\x01h \xC3\xA9\xE2\x82\xAC\"\r\n");
	free(o);
	o = write_all(PG_RESULTS_TSV, 1, one, 1, cells);
	assert_string_equal(o, "?v\n\"a\\\"b,c\\nd\\te\\rf\\\\g\\u0001h \xC3\xA9\xE2\x82\xAC\"\n");
	free(o);
	const pg_term *sep[] = {&separator};
	o = write_all(PG_RESULTS_TSV, 1, one, 1, sep);
	assert_string_equal(o, "?v\n\"x\xE2\x80\xA8y\"\n");
	free(o);
	o = write_all(PG_RESULTS_JSON, 1, one, 1, sep);
	assert_non_null(strstr(o, "\"x\xE2\x80\xA8y\""));
	free(o);
}

static void test_tsv_numbers_bare_only_when_turtle_allows(void **state)
{
	const char *const one[] = {"v"};
	struct {
		const char *lex, *dt, *want;
	} cases[] = {
		{"4", XSD "integer", "4"},
		{"-4", XSD "integer", "-4"},
		{"04.50", XSD "decimal", "04.50"},
		{".5", XSD "decimal", ".5"},
		{"5.", XSD "decimal", "\"5.\"^^<" XSD "decimal>"},
		{"1.0E6", XSD "double", "1.0E6"},
		{"1e-3", XSD "double", "1e-3"},
		{"INF", XSD "double", "\"INF\"^^<" XSD "double>"},
		{"1.5", XSD "double", "\"1.5\"^^<" XSD "double>"},
		{"-3", XSD "negativeInteger", "\"-3\"^^<" XSD "negativeInteger>"},
		{"4", XSD "decimal", "\"4\"^^<" XSD "decimal>"},
		{" 4", XSD "integer", "\" 4\"^^<" XSD "integer>"},
		{"true", XSD "boolean", "\"true\"^^<" XSD "boolean>"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		pg_term t = {PG_TERM_LITERAL, cases[i].lex, NULL, cases[i].dt};
		const pg_term *cells[] = {&t};
		char *o = write_all(PG_RESULTS_TSV, 1, one, 1, cells);
		char want[200];
		snprintf(want, sizeof want, "?v\n%s\n", cases[i].want);
		assert_string_equal(o, want);
		free(o);
	}
}

static void test_invalid_utf8_and_order_of_calls(void **state)
{
	const char *const one[] = {"v"};
	pg_term bad = {PG_TERM_LITERAL, "a\xFF" "b", NULL, NULL};
	const pg_term *cells[] = {&bad};
	char *o = write_all(PG_RESULTS_CSV, 1, one, 1, cells);
	assert_string_equal(o, "v\r\na\xEF\xBF\xBD" "b\r\n");
	free(o);
	o = write_all(PG_RESULTS_JSON, 1, one, 1, cells);
	assert_non_null(strstr(o, "\"a\\uFFFDb\""));
	free(o);

	/* a blank node label that needs quoting is quoted whole, with its _: */
	pg_term odd = {PG_TERM_BLANK, "a,b", NULL, NULL};
	const pg_term *oddrow[] = {&odd};
	o = write_all(PG_RESULTS_CSV, 1, one, 1, oddrow);
	assert_string_equal(o, "v\r\n\"_:a,b\"\r\n");
	free(o);

	FILE *fp = fopen("/dev/null", "w");
	pg_results *w = pg_results_new(fp, PG_RESULTS_TSV);
	const char *const bad_names[] = {"ok", "a\tb"};
	assert_int_equal(pg_results_head(w, 2, bad_names), PG_ERR_INTERNAL); /* no variable name */
	const char *const empty_name[] = {""};
	assert_int_equal(pg_results_head(w, 1, empty_name), PG_ERR_INTERNAL);
	const char *const unicode[] = {"caf\xC3\xA9_1"};
	assert_int_equal(pg_results_head(w, 1, unicode), PG_OK);
	pg_results_free(w);
	w = pg_results_new(fp, PG_RESULTS_JSON);
	assert_int_equal(pg_results_row(w, cells), PG_ERR_INTERNAL); /* no head yet */
	assert_int_equal(pg_results_end(w), PG_OK);                 /* writes an empty head */
	assert_int_equal(pg_results_end(w), PG_ERR_INTERNAL);
	pg_results_free(w);
	pg_results_free(NULL);
	fclose(fp);

	pg_results_format f;
	assert_true(pg_results_format_parse("srx", &f) && f == PG_RESULTS_XML);
	assert_true(pg_results_format_parse("srj", &f) && f == PG_RESULTS_JSON);
	assert_true(pg_results_format_parse("tsv", &f) && f == PG_RESULTS_TSV);
	assert_false(pg_results_format_parse("table", &f));
}

static void test_a_full_disk_is_reported(void **state)
{
	FILE *fp = fopen("/dev/full", "w");
	if (!fp)
		skip();
	setvbuf(fp, NULL, _IONBF, 0);
	pg_results *w = pg_results_new(fp, PG_RESULTS_CSV);
	assert_int_equal(pg_results_head(w, 2, names2), PG_ERR_IO);
	pg_results_free(w);
	assert_int_equal(pg_results_boolean(fp, PG_RESULTS_JSON, true), PG_ERR_IO);
	fclose(fp);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unbound_is_left_out_or_empty),
		cmocka_unit_test(test_empty_result_keeps_its_head),
		cmocka_unit_test(test_ask_in_every_format),
		cmocka_unit_test(test_language_datatype_and_blank_node),
		cmocka_unit_test(test_hard_strings_are_escaped),
		cmocka_unit_test(test_tsv_numbers_bare_only_when_turtle_allows),
		cmocka_unit_test(test_invalid_utf8_and_order_of_calls),
		cmocka_unit_test(test_a_full_disk_is_reported),
	};
	return PG_RUN_TESTS(tests);
}
