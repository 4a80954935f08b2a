/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the mapping from extractions to statements and of the writers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "base/buf.h"
#include "graph/graph.h"
#include "graph/rdfout.h"

#define BASE "http://example.org/kg/"

/* Collects statements as N-Triples-ish lines. */
static pg_status collect(void *ctx, const pg_triple *t)
{
	pg_buf *b = ctx;
	pg_buf_addf(b, "%s %s %s%s%s%s [%s]\n", t->s, t->p, t->o_literal ? "\"" : "<", t->o,
		    t->o_literal ? "\"" : ">", t->datatype ? t->datatype : "",
		    t->scope == PG_SCOPE_PAPER ? "paper" : "entity");
	return PG_OK;
}

static pg_status fail_third(void *ctx, const pg_triple *t)
{
	int *n = ctx;
	return ++*n == 3 ? PG_ERR_IO : PG_OK;
}

/* A small hand-made paper and extraction: "We propose FooNet-2, which extends
 * BarNet. FooNet-2 reaches 91.5% accuracy on ImageNet." */
static const char abstract[] =
	"We propose FooNet-2, which extends BarNet. FooNet-2 reaches 91.5% accuracy on ImageNet.";

static void make(pg_paper *p, pg_extraction *x, pg_entity *e, pg_fact *f, pg_result *r,
		 pg_sentence *s)
{
	memset(p, 0, sizeof *p);
	p->id = "paper 1/ä";
	p->title = "FooNet-2: better";
	p->abstract = (char *)abstract;
	p->year = 2031;
	s[0] = (pg_sentence){0, 42};
	s[1] = (pg_sentence){43, sizeof abstract - 1};
	e[0] = (pg_entity){PG_ENTITY_METHOD, "FooNet-2", NULL, "foonet-2", 0, 11, 19, 0};
	e[1] = (pg_entity){PG_ENTITY_METHOD, "BarNet", "BN", "barnet", 0, 35, 41, 0};
	e[2] = (pg_entity){PG_ENTITY_METRIC, "accuracy", NULL, "accuracy", 1, 0, 0, 1};
	e[3] = (pg_entity){PG_ENTITY_DATASET, "ImageNet", NULL, "imagenet", 1, 0, 0, 0};
	f[0] = (pg_fact){PG_REL_PROPOSES, -1, 0, 0, "propose-verb"};
	f[1] = (pg_fact){PG_REL_EXTENDS, 0, 1, 0, "extends-verb"};
	r[0] = (pg_result){"91.5", "%", PG_RESULT_SCORE, 2, 3, 0, -1, NULL, NULL, 1, "value-metric"};
	r[1] = (pg_result){"not a number", NULL, PG_RESULT_SCORE, 2, -1, -1, -1, NULL, NULL, 1, "bad"};
	*x = (pg_extraction){s, 2, e, 4, f, 2, r, 2};
}

