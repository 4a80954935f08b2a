/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the JSON-LD writer, the JSON, XML, DOT and CSV quoting, and the
 * graph-tool exports of a small store. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmocka_tap.h"
#include "base/escape.h"
#include "base/utf8.h"
#include "base/buf.h"
#include "export/gexport.h"
#include "graph/graph.h"
#include "graph/rdfout.h"
#include "store/store_rdf.h"

#define EX "http://e.org/"
#define ID "http://e.org/id/"

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
	check_quote(pg_escape_json, "", "\"\"");
	check_quote(pg_escape_json, "say \"hi\" \\o/", "\"say \\\"hi\\\" \\\\o/\"");
	check_quote(pg_escape_json, "a\nb\rc\td\be\ff", "\"a\\nb\\rc\\td\\be\\ff\"");
	check_quote(pg_escape_json, "\x01\x1f\x7f", "\"\\u0001\\u001F\\u007F\"");
	/* '/' and '<' need no escape; U+2028 is legal in JSON */
	check_quote(pg_escape_json, "</script>\xE2\x80\xA8", "\"</script>\xE2\x80\xA8\"");
}

static void test_json_passes_utf8_and_replaces_invalid_bytes(void **state)
{
	check_quote(pg_escape_json, "na\xC3\xAFve \xE2\x86\x92 \xF0\x9F\x98\x80",
		    "\"na\xC3\xAFve \xE2\x86\x92 \xF0\x9F\x98\x80\"");
	/* a stray continuation byte, a lone lead byte, an overlong NUL, a surrogate,
	 * a truncated sequence at the end, a code point above U+10FFFF */
	check_quote(pg_escape_json, "a\x80z", "\"a\\uFFFDz\"");
	check_quote(pg_escape_json, "\xFFz", "\"\\uFFFDz\"");
	check_quote(pg_escape_json, "\xC0\x80", "\"\\uFFFD\\uFFFD\"");
	check_quote(pg_escape_json, "\xED\xA0\x80", "\"\\uFFFD\\uFFFD\\uFFFD\"");
	check_quote(pg_escape_json, "x\xE2\x82", "\"x\\uFFFD\\uFFFD\"");
	check_quote(pg_escape_json, "\xF4\x90\x80\x80", "\"\\uFFFD\\uFFFD\\uFFFD\\uFFFD\"");
}

static void test_utf8_decoder(void **state)
{
	unsigned long cp;
	assert_int_equal(pg_utf8_next("A", &cp), 1);
	assert_int_equal(cp, 'A');
	assert_int_equal(pg_utf8_next("\xC3\xA9", &cp), 2);
	assert_int_equal(cp, 0xE9);
	assert_int_equal(pg_utf8_next("\xEF\xBF\xBF", &cp), 3);
	assert_int_equal(cp, 0xFFFF);
	assert_int_equal(pg_utf8_next("\xF4\x8F\xBF\xBF", &cp), 4);
	assert_int_equal(cp, 0x10FFFF);
	assert_int_equal(pg_utf8_next("", &cp), 0);
	assert_int_equal(pg_utf8_next("\xE0\x80\xAF", &cp), 0); /* overlong '/' */
	assert_int_equal(cp, 0xFFFD);
}

