/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the second round of extraction rules (issue 14): general patterns
 * measured on unseen abstracts, each on made-up sentences with its near misses. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cmocka_tap.h"
#include "extract/extract.h"
#include "extract/known.h"

#include "unit_extract.h"

/* "the proposed X", "our X method": the paper's own, in any sentence */
static void test_proposed_and_our_name_is_a_proposal(void **state)
{
	pg_extraction *x = run(NULL, "This paper describes a way of carrying out foo quality grading (FQG). "
				     "The proposed FQG method gives one score per system. "
				     "Our ZentaFlow runs fast, and our BERT encoder is frozen.");
	assert_true(fact(x, PG_REL_PROPOSES, "FQG"));
	assert_false(fact(x, PG_REL_USES, "FQG"));
	assert_true(fact(x, PG_REL_PROPOSES, "ZentaFlow"));
	assert_false(fact(x, PG_REL_PROPOSES, "BERT")); /* a part of a known model */
	pg_extraction_free(x);
	/* near miss: "our" before an acronym with no head noun is not a proposal */
	x = run(NULL, "We study graph sampling. In our QZT experiments the loss drops.");
	assert_false(fact(x, PG_REL_PROPOSES, "QZT"));
	pg_extraction_free(x);
}

/* "we ... using a new deep Foo Bar Network (FBN)": a name introduced as new */
static void test_new_defined_name_is_a_proposal(void **state)
{
	pg_extraction *x = run(NULL, "Face spoofing is common. We detect it using a new deep "
				     "Multi-path Glimmer Aggregation Network (MGAN).");
	assert_true(fact(x, PG_REL_PROPOSES, "MGAN"));
	assert_false(fact(x, PG_REL_USES, "MGAN"));
	pg_extraction_free(x);
	/* near miss: a known name after "using" without "new" stays used */
	x = run(NULL, "Face spoofing is common. We detect it using a deep Multi-path Glimmer Aggregation Network (MGAN).");
	assert_false(fact(x, PG_REL_PROPOSES, "MGAN"));
	pg_extraction_free(x);
	/* near misses: an undefined acronym in capitals before a noun names the kind or
	 * the field ("a novel ZVC algorithm termed ...", "a new ZAT encoding") */
	x = run(NULL, "In this paper, we propose a novel ZVC algorithm termed robust glimmer clustering (RGC). "
		      "We generate a new ZAT encoding that we evaluate on benchmark instances.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZVC"));
	assert_false(fact(x, PG_REL_PROPOSES, "ZAT"));
	pg_extraction_free(x);
	/* ... but a new corpus named in capitals is the paper's */
	x = run(NULL, "Our model draws upon a new corpus ZLP-MSTG which extends earlier annotations.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZLP-MSTG"));
	pg_extraction_free(x);
}

/* "Foo++", "Foo v2", "Foo-2", "Foo-L" proposed where Foo is named extend Foo */
static void test_versioned_name_extends_its_base(void **state)
{
	pg_extraction *x = run("ZapQ++: faster codes", "We observe that zig area quantization (ZAQ) is slow. "
							"We propose ZAQ++, which renders ZAQ faster.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZAQ++"));
	assert_true(extends(x, "ZAQ++", "ZAQ"));
	assert_false(fact(x, PG_REL_TASK, "ZAQ")); /* the versioned acronym is a method */
	pg_extraction_free(x);
	x = run(NULL, "We propose GlimNet v2 and GlimNet-L. Both are compared with GlimNet.");
	assert_true(extends(x, "GlimNet v2", "GlimNet"));
	assert_true(extends(x, "GlimNet-L", "GlimNet"));
	pg_extraction_free(x);
	/* near miss: a longer word is no version ("GlimNetwork" does not extend GlimNet) */
	x = run(NULL, "We propose GlimNetwork. It is compared with GlimNet.");
	assert_false(extends(x, "GlimNetwork", "GlimNet"));
	pg_extraction_free(x);
}

/* "Pre-Foo" proposed where the text names Foo extends Foo; "Foo++" of the paper's
 * own Foo is proposed too and extends it */
static void test_derived_and_own_version_names(void **state)
{
	pg_extraction *x = run(NULL, "We study the classical ZUCB bandit rule. We also provide a "
				     "ZUCB-like checking scheme, called Safe-ZUCB, that recovers from attacks.");
	assert_true(fact(x, PG_REL_PROPOSES, "Safe-ZUCB"));
	assert_true(extends(x, "Safe-ZUCB", "ZUCB"));
	pg_extraction_free(x);
	/* without "ZUCB-like" in the text, the name alone says it derives */
	x = run(NULL, "We propose Hash-ZVM, which makes the nonlinear ZVM faster.");
	assert_true(extends(x, "Hash-ZVM", "ZVM"));
	pg_extraction_free(x);
	/* near miss: a prefix before a task's acronym names a method for the task */
	x = run(NULL, "We study zorb boundary detection (ZBD). We propose SC-ZBD, which aligns the "
		      "boundaries of both domains.");
	assert_true(fact(x, PG_REL_PROPOSES, "SC-ZBD"));
	assert_true(fact(x, PG_REL_TASK, "zorb boundary detection"));
	assert_false(extends(x, "SC-ZBD", "ZBD"));
	pg_extraction_free(x);
	x = run(NULL, "We present TRUG, a framework that reads summaries. "
		      "Built upon TRUG, TRUG++ adds a second objective.");
	assert_true(fact(x, PG_REL_PROPOSES, "TRUG"));
	assert_true(fact(x, PG_REL_PROPOSES, "TRUG++"));
	assert_true(extends(x, "TRUG++", "TRUG"));
	assert_false(fact(x, PG_REL_USES, "TRUG++"));
	pg_extraction_free(x);
	/* near miss: a size of the own name ("TRUG-L") is not a new proposal by name alone */
	x = run(NULL, "We present TRUG, a framework that reads summaries. TRUG-L is slower.");
	assert_false(fact(x, PG_REL_PROPOSES, "TRUG-L"));
	pg_extraction_free(x);
}

/* a lower-case long form of three words or more with its acronym is a name,
 * even with a generic head ("network"); a two-word one is a term */
static void test_lower_case_long_form_with_acronym_is_a_name(void **state)
{
	pg_extraction *x = run(NULL, "Depth is hard to learn. The proposed deep glorp regression "
				     "network (DGRN) reaches the best results on KITTI.");
	assert_true(fact(x, PG_REL_PROPOSES, "DGRN"));
	pg_extraction_free(x);
	/* near misses: a two-word generic term, and a known generic acronym */
	x = run(NULL, "We train a glorp model (GM) with deep neural networks (DNNs).");
	assert_false(fact(x, PG_REL_PROPOSES, "GM"));
	assert_false(fact(x, PG_REL_USES, "GM"));
	assert_false(fact(x, PG_REL_USES, "DNNs"));
	pg_extraction_free(x);
}

/* "we develop deep zorbing processes (DZP)": a plural head names a class,
 * unless the paper introduces the pair in its own voice */
static void test_introduced_plural_long_form_is_a_proposal(void **state)
{
	pg_extraction *x = run(NULL, "To this end, we develop deep zorbing processes (DZP) to model "
				     "dynamic networks. A DZP comprises events.");
	assert_true(fact(x, PG_REL_PROPOSES, "DZP"));
	pg_extraction_free(x);
	/* near misses: someone else's proposal, and a class the paper only names */
	x = run(NULL, "Recently proposed large zorbing models (LZMs) further extend this.");
	assert_false(fact(x, PG_REL_PROPOSES, "LZMs"));
	pg_extraction_free(x);
	x = run(NULL, "Large zorbing models (LZMs) are popular. We study their limits.");
	assert_false(fact(x, PG_REL_PROPOSES, "LZMs"));
	pg_extraction_free(x);
}

/* a name the abstract defines with its acronym past its first sentence, whose
 * words start the title, is the proposal even without a propose verb */
static void test_title_names_the_defined_proposal(void **state)
{
	pg_extraction *x = run("Born Twice Zorb Networks", "Distillation moves knowledge between models. "
			       "We train students shaped like their teachers. Surprisingly, these "
			       "Born-Twice Zorb Networks (BTZNs) outperform their teachers.");
	assert_true(fact(x, PG_REL_PROPOSES, "BTZNs"));
	assert_false(fact(x, PG_REL_USES, "BTZNs"));
	pg_extraction_free(x);
	/* near misses: defined in the first sentence (a known name), or as a means */
	x = run("Glorp Fusion Networks for Depth", "Glorp Fusion Networks (GFNs) are widely used. "
						    "We study their depth maps.");
	assert_false(fact(x, PG_REL_PROPOSES, "GFNs"));
	pg_extraction_free(x);
	x = run("Glorp Counting Meets Sensing", "Sensing is popular. We recover signals using "
						 "Glorp Counting (GC) sketches.");
	assert_false(fact(x, PG_REL_PROPOSES, "GC"));
	pg_extraction_free(x);
	/* near miss: defined in a sentence about the field's past */
	x = run("Alternating Glorp Descent Revisited", "Zorb recovery is hard. Classically, Alternating "
						      "Glorp Descent (AGD) is applied to it. We analyse its rate.");
	assert_false(fact(x, PG_REL_PROPOSES, "AGD"));
	pg_extraction_free(x);
}

/* a coined name the paper's findings report results for ("experiments show that
 * ZBF outperforms ...") is the paper's own, without a propose verb */
static void test_claimed_name_is_proposed(void **state)
{
	pg_extraction *x = run(NULL, "Glim recovery is hard. We study a new glim scheme. Experiments on two "
				     "benchmarks show that ZBF consistently outperforms GlimNet.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZBF"));
	assert_true(fact(x, PG_REL_COMPARES, "GlimNet"));
	pg_extraction_free(x);
	/* near misses: a name compared with before, an abbreviation of the title's
	 * proposal, a paper releasing a benchmark */
	x = run(NULL, "We compare with GlimNet. Results show that GlimNet outperforms ZorbA.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
	x = run("Zorber-Glimmer: Glim Recovery", "We study glim recovery. We show that ZorGlim outperforms GlimNet.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZorGlim"));
	pg_extraction_free(x);
	x = run(NULL, "We release ZorbBench, a new benchmark for glim recovery. Results show that GlimLM-7B "
		      "outperforms ZorbLM.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimLM-7B"));
	pg_extraction_free(x);
}

/* names listed after a colon or a dash that ends a propose verb's object */
static void test_proposals_listed_after_colon_or_dash(void **state)
{
	pg_extraction *x = run(NULL, "We introduce two measures based on image classification---Zorb-train "
				     "and Zorb-test, which approximate recall and precision.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-train"));
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-test"));
	pg_extraction_free(x);
	x = run(NULL, "We present two parsers: GlimA and GlimB.");
	assert_true(fact(x, PG_REL_PROPOSES, "GlimA"));
	assert_true(fact(x, PG_REL_PROPOSES, "GlimB"));
	pg_extraction_free(x);
	/* near miss: a colon that starts a new clause about other names */
	x = run(NULL, "We propose a loss: it beats GlimA and GlimB.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimA"));
	pg_extraction_free(x);
}

/* "we introduce a dataset, called SVD": a generic acronym of the not-methods
 * lexicon is a name when the paper names what it introduces with it */
static void test_called_names_a_generic_acronym(void **state)
{
	pg_extraction *x = run(NULL, "In this paper, we introduce a large-scale short video dataset, "
				     "called SVD, for retrieval.");
	assert_true(fact(x, PG_REL_PROPOSES, "SVD"));
	assert_true(fact(x, PG_REL_DATASET, "SVD"));
	pg_extraction_free(x);
	/* a metric acronym of the lexicon ("SPL", path length) the paper names its model */
	x = run(NULL, "We name the model SPL to stress its priors. SPL is best on Places2.");
	assert_true(fact(x, PG_REL_PROPOSES, "SPL"));
	assert_false(fact(x, PG_REL_METRIC, "SPL"));
	pg_extraction_free(x);
	/* near miss: no propose verb, the generic acronym stays out */
	x = run(NULL, "We use a factorisation called SVD.");
	assert_false(fact(x, PG_REL_PROPOSES, "SVD"));
	pg_extraction_free(x);
}

/* "improves the zorbing performance": an activity noun before "performance" in a
 * claim is a metric; a quality word is not */
static void test_activity_performance_is_a_metric(void **state)
{
	pg_extraction *x = run(NULL, "Our GlimNet improves separation performance over prior networks.");
	assert_true(fact(x, PG_REL_METRIC, "separation performance"));
	pg_extraction_free(x);
	/* near misses: a quality, and no claim in the sentence */
	x = run(NULL, "GlimNet achieves promising performance on ZorbSet.");
	assert_false(fact(x, PG_REL_METRIC, "promising performance"));
	pg_extraction_free(x);
	x = run(NULL, "We study the separation performance of GlimNet.");
	assert_false(fact(x, PG_REL_METRIC, "separation performance"));
	pg_extraction_free(x);
}

/* "similar zorbation quality", "superior coherence performance", "matching and
 * fusion quality": "quality" heads an activity noun too, -ence nouns are
 * activities, a weighed or hindered change is a claim, and "X and Y quality" gives
 * both */
static void test_activity_quality_is_a_metric(void **state)
{
	pg_extraction *x = run(NULL, "GlimNet reaches similar zorbation quality at a tenth of the cost.");
	assert_true(fact(x, PG_REL_METRIC, "zorbation quality"));
	pg_extraction_free(x);
	x = run(NULL, "GlimNet shows superior convergence performance on a toy example.");
	assert_true(fact(x, PG_REL_METRIC, "convergence performance"));
	pg_extraction_free(x);
	x = run(NULL, "The gap between training and testing hinders the translation performance of Zorb models.");
	assert_true(fact(x, PG_REL_METRIC, "translation performance"));
	pg_extraction_free(x);
	x = run(NULL, "GlimNet outperforms prior detectors in matching and fusion quality.");
	assert_true(fact(x, PG_REL_METRIC, "matching quality"));
	assert_true(fact(x, PG_REL_METRIC, "fusion quality"));
	pg_extraction_free(x);
	/* a task's name before the head, and a decrease as the claim */
	x = run(NULL, "Early fusion clearly improves the face detection performance of GlimNet.");
	assert_true(fact(x, PG_REL_METRIC, "face detection performance"));
	pg_extraction_free(x);
	x = run(NULL, "A few outliers may decrease the zorbation performance of GlimNet.");
	assert_true(fact(x, PG_REL_METRIC, "zorbation performance"));
	pg_extraction_free(x);
	/* a common word the lexicon marks "context" is a metric only in a measuring
	 * sentence */
	x = run(NULL, "Policy learning suffers from the sparsity of rewards in GlimWorld.");
	assert_false(fact(x, PG_REL_METRIC, "sparsity"));
	pg_extraction_free(x);
	x = run(NULL, "GlimNet improves sparsity over ZorbNet.");
	assert_true(fact(x, PG_REL_METRIC, "sparsity"));
	pg_extraction_free(x);
	/* "sensitivity" is a dependence here, not the true positive rate */
	x = run(NULL, "GlimNet removes the sensitivity to initialization of ZorbNet.");
	assert_false(fact(x, PG_REL_METRIC, "true positive rate"));
	pg_extraction_free(x);
	/* near misses: a quality word before the head, a learning paradigm, and no
	 * claim in the sentence */
	x = run(NULL, "GlimNet improves the active learning performance of ZorbNet.");
	assert_false(fact(x, PG_REL_METRIC, "active learning performance"));
	pg_extraction_free(x);
	x = run(NULL, "GlimNet achieves excellent quality on ZorbSet.");
	assert_false(fact(x, PG_REL_METRIC, "excellent quality"));
	pg_extraction_free(x);
	x = run(NULL, "We study the zorbation quality of GlimNet.");
	assert_false(fact(x, PG_REL_METRIC, "zorbation quality"));
	pg_extraction_free(x);
}

/* "halves the number of gradient steps": what a reducing verb counts down is a metric */
static void test_reduced_number_of_is_a_metric(void **state)
{
	pg_extraction *x = run(NULL, "GlimNet halves the number of gradient steps needed by ZorbNet.");
	assert_true(fact(x, PG_REL_METRIC, "number of gradient steps"));
	pg_extraction_free(x);
	/* near misses: a quantifier, and an adverb where the noun should be */
	x = run(NULL, "We evaluate GlimNet on a number of zorb tasks.");
	assert_int_equal(ent(x, "number of zorb tasks"), -1);
	pg_extraction_free(x);
	x = run(NULL, "GlimNet reduces the number of potentially costly calls.");
	assert_int_equal(ent(x, "number of potentially"), -1);
	pg_extraction_free(x);
}

/* "Foo, a functional analogue to the BAR": analogue, counterpart, adaptation and
 * modification are lineage nouns like variant and extension */
static void test_analogue_and_counterpart_are_lineage(void **state)
{
	pg_extraction *x = run(NULL, "We present the ZUSSO, a functional analogue to the ZASSO, that "
				     "finds sparse inputs.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZUSSO"));
	assert_true(extends(x, "ZUSSO", "ZASSO"));
	pg_extraction_free(x);
	/* near miss: a counterpart named outside the paper's own work */
	x = run(NULL, "ZASSO has a counterpart in GlimNet. We study both.");
	assert_false(extends(x, "GlimNet", "ZASSO"));
	pg_extraction_free(x);
}

/* "a search method motivated by ZARTS", "based on the integration of Glim U-Net
 * and ZorbFormer": "motivated by" is lineage like "inspired by", and each name a
 * combination joins is; "motivated" alone ("motivated to") is not */
static void test_motivated_by_and_combinations_are_lineage(void **state)
{
	pg_extraction *x = run(NULL, "We introduce DZA, a search method motivated by ZARTS in architecture search.");
	assert_true(extends(x, "DZA", "ZARTS"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZORBARY. Our method ZORBARY is based on the integration of GlimNet and ZorbFormer.");
	assert_true(extends(x, "ZORBARY", "GlimNet"));
	assert_true(extends(x, "ZORBARY", "ZorbFormer"));
	pg_extraction_free(x);
	/* near miss */
	x = run(NULL, "We introduce DZA, motivated to beat ZARTS in architecture search.");
	assert_false(extends(x, "DZA", "ZARTS"));
	pg_extraction_free(x);
}

/* "FooNet, an incremental version of Bar": "version of" is lineage; "version"
 * alone ("the new version runs faster") is not */
static void test_version_of_is_lineage(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZTEC_inc, an incremental version of ZTEC, an event "
				     "recognition engine. ZTEC recomputes every query.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZTEC_inc"));
	assert_true(extends(x, "ZTEC_inc", "ZTEC"));
	pg_extraction_free(x);
	/* near miss: a version named without "of" */
	x = run(NULL, "We propose ZTEC_inc. Its version ZTEC runs on a cluster.");
	assert_false(extends(x, "ZTEC_inc", "ZTEC"));
	pg_extraction_free(x);
	/* capitalised words after "version of" are one name, whatever their head */
	x = run(NULL, "We propose Zorbed Glim Newton (ZGN), a learner. ZGN is an enhanced version of the "
		      "Online Newton Step, which is fast.");
	assert_true(extends(x, "Zorbed Glim Newton", "Online Newton Step"));
	pg_extraction_free(x);
	/* near miss: a lower-case phrase after "version of" is no parent */
	x = run(NULL, "We propose Zorbed Glim Newton (ZGN), a learner. ZGN is an enhanced version of the "
		      "online zorb step algorithm, which is fast.");
	assert_false(extends(x, "Zorbed Glim Newton", "online zorb step algorithm"));
	pg_extraction_free(x);
}

/* "a sampling algorithm, called PAWS": a method head before the naming verb
 * makes the name the paper's method though a data set of the lexicon has it */
static void test_called_name_over_a_dataset_name(void **state)
{
	pg_extraction *x = run(NULL, "We propose a sampling algorithm, called PAWS, based on random glims. PAWS is fast.");
	assert_true(fact(x, PG_REL_PROPOSES, "PAWS"));
	assert_int_equal(count_rel(x, PG_REL_DATASET), 0);
	pg_extraction_free(x);
	/* near miss: the data set itself */
	x = run(NULL, "We propose ZorbNet and evaluate it on PAWS.");
	assert_true(fact(x, PG_REL_DATASET, "PAWS"));
	pg_extraction_free(x);
}

/* "This paper describes ZorbFit (ZORB Fitting Template), an algorithm": describing
 * a new name proposes it; not "we describe how X fails", nor hardware words */
static void test_describe_proposes(void **state)
{
	pg_extraction *x = run(NULL, "This paper describes ZorbFit (ZORB Fitting Template), an algorithm using glims.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbFit"));
	pg_extraction_free(x);
	x = run(NULL, "We describe how GlimNet fails on glims. We describe an analog CMOS glim chip.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimNet"));
	assert_int_equal(ent(x, "CMOS"), -1);
	pg_extraction_free(x);
}

/* "In this paper, FooNet, a ..., is proposed": a passive proposal whose subject
 * starts the clause; not after "Recently," and not "is designed to" */
static void test_passive_proposal(void **state)
{
	pg_extraction *x = run(NULL, "In this paper, ZA-MRC, a continual reader with a fixed memory, is "
				     "proposed. Specifically, GLIMZ is introduced to represent actions.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZA-MRC"));
	assert_true(fact(x, PG_REL_PROPOSES, "GLIMZ"));
	pg_extraction_free(x);
	/* near misses: background and a description of an existing system */
	x = run(NULL, "Recently, ZA-MRC is proposed for reading. The GLIMZ is designed to code diseases.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZA-MRC"));
	assert_false(fact(x, PG_REL_PROPOSES, "GLIMZ"));
	pg_extraction_free(x);
	/* a head noun between the name and "is proposed" */
	x = run(NULL, "A novel Glimmer Map based Zorbness (GMZ) model is proposed. GMZ beats prior work.");
	assert_true(fact(x, PG_REL_PROPOSES, "GMZ"));
	assert_false(fact(x, PG_REL_USES, "GMZ"));
	pg_extraction_free(x);
	/* near misses: background after "Recently," and a known technique */
	x = run(NULL, "Recently, a Glimmer Map based Zorbness (GMZ) model is proposed. A novel CNN model is "
		      "proposed here.");
	assert_false(fact(x, PG_REL_PROPOSES, "GMZ"));
	assert_false(fact(x, PG_REL_PROPOSES, "CNN"));
	pg_extraction_free(x);
	/* a module head, a plural subject with "are", a short form in brackets only */
	x = run(NULL, "We study glims. Firstly, Spatial Zorb (SZ) module is introduced. Furthermore, the novel "
		      "Glim-Gated Random Fields (GG-RFs) are proposed.");
	assert_true(fact(x, PG_REL_PROPOSES, "SZ"));
	assert_true(fact(x, PG_REL_PROPOSES, "GG-RFs") || fact(x, PG_REL_PROPOSES, "GG-RF"));
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
	x = run(NULL, "We study glims. Recently, Gated Zorb Fields (GZFs) are proposed for this.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

/* "robust against adversarial attacks", "attack strategies against ZCB": after a
 * word of attack or defence, "against" names an adversary, not a baseline;
 * "benchmarked against GlimNet" still compares */
static void test_against_an_adversary_is_no_comparison(void **state)
{
	pg_extraction *x = run(NULL, "This paper studies strategies that defend against zorb-example attacks. "
				     "Zorb training improves robustness against glimmer attacks. I design attack "
				     "strategies against ZCB and Zorb Sampling.");
	assert_false(fact(x, PG_REL_COMPARES, "zorb-example attacks"));
	assert_false(fact(x, PG_REL_COMPARES, "glimmer attacks"));
	assert_false(fact(x, PG_REL_COMPARES, "ZCB"));
	assert_false(fact(x, PG_REL_COMPARES, "Zorb Sampling"));
	pg_extraction_free(x);
	x = run(NULL, "We benchmark ZorbNet against GlimNet and against the widely used glimmer pooling.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimNet"));
	assert_true(fact(x, PG_REL_COMPARES, "glimmer pooling"));
	pg_extraction_free(x);
}

/* "a characterization of adversarial perturbations", "the threat of zorb attacks",
 * "inputs with imperceptible perturbations": a threat studied or suffered is no
 * tool the paper uses; "we apply glimmer perturbations" still is */
static void test_attacks_studied_are_not_used(void **state)
{
	pg_extraction *x = run(NULL, "We take steps towards a characterization of adversarial perturbations. "
				     "Due to the threat of zorb attacks, models fail. Inputs with imperceptible "
				     "perturbations mislead them. We apply glimmer perturbations to the inputs.");
	assert_false(fact(x, PG_REL_USES, "adversarial perturbations"));
	assert_false(fact(x, PG_REL_USES, "zorb attacks"));
	assert_false(fact(x, PG_REL_USES, "imperceptible perturbations"));
	assert_true(fact(x, PG_REL_USES, "glimmer perturbations"));
	pg_extraction_free(x);
}

/* "the High-Dimensional setting", "under CD-ZSL settings", "a Glimmer scenario":
 * a name before a setting or a scenario names the conditions, not a method */
static void test_names_of_settings_are_no_methods(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet. It learns well under CD-ZSL settings and in the "
				     "Zorb-Dimensional setting, and we present a Quorbit scenario.");
	assert_false(fact(x, PG_REL_USES, "CD-ZSL"));
	assert_false(fact(x, PG_REL_USES, "Zorb-Dimensional"));
	assert_false(fact(x, PG_REL_PROPOSES, "Quorbit"));
	assert_true(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
}

/* "longer than those seen during training", "more than other alternatives": a
 * pronoun or a vague "other" after a comparative is no baseline */
static void test_than_a_pronoun_is_no_comparison(void **state)
{
	pg_extraction *x = run(NULL, "Our models generalise to dialogs three times longer than those seen during "
				     "training. Voters value the best one much more than other alternatives. ZorbNet "
				     "is faster than glimmer pooling.");
	assert_int_equal(ent(x, "those seen during training"), -1);
	assert_int_equal(ent(x, "other alternatives"), -1);
	assert_true(fact(x, PG_REL_COMPARES, "glimmer pooling"));
	pg_extraction_free(x);
}

/* "AI-enabled", "NP-complete", "Out-of-domain", "QL-selected": a hyphen and a
 * lower-case adjective or participle make an adjective, not a name; a size or a
 * "-based" modifier keeps the name */
static void test_adjective_compound_is_no_name(void **state)
{
	pg_extraction *x = run(NULL, "There is a gap when conducting cross-validation on the QL-selected data. "
				     "We inject ZiDAR-domain knowledge into a detector. Out-of-domain inputs "
				     "hurt. The problem is NP-complete and QPU-friendly. We use ZorbNet-large "
				     "and GlimBERT-based encoders.");
	assert_int_equal(ent(x, "QL-selected"), -1);
	assert_int_equal(ent(x, "ZiDAR-domain"), -1);
	assert_int_equal(ent(x, "Out-of-domain"), -1);
	assert_int_equal(ent(x, "NP-complete"), -1);
	assert_int_equal(ent(x, "QPU-friendly"), -1);
	assert_true(fact(x, PG_REL_USES, "ZorbNet-large"));
	assert_true(fact(x, PG_REL_USES, "GlimBERT"));
	pg_extraction_free(x);
	/* inside a longer capitalised name it is part of the name */
	x = run(NULL, "We present a detector, named Single Shot Scale-invariant Zorb Detector (S3ZD), which "
		      "works on faces.");
	assert_true(fact(x, PG_REL_PROPOSES, "Single Shot Scale-invariant Zorb Detector"));
	pg_extraction_free(x);
}

/* "we introduce a pre-trained BERT model – ZoBERT –": the name set off by a dash
 * after the head is the proposal, not the model it is an instance of; a title
 * "ZoBERT – A ... Model" names it as "ZoBERT: A ..." would */
static void test_name_after_a_dash_is_the_proposal(void **state)
{
	pg_extraction *x = run(NULL, "In this paper we introduce a Welsh pre-trained BERT model \xe2\x80\x93 ZoBERT "
				     "\xe2\x80\x93 and compare it with other models on seven tasks.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZoBERT"));
	assert_false(fact(x, PG_REL_PROPOSES, "BERT"));
	pg_extraction_free(x);
	x = run("GlimNet \xe2\x80\x93 A Welsh Parsing Model", "Parsing is hard. GlimNet parses zorbs fast.");
	assert_true(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
	x = run("ZorbRel \xe2\x80\x93 A Large Glimmer Benchmark", "We release ZorbRel, a set of zorb pairs. Models "
						 "score 40% accuracy on it.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbRel"));
	assert_true(fact(x, PG_REL_DATASET, "ZorbRel"));
	pg_extraction_free(x);
	/* near miss: a dash that does not introduce "a ..." names nothing */
	x = run("GlimNet \xe2\x80\x93 Why Parsing Fails", "We study why parsing fails with GlimNet.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
}

/* "we propose two proximal gradient methods (Zorb-A and Zorb-B)": the names in
 * brackets after a counted plural are what the paper proposes, not the class */
static void test_counted_instances_named_in_brackets(void **state)
{
	pg_extraction *x = run(NULL, "We address this gap by proposing two proximal gradient methods (ZORB-ISTA "
				     "and ZORB-FISTA) for sparse estimation.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZORB-ISTA"));
	assert_true(fact(x, PG_REL_PROPOSES, "ZORB-FISTA"));
	assert_false(fact(x, PG_REL_USES, "ZORB-FISTA"));
	assert_false(fact(x, PG_REL_PROPOSES, "proximal gradient"));
	pg_extraction_free(x);
	/* near misses: a count of things that are no methods, a modifier before the head */
	x = run(NULL, "We curate a novel dataset along 163 Zols (Glimmer days) and study it. A "
		      "ZS-divergence-based algorithm is proposed to mine patterns.");
	assert_false(fact(x, PG_REL_PROPOSES, "Glimmer"));
	assert_false(fact(x, PG_REL_PROPOSES, "ZS"));
	assert_false(fact(x, PG_REL_PROPOSES, "ZS-divergence"));
	pg_extraction_free(x);
	/* near miss: no brackets, no names: still nothing proposed */
	x = run(NULL, "We propose two proximal gradient methods for sparse estimation with ZORB-ISTA.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZORB-ISTA"));
	assert_false(fact(x, PG_REL_PROPOSES, "proximal gradient"));
	pg_extraction_free(x);
}

/* "a model we refer to as Foo", "a new dataset referred to as Foo" name the
 * paper's own artefact, even after "using"; "refer to" alone names nothing */
