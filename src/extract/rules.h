/* SPDX-License-Identifier: Apache-2.0 */
/* The private interface of the rule pipeline (extract.c and rules_*.c): the
 * context one abstract is read in, the token and mention helpers every rule
 * uses, the shared word lists (cues.c) and the steps the pipeline calls. Not
 * for use outside src/extract. */
#ifndef PG_EXTRACT_RULES_H
#define PG_EXTRACT_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "extract/extract.h"
#include "extract/lexicon.h"
#include "extract/text.h"

typedef struct mention {
	size_t t0, t1;        /* token range */
	size_t cs, ce;        /* clean-text range of the label */
	pg_entity_kind kind;
	int ent;              /* entity index, -1 while generic */
	int strength;         /* methods: 2 strong, 1 weak */
	bool generic;         /* a generic acronym pair: no role by itself */
	bool based;           /* written "X-based" or "X-inspired" */
	bool coined;          /* a data set known only from this text ("FooQA dataset") */
	bool technique;       /* an established technique of the methods lexicon */
	bool needs_context;   /* a lexicon metric that counts only in a measuring sentence */
	int sent;
} mention;

typedef struct acro {
	size_t cs, ce;        /* acronym text in clean */
	size_t lcs, lce;      /* long form text in clean (0, 0 for a lexicon phrase or a term) */
	int ent;              /* entity, -1 if generic */
	pg_entity_kind kind;
	bool generic;
	bool family;          /* generic as a plural class: "pre-trained language models (PLMs)" */
} acro;

typedef struct lineage {
	int object;
	int sent;
	const char *rule;
} lineage;

typedef struct ctx {
	const pg_lexicon *lex;
	const pg_text *t;
	const char *abs;
	pg_extraction *x;
	size_t cap_ent, cap_fact, cap_res;
	bool oom;
	mention *m;
	size_t n_m, cap_m;
	int *tok_m;           /* mention index per token, -1 */
	uint32_t *tok_key;    /* per token: 1 + offset of its normalised lexicon key in
			       * key_arena, made lazily by tok_key(); 0 not yet made */
	pg_buf key_arena;     /* the tokens' keys, each NUL-terminated; owned */
	acro *acros;
	size_t n_acros, cap_acros;
	lineage *lin;
	size_t n_lin, cap_lin;
	int *proposed;        /* entity indices in order */
	size_t n_prop, cap_prop;
	uint8_t *ent_role;    /* per entity: bit 1 proposed, 2 compared, 4 used, 8 other */
	uint32_t *tokmask;    /* per token: which cue lists hold the lower-cased word */
	char **label_keys;    /* per entity: slug of the label when it differs from the key */
	size_t cap_lk, n_label_keys;
	size_t cap_role;
	const pg_known_names *known; /* names other papers propose (may be NULL) */
} ctx;

/* ROLE_KNOWN: not a role, an entity only a known name of another paper made
 * (rules_known.c): never proposed here. */
/* ROLE_CLASS: not a role, a name seen qualifying a class of prior methods ("prior
 * FOO methods", rules_roles.c): not used by default. */
/* ROLE_TECHNIQUE: not a role, an established technique or model family of the
 * methods lexicon ("GAN", "gradient descent"): never proposed here, unless the
 * title names the paper's own artefact so. */
enum { ROLE_PROP = 1, ROLE_COMP = 2, ROLE_USE = 4, ROLE_OTHER = 8, ROLE_KNOWN = 16, ROLE_CLASS = 32, ROLE_TECHNIQUE = 64 };

/* ---- word lists (cues.c) */

/* The cue lists: cues.c holds their words; a table built once gives each token
 * a bit per list that holds its lower-cased word (ctx.tokmask), so that a rule
 * tests membership with has_cue(). */
enum cue {
	CUE_DATASET_HEADS,
	CUE_NON_METHOD_HEADS,
	CUE_PROPOSE_VERBS,
	CUE_SELF_WORDS,
	CUE_CLAUSE_STOPS,
	CUE_NAMING_VERBS,
	CUE_COMPARE_CUES,
	CUE_USE_CUES,
	CUE_LINEAGE_CUES,
	CUE_NP_HEADS,
	CUE_NP_CUES,
	CUE_IMPROVE_AFTER,
	CUE_REDUCE_AFTER,
	CUE_IMPROVE_BEFORE,
	CUE_REDUCE_BEFORE,
	CUE_COUNT_NOUNS_AFTER,
	CUE_NOVELTY,
	CUE_CUE2,
	CUE_NP_BREAKS,
	CUE_CUE_HEADS,
	CUE_PART_NOUNS,
	CUE_DATA_VERBS,
	CUE_CHANGE_WORDS,
	CUE_MEASURE_HEADS,
	CUE_ARTEFACT_VERBS,
	CUE_COUNT
};

