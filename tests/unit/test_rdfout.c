/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of graph/rdfout, the N-Triples, N-Quads, Turtle and JSON-LD
 * writers: escaping of IRIs and literals, datatypes and language tags,
 * prefixes and @base, grouping, the empty document, write errors, and that the
 * same statements always give the same bytes (export, extract and serve print
 * through these writers, so their output is pinned here byte for byte). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "graph/rdfout.h"
#include "graph/vocab.h"

#define BASE "http://example.org/kg/"
#define N(a) (sizeof(a) / sizeof((a)[0]))

/* The document a writer of `format` (with `base`, may be NULL) makes of the
 * `n` statements of `t`. Caller frees with free(). */
static char *render(pg_rdf_format format, const char *base, const pg_triple *t, size_t n)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	assert_non_null(fp);
	pg_rdfout *w = pg_rdfout_new(fp, format, base);
	assert_non_null(w);
	for (size_t i = 0; i < n; i++)
		assert_int_equal(pg_rdfout_write(w, &t[i]), PG_OK);
	assert_int_equal(pg_rdfout_finish(w), PG_OK);
	pg_rdfout_free(w);
	assert_int_equal(fclose(fp), 0);
	return mem;
}

/* One statement of each kind the writers tell apart. */
static const pg_triple sample[] = {
	{.s = BASE "method/x", .p = PG_RDF_TYPE, .o = PG_C_METHOD, .graph = BASE "graph/entities"},
	{.s = BASE "method/x", .p = PG_RDFS_LABEL, .o = "X \"net\"", .o_literal = true,
	 .graph = BASE "graph/entities"},
	{.s = BASE "method/x", .p = PG_RDFS_LABEL, .o = "Ix", .o_literal = true, .lang = "en",
	 .graph = BASE "graph/entities"},
	{.s = BASE "method/x", .p = PG_P_VALUE, .o = "-12", .o_literal = true, .datatype = PG_XSD_INTEGER},
	{.s = BASE "method/x", .p = PG_P_VALUE, .o = "1.50", .o_literal = true, .datatype = PG_XSD_DECIMAL},
	{.s = BASE "method/x", .p = PG_P_VALUE, .o = "1.", .o_literal = true, .datatype = PG_XSD_DECIMAL},
	{.s = BASE "method/x", .p = PG_P_HIGHER_IS_BETTER, .o = "true", .o_literal = true,
	 .datatype = PG_XSD_BOOLEAN},
	{.s = BASE "method/x", .p = PG_SCHEMA_URL, .o = "http://a.org/", .o_literal = true,
	 .datatype = PG_XSD_ANY_URI},
	{.s = BASE "method/x", .p = PG_DCT_TITLE, .o = "s", .o_literal = true, .datatype = PG_XSD_STRING},
	{.s = BASE "method/y", .p = "http://other.org/p", .o = BASE "a:b", .graph = BASE "graph/g"},
	{.s = BASE "method/y", .p = PG_NS "9lives", .o = BASE "#frag"},
	{.s = BASE "method/y", .p = PG_RDFS_LABEL, .o = "tab\there\x01\x7f \xc3\xa4", .o_literal = true},
	{.s = BASE "method/x", .p = PG_RDF_TYPE, .o = PG_C_ENTITY},
	{.s = "http://e.org/a b<>\"{}|^`\\\x01\xc3\xa4", .p = PG_MLS "hasPart", .o = PG_CITO "extends"},
};

#define X "<" BASE "method/x> "
#define Y "<" BASE "method/y> "
#define ODD_IRI "<http://e.org/a\\u0020b\\u003C\\u003E\\u0022\\u007B\\u007D\\u007C\\u005E\\u0060\\u005C\\u0001\xc3\xa4>"
#define XSD_ "<http://www.w3.org/2001/XMLSchema#"

