/* SPDX-License-Identifier: Apache-2.0 */
/* Property paths of the own evaluator (sparql/eval_path.c, section 18.4) on
 * small graphs in a memory source, written for these tests: cycles under +
 * and *, zero-length paths with constants the graph does not hold and with
 * seed-bound variables, ?x p* ?y over every node, the same variable at both
 * ends, inverses, negated property sets, duplicates kept by alternatives
 * and sequences and removed by * + ?, named graphs and the row limit; and
 * a few of them over the store (literals, blank nodes, graphs). The
 * shapes of the W3C tests (diamond with loop, nested star, pp16) are
 * rebuilt here on made-up IRIs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "sparql/eval.h"
#include "sparql/eval_source.h"
#include "sparql/sparql_algebra.h"
#include "sparql/sparql_parse.h"
#include "unit_store.h"

#define NS "http://x.example/"

typedef struct fx {
	sq_eval e;
	pg_diag d;
	sq_source *src;
	char out[8192];
} fx;

static fx *fx_new(void)
{
	fx *f = calloc(1, sizeof *f);
	assert_non_null(f);
	pg_diag_clear(&f->d);
	f->src = sq_source_mem_new();
	assert_non_null(f->src);
	assert_int_equal(sq_eval_init(&f->e, f->src, &f->d), PG_OK);
	return f;
}

/* A fixture reading store `st` (its default graph the merge of its graphs). */
static fx *fx_new_store(pg_store *st)
{
	fx *f = calloc(1, sizeof *f);
	assert_non_null(f);
	pg_diag_clear(&f->d);
	f->src = sq_source_store_new(st, NULL, 0, NULL, 0, false);
	assert_non_null(f->src);
	assert_int_equal(sq_eval_init(&f->e, f->src, &f->d), PG_OK);
	return f;
}

static void fx_free(fx *f)
{
	sq_eval_free(&f->e);
	free(f);
}

/* The id of a term written as a local name ("a"), or a literal ("\"t\""). */
static sq_id term(fx *f, const char *t)
{
	sq_id id;
	if (t[0] == '"') {
		char lex[64];
		snprintf(lex, sizeof lex, "%.*s", (int)strlen(t) - 2, t + 1);
		id = sq_term_literal(f->e.terms, lex, NULL, NULL);
	} else {
		char iri[128];
		snprintf(iri, sizeof iri, NS "%s", t);
		id = sq_term_iri(f->e.terms, iri);
	}
	assert_true(id != 0);
	return id;
}

/* Adds the statements of `ttl`: "s p o . s p o ." of local names, in graph
 * `g` (a local name, or NULL for the default graph). */
static void add_in(fx *f, const char *g, const char *ttl)
{
	char buf[1024];
	snprintf(buf, sizeof buf, "%s", ttl);
	char *save = NULL, *w[3];
	int n = 0;
	sq_id gid = g ? term(f, g) : 0;
	for (char *tok = strtok_r(buf, " \n", &save); tok; tok = strtok_r(NULL, " \n", &save)) {
		if (!strcmp(tok, ".")) {
			assert_int_equal(n, 3);
			assert_true(sq_source_mem_add(f->src, gid, term(f, w[0]), term(f, w[1]),
						      term(f, w[2])));
			n = 0;
			continue;
		}
		assert_true(n < 3);
		w[n++] = tok;
	}
	assert_int_equal(n, 0);
}

static void add(fx *f, const char *ttl) { add_in(f, NULL, ttl); }

