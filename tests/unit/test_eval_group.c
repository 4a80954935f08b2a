/* SPDX-License-Identifier: Apache-2.0 */
/* GROUP BY and the aggregates (sparql/eval_group.c): queries parsed and
 * translated by the project's own front end, the SQ_A_GROUP node's input
 * rows made by hand, its output rows read back. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "sparql/eval.h"
#include "sparql/eval_value.h"
#include "sparql/sparql_algebra.h"
#include "sparql/sparql_parse.h"

typedef struct fx {
	sq_eval e;
	pg_diag d;
	sq_node *alg;
	const sq_node *group;
	sq_rows in, out;
} fx;

static const sq_node *find_group(const sq_node *n)
{
	if (!n)
		return NULL;
	if (n->kind == SQ_A_GROUP)
		return n;
	for (size_t i = 0; i < n->n; i++) {
		const sq_node *g = find_group(n->kids[i]);
		if (g)
			return g;
	}
	return NULL;
}

static void open_query(fx *f, const char *q)
{
	sq_parsed p;
	memset(f, 0, sizeof *f);
	assert_int_equal(sq_parse(q, strlen(q), NULL, &p, NULL, &f->d), PG_OK);
	f->alg = sq_algebra(p.query);
	sq_parsed_free(&p);
	assert_non_null(f->alg);
	assert_int_equal(sq_eval_init(&f->e, NULL, &f->d), PG_OK);
	assert_int_equal(sq_eval_prepare(&f->e, f->alg), PG_OK);
	f->group = find_group(f->alg);
	assert_non_null(f->group);
	sq_rows_init(&f->in, f->e.nvars);
	sq_rows_init(&f->out, f->e.nvars);
}

static void close_query(fx *f)
{
	sq_rows_free(&f->in);
	sq_rows_free(&f->out);
	sq_eval_free(&f->e);
	sq_node_free(f->alg);
}

static size_t slot(fx *f, const char *var)
{
	size_t s = sq_eval_slot(&f->e, var);
	assert_true(s < f->in.width);
	return s;
}

/* Adds an input row: pairs of variable name, term id; NULL ends. */
static void row(fx *f, ...)
{
	sq_id *r = sq_rows_push(&f->in);
	assert_non_null(r);
	va_list ap;
	va_start(ap, f);
	for (const char *v; (v = va_arg(ap, const char *));) {
		sq_id id = va_arg(ap, sq_id);
		r[slot(f, v)] = id;
	}
	va_end(ap);
}

static sq_id lit(fx *f, const char *lex, const char *dtype)
{
	sq_id v = sq_term_literal(f->e.terms, lex, NULL, dtype);
	assert_int_not_equal(v, 0);
	return v;
}
#define INT(f, s) lit(f, s, SQ_XSD "integer")
#define DEC(f, s) lit(f, s, SQ_XSD "decimal")
#define DBL(f, s) lit(f, s, SQ_XSD "double")
#define STR(f, s) lit(f, s, NULL)

static sq_id iri(fx *f, const char *s) { return sq_term_iri(f->e.terms, s); }

static pg_status run(fx *f) { return sq_eval_group(&f->e, f->group, &f->in, &f->out); }

/* Output row i's value of `var` (an aggregate is ".N"). */
static sq_id out(fx *f, size_t i, const char *var)
{
	assert_true(i < f->out.n);
	return SQ_ROW(&f->out, i)[slot(f, var)];
}

/* The term `v` is the literal lex^^dtype (dtype NULL: a simple literal). */
static void is_lit(fx *f, sq_id v, const char *lex, const char *dtype)
{
	const sq_term *t = sq_term_get(f->e.terms, v);
	assert_non_null(t);
	assert_int_equal(t->kind, PG_TERM_LITERAL);
	if (lex)
		assert_string_equal(t->value, lex);
	assert_null(t->lang);
	if (dtype) {
		assert_non_null(t->dtype);
		assert_string_equal(t->dtype, dtype);
	} else {
		assert_null(t->dtype);
	}
}

