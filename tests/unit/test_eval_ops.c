/* SPDX-License-Identifier: Apache-2.0 */
/* The operators of the own evaluator (sparql/eval_ops.c) on small graphs in
 * a memory source, written for these tests: the row budget (a slice without
 * ORDER BY stops once it has its rows, ASK and EXISTS at the first
 * solution; ORDER BY and DISTINCT still meet the row bound), and the order
 * of a BGP's patterns from the source's estimates. A counting wrapper
 * around the source tells how many statements each query read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "sparql/eval.h"
#include "sparql/sparql_algebra.h"
#include "sparql/sparql_parse.h"

#define NS "http://x.example/"

/* ---- a source that counts the statements it gives */

typedef struct counting {
	sq_source base;
	sq_source *inner;  /* owned */
	size_t given;      /* statements handed to the evaluator */
	sq_match_fn fn;
	void *ctx;
} counting;

static bool on_count(void *ctx, sq_id s, sq_id p, sq_id o)
{
	counting *c = ctx;
	c->given++;
	return c->fn(c->ctx, s, p, o);
}

static pg_status c_match(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			 sq_match_fn fn, void *ctx)
{
	counting *c = (counting *)src;
	sq_match_fn saved_fn = c->fn;
	void *saved_ctx = c->ctx; /* matches nest (depth first) */
	c->fn = fn;
	c->ctx = ctx;
	pg_status st = c->inner->match(c->inner, e, g, s, p, o, on_count, c);
	c->fn = saved_fn;
	c->ctx = saved_ctx;
	return st;
}

static size_t c_estimate(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			 size_t limit)
{
	counting *c = (counting *)src;
	return c->inner->estimate(c->inner, e, g, s, p, o, limit);
}

static pg_status c_graphs(sq_source *src, sq_eval *e, sq_ids *out)
{
	counting *c = (counting *)src;
	return c->inner->graphs(c->inner, e, out);
}

static void c_free(sq_source *src)
{
	counting *c = (counting *)src;
	c->inner->free(c->inner);
	free(c);
}

typedef struct fx {
	sq_eval e;
	pg_diag d;
	counting *src;
	size_t nrows;
	char out[16384];
} fx;

static fx *fx_new(void)
{
	fx *f = calloc(1, sizeof *f);
	assert_non_null(f);
	pg_diag_clear(&f->d);
	f->src = calloc(1, sizeof *f->src);
	assert_non_null(f->src);
	f->src->inner = sq_source_mem_new();
	assert_non_null(f->src->inner);
	f->src->base = (sq_source){c_match, c_estimate, c_graphs, c_free};
	assert_int_equal(sq_eval_init(&f->e, &f->src->base, &f->d), PG_OK);
	return f;
}

static void fx_free(fx *f)
{
	sq_eval_free(&f->e);
	free(f);
}

static sq_id iri(fx *f, const char *local)
{
	char buf[128];
	snprintf(buf, sizeof buf, NS "%s", local);
	sq_id id = sq_term_iri(f->e.terms, buf);
	assert_true(id != 0);
	return id;
}

/* Adds (s p o) of local names. */
static void add(fx *f, const char *s, const char *p, const char *o)
{
	assert_true(sq_source_mem_add(f->src->inner, 0, iri(f, s), iri(f, p), iri(f, o)));
}

/* Adds `n` statements "<prefix>i p o" (o NULL: "<prefix>i p v<i>"). */
static void add_many(fx *f, const char *prefix, const char *p, const char *o, int n)
{
	for (int i = 0; i < n; i++) {
		char s[32], v[32];
		snprintf(s, sizeof s, "%s%d", prefix, i);
		snprintf(v, sizeof v, "v%d", i);
		add(f, s, p, o ? o : v);
	}
}

static const char *local(fx *f, sq_id id)
{
	const sq_term *t = sq_term_get(f->e.terms, id);
	return !t ? "_" : !strncmp(t->value, NS, strlen(NS)) ? t->value + strlen(NS) : t->value;
}

/* Every row of `rows` (over the variables a, p, b, c, q, d of the cross
 * product) is a solution: both its triples are statements. */
static void assert_cross_solutions(fx *f, const sq_rows *rows)
{
	const char *names[6] = {"a", "p", "b", "c", "q", "d"};
	size_t slot[6];
	for (int i = 0; i < 6; i++)
		slot[i] = sq_eval_slot(&f->e, names[i]);
	for (size_t r = 0; r < rows->n; r++) {
		const sq_id *row = SQ_ROW(rows, r);
		for (int t = 0; t < 6; t += 3)
			assert_int_equal(f->src->inner->estimate(f->src->inner, &f->e, 0, row[slot[t]],
								 row[slot[t + 1]], row[slot[t + 2]], SIZE_MAX), 1);
	}
}

