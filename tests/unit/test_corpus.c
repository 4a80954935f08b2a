/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the corpus reader (src/corpus.c): formats, fields, errors, limits. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "extract/corpus.h"

/* ---- helpers: every input is written to a file in a fresh temp directory */

static char tmpdir[256];

static int setup(void **state)
{
	(void)state;
	snprintf(tmpdir, sizeof tmpdir, "%s/pgcorpusXXXXXX",
		 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	return mkdtemp(tmpdir) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
	return system(cmd) == 0 ? 0 : -1;
}

/* Writes `n` bytes to `name` in the temp directory; returns the path (static). */
static const char *write_file_n(const char *name, const char *data, size_t n)
{
	static char path[512];
	snprintf(path, sizeof path, "%s/%s", tmpdir, name);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	if (n)
		assert_int_equal(fwrite(data, 1, n, f), n);
	assert_int_equal(fclose(f), 0);
	return path;
}

static const char *write_file(const char *name, const char *data)
{
	return write_file_n(name, data, strlen(data));
}

#define MAX_PAPERS 64

/* The outcome of reading a whole input. */
typedef struct result {
	pg_status open_st, st;       /* of pg_corpus_open and of the last pg_corpus_next */
	pg_corpus_format format;
	pg_diag d;
	pg_paper *papers[MAX_PAPERS];
	size_t n;
} result;

static void read_path(const char *path, result *r)
{
	memset(r, 0, sizeof *r);
	pg_corpus *c = NULL;
	r->open_st = pg_corpus_open(path, &c, &r->d);
	if (r->open_st != PG_OK) {
		assert_null(c);
		return;
	}
	assert_non_null(c);
	r->format = pg_corpus_get_format(c);
	for (;;) {
		pg_paper *p = (pg_paper *)1;
		r->st = pg_corpus_next(c, &p, &r->d);
		if (r->st != PG_OK) {
			assert_null(p);
			/* Errors are sticky. */
			pg_diag again;
			pg_paper *q = (pg_paper *)1;
			assert_int_equal(pg_corpus_next(c, &q, &again), r->st);
			assert_null(q);
			assert_string_equal(again.msg, r->d.msg);
			assert_int_equal(again.line, r->d.line);
			break;
		}
		if (!p)
			break;
		if (r->n < MAX_PAPERS)
			r->papers[r->n] = p;
		else
			pg_paper_free(p);
		r->n++;
	}
	pg_corpus_close(c);
}

static void read_text(const char *name, const char *data, result *r)
{
	read_path(write_file(name, data), r);
}

static void free_result(result *r)
{
	for (size_t i = 0; i < r->n && i < MAX_PAPERS; i++)
		pg_paper_free(r->papers[i]);
	r->n = 0;
}

/* Reads `data` and expects an input error at `line` whose message holds `needle`. */
static void expect_error_n(const char *data, size_t n, size_t line, const char *needle)
{
	result r;
	read_path(write_file_n("bad.jsonl", data, n), &r);
	assert_int_equal(r.open_st, PG_OK);
	if (r.st != PG_ERR_INPUT || !strstr(r.d.msg, needle) || r.d.line != line)
		print_error("input %.*s\n got status %d line %zu msg \"%s\"; wanted line %zu \"%s\"\n",
			    (int)(n > 200 ? 200 : n), data, r.st, r.d.line, r.d.msg, line, needle);
	assert_int_equal(r.st, PG_ERR_INPUT);
	assert_non_null(strstr(r.d.msg, needle));
	assert_int_equal(r.d.line, line);
	assert_non_null(strstr(r.d.file, "bad.jsonl"));
	free_result(&r);
}

static void expect_error(const char *data, size_t line, const char *needle)
{
	expect_error_n(data, strlen(data), line, needle);
}

/* Checks the invariants every paper keeps. */
static void check_paper(const pg_paper *p)
{
	assert_non_null(p->id);
	assert_true(p->id[0] != '\0');
	assert_non_null(p->abstract);
	assert_true(p->abstract[0] != '\0');
	assert_true(strlen(p->abstract) <= PG_CORPUS_MAX_ABSTRACT);
	const char *strs[] = {p->id, p->title, p->abstract, p->venue, p->url};
	for (size_t i = 0; i < 5; i++) {
		if (!strs[i])
			continue;
		size_t n = strlen(strs[i]);
		assert_true(n > 0);
		assert_false(strchr(" \t\r\n", strs[i][0]) != NULL);
		assert_false(strchr(" \t\r\n", strs[i][n - 1]) != NULL);
	}
	assert_true(p->n_authors == 0 || p->authors != NULL);
	for (size_t i = 0; i < p->n_authors; i++)
		assert_true(p->authors[i][0] != '\0');
}

/* ---- text input */

static void test_text_heading_and_paragraphs(void **state)
{
	(void)state;
	result r;
	read_text("venue.txt",
		  "Some Venue 2031\n"
		  "\n"
		  "First abstract, line one\n"
		  "  continues here.  \n"
		  "\n"
		  "\n"
		  "\n"
		  "Second abstract in one line.\n"
		  "\t \n"
		  "Third abstract\r\n"
		  "with CRLF.\r\n", &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.format, PG_CORPUS_TEXT);
	assert_int_equal(r.n, 3);
	assert_string_equal(r.papers[0]->id, "venue-1");
	assert_string_equal(r.papers[0]->abstract, "First abstract, line one continues here.");
	assert_string_equal(r.papers[0]->venue, "Some Venue 2031");
	assert_null(r.papers[0]->title);
	assert_null(r.papers[0]->url);
	assert_int_equal(r.papers[0]->n_authors, 0);
	assert_int_equal(r.papers[0]->year, 0);
	assert_int_equal(r.papers[0]->line, 3);
	assert_int_equal(r.papers[0]->index, 1);
	assert_string_equal(r.papers[1]->id, "venue-2");
	assert_string_equal(r.papers[1]->abstract, "Second abstract in one line.");
	assert_int_equal(r.papers[1]->line, 8);
	assert_int_equal(r.papers[1]->index, 2);
	assert_string_equal(r.papers[2]->id, "venue-3");
	assert_string_equal(r.papers[2]->abstract, "Third abstract with CRLF.");
	assert_int_equal(r.papers[2]->line, 10);
	for (size_t i = 0; i < r.n; i++)
		check_paper(r.papers[i]);
	free_result(&r);
}

static void test_text_no_heading(void **state)
{
	(void)state;
	result r;
	/* A single short line that ends with '.' is an abstract. */
	read_text("a.txt", "Short abstract.\n\nAnother one\n", &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.n, 2);
	assert_string_equal(r.papers[0]->abstract, "Short abstract.");
	assert_null(r.papers[0]->venue);
	assert_string_equal(r.papers[1]->abstract, "Another one");
	assert_string_equal(r.papers[1]->id, "a-2");
	free_result(&r);

	/* A first paragraph of two lines is an abstract. */
	read_text("b.txt", "Two lines\nno period\n\nSecond\n", &r);
	assert_int_equal(r.n, 2);
	assert_string_equal(r.papers[0]->abstract, "Two lines no period");
	assert_null(r.papers[0]->venue);
	free_result(&r);

	/* A single line of 150 bytes or more is an abstract. */
	char long_line[200];
	memset(long_line, 'x', 150);
	strcpy(long_line + 150, "\n");
	read_text("c.txt", long_line, &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.n, 1);
	assert_int_equal(strlen(r.papers[0]->abstract), 150);
	free_result(&r);

	/* 149 bytes is a heading, so nothing is left. */
	long_line[149] = '\n';
	long_line[150] = '\0';
	read_text("d.txt", long_line, &r);
	assert_int_equal(r.st, PG_ERR_INPUT);
	assert_string_equal(r.d.msg, "no papers in input");
	free_result(&r);
}

static void test_text_only_first_paragraph_is_heading(void **state)
{
	(void)state;
	result r;
	read_text("h.txt", "\n\n  Heading  \n\nAbstract one.\n\nNot a heading\n", &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.n, 2);
	assert_string_equal(r.papers[0]->venue, "Heading");
	assert_int_equal(r.papers[0]->line, 5);
	assert_string_equal(r.papers[1]->abstract, "Not a heading");
	assert_string_equal(r.papers[1]->venue, "Heading");
	free_result(&r);
}

static void test_text_seed_file(void **state)
{
	(void)state;
	/* The seed file of the source tree: 19 abstracts under a heading. */
	char path[1024];
	const char *srcdir = getenv("PG_SRCDIR");
	if (srcdir) {
		snprintf(path, sizeof path, "%s/data/iclr2024.txt", srcdir);
	} else {
		const char *f = __FILE__, *cut = strstr(f, "tests/unit/test_corpus.c");
		snprintf(path, sizeof path, "%.*sdata/iclr2024.txt", (int)(cut ? cut - f : 0), f);
	}
	if (access(path, R_OK) != 0)
		skip();
	result r;
	read_path(path, &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.format, PG_CORPUS_TEXT);
	assert_int_equal(r.n, 19);
	assert_string_equal(r.papers[0]->id, "iclr2024-1");
	assert_string_equal(r.papers[18]->id, "iclr2024-19");
	assert_string_equal(r.papers[0]->venue, "ICLR 2024 Papers");
	assert_int_equal(r.papers[0]->line, 3);
	for (size_t i = 0; i < r.n; i++) {
		check_paper(r.papers[i]);
		assert_int_equal(r.papers[i]->index, i + 1);
		assert_null(strchr(r.papers[i]->abstract, '\n'));
	}
	free_result(&r);
}

static void test_text_no_final_newline_and_bom(void **state)
{
	(void)state;
	result r;
	read_text("bom.txt", "\xEF\xBB\xBFHeading\n\nAbstract without newline", &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.n, 1);
	assert_string_equal(r.papers[0]->venue, "Heading");
	assert_string_equal(r.papers[0]->abstract, "Abstract without newline");
	free_result(&r);
}

static void test_text_errors(void **state)
{
	(void)state;
	result r;
	read_text("u.txt", "Heading\n\nfine line\nbad \xC3\x28 byte\n", &r);
	assert_int_equal(r.st, PG_ERR_INPUT);
	assert_int_equal(r.d.line, 4);
	assert_non_null(strstr(r.d.msg, "invalid UTF-8"));
	assert_non_null(strstr(r.d.msg, "column 5"));
	free_result(&r);

	read_path(write_file_n("nul.txt", "Abstract.\n\nab\0cd\n", 17), &r);
	assert_int_equal(r.st, PG_ERR_INPUT);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.d.line, 3);
	assert_non_null(strstr(r.d.msg, "NUL byte at column 3"));
	free_result(&r);

	/* Paragraph over the limit, made of many lines. */
	size_t n = PG_CORPUS_MAX_ABSTRACT + 200;
	char *big = malloc(n + 1);
	assert_non_null(big);
	for (size_t i = 0; i < n; i++)
		big[i] = i % 100 == 99 ? '\n' : 'a';
	big[n] = '\0';
	memcpy(big, "Head\n\n", 6);
	read_text("big.txt", big, &r);
	assert_int_equal(r.st, PG_ERR_INPUT);
	assert_int_equal(r.d.line, 3);
	assert_non_null(strstr(r.d.msg, "abstract longer than"));
	free_result(&r);
	free(big);
}