static void test_no_group_by_over_no_rows_is_one_group(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT (COUNT(*) AS ?c) (SUM(?x) AS ?s) (AVG(?x) AS ?a) (MIN(?x) AS ?m) "
		       "(GROUP_CONCAT(?x) AS ?g) (SAMPLE(?x) AS ?z) (COUNT(?x) AS ?n) { ?s2 ?p ?x }");
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, 1);
	is_lit(&f, out(&f, 0, ".0"), "0", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, ".1"), "0", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, ".2"), "0", SQ_XSD "integer");
	assert_int_equal(out(&f, 0, ".3"), 0);
	is_lit(&f, out(&f, 0, ".4"), "", NULL);
	assert_int_equal(out(&f, 0, ".5"), 0);
	is_lit(&f, out(&f, 0, ".6"), "0", SQ_XSD "integer");
	close_query(&f);
}

static void test_group_by_over_no_rows_is_no_group(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (COUNT(*) AS ?c) { ?k ?p ?x } GROUP BY ?k");
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, 0);
	close_query(&f);
}

static void test_count_distinct(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (COUNT(DISTINCT ?x) AS ?d) (COUNT(?x) AS ?n) (COUNT(*) AS ?c) "
		       "(COUNT(DISTINCT *) AS ?r) { ?k ?p ?x } GROUP BY ?k");
	sq_id a = iri(&f, "http://example.org/a"), b = iri(&f, "http://example.org/b");
	sq_id one = INT(&f, "1"), one_s = STR(&f, "1"), two = INT(&f, "2");
	row(&f, "k", a, "x", one, NULL);
	row(&f, "k", b, "x", two, NULL);
	row(&f, "k", a, "x", one, NULL);
	row(&f, "k", a, "x", one_s, NULL); /* not the same term as 1 */
	row(&f, "k", a, NULL);             /* ?x unbound: not counted */
	row(&f, "k", a, "x", one, "p", b, NULL); /* another row, the same ?x */
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, 2);
	/* groups in the order of their first rows; the key is bound */
	assert_int_equal(out(&f, 0, "k"), a);
	assert_int_equal(out(&f, 1, "k"), b);
	assert_int_equal(out(&f, 0, "x"), 0); /* only keys and aggregates */
	is_lit(&f, out(&f, 0, ".0"), "2", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, ".1"), "4", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, ".2"), "5", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, ".3"), "4", SQ_XSD "integer"); /* rows 1 and 3 are equal */
	is_lit(&f, out(&f, 1, ".0"), "1", SQ_XSD "integer");
	is_lit(&f, out(&f, 1, ".2"), "1", SQ_XSD "integer");
	close_query(&f);
}

static void test_group_concat(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (GROUP_CONCAT(?x; SEPARATOR=\"|\") AS ?g) (GROUP_CONCAT(?x) AS ?h) "
		       "(GROUP_CONCAT(DISTINCT ?x ; separator=\"\") AS ?i) { ?k ?p ?x } GROUP BY ?k");
	sq_id a = iri(&f, "http://example.org/a"), b = iri(&f, "http://example.org/b");
	sq_id c = iri(&f, "http://example.org/c");
	sq_id en = sq_term_literal(f.e.terms, "b", "en", NULL);
	row(&f, "k", a, "x", STR(&f, "a"), NULL);
	row(&f, "k", a, "x", en, NULL);
	row(&f, "k", a, NULL); /* unbound: left out */
	row(&f, "k", a, "x", c, NULL);
	row(&f, "k", a, "x", INT(&f, "7"), NULL);
	row(&f, "k", a, "x", STR(&f, "a"), NULL);
	row(&f, "k", a, "x", en, NULL);
	/* a blank node has no string: an error */
	row(&f, "k", b, "x", STR(&f, "z"), NULL);
	row(&f, "k", b, "x", sq_term_blank(f.e.terms, "n1"), NULL);
	/* one language for all: still a simple literal (W3C agg-groupconcat-04) */
	sq_id d = iri(&f, "http://example.org/d");
	row(&f, "k", d, "x", sq_term_literal(f.e.terms, "1", "en", NULL), NULL);
	row(&f, "k", d, "x", sq_term_literal(f.e.terms, "2", "en", NULL), NULL);
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, 3);
	is_lit(&f, out(&f, 0, ".0"), "a|b|http://example.org/c|7|a|b", NULL);
	is_lit(&f, out(&f, 0, ".1"), "a b http://example.org/c 7 a b", NULL);
	is_lit(&f, out(&f, 0, ".2"), "abhttp://example.org/c7", NULL);
	assert_int_equal(out(&f, 1, ".0"), 0);
	is_lit(&f, out(&f, 2, ".1"), "1 2", NULL);
	close_query(&f);
}