/* Suffixes of a name used as a modifier ("GPT-based"), lower-case, NULL-terminated. */
extern const char *const pgx_name_suffixes[];

/* Prefixes of the verbs that beat a baseline ("outperforms", "surpassed"), for has_prefix. */
extern const char *const pgx_beat_verbs[];

/* ---- token helpers */

static inline const char *TW(const ctx *c, size_t i)
{
	return c->t->clean + c->t->toks[i].s;
}

static inline size_t TL(const ctx *c, size_t i)
{
	return c->t->toks[i].e - c->t->toks[i].s;
}

/* Always inlined: w is mostly a literal, whose length the compiler then knows;
 * an out-of-line copy (GCC makes one once a caller grows large) pays a strlen
 * per call, 4% of the extractor's instructions. */
__attribute__((always_inline)) static inline bool eqi(const ctx *c, size_t i, const char *w)
{
	const pg_token *tk = &c->t->toks[i];
	size_t n = tk->e - tk->s;
	/* the lengths first: w is mostly a literal, whose length the compiler
	 * knows, and most tokens asked about are not the word */
	if (strlen(w) != n)
		return false;
	const char *s = c->t->clean + tk->s;
	for (size_t k = 0; k < n; k++)
		if (pg_ascii_lower((unsigned char)s[k]) != pg_ascii_lower((unsigned char)w[k]))
			return false;
	return true;
}

static inline bool is_punct(const ctx *c, size_t i, char p)
{
	const pg_token *tk = &c->t->toks[i];
	return tk->kind == PG_TOK_PUNCT && tk->e - tk->s == 1 && c->t->clean[tk->s] == p;
}

/* Returns true if token i, lower-cased, is in cue list `cue`. */
static inline bool has_cue(const ctx *c, size_t i, enum cue cue)
{
	return (c->tokmask[i] & (1u << cue)) != 0;
}

/* Returns true if token i, lower-cased, is a word of `set` (lower-case,
 * NULL-terminated; for the lists of one rule, not the cue lists). */
static inline bool in_set(const ctx *c, size_t i, const char *const *set)
{
	size_t n = TL(c, i);
	const char *w = TW(c, i);
	int w0 = n ? pg_ascii_lower((unsigned char)w[0]) : 0;
	for (; *set; set++) {
		const char *s = *set;
		if (w0 && s[0] && s[0] != w0)
			continue; /* the usual miss, at the first letter */
		size_t k = 0;
		while (k < n && s[k] && pg_ascii_lower((unsigned char)w[k]) == s[k])
			k++;
		if (k == n && s[k] == '\0')
			return true;
	}
	return false;
}

/* Returns true if token i reads as an adverb: a word of five letters or more
 * ending in "ly" ("significantly", "truly"). */
static inline bool is_adverb(const ctx *c, size_t i)
{
	size_t n = TL(c, i);
	return n > 4 && TW(c, i)[n - 2] == 'l' && TW(c, i)[n - 1] == 'y';
}

/* Returns true if the token starts with one of the lower-case prefixes. */
static inline bool has_prefix(const ctx *c, size_t i, const char *const *set)
{
	size_t n = TL(c, i);
	const char *w = TW(c, i);
	/* one pass over each prefix, no strlen: every token of every sentence is
	 * tried against lists of twenty prefixes */
	int w0 = n ? pg_ascii_lower((unsigned char)w[0]) : 0;
	for (; *set; set++) {
		const char *p = *set;
		if (w0 && p[0] && p[0] != w0)
			continue; /* the usual miss, at the first letter */
		size_t j = 0;
		while (p[j] && j < n && pg_ascii_lower((unsigned char)w[j]) == p[j])
			j++;
		if (!p[j])
			return true;
	}
	return false;
}

static inline size_t sent_begin(const ctx *c, int s)
{
	return c->t->sents[s].tok_begin;
}

static inline size_t sent_end(const ctx *c, int s)
{
	return c->t->sents[s].tok_end;
}