static void test_refer_to_as_names_a_proposal(void **state)
{
	pg_extraction *x = run(NULL, "We characterize neural responses using a model we refer to as the "
				     "generalized zorbic model (GZM). We also present a new corpus referred to as ZHB-F.");
	assert_true(fact(x, PG_REL_PROPOSES, "generalized zorbic model"));
	assert_true(fact(x, PG_REL_PROPOSES, "ZHB-F"));
	/* named after a data set head: a data set the paper evaluates on */
	assert_true(fact(x, PG_REL_DATASET, "ZHB-F"));
	pg_extraction_free(x);
	/* near miss: "refer to" without "as" */
	x = run(NULL, "We refer to GlimNet for details of the encoder.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
}

/* symbols of a complexity bound and LaTeX operators glued to a symbol are no
 * names: "O((cN ln N)^1/3)", "\\sqrtT" */
static void test_bound_symbols_are_no_names(void **state)
{
	pg_extraction *x = run(NULL, "We present an algorithm that achieves O((cN\\ln N)^1/3 T^2/3 + \\sqrtT) "
				     "regret, and GlimNet (O(N)) uses ZorbNet.");
	assert_false(fact(x, PG_REL_USES, "cN"));
	assert_false(fact(x, PG_REL_USES, "sqrtT"));
	assert_false(fact(x, PG_REL_PROPOSES, "sqrtT"));
	/* near miss: a name right before a bound is still a name */
	assert_true(fact(x, PG_REL_USES, "ZorbNet"));
	pg_extraction_free(x);
}

/* "Unlike the Zorb distance, GlimDTW can ...": an opening "unlike" / "compared
 * with" phrase names its baselines before its comma only */
static void test_opening_unlike_ends_at_its_comma(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. Unlike the Klax distance, GlimDTW can align glims. "
				     "Compared with QorbNet, BarNet and BazNet, ZorbNet is faster.");
	assert_false(fact(x, PG_REL_COMPARES, "GlimDTW"));
	assert_true(fact(x, PG_REL_COMPARES, "QorbNet"));
	assert_true(fact(x, PG_REL_COMPARES, "BazNet"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. Unlike earlier algorithms (e.g., Spherical QLSH), ZorbNet is exact.");
	assert_true(fact(x, PG_REL_COMPARES, "Spherical QLSH") || fact(x, PG_REL_COMPARES, "QLSH"));
	pg_extraction_free(x);
}

/* "taking FooNet as a strong baseline", "Foo serves as the baseline": compared
 * with, not used */
static void test_as_a_baseline_is_compared(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet. Taking the 16-layer ZorbNet trained on our data as a "
				     "strong baseline, our method improves accuracy. KlaxNet serves as the baseline.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbNet"));
	assert_false(fact(x, PG_REL_USES, "ZorbNet"));
	assert_true(fact(x, PG_REL_COMPARES, "KlaxNet"));
	pg_extraction_free(x);
	/* near misses: "as the backbone", "as compared to the baseline" */
	x = run(NULL, "We propose GlimNet. We use ZorbNet as the backbone. Using KlaxNet features, GlimNet is "
		      "robust as compared to the baseline.");
	assert_false(fact(x, PG_REL_COMPARES, "ZorbNet"));
	assert_true(fact(x, PG_REL_USES, "ZorbNet"));
	assert_false(fact(x, PG_REL_COMPARES, "KlaxNet"));
	pg_extraction_free(x);
	/* examples of the methods the paper beats are baselines */
	x = run(NULL, "We propose GlimNet. GlimNet outperforms state-of-the-art algorithms for implicit feedback "
		      "such as ZorbRank and KlaxMF. It is faster than recent glim solvers including QorbSAT.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbRank"));
	assert_true(fact(x, PG_REL_COMPARES, "KlaxMF"));
	assert_false(fact(x, PG_REL_USES, "KlaxMF"));
	assert_true(fact(x, PG_REL_COMPARES, "QorbSAT"));
	pg_extraction_free(x);
	/* near misses: examples of what is compressed, of where the paper wins */
	x = run(NULL, "We propose GlimNet. It compresses models such as KlaxNet-34 by more than 10x. It outperforms "
		      "prior methods on various benchmarks, such as ZorbQA.");
	assert_false(fact(x, PG_REL_COMPARES, "KlaxNet-34"));
	assert_false(fact(x, PG_REL_COMPARES, "ZorbQA"));
	pg_extraction_free(x);
	/* what prior defenses are defended against is no baseline */
	x = run(NULL, "We propose GlimNet. GlimNet outperforms prior defenses against attacks such as ZorbAttack.");
	assert_false(fact(x, PG_REL_COMPARES, "ZorbAttack"));
	pg_extraction_free(x);
}

/* "a transformer-based framework": a technique of the lexicon written as the
 * "-based" modifier of the paper's own work is used, not extended */
static void test_based_technique_is_used(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet, a transformer-based encoder for parsing.");
	assert_true(fact(x, PG_REL_USES, "transformer"));
	assert_false(extends(x, "GlimNet", "transformer"));
	pg_extraction_free(x);
	/* near miss: a "-based" word that is no technique of the lexicon */
	x = run(NULL, "We propose GlimNet, a glimmer-based encoder for parsing.");
	assert_false(fact(x, PG_REL_USES, "glimmer"));
	pg_extraction_free(x);
}

/* large language models are an established class of models: used when the paper
 * prompts or tunes them, never the paper's proposal */
static void test_large_language_models_are_used(void **state)
{
	pg_extraction *x = run(NULL, "We prompt large language models (LLMs) to label zorb images.");
	assert_true(fact(x, PG_REL_USES, "large language model"));
	assert_false(fact(x, PG_REL_PROPOSES, "LLMs"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbLM, an LLM for zorb parsing.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbLM"));
	assert_false(fact(x, PG_REL_PROPOSES, "LLM"));
	pg_extraction_free(x);
}

/* "we use the new method, FooFit, to ...": a name in apposition after "a/the
 * new ... <head>" in the paper's voice is proposed */
static void test_name_after_new_head_is_proposed(void **state)
{
	pg_extraction *x = run(NULL, "We use the new method, ZMPLify-Q, to fit bodies. We train a new model of "
				     "the human hand, ZANO-Q, that has fingers.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZMPLify-Q"));
	assert_true(fact(x, PG_REL_PROPOSES, "ZANO-Q"));
	pg_extraction_free(x);
	/* near miss: no novelty word, and no "we" */
	x = run(NULL, "We use the method, ZMPLify-Q, to fit bodies. A new model, ZANO-Q, was released.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZMPLify-Q"));
	assert_false(fact(x, PG_REL_PROPOSES, "ZANO-Q"));
	pg_extraction_free(x);
}

/* "we introduce three fZANOVA decompositions": instances of a named family are
 * introduced, not the family */
static void test_counted_instances_are_no_proposal(void **state)
{
	pg_extraction *x = run(NULL, "We introduce three fZANOVA decompositions that measure feature influence.");
	assert_false(fact(x, PG_REL_PROPOSES, "fZANOVA"));
	pg_extraction_free(x);
	/* near miss: one named artefact */
	x = run(NULL, "We introduce fZANOVA, a decomposition that measures feature influence.");
	assert_true(fact(x, PG_REL_PROPOSES, "fZANOVA"));
	pg_extraction_free(x);
}

/* "FooFit-X" where FooFit is named: a one-capital variant; "median-TGF" where
 * TGF is named: a lower-case modifier derives from it, as a capitalised one does
 * ("Hash-ZVM"). */
static void test_variant_letter_and_lower_prefix_extend(void **state)
{
	pg_extraction *x = run(NULL, "We use the new method, ZMPLify-X, to fit bodies. We improve on ZMPLify. "
				     "Truncated glimmer flow (TGF) fails. We develop a novel median-TGF algorithm.");
	assert_true(extends(x, "ZMPLify-X", "ZMPLify"));
	assert_true(extends(x, "median-TGF", "Truncated glimmer flow"));
	pg_extraction_free(x);
	x = run(NULL, "We propose Hash-ZVM for retrieval, unlike ZVM.");
	assert_true(extends(x, "Hash-ZVM", "ZVM"));
	pg_extraction_free(x);
	/* near miss: two words before the hyphen are no prefix */
	x = run(NULL, "We propose Fast Hash-ZVM for retrieval, unlike ZVM.");
	assert_false(extends(x, "Fast Hash-ZVM", "ZVM"));
	pg_extraction_free(x);
}

/* "a GlimNet-based Change Detector (G-CD)": a proposal named "<Name>-based ..."
 * extends Name when Name has a name's shape */
static void test_based_name_of_a_proposal_extends(void **state)
{
	pg_extraction *x = run(NULL, "In this paper we propose a GlimNet-based Change Detector (G-CD) for "
				     "remote sensing.");
	assert_true(extends(x, "G-CD", "GlimNet"));
	pg_extraction_free(x);
	/* near misses: a title-cased word, and capitals that spell the acronym out */
	x = run(NULL, "We propose a Memory-based Zorb Learner (MZL) for parsing.");
	assert_false(extends(x, "MZL", "Memory"));
	pg_extraction_free(x);
	x = run(NULL, "We propose a SEmantic-based Zorb Learner (SEZL) for parsing.");
	assert_false(extends(x, "SEZL", "SEmantic"));
	pg_extraction_free(x);
}

/* the long form of an acronym takes its capitals from word starts when every
 * word then starts with a letter of it: "Method of Moments (MoM)", not "Moments" */
static void test_acronym_long_form_by_initials(void **state)
{
	pg_extraction *x = run(NULL, "Learning is done with the Method of Zorbments (MoZ) or with GlimNet.");
	assert_true(ent(x, "Method of Zorbments") >= 0);
	assert_int_equal(ent(x, "Zorbments"), -1);
	pg_extraction_free(x);
	/* near miss: initials that would leave a word over keep the plain match */
	x = run(NULL, "We model the brain performing zackpropagation (ZP) with GlimNet.");
	assert_true(ent(x, "zackpropagation") >= 0);
	pg_extraction_free(x);
}

/* "a well-trained depth estimation network": a task naming a component's job is
 * not a task the paper addresses */
static void test_task_naming_a_component_is_no_task(void **state)
{
	pg_extraction *x = run(NULL, "Guided by a well-trained depth estimation network, GlimNet removes haze.");
	assert_false(fact(x, PG_REL_TASK, "depth estimation"));
	pg_extraction_free(x);
	/* near miss: the task on its own */
	x = run(NULL, "GlimNet improves depth estimation on KITTI.");
	assert_true(fact(x, PG_REL_TASK, "depth estimation"));
	pg_extraction_free(x);
}

/* "we adopt a state-of-the-art method, called Foo": named, but prior art the paper
 * uses; "our method, called Foo" and "we propose ... called Foo" stay proposals */
static void test_called_after_use_cue_is_used(void **state)
{
	pg_extraction *x = run(NULL, "We adopt a state-of-the-art augmentation method, called the contextual "
				     "zorb augmentation (CZA), that makes data. We compare against the conventional CZA.");
	assert_false(fact(x, PG_REL_PROPOSES, "CZA"));
	assert_true(fact(x, PG_REL_USES, "CZA") || fact(x, PG_REL_COMPARES, "CZA"));
	pg_extraction_free(x);
	/* near misses: the paper's own */
	x = run(NULL, "Results are computed using our post-processing method, called Glim-NMS.");
	assert_true(fact(x, PG_REL_PROPOSES, "Glim-NMS"));
	pg_extraction_free(x);
	x = run(NULL, "To this end we propose a simple and fast modification to the existing methods called Zorb NMS.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb NMS"));
	pg_extraction_free(x);
}

/* "2PL-ND", "3DGS": a name may start with a number; units, dimensions and
 * metrics glued to a number do not */
static void test_name_led_by_a_number(void **state)
{
	pg_extraction *x = run(NULL, "We show our model outperforms a more standard 2ZL-ND model on all datasets.");
	assert_true(fact(x, PG_REL_COMPARES, "2ZL-ND"));
	pg_extraction_free(x);
	/* near misses */
	x = run(NULL, "We use 16GB cards and 6-DoF arms at 10Hz with a 3D-aware GlimNet.");
	assert_int_equal(ent(x, "16GB"), -1);
	assert_int_equal(ent(x, "6-DoF"), -1);
	assert_int_equal(ent(x, "3D-aware"), -1);
	pg_extraction_free(x);
}

static const pg_result *result(const pg_extraction *x, const char *value)
{
	for (size_t i = 0; i < x->n_results; i++)
		if (strcmp(x->results[i].value, value) == 0)
			return &x->results[i];
	return NULL;
}

static const char *metric_of(const pg_extraction *x, const pg_result *r)
{
	return r && r->metric >= 0 ? x->entities[r->metric].label : "";
}

/* "a precision of 86.5% and a recall of 91.2%": each number has the noun it governs */
static void test_result_metric_is_the_governing_noun(void **state)
{
	pg_extraction *x = run(NULL, "On the ZorbSet test data our tagger reaches a precision of 86.5% and a recall of 91.2%.");
	assert_string_equal(metric_of(x, result(x, "86.5")), "precision");
	assert_string_equal(metric_of(x, result(x, "91.2")), "recall");
	pg_extraction_free(x);
	/* near miss: "a total of" is a quantity, not a metric */
	x = run(NULL, "We label a total of 45.5% of the frames and reach a recall of 91.2%.");
	const pg_result *r = result(x, "45.5");
	assert_true(r == NULL || strcmp(metric_of(x, r), "total") != 0);
	pg_extraction_free(x);
}

/* "from the baseline 34.7% to 4.3%": 34.7 is the baseline value; a "when" clause
 * carries its own metric */
static void test_result_from_baseline_and_when_clause(void **state)
{
	pg_extraction *x = run(NULL, "QuuxScore reduces the false positive rate from the baseline 34.7% to 4.3% on "
				     "ZorbNet (applied to two data sets) when the true positive rate is 95%.");
	const pg_result *r = result(x, "4.3");
	assert_non_null(r);
	assert_string_equal(metric_of(x, r), "false positive rate");
	assert_non_null(r->baseline_value);
	assert_string_equal(r->baseline_value, "34.7");
	assert_null(result(x, "34.7"));
	pg_extraction_free(x);
}

/* metric names of the field outside the first lexicon: rates, times, costs */
static void test_more_metric_names(void **state)
{
	pg_extraction *x = run(NULL, "We report the true positive rate, the detection time and the storage cost of ZorbHash.");
	assert_true(fact(x, PG_REL_METRIC, "true positive rate"));
	assert_true(fact(x, PG_REL_METRIC, "detection time"));
	assert_true(fact(x, PG_REL_METRIC, "storage cost"));
	pg_extraction_free(x);
}

/* "the problem of <noun phrase>" names a task up to the next clause or preposition */
static void test_problem_of_names_a_task(void **state)
{
	pg_extraction *x = run(NULL, "We study the problem of aligning zorb spectra to glimmer maps in noisy scans, "
				     "which arises in astronomy.");
	assert_true(fact(x, PG_REL_TASK, "aligning zorb spectra to glimmer maps"));
	pg_extraction_free(x);
	/* near misses: no article, or a vague object */
	x = run(NULL, "Each problem of size ten is solved. This is the task of interest here.");
	assert_int_equal(x->n_facts, 0);
	pg_extraction_free(x);
	/* "the problem of the X": a task when X ends in an activity, without the article */
	x = run(NULL, "We study the problem of the zorb glimmer angle prediction. We address the problem of "
		      "the absence of zorb benchmarks in Glimish.");
	assert_true(fact(x, PG_REL_TASK, "zorb glimmer angle prediction"));
	assert_int_equal(ent(x, "the zorb glimmer angle prediction"), -1);
	assert_int_equal(ent(x, "the absence of zorb benchmarks"), -1);
	assert_int_equal(ent(x, "absence of zorb benchmarks"), -1);
	pg_extraction_free(x);
}

/* no task in "the right problem formulation", "the task of deciding if ...",
 * "the location task of a detection model", "a model for learning heterogeneous
 * and dynamic patterns" (cut before its noun); no metric in "evaluations metrics" */
static void test_task_phrases_that_name_no_task(void **state)
{
	pg_extraction *x = run(NULL, "Can zorbing still benefit from Transformers with the right problem "
				     "formulation? Our steganalyzer performs the discriminative task of deciding if an "
				     "image hides data. We address the location task of a detection model. We develop "
				     "a model for learning heterogeneous and dynamic patterns of glimmer data. The "
				     "popularly used evaluations metrics such as MS-SSIM and PSNR are inadequate.");
	assert_int_equal(ent(x, "right"), -1);
	assert_int_equal(ent(x, "deciding"), -1);
	assert_int_equal(ent(x, "a detection model"), -1);
	assert_int_equal(ent(x, "learning heterogeneous"), -1);
	assert_int_equal(ent(x, "evaluations metrics"), -1);
	assert_true(fact(x, PG_REL_METRIC, "PSNR"));
	pg_extraction_free(x);
}

/* "a model for the new zorb layout generation problem", "the challenging glimmer
 * alignment problem": the task without "new", "challenging" or "problem" */
static void test_problem_phrase_drops_new_and_problem(void **state)
{
	pg_extraction *x = run(NULL, "This paper proposes a novel graph-constrained generative model for the new "
				     "zorb layout generation problem. We also study the challenging glimmer "
				     "alignment problem.");
	assert_true(fact(x, PG_REL_TASK, "zorb layout generation"));
	assert_true(fact(x, PG_REL_TASK, "glimmer alignment"));
	assert_int_equal(ent(x, "new zorb layout generation problem"), -1);
	assert_int_equal(ent(x, "zorb layout generation problem"), -1);
	pg_extraction_free(x);
	/* a method "for this important problem", "for each object instance": no task */
	x = run(NULL, "We propose a new algorithm for this important problem and a zorb model for each object "
		      "instance, and a glimmer method for novel view synthesis.");
	assert_int_equal(ent(x, "this important problem"), -1);
	assert_int_equal(ent(x, "this important"), -1);
	assert_int_equal(ent(x, "each object instance"), -1);
	assert_true(fact(x, PG_REL_TASK, "novel view synthesis"));
	pg_extraction_free(x);
}

/* "The Zorb square completion (ZSC) problem is an important problem": the task
 * without the article and without "problem", one node with its acronym; a
 * subject that is a want, a result or a judgement is no task */
static void test_subject_is_a_problem_names_the_task(void **state)
{
	pg_extraction *x = run(NULL, "The Zorb square completion (ZSC) problem is an important NP-complete problem "
				     "with many uses. We solve it.");
	assert_true(fact(x, PG_REL_TASK, "Zorb square completion"));
	assert_int_equal(ent(x, "The Zorb square completion problem"), -1);
	assert_int_equal(ent(x, "Zorb square completion problem"), -1);
	pg_extraction_free(x);
	x = run(NULL, "The lack of large zorb corpora is a primary challenge for this task. The resulting problem "
		      "is a convex problem. The learner is a key challenge. A critical challenge of ZDA is the "
		      "transfer problem.");
	for (size_t i = 0; i < x->n_facts; i++)
		assert_true(x->facts[i].rel != PG_REL_TASK || strcmp(x->facts[i].rule, "task-is-a") != 0);
	pg_extraction_free(x);
}

/* "Open Problem: Online Zorbed Shortest Path": a problem posed, not an artefact
 * named "Open Problem"; the rest of the title is the task */
static void test_open_problem_title(void **state)
{
	pg_extraction *x = run("Open Problem: Online Zorbed Shortest Path", "We pose a question about paths.");
	assert_false(fact(x, PG_REL_PROPOSES, "Open Problem"));
	assert_true(fact_labelled(x, PG_REL_TASK, "Online Zorbed Shortest Path"));
	pg_extraction_free(x);
	/* near miss: another name before the colon is still proposed */
	x = run("ZorbPath: Online Zorbed Shortest Path", "We present ZorbPath, a planner.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbPath"));
	pg_extraction_free(x);
}

/* "feature matching and zorb identification", "point cloud classification and
 * segmentation": the phrase coordinated with a task that ends in a noun made from
 * a verb is a task too, a lone head sharing the first task's modifiers; not a
 * gerund acting on an object, a verb, a thing ("setting"), nor a lone word that
 * names no task */
static void test_coordinated_tasks(void **state)
{
	pg_extraction *x = run(NULL, "We transfer part-of-speech tagging and zorb identification between languages. It "
				     "applies to point cloud classification and segmentation.");
	assert_true(fact(x, PG_REL_TASK, "zorb identification"));
	assert_true(fact_labelled(x, PG_REL_TASK, "point cloud segmentation"));
	pg_extraction_free(x);
	/* near misses */
	x = run(NULL, "It helps image classification and adopting soft glimmers. It helps image classification and "
		      "draws increasing attention. It helps image classification and motion.");
	assert_false(fact(x, PG_REL_TASK, "adopting soft glimmers"));
	assert_false(fact(x, PG_REL_TASK, "draws increasing attention"));
	assert_false(fact(x, PG_REL_TASK, "motion"));
	pg_extraction_free(x);
}

/* "a CIFAR-like dataset ZorbFact", "an ImageNet-pretrained backbone": a data set
 * named as a kind or a source is not evaluated on, nor proposed; the name after
 * the head is the new data set */
static void test_dataset_modifier_is_no_evaluation(void **state)
{
	pg_extraction *x = run(NULL, "We introduce a CIFAR-like dataset ZorbFact of 4,086 claims. We fine-tune an "
				     "ImageNet-pretrained backbone.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbFact"));
	assert_false(fact(x, PG_REL_PROPOSES, "CIFAR-like"));
	assert_false(fact(x, PG_REL_DATASET, "CIFAR-like"));
	assert_false(fact(x, PG_REL_DATASET, "ImageNet"));
	pg_extraction_free(x);
	/* near miss */
	x = run(NULL, "We evaluate on ImageNet and CIFAR-10.");
	assert_true(fact(x, PG_REL_DATASET, "ImageNet"));
	pg_extraction_free(x);
}

/* a clause or a pointer is no method or task: "the problem of how to glim zorbs",
 * "these zorb kernels", "no zorb fine-tuning", "Zorb Pruning Is All You Need";
 * a name in capitals ("Incremental CAN") is not a verb */
static void test_clauses_and_pointers_are_no_entities(void **state)
{
	pg_extraction *x = run("Zorb Pruning Is All You Need", "We consider the problem of how to glim zorbs. "
				     "Best results come from using these zorb kernels with no zorb fine-tuning.");
	for (size_t i = 0; i < x->n_facts; i++) {
		const char *l = x->entities[x->facts[i].object].label;
		assert_true(x->facts[i].rel == PG_REL_PROPOSES || !l ||
			    (strncasecmp(l, "how", 3) != 0 && strncasecmp(l, "these", 5) != 0 &&
			     strncasecmp(l, "no ", 3) != 0 && !strstr(l, " Is ")));
	}
	pg_extraction_free(x);
	/* near miss */
	x = run(NULL, "We further extend the GLIM method as Incremental CAN (iCAN), in which we iterate.");
	assert_true(ent(x, "Incremental CAN") >= 0);
	assert_int_equal(x->n_facts > 0, 1);
	bool named = false;
	for (size_t i = 0; i < x->n_facts; i++)
		named |= x->facts[i].object == ent(x, "Incremental CAN");
	assert_true(named);
	pg_extraction_free(x);
}

/* "during", "after", "within", "among" end a noun phrase: "using zorb cores during
 * model training" uses no "zorb cores during model training", and "changes during
 * skilled glimmer tasks" names the task without "during" */
static void test_during_and_among_end_phrases(void **state)
{
	pg_extraction *x = run(NULL, "We adopt the decomposed zorb cores during model training. Posture changes "
				     "during skilled glimmer tasks reveal deficits.");
	for (size_t i = 0; i < x->n_entities; i++) {
		const char *l = x->entities[i].label;
		assert_true(!l || (!strstr(l, "during") && !strstr(l, "During")));
	}
	assert_true(fact(x, PG_REL_TASK, "skilled glimmer tasks"));
	pg_extraction_free(x);
}

/* "the effectiveness of uncertainty-based zorb fusion", "the stability of
 * parametric glimmer mapping": a property of a thing studied, not a tool used;
 * "a combination of zorb hashing and glimmer pooling" still names tools */
static void test_property_of_a_phrase_is_no_use(void **state)
{
	pg_extraction *x = run(NULL, "We show the effectiveness of uncertainty-based zorb fusion and the stability of "
				     "parametric glimmer mapping on real data.");
	assert_false(fact(x, PG_REL_USES, "uncertainty-based zorb fusion"));
	assert_false(fact(x, PG_REL_USES, "parametric glimmer mapping"));
	pg_extraction_free(x);
	/* near miss */
	x = run(NULL, "Our model uses a combination of zorb hashing and glimmer pooling.");
	assert_true(fact(x, PG_REL_USES, "zorb hashing"));
	pg_extraction_free(x);
}

/* "We propose the Pattern Zorb Consistency Constraint (PZCC). ... we employ the
 * Pattern Consistency Loss": a capitalised name ending in a part noun that shares a
 * distinctive word with the proposal is a part the paper proposes, not a tool it
 * uses; not when another's ("the recently proposed Zorb Pattern Loss"), nor
 * without a shared word */
static void test_named_parts_sharing_a_word_are_proposed(void **state)
{
	pg_extraction *x = run(NULL, "We propose the Pattern Zorb Consistency Constraint (PZCC). Subsequently, we "
				     "employ the Pattern Consistency Loss to constrain the similarity.");
	assert_true(fact(x, PG_REL_PROPOSES, "Pattern Consistency Loss"));
	assert_false(fact(x, PG_REL_USES, "Pattern Consistency Loss"));
	pg_extraction_free(x);
	/* near misses */
	x = run(NULL, "We propose the Pattern Zorb Consistency Constraint (PZCC). The recently proposed Pattern "
		      "Glim Loss limits the scores.");
	assert_false(fact(x, PG_REL_PROPOSES, "Pattern Glim Loss"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. ZorbNet uses a Glimmer Fusion Module to fuse features.");
	assert_false(fact(x, PG_REL_PROPOSES, "Glimmer Fusion Module"));
	pg_extraction_free(x);
}

/* "solves the optimization problem of zorb loss and glim loss": what is optimized
 * is no task (but "of finding zorb components" is one); "another tasks" names none */
static void test_optimized_objective_and_another_are_no_tasks(void **state)
{
	pg_extraction *x = run(NULL, "The reconstruction part solves the optimization problem of zorb loss and glim "
				     "loss in feature space. Shared units help with knowledge from another tasks.");
	assert_false(fact(x, PG_REL_TASK, "zorb loss"));
	assert_false(fact(x, PG_REL_TASK, "another tasks"));
	pg_extraction_free(x);
	/* near miss: an activity after the same words */
	x = run(NULL, "The resulting optimization problem of finding zorb components is solved by descent.");
	assert_true(fact(x, PG_REL_TASK, "finding zorb components"));
	pg_extraction_free(x);
}

/* well-known benchmarks named together are data sets of their own: "enzymes" in a
 * sentence about drugs is no data set, ENZYMES is not NCI1, Set14 is not Set5 */
static void test_graph_benchmarks_are_distinct_datasets(void **state)
{
	pg_extraction *x = run(NULL, "Drug interactions involve enzymes and targets. We evaluate on ENZYMES and COLLAB.");
	assert_true(fact(x, PG_REL_DATASET, "ENZYMES"));
	assert_true(fact(x, PG_REL_DATASET, "COLLAB"));
	assert_false(fact(x, PG_REL_DATASET, "NCI1"));
	assert_false(fact(x, PG_REL_DATASET, "IMDB-BINARY"));
	size_t n = 0;
	for (size_t i = 0; i < x->n_facts; i++)
		n += x->facts[i].rel == PG_REL_DATASET;
	assert_int_equal(n, 2);
	pg_extraction_free(x);
	/* so are the super-resolution and saliency benchmarks a list names together */
	x = run(NULL, "Results on Set5, Set14, BSD100 and Urban100, and on ECSSD and DUTS, improve.");
	n = 0;
	for (size_t i = 0; i < x->n_facts; i++)
		n += x->facts[i].rel == PG_REL_DATASET;
	assert_int_equal(n, 6);
	pg_extraction_free(x);
}

/* "better than the Nesterov's acceleration scheme", "we apply Newton's method": a
 * lexicon phrase written with a possessive is found as written without it */
static void test_possessive_lexicon_phrases(void **state)
{
	pg_extraction *x = run(NULL, "Experiments show that our zorb scheme performs even better than the "
				     "Nesterov's acceleration scheme. We apply Newton's method to glimmers.");
	assert_true(fact(x, PG_REL_COMPARES, "Nesterov's accelerated gradient"));
	assert_true(fact(x, PG_REL_USES, "Newton's method"));
	pg_extraction_free(x);
}

/* "we constructed the first network for zorb detection (Zorb-NET)", "we design a
 * module for glimmer fusion (GlimFuse)": the name in brackets that closes the
 * paper's own design clause is its proposal; not the acronym of the long form
 * just before it, nor a name in brackets after someone else's design */
static void test_bracketed_name_of_a_design_is_proposed(void **state)
{
	pg_extraction *x = run(NULL, "In this work we constructed the first deep network for reflection and rotation "
				     "zorb detection (Zorb-NET), trained on photos.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-NET"));
	pg_extraction_free(x);
	x = run(NULL, "We design a lightweight module for glimmer fusion (GlimFuse) that works well.");
	assert_true(fact(x, PG_REL_PROPOSES, "GlimFuse"));
	pg_extraction_free(x);
	/* near miss: another's design */
	x = run(NULL, "Earlier studies designed a module for glimmer fusion (GlimFuse) that fails.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimFuse"));
	pg_extraction_free(x);
}

/* "we collect a ZORB-Change dataset", "we collect a new dialogue dataset
 * ZorbDialKB": a verb of gathering data proposes the data set its indefinite object
 * names; "we annotate the ZorbText corpus" (an existing one) and "we collect data
 * from CIFAR-10" do not */
static void test_collected_dataset_is_proposed(void **state)
{
	pg_extraction *x = run(NULL, "To study the problem, we collect a ZORB-Change dataset with 5 types of changes.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZORB-Change"));
	pg_extraction_free(x);
	x = run(NULL, "To validate the model, we collect a new large-scale dialogue dataset ZorbDialKB.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbDialKB"));
	pg_extraction_free(x);
	/* near misses */
	x = run(NULL, "We annotate the ZorbText corpus with labels.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZorbText"));
	pg_extraction_free(x);
	x = run(NULL, "We collect data from CIFAR-10 and ImageNet.");
	assert_int_equal(x->n_facts > 0, 1);
	for (size_t i = 0; i < x->n_facts; i++)
		assert_true(x->facts[i].rel != PG_REL_PROPOSES);
	pg_extraction_free(x);
}

/* "we present a family of posterior zorb indices (PZI)", "we propose a notion of
 * double glimmer transform (DGT)": the name after "family of", "notion of", "class
 * of" ... is proposed when the text defines it with its acronym; "a new class of
 * GANs" (a known kind) and a list after the phrase are not */
static void test_family_of_defined_names_is_proposed(void **state)
{
	pg_extraction *x = run(NULL, "We present a family of posterior zorb indices (PZI) that capture this idea.");
	assert_true(fact(x, PG_REL_PROPOSES, "posterior zorb indices"));
	pg_extraction_free(x);
	x = run(NULL, "We propose a notion of double glimmer transform (DGT) that sparsifies the image.");
	assert_true(fact(x, PG_REL_PROPOSES, "double glimmer transform"));
	pg_extraction_free(x);
	/* near misses */
	x = run(NULL, "We propose a new class of GANs for zorbs.");
	assert_false(fact(x, PG_REL_PROPOSES, "GANs"));
	pg_extraction_free(x);
	x = run(NULL, "We present a family of models, including BERT.");
	assert_false(fact(x, PG_REL_PROPOSES, "BERT"));
	pg_extraction_free(x);
}

/* "we design a framework including a zorb graph (ZG) based pathway", "we propose
 * a Zorb Memory Network (ZMN) based parser, GlimParse": a name that "based" follows
 * (after its acronym too) qualifies the new thing and is not proposed; not "based
 * on", and not where "based" lies inside a longer name an acronym abbreviates */
static void test_name_before_based_is_a_modifier(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet for zorb prediction. In GlimNet, we design a two-pathway "
				     "framework including zorb knowledge graph (ZKG) based pathway and a feature "
				     "based pathway.");
	assert_true(fact(x, PG_REL_PROPOSES, "GlimNet"));
	assert_false(fact(x, PG_REL_PROPOSES, "ZKG"));
	pg_extraction_free(x);
	x = run(NULL, "We propose a novel Zorb Memory Network (ZMN) based parser, GlimParse, for dialogs.");
	assert_false(fact(x, PG_REL_PROPOSES, "Zorb Memory Network"));
	pg_extraction_free(x);
	/* near miss: "based" inside the name the acronym after it spells */
	x = run(NULL, "We propose Zorb Basis based Glimmer Segmentation (ZBGS) to learn boundaries.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZBGS"));
	pg_extraction_free(x);
}

/* "Cross-Zorb Glimming: Challenges, Progress, and Prospects": the field of a survey
 * that the abstract writes in lower case is no proposal; a name the abstract writes
 * as the title does stays one. "our GitHub repository" proposes nothing. */
static void test_survey_field_and_code_host_are_no_proposals(void **state)
{
	pg_extraction *x = run("Cross-Zorb Glimming: Challenges, Progress, and Prospects",
			       "Cross-zorb glimming has been studied for years. We review cross-zorb glimming "
			       "methods. Code is on our GitHub repository.");
	assert_false(fact(x, PG_REL_PROPOSES, "Cross-Zorb Glimming"));
	assert_false(fact(x, PG_REL_PROPOSES, "GitHub"));
	pg_extraction_free(x);
	/* near miss: a system the abstract names as the title does */
	x = run("Zorb-Stereo VINS: Observability Analysis and Evaluation",
		"We present Zorb-Stereo VINS, a visual-inertial system, and analyse it.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-Stereo VINS"));
	pg_extraction_free(x);
}

