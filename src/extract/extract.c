/* SPDX-License-Identifier: Apache-2.0 */
/* Rule-based extraction of methods, tasks, data sets, metrics, results and
 * lineage from one abstract: the pipeline that runs the rules of rules_*.c,
 * the entities, facts and mentions they build, and the clean-up at the end. */

/*
 * The rule pipeline, and why it runs in this order
 * ================================================
 *
 * Every rule is a small scan over tokens with fixed word lists; there are no
 * regular expressions and every lexicon lookup is a hash probe, so one
 * abstract costs a few passes over a few hundred tokens. The sections below
 * are in the order pg_extract_paper() runs them; each names its file.
 *
 * 1. Text (text.c, cues.c). The abstract is rewritten into a clean text with
 *    a byte map back to the original: LaTeX wrappers, math delimiters,
 *    markdown emphasis and curly punctuation are gone, so every later rule
 *    sees "Zeta2-7B" and "12.5 %" whatever the source looked like. Tokens keep
 *    flags (emphasised, undefined macro, inside math) that the name rules use.
 *    A table built once (cues.c) maps each lower-cased token to the cue lists
 *    that hold it, so the rules test list membership with one bit.
 *
 * 2. Lexicon mentions (rules_lexicon.c). Greedy longest match of data sets,
 *    metrics, task phrases and established techniques (data set wins over
 *    metric over task over technique), stopping as soon as no longer phrase
 *    can match. A technique ("stochastic gradient descent", "GAN",
 *    methods.tsv) is a method mention that is never the paper's proposal; in
 *    lower case it takes a role through a cue ("learned by ...", "trained
 *    with ..."); any form, without a cue, is used in a sentence in the paper's
 *    own voice ("we derive a bound with conjugate gradients"), except steps
 *    nearly every paper takes ("fine-tuning"); a definition in the text
 *    ("camera-radar fusion (CRF)", "a dataset called SVD") overrides the
 *    lexicon's sense of the acronym (a lower-case long form naming no data,
 *    "linear ranking analysis (LRA)", in the whole abstract), and so does a
 *    title naming the paper's
 *    own artefact ("PCA: Partial Cue Alignment"). A second number after a
 *    data set's edition names a second edition ("PASCAL VOC 2007/2012",
 *    "CIFAR-10/100"; not "VOC 2007 and 22.4 mAP"). It runs first because curated
 *    knowledge beats shape: "SVHN" is a data set, not a method, and "Active
 *    Learning (AL)" is a task, so its acronym must not become a method later.
 *    A metric or task word inside a run of capitalised words ("Predictive
 *    Correlation Screening") is part of a name and is not tagged. Names
 *    before a data set head ("the FooQA dataset", "A, B and C benchmarks") or
 *    listed after one ("three benchmarks (A, B, C)") are data sets.
 *
 * 3. Acronym definitions (rules_acronyms.c). "Long Form (LF)" pairs are found
 *    with the Schwartz-Hearst right-to-left letter match. The pair becomes one
 *    entity, label = long form, alt = acronym, key = the acronym's slug, and
 *    every later bare acronym refers to it. The kind follows the long form: a
 *    lexicon phrase gives that entity ("RL"), a long form ending in a task
 *    phrase or in a task noun is a task ("Weakly Supervised Semantic
 *    Segmentation (WSSS)", "Foo Face Detection (FFD)", "Learning from X (LX)"),
 *    one ending in "dataset"/"benchmark" is a new data set, anything else a
 *    method. Generic pairs (LLMs, DNNs, "... Methods (XMs)") are remembered
 *    but never get a role. Two exceptions: a long form that is the object of
 *    a proposing or naming verb ("we introduce a new approach, dubbed Spectral
 *    Knowledge Distillation (SKD)") is a coined method even though it ends in
 *    a task phrase, unless a problem noun governs it ("the problem of ...",
 *    "a setting called ..."); and a pair followed by an appositive naming a
 *    problem ("..., a novel segmentation problem") is a task whatever its
 *    words. A long form in brackets after the name it spells out ("GLOB
 *    (Glimmed Operators for Bounded Regions)") is no name of its own; once
 *    step 4 has found the name, it becomes the name's alt (step 4a).
 *
 * 4. Name shapes (rules_names.c). Remaining tokens are judged by shape:
 *    CamelCase, inner capitals, acronyms, letters mixed with digits,
 *    undefined LaTeX macros and emphasised words are strong names; a lone
 *    capitalised word that does not start the sentence is a weak name (it
 *    needs a role cue to count). Stop words (not-methods.tsv),
 *    sentence-initial capitals, author names (before "et al." or "'s"), math
 *    variables, settings like W4A4 and sizes like 7B are rejected. Versions,
 *    sizes and following capitalised words are absorbed ("Zeta 2", "Foo V2",
 *    "Oscillatory Fourier Neural Network"), and -based/-style suffixes are
 *    peeled off strong names. Then an unknown all-capital name listed with two
 *    or more known data sets ("on PTB, QZTB, and UD") is a data set, and a
 *    metric word that names a training term ("a perplexity loss") is no
 *    metric.
 *
 * 4b. Known names (rules_known.c). In build and add, a first pass over the
 *    whole input collects the coined names papers propose ("FooNet", "Zorb2";
 *    extract/known.h); a word spelling one of them in another case
 *    ("compared with foonet", "Foonet is slow.") is a strong mention of that
 *    method or data set here, and the rules below give it its role.
 *
 * 5. Proposals (rules_roles.c), a first pass over the sentences, so that
 *    every later rule knows what the paper proposes: "we propose/present/
 *    introduce X" (the first name of the object phrase, with its coordinated
 *    list, skipping modifiers like "Dropout-like" and deferring to a later
 *    "called Y"; a list of names after a colon or dash that ends the object
 *    phrase: "two measures based on X---Foo and Bar"; the name after a head
 *    noun, "a new EP-MCMC algorithm PART", one entity with the words it spells,
 *    "a Training-Free Debiasing framework TFD"), "X, or Y for short", "X or
 *    simply Y" (one entity), "X, a novel ...", "our method, X" ("our method
 *    PDC achieves" when no lexicon knows the name),
 *    "called/named/dubbed X" (but "we adopt a state-of-the-art method, called
 *    X" names prior art, used: a use cue or a prior-art word before the naming
 *    verb, and no propose verb or "our" in the clause), and a coined name in brackets closing a
 *    we-propose clause, "we ... by introducing X", and "the resulting
 *    algorithm, called X" even without "we". After the pass, in a paper that
 *    proposes something, a name defined with its acronym and introduced as a
 *    component ("a stacked foo (SF) module") is a part of the proposal unless a
 *    use or compare cue comes first in its sentence.
 *
 * 6. Title (rules_title.c). "Name: what it does" proposes Name (leading
 *    articles and a trailing "Dataset" dropped; "Beyond X:" and "Towards X:"
 *    are not names; a name the abstract never mentions is dropped when the
 *    abstract reads as an analysis only: "we study / compare / review",
 *    nothing proposed, new or "ours", and no data set in the title); task
 *    phrases of the title, a "for <...> Detection" phrase, or the title's head
 *    up to its first preposition when it ends in a task noun ("Human Motion
 *    Prediction via ..."; a leading verb the abstract drops is no part of it:
 *    "Reframing Image Difference Captioning"), are tasks.
 *
 * 7. Comparisons and uses (rules_roles.c), a second pass over the sentences,
 *    which also collects the lineage cues of 8. Compares: outperforms / than /
 *    vs / compared with / baselines / a gain, lift or boost over / "than
 *    (simply) using X" (not "rather than"), up to the next clause ("..., and
 *    achieves"), a lower-case method phrase right after a strong cue ("compared
 *    to inertial block descent", "than the widely used strictly greedy
 *    sampling strategy"; an optional word in brackets stays inside the phrase), "comparable results to / competitive with X",
 *    the examples in "unlike other regularizers such as foo smoothing" (compared,
 *    not used); a name qualifying a class ("exceeds prior FOO methods") is no
 *    baseline and not used by default.
 *    Uses: using / leverages / such as X, and lower-case method
 *    phrases after such cues that end in a method head noun ("by block
 *    coordinate descent", "using a denoising autoencoder", "through a foo
 *    perturbation technique"; after a strong verb "<x> learning" too:
 *    "by combining contrastive learning with"); a task phrase that is the object of a using verb,
 *    or an example after "techniques such as" in the paper's own voice, is a
 *    used method in that sentence ("by utilizing knowledge distillation"), and
 *    so is a "... learning" task phrase named as the framework or strategy of
 *    the paper's own work ("in a foo learning (FL) framework"), and
 *    one opening a sentence that defines it as a technique ("Domain
 *    adaptation is a technique for ...").
 *    After the pass (rules_own.c), a coined name the paper's findings report
 *    results for ("experiments show that ZBF outperforms ...") is proposed,
 *    unless compared with or used above, an abbreviation of a proposal
 *    ("PerAct" after the title's "Perceiver-Actor"), or in a paper that
 *    releases a data set.
 *
 * 8. Lineage (rules_lineage.c). Starting from, builds on, on top of, extends,
 *    extension/variant/generalization/analogue/counterpart/adaptation/
 *    modification of (or to), inherits ... of, based on, inspired by,
 *    improves upon X (and "we extend X to Y": Y is the proposal), only when
 *    "we" (or the named proposal) governs the
 *    verb, never when negated or when the sentence introduces a data set,
 *    nor (but for extend/variant) when the object is a sized checkpoint
 *    ("Foo based on Bar-11B": a backbone, used);
 *    relative clauses whose antecedent is the older method ("X, upon which we
 *    build", "X, building on which we propose", "X, which we extend"); an
 *    "X-based" modifier of the proposal itself ("we introduce Foo, a
 *    Bar-based parser"); and names: a proposal whose written-out name is
 *    another method's name with modifiers in front ("accelerated lattice
 *    gradient descent" after "lattice gradient descent") extends it, unless
 *    that name ends in a problem word ("... Detection"). Lineage objects are
 *    collected in the pass of 7 and given their subject after the pass of 9
 *    and 10, because the proposal is often named after the sentence that
 *    states its origin. Versioned and derived names: "Foo++", "Foo v2",
 *    "Foo-L" extend a Foo of the text, and so does "Pre-Foo" where the text
 *    writes "Foo-like" (or -based, -style, -type); the paper's own "Foo++" or
 *    "Foo v2" of its proposal Foo is proposed too.
 *    Before that (9b, rules_title.c), once every role cue is read: a name the
 *    abstract defines with its acronym after its first sentence, neither used
 *    nor compared with nor the object of a preposition, whose words start the
 *    title ("Born Twice Networks" over "these Born-Twice Networks (BTNs)
 *    outperform ..."), is proposed.
 *
 * 8b. Data sets measured on (rules_names.c), after the role passes: an unknown
 *    single name with a second capital or a digit in the "on" phrase of a number
 *    ("4.7% on GLIMCAP and 5.5% on QORD") is a data set, its use and compare
 *    facts evaluated-on facts; names shaped as models ("ZorbNet-50", "Zorb-7B",
 *    "GlimBERT") stay methods.
 *
 * 9. Claimed results (rules_results.c), a third pass over the sentences,
 *    together with 10. Numbers with a unit (%, x, times, -fold, points) or
 *    decimals next to a metric become results; years, counts of things,
 *    fractions, proportions ("10% of the data"), operating points ("at 95%
 *    recall", "when the recall is 95%") and numbers glued into formulas do not. Deltas marked with arrows are skipped, "vs 41.3 in
 *    Foo" (or "..., beating the Foo baseline 52.3%") fills the baseline of
 *    the result just before and "from A to B"
 *    makes A the baseline of B, as does each later "and C to D" of the list.
 *    Kind comes from the words around the number (a reducing verb beats
 *    "by"; by/margin/improves -> improvement, less/fewer/reduction ->
 *    reduction) and is shared along a list ("7% on recall, 3% on
 *    precision"). The metric is the nearest metric in the same phrase after
 *    the number (or in brackets right after it: "65% (AP)"), then before it, then "in terms of", then the noun phrase
 *    after "reduction in"/"on" or after a ratio's comparative ("17 times
 *    fewer parameters"), then the nearest in the sentence; a number
 *    with no metric is no result. A number word with a ratio and a comparison
 *    ("ten times faster", "two-fold fewer") is a value too; "ten times larger"
 *    (a size) is not. A metric written onto its value ("2.5mAP")
 *    is the result's metric; in "improve X by 12% on A and 5% on B" the "on"
 *    phrases are conditions and the later item measures X too.
 *
 * 10. Task phrases (rules_tasks.c). The words before "tasks" name a task
 *    ("graph reasoning tasks"; "speech and vision tasks" names two) unless
 *    they are vague ("downstream", "various") or already a mention, or a field
 *    alone ("vision tasks"), as do the words between "the" and "problem" ("the
 *    shifted zorb allocation problem", not "the dual problem"); "the problem / task
 *    of <noun phrase>" names a task
 *    up to the next clause or preposition ("the problem of foo alignment"),
 *    and so does a sentence's subject said to be a task ("Foo prediction is a
 *    critical task in ..."), and in our voice the noun phrase after "<method
 *    noun> for" ("a new method for aligning foo spectra"). The lower-case
 *    phrases listed after "tasks, including", "applications such as" or
 *    "tasks:" are tasks too ("NLP tasks, including foo tagging and bar linking").
 *    Likewise the words before "metric(s)" name a metric ("standard zorbing
 *    metrics", "the L2 metric"; not "several evaluation metrics", "metric
 *    learning" or a learned metric), and a name qualifying it is not used. In
 *    a sentence that claims a change (improves, better, outperforms ...),
 *    "<activity noun> performance" or "... quality" is a metric ("separation
 *    performance", "convergence performance", "restoration quality"; not
 *    "promising performance"), and so is
 *    what a reducing verb counts down ("halves the number of gradient steps").
 *
 * 11. Defaults (this file). Strong method names with no role are "uses"
 *    (not a bare capital acronym of up to four letters that nothing defines
 *    nor a head noun precedes: "CAD", "HIV" name things, rarely methods, "the
 *    pre-trained model CLIP" a model);
 *    data sets, metrics and tasks mentioned are evaluated on, used,
 *    addressed (not a task naming a component's job: "a depth estimation
 *    network", "a clustering strategy"; not a metric the lexicon marks
 *    "context", a common word such as "sparsity", outside a sentence that
 *    measures or claims); a proposal named right after a data set head ("we build a new
 *    dataset -- Foo") is a data set, and every proposed data set is evaluated on
 *    too. A proposal is never also used or compared with. Facts are
 *    de-duplicated and entities nobody refers to are dropped.
 */
