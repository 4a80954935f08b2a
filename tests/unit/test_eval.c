/* SPDX-License-Identifier: Apache-2.0 */
/* Lenient name matching of eval/names.h, on names written for the test. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>

#include "cmocka_tap.h"
#include "eval/names.h"

/* The words of `name` joined by '|'. */
static const char *words(const char *name)
{
	static char out[512];
	pg_buf b = PG_BUF_INIT;
	size_t n;
	assert_true(pg_eval_words(name, &b, &n));
	out[0] = '\0';
	const char *p = b.data ? b.data : "";
	for (size_t i = 0; i < n; i++) {
		if (i)
			strcat(out, "|");
		strcat(out, p);
		p += strlen(p) + 1;
	}
	pg_buf_free(&b);
	return out;
}

static void test_words_fold_case_accents_latex_and_plurals(void **state)
{
	(void)state;
	assert_string_equal(words("Fooformer-V2"), "fooformer|v2");
	assert_string_equal(words("the Na\xc3\xafve Bayes classifiers"), "naive|baye|classifier");
	assert_string_equal(words("\\texttt{BarNet} $k$-means"), "barnet|k|mean");
	assert_string_equal(words("F1 scores, e.g. macro"), "f1|score|e.g|macro");
	assert_string_equal(words("loss (class)"), "loss|class");
	assert_string_equal(words("3x speed\xc3\x97" "2"), "3x|speedx2");
	assert_string_equal(words("Zed\xe2\x86\x92Qux"), "zed|qux");
	assert_string_equal(words("\xce\x91lpha-\xce\xb2"), "\xce\xb1lpha|\xce\xb2");
	assert_string_equal(words("\xef\xac\x81ne-tuning"), "fine|tuning");
	assert_string_equal(words("ResNets 50s"), "resnet|50s");
}

static void test_name_match_rules(void **state)
{
	(void)state;
	assert_true(pg_eval_name_match("Foo-Net", "foonet"));
	assert_true(pg_eval_name_match("graph wavelet transforms", "Graph Wavelet Transform"));
	assert_true(pg_eval_name_match("micro F1-score", "micro F1"));
	/* generic words never match alone */
	assert_false(pg_eval_name_match("deep learning model", "neural network model"));
	assert_true(pg_eval_name_match("learning", "learning")); /* the same name still matches */
	/* conflicting version tokens */
	assert_false(pg_eval_name_match("QuxSet20", "QuxSet22"));
	assert_false(pg_eval_name_match("Foo 7B", "Foo 13B"));
	assert_true(pg_eval_name_match("Foo 7B", "Foo"));
	/* half of the distinctive words at least */
	assert_true(pg_eval_name_match("sparse zeta attention", "zeta attention"));
	assert_false(pg_eval_name_match("sparse zeta attention kernel", "zeta"));
	assert_false(pg_eval_name_match("", "x"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_words_fold_case_accents_latex_and_plurals),
		cmocka_unit_test(test_name_match_rules),
	};
	return PG_RUN_TESTS(tests);
}