/* "Zorb Glimmer Typing (ZGT) aims to assign ...", "Multi-Zorb Path Glimming (MZPG)
 * is the problem of ...": the subject is a task, the name that opens it no used
 * method; without its acronym an aim says nothing ("Zorb distillation aims to
 * ..." may be a technique), and a proposal that aims at something stays one */
static void test_subject_that_aims_is_a_task(void **state)
{
	pg_extraction *x = run(NULL, "Zorb Glimmer Typing (ZGT) aims to assign types to glimmers. We propose "
				     "a better way.");
	assert_true(fact(x, PG_REL_TASK, "Zorb Glimmer Typing"));
	assert_false(fact(x, PG_REL_USES, "Zorb Glimmer Typing"));
	pg_extraction_free(x);
	x = run(NULL, "Multi-Zorb Path Glimming (MZPG) is the problem of finding paths for zorbs. We solve it.");
	assert_true(fact(x, PG_REL_TASK, "Multi-Zorb Path Glimming"));
	assert_false(fact(x, PG_REL_USES, "Multi-Zorb Path Glimming"));
	pg_extraction_free(x);
	/* near misses */
	x = run(NULL, "Zorb Glimmer Typing aims to assign types to glimmers. We propose a better way.");
	assert_false(fact(x, PG_REL_TASK, "Zorb Glimmer Typing"));
	pg_extraction_free(x);
	x = run(NULL, "We propose Zorb Glimmer Networks. Zorb Glimmer Networks (ZGN) aims to assign types to "
		      "glimmers.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb Glimmer Networks"));
	assert_false(fact(x, PG_REL_TASK, "Zorb Glimmer Networks"));
	pg_extraction_free(x);
}

/* a title's "for the Detection of Zorb Points": the task with its "of"
 * complement, without the article */
static void test_title_for_task_takes_its_complement(void **state)
{
	pg_extraction *x = run("A Global Approach for the Detection of Zorb Points and Glimmer Directions",
			       "We present a global approach. It is fast.");
	assert_true(fact(x, PG_REL_TASK, "Detection of Zorb Points"));
	assert_int_equal(ent(x, "the Detection"), -1);
	pg_extraction_free(x);
	/* near miss: the article and a lone head name no task */
	x = run("A Lower Bound for the Optimization", "We present a bound. It is tight.");
	assert_int_equal(ent(x, "the Optimization"), -1);
	assert_int_equal(ent(x, "Optimization"), -1);
	pg_extraction_free(x);
	/* a lexicon task before "for" is the means; the complement is still the task */
	x = run("Multi-Task Learning for Glimmer Ranking", "We present a model. It is fast.");
	assert_true(fact(x, PG_REL_TASK, "Glimmer Ranking"));
	pg_extraction_free(x);
	/* a search after "for" is the task; a title's head search is the method */
	x = run("Zorbed Hash Tables for Approximate Glimmer Search", "We present zorbed hash tables. They are fast.");
	assert_true(fact(x, PG_REL_TASK, "Approximate Glimmer Search"));
	pg_extraction_free(x);
	x = run("Zorbed Local Search for Glimmer Packing", "We present a local search. It is fast.");
	assert_int_equal(ent(x, "Zorbed Local Search"), -1);
	pg_extraction_free(x);
}

/* "for Quasi-Zorb Integration", "for Robust Glim Following", "for Mapping Zorb
 * Circuits": a complement that ends in a noun made from a verb, or that a gerund
 * leads, is the task; not a thing or a measure, a purpose ("for Improving ..."),
 * a gerund acting on a model, an adjective in -ing before the head, nor a
 * technique the lexicon knows */
static void test_title_for_deverbal_and_gerund_tasks(void **state)
{
	pg_extraction *x = run("Control Glimmers for Quasi-Zorb Carlo Integration", "We study sums.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Quasi-Zorb Carlo Integration"));
	pg_extraction_free(x);
	x = run("Visual Zorbs for Robust Glim Following", "We study robots.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Robust Glim Following"));
	pg_extraction_free(x);
	x = run("Zorb Design for Mapping Glimmer Circuits in Flies", "We study flies.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Mapping Glimmer Circuits"));
	pg_extraction_free(x);
	/* near misses */
	x = run("Zorb Kernels for Glimmer Sequence", "We study kernels.");
	assert_int_equal(ent(x, "Glimmer Sequence"), -1);
	pg_extraction_free(x);
	x = run("Zorb Kernels for Glimmer Variance", "We study kernels.");
	assert_int_equal(ent(x, "Glimmer Variance"), -1);
	pg_extraction_free(x);
	x = run("Revisiting Zorb Norms for Improving Glimmer Robustness", "We study norms.");
	assert_int_equal(ent(x, "Improving Glimmer"), -1);
	pg_extraction_free(x);
	x = run("A Zorb Benchmark for Building Better Glimmer Models", "We study models.");
	assert_int_equal(ent(x, "Building Better Glimmer Models"), -1);
	pg_extraction_free(x);
	x = run("Zorb Imputation for Randomly Missing Glimmer Data", "We study data.");
	assert_int_equal(ent(x, "Randomly Missing"), -1);
	pg_extraction_free(x);
	x = run("Zorb Priors for Latent Dirichlet Allocation", "We study topics.");
	assert_false(fact_labelled(x, PG_REL_TASK, "Latent Dirichlet Allocation"));
	pg_extraction_free(x);
}

/* "for the Minimum Cost Zorbcut Problem", "Glimmer Separation Problems for ...":
 * a problem the title names is a task, past a leading "Solving the"; not a
 * problem no word tells apart ("for Large Non-Convex Problems") */
static void test_title_named_problems_are_tasks(void **state)
{
	pg_extraction *x = run("A Message Passing Zorb for the Minimum Cost Zorbcut Problem", "We study cuts.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Minimum Cost Zorbcut Problem"));
	pg_extraction_free(x);
	x = run("Glimmer Separation Problems for Zorb Queries", "We study queries.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Glimmer Separation Problems"));
	pg_extraction_free(x);
	x = run("Zorb Search for Solving the Glimmer Cover Problem", "We study covers.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Glimmer Cover Problem"));
	assert_int_equal(ent(x, "Solving the Glimmer Cover Problem"), -1);
	pg_extraction_free(x);
	/* near misses */
	x = run("Zorb Methods for Large Non-Convex Problems", "We study methods.");
	assert_int_equal(ent(x, "Large Non-Convex Problems"), -1);
	pg_extraction_free(x);
	x = run("Complex Problems with Zorb Glimmers", "We study glimmers.");
	assert_int_equal(ent(x, "Complex Problems"), -1);
	pg_extraction_free(x);
}

/* "the zorb-adaptive generative adversarial network (ZAGAN)" extends the class
 * its name ends in only when the text names that class apart too */
static void test_name_lineage_needs_the_parent_apart(void **state)
{
	pg_extraction *x = run(NULL, "A generative adversarial network (GAN) makes images. We propose the zorb-adaptive "
				     "generative adversarial network (ZAGAN) to edit images.");
	assert_true(fact(x, PG_REL_EXTENDS, "generative adversarial network"));
	pg_extraction_free(x);
	x = run(NULL, "We propose the zorb-adaptive generative adversarial network (ZAGAN) to edit images.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZAGAN"));
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

/* "with multiple data augmentation strategies", "by a compact CNN": a technique
 * past a word of number or build after a using word is used, under its own name */
static void test_technique_past_number_or_build_words(void **state)
{
	pg_extraction *x = run(NULL, "We train ZorbNet with multiple data augmentation strategies.");
	assert_true(fact(x, PG_REL_USES, "data augmentation"));
	pg_extraction_free(x);
	x = run(NULL, "The glimmer map is then learned by a compact CNN by regression.");
	assert_true(fact(x, PG_REL_USES, "CNN"));
	pg_extraction_free(x);
}

/* speed and latency measure opposite ways: two metrics, not one */
static void test_speed_and_latency_are_two_metrics(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet doubles the inference speed and halves the latency of GlimNet.");
	assert_true(fact(x, PG_REL_METRIC, "inference speed"));
	assert_true(fact(x, PG_REL_METRIC, "latency"));
	assert_int_equal(count_rel(x, PG_REL_METRIC), 2);
	pg_extraction_free(x);
}

/* "at inference time", "an inference-time speedup", "the data sparsity problem":
 * a phase of the work or a qualifier, not a measure the paper reports; "reduces
 * the inference time" still is one */
static void test_time_phases_are_not_metrics(void **state)
{
	pg_extraction *x = run(NULL, "We propose to utilize zorb noise at inference time to mitigate attacks.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
	x = run(NULL, "We prune glimmer states early, achieving a large inference-time speedup.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
	x = run(NULL, "To address the data sparsity problem we extend the zorb model with priors.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
	x = run(NULL, "ZorbNet reduces the inference time of GlimNet by 40%.");
	assert_true(fact(x, PG_REL_METRIC, "inference time"));
	pg_extraction_free(x);
}

/* "instead of employing X", "rather than using LoRA", "without using dropout":
 * what the paper sets aside, not what it uses */
static void test_declined_techniques_are_not_used(void **state)
{
	pg_extraction *x = run(NULL, "Instead of employing explicit zorb search algorithms, we provide guidelines.");
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
	x = run(NULL, "Rather than using LoRA, we tune all weights of the glimmer.");
	assert_false(fact(x, PG_REL_USES, "LoRA"));
	pg_extraction_free(x);
	x = run(NULL, "The glimmer trains without using dropout.");
	assert_false(fact(x, PG_REL_USES, "dropout"));
	pg_extraction_free(x);
	x = run(NULL, "The glimmer trains with dropout.");
	assert_true(fact(x, PG_REL_USES, "dropout"));
	pg_extraction_free(x);
}

/* "In contrast to Foo, ...", "Different from Foo, ...": an opening phrase sets Foo
 * against the work; "Unlike Foo, Bar needs ..." compares with Foo, not Bar */
static void test_contrast_openings_compare(void **state)
{
	pg_extraction *x = run(NULL, "In contrast to GlimNet, our ZorbNet needs no labels.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimNet"));
	assert_false(fact(x, PG_REL_USES, "GlimNet"));
	pg_extraction_free(x);
	x = run(NULL, "Different from dropout, our ZorbNet regularizes weights.");
	assert_true(fact(x, PG_REL_COMPARES, "dropout"));
	pg_extraction_free(x);
	x = run(NULL, "Unlike GlimNet, ZorbNet needs no labels.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimNet"));
	assert_false(fact(x, PG_REL_COMPARES, "ZorbNet"));
	pg_extraction_free(x);
	x = run(NULL, "Unlike GlimNet, FooNet and BarNet, ZorbNet needs no labels.");
	assert_true(fact(x, PG_REL_COMPARES, "BarNet"));
	assert_false(fact(x, PG_REL_COMPARES, "ZorbNet"));
	pg_extraction_free(x);
}

/* "to alleviate the problem of overfitting": a weakness remedied; "Zorb matching
 * is the task of identifying ...", "GRC, the task of ...": a gloss of the task
 * named before it; "we address the problem of zorb alignment" is still a task */
static void test_remedied_problems_and_glosses_are_no_tasks(void **state)
{
	pg_extraction *x = run(NULL, "We introduce an anchored zorb strategy to alleviate the problem of overfitting.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 0);
	pg_extraction_free(x);
	x = run(NULL, "Zorb matching is the task of identifying whether two questions have the same intent.");
	assert_true(fact(x, PG_REL_TASK, "Zorb matching"));
	assert_int_equal(count_rel(x, PG_REL_TASK), 1);
	pg_extraction_free(x);
	x = run(NULL, "Glim recognition in conversation (GRC), the task of discerning emotions for each utterance, "
		      "has garnered attention.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 1);
	pg_extraction_free(x);
	x = run(NULL, "We address the problem of zorb alignment in videos.");
	assert_true(fact(x, PG_REL_TASK, "zorb alignment"));
	pg_extraction_free(x);
}

/* "Augmenting Zorb Neural Networks with ...": a gerund acting on a model names no
 * task, but "Testing Glimmer Networks" does; "Bridging the Gap Between Zorb
 * Detection and ...", "Evaluating Zorb Alignment with ...": a clause or a study */
static void test_title_gerunds_on_models_and_studies(void **state)
{
	pg_extraction *x = run("Augmenting Zorb Neural Networks with Glimmer Objectives", "We study nets.");
	assert_int_equal(ent(x, "Augmenting Zorb Neural Networks"), -1);
	pg_extraction_free(x);
	x = run("Testing Glimmer Networks", "We study nets.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Testing Glimmer Networks"));
	pg_extraction_free(x);
	x = run("Bridging the Gap Between Zorb Detection and Glim Tracking", "We study zorbs.");
	assert_int_equal(ent(x, "Bridging the Gap Between Zorb Detection"), -1);
	pg_extraction_free(x);
	x = run("Evaluating Zorb Alignment with Glim Perception", "We study zorbs.");
	assert_int_equal(ent(x, "Evaluating Zorb Alignment"), -1);
	pg_extraction_free(x);
}

/* "ZorbNet builds on GlimNet and FooNet": each name listed after a lineage cue is
 * extended; "Based on GlimPR, FooNet predicts ...": the name after the comma
 * opens the clause, it is not listed */
static void test_lineage_lists(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet, which builds on GlimNet and FooNet.");
	assert_true(fact(x, PG_REL_EXTENDS, "GlimNet"));
	assert_true(fact(x, PG_REL_EXTENDS, "FooNet"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbM. Based on GlimPR, FooNet can efficiently perform estimation.");
	assert_false(fact(x, PG_REL_EXTENDS, "FooNet"));
	pg_extraction_free(x);
}

/* "in terms of zorb fidelity as well as glim coverage": "as well as" joins the
 * list of measures like "and" */
static void test_metric_lists_joined_by_as_well_as(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet outperforms GlimNet in terms of zorb delay as well as glim coverage.");
	assert_true(fact(x, PG_REL_METRIC, "glim coverage"));
	pg_extraction_free(x);
}

/* "Multitask Zorb Learning: Listen to the Buzz" over an abstract that writes
 * "multitask zorb learning" in lower case: the title names its topic, no artefact */
static void test_title_topic_is_no_proposal(void **state)
{
	pg_extraction *x = run("Multitask Zorb Learning: Listen to the Buzz",
			       "We study multitask zorb learning, where agents share glimmers.");
	assert_false(fact(x, PG_REL_PROPOSES, "Multitask Zorb Learning"));
	pg_extraction_free(x);
	x = run("Multitask Zorb Learning: Listen to the Buzz",
		"We propose Multitask Zorb Learning, where agents share glimmers.");
	assert_true(fact(x, PG_REL_PROPOSES, "Multitask Zorb Learning"));
	pg_extraction_free(x);
}

/* "we introduce two modules: (i) ZorbNet and (ii) GlimNet": item markers do not
 * end the list of proposals */
static void test_marked_items_of_a_proposal_list(void **state)
{
	pg_extraction *x = run(NULL, "We introduce two modules to tackle this: (i) ZorbNet and (ii) GlimNet.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet"));
	assert_true(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
	x = run(NULL, "Two zorbers are proposed: 1) ZorbBoost, based on glims, and 2) GlimBoost.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbBoost"));
	pg_extraction_free(x);
}

/* "we combine imitation learning and reinforcement learning", "we use zorb
 * nets with reinforcement learning": every paradigm of the list is used */
static void test_paradigms_listed_after_a_use(void **state)
{
	pg_extraction *x = run(NULL, "We combine imitation learning and reinforcement learning and introduce a zorb "
				     "algorithm.");
	assert_true(fact_labelled(x, PG_REL_USES, "imitation learning"));
	assert_true(fact_labelled(x, PG_REL_USES, "reinforcement learning"));
	assert_false(fact_labelled(x, PG_REL_TASK, "reinforcement learning"));
	pg_extraction_free(x);
	/* near miss: a paradigm that heads a longer phrase is no item of the list */
	x = run(NULL, "We combine imitation learning and reinforcement learning benchmarks.");
	assert_false(fact_labelled(x, PG_REL_USES, "reinforcement learning"));
	pg_extraction_free(x);
}

/* "outperforms SGD and momentum SGD", "CZAEs and standard VAEs": one word before
 * a technique of the lexicon, in a list of compared methods, names its variant
 * (the technique itself after a word of prior art) */
static void test_variant_of_a_technique_in_a_list(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbOpt. ZorbOpt outperforms SGD and momentum SGD on glims.");
	assert_true(fact_labelled(x, PG_REL_COMPARES, "momentum SGD"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbVAE. ZorbVAE outperforms conditional zorb models and standard VAEs.");
	assert_true(fact(x, PG_REL_COMPARES, "VAEs"));
	pg_extraction_free(x);
	/* near miss: a verb after the list's "and" */
	x = run(NULL, "We propose ZorbOpt. ZorbOpt outperforms GlimNet and using SGD helps.");
	assert_false(fact_labelled(x, PG_REL_COMPARES, "using SGD"));
	pg_extraction_free(x);
}

/* "We introduce a goal-zorbed actor-critic algorithm" under "Goal-Zorbed
 * Actor-Critic for ...", "a novel approach, called the hierarchical zorbing
 * recurrent network" under its title: the title's words, written in lower case
 * before a generic head or after "called", name the proposal */
static void test_title_run_before_generic_head(void **state)
{
	pg_extraction *x = run("Goal-Zorbed Actor-Critic for Glimmer Grasping",
			       "We introduce a goal-zorbed actor-critic algorithm for policy learning.");
	assert_true(fact(x, PG_REL_PROPOSES, "Goal-Zorbed Actor-Critic"));
	pg_extraction_free(x);
	x = run("Hierarchical Zorbing Recurrent Networks",
		"We propose a novel approach, called the hierarchical zorbing recurrent network, that finds glims.");
	assert_true(fact_labelled(x, PG_REL_PROPOSES, "hierarchical zorbing recurrent network"));
	pg_extraction_free(x);
	/* near misses: what the method does ("counting"), a plain pair of words */
	x = run("Highway Zorb Counting with Glimmers", "We propose a highway zorb counting method.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	x = run("Feature Glimmer for Zorb Detection", "We propose a feature glimmer method.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

/* "based on active learning and incremental learning strategies", "Inspired by
 * contrastive learning, ...": learning paradigms the work draws on are used */
static void test_paradigms_drawn_on_are_used(void **state)
{
	pg_extraction *x = run(NULL, "We guide the zorb annotators based on active learning and incremental learning "
				     "strategies.");
	assert_true(fact(x, PG_REL_USES, "active learning"));
	assert_true(fact(x, PG_REL_USES, "incremental learning"));
	pg_extraction_free(x);
	x = run(NULL, "Inspired by contrastive learning, the glimmer entropy is estimated by ZorbNet.");
	assert_true(fact(x, PG_REL_USES, "contrastive learning"));
	pg_extraction_free(x);
}

/* "based on an auxiliary classifier GAN": the words that tell which GAN belong to
 * the technique's name; "a pre-trained CNN" is the CNN */
static void test_qualified_lexicon_acronyms(void **state)
{
	pg_extraction *x = run(NULL, "The glimmer discriminator is based on an auxiliary classifier GAN.");
	assert_true(fact(x, PG_REL_USES, "auxiliary classifier GAN"));
	pg_extraction_free(x);
	x = run(NULL, "We then fine-tune a pre-trained CNN on zorbs.");
	assert_int_equal(ent(x, "pre-trained CNN"), -1);
	pg_extraction_free(x);
}

/* "the Zorbi entropy approximation": a capitalised word that is no name of its own
 * opens the name of the technique used after a use verb */
static void test_capitalised_word_opens_technique(void **state)
{
	pg_extraction *x = run(NULL, "We use the Zorbi entropy approximation to bound the partition function.");
	assert_true(fact(x, PG_REL_USES, "Zorbi entropy approximation"));
	pg_extraction_free(x);
}

/* "<field> tasks" alone is no task; a task phrase before "tasks" still is */
static void test_field_tasks_are_not_tasks(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet helps vision tasks and control tasks, and glimmer ranking tasks.");
	assert_int_equal(ent(x, "vision tasks"), -1);
	assert_int_equal(ent(x, "control tasks"), -1);
	assert_true(fact(x, PG_REL_TASK, "glimmer ranking tasks"));
	pg_extraction_free(x);
}

/* "computer vision tasks", "supervised tasks", "pretext tasks": a field or a
 * kind of supervision is no task; a problem the method remedies ("alleviate the
 * glimmer seed problem") or an ordinal ("the first problem") neither */
static void test_generic_tasks_and_remedied_problems(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet works on computer vision tasks, supervised tasks and pretext tasks. "
				     "We alleviate the glimmer seed problem. In the first problem, we study the "
				     "zorbic allocation problem.");
	assert_int_equal(ent(x, "computer vision tasks"), -1);
	assert_int_equal(ent(x, "supervised tasks"), -1);
	assert_int_equal(ent(x, "pretext tasks"), -1);
	assert_false(fact(x, PG_REL_TASK, "glimmer seed"));
	assert_false(fact(x, PG_REL_TASK, "first"));
	/* near miss: a problem the paper studies stays a task */
	assert_true(fact(x, PG_REL_TASK, "zorbic allocation"));
	pg_extraction_free(x);
}

/* tasks given as examples in a background sentence ("applications in tasks such
 * as A and B") are not the paper's; in the paper's own voice they are */
static void test_background_example_tasks(void **state)
{
	pg_extraction *x = run(NULL, "Temporal tagging has applications in tasks such as question answering and "
				     "information retrieval. We study glimmer tagging.");
	assert_false(fact(x, PG_REL_TASK, "question answering"));
	assert_false(fact(x, PG_REL_TASK, "information retrieval"));
	pg_extraction_free(x);
	/* near miss: the same list in our voice */
	x = run(NULL, "We evaluate GlimNet on tasks such as question answering and information retrieval.");
	assert_true(fact(x, PG_REL_TASK, "question answering"));
	pg_extraction_free(x);
	/* "ranging from A to B" gives examples too */
	x = run(NULL, "Glim fields are used for diverse tasks, ranging from image denoising to glimmer tagging.");
	assert_false(fact(x, PG_REL_TASK, "image denoising"));
	pg_extraction_free(x);
	/* a task naming a field or a kind of tool is not the paper's task */
	x = run(NULL, "We borrow glim losses from the image denoising literature and use speech recognition tools.");
	assert_false(fact(x, PG_REL_TASK, "image denoising"));
	assert_false(fact(x, PG_REL_TASK, "speech recognition"));
	pg_extraction_free(x);
}

/* "outperforms Foo in terms of zorb fidelity, glimmer consistency and ...": each
 * noun phrase of the list after a claim is a metric */
static void test_in_terms_of_list_is_metrics(void **state)
{
	pg_extraction *x = run(NULL, "GlimNet outperforms ZorbNet in terms of zorb sharpness, glimmer consistency "
				     "and reduced klax time.");
	assert_true(fact(x, PG_REL_METRIC, "zorb sharpness"));
	assert_true(fact(x, PG_REL_METRIC, "glimmer consistency"));
	assert_true(fact(x, PG_REL_METRIC, "klax time"));
	pg_extraction_free(x);
	/* near misses: no claim, a list that qualifies metrics, a shared modifier,
	 * "the number of" */
	x = run(NULL, "The bound is written in terms of the zorb rank. GlimNet wins in terms of visual and "
		      "textual metrics. GlimNet improves in terms of glimmer and klax complexities. GlimNet "
		      "scales better in terms of the number of events.");
	assert_false(fact(x, PG_REL_METRIC, "zorb rank"));
	assert_false(fact(x, PG_REL_METRIC, "visual"));
	assert_false(fact(x, PG_REL_METRIC, "glimmer"));
	assert_false(fact(x, PG_REL_METRIC, "number"));
	pg_extraction_free(x);
}

/* "5.7% and 7.2% improvements in accuracy and F1 score, respectively": the
 * values take the metrics (or data sets) listed before "respectively" in order */
static void test_respectively_pairs_values(void **state)
{
	pg_extraction *x = run(NULL, "GlimNet achieves 5.7% and 7.2% improvements in accuracy and F1 score, "
				     "respectively. It reaches 81.2% and 75.0% accuracy on SQuAD and CoQA, respectively.");
	assert_int_equal(x->n_results, 4);
	assert_string_equal(x->entities[x->results[0].metric].label, "accuracy");
	assert_string_equal(x->entities[x->results[1].metric].label, "F1 score");
	assert_int_equal(x->results[2].dataset, ent(x, "SQuAD"));
	assert_int_equal(x->results[3].dataset, ent(x, "CoQA"));
	pg_extraction_free(x);
	/* near miss: a count of names that does not match the values */
	x = run(NULL, "GlimNet achieves 5.7% and 7.2% improvements in accuracy, respectively.");
	assert_string_equal(x->entities[x->results[1].metric].label, "accuracy");
	pg_extraction_free(x);
	/* the names before the values: "improves recall and F1 by 34% and 16%, respectively" */
	x = run(NULL, "Our zorb corrector improves recall and F1 of correction by 34% and 16%, respectively.");
	assert_string_equal(metric_of(x, result(x, "34")), "recall");
	assert_string_equal(metric_of(x, result(x, "16")), "F1");
	pg_extraction_free(x);
	/* near miss: a list of three names for two values pairs nothing */
	x = run(NULL, "Our zorb corrector improves recall, precision and F1 by 34% and 16%, respectively.");
	assert_true(strcmp(metric_of(x, result(x, "34")), "recall") != 0 ||
		    strcmp(metric_of(x, result(x, "16")), "F1") != 0);
	pg_extraction_free(x);
}

/* "PSNR 51 SSIM 0.998": each value takes the metric written right before it when
 * the metric after it has a value of its own; "top 5" is part of a measure */
static void test_metric_before_its_value(void **state)
{
	pg_extraction *x = run(NULL, "GlimMark reaches high imperceptibility (PSNR 51 SSIM 0.998) on zorb images.");
	assert_string_equal(metric_of(x, result(x, "51")), "PSNR");
	assert_string_equal(metric_of(x, result(x, "0.998")), "SSIM");
	pg_extraction_free(x);
	/* near miss: a value followed by its metric keeps it */
	x = run(NULL, "GlimMark reaches 51 PSNR on zorb images.");
	assert_string_equal(metric_of(x, result(x, "51")), "PSNR");
	pg_extraction_free(x);
	x = run(NULL, "Our system achieved a top 5 classification error rate of 13.55% on ZorbNet.");
	assert_null(result(x, "5"));
	assert_non_null(result(x, "13.55"));
	pg_extraction_free(x);
	/* a number inside a data set's name is no value */
	x = run(NULL, "GlimNet reaches 91.5% accuracy on the Caltech 101 Silhouettes images.");
	assert_null(result(x, "101"));
	assert_non_null(result(x, "91.5"));
	pg_extraction_free(x);
}

/* "achieving 90% glimmer-success rates", "up to 50% acceleration ... with
 * competitive accuracy": a percentage measures the noun phrase it governs, not a
 * metric named near it; not a condition ("a 20% noise rate") */
static void test_percentage_measures_its_noun(void **state)
{
	pg_extraction *x = run(NULL, "GlimNet achieves 90% glimmer-success rates. GlimNet achieves up to 50% "
				     "acceleration on deep networks with competitive accuracy.");
	assert_int_equal(x->n_results, 2);
	assert_string_equal(x->entities[x->results[0].metric].label, "glimmer-success rates");
	assert_string_equal(x->entities[x->results[1].metric].label, "acceleration");
	pg_extraction_free(x);
	/* costs and overheads are measures too: "while cutting down 70% zorb cost" */
	x = run(NULL, "GlimNet obtains a 5.5% AP gain while cutting down 70% zorb cost.");
	assert_string_equal(metric_of(x, result(x, "70")), "zorb cost");
	pg_extraction_free(x);
	/* near miss: a comparative word is no part of the measure */
	x = run(NULL, "GlimNet reaches a 12% lower zorb error.");
	assert_int_equal(x->n_results, 1);
	assert_string_equal(x->entities[x->results[0].metric].label, "zorb error");
	pg_extraction_free(x);
}

/* "by 28% across zorb tasks", "78% versus 94%": a word after the percentage that
 * ends in "s" but counts nothing makes no proportion of it */
static void test_percentage_before_across(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet improves the success rate of GlimNet by 28% across "
				     "zorb tasks.");
	assert_non_null(result(x, "28"));
	assert_string_equal(metric_of(x, result(x, "28")), "success rate");
	pg_extraction_free(x);
	/* near miss: a share of a plural noun is a proportion ("30% glims") */
	x = run(NULL, "We propose ZorbNet. ZorbNet keeps the success rate with 30% glims.");
	assert_null(result(x, "30"));
	pg_extraction_free(x);
}

/* "improving clarity, coherence and conciseness by 10%": one result per measure
 * the verb of change lists before "by" */
static void test_listed_measures_share_a_change(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet improves zorbness, glimness and coherence by 10%.");
	size_t n = 0;
	for (size_t i = 0; i < x->n_results; i++)
		if (strcmp(x->results[i].value, "10") == 0)
			n++;
	assert_int_equal(n, 3);
	assert_true(fact_labelled(x, PG_REL_METRIC, "zorbness"));
	assert_true(fact_labelled(x, PG_REL_METRIC, "glimness"));
	pg_extraction_free(x);
	/* near misses: values paired "respectively"; one head shared by two words */
	x = run(NULL, "We propose ZorbNet. It reduces zorb and glim errors by 32% and 19%, respectively.");
	assert_false(fact_labelled(x, PG_REL_METRIC, "zorb"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It increases zorb and glim performance by 58%.");
	assert_false(fact_labelled(x, PG_REL_METRIC, "zorb"));
	pg_extraction_free(x);
}

/* lower-case baselines after a compare cue, and "comparable results to Foo" */
static void test_compare_lower_case_phrase_and_comparable(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbDescent. It is faster compared to quantised block foo "
				     "descent and shifted bar descent. It attains comparable results to GlimNet.");
	assert_true(fact(x, PG_REL_COMPARES, "quantised block foo descent"));
	assert_true(fact(x, PG_REL_COMPARES, "shifted bar descent"));
	assert_true(fact(x, PG_REL_COMPARES, "GlimNet"));
	assert_false(fact(x, PG_REL_COMPARES, "ZorbDescent"));
	pg_extraction_free(x);
	/* near miss: "comparable accuracy" with nobody after it compares with nothing */
	x = run(NULL, "We propose ZorbDescent, which keeps comparable accuracy while using less memory.");
	for (size_t i = 0; i < x->n_facts; i++)
		assert_int_not_equal(x->facts[i].rel, PG_REL_COMPARES);
	pg_extraction_free(x);
}

/* adverbs before a compared phrase, an optional word in brackets inside it */
static void test_compare_phrase_after_adverb_and_bracket(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbSampler, which is better than the commonly studied uniformly "
				     "greedy sampling strategy. It is faster compared to lazy block descent and "
				     "projected (stochastic) mirror descent.");
	assert_true(fact(x, PG_REL_COMPARES, "greedy sampling strategy"));
	assert_true(fact(x, PG_REL_COMPARES, "projected (stochastic) mirror descent"));
	pg_extraction_free(x);
	/* near miss: a bracketed acronym ends the phrase */
	x = run(NULL, "We propose ZorbSampler. It is faster compared to lazy block descent (lbd) alone.");
	assert_false(fact(x, PG_REL_COMPARES, "lazy block descent (lbd) alone"));
	pg_extraction_free(x);
}

/* a task phrase opening a sentence that defines it as a technique is used */
static void test_opening_definition_of_a_technique_is_used(void **state)
{
	pg_extraction *x = run(NULL, "Domain adaptation is a popular technique for moving zorb models. "
				     "We propose ZorbAdapt.");
	assert_true(fact(x, PG_REL_USES, "domain adaptation"));
	pg_extraction_free(x);
	/* near miss: a task defined as a task or problem stays a task */
	x = run(NULL, "Domain adaptation is a hard problem for zorb models. We propose ZorbAdapt.");
	assert_false(fact(x, PG_REL_USES, "domain adaptation"));
	assert_true(fact(x, PG_REL_TASK, "domain adaptation"));
	pg_extraction_free(x);
}

/* "Zorbed Face Detection (ZFD)": a long form ending in a task noun is a task,
 * unless the paper proposes it */
static void test_long_form_with_task_head_is_a_task(void **state)
{
	pg_extraction *x = run(NULL, "Zorbed Face Detection (ZFD) protects border control. "
				     "The ZFD accuracy of GlimNet is low, and Learning from Zorb Votes (LZV) is hard.");
	assert_true(fact(x, PG_REL_TASK, "ZFD"));
	assert_false(fact(x, PG_REL_USES, "ZFD"));
	assert_true(fact(x, PG_REL_TASK, "LZV"));
	pg_extraction_free(x);
	x = run(NULL, "One critical issue of zero zorbphora resolution (ZZR) is the lack of labels.");
	assert_true(fact(x, PG_REL_TASK, "ZZR"));
	assert_false(fact(x, PG_REL_USES, "ZZR"));
	pg_extraction_free(x);
	/* near miss: proposed by a verb, it stays the paper's method */
	x = run(NULL, "We propose Zorbed Face Detection (ZFD), a new detector.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZFD"));
	pg_extraction_free(x);
}

/* a bare capital acronym nobody defines and no cue governs is no used method */
static void test_bare_acronym_alone_is_not_used(void **state)
{
	pg_extraction *x = run(NULL, "Parts are drawn in ZQX files by engineers. We train GlimNet with MapZorb.");
	assert_false(fact(x, PG_REL_USES, "ZQX"));
	assert_true(fact(x, PG_REL_USES, "MapZorb"));
	pg_extraction_free(x);
	/* near miss: after a use cue it is used */
	x = run(NULL, "We detect parts using ZQX on drawings.");
	assert_true(fact(x, PG_REL_USES, "ZQX"));
	pg_extraction_free(x);
}

/* a strong use verb takes a one-word technique and more technique nouns */
static void test_use_verb_takes_lower_case_techniques(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet uses attention over glimmer maps. We refine the maps via "
				     "nonlinear extrapolation, and calibrate them using temperature scaling.");
	assert_true(fact(x, PG_REL_USES, "attention"));
	assert_true(fact(x, PG_REL_USES, "nonlinear extrapolation"));
	assert_true(fact(x, PG_REL_USES, "temperature scaling"));
	pg_extraction_free(x);
	x = run(NULL, "The module leverages kernel zorb mapping and sample reweighting methods to remove bias.");
	assert_true(fact(x, PG_REL_USES, "kernel zorb mapping"));
	assert_true(fact(x, PG_REL_USES, "sample reweighting methods"));
	pg_extraction_free(x);
	/* "-ing" modifiers after an article, "<x> learning" after a strong verb, a
	 * trailing "technique" */
	x = run(NULL, "We embed zorbs using a denoising autoencoder, and train them by combining glimmer "
		      "learning with a loss. Noise is added through a quux perturbation technique.");
	assert_true(fact(x, PG_REL_USES, "denoising autoencoder"));
	assert_true(fact(x, PG_REL_USES, "glimmer learning"));
	assert_true(fact(x, PG_REL_USES, "quux perturbation technique"));
	pg_extraction_free(x);
	/* near miss: a one-word technique after a weak cue ("of") is not taken, nor
	 * "learning" after a weak one, nor an "-ing" verb */
	x = run(NULL, "The cost of attention grows with length. The theory of glimmer learning is old. "
		      "We study it by solving sorting.");
	assert_false(fact(x, PG_REL_USES, "attention"));
	assert_false(fact(x, PG_REL_USES, "glimmer learning"));
	assert_int_equal(ent(x, "solving sorting"), -1);
	pg_extraction_free(x);
}

/* "we revisit the classic foo bar averaging method": a lower-case lineage object;
 * every proposal of the list after "building upon which we propose" extends it */
static void test_lineage_to_lower_case_method_and_listed_proposals(void **state)
{
	pg_extraction *x = run(NULL, "We revisit the classic zorbed glimmer averaging method by a simpler form, "
				     "building upon which we propose two solvers, ZorbA and ZorbB, for sparse data.");
	assert_true(fact(x, PG_REL_USES, "zorbed glimmer averaging method"));
	assert_true(extends(x, "ZorbA", "zorbed glimmer averaging method"));
	assert_true(extends(x, "ZorbB", "zorbed glimmer averaging method"));
	pg_extraction_free(x);
	/* near miss: someone else revisits it: no lineage for our proposal */
	x = run(NULL, "Prior work that revisits the classic zorbed glimmer averaging method is slow. We propose ZorbA.");
	assert_false(extends(x, "ZorbA", "zorbed glimmer averaging method"));
	pg_extraction_free(x);
}

/* the parts of a proposal are proposed: "X consists of a A and a B", "we propose
 * two models: A (AA) which ..., and B (BB) that ..." */
static void test_parts_of_a_proposal_are_proposed(void **state)
{
	pg_extraction *x = run(NULL, "We present ZorbAct, a new policy. ZorbAct consists of a Glimmer Span Encoder "
				     "and a Multi-arm Zorb Decoder, both trained jointly.");
	assert_true(fact(x, PG_REL_PROPOSES, "Glimmer Span Encoder"));
	assert_true(fact(x, PG_REL_PROPOSES, "Multi-arm Zorb Decoder"));
	pg_extraction_free(x);
	x = run(NULL, "We propose two neural architectures: Zorbed Forecaster (ZF) which suits clean data, and "
		      "Residual Zorbed Forecaster (RZF) that is robust to noise. RZF outperforms ZF on two sets.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZF"));
	assert_true(fact(x, PG_REL_PROPOSES, "RZF"));
	/* one variant of the paper compared with the other */
	assert_true(fact(x, PG_REL_COMPARES, "ZF"));
	assert_false(fact(x, PG_REL_COMPARES, "RZF"));
	pg_extraction_free(x);
	/* near miss: prior work consisting of parts is not ours */
	x = run(NULL, "GlimNet consists of a Zorb Span Encoder and a Zorb Decoder. We propose ZorbAct.");
	assert_false(fact(x, PG_REL_PROPOSES, "Zorb Span Encoder"));
	pg_extraction_free(x);
	/* "Our model contains a Relation Zorb Network (RZN)": a part defined where the
	 * paper's own whole contains it */
	x = run(NULL, "We study glims. Our model contains a Relation Zorb Network (RZN) that pairs objects.");
	assert_true(fact(x, PG_REL_PROPOSES, "RZN"));
	assert_false(fact(x, PG_REL_USES, "RZN"));
	pg_extraction_free(x);
	/* near misses: a notion the whole relies on, a class written in lower case */
	x = run(NULL, "We study glims. Our model incorporates the Largest Zorb Region (LZR) of a robot. "
		      "Our method includes a deep glim model (DGM).");
	assert_false(fact(x, PG_REL_PROPOSES, "LZR"));
	assert_false(fact(x, PG_REL_PROPOSES, "DGM"));
	pg_extraction_free(x);
}

/* a data set the paper builds is also evaluated on; distinct variants of a data
 * set are distinct data sets */
static void test_proposed_dataset_is_evaluated_on(void **state)
{
	pg_extraction *x = run(NULL, "To train and test ZorbNet, we build a new dataset -- ZORBU, with synced videos.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZORBU"));
	assert_true(fact(x, PG_REL_DATASET, "ZORBU"));
	assert_false(fact(x, PG_REL_USES, "ZORBU"));
	pg_extraction_free(x);
	/* near miss: a method named after "dataset" in another sentence stays a method */
	x = run(NULL, "We use one dataset. ZorbNet is our new model.");
	assert_false(fact(x, PG_REL_DATASET, "ZorbNet"));
	pg_extraction_free(x);
	x = run(NULL, "ZorbNet is robust on CIFAR-10-C, CIFAR-100-C and ImageNet-Sketch.");
	assert_true(fact(x, PG_REL_DATASET, "CIFAR-10-C"));
	assert_true(fact(x, PG_REL_DATASET, "CIFAR-100-C"));
	assert_true(fact(x, PG_REL_DATASET, "ImageNet-Sketch"));
	assert_int_not_equal(ent(x, "CIFAR-10-C"), ent(x, "CIFAR-100-C"));
	pg_extraction_free(x);
}

/* the head of the title up to its first preposition names a task when it ends in a
 * task noun */
static void test_title_head_names_a_task(void **state)
{
	pg_extraction *x = run("Zorb Glimmer Prediction via Spectral Inpainting", "We study it with ZorbNet.");
	assert_true(fact(x, PG_REL_TASK, "Zorb Glimmer Prediction"));
	pg_extraction_free(x);
	x = run("ZorbNet: Robust Glimmer Tracking with Sparse Cues", "We study it with ZorbNet.");
	assert_true(fact(x, PG_REL_TASK, "Glimmer Tracking")); /* a quality word is no part of the task */
	pg_extraction_free(x);
	/* a leading verb the abstract drops is no part of the task */
	x = run("Reframing Zorb Difference Captioning with Synthetic Data",
		"We study zorb difference captioning with ZorbNet.");
	assert_true(fact(x, PG_REL_TASK, "Zorb Difference Captioning"));
	assert_int_equal(ent(x, "Reframing Zorb Difference Captioning"), -1);
	pg_extraction_free(x);
	/* near misses: a head that ends in no task noun, a participle the abstract
	 * keeps, and a modifier */
	x = run("Zorb Glimmer Spectra via Spectral Inpainting", "We study it with ZorbNet.");
	assert_int_equal(ent(x, "Zorb Glimmer Spectra"), -1);
	pg_extraction_free(x);
	x = run("Moving Zorb Detection with Events", "We study moving zorb detection with ZorbNet.");
	assert_true(fact(x, PG_REL_TASK, "Moving Zorb Detection"));
	pg_extraction_free(x);
	x = run("Privacy-Preserving Zorb Recognition", "We study zorb recognition with ZorbNet.");
	assert_true(fact(x, PG_REL_TASK, "Privacy-Preserving Zorb Recognition"));
	pg_extraction_free(x);
	/* the long form of the name before the colon names the method, not a task */
	x = run("CoZD: Coherent Zorb Detection of Entities in Images", "We present a novel approach to zorbs.");
	assert_true(fact(x, PG_REL_PROPOSES, "CoZD"));
	assert_false(fact(x, PG_REL_TASK, "Coherent Zorb Detection"));
	pg_extraction_free(x);
}

/* a title (or its part after the colon) led by a gerund names the task it does,
 * up to the first preposition */
static void test_title_gerund_names_a_task(void **state)
{
	pg_extraction *x = run("Recognizing Glimmer Interactions in 3D from One Image", "We study it with ZorbNet.");
	assert_true(fact(x, PG_REL_TASK, "Recognizing Glimmer Interactions"));
	pg_extraction_free(x);
	x = run("ZorbNet: Manipulating Glimmer Spectra with Text", "We study it with ZorbNet.");
	assert_true(fact(x, PG_REL_TASK, "Manipulating Glimmer Spectra"));
	pg_extraction_free(x);
	/* near misses: the means to a task after "for", a paper about a method, "Learning
	 * to", and a task the abstract already names in other words */
	x = run("Combining Zorb Fields and Glimmer Nets for Spectral Synthesis", "We study it with ZorbNet.");
	assert_int_equal(ent(x, "Combining Zorb Fields and Glimmer Nets"), -1);
	pg_extraction_free(x);
	x = run("Revisiting Glimmer Spectra in Deep Nets", "We study it with ZorbNet.");
	assert_int_equal(ent(x, "Revisiting Glimmer Spectra"), -1);
	pg_extraction_free(x);
	x = run("Learning to Rank Glimmer Spectra", "We study it with ZorbNet.");
	assert_int_equal(ent(x, "Learning to Rank Glimmer Spectra"), -1);
	pg_extraction_free(x);
	x = run("Detecting Small Zorbed Objects with Residual Noise", "We study object detection with ZorbNet.");
	assert_int_equal(ent(x, "Detecting Small Zorbed Objects"), -1);
	assert_true(fact(x, PG_REL_TASK, "object detection"));
	pg_extraction_free(x);
}

/* "two benchmarks, including CIFAR-10 and QuorB": a data set head before the list
 * types its odd member as it does after the list; complexity classes name nothing */
static void test_dataset_head_before_a_list(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. Experiments on two benchmarks, including CIFAR-10 "
				     "and QuorB, show its generality.");
	assert_true(fact(x, PG_REL_DATASET, "QuorB"));
	assert_false(fact(x, PG_REL_USES, "QuorB"));
	pg_extraction_free(x);
	/* near miss: a list after a head that is no data set head */
	x = run(NULL, "We propose ZorbNet. It improves on methods such as BERT and QuorB on ImageNet.");
	assert_false(fact(x, PG_REL_DATASET, "QuorB"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet and show that its model checking is in EXPTIME.");
	assert_int_equal(ent(x, "EXPTIME"), -1);
	pg_extraction_free(x);
}

/* "a 2.9 point lift of F1 over ZorbCAM", "boosting throughput by 3x over
 * QuorServe": a lift or a boost names its baseline after "over" */
static void test_lift_or_boost_over_a_baseline(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet. It gives a 2.9 point lift of F1 score over ZorbCAM "
				     "on ZorbSet.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbCAM"));
	pg_extraction_free(x);
	x = run(NULL, "We propose GlimNet, boosting decode throughput by 3x over QuorServe.");
	assert_true(fact(x, PG_REL_COMPARES, "QuorServe"));
	assert_false(fact(x, PG_REL_USES, "QuorServe"));
	pg_extraction_free(x);
	/* near miss: "over" without a lift or a gain before it */
	x = run(NULL, "We propose GlimNet. It runs random walks over QuorGraph.");
	assert_false(fact(x, PG_REL_COMPARES, "QuorGraph"));
	pg_extraction_free(x);
}

