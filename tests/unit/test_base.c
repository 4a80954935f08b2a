/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of base/: the hash functions (whose values name graph nodes, so
 * they are pinned to fixed numbers), the string -> index map, the UTF-8 codec
 * the XML/JSON/DOT/CSV escapers and the UTC calendar. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cmocka_tap.h"
#include "base/buf.h"
#include "base/escape.h"
#include "base/hash.h"
#include "base/strmap.h"
#include "base/utc.h"
#include "base/utf8.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

/* ---- base/hash */

static void test_fnv1a_64_matches_the_published_vectors(void **state)
{
	assert_true(PG_HASH_SEED == 14695981039346656037ULL);
	assert_true(pg_hash_cstr("") == 14695981039346656037ULL);
	assert_true(pg_hash_cstr("a") == 0xaf63dc4c8601ec8cULL);
	assert_true(pg_hash_cstr("foobar") == 0x85944171f73967e8ULL);
	assert_true(pg_hash_bytes(PG_HASH_SEED, "foobar", 6) == 0x85944171f73967e8ULL);
	/* bytes, not a C string: a NUL inside counts */
	assert_true(pg_hash_bytes(PG_HASH_SEED, "a\0b", 3) != pg_hash_bytes(PG_HASH_SEED, "ab", 2));
}

static void test_fnv1a_32_matches_the_published_vectors(void **state)
{
	assert_int_equal(pg_hash32("", 0), 0x811c9dc5u);
	assert_int_equal(pg_hash32("a", 1), 0xe40c292cu);
	assert_int_equal(pg_hash32("foobar", 6), 0xbf9cf968u);
	assert_int_equal(pg_hash32("Caf\xc3\xa9", 5), 0xcfc290a9u);
	assert_int_equal(pg_hash32("foobarbaz", 6), 0xbf9cf968u); /* only n bytes */
}

static void test_hash_field_values_name_graph_nodes(void **state)
{
	assert_true(pg_hash_field(PG_HASH_SEED, "abc") == 0xfc182483ee0806dcULL);
	assert_true(pg_hash_field(PG_HASH_SEED, "") == 0xaf64724c8602eb6eULL);
	/* the separator keeps ("ab", "c") apart from ("a", "bc") */
	assert_true(pg_hash_field(pg_hash_field(PG_HASH_SEED, "ab"), "c") == 0x20ba9b3025a8b421ULL);
	assert_true(pg_hash_field(pg_hash_field(PG_HASH_SEED, "a"), "bc") == 0xa0a3542c19b900abULL);
	/* a node of the graph of tests/data/small.jsonl: the assertion that
	 * small-3 evaluates on CIFAR-10 is .../assertion/small-3/b11ec83735ba89fa */
	uint64_t h = PG_HASH_SEED;
	h = pg_hash_field(h, "https://w3id.org/papergraph/id/paper/small-3");
	h = pg_hash_field(h, "https://w3id.org/papergraph#evaluatesOn");
	h = pg_hash_field(h, "https://w3id.org/papergraph/id/dataset/cifar10");
	assert_true(h == 0xb11ec83735ba89faULL);
}

static void test_hash_field_takes_null_as_empty_and_hash_str_does_not(void **state)
{
	assert_true(pg_hash_field(PG_HASH_SEED, NULL) == pg_hash_field(PG_HASH_SEED, ""));
	assert_true(pg_hash_str(PG_HASH_SEED, "") == 0xaf64724c8602eb6eULL);
	assert_true(pg_hash_str(PG_HASH_SEED, NULL) == 0xaf64734c8602ed21ULL);
	assert_true(pg_hash_str(PG_HASH_SEED, "abc") == pg_hash_field(PG_HASH_SEED, "abc"));
}

static void test_hash_mix_is_the_splitmix64_finaliser(void **state)
{
	assert_true(pg_hash_mix(0) == 0);
	assert_true(pg_hash_mix(1) == 0x5692161d100b05e5ULL);
	assert_true(pg_hash_mix(PG_HASH_SEED) == 0xf52a15e9a9b5e89bULL);
}

/* ---- base/strmap */