static void test_xml_escaping(void **state)
{
	check_quote(pg_escape_xml, "a<b>&\"c\" 'd'", "a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos;");
	check_quote(pg_escape_xml, "l1\nl2\r\tx", "l1&#10;l2&#13;&#9;x");
	/* XML 1.0 cannot carry these at all, not even as references */
	check_quote(pg_escape_xml, "\x01\x1b" "\xEF\xBF\xBE", "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
	check_quote(pg_escape_xml, "caf\xC3\xA9 \xFF", "caf\xC3\xA9 \xEF\xBF\xBD");
	check_quote(pg_escape_xml, "&amp;", "&amp;amp;");
}

static void test_dot_quoting(void **state)
{
	check_quote(pg_escape_dot, "plain", "\"plain\"");
	check_quote(pg_escape_dot, "say \"hi\"", "\"say \\\"hi\\\"\"");
	/* a backslash is doubled, so "\N" or a final '\' cannot change the meaning */
	check_quote(pg_escape_dot, "a\\N b\\", "\"a\\\\N b\\\\\"");
	check_quote(pg_escape_dot, "one\ntwo\r\tend", "\"one\\ntwo  end\"");
	check_quote(pg_escape_dot, "->{}[];", "\"->{}[];\"");
	check_quote(pg_escape_dot, "\xC3\xA9\xC3", "\"\xC3\xA9\xEF\xBF\xBD\"");
}

static void test_csv_quoting(void **state)
{
	check_quote(pg_escape_csv, "", "\"\"");
	check_quote(pg_escape_csv, "a,b", "\"a,b\"");
	check_quote(pg_escape_csv, "say \"hi\"", "\"say \"\"hi\"\"\"");
	check_quote(pg_escape_csv, "l1\r\nl2", "\"l1  l2\"");
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
	assert_true(pg_gexport_parse_format("gexf", &g) && g == PG_GEXPORT_GEXF);
	assert_true(pg_gexport_parse_format("cytoscape", &g) && g == PG_GEXPORT_CYJS);
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
		{.s = EX "a", .p = PG_RDF_TYPE, .o = PG_C_METHOD},
		{.s = EX "a", .p = PG_RDF_TYPE, .o = EX "Other"},
		{.s = EX "a", .p = PG_RDFS_LABEL, .o = "A \"1\"", .o_literal = true},
		{.s = EX "a", .p = PG_P_YEAR, .o = "2024", .o_literal = true, .datatype = PG_XSD_INTEGER},
		{.s = EX "a", .p = PG_P_NOTE, .o = "plain", .o_literal = true, .datatype = PG_XSD_STRING},
		{.s = EX "a", .p = PG_SKOS_ALT_LABEL, .o = "Ah", .o_literal = true, .lang = "en"},
		{.s = EX "a", .p = EX "p q", .o = EX "b"},
		/* the label again, after another predicate: a second object for EX "a" */
		{.s = EX "a", .p = PG_RDFS_LABEL, .o = "A2", .o_literal = true},
		{.s = EX "b", .p = PG_P_EXTENDS, .o = EX "a"},
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
		{.s = EX "a", .p = PG_RDF_TYPE, .o = "lit", .o_literal = true},
	};
	char *out = jsonld(t, 1);
	assert_non_null(strstr(out, "\"rdf:type\": \"lit\""));
	assert_null(strstr(out, "\"@type\""));
	free(out);
}

/* ---- graph-tool exports of a small store */

static char dir[256];