/* Evaluates `query` (prefix ":" for NS) as the engine does (ASK: a budget
 * of one row) into `rows` (caller frees); returns the status and counts the
 * statements read from 0. */
static pg_status eval_into(fx *f, const char *query, sq_rows *rows)
{
	char q[1024];
	snprintf(q, sizeof q, "PREFIX : <" NS "> %s", query);
	sq_parsed p;
	if (sq_parse(q, strlen(q), NULL, &p, NULL, &f->d) != PG_OK) {
		print_message("# parse failed: %s\n", f->d.msg);
		fail();
	}
	sq_node *alg = sq_algebra(p.query);
	assert_non_null(alg);
	f->e.st = PG_OK;
	pg_diag_clear(&f->d);
	assert_int_equal(sq_eval_prepare(&f->e, alg), PG_OK);
	sq_rows_init(rows, f->e.nvars);
	f->src->given = 0;
	if (!strncmp(query, "ASK", 3))
		f->e.want = 1;
	pg_status st = sq_eval_op(&f->e, alg, NULL, rows);
	sq_node_free(alg);
	sq_parsed_free(&p);
	return st;
}

/* The rows of `query` for variable `var`, sorted, joined by spaces; "FAIL"
 * after a failure. f->nrows is their number. Owned by `f`. */
static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static const char *run(fx *f, const char *query, const char *var)
{
	sq_rows rows;
	pg_status st = eval_into(f, query, &rows);
	f->nrows = rows.n;
	if (st != PG_OK) {
		sq_rows_free(&rows);
		return "FAIL";
	}
	size_t k = sq_eval_slot(&f->e, var);
	const char **v = calloc(rows.n + 1, sizeof *v);
	assert_non_null(v);
	for (size_t i = 0; i < rows.n; i++)
		v[i] = local(f, k < rows.width ? SQ_ROW(&rows, i)[k] : 0);
	qsort(v, rows.n, sizeof *v, cmp_str);
	f->out[0] = '\0';
	for (size_t i = 0; i < rows.n; i++) {
		assert_true(strlen(f->out) + strlen(v[i]) + 2 < sizeof f->out);
		strcat(f->out, i ? " " : "");
		strcat(f->out, v[i]);
	}
	free(v);
	sq_rows_free(&rows);
	return f->out;
}

/* ---- the row budget */

static void test_limit_stops_a_cross_product(void **state)
{
	(void)state;
	fx *f = fx_new();
	add_many(f, "s", "p", NULL, 30); /* 900 pairs */
	f->e.max_rows = 100;
	sq_rows rows;
	/* whole, the cross product is over the bound: a clear failure */
	assert_int_equal(eval_into(f, "SELECT * { ?a ?p ?b . ?c ?q ?d }", &rows), PG_ERR_INPUT);
	assert_non_null(strstr(f->d.msg, "more than 100 rows"));
	sq_rows_free(&rows);
	/* a slice stops at its rows, and reads about as many statements */
	assert_int_equal(eval_into(f, "SELECT * { ?a ?p ?b . ?c ?q ?d } LIMIT 3", &rows), PG_OK);
	assert_int_equal(rows.n, 3);
	assert_cross_solutions(f, &rows);
	assert_true(f->src->given <= 5); /* 1 to plan, 1 + 3 */
	sq_rows_free(&rows);
	assert_int_equal(eval_into(f, "SELECT * { ?a ?p ?b . ?c ?q ?d } OFFSET 40 LIMIT 5", &rows),
			 PG_OK);
	assert_int_equal(rows.n, 5);
	assert_cross_solutions(f, &rows);
	sq_rows_free(&rows);
	/* through a projection, BIND and a subquery's slice */
	assert_int_equal(eval_into(f, "SELECT ?a (1 AS ?one) { { SELECT * { ?a ?p ?b . ?c ?q ?d } "
				      "LIMIT 50 } BIND(2 AS ?two) } LIMIT 4", &rows), PG_OK);
	assert_int_equal(rows.n, 4);
	sq_rows_free(&rows);
	/* ORDER BY and DISTINCT need every row: the bound still holds */
	assert_string_equal(run(f, "SELECT * { ?a ?p ?b . ?c ?q ?d } ORDER BY ?a LIMIT 3", "a"),
			    "FAIL");
	assert_non_null(strstr(f->d.msg, "more than 100 rows"));
	assert_string_equal(run(f, "SELECT DISTINCT * { ?a ?p ?b . ?c ?q ?d } LIMIT 3", "a"),
			    "FAIL");
	/* a FILTER above the BGP may drop rows: no budget below it */
	assert_string_equal(run(f, "SELECT * { ?a ?p ?b . ?c ?q ?d FILTER(?a != ?c) } LIMIT 3", "a"),
			    "FAIL");
	fx_free(f);
}

