/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of export/lineage's neighbourhood loader (depths, cycles, edges in
 * several graphs once, the fan-out limit, names and papers as the whole-store
 * loader gives them) and of export/lineage_render's inline SVG (rows, arrows,
 * links, escaping, cut names, nothing for a method without lineage). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "cmocka_tap.h"
#include "export/lineage.h"
#include "export/lineage_render.h"
#include "export/lineage_text.h"
#include "graph/vocab.h"
#include "store/store.h"
#include "unit_store.h"

#define BASE "http://example.org/kg/"
#define M BASE "method/"

static char dir[256];
static pg_store *store;

static pg_status method(pg_store *s, const char *iri, const char *label)
{
	pg_status st = unit_add(s, iri, PG_RDF_TYPE, PG_C_METHOD, false, BASE "graph/entities");
	return label ? st | unit_add(s, iri, PG_RDFS_LABEL, label, true, BASE "graph/entities") : st;
}

static pg_status extends(pg_store *s, const char *a, const char *b, const char *graph)
{
	return unit_add(s, a, PG_P_EXTENDS, b, false, graph);
}

/* a -> b -> c -> d (a extends b ...), e <-> f, g extends itself and a,
 * h1..h10 extend hub; b has an alias, two proposing papers and its extends
 * edge in two graphs; u is no pg:Method; x has a name to escape and cut. */
static int setup(void **state)
{
	pg_store *s;
	if (!unit_store_create(dir, sizeof dir, "pglin", BASE, &s))
		return -1;
	const char *g1 = BASE "paper/p1", *g2 = BASE "paper/p2";
	pg_status st = method(s, M "a", "A") | method(s, M "b", "B") | method(s, M "c", "C") |
		       method(s, M "d", NULL) | method(s, M "e", "E") | method(s, M "f", "F") |
		       method(s, M "g", "G") | method(s, M "hub", "Hub") |
		       method(s, M "x", "<X> & \"Co\" with a name much too long for a box");
	st |= unit_add(s, M "b", PG_SKOS_ALT_LABEL, "Bee net", true, BASE "graph/entities");
	st |= unit_add(s, M "u", PG_RDFS_LABEL, "Not a method", true, BASE "graph/entities");
	st |= extends(s, M "a", M "b", g1) | extends(s, M "b", M "c", g1) |
	      extends(s, M "b", M "c", g2) | extends(s, M "c", M "d", g1) |
	      extends(s, M "e", M "f", g1) | extends(s, M "f", M "e", g1) |
	      extends(s, M "g", M "g", g1) | extends(s, M "g", M "a", g1) |
	      extends(s, M "u", M "a", g1) | extends(s, M "x", M "c", g1);
	for (int i = 1; i <= 10; i++) {
		char h[64];
		snprintf(h, sizeof h, M "h%02d", i);
		st |= method(s, h, NULL) | extends(s, h, M "hub", g1);
	}
	st |= unit_add(s, g2, PG_P_PROPOSES, M "b", false, g2) |
	      unit_add(s, g2, PG_DCT_IDENTIFIER, "p2", true, g2);
	st |= unit_add(s, g1, PG_P_PROPOSES, M "b", false, g1) |
	      unit_add(s, g1, PG_DCT_IDENTIFIER, "p1", true, g1);
	/* p2 is the earlier paper: its year and title are b's; p1's title is longer */
	st |= unit_add(s, g2, PG_P_YEAR, "2019", true, g2) | unit_add(s, g1, PG_P_YEAR, "2021", true, g1) |
	      unit_add(s, g2, PG_DCT_TITLE, "B: a first made-up title", true, g2) |
	      unit_add(s, g1, PG_DCT_TITLE, "A later made-up title", true, g1);
	return st == PG_OK && unit_store_reopen(dir, s, &store) ? 0 : -1;
}

static int teardown(void **state)
{
	pg_store_close(store);
	return unit_store_remove(dir);
}