#include "extract/extract.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/hash.h"
#include "extract/rules.h"

/* ---- keys, entities and facts */

/* Writes the identity slug of text[0..n) into out (cap >= 2*n + 16). */
void pgx_make_key(const char *s, size_t n, char *out, size_t cap)
{
	size_t len = 0;
	size_t run_start = 0;
	bool in_run = false;
	bool prev_run_letter_end = false;
	size_t i = 0;
	while (i <= n) {
		int ch = i < n ? (unsigned char)s[i] : ' ';
		if (pg_ascii_is_alnum(ch)) {
			if (!in_run) {
				/* find the run to decide how it joins the previous one */
				size_t j = i;
				bool all_digits = true;
				while (j < n && pg_ascii_is_alnum((unsigned char)s[j])) {
					if (!pg_ascii_is_digit((unsigned char)s[j]))
						all_digits = false;
					j++;
				}
				bool version = (pg_ascii_lower(ch) == 'v' && j - i >= 2 && pg_ascii_is_digit((unsigned char)s[i + 1]));
				for (size_t k = i + 1; version && k < j; k++)
					if (!pg_ascii_is_digit((unsigned char)s[k]))
						version = false;
				if (len > 0) {
					bool glue = (all_digits && prev_run_letter_end) || version;
					if (!glue && len + 1 < cap)
						out[len++] = '-';
				}
				run_start = len;
				in_run = true;
			}
			if (len + 1 < cap)
				out[len++] = (char)pg_ascii_lower(ch);
		} else if (ch == '+' && in_run && (i + 1 >= n || !pg_ascii_is_alnum((unsigned char)s[i + 1]))) {
			/* a trailing version mark: "Foo++" is "foopp", not Foo itself */
			if (len + 1 < cap)
				out[len++] = 'p';
		} else if (in_run) {
			in_run = false;
			prev_run_letter_end = len > run_start && !pg_ascii_is_digit((unsigned char)out[len - 1]);
		}
		i++;
	}
	/* fold a plural ending of the last word: "Gaussian Processes", "LLMs" */
	if (len > 3 && out[len - 1] == 's' && out[len - 2] != 's' && out[len - 2] != 'u' &&
	    out[len - 2] != 'i' && len - run_start > 3) {
		/* only when the surface ends in a lower-case s */
		if (n && s[n - 1] == 's')
			len--;
	}
	if (len == 0) {
		uint32_t h = pg_hash32(s, n);
		static const char hex[] = "0123456789abcdef";
		out[len++] = 'u';
		for (int k = 7; k >= 0 && len + 1 < cap; k--)
			out[len++] = hex[(h >> (k * 4)) & 15];
	}
	out[len] = '\0';
}