static void test_sum_and_avg_promote_types(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (SUM(?x) AS ?s) (AVG(?x) AS ?a) (SUM(DISTINCT ?x) AS ?d) "
		       "{ ?k ?p ?x } GROUP BY ?k");
	sq_id k[5];
	const char *names[5] = {"http://example.org/i", "http://example.org/m", "http://example.org/d",
				"http://example.org/e", "http://example.org/u"};
	for (int i = 0; i < 5; i++)
		k[i] = iri(&f, names[i]);
	row(&f, "k", k[0], "x", INT(&f, "1"), NULL);
	row(&f, "k", k[0], "x", INT(&f, "2"), NULL);
	row(&f, "k", k[0], "x", INT(&f, "2"), NULL);
	row(&f, "k", k[0], "x", INT(&f, "3"), NULL);
	row(&f, "k", k[1], "x", INT(&f, "1"), NULL);
	row(&f, "k", k[1], "x", DEC(&f, "2.5"), NULL);
	row(&f, "k", k[2], "x", INT(&f, "1"), NULL);
	row(&f, "k", k[2], "x", DBL(&f, "1.0E2"), NULL);
	row(&f, "k", k[3], "x", INT(&f, "1"), NULL);
	row(&f, "k", k[3], "x", STR(&f, "a"), NULL); /* no number: an error */
	row(&f, "k", k[4], "x", INT(&f, "1"), NULL);
	row(&f, "k", k[4], NULL); /* unbound: SUM and AVG are errors too */
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, 5);
	is_lit(&f, out(&f, 0, ".0"), "8", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, ".1"), "2.0", SQ_XSD "decimal");
	is_lit(&f, out(&f, 0, ".2"), "6", SQ_XSD "integer");
	is_lit(&f, out(&f, 1, ".0"), "3.5", SQ_XSD "decimal");
	is_lit(&f, out(&f, 1, ".1"), "1.75", SQ_XSD "decimal");
	is_lit(&f, out(&f, 2, ".0"), NULL, SQ_XSD "double");
	is_lit(&f, out(&f, 2, ".1"), NULL, SQ_XSD "double");
	assert_int_equal(out(&f, 3, ".0"), 0);
	assert_int_equal(out(&f, 3, ".1"), 0);
	assert_int_equal(out(&f, 4, ".0"), 0);
	assert_int_equal(out(&f, 4, ".1"), 0);
	close_query(&f);
}

static void test_min_max_sample(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (MIN(?x) AS ?lo) (MAX(?x) AS ?hi) (SAMPLE(?x) AS ?any) "
		       "{ ?k ?p ?x } GROUP BY ?k");
	sq_id a = iri(&f, "http://example.org/a"), b = iri(&f, "http://example.org/b");
	sq_id ten = INT(&f, "10"), low = DEC(&f, "2.5");
	row(&f, "k", a, NULL);
	row(&f, "k", a, "x", INT(&f, "3"), NULL);
	row(&f, "k", a, "x", ten, NULL); /* 10 > 3 as numbers, not as text */
	row(&f, "k", a, "x", low, NULL);
	row(&f, "k", b, "x", INT(&f, "3"), NULL);
	row(&f, "k", b, "x", a, NULL); /* an IRI orders before literals */
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, 2);
	assert_int_equal(out(&f, 0, ".0"), low);
	assert_int_equal(out(&f, 0, ".1"), ten);
	assert_int_not_equal(out(&f, 0, ".2"), 0);
	assert_int_equal(out(&f, 1, ".0"), a);
	close_query(&f);
}

