/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the extraction rules (extract.c), one construction per test, with near misses. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cmocka_tap.h"
#include "extract/extract.h"
#include "unit_extract.h"


static const pg_result *result(const pg_extraction *x, const char *value)
{
	for (size_t i = 0; i < x->n_results; i++)
		if (strcmp(x->results[i].value, value) == 0)
			return &x->results[i];
	return NULL;
}

static void test_propose_verb(void **state)
{
	pg_extraction *x = run(NULL, "Graph learning is hard. We propose ZorbNet, which scales to large graphs.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet"));
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 1);
	for (size_t i = 0; i < x->n_facts; i++)
		assert_non_null(x->facts[i].rule);
	pg_extraction_free(x);
}

static void test_drop_rules_leaves_out_their_claims_and_entities(void **state)
{
	const char *abs = "We propose ZorbNet, built on QuuxFormer. ZorbNet outperforms BlatNet on "
			  "FooBench, reaching 91.2% accuracy.";
	pg_extraction *x = run(NULL, abs);
	assert_true(fact(x, PG_REL_COMPARES, "BlatNet"));
	const char *rule = NULL;
	for (size_t i = 0; i < x->n_facts; i++)
		if (x->facts[i].rel == PG_REL_COMPARES)
			rule = x->facts[i].rule;
	assert_non_null(rule);
	size_t facts = x->n_facts, results = x->n_results, dropped = 99;
	const char *none[] = {"no-such-rule"};
	assert_int_equal(pg_extraction_drop_rules(x, none, 1, &dropped), PG_OK);
	assert_int_equal(dropped, 0);
	assert_int_equal(x->n_facts, facts);
	assert_int_equal(pg_extraction_drop_rules(x, NULL, 0, &dropped), PG_OK);
	const char *off[] = {rule};
	int zorb = ent(x, "ZorbNet");
	assert_int_equal(pg_extraction_drop_rules(x, off, 1, &dropped), PG_OK);
	assert_true(dropped >= 1);
	assert_int_equal(x->n_facts + x->n_results + dropped, facts + results);
	for (size_t i = 0; i < x->n_facts; i++) {
		assert_string_not_equal(x->facts[i].rule, rule);
		assert_true(x->facts[i].object >= 0 && (size_t)x->facts[i].object < x->n_entities);
	}
	assert_false(fact(x, PG_REL_COMPARES, "BlatNet"));
	/* BlatNet was named only by the dropped claim (or a result that keeps it) */
	bool in_result = false;
	int blat = ent(x, "BlatNet");
	for (size_t i = 0; i < x->n_results; i++)
		in_result = in_result || x->results[i].baseline == blat || x->results[i].method == blat;
	assert_true(blat < 0 || in_result);
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet") && zorb >= 0);
	pg_extraction_free(x);
}

static void test_propose_list(void **state)
{
	pg_extraction *x = run(NULL, "In this paper, we introduce two samplers, KRAKEN and BOLTX, for sparse models.");
	assert_true(fact(x, PG_REL_PROPOSES, "KRAKEN"));
	assert_true(fact(x, PG_REL_PROPOSES, "BOLTX"));
	pg_extraction_free(x);
}

static void test_propose_object_stops_at_preposition(void **state)
{
	/* the named model is what the loss is for, not what is proposed */
	pg_extraction *x = run(NULL, "We propose a new loss for training QuuxNet on small data.");
	assert_false(fact(x, PG_REL_PROPOSES, "QuuxNet"));
	pg_extraction_free(x);
}