static void test_text_abstract_at_limit(void **state)
{
	(void)state;
	size_t n = PG_CORPUS_MAX_ABSTRACT;
	char *big = malloc(n + 2);
	assert_non_null(big);
	memset(big, 'b', n);
	big[n] = '\n';
	big[n + 1] = '\0';
	result r;
	read_text("limit.txt", big, &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.n, 1);
	assert_int_equal(strlen(r.papers[0]->abstract), n);
	free_result(&r);
	free(big);
}

static void test_empty_inputs(void **state)
{
	(void)state;
	const char *inputs[] = {"", "\n", "  \n\t\n\r\n", "Just a heading\n"};
	for (size_t i = 0; i < 4; i++) {
		result r;
		read_text("empty.txt", inputs[i], &r);
		assert_int_equal(r.open_st, PG_OK);
		assert_int_equal(r.st, PG_ERR_INPUT);
		assert_string_equal(r.d.msg, "no papers in input");
		assert_int_equal(r.n, 0);
		assert_non_null(strstr(r.d.file, "empty.txt"));
	}
	/* JSON Lines with only blank lines after detection cannot happen: one
	 * '{' makes a record. A JSONL file of blank lines is text, and empty. */
}

/* ---- JSON Lines input */

static void test_jsonl_fields(void **state)
{
	(void)state;
	result r;
	read_text("recs.jsonl",
		  "\n"
		  "  {\"id\": \" p1 \", \"title\": \"  A Title \", \"abstract\": \"  We do things.  \","
		  " \"year\": 2021, \"venue\": \"NeurIPS\", \"url\": \"https://x.org/1\","
		  " \"authors\": [\" Ada \", \"\", \"Bob\"], \"status\": \"Poster\","
		  " \"extra\": {\"a\": [1, 2.5e-3, -0, true, false, null, {\"b\": []}], \"c\": {}}}\n"
		  "\n"
		  "{\"abstract\":\"Second.\",\"year\":\"1999\",\"authors\":\"Solo Author\",\"id\":42}\r\n"
		  "{\"abstract\":\"Third.\",\"title\":null,\"url\":null,\"year\":null,\"authors\":null,"
		  "\"venue\":\"   \"}\n"
		  "{\"abstract\":\"Fourth.\",\"authors\":[]}", &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.format, PG_CORPUS_JSONL);
	assert_int_equal(r.n, 4);

	pg_paper *p = r.papers[0];
	check_paper(p);
	assert_string_equal(p->id, "p1");
	assert_string_equal(p->title, "A Title");
	assert_string_equal(p->abstract, "We do things.");
	assert_int_equal(p->year, 2021);
	assert_string_equal(p->venue, "NeurIPS");
	assert_string_equal(p->url, "https://x.org/1");
	assert_int_equal(p->n_authors, 2);
	assert_string_equal(p->authors[0], "Ada");
	assert_string_equal(p->authors[1], "Bob");
	assert_int_equal(p->line, 2);
	assert_int_equal(p->index, 1);

	p = r.papers[1];
	check_paper(p);
	assert_string_equal(p->id, "42");
	assert_int_equal(p->year, 1999);
	assert_int_equal(p->n_authors, 1);
	assert_string_equal(p->authors[0], "Solo Author");
	assert_null(p->title);
	assert_int_equal(p->line, 4);
	assert_int_equal(p->index, 2);

	p = r.papers[2];
	check_paper(p);
	assert_string_equal(p->id, "recs-3");
	assert_null(p->title);
	assert_null(p->url);
	assert_null(p->venue);
	assert_int_equal(p->year, 0);
	assert_int_equal(p->n_authors, 0);

	p = r.papers[3];
	check_paper(p);
	assert_string_equal(p->id, "recs-4");
	assert_int_equal(p->line, 6);
	assert_int_equal(p->n_authors, 0);
	free_result(&r);
}