/* The first SQ_A_PATH node of an algebra tree. */
static const sq_node *find_path(const sq_node *n)
{
	if (!n)
		return NULL;
	if (n->kind == SQ_A_PATH)
		return n;
	for (size_t i = 0; i < n->n; i++) {
		const sq_node *p = find_path(n->kids[i]);
		if (p)
			return p;
	}
	return NULL;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The local name of a term, its lexical form in quotes, or B for a blank
 * node (the store may name it anew). */
static void show(fx *f, sq_id id, char *out, size_t size)
{
	const sq_term *t = sq_term_get(f->e.terms, id);
	if (!t)
		snprintf(out, size, "_");
	else if (t->kind == PG_TERM_LITERAL)
		snprintf(out, size, "\"%s\"", t->value);
	else if (t->kind == PG_TERM_BLANK)
		snprintf(out, size, "B");
	else
		snprintf(out, size, "%s", !strncmp(t->value, NS, strlen(NS)) ? t->value + strlen(NS)
									 : t->value);
}

/* Evaluates the path of `pattern` (a group's body, prefix ":" for NS) with
 * the seed `seedvar` = `seedval` (both NULL for none) and returns its rows,
 * sorted, one "v1,v2" per row for the variables `vars` ("x,y"), joined by
 * spaces; "FAIL" after a failure. Owned by `f`. */
static const char *run_seed(fx *f, const char *pattern, const char *vars, const char *seedvar,
			    const char *seedval)
{
	char q[512];
	snprintf(q, sizeof q, "PREFIX : <" NS "> SELECT * WHERE { %s }", pattern);
	sq_parsed p;
	if (sq_parse(q, strlen(q), NULL, &p, NULL, &f->d) != PG_OK) {
		print_message("# parse failed: %s\n", f->d.msg);
		fail();
	}
	sq_node *alg = sq_algebra(p.query);
	assert_non_null(alg);
	const sq_node *path = find_path(alg);
	assert_non_null(path);
	/* after a failure prepare returns it: the evaluation must stop at once */
	assert_true(sq_eval_prepare(&f->e, alg) == PG_OK || sq_eval_failed(&f->e));

	size_t slots[4], nv = 0;
	char names[64];
	snprintf(names, sizeof names, "%s", vars);
	char *save = NULL;
	for (char *v = strtok_r(names, ",", &save); v && nv < 4; v = strtok_r(NULL, ",", &save))
		slots[nv++] = sq_eval_slot(&f->e, v);
	sq_id *seed = NULL;
	if (seedvar) {
		seed = calloc(f->e.nvars + 1, sizeof *seed);
		assert_non_null(seed);
		size_t s = sq_eval_slot(&f->e, seedvar);
		assert_true(s < f->e.nvars);
		seed[s] = term(f, seedval);
	}
	sq_rows out;
	sq_rows_init(&out, f->e.nvars);
	pg_status st = sq_eval_path(&f->e, path, seed, &out);
	if (st != PG_OK) {
		snprintf(f->out, sizeof f->out, "FAIL");
	} else {
		char **lines = calloc(out.n + 1, sizeof *lines);
		assert_non_null(lines);
		for (size_t i = 0; i < out.n; i++) {
			char line[512] = "", one[96];
			const sq_id *row = SQ_ROW(&out, i);
			for (size_t k = 0; k < nv; k++) {
				show(f, slots[k] < out.width ? row[slots[k]] : 0, one, sizeof one);
				strcat(line, k ? "," : "");
				strcat(line, one);
			}
			/* the seed's bindings are carried */
			if (seed)
				for (size_t k = 0; k < f->e.nvars; k++)
					if (seed[k])
						assert_int_equal(row[k], seed[k]);
			lines[i] = strdup(line);
			assert_non_null(lines[i]);
		}
		qsort(lines, out.n, sizeof *lines, cmp_str);
		size_t len = 0;
		f->out[0] = '\0';
		for (size_t i = 0; i < out.n; i++) {
			int w = snprintf(f->out + len, sizeof f->out - len, "%s%s", i ? " " : "", lines[i]);
			assert_true(w >= 0 && (size_t)w < sizeof f->out - len); /* room for all */
			len += (size_t)w;
			free(lines[i]);
		}
		free(lines);
	}
	sq_rows_free(&out);
	free(seed);
	sq_node_free(alg);
	sq_parsed_free(&p);
	return f->out;
}

static const char *run(fx *f, const char *pattern, const char *vars)
{
	return run_seed(f, pattern, vars, NULL, NULL);
}

static void test_cycles_end_and_give_each_pair_once(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b . b p a . b q c .");
	assert_string_equal(run(f, ":a :p+ ?y", "y"), "a b");
	assert_string_equal(run(f, ":a :p* ?y", "y"), "a b");
	assert_string_equal(run(f, "?x :p+ :a", "x"), "a b");
	assert_string_equal(run(f, "?x :p+ ?y", "x,y"), "a,a a,b b,a b,b");
	/* zero steps from every node of the graph, c too */
	assert_string_equal(run(f, "?x :p* ?y", "x,y"), "a,a a,b b,a b,b c,c");
	assert_string_equal(run(f, ":a :p+ :a", "x"), "_");
	assert_string_equal(run(f, ":a :p+ :c", "x"), "");
	assert_string_equal(run(f, ":a (:p|:q)+ :c", "x"), "_");
	assert_string_equal(run(f, "?x (:p|:q)* :c", "x"), "a b c");
	fx_free(f);
}

static void test_zero_length_constants_not_in_the_graph(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b .");
	assert_string_equal(run(f, ":z :p* ?y", "y"), "z");
	assert_string_equal(run(f, "?x :p* :z", "x"), "z");
	assert_string_equal(run(f, ":z :p* :z", "x"), "_");
	assert_string_equal(run(f, ":z :p? ?y", "y"), "z");
	assert_string_equal(run(f, "?x :p? :z", "x"), "z");
	assert_string_equal(run(f, ":z :p+ ?y", "y"), "");
	assert_string_equal(run(f, ":a :p* :z", "x"), "");
	assert_string_equal(run(f, "\"t\" :p* ?y", "y"), "\"t\"");
	assert_string_equal(run(f, ":a :p? ?y", "y"), "a b");
	fx_free(f);
}

static void test_empty_graph(void **state)
{
	(void)state;
	fx *f = fx_new();
	assert_string_equal(run(f, ":s :p* ?o", "o"), "s");
	assert_string_equal(run(f, "?s :p* :o", "s"), "o");
	assert_string_equal(run(f, ":s :p? ?o", "o"), "s");
	assert_string_equal(run(f, "?s :p* ?o", "s,o"), "");
	assert_string_equal(run(f, "?s :p? ?s", "s"), "");
	fx_free(f);
}

/* The path is joined with the seed: a variable bound there ranges over the
 * graph's nodes only (W3C values_and_path), a constant does not. */
static void test_seed_bound_ends(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b . b p c .");
	assert_string_equal(run_seed(f, "?x :p* ?y", "x,y", "x", "a"), "a,a a,b a,c");
	assert_string_equal(run_seed(f, "?x :p+ ?y", "x,y", "y", "c"), "a,c b,c");
	assert_string_equal(run_seed(f, "?x :p* ?y", "x,y", "x", "z"), "");
	assert_string_equal(run_seed(f, "?x :p? ?x", "x", "x", "z"), "");
	assert_string_equal(run_seed(f, "?x :p? ?x", "x", "x", "\"1\""), "");
	assert_string_equal(run_seed(f, "?x :p* :z", "x", "x", "z"), "z");
	assert_string_equal(run_seed(f, "?x :p* ?x", "x", "x", "b"), "b");
	assert_string_equal(run_seed(f, "?x :p+ ?x", "x", "x", "b"), "");
	/* a seed binding of another variable is carried to every row */
	assert_string_equal(run_seed(f, ":a :p+ ?y", "y,w", "w", "q"), "b,q c,q");
	fx_free(f);
}

static void test_same_variable_at_both_ends(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b . b p a . b q c .");
	assert_string_equal(run(f, "?x :p+ ?x", "x"), "a b");
	assert_string_equal(run(f, "?x :q* ?x", "x"), "a b c");
	assert_string_equal(run(f, "?x :q+ ?x", "x"), "");
	assert_string_equal(run(f, "?x :q? ?x", "x"), "a b c");
	assert_string_equal(run(f, "?x (:p|:q) ?x", "x"), "");
	fx_free(f);
}

static void test_inverse(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b . b q c . d q c .");
	assert_string_equal(run(f, ":c (^:q)* ?y", "y"), "b c d");
	assert_string_equal(run(f, ":c (^:q/^:p)+ ?y", "y"), "a");
	assert_string_equal(run(f, "?x (^:q|:p) ?y", "x,y"), "a,b c,b c,d");
	assert_string_equal(run(f, "?x ^(:p/:q)+ ?y", "x,y"), "c,a");
	fx_free(f);
}

static void test_negated_property_sets(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "s p1 o1 . s p2 o2 . o3 p1 s . o4 p3 s .");
	assert_string_equal(run(f, ":s !:p1 ?y", "y"), "o2");
	assert_string_equal(run(f, ":s !(:p1|:p2) ?y", "y"), "");
	assert_string_equal(run(f, ":s !^:p1 ?y", "y"), "o4");
	assert_string_equal(run(f, ":s !(:p1|^:p1) ?y", "y"), "o2 o4");
	assert_string_equal(run(f, ":s !(:p3|^:p3) ?y", "y"), "o1 o2 o3");
	assert_string_equal(run(f, "?x !(:p1|:p2|:p3) ?y", "x,y"), "");
	assert_string_equal(run(f, "?x !(^:p2) ?y", "x,y"), "o1,s s,o3 s,o4");
	assert_string_equal(run(f, ":s !(:p9)+ ?y", "y"), "o1 o2");
	assert_string_equal(run(f, "?x !a ?y", "x,y"), "o3,s o4,s s,o1 s,o2");
	fx_free(f);
}