/* Returns the mention at token i, or NULL. */
static inline mention *mention_at(ctx *c, size_t i)
{
	if (i >= c->t->n_toks || c->tok_m[i] < 0)
		return NULL;
	return &c->m[c->tok_m[i]];
}

/* Returns the method mention at token i that may take a role, or NULL. */
static inline mention *method_at(ctx *c, size_t i, int min_strength)
{
	mention *m = mention_at(c, i);
	if (!m || m->kind != PG_ENTITY_METHOD || m->ent < 0 || m->generic || m->strength < min_strength)
		return NULL;
	return m;
}

/* Returns true if a token of sentence s is in cue list `cue`. */
static inline bool sentence_has_cue(const ctx *c, int s, enum cue cue)
{
	for (size_t i = sent_begin(c, s); i < sent_end(c, s); i++)
		if (has_cue(c, i, cue))
			return true;
	return false;
}

static inline bool sentence_has_proposed(const ctx *c, int s)
{
	for (size_t i = sent_begin(c, s); i < sent_end(c, s); i++) {
		int mi = c->tok_m[i];
		if (mi >= 0 && c->m[mi].ent >= 0 && (c->ent_role[c->m[mi].ent] & ROLE_PROP))
			return true;
	}
	return false;
}

/* ---- entities, facts and mentions (extract.c) */

/* Writes the identity slug of s[0, n) into `out` (cap >= 2 * n + 16); a text
 * with no letter or digit gets "u" and its pg_hash32() in hex (part of the
 * graph's node names: fixed). */
void pgx_make_key(const char *s, size_t n, char *out, size_t cap);

/* Stops entity e answering to the spelling of its label (pgx_find_entity matches
 * a label's key too): "called SVD", "camera-radar fusion (CRF)" name something
 * else than the technique the lexicon spells so. */
void pgx_forget_label_key(ctx *c, int e);

/* Returns the entity of `kind` whose key (or label slug) is `key`, or -1. */
int pgx_find_entity(const ctx *c, pg_entity_kind kind, const char *key);

/* Finds or adds the entity (kind, key); label[0, ln) and alt[0, an) (alt may
 * be NULL) are copied, cs/ce give its clean-text range (0, 0: none). Returns
 * its index, or -1 with c->oom set on out-of-memory. */
int pgx_get_entity(ctx *c, pg_entity_kind kind, const char *key, const char *label, size_t ln,
		   const char *alt, size_t an, int sent, size_t cs, size_t ce);

/* The entity of `kind` named by the clean text [cs, ce) of c->t (its slug as
 * key, no alt): pgx_get_entity(). ce - cs must be below PG_LEX_KEY_MAX. */
int pgx_span_entity(ctx *c, pg_entity_kind kind, size_t cs, size_t ce, int sent);

/* Adds a fact unless it is there (or object < 0); `rule` is a static string. */
void pgx_add_fact(ctx *c, pg_relation rel, int subject, int object, int sent, const char *rule);

/* Makes entity e and every mention of it of `kind`. */
void pgx_set_kind(ctx *c, int e, pg_entity_kind kind);
/* Makes method entity `e` a data set (its mentions too; its use and compare facts
 * become evaluated-on facts). Other kinds and -1 are left alone. */
void pgx_retype_dataset(ctx *c, int e);
/* Makes method entity `e` a task (its mentions too; its use and compare facts
 * become task facts). Other kinds and -1 are left alone. */
void pgx_retype_task(ctx *c, int e);
/* Records that the paper proposes entity e (not a task or a metric). */
void pgx_propose(ctx *c, int e, int sent, const char *rule);

/* Adds a mention over tokens [t0, t1) and points those tokens at it. Returns
 * its index, or -1 with c->oom set. */
int pgx_add_mention(ctx *c, size_t t0, size_t t1, size_t cs, size_t ce, pg_entity_kind kind, int ent,
		    int strength);

/* Detaches tokens [t0, t1) from their mentions. */
void pgx_clear_mentions(ctx *c, size_t t0, size_t t1);

/* ---- the cue table (cues.c) */

/* Builds the cue table (once per process; thread-safe). */
void pgx_cue_init(void);

/* Returns the bits of the cue lists that hold the lower-cased s[0, n). */
uint32_t pgx_cue_mask(const char *s, size_t n);

/* ---- helpers that more than one rule file uses */

/* rules_acronyms.c: the acronym pair whose acronym is w[0, n) (or its plural), or -1. */
int pgx_acro_lookup(const ctx *c, const char *w, size_t n);

