/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of serve/negotiate: the Accept header as RFC 9110 reads it
 * (q-values, q=0, wildcards, the most specific range deciding, parameters,
 * quoted strings, malformed elements), ties going to the server's order, the
 * Accept headers real clients send, and ?format= as a preference that never
 * overrides what Accept refuses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "serve/serve_internal.h"

#define RDFLIB "application/rdf+xml,text/rdf+n3;q=0.9,application/xhtml+xml;q=0.5,*/*;q=0.1"
#define FIREFOX "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
#define CHROME "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp," \
	       "image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7"
#define SPW_N3 "application/turtle,text/turtle,text/rdf+n3,application/n-triples,application/n3,text/n3"

static const char *page(const char *accept)
{
	return pg_serve_negotiate(accept, pg_serve_page_choices, NULL, NULL, NULL);
}

/* A macro, so that a failure names the line of the case. */
#define expect(got, want)                                                        \
	do {                                                                     \
		const char *got_ = (got), *want_ = (want);                       \
		assert_string_equal(got_ ? got_ : "(none)", want_ ? want_ : "(none)"); \
	} while (0)

static void test_the_clients_people_use(void **state)
{
	expect(page(RDFLIB), "rdfxml");
	expect(page(FIREFOX), "html");
	expect(page(CHROME), "html");
	expect(page("*/*"), "turtle"); /* curl */
	expect(page(NULL), "turtle");
	expect(page(""), "turtle");
	expect(page("application/rdf+xml"), "rdfxml");
	expect(page("text/n3"), "n3");
	expect(page("application/ld+json"), "jsonld");
	expect(pg_serve_negotiate(SPW_N3, pg_serve_graph_choices, NULL, NULL, NULL), "turtle");
	expect(pg_serve_negotiate(SPW_N3, pg_serve_graph_choices, NULL, "n3", NULL), "n3");
	expect(pg_serve_negotiate("application/sparql-results+json,application/json,text/javascript,"
				  "application/javascript", pg_serve_binding_choices, NULL, NULL, NULL),
	       "json");
}

static void test_q_values_and_refusals(void **state)
{
	expect(page("text/turtle;q=0.5, application/ld+json"), "jsonld");
	expect(page("*/*;q=0.1, text/html;q=0"), "turtle");
	expect(page("text/html;q=0, */*"), "turtle");
	expect(page("text/html;q=0, application/xhtml+xml"), NULL); /* text/html is what is sent */
	expect(page("text/turtle;q=0, application/n-triples;q=0.001"), "ntriples");
	expect(page("text/html;q=1.0, text/turtle;q=0.999"), "html");
	expect(page("image/png"), NULL);
	expect(page("text/turtle;q=0"), NULL);
	expect(pg_serve_negotiate("text/turtle", pg_serve_binding_choices, NULL, NULL, NULL), NULL);
	expect(pg_serve_negotiate("application/sparql-results+json;q=0.5, text/csv;q=0.9",
				  pg_serve_binding_choices, NULL, NULL, NULL), "csv");
}

static void test_specificity_and_ties(void **state)
{
	/* the most specific range decides, whatever its q */
	expect(page("text/*;q=0.9, text/turtle;q=0.1"), "html");
	/* text/* is more specific for the text types; an alias (text/plain for
	 * N-Triples) counts only where it is named, for it is not what is sent */
	expect(page("text/*;q=0.2, */*;q=0.9"), "ntriples");
	expect(page("text/plain;q=0.7, text/*;q=0.2, */*;q=0.1"), "ntriples");
	expect(page("application/xhtml+xml;q=0.5, */*;q=0.1"), "html");
	expect(page("*/*;q=0.5, text/html"), "html");
	/* equal weights: the server's order */
	expect(page("text/html, text/turtle"), "turtle");
	expect(page("application/n-triples, application/rdf+xml"), "ntriples");
	expect(page("text/*"), "turtle");
}

static void test_syntax(void **state)
{
	expect(page("TEXT/HTML"), "html");
	expect(page("text/html;Q=0, */*"), "turtle");
	expect(page("text/turtle;charset=utf-8;q=0.3, application/n-triples;q=0.2"), "turtle");
	expect(page("application/ld+json;profile=\"http://a/,b;q=0\";q=0.9, text/turtle;q=0.5"), "jsonld");
	/* elements that are no media range, or have a bad q, are skipped */
	expect(page("text/turtle;q=abc, application/n-triples;q=0.5"), "ntriples");
	expect(page("text/turtle;q=1.5, application/n-triples;q=0.5"), "ntriples");
	expect(page("text/turtle;q=0.5000, application/n-triples;q=0.4"), "ntriples");
	expect(page("html, */html, text/, application/rdf+xml;q=0.1"), "rdfxml");
	expect(page(" , ,text/html ,"), "html");
	expect(page("*; q=.2, text/n3"), "n3"); /* Java's "*" alone is any type */
	expect(page("text/html, *; q=.2, */*; q=.2"), "html"); /* Java's whole default */
	expect(page("image/gif, *; q=.2"), "turtle");
	expect(page("text/html;q=., text/turtle;q=0.1"), "turtle"); /* "." is no qvalue */
	expect(page("text/html;level=1;q=0.4, text/turtle;q=0.3"), "html");
}