static void test_alternatives_and_sequences_keep_duplicates(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p1 b . b p2 c . a p1 d . d p2 c .");
	assert_string_equal(run(f, ":a :p1|:p1 ?y", "y"), "b b d d");
	assert_string_equal(run(f, ":a (:p1/:p2)|:none ?y", "y"), "c c");
	assert_string_equal(run(f, "?x (:p1/:p2)|:none :c", "x"), "a a");
	/* ... and * + ? do not (W3C pp12) */
	assert_string_equal(run(f, ":a (:p1/:p2)+ ?y", "y"), "c");
	assert_string_equal(run(f, ":a (:p1/:p2)? ?y", "y"), "a c");
	assert_string_equal(run(f, ":a (:p1|:p1)* ?y", "y"), "a b d");
	fx_free(f);
}

static void test_sequence_of_closures(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b . a p e . b q c . e q c . c q g . b p b .");
	/* through b and through e: c and g twice each */
	assert_string_equal(run(f, ":a (:p+/:q+)|:none ?y", "y"), "c c g g");
	assert_string_equal(run(f, "?x (:p+/:q+)|:none :g", "x"), "a a b");
	assert_string_equal(run(f, ":a (:p*/:q*)|:none :a", "x"), "_");
	assert_string_equal(run(f, ":a (:p+/:q+)* ?y", "y"), "a c g");
	fx_free(f);
}