static void test_jsonl_escapes(void **state)
{
	(void)state;
	result r;
	read_text("esc.jsonl",
		  "{\"abstract\": \"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t end\", \"title\":"
		  " \"\\u00e9\\u20AC \\ud83d\\ude00 \\u0041 caf\xC3\xA9 \xE2\x82\xAC\","
		  " \"\\u0069d\": \"esc\\u0061ped-key\"}\n", &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.n, 1);
	assert_string_equal(r.papers[0]->abstract, "q\" b\\ s/ \b\f\n\r\t end");
	assert_string_equal(r.papers[0]->title,
			    "\xC3\xA9\xE2\x82\xAC \xF0\x9F\x98\x80 A caf\xC3\xA9 \xE2\x82\xAC");
	assert_string_equal(r.papers[0]->id, "escaped-key");
	free_result(&r);
}

static void test_jsonl_stem_and_generated_ids(void **state)
{
	(void)state;
	char sub[300];
	snprintf(sub, sizeof sub, "%s/dir.d", tmpdir);
	assert_int_equal(mkdir(sub, 0700), 0);
	const char *names[] = {"dir.d/multi.part.jsonl", "noext", ".hidden"};
	const char *ids[] = {"multi.part-2", "noext-2", ".hidden-2"};
	for (size_t i = 0; i < 3; i++) {
		result r;
		read_text(names[i], "{\"id\":\"x\",\"abstract\":\"a\"}\n{\"abstract\":\"b\"}\n", &r);
		assert_int_equal(r.st, PG_OK);
		assert_int_equal(r.n, 2);
		assert_string_equal(r.papers[0]->id, "x");
		assert_string_equal(r.papers[1]->id, ids[i]);
		free_result(&r);
	}
}