static const char sample_ntriples[] =
	X "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/papergraph#Method> .\n"
	X "<http://www.w3.org/2000/01/rdf-schema#label> \"X \\\"net\\\"\" .\n"
	X "<http://www.w3.org/2000/01/rdf-schema#label> \"Ix\"@en .\n"
	X "<https://w3id.org/papergraph#value> \"-12\"^^" XSD_ "integer> .\n"
	X "<https://w3id.org/papergraph#value> \"1.50\"^^" XSD_ "decimal> .\n"
	X "<https://w3id.org/papergraph#value> \"1.\"^^" XSD_ "decimal> .\n"
	X "<https://w3id.org/papergraph#higherIsBetter> \"true\"^^" XSD_ "boolean> .\n"
	X "<https://schema.org/url> \"http://a.org/\"^^" XSD_ "anyURI> .\n"
	X "<http://purl.org/dc/terms/title> \"s\" .\n"
	Y "<http://other.org/p> <http://example.org/kg/a:b> .\n"
	Y "<https://w3id.org/papergraph#9lives> <http://example.org/kg/#frag> .\n"
	Y "<http://www.w3.org/2000/01/rdf-schema#label> \"tab\\there\\u0001\\u007F \xc3\xa4\" .\n"
	X "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/papergraph#Entity> .\n"
	ODD_IRI " <http://www.w3.org/ns/mls#hasPart> <http://purl.org/spar/cito/extends> .\n";

static const char turtle_prefixes[] =
	"@prefix pg: <https://w3id.org/papergraph#> .\n"
	"@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .\n"
	"@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
	"@prefix owl: <http://www.w3.org/2002/07/owl#> .\n"
	"@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n"
	"@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n"
	"@prefix dcterms: <http://purl.org/dc/terms/> .\n"
	"@prefix prov: <http://www.w3.org/ns/prov#> .\n"
	"@prefix schema: <https://schema.org/> .\n"
	"@prefix dqv: <http://www.w3.org/ns/dqv#> .\n"
	"\n";

static const char jsonld_context[] =
	"{\n"
	"  \"@context\": {\n"
	"    \"pg\": \"https://w3id.org/papergraph#\",\n"
	"    \"rdf\": \"http://www.w3.org/1999/02/22-rdf-syntax-ns#\",\n"
	"    \"rdfs\": \"http://www.w3.org/2000/01/rdf-schema#\",\n"
	"    \"owl\": \"http://www.w3.org/2002/07/owl#\",\n"
	"    \"xsd\": \"http://www.w3.org/2001/XMLSchema#\",\n"
	"    \"skos\": \"http://www.w3.org/2004/02/skos/core#\",\n"
	"    \"dcterms\": \"http://purl.org/dc/terms/\",\n"
	"    \"prov\": \"http://www.w3.org/ns/prov#\",\n"
	"    \"schema\": \"https://schema.org/\",\n"
	"    \"dqv\": \"http://www.w3.org/ns/dqv#\",\n"
	"    \"mls\": \"http://www.w3.org/ns/mls#\",\n"
	"    \"cito\": \"http://purl.org/spar/cito/\"\n"
	"  },\n"
	"  \"@graph\": [";

static void test_format_names(void **state)
{
	static const struct {
		const char *name;
		pg_rdf_format format;
	} known[] = {
		{"ntriples", PG_RDF_NTRIPLES}, {"nt", PG_RDF_NTRIPLES}, {"n-triples", PG_RDF_NTRIPLES},
		{"nquads", PG_RDF_NQUADS}, {"nq", PG_RDF_NQUADS}, {"n-quads", PG_RDF_NQUADS},
		{"turtle", PG_RDF_TURTLE}, {"ttl", PG_RDF_TURTLE},
		{"jsonld", PG_RDF_JSONLD}, {"json-ld", PG_RDF_JSONLD},
		{"rdfxml", PG_RDF_RDFXML}, {"rdf+xml", PG_RDF_RDFXML},
	};
	for (size_t i = 0; i < N(known); i++) {
		pg_rdf_format f = (pg_rdf_format)-1;
		assert_true(pg_rdfout_parse_format(known[i].name, &f));
		assert_int_equal(f, known[i].format);
	}
	pg_rdf_format f = PG_RDF_TURTLE;
	assert_false(pg_rdfout_parse_format("xml", &f));
	assert_false(pg_rdfout_parse_format("NT", &f));
	assert_false(pg_rdfout_parse_format("", &f));
	assert_int_equal(f, PG_RDF_TURTLE); /* unchanged when unknown */
}