/* "reduces storage by two orders of magnitude over codecs such as ZorbPack": a
 * reduction with its size compares with what follows "over" */
static void test_reduction_over_a_baseline(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It reduces storage requirements by two orders of "
				     "magnitude over general-purpose codecs such as ZorbPack.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbPack"));
	assert_false(fact(x, PG_REL_USES, "ZorbPack"));
	pg_extraction_free(x);
	/* near misses: a reduction without a size, and the means after "with" */
	x = run(NULL, "We propose ZorbNet. We reduce the learning problem to random walks over QuorDFAs.");
	assert_false(fact(x, PG_REL_COMPARES, "QuorDFAs"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It gives gains of over 15% with a QuorViT backbone.");
	assert_false(fact(x, PG_REL_COMPARES, "QuorViT"));
	pg_extraction_free(x);
}

/* "... for Glimmer Forecasting using Deep RL": an established technique or a
 * learning paradigm after "via", "using", "with" or "through" in the title is used,
 * and no task of the paper */
static void test_title_means_are_used(void **state)
{
	pg_extraction *x = run("Glimmer Forecasting using Deep RL", "We solve it by deep reinforcement learning.");
	assert_true(fact(x, PG_REL_USES, "deep reinforcement learning"));
	assert_false(fact(x, PG_REL_TASK, "deep reinforcement learning"));
	pg_extraction_free(x);
	x = run("Zorb Inpainting via Gaussian Processes", "We study it.");
	assert_true(fact(x, PG_REL_USES, "Gaussian process"));
	pg_extraction_free(x);
	/* near misses: a known word opening a longer capitalised name, and a task */
	x = run("Glimmer Detection with Dropout Zorb Layers", "We study it.");
	assert_false(fact(x, PG_REL_USES, "dropout"));
	pg_extraction_free(x);
	x = run("Zorb Priors with Image Segmentation", "We study it.");
	assert_false(fact(x, PG_REL_USES, "image segmentation"));
	pg_extraction_free(x);
}

/* "we leverage the rich knowledge of QuorLM": what a model offers, after a using
 * verb, stands for the model */
static void test_use_of_what_a_model_offers(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It incorporates the outputs of optical character "
				     "recognition tools and leverages the rich knowledge of Quorformer.");
	assert_true(fact(x, PG_REL_USES, "optical character recognition"));
	assert_true(fact(x, PG_REL_USES, "Quorformer"));
	pg_extraction_free(x);
	/* near miss: a property that is no offer of the model */
	x = run(NULL, "We propose ZorbNet. We use the failure modes of Quorformer to motivate it.");
	assert_false(fact(x, PG_REL_USES, "Quorformer"));
	pg_extraction_free(x);
}

/* "facial Zorb Unit (ZU) detection", "high-glimmer colour (HGC) images": a name
 * qualifying a task or the data is no method the paper uses */
static void test_name_qualifying_a_task_is_not_used(void **state)
{
	pg_extraction *x = run(NULL, "Region learning helps facial Zorb Unit (ZU) detection. Most models "
				     "process high-glimmer colour (HGC) images.");
	assert_false(fact(x, PG_REL_USES, "Zorb Unit"));
	assert_false(fact(x, PG_REL_USES, "high-glimmer colour"));
	pg_extraction_free(x);
	/* near miss: the same name standing alone */
	x = run(NULL, "We propose a tracker. It is built on the Zorb Unit (ZU) network.");
	assert_true(fact(x, PG_REL_USES, "Zorb Unit") || fact(x, PG_REL_USES, "ZU"));
	pg_extraction_free(x);
}

/* "we use a stochastic subgradient technique", "by using a greedy algorithm": after a
 * strong use verb and an article, lower-case words ending in technique, algorithm,
 * procedure or scheme name what is used */
static void test_used_technique_named_by_its_head(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. We use a stochastic zorbgradient technique to fit it, "
				     "and it starts by using a greedy glimmer algorithm.");
	assert_true(fact(x, PG_REL_USES, "stochastic zorbgradient technique"));
	assert_true(fact(x, PG_REL_USES, "greedy glimmer algorithm"));
	pg_extraction_free(x);
	/* near misses: how it is made, a vague word, a model */
	x = run(NULL, "We propose ZorbNet. We use a learning-based technique, then a general algorithm and "
		      "a glimmer model.");
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
}

/* "an IoU loss", "silhouette maps", "sparsity constraints": a measure that only
 * qualifies the noun after it is no metric of the paper */
static void test_measure_qualifying_a_noun_is_no_metric(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It is trained with an IoU loss under sparsity "
				     "constraints on silhouette maps.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
	/* near miss: regret bounds are about the regret */
	x = run(NULL, "We propose ZorbNet and prove regret bounds for it.");
	assert_true(fact(x, PG_REL_METRIC, "regret"));
	pg_extraction_free(x);
}

/* "we build upon QuorHome to create ZorbHome": building upon is lineage, not a proposal */
static void test_build_upon_is_no_proposal(void **state)
{
	pg_extraction *x = run(NULL, "To this end, we build upon QuorHome, to create a new dataset ZorbHome.");
	assert_false(fact(x, PG_REL_PROPOSES, "QuorHome"));
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbHome"));
	pg_extraction_free(x);
	/* near miss: "we build X" still proposes */
	x = run(NULL, "We build ZorbHome, a simulator of homes.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbHome"));
	pg_extraction_free(x);
}

/* "Compared to QuorAdapter, our model ...": a name set against the paper's own work
 * before an appositive is compared with, not proposed */
static void test_appositive_after_compare_cue_is_no_proposal(void **state)
{
	pg_extraction *x = run(NULL, "We study glimmers. Compared to QuorAdapter, our model needs fewer "
				     "parameters. Unlike SDQA or QuorSAG, our method stores no gradients.");
	assert_false(fact(x, PG_REL_PROPOSES, "QuorAdapter"));
	assert_false(fact(x, PG_REL_PROPOSES, "QuorSAG"));
	assert_true(fact(x, PG_REL_COMPARES, "QuorAdapter"));
	pg_extraction_free(x);
	/* near miss: a plain appositive still proposes */
	x = run(NULL, "We study glimmers. ZorbNet, our new model, needs fewer parameters.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet"));
	pg_extraction_free(x);
}

/* a broader task named inside a narrower one of the same paper is no second task */
static void test_broader_task_inside_a_narrower_one(void **state)
{
	pg_extraction *x = run(NULL, "We study the problem of few-shot object detection on ZorbSet. Object "
				     "detection models need many labels.");
	assert_true(fact(x, PG_REL_TASK, "few-shot object detection"));
	assert_false(fact(x, PG_REL_TASK, "object detection"));
	pg_extraction_free(x);
	/* near miss: unrelated tasks both stay */
	x = run(NULL, "We study object detection and semantic segmentation on ZorbSet.");
	assert_true(fact(x, PG_REL_TASK, "object detection"));
	assert_true(fact(x, PG_REL_TASK, "semantic segmentation"));
	pg_extraction_free(x);
	/* either side named by its acronym: "RL" inside "deep RL" */
	x = run(NULL, "Reinforcement learning (RL) agents explore poorly. We make deep RL explore "
		      "with a zorb bonus.");
	assert_true(fact(x, PG_REL_TASK, "deep RL"));
	assert_false(fact(x, PG_REL_TASK, "RL"));
	assert_false(fact(x, PG_REL_TASK, "Reinforcement learning"));
	pg_extraction_free(x);
}

/* "improve the performance by 46% on noisy data": the changed noun is the metric;
 * "10 times faster" with no metric named is about speed */
static void test_result_metric_before_by_and_speed(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet can improve the performance by 46% on noisy data and 9% on clean data. "
				     "Its solutions are often up to 12 times faster to compute.");
	assert_string_equal(metric_of(x, result(x, "46")), "performance");
	assert_string_equal(metric_of(x, result(x, "12")), "speed");
	assert_int_equal(ent(x, "faster"), -1);
	pg_extraction_free(x);
	/* a speed-up is a ratio of times, not a metric of its own; the paper's word
	 * stays as the speed's other name */
	x = run(NULL, "ZorbNet gives a 3.5x speedup. Such speedups matter.");
	assert_string_equal(metric_of(x, result(x, "3.5")), "speed");
	assert_int_equal(ent(x, "speedups"), -1);
	assert_true(ent(x, "speedup") >= 0);
	assert_int_equal(ent(x, "speedup"), ent(x, "speed"));
	pg_extraction_free(x);
	/* the speed-up word before the ratio: "a speedup of more than 8x" */
	x = run(NULL, "ZorbNet achieves a speedup of more than 8x over GlimBase.");
	assert_string_equal(metric_of(x, result(x, "8")), "speed");
	pg_extraction_free(x);
	/* a metric named earlier in the clause is not what the speed-up measures */
	x = run(NULL, "ZorbSkim lifts glim accuracy and gets 4 times speedup over GlimBase.");
	assert_string_equal(metric_of(x, result(x, "4")), "speed");
	pg_extraction_free(x);
	/* near miss: a count of things is still no result */
	x = run(NULL, "ZorbNet runs on 12 machines and 46 tasks.");
	assert_null(result(x, "12"));
	pg_extraction_free(x);
}

/* A gain in per cent or points that names no measure ("outperforms GlimNet by
 * 3.3%") is one in performance, and a bare list of values after a result
 * ("27.2%, 5.0% and 1.7%") measures what the first one measured */
static void test_unnamed_gain_is_performance(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet outperforms GlimNet by 3.3%, ranking first.");
	assert_non_null(result(x, "3.3"));
	assert_string_equal(metric_of(x, result(x, "3.3")), "performance");
	assert_int_equal(result(x, "3.3")->kind, PG_RESULT_IMPROVEMENT);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet, which shows an improvement of 27.2%, 5.0% and 1.7% in three settings.");
	assert_string_equal(metric_of(x, result(x, "27.2")), "performance");
	assert_string_equal(metric_of(x, result(x, "5.0")), "performance");
	assert_string_equal(metric_of(x, result(x, "1.7")), "performance");
	assert_int_equal(ent(x, "three settings"), -1);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It improves by more than 13% and 7% on glim tagging and zorb parsing, "
		      "respectively.");
	assert_string_equal(metric_of(x, result(x, "13")), "performance");
	assert_string_equal(metric_of(x, result(x, "7")), "performance");
	pg_extraction_free(x);
	/* a named measure still wins, and a change that is no gain stays unmeasured */
	x = run(NULL, "We propose ZorbNet. It outperforms GlimNet by 2.1% in accuracy.");
	assert_string_equal(metric_of(x, result(x, "2.1")), "accuracy");
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. The glim count grows by 5% under noise.");
	assert_null(result(x, "5"));
	pg_extraction_free(x);
}

/* "reduces the glim cost by up to 58%": a bound between "by" and the number
 * leaves the noun phrase the verb changes as the measure; so does "a factor
 * of"; whole points are results */
static void test_bound_after_by_keeps_the_measure(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet reduces the glim cost by up to 58% and "
				     "improves zorb efficiency by more than 2x.");
	assert_string_equal(metric_of(x, result(x, "58")), "glim cost");
	assert_int_equal(result(x, "58")->kind, PG_RESULT_REDUCTION);
	assert_string_equal(metric_of(x, result(x, "2")), "zorb efficiency");
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It cuts the glim overhead by approximately 30%.");
	assert_string_equal(metric_of(x, result(x, "30")), "glim overhead");
	pg_extraction_free(x);
	/* "by a factor of 3" is a ratio; "the number of" belongs to what is counted */
	x = run(NULL, "We propose ZorbNet. It reduces the number of glim calls by 31%. It also reduces the zorb "
		      "overhead by a factor of 3.");
	assert_string_equal(metric_of(x, result(x, "31")), "number of glim calls");
	assert_string_equal(metric_of(x, result(x, "3")), "zorb overhead");
	assert_string_equal(result(x, "3")->unit, "x");
	pg_extraction_free(x);
	/* near miss: an approximation factor of 2 is no ratio of two runs */
	x = run(NULL, "We propose ZorbNet, which has an approximation factor of 2.");
	assert_true(result(x, "2") == NULL || result(x, "2")->unit == NULL);
	pg_extraction_free(x);
	/* whole points: "up to 30 points improvement", "by 30 and 7 points" */
	x = run(NULL, "We propose ZorbNet. It outperforms GlimNet by 30 and 7 points.");
	assert_string_equal(metric_of(x, result(x, "30")), "performance");
	assert_string_equal(metric_of(x, result(x, "7")), "performance");
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It repairs glim errors (up to 30 points improvement).");
	assert_non_null(result(x, "30"));
	pg_extraction_free(x);
	/* near miss: whole points of a grid are no result */
	x = run(NULL, "We propose ZorbNet. We evaluate it on 30 points of the glim grid.");
	assert_null(result(x, "30"));
	pg_extraction_free(x);
}

/* "using 60% fewer parameters": a share saved measures what it counts, not a
 * metric named earlier in the sentence; "an increase of error by 3.9%" measures
 * the error; "in comparison with" names no measure */
static void test_share_saved_and_increase_of(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet, which improves glim accuracy using 60% fewer parameters.");
	assert_string_equal(metric_of(x, result(x, "60")), "parameters");
	assert_int_equal(result(x, "60")->kind, PG_RESULT_REDUCTION);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It needs 10% fewer labels compared to GlimNet.");
	assert_int_equal(ent(x, "labels compared"), -1);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It shows a slight increase of error by 3.9% in comparison with GlimNet.");
	assert_string_equal(metric_of(x, result(x, "3.9")), "error");
	assert_int_equal(ent(x, "comparison"), -1);
	pg_extraction_free(x);
}

/* "a competitive ratio of $1/2$", "an approximation ratio of 1-1/e": a fraction
 * a metric names is its value as a decimal; a share of things is not */
static void test_fraction_is_a_value(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbAlg, which achieves an approximation ratio of $1-1/e$ and "
				     "a glim ratio of 1/2 and an approximation ratio of 2/3.");
	assert_non_null(result(x, "0.632"));
	assert_string_equal(metric_of(x, result(x, "0.632")), "approximation ratio");
	assert_non_null(result(x, "0.667"));
	pg_extraction_free(x);
	/* near misses: a share of things, part of a formula, or no metric before it */
	x = run(NULL, "We propose ZorbAlg. It reaches full accuracy in 7/8 tasks, an approximation ratio of "
		      "3/2+O(1/n) and uses 1/2 of the data.");
	assert_null(result(x, "0.875"));
	assert_null(result(x, "1.5"));
	assert_null(result(x, "0.5"));
	pg_extraction_free(x);
}

/* a range of values is two results, one per end ("1.5-3%", "8-24x", "2.5-20
 * times"); years and counts are not ranges of values; "8x glim reduction" names
 * what changes; a metric after "while" belongs to another claim */
static void test_range_is_two_results(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It improves accuracy by 1.5-3% on ZorbSet and "
				     "achieves 8-24x glim reduction and 3-35x measured speedup over GlimNet.");
	assert_string_equal(metric_of(x, result(x, "1.5")), "accuracy");
	assert_string_equal(metric_of(x, result(x, "3")), "accuracy");
	assert_string_equal(metric_of(x, result(x, "8")), "glim");
	assert_int_equal(result(x, "24")->kind, PG_RESULT_REDUCTION);
	assert_string_equal(metric_of(x, result(x, "35")), "speed");
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It runs 2.5-20 times faster than GlimNet.");
	assert_string_equal(result(x, "20")->unit, "x");
	pg_extraction_free(x);
	/* "gains of 8-11 F1 points": whole numbers, but points of a measure */
	x = run(NULL, "We propose ZorbNet. In low-budget settings we observe gains of up to 8-11 F1 points.");
	assert_non_null(result(x, "8"));
	assert_non_null(result(x, "11"));
	pg_extraction_free(x);
	/* near miss: a range of counts */
	x = run(NULL, "We propose ZorbNet. It stacks 8-11 glim layers and improves F1.");
	assert_null(result(x, "8"));
	pg_extraction_free(x);
	/* written with spaces: "32x - 512x fewer glim steps" is one claim, both ends
	 * about what follows (not the accuracy named before) */
	x = run(NULL, "We propose ZorbNet. It keeps this accuracy with 32x - 512x fewer glim steps than GlimNet.");
	assert_string_equal(metric_of(x, result(x, "32")), "glim steps");
	assert_string_equal(metric_of(x, result(x, "512")), "glim steps");
	assert_int_equal(result(x, "32")->kind, PG_RESULT_REDUCTION);
	pg_extraction_free(x);
	/* "a 30% relative improvement in glim consistency": what the change words change */
	x = run(NULL, "We propose ZorbNet. It yields a 30% relative improvement in glim consistency on ZorbSet.");
	assert_string_equal(metric_of(x, result(x, "30")), "glim consistency");
	pg_extraction_free(x);
	/* "3 times slower" is about speed; "at a 5% error rate" is a working point */
	x = run(NULL, "We propose ZorbNet. It is 3 times slower than GlimNet. At a 5% error rate it finds more glims.");
	assert_string_equal(metric_of(x, result(x, "3")), "speed");
	assert_int_equal(result(x, "3")->kind, PG_RESULT_REDUCTION);
	assert_null(result(x, "5"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It fools eight defenses at an 82% success rate.");
	assert_string_equal(metric_of(x, result(x, "82")), "success rate");
	pg_extraction_free(x);
	/* "3 mAP higher than GlimNet": a whole number with its metric and the change
	 * word right after it is a gain; "at 10 fps or less" is none */
	x = run(NULL, "We propose ZorbNet. It is 3 mAP higher than GlimNet. At 10 fps or less, GlimNet is slow.");
	assert_non_null(result(x, "3"));
	assert_int_equal(result(x, "3")->kind, PG_RESULT_IMPROVEMENT);
	assert_null(result(x, "10"));
	pg_extraction_free(x);
	/* "speeds up inference by 6.7 times on CPU": speed, measured on a CPU */
	x = run(NULL, "We propose ZorbNet. It speeds up glim inference by 6.7 times on CPU.");
	assert_int_equal(strncmp(metric_of(x, result(x, "6.7")), "speed", 5), 0);
	pg_extraction_free(x);
	/* "an enhancement of 15% - 70%": a gain, not a score */
	x = run(NULL, "We propose ZorbNet. It shows a relative enhancement of 15% - 70% in glim accuracy.");
	assert_int_equal(result(x, "15")->kind, PG_RESULT_IMPROVEMENT);
	assert_int_equal(result(x, "70")->kind, PG_RESULT_IMPROVEMENT);
	pg_extraction_free(x);
	/* "J&F": an ampersand between two words without spaces joins a lexicon name */
	x = run(NULL, "We propose ZorbNet. It achieves a J&F score of 71.5 on ZorbSet.");
	assert_string_equal(metric_of(x, result(x, "71.5")), "J&F");
	pg_extraction_free(x);
	/* near misses: years and counts */
	x = run(NULL, "We propose ZorbNet, trained on glim logs of 2010-2020 with 3-5 layers.");
	assert_null(result(x, "2010"));
	assert_null(result(x, "3"));
	pg_extraction_free(x);
	x = run(NULL, "We show ZorbNet reduces the glim load by 30% while preserving the accuracy of GlimNet.");
	assert_string_equal(metric_of(x, result(x, "30")), "glim load");
	pg_extraction_free(x);
	/* "a 3.5% glim degradation": a fall; "a 4.2 percentage point gain" names no measure */
	x = run(NULL, "We propose ZorbNet, with a 3.5% glim degradation and a 4.2 percentage point gain.");
	assert_string_equal(metric_of(x, result(x, "3.5")), "glim");
	assert_int_equal(result(x, "3.5")->kind, PG_RESULT_REDUCTION);
	assert_int_equal(ent(x, "point"), -1);
	pg_extraction_free(x);
}

/* "17,388 times fewer parameters than Foo": what a ratio counts after its
 * comparative is the metric, not a metric named elsewhere in the sentence, and
 * so is a metric in brackets right after a value */
static void test_ratio_counts_its_noun(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet uses 1,234 times fewer parameters than GlimNet "
				     "to reach an accuracy gain of 5.6% on ZorbSet.");
	assert_string_equal(metric_of(x, result(x, "1234")), "parameters");
	assert_string_equal(metric_of(x, result(x, "5.6")), "accuracy");
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It needs 10x fewer training steps than GlimNet.");
	assert_string_equal(metric_of(x, result(x, "10")), "training steps");
	pg_extraction_free(x);
	/* "65% (AP)": the metric in brackets right after the value */
	x = run(NULL, "We propose ZorbNet. It achieves the best performance of 65% (AP) on ZorbSet.");
	assert_string_equal(metric_of(x, result(x, "65")), "AP");
	pg_extraction_free(x);
	/* near misses: an adjective after the comparative, and a condition */
	x = run(NULL, "We propose ZorbNet. ZorbNet is 8x more accurate than GlimNet.");
	assert_int_equal(ent(x, "accurate"), -1);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It matches models trained on 100x more data.");
	assert_int_equal(ent(x, "data"), -1);
	pg_extraction_free(x);
}

