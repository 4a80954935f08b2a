/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the JSON-LD writer and of the JSON, XML, DOT and CSV quoting. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "buf.h"
#include "gexport.h"
#include "graph.h"
#include "rdfout.h"

#define EX "http://e.org/"

typedef bool (*quote_fn)(pg_buf *b, const char *s);

/* Quotes `in` with `fn` and compares with `want`. */
static void check_quote(quote_fn fn, const char *in, const char *want)
{
	pg_buf b = PG_BUF_INIT;
	assert_true(fn(&b, in));
	assert_string_equal(pg_buf_str(&b), want);
	pg_buf_free(&b);
}

static void test_json_escapes_quotes_backslash_and_controls(void **state)
{
	check_quote(pg_rdfout_add_json, "", "\"\"");
	check_quote(pg_rdfout_add_json, "say \"hi\" \\o/", "\"say \\\"hi\\\" \\\\o/\"");
	check_quote(pg_rdfout_add_json, "a\nb\rc\td\be\ff", "\"a\\nb\\rc\\td\\be\\ff\"");
	check_quote(pg_rdfout_add_json, "\x01\x1f\x7f", "\"\\u0001\\u001F\\u007F\"");
	/* '/' and '<' need no escape; U+2028 is legal in JSON */
	check_quote(pg_rdfout_add_json, "</script>\xE2\x80\xA8", "\"</script>\xE2\x80\xA8\"");
}

static void test_json_passes_utf8_and_replaces_invalid_bytes(void **state)
{
	check_quote(pg_rdfout_add_json, "na\xC3\xAFve \xE2\x86\x92 \xF0\x9F\x98\x80",
		    "\"na\xC3\xAFve \xE2\x86\x92 \xF0\x9F\x98\x80\"");
	/* a stray continuation byte, a lone lead byte, an overlong NUL, a surrogate,
	 * a truncated sequence at the end, a code point above U+10FFFF */
	check_quote(pg_rdfout_add_json, "a\x80z", "\"a\\uFFFDz\"");
	check_quote(pg_rdfout_add_json, "\xFFz", "\"\\uFFFDz\"");
	check_quote(pg_rdfout_add_json, "\xC0\x80", "\"\\uFFFD\\uFFFD\"");
	check_quote(pg_rdfout_add_json, "\xED\xA0\x80", "\"\\uFFFD\\uFFFD\\uFFFD\"");
	check_quote(pg_rdfout_add_json, "x\xE2\x82", "\"x\\uFFFD\\uFFFD\"");
	check_quote(pg_rdfout_add_json, "\xF4\x90\x80\x80", "\"\\uFFFD\\uFFFD\\uFFFD\\uFFFD\"");
}

static void test_utf8_decoder(void **state)
{
	unsigned long cp;
	assert_int_equal(pg_rdfout_utf8_next("A", &cp), 1);
	assert_int_equal(cp, 'A');
	assert_int_equal(pg_rdfout_utf8_next("\xC3\xA9", &cp), 2);
	assert_int_equal(cp, 0xE9);
	assert_int_equal(pg_rdfout_utf8_next("\xEF\xBF\xBF", &cp), 3);
	assert_int_equal(cp, 0xFFFF);
	assert_int_equal(pg_rdfout_utf8_next("\xF4\x8F\xBF\xBF", &cp), 4);
	assert_int_equal(cp, 0x10FFFF);
	assert_int_equal(pg_rdfout_utf8_next("", &cp), 0);
	assert_int_equal(pg_rdfout_utf8_next("\xE0\x80\xAF", &cp), 0); /* overlong '/' */
	assert_int_equal(cp, 0xFFFD);
}