static void test_sentence_initial_capital_is_not_a_method(void **state)
{
	pg_extraction *x = run(NULL, "Transport maps are useful. Sampling is costly. We study both.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	assert_int_equal(ent(x, "Transport"), -1);
	assert_int_equal(ent(x, "Sampling"), -1);
	assert_int_equal(ent(x, "We"), -1);
	pg_extraction_free(x);
}

static void test_we_is_not_an_acronym(void **state)
{
	pg_extraction *x = run(NULL, "WE show that WE can do it. However, OUR claim (WE) holds.");
	assert_int_equal(ent(x, "WE"), -1);
	assert_int_equal(ent(x, "However"), -1);
	pg_extraction_free(x);
}

static void test_acronym_pair_is_one_entity(void **state)
{
	pg_extraction *x = run(NULL, "We present Sparse Quux Attention (SQA) for long inputs. SQA is fast.");
	int e = ent(x, "SQA");
	assert_true(e >= 0);
	assert_string_equal(x->entities[e].label, "Sparse Quux Attention");
	assert_string_equal(x->entities[e].alt, "SQA");
	assert_string_equal(x->entities[e].key, "sqa");
	assert_true(fact(x, PG_REL_PROPOSES, "SQA"));
	/* one entity for both mentions */
	size_t n = 0;
	for (size_t i = 0; i < x->n_entities; i++)
		n += strcasecmp(x->entities[i].key, "sqa") == 0;
	assert_int_equal(n, 1);
	pg_extraction_free(x);
}

static void test_acronym_of_a_task_is_the_task(void **state)
{
	pg_extraction *x = run(NULL, "Offline reinforcement learning (RL) is studied. RL agents fail.");
	assert_true(fact(x, PG_REL_TASK, "offline reinforcement learning"));
	assert_false(fact(x, PG_REL_USES, "RL"));
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

static void test_generic_acronym_pair_gets_no_role(void **state)
{
	pg_extraction *x = run(NULL, "Deep neural networks (DNNs) are large. Many DNNs are slow.");
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

static void test_called_and_appositive(void **state)
{
	pg_extraction *x = run(NULL, "We build a solver dubbed Vortexa. Separately, BlorpGAN, a novel generator, "
				     "is described.");
	assert_true(fact(x, PG_REL_PROPOSES, "Vortexa"));
	assert_true(fact(x, PG_REL_PROPOSES, "BlorpGAN"));
	pg_extraction_free(x);
	/* near miss: an appositive without novelty words describes an existing method */
	x = run(NULL, "Methods such as GlimNet, a widely used baseline, fail here.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
}

static void test_bracketed_name_in_a_propose_sentence(void **state)
{
	pg_extraction *x = run(NULL, "In this paper, we advocate direct tuning of scales in quantization (ScaleTune).");
	assert_true(fact(x, PG_REL_PROPOSES, "ScaleTune"));
	pg_extraction_free(x);
}

static void test_title_names_the_method_and_task(void **state)
{
	pg_extraction *x = run("Glimmer: Fast Image Classification with Tiny Budgets",
			       "We study budgets. Glimmer is simple and uses few parameters.");
	assert_true(fact(x, PG_REL_PROPOSES, "Glimmer"));
	assert_true(fact(x, PG_REL_TASK, "Image Classification"));
	pg_extraction_free(x);
	/* a title without a name before a colon proposes nothing */
	x = run("Learning to Rank: A Survey", "We survey ranking.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

static void test_compares(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet outperforms FooFormer and BarNet-L on every task, "
				     "and is faster than QuuxRNN.");
	assert_true(fact(x, PG_REL_COMPARES, "FooFormer"));
	assert_true(fact(x, PG_REL_COMPARES, "BarNet-L"));
	assert_true(fact(x, PG_REL_COMPARES, "QuuxRNN"));
	assert_false(fact(x, PG_REL_COMPARES, "ZorbNet"));
	assert_false(fact(x, PG_REL_USES, "ZorbNet"));
	pg_extraction_free(x);
}

static void test_extends_starting_from(void **state)
{
	pg_extraction *x = run(NULL, "Starting from FooFormer, we replace attention with pooling. "
				     "Putting these together, we propose FooFormer-V2.");
	assert_true(fact(x, PG_REL_PROPOSES, "FooFormer-V2"));
	assert_true(extends(x, "FooFormer-V2", "FooFormer"));
	assert_true(fact(x, PG_REL_USES, "FooFormer"));
	pg_extraction_free(x);
}

static void test_extends_builds_on_and_based_on(void **state)
{
	pg_extraction *x = run(NULL, "We present KiteNet, a new detector that builds on YoloBase.");
	assert_true(extends(x, "KiteNet", "YoloBase"));
	pg_extraction_free(x);
	x = run(NULL, "We propose MergeQ, a novel method based on ParQ.");
	assert_true(extends(x, "MergeQ", "ParQ"));
	pg_extraction_free(x);
	/* near miss: lineage words without a proposal give no lineage */
	x = run(NULL, "Many methods build on ZapNet for segmentation.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

static void test_result_score_with_metric_and_dataset(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet achieves 91.3% accuracy on CIFAR-10.");
	const pg_result *r = result(x, "91.3");
	assert_non_null(r);
	assert_string_equal(r->unit, "%");
	assert_int_equal(r->kind, PG_RESULT_SCORE);
	assert_string_equal(x->entities[r->metric].label, "accuracy");
	assert_true(r->dataset >= 0);
	assert_string_equal(x->entities[r->dataset].label, "CIFAR-10");
	assert_true(r->method >= 0);
	assert_string_equal(x->entities[r->method].label, "ZorbNet");
	assert_non_null(r->rule);
	assert_true(fact(x, PG_REL_DATASET, "CIFAR-10"));
	assert_true(fact(x, PG_REL_METRIC, "accuracy"));
	pg_extraction_free(x);
}

static void test_result_improvement_and_reduction(void **state)
{
	pg_extraction *x = run(NULL, "Our method improves the F1 score by 4.2% and needs 30% less inference time.");
	const pg_result *r = result(x, "4.2");
	assert_non_null(r);
	assert_int_equal(r->kind, PG_RESULT_IMPROVEMENT);
	r = result(x, "30");
	assert_non_null(r);
	assert_int_equal(r->kind, PG_RESULT_REDUCTION);
	assert_string_equal(x->entities[r->metric].label, "inference time");
	pg_extraction_free(x);
}

static void test_result_times_unit(void **state)
{
	pg_extraction *x = run(NULL, "It gives a 3$\\times$ reduction in memory footprint.");
	const pg_result *r = result(x, "3");
	assert_non_null(r);
	assert_string_equal(r->unit, "x");
	assert_int_equal(r->kind, PG_RESULT_REDUCTION);
	pg_extraction_free(x);
}

static void test_result_with_baseline_value(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZedQ. We reach a WikiText perplexity of $9.85$ (1.20$\\downarrow$ vs "
				     "$11.05$ in OldQuant) at W$4$A$4$.");
	const pg_result *r = result(x, "9.85");
	assert_non_null(r);
	assert_string_equal(r->baseline_value, "11.05");
	assert_true(r->baseline >= 0);
	assert_string_equal(x->entities[r->baseline].label, "OldQuant");
	assert_non_null(r->setting);
	assert_string_equal(r->setting, "W4A4");
	assert_null(result(x, "1.20"));
	assert_null(result(x, "11.05"));
	assert_true(fact(x, PG_REL_COMPARES, "OldQuant"));
	pg_extraction_free(x);
}

static void test_years_and_counts_are_not_results(void **state)
{
	pg_extraction *x = run(NULL, "Since 2023, accuracy has been studied. We evaluate 13 methods on 8 datasets "
				     "with 300 residues each and report accuracy.");
	assert_int_equal(x->n_results, 0);
	pg_extraction_free(x);
	/* a proportion of data is not a result either */
	x = run(NULL, "With only 10% of the labels, accuracy stays high.");
	assert_int_equal(x->n_results, 0);
	pg_extraction_free(x);
}

static void test_keys_fold_versions(void **state)
{
	pg_extraction *a = run(NULL, "We propose Zapp-2 7B for chat.");
	pg_extraction *b = run(NULL, "We propose Zapp2-7B for chat.");
	int ea = ent(a, "Zapp-2 7B"), eb = ent(b, "Zapp2-7B");
	assert_true(ea >= 0);
	assert_true(eb >= 0);
	assert_string_equal(a->entities[ea].key, "zapp2-7b");
	assert_string_equal(b->entities[eb].key, "zapp2-7b");
	pg_extraction_free(a);
	pg_extraction_free(b);
	a = run(NULL, "We propose Equinox V2 today.");
	int e = ent(a, "Equinox V2");
	assert_true(e >= 0);
	assert_string_equal(a->entities[e].key, "equinoxv2");
	pg_extraction_free(a);
}

static void test_labels_strip_latex_and_markdown(void **state)
{
	const char *s = "We propose $\\texttt{Quill}$ and **Blink-Net** here.";
	pg_extraction *x = run(NULL, s);
	int e = ent(x, "Quill");
	assert_true(e >= 0);
	assert_string_equal(x->entities[e].label, "Quill");
	assert_memory_equal(s + x->entities[e].start, "Quill", 5);
	assert_true(fact(x, PG_REL_PROPOSES, "Blink-Net"));
	pg_extraction_free(x);
	/* an undefined macro stands for a name */
	x = run(NULL, "Finally, we introduce \\zapper, a novel planner.");
	assert_true(fact(x, PG_REL_PROPOSES, "zapper"));
	pg_extraction_free(x);
}

static void test_author_names_are_not_methods(void **state)
{
	pg_extraction *x = run(NULL, "Our analysis follows Chen et al. and extends the bound of Smith et al. (2020).");
	assert_int_equal(ent(x, "Chen"), -1);
	assert_int_equal(ent(x, "Smith"), -1);
	pg_extraction_free(x);
}

static void test_sentences_and_offsets(void **state)
{
	const char *s = "First sentence. We propose ZorbNet.";
	pg_extraction *x = run(NULL, s);
	assert_int_equal(x->n_sentences, 2);
	int e = ent(x, "ZorbNet");
	assert_true(e >= 0);
	assert_int_equal(x->entities[e].sentence, 1);
	assert_memory_equal(s + x->entities[e].start, "ZorbNet", 7);
	assert_int_equal(x->entities[e].end - x->entities[e].start, 7);
	pg_extraction_free(x);
}

static void test_no_duplicate_entities_or_facts(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet beats FooNet. ZorbNet beats FooNet again on ImageNet "
				     "and ImageNet-1k.");
	for (size_t i = 0; i < x->n_entities; i++)
		for (size_t j = i + 1; j < x->n_entities; j++)
			assert_false(x->entities[i].kind == x->entities[j].kind &&
				     strcmp(x->entities[i].key, x->entities[j].key) == 0);
	for (size_t i = 0; i < x->n_facts; i++)
		for (size_t j = i + 1; j < x->n_facts; j++)
			assert_false(x->facts[i].rel == x->facts[j].rel && x->facts[i].subject == x->facts[j].subject &&
				     x->facts[i].object == x->facts[j].object);
	pg_extraction_free(x);
}

static void test_new_dataset_by_head_word(void **state)
{
	pg_extraction *x = run(NULL, "We introduce the Zebra Crossing Benchmark (ZCB) for street scenes. "
				     "Models are also tested on the QuillQA and MarbleSet datasets.");
	int e = ent(x, "ZCB");
	assert_true(e >= 0);
	assert_int_equal(x->entities[e].kind, PG_ENTITY_DATASET);
	assert_true(fact(x, PG_REL_PROPOSES, "ZCB"));
	assert_true(fact(x, PG_REL_DATASET, "QuillQA"));
	assert_true(fact(x, PG_REL_DATASET, "MarbleSet"));
	assert_false(fact(x, PG_REL_USES, "QuillQA"));
	pg_extraction_free(x);
	/* names listed after the head word */
	x = run(NULL, "Experiments on three datasets, ALPHA7, BetaRun and ORCA-Z9, show gains. On these datasets, "
		      "we win.");
	assert_true(fact(x, PG_REL_DATASET, "ALPHA7"));
	assert_true(fact(x, PG_REL_DATASET, "BetaRun"));
	assert_true(fact(x, PG_REL_DATASET, "ORCA-Z9"));
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
}

static void test_lower_case_method_phrase_is_used(void **state)
{
	pg_extraction *x = run(NULL, "The weights are learned by block coordinate descent. "
				     "It avoids the sequence of coordinate descent steps.");
	assert_true(fact(x, PG_REL_USES, "block coordinate descent"));
	assert_int_equal(ent(x, "coordinate descent"), -1);
	pg_extraction_free(x);
	/* a task, a flaw or an alternative set aside after "of" is no tool */
	x = run(NULL, "We study the problem of glim tree matching. We address limitations of zorb "
		      "score matching. We use logistic trees instead of glimmer tree boosting.");
	assert_false(fact(x, PG_REL_USES, "glim tree matching"));
	assert_false(fact(x, PG_REL_USES, "zorb score matching"));
	assert_false(fact(x, PG_REL_USES, "glimmer tree boosting"));
	pg_extraction_free(x);
}

static void test_negated_lineage_is_not_lineage(void **state)
{
	pg_extraction *x = run(NULL, "This work proposes ZedNet, a new detector not based on FooNet.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZedNet"));
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
	/* lineage stated about someone else's work */
	x = run(NULL, "We propose ZedNet. Several methods have been proposed based on FooNet.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

static void test_result_from_to(void **state)
{
	pg_extraction *x = run(NULL, "Our model improves the accuracy from 70.5% to 78.8% on SVHN.");
	const pg_result *r = result(x, "78.8");
	assert_non_null(r);
	assert_non_null(r->baseline_value);
	assert_string_equal(r->baseline_value, "70.5");
	assert_null(result(x, "70.5"));
	pg_extraction_free(x);
}

static void test_result_points_and_lists(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet beats FooNet by 6 BLEU points. It improves recall by up to 9% on "
				     "rare classes, precision by 4% on common ones, and lowers the mean absolute error by 5.7%.");
	const pg_result *r = result(x, "6");
	assert_non_null(r);
	assert_int_equal(r->kind, PG_RESULT_IMPROVEMENT);
	r = result(x, "4");
	assert_non_null(r);
	assert_int_equal(r->kind, PG_RESULT_IMPROVEMENT);
	r = result(x, "5.7");
	assert_non_null(r);
	assert_int_equal(r->kind, PG_RESULT_REDUCTION);
	pg_extraction_free(x);
}

/* "achieves 30.4 and 34.1 BLEU points": points reached are scores; each item of
 * "84.1% accuracy on ZorbNet-1k, 48.6 mIoU on GlimSeg" takes its own data set;
 * "outperforms our baseline by 13% in F1" measures F1, not the baseline */
static const char *entity_label(const pg_extraction *x, int e)
{
	return e >= 0 ? x->entities[e].label : "";
}

static void test_result_items_points_and_beaten_baselines(void **state)
{
	pg_extraction *x = run(NULL, "With standard KD, our approach achieves 30.4 and 34.1 BLEU points on the "
				     "WMT14 English-German and German-English datasets, respectively.");
	const pg_result *r = result(x, "30.4");
	assert_non_null(r);
	assert_int_equal(r->kind, PG_RESULT_SCORE);
	r = result(x, "34.1");
	assert_non_null(r);
	assert_int_equal(r->kind, PG_RESULT_SCORE);
	pg_extraction_free(x);
	x = run(NULL, "A vanilla ZorbViT model achieves an 84.1% fine-tuning accuracy on ImageNet-1k "
		      "classification, 48.6 mIoU on ADE20K segmentation, and 48.9 mAP on COCO detection.");
	r = result(x, "48.6");
	assert_non_null(r);
	assert_string_equal(entity_label(x, r->dataset), "ADE20K");
	r = result(x, "84.1");
	assert_non_null(r);
	assert_true(strncmp(entity_label(x, r->dataset), "ImageNet", 8) == 0);
	pg_extraction_free(x);
	x = run(NULL, "ZorbNet improves accuracy on CIFAR-10 and MNIST, by 5.5% (MNIST) and 3.5% (CIFAR-10).");
	r = result(x, "3.5");
	assert_non_null(r);
	assert_string_equal(entity_label(x, r->dataset), "CIFAR-10");
	r = result(x, "5.5");
	assert_non_null(r);
	assert_string_equal(entity_label(x, r->dataset), "MNIST");
	pg_extraction_free(x);
	/* a bracketed metric is passed over to the data set after it */
	x = run(NULL, "ZorbNet beats GlimNet by up to 5.5% (top-1 accuracy) on the ImageNet classification task, "
		      "and up to 4.4% (mAP) on the PASCAL VOC detection task.");
	r = result(x, "4.4");
	assert_non_null(r);
	assert_true(strncmp(entity_label(x, r->dataset), "PASCAL VOC", 10) == 0);
	pg_extraction_free(x);
	/* "runs at 45 frames per second" is a rate reached; "at 95% recall" a working point */
	x = run(NULL, "GlimNet runs at 45 frames per second. It reaches 80% precision at 95% recall.");
	r = result(x, "45");
	assert_non_null(r);
	assert_string_equal(x->entities[r->metric].key, "frame-rate");
	assert_null(result(x, "95"));
	pg_extraction_free(x);
	x = run(NULL, "Training a native zorb classifier outperforms our baseline by 13.27% and 33.98% in F1 "
		      "score for 4-way and 11-way classification, respectively.");
	r = result(x, "13.27");
	assert_non_null(r);
	assert_int_equal(ent(x, "baseline"), -1);
	assert_int_equal(ent(x, "our baseline"), -1);
	pg_extraction_free(x);
}

static void test_result_glued_metric_and_shared_condition(void **state)
{
	/* a metric written onto its value names the result's metric */
	pg_extraction *x = run(NULL, "ZorbNet beats FooNet by as much as 2.5mAP on BarSet.");
	const pg_result *r = result(x, "2.5");
	assert_non_null(r);
	assert_true(r->metric >= 0);
	assert_string_equal(x->entities[r->metric].label, "mAP");
	pg_extraction_free(x);
	/* "by N% on A and M% on B": A and B are conditions when the verb names the metric */
	x = run(NULL, "ZorbNet improves the robustness by 12% on noisy images and 5% on blurred images.");
	r = result(x, "5");
	assert_non_null(r);
	assert_string_equal(x->entities[r->metric].label, "robustness");
	pg_extraction_free(x);
	/* near miss: a list whose first "on" phrase was its metric keeps its own */
	x = run(NULL, "ZorbNet beats FooNet by up to 9% on stability, 4% on smoothness.");
	r = result(x, "4");
	assert_non_null(r);
	assert_string_equal(x->entities[r->metric].label, "smoothness");
	pg_extraction_free(x);
}

static void test_result_number_word_ratio(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet cuts the inference time (about ten times faster).");
	const pg_result *r = result(x, "10");
	assert_non_null(r);
	assert_string_equal(r->unit, "x");
	pg_extraction_free(x);
	/* near miss: a size of a thing, or a repetition, is no result */
	x = run(NULL, "We propose ZorbNet. Its corpus is ten times larger and we run it three times for accuracy.");
	assert_null(result(x, "10"));
	assert_null(result(x, "3"));
	pg_extraction_free(x);
}

static void test_result_baseline_value_after_compare(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet reaches 71.5% accuracy on BarSet, outperforming "
				     "the strong pruning baseline 64.2%.");
	const pg_result *r = result(x, "71.5");
	assert_non_null(r);
	assert_non_null(r->baseline_value);
	assert_string_equal(r->baseline_value, "64.2");
	assert_null(result(x, "64.2"));
	pg_extraction_free(x);
	/* near miss: a second claim after its own verb stays a result */
	x = run(NULL, "We propose ZorbNet. ZorbNet reaches 71.5% accuracy on BarSet and reaches 64.2% accuracy on BazSet.");
	assert_non_null(result(x, "64.2"));
	pg_extraction_free(x);
}

static void test_title_case_name_is_one_name(void **state)
{
	pg_extraction *x = run(NULL, "We introduce a new approach, called Predictive Correlation Screening, for "
				     "variable selection.");
	assert_true(fact(x, PG_REL_PROPOSES, "Predictive Correlation Screening"));
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
}

static bool in_range(int i, size_t n)
{
	return i >= 0 && (size_t)i < n;
}

/* Asserts what extract.h promises of every extraction of `abstract`:
 * offsets inside it, indices that point at entities of the right kind,
 * no two entities with the same kind and key, no duplicate facts. */
static void assert_well_formed(const pg_extraction *x, const char *abstract)
{
	size_t len = strlen(abstract);
	for (size_t i = 0; i < x->n_sentences; i++) {
		assert_true(x->sentences[i].start <= x->sentences[i].end);
		assert_true(x->sentences[i].end <= len);
		if (i > 0)
			assert_true(x->sentences[i - 1].end <= x->sentences[i].start);
	}
	for (size_t i = 0; i < x->n_entities; i++) {
		const pg_entity *e = &x->entities[i];
		assert_non_null(e->label);
		assert_non_null(e->key);
		assert_true(e->key[0] != '\0');
		assert_true(e->start <= e->end && e->end <= len);
		for (size_t j = 0; j < i; j++)
			assert_false(x->entities[j].kind == e->kind && strcmp(x->entities[j].key, e->key) == 0);
	}
	for (size_t i = 0; i < x->n_facts; i++) {
		const pg_fact *f = &x->facts[i];
		assert_true(in_range(f->object, x->n_entities));
		assert_non_null(f->rule);
		if (f->rel == PG_REL_EXTENDS)
			assert_true(in_range(f->subject, x->n_entities) && f->subject != f->object);
		else
			assert_int_equal(f->subject, -1);
		for (size_t j = 0; j < i; j++)
			assert_false(x->facts[j].rel == f->rel && x->facts[j].subject == f->subject &&
				     x->facts[j].object == f->object);
	}
	for (size_t i = 0; i < x->n_results; i++) {
		const pg_result *r = &x->results[i];
		assert_true(in_range(r->metric, x->n_entities));
		assert_int_equal(x->entities[r->metric].kind, PG_ENTITY_METRIC);
		assert_true(r->dataset == -1 || in_range(r->dataset, x->n_entities));
		assert_true(r->method == -1 || in_range(r->method, x->n_entities));
		assert_true(r->baseline == -1 || in_range(r->baseline, x->n_entities));
		assert_non_null(r->value);
	}
}

static void test_odd_input_never_fails(void **state)
{
	const char *odd[] = { "", " ", "$", "\\", "((((", "\xff\xfe\xfd", "a (B) (CD) (EFG)", "1.2.3.4% x 5x ( vs 3",
			      "We propose", "We propose (", "**", "$\\texttt{", "Foo: ", NULL };
	for (const char **s = odd; *s; s++) {
		pg_extraction *x = run(*s, *s);
		assert_well_formed(x, *s);
		pg_extraction_free(x);
	}
	/* and the checks see something: a paper with entities, facts and a result */
	const char *abs = "We propose ZorbNet, which outperforms GlimmerNet. ZorbNet improves accuracy "
			  "by 4.2% on the QuuxBench benchmark.";
	pg_extraction *x = run("ZorbNet: Fast Widgets", abs);
	assert_true(x->n_entities > 0 && x->n_facts > 0 && x->n_results > 0);
	assert_well_formed(x, abs);
	pg_extraction_free(x);
	pg_extraction_free(NULL);
}

static bool has_kind(const pg_extraction *x, const char *name, pg_entity_kind kind)
{
	for (size_t i = 0; i < x->n_entities; i++)
		if (x->entities[i].kind == kind && (strcasecmp(x->entities[i].label, name) == 0 ||
						    (x->entities[i].alt && strcasecmp(x->entities[i].alt, name) == 0)))
			return true;
	return false;
}

static void test_proposed_long_form_ending_in_task_is_a_method(void **state)
{
	pg_extraction *x = run(NULL, "Teachers are large. We introduce a new approach, dubbed Spectral Knowledge "
				     "Distillation (SKD), that matches eigenvectors.");
	assert_true(fact(x, PG_REL_PROPOSES, "SKD"));
	assert_true(has_kind(x, "SKD", PG_ENTITY_METHOD));
	pg_extraction_free(x);
	/* near miss: a problem the paper defines stays a task and is not proposed */
	x = run(NULL, "We introduce the problem of Open Set Image Segmentation (OSIS) and study it.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	assert_true(has_kind(x, "OSIS", PG_ENTITY_TASK));
	pg_extraction_free(x);
}

static void test_propose_by_introducing(void **state)
{
	pg_extraction *x = run(NULL, "We speed up retrieval by introducing Hopfield Routing Trees (HRT).");
	assert_true(fact(x, PG_REL_PROPOSES, "HRT"));
	pg_extraction_free(x);
	/* near miss: someone else introduced it */
	x = run(NULL, "Earlier systems sped up retrieval by introducing Hopfield Routing Trees (HRT).");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

static void test_resulting_method_called(void **state)
{
	pg_extraction *x = run(NULL, "Both tricks are combined. The resulting algorithm, called KlaxSolver, "
				     "converges fast.");
	assert_true(fact(x, PG_REL_PROPOSES, "KlaxSolver"));
	pg_extraction_free(x);
	/* near miss: a popular tool named in passing */
	x = run(NULL, "A popular algorithm called KlaxSolver converges fast.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

static void test_task_phrase_after_using_verb_is_a_method(void **state)
{
	pg_extraction *x = run(NULL, "We pretrain the detector by utilizing contrastive learning.");
	assert_true(fact(x, PG_REL_USES, "contrastive learning"));
	assert_false(has_kind(x, "contrastive learning", PG_ENTITY_TASK));
	pg_extraction_free(x);
	/* near miss: the problem studied */
	x = run(NULL, "We study contrastive learning for small detectors.");
	assert_true(fact(x, PG_REL_TASK, "contrastive learning"));
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
}

static void test_techniques_such_as_task_phrase(void **state)
{
	pg_extraction *x = run(NULL, "We label fewer points with strategies such as active learning.");
	assert_true(fact(x, PG_REL_USES, "active learning"));
	pg_extraction_free(x);
	/* near misses: examples of tasks, and background without the paper's voice */
	x = run(NULL, "We evaluate on tasks such as active learning.");
	assert_true(fact(x, PG_REL_TASK, "active learning"));
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
	x = run(NULL, "Strategies such as active learning label fewer points.");
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
}

static void test_extends_by_name(void **state)
{
	pg_extraction *x = run(NULL, "Lattice gradient descent (LGD) is slow. We propose accelerated lattice "
				     "gradient descent (ALGD), which adds momentum.");
	assert_true(extends(x, "ALGD", "LGD"));
	pg_extraction_free(x);
	/* near misses: a problem name is not an ancestor; a bare acronym says nothing */
	x = run(NULL, "Glacier Crack Detection (GCD) is hard. We propose Sparse Glacier Crack Detection (SGCD).");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
	x = run(NULL, "ZorbNet is slow. We propose FastZorbNet.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

static void test_extends_relative_clause(void **state)
{
	pg_extraction *x = run(NULL, "We start from ideas in ZorbNet, upon which we build KlaxNet, a new parser.");
	assert_true(fact(x, PG_REL_PROPOSES, "KlaxNet"));
	assert_true(extends(x, "KlaxNet", "ZorbNet"));
	pg_extraction_free(x);
	x = run(NULL, "We propose KlaxNet. It keeps the encoder of ZorbNet, building on which we add a gate.");
	assert_true(extends(x, "KlaxNet", "ZorbNet"));
	pg_extraction_free(x);
	/* near misses: a bare "on which" is a setting, and the clause must be ours */
	x = run(NULL, "We propose KlaxNet. We test it on ZorbBench, on which we report accuracy.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
	x = run(NULL, "We propose KlaxNet. Many parsers use ZorbNet, upon which others build tools.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

static void test_extends_on_top_of(void **state)
{
	pg_extraction *x = run(NULL, "We propose KlaxNet. KlaxNet adds a gating layer on top of ZorbNet.");
	assert_true(extends(x, "KlaxNet", "ZorbNet"));
	pg_extraction_free(x);
	/* near miss: someone else's stack */
	x = run(NULL, "We propose KlaxNet. Older parsers put a gating layer on top of ZorbNet.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

static void test_result_from_to_list(void **state)
{
	pg_extraction *x = run(NULL, "Our model raises the accuracy from 61.0% to 64.5% on SVHN and 40.0% to 52.5% "
				     "on MNIST.");
	assert_non_null(result(x, "64.5"));
	const pg_result *r = result(x, "52.5");
	assert_non_null(r);
	assert_non_null(r->baseline_value);
	assert_string_equal(r->baseline_value, "40.0");
	assert_null(result(x, "40.0"));
	assert_null(result(x, "61.0"));
	pg_extraction_free(x);
	/* near miss: a plain list of scores, no "from" */
	x = run(NULL, "Our model reaches an accuracy of 64.5% on SVHN and 52.5% on MNIST.");
	assert_non_null(result(x, "64.5"));
	assert_non_null(result(x, "52.5"));
	pg_extraction_free(x);
}

static void test_named_problems_are_not_proposed(void **state)
{
	pg_extraction *x = run(NULL, "We formalize a new learning setting called Echo Learning (EL).");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	x = run(NULL, "We introduce Sparse Glacier Segmentation (SGS), a novel segmentation problem for "
		      "satellite images.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	/* near miss: a method named the same way is proposed */
	x = run(NULL, "We formalize a new learning algorithm called Echo Learning (EL).");
	assert_true(fact(x, PG_REL_PROPOSES, "EL"));
	pg_extraction_free(x);
}

static void test_title_name_of_an_analysis_paper(void **state)
{
	const char *analysis = "Pruning is widely used to shrink networks before deployment on small devices. "
			       "We study when magnitude pruning fails under distribution shift, and we examine "
			       "how the choice of layer and the schedule change the outcome across many settings. "
			       "We show that the failures follow from a simple spectral argument and give a lower "
			       "bound that matches the observed drop in several regimes.";
	pg_extraction *x = run("Zigzag: On the Limits of Pruning", analysis);
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	/* near misses: a resource title, and a short abstract, keep the title name */
	x = run("Zigzag: A Dataset of Pruned Networks", analysis);
	assert_true(fact(x, PG_REL_PROPOSES, "Zigzag"));
	pg_extraction_free(x);
	x = run("Zigzag: Pruning Without Retraining", "We study pruning of deep networks.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zigzag"));
	pg_extraction_free(x);
}

static void test_unknown_name_listed_with_data_sets(void **state)
{
	pg_extraction *x = run(NULL, "Our parser is evaluated on SVHN, QZTB, and MNIST.");
	assert_true(has_kind(x, "QZTB", PG_ENTITY_DATASET));
	assert_true(fact(x, PG_REL_DATASET, "QZTB"));
	pg_extraction_free(x);
	/* near misses: one data set only, and a mixed-case model name */
	x = run(NULL, "We compare QZTB and KlaxNet on SVHN.");
	assert_false(has_kind(x, "QZTB", PG_ENTITY_DATASET));
	pg_extraction_free(x);
	x = run(NULL, "We evaluate on SVHN, KlaxNet, and MNIST.");
	assert_false(has_kind(x, "KlaxNet", PG_ENTITY_DATASET));
	pg_extraction_free(x);
}

static void test_metric_naming_a_training_term(void **state)
{
	pg_extraction *x = run(NULL, "We train the generator with a perplexity loss and report accuracy.");
	assert_false(fact(x, PG_REL_METRIC, "perplexity"));
	assert_true(fact(x, PG_REL_METRIC, "accuracy"));
	pg_extraction_free(x);
	/* near miss: the metric itself */
	x = run(NULL, "We report perplexity on held-out text.");
	assert_true(fact(x, PG_REL_METRIC, "perplexity"));
	pg_extraction_free(x);
}

static void test_compare_stops_at_next_clause(void **state)
{
	pg_extraction *x = run(NULL, "KlaxNet outperforms pruning methods, and achieves low error with ZorbNet "
				     "on SVHN.");
	assert_false(fact(x, PG_REL_COMPARES, "ZorbNet"));
	pg_extraction_free(x);
	/* near miss: a coordinated list of baselines */
	x = run(NULL, "KlaxNet outperforms strong baselines and ZorbNet on SVHN.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbNet"));
	pg_extraction_free(x);
}

static void test_extends_inherits_generalization_and_based(void **state)
{
	pg_extraction *x = run(NULL, "We propose KlaxNet. KlaxNet inherits the encoder of ZorbNet.");
	assert_true(extends(x, "KlaxNet", "ZorbNet"));
	pg_extraction_free(x);
	x = run(NULL, "We propose KlaxNet, a generalization of ZorbNet to graphs.");
	assert_true(extends(x, "KlaxNet", "ZorbNet"));
	pg_extraction_free(x);
	x = run(NULL, "We introduce KlaxNet, a ZorbNet-based parser with gates.");
	assert_true(extends(x, "KlaxNet", "ZorbNet"));
	pg_extraction_free(x);
	/* near misses: someone else inherits; an X-based baseline is no lineage */
	x = run(NULL, "We propose KlaxNet. Older parsers inherit the encoder of ZorbNet.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
	x = run(NULL, "We propose KlaxNet. It beats a ZorbNet-based parser on SVHN.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_propose_verb),
		cmocka_unit_test(test_propose_list),
		cmocka_unit_test(test_propose_object_stops_at_preposition),
		cmocka_unit_test(test_sentence_initial_capital_is_not_a_method),
		cmocka_unit_test(test_we_is_not_an_acronym),
		cmocka_unit_test(test_acronym_pair_is_one_entity),
		cmocka_unit_test(test_acronym_of_a_task_is_the_task),
		cmocka_unit_test(test_generic_acronym_pair_gets_no_role),
		cmocka_unit_test(test_called_and_appositive),
		cmocka_unit_test(test_bracketed_name_in_a_propose_sentence),
		cmocka_unit_test(test_title_names_the_method_and_task),
		cmocka_unit_test(test_compares),
		cmocka_unit_test(test_extends_starting_from),
		cmocka_unit_test(test_extends_builds_on_and_based_on),
		cmocka_unit_test(test_result_score_with_metric_and_dataset),
		cmocka_unit_test(test_result_improvement_and_reduction),
		cmocka_unit_test(test_result_times_unit),
		cmocka_unit_test(test_result_with_baseline_value),
		cmocka_unit_test(test_years_and_counts_are_not_results),
		cmocka_unit_test(test_keys_fold_versions),
		cmocka_unit_test(test_labels_strip_latex_and_markdown),
		cmocka_unit_test(test_author_names_are_not_methods),
		cmocka_unit_test(test_sentences_and_offsets),
		cmocka_unit_test(test_no_duplicate_entities_or_facts),
		cmocka_unit_test(test_new_dataset_by_head_word),
		cmocka_unit_test(test_lower_case_method_phrase_is_used),
		cmocka_unit_test(test_negated_lineage_is_not_lineage),
		cmocka_unit_test(test_result_from_to),
		cmocka_unit_test(test_result_points_and_lists),
		cmocka_unit_test(test_result_items_points_and_beaten_baselines),
		cmocka_unit_test(test_result_glued_metric_and_shared_condition),
		cmocka_unit_test(test_result_number_word_ratio),
		cmocka_unit_test(test_result_baseline_value_after_compare),
		cmocka_unit_test(test_title_case_name_is_one_name),
		cmocka_unit_test(test_odd_input_never_fails),
		cmocka_unit_test(test_proposed_long_form_ending_in_task_is_a_method),
		cmocka_unit_test(test_propose_by_introducing),
		cmocka_unit_test(test_resulting_method_called),
		cmocka_unit_test(test_task_phrase_after_using_verb_is_a_method),
		cmocka_unit_test(test_techniques_such_as_task_phrase),
		cmocka_unit_test(test_extends_by_name),
		cmocka_unit_test(test_extends_relative_clause),
		cmocka_unit_test(test_extends_on_top_of),
		cmocka_unit_test(test_result_from_to_list),
		cmocka_unit_test(test_named_problems_are_not_proposed),
		cmocka_unit_test(test_title_name_of_an_analysis_paper),
		cmocka_unit_test(test_unknown_name_listed_with_data_sets),
		cmocka_unit_test(test_metric_naming_a_training_term),
		cmocka_unit_test(test_compare_stops_at_next_clause),
		cmocka_unit_test(test_extends_inherits_generalization_and_based),
		cmocka_unit_test(test_drop_rules_leaves_out_their_claims_and_entities),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
