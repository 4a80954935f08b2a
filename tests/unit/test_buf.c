/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the growable string buffer and arrays, the hash set and diagnostics. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "base/buf.h"
#include "base/diag.h"
#include "base/hashset.h"

static void test_empty_buffer_reads_as_empty_string(void **state)
{
	pg_buf b = PG_BUF_INIT;
	assert_string_equal(pg_buf_str(&b), "");
	assert_int_equal(b.len, 0);
	pg_buf_free(&b);
}

static void test_appends_grow_and_stay_terminated(void **state)
{
	pg_buf b = PG_BUF_INIT;
	for (int i = 0; i < 1000; i++)
		assert_true(pg_buf_adds(&b, "ab"));
	assert_int_equal(b.len, 2000);
	assert_int_equal(strlen(pg_buf_str(&b)), 2000);
	assert_true(pg_buf_addc(&b, 'x'));
	assert_true(pg_buf_addf(&b, "%d-%s", 42, "y"));
	assert_string_equal(pg_buf_str(&b) + 2000, "x42-y");
	pg_buf_free(&b);
}

static void test_take_hands_over_and_empties(void **state)
{
	pg_buf b = PG_BUF_INIT;
	pg_buf_adds(&b, "hello");
	char *s = pg_buf_take(&b);
	assert_string_equal(s, "hello");
	assert_int_equal(b.len, 0);
	assert_null(b.data);
	free(s);
	s = pg_buf_take(&b); /* an empty buffer gives an empty heap string */
	assert_string_equal(s, "");
	free(s);
}

static void test_reset_keeps_memory(void **state)
{
	pg_buf b = PG_BUF_INIT;
	pg_buf_adds(&b, "something long enough");
	char *before = b.data;
	pg_buf_reset(&b);
	assert_string_equal(pg_buf_str(&b), "");
	assert_ptr_equal(b.data, before);
	pg_buf_free(&b);
}

static void test_grow_keeps_elements_and_refuses_overflow(void **state)
{
	int *a = NULL;
	size_t cap = 0;
	for (size_t i = 0; i < 1000; i++) {
		assert_true(pg_grow((void **)&a, &cap, i + 1, sizeof *a));
		assert_true(cap >= i + 1);
		a[i] = (int)i;
	}
	for (size_t i = 0; i < 1000; i++)
		assert_int_equal(a[i], (int)i);
	size_t before = cap;
	int *kept = a;
	/* more elements than size_t can count in bytes: refused, array unchanged */
	assert_false(pg_grow((void **)&a, &cap, SIZE_MAX / 2, sizeof *a));
	assert_false(pg_grow((void **)&a, &cap, SIZE_MAX, 1));
	assert_int_equal(cap, before);
	assert_ptr_equal(a, kept);
	assert_int_equal(a[999], 999);
	free(a);
}

static void test_diag_formats_file_line_and_message(void **state)
{
	pg_diag d;
	char out[1200];
	pg_diag_clear(&d);
	assert_int_equal(pg_diag_set(&d, PG_ERR_INPUT, "a.jsonl", 17, "missing \"%s\"", "abstract"),
			 PG_ERR_INPUT);
	assert_string_equal(pg_diag_format(&d, out, sizeof out), "a.jsonl:17: missing \"abstract\"");
	d.col = 4;
	assert_string_equal(pg_diag_format(&d, out, sizeof out), "a.jsonl:17:4: missing \"abstract\"");
	pg_diag_set(&d, PG_ERR_IO, NULL, 0, "plain");
	assert_string_equal(pg_diag_format(&d, out, sizeof out), "plain");
	assert_int_equal(pg_diag_set(NULL, PG_ERR_NOMEM, NULL, 0, "x"), PG_ERR_NOMEM);
	assert_string_equal(pg_strerror(PG_ERR_NOMEM), "out of memory");
}

static void test_hashset_inserts_once_and_finds(void **state)
{
	pg_hashset s = {0};
	assert_false(pg_hashset_contains(&s, 42)); /* empty, never allocated */
	for (uint64_t i = 1; i <= 5000; i++)
		assert_int_equal(pg_hashset_insert(&s, i * 0x9e3779b97f4a7c15ULL), 1);
	assert_int_equal(s.n, 5000);
	for (uint64_t i = 1; i <= 5000; i++) {
		assert_true(pg_hashset_contains(&s, i * 0x9e3779b97f4a7c15ULL));
		assert_int_equal(pg_hashset_insert(&s, i * 0x9e3779b97f4a7c15ULL), 0);
	}
	assert_false(pg_hashset_contains(&s, 5001 * 0x9e3779b97f4a7c15ULL));
	assert_int_equal(pg_hashset_insert(&s, 0), 1); /* 0 is stored as 1 */
	assert_true(pg_hashset_contains(&s, 1));
	assert_true(pg_hashset_contains(&s, 0));
	pg_hashset_free(&s);
	assert_false(pg_hashset_contains(&s, 1));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_empty_buffer_reads_as_empty_string),
		cmocka_unit_test(test_appends_grow_and_stay_terminated),
		cmocka_unit_test(test_take_hands_over_and_empties),
		cmocka_unit_test(test_reset_keeps_memory),
		cmocka_unit_test(test_grow_keeps_elements_and_refuses_overflow),
		cmocka_unit_test(test_diag_formats_file_line_and_message),
		cmocka_unit_test(test_hashset_inserts_once_and_finds),
	};
	return PG_RUN_TESTS(tests);
}