static pg_lineage *around(const char *iri, unsigned up, unsigned down, unsigned fanout)
{
	pg_lineage *l = NULL;
	pg_diag d;
	assert_int_equal(pg_lineage_load_around(store, iri, up, down, fanout, &l, &d), PG_OK);
	assert_non_null(l);
	assert_string_equal(l->m[0].iri, iri);
	return l;
}

static bool has_edge(const pg_lineage *l, const char *from, const char *to)
{
	int a = pg_lineage_find_iri(l, from), b = pg_lineage_find_iri(l, to);
	for (size_t e = 0; a >= 0 && b >= 0 && e < l->n_edges; e++)
		if (l->edge[e].from == a && l->edge[e].to == b)
			return true;
	return false;
}

static void test_one_step_each_way(void **state)
{
	pg_lineage *l = around(M "b", 1, 1, 0);
	assert_int_equal(l->n, 3); /* b, c above, a below */
	assert_int_equal(l->n_edges, 2); /* b -> c once, though it is in two graphs */
	assert_true(has_edge(l, M "a", M "b"));
	assert_true(has_edge(l, M "b", M "c"));
	assert_false(l->truncated);
	assert_string_equal(pg_lineage_label(l, 0), "B");
	assert_string_equal(l->m[0].papers, "p1, p2");
	assert_int_equal(l->m[0].year, 2019);
	assert_string_equal(l->m[0].title, "B: a first made-up title");
	assert_int_equal(pg_lineage_find(l, "bee-NET"), 0);
	assert_null(l->m[pg_lineage_find_iri(l, M "a")].papers);
	pg_lineage_free(l);
}

static void test_depths_and_cycles(void **state)
{
	pg_lineage *l = around(M "a", PG_LINEAGE_UNLIMITED, 0, 0);
	assert_int_equal(l->n, 4);
	assert_true(has_edge(l, M "c", M "d"));
	assert_string_equal(pg_lineage_label(l, pg_lineage_find_iri(l, M "d")), "d"); /* no label */
	pg_lineage_free(l);
	l = around(M "a", 1, 0, 0);
	assert_int_equal(l->n, 2);
	pg_lineage_free(l);
	l = around(M "d", 0, 2, 0);
	assert_int_equal(l->n, 4); /* d, c, then b and x */
	assert_int_equal(pg_lineage_find_iri(l, M "a"), -1);
	pg_lineage_free(l);
	/* a cycle is walked once each way, its two edges kept once */
	l = around(M "e", PG_LINEAGE_UNLIMITED, PG_LINEAGE_UNLIMITED, 0);
	assert_int_equal(l->n, 2);
	assert_int_equal(l->n_edges, 2);
	pg_lineage_free(l);
	/* a resource that is no pg:Method has no name, as pg_lineage_load() gives it */
	l = around(M "u", 1, 0, 0);
	assert_null(l->m[0].label);
	assert_int_equal(l->m[0].n_names, 0);
	pg_lineage_free(l);
	/* nothing linked */
	l = around(BASE "paper/p1", 1, 1, 0);
	assert_int_equal(l->n, 1);
	assert_int_equal(l->n_edges, 0);
	pg_lineage_free(l);
}

static void test_fanout(void **state)
{
	pg_lineage *l = around(M "hub", 1, 1, 8);
	assert_int_equal(l->n, 9);
	assert_int_equal(l->n_edges, 8);
	assert_true(l->truncated);
	pg_lineage_free(l);
	l = around(M "hub", 1, 1, 0);
	assert_int_equal(l->n, 11);
	assert_false(l->truncated);
	pg_lineage_free(l);
}