/* "PASCAL VOC 2007/2012", "CIFAR-10/100": a second number after a data set's
 * edition names the second edition too */
static void test_second_edition_of_a_data_set(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It reaches 65% AP on PASCAL VOC 2007/2012.");
	assert_true(fact(x, PG_REL_DATASET, "PASCAL VOC 2007"));
	assert_true(fact(x, PG_REL_DATASET, "PASCAL VOC 2012"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet and test it on CIFAR-10/100 and on SemEval 2014 and 2015.");
	assert_true(fact(x, PG_REL_DATASET, "CIFAR-100"));
	assert_true(fact(x, PG_REL_DATASET, "SemEval 2015"));
	pg_extraction_free(x);
	/* near misses: a value and a count after the first edition */
	x = run(NULL, "We propose ZorbNet. It gets 76.4% mAP on PASCAL VOC 2007 and 22.4 mAP on COCO.");
	assert_int_equal(ent(x, "PASCAL VOC 22.4"), -1);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet and train it on CIFAR-10 and 100 images of ZorbSet.");
	assert_false(fact(x, PG_REL_DATASET, "CIFAR-100"));
	pg_extraction_free(x);
}

/* "we extend Bar (BR) to Zorb Ranking Analysis (ZRA)": the name after "to" is the
 * proposal and extends Bar; a lower-case long form that a data set's acronym
 * spells is another sense of it in the whole abstract */
static void test_extended_to_a_new_name(void **state)
{
	pg_extraction *x = run(NULL, "We extend the classical zorb glim analysis (ZGA) technique to zorb ranking "
				     "analysis (ZRA), by considering the order. ZRA beats ZGA.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZRA"));
	assert_true(extends(x, "ZRA", "ZGA"));
	pg_extraction_free(x);
	x = run(NULL, "We extend the classic linear ranking analysis (LRA) to ordinal data. LRA is fast.");
	assert_false(fact(x, PG_REL_DATASET, "LRA"));
	assert_false(fact(x, PG_REL_DATASET, "Long Range Arena"));
	pg_extraction_free(x);
	/* near misses: a task after "to", and a data set spelled out by its own name */
	x = run(NULL, "We extend GlimNet to semantic segmentation.");
	assert_false(fact(x, PG_REL_PROPOSES, "semantic segmentation"));
	pg_extraction_free(x);
	x = run(NULL, "We test ZorbNet on the general language understanding evaluation (GLUE). GLUE is hard.");
	assert_true(fact(x, PG_REL_DATASET, "GLUE"));
	pg_extraction_free(x);
}

/* "the pre-trained model ZLIP": a short acronym after a head noun is a name;
 * "a new EP-ZCMC algorithm ZART": the name after the head is the proposal, and
 * the head's modifier is the class; "our method ZDC achieves"; "a Zorb-Free
 * Counterfactual Debiasing framework ZFCD": the name spells its long form */
static void test_name_after_a_head_noun(void **state)
{
	pg_extraction *x = run(NULL, "We build on the pre-trained model ZLIP and train a text generator.");
	assert_true(fact(x, PG_REL_USES, "ZLIP"));
	pg_extraction_free(x);
	x = run(NULL, "In this paper, we propose a new EP-ZCMC algorithm ZART that solves these problems.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZART"));
	assert_false(fact(x, PG_REL_PROPOSES, "EP-ZCMC"));
	pg_extraction_free(x);
	x = run(NULL, "By introducing three new parts, our method ZDC achieves the following merits.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZDC"));
	assert_false(fact(x, PG_REL_USES, "ZDC"));
	pg_extraction_free(x);
	x = run(NULL, "This paper proposes a Zorb-Free Counterfactual Debiasing framework ZFCD. Then ZFCD "
		      "extracts biases.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-Free Counterfactual Debiasing"));
	assert_int_equal(ent(x, "ZFCD"), ent(x, "Zorb-Free Counterfactual Debiasing"));
	pg_extraction_free(x);
	/* near misses: a bare short acronym with no head, and a known technique after "our method" */
	x = run(NULL, "We model ZLIP as a Gaussian mixture.");
	assert_false(fact(x, PG_REL_USES, "ZLIP"));
	pg_extraction_free(x);
	x = run(NULL, "Our method SVD is applied to the data.");
	assert_false(fact(x, PG_REL_PROPOSES, "SVD"));
	pg_extraction_free(x);
}

/* "far better than (simply) using ZorbNet alone": the baseline is what the
 * gerund applies, compared with, not used */
static void test_than_using_names_a_baseline(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet. It is far better than simply using ZorbNet alone.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbNet"));
	assert_false(fact(x, PG_REL_USES, "ZorbNet"));
	pg_extraction_free(x);
	/* near miss: "rather than using" is an alternative, not a comparison */
	x = run(NULL, "We propose GlimNet. Rather than using a pre-trained ZorbNet, GlimNet trains a new one.");
	assert_false(fact(x, PG_REL_COMPARES, "ZorbNet"));
	pg_extraction_free(x);
	/* ... nor a use: "rather than (using) Foo", "instead of (using) Foo" decline it */
	x = run(NULL, "We train GlimNet with glimmer loss rather than using QuorbNet. Instead of using "
		      "ZorbNet, we rely on sparse codes. We apply BlipNet instead of FlopNet.");
	assert_false(fact(x, PG_REL_USES, "QuorbNet"));
	assert_false(fact(x, PG_REL_USES, "ZorbNet"));
	assert_false(fact(x, PG_REL_USES, "FlopNet"));
	assert_true(fact(x, PG_REL_USES, "BlipNet"));
	pg_extraction_free(x);
}

/* a lower-case phrase after "we propose" that the title writes in capitals is the
 * paper's name for its proposal */
static void test_title_cased_phrase_is_the_proposal(void **state)
{
	pg_extraction *x = run("Seeing Wholes: Glimmer-to-Part Zorb Nets for Video Parsing",
			       "Video parsing is hard. We propose glimmer-to-part zorb nets for parsing long "
			       "videos. They train from scratch.");
	assert_true(fact(x, PG_REL_PROPOSES, "glimmer-to-part zorb nets"));
	pg_extraction_free(x);
	/* a plural "s" more or less in the title */
	x = run("Tilted Zorb Flows", "We propose the tilted zorb flow, a new transformation.");
	assert_true(fact(x, PG_REL_PROPOSES, "tilted zorb flow"));
	pg_extraction_free(x);
	/* a technique of the lexicon ends it: the paper's kind of that technique */
	x = run("Glimmer Attention Mechanism for Zorb Parsing",
		"We propose the glimmer attention mechanism, a new module for zorb parsing.");
	assert_true(fact(x, PG_REL_PROPOSES, "glimmer attention mechanism"));
	pg_extraction_free(x);
	/* but not a class of it */
	x = run("Deep Convolutional Neural Networks for Zorb Parsing",
		"We propose deep convolutional neural networks for zorb parsing.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	/* the name in brackets after the object's head, whose head the task lexicon
	 * knows; the title's head is then no task */
	x = run("Glimmer Quantization for Large-Scale Search",
		"We propose a new vector encoding scheme (glimmer quantization) that obtains compact codes.");
	assert_true(fact(x, PG_REL_PROPOSES, "glimmer quantization"));
	assert_false(fact(x, PG_REL_TASK, "Glimmer Quantization"));
	pg_extraction_free(x);
	/* near misses: a modifier of a longer phrase, a generic head, a name given
	 * later, words the title does not capitalise, and a verb that is not the
	 * paper's own */
	x = run("Glimmer Sampling for Zorbs", "We propose a glimmer sampling strategy for zorbs.");
	assert_false(fact(x, PG_REL_PROPOSES, "glimmer sampling"));
	pg_extraction_free(x);
	x = run("A Glimmer Framework for Zorbs", "We propose a glimmer framework for zorbs.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	x = run("Glimmer Zorb Network", "We propose a glimmer zorb network, named GZN, for zorbs.");
	assert_false(fact(x, PG_REL_PROPOSES, "glimmer zorb network"));
	pg_extraction_free(x);
	x = run("Learning with glimmer zorbs", "We propose glimmer zorbs for learning.");
	assert_false(fact(x, PG_REL_PROPOSES, "glimmer zorbs"));
	pg_extraction_free(x);
	x = run("Glimmer Zorbs in the Wild", "Our method uses ten carefully designed glimmer zorbs.");
	assert_false(fact(x, PG_REL_PROPOSES, "glimmer zorbs"));
	pg_extraction_free(x);
}

/* a lower-case technique of the lexicon in a sentence in the paper's own voice is
 * used even without a use cue */
static void test_technique_in_own_voice_is_used(void **state)
{
	pg_extraction *x = run(NULL, "Zorb sketches are compact. Our estimator runs power iteration on the "
				     "sketch and stops early.");
	assert_true(fact(x, PG_REL_USES, "power iteration"));
	pg_extraction_free(x);
	/* near misses: background, a compare cue before it, a step every paper
	 * takes, a modifier that makes it something else, and a gerund with an
	 * object */
	x = run(NULL, "Zorb sketches are compact. Power iteration is slow on them.");
	assert_false(fact(x, PG_REL_USES, "power iteration"));
	pg_extraction_free(x);
	x = run(NULL, "Zorb sketches are compact. Unlike power iteration, our estimator needs one pass.");
	assert_false(fact(x, PG_REL_USES, "power iteration"));
	pg_extraction_free(x);
	x = run(NULL, "Zorb sketches are compact. Our estimator needs fine-tuning on the sketch.");
	assert_false(fact(x, PG_REL_USES, "fine-tuning"));
	pg_extraction_free(x);
	x = run(NULL, "Zorb sketches are compact. Our estimator adds a separable layer normalization to the sketch.");
	assert_false(fact(x, PG_REL_USES, "layer normalization"));
	pg_extraction_free(x);
	x = run(NULL, "Zorb sketches are compact. Our estimator is boosting the accuracy of the sketch.");
	assert_false(fact(x, PG_REL_USES, "boosting"));
	pg_extraction_free(x);
}

/* "our strategy, Name (ACR), ...": a name in apposition to "our" and a head
 * of the paper's artefact is proposed */
static void test_our_strategy_names_the_proposal(void **state)
{
	pg_extraction *x = run(NULL, "Sampling is hard. Our strategy, Parallel Zorb Inference (PZI), "
				     "leverages Gaussian process surrogates.");
	assert_true(fact(x, PG_REL_PROPOSES, "PZI"));
	assert_false(fact(x, PG_REL_USES, "PZI"));
	pg_extraction_free(x);
	/* near miss: "their strategy" is someone else's */
	x = run(NULL, "Sampling is hard. Their strategy, Parallel Zorb Inference (PZI), "
		      "leverages Gaussian process surrogates.");
	assert_false(fact(x, PG_REL_PROPOSES, "PZI"));
	pg_extraction_free(x);
}

/* "has similar accuracy with the ... approach, Foo", "the same accuracy as Foo":
 * a baseline matched rather than beaten */
static void test_similar_measure_names_a_baseline(void **state)
{
	pg_extraction *x = run(NULL, "GlimNet beats learned methods and has similar accuracy with the "
				     "state-of-the-art geometric approach, ZOAM. It attains the same accuracy as "
				     "ZibbsNet.");
	assert_true(fact(x, PG_REL_COMPARES, "ZOAM"));
	assert_true(fact(x, PG_REL_COMPARES, "ZibbsNet"));
	pg_extraction_free(x);
	/* near miss: a design similar to a named one is no comparison */
	x = run(NULL, "We design a network similar to ZepNet for zorb counting.");
	assert_false(fact(x, PG_REL_COMPARES, "ZepNet"));
	pg_extraction_free(x);
}

/* "such as Zorb-train RNN (ZT-RNN), our method, ...": the example before "our
 * method" is what the paper is set against, not its proposal */
static void test_example_before_our_method_is_not_proposed(void **state)
{
	pg_extraction *x = run(NULL, "Compared with other low-rank approximations, such as zorb-train RNN "
				     "(ZT-RNN), our method, Glimmer RNN (GL-RNN), is more concise.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZT-RNN"));
	assert_true(fact(x, PG_REL_PROPOSES, "GL-RNN"));
	pg_extraction_free(x);
	/* near miss: a name right before "our new model" is its appositive */
	x = run(NULL, "We study zorbs. ZorbFormer (ZF), our new model, is more concise.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZF"));
	pg_extraction_free(x);
}

/* "the first zorb from focus (ZfF) method ... the ZfF problem": an acronym pair the
 * text also calls a problem names a task, not the paper's proposal */
static void test_pair_named_a_problem_is_a_task(void **state)
{
	pg_extraction *x = run(NULL, "We introduce the first zorb from focus (ZfF) method for phones. "
				     "It requires solving a novel uncalibrated ZfF problem.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZfF"));
	assert_true(fact(x, PG_REL_TASK, "ZfF"));
	pg_extraction_free(x);
	/* near miss: without "problem" after the acronym the pair is the proposal */
	x = run(NULL, "We introduce the first zorb from focus (ZfF) method for phones. "
		      "It requires solving a novel uncalibrated problem.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZfF"));
	pg_extraction_free(x);
}

/* "outperforming GlimNet family members": a model family is a name; "the
 * sub-Gaussian family" is a family of distributions */
static void test_model_family_is_a_name(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbShift. ZorbShift outperforms GlimNet family members "
				     "with fewer parameters.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimNet"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbShift. We assume noise of the sub-Gaussian family.");
	assert_int_equal(ent(x, "sub-Gaussian"), -1);
	pg_extraction_free(x);
}

/* "Beyond Foo Pyramid: ..." names the baseline the paper compares with */
static void test_title_beyond_names_a_baseline(void **state)
{
	pg_extraction *x = run("Beyond Zorb Pyramid: Glimmer Stacking for Action Recognition",
			       "We propose Glimmer Stacking, a new feature.");
	assert_true(fact(x, PG_REL_COMPARES, "Zorb Pyramid"));
	assert_false(fact(x, PG_REL_USES, "Zorb Pyramid"));
	pg_extraction_free(x);
	/* near miss: "Beyond accuracy:" names no method */
	x = run("Beyond accuracy: what zorbs tell", "We study zorbs.");
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 0);
	pg_extraction_free(x);
}

/* "unlike standard Foo-based synthesis": a class of methods built on Foo, used, not
 * a named baseline */
static void test_compare_cue_before_a_modifier_is_a_use(void **state)
{
	pg_extraction *x = run(NULL, "Unlike standard ZRF-based texture synthesis, our GlimNet adapts local features.");
	assert_false(fact(x, PG_REL_COMPARES, "ZRF"));
	assert_true(fact(x, PG_REL_USES, "ZRF"));
	pg_extraction_free(x);
	/* near miss: a plain name after the cue is compared with */
	x = run(NULL, "Unlike ZorbSynth, our GlimNet adapts local features.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbSynth"));
	pg_extraction_free(x);
}

/* "Zorb40" listed with known data sets is a data set */
static void test_name_with_digits_listed_with_data_sets(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet beats the state of the art on Glimmer40, UCF101 and HMDB51 datasets.");
	assert_true(fact(x, PG_REL_DATASET, "Glimmer40"));
	assert_false(fact(x, PG_REL_USES, "Glimmer40"));
	pg_extraction_free(x);
	/* near miss: alone it stays what it was */
	x = run(NULL, "We train Glimmer40 with care.");
	assert_false(fact(x, PG_REL_DATASET, "Glimmer40"));
	pg_extraction_free(x);
}

/* a list of data sets with citation markers or years, and its one odd member with
 * a digit inside ("Zorb3D") or in capitals */
static void test_odd_member_of_a_cited_data_set_list(void **state)
{
	pg_extraction *x = run(NULL, "Our model is best on four benchmarks, namely CIFAR-10 [7], Zorb3D [12], "
				     "and SVHN [3].");
	assert_true(fact(x, PG_REL_DATASET, "Zorb3D"));
	assert_false(fact(x, PG_REL_USES, "Zorb3D"));
	pg_extraction_free(x);
	x = run(NULL, "Results on CIFAR-10, Zorb3D and SVHN improve.");
	assert_true(fact(x, PG_REL_DATASET, "Zorb3D"));
	pg_extraction_free(x);
	/* a member written with a two-digit year ("WNUT '17") does not end the list */
	x = run(NULL, "We test on several domains (OntoNotes, CoNLL'03, WNUT '17, ZORB) and more.");
	assert_true(fact(x, PG_REL_DATASET, "ZORB"));
	assert_false(fact(x, PG_REL_USES, "ZORB"));
	pg_extraction_free(x);
	/* near miss: two odd members of a list with two data sets stay what they are */
	x = run(NULL, "We train Zorb3D and GlimNet on CIFAR-10 and SVHN.");
	assert_false(fact(x, PG_REL_DATASET, "Zorb3D"));
	pg_extraction_free(x);
	/* one known data set and a data set head after the list */
	x = run(NULL, "Experiments on the MNIST, ZORB and GliC image datasets show gains.");
	assert_true(fact(x, PG_REL_DATASET, "ZORB"));
	assert_true(fact(x, PG_REL_DATASET, "GliC"));
	assert_false(fact(x, PG_REL_USES, "GliC"));
	pg_extraction_free(x);
	/* near miss: no head after the list */
	x = run(NULL, "We train ZorbNet and GliC on MNIST.");
	assert_false(fact(x, PG_REL_DATASET, "GliC"));
	pg_extraction_free(x);
}

/* languages, nationalities, diseases and organisations are never methods,
 * alone or as an acronym pair */
static void test_languages_and_diseases_are_not_methods(void **state)
{
	pg_extraction *x = run(NULL, "Ebola outbreaks slowed trials. We use Cantonese and "
				     "Tagalog data with GlimNet.");
	assert_true(fact(x, PG_REL_USES, "GlimNet"));
	assert_int_equal(count_rel(x, PG_REL_USES), 1);
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	/* nor a company, even in capitals, while a chosen word in capitals is a name */
	x = run(NULL, "GlimNet is trained on INTEL CPUs and compared with SMART.");
	assert_false(fact(x, PG_REL_USES, "INTEL"));
	assert_true(fact(x, PG_REL_USES, "GlimNet"));
	assert_true(ent(x, "SMART") >= 0);
	pg_extraction_free(x);
}

/* a simulator is where a paper evaluates, like an environment */
static void test_simulator_is_evaluated_on(void **state)
{
	pg_extraction *x = run(NULL, "Our policy is tested inside a flight simulator (ZFLY) at night.");
	assert_true(fact(x, PG_REL_DATASET, "ZFLY"));
	assert_false(fact(x, PG_REL_USES, "ZFLY"));
	pg_extraction_free(x);
}

/* LaTeX math written outside $...$ is symbols, never names */
static void test_math_outside_dollars_names_nothing(void **state)
{
	pg_extraction *x = run(NULL, "Let a vector \\mathbfv\\in\\mathbbZ^d be sparse. Compressed Zorbing (CZ) "
				     "costs \\prod_j v_j\\exp d steps, and as \\beta\\to1 the rate tends "
				     "to \\pi/4.");
	assert_true(fact(x, PG_REL_USES, "CZ"));
	assert_int_equal(count_rel(x, PG_REL_USES), 1);
	pg_extraction_free(x);
	/* near miss: an undefined macro still stands for a name */
	x = run(NULL, "We compare \\zorbnet with GlimNet on ZorbSet.");
	assert_true(ent(x, "zorbnet") >= 0);
	pg_extraction_free(x);
}

/* one paper writing a name with and without its hyphen names one thing */
static void test_name_with_and_without_hyphen_is_one(void **state)
{
	pg_extraction *x = run(NULL, "GlimNet outperforms QZ-DQN by 20%. Unlike QZDQN, it needs no replay.");
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 1);
	assert_true(fact(x, PG_REL_COMPARES, "QZ-DQN"));
	pg_extraction_free(x);
	/* near miss: short names stay apart */
	x = run(NULL, "We compare A-B and AB on ZorbSet.");
	assert_true(ent(x, "A-B") < 0 || ent(x, "AB") < 0 || ent(x, "A-B") != ent(x, "AB"));
	pg_extraction_free(x);
}

/* "ZST-Sim" where the paper proposes ZST: a part named after the proposal */
static void test_hyphenated_part_of_a_proposal_is_proposed(void **state)
{
	pg_extraction *x = run(NULL, "We propose a novel Zorb Spectrum Transform (ZST). Pairs undergo a zorb "
				     "stylization (ZST-Sim) at one layer, and ZST-L is a larger variant.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZST"));
	assert_true(fact(x, PG_REL_PROPOSES, "ZST-Sim"));
	assert_false(fact(x, PG_REL_USES, "ZST-Sim"));
	pg_extraction_free(x);
}

/* "Zorb glimmer (ZG) prediction is a critical task": the subject names the task */
static void test_subject_said_to_be_a_task(void **state)
{
	pg_extraction *x = run(NULL, "Zorb glimmer (ZG) prediction is a critical task in ranking systems. "
				     "Predicting late zorbs is an important problem too.");
	assert_true(fact(x, PG_REL_TASK, "zorb glimmer prediction"));
	assert_true(fact(x, PG_REL_TASK, "predicting late zorbs"));
	pg_extraction_free(x);
	/* near misses: a pronoun or our own work as the subject */
	x = run(NULL, "This is a hard problem. Our zorb model is a simple solution to the task.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 0);
	pg_extraction_free(x);
	/* a subordinate clause's subject, and one adjective before "problem" */
	x = run(NULL, "Because the glimmer problem is NP-hard, a zorb heuristic is used. "
		      "We study the auxiliary problem of glim pruning.");
	assert_false(fact(x, PG_REL_TASK, "because the glimmer problem"));
	assert_false(fact(x, PG_REL_TASK, "auxiliary"));
	pg_extraction_free(x);
	/* near miss: a noun in -ment stays a task */
	x = run(NULL, "We revisit the placement problem with zorb costs.");
	assert_true(fact(x, PG_REL_TASK, "placement"));
	pg_extraction_free(x);
}

/* "<method noun> for <lower-case noun phrase>" in our voice names the task */
static void test_method_for_names_a_task(void **state)
{
	pg_extraction *x = run(NULL, "We present a new method for aligning zorb glimmer spectra, which is fast.");
	assert_true(fact(x, PG_REL_TASK, "aligning zorb glimmer spectra"));
	pg_extraction_free(x);
	/* near misses: one word, a class of methods, or someone else's method */
	x = run(NULL, "We present a new method for training. We use a framework for model-based methods.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 0);
	pg_extraction_free(x);
	x = run(NULL, "Prior art offers a method for aligning zorb glimmer spectra.");
	assert_false(fact(x, PG_REL_TASK, "aligning zorb glimmer spectra"));
	pg_extraction_free(x);
}

/* a versioned name of a lexicon data set is a data set of its own */
static void test_versioned_data_set_name(void **state)
{
	pg_extraction *x = run(NULL, "We evaluate ZorbNet on ReClor-v2 and on CIFAR-10.");
	assert_true(fact(x, PG_REL_DATASET, "ReClor-v2"));
	assert_false(fact(x, PG_REL_USES, "ReClor-v2"));
	assert_int_not_equal(ent(x, "ReClor-v2"), -1);
	pg_extraction_free(x);
	/* near miss: a versioned method name stays a method */
	x = run(NULL, "We evaluate ZorbNet-v2 on CIFAR-10.");
	assert_false(fact(x, PG_REL_DATASET, "ZorbNet-v2"));
	pg_extraction_free(x);
}

/* "our behavioral dataset Zorb-ER", "on the benchmark GlimSet": one name right
 * after a singular data set head is a data set; "we benchmark ZorbNet on ..." is
 * the verb */
static void test_name_after_a_singular_dataset_head(void **state)
{
	pg_extraction *x = run(NULL, "We exemplify the use of our behavioral dataset Zorb-ER by using its accuracy "
				     "data. We evaluate on the benchmark GlimSet and report results. We also "
				     "benchmark QuorbNet on the dataset.");
	assert_true(fact(x, PG_REL_DATASET, "Zorb-ER"));
	assert_false(fact(x, PG_REL_USES, "Zorb-ER"));
	assert_true(fact(x, PG_REL_DATASET, "GlimSet"));
	assert_false(fact(x, PG_REL_DATASET, "QuorbNet"));
	pg_extraction_free(x);
}

static void test_proposed_dataset_named_by_appositive_or_title(void **state)
{
	/* an appositive with a data set head types the proposal, evaluated on too */
	pg_extraction *x = run(NULL, "We release ZorbText, a new corpus of 2M sentences, and train BlipNet on it.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbText"));
	assert_true(fact(x, PG_REL_DATASET, "ZorbText"));
	assert_int_equal(x->entities[ent(x, "ZorbText")].kind, PG_ENTITY_DATASET);
	pg_extraction_free(x);
	/* the title "Name: A Benchmark for ..." */
	x = run("ZorbQA: A Large-Scale Benchmark for Foo Reasoning",
		"Existing models fail at foo reasoning. We collect 10k questions and test ten models on ZorbQA.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbQA"));
	assert_true(fact(x, PG_REL_DATASET, "ZorbQA"));
	assert_false(fact(x, PG_REL_USES, "ZorbQA"));
	pg_extraction_free(x);
	/* near misses: a data set word after a preposition names no data set */
	x = run(NULL, "We propose ZorbNet, a network pretrained on a new dataset of scans.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet"));
	assert_false(fact(x, PG_REL_DATASET, "ZorbNet"));
	pg_extraction_free(x);
	x = run("ZorbNet: Fast Parsing for Benchmark Suites", "We propose ZorbNet, a fast parser.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet"));
	assert_false(fact(x, PG_REL_DATASET, "ZorbNet"));
	pg_extraction_free(x);
	/* a data set word that modifies another noun, or after a verb, names none */
	x = run("ZorbNets: Mitigating Dataset Bias by Favoring Simpler Hypotheses",
		"Dataset bias hurts. Specifically, we propose ZorbNets, which favor simple solutions.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNets"));
	assert_false(fact(x, PG_REL_DATASET, "ZorbNets"));
	pg_extraction_free(x);
	x = run("GlimNet: A Dataset Bias Study of Zorb Parsing", "We propose GlimNet, a parser.");
	assert_false(fact(x, PG_REL_DATASET, "GlimNet"));
	pg_extraction_free(x);
	/* "A Large-Scale Benchmark Dataset for": the head after a head still names one */
	x = run("ZorbQA: A Large-Scale Benchmark Dataset for Glimmer Questions",
		"We present ZorbQA, with 10k questions. Models score 40% on ZorbQA.");
	assert_true(fact(x, PG_REL_DATASET, "ZorbQA"));
	pg_extraction_free(x);
}