static void test_error_key_is_a_group_of_its_own(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?y (COUNT(*) AS ?c) { ?s ?p ?x } GROUP BY (?x + 1 AS ?y) ?s");
	sq_id s = iri(&f, "http://example.org/s");
	row(&f, "s", s, "x", INT(&f, "1"), NULL);
	row(&f, "s", s, "x", STR(&f, "a"), NULL);
	row(&f, "s", s, "x", INT(&f, "1"), NULL);
	row(&f, "s", s, "x", s, NULL);
	row(&f, "s", s, NULL);
	row(&f, "s", s, "x", DEC(&f, "1.0"), NULL); /* 2.0, another key than 2 */
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, 3);
	is_lit(&f, out(&f, 0, "y"), "2", SQ_XSD "integer");
	assert_int_equal(out(&f, 0, "s"), s);
	is_lit(&f, out(&f, 0, ".0"), "2", SQ_XSD "integer");
	assert_int_equal(out(&f, 1, "y"), 0);
	is_lit(&f, out(&f, 1, ".0"), "3", SQ_XSD "integer");
	is_lit(&f, out(&f, 2, "y"), NULL, SQ_XSD "decimal");
	close_query(&f);
}

static void test_many_groups_keep_first_appearance_order(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (COUNT(*) AS ?c) (SUM(?x) AS ?s) { ?k ?p ?x } GROUP BY ?k");
	enum { N = 5000, G = 797 };
	sq_id key[G];
	char name[64];
	for (int g = 0; g < G; g++) {
		snprintf(name, sizeof name, "http://example.org/k%d", (g * 7919) % G);
		key[g] = iri(&f, name);
	}
	sq_id one = INT(&f, "1");
	for (int i = 0; i < N; i++)
		row(&f, "k", key[i % G], "x", one, NULL);
	assert_int_equal(run(&f), PG_OK);
	assert_int_equal(f.out.n, G);
	for (int g = 0; g < G; g++) {
		assert_int_equal(out(&f, (size_t)g, "k"), key[g]);
		int n = N / G + (g < N % G);
		snprintf(name, sizeof name, "%d", n);
		is_lit(&f, out(&f, (size_t)g, ".0"), name, SQ_XSD "integer");
		is_lit(&f, out(&f, (size_t)g, ".1"), name, SQ_XSD "integer");
	}
	close_query(&f);
}

static void test_too_many_groups_is_a_failure(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (COUNT(*) AS ?c) { ?k ?p ?x } GROUP BY ?k");
	f.e.max_rows = 2;
	char name[64];
	for (int i = 0; i < 3; i++) {
		snprintf(name, sizeof name, "http://example.org/k%d", i);
		row(&f, "k", iri(&f, name), NULL);
	}
	assert_int_not_equal(run(&f), PG_OK);
	assert_true(sq_eval_failed(&f.e));
	close_query(&f);
}

/* HAVING and ORDER BY over a grouped query: the same aggregate is lifted
 * once, and the FILTER of HAVING sits on the group. */
static void test_having_and_order_by_share_the_aggregate(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (SUM(?x) AS ?s) { ?k ?p ?x } GROUP BY ?k "
		       "HAVING (SUM(?x) > 2) ORDER BY DESC(SUM(?x)) ?k");
	assert_int_equal(f.group->kids[1]->n, 1);
	const sq_node *filter = f.alg;
	while (filter && filter->kind != SQ_A_FILTER)
		filter = sq_kid(filter, filter->kind == SQ_A_EXTEND ? 2 : filter->kind == SQ_A_ORDER ? 1
				: filter->kind == SQ_A_PROJECT ? 1 : 0);
	assert_non_null(filter);
	assert_ptr_equal(sq_kid(filter, 1), f.group);
	close_query(&f);
}