static void test_jsonl_duplicate_id(void **state)
{
	(void)state;
	expect_error("{\"id\":\"a\",\"abstract\":\"x\"}\n"
		     "{\"id\":\"b\",\"abstract\":\"x\"}\n"
		     "\n"
		     "{\"id\":\" a\",\"abstract\":\"y\"}\n",
		     4, "duplicate id \"a\" (first at line 1)");
	/* A generated id can clash with an explicit one. */
	expect_error("{\"id\":\"bad-2\",\"abstract\":\"x\"}\n{\"abstract\":\"y\"}\n",
		     2, "duplicate id \"bad-2\" (first at line 1)");
	/* A long id is cut in the message, never inside a UTF-8 sequence. */
	char rec[1200], ids[700];
	size_t k = 0;
	for (int i = 0; i < 200; i++)
		k += (size_t)sprintf(ids + k, "\xC3\xA9");
	snprintf(rec, sizeof rec, "{\"id\":\"%s\",\"abstract\":\"x\"}\n{\"id\":\"%s\",\"abstract\":\"x\"}\n",
		 ids, ids);
	result r;
	read_path(write_file("bad.jsonl", rec), &r);
	assert_int_equal(r.st, PG_ERR_INPUT);
	assert_non_null(strstr(r.d.msg, "...\" (first at line 1)"));
	assert_int_equal(r.d.line, 2);
	size_t len = strlen(r.d.msg);
	const char *q = strstr(r.d.msg, "\"") + 1;
	for (; *q != '.'; q += 2) {
		assert_int_equal((unsigned char)q[0], 0xC3);
		assert_int_equal((unsigned char)q[1], 0xA9);
	}
	assert_true(len < 200);
	free_result(&r);
	/* A number id is the same text as a string id. */
	expect_error("{\"id\":7,\"abstract\":\"x\"}\n{\"id\":\"7\",\"abstract\":\"y\"}\n",
		     2, "duplicate id \"7\"");
}

static void test_jsonl_many_records(void **state)
{
	(void)state;
	/* Enough records to grow the id set and the read buffer several times. */
	size_t n = 20000;
	char path[512];
	snprintf(path, sizeof path, "%s/many.jsonl", tmpdir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "{\"id\":\"r%zu\",\"abstract\":\"Abstract number %zu.\",\"year\":%zu}\n",
			i, i, 1900 + i % 100);
	assert_int_equal(fclose(f), 0);
	pg_corpus *c;
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(pg_corpus_open(path, &c, &d), PG_OK);
	size_t count = 0;
	pg_paper *p;
	while (pg_corpus_next(c, &p, &d) == PG_OK && p) {
		char want[64];
		snprintf(want, sizeof want, "r%zu", count);
		assert_string_equal(p->id, want);
		assert_int_equal(p->line, count + 1);
		assert_int_equal(p->year, (int)(1900 + count % 100));
		count++;
		pg_paper_free(p);
	}
	assert_int_equal(count, n);
	assert_int_equal(d.status, PG_OK);
	pg_corpus_close(c);
}

static void test_jsonl_abstract_field_errors(void **state)
{
	(void)state;
	expect_error("{\"id\":\"a\"}\n", 1, "missing \"abstract\"");
	expect_error("{}\n", 1, "missing \"abstract\"");
	expect_error("{\"abstract\":\"ok\"}\n{\"title\":\"t\"}\n", 2, "missing \"abstract\"");
	expect_error("{\"abstract\":\"   \\n \"}\n", 1, "empty \"abstract\"");
	expect_error("{\"abstract\":\"\"}\n", 1, "empty \"abstract\"");
	expect_error("{\"abstract\":null}\n", 1, "\"abstract\" must be a string, not null");
	expect_error("{\"abstract\":3}\n", 1, "\"abstract\" must be a string, not a number");
	expect_error("{\"abstract\":[\"x\"]}\n", 1, "\"abstract\" must be a string, not an array");
	expect_error("{\"abstract\":\"a\\u0000b\"}\n", 1, "NUL character");
	expect_error("{\"abstract\":\"a\",\"abstract\":\"b\"}\n", 1, "duplicate key \"abstract\"");
}