static void test_known_names_keep_coined_single_words(void **state)
{
	pg_known_names *k = NULL;
	assert_int_equal(pg_known_new(&k), PG_OK);
	const char *const names[] = {"FooNet", "Zorb2", "Transformer", "SPADE", "ZORPs", "Foo Net", "ab",
				     "FooNet"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		assert_int_equal(pg_known_add(k, lex, PG_ENTITY_METHOD, names[i]), PG_OK);
	assert_int_equal(pg_known_add(k, lex, PG_ENTITY_TASK, "FooParsing2"), PG_OK);
	assert_int_equal(pg_known_count(k), 2); /* FooNet, Zorb2: coined, one word, once */
	pg_entity_kind kind = PG_ENTITY_TASK;
	const char *name = NULL;
	assert_true(pg_known_lookup(k, "foonet", 6, &kind, &name));
	assert_int_equal(kind, PG_ENTITY_METHOD);
	assert_string_equal(name, "FooNet");
	assert_true(pg_known_lookup(k, "ZORB2", 5, NULL, NULL));
	assert_false(pg_known_lookup(k, "transformer", 11, NULL, NULL));
	assert_false(pg_known_lookup(k, "spade", 5, NULL, NULL));
	/* the fast scan: another case than the known one, no entity of that key yet */
	pg_extraction *x = run(NULL, "We present BarNet. It beats foonet.");
	assert_true(pg_known_may_add(k, "We present BarNet. It beats foonet.", x));
	assert_false(pg_known_may_add(k, "We present BarNet. It beats FooNet.", x));
	pg_extraction_free(x);
	pg_known_free(k);
	/* counted text: a name written plainly more often than coined is a word */
	assert_int_equal(pg_known_new(&k), PG_OK);
	assert_int_equal(pg_known_add(k, lex, PG_ENTITY_METHOD, "PaTh"), PG_OK);
	assert_int_equal(pg_known_add(k, lex, PG_ENTITY_METHOD, "FooNet"), PG_OK);
	assert_int_equal(pg_known_count_words(k, "We propose PaTh. The path is short, each path long."), PG_OK);
	assert_int_equal(pg_known_count_words(k, "FooNet is fast; we compare with foonet."), PG_OK);
	pg_known_finish(k);
	assert_false(pg_known_lookup(k, "path", 4, NULL, NULL));
	assert_true(pg_known_lookup(k, "foonet", 6, NULL, NULL));
	pg_known_free(k);
}

static void test_known_names_in_another_case_are_mentions(void **state)
{
	pg_known_names *k = NULL;
	assert_int_equal(pg_known_new(&k), PG_OK);
	assert_int_equal(pg_known_add(k, lex, PG_ENTITY_METHOD, "FooNet"), PG_OK);
	static const char a1[] = "We present BarNet for zorb trees. Unlike foonet, BarNet needs no labels.";
	pg_extraction *x = run(NULL, a1);
	assert_false(fact(x, PG_REL_COMPARES, "foonet"));
	pg_extraction_free(x);
	x = NULL;
	assert_int_equal(pg_extract_paper_known(lex, k, NULL, a1, &x), PG_OK);
	assert_true(fact(x, PG_REL_COMPARES, "foonet"));
	assert_true(fact(x, PG_REL_PROPOSES, "BarNet"));
	assert_string_equal(x->entities[ent(x, "foonet")].key, "foonet"); /* FooNet's node */
	pg_extraction_free(x);
	/* capitalised after a cue, where a capitalised word is no name by itself */
	static const char a2[] = "We present BarNet for zorb trees. It is faster than Foonet.";
	assert_int_equal(pg_extract_paper_known(lex, k, NULL, a2, &x), PG_OK);
	assert_true(fact(x, PG_REL_COMPARES, "Foonet"));
	assert_false(fact(x, PG_REL_PROPOSES, "Foonet"));
	pg_extraction_free(x);
	/* near miss: capitalised at a sentence start without a cue, as English words are */
	static const char a6[] = "We present BarNet for zorb trees. Foonet is fast too.";
	assert_int_equal(pg_extract_paper_known(lex, k, NULL, a6, &x), PG_OK);
	assert_int_equal(ent(x, "Foonet"), -1);
	pg_extraction_free(x);
	/* near miss: in lower case without a role cue it may be an English word */
	static const char a4[] = "We present BarNet for zorb trees. Many small agents foonet together.";
	assert_int_equal(pg_extract_paper_known(lex, k, NULL, a4, &x), PG_OK);
	assert_int_equal(ent(x, "foonet"), -1);
	pg_extraction_free(x);
	/* with the possessive it is a name */
	static const char a5[] = "We present BarNet for zorb trees. BarNet keeps foonet's encoder.";
	assert_int_equal(pg_extract_paper_known(lex, k, NULL, a5, &x), PG_OK);
	assert_int_not_equal(ent(x, "foonet"), -1);
	pg_extraction_free(x);
	/* near miss: a word that only contains the name is not it */
	static const char a3[] = "We present BarNet for zorb trees. Unlike foonets2, BarNet needs no labels.";
	assert_int_equal(pg_extract_paper_known(lex, k, NULL, a3, &x), PG_OK);
	assert_int_equal(ent(x, "foonet"), -1);
	pg_extraction_free(x);
	pg_known_free(k);
}

/* the lower-case phrases listed after "tasks, including" / "applications such as" / "tasks:" are tasks */
static void test_listed_tasks_are_tasks(void **state)
{
	pg_extraction *x = run(NULL, "ZorbTool helps on several text tasks, including glimmer tagging, "
				     "zorb span grading and quux linking.");
	assert_true(fact(x, PG_REL_TASK, "glimmer tagging"));
	assert_true(fact(x, PG_REL_TASK, "zorb span grading"));
	assert_true(fact(x, PG_REL_TASK, "quux linking"));
	pg_extraction_free(x);
	x = run(NULL, "We test FooNet on two tasks: (a) blob tracking and (b) wibble counting.");
	assert_true(fact(x, PG_REL_TASK, "blob tracking"));
	assert_true(fact(x, PG_REL_TASK, "wibble counting"));
	pg_extraction_free(x);
	/* near misses: no list cue, or a list that runs into a clause */
	x = run(NULL, "Such tasks are hard. These applications such as we know them are rare.");
	assert_int_equal(x->n_facts, 0);
	pg_extraction_free(x);
}

/* "speed" is a metric; "to speed up" and "at different speeds" are not */
static void test_speed_metric_and_its_verb(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet improves both accuracy and speed, and its computational efficiency "
				     "is high.");
	assert_true(fact(x, PG_REL_METRIC, "speed"));
	assert_true(fact(x, PG_REL_METRIC, "computational efficiency"));
	pg_extraction_free(x);
	x = run(NULL, "We speed up glimmer sorting. Zorbs move at different speeds.");
	assert_false(fact(x, PG_REL_METRIC, "speed"));
	pg_extraction_free(x);
}

/* "Foo based on Bar-11B": a sized checkpoint is a backbone, used, not extended */
static void test_sized_checkpoint_is_a_backbone(void **state)
{
	pg_extraction *x = run(NULL, "We present ZorbTune, a self-supervised framework. ZorbTune based on "
				     "GlimLM-13B attains good results.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbTune"));
	assert_false(extends(x, "ZorbTune", "GlimLM-13B"));
	assert_true(fact(x, PG_REL_USES, "GlimLM-13B"));
	pg_extraction_free(x);
	/* near miss: a name without a size tag is still the origin */
	x = run(NULL, "We present ZorbTune. ZorbTune is based on GlimLM and runs fast.");
	assert_true(extends(x, "ZorbTune", "GlimLM"));
	pg_extraction_free(x);
}

/* "Foo Bar Maximization or simply FBM" is one name; "unlike other X such as foo
 * smoothing" compares with the example; "prior FOO methods" is a class, no baseline */
static void test_or_simply_and_compared_examples(void **state)
{
	pg_extraction *x = run(NULL, "We call our proposed method Glimmer Zorb Maximization or simply GlimZorb. "
				     "Unlike other regularizers such as quux smoothing, GlimZorb needs no labels.");
	assert_false(fact(x, PG_REL_COMPARES, "GlimZorb"));
	assert_true(fact(x, PG_REL_COMPARES, "quux smoothing"));
	assert_false(fact(x, PG_REL_USES, "quux smoothing"));
	pg_extraction_free(x);
	x = run(NULL, "Zorb-glimmer tracking (ZGT) is hard. Our ZorbNet exceeds prior ZGT methods by a margin.");
	assert_false(fact(x, PG_REL_COMPARES, "ZGT"));
	assert_false(fact(x, PG_REL_USES, "ZGT"));
	pg_extraction_free(x);
	/* near miss: a named baseline is still compared */
	x = run(NULL, "Our ZorbNet exceeds prior GlimNet by a margin.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimNet"));
	pg_extraction_free(x);
}

/* an operating point is no result: "at 95% recall", "when the recall is 95%" */
static void test_condition_number_is_no_result(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet reaches a precision of 81.2% at 90% recall on GlimSet. "
				     "It lowers the false positive rate to 4.1% when the recall is 95%.");
	assert_int_equal(x->n_results, 2);
	for (size_t i = 0; i < x->n_results; i++)
		assert_true(strcmp(x->results[i].value, "90") != 0 && strcmp(x->results[i].value, "95") != 0);
	pg_extraction_free(x);
	/* "with 40% label noise", "for 25% feature budget": the share of a setting */
	x = run(NULL, "With 40% noise, ZorbNet reaches an accuracy of 81.2% on GlimSet, and for 25% feature "
		      "budget it outperforms QuorNet by 3.1% in accuracy.");
	assert_int_equal(x->n_results, 2);
	for (size_t i = 0; i < x->n_results; i++)
		assert_true(strcmp(x->results[i].value, "40") != 0 && strcmp(x->results[i].value, "25") != 0);
	pg_extraction_free(x);
	/* near miss: a metric after the percentage */
	x = run(NULL, "ZorbNet detects glimmers with 85% precision and 90% recall on GlimSet.");
	assert_int_equal(x->n_results, 2);
	pg_extraction_free(x);
}

/* the words before "metric(s)" name a metric: "the Q7 metric", "zorb tagging metrics" */
static void test_metric_phrase_before_metric(void **state)
{
	pg_extraction *x = run(NULL, "ZorbNet improves on standard glimmer overlap metrics and the Q7 metric.");
	assert_true(fact(x, PG_REL_METRIC, "glimmer overlap metrics"));
	assert_true(fact(x, PG_REL_METRIC, "Q7 metric"));
	assert_false(fact(x, PG_REL_USES, "Q7"));
	pg_extraction_free(x);
	/* near misses: vague words, metric learning, a learned metric */
	x = run(NULL, "We report several evaluation metrics. Zorb metric learning helps. We learn a glimmer metric.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	assert_int_equal(count_rel(x, PG_REL_PROPOSES) + count_rel(x, PG_REL_USES) + x->n_results, 0);
	pg_extraction_free(x);
}

/* "the <noun phrase> problem" names a task; vague or generic problems do not */
static void test_the_x_problem_names_a_task(void **state)
{
	pg_extraction *x = run(NULL, "We study a contextual version of the shifted zorb allocation problem.");
	assert_true(fact(x, PG_REL_TASK, "shifted zorb allocation"));
	pg_extraction_free(x);
	/* near misses: no article, a vague or generic problem, "problem of" */
	x = run(NULL, "Zorb problem solved. We solve the dual problem and the optimization problem. "
		      "The learning problem is hard.");
	assert_int_equal(x->n_facts, 0);
	pg_extraction_free(x);
}

/* a defined component ("a zorb glimmer (ZG) module") of a paper that proposes is proposed */
static void test_defined_component_is_a_proposed_part(void **state)
{
	pg_extraction *x = run(NULL, "We propose QuuxRank, which has two parts. A stacked zorb glimmer (SZG) "
				     "structure captures order. A blob removal (BR) module drops noise.");
	assert_true(fact(x, PG_REL_PROPOSES, "SZG"));
	assert_true(fact(x, PG_REL_PROPOSES, "BR"));
	assert_false(fact(x, PG_REL_USES, "SZG"));
	pg_extraction_free(x);
	/* near misses: after a use cue, or in a paper that proposes nothing */
	x = run(NULL, "We propose QuuxRank. It is trained using a stacked zorb glimmer (SZG) module.");
	assert_false(fact(x, PG_REL_PROPOSES, "SZG"));
	pg_extraction_free(x);
	x = run(NULL, "Prior work has a stacked zorb glimmer (SZG) module.");
	assert_false(fact(x, PG_REL_PROPOSES, "SZG"));
	pg_extraction_free(x);
}

/* a learning paradigm named as the frame or strategy of our work is used */
static void test_learning_framework_is_used(void **state)
{
	pg_extraction *x = run(NULL, "We train ZorbBot in a reinforcement learning framework, and guide "
				     "annotators with active learning strategies.");
	assert_true(fact(x, PG_REL_USES, "reinforcement learning"));
	assert_true(fact(x, PG_REL_USES, "active learning"));
	pg_extraction_free(x);
	/* near miss: a paradigm studied, not applied */
	x = run(NULL, "Reinforcement learning is hard in sparse rewards.");
	assert_false(fact(x, PG_REL_USES, "reinforcement learning"));
	pg_extraction_free(x);
}

/* ---- established techniques (data/lexicon/methods.tsv) */

/* a lower-case technique after a using word is used; one named in background is not */
static void test_technique_after_using_word_is_used(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. Its weights are learned by stochastic gradient descent "
				     "and regularised with dropout.");
	assert_true(fact(x, PG_REL_USES, "stochastic gradient descent"));
	assert_true(fact(x, PG_REL_USES, "dropout"));
	pg_extraction_free(x);
	/* near misses: background, and "compared with" */
	x = run(NULL, "Convolutional neural networks have changed vision. We propose ZorbNet.");
	assert_false(fact(x, PG_REL_USES, "convolutional neural network"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet and find it faster compared with gradient descent.");
	assert_false(fact(x, PG_REL_USES, "gradient descent"));
	pg_extraction_free(x);
}

/* "we perform knowledge distillation on ...", "combining contrastive learning with":
 * a training technique performed or combined is used, a task performed stays a task */
static void test_performed_technique_is_used(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. We perform knowledge distillation on its teacher and "
				     "train it by combining contrastive learning with a margin loss.");
	assert_true(fact(x, PG_REL_USES, "knowledge distillation"));
	assert_true(fact(x, PG_REL_USES, "contrastive learning"));
	assert_false(fact(x, PG_REL_TASK, "knowledge distillation"));
	assert_false(fact(x, PG_REL_TASK, "contrastive learning"));
	pg_extraction_free(x);
	/* the second of the things combined */
	x = run(NULL, "We propose ZorbNet, which combines standard supervised glimmer prediction and "
		      "reinforcement learning.");
	assert_true(fact(x, PG_REL_USES, "reinforcement learning"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet and perform image retrieval with it.");
	assert_true(fact(x, PG_REL_TASK, "image retrieval"));
	assert_false(fact(x, PG_REL_USES, "image retrieval"));
	pg_extraction_free(x);
}

/* an established technique is never the paper's proposal */
static void test_technique_is_never_proposed(void **state)
{
	pg_extraction *x = run(NULL, "We propose a Gaussian process with a zorbic kernel for tide prediction.");
	assert_false(fact(x, PG_REL_PROPOSES, "Gaussian process"));
	pg_extraction_free(x);
	/* near misses: a title naming the paper's own artefact, and the paper naming
	 * it with the acronym */
	x = run("PCA: Partial Cue Alignment for Zorb Retrieval", "We align partial cues with PCA. It beats ZorbNet.");
	assert_true(fact(x, PG_REL_PROPOSES, "PCA"));
	pg_extraction_free(x);
	x = run(NULL, "We introduce a large zorb dataset, called SVD, for retrieval.");
	assert_true(fact(x, PG_REL_PROPOSES, "SVD"));
	assert_int_equal(ent(x, "singular value decomposition"), -1);
	pg_extraction_free(x);
}

/* "camera-radar fusion (CRF)": the text's own sense of an acronym wins over the lexicon's */
static void test_defined_acronym_overrides_technique(void **state)
{
	pg_extraction *x = run(NULL, "We build a zorb detector using camera-radar fusion (CRF). CRF is fast.");
	assert_true(fact(x, PG_REL_USES, "camera-radar fusion"));
	assert_int_equal(ent(x, "conditional random field"), -1);
	pg_extraction_free(x);
	/* near miss: the lexicon's own long form keeps the lexicon's entity */
	x = run(NULL, "We label zorb tokens using a conditional random field (CRF).");
	assert_true(fact(x, PG_REL_USES, "conditional random field"));
	assert_true(fact(x, PG_REL_USES, "CRF"));
	pg_extraction_free(x);
}

/* a proposal named after an established algorithm with a modifier extends it, and
 * so does a versioned name ("Zorb-UCB") */
static void test_modified_technique_is_extended(void **state)
{
	pg_extraction *x = run(NULL, "Dynamic time warping is common. We propose Zorbic dynamic time warping "
				     "(ZDTW), which aligns zorb series.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZDTW"));
	assert_true(extends(x, "ZDTW", "dynamic time warping"));
	pg_extraction_free(x);
	x = run(NULL, "We propose Zorb-UCB, which improves on UCB for bandits.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-UCB"));
	assert_true(extends(x, "Zorb-UCB", "UCB"));
	pg_extraction_free(x);
}

/* "CRF-based": a known technique's acronym written as a modifier is the lexicon's
 * node, and a proposal derived from that spelling extends it */
static void test_technique_modifier_is_the_known_node(void **state)
{
	pg_extraction *x = run(NULL, "We tag zorb tokens with a conditional random field (CRF). "
				     "Unlike standard CRF-based taggers, ours adapts to zorbs.");
	assert_true(fact(x, PG_REL_USES, "conditional random field"));
	assert_int_equal(count_rel(x, PG_REL_USES), 1);
	pg_extraction_free(x);
	x = run(NULL, "Long short-term memory networks read zorbs well. We propose Zorb-LSTM, "
		      "an LSTM-based reader of zorb streams.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-LSTM"));
	assert_true(extends(x, "Zorb-LSTM", "long short-term memory"));
	pg_extraction_free(x);
	/* near miss: a name of its own with the same suffix stays its own node */
	x = run(NULL, "Unlike standard QZX-based taggers, ours adapts to zorbs.");
	assert_int_equal(ent(x, "long short-term memory"), -1);
	assert_true(ent(x, "QZX") >= 0);
	pg_extraction_free(x);
}

/* a name after "our approach," that opens the main clause, and a bracketed
 * name of the problem solved, are no proposals */
static void test_our_phrase_and_problem_bracket_are_no_proposals(void **state)
{
	pg_extraction *x = run(NULL, "When augmented with our approach, Glim Residual Networks systematically "
				     "achieve better zorb scores.");
	assert_false(fact(x, PG_REL_PROPOSES, "Glim Residual Networks"));
	pg_extraction_free(x);
	x = run(NULL, "We propose a conic zorb method to solve the Glim-Three-Point (G3P) problem.");
	assert_false(fact(x, PG_REL_PROPOSES, "G3P"));
	pg_extraction_free(x);
	/* near misses: a true apposition, and a name in brackets closing the clause */
	x = run(NULL, "We evaluate our method, Zorb Selection, on glim data.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb Selection"));
	pg_extraction_free(x);
	x = run(NULL, "We propose a conic zorb method for glim estimation (ZorbCone).");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbCone"));
	pg_extraction_free(x);
}

/* "Width & Depth Zorbing (WDZ)": an ampersand inside a long form joins its words */
static void test_ampersand_inside_a_long_form(void **state)
{
	pg_extraction *x = run(NULL, "We propose a Width & Depth Zorbing (WDZ) framework that trims glims.");
	assert_true(fact(x, PG_REL_PROPOSES, "WDZ"));
	assert_true(ent(x, "Width & Depth Zorbing") >= 0);
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 1);
	pg_extraction_free(x);
	/* near miss: an ampersand before the long form starts is no part of it */
	x = run(NULL, "Zorbs & glims matter. We propose Depth Zorbing (DZ) for glims.");
	assert_true(fact(x, PG_REL_PROPOSES, "DZ"));
	assert_int_equal(ent(x, "Zorbs & glims matter"), -1);
	pg_extraction_free(x);
}

/* "outperforms Foo by 4% and Bar by 3%": a margin after each compared system */
static void test_compare_list_with_margins(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbLM. It outperforms larger models, e.g. GlimLM-Mini by 4% "
				     "and Quorb-1.5-Pro by 3.2 points on the benchmark.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimLM-Mini"));
	assert_true(fact(x, PG_REL_COMPARES, "Quorb-1.5-Pro"));
	assert_false(fact(x, PG_REL_USES, "Quorb-1.5-Pro"));
	pg_extraction_free(x);
	/* near miss: what follows a margin without a list is no compared system */
	x = run(NULL, "We propose ZorbLM. It outperforms GlimLM by 4% using QuorbTune for training.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimLM"));
	assert_false(fact(x, PG_REL_COMPARES, "QuorbTune"));
	pg_extraction_free(x);
}

/* "GLOB (Glimmed Oriented-Rectangle Operators for Bounded Regions)": a long form
 * in brackets after the name it spells out is no second name */
static void test_long_form_after_its_name(void **state)
{
	pg_extraction *x = run(NULL, "This paper presents an algorithm coined GLOB (Glimmed Oriented-Rectangle "
				     "Operators for Bounded Regions) for recognition. GLOB outperforms QuorbNet.");
	assert_true(fact(x, PG_REL_PROPOSES, "GLOB"));
	assert_false(fact(x, PG_REL_USES, "Glimmed Oriented-Rectangle Operators"));
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	/* the long form is the name's alt */
	assert_int_equal(ent(x, "Glimmed Oriented-Rectangle Operators for Bounded Regions"), ent(x, "GLOB"));
	pg_extraction_free(x);
	/* a long form that starts with a naming verb's word ("Name") */
	x = run(NULL, "Glims are bad. In this paper, we propose ZEAT (Name Extraction Against Trolls) for glims.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZEAT"));
	pg_extraction_free(x);
	/* near miss: names in brackets that spell out something else stay names */
	x = run(NULL, "We propose ZORB. We use GlimTune (QuorbNet variant) for training.");
	assert_true(fact(x, PG_REL_USES, "QuorbNet"));
	pg_extraction_free(x);
}

/* "Rotation-sensitive Zorb Detector (RZD)": a lower-case word hyphenated to a
 * word of the long form belongs to it */
static void test_hyphenated_word_inside_a_long_form(void **state)
{
	pg_extraction *x = run(NULL, "Detection is hard. The proposed method named Glim-sensitive Gorbing Detector (GGD) "
				     "achieves the best results.");
	assert_true(fact(x, PG_REL_PROPOSES, "GGD"));
	assert_true(ent(x, "Glim-sensitive Gorbing Detector") >= 0);
	assert_false(fact(x, PG_REL_USES, "GGD"));
	pg_extraction_free(x);
	/* near miss: a lower-case word on its own is still no part of the long form */
	x = run(NULL, "We propose a glim sensitive Zorb Detector (ZD) for scenes.");
	assert_int_equal(ent(x, "glim sensitive Zorb Detector"), -1);
	assert_true(fact(x, PG_REL_PROPOSES, "ZD"));
	pg_extraction_free(x);
}

/* "the SegZorb and SegZorb v2 datasets": a version word is part of a name before a
 * data set head */
static void test_versioned_names_before_a_dataset_head(void **state)
{
	pg_extraction *x = run(NULL, "We propose a tracker. Experiments on the SegZorb and SegZorb v2 databases "
				     "show its gains.");
	assert_true(fact(x, PG_REL_DATASET, "SegZorb v2"));
	assert_true(fact(x, PG_REL_DATASET, "SegZorb"));
	assert_false(fact(x, PG_REL_USES, "SegZorb"));
	pg_extraction_free(x);
	/* a dotted version: "QuorDial v1.0", not "QuorDial" alone */
	x = run(NULL, "We propose a tracker. Results on the QuorDial v1.0 dataset show its gains.");
	assert_true(fact(x, PG_REL_DATASET, "QuorDial v1.0"));
	assert_false(fact(x, PG_REL_DATASET, "QuorDial"));
	pg_extraction_free(x);
}

/* "gains of 4.7% on GLIMCAP and 5.5% on QORD": what a number is measured on is a
 * data set; so is the odd member of a list of known data sets, hyphen or not */