static void test_emits_paper_entities_facts_and_results(void **state)
{
	pg_paper p;
	pg_extraction x;
	pg_entity e[4];
	pg_fact f[2];
	pg_result r[2];
	pg_sentence s[2];
	make(&p, &x, e, f, r, s);
	pg_buf b = PG_BUF_INIT;
	assert_int_equal(pg_graph_emit_paper(BASE, &p, &x, collect, &b), PG_OK);
	const char *out = pg_buf_str(&b);
	/* the id is percent-encoded into the IRI, kept verbatim as identifier */
	assert_non_null(strstr(out, BASE "paper/paper%201%2F%C3%A4 " PG_RDF "type <" PG_NS "Paper>"));
	assert_non_null(strstr(out, PG_DCT "identifier \"paper 1/ä\""));
	assert_non_null(strstr(out, PG_NS "year \"2031\"" PG_XSD_INTEGER));
	/* names are the paper's own, on its mentions; the entity node gets no label here */
	assert_null(strstr(out, PG_RDFS "label"));
	assert_null(strstr(out, PG_SKOS "altLabel"));
	assert_non_null(strstr(out, BASE "mention/paper%201%2F%C3%A4/"));
	assert_non_null(strstr(out, PG_NS "mentionOf <" BASE "method/foonet-2> [paper]"));
	assert_non_null(strstr(out, PG_NS "surfaceForm \"FooNet-2\" [paper]"));
	assert_non_null(strstr(out, PG_NS "surfaceForm \"BarNet\" [paper]"));
	assert_non_null(strstr(out, PG_NS "shortForm \"BN\" [paper]"));
	assert_non_null(strstr(out, PG_NS "mentionedIn <" BASE "paper/paper%201%2F%C3%A4> [paper]"));
	assert_non_null(strstr(out, PG_NS "proposes <" BASE "method/foonet-2> [paper]"));
	assert_non_null(strstr(out, BASE "method/foonet-2 " PG_NS "extends <" BASE "method/barnet> [entity]"));
	assert_non_null(strstr(out, PG_NS "higherIsBetter \"true\""));
	assert_non_null(strstr(out, PG_NS "value \"91.5\"" PG_XSD_DECIMAL));
	assert_non_null(strstr(out, PG_NS "onDataset <" BASE "dataset/imagenet>"));
	assert_non_null(strstr(out, PG_NS "rule \"propose-verb\""));
	/* evidence: the sentence text, verbatim */
	assert_non_null(strstr(out, PG_NS "text \"We propose FooNet-2, which extends BarNet.\""));
	/* a value that is not a decimal is not stated */
	assert_null(strstr(out, "not a number"));
	pg_buf_free(&b);
}

static void test_emission_is_deterministic(void **state)
{
	pg_paper p;
	pg_extraction x;
	pg_entity e[4];
	pg_fact f[2];
	pg_result r[2];
	pg_sentence s[2];
	make(&p, &x, e, f, r, s);
	pg_buf a = PG_BUF_INIT, b = PG_BUF_INIT;
	pg_graph_emit_paper(BASE, &p, &x, collect, &a);
	pg_graph_emit_paper(BASE, &p, &x, collect, &b);
	assert_string_equal(pg_buf_str(&a), pg_buf_str(&b));
	assert_non_null(strstr(pg_buf_str(&a), BASE "result/paper%201%2F%C3%A4/"));
	pg_buf_free(&a);
	pg_buf_free(&b);
}

/* A fact read from the title has the title as its evidence: sentence 0 with the
 * title's text and no offsets (they locate text in the abstract), never the
 * abstract's first sentence; without a title it has no evidence. */
static void test_title_fact_has_the_title_as_evidence(void **state)
{
	pg_paper p;
	pg_extraction x;
	pg_entity e[4];
	pg_fact f[2];
	pg_result r[2];
	pg_sentence s[2];
	make(&p, &x, e, f, r, s);
	f[0].sentence = PG_SENTENCE_TITLE;
	f[1] = (pg_fact){PG_REL_USES, -1, 1, PG_SENTENCE_TITLE, "use-title"};
	pg_buf b = PG_BUF_INIT;
	assert_int_equal(pg_graph_emit_paper(BASE, &p, &x, collect, &b), PG_OK);
	const char *out = pg_buf_str(&b);
	const char *title = BASE "sentence/paper%201%2F%C3%A4/0";
	assert_non_null(strstr(out, PG_NS "evidence <" BASE "sentence/paper%201%2F%C3%A4/0> [paper]"));
	/* the first sentence is cited by nothing now; the result's second one is */
	assert_null(strstr(out, BASE "sentence/paper%201%2F%C3%A4/1"));
	assert_non_null(strstr(out, PG_NS "evidence <" BASE "sentence/paper%201%2F%C3%A4/2> [paper]"));
	char line[512];
	snprintf(line, sizeof line, "%s %stext \"FooNet-2: better\" [paper]", title, PG_NS);
	const char *text = strstr(out, line);
	assert_non_null(text);
	/* stated once, though two facts cite it */
	assert_null(strstr(text + 1, line));
	snprintf(line, sizeof line, "%s %ssentenceIndex \"0\"", title, PG_NS);
	assert_non_null(strstr(out, line));
	snprintf(line, sizeof line, "%s %sstartOffset", title, PG_NS);
	assert_null(strstr(out, line));
	pg_buf_free(&b);

	p.title = NULL;
	pg_buf c = PG_BUF_INIT;
	assert_int_equal(pg_graph_emit_paper(BASE, &p, &x, collect, &c), PG_OK);
	assert_null(strstr(pg_buf_str(&c), "/0>"));
	assert_non_null(strstr(pg_buf_str(&c), PG_NS "rule \"use-title\""));
	pg_buf_free(&c);
}