/* Every method reached has the label, names and papers the whole-store loader gives. */
static void test_same_names_as_whole_load(void **state)
{
	pg_lineage *all = NULL;
	pg_diag d;
	assert_int_equal(pg_lineage_load(store, &all, &d), PG_OK);
	pg_lineage *l = around(M "c", PG_LINEAGE_UNLIMITED, PG_LINEAGE_UNLIMITED, 0);
	assert_int_equal(l->n, 7); /* c, d, then b, x, a, g and u */
	assert_int_equal(l->n_edges, 7); /* g's edge to itself too */
	for (size_t i = 0; i < l->n; i++) {
		int j = pg_lineage_find_iri(all, l->m[i].iri);
		assert_true(j >= 0);
		assert_string_equal(pg_lineage_label(l, (int)i), pg_lineage_label(all, j));
		assert_int_equal(l->m[i].n_names, all->m[j].n_names);
		assert_true((l->m[i].papers == NULL) == (all->m[j].papers == NULL));
		assert_int_equal(l->m[i].year, all->m[j].year);
		assert_true((l->m[i].title == NULL) == (all->m[j].title == NULL));
		if (l->m[i].title)
			assert_string_equal(l->m[i].title, all->m[j].title);
		if (l->m[i].papers)
			assert_string_equal(l->m[i].papers, all->m[j].papers);
	}
	pg_lineage_free(l);
	pg_lineage_free(all);
}

static void test_bad_iri(void **state)
{
	pg_lineage *l = (pg_lineage *)1;
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(pg_lineage_load_around(store, "", 1, 1, 0, &l, &d), PG_ERR_INPUT);
	assert_null(l);
	assert_non_null(strstr(d.msg, "not an IRI"));
}

/* ---- the inline drawing */

static int href_calls;

static bool href(void *ctx, const char *iri, pg_buf *out)
{
	href_calls++;
	return pg_buf_adds(out, ctx) && pg_buf_adds(out, iri + strlen(M)) && pg_buf_adds(out, "&amp;");
}

static size_t count(const char *hay, const char *needle)
{
	size_t n = 0;
	for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
		n++;
	return n;
}

static void test_inline_one_level(void **state)
{
	pg_lineage *l = around(M "c", 1, 1, 8);
	pg_lineage_view v = {0, 1, 1};
	pg_buf b = PG_BUF_INIT;
	href_calls = 0;
	assert_int_equal(pg_lineage_render_inline(l, &v, href, "/m/", &b), PG_OK);
	const char *s = pg_buf_str(&b);
	/* d above, b and x below: two boxes wide, three rows; x's name takes two
	 * lines (and b's year one more under its name), so every box is 48 high */
	assert_non_null(strstr(s, "<svg class=\"lineage\" width=\"460\" height=\"260\""));
	assert_int_equal(href_calls, 4);
	assert_int_equal(count(s, "class=\"node\""), 3);
	assert_int_equal(count(s, "class=\"self\""), 1);
	assert_int_equal(count(s, "<line "), 3);
	assert_non_null(strstr(s, "<a href=\"/m/d&amp;\"><rect x=\"130\" y=\"10\""));
	/* the focus is in the middle and last */
	assert_non_null(strstr(s, "<a href=\"/m/c&amp;\"><rect x=\"130\" y=\"106\" width=\"200\" "
				  "height=\"48\" rx=\"6\" class=\"self\"/><text x=\"230\" y=\"134\" "
				  "text-anchor=\"middle\"><tspan x=\"230\">C</tspan></text></a>\n</svg>\n"));
	/* arrows from the bottom of c down to the tops of b and x, and from d's to c */
	assert_int_equal(count(s, "<line x1=\"230\" y1=\"154\" "), 2);
	assert_int_equal(count(s, " y2=\"202\" marker-end=\"url(#arr)\"/>"), 2);
	assert_non_null(strstr(s, "<line x1=\"230\" y1=\"58\" x2=\"230\" y2=\"106\" "));
	/* the name escaped, wrapped at a space, whole */
	assert_non_null(strstr(s, ">&lt;X&gt; &amp; &quot;Co&quot; with a name</tspan><tspan x=\""));
	assert_non_null(strstr(s, "dy=\"16\">much too long for a box</tspan>"));
	assert_null(strstr(s, "…"));
	assert_null(strstr(s, "<X>"));
	/* b's year under its name */
	assert_non_null(strstr(s, ">B</tspan><tspan x=\""));
	assert_non_null(strstr(s, "class=\"year\">2019</tspan>"));
	pg_buf_free(&b);
	/* without an href function, no links */
	assert_int_equal(pg_lineage_render_inline(l, &v, NULL, NULL, &b), PG_OK);
	assert_null(strstr(pg_buf_str(&b), "<a "));
	assert_int_equal(count(pg_buf_str(&b), "<rect "), 4);
	pg_buf_free(&b);
	pg_lineage_free(l);
}