/* ---- out of memory: malloc, calloc and realloc of the objects linked in
 * are wrapped (-Wl,--wrap); armed, the one after `oom_after` more fails. */

static long oom_after = -1;
void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);

static bool oom_now(void) { return oom_after >= 0 && oom_after-- == 0; }
void *__wrap_malloc(size_t n) { return oom_now() ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t n, size_t size) { return oom_now() ? NULL : __real_calloc(n, size); }
void *__wrap_realloc(void *p, size_t n) { return oom_now() ? NULL : __real_realloc(p, n); }

static void test_out_of_memory_is_a_status(void **state)
{
	(void)state;
	fx f;
	open_query(&f, "SELECT ?k (COUNT(DISTINCT ?x) AS ?d) (COUNT(DISTINCT *) AS ?r) (SUM(?x) AS ?s) "
		       "(AVG(?x) AS ?a) (GROUP_CONCAT(DISTINCT ?x) AS ?g) (MAX(?x) AS ?m) "
		       "{ ?k ?p ?x } GROUP BY ?k");
	char name[64];
	for (int i = 0; i < 60; i++) {
		snprintf(name, sizeof name, "http://example.org/k%d", i % 7);
		sq_id k = iri(&f, name);
		snprintf(name, sizeof name, "%d", i % 5);
		row(&f, "k", k, "x", INT(&f, name), NULL);
	}
	long k;
	for (k = 0; k < 100000; k++) {
		f.e.st = PG_OK;
		oom_after = k;
		pg_status st = run(&f);
		bool armed = oom_after >= 0; /* no allocation failed */
		oom_after = -1;
		if (armed) {
			assert_int_equal(st, PG_OK);
			break;
		}
		assert_int_equal(st, PG_ERR_NOMEM);
		sq_rows_free(&f.out);
	}
	assert_true(k > 5); /* it did allocate, and failed each time */
	assert_int_equal(f.out.n, 7);
	is_lit(&f, out(&f, 0, ".4"), "0 2 4 1 3", NULL); /* rows 0, 7, 14, 21, 28 */
	close_query(&f);
}

/* ---- whole queries through sq_eval_op, over statements in memory:
 * ex:a ex:p 1, 2, 3. ex:b ex:p 5. ex:c ex:p 7, 8. */

#define EX "http://example.org/"

static void whole_query(fx *f, const char *q)
{
	sq_parsed p;
	memset(f, 0, sizeof *f);
	assert_int_equal(sq_parse(q, strlen(q), NULL, &p, NULL, &f->d), PG_OK);
	f->alg = sq_algebra(p.query);
	sq_parsed_free(&p);
	assert_non_null(f->alg);
	sq_source *src = sq_source_mem_new();
	assert_non_null(src);
	assert_int_equal(sq_eval_init(&f->e, src, &f->d), PG_OK);
	assert_int_equal(sq_eval_prepare(&f->e, f->alg), PG_OK);
	static const char *const data[][2] = {{"a", "1"}, {"a", "2"}, {"a", "3"},
					      {"b", "5"}, {"c", "7"}, {"c", "8"}};
	sq_id pred = iri(f, EX "p");
	for (size_t i = 0; i < sizeof data / sizeof *data; i++) {
		char name[64];
		snprintf(name, sizeof name, EX "%s", data[i][0]);
		assert_true(sq_source_mem_add(src, 0, iri(f, name), pred, INT(f, data[i][1])));
	}
	sq_rows_init(&f->in, f->e.nvars);
	sq_rows_init(&f->out, f->e.nvars);
	assert_int_equal(sq_eval_op(&f->e, f->alg, NULL, &f->out), PG_OK);
}

