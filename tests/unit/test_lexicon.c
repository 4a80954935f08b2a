/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the curated lexicons and their lookups (lexicon.c). */
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "extract/lexicon.h"

static int setup(void **state)
{
	pg_lexicon *lex = NULL;
	pg_diag d;
	if (pg_lexicon_new_default(&lex, &d) != PG_OK)
		return -1;
	*state = lex;
	return 0;
}

static int teardown(void **state)
{
	pg_lexicon_free(*state);
	return 0;
}

static const pg_lex_entry *find(const pg_lexicon *lex, pg_lex_kind kind, const char *surface)
{
	char key[PG_LEX_KEY_MAX];
	size_t n = pg_lexicon_normalize(surface, strlen(surface), key, sizeof key);
	return pg_lexicon_lookup(lex, kind, key, n, surface, strlen(surface));
}

static void test_default_lexicon_is_broad(void **state)
{
	const pg_lexicon *lex = *state;
	assert_true(pg_lexicon_count(lex, PG_LEX_DATASET) >= 300);
	assert_true(pg_lexicon_count(lex, PG_LEX_METRIC) >= 100);
	assert_true(pg_lexicon_count(lex, PG_LEX_TASK) >= 150);
	assert_true(pg_lexicon_count(lex, PG_LEX_METHOD) >= 200);
	assert_true(pg_lexicon_max_words(lex) >= 3);
}

static void test_normalize_folds_case_hyphens_and_plurals(void **state)
{
	char k[PG_LEX_KEY_MAX];
	assert_int_equal(pg_lexicon_normalize("Micro F1-Score", 14, k, sizeof k), strlen("micro f1 score"));
	assert_string_equal(k, "micro f1 score");
	pg_lexicon_normalize("success rates", 13, k, sizeof k);
	assert_string_equal(k, "success rate");
	pg_lexicon_normalize("energies", 8, k, sizeof k);
	assert_string_equal(k, "energy");
	pg_lexicon_normalize("class loss", 10, k, sizeof k);
	assert_string_equal(k, "class loss");
	pg_lexicon_normalize("GPT-3.5", 7, k, sizeof k);
	assert_string_equal(k, "gpt 3.5");
	/* British spellings key as the American ones; short words keep theirs */
	pg_lexicon_normalize("Language Modelling", 18, k, sizeof k);
	assert_string_equal(k, "language modeling");
	pg_lexicon_normalize("unlabelled regularisation optimisers", 36, k, sizeof k);
	assert_string_equal(k, "unlabeled regularization optimizer");
	pg_lexicon_normalize("neighbours' behaviour", 21, k, sizeof k);
	assert_string_equal(k, "neighbor behavior");
	pg_lexicon_normalize("four hours selling", 18, k, sizeof k);
	assert_string_equal(k, "four hour selling");
	/* a possessive keys as the bare name; other apostrophes split as before */
	pg_lexicon_normalize("Nesterov's acceleration", 23, k, sizeof k);
	assert_string_equal(k, "nesterov acceleration");
	pg_lexicon_normalize("it'sy", 5, k, sizeof k);
	assert_string_equal(k, "it sy");
	/* a measure at a cut-off keys as the measure at any; plain words do not */
	pg_lexicon_normalize("Recall@10", 9, k, sizeof k);
	assert_string_equal(k, "recall@k");
	pg_lexicon_normalize("mAP@0.5 Hits@K", 14, k, sizeof k);
	assert_string_equal(k, "map@k hit@k");
	pg_lexicon_normalize("rank k", 6, k, sizeof k);
	assert_string_equal(k, "rank k");
	/* plus signs that end a name belong to it ("ZorbQA+" is another data set
	 * than ZorbQA); one between words joins them */
	pg_lexicon_normalize("ZorbQA+ and Glim++", 18, k, sizeof k);
	assert_string_equal(k, "zorbqa+ and glim++");
	pg_lexicon_normalize("Zorb RGB+D", 10, k, sizeof k);
	assert_string_equal(k, "zorb rgb d");
	pg_lexicon_normalize("CIDEr@0.5IoU", 12, k, sizeof k);
	assert_string_equal(k, "cider 0.5iou");
	assert_int_equal(pg_lexicon_normalize("--", 2, k, sizeof k), 0);
	assert_int_equal(pg_lexicon_normalize("abcdef", 6, k, 4), 0);
}