static void test_strmap_put_get_and_replace(void **state)
{
	pg_strmap m = PG_STRMAP_INIT;
	size_t v = 99;
	assert_false(pg_strmap_get(&m, "a", &v)); /* empty, never allocated */
	assert_int_equal(v, 99);
	assert_int_equal(pg_strmap_count(&m), 0);
	char first[] = "key", again[] = "key";
	assert_int_equal(pg_strmap_put(&m, first, 1), 1);
	assert_int_equal(pg_strmap_put(&m, "", 2), 1); /* the empty string is a key */
	assert_true(pg_strmap_get(&m, "key", &v));
	assert_int_equal(v, 1);
	assert_true(pg_strmap_get(&m, "", NULL));
	/* a key that is there: the value is replaced, the first key pointer kept */
	assert_int_equal(pg_strmap_put(&m, again, 3), 0);
	assert_true(pg_strmap_get(&m, "key", &v));
	assert_int_equal(v, 3);
	assert_int_equal(pg_strmap_count(&m), 2);
	bool kept = false;
	for (size_t i = 0; i < m.cap; i++)
		kept |= m.key[i] == first;
	assert_true(kept);
	assert_false(pg_strmap_get(&m, "ke", NULL));
	assert_false(pg_strmap_get(&m, "keys", NULL));
	pg_strmap_free(&m);
}

static void test_strmap_grows_and_keeps_every_key(void **state)
{
	enum { KEYS = 20000 };
	char (*keys)[16] = malloc(KEYS * sizeof *keys);
	assert_non_null(keys);
	pg_strmap m = PG_STRMAP_INIT;
	for (size_t i = 0; i < KEYS; i++) {
		snprintf(keys[i], sizeof keys[i], "k%zu", i);
		assert_int_equal(pg_strmap_put(&m, keys[i], i), 1);
		assert_true(m.n * 2 <= m.cap); /* at most half full */
	}
	assert_int_equal(pg_strmap_count(&m), KEYS);
	for (size_t i = 0; i < KEYS; i++) {
		size_t v = SIZE_MAX;
		assert_true(pg_strmap_get(&m, keys[i], &v));
		assert_int_equal(v, i);
	}
	assert_false(pg_strmap_get(&m, "k20000", NULL));
	pg_strmap_free(&m);
	free(keys);
}

static void test_strmap_free_empties_and_null_is_a_no_op(void **state)
{
	pg_strmap m = PG_STRMAP_INIT;
	assert_int_equal(pg_strmap_put(&m, "x", 7), 1);
	pg_strmap_free(&m);
	assert_int_equal(pg_strmap_count(&m), 0);
	assert_false(pg_strmap_get(&m, "x", NULL));
	assert_int_equal(pg_strmap_put(&m, "x", 8), 1); /* reusable */
	assert_true(pg_strmap_get(&m, "x", NULL));
	pg_strmap_free(&m);
	pg_strmap_free(&m); /* twice */
	pg_strmap_free(NULL);
	assert_int_equal(pg_strmap_count(NULL), 0);
}

/* ---- base/utf8 */

/* pg_utf8_decode of the bytes `s` (n of them): the length, and the code
 * point in *cp (left as 0xDEAD when it fails). */
static size_t decode(const char *s, size_t n, uint32_t *cp)
{
	*cp = 0xDEAD;
	return pg_utf8_decode((const unsigned char *)s, n, cp);
}

static void test_utf8_decodes_each_length(void **state)
{
	static const struct {
		const char *s;
		size_t len;
		uint32_t cp;
	} ok[] = {
		{"A", 1, 0x41}, {"\x7f", 1, 0x7F},
		{"\xc2\x80", 2, 0x80}, {"\xc3\xa9", 2, 0xE9}, {"\xdf\xbf", 2, 0x7FF},
		{"\xe0\xa0\x80", 3, 0x800}, {"\xe2\x82\xac", 3, 0x20AC}, {"\xed\x9f\xbf", 3, 0xD7FF},
		{"\xee\x80\x80", 3, 0xE000}, {"\xef\xbf\xbf", 3, 0xFFFF},
		{"\xf0\x90\x80\x80", 4, 0x10000}, {"\xf0\x9f\x98\x80", 4, 0x1F600},
		{"\xf4\x8f\xbf\xbf", 4, 0x10FFFF},
	};
	for (size_t i = 0; i < N(ok); i++) {
		uint32_t cp;
		assert_int_equal(decode(ok[i].s, strlen(ok[i].s), &cp), ok[i].len);
		assert_int_equal(cp, ok[i].cp);
	}
}