static void test_ntriples_escapes_datatypes_and_languages(void **state)
{
	char *doc = render(PG_RDF_NTRIPLES, BASE, sample, N(sample));
	assert_string_equal(doc, sample_ntriples); /* N-Triples ignores the base and the graph */
	free(doc);
}

static void test_nquads_adds_the_graph_when_there_is_one(void **state)
{
	char *doc = render(PG_RDF_NQUADS, NULL, sample, 3);
	assert_string_equal(doc,
		X "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/papergraph#Method> <" BASE "graph/entities> .\n"
		X "<http://www.w3.org/2000/01/rdf-schema#label> \"X \\\"net\\\"\" <" BASE "graph/entities> .\n"
		X "<http://www.w3.org/2000/01/rdf-schema#label> \"Ix\"@en <" BASE "graph/entities> .\n");
	free(doc);
	/* without a graph a quad is a triple */
	doc = render(PG_RDF_NQUADS, NULL, &sample[3], 1);
	assert_string_equal(doc, X "<https://w3id.org/papergraph#value> \"-12\"^^" XSD_ "integer> .\n");
	free(doc);
}

static void test_string_escapes(void **state)
{
	/* quote, backslash, LF, CR, tab have short escapes; other controls and DEL
	 * are \uXXXX; UTF-8 is copied */
	pg_triple t = {.s = "http://e.org/s", .p = "http://e.org/p",
		       .o = "\"\\\n\r\t\x01\x1f\x7f~\xe2\x82\xac", .o_literal = true};
	char *doc = render(PG_RDF_NTRIPLES, NULL, &t, 1);
	assert_string_equal(doc, "<http://e.org/s> <http://e.org/p> "
				 "\"\\\"\\\\\\n\\r\\t\\u0001\\u001F\\u007F~\xe2\x82\xac\" .\n");
	free(doc);
	/* a language tag wins over a datatype */
	pg_triple l = {.s = "http://e.org/s", .p = "http://e.org/p", .o = "chat", .o_literal = true,
		       .lang = "fr", .datatype = PG_XSD_INTEGER};
	doc = render(PG_RDF_NTRIPLES, NULL, &l, 1);
	assert_string_equal(doc, "<http://e.org/s> <http://e.org/p> \"chat\"@fr .\n");
	free(doc);
	doc = render(PG_RDF_TURTLE, NULL, &l, 1);
	assert_non_null(strstr(doc, "\n<http://e.org/s>\n    <http://e.org/p> \"chat\"@fr .\n"));
	free(doc);
}

static void test_turtle_prefixes_base_and_grouping(void **state)
{
	char *doc = render(PG_RDF_TURTLE, BASE, sample, N(sample));
	char want[4096];
	snprintf(want, sizeof want, "@base <" BASE "> .\n%s%s", turtle_prefixes,
		 "<method/x>\n"
		 "    a pg:Method ;\n"
		 "    rdfs:label \"X \\\"net\\\"\" ;\n"
		 "    rdfs:label \"Ix\"@en ;\n"
		 "    pg:value -12 ;\n"
		 "    pg:value 1.50 ;\n"
		 "    pg:value \"1.\"^^xsd:decimal ;\n"
		 "    pg:higherIsBetter true ;\n"
		 "    schema:url \"http://a.org/\"^^xsd:anyURI ;\n"
		 "    dcterms:title \"s\" .\n"
		 "\n"
		 "<method/y>\n"
		 /* a ':' after the base, a '#' right after it, a local part that
		  * starts with a digit: full IRIs */
		 "    <http://other.org/p> <http://example.org/kg/a:b> ;\n"
		 "    <https://w3id.org/papergraph#9lives> <http://example.org/kg/#frag> ;\n"
		 "    rdfs:label \"tab\\there\\u0001\\u007F \xc3\xa4\" .\n"
		 "\n"
		 /* a subject that comes back opens a new block */
		 "<method/x>\n"
		 "    a pg:Entity .\n"
		 "\n"
		 ODD_IRI "\n"
		 "    <http://www.w3.org/ns/mls#hasPart> <http://purl.org/spar/cito/extends> .\n");
	assert_string_equal(doc, want);
	free(doc);
}