/* Copies a label, trimming spaces and stray punctuation at the ends. */
static char *dup_label(const char *s, size_t n)
{
	while (n && (*s == ' ' || *s == '-' || *s == '"' || *s == '\''))
		s++, n--;
	while (n && (s[n - 1] == ' ' || s[n - 1] == '-' || s[n - 1] == '"' || s[n - 1] == '\'' ||
		     s[n - 1] == ',' || s[n - 1] == '.'))
		n--;
	/* collapse runs of spaces */
	char *p = malloc(n + 1);
	if (!p)
		return NULL;
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == ' ' && k && p[k - 1] == ' ')
			continue;
		p[k++] = s[i];
	}
	p[k] = '\0';
	return p;
}

/* Are keys a and b the same but for hyphens ("zb-net", "zbnet"), with at least
 * four other characters? */
static bool same_but_hyphens(const char *a, const char *b)
{
	size_t n = 0;
	for (;;) {
		while (*a == '-')
			a++;
		while (*b == '-')
			b++;
		if (*a != *b)
			return false;
		if (!*a)
			return n >= 4;
		a++, b++, n++;
	}
}

int pgx_find_entity(const ctx *c, pg_entity_kind kind, const char *key)
{
	for (size_t i = 0; i < c->x->n_entities; i++)
		if (c->x->entities[i].kind == kind && strcmp(c->x->entities[i].key, key) == 0)
			return (int)i;
	/* a method written out in full refers to its acronym pair: match the label too */
	for (size_t i = 0; i < c->x->n_entities; i++)
		if (c->x->entities[i].kind == kind && c->label_keys && c->label_keys[i] &&
		    strcmp(c->label_keys[i], key) == 0)
			return (int)i;
	/* one paper writing a name with and without a hyphen ("ZB-Net", "ZBNet") */
	for (size_t i = 0; i < c->x->n_entities; i++)
		if (c->x->entities[i].kind == kind && same_but_hyphens(c->x->entities[i].key, key))
			return (int)i;
	return -1;
}

void pgx_forget_label_key(ctx *c, int e)
{
	if (e < 0 || (size_t)e >= c->n_label_keys)
		return;
	free(c->label_keys[e]);
	c->label_keys[e] = NULL;
}

/* Sets en's alternative name to a copy of alt (an bytes), unless it is empty or
 * only the label again in another case. */
static void set_alt(ctx *c, pg_entity *en, const char *alt, size_t an)
{
	if (!alt || !an)
		return;
	en->alt = dup_label(alt, an);
	if (!en->alt)
		c->oom = true;
	else if (en->label && strcasecmp(en->alt, en->label) == 0) {
		free(en->alt);
		en->alt = NULL;
	}
}

/* Finds or adds the entity (kind, key); label/alt copied from clean text ranges. */
int pgx_get_entity(ctx *c, pg_entity_kind kind, const char *key, const char *label, size_t ln,
		      const char *alt, size_t an, int sent, size_t cs, size_t ce)
{
	int e = pgx_find_entity(c, kind, key);
	if (e >= 0) {
		pg_entity *en = &c->x->entities[e];
		if (!en->alt)
			set_alt(c, en, alt, an);
		return e;
	}
	if (!pg_grow((void **)&c->x->entities, &c->cap_ent, c->x->n_entities + 1, sizeof(pg_entity)) ||
	    !pg_grow((void **)&c->ent_role, &c->cap_role, c->x->n_entities + 1, 1)) {
		c->oom = true;
		return -1;
	}
	pg_entity *en = &c->x->entities[c->x->n_entities];
	memset(en, 0, sizeof *en);
	en->kind = kind;
	en->label = dup_label(label, ln);
	en->key = strdup(key);
	set_alt(c, en, alt, an);
	en->sentence = sent;
	en->start = cs == ce && cs == 0 ? 0 : pg_text_orig_start(c->t, cs);
	en->end = cs == ce && cs == 0 ? 0 : pg_text_orig_end(c->t, ce);
	if (!en->label || !en->key) {
		free(en->label);
		free(en->key);
		free(en->alt);
		c->oom = true;
		return -1;
	}
	c->ent_role[c->x->n_entities] = 0;
	if (!pg_grow((void **)&c->label_keys, &c->cap_lk, c->x->n_entities + 1, sizeof(char *))) {
		c->oom = true;
		return -1;
	}
	c->label_keys[c->x->n_entities] = NULL;
	c->n_label_keys = c->x->n_entities + 1;
	if (alt && an && ln < PG_LEX_KEY_MAX) {
		char lk[PG_LEX_KEY_MAX * 2 + 16];
		pgx_make_key(label, ln, lk, sizeof lk);
		if (strcmp(lk, key) != 0 && !(c->label_keys[c->x->n_entities] = strdup(lk)))
			c->oom = true;
	}
	return (int)c->x->n_entities++;
}

