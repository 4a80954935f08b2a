/* SPDX-License-Identifier: Apache-2.0 */
/* Every _free and _close function accepts NULL (serd's test_free_null). */
#include "cmocka_tap.h"
#include "base/buf.h"
#include "extract/corpus.h"
#include "extract/extract.h"
#include "extract/lexicon.h"
#include "graph/rdfout.h"
#include "store/store.h"

static void test_free_null_is_a_no_op(void **state)
{
	pg_corpus_close(NULL);
	pg_paper_free(NULL);
	pg_extraction_free(NULL);
	pg_lexicon_free(NULL);
	pg_rdfout_free(NULL);
	pg_store_close(NULL);
	pg_buf b = PG_BUF_INIT;
	pg_buf_free(&b);
	pg_buf_free(&b);
	assert_null(b.data);
}

int main(void)
{
	const struct CMUnitTest tests[] = {cmocka_unit_test(test_free_null_is_a_no_op)};
	return PG_RUN_TESTS(tests);
}