static void test_sink_failure_stops_emission(void **state)
{
	pg_paper p;
	pg_extraction x;
	pg_entity e[4];
	pg_fact f[2];
	pg_result r[2];
	pg_sentence s[2];
	make(&p, &x, e, f, r, s);
	int n = 0;
	assert_int_equal(pg_graph_emit_paper(BASE, &p, &x, fail_third, &n), PG_ERR_IO);
	assert_int_equal(n, 3);
}

static void test_ntriples_writer_escapes(void **state)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	pg_rdfout *w = pg_rdfout_new(fp, PG_RDF_NTRIPLES, NULL);
	pg_triple t = {.s = "http://e.org/a b", .p = "http://e.org/p",
		       .o = "say \"hi\"\\\n\ttab\x01", .o_literal = true};
	assert_int_equal(pg_rdfout_write(w, &t), PG_OK);
	assert_int_equal(pg_rdfout_finish(w), PG_OK);
	pg_rdfout_free(w);
	fclose(fp);
	assert_string_equal(mem, "<http://e.org/a\\u0020b> <http://e.org/p> "
				 "\"say \\\"hi\\\"\\\\\\n\\ttab\\u0001\" .\n");
	free(mem);
}

static void test_turtle_writer_groups_subjects_and_shortens(void **state)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	pg_rdfout *w = pg_rdfout_new(fp, PG_RDF_TURTLE, BASE);
	pg_triple a = {.s = BASE "method/x", .p = PG_RDF_TYPE, .o = PG_C_METHOD};
	pg_triple b = {.s = BASE "method/x", .p = PG_P_VALUE, .o = "1.5", .o_literal = true,
		       .datatype = PG_XSD_DECIMAL};
	pg_triple c = {.s = BASE "method/y", .p = PG_RDFS_LABEL, .o = "Y", .o_literal = true};
	assert_int_equal(pg_rdfout_write(w, &a), PG_OK);
	assert_int_equal(pg_rdfout_write(w, &b), PG_OK);
	assert_int_equal(pg_rdfout_write(w, &c), PG_OK);
	assert_int_equal(pg_rdfout_finish(w), PG_OK);
	pg_rdfout_free(w);
	fclose(fp);
	assert_non_null(strstr(mem, "@base <" BASE "> ."));
	assert_non_null(strstr(mem, "<method/x>\n    a pg:Method ;\n    pg:value 1.5 .\n"));
	assert_non_null(strstr(mem, "<method/y>\n    rdfs:label \"Y\" .\n"));
	free(mem);
}

static void test_named_graph_iris(void **state)
{
	char *g = pg_graph_named_iri(BASE, "entities");
	assert_string_equal(g, BASE "graph/entities");
	free(g);
	char *p = pg_graph_paper_iri(BASE, "a#b");
	assert_string_equal(p, BASE "paper/a%23b");
	free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_emits_paper_entities_facts_and_results),
		cmocka_unit_test(test_emission_is_deterministic),
		cmocka_unit_test(test_title_fact_has_the_title_as_evidence),
		cmocka_unit_test(test_sink_failure_stops_emission),
		cmocka_unit_test(test_ntriples_writer_escapes),
		cmocka_unit_test(test_turtle_writer_groups_subjects_and_shortens),
		cmocka_unit_test(test_named_graph_iris),
	};
	return PG_RUN_TESTS(tests);
}