/* The shapes of W3C pp28a, pp37 and pp16. */
static void test_w3c_shapes(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b . b p z . a p c . c p z . c p c .");
	assert_string_equal(run(f, ":a (:p/:p)? ?t", "t"), "a c z");
	fx_free(f);

	f = fx_new();
	add(f, "A0 P A1 . A0 P A2 . A1 P A0 . A1 P A2 . A2 P A0 . A2 P A1 .");
	assert_string_equal(run(f, ":A0 ((:P)*)* ?X", "X"), "A0 A1 A2");
	assert_string_equal(run(f, ":A0 (:P)* :A1", "X"), "_");
	fx_free(f);

	f = fx_new();
	add(f, "a k b . b k c . a k c . d k e . e k f . f k e . f n \"test\" . a h i .");
	assert_string_equal(run(f, "?X :k* ?Y", "X,Y"),
			    "\"test\",\"test\" a,a a,b a,c b,b b,c c,c d,d d,e d,f e,e e,f f,e f,f i,i");
	fx_free(f);
}

static void test_active_graph(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "a p b .");
	add_in(f, "g", "a p c . c p d .");
	assert_string_equal(run(f, ":a :p+ ?y", "y"), "b");
	f->e.graph = term(f, "g");
	assert_string_equal(run(f, ":a :p+ ?y", "y"), "c d");
	assert_string_equal(run(f, "?x :p* ?x", "x"), "a c d");
	fx_free(f);
}