static void test_turtle_without_base_writes_full_iris(void **state)
{
	char *doc = render(PG_RDF_TURTLE, NULL, sample, 1);
	char want[2048];
	snprintf(want, sizeof want, "%s<" BASE "method/x>\n    a pg:Method .\n", turtle_prefixes);
	assert_string_equal(doc, want);
	free(doc);
}

static void test_turtle_bare_numbers_only_when_the_form_fits(void **state)
{
	static const struct {
		const char *lexical, *datatype, *written;
	} cases[] = {
		{"+7", PG_XSD_INTEGER, "+7"},
		{"7.", PG_XSD_INTEGER, "\"7.\"^^xsd:integer"},
		{"", PG_XSD_INTEGER, "\"\"^^xsd:integer"},
		{"-0.5", PG_XSD_DECIMAL, "-0.5"},
		{".5", PG_XSD_DECIMAL, "\".5\"^^xsd:decimal"},
		{"1e3", PG_XSD_DECIMAL, "\"1e3\"^^xsd:decimal"},
		{"false", PG_XSD_BOOLEAN, "false"},
		{"True", PG_XSD_BOOLEAN, "\"True\"^^xsd:boolean"},
		{"x", "http://other.org/dt", "\"x\"^^<http://other.org/dt>"},
	};
	for (size_t i = 0; i < N(cases); i++) {
		pg_triple t = {.s = BASE "r", .p = PG_P_VALUE, .o = cases[i].lexical, .o_literal = true,
			       .datatype = cases[i].datatype};
		char *doc = render(PG_RDF_TURTLE, BASE, &t, 1);
		char want[256];
		snprintf(want, sizeof want, "\n<r>\n    pg:value %s .\n", cases[i].written);
		assert_non_null(strstr(doc, want));
		free(doc);
	}
}

static void test_jsonld_nodes_arrays_and_value_objects(void **state)
{
	char *doc = render(PG_RDF_JSONLD, BASE, sample, N(sample));
	char want[4096];
	snprintf(want, sizeof want, "%s%s", jsonld_context,
		 "\n"
		 "    {\n"
		 "      \"@id\": \"http://example.org/kg/method/x\",\n"
		 "      \"@type\": \"pg:Method\",\n"
		 "      \"rdfs:label\": [\"X \\\"net\\\"\", {\"@value\": \"Ix\", \"@language\": \"en\"}],\n"
		 "      \"pg:value\": [{\"@value\": \"-12\", \"@type\": \"xsd:integer\"}, "
		 "{\"@value\": \"1.50\", \"@type\": \"xsd:decimal\"}, {\"@value\": \"1.\", \"@type\": \"xsd:decimal\"}],\n"
		 "      \"pg:higherIsBetter\": {\"@value\": \"true\", \"@type\": \"xsd:boolean\"},\n"
		 "      \"schema:url\": {\"@value\": \"http://a.org/\", \"@type\": \"xsd:anyURI\"},\n"
		 "      \"dcterms:title\": \"s\"\n"
		 "    },\n"
		 "    {\n"
		 "      \"@id\": \"http://example.org/kg/method/y\",\n"
		 "      \"http://other.org/p\": {\"@id\": \"http://example.org/kg/a:b\"},\n"
		 "      \"pg:9lives\": {\"@id\": \"http://example.org/kg/#frag\"},\n"
		 "      \"rdfs:label\": \"tab\\there\\u0001\\u007F \xc3\xa4\"\n"
		 "    },\n"
		 "    {\n"
		 "      \"@id\": \"http://example.org/kg/method/x\",\n"
		 "      \"@type\": \"pg:Entity\"\n"
		 "    },\n"
		 "    {\n"
		 "      \"@id\": \"http://e.org/a b<>\\\"{}|^`\\\\\\u0001\xc3\xa4\",\n"
		 "      \"mls:hasPart\": {\"@id\": \"http://purl.org/spar/cito/extends\"}\n"
		 "    }\n"
		 "  ]\n"
		 "}\n");
	assert_string_equal(doc, want);
	free(doc);
}