static void test_datasets_and_aliases(void **state)
{
	const pg_lexicon *lex = *state;
	const pg_lex_entry *e = find(lex, PG_LEX_DATASET, "ImageNet-1k");
	assert_non_null(e);
	assert_string_equal(e->label, "ImageNet");
	assert_non_null(find(lex, PG_LEX_DATASET, "cifar10"));
	assert_non_null(find(lex, PG_LEX_DATASET, "MS-COCO"));
	assert_non_null(find(lex, PG_LEX_DATASET, "MuJoCo"));
	assert_null(find(lex, PG_LEX_METRIC, "ImageNet"));
	/* a British spelling finds the entry written the American way */
	e = find(lex, PG_LEX_TASK, "domain generalisation");
	assert_non_null(e);
	assert_string_equal(e->label, "domain generalization");
}

static void test_case_sensitive_aliases(void **state)
{
	const pg_lexicon *lex = *state;
	/* "mAP" is a metric, "map" is an English word */
	assert_non_null(find(lex, PG_LEX_METRIC, "mAP"));
	assert_null(find(lex, PG_LEX_METRIC, "map"));
	/* "Cora" is a data set only when capitalised like that */
	assert_non_null(find(lex, PG_LEX_DATASET, "Cora"));
	assert_null(find(lex, PG_LEX_DATASET, "cora"));
}

static void test_metrics_carry_direction(void **state)
{
	const pg_lexicon *lex = *state;
	const pg_lex_entry *e = find(lex, PG_LEX_METRIC, "perplexity");
	assert_non_null(e);
	assert_int_equal(e->direction, -1);
	e = find(lex, PG_LEX_METRIC, "BLEU");
	assert_non_null(e);
	assert_int_equal(e->direction, 1);
	assert_non_null(find(lex, PG_LEX_METRIC, "micro F1-score"));
}

static void test_tasks(void **state)
{
	const pg_lexicon *lex = *state;
	assert_non_null(find(lex, PG_LEX_TASK, "image classification"));
	assert_non_null(find(lex, PG_LEX_TASK, "Neural Machine Translation"));
	assert_non_null(find(lex, PG_LEX_TASK, "RL"));
	assert_null(find(lex, PG_LEX_TASK, "cooking"));
}

static void test_phrase_lookup_reports_longer_phrases(void **state)
{
	const pg_lexicon *lex = *state;
	bool longer = false;
	const pg_lex_entry *e = pg_lexicon_lookup_phrase(lex, "image", 5, "image", 5, &longer);
	assert_null(e);
	assert_true(longer);
	e = pg_lexicon_lookup_phrase(lex, "zzqx", 4, "zzqx", 4, &longer);
	assert_null(e);
	assert_false(longer);
	/* a data set wins over a metric or task of the same name */
	e = pg_lexicon_lookup_phrase(lex, "cifar 10", 8, "CIFAR 10", 8, &longer);
	assert_non_null(e);
	assert_int_equal(e->kind, PG_LEX_DATASET);
}

static void test_stop_words(void **state)
{
	const pg_lexicon *lex = *state;
	assert_true(pg_lexicon_is_stop(lex, "We", 2));
	assert_true(pg_lexicon_is_stop(lex, "However", 7));
	assert_true(pg_lexicon_is_stop(lex, "PLMs", 4));
	assert_true(pg_lexicon_is_stop(lex, "bayesian", 8));
	assert_false(pg_lexicon_is_stop(lex, "Zorblax", 7));
	assert_false(pg_lexicon_is_stop(lex, "", 0));
}