static void test_limit_is_a_recorded_failure(void **state)
{
	(void)state;
	fx *f = fx_new();
	add(f, "n0 p n1 . n1 p n2 . n2 p n3 . n3 p n4 . n4 p n5 . n5 p n6 . n6 p n0 .");
	f->e.max_rows = 100;
	assert_string_equal(run(f, ":n0 :p+ ?y", "y"), "n0 n1 n2 n3 n4 n5 n6");
	f->e.max_rows = 3;
	assert_string_equal(run(f, ":n0 :p+ ?y", "y"), "FAIL");
	assert_int_equal(f->e.st, PG_ERR_INPUT);
	assert_non_null(strstr(f->d.msg, "property path"));
	/* once failed, every later call stops at once */
	assert_string_equal(run(f, ":n0 :p? ?y", "y"), "FAIL");
	fx_free(f);
}

/* The same search over the store: a literal reached as an object is never
 * asked for as a subject, blank nodes are nodes, GRAPH narrows. */
static void test_over_the_store(void **state)
{
	(void)state;
	char dir[256];
	pg_store *w = NULL, *st = NULL;
	if (!unit_store_create(dir, sizeof dir, "pgpath", NS, &w))
		skip();
	pg_status rc = PG_OK;
	rc |= unit_add(w, NS "a", NS "p", NS "b", false, NS "g1");
	rc |= unit_add(w, NS "b", NS "p", NS "a", false, NS "g2");
	rc |= unit_add(w, NS "b", NS "name", "t", true, NS "g1");
	pg_triple bn = {.s = NS "b", .p = NS "p", .o = "k1", .o_blank = true,
			.scope = PG_SCOPE_PAPER, .graph = NS "g1"};
	rc |= pg_store_add(w, &bn);
	assert_int_equal(rc, PG_OK);
	assert_true(unit_store_reopen(dir, w, &st));

	fx *f = fx_new_store(st);
	assert_string_equal(run(f, ":a :p+ ?y", "y"), "B a b");
	assert_string_equal(run(f, ":a (:p|:name)* ?y", "y"), "\"t\" B a b");
	assert_string_equal(run(f, "?x :p+ ?x", "x"), "a b");
	assert_string_equal(run(f, ":b !:p ?y", "y"), "\"t\"");
	assert_string_equal(run(f, "?x (^:name)? :a", "x"), "a");
	assert_string_equal(run(f, ":z :p* ?y", "y"), "z");
	/* the default graph holds the ontology too: zero steps over one graph */
	f->e.graph = term(f, "g1");
	assert_string_equal(run(f, ":a :p+ ?y", "y"), "B b");
	assert_string_equal(run(f, "?x (:p|:name)* ?x", "x"), "\"t\" B a b");
	assert_string_equal(run(f, "?x :p* ?y", "x,y"), "\"t\",\"t\" B,B a,B a,a a,b b,B b,b");
	fx_free(f);
	pg_store_close(st);
	assert_int_equal(unit_store_remove(dir), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cycles_end_and_give_each_pair_once),
		cmocka_unit_test(test_zero_length_constants_not_in_the_graph),
		cmocka_unit_test(test_empty_graph),
		cmocka_unit_test(test_seed_bound_ends),
		cmocka_unit_test(test_same_variable_at_both_ends),
		cmocka_unit_test(test_inverse),
		cmocka_unit_test(test_negated_property_sets),
		cmocka_unit_test(test_alternatives_and_sequences_keep_duplicates),
		cmocka_unit_test(test_sequence_of_closures),
		cmocka_unit_test(test_w3c_shapes),
		cmocka_unit_test(test_active_graph),
		cmocka_unit_test(test_limit_is_a_recorded_failure),
		cmocka_unit_test(test_over_the_store),
	};
	return PG_RUN_TESTS(tests);
}