/* rules_acronyms.c: true if token k is a word of two capitals or more and no
 * lower-case letter ("BERT", "SOINN", "VGG16"). */
bool pgx_all_capitals(const ctx *c, size_t k);

/* rules_acronyms.c: true if an acronym pair of the abstract names entity ent. */
bool pgx_acro_of_entity(const ctx *c, int ent);

/* rules_acronyms.c: true if acronym a[0, an) spells the whole of lf[0, ln) by the
 * first letters of its words ("Training-Free Counterfactual Debiasing", "TFCD"). */
bool pgx_spelled_by_initials(const char *a, size_t an, const char *lf, size_t ln);

/* rules_roles.c: the name right after the head noun that follows mention m, or
 * after a dash there ("a new EP-MCMC algorithm PART", "a BERT model – RoBERT"), or NULL. */
mention *pgx_name_after_head(ctx *c, const mention *m, size_t e);

/* rules_acronyms.c: true if token w is a noun like "problem", "task", "setting". */
bool pgx_problem_noun(const ctx *c, size_t w);

/* rules_names.c: true for a quantisation setting such as W4A4. */
bool pgx_is_setting_shape(const char *w, size_t n);

/* rules_names.c: the token after an item marker at token j ("(i)", "ii)", "b)",
 * "(2)"), or j if there is none; markers end before `end`. */
size_t pgx_past_marker(const ctx *c, size_t j, size_t end);

/* rules_names.c: true if token i starts its sentence (after quotes, brackets, ':' or ';'). */
bool pgx_sentence_initial(const ctx *c, size_t i);

/* rules_names.c: true if token i could be (part of) a name of anything. */
bool pgx_name_shape(ctx *c, size_t i, bool allow_initial);

/* rules_roles.c: true if the mention ends in a -like/-based style suffix ("Foo-based"). */
bool pgx_is_modifier(const ctx *c, const mention *m);

/* rules_roles.c: true for a coined mixed-case name such as "FooQuant" (more lower-case
 * than upper-case letters), as opposed to an acronym such as "FQ". */
bool pgx_coined_name(const char *w, size_t n);
/* rules_names.c: every token in [t0, t1) is a word that starts with a capital. */
bool pgx_capitalised_words(const ctx *c, size_t t0, size_t t1);

/* rules_known.c: step 4b, names other papers of the build propose, written in
 * another case, as strong mentions. */
void pgx_known_mentions(ctx *c);

/* rules_own.c: parts of step 5 (see pgx_rule_propose). */
void pgx_propose_own_reference(ctx *c, int s, size_t b, size_t e);
void pgx_propose_novel_name(ctx *c, int s, size_t b, size_t e);
void pgx_propose_parts(ctx *c, int s, size_t b, size_t e);
void pgx_propose_defined_parts(ctx *c);

/* rules_own.c: after step 7, a coined name the paper's findings report results
 * for ("experiments show that Foo outperforms ...") is proposed. */
void pgx_propose_claimed(ctx *c, int s);
/* rules_own.c: "... via the Zorb Fusion Module" in a paper proposing "ZorbNet
 * with Zorb Fusion": a capitalised name ending in a part noun (module, block,
 * unit, encoder, loss, ...), not known or compared with, that shares a
 * distinctive word with a proposal's name is a part the paper proposes too. Run
 * before the default roles. */
void pgx_propose_named_parts(ctx *c);

/* rules_roles.c: true if "we"/"this paper" is the subject of the verb at v. */
bool pgx_self_subject_before(const ctx *c, size_t v, size_t b);

/* rules_roles.c: true if sentence s opens with a pronoun or a definite generic
 * head standing for the proposal named in an earlier sentence ("It first
 * extends ...", "The proposed model can be seen as ..."), within five words of
 * the verb at token v (v = 0: of the opening words). */
bool pgx_proposal_subject(const ctx *c, int s, size_t v);

/* rules_roles.c: true if what starts at token k (past its articles) is declined:
 * "rather than (using) Foo", "instead of (using) Foo", "without (using) Foo"; b is
 * the sentence start. */
bool pgx_declined_at(const ctx *c, size_t k, size_t b);

/* rules_roles.c: the end (exclusive) of a lower-case method phrase of two words or
 * more starting at token k that ends in a method head noun ("block coordinate
 * descent"), or k when there is none. */