int pgx_span_entity(ctx *c, pg_entity_kind kind, size_t cs, size_t ce, int sent)
{
	char key[PG_LEX_KEY_MAX * 2 + 16];
	pgx_make_key(c->t->clean + cs, ce - cs, key, sizeof key);
	return pgx_get_entity(c, kind, key, c->t->clean + cs, ce - cs, NULL, 0, sent, cs, ce);
}

/* Returns true if label names no method or task, being a clause or a pointer
 * rather than a noun phrase: it opens with "how", "what", "these", "its", "no",
 * "only" ... ("how to handle them", "these kernels", "no fine-tuning"), or has a
 * finite verb inside ("pruning is all you need", "options avoids ..."). */
static bool clause_label(const char *label)
{
	static const char *const openers[] = {"how", "what", "why", "when", "where", "whether", "which", "can",
					      "is", "are", "its", "their", "these", "those", "this", "not", "also",
					      "no", "only", "every", "each", "another", "such", NULL};
	static const char *const verbs[] = {"is", "are", "was", "were", "can", "could", "should", "does", "do",
					    "did", "whose", NULL};
	if (!label)
		return false;
	bool first = true;
	for (const char *p = label; *p;) {
		while (*p == ' ')
			p++;
		const char *q = p;
		while (*q && *q != ' ')
			q++;
		size_t n = (size_t)(q - p);
		/* a word in capitals is a name ("CAN", "IS"), not the function word; no
		 * word of the lists is longer than seven letters */
		if (n > 7 || (n > 1 && pg_ascii_is_upper((unsigned char)p[1]))) {
			first = false;
			p = q;
			continue;
		}
		for (const char *const *w = first ? openers : verbs; n && *w; w++)
			if (strncasecmp(*w, p, n) == 0 && (*w)[n] == '\0')
				return true;
		first = false;
		p = q;
	}
	return false;
}

void pgx_add_fact(ctx *c, pg_relation rel, int subject, int object, int sent, const char *rule)
{
	if (object < 0 || (rel == PG_REL_EXTENDS && (subject < 0 || subject == object)))
		return;
	for (size_t i = 0; i < c->x->n_facts; i++) {
		pg_fact *f = &c->x->facts[i];
		if (f->rel == rel && f->subject == subject && f->object == object)
			return;
	}
	if ((rel == PG_REL_TASK || rel == PG_REL_USES || rel == PG_REL_COMPARES || rel == PG_REL_METRIC) &&
	    clause_label(c->x->entities[object].label))
		return;
	if (!pg_grow((void **)&c->x->facts, &c->cap_fact, c->x->n_facts + 1, sizeof(pg_fact))) {
		c->oom = true;
		return;
	}
	pg_fact *f = &c->x->facts[c->x->n_facts++];
	f->rel = rel;
	f->subject = rel == PG_REL_EXTENDS ? subject : -1;
	f->object = object;
	f->sentence = sent;
	f->rule = rule;
	if (rel == PG_REL_PROPOSES)
		c->ent_role[object] |= ROLE_PROP;
	else if (rel == PG_REL_COMPARES)
		c->ent_role[object] |= ROLE_COMP;
	else if (rel == PG_REL_USES)
		c->ent_role[object] |= ROLE_USE;
	else
		c->ent_role[object] |= ROLE_OTHER;
}

/* Returns true if the acronym of entity e stands before "problem" or "task"
 * somewhere in the text ("the first depth from focus (DfF) method ... a novel
 * uncalibrated DfF problem"): the pair names a problem, and a method "for" it is
 * no name. */
static bool names_a_problem(ctx *c, int e)
{
	const char *a = c->x->entities[e].alt;
	size_t an = a ? strlen(a) : 0;
	if (an < 2 || !pgx_acro_of_entity(c, e))
		return false;
	for (size_t i = 0; i + 1 < c->t->n_toks; i++)
		if (TL(c, i) == an && memcmp(TW(c, i), a, an) == 0 &&
		    in_set(c, i + 1, (const char *const[]){"problem", "problems", "task", "tasks", NULL}) &&
		    c->t->toks[i + 1].sentence == c->t->toks[i].sentence)
			return true;
	return false;
}

void pgx_set_kind(ctx *c, int e, pg_entity_kind kind)
{
	c->x->entities[e].kind = kind;
	for (size_t q = 0; q < c->n_m; q++)
		if (c->m[q].ent == e)
			c->m[q].kind = kind;
}

void pgx_propose(ctx *c, int e, int sent, const char *rule)
{
	if (e < 0 || c->x->entities[e].kind == PG_ENTITY_TASK || c->x->entities[e].kind == PG_ENTITY_METRIC ||
	    (c->ent_role[e] & ROLE_KNOWN))
		return;
	if (names_a_problem(c, e)) {
		pgx_set_kind(c, e, PG_ENTITY_TASK);
		return;
	}
	pgx_add_fact(c, PG_REL_PROPOSES, -1, e, sent, rule);
	for (size_t i = 0; i < c->n_prop; i++)
		if (c->proposed[i] == e)
			return;
	if (!pg_grow((void **)&c->proposed, &c->cap_prop, c->n_prop + 1, sizeof(int))) {
		c->oom = true;
		return;
	}
	c->proposed[c->n_prop++] = e;
}

/* ---- mentions */

int pgx_add_mention(ctx *c, size_t t0, size_t t1, size_t cs, size_t ce, pg_entity_kind kind, int ent,
		       int strength)
{
	if (!pg_grow((void **)&c->m, &c->cap_m, c->n_m + 1, sizeof(mention))) {
		c->oom = true;
		return -1;
	}
	mention *m = &c->m[c->n_m];
	memset(m, 0, sizeof *m);
	m->t0 = t0;
	m->t1 = t1;
	m->cs = cs;
	m->ce = ce;
	m->kind = kind;
	m->ent = ent;
	m->strength = strength;
	m->sent = c->t->toks[t0].sentence;
	for (size_t i = t0; i < t1; i++)
		c->tok_m[i] = (int)c->n_m;
	return (int)c->n_m++;
}

void pgx_clear_mentions(ctx *c, size_t t0, size_t t1)
{
	for (size_t i = t0; i < t1; i++)
		c->tok_m[i] = -1;
}

/* ---- 11. defaults and clean-up */

/* Returns true if sentence s measures or claims something: a number, or a word
 * of comparison or evaluation ("improves", "higher", "in terms of", "trade-off"). */
static bool measuring_sentence(ctx *c, int s)
{
	static const char *const cues[] = {
		"improv", "better", "higher", "lower", "reduc", "increas", "outperform", "achiev", "gain",
		"superior", "worse", "degrad", "trade", "terms", "evaluat", "measur", "metric", "score",
		"preserv", "maintain", "boost", "enhanc", "compar", "competitive", "state-of-the-art",
		"faster", "fewer", "less", "more", "best", NULL};
	for (size_t i = sent_begin(c, s); i < sent_end(c, s); i++)
		if (c->t->toks[i].kind == PG_TOK_NUMBER || has_prefix(c, i, cues))
			return true;
	return false;
}