static void test_names_measured_on_are_datasets(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. Our experiments demonstrate gains of 4.67% on GLIMCAP "
				     "and 5.52% on QORD, outperforming prior approaches.");
	assert_true(fact(x, PG_REL_DATASET, "GLIMCAP"));
	assert_true(fact(x, PG_REL_DATASET, "QORD"));
	assert_false(fact(x, PG_REL_USES, "GLIMCAP"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It gives a 3% accuracy improvement on GlimRC.");
	assert_true(fact(x, PG_REL_DATASET, "GlimRC"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It obtains state-of-the-art results on UCF-101, HMDB-51, and Zorbing-48.");
	assert_true(fact(x, PG_REL_DATASET, "Zorbing-48"));
	pg_extraction_free(x);
	/* "the ZorbMT En→De benchmark": the second language of a pair is no data set */
	x = run(NULL, "We propose ZorbNet. On the large ZorbMT En\xE2\x86\x92" "De benchmark it gains 2 BLEU.");
	assert_int_equal(ent(x, "De"), -1);
	pg_extraction_free(x);
	/* "GlimCut50 image segmentation dataset": the task between the name and its head */
	x = run(NULL, "We propose ZorbNet. We find the GlimCut50 image segmentation dataset hard.");
	assert_true(fact(x, PG_REL_DATASET, "GlimCut50"));
	assert_false(fact(x, PG_REL_USES, "GlimCut50"));
	pg_extraction_free(x);
	/* gains and state-of-the-art performance "on" a list of names */
	x = run(NULL, "We propose ZorbNet. It achieves significant improvements on GlimTech, Zorb-Crime, and QX-Violence.");
	assert_true(fact(x, PG_REL_DATASET, "GlimTech"));
	assert_true(fact(x, PG_REL_DATASET, "QX-Violence"));
	assert_false(fact(x, PG_REL_USES, "GlimTech"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It achieves state-of-the-art performance on GLIM-HCI and QORB-rPPG.");
	assert_true(fact(x, PG_REL_DATASET, "GLIM-HCI"));
	pg_extraction_free(x);
	/* near misses: models named as what a number is measured on stay models */
	x = run(NULL, "We propose ZorbPrune. It cuts FLOPs by 40% on GlimNet-50 and by 30% on QorBERT.");
	assert_false(fact(x, PG_REL_DATASET, "GlimNet-50"));
	assert_false(fact(x, PG_REL_DATASET, "QorBERT"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbPrune. It keeps 95% of accuracy on Glim-7B.");
	assert_false(fact(x, PG_REL_DATASET, "Glim-7B"));
	pg_extraction_free(x);
	/* a model head after the name says what it is ("on QORV backbones") */
	x = run(NULL, "We propose ZorbNet. Results on the Glim Scenes and MNIST datasets show its gains.");
	assert_true(fact(x, PG_REL_DATASET, "Glim Scenes"));
	assert_false(fact(x, PG_REL_USES, "Glim Scenes"));
	pg_extraction_free(x);
	/* near miss: no data set head after the list */
	x = run(NULL, "We propose ZorbNet. We compare it with Glim Scenes and MNIST classifiers.");
	assert_false(fact(x, PG_REL_DATASET, "Glim Scenes"));
	pg_extraction_free(x);
	/* names listed right after a plural head that a preposition governs */
	x = run(NULL, "We propose ZorbNet. We conduct experiments on the benchmark datasets GlimSet17 and GlimSet18.");
	assert_true(fact(x, PG_REL_DATASET, "GlimSet17"));
	assert_true(fact(x, PG_REL_DATASET, "GlimSet18"));
	pg_extraction_free(x);
	/* near miss: models after the head are the subject of what follows */
	x = run(NULL, "We propose ZorbNet. On both datasets QuorbNet and GlimBERT fail.");
	assert_false(fact(x, PG_REL_DATASET, "QuorbNet"));
	assert_false(fact(x, PG_REL_DATASET, "GlimBERT"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbPrune. It saves 40% of memory on QORV backbones and 30% on GLIMA models.");
	assert_false(fact(x, PG_REL_DATASET, "QORV"));
	assert_false(fact(x, PG_REL_DATASET, "GLIMA"));
	pg_extraction_free(x);
}

/* "symmetric zorbic definite (SZD) matrices": an acronym pair before the head of a
 * kind of mathematical object is a term, not a method */
static void test_math_object_pairs_are_terms(void **state)
{
	pg_extraction *x = run(NULL, "We study learning on Glimmed Zorbic Definite (GZD) matrices. "
				     "We propose ZorbNet, a network that we apply to GZD matrices.");
	assert_int_equal(ent(x, "GZD"), -1);
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet"));
	pg_extraction_free(x);
	/* the object's noun ending the long form */
	x = run(NULL, "We propose ZorbNet. It estimates the Glimmed Zorb Matrix (GZM) of the inputs.");
	assert_int_equal(ent(x, "GZM"), -1);
	pg_extraction_free(x);
	/* near misses: a method head after the pair, a neural long form */
	x = run(NULL, "Our Glimmed Manifolds (GM) method finds curves. We use Neural Zorbed Equations (NZE) too.");
	assert_int_not_equal(ent(x, "GM"), -1);
	assert_int_not_equal(ent(x, "NZE"), -1);
	pg_extraction_free(x);
	/* its capitalised words do not become a name either */
	x = run(NULL, "We propose ZorbNet. We show that its iterates satisfy the Glim-Quorb-Zorbin (GQZ) "
		      "conditions.");
	assert_int_equal(ent(x, "GQZ"), -1);
	assert_false(fact(x, PG_REL_USES, "Glim-Quorb-Zorbin"));
	assert_false(fact(x, PG_REL_PROPOSES, "Glim-Quorb-Zorbin"));
	pg_extraction_free(x);
	/* near miss: a distribution the paper introduces is its proposal */
	x = run(NULL, "We introduce a novel Glimmed Zorbian (GZB) distribution as a sparsity prior.");
	assert_true(fact(x, PG_REL_PROPOSES, "GZB"));
	pg_extraction_free(x);
	/* near miss: the same pair before a method head is a name */
	x = run(NULL, "We study the Glimmed Zorbic Definite (GZD) network. We use GZD for retrieval.");
	assert_int_not_equal(ent(x, "GZD"), -1);
	pg_extraction_free(x);
}

/* hardware before its head, graphs in acronym pairs, data sets after "datasets;" */
static void test_hardware_graphs_and_semicolon_lists(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It trains in 20 minutes on an QTX 3090 GPU and on a "
				     "GlimCore CPU.");
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It learns glimmed acyclic graphs (GAGs) from data.");
	assert_int_equal(ent(x, "GAG"), -1);
	assert_int_equal(ent(x, "GAGs"), -1);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It is evaluated on three texture datasets; GlimTex, QORB-7 and ZedScene.");
	assert_true(fact(x, PG_REL_DATASET, "GlimTex"));
	assert_true(fact(x, PG_REL_DATASET, "ZedScene"));
	pg_extraction_free(x);
	/* near miss: a name before a method's head stays a name */
	x = run(NULL, "We propose ZorbNet. It uses the QTX 3090 encoder.");
	assert_true(fact(x, PG_REL_USES, "QTX"));
	pg_extraction_free(x);
}

/* citations in brackets name authors and papers, not methods */
static void test_citations_are_no_names(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. Such ensembles were reviewed before [Glim93, QO94]. "
				     "They have been used with networks [MacZorb, 1992; Qohn, 1994] and (Zorbsky 2019).");
	assert_int_equal(ent(x, "Glim93"), -1);
	assert_int_equal(ent(x, "QO94"), -1);
	assert_int_equal(ent(x, "MacZorb"), -1);
	assert_int_equal(ent(x, "Zorbsky"), -1);
	pg_extraction_free(x);
	/* two authors joined by "&" or "and" before the year */
	x = run(NULL, "We propose ZorbNet. It explains the glim bottleneck (Shwartz-Zorb & Glimby, 2017) and "
		      "shattered glims (Balduzzo and Frean 2017).");
	assert_int_equal(ent(x, "Shwartz-Zorb"), -1);
	assert_int_equal(ent(x, "Balduzzo"), -1);
	pg_extraction_free(x);
	/* a bracket right after "et al." holds the cited venue and year */
	x = run(NULL, "We propose ZorbNet. It extends the model of Glimsky et al. (QORB'16) and the bound of "
		      "Zorbly et al. [GLIMCONF'21] with new terms.");
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	assert_int_equal(count_rel(x, PG_REL_DATASET), 0);
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 0);
	pg_extraction_free(x);
	/* near misses: a name in brackets that is no citation, a data set's edition */
	x = run(NULL, "We propose ZorbNet. We fine-tune it with a glim loss (GlimTune) on data [QORB17] "
		      "and evaluate it on the challenge (ZORB 2019).");
	assert_true(ent(x, "GlimTune") >= 0);
	assert_true(ent(x, "ZORB") >= 0 || ent(x, "ZORB 2019") >= 0);
	pg_extraction_free(x);
}

/* "the Multi-Vehicle Zorb Camera (MVZC) dataset": an acronym pair before a data
 * set head names a data set, which "a new" or "called" makes the paper's own */
static void test_acronym_pair_before_dataset_head(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It is trained on the Multi-Vehicle Zorb Camera (MVZC) dataset.");
	assert_true(fact(x, PG_REL_DATASET, "MVZC"));
	assert_false(fact(x, PG_REL_USES, "MVZC"));
	pg_extraction_free(x);
	x = run(NULL, "We propose GlimNet together with a new Occluded Zorb (OCZorb) dataset of 9k images.");
	assert_true(fact(x, PG_REL_PROPOSES, "OCZorb"));
	assert_true(fact(x, PG_REL_DATASET, "OCZorb"));
	pg_extraction_free(x);
	x = run(NULL, "We collect a dataset called the Multiple Zorb States (MZS) dataset for evaluation.");
	assert_true(fact(x, PG_REL_PROPOSES, "MZS"));
	pg_extraction_free(x);
	/* near misses: a task's long form stays the task; a capitalised modifier of
	 * "a new ... dataset" is not its name */
	x = run(NULL, "We propose ZorbNet and test it on the zorb detection (ZD) dataset.");
	assert_true(fact(x, PG_REL_TASK, "zorb detection"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet and generate a new double ZORB dataset to train it.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZORB"));
	pg_extraction_free(x);
}

/* "by 4 GLARI points", "a QUUX score of 41.2": a name counted in points or made a
 * score is a metric */
static void test_named_scores_are_metrics(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet outperforms strong baselines by more than "
				     "4 GLARI points and reaches a QUUX score of 41.2.");
	assert_true(fact(x, PG_REL_METRIC, "GLARI"));
	assert_true(fact(x, PG_REL_METRIC, "QUUX"));
	assert_false(fact(x, PG_REL_COMPARES, "GLARI"));
	pg_extraction_free(x);
	/* near miss: a measure the paper names is its proposal */
	x = run(NULL, "Our analysis yields a novel robustness metric called ZORBIT. The ZORBIT score is cheap.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZORBIT"));
	pg_extraction_free(x);
	/* names given as examples of measures are metrics */
	x = run(NULL, "We report perceptual metrics such as ZORQ and BLIMQ on our zorb images.");
	assert_true(fact(x, PG_REL_METRIC, "ZORQ"));
	assert_true(fact(x, PG_REL_METRIC, "BLIMQ"));
	assert_false(fact(x, PG_REL_USES, "ZORQ"));
	/* a verb before the measure is no part of its name */
	assert_true(fact(x, PG_REL_METRIC, "perceptual metrics"));
	assert_int_equal(ent(x, "report perceptual metrics"), -1);
	pg_extraction_free(x);
	/* near miss: examples of methods stay methods */
	x = run(NULL, "We compare with methods such as ZORQ and BLIMQ on our zorb images.");
	assert_false(fact(x, PG_REL_METRIC, "ZORQ"));
	pg_extraction_free(x);
}

/* "the task of detecting and recognizing zorb interactions": two gerunds share
 * the object, so the task is the whole phrase */
static void test_problem_of_two_gerunds(void **state)
{
	pg_extraction *x = run(NULL, "This paper addresses the task of detecting and recognizing zorb interactions in images.");
	assert_true(fact(x, PG_REL_TASK, "detecting and recognizing zorb interactions"));
	assert_false(fact(x, PG_REL_TASK, "detecting"));
	pg_extraction_free(x);
	/* near miss: a noun phrase ends at "and" as before */
	x = run(NULL, "We study the problem of zorb alignment and show a bound.");
	assert_true(fact(x, PG_REL_TASK, "zorb alignment"));
	pg_extraction_free(x);
}

/* "we introduce an iterative prompt leveraging Zorb-4o": what the object uses is no
 * proposal; parts listed with "including" are */
static void test_object_using_a_tool_proposes_no_tool(void **state)
{
	pg_extraction *x = run(NULL, "We introduce an iterative prompt leveraging GlimChat to generate more zorbs.");
	assert_false(fact(x, PG_REL_PROPOSES, "GlimChat"));
	assert_true(fact(x, PG_REL_USES, "GlimChat"));
	pg_extraction_free(x);
	/* near miss */
	x = run(NULL, "We designed three novel blocks including Zorb Calibrated Loss and Glim Mapping.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb Calibrated Loss"));
	pg_extraction_free(x);
}

/* "a novel task, zorb voice beautification (ZVB)" is a task; "three datasets,
 * namely A and B" lists data sets; "two new datasets, A and B" proposes both */
static void test_task_apposition_and_named_dataset_lists(void **state)
{
	pg_extraction *x = run(NULL, "We are interested in a novel task, zorb voice beautification (ZVB).");
	assert_true(fact(x, PG_REL_TASK, "zorb voice beautification"));
	assert_false(fact(x, PG_REL_USES, "ZVB"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It outperforms existing approaches on 3 different datasets, namely "
		      "Zorb-200k, GLIM-States and a new synthetic dataset.");
	assert_true(fact(x, PG_REL_DATASET, "Zorb-200k"));
	assert_true(fact(x, PG_REL_DATASET, "GLIM-States"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It does well on benchmark datasets (including Zorb-M, Glim-R and DSTZ2).");
	assert_true(fact(x, PG_REL_DATASET, "Zorb-M"));
	assert_true(fact(x, PG_REL_DATASET, "Glim-R"));
	pg_extraction_free(x);
	x = run(NULL, "We construct two new datasets, Zorb-ACOS and Glim-ACOS, for this new task.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb-ACOS"));
	assert_true(fact(x, PG_REL_PROPOSES, "Glim-ACOS"));
	pg_extraction_free(x);
	/* near miss: "for this problem, Name (ACR) ..." names a method, not a task */
	x = run(NULL, "For this problem, Online Zorb Descent (OZD) achieves a low regret.");
	assert_false(fact(x, PG_REL_TASK, "Online Zorb Descent"));
	pg_extraction_free(x);
}

/* "a Zorb-to-Glim network (Zorb2Glim)", "Test Data Generation for Crowds
 * (TDG4Crowd)": a 2 or a 4 between letters spells "to" or "for", so the pair is
 * one name; "Glim Learning for Zorb Recommendation (GL4ZR)" is a means for a
 * task, proposed, not a narrower task */
static void test_digit_words_in_acronyms_and_means_for_a_task(void **state)
{
	pg_extraction *x = run(NULL, "Moreover, we propose a Zorb-to-Glim network (Zorb2Glim) for glims.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb2Glim"));
	assert_false(fact(x, PG_REL_PROPOSES, "Zorb-to-Glim"));
	pg_extraction_free(x);
	x = run(NULL, "We propose Test Zorb Generation for Crowds (TZG4Crowd) to make data.");
	assert_true(fact(x, PG_REL_PROPOSES, "TZG4Crowd"));
	pg_extraction_free(x);
	x = run(NULL, "This paper proposes a novel framework, namely Glim Contrastive Learning for Sequential "
		      "Recommendation (GCL4SR). GCL4SR uses zorbs.");
	assert_true(fact(x, PG_REL_PROPOSES, "GCL4SR"));
	assert_false(fact(x, PG_REL_TASK, "Glim Contrastive Learning for Sequential Recommendation"));
	pg_extraction_free(x);
	/* near misses: a digit that is no word, and a narrower task */
	x = run("Zorb2 Learning: Actively reducing redundancies in glims",
		"Our proposed approach, Zorb2 Learning (Z2L), actively adapts to the model being trained.");
	assert_true(fact(x, PG_REL_PROPOSES, "Z2L"));
	pg_extraction_free(x);
	x = run(NULL, "We study Weakly Supervised Zorb Segmentation (WSZS) on glims.");
	assert_false(fact(x, PG_REL_PROPOSES, "WSZS"));
	pg_extraction_free(x);
}

/* "state-of-the-art results on ZorbTube Birds and ZorbTube Cars": a shaped name
 * and capitalised words after it, evaluated on, is a data set */
static void test_shaped_name_with_words_after_results_on_is_a_dataset(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet. It achieves new state-of-the-art results on ZorbTube Birds "
				     "and ZorbTube Cars.");
	assert_true(fact(x, PG_REL_DATASET, "ZorbTube Birds"));
	assert_true(fact(x, PG_REL_DATASET, "ZorbTube Cars"));
	assert_false(fact(x, PG_REL_USES, "ZorbTube Birds"));
	pg_extraction_free(x);
	/* near miss: a model after its head noun stays a model */
	x = run(NULL, "We propose GlimNet. It achieves new state-of-the-art results on ZorbTube Large models.");
	assert_false(fact(x, PG_REL_DATASET, "ZorbTube Large"));
	pg_extraction_free(x);
}

/* Title heads that name an algorithm or the proposal's technique, not a task:
 * "Stochastic Zorbing of Convex Algorithm and ...", "Adversarial Sampling for
 * Active Glimming" where the abstract proposes that name */
static void test_title_head_of_an_algorithm_is_no_task(void **state)
{
	pg_extraction *x = run("Stochastic Zorbing of Convex Algorithm and its Application to Glim Machines",
			       "We study zorbs.");
	assert_false(fact(x, PG_REL_TASK, "Stochastic Zorbing"));
	pg_extraction_free(x);
	x = run("Adversarial Sampling for Active Glimming",
		"We propose Adversarial Sampling for Active Glimming (ASAG), a method for glims.");
	assert_false(fact(x, PG_REL_TASK, "Adversarial Sampling"));
	pg_extraction_free(x);
	x = run("Adversarial Sampling for Active Glimming", "This paper proposes ASAG, a new active glimming method.");
	assert_false(fact(x, PG_REL_TASK, "Adversarial Sampling"));
	pg_extraction_free(x);
	/* near misses: estimation of models is a task; a task head before the
	 * proposal's name stays one */
	x = run("Nonparametric Zorb Estimation of Multi-View Glim Models", "We study zorbs.");
	assert_true(fact(x, PG_REL_TASK, "Nonparametric Zorb Estimation"));
	pg_extraction_free(x);
	x = run("Movie Zorb Classification by Glim Augmentation",
		"We propose Movie Zorb Classification by Glim Augmentation (MZCGA) for films.");
	assert_true(fact(x, PG_REL_TASK, "Movie Zorb Classification"));
	pg_extraction_free(x);
}

/* "on par with support vector machines and with the best boosting algorithm
 * GlimBoost", "comparable retrieval and classification accuracy to the
 * state-of-the-art Zorb Quantization approach": each object is compared with */
static void test_on_par_and_comparable_objects_are_compared(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbBoost. In experiments it is on par with support vector machines "
				     "and with the best existing boosting algorithm GlimBoost.");
	assert_true(fact(x, PG_REL_COMPARES, "support vector machines"));
	assert_false(fact(x, PG_REL_USES, "support vector machines"));
	assert_true(fact(x, PG_REL_COMPARES, "GlimBoost"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbHash. It achieves comparable retrieval and classification accuracy to the "
		      "state-of-the-art GlimQuant approach while being faster.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimQuant"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbHash. It achieves comparable accuracy to the original descriptors and to "
		      "the state-of-the-art GlimQuant approach.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimQuant"));
	pg_extraction_free(x);
	/* near miss: a technique used in the sentence, nothing compared */
	x = run(NULL, "We propose ZorbBoost. We train it with support vector machines on par data.");
	assert_true(fact(x, PG_REL_USES, "support vector machines"));
	assert_false(fact(x, PG_REL_COMPARES, "support vector machines"));
	pg_extraction_free(x);
}

/* "Existing methods utilize ZnZ search. We propose a fast ZnZ algorithm": the name
 * of prior work is the kind of the new algorithm, used, not proposed */
static void test_prior_name_before_a_head_is_the_kind(void **state)
{
	pg_extraction *x = run(NULL, "Most existing global methods utilize ZnZ optimization over the space. "
				     "We propose a fast ZnZ algorithm to globally optimize the translation.");
	assert_false(fact(x, PG_REL_PROPOSES, "ZnZ"));
	assert_true(fact(x, PG_REL_USES, "ZnZ"));
	pg_extraction_free(x);
	/* near misses: named first in the paper's own voice, or first named here */
	x = run(NULL, "Our ZnZ search is new. We propose a fast ZnZ algorithm to globally optimize it.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZnZ"));
	pg_extraction_free(x);
	x = run(NULL, "Zorbs are slow. We propose a fast ZnZ algorithm to globally optimize them.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZnZ"));
	pg_extraction_free(x);
}

/* "we design a Zorb process-based glim network": the name qualifies the head
 * with the word after it, and is no proposal */
static void test_name_before_a_based_compound_is_a_modifier(void **state)
{
	pg_extraction *x = run(NULL, "We propose GlimNet. Second, we design a Zorb process-based relational "
				     "graph network to cope with decay.");
	assert_false(fact(x, PG_REL_PROPOSES, "Zorb"));
	assert_true(fact(x, PG_REL_PROPOSES, "GlimNet"));
	pg_extraction_free(x);
	/* near miss: the name itself, then a plain head */
	x = run(NULL, "Second, we design ZorbFlow, a relational graph network to cope with decay.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbFlow"));
	pg_extraction_free(x);
}

/* "a novel task named Zorb Grounding (ZG)", "a new problem Glim-Find": a task the
 * paper poses, not a method it proposes; "a new concept called ..." stays */
static void test_named_new_task_is_no_proposal(void **state)
{
	pg_extraction *x = run(NULL, "In this paper, we explore a novel task named zorb Relation Grounding in "
				     "Glims (zRGG). Our model beats baselines.");
	assert_true(fact(x, PG_REL_TASK, "zorb Relation Grounding in Glims"));
	assert_false(fact(x, PG_REL_PROPOSES, "zorb Relation Grounding in Glims"));
	pg_extraction_free(x);
	x = run(NULL, "We introduce a new problem Glim-Find, a search that needs real-time zorbs.");
	assert_true(fact(x, PG_REL_TASK, "Glim-Find"));
	assert_false(fact(x, PG_REL_PROPOSES, "Glim-Find"));
	pg_extraction_free(x);
	/* near misses: a new model named so is proposed, and so is a new concept */
	x = run(NULL, "In this paper, we explore a novel model named Zorb Relation Grounder (ZRG).");
	assert_true(fact(x, PG_REL_PROPOSES, "Zorb Relation Grounder"));
	pg_extraction_free(x);
	x = run(NULL, "We introduce a novel concept called Glim Lipschitz Constant (GLC), a bound on zorbs.");
	assert_true(fact(x, PG_REL_PROPOSES, "Glim Lipschitz Constant"));
	pg_extraction_free(x);
}

/* "apply different perturbations", "a simple mechanism": descriptions, not names;
 * the names listed after such a class are what the paper compares with */
static void test_described_phrases_are_no_techniques(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. We apply different perturbations to the hidden representations "
				     "and address it using a simple mechanism based on glim attention.");
	assert_int_equal(ent(x, "different perturbations"), -1);
	assert_int_equal(ent(x, "simple mechanism"), -1);
	pg_extraction_free(x);
	/* near miss */
	x = run(NULL, "Our method outperforms two typical sparse zorb methods, Zorbformer and Glimformer, in memory.");
	assert_true(fact(x, PG_REL_COMPARES, "Zorbformer"));
	assert_true(fact(x, PG_REL_COMPARES, "Glimformer"));
	pg_extraction_free(x);
}

/* "the Zorb Per Token (ZPT) metric", "the Choice of Plausible Zorbs (CPZ) task":
 * the head after an acronym pair types it; citations are no names */
static void test_head_after_acronym_pair_and_citations(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. It gives a 6.8-fold increase in the Zorb Per Token (ZPT) metric. "
				     "Language models do well on the Choice of Plausible Zorbs (CPZ) task. This reduces to "
				     "the models of Mannor & Zorbir (2011). An argument by \\citeBarakZorbNotes implies a bound.");
	assert_true(fact(x, PG_REL_METRIC, "ZPT"));
	assert_true(fact(x, PG_REL_TASK, "CPZ"));
	assert_false(fact(x, PG_REL_USES, "ZPT"));
	assert_int_equal(ent(x, "Zorbir"), -1);
	assert_int_equal(ent(x, "citeBarakZorbNotes"), -1);
	pg_extraction_free(x);
	/* near miss: a metric the paper proposes stays its proposal */
	x = run(NULL, "We propose a novel no-reference Zorb Quality Assessment (ZQA) metric.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZQA"));
	pg_extraction_free(x);
}

/* examples after "such as" in a background sentence are no tools of the paper */
static void test_background_examples_are_not_used(void **state)
{
	pg_extraction *x = run(NULL, "Zorb solvers, such as coordinate descent, are the most widely used tools. "
				     "We propose GlimNet for glim search.");
	assert_false(fact(x, PG_REL_USES, "coordinate descent"));
	pg_extraction_free(x);
	/* near miss: the paper's own voice */
	x = run(NULL, "We build on zorb solvers such as coordinate descent to propose GlimNet.");
	assert_true(fact(x, PG_REL_USES, "coordinate descent"));
	pg_extraction_free(x);
}

/* Lineage said of the proposal by a later sentence's subject ("It", "The
 * model"), to a name after a description ("the pre-trained vision model GlimP")
 * or to a lower-case phrase after "builds on" or "a variant of" */
static void test_lineage_by_anaphor_description_and_derivation_noun(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet, a method for foo parsing. It first extends the "
				     "pre-trained vision model GlimP by training a decoder on top of GlimP.");
	assert_true(extends(x, "ZorbNet", "GlimP"));
	pg_extraction_free(x);
	x = run(NULL, "We propose the infinite blob model (iBM). Our model builds on the Markov fizz "
		      "process to consider many chains.");
	assert_true(extends(x, "iBM", "Markov fizz process"));
	pg_extraction_free(x);
	x = run(NULL, "We present Q-ZDA, a probabilistic model. The model can be understood as a variant "
		      "of latent topic models that are tailored to rewards.");
	assert_true(extends(x, "Q-ZDA", "latent topic models"));
	pg_extraction_free(x);
	/* near miss: no proposal named before, so "It" is someone else's work */
	x = run(NULL, "GlimP is popular. It extends the pre-trained vision model QuorP with a decoder.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
	/* near misses: "the generalisation of" a task, "this framework" */
	x = run(NULL, "We present Q-ZDA, a probabilistic model. We achieve the generalisation of glim tree "
		      "reconstruction to real data. We extend this framework to handle many domains.");
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
	/* near miss: a described name followed by more words is not the object */
	x = run(NULL, "We propose ZorbNet. We modify the existing non-convex QOW meta learning algorithm.");
	assert_false(fact(x, PG_REL_USES, "non-convex QOW"));
	pg_extraction_free(x);
}

/* "a tracker based on the Transformer architecture": an established technique
 * the proposal is based on is used, not extended */
static void test_based_on_a_technique_is_a_use(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet, a tracker based on the Transformer architecture.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbNet"));
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	assert_true(fact(x, PG_REL_USES, "transformer"));
	pg_extraction_free(x);
	/* near miss: based on a named method of the field is lineage */
	x = run(NULL, "We propose ZorbNet, a tracker based on GlimTrack.");
	assert_true(extends(x, "ZorbNet", "GlimTrack"));
	pg_extraction_free(x);
}

/* "The proposed model consists of ... total variation regularization": a
 * technique in a sentence whose subject stands for the proposal is used; "a
 * search" is no A* search */
static void test_technique_said_of_the_proposal_is_used(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbDenoise for glim images. The proposed model consists of a "
				     "fidelity term and total variation regularization. We present a search procedure.");
	assert_true(fact(x, PG_REL_USES, "total variation regularization"));
	assert_int_equal(count_rel(x, PG_REL_USES), 1);
	pg_extraction_free(x);
	/* near miss: a sentence about the field, not the proposal */
	x = run(NULL, "We propose ZorbDenoise for glim images. The classic model consists of a "
		      "fidelity term and total variation regularization.");
	assert_false(fact(x, PG_REL_USES, "total variation regularization"));
	pg_extraction_free(x);
}

/* "Experiments on ZOMAD and GlimQA show ...": names an evaluation is "on" are
 * data sets, unless shaped or headed as models */
static void test_names_evaluated_on_are_datasets(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbSeg. Experiments on ZOMAD and GlimQA show that ZorbSeg works. "
				     "We also tested our loss on QORDS, testing on ZCF. Models trained on ZorbWiki transfer.");
	assert_true(fact(x, PG_REL_DATASET, "ZOMAD"));
	assert_true(fact(x, PG_REL_DATASET, "GlimQA"));
	assert_true(fact(x, PG_REL_DATASET, "QORDS"));
	assert_true(fact(x, PG_REL_DATASET, "ZCF"));
	assert_true(fact(x, PG_REL_DATASET, "ZorbWiki"));
	pg_extraction_free(x);
	/* near misses: model-shaped names, a model head after the name */
	x = run(NULL, "We propose ZorbAttack. Experiments on GlimNet and QuorBERT show that it works. "
		      "We evaluated it on ZORBLM models.");
	assert_false(fact(x, PG_REL_DATASET, "GlimNet"));
	assert_false(fact(x, PG_REL_DATASET, "QuorBERT"));
	assert_false(fact(x, PG_REL_DATASET, "ZORBLM"));
	pg_extraction_free(x);
}

/* "feature selection, feature matching, and pose estimation steps", "the causal
 * inference and fairness literatures": a list of tasks before a component or a
 * field noun names parts or fields, not the paper's tasks */
static void test_task_list_before_a_component_head(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbOdo. Unlike methods that go through separate feature selection, "
				     "feature matching, and pose estimation steps, ZorbOdo is trained end to end. "
				     "Such losses are common in the causal inference, fairness, and disentanglement literatures.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 0);
	pg_extraction_free(x);
	/* near miss: the same tasks addressed */
	x = run(NULL, "We propose ZorbOdo for feature matching and pose estimation.");
	assert_true(fact(x, PG_REL_TASK, "feature matching"));
	assert_true(fact(x, PG_REL_TASK, "pose estimation"));
	pg_extraction_free(x);
	/* near misses: a list that ends in a longer phrase, a name "based" on a task */
	x = run(NULL, "We propose ZorbOdo. Experiments on three tasks (code generation, mathematical reasoning, "
		      "and scientific literature review) show gains. It performs image synthesis and image "
		      "restoration based on semantics.");
	assert_true(fact(x, PG_REL_TASK, "code generation"));
	assert_true(fact(x, PG_REL_TASK, "image synthesis"));
	pg_extraction_free(x);
}

/* "compared to adversarial learning and L2 regularization": a compare cue takes
 * "<modifier> learning" and a named second member; "closes the gap on Foo" */
static void test_compared_learning_paradigms_and_closed_gaps(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbKD. Experiments show ZorbKD transfers knowledge best, "
				     "compared to adversarial learning and L2 regularization.");
	assert_true(fact(x, PG_REL_COMPARES, "adversarial learning"));
	assert_true(fact(x, PG_REL_COMPARES, "L2 regularization"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbTime. ZorbTime also closes the gap considerably on the handcrafted "
		      "GlimTime method.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimTime"));
	pg_extraction_free(x);
	/* near misses: a class of methods, a gap to something that is no method */
	x = run(NULL, "We propose ZorbKD. It is better than most popular distillation techniques and "
		      "narrows the gap to human performance.");
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 0);
	pg_extraction_free(x);
	/* near miss: a possessive opens no method phrase ("their Gaussian-distributed embeddings") */
	x = run(NULL, "We propose ZorbNER. ZorbNER separates tokens based on their Gaussian-distributed "
		      "embeddings, using its zorb sampling.");
	assert_false(fact(x, PG_REL_USES, "their Gaussian-distributed embeddings"));
	assert_false(fact(x, PG_REL_USES, "its zorb sampling"));
	assert_int_equal(count_rel(x, PG_REL_EXTENDS), 0);
	pg_extraction_free(x);
}

/* "the limitations of adaptive pre-training", "GlimMo suffers from ...": prior
 * work named to be criticised is compared with */
static void test_criticised_prior_work_is_compared(void **state)
{
	pg_extraction *x = run(NULL, "Nonetheless, GlimMo suffers from the overshoot problem. To overcome such "
				     "limitations of adaptive pre-training, we propose ZorbAda.");
	assert_true(fact(x, PG_REL_COMPARES, "GlimMo"));
	assert_true(fact(x, PG_REL_COMPARES, "adaptive pre-training"));
	pg_extraction_free(x);
	/* near misses: a name inside a longer phrase, the paper's own proposal */
	x = run(NULL, "We propose ZorbAda. Our findings show the shortcomings of QLM safeguarding. "
		      "A limitation of ZorbAda is its cost.");
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 0);
	pg_extraction_free(x);
}

/* "a data set which we dub ZORB SET", "a new dataset ... named Zyned": the
 * name a naming verb gives after a data set head is a data set */
static void test_named_after_a_dataset_head_is_a_dataset(void **state)
{
	pg_extraction *x = run(NULL, "We build a highly compositional data set which we dub ZORB SET. "
				     "We also collect a challenging new dataset well-suited for captioning named Zyned.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZORB SET"));
	assert_int_equal(x->entities[ent(x, "ZORB SET")].kind, PG_ENTITY_DATASET);
	assert_true(fact(x, PG_REL_PROPOSES, "Zyned"));
	assert_int_equal(x->entities[ent(x, "Zyned")].kind, PG_ENTITY_DATASET);
	pg_extraction_free(x);
	/* near miss: a platform over a corpus is no data set */
	x = run(NULL, "We present a corpus curation platform called Zoasis for data quality.");
	assert_true(fact(x, PG_REL_PROPOSES, "Zoasis"));
	assert_int_equal(x->entities[ent(x, "Zoasis")].kind, PG_ENTITY_METHOD);
	pg_extraction_free(x);
}

/* "improves sample quality and diversity", "higher recovery rates": the measure
 * phrase a change word governs is a metric */
static void test_measure_after_a_change_word_is_a_metric(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbGen. ZorbGen improves sample quality and diversity, and reaches "
				     "higher recovery rates at lower computational cost.");
	assert_true(fact(x, PG_REL_METRIC, "sample quality"));
	assert_true(fact(x, PG_REL_METRIC, "diversity"));
	assert_true(fact(x, PG_REL_METRIC, "recovery rates"));
	assert_true(fact(x, PG_REL_METRIC, "computational cost"));
	pg_extraction_free(x);
	/* near misses: a bare head of "of", a head inside a longer noun, a head alone */
	x = run(NULL, "We propose ZorbDepth. Lights improve the quality of the depth map, give lower error "
		      "bounds and better quality, reducing both time and glim complexities.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
	/* more change words and heads; the second measure's own change word is no
	 * part of it */
	x = run(NULL, "We propose ZorbMix. It improves zorbing efficacy and scalability, expanding payload "
		      "throughput while preserving glim fidelity, with higher throughput and lower memory footprint.");
	assert_true(fact(x, PG_REL_METRIC, "zorbing efficacy"));
	assert_true(fact(x, PG_REL_METRIC, "scalability"));
	assert_true(fact(x, PG_REL_METRIC, "payload throughput"));
	assert_true(fact(x, PG_REL_METRIC, "glim fidelity"));
	assert_true(fact(x, PG_REL_METRIC, "memory footprint"));
	assert_false(fact(x, PG_REL_METRIC, "lower memory footprint"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbMix. It reduces overhead.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
}

/* "BioZQ 5b, 6b and 7b datasets", "Zorb-Zorb-V1&V2", "PASCAL VOC 2007 and 2012":
 * a data set named with a list of versions is one data set per version */
static void test_version_lists_name_one_dataset_each(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbQA. It achieves state-of-the-art results on BioZQ 5b, 6b and 7b "
				     "datasets, on the Zorb-Zorb-V1&V2 datasets and on PASCAL VOC 2007 and 2012.");
	assert_true(fact_labelled(x, PG_REL_DATASET, "BioZQ 5b"));
	assert_true(fact_labelled(x, PG_REL_DATASET, "BioZQ 6b"));
	assert_true(fact_labelled(x, PG_REL_DATASET, "BioZQ 7b"));
	assert_true(fact_labelled(x, PG_REL_DATASET, "Zorb-Zorb-V1"));
	assert_true(fact_labelled(x, PG_REL_DATASET, "Zorb-Zorb-V2"));
	assert_true(fact_labelled(x, PG_REL_DATASET, "PASCAL VOC 2012"));
	pg_extraction_free(x);
	/* near misses: a gain after "and", model versions without a data set head */
	x = run(NULL, "We gain 6% on UCF101-24 and 13% on JHMDB-21. We use GlimNet V1 and V2 as backbones.");
	assert_false(fact_labelled(x, PG_REL_DATASET, "UCF101-13"));
	assert_false(fact_labelled(x, PG_REL_DATASET, "GlimNet V2"));
	pg_extraction_free(x);
}

/* "the ActivityNet Captions dataset": a known data set and a capitalised word
 * before a data set head are one data set, not two */
static void test_known_dataset_with_a_capitalised_word_is_one(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbCap. It outperforms prior work on the ActivityNet Zorbings "
				     "dataset and on the CIFAR-10 Test set.");
	assert_true(fact_labelled(x, PG_REL_DATASET, "ActivityNet Zorbings"));
	assert_false(fact_labelled(x, PG_REL_DATASET, "Zorbings"));
	assert_false(fact_labelled(x, PG_REL_DATASET, "ActivityNet"));
	assert_false(fact_labelled(x, PG_REL_DATASET, "CIFAR-10 Test")); /* a split, not a data set */
	pg_extraction_free(x);
}

/* "Anisotropic Zorb Quantization for Fast Search": a title head the abstract
 * proposes as a method is not a task */
static void test_proposed_title_head_is_no_task(void **state)
{
	pg_extraction *x = run("Anisotropic Zorb Quantization for Fast Search",
			       "We propose a method called Anisotropic Zorb Quantization to combine two losses.");
	assert_true(fact(x, PG_REL_PROPOSES, "Anisotropic Zorb Quantization"));
	assert_false(fact_labelled(x, PG_REL_TASK, "Anisotropic Zorb Quantization"));
	pg_extraction_free(x);
	/* near miss: a head the abstract does not propose stays a task */
	x = run("Glim Image Quantization for Fast Search", "We study glim image quantization with two losses.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Glim Image Quantization"));
	pg_extraction_free(x);
}

/* "ZOBA, that is, ZOrbing Bayesian Aggregation", "Glimmering-Actor" then "GlimAct":
 * words that spell out or shorten the paper's own name are that name, not a
 * method it uses */
static void test_spelled_and_shortened_own_names_are_no_uses(void **state)
{
	pg_extraction *x = run(NULL, "We introduce ZOBA, that is, ZOrbing Bayesian Aggregation from a "
				     "well-trained network, and we show that it is fast.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZOBA"));
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
	x = run(NULL, "We propose a CTR framework that REmoves Spurious cORrelations in mulTilevel features, "
		      "termed RE-SORT, with two key components.");
	assert_true(fact(x, PG_REL_PROPOSES, "RE-SORT"));
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
	x = run("Glimmering-Actor: A Multi-Task Zorb for Manipulation",
		"We study this question with GlimAct, a language-conditioned agent. GlimAct encodes goals.");
	assert_false(fact_labelled(x, PG_REL_USES, "GlimAct"));
	pg_extraction_free(x);
	/* near misses: one word spells no other name ("ZorbNet" for a proposed
	 * "ZorbNetv2"); an acronym in capitals only may be a baseline's ("HAQ" next
	 * to a proposed "Hessian AWare Quantization"); a short name as long as half
	 * the proposal is another method ("Zorb-Predict" for "ZorbGlim-Predict") */
	x = run(NULL, "We propose ZorbNetv2, a light network. It outperforms ZorbNet by 2% accuracy.");
	assert_true(fact_labelled(x, PG_REL_COMPARES, "ZorbNet"));
	pg_extraction_free(x);
	x = run(NULL, "We propose Hessian AWare Zorbing. It outperforms HAZ by 2% accuracy.");
	assert_true(fact_labelled(x, PG_REL_COMPARES, "HAZ"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbGlim-Predict. It decodes with the Zorb-Predict algorithm.");
	assert_true(fact_labelled(x, PG_REL_USES, "Zorb-Predict"));
	pg_extraction_free(x);
}

/* "Robust Zorb Filtering with Glim Divergence", "Zorb Shadow Removal via Glims":
 * a title head that ends in a noun of a task (filtering, removal, decomposition,
 * assessment, ...) names the task */
static void test_title_head_of_task_nouns(void **state)
{
	pg_extraction *x = run("Robust Zorb Filtering with Glim Divergence", "We study the efficiency of filters.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Zorb Filtering"));
	pg_extraction_free(x);
	x = run("Zorb Shadow Removal via Glims", "We study shadows in images.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Zorb Shadow Removal"));
	pg_extraction_free(x);
	/* near miss: one word before the preposition is no task phrase */
	x = run("Recommendation on a Budget", "We study a budget.");
	assert_false(fact_labelled(x, PG_REL_TASK, "Recommendation on a Budget"));
	pg_extraction_free(x);
}

/* "better than deep RL", "outperforms imitation learning and offline RL": a
 * learning paradigm after a compare cue is a compared method */
