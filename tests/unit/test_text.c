/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of sentence splitting, cleaning and tokenization (text.c). */
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "extract/text.h"

static pg_text *analyse(const char *s)
{
	pg_text *t = NULL;
	assert_int_equal(pg_text_new(s, strlen(s), &t), PG_OK);
	assert_non_null(t);
	return t;
}

/* Returns the index of the first token equal to w, or -1. */
static long find_tok(const pg_text *t, const char *w)
{
	for (size_t i = 0; i < t->n_toks; i++)
		if (pg_text_tok_is(t, i, w))
			return (long)i;
	return -1;
}

static void test_splits_plain_sentences(void **state)
{
	pg_text *t = analyse("Cats sleep. Dogs bark! Do birds sing? Yes.");
	assert_int_equal(t->n_sents, 4);
	assert_int_equal(t->sents[0].start, 0);
	assert_int_equal(t->sents[0].end, 11);
	assert_int_equal(t->sents[1].start, 12);
	pg_text_free(t);
}

static void test_abbreviations_do_not_split(void **state)
{
	pg_text *t = analyse("Several losses (e.g. hinge, i.e. margin based) were studied by Smith et al. in 2020. "
			     "Results differ vs. Fig. 3 of the survey. The end.");
	assert_int_equal(t->n_sents, 3);
	assert_true(find_tok(t, "e.g.") >= 0);
	assert_true(find_tok(t, "i.e.") >= 0);
	assert_true(find_tok(t, "al.") >= 0);
	pg_text_free(t);
}

static void test_decimals_stay_whole(void **state)
{
	pg_text *t = analyse("The score rose to 3.5 and then 14,000 runs finished. Next sentence.");
	assert_int_equal(t->n_sents, 2);
	long i = find_tok(t, "3.5");
	assert_true(i >= 0);
	assert_int_equal(t->toks[i].kind, PG_TOK_NUMBER);
	assert_true(find_tok(t, "14,000") >= 0);
	pg_text_free(t);
}

/* "xGlim&CO", "Zorb&Tanks": one name; "Q&A", "R&D" and "A & B" stay apart */
static void test_ampersand_inside_a_name(void **state)
{
	pg_text *t = analyse("We test on xGlim&CO and Zorb&Tanks, answer Q&A posts and fund R&D for cats & dogs.");
	assert_true(find_tok(t, "xGlim&CO") >= 0);
	assert_true(find_tok(t, "Zorb&Tanks") >= 0);
	assert_true(find_tok(t, "Q&A") < 0);
	assert_true(find_tok(t, "R&D") < 0);
	assert_true(find_tok(t, "cats") >= 0);
	pg_text_free(t);
	/* versions are two names: "Zorb-V1&V2" */
	t = analyse("We test on Zorb-V1&V2 today.");
	assert_true(find_tok(t, "Zorb-V1") >= 0);
	assert_true(find_tok(t, "V2") >= 0);
	pg_text_free(t);
}

/* "R@1", "Hits@10", "NDCG@K": a cut-off stays on the measure's name; an address
 * ("zorb@glim") and a lone "@" do not join */
static void test_cutoff_after_a_measure(void **state)
{
	pg_text *t = analyse("It reaches 64.4% R@1, 12% Hits@10 and a better NDCG@K; mail zorb@glim or @ us.");
	assert_true(find_tok(t, "R@1") >= 0);
	assert_true(find_tok(t, "Hits@10") >= 0);
	assert_true(find_tok(t, "NDCG@K") >= 0);
	assert_true(find_tok(t, "zorb@glim") < 0);
	assert_true(find_tok(t, "zorb") >= 0);
	pg_text_free(t);
}

static void test_etc_ends_a_sentence_before_a_capital(void **state)
{
	pg_text *t = analyse("We use apples, pears, etc. Then we stop.");
	assert_int_equal(t->n_sents, 2);
	pg_text_free(t);
}