static void test_inline_deeper_and_capped(void **state)
{
	pg_lineage *l = around(M "a", 3, 0, 0);
	pg_lineage_view v = {0, 3, 0};
	pg_buf b = PG_BUF_INIT;
	assert_int_equal(pg_lineage_render_inline(l, &v, NULL, NULL, &b), PG_OK);
	/* b, c, d in rows above a: four rows, one box wide, each 48 high (b has a year) */
	assert_non_null(strstr(pg_buf_str(&b), "width=\"240\" height=\"356\""));
	assert_int_equal(count(pg_buf_str(&b), "<line "), 3);
	pg_buf_free(&b);
	pg_lineage_free(l);
	/* ten methods extend hub: a row shows eight */
	l = around(M "hub", 1, 1, 0);
	v = (pg_lineage_view){0, 1, 1};
	assert_int_equal(pg_lineage_render_inline(l, &v, NULL, NULL, &b), PG_OK);
	assert_int_equal(count(pg_buf_str(&b), "class=\"node\""), PG_LINEAGE_INLINE_ROW);
	pg_buf_free(&b);
	pg_lineage_free(l);
	/* an edge of a method to itself is not drawn; g's edge to a is */
	l = around(M "g", 1, 1, 0);
	assert_int_equal(pg_lineage_render_inline(l, &v, NULL, NULL, &b), PG_OK);
	assert_int_equal(count(pg_buf_str(&b), "class=\"node\""), 1);
	pg_buf_free(&b);
	pg_lineage_free(l);
}

static void test_inline_nothing(void **state)
{
	pg_buf b = PG_BUF_INIT;
	pg_lineage *l = around(BASE "paper/p1", 1, 1, 8);
	pg_lineage_view v = {0, 1, 1};
	assert_int_equal(pg_lineage_render_inline(l, &v, href, "/", &b), PG_OK);
	assert_int_equal(b.len, 0);
	pg_lineage_free(l);
	/* edges exist but the view shows no step */
	l = around(M "b", 1, 1, 8);
	v = (pg_lineage_view){0, 0, 0};
	assert_int_equal(pg_lineage_render_inline(l, &v, href, "/", &b), PG_OK);
	assert_int_equal(b.len, 0);
	v.focus = (int)l->n;
	assert_int_equal(pg_lineage_render_inline(l, &v, href, "/", &b), PG_ERR_USAGE);
	pg_lineage_free(l);
	pg_buf_free(&b);
}

/* ---- the words of the drawings */

static char *wrapped(const char *s, size_t width, size_t *lines)
{
	static char out[256];
	pg_buf b = PG_BUF_INIT;
	assert_true(pg_lineage_wrap(&b, s, width, NULL, "|", lines));
	snprintf(out, sizeof out, "%s", pg_buf_str(&b));
	pg_buf_free(&b);
	return out;
}

static char *shortened(const char *s, size_t max)
{
	static char out[256];
	pg_buf b = PG_BUF_INIT;
	assert_true(pg_lineage_short_title(&b, s, max));
	snprintf(out, sizeof out, "%s", pg_buf_str(&b));
	pg_buf_free(&b);
	return out;
}