static void test_utf8_refuses_what_rfc_3629_forbids(void **state)
{
	static const char *const bad[] = {
		"\x80", "\xbf",                          /* a lone continuation byte */
		"\xc0\x80", "\xc1\xbf",                  /* overlong 2-byte forms */
		"\xe0\x80\x80", "\xe0\x9f\xbf",          /* overlong 3-byte forms */
		"\xf0\x80\x80\x80", "\xf0\x8f\xbf\xbf",  /* overlong 4-byte forms */
		"\xed\xa0\x80", "\xed\xbf\xbf",          /* UTF-16 surrogates */
		"\xf4\x90\x80\x80", "\xf5\x80\x80\x80",  /* over U+10FFFF */
		"\xf8\x88\x80\x80\x80", "\xff", "\xfe",  /* no such lead byte */
		"\xc3\x41", "\xe2\x82\x41",              /* a continuation that is not one */
	};
	for (size_t i = 0; i < N(bad); i++) {
		uint32_t cp;
		assert_int_equal(decode(bad[i], strlen(bad[i]), &cp), 0);
		assert_int_equal(cp, 0xDEAD); /* unchanged */
	}
}

static void test_utf8_refuses_truncated_sequences(void **state)
{
	uint32_t cp;
	assert_int_equal(decode("\xe2\x82\xac", 2, &cp), 0); /* avail cuts the sequence */
	assert_int_equal(decode("\xf0\x9f\x98\x80", 3, &cp), 0);
	assert_int_equal(decode("\xc3\xa9", 1, &cp), 0);
	assert_int_equal(decode("A", 0, &cp), 0); /* nothing to read */
	assert_int_equal(cp, 0xDEAD);
	/* pg_utf8_next stops at the NUL, even inside a sequence */
	unsigned long c = 0;
	assert_int_equal(pg_utf8_next("\xe2\x82", &c), 0);
	assert_int_equal(c, 0xFFFD);
	assert_int_equal(pg_utf8_next("", &c), 0);
	assert_int_equal(c, 0xFFFD);
	const char nul_inside[] = {'\xe2', '\0', '\xac', '\0'};
	assert_int_equal(pg_utf8_next(nul_inside, &c), 0);
	assert_int_equal(pg_utf8_next("\xe2\x82\xac!", &c), 3);
	assert_int_equal(c, 0x20AC);
}

static void test_utf8_valid_prefix(void **state)
{
	const unsigned char *s = (const unsigned char *)"plain ASCII text, longer than eight";
	size_t n = strlen((const char *)s);
	assert_int_equal(pg_utf8_valid_prefix(s, n), n);
	assert_int_equal(pg_utf8_valid_prefix(s, 0), 0);
	/* an invalid byte after a few 8-byte ASCII runs, and in the first run */
	const unsigned char late[] = "0123456789abcdefgh\xc3\xa9xy\xffz";
	assert_int_equal(pg_utf8_valid_prefix(late, sizeof late - 1), 22);
	const unsigned char early[] = "ab\xed\xa0\x80";
	assert_int_equal(pg_utf8_valid_prefix(early, sizeof early - 1), 2);
	/* a NUL byte ends the valid prefix, also inside an 8-byte run */
	const unsigned char nul[] = {'a', 'b', 'c', 'd', 'e', 0, 'g', 'h', 'i', 'j'};
	assert_int_equal(pg_utf8_valid_prefix(nul, sizeof nul), 5);
	/* a sequence cut by the end of the buffer */
	const unsigned char cut[] = "caf\xc3";
	assert_int_equal(pg_utf8_valid_prefix(cut, sizeof cut - 1), 3);
}