static void test_format_parameter(void **state)
{
	const choice *g = pg_serve_graph_choices, *b = pg_serve_binding_choices;
	expect(pg_serve_format_param("xml", g, NULL), "rdfxml");
	expect(pg_serve_format_param("xml", b, NULL), "xml");
	expect(pg_serve_format_param("json", g, NULL), "jsonld");
	expect(pg_serve_format_param("json", b, NULL), "json");
	expect(pg_serve_format_param("rdf+xml", g, NULL), "rdfxml");
	expect(pg_serve_format_param("N3", g, NULL), "n3");
	expect(pg_serve_format_param("application/rdf+xml", g, NULL), "rdfxml");
	expect(pg_serve_format_param("text/csv; charset=utf-8", b, NULL), "csv");
	expect(pg_serve_format_param("csv", g, NULL), NULL);
	expect(pg_serve_format_param("bogus", pg_serve_page_choices, NULL), NULL);
	expect(pg_serve_format_param("", g, NULL), NULL);
	/* a preference where Accept accepts it, a fallback where Accept fits nothing */
	expect(pg_serve_negotiate(NULL, g, NULL, "ntriples", NULL), "ntriples");
	expect(pg_serve_negotiate("*/*", b, NULL, "csv", NULL), "csv");
	expect(pg_serve_negotiate("application/rdf+xml", g, NULL, "rdfxml", NULL), "rdfxml");
	expect(pg_serve_negotiate("application/rdf+xml", g, NULL, "turtle", NULL), "rdfxml");
	expect(pg_serve_negotiate("image/png", g, NULL, "turtle", NULL), "turtle");
	expect(pg_serve_negotiate(FIREFOX, pg_serve_page_choices, NULL, "turtle", NULL), "turtle");
	bool undecided = false;
	pg_serve_negotiate("*/*", b, NULL, NULL, &undecided);
	assert_true(undecided);
	pg_serve_negotiate(NULL, b, NULL, NULL, &undecided);
	assert_true(undecided);
	pg_serve_negotiate("text/csv", b, NULL, NULL, &undecided);
	assert_false(undecided);
}

static void test_choose_and_offered(void **state)
{
	pg_buf msg = PG_BUF_INIT;
	const char *f = NULL;
	assert_false(pg_serve_choose_format("image/png", NULL, pg_serve_page_choices, NULL,
					    "this resource", &msg, &f));
	assert_non_null(strstr(pg_buf_str(&msg), "'Accept: image/png'"));
	assert_non_null(strstr(pg_buf_str(&msg), "offered: text/turtle, text/html, application/n-triples, "
			       "application/ld+json, application/rdf+xml, text/n3"));
	pg_buf_reset(&msg);
	assert_false(pg_serve_choose_format("*/*", "bogus", pg_serve_binding_choices, NULL,
					    "SELECT results", &msg, &f));
	assert_non_null(strstr(pg_buf_str(&msg), "format 'bogus' is not offered for SELECT results"));
	pg_buf_reset(&msg);
	/* an unknown ?format= is ignored when Accept decides */
	assert_true(pg_serve_choose_format("text/csv", "bogus", pg_serve_binding_choices, NULL,
					   "SELECT results", &msg, &f));
	assert_string_equal(f, "csv");
	assert_true(pg_serve_choose_format(NULL, "tsv", pg_serve_binding_choices, NULL,
					   "SELECT results", &msg, &f));
	assert_string_equal(f, "tsv");
	assert_int_equal(msg.len, 0);
	pg_buf_free(&msg);
	assert_string_equal(pg_serve_type_of("n3"), "text/n3; charset=utf-8");
	assert_string_equal(pg_serve_writer_of("n3"), "turtle");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_the_clients_people_use),
		cmocka_unit_test(test_q_values_and_refusals),
		cmocka_unit_test(test_specificity_and_ties),
		cmocka_unit_test(test_syntax),
		cmocka_unit_test(test_format_parameter),
		cmocka_unit_test(test_choose_and_offered),
	};
	return PG_RUN_TESTS(tests);
}