static void test_jsonld_a_key_that_comes_back_opens_a_new_node(void **state)
{
	/* a JSON object cannot repeat a key: the second label of s, after its
	 * type, goes into a second node object with the same @id */
	pg_triple t[] = {
		{.s = BASE "s", .p = PG_RDFS_LABEL, .o = "A", .o_literal = true},
		{.s = BASE "s", .p = PG_RDF_TYPE, .o = PG_C_TASK},
		{.s = BASE "s", .p = PG_RDFS_LABEL, .o = "B", .o_literal = true},
	};
	char *doc = render(PG_RDF_JSONLD, NULL, t, N(t));
	char want[2048];
	snprintf(want, sizeof want, "%s%s", jsonld_context,
		 "\n"
		 "    {\n"
		 "      \"@id\": \"http://example.org/kg/s\",\n"
		 "      \"rdfs:label\": \"A\",\n"
		 "      \"@type\": \"pg:Task\"\n"
		 "    },\n"
		 "    {\n"
		 "      \"@id\": \"http://example.org/kg/s\",\n"
		 "      \"rdfs:label\": \"B\"\n"
		 "    }\n"
		 "  ]\n"
		 "}\n");
	assert_string_equal(doc, want);
	free(doc);
}

static void test_rdfxml_descriptions_names_and_escapes(void **state)
{
	static const pg_triple t[] = {
		{.s = BASE "method/x", .p = PG_RDF_TYPE, .o = PG_C_METHOD},
		{.s = BASE "method/x", .p = PG_RDFS_LABEL, .o = "a<b & \"c\"", .o_literal = true, .lang = "en"},
		{.s = BASE "method/x", .p = PG_P_VALUE, .o = "1.5", .o_literal = true, .datatype = PG_XSD_DECIMAL},
		{.s = BASE "method/x", .p = PG_DCT_TITLE, .o = "s", .o_literal = true, .datatype = PG_XSD_STRING},
		{.s = BASE "method/y?a=1&b", .p = "http://other.org/v2/p-1", .o = BASE "a&b"},
		{.s = BASE "method/y?a=1&b", .p = PG_NS "9lives", .o = "x", .o_literal = true},
	};
	char *doc = render(PG_RDF_RDFXML, BASE, t, N(t));
	const char *body = strstr(doc, ">\n  <rdf:Description");
	assert_non_null(body);
	assert_true(!strncmp(doc, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rdf:RDF\n    xmlns:pg=\"" PG_NS "\"", 60));
	assert_string_equal(body + 2,
		"  <rdf:Description rdf:about=\"" BASE "method/x\">\n"
		"    <rdf:type rdf:resource=\"" PG_C_METHOD "\"/>\n"
		"    <rdfs:label xml:lang=\"en\">a&lt;b &amp; &quot;c&quot;</rdfs:label>\n"
		"    <pg:value rdf:datatype=\"" PG_XSD_DECIMAL "\">1.5</pg:value>\n"
		"    <dcterms:title>s</dcterms:title>\n"
		"  </rdf:Description>\n"
		"  <rdf:Description rdf:about=\"" BASE "method/y?a=1&amp;b\">\n"
		"    <ns0:p-1 xmlns:ns0=\"http://other.org/v2/\" rdf:resource=\"" BASE "a&amp;b\"/>\n"
		"    <ns0:lives xmlns:ns0=\"" PG_NS "9\">x</ns0:lives>\n"
		"  </rdf:Description>\n"
		"</rdf:RDF>\n");
	free(doc);
	/* a predicate that ends in no XML name cannot be written */
	pg_triple bad = {.s = BASE "a", .p = "http://other.org/1", .o = BASE "b"};
	FILE *fp = fopen("/dev/null", "w");
	assert_non_null(fp);
	pg_rdfout *w = pg_rdfout_new(fp, PG_RDF_RDFXML, NULL);
	assert_int_equal(pg_rdfout_write(w, &bad), PG_ERR_INPUT);
	pg_rdfout_free(w);
	fclose(fp);
}