static void test_limited_rows_are_among_the_unlimited(void **state)
{
	(void)state;
	fx *f = fx_new();
	add_many(f, "s", "p", NULL, 6);
	add_many(f, "v", "q", "w", 4);
	add(f, "w", "r", "z");
	const char *queries[][2] = {
		{"SELECT * { ?a :p ?b . ?c :q ?d }", "b"},
		{"SELECT * { { ?a :p ?b } UNION { ?a :q ?b } }", "a"},
		{"SELECT * { ?a :q ?b OPTIONAL { ?b :r ?c } }", "c"},
		{"SELECT * { ?a :p ?b OPTIONAL { ?b :q ?c . ?c :r ?d } }", "a"},
		{"SELECT ?a { ?a :p ?b . ?b :q ?c }", "a"},
	};
	for (size_t i = 0; i < sizeof queries / sizeof *queries; i++) {
		char all[16384], q[512];
		snprintf(all, sizeof all, "%s", run(f, queries[i][0], queries[i][1]));
		size_t n = f->nrows;
		for (size_t limit = 0; limit <= n + 1; limit++) {
			snprintf(q, sizeof q, "%s LIMIT %zu", queries[i][0], limit);
			char *got = strdup(run(f, q, queries[i][1]));
			assert_non_null(got);
			assert_int_equal(f->nrows, limit < n ? limit : n);
			/* each value is one of the full answer's (a sub-multiset) */
			char *save = NULL, pool[16384];
			snprintf(pool, sizeof pool, " %s ", all);
			for (char *w = strtok_r(got, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
				char needle[128];
				snprintf(needle, sizeof needle, " %s ", w);
				char *at = strstr(pool, needle);
				assert_non_null(at);
				memset(at + 1, '#', strlen(w)); /* used */
			}
			free(got);
		}
	}
	fx_free(f);
}

static void test_ask_and_exists_stop_at_the_first_solution(void **state)
{
	(void)state;
	fx *f = fx_new();
	add_many(f, "s", "p", NULL, 30);
	add_many(f, "t", "q", NULL, 30);
	f->e.max_rows = 100;
	sq_rows rows;
	assert_int_equal(eval_into(f, "ASK { ?a ?p ?b . ?c ?q ?d }", &rows), PG_OK);
	assert_true(rows.n >= 1);
	assert_true(f->src->given <= 3); /* 1 to plan, 1 + 1 */
	sq_rows_free(&rows);
	assert_int_equal(eval_into(f, "ASK { ?a :p ?b . ?c :nothing ?d }", &rows), PG_OK);
	assert_int_equal(rows.n, 0);
	sq_rows_free(&rows);
	/* EXISTS: one solution of its pattern per row, not its 30 */
	assert_string_equal(run(f, "SELECT ?a { ?a :p ?b FILTER EXISTS { ?c :q ?d . ?e :q ?g } }",
				"a"), "s0 s1 s10 s11 s12 s13 s14 s15 s16 s17 s18 s19 s2 s20 s21 s22 s23 "
				      "s24 s25 s26 s27 s28 s29 s3 s4 s5 s6 s7 s8 s9");
	assert_true(f->src->given <= 30 + 30 * 2 + 1); /* whole: 30 + 30 * 60 */
	assert_int_equal(f->nrows, 30);
	assert_string_equal(run(f, "SELECT ?a { ?a :p ?b FILTER NOT EXISTS { ?c :q ?d . ?e :q ?g } }",
				"a"), "");
	fx_free(f);
}

/* ---- the order of a BGP's patterns */

static void test_join_order_from_estimates(void **state)
{
	(void)state;
	fx *f = fx_new();
	add_many(f, "x", "common", "v", 200);
	add(f, "x7", "rare", "y");
	/* by fixed weights the constant-object pattern came first: 200 lookups */
	assert_string_equal(run(f, "SELECT ?x { ?x :common :v . ?x :rare ?y }", "x"), "x7");
	assert_true(f->src->given <= 3);
	/* without estimates, the weights (the old order) */
	f->src->base.estimate = NULL;
	assert_string_equal(run(f, "SELECT ?x { ?x :common :v . ?x :rare ?y }", "x"), "x7");
	assert_true(f->src->given >= 200);
	f->src->base.estimate = c_estimate;
	/* the depth-first walk of a slice chooses its first pattern the same way */
	assert_string_equal(run(f, "SELECT ?x { ?x :common :v . ?x :rare ?y } LIMIT 1", "x"), "x7");
	assert_true(f->src->given <= 3);
	fx_free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_limit_stops_a_cross_product),
		cmocka_unit_test(test_limited_rows_are_among_the_unlimited),
		cmocka_unit_test(test_ask_and_exists_stop_at_the_first_solution),
		cmocka_unit_test(test_join_order_from_estimates),
	};
	return PG_RUN_TESTS(tests);
}