size_t pgx_np_method(ctx *c, size_t k, size_t e);

/* rules_lineage.c: remembers that the paper extends `object`, stated in
 * sentence s; the subject is found by pgx_resolve_lineage(). */
void pgx_add_lineage(ctx *c, int object, int s, const char *rule);

/* rules_lexicon.c: the entity of the established technique or data set that the
 * first n bytes of token i spell ("CRF" of "CRF-based"), found or added as the
 * lexicon's own pass does (a technique is marked known), with its kind in *kind;
 * -1 if the lexicon lists no such method or data set (or on out-of-memory). */
int pgx_lexicon_name_entity(ctx *c, size_t i, size_t n, int sent, pg_entity_kind *kind);

/* rules_lexicon.c: true if the number at token k is a value or a count by what
 * follows it ("65%", "22.4 mAP", "3x", "100 images"), not a version or an
 * edition of a name. */
bool pgx_value_or_count(ctx *c, size_t k, size_t e);

/* ---- the steps, in the order pg_extract_paper() runs them (see extract.c) */

void pgx_tag_lexicon(ctx *c);               /* 2. rules_lexicon.c */
void pgx_find_acronyms(ctx *c);             /* 3. rules_acronyms.c */
void pgx_find_names(ctx *c);                /* 4. rules_names.c */
/* 4a. rules_acronyms.c: "ZorbRet3D (Zorbing REconstruction and Tracking in 3D)":
 * the long form in brackets after a name (a generic mention since step 3)
 * becomes the alt name of that name's entity when it has none, and the name a
 * strong one. */
void pgx_reverse_pair_alts(ctx *c);
void pgx_dataset_lists(ctx *c);
void pgx_metric_terms(ctx *c);
void pgx_rule_propose(ctx *c, int s);       /* 5. rules_roles.c, per sentence */
void pgx_rule_title(ctx *c, pg_text *tt);    /* 6. rules_title.c (tt: the title's tokens, may be NULL) */
/* 9b. rules_title.c: a name the abstract defines with its acronym and the title
 * starts with is the proposal, unless a cue made it used or compared with */
void pgx_rule_title_defined(ctx *c, const pg_text *tt);
void pgx_rule_compare(ctx *c, int s);       /* 7. rules_roles.c, per sentence ... */
void pgx_rule_lineage(ctx *c, int s);       /* 8. rules_lineage.c */
void pgx_rule_uses(ctx *c, int s);
void pgx_rule_np_uses(ctx *c, int s);
/* 8b. rules_names.c, after the roles: "gains of 4.7% on GLIMCAP and 5.5% on QORD",
 * "a 3% accuracy improvement on GlimRC": the unknown names a number's "on" phrase
 * measures on are data sets (their use and compare facts become evaluated-on; a
 * proposal stays one). Names shaped as models ("ZorbNet-50", "GlimBERT",
 * "Zorb-7B") are left alone. */
void pgx_datasets_of_numbers(ctx *c);
void pgx_rule_results(ctx *c, int s);       /* 9. rules_results.c, per sentence ... */
void pgx_rule_task_phrases(ctx *c, int s);  /* 10. rules_tasks.c */
void pgx_rule_problem_of(ctx *c, int s);
void pgx_rule_task_is_a(ctx *c, int s);
void pgx_rule_method_for(ctx *c, int s);
void pgx_rule_task_list(ctx *c, int s);
/* rules_tasks.c: "feature matching and classification", "POS tagging and topic
 * identification": the lower-case phrase coordinated with a task that ends in a
 * noun made from a verb is a task too (one word only when it names a task). */
void pgx_rule_task_coordination(ctx *c, int s);
void pgx_rule_metric_phrases(ctx *c, int s);
void pgx_resolve_lineage(ctx *c);           /* 8. rules_lineage.c, after all sentences */
/* 8c. rules_acronyms.c: a family of models named by a plural pair ("pre-trained
 * language models (PLMs)", generic since step 3) that a sentence in the paper's
 * own voice names again ("we probe PLMs for ...") is used by the paper. */
void pgx_used_families(ctx *c);
/* 8d. rules_acronyms.c: names that only spell out or shorten a proposal are the
 * proposal (no use, no baseline): "MISA, that is, MIning Saliency-Aware ..." (the
 * capitals of words cased to spell give the proposed acronym), "PerAct" for a
 * proposed "Perceiver-Actor". */
void pgx_own_spellings(ctx *c);

#endif