static void test_xml_escaping(void **state)
{
	check_quote(pg_gexport_add_xml, "a<b>&\"c\" 'd'", "a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos;");
	check_quote(pg_gexport_add_xml, "l1\nl2\r\tx", "l1&#10;l2&#13;&#9;x");
	/* XML 1.0 cannot carry these at all, not even as references */
	check_quote(pg_gexport_add_xml, "\x01\x1b" "\xEF\xBF\xBE", "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
	check_quote(pg_gexport_add_xml, "caf\xC3\xA9 \xFF", "caf\xC3\xA9 \xEF\xBF\xBD");
	check_quote(pg_gexport_add_xml, "&amp;", "&amp;amp;");
}

static void test_dot_quoting(void **state)
{
	check_quote(pg_gexport_add_dot, "plain", "\"plain\"");
	check_quote(pg_gexport_add_dot, "say \"hi\"", "\"say \\\"hi\\\"\"");
	/* a backslash is doubled, so "\N" or a final '\' cannot change the meaning */
	check_quote(pg_gexport_add_dot, "a\\N b\\", "\"a\\\\N b\\\\\"");
	check_quote(pg_gexport_add_dot, "one\ntwo\r\tend", "\"one\\ntwo  end\"");
	check_quote(pg_gexport_add_dot, "->{}[];", "\"->{}[];\"");
	check_quote(pg_gexport_add_dot, "\xC3\xA9\xC3", "\"\xC3\xA9\xEF\xBF\xBD\"");
}

static void test_csv_quoting(void **state)
{
	check_quote(pg_gexport_add_csv, "", "\"\"");
	check_quote(pg_gexport_add_csv, "a,b", "\"a,b\"");
	check_quote(pg_gexport_add_csv, "say \"hi\"", "\"say \"\"hi\"\"\"");
	check_quote(pg_gexport_add_csv, "l1\r\nl2", "\"l1  l2\"");
}

static void test_format_names(void **state)
{
	pg_rdf_format f;
	assert_true(pg_rdfout_parse_format("jsonld", &f));
	assert_int_equal(f, PG_RDF_JSONLD);
	assert_true(pg_rdfout_parse_format("json-ld", &f));
	assert_int_equal(f, PG_RDF_JSONLD);
	assert_false(pg_rdfout_parse_format("json", &f));
	pg_gexport_format g;
	assert_true(pg_gexport_parse_format("graphml", &g));
	assert_int_equal(g, PG_GEXPORT_GRAPHML);
	assert_true(pg_gexport_parse_format("dot", &g));
	assert_int_equal(g, PG_GEXPORT_DOT);
	assert_true(pg_gexport_parse_format("neo4j", &g));
	assert_int_equal(g, PG_GEXPORT_NEO4J);
	assert_false(pg_gexport_parse_format("gml", &g));
}

/* Writes `n` statements as JSON-LD; caller frees the text with free(). */
static char *jsonld(const pg_triple *t, size_t n)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	assert_non_null(fp);
	pg_rdfout *w = pg_rdfout_new(fp, PG_RDF_JSONLD, NULL);
	assert_non_null(w);
	for (size_t i = 0; i < n; i++)
		assert_int_equal(pg_rdfout_write(w, &t[i]), PG_OK);
	assert_int_equal(pg_rdfout_finish(w), PG_OK);
	pg_rdfout_free(w);
	fclose(fp);
	return mem;
}

static void test_jsonld_empty_graph(void **state)
{
	char *out = jsonld(NULL, 0);
	assert_non_null(strstr(out, "\"pg\": \"" PG_NS "\""));
	assert_non_null(strstr(out, "\"@graph\": []\n}\n"));
	free(out);
}

static void test_jsonld_node_objects(void **state)
{
	const pg_triple t[] = {
		{.s = EX "a", .p = PG_RDF "type", .o = PG_NS "Method"},
		{.s = EX "a", .p = PG_RDF "type", .o = EX "Other"},
		{.s = EX "a", .p = PG_RDFS "label", .o = "A \"1\"", .o_literal = true},
		{.s = EX "a", .p = PG_NS "year", .o = "2024", .o_literal = true, .datatype = PG_XSD "integer"},
		{.s = EX "a", .p = PG_NS "note", .o = "plain", .o_literal = true, .datatype = PG_XSD "string"},
		{.s = EX "a", .p = PG_SKOS "altLabel", .o = "Ah", .o_literal = true, .lang = "en"},
		{.s = EX "a", .p = EX "p q", .o = EX "b"},
		/* the label again, after another predicate: a second object for EX "a" */
		{.s = EX "a", .p = PG_RDFS "label", .o = "A2", .o_literal = true},
		{.s = EX "b", .p = PG_NS "extends", .o = EX "a"},
	};
	char *out = jsonld(t, sizeof t / sizeof *t);
	const char *want =
		"  \"@graph\": [\n"
		"    {\n"
		"      \"@id\": \"" EX "a\",\n"
		"      \"@type\": [\"pg:Method\", \"" EX "Other\"],\n"
		"      \"rdfs:label\": \"A \\\"1\\\"\",\n"
		"      \"pg:year\": {\"@value\": \"2024\", \"@type\": \"xsd:integer\"},\n"
		"      \"pg:note\": \"plain\",\n"
		"      \"skos:altLabel\": {\"@value\": \"Ah\", \"@language\": \"en\"},\n"
		"      \"" EX "p q\": {\"@id\": \"" EX "b\"}\n"
		"    },\n"
		"    {\n"
		"      \"@id\": \"" EX "a\",\n"
		"      \"rdfs:label\": \"A2\"\n"
		"    },\n"
		"    {\n"
		"      \"@id\": \"" EX "b\",\n"
		"      \"pg:extends\": {\"@id\": \"" EX "a\"}\n"
		"    }\n"
		"  ]\n"
		"}\n";
	assert_non_null(strstr(out, want));
	free(out);
}

static void test_jsonld_literal_rdf_type_is_not_type(void **state)
{
	const pg_triple t[] = {
		{.s = EX "a", .p = PG_RDF "type", .o = "lit", .o_literal = true},
	};
	char *out = jsonld(t, 1);
	assert_non_null(strstr(out, "\"rdf:type\": \"lit\""));
	assert_null(strstr(out, "\"@type\""));
	free(out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_json_escapes_quotes_backslash_and_controls),
		cmocka_unit_test(test_json_passes_utf8_and_replaces_invalid_bytes),
		cmocka_unit_test(test_utf8_decoder),
		cmocka_unit_test(test_xml_escaping),
		cmocka_unit_test(test_dot_quoting),
		cmocka_unit_test(test_csv_quoting),
		cmocka_unit_test(test_format_names),
		cmocka_unit_test(test_jsonld_empty_graph),
		cmocka_unit_test(test_jsonld_node_objects),
		cmocka_unit_test(test_jsonld_literal_rdf_type_is_not_type),
	};
	return PG_RUN_TESTS(tests);
}