static int make_dir(void **state)
{
	snprintf(dir, sizeof dir, "%s/pggexport.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	return mkdtemp(dir) ? 0 : -1;
}

static int remove_dir(void **state)
{
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static void add(pg_store *s, const char *subj, const char *pred, const char *obj, bool literal,
		const char *graph)
{
	pg_triple t = {.s = subj, .p = pred, .o = obj, .o_literal = literal, .graph = graph,
		       .scope = PG_SCOPE_PAPER};
	assert_int_equal(pg_store_add(s, &t), PG_OK);
}

/* Adds (subj pred obj) to `graph` behind pg_store_add's back, which would
 * drop it as a duplicate: a statement held by two graphs. */
static void add_again(pg_store *s, const char *subj, const char *pred, const char *obj,
		      const char *graph)
{
	librdf_world *w = pg_store_get_world(s);
	librdf_node *g = librdf_new_node_from_uri_string(w, (const unsigned char *)graph);
	librdf_statement *st = librdf_new_statement_from_nodes(
		w, librdf_new_node_from_uri_string(w, (const unsigned char *)subj),
		librdf_new_node_from_uri_string(w, (const unsigned char *)pred),
		librdf_new_node_from_uri_string(w, (const unsigned char *)obj)); /* consumes s, p, o */
	assert_non_null(st);
	assert_int_equal(librdf_model_context_add_statement(pg_store_get_model(s), g, st), 0);
	librdf_free_statement(st);
	librdf_free_node(g);
}

/* A store with a paper proposing a method that extends another, a result, an
 * assertion, a label that needs quoting, and a type and an edge held twice. */
static const char *small_store(void)
{
	static char spec[400];
	snprintf(spec, sizeof spec, "%s/kg", dir);
	if (access(spec, F_OK) == 0)
		return spec;
	pg_store *s;
	pg_diag d;
	assert_int_equal(pg_store_open(spec, PG_STORE_REBUILD, ID, &s, &d), PG_OK);
	const char *g1 = ID "paper/p1", *ge = ID "graph/entities", *gi = ID "graph/inferred";
	add(s, ID "paper/p1", PG_RDF_TYPE, PG_C_PAPER, false, g1);
	add(s, ID "paper/p1", PG_DCT_TITLE, "A & B: \"<quoted>\"\nsecond line", true, g1);
	add(s, ID "paper/p1", PG_DCT_IDENTIFIER, "p1", true, g1);
	add(s, ID "paper/p1", PG_P_YEAR, "2021", true, g1);
	add(s, ID "paper/p1", PG_P_VENUE, "Foo Conf", true, g1);
	add(s, ID "paper/p1", PG_P_PROPOSES, ID "method/a", false, g1);
	add(s, ID "paper/p1", PG_P_REPORTS_RESULT, ID "result/p1/r", false, g1);
	add(s, ID "result/p1/r", PG_RDF_TYPE, PG_C_RESULT, false, g1);
	add(s, ID "result/p1/r", PG_P_VALUE, "91.5", true, g1);
	add(s, ID "result/p1/r", PG_P_UNIT, "%", true, g1);
	add(s, ID "result/p1/r", PG_P_METRIC, ID "metric/acc", false, g1);
	add(s, ID "result/p1/r", PG_P_RESULT_KIND, "score", true, g1);
	add(s, ID "result/p1/r", PG_P_BASELINE_VALUE, "not a number", true, g1);
	/* the extends edge's assertion, evidence and paper */
	add(s, ID "assertion/p1/y", PG_RDF_TYPE, PG_C_ASSERTION, false, g1);
	add(s, ID "assertion/p1/y", PG_RDF_SUBJECT, ID "method/a", false, g1);
	add(s, ID "assertion/p1/y", PG_RDF_PREDICATE, PG_P_EXTENDS, false, g1);
	add(s, ID "assertion/p1/y", PG_RDF_OBJECT, ID "method/b", false, g1);
	add(s, ID "assertion/p1/y", PG_P_EVIDENCE, ID "sentence/p1/1", false, g1);
	add(s, ID "sentence/p1/1", PG_RDF_TYPE, PG_NS "Sentence", false, g1);
	add(s, ID "sentence/p1/1", PG_P_IN_PAPER, ID "paper/p1", false, g1);
	/* inferred: an inverse edge, a preferred label and a paper count */
	add(s, ID "method/b", PG_NS "extendedBy", ID "method/a", false, gi);
	add(s, ID "method/a", PG_SKOS_PREF_LABEL, "A Net", true, gi);
	add(s, ID "method/a", PG_P_PAPER_COUNT, "1", true, gi);
	add(s, ID "assertion/p1/x", PG_RDF_TYPE, PG_C_ASSERTION, false, g1);
	add(s, ID "assertion/p1/x", PG_RDF_SUBJECT, ID "paper/p1", false, g1);
	add(s, ID "method/a", PG_RDF_TYPE, PG_C_METHOD, false, ge);
	add(s, ID "method/a", PG_RDFS_LABEL, "A-Net", true, ge);
	add(s, ID "method/b", PG_RDF_TYPE, PG_C_METHOD, false, ge);
	add(s, ID "method/b", PG_RDFS_LABEL, "B\\Net", true, ge);
	add(s, ID "method/a", PG_P_EXTENDS, ID "method/b", false, ge);
	add(s, ID "metric/acc", PG_RDF_TYPE, PG_C_METRIC, false, ge);
	add(s, ID "metric/acc", PG_RDFS_LABEL, "accuracy", true, ge);
	add_again(s, ID "method/a", PG_RDF_TYPE, PG_C_METHOD, g1);
	add_again(s, ID "method/a", PG_P_EXTENDS, ID "method/b", ID "paper/p2");
	assert_int_equal(pg_store_commit(s, &d), PG_OK);
	pg_store_close(s);
	return spec;
}

/* Exports the small store; caller frees with free(). `rels` gets the
 * relationships of neo4j (else NULL). Checks the counts of nodes and edges. */
static char *gexport_with(pg_gexport_format f, bool all_nodes, bool inferred, size_t want_nodes,
			  size_t want_edges, char **rels)
{
	pg_store *s;
	pg_diag d;
	assert_int_equal(pg_store_open(small_store(), PG_STORE_READ, NULL, &s, &d), PG_OK);
	char *mem = NULL, *rmem = NULL;
	size_t len = 0, rlen = 0;
	FILE *fp = open_memstream(&mem, &len), *rf = open_memstream(&rmem, &rlen);
	pg_gexport_options opt = {.inferred = inferred, .all_nodes = all_nodes};
	size_t nodes = 0, edges = 0;
	assert_int_equal(pg_gexport_write(s, f, &opt, fp, f == PG_GEXPORT_NEO4J ? rf : NULL, &nodes, &edges),
			 PG_OK);
	fclose(fp);
	fclose(rf);
	pg_store_close(s);
	assert_int_equal(nodes, want_nodes);
	assert_int_equal(edges, want_edges);
	if (rels)
		*rels = rmem;
	else
		free(rmem);
	return mem;
}

/* The default of the graph tools: no inferred statements, no records. */
static char *gexport(pg_gexport_format f, char **rels)
{
	return gexport_with(f, false, false, 5, 4, rels);
}

static size_t count(const char *hay, const char *needle)
{
	size_t n = 0;
	for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
		n++;
	return n;
}

static void test_graphml_of_a_store(void **state)
{
	char *out = gexport(PG_GEXPORT_GRAPHML, NULL);
	/* typed keys */
	assert_non_null(strstr(out, "<key id=\"value\" for=\"node\" attr.name=\"value\" attr.type=\"double\"/>"));
	assert_non_null(strstr(out, "<key id=\"year\" for=\"node\" attr.name=\"year\" attr.type=\"int\"/>"));
	assert_non_null(strstr(out, "<key id=\"papers\" for=\"edge\" attr.name=\"papers\" attr.type=\"string\"/>"));
	/* one node and one edge for what two graphs hold; the edge names its paper
	 * through its assertion, and the preferred label wins */
	assert_int_equal(count(out, "<node id=\"" ID "method/a\">"), 1);
	assert_non_null(strstr(out, "<node id=\"" ID "method/a\"><data key=\"type\">Method</data>"
				    "<data key=\"label\">A Net</data><data key=\"paper_count\">1</data></node>"));
	assert_int_equal(count(out, "<edge source=\"" ID "method/a\" target=\"" ID "method/b\">"
				    "<data key=\"relation\">extends</data><data key=\"predicate\">" PG_NS
				    "extends</data><data key=\"papers\">p1</data></edge>"), 1);
	assert_non_null(strstr(out, "<node id=\"" ID "paper/p1\"><data key=\"type\">Paper</data>"
				    "<data key=\"label\">A &amp; B: &quot;&lt;quoted&gt;&quot;&#10;second line</data>"
				    "<data key=\"paper_id\">p1</data><data key=\"title\">A &amp; B: &quot;&lt;quoted&gt;"
				    "&quot;&#10;second line</data><data key=\"venue\">Foo Conf</data>"
				    "<data key=\"year\">2021</data></node>"));
	/* a result's fields; the baseline value that is no number is left out */
	assert_non_null(strstr(out, "<data key=\"type\">Result</data><data key=\"label\">91.5% accuracy</data>"
				    "<data key=\"metric\">accuracy</data><data key=\"value\">91.5</data>"
				    "<data key=\"unit\">%</data><data key=\"kind\">score</data></node>"));
	assert_null(strstr(out, "baseline_value\">"));
	assert_non_null(strstr(out, "<data key=\"relation\">metric</data>"));
	assert_null(strstr(out, "extendedBy"));
	assert_null(strstr(out, "assertion/"));
	assert_null(strstr(out, "graph/ontology"));
	assert_non_null(strstr(out, "</graph>\n</graphml>\n"));
	free(out);
	out = gexport_with(PG_GEXPORT_GRAPHML, true, false, 8, 9, NULL);
	assert_non_null(strstr(out, "<data key=\"type\">Assertion</data>"));
	assert_non_null(strstr(out, "<data key=\"relation\">subject</data>"));
	free(out);
	/* the inferred inverse only when asked for */
	out = gexport_with(PG_GEXPORT_GRAPHML, false, true, 5, 5, NULL);
	assert_int_equal(count(out, "<data key=\"relation\">extendedBy</data>"), 1);
	free(out);
}

static void test_dot_of_a_store(void **state)
{
	char *out = gexport(PG_GEXPORT_DOT, NULL);
	assert_non_null(strstr(out, "digraph papergraph {\n"));
	/* one cluster per type, papers first */
	const char *papers = strstr(out, "subgraph cluster_0 {\n    label=\"Papers\";");
	const char *methods = strstr(out, "subgraph cluster_2 {\n    label=\"Methods\";");
	assert_non_null(papers);
	assert_non_null(methods);
	assert_true(papers < methods);
	assert_non_null(strstr(out, "    \"" ID "method/b\" [label=\"B\\\\Net\", shape=box, fillcolor="));
	assert_non_null(strstr(out, "[label=\"A & B: \\\"<quoted>\\\"\\nsecond line\", shape=note, "));
	assert_int_equal(count(out, "  \"" ID "method/a\" -> \"" ID "method/b\" [relation=\"extends\""), 1);
	assert_int_equal(count(out, " -> "), 4);
	assert_non_null(strstr(out, "subgraph cluster_legend"));
	free(out);
}

static void test_neo4j_of_a_store(void **state)
{
	char *rels;
	char *out = gexport(PG_GEXPORT_NEO4J, &rels);
	assert_non_null(strstr(out, "iri:ID,:LABEL,type,name,paper_id,title,venue,year:int,url,"
				    "paper_count:int,metric,value:double,unit,kind,dataset,method,baseline,"
				    "baseline_value:double\n"));
	assert_non_null(strstr(out, "\"" ID "paper/p1\",\"Paper\",\"Paper\",\"A & B: \"\"<quoted>\"\" second line\","
				    "\"p1\",\"A & B: \"\"<quoted>\"\" second line\",\"Foo Conf\",\"2021\",,,,,,,,,,\n"));
	assert_non_null(strstr(out, ",\"Result\",\"91.5% accuracy\",,,,,,,\"accuracy\",\"91.5\",\"%\",\"score\",,,,\n"));
	assert_int_equal(count(out, "\n"), 6);
	assert_non_null(strstr(rels, ":START_ID,:END_ID,:TYPE,predicate,papers:string[]\n"));
	assert_int_equal(count(rels, "\"" ID "method/a\",\"" ID "method/b\",\"extends\",\"" PG_NS "extends\",\"p1\"\n"), 1);
	assert_int_equal(count(rels, "\n"), 5);
	free(out);
	free(rels);
}

static void test_gexf_and_cytoscape_of_a_store(void **state)
{
	char *out = gexport(PG_GEXPORT_GEXF, NULL);
	assert_non_null(strstr(out, "<gexf xmlns=\"http://www.gexf.net/1.2draft\" version=\"1.2\">"));
	assert_non_null(strstr(out, "<attribute id=\"value\" title=\"value\" type=\"double\"/>"));
	assert_non_null(strstr(out, "<attvalue for=\"value\" value=\"91.5\"/>"));
	assert_int_equal(count(out, "<edge id=\""), 4);
	assert_non_null(strstr(out, "</edges>\n  </graph>\n</gexf>\n"));
	free(out);
	out = gexport(PG_GEXPORT_CYJS, NULL);
	assert_true(!strncmp(out, "{\"elements\": {\"nodes\": [\n  {\"data\": {\"id\": ", 42));
	assert_non_null(strstr(out, "\"value\": 91.5, \"unit\": \"%\""));
	assert_non_null(strstr(out, "\"year\": 2021"));
	assert_non_null(strstr(out, "], \"edges\": [\n  {\"data\": {\"id\": \"e0\", \"source\": "));
	assert_non_null(strstr(out, "\n]}}\n"));
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
		cmocka_unit_test_setup_teardown(test_graphml_of_a_store, make_dir, remove_dir),
		cmocka_unit_test_setup_teardown(test_dot_of_a_store, make_dir, remove_dir),
		cmocka_unit_test_setup_teardown(test_neo4j_of_a_store, make_dir, remove_dir),
		cmocka_unit_test_setup_teardown(test_gexf_and_cytoscape_of_a_store, make_dir, remove_dir),
	};
	return PG_RUN_TESTS(tests);
}