static void test_words(void **state)
{
	size_t n = 9;
	assert_string_equal(wrapped("Hierarchical Sparse Mixture of Imaginary Experts", 22, &n),
			    "Hierarchical Sparse|Mixture of Imaginary|Experts");
	assert_int_equal(n, 3);
	/* a word longer than the line stays whole */
	assert_string_equal(wrapped("Supercalifragilistic net", 10, &n), "Supercalifragilistic|net");
	assert_string_equal(wrapped("  two\t words \n ", 22, &n), "two words");
	assert_int_equal(n, 1);
	assert_string_equal(wrapped(" ", 22, &n), "");
	assert_int_equal(n, 0);
	/* characters, not bytes: five two-byte letters fit in five */
	assert_string_equal(wrapped("\xc3\x84\xc3\x84\xc3\x84\xc3\x84\xc3\x84 b", 7, &n),
			    "\xc3\x84\xc3\x84\xc3\x84\xc3\x84\xc3\x84 b");
	/* escaped word by word */
	pg_buf b = PG_BUF_INIT;
	assert_true(pg_lineage_wrap(&b, "A&B <c>", 3, pg_escape_xml, "/", NULL));
	assert_string_equal(pg_buf_str(&b), "A&amp;B/&lt;c&gt;");
	pg_buf_free(&b);

	assert_string_equal(shortened("Short enough", 40), "Short enough");
	assert_string_equal(shortened("Branching Out from Roots on an Imaginary Benchmark", 40),
			    "Branching Out from Roots on an…");
	/* the punctuation before the cut goes */
	assert_string_equal(shortened("Alpha beta gamma, delta epsilon zeta", 18), "Alpha beta gamma…");
	/* one long word is cut inside, at a character boundary */
	assert_string_equal(shortened("\xc3\x84\xc3\x84\xc3\x84\xc3\x84\xc3\x84\xc3\x84", 4),
			    "\xc3\x84\xc3\x84\xc3\x84…");
}

static void test_caption_and_dot(void **state)
{
	pg_lineage *l = around(M "b", 1, 1, 0);
	pg_buf b = PG_BUF_INIT;
	/* "B: a first made-up title" loses the name before the colon */
	assert_true(pg_lineage_caption(&b, l, 0));
	assert_string_equal(pg_buf_str(&b), "2019 · a first made-up title");
	pg_buf_free(&b);
	int a = pg_lineage_find_iri(l, M "a"), c = pg_lineage_find_iri(l, M "c");
	assert_true(pg_lineage_caption(&b, l, a));
	assert_int_equal(b.len, 0);
	pg_lineage_view v = {0, 1, 1};
	pg_diag d;
	assert_int_equal(pg_lineage_render(l, &v, PG_LINEAGE_DOT, &b, &d), PG_OK);
	const char *s = pg_buf_str(&b);
	char want[128];
	/* time runs left to right: the arrows go from what is extended to what extends it */
	assert_non_null(strstr(s, "rankdir=LR"));
	snprintf(want, sizeof want, "  m%d -> m0;\n", c);
	assert_non_null(strstr(s, want));
	snprintf(want, sizeof want, "  m0 -> m%d;\n", a);
	assert_non_null(strstr(s, want));
	/* one year, one column; the focus highlighted; a and c have no year: dashed */
	assert_non_null(strstr(s, "{ rank=same; y2019; m0; }"));
	assert_non_null(strstr(s, "m0 [id=\"lin_m0_1\", label=\"B\\n2019 · a first made-up title\""));
	assert_non_null(strstr(s, "penwidth=2"));
	assert_int_equal(count(s, "dashed"), 2);
	assert_null(strstr(s, "extends"));
	pg_buf_free(&b);
	/* no year anywhere: no axis, nothing dashed */
	pg_lineage_free(l);
	l = around(M "e", 1, 1, 0);
	assert_int_equal(pg_lineage_render(l, &v, PG_LINEAGE_DOT, &b, &d), PG_OK);
	assert_null(strstr(pg_buf_str(&b), "rank=same"));
	assert_null(strstr(pg_buf_str(&b), "dashed"));
	pg_buf_free(&b);
	v.focus = (int)l->n;
	assert_int_equal(pg_lineage_render(l, &v, PG_LINEAGE_DOT, &b, &d), PG_ERR_USAGE);
	pg_buf_free(&b);
	pg_lineage_free(l);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_step_each_way),
		cmocka_unit_test(test_depths_and_cycles),
		cmocka_unit_test(test_fanout),
		cmocka_unit_test(test_same_names_as_whole_load),
		cmocka_unit_test(test_bad_iri),
		cmocka_unit_test(test_inline_one_level),
		cmocka_unit_test(test_inline_deeper_and_capped),
		cmocka_unit_test(test_inline_nothing),
		cmocka_unit_test(test_words),
		cmocka_unit_test(test_caption_and_dot),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