/* Returns true if the technique of mention m is a step nearly every paper of the
 * field takes ("fine-tuning", "pre-training", "data augmentation"): named in
 * passing, it is no tool the paper chose. */
static bool training_step(const ctx *c, const mention *m)
{
	static const char *const steps[] = {"fine-tuning", "pre-training", "self-training", "data augmentation",
					    "end-to-end training", "training", "early stopping", NULL};
	const char *key = c->x->entities[m->ent].key;
	for (const char *const *q = steps; *q; q++) {
		char k[64];
		pgx_make_key(*q, strlen(*q), k, sizeof k);
		if (key && strcmp(key, k) == 0)
			return true;
	}
	return false;
}

/* Returns true if a lower-case word that no rule knows stands before the
 * technique of mention m, a modifier that makes it something else: "separable
 * layer normalization". */
static bool modified_technique(const ctx *c, const mention *m)
{
	if (m->t0 == 0 || c->t->toks[m->t0 - 1].sentence != m->sent)
		return false;
	size_t p = m->t0 - 1;
	const char *w = TW(c, p);
	size_t n = TL(c, p);
	static const char *const suffixes[] = {"able", "ible", "-specific", "-aware", "-wise", NULL};
	if (c->t->toks[p].kind != PG_TOK_WORD || !pg_ascii_is_lower((unsigned char)w[0]) || c->tokmask[p] ||
	    pg_lexicon_is_stop(c->lex, w, n) || c->tok_m[p] >= 0)
		return false;
	for (const char *const *q = suffixes; *q; q++) {
		size_t k = strlen(*q);
		if (n > k + 2 && strncasecmp(w + n - k, *q, k) == 0)
			return true;
	}
	return false;
}

/* Returns true if a compare cue stands before mention m in its sentence ("unlike
 * traditional convolutional networks", "competitive with ... backpropagation"). */
static bool compared_before(const ctx *c, const mention *m)
{
	for (size_t q = sent_begin(c, m->sent); q < m->t0; q++)
		if (has_cue(c, q, CUE_COMPARE_CUES) || eqi(c, q, "competitive") || eqi(c, q, "alternative") ||
		    eqi(c, q, "different"))
			return true;
	return false;
}

/* Returns true if mention m is a gerund with an object ("boosting the accuracy"):
 * a verb, not a technique. */
static bool gerund_with_object(const ctx *c, const mention *m)
{
	return m->t1 < c->t->n_toks && c->t->toks[m->t1].sentence == m->sent &&
	       in_set(c, m->t1, (const char *const[]){"the", "a", "an", "its", "their", NULL});
}

/* Returns true if mention m is a bare all-capital acronym of at most four letters
 * ("CAD", "RoI" not) that no definition in the text explains, nor a head noun
 * before it ("the pre-trained model CLIP", "the detector SSD"). */
static bool bare_acronym(const ctx *c, const mention *m)
{
	static const char *const heads[] = {"model", "models", "network", "algorithm", "method", "framework",
					    "architecture", "backbone", "detector", "encoder", "tracker",
					    "classifier", "solver", "toolkit", "library", NULL};
	if (m->t1 != m->t0 + 1)
		return false;
	size_t h = m->t0 - 1; /* the head noun; "we model ZLIP as ...": a verb */
	if (m->t0 > 1 && c->t->toks[h].sentence == c->t->toks[m->t0].sentence && in_set(c, h, heads) &&
	    !in_set(c, h - 1, (const char *const[]){"we", "to", "they", "can", "may", "will", NULL}))
		return false;
	const char *w = TW(c, m->t0);
	size_t n = TL(c, m->t0);
	if (n < 2 || n > 4)
		return false;
	for (size_t k = 0; k < n; k++)
		if (!pg_ascii_is_upper((unsigned char)w[k]))
			return false;
	const pg_entity *en = &c->x->entities[m->ent];
	return !en->alt || strcasecmp(en->label, en->alt) == 0;
}

/* Makes method entity e of `kind`, its use and compare facts `rel` facts. */
static void retype_method(ctx *c, int e, pg_entity_kind kind, pg_relation rel)
{
	if (e < 0 || c->x->entities[e].kind != PG_ENTITY_METHOD)
		return;
	pgx_set_kind(c, e, kind);
	for (size_t f = 0; f < c->x->n_facts; f++)
		if (c->x->facts[f].object == e && (c->x->facts[f].rel == PG_REL_USES ||
						   c->x->facts[f].rel == PG_REL_COMPARES))
			c->x->facts[f].rel = rel;
}

void pgx_retype_dataset(ctx *c, int e)
{
	retype_method(c, e, PG_ENTITY_DATASET, PG_REL_DATASET);
}

void pgx_retype_task(ctx *c, int e)
{
	retype_method(c, e, PG_ENTITY_TASK, PG_REL_TASK);
}

/* True if ", a/an/the [up to two modifiers] <data set head>" follows token t
 * ("Foo, a new corpus of ...", "Foo, a large-scale benchmark"). */
static bool appositive_dataset(const ctx *c, size_t t)
{
	static const char *const stops[] = {"for", "of", "on", "in", "with", "that", "which", "to",
					    "and", "trained", "based", "using", NULL};
	if (t + 2 >= c->t->n_toks || !is_punct(c, t, ',') ||
	    !(eqi(c, t + 1, "a") || eqi(c, t + 1, "an") || eqi(c, t + 1, "the")))
		return false;
	int words = 0;
	for (size_t k = t + 2; k < c->t->n_toks && words < 4; k++) {
		if (c->t->toks[k].sentence != c->t->toks[t].sentence)
			return false;
		if (is_punct(c, k, '-'))
			continue;
		if (c->t->toks[k].kind != PG_TOK_WORD)
			return false;
		if (has_cue(c, k, CUE_DATASET_HEADS))
			return true;
		for (size_t j = 0; stops[j]; j++)
			if (eqi(c, k, stops[j]))
				return false;
		words++;
	}
	return false;
}

/* "we build a new dataset -- Foo", "a benchmark, Foo,", "a corpus called Foo": a
 * proposal named right after a data set head is a data set, so the paper also
 * evaluates on it. */
static void type_proposed_datasets(ctx *c)
{
	for (size_t i = 0; i < c->n_m; i++) {
		mention *m = &c->m[i];
		if (m->kind != PG_ENTITY_METHOD || m->ent < 0 || !(c->ent_role[m->ent] & ROLE_PROP) ||
		    c->tok_m[m->t0] != (int)i)
			continue;
		size_t k = m->t0;
		while (k > 0 && m->t0 - k < 3 &&
		       (is_punct(c, k - 1, '-') || is_punct(c, k - 1, ',') || is_punct(c, k - 1, ':') ||
			(c->t->toks[k - 1].kind == PG_TOK_PUNCT && c->t->clean[c->t->toks[k - 1].s] == '-') ||
			eqi(c, k - 1, "called") || eqi(c, k - 1, "named") || eqi(c, k - 1, "dubbed") ||
			eqi(c, k - 1, "termed") || eqi(c, k - 1, "referred") || eqi(c, k - 1, "to") ||
			eqi(c, k - 1, "as")))
			k--;
		if ((k == m->t0 || k == 0 || !has_cue(c, k - 1, CUE_DATASET_HEADS) ||
		     c->t->toks[k - 1].sentence != c->t->toks[m->t0].sentence) &&
		    !appositive_dataset(c, m->t1))
			continue;
		pgx_retype_dataset(c, m->ent);
	}
}