static void test_extra_prefixes_in_turtle_and_rdfxml(void **state)
{
	static const char *const extra[] = {"ex", "http://other.org/v2/", NULL, NULL};
	static const pg_triple t[] = {{.s = BASE "a", .p = "http://other.org/v2/p", .o = "http://other.org/v2/C"}};
	const pg_rdf_format formats[] = {PG_RDF_TURTLE, PG_RDF_RDFXML};
	const char *want[] = {"@prefix ex: <http://other.org/v2/> .\n", "<ex:p rdf:resource=\"http://other.org/v2/C\"/>"};
	for (size_t i = 0; i < N(formats); i++) {
		char *mem = NULL;
		size_t len = 0;
		FILE *fp = open_memstream(&mem, &len);
		pg_rdfout *w = pg_rdfout_new(fp, formats[i], NULL);
		pg_rdfout_set_prefixes(w, extra);
		assert_int_equal(pg_rdfout_write(w, &t[0]), PG_OK);
		assert_int_equal(pg_rdfout_finish(w), PG_OK);
		pg_rdfout_free(w);
		fclose(fp);
		assert_non_null(strstr(mem, want[i]));
		if (formats[i] == PG_RDF_TURTLE)
			assert_non_null(strstr(mem, "ex:p ex:C"));
		else
			assert_non_null(strstr(mem, "xmlns:ex=\"http://other.org/v2/\""));
		free(mem);
	}
}

static void test_empty_documents(void **state)
{
	char *doc = render(PG_RDF_NTRIPLES, BASE, NULL, 0);
	assert_string_equal(doc, "");
	free(doc);
	doc = render(PG_RDF_NQUADS, BASE, NULL, 0);
	assert_string_equal(doc, "");
	free(doc);
	doc = render(PG_RDF_TURTLE, NULL, NULL, 0);
	assert_string_equal(doc, turtle_prefixes);
	free(doc);
	doc = render(PG_RDF_RDFXML, NULL, NULL, 0);
	assert_non_null(strstr(doc, "<rdf:RDF"));
	assert_non_null(strstr(doc, ">\n</rdf:RDF>\n"));
	free(doc);
	doc = render(PG_RDF_JSONLD, NULL, NULL, 0);
	char want[2048];
	snprintf(want, sizeof want, "%s]\n}\n", jsonld_context);
	assert_string_equal(doc, want);
	free(doc);
}

static void test_the_same_statements_give_the_same_bytes(void **state)
{
	const pg_rdf_format formats[] = {PG_RDF_NTRIPLES, PG_RDF_NQUADS, PG_RDF_TURTLE, PG_RDF_JSONLD,
					 PG_RDF_RDFXML};
	for (size_t i = 0; i < N(formats); i++) {
		char *a = render(formats[i], BASE, sample, N(sample));
		char *b = render(formats[i], BASE, sample, N(sample));
		assert_string_equal(a, b);
		free(a);
		free(b);
	}
}