static void test_jsonl_abstract_limit(void **state)
{
	(void)state;
	size_t n = PG_CORPUS_MAX_ABSTRACT;
	char *line = malloc(n + 64);
	assert_non_null(line);
	int k = sprintf(line, "{\"abstract\":\"");
	memset(line + k, 'z', n);
	strcpy(line + k + n, "  \"}\n");
	result r;
	read_text("lim.jsonl", line, &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(strlen(r.papers[0]->abstract), n);
	free_result(&r);
	strcpy(line + k + n, "z\"}\n");
	expect_error(line, 1, "\"abstract\" longer than 65536 bytes");
	free(line);
}

static void test_jsonl_line_limit(void **state)
{
	(void)state;
	size_t n = PG_CORPUS_MAX_LINE + 10;
	char *line = malloc(n + 1);
	assert_non_null(line);
	int k = sprintf(line, "{\"abstract\":\"ok\",\"junk\":\"");
	memset(line + k, 'j', n - (size_t)k);
	line[n - 3] = '"';
	line[n - 2] = '}';
	line[n - 1] = '\n';
	line[n] = '\0';
	char *all = malloc(2 * n + 64);
	assert_non_null(all);
	strcpy(all, "{\"abstract\":\"first\"}\n");
	strcat(all, line);
	expect_error(all, 2, "line longer than 1048576 bytes");
	free(all);
	free(line);
}

static void test_jsonl_other_field_types(void **state)
{
	(void)state;
	expect_error("{\"abstract\":\"a\",\"title\":5}\n", 1, "\"title\" must be a string, not a number");
	expect_error("{\"abstract\":\"a\",\"venue\":true}\n", 1, "\"venue\" must be a string, not a boolean");
	expect_error("{\"abstract\":\"a\",\"url\":{}}\n", 1, "\"url\" must be a string, not an object");
	expect_error("{\"abstract\":\"a\",\"id\":[1]}\n", 1, "\"id\" must be a string, not an array");
	expect_error("{\"abstract\":\"a\",\"year\":2020.5}\n", 1, "\"year\" must be an integer");
	expect_error("{\"abstract\":\"a\",\"year\":1e3}\n", 1, "\"year\" must be an integer");
	expect_error("{\"abstract\":\"a\",\"year\":-5}\n", 1, "\"year\" must be a year");
	expect_error("{\"abstract\":\"a\",\"year\":0}\n", 1, "\"year\" must be a year");
	expect_error("{\"abstract\":\"a\",\"year\":123456}\n", 1, "\"year\" must be a year");
	expect_error("{\"abstract\":\"a\",\"year\":\"20x0\"}\n", 1, "\"year\" must be a year");
	expect_error("{\"abstract\":\"a\",\"year\":\"\"}\n", 1, "\"year\" must be a year");
	expect_error("{\"abstract\":\"a\",\"year\":[2020]}\n", 1,
		     "\"year\" must be an integer or a numeric string, not an array");
	expect_error("{\"abstract\":\"a\",\"authors\":[\"x\",3]}\n", 1,
		     "\"authors\" must hold only strings, not a number");
	expect_error("{\"abstract\":\"a\",\"authors\":[null]}\n", 1,
		     "\"authors\" must hold only strings, not null");
	expect_error("{\"abstract\":\"a\",\"authors\":{\"n\":\"x\"}}\n", 1,
		     "\"authors\" must be an array of strings or a string, not an object");
	expect_error("{\"abstract\":\"a\",\"title\":\"x\\u0000\"}\n", 1, "\"title\" holds a NUL");
	expect_error("{\"abstract\":\"a\",\"year\":2000,\"year\":2001}\n", 1, "duplicate key \"year\"");
}

static void test_jsonl_blank_id_is_generated(void **state)
{
	(void)state;
	result r;
	read_text("bl.jsonl", "{\"abstract\":\"a\",\"id\":\" \"}\n", &r);
	assert_int_equal(r.st, PG_OK);
	assert_string_equal(r.papers[0]->id, "bl-1");
	free_result(&r);
}

static void test_jsonl_malformed(void **state)
{
	(void)state;
	static const struct {
		const char *in;
		const char *needle;
	} cases[] = {
		{"{\"abstract\":\"a\"", "unexpected end of line (expected ',' or '}')"},
		{"{\"abstract\":\"a", "unterminated string (opened at column 13)"},
		{"{\"abstract\":", "unexpected end of line (expected a value)"},
		{"{\"abstract\"", "unexpected end of line (expected ':' after the key)"},
		{"{\"abs", "unterminated string"},
		{"{", "unexpected end of line (expected a string key)"},
		{"{\"abstract\" \"a\"}", "column 13: expected ':' after the key, found '\"'"},
		{"{\"abstract\":\"a\" \"b\":1}", "column 17: expected ',' or '}'"},
		{"{\"abstract\":\"a\",}", "column 17: expected a string key, found '}'"},
		{"{abstract:\"a\"}", "column 2: expected a string key, found 'a'"},
		{"{'abstract':'a'}", "expected a string key, found '''"},
		{"{\"abstract\":\"a\"}}", "column 17: text after the object"},
		{"{\"abstract\":\"a\"} {\"abstract\":\"b\"}", "text after the object"},
		{"{\"abstract\":\"a\",\"x\":tru}", "column 21: expected a value"},
		{"{\"abstract\":\"a\",\"x\":nul}", "expected a value"},
		{"{\"abstract\":\"a\",\"x\":True}", "expected a value, found 'T'"},
		{"{\"abstract\":\"a\",\"x\":01}", "leading zero"},
		{"{\"abstract\":\"a\",\"x\":-}", "expected a digit"},
		{"{\"abstract\":\"a\",\"x\":1.}", "digit after '.'"},
		{"{\"abstract\":\"a\",\"x\":.5}", "expected a value, found '.'"},
		{"{\"abstract\":\"a\",\"x\":1e}", "digit in the exponent"},
		{"{\"abstract\":\"a\",\"x\":+1}", "expected a value, found '+'"},
		{"{\"abstract\":\"a\",\"x\":NaN}", "expected a value"},
		{"{\"abstract\":\"a\",\"x\":[1,]}", "expected a value, found ']'"},
		{"{\"abstract\":\"a\",\"x\":[1 2]}", "expected ',' or ']'"},
		{"{\"abstract\":\"a\",\"x\":{\"k\" 1}}", "expected ':' after the key"},
		{"{\"abstract\":\"a\",\"x\":[}", "expected a value, found '}'"},
		{"{\"abstract\":\"a\",\"x\":[", "unexpected end of line (expected a value)"},
		{"{\"abstract\":\"a\\x\"}", "column 15: invalid escape '\\x'"},
		{"{\"abstract\":\"a\\u12\"}", "\\u must be followed by 4 hex digits"},
		{"{\"abstract\":\"a\\u12G4\"}", "\\u must be followed by 4 hex digits"},
		{"{\"abstract\":\"a\\ud800\"}", "high surrogate \\uD800 not followed"},
		{"{\"abstract\":\"a\\ud800\\u0041\"}", "not followed by a low surrogate"},
		{"{\"abstract\":\"a\\udc00\"}", "unpaired low surrogate \\uDC00"},
		{"{\"abstract\":\"a\tb\"}", "control character 0x09 in string"},
		{"{\"abstract\":\"a\\", "unterminated string"},
		{"{\"abstract\":\"a\",\"authors\":[\"x\"", "expected ',' or ']'"},
		{"{\"abstract\":\"a\",\"authors\":[\"x\",", "expected a value"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char buf[256];
		/* With and without a final newline: a truncated last line. */
		snprintf(buf, sizeof buf, "%s\n", cases[i].in);
		expect_error(cases[i].in, 1, cases[i].needle);
		expect_error(buf, 1, cases[i].needle);
	}
}

static void test_jsonl_deep_nesting(void **state)
{
	(void)state;
	size_t depth = 100000;
	char *s = malloc(2 * depth + 64);
	assert_non_null(s);
	size_t k = (size_t)sprintf(s, "{\"abstract\":\"a\",\"x\":");
	memset(s + k, '[', depth);
	k += depth;
	memset(s + k, ']', depth);
	k += depth;
	strcpy(s + k, "}\n");
	expect_error(s, 1, "nested deeper than 512 levels");

	/* 500 levels are fine. */
	k = (size_t)sprintf(s, "{\"abstract\":\"a\",\"x\":");
	for (size_t i = 0; i < 250; i++)
		k += (size_t)sprintf(s + k, "{\"k\":[");
	for (size_t i = 0; i < 250; i++)
		k += (size_t)sprintf(s + k, "]}");
	strcpy(s + k, "}\n");
	result r;
	read_text("deep.jsonl", s, &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.n, 1);
	free_result(&r);
	free(s);
}

static void test_jsonl_bad_utf8(void **state)
{
	(void)state;
	static const struct {
		const char *in;
		size_t col;
	} cases[] = {
		{"{\"abstract\":\"\xFF\"}", 14},          /* never valid */
		{"{\"abstract\":\"ab\xC3\"}", 16},        /* truncated sequence */
		{"{\"abstract\":\"\xC0\xAF\"}", 14},      /* overlong '/' */
		{"{\"abstract\":\"\xE0\x80\xAF\"}", 14},  /* overlong */
		{"{\"abstract\":\"\xED\xA0\x80\"}", 14},  /* UTF-16 surrogate */
		{"{\"abstract\":\"\xF4\x90\x80\x80\"}", 14}, /* over U+10FFFF */
		{"{\"abstract\":\"\x80\"}", 14},          /* lone continuation */
		{"{\"abstract\":\"a\"}\xFE", 17},         /* outside a string */
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char want[64];
		snprintf(want, sizeof want, "at column %zu", cases[i].col);
		expect_error(cases[i].in, 1, "invalid UTF-8");
		expect_error(cases[i].in, 1, want);
	}
	/* Valid 2-, 3- and 4-byte forms at the edges are accepted. */
	result r;
	read_text("ok.jsonl", "{\"abstract\":\"\xC2\x80 \xDF\xBF \xE0\xA0\x80 \xEF\xBF\xBF "
		  "\xF0\x90\x80\x80 \xF4\x8F\xBF\xBF\"}\n", &r);
	assert_int_equal(r.st, PG_OK);
	free_result(&r);
}

static void test_jsonl_nul_byte(void **state)
{
	(void)state;
	expect_error_n("{\"abstract\":\"a\"}\n{\"abstract\":\"b\0c\"}\n", 37, 2, "NUL byte at column 15");
	expect_error_n("{\"abstract\":\"a\"}\0\n", 18, 1, "NUL byte at column 17");
}

static void test_format_detection(void **state)
{
	(void)state;
	result r;
	/* Blank lines before the first '{' keep the line numbers right. */
	read_text("lead.jsonl", "\n \n\t{\"abstract\":\"a\"}\n", &r);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.format, PG_CORPUS_JSONL);
	assert_int_equal(r.papers[0]->line, 3);
	free_result(&r);

	/* The extension does not matter. */
	read_text("looks.jsonl", "Not JSON at all.\n", &r);
	assert_int_equal(r.format, PG_CORPUS_TEXT);
	assert_int_equal(r.st, PG_OK);
	assert_string_equal(r.papers[0]->abstract, "Not JSON at all.");
	free_result(&r);

	/* JSON Lines with a BOM. */
	read_text("bom.jsonl", "\xEF\xBB\xBF{\"abstract\":\"a\"}\n", &r);
	assert_int_equal(r.format, PG_CORPUS_JSONL);
	assert_int_equal(r.st, PG_OK);
	free_result(&r);

	/* After detection, a line that is not an object is an error. */
	expect_error("{\"abstract\":\"a\"}\nplain text\n", 2, "expected '{'");
	expect_error("{\"abstract\":\"a\"}\n [{\"abstract\":\"a\"}]\n", 2, "column 2: expected '{'");
	expect_error("{\"abstract\":\"a\"}\n\"abstract\"\n", 2, "expected '{'");
}

static void test_open_errors(void **state)
{
	(void)state;
	pg_corpus *c = (pg_corpus *)1;
	pg_diag d;
	char path[512];
	snprintf(path, sizeof path, "%s/does-not-exist.jsonl", tmpdir);
	assert_int_equal(pg_corpus_open(path, &c, &d), PG_ERR_INPUT);
	assert_null(c);
	assert_string_equal(d.file, path);
	assert_non_null(strstr(d.msg, strerror(ENOENT)));

	c = (pg_corpus *)1;
	assert_int_equal(pg_corpus_open(tmpdir, &c, &d), PG_ERR_INPUT);
	assert_null(c);
	assert_non_null(strstr(d.msg, strerror(EISDIR)));

	assert_int_equal(pg_corpus_open("", &c, &d), PG_ERR_INPUT);
	assert_null(c);

	/* A NULL diagnostic is allowed. */
	assert_int_equal(pg_corpus_open(path, &c, NULL), PG_ERR_INPUT);

	if (geteuid() != 0) {
		const char *p = write_file("secret.txt", "x.\n");
		assert_int_equal(chmod(p, 0), 0);
		assert_int_equal(pg_corpus_open(p, &c, &d), PG_ERR_INPUT);
		assert_non_null(strstr(d.msg, strerror(EACCES)));
	}
}

static void test_stdin(void **state)
{
	(void)state;
	const char *path = write_file("in.jsonl", "{\"abstract\":\"from stdin\"}\n{\"abstract\":\"two\"}\n");
	int saved = dup(STDIN_FILENO);
	assert_true(saved >= 0);
	int fd = open(path, O_RDONLY);
	assert_true(fd >= 0);
	assert_int_equal(dup2(fd, STDIN_FILENO), STDIN_FILENO);
	close(fd);

	pg_corpus *c;
	pg_diag d;
	assert_int_equal(pg_corpus_open("-", &c, &d), PG_OK);
	assert_string_equal(pg_corpus_get_name(c), "<stdin>");
	assert_int_equal(pg_corpus_get_format(c), PG_CORPUS_JSONL);
	pg_paper *p;
	assert_int_equal(pg_corpus_next(c, &p, &d), PG_OK);
	assert_string_equal(p->id, "stdin-1");
	assert_string_equal(p->abstract, "from stdin");
	pg_paper_free(p);
	assert_int_equal(pg_corpus_next(c, &p, &d), PG_OK);
	assert_string_equal(p->id, "stdin-2");
	pg_paper_free(p);
	assert_int_equal(pg_corpus_next(c, &p, &d), PG_OK);
	assert_null(p);
	/* The end is sticky too. */
	assert_int_equal(pg_corpus_next(c, &p, &d), PG_OK);
	assert_null(p);
	pg_corpus_close(c);
	/* Standard input is not closed by the reader. */
	assert_true(fcntl(STDIN_FILENO, F_GETFD) >= 0);

	/* An empty standard input names <stdin> in the message. */
	path = write_file("empty", "");
	fd = open(path, O_RDONLY);
	assert_int_equal(dup2(fd, STDIN_FILENO), STDIN_FILENO);
	close(fd);
	assert_int_equal(pg_corpus_open("-", &c, &d), PG_OK);
	assert_int_equal(pg_corpus_next(c, &p, &d), PG_ERR_INPUT);
	assert_string_equal(d.file, "<stdin>");
	pg_corpus_close(c);

	assert_int_equal(dup2(saved, STDIN_FILENO), STDIN_FILENO);
	close(saved);
}

static void test_pipe_small_reads(void **state)
{
	(void)state;
	/* A pipe hands the reader data in small pieces across line boundaries. */
	int fds[2];
	assert_int_equal(pipe(fds), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		close(fds[0]);
		const char *s = "Heading\n\nFirst\nabstract.\n\n{not json} second.\n";
		for (size_t i = 0; s[i]; i++) {
			if (write(fds[1], s + i, 1) != 1)
				_exit(1);
			usleep(200);
		}
		_exit(0);
	}
	close(fds[1]);
	int saved = dup(STDIN_FILENO);
	assert_int_equal(dup2(fds[0], STDIN_FILENO), STDIN_FILENO);
	close(fds[0]);
	result r;
	read_path("-", &r);
	assert_int_equal(dup2(saved, STDIN_FILENO), STDIN_FILENO);
	close(saved);
	int status;
	waitpid(pid, &status, 0);
	assert_int_equal(r.st, PG_OK);
	assert_int_equal(r.format, PG_CORPUS_TEXT);
	assert_int_equal(r.n, 2);
	assert_string_equal(r.papers[0]->abstract, "First abstract.");
	assert_string_equal(r.papers[0]->id, "stdin-1");
	assert_string_equal(r.papers[0]->venue, "Heading");
	assert_string_equal(r.papers[1]->abstract, "{not json} second.");
	free_result(&r);
}

/* A failed open hands back NULL (which pg_corpus_close() takes) and says why;
 * a paper with no optional field set frees like a full one. */
static void test_failed_open_gives_null(void **state)
{
	(void)state;
	pg_corpus *c = (pg_corpus *)&c; /* not NULL before the call */
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(pg_corpus_open("/nonexistent/dir/papers.jsonl", &c, &d), PG_ERR_INPUT);
	assert_null(c);
	assert_int_equal(d.status, PG_ERR_INPUT);
	assert_string_equal(d.file, "/nonexistent/dir/papers.jsonl");
	assert_non_null(strstr(d.msg, "cannot open"));
	pg_corpus_close(c);
	pg_paper *p = calloc(1, sizeof *p);
	assert_non_null(p);
	pg_paper_free(p);
}

/* Deterministic xorshift, so failures can be replayed. */
static uint32_t rng = 2463534242u;

static uint32_t next_rand(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

static void read_any(const char *data, size_t n)
{
	result r;
	read_path(write_file_n("any.jsonl", data, n), &r);
	assert_int_equal(r.open_st, PG_OK);
	assert_true(r.st == PG_OK || r.st == PG_ERR_INPUT);
	if (r.st == PG_OK)
		assert_true(r.n > 0);
	else
		assert_true(r.d.msg[0] != '\0');
	for (size_t i = 0; i < r.n && i < MAX_PAPERS; i++)
		check_paper(r.papers[i]);
	free_result(&r);
}

static void test_every_truncation(void **state)
{
	(void)state;
	/* Every prefix of a valid record is read without harm; only the whole
	 * record (with or without its newline) is accepted. */
	const char *rec = "{\"id\":\"t1\",\"title\":\"T \\u00e9\\ud83d\\ude00\",\"abstract\":\"A b.\","
			  "\"year\":\"2020\",\"authors\":[\"X\",\"Y\"],\"k\":[1.5e+3,{\"z\":null}]}\n";
	size_t n = strlen(rec);
	for (size_t k = 1; k <= n; k++) {
		result r;
		read_path(write_file_n("cut.jsonl", rec, k), &r);
		if (k >= n - 1) {
			assert_int_equal(r.st, PG_OK);
			assert_int_equal(r.n, 1);
			assert_string_equal(r.papers[0]->title, "T \xC3\xA9\xF0\x9F\x98\x80");
		} else {
			assert_int_equal(r.st, PG_ERR_INPUT);
			assert_int_equal(r.d.line, 1);
			assert_true(strstr(r.d.msg, "unterminated string") ||
				    strstr(r.d.msg, "unexpected end of line") ||
				    strstr(r.d.msg, "\\u must be followed") ||
				    strstr(r.d.msg, "not followed by a low surrogate") ||
				    strstr(r.d.msg, "invalid number") ||
				    strstr(r.d.msg, "expected a value"));
		}
		free_result(&r);
	}
}

static void test_random_bytes(void **state)
{
	(void)state;
	/* Random bytes, and random mutations of valid input, never crash. */
	static const char alphabet[] = "{}[]\":,\\u0123456789abcdefnrtl.-+eE \n\t\r\xC3\xA9\x80\xFF";
	const char *seed = "Heading\n\n{\"id\":\"s\",\"abstract\":\"x\\u00e9\",\"authors\":[\"a\"],"
			   "\"year\":2000,\"o\":{\"p\":[true,false,null,-1.5E-2]}}\n";
	char buf[512];
	for (int iter = 0; iter < 1500; iter++) {
		size_t n;
		if (iter % 2) {
			n = next_rand() % 200;
			for (size_t i = 0; i < n; i++)
				buf[i] = next_rand() % 4 ? alphabet[next_rand() % (sizeof alphabet - 1)]
							 : (char)next_rand();
		} else {
			n = strlen(seed) - (iter % 3 == 0 ? 9 : 0);
			memcpy(buf, seed + (iter % 3 == 0 ? 9 : 0), n);
			for (int m = 0; m < 1 + (int)(next_rand() % 4); m++) {
				size_t at = next_rand() % n;
				switch (next_rand() % 3) {
				case 0: buf[at] = alphabet[next_rand() % (sizeof alphabet - 1)]; break;
				case 1: n = at; break;
				default: buf[at] = (char)next_rand(); break;
				}
				if (n == 0)
					break;
			}
		}
		read_any(buf, n);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_text_heading_and_paragraphs),
		cmocka_unit_test(test_text_no_heading),
		cmocka_unit_test(test_text_only_first_paragraph_is_heading),
		cmocka_unit_test(test_text_seed_file),
		cmocka_unit_test(test_text_no_final_newline_and_bom),
		cmocka_unit_test(test_text_errors),
		cmocka_unit_test(test_text_abstract_at_limit),
		cmocka_unit_test(test_empty_inputs),
		cmocka_unit_test(test_jsonl_fields),
		cmocka_unit_test(test_jsonl_escapes),
		cmocka_unit_test(test_jsonl_stem_and_generated_ids),
		cmocka_unit_test(test_jsonl_duplicate_id),
		cmocka_unit_test(test_jsonl_many_records),
		cmocka_unit_test(test_jsonl_abstract_field_errors),
		cmocka_unit_test(test_jsonl_abstract_limit),
		cmocka_unit_test(test_jsonl_line_limit),
		cmocka_unit_test(test_jsonl_other_field_types),
		cmocka_unit_test(test_jsonl_blank_id_is_generated),
		cmocka_unit_test(test_jsonl_malformed),
		cmocka_unit_test(test_jsonl_deep_nesting),
		cmocka_unit_test(test_jsonl_bad_utf8),
		cmocka_unit_test(test_jsonl_nul_byte),
		cmocka_unit_test(test_format_detection),
		cmocka_unit_test(test_open_errors),
		cmocka_unit_test(test_stdin),
		cmocka_unit_test(test_pipe_small_reads),
		cmocka_unit_test(test_failed_open_gives_null),
		cmocka_unit_test(test_every_truncation),
		cmocka_unit_test(test_random_bytes),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