static const char *const component_heads[] = {
	"network", "networks", "strategy", "strategies", "scheme", "schemes", "module", "modules", "loss",
	"losses", "layer", "layers", "head", "heads", "branch", "branches", "block", "blocks", NULL
};

/* True if the token after mention m, in its sentence, is one of `heads`. */
static bool followed_by(const ctx *c, const mention *m, const char *const *heads)
{
	return m->t1 < c->t->n_toks && c->t->toks[m->t1].sentence == c->t->toks[m->t0].sentence &&
	       in_set(c, m->t1, heads);
}

/* followed_by() for the last member of the list that mention m opens, names
 * of m's kind joined by commas, "and", "or": "feature selection, feature
 * matching, and pose estimation pipeline", "the causal inference, fairness,
 * and disentanglement literatures". */
static bool list_followed_by(const ctx *c, const mention *m, const char *const *heads, bool open_end)
{
	int s = c->t->toks[m->t0].sentence;
	for (int n = 0; n < 8; n++) {
		size_t k = m->t1;
		while (k < c->t->n_toks && c->t->toks[k].sentence == s &&
		       (is_punct(c, k, ',') || eqi(c, k, "and") || eqi(c, k, "or")))
			k++;
		if (k == m->t1 || k >= c->t->n_toks)
			break;
		/* with open_end, a last member the lexicon does not know: "..., and
		 * disentanglement literatures" (not for parts: "and social networks") */
		if (c->tok_m[k] < 0)
			return open_end && k + 1 < c->t->n_toks && c->t->toks[k + 1].sentence == s &&
			       c->t->toks[k].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, k)[0]) &&
			       in_set(c, k + 1, heads) &&
			       /* the head ends the phrase (not "scientific literature review") */
			       !(k + 2 < c->t->n_toks && c->t->toks[k + 2].kind == PG_TOK_WORD &&
				 pg_ascii_is_lower((unsigned char)TW(c, k + 2)[0]) && !has_cue(c, k + 2, CUE_CLAUSE_STOPS) &&
				 !eqi(c, k + 2, "and") && !eqi(c, k + 2, "or"));
		const mention *nx = &c->m[c->tok_m[k]];
		if (nx->t0 != k || nx->kind != m->kind)
			break;
		m = nx;
	}
	return followed_by(c, m, heads);
}

/* Nouns a measure before them only qualifies ("IoU loss", "silhouette maps"); not
 * "bounds" or "minimization": "regret bounds" are about the regret. */
static const char *const metric_qualified_heads[] = {
	"maps", "map", "loss", "losses", "distance", "regression", "videos", "images", "weighting",
	"weights", "constraint", "constraints", "matrix", "matrices", "penalty", "surrogate",
	"regularizer", "regularization", "thresholds", "threshold", "estimator", "estimators", "problem",
	"problems", "issue", "issues", "pattern", "patterns", "speedup", "speedups", NULL
};

/* "at inference time", "during training time", "an inference-time speedup": a
 * phase of the work named by a measure of time, not the measure */
static bool time_phase(const ctx *c, const mention *m)
{
	size_t last = m->t1 - 1;
	const char *w = TW(c, last);
	size_t n = TL(c, last);
	if (!(n >= 4 && strncasecmp(w + n - 4, "time", 4) == 0))
		return false;
	if (m->t0 > 0 && c->t->toks[m->t0 - 1].sentence == c->t->toks[m->t0].sentence &&
	    (eqi(c, m->t0 - 1, "at") || eqi(c, m->t0 - 1, "during")))
		return true;
	/* one hyphenated word before a noun */
	return m->t1 - m->t0 == 1 && n > 5 && w[n - 5] == '-' && m->t1 < c->t->n_toks &&
	       c->t->toks[m->t1].sentence == c->t->toks[m->t0].sentence && c->t->toks[m->t1].kind == PG_TOK_WORD &&
	       pg_ascii_is_lower((unsigned char)TW(c, m->t1)[0]);
}

/* "facial Action Unit (AU) detection", "high-resolution color (HC) images": a
 * name right before one of these nouns qualifies a task or the data, it is no
 * method the paper uses */
static const char *const qualified_heads[] = {
	"detection", "recognition", "estimation", "segmentation", "classification", "prediction",
	"translation", "retrieval", "tracking", "images", "videos", "frames",
	"signals", "heatmaps", "scans", "sequences", "task", "tasks", "problem", "problems", NULL
};

/* Returns true if the method mention m qualifies one of qualified_heads, after
 * its acronym in brackets if it has one. */
static bool qualifies_a_head(const ctx *c, const mention *m)
{
	size_t h = m->t1, n = c->t->n_toks;
	if (h + 2 < n && is_punct(c, h, '(') && is_punct(c, h + 2, ')'))
		h += 3;
	else if (h < n && is_punct(c, h, ')')) /* the acronym inside its brackets */
		h++;
	return h < n && c->t->toks[h].sentence == c->t->toks[m->t0].sentence && in_set(c, h, qualified_heads);
}

/* Returns true if the task mention m is an example of a list ("applications in
 * tasks such as A, B and C") in a sentence that names neither the paper ("we",
 * "this paper") nor its proposal: background, not what the paper addresses. */
static bool background_example(const ctx *c, const mention *m)
{
	if (sentence_has_cue(c, m->sent, CUE_SELF_WORDS) || sentence_has_proposed(c, m->sent))
		return false;
	size_t b = sent_begin(c, m->sent);
	for (size_t q = m->t0; q > b && m->t0 - q < 16; q--) {
		if (is_punct(c, q - 1, ';') || is_punct(c, q - 1, ':') || is_punct(c, q - 1, '('))
			return false;
		if (eqi(c, q - 1, "e.g.") || eqi(c, q - 1, "including") ||
		    (eqi(c, q - 1, "as") && q >= b + 2 && eqi(c, q - 2, "such")) ||
		    (eqi(c, q - 1, "from") && q >= b + 2 && eqi(c, q - 2, "ranging")))
			return true;
	}
	return false;
}

/* Returns true if entity e is named after one of the paper's proposals written
 * as a name (two capitals or more) and a hyphen or underscore: its sizes and
 * variants ("ZorbViT-Tiny", "ZORB-L", "MorphZ_small") or a thing built on it
 * ("ZorbNet-equipped networks"). */
static bool own_variant(const ctx *c, int e)
{
	const char *l = c->x->entities[e].label;
	if (!l)
		return false;
	for (size_t i = 0; i < c->n_prop; i++) {
		const pg_entity *pe = &c->x->entities[c->proposed[i]];
		if (c->proposed[i] == e)
			continue;
		const char *names[] = {pe->label, pe->alt}; /* its name and its short form */
		for (size_t j = 0; j < 2; j++) {
			const char *p = names[j];
			if (!p)
				continue;
			size_t n = strlen(p), caps = 0;
			for (size_t k = 0; k < n; k++)
				caps += pg_ascii_is_upper((unsigned char)p[k]);
			if (caps >= 2 && strncmp(l, p, n) == 0 && (l[n] == '-' || l[n] == '_') && l[n + 1])
				return true;
		}
	}
	return false;
}