static void test_query_having_and_order_by_an_alias(void **state)
{
	(void)state;
	fx f;
	whole_query(&f, "SELECT ?k (SUM(?o) AS ?s) (COUNT(*) AS ?c) { ?k <" EX "p> ?o } GROUP BY ?k "
			"HAVING (COUNT(*) > 1) ORDER BY DESC(?s)");
	assert_int_equal(f.out.n, 2);
	assert_int_equal(out(&f, 0, "k"), iri(&f, EX "c"));
	is_lit(&f, out(&f, 0, "s"), "15", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, "c"), "2", SQ_XSD "integer");
	assert_int_equal(out(&f, 1, "k"), iri(&f, EX "a"));
	is_lit(&f, out(&f, 1, "s"), "6", SQ_XSD "integer");
	assert_int_equal(out(&f, 1, ".0"), 0); /* projected away */
	close_query(&f);
}

static void test_query_having_and_order_by_unprojected_aggregates(void **state)
{
	(void)state;
	fx f;
	whole_query(&f, "SELECT ?k { ?k <" EX "p> ?o } GROUP BY ?k HAVING (SUM(?o) > 5) "
			"ORDER BY (MAX(?o))");
	assert_int_equal(f.out.n, 2);
	assert_int_equal(out(&f, 0, "k"), iri(&f, EX "a"));
	assert_int_equal(out(&f, 1, "k"), iri(&f, EX "c"));
	close_query(&f);
}

static void test_query_without_matches(void **state)
{
	(void)state;
	fx f;
	whole_query(&f, "SELECT (COUNT(*) AS ?c) (SUM(?o) AS ?s) (MAX(?o) AS ?m) { ?k <" EX "q> ?o }");
	assert_int_equal(f.out.n, 1);
	is_lit(&f, out(&f, 0, "c"), "0", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, "s"), "0", SQ_XSD "integer");
	assert_int_equal(out(&f, 0, "m"), 0);
	close_query(&f);
	whole_query(&f, "SELECT ?k (COUNT(*) AS ?c) { ?k <" EX "q> ?o } GROUP BY ?k");
	assert_int_equal(f.out.n, 0);
	close_query(&f);
}

static void test_query_groups_of_a_subquery(void **state)
{
	(void)state;
	fx f;
	whole_query(&f, "SELECT (COUNT(*) AS ?g) (SUM(?n) AS ?t) (MAX(?n) AS ?m) "
			"{ SELECT ?k (COUNT(*) AS ?n) { ?k <" EX "p> ?o } GROUP BY ?k }");
	assert_int_equal(f.out.n, 1);
	is_lit(&f, out(&f, 0, "g"), "3", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, "t"), "6", SQ_XSD "integer");
	is_lit(&f, out(&f, 0, "m"), "3", SQ_XSD "integer");
	close_query(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_no_group_by_over_no_rows_is_one_group),
		cmocka_unit_test(test_group_by_over_no_rows_is_no_group),
		cmocka_unit_test(test_count_distinct),
		cmocka_unit_test(test_group_concat),
		cmocka_unit_test(test_sum_and_avg_promote_types),
		cmocka_unit_test(test_min_max_sample),
		cmocka_unit_test(test_error_key_is_a_group_of_its_own),
		cmocka_unit_test(test_many_groups_keep_first_appearance_order),
		cmocka_unit_test(test_too_many_groups_is_a_failure),
		cmocka_unit_test(test_having_and_order_by_share_the_aggregate),
		cmocka_unit_test(test_out_of_memory_is_a_status),
		cmocka_unit_test(test_query_having_and_order_by_an_alias),
		cmocka_unit_test(test_query_having_and_order_by_unprojected_aggregates),
		cmocka_unit_test(test_query_without_matches),
		cmocka_unit_test(test_query_groups_of_a_subquery),
	};
	return PG_RUN_TESTS(tests);
}