static void test_malformed_file_names_file_and_line(void **state)
{
	pg_lexicon *lex = NULL;
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(pg_lexicon_new_from(NULL, "# header\nBLEU\t-\thigher\nFoo\t-\tsideways\n", NULL, NULL,
					     NULL, &lex, &d),
			 PG_ERR_INTERNAL);
	assert_null(lex);
	assert_string_equal(d.file, "data/lexicon/metrics.tsv");
	assert_int_equal(d.line, 3);
	assert_int_equal(pg_lexicon_new_from("\tno name\n", NULL, NULL, NULL, NULL, &lex, &d), PG_ERR_INTERNAL);
	assert_int_equal(d.line, 1);
	/* a fourth column other than "context" */
	assert_int_equal(pg_lexicon_new_from(NULL, "zorbity\t-\tnone\tsometimes\n", NULL, NULL, NULL, &lex, &d),
			 PG_ERR_INTERNAL);
	assert_int_equal(d.line, 1);
}

/* a metric marked "context" carries the mark; others do not */
static void test_metric_context_column(void **state)
{
	pg_lexicon *lex = NULL;
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(pg_lexicon_new_from(NULL, "zorbity\t-\tnone\tcontext\nglim score\t-\thigher\n", NULL,
					     NULL, NULL, &lex, &d),
			 PG_OK);
	const pg_lex_entry *e = pg_lexicon_lookup(lex, PG_LEX_METRIC, "zorbity", 7, "zorbity", 7);
	assert_non_null(e);
	assert_true(e->needs_context);
	e = pg_lexicon_lookup(lex, PG_LEX_METRIC, "glim score", 10, "glim score", 10);
	assert_non_null(e);
	assert_false(e->needs_context);
	pg_lexicon_free(lex);
}

static void test_small_lexicon_from_text(void **state)
{
	pg_lexicon *lex = NULL;
	pg_diag d;
	assert_int_equal(pg_lexicon_new_from("# c\nZedSet\tZed-1|=ZS\tdataset\n", NULL, "# c\nfoo tasks\t-\n",
					     "# c\nzorb descent\t=ZD\nfoo tasks\t-\n", "# c\nWe\tfunction\n", &lex, &d),
			 PG_OK);
	assert_non_null(find(lex, PG_LEX_DATASET, "zed 1"));
	assert_non_null(find(lex, PG_LEX_DATASET, "ZS"));
	assert_null(find(lex, PG_LEX_DATASET, "zs"));
	assert_non_null(find(lex, PG_LEX_TASK, "foo task"));
	assert_non_null(find(lex, PG_LEX_METHOD, "zorb descent"));
	assert_non_null(find(lex, PG_LEX_METHOD, "ZD"));
	assert_null(find(lex, PG_LEX_METHOD, "zd"));
	/* a phrase listed as a task and as a technique is read as the task */
	bool longer;
	const pg_lex_entry *e = pg_lexicon_lookup_phrase(lex, "foo task", 8, "foo tasks", 9, &longer);
	assert_non_null(e);
	assert_int_equal(e->kind, PG_LEX_TASK);
	assert_int_equal(pg_lexicon_count(lex, PG_LEX_METHOD), 2);
	assert_true(pg_lexicon_is_stop(lex, "we", 2));
	pg_lexicon_free(lex);
	pg_lexicon_free(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default_lexicon_is_broad),
		cmocka_unit_test(test_normalize_folds_case_hyphens_and_plurals),
		cmocka_unit_test(test_datasets_and_aliases),
		cmocka_unit_test(test_case_sensitive_aliases),
		cmocka_unit_test(test_metrics_carry_direction),
		cmocka_unit_test(test_tasks),
		cmocka_unit_test(test_phrase_lookup_reports_longer_phrases),
		cmocka_unit_test(test_stop_words),
		cmocka_unit_test(test_malformed_file_names_file_and_line),
		cmocka_unit_test(test_metric_context_column),
		cmocka_unit_test(test_small_lexicon_from_text),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
