/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the store: rebuild and swap, staging discarded, de-duplication,
 * graphs, the lock, versions, counts, listing predicates, noticing a new graph. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmocka_tap.h"
#include "base/buf.h"
#include "store/store_rdf.h"

#define BASE "http://example.org/kg/"

static char dir[256];

static int setup(void **state)
{
	snprintf(dir, sizeof dir, "%s/pgstore.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static char *path(const char *name)
{
	static char p[400];
	snprintf(p, sizeof p, "%s/%s", dir, name);
	return p;
}

static pg_triple triple(const char *s, const char *o, const char *graph, pg_scope scope)
{
	return (pg_triple){.s = s, .p = "http://example.org/p", .o = o, .o_literal = true,
			   .scope = scope, .graph = graph};
}

static size_t count_graph(pg_store *s, const char *graph)
{
	librdf_world *w = pg_store_get_world(s);
	librdf_node *g = librdf_new_node_from_uri_string(w, (const unsigned char *)graph);
	librdf_stream *st = librdf_model_context_as_stream(pg_store_get_model(s), g);
	size_t n = 0;
	for (; st && !librdf_stream_end(st); librdf_stream_next(st))
		n++;
	if (st)
		librdf_free_stream(st);
	librdf_free_node(g);
	return n;
}

static int compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void build_two(const char *spec)
{
	pg_store *s;
	pg_diag d;
	assert_int_equal(pg_store_open(spec, PG_STORE_REBUILD, BASE, &s, &d), PG_OK);
	pg_triple a = triple("http://e/a", "1", "http://e/g1", PG_SCOPE_PAPER);
	pg_triple b = triple("http://e/b", "2", "http://e/g2", PG_SCOPE_ENTITY);
	assert_int_equal(pg_store_add(s, &a), PG_OK);
	assert_int_equal(pg_store_add(s, &b), PG_OK);
	assert_int_equal(pg_store_add(s, &b), PG_OK); /* a duplicate is dropped */
	assert_int_equal(pg_store_commit(s, &d), PG_OK);
	pg_store_close(s);
}

static void test_rebuild_commit_and_read_back(void **state)
{
	build_two(path("kg"));
	pg_store *s;
	pg_diag d;
	assert_int_equal(pg_store_open(path("kg"), PG_STORE_READ, NULL, &s, &d), PG_OK);
	assert_string_equal(pg_store_get_base(s), BASE);
	assert_int_equal(count_graph(s, "http://e/g1"), 1);
	assert_int_equal(count_graph(s, "http://e/g2"), 1);
	bool any = false;
	assert_int_equal(pg_store_has_graph(s, "http://e/g1", &any, &d), PG_OK);
	assert_true(any);
	assert_int_equal(pg_store_has_graph(s, "http://e/none", &any, &d), PG_OK);
	assert_false(any);
	pg_store_close(s);
}

static void test_uncommitted_rebuild_leaves_the_old_store(void **state)
{
	build_two(path("kg2"));
	pg_store *s;
	pg_diag d;
	assert_int_equal(pg_store_open(path("kg2"), PG_STORE_REBUILD, BASE, &s, &d), PG_OK);
	pg_triple c = triple("http://e/c", "3", "http://e/g3", PG_SCOPE_PAPER);
	assert_int_equal(pg_store_add(s, &c), PG_OK);
	pg_store_close(s); /* no commit: as if the build failed */
	assert_int_equal(pg_store_open(path("kg2"), PG_STORE_READ, NULL, &s, &d), PG_OK);
	assert_int_equal(count_graph(s, "http://e/g1"), 1);
	assert_int_equal(count_graph(s, "http://e/g3"), 0);
	pg_store_close(s);
	char staging[600];
	snprintf(staging, sizeof staging, "%s.staging.%ld", path("kg2"), (long)getpid());
	struct stat sb;
	assert_int_not_equal(stat(staging, &sb), 0);
}

static void test_update_replaces_a_graph_and_skips_known_shared_statements(void **state)
{
	build_two(path("kg3"));
	pg_store *s;
	pg_diag d;
	size_t removed = 0;
	assert_int_equal(pg_store_open(path("kg3"), PG_STORE_UPDATE, NULL, &s, &d), PG_OK);
	assert_int_equal(pg_store_remove_graph(s, "http://e/g1", &removed), PG_OK);
	assert_int_equal(removed, 1);
	pg_triple a2 = triple("http://e/a", "1b", "http://e/g1", PG_SCOPE_PAPER);
	pg_triple b = triple("http://e/b", "2", "http://e/g2", PG_SCOPE_ENTITY); /* already there */
	assert_int_equal(pg_store_add(s, &a2), PG_OK);
	assert_int_equal(pg_store_add(s, &b), PG_OK);
	assert_int_equal(pg_store_commit(s, &d), PG_OK);
	pg_store_close(s);
	assert_int_equal(pg_store_open(path("kg3"), PG_STORE_READ, NULL, &s, &d), PG_OK);
	assert_int_equal(count_graph(s, "http://e/g1"), 1);
	assert_int_equal(count_graph(s, "http://e/g2"), 1);
	pg_store_close(s);
}

static void test_a_second_writer_is_refused(void **state)
{
	build_two(path("kg4"));
	pg_store *a, *b;
	pg_diag d;
	assert_int_equal(pg_store_open(path("kg4"), PG_STORE_UPDATE, NULL, &a, &d), PG_OK);
	assert_int_equal(pg_store_open(path("kg4"), PG_STORE_UPDATE, NULL, &b, &d), PG_ERR_INPUT);
	assert_non_null(strstr(d.msg, "another papergraph process"));
	pg_store_close(a);
}

static void test_not_a_store_and_wrong_version(void **state)
{
	pg_store *s;
	pg_diag d;
	mkdir(path("plain"), 0755);
	assert_int_equal(pg_store_open(path("plain"), PG_STORE_READ, NULL, &s, &d), PG_ERR_INPUT);
	assert_non_null(strstr(d.msg, "not a papergraph store"));
	build_two(path("kg5"));
	FILE *f = fopen(path("kg5/META"), "w");
	fputs("papergraph-store 7\nbackend hashes\nbase " BASE "\n", f);
	fclose(f);
	assert_int_equal(pg_store_open(path("kg5"), PG_STORE_READ, NULL, &s, &d), PG_ERR_INPUT);
	assert_non_null(strstr(d.msg, "version 7"));
	assert_int_equal(pg_store_open("sqlite:", PG_STORE_READ, NULL, &s, &d), PG_ERR_USAGE);
}

static void test_the_ontology_is_loaded_into_a_new_store(void **state)
{
	build_two(path("kg6"));
	pg_store *s;
	pg_diag d;
	assert_int_equal(pg_store_open(path("kg6"), PG_STORE_READ, NULL, &s, &d), PG_OK);
	assert_true(count_graph(s, BASE "graph/ontology") > 0);
	size_t owl = 0, rdfs = 0;
	assert_int_equal(pg_store_count_type(s, "http://www.w3.org/2002/07/owl#Class", &owl, &d), PG_OK);
	assert_int_equal(pg_store_count_type(s, "http://www.w3.org/2000/01/rdf-schema#Class", &rdfs, &d),
			 PG_OK);
	assert_true(owl > 0 || rdfs > 0);
	pg_store_close(s);
}

/* A writer's counts and graphs include what it has added and not committed
 * (statements queued for a bulk write are written first), on both backends. */
static void test_counts_and_graphs_of_a_writer(void **state)
{
	char spec[2][600];
	snprintf(spec[0], sizeof spec[0], "%s", path("kg9"));
	snprintf(spec[1], sizeof spec[1], "sqlite:%s", path("kg9s"));
	for (int i = 0; i < 2; i++) {
		pg_store *s;
		pg_diag d;
		assert_int_equal(pg_store_open(spec[i], PG_STORE_REBUILD, BASE, &s, &d), PG_OK);
		size_t before = 0, after = 0, typed = 1;
		assert_int_equal(pg_store_count(s, &before, &d), PG_OK);
		assert_int_equal(pg_store_count_type(s, "http://e/C", &typed, &d), PG_OK);
		assert_int_equal(typed, 0);
		pg_triple a = triple("http://e/a", "1", "http://e/g1", PG_SCOPE_PAPER);
		pg_triple ty = {.s = "http://e/a", .p = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type",
				.o = "http://e/C", .scope = PG_SCOPE_PAPER, .graph = "http://e/g1"};
		assert_int_equal(pg_store_add(s, &a), PG_OK);
		assert_int_equal(pg_store_add(s, &ty), PG_OK);
		assert_int_equal(pg_store_count(s, &after, &d), PG_OK);
		assert_int_equal(after, before + 2);
		assert_int_equal(pg_store_count_type(s, "http://e/C", &typed, &d), PG_OK);
		assert_int_equal(typed, 1);
		bool any = false;
		assert_int_equal(pg_store_has_graph(s, "http://e/g1", &any, &d), PG_OK);
		assert_true(any);
		assert_int_equal(pg_store_commit(s, &d), PG_OK);
		pg_store_close(s);
	}
}

/* pg_predicate_fn: appends the predicate's IRI and a newline to a pg_buf */
static pg_status list_predicate(void *ctx, librdf_node *p)
{
	pg_buf *b = ctx;
	const char *iri = (const char *)librdf_uri_as_string(librdf_node_get_uri(p));
	return pg_buf_adds(b, iri) && pg_buf_addc(b, '\n') ? PG_OK : PG_ERR_NOMEM;
}

/* The predicates pg_store_each_predicate gives for the store at `spec`, one per
 * line, as given (heap string). */
static char *listed_predicates(const char *spec)
{
	pg_store *s;
	pg_diag d;
	assert_int_equal(pg_store_open(spec, PG_STORE_READ, NULL, &s, &d), PG_OK);
	pg_buf b = PG_BUF_INIT;
	assert_int_equal(pg_store_each_predicate(s, list_predicate, &b), PG_OK);
	pg_store_close(s);
	return pg_buf_take(&b);
}

/* The distinct predicates of the store at `spec`, sorted, one per line. */
static char *sorted_predicates(const char *spec)
{
	static char *lines[8192];
	size_t n = 0;
	char *all = listed_predicates(spec);
	for (char *l = strtok(all, "\n"); l; l = strtok(NULL, "\n")) {
		assert_true(n < sizeof lines / sizeof *lines);
		lines[n++] = l;
	}
	qsort(lines, n, sizeof *lines, compare_lines);
	pg_buf out = PG_BUF_INIT;
	for (size_t i = 0; i < n; i++)
		if (i == 0 || strcmp(lines[i], lines[i - 1]))
			assert_true(pg_buf_adds(&out, lines[i]) && pg_buf_addc(&out, '\n'));
	free(all);
	return pg_buf_take(&out);
}

static void test_predicates_from_the_index_equal_a_full_walk(void **state)
{
	/* hashes lists them from its predicate index, sqlite by walking */
	char sq[420];
	snprintf(sq, sizeof sq, "sqlite:%s", path("kg7s"));
	build_two(path("kg7"));
	build_two(sq);
	char *indexed = sorted_predicates(path("kg7"));
	char *walked = sorted_predicates(sq);
	assert_non_null(strstr(indexed, "http://example.org/p\n"));
	assert_non_null(strstr(indexed, "http://www.w3.org/1999/02/22-rdf-syntax-ns#type\n"));
	assert_string_equal(indexed, walked);
	/* each predicate once from the index */
	char *raw = listed_predicates(path("kg7"));
	size_t lines = 0, distinct = 0;
	for (const char *c = raw; *c; c++)
		lines += *c == '\n';
	for (const char *c = indexed; *c; c++)
		distinct += *c == '\n';
	assert_int_equal(lines, distinct);
	free(raw);
	free(indexed);
	free(walked);
}

static void test_a_reader_sees_that_a_writer_swapped_a_new_graph_in(void **state)
{
	build_two(path("kg8"));
	pg_store *r;
	pg_diag d;
	assert_int_equal(pg_store_open(path("kg8"), PG_STORE_READ, NULL, &r, &d), PG_OK);
	assert_true(pg_store_is_current(r));
	build_two(path("kg8"));
	assert_false(pg_store_is_current(r));
	/* the old graph still reads */
	assert_int_equal(count_graph(r, "http://e/g1"), 1);
	pg_store *again;
	assert_int_equal(pg_store_open(path("kg8"), PG_STORE_READ, NULL, &again, &d), PG_OK);
	assert_true(pg_store_is_current(again));
	pg_store_close(again);
	pg_store_close(r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rebuild_commit_and_read_back),
		cmocka_unit_test(test_uncommitted_rebuild_leaves_the_old_store),
		cmocka_unit_test(test_update_replaces_a_graph_and_skips_known_shared_statements),
		cmocka_unit_test(test_a_second_writer_is_refused),
		cmocka_unit_test(test_not_a_store_and_wrong_version),
		cmocka_unit_test(test_the_ontology_is_loaded_into_a_new_store),
		cmocka_unit_test(test_counts_and_graphs_of_a_writer),
		cmocka_unit_test(test_predicates_from_the_index_equal_a_full_walk),
		cmocka_unit_test(test_a_reader_sees_that_a_writer_swapped_a_new_graph_in),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