static void test_latex_wrappers_and_math_are_unwrapped(void **state)
{
	const char *s = "We act on $\\mathrm{SE(3)}$ with \\texttt{Quill} at $4$/$4$-bit and $58.2\\%$ ok.";
	pg_text *t = analyse(s);
	assert_non_null(strstr(t->clean, "SE(3)"));
	assert_non_null(strstr(t->clean, "58.2%"));
	long q = find_tok(t, "Quill");
	assert_true(q >= 0);
	assert_true(t->toks[q].flags & PG_TOKF_EMPH);
	/* the token maps back to the original bytes of the name */
	size_t os = pg_text_orig_start(t, t->toks[q].s);
	assert_memory_equal(s + os, "Quill", 5);
	long four = find_tok(t, "4");
	assert_true(four >= 0);
	assert_true(t->toks[four].flags & PG_TOKF_MATH);
	pg_text_free(t);
	/* sub- and superscripts in text mode are part of the word: "MT-CO\textsubscript{2}OL" */
	t = analyse("We propose ZT-CO\\textsubscript{2}OL and Zorb\\textsuperscript{+} today.");
	assert_true(find_tok(t, "ZT-CO2OL") >= 0);
	assert_null(strstr(t->clean, "textsub"));
	assert_null(strstr(t->clean, "textsuper"));
	pg_text_free(t);
}

static void test_undefined_macro_becomes_a_name(void **state)
{
	pg_text *t = analyse("Finally, \\zapper beats all.");
	long i = find_tok(t, "zapper");
	assert_true(i >= 0);
	assert_true(t->toks[i].flags & PG_TOKF_MACRO);
	pg_text_free(t);
}

/* quotation and list commands are layout, not names: their text stays */
static void test_layout_commands_are_no_names(void **state)
{
	pg_text *t = analyse("Teams are \\enquote{sets of zorbs}. \\beginitemize \\item We prove a bound. "
			     "\\enditemize \\begin{enumerate} \\item Glims. \\end{enumerate}");
	assert_int_equal(find_tok(t, "enquote"), -1);
	assert_int_equal(find_tok(t, "beginitemize"), -1);
	assert_int_equal(find_tok(t, "enditemize"), -1);
	assert_int_equal(find_tok(t, "item"), -1);
	assert_int_equal(find_tok(t, "enumerate"), -1);
	assert_true(find_tok(t, "sets") >= 0);
	assert_true(find_tok(t, "bound") >= 0);
	pg_text_free(t);
	/* near miss: a macro of the paper's own stays a name */
	t = analyse("Finally, \\enquotex beats all.");
	assert_true(find_tok(t, "enquotex") >= 0);
	pg_text_free(t);
}

static void test_markdown_emphasis(void **state)
{
	pg_text *t = analyse("We call it **Blink-Net** (*e.g.* fast).");
	long i = find_tok(t, "Blink-Net");
	assert_true(i >= 0);
	assert_true(t->toks[i].flags & PG_TOKF_EMPH);
	assert_true(find_tok(t, "e.g.") >= 0);
	assert_null(strchr(t->clean, '*'));
	pg_text_free(t);
}

static void test_unicode_punctuation(void **state)
{
	/* curly quotes, en dash, times sign, down arrow, Greek letter */
	pg_text *t = analyse("The \xE2\x80\x9C" "fast" "\xE2\x80\x9D model\xE2\x80\x99s 2\xC3\x97 gain (1.2\xE2\x86\x93) "
			     "at \xCE\xB5" "-greedy 10\xE2\x80\x93" "20.");
	assert_non_null(strstr(t->clean, "\"fast\""));
	assert_non_null(strstr(t->clean, "2x"));
	assert_true(find_tok(t, "'s") >= 0);
	long a = find_tok(t, "\xE2\x86\x93");
	assert_true(a >= 0);
	assert_int_equal(t->toks[a].kind, PG_TOK_SYMBOL);
	assert_true(find_tok(t, "\xCE\xB5-greedy") >= 0);
	assert_true(find_tok(t, "10-20") >= 0);
	pg_text_free(t);
}