static void test_utf8_encode_round_trips(void **state)
{
	static const unsigned long edges[] = {0x0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000,
					      0xFFFD, 0xFFFF, 0x10000, 0x10FFFF};
	static const size_t lengths[] = {1, 1, 2, 2, 3, 3, 3, 3, 3, 4, 4};
	for (size_t i = 0; i < N(edges); i++) {
		char out[4];
		uint32_t cp;
		assert_int_equal(pg_utf8_encode(edges[i], out), lengths[i]);
		assert_int_equal(pg_utf8_decode((unsigned char *)out, lengths[i], &cp), lengths[i]);
		assert_int_equal(cp, edges[i]);
	}
	/* every scalar value, in steps that hit each length */
	for (unsigned long c = 1; c <= 0x10FFFF; c += (c < 0x1000 ? 1 : 97)) {
		if (c >= 0xD800 && c <= 0xDFFF)
			continue;
		char out[4];
		uint32_t cp;
		size_t n = pg_utf8_encode(c, out);
		assert_int_equal(pg_utf8_decode((unsigned char *)out, n, &cp), n);
		assert_int_equal(cp, c);
	}
	char out[4];
	assert_int_equal(pg_utf8_encode(0x20AC, out), 3);
	assert_memory_equal(out, "\xe2\x82\xac", 3);
}

/* ---- base/escape */

/* `s` through `escape` into a string. Caller frees with free(). */
static char *escaped(bool (*escape)(pg_buf *, const char *), const char *s)
{
	pg_buf b = PG_BUF_INIT;
	assert_true(escape(&b, s));
	return pg_buf_take(&b);
}

#define FFFD "\xef\xbf\xbd"

static void expect(bool (*escape)(pg_buf *, const char *), const char *in, const char *want)
{
	char *got = escaped(escape, in);
	assert_string_equal(got, want);
	free(got);
}

static void test_escape_xml(void **state)
{
	expect(pg_escape_xml, "a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&apos;f");
	expect(pg_escape_xml, "t\tn\nr\r", "t&#9;n&#10;r&#13;");
	/* controls XML cannot carry at all, U+FFFE/U+FFFF, invalid UTF-8 */
	expect(pg_escape_xml, "\x01\x1f\xef\xbf\xbe\xef\xbf\xbf", FFFD FFFD FFFD FFFD);
	expect(pg_escape_xml, "x\xffy\xc0\x80z", "x" FFFD "y" FFFD FFFD "z");
	expect(pg_escape_xml, "caf\xc3\xa9 \xe2\x82\xac", "caf\xc3\xa9 \xe2\x82\xac");
	expect(pg_escape_xml, "", "");
}

static void test_escape_json(void **state)
{
	expect(pg_escape_json, "say \"hi\" \\ /", "\"say \\\"hi\\\" \\\\ /\"");
	expect(pg_escape_json, "\n\r\t\b\f", "\"\\n\\r\\t\\b\\f\"");
	expect(pg_escape_json, "\x01\x1f\x7f", "\"\\u0001\\u001F\\u007F\"");
	/* each invalid byte is \uFFFD; a truncated sequence is two of them */
	expect(pg_escape_json, "a\xffz\xe2\x82", "\"a\\uFFFDz\\uFFFD\\uFFFD\"");
	expect(pg_escape_json, "\xed\xa0\x80", "\"\\uFFFD\\uFFFD\\uFFFD\"");
	expect(pg_escape_json, "caf\xc3\xa9", "\"caf\xc3\xa9\"");
	expect(pg_escape_json, "", "\"\"");
}

static void test_escape_dot(void **state)
{
	expect(pg_escape_dot, "a \"b\" \\c", "\"a \\\"b\\\" \\\\c\"");
	expect(pg_escape_dot, "l1\nl2\tt\r\x01\x7f", "\"l1\\nl2 t   \"");
	expect(pg_escape_dot, "x\xffy", "\"x" FFFD "y\"");
	expect(pg_escape_dot, "", "\"\"");
}

static void test_escape_csv(void **state)
{
	expect(pg_escape_csv, "a \"b\", c\\d", "\"a \"\"b\"\", c\\d\"");
	expect(pg_escape_csv, "l1\nl2\r\n\t\x01", "\"l1 l2    \"");
	expect(pg_escape_csv, "x\xc0\xafy", "\"x" FFFD FFFD "y\"");
	expect(pg_escape_csv, "", "\"\"");
}

static void test_escape_write(void **state)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	pg_buf scratch = PG_BUF_INIT;
	assert_true(pg_escape_write(fp, &scratch, pg_escape_json, "a\"b"));
	assert_true(pg_escape_write(fp, &scratch, pg_escape_csv, NULL)); /* NULL writes "" */
	assert_true(pg_escape_write(fp, &scratch, pg_escape_xml, "<"));
	fclose(fp);
	assert_string_equal(mem, "\"a\\\"b\"\"\"&lt;");
	free(mem);
	/* a stream that fails */
	fp = fopen("/dev/full", "w");
	if (fp) {
		setvbuf(fp, NULL, _IONBF, 0);
		assert_false(pg_escape_write(fp, &scratch, pg_escape_json, "x"));
		fclose(fp);
	}
	pg_buf_free(&scratch);
}