static void defaults(ctx *c)
{
	type_proposed_datasets(c);
	pgx_propose_named_parts(c);
	/* a proposal is neither used nor compared with by its own paper, nor are
	 * its own variants; a name retyped as a task after it was proposed ("we
	 * introduce a new task Zorb Linking") is no proposal (pgx_propose) */
	size_t k = 0;
	for (size_t i = 0; i < c->x->n_facts; i++) {
		pg_fact *f = &c->x->facts[i];
		if (f->rel == PG_REL_PROPOSES && c->x->entities[f->object].kind == PG_ENTITY_TASK)
			continue;
		if ((f->rel == PG_REL_USES || f->rel == PG_REL_COMPARES) &&
		    ((c->ent_role[f->object] & ROLE_PROP) || own_variant(c, f->object)) &&
		    strcmp(f->rule, "compare-own") != 0)
			continue;
		c->x->facts[k++] = *f;
	}
	c->x->n_facts = k;
	/* a data set the paper proposes is one it evaluates on, however it was named
	 * (a title, an acronym pair, "we release Foo, a benchmark") */
	for (size_t i = 0, n = c->x->n_facts; i < n; i++) {
		const pg_fact *f = &c->x->facts[i];
		if (f->rel == PG_REL_PROPOSES && c->x->entities[f->object].kind == PG_ENTITY_DATASET)
			pgx_add_fact(c, PG_REL_DATASET, -1, f->object, f->sentence, "dataset-proposed");
	}
	for (size_t i = 0; i < c->n_m; i++) {
		mention *m = &c->m[i];
		if (m->ent < 0 || c->tok_m[m->t0] != (int)i)
			continue;
		switch (m->kind) {
		case PG_ENTITY_DATASET:
			/* "a FEVER-like dataset", "an ImageNet-pretrained backbone": the
			 * kind or the source of something else, not evaluated on */
			if (pgx_is_modifier(c, m))
				break;
			pgx_add_fact(c, PG_REL_DATASET, -1, m->ent, m->sent, "dataset-mention");
			break;
		case PG_ENTITY_METRIC:
			/* "an IoU loss", "silhouette maps", "an SNR distance": a measure
			 * naming what another noun is about is not one the paper reports */
			if (followed_by(c, m, metric_qualified_heads) || time_phase(c, m))
				break;
			/* "due to the sparsity of traces": a common word is a measure only
			 * where the sentence measures or claims */
			if (m->needs_context && !measuring_sentence(c, m->sent))
				break;
			pgx_add_fact(c, PG_REL_METRIC, -1, m->ent, m->sent, "metric-mention");
			break;
		case PG_ENTITY_TASK:
			/* "a well-trained depth estimation network", "a clustering strategy":
			 * a task naming a component's job is not a task the paper addresses */
			if (list_followed_by(c, m, component_heads, false) ||
			    list_followed_by(c, m, (const char *const[]){"step", "steps", "stage", "stages", NULL}, false))
				break;
			/* "a clustering based regularization", "feature attribution methods",
			 * "in the medical imaging community": a task naming a kind of method
			 * or a research field, not the task the paper addresses */
			if (followed_by(c, m, (const char *const[]){"based", NULL}) ||
			    list_followed_by(c, m, (const char *const[]){"tool", "tools", "community", "communities",
									 "literature", "literatures", NULL}, true))
				break;
			/* "... using Deep RL" in the title: a learning paradigm the paper
			 * uses is not also a task it addresses */
			{
				int me = pgx_find_entity(c, PG_ENTITY_METHOD, c->x->entities[m->ent].key);
				if (me >= 0 && (c->ent_role[me] & ROLE_USE))
					break;
			}
			if (background_example(c, m))
				break;
			pgx_add_fact(c, PG_REL_TASK, -1, m->ent, m->sent, "task-mention");
			break;
		case PG_ENTITY_METHOD:
			/* an established technique named in background ("CNNs have
			 * improved ...") is no tool of the paper: only in its own voice */
			if (m->technique && !sentence_has_cue(c, m->sent, CUE_SELF_WORDS) &&
			    !pgx_proposal_subject(c, m->sent, 0))
				break;
			if (!m->generic && !(c->ent_role[m->ent] & (ROLE_PROP | ROLE_COMP | ROLE_USE | ROLE_CLASS)) &&
			    !own_variant(c, m->ent) &&
			    !bare_acronym(c, m) && !pgx_declined_at(c, m->t0, sent_begin(c, m->sent)) &&
			    !(qualifies_a_head(c, m) && !m->technique && !(c->ent_role[m->ent] & (ROLE_TECHNIQUE | ROLE_KNOWN)))) {
				if (m->strength >= 2)
					pgx_add_fact(c, PG_REL_USES, -1, m->ent, m->sent, "method-mention");
				/* "we bound the error with conjugate gradients": a technique in
				 * lower case, in our voice, unless a step every paper takes or
				 * modified into something else */
				else if (m->technique && !training_step(c, m) && !modified_technique(c, m) &&
					 !compared_before(c, m) && !gerund_with_object(c, m))
					pgx_add_fact(c, PG_REL_USES, -1, m->ent, m->sent, "technique-mention");
			}
			break;
		}
	}
}

/* Returns true if name a ends with name b after a space or hyphen ("deep RL", "RL"). */
static bool ends_in_name(const char *a, const char *b)
{
	if (!a || !b)
		return false;
	size_t na = strlen(a), nb = strlen(b);
	return nb < na && strncasecmp(a + na - nb, b, nb) == 0 && (a[na - nb - 1] == ' ' || a[na - nb - 1] == '-');
}

/* "object detection" where the paper addresses "few-shot object detection": the
 * broader task named inside a narrower one of the same paper is the narrower one's
 * field, not a second task. Either may be named by its acronym ("RL" inside "deep
 * RL", "question answering" inside "extractive question answering" when the
 * broader one's label is "QA"). Drops the broader task facts. */
static void drop_broader_tasks(ctx *c)
{
	pg_extraction *x = c->x;
	size_t k = 0;
	for (size_t i = 0; i < x->n_facts; i++) {
		pg_fact *f = &x->facts[i];
		bool broader = false;
		if (f->rel == PG_REL_TASK && x->entities[f->object].label) {
			const pg_entity *be = &x->entities[f->object];
			for (size_t j = 0; j < x->n_facts && !broader; j++) {
				const pg_fact *g = &x->facts[j];
				if (g->rel != PG_REL_TASK || g->object == f->object || !x->entities[g->object].label)
					continue;
				const pg_entity *ae = &x->entities[g->object];
				broader = ends_in_name(ae->label, be->label) || ends_in_name(ae->label, be->alt) ||
					  ends_in_name(ae->alt, be->label) || ends_in_name(ae->alt, be->alt);
			}
		}
		if (!broader)
			x->facts[k++] = *f;
	}
	x->n_facts = k;
}