static void test_a_failing_stream_is_an_io_error(void **state)
{
	FILE *fp = fopen("/dev/full", "w");
	if (!fp)
		skip();
	/* buffered: the error shows when finish flushes */
	pg_rdfout *w = pg_rdfout_new(fp, PG_RDF_NTRIPLES, NULL);
	assert_int_equal(pg_rdfout_write(w, &sample[0]), PG_OK);
	assert_int_equal(pg_rdfout_finish(w), PG_ERR_IO);
	pg_rdfout_free(w);
	fclose(fp);
	/* unbuffered: the write itself fails */
	fp = fopen("/dev/full", "w");
	assert_non_null(fp);
	setvbuf(fp, NULL, _IONBF, 0);
	w = pg_rdfout_new(fp, PG_RDF_TURTLE, BASE);
	assert_int_equal(pg_rdfout_write(w, &sample[0]), PG_ERR_IO);
	pg_rdfout_free(w);
	fclose(fp);
}

/* Blank nodes: "_:label" in every syntax, subject and object; a label's bytes
 * that N-Triples does not allow (and a '.' at its end) are
 * written as xHH, a first byte that may not begin one gets an x before it,
 * so the output parses; a blank subject never merges with an
 * IRI subject of the same text; "@type" never takes a blank node. */
static void test_blank_nodes_in_every_format(void **state)
{
	static const pg_triple t[] = {
		{.s = "b1", .s_blank = true, .p = "http://e.org/p", .o = "b2", .o_blank = true,
		 .graph = "http://e.org/g"},
		{.s = "b1", .s_blank = true, .p = PG_RDF_TYPE, .o = "c.", .o_blank = true},
		{.s = "b1", .p = "http://e.org/p", .o = "-x/y", .o_blank = true},
	};
	char *nq = render(PG_RDF_NQUADS, NULL, t, N(t));
	assert_string_equal(nq,
		"_:b1 <http://e.org/p> _:b2 <http://e.org/g> .\n"
		"_:b1 <" PG_RDF_TYPE "> _:cx2E .\n"
		"<b1> <http://e.org/p> _:x-xx2Fy .\n");
	free(nq);
	char *ttl = render(PG_RDF_TURTLE, NULL, t, N(t));
	assert_non_null(strstr(ttl, "\n_:b1\n    <http://e.org/p> _:b2 ;\n    a _:cx2E .\n"));
	assert_non_null(strstr(ttl, "\n<b1>\n    <http://e.org/p> _:x-xx2Fy .\n"));
	free(ttl);
	char *js = render(PG_RDF_JSONLD, NULL, t, N(t));
	assert_non_null(strstr(js, "\"@id\": \"_:b1\",\n      \"http://e.org/p\": {\"@id\": \"_:b2\"}"));
	assert_non_null(strstr(js, "\"rdf:type\": {\"@id\": \"_:cx2E\"}"));
	assert_null(strstr(js, "\"@type\""));
	assert_non_null(strstr(js, "\"@id\": \"b1\""));
	free(js);
}

static void test_free_null_is_a_no_op(void **state)
{
	pg_rdfout_free(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_format_names),
		cmocka_unit_test(test_ntriples_escapes_datatypes_and_languages),
		cmocka_unit_test(test_nquads_adds_the_graph_when_there_is_one),
		cmocka_unit_test(test_string_escapes),
		cmocka_unit_test(test_turtle_prefixes_base_and_grouping),
		cmocka_unit_test(test_turtle_without_base_writes_full_iris),
		cmocka_unit_test(test_turtle_bare_numbers_only_when_the_form_fits),
		cmocka_unit_test(test_jsonld_nodes_arrays_and_value_objects),
		cmocka_unit_test(test_jsonld_a_key_that_comes_back_opens_a_new_node),
		cmocka_unit_test(test_rdfxml_descriptions_names_and_escapes),
		cmocka_unit_test(test_extra_prefixes_in_turtle_and_rdfxml),
		cmocka_unit_test(test_empty_documents),
		cmocka_unit_test(test_the_same_statements_give_the_same_bytes),
		cmocka_unit_test(test_a_failing_stream_is_an_io_error),
		cmocka_unit_test(test_blank_nodes_in_every_format),
		cmocka_unit_test(test_free_null_is_a_no_op),
	};
	return PG_RUN_TESTS(tests);
}