static void test_latex_arrows_and_times(void **state)
{
	pg_text *t = analyse("A drop of 2.1$\\downarrow$ and a 3$\\times$ speedup.");
	assert_true(find_tok(t, "\xE2\x86\x93") >= 0);
	assert_true(find_tok(t, "3x") >= 0);
	pg_text_free(t);
}

static void test_hyphenated_and_versioned_words_are_one_token(void **state)
{
	pg_text *t = analyse("Both Zeta-V2 and Quux-7B use state-of-the-art pre- and post-processing.");
	assert_true(find_tok(t, "Zeta-V2") >= 0);
	assert_true(find_tok(t, "Quux-7B") >= 0);
	assert_true(find_tok(t, "state-of-the-art") >= 0);
	assert_true(find_tok(t, "pre") >= 0);
	pg_text_free(t);
}

static void test_urls_are_opaque(void **state)
{
	pg_text *t = analyse("Code is at https://example.org/a.b/c. Next one.");
	assert_int_equal(t->n_sents, 2);
	long i = find_tok(t, "https://example.org/a.b/c");
	assert_true(i >= 0);
	assert_int_equal(t->toks[i].kind, PG_TOK_SYMBOL);
	pg_text_free(t);
	/* an address without its scheme is one too; "and/or" and "w.r.t." are words */
	t = analyse("Code is at github.com/ZorbLab/GlimNet. It holds for and/or gates w.r.t. inputs.");
	assert_int_equal(t->n_sents, 2);
	i = find_tok(t, "github.com/ZorbLab/GlimNet");
	assert_true(i >= 0);
	assert_int_equal(t->toks[i].kind, PG_TOK_SYMBOL);
	assert_true(find_tok(t, "ZorbLab") < 0);
	assert_true(find_tok(t, "and") >= 0);
	pg_text_free(t);
}

static void test_odd_bytes_do_not_crash(void **state)
{
	const char s[] = "\xff\xfe$\\\\{{}}**\x80\xc3 $ \\ ";
	pg_text *t = analyse(s);
	assert_true(t->clean_len <= 4 * sizeof s);
	pg_text_free(t);
	t = analyse("");
	assert_int_equal(t->n_sents, 0);
	assert_int_equal(t->n_toks, 0);
	pg_text_free(t);
	pg_text_free(NULL);
}

static void test_sentence_offsets_cover_original(void **state)
{
	const char *s = "First $x$ here. Second \\textbf{bold} one.";
	pg_text *t = analyse(s);
	assert_int_equal(t->n_sents, 2);
	assert_int_equal(t->sents[1].start, 16);
	assert_int_equal(t->sents[1].end, strlen(s));
	pg_text_free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_splits_plain_sentences),
		cmocka_unit_test(test_abbreviations_do_not_split),
		cmocka_unit_test(test_decimals_stay_whole),
		cmocka_unit_test(test_ampersand_inside_a_name),
		cmocka_unit_test(test_cutoff_after_a_measure),
		cmocka_unit_test(test_etc_ends_a_sentence_before_a_capital),
		cmocka_unit_test(test_latex_wrappers_and_math_are_unwrapped),
		cmocka_unit_test(test_undefined_macro_becomes_a_name),
		cmocka_unit_test(test_layout_commands_are_no_names),
		cmocka_unit_test(test_markdown_emphasis),
		cmocka_unit_test(test_unicode_punctuation),
		cmocka_unit_test(test_latex_arrows_and_times),
		cmocka_unit_test(test_hyphenated_and_versioned_words_are_one_token),
		cmocka_unit_test(test_urls_are_opaque),
		cmocka_unit_test(test_odd_bytes_do_not_crash),
		cmocka_unit_test(test_sentence_offsets_cover_original),
	};
	return PG_RUN_TESTS(tests);
}