static void prune_entities(ctx *c)
{
	pg_extraction *x = c->x;
	size_t n = x->n_entities;
	if (n == 0)
		return;
	int *map = malloc(n * sizeof *map);
	if (!map) {
		c->oom = true;
		return;
	}
	for (size_t i = 0; i < n; i++)
		map[i] = -1;
	for (size_t i = 0; i < x->n_facts; i++) {
		map[x->facts[i].object] = 0;
		if (x->facts[i].subject >= 0)
			map[x->facts[i].subject] = 0;
	}
	for (size_t i = 0; i < x->n_results; i++) {
		pg_result *r = &x->results[i];
		map[r->metric] = 0;
		if (r->dataset >= 0)
			map[r->dataset] = 0;
		if (r->method >= 0)
			map[r->method] = 0;
		if (r->baseline >= 0)
			map[r->baseline] = 0;
	}
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (map[i] < 0) {
			free(x->entities[i].label);
			free(x->entities[i].alt);
			free(x->entities[i].key);
			continue;
		}
		map[i] = (int)k;
		x->entities[k++] = x->entities[i];
	}
	x->n_entities = k;
	for (size_t i = 0; i < x->n_facts; i++) {
		x->facts[i].object = map[x->facts[i].object];
		if (x->facts[i].subject >= 0)
			x->facts[i].subject = map[x->facts[i].subject];
	}
	for (size_t i = 0; i < x->n_results; i++) {
		pg_result *r = &x->results[i];
		r->metric = map[r->metric];
		if (r->dataset >= 0)
			r->dataset = map[r->dataset];
		if (r->method >= 0)
			r->method = map[r->method];
		if (r->baseline >= 0)
			r->baseline = map[r->baseline];
	}
	free(map);
}

/* ---- entry points */

static void free_label_keys(ctx *c)
{
	if (!c->label_keys)
		return;
	for (size_t i = 0; i < c->n_label_keys; i++)
		free(c->label_keys[i]);
	free(c->label_keys);
	c->label_keys = NULL;
}

pg_status pg_extract_paper(const pg_lexicon *lex, const char *title, const char *abstract,
			   pg_extraction **out)
{
	return pg_extract_paper_known(lex, NULL, title, abstract, out);
}

pg_status pg_extract_paper_known(const pg_lexicon *lex, const pg_known_names *known,
				 const char *title, const char *abstract, pg_extraction **out)
{
	*out = NULL;
	pg_extraction *x = calloc(1, sizeof *x);
	if (!x)
		return PG_ERR_NOMEM;
	ctx c;
	memset(&c, 0, sizeof c);
	c.lex = lex;
	c.known = known;
	c.abs = abstract ? abstract : "";
	c.x = x;
	pg_text *t = NULL;
	pg_status st = pg_text_new(c.abs, strlen(c.abs), &t);
	if (st != PG_OK) {
		free(x);
		return st == PG_ERR_INPUT ? PG_OK : st;
	}
	c.t = t;
	/* the title's tokens, read by step 6 and again by step 9b */
	pg_text *tt = NULL;
	if (title && *title && pg_text_new(title, strlen(title), &tt) != PG_OK)
		c.oom = true;
	if (t->n_toks) {
		pgx_cue_init();
		c.tok_m = malloc(t->n_toks * sizeof *c.tok_m);
		c.tok_key = calloc(t->n_toks, sizeof *c.tok_key);
		c.tokmask = malloc(t->n_toks * sizeof *c.tokmask);
		if (!c.tok_m || !c.tok_key || !c.tokmask)
			c.oom = true;
		else
			for (size_t i = 0; i < t->n_toks; i++) {
				c.tok_m[i] = -1;
				c.tokmask[i] = t->toks[i].kind == PG_TOK_WORD ? pgx_cue_mask(TW(&c, i), TL(&c, i)) : 0;
			}
	}
	if (!c.oom && t->n_toks) {
		pgx_tag_lexicon(&c);
		pgx_find_acronyms(&c);
		pgx_find_names(&c);
		pgx_reverse_pair_alts(&c);
		pgx_known_mentions(&c);
		pgx_dataset_lists(&c);
		pgx_metric_terms(&c);
		for (size_t s = 0; s < t->n_sents && !c.oom; s++)
			pgx_rule_propose(&c, (int)s);
		if (!c.oom)
			pgx_propose_defined_parts(&c);
		if (!c.oom)
			pgx_rule_title(&c, tt);
		for (size_t s = 0; s < t->n_sents && !c.oom; s++) {
			pgx_rule_compare(&c, (int)s);
			pgx_rule_lineage(&c, (int)s);
			pgx_rule_uses(&c, (int)s);
			pgx_rule_np_uses(&c, (int)s);
		}
		/* after the roles: a name compared with or used is no claimed proposal */
		for (size_t s = 0; s < t->n_sents && !c.oom; s++)
			pgx_propose_claimed(&c, (int)s);
		if (!c.oom)
			pgx_datasets_of_numbers(&c);
		for (size_t s = 0; s < t->n_sents && !c.oom; s++) {
			pgx_rule_results(&c, (int)s);
			pgx_rule_task_phrases(&c, (int)s);
			pgx_rule_problem_of(&c, (int)s);
			pgx_rule_task_is_a(&c, (int)s);
			pgx_rule_method_for(&c, (int)s);
			pgx_rule_task_list(&c, (int)s);
			pgx_rule_task_coordination(&c, (int)s);
			pgx_rule_metric_phrases(&c, (int)s);
		}
		if (!c.oom) {
			pgx_rule_title_defined(&c, tt);
			pgx_resolve_lineage(&c);
			pgx_used_families(&c);
			pgx_own_spellings(&c);
			defaults(&c);
			drop_broader_tasks(&c);
			prune_entities(&c);
		}
	} else if (!c.oom) {
		pgx_rule_title(&c, tt);
		prune_entities(&c);
	}
	if (!c.oom && t->n_sents) {
		x->sentences = malloc(t->n_sents * sizeof *x->sentences);
		if (!x->sentences)
			c.oom = true;
		else {
			for (size_t s = 0; s < t->n_sents; s++) {
				x->sentences[s].start = t->sents[s].start;
				x->sentences[s].end = t->sents[s].end;
			}
			x->n_sentences = t->n_sents;
		}
	}
	free(c.tok_key);
	pg_buf_free(&c.key_arena);
	free(c.tok_m);
	free(c.tokmask);
	free_label_keys(&c);
	free(c.m);
	free(c.acros);
	free(c.lin);
	free(c.proposed);
	free(c.ent_role);
	pg_text_free(tt);
	pg_text_free(t);
	if (c.oom) {
		pg_extraction_free(x);
		return PG_ERR_NOMEM;
	}
	*out = x;
	return PG_OK;
}

void pg_extraction_free(pg_extraction *x)
{
	if (!x)
		return;
	for (size_t i = 0; i < x->n_entities; i++) {
		free(x->entities[i].label);
		free(x->entities[i].alt);
		free(x->entities[i].key);
	}
	for (size_t i = 0; i < x->n_results; i++) {
		free(x->results[i].value);
		free(x->results[i].unit);
		free(x->results[i].baseline_value);
		free(x->results[i].setting);
	}
	free(x->sentences);
	free(x->entities);
	free(x->facts);
	free(x->results);
	free(x);
}