/* ---- base/utc */

static void check_against_gmtime(int64_t secs)
{
	time_t t = (time_t)secs;
	struct tm tm;
	assert_non_null(gmtime_r(&t, &tm));
	pg_utc u = pg_utc_from_epoch(secs);
	assert_true(u.year == (int64_t)tm.tm_year + 1900);
	assert_int_equal(u.month, tm.tm_mon + 1);
	assert_int_equal(u.day, tm.tm_mday);
	assert_int_equal(u.hour, tm.tm_hour);
	assert_int_equal(u.minute, tm.tm_min);
	assert_int_equal(u.second, tm.tm_sec);
	assert_int_equal(u.weekday, tm.tm_wday);
}

static void test_utc_fields_agree_with_gmtime(void **state)
{
	/* the edges: the epoch, leap days, century years, era boundaries, negatives */
	static const int64_t at[] = {0, -1, 1, 86399, 86400, -86400, -86401, 68169600 /* 1972-02-29 */,
				     951782400 /* 2000-02-29 */, 951868800, 4107542400 /* 2100-03-01 */,
				     -62135596800 /* 0001-01-01 */, -62167219200 /* 0000-01-01 */,
				     -62198755200 /* -0001-01-01 */, 253402300799 /* 9999-12-31T23:59:59 */,
				     253402300800, 1796424671};
	for (size_t i = 0; i < N(at); i++)
		check_against_gmtime(at[i]);
	/* and a sweep over +-3000 years in steps that hit every time of day */
	for (int64_t s = -94670856000; s < 94670856000; s += 7777777 + 13)
		check_against_gmtime(s);
}

static void test_utc_http_date(void **state)
{
	char d[PG_UTC_HTTP_DATE_SIZE];
	assert_true(pg_utc_http_date(784111777, d)); /* RFC 9110's example */
	assert_string_equal(d, "Sun, 06 Nov 1994 08:49:37 GMT");
	assert_true(pg_utc_http_date(951782400, d));
	assert_string_equal(d, "Tue, 29 Feb 2000 00:00:00 GMT");
	assert_true(pg_utc_http_date(0, d));
	assert_string_equal(d, "Thu, 01 Jan 1970 00:00:00 GMT");
	assert_int_equal(strlen(d), PG_UTC_HTTP_DATE_SIZE - 1);
	assert_true(pg_utc_http_date(253402300799, d));
	assert_string_equal(d, "Fri, 31 Dec 9999 23:59:59 GMT");
	assert_false(pg_utc_http_date(253402300800, d)); /* year 10000 */
	assert_string_equal(d, "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fnv1a_64_matches_the_published_vectors),
		cmocka_unit_test(test_fnv1a_32_matches_the_published_vectors),
		cmocka_unit_test(test_hash_field_values_name_graph_nodes),
		cmocka_unit_test(test_hash_field_takes_null_as_empty_and_hash_str_does_not),
		cmocka_unit_test(test_hash_mix_is_the_splitmix64_finaliser),
		cmocka_unit_test(test_strmap_put_get_and_replace),
		cmocka_unit_test(test_strmap_grows_and_keeps_every_key),
		cmocka_unit_test(test_strmap_free_empties_and_null_is_a_no_op),
		cmocka_unit_test(test_utf8_decodes_each_length),
		cmocka_unit_test(test_utf8_refuses_what_rfc_3629_forbids),
		cmocka_unit_test(test_utf8_refuses_truncated_sequences),
		cmocka_unit_test(test_utf8_valid_prefix),
		cmocka_unit_test(test_utf8_encode_round_trips),
		cmocka_unit_test(test_escape_xml),
		cmocka_unit_test(test_escape_json),
		cmocka_unit_test(test_escape_dot),
		cmocka_unit_test(test_escape_csv),
		cmocka_unit_test(test_escape_write),
		cmocka_unit_test(test_utc_fields_agree_with_gmtime),
		cmocka_unit_test(test_utc_http_date),
	};
	return PG_RUN_TESTS(tests);
}