static void test_compared_paradigms(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet. ZorbNet yields policies that are better than deep RL and "
				     "other baseline approaches.");
	assert_true(fact(x, PG_REL_COMPARES, "deep RL"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. Our policy outperforms both imitation learning and offline reinforcement "
		      "learning.");
	assert_true(fact(x, PG_REL_COMPARES, "imitation learning"));
	assert_true(fact(x, PG_REL_COMPARES, "offline reinforcement learning"));
	pg_extraction_free(x);
	/* near misses: a class, the task of baselines, "rather than", "other than" */
	x = run(NULL, "We propose ZorbNet. It outperforms transfer learning, multi-task learning and few-shot "
		      "learning methods.");
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 0);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It improves strong baselines for semi-supervised learning by 3%.");
	assert_false(fact(x, PG_REL_COMPARES, "semi-supervised learning"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. The gap comes from the head rather than the weak representation learning.");
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 0);
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet. It matches defenses other than graph structure learning.");
	assert_int_equal(count_rel(x, PG_REL_COMPARES), 0);
	pg_extraction_free(x);
	/* tuning paradigms too: "surpasses prompt tuning" */
	x = run(NULL, "We propose ZorbPrompt. It surpasses prompt tuning by a large margin.");
	assert_true(fact(x, PG_REL_COMPARES, "prompt tuning"));
	assert_false(fact(x, PG_REL_TASK, "prompt tuning"));
	pg_extraction_free(x);
	/* near misses: the means of the comparison, "with" or "without" it */
	x = run(NULL, "We propose ZorbPrompt. It outperforms baselines without extensive prompt tuning.");
	assert_false(fact(x, PG_REL_COMPARES, "prompt tuning"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbPrompt. Its error is lower than 5% with prompt tuning.");
	assert_false(fact(x, PG_REL_COMPARES, "prompt tuning"));
	pg_extraction_free(x);
}

/* "ZorbViT-Tiny", "DaZiT-Small": sizes and variants of the paper's own proposal
 * are neither used nor compared with; another paper's variant still is */
static void test_own_variants_are_no_uses(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbViT, a new backbone. ZorbViT-Tiny and ZorbViT-Base reach 80.1% "
				     "and 82.3% top-1 accuracy on ImageNet, and ZorbViT-Base outperforms GlimViT-Base.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbViT"));
	assert_false(fact(x, PG_REL_USES, "ZorbViT-Tiny"));
	assert_false(fact(x, PG_REL_COMPARES, "ZorbViT-Base"));
	assert_true(fact(x, PG_REL_COMPARES, "GlimViT-Base"));
	pg_extraction_free(x);
	/* by its short form */
	x = run(NULL, "We propose Dual Zorb Transformers (DaZiT). DaZiT-Small and GlimNet-S are trained on ImageNet.");
	assert_false(fact(x, PG_REL_USES, "DaZiT-Small"));
	assert_true(fact(x, PG_REL_USES, "GlimNet-S"));
	pg_extraction_free(x);
}

/* "Zorb Glimmer Anticipation with Kernel Maps": a head ending in a noun made from
 * a verb names the task when a means or a setting follows it; where the abstract
 * writes only its tail, the tail is the task */
static void test_title_head_of_verbal_nouns(void **state)
{
	pg_extraction *x = run("Zorb Glimmer Anticipation with Kernel Maps", "We study the future.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Zorb Glimmer Anticipation"));
	pg_extraction_free(x);
	x = run("Zorb Fleet Coordination in Dense Traffic", "We study fleets.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Zorb Fleet Coordination"));
	pg_extraction_free(x);
	/* a short head in -ing ("Aging") is one too; a short -ion word ("Vision") is not */
	x = run("Zorb Aging With Glimmer Networks", "We study zorbs.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Zorb Aging"));
	pg_extraction_free(x);
	x = run("Zorb Vision With Glimmer Networks", "We study zorbs.");
	assert_false(fact_labelled(x, PG_REL_TASK, "Zorb Vision"));
	pg_extraction_free(x);
	x = run("Photo-Realistic Monocular Zorb Redirection Using Glim Networks",
		"We study zorb redirection in videos.");
	assert_true(fact(x, PG_REL_TASK, "zorb redirection"));
	assert_int_equal(ent(x, "Photo-Realistic Monocular Zorb Redirection"), -1);
	pg_extraction_free(x);
	/* near misses: a method before "for" or alone, a leading verb, a clause */
	x = run("Zorb Glimmer Normalization for Loss Balancing", "We study losses.");
	assert_int_equal(ent(x, "Zorb Glimmer Normalization"), -1);
	pg_extraction_free(x);
	x = run("Planar Zorb Splatting", "We study scenes.");
	assert_int_equal(ent(x, "Planar Zorb Splatting"), -1);
	pg_extraction_free(x);
	x = run("Zorb Splatting with Glim Priors for Scene Rendering", "We study scenes.");
	assert_int_equal(ent(x, "Zorb Splatting"), -1);
	pg_extraction_free(x);
	x = run("Quantifying Zorb Generalization in Games", "We study games.");
	assert_int_equal(ent(x, "Zorb Generalization"), -1);
	pg_extraction_free(x);
	x = run("How Zorb Numbers Meet Glimmer Minimization in Bandits", "We study bandits.");
	assert_false(fact_labelled(x, PG_REL_TASK, "How Zorb Numbers Meet Glimmer Minimization"));
	pg_extraction_free(x);
}

/* "on the tasks of zorb retrieval, zorb classification and glim segmentation",
 * "tasks such as zorb detection and segmentation on VOC": every listed task,
 * the last one up to where the setting starts */
static void test_task_lists_of_and_before_a_setting(void **state)
{
	pg_extraction *x = run(NULL, "Our method achieves strong results on the tasks of zorb retrieval, zorb "
				     "classification and glim segmentation.");
	assert_true(fact_labelled(x, PG_REL_TASK, "zorb retrieval"));
	assert_true(fact_labelled(x, PG_REL_TASK, "zorb classification"));
	assert_true(fact_labelled(x, PG_REL_TASK, "glim segmentation"));
	pg_extraction_free(x);
	x = run(NULL, "On downstream tasks such as object detection and glim parsing on ZorbVOC, our models improve.");
	assert_true(fact_labelled(x, PG_REL_TASK, "glim parsing"));
	pg_extraction_free(x);
	/* "face and action zorbing": one word before "and" shares the later head;
	 * the list ends after its "and" item */
	x = run(NULL, "We evaluate on tasks such as face and glim recognition, exploiting two new zorb collections.");
	assert_true(fact_labelled(x, PG_REL_TASK, "glim recognition"));
	assert_false(fact_labelled(x, PG_REL_TASK, "face"));
	assert_false(fact_labelled(x, PG_REL_TASK, "exploiting two new zorb collections"));
	pg_extraction_free(x);
	/* near miss: "tasks of" without "the" ("many tasks of this kind") lists nothing */
	x = run(NULL, "We study many tasks of zorb kind and glim flavour.");
	assert_false(fact_labelled(x, PG_REL_TASK, "zorb kind"));
	pg_extraction_free(x);
	/* "i)", "ii)" mark the items; they are no tasks */
	x = run(NULL, "Our zorber has properties vital for large-scale problems: i) glim detection, ii) zorb "
		      "parsing and iii) fast glims.");
	assert_false(fact_labelled(x, PG_REL_TASK, "i"));
	assert_false(fact_labelled(x, PG_REL_TASK, "ii"));
	pg_extraction_free(x);
}

/* "Zorbed glim models (ZGMs) ... we build upon ZGMs": a family of models named by
 * a plural pair, then used in the paper's own voice, is used */
static void test_used_family_of_models(void **state)
{
	pg_extraction *x = run(NULL, "Zorbed glim models (ZGMs) have become popular. We build a reader upon ZGMs "
				     "to answer questions.");
	assert_true(fact_labelled(x, PG_REL_USES, "Zorbed glim models"));
	pg_extraction_free(x);
	/* near misses: a family named only in background, or made by the paper
	 * ("our method learns efficient ZGMs"), is not used */
	x = run(NULL, "Zorbed glim models (ZGMs) have become popular. ZGMs answer questions.");
	assert_false(fact_labelled(x, PG_REL_USES, "Zorbed glim models"));
	pg_extraction_free(x);
	x = run(NULL, "Zorbed glim models (ZGMs) have become popular. Our method learns efficient ZGMs.");
	assert_false(fact_labelled(x, PG_REL_USES, "Zorbed glim models"));
	pg_extraction_free(x);
}

/* "CoNLL'03", "ZORBEval'16": a two-digit year after a name's apostrophe is part
 * of the data set's name; a venue's year ("COLT'23") makes no method */
static void test_apostrophe_years_in_names(void **state)
{
	pg_extraction *x = run(NULL, "We evaluate our tagger on CoNLL'03 and ZORBEval'16 and report an F1 of 91.2.");
	assert_true(fact_labelled(x, PG_REL_DATASET, "CoNLL'03"));
	assert_true(fact_labelled(x, PG_REL_DATASET, "ZORBEval'16"));
	assert_false(fact_labelled(x, PG_REL_DATASET, "CoNLL"));
	pg_extraction_free(x);
	x = run(NULL, "We use the bound of COLT'23 and the analysis of Zorbly'81 to prove our result.");
	assert_int_equal(count_rel(x, PG_REL_USES), 0);
	pg_extraction_free(x);
}

/* "metrics like quality, zorb coverage and diversity", "three metrics: the
 * realism, the glimness, and ...": the measures listed after "metrics" */
static void test_metric_lists(void **state)
{
	pg_extraction *x = run(NULL, "We assess the labels on a variety of metrics like quality, zorb coverage, "
				     "glimness, and relevance.");
	assert_true(fact_labelled(x, PG_REL_METRIC, "quality"));
	assert_true(fact_labelled(x, PG_REL_METRIC, "zorb coverage"));
	assert_true(fact_labelled(x, PG_REL_METRIC, "glimness"));
	assert_true(fact_labelled(x, PG_REL_METRIC, "relevance"));
	pg_extraction_free(x);
	x = run(NULL, "We assess the layouts with three metrics: the realism, the glimness, and the zorb fit.");
	assert_true(fact_labelled(x, PG_REL_METRIC, "glimness"));
	assert_true(fact_labelled(x, PG_REL_METRIC, "zorb fit"));
	pg_extraction_free(x);
	/* near misses: no count before the colon; "we highlight metrics" names none */
	x = run(NULL, "Unlike other glim measures: it is robust to zorbs. We highlight metrics of glims.");
	assert_false(fact_labelled(x, PG_REL_METRIC, "it is robust"));
	assert_false(fact_labelled(x, PG_REL_METRIC, "highlight metrics"));
	pg_extraction_free(x);
}

/* "for both regression and classification tasks": kinds of prediction before
 * "tasks" name the tasks the paper addresses */
static void test_prediction_kinds_before_tasks(void **state)
{
	pg_extraction *x = run(NULL, "We show that our zorbing works for both regression and classification tasks.");
	assert_true(fact_labelled(x, PG_REL_TASK, "regression tasks"));
	assert_true(fact_labelled(x, PG_REL_TASK, "classification tasks"));
	pg_extraction_free(x);
	/* near miss: vague words before "tasks" name none */
	x = run(NULL, "We show that our zorbing works for various downstream tasks.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 0);
	pg_extraction_free(x);
}

/* "the Zorb, Glim, and Prune (ZGP) method": a long form that lists capitalised
 * words, which the acronym spells, is one name */
static void test_listed_long_form_is_one_name(void **state)
{
	pg_extraction *x = run(NULL, "We propose the Zorb, Glim, and Prune (ZGP) method for solving it.");
	assert_true(fact_labelled(x, PG_REL_PROPOSES, "Zorb, Glim, and Prune"));
	assert_true(fact(x, PG_REL_PROPOSES, "ZGP"));
	assert_false(fact_labelled(x, PG_REL_PROPOSES, "Zorb"));
	assert_false(fact_labelled(x, PG_REL_PROPOSES, "Prune"));
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 1);
	pg_extraction_free(x);
	/* near miss: a list the acronym does not spell stays a list of names */
	x = run(NULL, "We propose Zorb, Glim, and Prune (QX), three new glimmers.");
	assert_false(fact_labelled(x, PG_REL_PROPOSES, "Zorb, Glim, and Prune"));
	pg_extraction_free(x);
}

/* "our ZGI algorithms": a plural head after a name the text defines or coins
 * marks the paper's own artefact, as the singular does */
static void test_own_artefact_with_a_plural_head(void **state)
{
	pg_extraction *x = run(NULL, "We reach better fits via zorb-adaptive glim inference (ZGI) algorithms. "
				     "Our ZGI algorithms avoid retraining.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZGI"));
	assert_false(fact(x, PG_REL_USES, "ZGI"));
	pg_extraction_free(x);
	x = run(NULL, "Our ZorbFormer models avoid retraining.");
	assert_true(fact(x, PG_REL_PROPOSES, "ZorbFormer"));
	pg_extraction_free(x);
	/* near miss: a known model before the plural is what the models are made from */
	x = run(NULL, "Our BERT models avoid retraining.");
	assert_false(fact(x, PG_REL_PROPOSES, "BERT"));
	pg_extraction_free(x);
}

/* "ZorbNet, a filter inspired by the Kalman filter": an established technique a
 * proposal is inspired or motivated by is its lineage; one it is based on is a
 * family it belongs to, only used */
static void test_inspired_by_a_technique_is_lineage(void **state)
{
	pg_extraction *x = run(NULL, "We propose ZorbNet, a sparse filter inspired by the Kalman filter.");
	assert_true(extends(x, "ZorbNet", "Kalman filter"));
	assert_true(fact(x, PG_REL_USES, "Kalman filter"));
	pg_extraction_free(x);
	x = run(NULL, "We propose ZorbNet, a sparse module based on the Kalman filter.");
	assert_false(extends(x, "ZorbNet", "Kalman filter"));
	assert_true(fact(x, PG_REL_USES, "Kalman filter"));
	pg_extraction_free(x);
}

/* "a comparison to a detection algorithm (ZorbV7), two tracking methods (GlimTrack
 * and KeepZorb), ...": the list of compared systems goes on past a bracket of
 * names after each class */
static void test_compared_names_in_brackets_after_classes(void **state)
{
	pg_extraction *x = run(NULL, "A comparison to a well known detection algorithm (ZorbV7), two tracking "
				     "methods (GlimTrack and KeepZorb), and a framework shows that our method is best.");
	assert_true(fact(x, PG_REL_COMPARES, "ZorbV7"));
	assert_true(fact(x, PG_REL_COMPARES, "GlimTrack"));
	assert_true(fact(x, PG_REL_COMPARES, "KeepZorb"));
	pg_extraction_free(x);
	/* near miss: a bracket of other words ends the list, as before */
	x = run(NULL, "Our method is more accurate than the tracking methods (in most runs), and the GlimTrack "
		      "tool speeds it up.");
	assert_false(fact(x, PG_REL_COMPARES, "GlimTrack"));
	pg_extraction_free(x);
}

/* "64.4% Rank@1", "a recall@3 of 83.8%": a measure at a cut-off is the
 * lexicon's measure at any cut-off */
static void test_measure_at_a_cutoff(void **state)
{
	pg_extraction *x = run(NULL, "Our ZorbNet achieves 64.4% Rank@1 on the Glim test set and a recall@3 of 83.8%.");
	const pg_result *r = result(x, "64.4");
	assert_non_null(r);
	assert_string_equal(x->entities[r->metric].key, "rank-k-accuracy");
	r = result(x, "83.8");
	assert_non_null(r);
	assert_string_equal(x->entities[r->metric].key, "recall-k");
	pg_extraction_free(x);
	/* near miss: "rank k items" names no measure */
	x = run(NULL, "Our ZorbNet learns to rank k items and p 1 stays small.");
	assert_int_equal(count_rel(x, PG_REL_METRIC), 0);
	pg_extraction_free(x);
}

/* "Overcoming the Zorb Errors of Glim Quadrature", "Disentangling Whether ...":
 * a title gerund with an article or a question word is a clause, no task;
 * "Recognizing Zorb Glims" still names one */
static void test_title_gerund_clauses_name_no_task(void **state)
{
	pg_extraction *x = run("Overcoming the Zorb Errors of Glim Quadrature", "We propose ZorbNet.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 0);
	pg_extraction_free(x);
	x = run("Disentangling Whether Zorbs Cause Glims", "We propose ZorbNet.");
	assert_int_equal(count_rel(x, PG_REL_TASK), 0);
	pg_extraction_free(x);
	x = run("Recognizing Zorb Glims in Video", "We propose ZorbNet.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Recognizing Zorb Glims"));
	pg_extraction_free(x);
}

/* "Relationship Guided Zorb Map Prediction", "Texture-Aware Glim Generation": what
 * guides the task is the means, the task is the words after it; a kind of
 * supervision stays ("Weakly-Supervised Zorb Segmentation") */
static void test_title_task_past_its_guidance(void **state)
{
	pg_extraction *x = run("Relationship Guided Zorb Map Prediction", "We propose ZorbNet.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Zorb Map Prediction"));
	pg_extraction_free(x);
	x = run("Texture-Aware Glim Zorb Generation", "We propose ZorbNet.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Glim Zorb Generation"));
	pg_extraction_free(x);
	x = run("Weakly-Supervised Glim Zorb Segmentation", "We propose ZorbNet.");
	assert_true(fact_labelled(x, PG_REL_TASK, "Weakly-Supervised Glim Zorb Segmentation"));
	pg_extraction_free(x);
}

/* "we propose a Zorb Glim Network for ...": a name of capitalised words after
 * "a" is named, though a known model after "a" stays an instance of it ("we
 * propose a ConvLSTM with ...", "a Graph Neural Network for ...") */
static void test_capitalised_name_after_an_article(void **state)
{
	pg_extraction *x = run(NULL, "We propose a Zorb Glim Network for glim parsing.");
	assert_true(fact_labelled(x, PG_REL_PROPOSES, "Zorb Glim Network"));
	pg_extraction_free(x);
	x = run(NULL, "We propose a Graph Neural Network for glim parsing.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
	x = run(NULL, "We propose a ZorbLSTM with glims.");
	assert_int_equal(count_rel(x, PG_REL_PROPOSES), 0);
	pg_extraction_free(x);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_proposed_and_our_name_is_a_proposal),
		cmocka_unit_test(test_technique_modifier_is_the_known_node),
		cmocka_unit_test(test_background_examples_are_not_used),
		cmocka_unit_test(test_head_after_acronym_pair_and_citations),
		cmocka_unit_test(test_described_phrases_are_no_techniques),
		cmocka_unit_test(test_task_apposition_and_named_dataset_lists),
		cmocka_unit_test(test_named_new_task_is_no_proposal),
		cmocka_unit_test(test_name_before_a_based_compound_is_a_modifier),
		cmocka_unit_test(test_prior_name_before_a_head_is_the_kind),
		cmocka_unit_test(test_on_par_and_comparable_objects_are_compared),
		cmocka_unit_test(test_title_head_of_an_algorithm_is_no_task),
		cmocka_unit_test(test_shaped_name_with_words_after_results_on_is_a_dataset),
		cmocka_unit_test(test_digit_words_in_acronyms_and_means_for_a_task),
		cmocka_unit_test(test_object_using_a_tool_proposes_no_tool),
		cmocka_unit_test(test_problem_of_two_gerunds),
		cmocka_unit_test(test_named_scores_are_metrics),
		cmocka_unit_test(test_acronym_pair_before_dataset_head),
		cmocka_unit_test(test_math_object_pairs_are_terms),
		cmocka_unit_test(test_hardware_graphs_and_semicolon_lists),
		cmocka_unit_test(test_citations_are_no_names),
		cmocka_unit_test(test_names_measured_on_are_datasets),
		cmocka_unit_test(test_ampersand_inside_a_long_form),
		cmocka_unit_test(test_compare_list_with_margins),
		cmocka_unit_test(test_long_form_after_its_name),
		cmocka_unit_test(test_hyphenated_word_inside_a_long_form),
		cmocka_unit_test(test_versioned_names_before_a_dataset_head),
		cmocka_unit_test(test_our_phrase_and_problem_bracket_are_no_proposals),
		cmocka_unit_test(test_new_defined_name_is_a_proposal),
		cmocka_unit_test(test_versioned_name_extends_its_base),
		cmocka_unit_test(test_derived_and_own_version_names),
		cmocka_unit_test(test_name_led_by_a_number),
		cmocka_unit_test(test_called_after_use_cue_is_used),
		cmocka_unit_test(test_task_naming_a_component_is_no_task),
		cmocka_unit_test(test_acronym_long_form_by_initials),
		cmocka_unit_test(test_based_name_of_a_proposal_extends),
		cmocka_unit_test(test_analogue_and_counterpart_are_lineage),
		cmocka_unit_test(test_version_of_is_lineage),
		cmocka_unit_test(test_motivated_by_and_combinations_are_lineage),
		cmocka_unit_test(test_passive_proposal),
		cmocka_unit_test(test_describe_proposes),
		cmocka_unit_test(test_called_name_over_a_dataset_name),
		cmocka_unit_test(test_counted_instances_named_in_brackets),
		cmocka_unit_test(test_name_after_a_dash_is_the_proposal),
		cmocka_unit_test(test_adjective_compound_is_no_name),
		cmocka_unit_test(test_against_an_adversary_is_no_comparison),
		cmocka_unit_test(test_than_a_pronoun_is_no_comparison),
		cmocka_unit_test(test_attacks_studied_are_not_used),
		cmocka_unit_test(test_names_of_settings_are_no_methods),
		cmocka_unit_test(test_refer_to_as_names_a_proposal),
		cmocka_unit_test(test_bound_symbols_are_no_names),
		cmocka_unit_test(test_as_a_baseline_is_compared),
		cmocka_unit_test(test_opening_unlike_ends_at_its_comma),
		cmocka_unit_test(test_based_technique_is_used),
		cmocka_unit_test(test_large_language_models_are_used),
		cmocka_unit_test(test_name_after_new_head_is_proposed),
		cmocka_unit_test(test_counted_instances_are_no_proposal),
		cmocka_unit_test(test_variant_letter_and_lower_prefix_extend),
		cmocka_unit_test(test_generic_tasks_and_remedied_problems),
		cmocka_unit_test(test_background_example_tasks),
		cmocka_unit_test(test_in_terms_of_list_is_metrics),
		cmocka_unit_test(test_respectively_pairs_values),
		cmocka_unit_test(test_metric_before_its_value),
		cmocka_unit_test(test_percentage_measures_its_noun),
		cmocka_unit_test(test_reduced_number_of_is_a_metric),
		cmocka_unit_test(test_activity_performance_is_a_metric),
		cmocka_unit_test(test_activity_quality_is_a_metric),
		cmocka_unit_test(test_called_names_a_generic_acronym),
		cmocka_unit_test(test_claimed_name_is_proposed),
		cmocka_unit_test(test_proposals_listed_after_colon_or_dash),
		cmocka_unit_test(test_title_names_the_defined_proposal),
		cmocka_unit_test(test_title_cased_phrase_is_the_proposal),
		cmocka_unit_test(test_technique_in_own_voice_is_used),
		cmocka_unit_test(test_our_strategy_names_the_proposal),
		cmocka_unit_test(test_similar_measure_names_a_baseline),
		cmocka_unit_test(test_example_before_our_method_is_not_proposed),
		cmocka_unit_test(test_pair_named_a_problem_is_a_task),
		cmocka_unit_test(test_model_family_is_a_name),
		cmocka_unit_test(test_lower_case_long_form_with_acronym_is_a_name),
		cmocka_unit_test(test_introduced_plural_long_form_is_a_proposal),
		cmocka_unit_test(test_result_metric_is_the_governing_noun),
		cmocka_unit_test(test_result_from_baseline_and_when_clause),
		cmocka_unit_test(test_more_metric_names),
		cmocka_unit_test(test_problem_of_names_a_task),
		cmocka_unit_test(test_subject_is_a_problem_names_the_task),
		cmocka_unit_test(test_task_phrases_that_name_no_task),
		cmocka_unit_test(test_problem_phrase_drops_new_and_problem),
		cmocka_unit_test(test_open_problem_title),
		cmocka_unit_test(test_coordinated_tasks),
		cmocka_unit_test(test_dataset_modifier_is_no_evaluation),
		cmocka_unit_test(test_clauses_and_pointers_are_no_entities),
		cmocka_unit_test(test_during_and_among_end_phrases),
		cmocka_unit_test(test_property_of_a_phrase_is_no_use),
		cmocka_unit_test(test_named_parts_sharing_a_word_are_proposed),
		cmocka_unit_test(test_optimized_objective_and_another_are_no_tasks),
		cmocka_unit_test(test_graph_benchmarks_are_distinct_datasets),
		cmocka_unit_test(test_possessive_lexicon_phrases),
		cmocka_unit_test(test_bracketed_name_of_a_design_is_proposed),
		cmocka_unit_test(test_collected_dataset_is_proposed),
		cmocka_unit_test(test_family_of_defined_names_is_proposed),
		cmocka_unit_test(test_name_before_based_is_a_modifier),
		cmocka_unit_test(test_survey_field_and_code_host_are_no_proposals),
		cmocka_unit_test(test_subject_that_aims_is_a_task),
		cmocka_unit_test(test_title_for_task_takes_its_complement),
		cmocka_unit_test(test_title_for_deverbal_and_gerund_tasks),
		cmocka_unit_test(test_title_named_problems_are_tasks),
		cmocka_unit_test(test_name_lineage_needs_the_parent_apart),
		cmocka_unit_test(test_technique_past_number_or_build_words),
		cmocka_unit_test(test_speed_and_latency_are_two_metrics),
		cmocka_unit_test(test_time_phases_are_not_metrics),
		cmocka_unit_test(test_declined_techniques_are_not_used),
		cmocka_unit_test(test_contrast_openings_compare),
		cmocka_unit_test(test_remedied_problems_and_glosses_are_no_tasks),
		cmocka_unit_test(test_title_gerunds_on_models_and_studies),
		cmocka_unit_test(test_lineage_lists),
		cmocka_unit_test(test_metric_lists_joined_by_as_well_as),
		cmocka_unit_test(test_title_topic_is_no_proposal),
		cmocka_unit_test(test_paradigms_drawn_on_are_used),
		cmocka_unit_test(test_qualified_lexicon_acronyms),
		cmocka_unit_test(test_capitalised_word_opens_technique),
		cmocka_unit_test(test_listed_tasks_are_tasks),
		cmocka_unit_test(test_learning_framework_is_used),
		cmocka_unit_test(test_defined_component_is_a_proposed_part),
		cmocka_unit_test(test_the_x_problem_names_a_task),
		cmocka_unit_test(test_metric_phrase_before_metric),
		cmocka_unit_test(test_condition_number_is_no_result),
		cmocka_unit_test(test_or_simply_and_compared_examples),
		cmocka_unit_test(test_sized_checkpoint_is_a_backbone),
		cmocka_unit_test(test_speed_metric_and_its_verb),
		cmocka_unit_test(test_field_tasks_are_not_tasks),
		cmocka_unit_test(test_compare_lower_case_phrase_and_comparable),
		cmocka_unit_test(test_compare_phrase_after_adverb_and_bracket),
		cmocka_unit_test(test_opening_definition_of_a_technique_is_used),
		cmocka_unit_test(test_long_form_with_task_head_is_a_task),
		cmocka_unit_test(test_bare_acronym_alone_is_not_used),
		cmocka_unit_test(test_use_verb_takes_lower_case_techniques),
		cmocka_unit_test(test_lineage_to_lower_case_method_and_listed_proposals),
		cmocka_unit_test(test_parts_of_a_proposal_are_proposed),
		cmocka_unit_test(test_proposed_dataset_is_evaluated_on),
		cmocka_unit_test(test_title_head_names_a_task),
		cmocka_unit_test(test_title_head_of_verbal_nouns),
		cmocka_unit_test(test_own_variants_are_no_uses),
		cmocka_unit_test(test_compared_paradigms),
		cmocka_unit_test(test_title_gerund_names_a_task),
		cmocka_unit_test(test_dataset_head_before_a_list),
		cmocka_unit_test(test_reduction_over_a_baseline),
		cmocka_unit_test(test_lift_or_boost_over_a_baseline),
		cmocka_unit_test(test_title_means_are_used),
		cmocka_unit_test(test_use_of_what_a_model_offers),
		cmocka_unit_test(test_name_qualifying_a_task_is_not_used),
		cmocka_unit_test(test_used_technique_named_by_its_head),
		cmocka_unit_test(test_measure_qualifying_a_noun_is_no_metric),
		cmocka_unit_test(test_build_upon_is_no_proposal),
		cmocka_unit_test(test_appositive_after_compare_cue_is_no_proposal),
		cmocka_unit_test(test_broader_task_inside_a_narrower_one),
		cmocka_unit_test(test_result_metric_before_by_and_speed),
		cmocka_unit_test(test_unnamed_gain_is_performance),
		cmocka_unit_test(test_bound_after_by_keeps_the_measure),
		cmocka_unit_test(test_share_saved_and_increase_of),
		cmocka_unit_test(test_fraction_is_a_value),
		cmocka_unit_test(test_range_is_two_results),
		cmocka_unit_test(test_ratio_counts_its_noun),
		cmocka_unit_test(test_second_edition_of_a_data_set),
		cmocka_unit_test(test_extended_to_a_new_name),
		cmocka_unit_test(test_name_after_a_head_noun),
		cmocka_unit_test(test_than_using_names_a_baseline),
		cmocka_unit_test(test_title_beyond_names_a_baseline),
		cmocka_unit_test(test_compare_cue_before_a_modifier_is_a_use),
		cmocka_unit_test(test_name_with_digits_listed_with_data_sets),
		cmocka_unit_test(test_odd_member_of_a_cited_data_set_list),
		cmocka_unit_test(test_languages_and_diseases_are_not_methods),
		cmocka_unit_test(test_simulator_is_evaluated_on),
		cmocka_unit_test(test_math_outside_dollars_names_nothing),
		cmocka_unit_test(test_name_with_and_without_hyphen_is_one),
		cmocka_unit_test(test_hyphenated_part_of_a_proposal_is_proposed),
		cmocka_unit_test(test_subject_said_to_be_a_task),
		cmocka_unit_test(test_method_for_names_a_task),
		cmocka_unit_test(test_versioned_data_set_name),
		cmocka_unit_test(test_name_after_a_singular_dataset_head),
		cmocka_unit_test(test_proposed_dataset_named_by_appositive_or_title),
		cmocka_unit_test(test_known_names_keep_coined_single_words),
		cmocka_unit_test(test_known_names_in_another_case_are_mentions),
		cmocka_unit_test(test_technique_after_using_word_is_used),
		cmocka_unit_test(test_performed_technique_is_used),
		cmocka_unit_test(test_technique_is_never_proposed),
		cmocka_unit_test(test_defined_acronym_overrides_technique),
		cmocka_unit_test(test_modified_technique_is_extended),
		cmocka_unit_test(test_lineage_by_anaphor_description_and_derivation_noun),
		cmocka_unit_test(test_proposed_title_head_is_no_task),
		cmocka_unit_test(test_spelled_and_shortened_own_names_are_no_uses),
		cmocka_unit_test(test_title_head_of_task_nouns),
		cmocka_unit_test(test_task_lists_of_and_before_a_setting),
		cmocka_unit_test(test_used_family_of_models),
		cmocka_unit_test(test_apostrophe_years_in_names),
		cmocka_unit_test(test_metric_lists),
		cmocka_unit_test(test_prediction_kinds_before_tasks),
		cmocka_unit_test(test_based_on_a_technique_is_a_use),
		cmocka_unit_test(test_technique_said_of_the_proposal_is_used),
		cmocka_unit_test(test_names_evaluated_on_are_datasets),
		cmocka_unit_test(test_task_list_before_a_component_head),
		cmocka_unit_test(test_compared_learning_paradigms_and_closed_gaps),
		cmocka_unit_test(test_criticised_prior_work_is_compared),
		cmocka_unit_test(test_named_after_a_dataset_head_is_a_dataset),
		cmocka_unit_test(test_version_lists_name_one_dataset_each),
		cmocka_unit_test(test_measure_after_a_change_word_is_a_metric),
		cmocka_unit_test(test_known_dataset_with_a_capitalised_word_is_one),
		cmocka_unit_test(test_listed_long_form_is_one_name),
		cmocka_unit_test(test_own_artefact_with_a_plural_head),
		cmocka_unit_test(test_inspired_by_a_technique_is_lineage),
		cmocka_unit_test(test_compared_names_in_brackets_after_classes),
		cmocka_unit_test(test_measure_at_a_cutoff),
		cmocka_unit_test(test_title_gerund_clauses_name_no_task),
		cmocka_unit_test(test_title_task_past_its_guidance),
		cmocka_unit_test(test_capitalised_name_after_an_article),
		cmocka_unit_test(test_title_run_before_generic_head),
		cmocka_unit_test(test_variant_of_a_technique_in_a_list),
		cmocka_unit_test(test_percentage_before_across),
		cmocka_unit_test(test_listed_measures_share_a_change),
		cmocka_unit_test(test_paradigms_listed_after_a_use),
		cmocka_unit_test(test_marked_items_of_a_proposal_list),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
