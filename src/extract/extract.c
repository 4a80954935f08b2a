/* SPDX-License-Identifier: Apache-2.0 */
/* Rule-based extraction of methods, tasks, data sets, metrics, results and lineage from one abstract. */

/*
 * The rule pipeline, and why it runs in this order
 * ================================================
 *
 * Every rule is a small scan over tokens with fixed word lists; there are no
 * regular expressions and every lexicon lookup is a hash probe, so one
 * abstract costs a few passes over a few hundred tokens.
 *
 * 1. Text (text.c). The abstract is rewritten into a clean text with a byte
 *    map back to the original: LaTeX wrappers, math delimiters, markdown
 *    emphasis and curly punctuation are gone, so every later rule sees
 *    "Zeta2-7B" and "12.5 %" whatever the source looked like. Tokens keep
 *    flags (emphasised, undefined macro, inside math) that the name rules use.
 *    A table built once maps each lower-cased token to the cue lists that
 *    hold it, so the role rules test list membership with one bit.
 *
 * 2. Lexicon mentions. Greedy longest match of data sets, metrics and task
 *    phrases (data set wins over metric over task), stopping as soon as no
 *    longer phrase can match. It runs first because curated knowledge beats
 *    shape: "SVHN" is a data set, not a method, and "Active Learning (AL)"
 *    is a task, so its acronym must not become a method later. A metric or
 *    task word inside a run of capitalised words ("Predictive Correlation
 *    Screening") is part of a name and is not tagged. Names before a data set
 *    head ("the FooQA dataset", "A, B and C benchmarks") or listed after one
 *    ("three benchmarks (A, B, C)") are data sets.
 *
 * 3. Acronym definitions. "Long Form (LF)" pairs are found with the
 *    Schwartz-Hearst right-to-left letter match. The pair becomes one entity,
 *    label = long form, alt = acronym, key = the acronym's slug, and every
 *    later bare acronym refers to it. The kind follows the long form: a
 *    lexicon phrase gives that entity ("RL"), a long form ending in a task
 *    phrase is a task ("Weakly Supervised Semantic Segmentation (WSSS)"),
 *    one ending in "dataset"/"benchmark" is a new data set, anything else a
 *    method. Generic pairs (LLMs, DNNs, "... Methods (XMs)") are remembered
 *    but never get a role. Two exceptions: a long form that is the object of
 *    a proposing or naming verb ("we introduce a new approach, dubbed Spectral
 *    Knowledge Distillation (SKD)") is a coined method even though it ends in
 *    a task phrase, unless a problem noun governs it ("the problem of ...",
 *    "a setting called ..."); and a pair followed by an appositive naming a
 *    problem ("..., a novel segmentation problem") is a task whatever its
 *    words.
 *
 * 4. Name shapes. Remaining tokens are judged by shape: CamelCase, inner
 *    capitals, acronyms, letters mixed with digits, undefined LaTeX macros and
 *    emphasised words are strong names; a lone capitalised word that does not
 *    start the sentence is a weak name (it needs a role cue to count).
 *    Stop words (not-methods.tsv), sentence-initial capitals, author names
 *    (before "et al." or "'s"), math variables, settings like W4A4 and sizes
 *    like 7B are rejected. Versions, sizes and following capitalised words
 *    are absorbed ("Zeta 2", "Foo V2", "Oscillatory Fourier Neural Network"),
 *    and -based/-style suffixes are peeled off strong names. An unknown
 *    all-capital name listed with two or more known data sets ("on PTB, QZTB,
 *    and UD") is a data set, and a metric word that names a training term
 *    ("a perplexity loss") is no metric.
 *
 * 5. Roles, per sentence. Proposes: "we propose/present/introduce X" (the
 *    first name of the object phrase, with its coordinated list, skipping
 *    modifiers like "Dropout-like" and deferring to a later "called Y"), "X, a
 *    novel ...", "our method, X", "called/named/dubbed X", and a coined name
 *    in brackets closing a we-propose clause, "we ... by introducing X", and
 *    "the resulting algorithm, called X" even without "we". Compares:
 *    outperforms / than / vs / compared with / baselines, up to the next
 *    clause ("..., and achieves"). Uses: using / leverages / such as X, and
 *    lower-case method phrases after such cues that end in a method head
 *    noun ("by block coordinate descent"); a task phrase that is the object
 *    of a using verb, or an example after "techniques such as" in the
 *    paper's own voice, is a used method in that sentence ("by utilizing
 *    knowledge distillation"). Lineage: starting from, builds on, on top of,
 *    extends, extension/variant/generalization of, inherits ... of, based
 *    on, inspired by, improves upon X, only when "we" (or the named
 *    proposal) governs the verb, never when negated or when the sentence
 *    introduces a data set; relative clauses whose antecedent is the older
 *    method ("X, upon which we build", "X, building on which we propose",
 *    "X, which we extend"); an "X-based" modifier of the proposal itself
 *    ("we introduce Foo, a Bar-based parser"); and names: a proposal whose
 *    written-out name is another method's name with modifiers in front
 *    ("accelerated lattice gradient descent" after "lattice gradient
 *    descent") extends it, unless that name ends in a problem word
 *    ("... Detection"). Lineage objects are collected first and given their
 *    subject after all sentences are read, because the proposal is often
 *    named after the sentence that states its origin.
 *
 * 6. Title. "Name: what it does" proposes Name (leading articles and a
 *    trailing "Dataset" dropped; "Beyond X:" and "Towards X:" are not names;
 *    a name the abstract never mentions is dropped when the abstract reads as
 *    an analysis only: "we study / compare / review", nothing proposed, new
 *    or "ours", and no data set in the title);
 *    task phrases of the title, or a "for <...> Detection" phrase, are tasks.
 *
 * 7. Claimed results. Numbers with a unit (%, x, times, -fold, points) or
 *    decimals next to a metric become results; years, counts of things,
 *    fractions, proportions ("10% of the data") and numbers glued into
 *    formulas do not. Deltas marked with arrows are skipped, "vs 41.3 in
 *    Foo" fills the baseline of the result just before and "from A to B"
 *    makes A the baseline of B, as does each later "and C to D" of the list. Kind comes from the words around the number
 *    (a reducing verb beats "by"; by/margin/improves -> improvement,
 *    less/fewer/reduction -> reduction) and is shared along a list ("7% on
 *    recall, 3% on precision"). The metric is the nearest metric in the same
 *    phrase after the number, then before it, then "in terms of", then the
 *    noun phrase after "reduction in"/"on", then the nearest in the sentence;
 *    a number with no metric is no result.
 *
 * 8. Defaults. Strong method names with no role are "uses"; data sets,
 *    metrics and tasks mentioned are evaluated on, used, addressed. A
 *    proposal is never also used or compared with. Facts are de-duplicated
 *    and entities nobody refers to are dropped.
 */
#include "extract/extract.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
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
	int sent;
} mention;

typedef struct acro {
	size_t cs, ce;        /* acronym text in clean */
	int ent;              /* entity, -1 if generic */
	pg_entity_kind kind;
	bool generic;
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
	char **tok_key;       /* normalised lexicon key per token (lazily) */
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
} ctx;

enum { ROLE_PROP = 1, ROLE_COMP = 2, ROLE_USE = 4, ROLE_OTHER = 8 };

/* ------------------------------------------------------------------ small helpers */

static bool is_upper(int c)
{
	return c >= 'A' && c <= 'Z';
}

static bool is_lower(int c)
{
	return c >= 'a' && c <= 'z';
}

static bool is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static bool is_alnum(int c)
{
	return is_upper(c) || is_lower(c) || is_digit(c);
}

static int lower(int c)
{
	return is_upper(c) ? c + 32 : c;
}

static const char *TW(const ctx *c, size_t i)
{
	return c->t->clean + c->t->toks[i].s;
}

static size_t TL(const ctx *c, size_t i)
{
	return c->t->toks[i].e - c->t->toks[i].s;
}

static bool eqi(const ctx *c, size_t i, const char *w)
{
	const pg_token *tk = &c->t->toks[i];
	const char *s = c->t->clean + tk->s;
	size_t n = tk->e - tk->s, k = 0;
	for (; k < n; k++)
		if (!w[k] || lower((unsigned char)s[k]) != lower((unsigned char)w[k]))
			return false;
	return w[k] == '\0';
}

static bool is_punct(const ctx *c, size_t i, char p)
{
	const pg_token *tk = &c->t->toks[i];
	return tk->kind == PG_TOK_PUNCT && tk->e - tk->s == 1 && c->t->clean[tk->s] == p;
}

static uint32_t set_bit(const char *const *set);

static bool in_set(const ctx *c, size_t i, const char *const *set)
{
	uint32_t bit = set_bit(set);
	if (bit)
		return (c->tokmask[i] & bit) != 0;
	size_t n = TL(c, i);
	const char *w = TW(c, i);
	for (; *set; set++) {
		const char *s = *set;
		size_t k = 0;
		while (k < n && s[k] && lower((unsigned char)w[k]) == s[k])
			k++;
		if (k == n && s[k] == '\0')
			return true;
	}
	return false;
}

/* Returns true if the token starts with one of the lower-case prefixes. */
static bool has_prefix(const ctx *c, size_t i, const char *const *set)
{
	size_t n = TL(c, i);
	const char *w = TW(c, i);
	for (; *set; set++) {
		size_t k = strlen(*set);
		if (k > n)
			continue;
		size_t j = 0;
		while (j < k && lower((unsigned char)w[j]) == (*set)[j])
			j++;
		if (j == k)
			return true;
	}
	return false;
}

static size_t sent_begin(const ctx *c, int s)
{
	return c->t->sents[s].tok_begin;
}

static size_t sent_end(const ctx *c, int s)
{
	return c->t->sents[s].tok_end;
}

/* ------------------------------------------------------------------ keys and entities */

/* Writes the identity slug of text[0..n) into out (cap >= 2*n + 16). */
static void make_key(const char *s, size_t n, char *out, size_t cap)
{
	size_t len = 0;
	size_t run_start = 0;
	bool in_run = false;
	bool prev_run_letter_end = false;
	size_t i = 0;
	while (i <= n) {
		int ch = i < n ? (unsigned char)s[i] : ' ';
		if (is_alnum(ch)) {
			if (!in_run) {
				/* find the run to decide how it joins the previous one */
				size_t j = i;
				bool all_digits = true;
				while (j < n && is_alnum((unsigned char)s[j])) {
					if (!is_digit((unsigned char)s[j]))
						all_digits = false;
					j++;
				}
				bool version = (lower(ch) == 'v' && j - i >= 2 && is_digit((unsigned char)s[i + 1]));
				for (size_t k = i + 1; version && k < j; k++)
					if (!is_digit((unsigned char)s[k]))
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
				out[len++] = (char)lower(ch);
		} else if (in_run) {
			in_run = false;
			prev_run_letter_end = len > run_start && !is_digit((unsigned char)out[len - 1]);
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
		uint32_t h = 2166136261u;
		for (size_t k = 0; k < n; k++)
			h = (h ^ (unsigned char)s[k]) * 16777619u;
		static const char hex[] = "0123456789abcdef";
		out[len++] = 'u';
		for (int k = 7; k >= 0 && len + 1 < cap; k--)
			out[len++] = hex[(h >> (k * 4)) & 15];
	}
	out[len] = '\0';
}

static char *dup_n(const char *s, size_t n)
{
	char *p = malloc(n + 1);
	if (p) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
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

static int find_entity(const ctx *c, pg_entity_kind kind, const char *key)
{
	for (size_t i = 0; i < c->x->n_entities; i++)
		if (c->x->entities[i].kind == kind && strcmp(c->x->entities[i].key, key) == 0)
			return (int)i;
	/* a method written out in full refers to its acronym pair: match the label too */
	for (size_t i = 0; i < c->x->n_entities; i++)
		if (c->x->entities[i].kind == kind && c->label_keys && c->label_keys[i] &&
		    strcmp(c->label_keys[i], key) == 0)
			return (int)i;
	return -1;
}

/* Finds or adds the entity (kind, key); label/alt copied from clean text ranges. */
static int get_entity(ctx *c, pg_entity_kind kind, const char *key, const char *label, size_t ln,
		      const char *alt, size_t an, int sent, size_t cs, size_t ce)
{
	int e = find_entity(c, kind, key);
	if (e >= 0) {
		pg_entity *en = &c->x->entities[e];
		if (!en->alt && alt && an) {
			en->alt = dup_label(alt, an);
			if (!en->alt)
				c->oom = true;
		}
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
	if (alt && an) {
		en->alt = dup_label(alt, an);
		if (!en->alt)
			c->oom = true;
		else if (en->label && strcasecmp(en->alt, en->label) == 0) {
			free(en->alt);
			en->alt = NULL;
		}
	}
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
		make_key(label, ln, lk, sizeof lk);
		if (strcmp(lk, key) != 0 && !(c->label_keys[c->x->n_entities] = strdup(lk)))
			c->oom = true;
	}
	return (int)c->x->n_entities++;
}

static void add_fact(ctx *c, pg_relation rel, int subject, int object, int sent, const char *rule)
{
	if (object < 0 || (rel == PG_REL_EXTENDS && (subject < 0 || subject == object)))
		return;
	for (size_t i = 0; i < c->x->n_facts; i++) {
		pg_fact *f = &c->x->facts[i];
		if (f->rel == rel && f->subject == subject && f->object == object)
			return;
	}
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

static void propose(ctx *c, int e, int sent, const char *rule)
{
	if (e < 0 || c->x->entities[e].kind == PG_ENTITY_TASK || c->x->entities[e].kind == PG_ENTITY_METRIC)
		return;
	add_fact(c, PG_REL_PROPOSES, -1, e, sent, rule);
	for (size_t i = 0; i < c->n_prop; i++)
		if (c->proposed[i] == e)
			return;
	if (!pg_grow((void **)&c->proposed, &c->cap_prop, c->n_prop + 1, sizeof(int))) {
		c->oom = true;
		return;
	}
	c->proposed[c->n_prop++] = e;
}

/* ------------------------------------------------------------------ mentions */

static int add_mention(ctx *c, size_t t0, size_t t1, size_t cs, size_t ce, pg_entity_kind kind, int ent,
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

static void clear_mentions(ctx *c, size_t t0, size_t t1)
{
	for (size_t i = t0; i < t1; i++)
		c->tok_m[i] = -1;
}

/* Returns the mention at token i, or NULL. */
static mention *mention_at(ctx *c, size_t i)
{
	if (i >= c->t->n_toks || c->tok_m[i] < 0)
		return NULL;
	return &c->m[c->tok_m[i]];
}

/* ------------------------------------------------------------------ 2. lexicon mentions */

static const char *tok_key(ctx *c, size_t i, size_t *n)
{
	if (!c->tok_key[i]) {
		char buf[PG_LEX_KEY_MAX];
		size_t k = pg_lexicon_normalize(TW(c, i), TL(c, i), buf, sizeof buf);
		c->tok_key[i] = dup_n(buf, k);
		if (!c->tok_key[i]) {
			c->oom = true;
			*n = 0;
			return "";
		}
	}
	*n = c->tok_key[i][0] ? strlen(c->tok_key[i]) : 0;
	return c->tok_key[i];
}

static pg_entity_kind lex_to_entity(pg_lex_kind k)
{
	return k == PG_LEX_DATASET ? PG_ENTITY_DATASET : k == PG_LEX_METRIC ? PG_ENTITY_METRIC : PG_ENTITY_TASK;
}

static int entity_for_lex(ctx *c, const pg_lex_entry *le, size_t cs, size_t ce, int sent)
{
	char key[PG_LEX_KEY_MAX * 2 + 16];
	size_t ln = strlen(le->label);
	make_key(le->label, ln, key, sizeof key);
	const char *surface = c->t->clean + cs;
	return get_entity(c, lex_to_entity(le->kind), key, surface, ce - cs, le->label, ln, sent, cs, ce);
}

static const char *const dataset_heads[] = {
	"dataset", "datasets", "benchmark", "benchmarks", "corpus", "corpora", "suite", "environment",
	"environments", "testbed", "data set", "database", "databases", "treebank", "treebanks", NULL
};

static bool name_shape(ctx *c, size_t i, bool allow_initial);

static bool cap_word(const ctx *c, size_t i)
{
	return c->t->toks[i].kind == PG_TOK_WORD && is_upper((unsigned char)TW(c, i)[0]) &&
	       !pg_lexicon_is_stop(c->lex, TW(c, i), TL(c, i));
}

/* Returns true if tokens [a, b) are capitalised in the middle of a sentence and
 * sit in a run of other capitalised words: part of a Title Case name. */
static bool title_case_run(const ctx *c, size_t a, size_t b, size_t sb, size_t se)
{
	if (a == sb || !is_upper((unsigned char)TW(c, a)[0]))
		return false;
	for (size_t k = a; k < b; k++)
		if (!is_upper((unsigned char)TW(c, k)[0]) && !is_digit((unsigned char)TW(c, k)[0]))
			return false;
	if (a > sb + 1 && cap_word(c, a - 1) && (c->t->toks[a].flags & PG_TOKF_SPACE))
		return true;
	if (b < se && cap_word(c, b) && (c->t->toks[b].flags & PG_TOKF_SPACE))
		return true;
	return false;
}

static void tag_lexicon(ctx *c)
{
	const pg_text *t = c->t;
	int maxw = pg_lexicon_max_words(c->lex);
	if (maxw > 8)
		maxw = 8;
	char key[PG_LEX_KEY_MAX];
	for (size_t s = 0; s < t->n_sents && !c->oom; s++) {
		size_t b = t->sents[s].tok_begin, e = t->sents[s].tok_end;
		for (size_t i = b; i < e && !c->oom;) {
			if (t->toks[i].kind != PG_TOK_WORD && t->toks[i].kind != PG_TOK_NUMBER) {
				i++;
				continue;
			}
			size_t best = 0;
			const pg_lex_entry *hit = NULL;
			size_t len = 0;
			for (size_t L = 1; L <= (size_t)maxw && i + L <= e; L++) {
				size_t j = i + L - 1;
				if (t->toks[j].kind != PG_TOK_WORD && t->toks[j].kind != PG_TOK_NUMBER)
					break;
				size_t kn;
				const char *k = tok_key(c, j, &kn);
				if (kn == 0)
					break;
				if (len + kn + 2 >= sizeof key)
					break;
				if (len)
					key[len++] = ' ';
				memcpy(key + len, k, kn);
				len += kn;
				size_t cs = t->toks[i].s, ce = t->toks[j].e;
				const char *surf = t->clean + cs;
				bool longer;
				const pg_lex_entry *le = pg_lexicon_lookup_phrase(c->lex, key, len, surf, ce - cs, &longer);
				if (le) {
					best = L;
					hit = le;
				}
				if (!longer)
					break;
			}
			if (hit && hit->kind != PG_LEX_DATASET && title_case_run(c, i, i + best, b, e))
				hit = NULL; /* "Predictive Correlation Screening" is a name, not a metric */
			if (hit) {
				size_t cs = t->toks[i].s, ce = t->toks[i + best - 1].e;
				int ent = entity_for_lex(c, hit, cs, ce, (int)s);
				add_mention(c, i, i + best, cs, ce, lex_to_entity(hit->kind), ent, 2);
				i += best;
			} else {
				i++;
			}
		}
		/* "Name dataset", "X, Y and Z benchmarks": names before a data set head */
		for (size_t i = b + 1; i < e && !c->oom; i++) {
			if (!in_set(c, i, dataset_heads))
				continue;
			size_t j = i;
			while (j > b) {
				size_t k = j - 1;
				if (is_punct(c, k, ',') || eqi(c, k, "and")) {
					j = k;
					continue;
				}
				if (c->tok_m[k] >= 0 || !name_shape(c, k, false))
					break;
				/* a run of capitalised words is one name: "Multimodal Academic Cover" */
				size_t k0 = k;
				while (k0 > b + 1 && c->tok_m[k0 - 1] < 0 && t->toks[k0 - 1].kind == PG_TOK_WORD &&
				       name_shape(c, k0 - 1, false) && (t->toks[k0].flags & PG_TOKF_SPACE) && k - k0 < 4)
					k0--;
				size_t cs = t->toks[k0].s, ce = t->toks[k].e;
				char kb[PG_LEX_KEY_MAX * 2 + 16];
				if (ce - cs >= PG_LEX_KEY_MAX)
					break;
				make_key(t->clean + cs, ce - cs, kb, sizeof kb);
				int ent = get_entity(c, PG_ENTITY_DATASET, kb, t->clean + cs, ce - cs, NULL, 0, (int)s,
						     cs, ce);
				int mi = add_mention(c, k0, k + 1, cs, ce, PG_ENTITY_DATASET, ent, 2);
				if (mi >= 0)
					c->m[mi].coined = true;
				j = k0;
			}
			/* "three benchmarks (A, B and C)", "datasets including A and B" */
			size_t k = i + 1;
			if (k < e && (is_punct(c, k, '(') || is_punct(c, k, ':') || eqi(c, k, "including") ||
				      eqi(c, k, "namely") || eqi(c, k, "like") || eqi(c, k, "i.e.") || eqi(c, k, "e.g.") ||
				      is_punct(c, k, ',')))
				k++;
			else if (k + 1 < e && eqi(c, k, "such") && eqi(c, k + 1, "as"))
				k += 2;
			else
				continue;
			while (k < e && (is_punct(c, k, ',') || eqi(c, k, "i.e.") || eqi(c, k, "e.g.") || eqi(c, k, "the")))
				k++;
			while (k < e) {
				if (is_punct(c, k, ',') || eqi(c, k, "and")) {
					k++;
					continue;
				}
				if (eqi(c, k, "the")) {
					k++;
					continue;
				}
				if (c->tok_m[k] >= 0 || !name_shape(c, k, true) || t->toks[k].kind != PG_TOK_WORD)
					break;
				size_t cs = t->toks[k].s, ce = t->toks[k].e;
				char kb[PG_LEX_KEY_MAX * 2 + 16];
				if (ce - cs >= PG_LEX_KEY_MAX)
					break;
				make_key(t->clean + cs, ce - cs, kb, sizeof kb);
				int ent = get_entity(c, PG_ENTITY_DATASET, kb, t->clean + cs, ce - cs, NULL, 0, (int)s,
						     cs, ce);
				add_mention(c, k, k + 1, cs, ce, PG_ENTITY_DATASET, ent, 2);
				k++;
			}
		}
	}
}

/* ------------------------------------------------------------------ 4. name shapes */

static const char *const non_method_heads[] = {
	"theorem", "lemma", "inequality", "inequalities", "conjecture", "equation", "equations", "law",
	"laws", "condition", "conditions", "norm", "norms", "space", "spaces", "property", "constant",
	"constants", "bound", "bounds", "distribution", "distributions", "number", "numbers", "index",
	"dimension", "hypothesis", "paradox", "principle", "family", "group", "groups", "prize",
	"university", "institute", "conference", "challenge", "competition", "award", "journal",
	NULL
};

static const char *const name_suffixes[] = {
	"-based", "-style", "-like", "-type", "-inspired", "-driven", "-guided", "-aware", "-free",
	"-specific", "-conditioned", "-augmented", "-enhanced", "-powered", "-assisted", "-derived",
	"-generated", "-pretrained", "-trained", "-tuned", "-level", "-scale", "-compatible",
	"-agnostic", "-centric", "-oriented", NULL
};

/* Returns the length of the name part of token i once a -based style suffix is peeled. */
static size_t peel_suffix(const ctx *c, size_t i, bool *based)
{
	const char *w = TW(c, i);
	size_t n = TL(c, i);
	*based = false;
	if (n < 4 || !memchr(w + 1, '-', n - 1))
		return n;
	for (const char *const *s = name_suffixes; *s; s++) {
		size_t k = strlen(*s);
		if (n > k + 1) {
			size_t j = 0;
			while (j < k && lower((unsigned char)w[n - k + j]) == (*s)[j])
				j++;
			if (j == k) {
				/* only a strong prefix is a name: "GPT-based", not "Patch-level" */
				int up = 0, dig = 0;
				for (size_t q = 0; q < n - k; q++) {
					up += is_upper((unsigned char)w[q]);
					dig += is_digit((unsigned char)w[q]);
				}
				if (up < 2 && !(up == 1 && dig > 0))
					return n;
				*based = strcmp(*s, "-based") == 0 || strcmp(*s, "-inspired") == 0;
				return n - k;
			}
		}
	}
	return n;
}

static bool is_setting_shape(const char *w, size_t n)
{
	/* W4A4, W8A8KV8 */
	if (n >= 4 && (w[0] == 'W' || w[0] == 'w') && is_digit((unsigned char)w[1])) {
		size_t k = 1;
		while (k < n && is_digit((unsigned char)w[k]))
			k++;
		if (k < n && (w[k] == 'A' || w[k] == 'a'))
			return true;
	}
	return false;
}

/* Classifies token i: 2 strong name, 1 weak name (capitalised), 0 no name. */
static int name_strength(ctx *c, size_t i, size_t n)
{
	const pg_token *tk = &c->t->toks[i];
	if (tk->kind != PG_TOK_WORD)
		return 0;
	const char *w = TW(c, i);
	if ((tk->flags & PG_TOKF_MATH) && !(tk->flags & PG_TOKF_EMPH))
		return 0;
	if (tk->flags & PG_TOKF_ABBREV)
		return 0;
	if (n < 2 || n > 40)
		return 0;
	if (pg_lexicon_is_stop(c->lex, w, n) || pg_lexicon_is_stop(c->lex, w, TL(c, i))) {
		/* "MORE", "SMART": an English word in capitals is a chosen name */
		int cat = pg_lexicon_stop_category(c->lex, w, n);
		bool caps = n >= 4 && (cat == 'c' || cat == 'p');
		for (size_t k = 0; caps && k < n; k++)
			if (!is_upper((unsigned char)w[k]))
				caps = false;
		if (!caps)
			return 0;
	}
	int up = 0, lo = 0, dig = 0, other = 0;
	bool camel = false;
	for (size_t k = 0; k < n; k++) {
		unsigned char ch = (unsigned char)w[k];
		if (is_upper(ch)) {
			up++;
			if (k > 0 && is_lower((unsigned char)w[k - 1]))
				camel = true;
		} else if (is_lower(ch)) {
			lo++;
		} else if (is_digit(ch)) {
			dig++;
		} else if (ch >= 0x80) {
			other++;
		}
	}
	if (is_digit((unsigned char)w[0]))
		return 0; /* 7B, 3D, 2x, 14K */
	if (is_setting_shape(w, n))
		return 0;
	if (up + lo == 0)
		return 0;
	/* L1, W2, S2: a letter and a digit are variables, not names */
	if (n <= 3 && up == 1 && lo == 0 && dig >= 1)
		return 0;
	if (tk->flags & PG_TOKF_MACRO)
		return (n >= 3) ? 2 : 0;
	/* L1-pruned, W2-error: a variable glued to an ordinary word */
	if (n >= 4 && is_upper((unsigned char)w[0]) && is_digit((unsigned char)w[1])) {
		size_t k = 1;
		while (k < n && is_digit((unsigned char)w[k]))
			k++;
		if (k < n && w[k] == '-') {
			bool rest_lower = true;
			for (size_t q = k + 1; q < n; q++)
				if (!is_lower((unsigned char)w[q]) && w[q] != '-')
					rest_lower = false;
			if (rest_lower)
				return 0;
		}
	}
	/* "non-MRC": a negated name is not a name */
	if (n > 4 && (w[0] == 'n' || w[0] == 'N') && w[1] == 'o' && w[2] == 'n' && w[3] == '-')
		return 0;
	/* "Machine-Learning": every part a stop word, not all of them proper names
	 * (those make names: "Gauss-Markov", "Fokker-Planck") */
	if (memchr(w, '-', n)) {
		bool all_stop = true, all_proper = true;
		size_t p = 0;
		while (p < n && all_stop) {
			size_t q = p;
			while (q < n && w[q] != '-')
				q++;
			int cat = q > p ? pg_lexicon_stop_category(c->lex, w + p, q - p) : 'f';
			if (!cat)
				all_stop = false;
			if (cat != 'p')
				all_proper = false;
			p = q + 1;
		}
		if (all_stop && !all_proper)
			return 0;
	}
	/* "Large-scale", "Non-convex": a capitalised stop word with a lower-case tail */
	if (up == 1 && is_upper((unsigned char)w[0])) {
		const char *h = memchr(w, '-', n);
		if (h && pg_lexicon_is_stop(c->lex, w, (size_t)(h - w)))
			return 0;
	}
	/* an undefined two-letter acronym (OT, DP) is too ambiguous to stand alone */
	if (n == 2 && up == 2)
		return 0;
	if (up >= 2 || camel)
		return 2;
	if (up == 1 && dig > 0 && up + lo >= 2)
		return 2;
	if (tk->flags & PG_TOKF_EMPH && up >= 1)
		return 2;
	if (up == 1 && is_upper((unsigned char)w[0]))
		return 1;
	return 0;
}

static bool sentence_initial(const ctx *c, size_t i)
{
	int s = c->t->toks[i].sentence;
	size_t b = sent_begin(c, s);
	if (i == b)
		return true;
	/* after an opening quote or bracket at the start, or after a colon */
	size_t k = i;
	while (k > b && c->t->toks[k - 1].kind == PG_TOK_PUNCT &&
	       (is_punct(c, k - 1, '"') || is_punct(c, k - 1, '(') || is_punct(c, k - 1, '\'')))
		k--;
	if (k == b)
		return true;
	if (is_punct(c, k - 1, ':') || is_punct(c, k - 1, ';'))
		return true;
	return false;
}

/* Returns true if token i could be (part of) a name of anything. */
static bool name_shape(ctx *c, size_t i, bool allow_initial)
{
	bool based;
	size_t n = peel_suffix(c, i, &based);
	int s = name_strength(c, i, n);
	if (s == 2)
		return true;
	if (s == 1)
		return allow_initial || !sentence_initial(c, i);
	return false;
}

static bool is_version_tok(const ctx *c, size_t i)
{
	const pg_token *tk = &c->t->toks[i];
	const char *w = TW(c, i);
	size_t n = TL(c, i);
	if (tk->kind == PG_TOK_NUMBER) {
		if (n > 4)
			return false;
		/* not a count or a value: "Zeta 2" but not "FooNet 2 times" or "2 %" */
		if (i + 1 < c->t->n_toks) {
			if (is_punct(c, i + 1, '%') || eqi(c, i + 1, "times") || eqi(c, i + 1, "x"))
				return false;
			if (c->t->toks[i + 1].kind == PG_TOK_WORD && is_lower((unsigned char)TW(c, i + 1)[0]) &&
			    !eqi(c, i + 1, "model") && !eqi(c, i + 1, "models"))
				return false;
		}
		return true;
	}
	if (tk->kind != PG_TOK_WORD)
		return false;
	if (n >= 2 && (w[0] == 'v' || w[0] == 'V') && is_digit((unsigned char)w[1])) {
		for (size_t k = 1; k < n; k++)
			if (!is_digit((unsigned char)w[k]) && w[k] != '.')
				return false;
		return true;
	}
	/* sizes: 7B, 13B, 175B, 1.3B, 350M */
	if (n >= 2 && is_digit((unsigned char)w[0]) && (w[n - 1] == 'B' || w[n - 1] == 'M' || w[n - 1] == 'b')) {
		for (size_t k = 0; k + 1 < n; k++)
			if (!is_digit((unsigned char)w[k]) && w[k] != '.')
				return false;
		return true;
	}
	if ((n == 2 && memcmp(w, "XL", 2) == 0) || (n == 3 && memcmp(w, "XXL", 3) == 0))
		return true;
	return false;
}

static const char *const generic_heads[] = {
	"model", "network", "method", "algorithm", "technique", "approach", "system", "function",
	"process", "problem", "setting", "paradigm", "task", "data", "language", "learning",
	"characterization", "machine", "net", "private", "intelligence", "processing", "vision",
	"regression", NULL
};

static bool is_generic_head(const char *w, size_t n)
{
	char buf[PG_LEX_KEY_MAX];
	size_t k = pg_lexicon_normalize(w, n, buf, sizeof buf);
	if (k == 0)
		return true;
	const char *last = strrchr(buf, ' ');
	last = last ? last + 1 : buf;
	for (const char *const *g = generic_heads; *g; g++)
		if (strcmp(last, *g) == 0)
			return true;
	return false;
}

/* Returns true if the long form tokens [a, b) name a class of things rather than
 * one method: "Sparse Feature Attribution Methods", "deep neural networks". */
static bool generic_long_form(const ctx *c, size_t a, size_t b)
{
	static const char *const plural_classes[] = {
		"methods", "approaches", "techniques", "strategies", "algorithms", "models", "systems",
		"tasks", "problems", "settings", "functions", "processes", "agents", "policies", NULL
	};
	static const char *const quantities[] = {
		"information", "entropy", "divergence", "distance", "loss", "error", "rate", "ratio",
		"score", "bound", "norm", "probability", "variance", "gap", "coefficient", "value",
		"values", "quantity", "measure", "statistic", "statistics", NULL
	};
	if (b <= a)
		return true;
	if (in_set(c, b - 1, plural_classes) || in_set(c, b - 1, quantities))
		return true;
	bool lower_only = true;
	for (size_t k = a; k < b; k++)
		if ((is_upper((unsigned char)TW(c, k)[0]) && !(k == a && sentence_initial(c, k))) ||
		    c->t->toks[k].kind != PG_TOK_WORD)
			lower_only = false;
	return lower_only && is_generic_head(c->t->clean + c->t->toks[a].s, c->t->toks[b - 1].e - c->t->toks[a].s);
}

static int acro_lookup(const ctx *c, const char *w, size_t n)
{
	for (size_t i = 0; i < c->n_acros; i++) {
		const acro *a = &c->acros[i];
		size_t an = a->ce - a->cs;
		const char *aw = c->t->clean + a->cs;
		if (an == n && memcmp(aw, w, n) == 0)
			return (int)i;
		/* plural forms: DE/DEs */
		if (an + 1 == n && w[n - 1] == 's' && memcmp(aw, w, an) == 0)
			return (int)i;
		if (n + 1 == an && aw[an - 1] == 's' && memcmp(aw, w, n) == 0)
			return (int)i;
	}
	return -1;
}

/* ------------------------------------------------------------------ 3. acronym definitions */

static bool acronym_shape(const char *w, size_t n)
{
	if (n < 2 || n > 12)
		return false;
	int up = 0, lo = 0;
	for (size_t k = 0; k < n; k++) {
		unsigned char ch = (unsigned char)w[k];
		if (is_upper(ch))
			up++;
		else if (is_lower(ch))
			lo++;
		else if (!is_digit(ch) && ch != '-')
			return false;
	}
	return up >= 2;
}

/* Schwartz-Hearst: finds where the long form of acronym a[0..an) starts within
 * lf[0..ln); returns the offset or -1. */
static long sh_match(const char *a, size_t an, const char *lf, size_t ln)
{
	long si = (long)an - 1, li = (long)ln - 1;
	while (si >= 0) {
		int ch = lower((unsigned char)a[si]);
		if (!is_alnum(ch)) {
			si--;
			continue;
		}
		while (li >= 0 && (lower((unsigned char)lf[li]) != ch ||
				   (si == 0 && li > 0 && is_alnum((unsigned char)lf[li - 1]))))
			li--;
		if (li < 0)
			return -1;
		li--;
		si--;
	}
	return li + 1;
}

/* Returns true if the last words of tokens [a, b) are a task phrase of the lexicon. */
static bool long_form_ends_in_task(ctx *c, size_t a, size_t b)
{
	char key[PG_LEX_KEY_MAX];
	for (size_t p = a; p < b; p++) {
		size_t cs = c->t->toks[p].s, ce = c->t->toks[b - 1].e;
		size_t n = pg_lexicon_normalize(c->t->clean + cs, ce - cs, key, sizeof key);
		if (n && pg_lexicon_lookup(c->lex, PG_LEX_TASK, key, n, c->t->clean + cs, ce - cs))
			return true;
	}
	return false;
}

static bool proposed_long_form(const ctx *c, size_t ft, size_t b);
static bool appositive_problem(const ctx *c, size_t ft);

static void find_acronyms(ctx *c)
{
	const pg_text *t = c->t;
	for (size_t i = 1; i + 2 < t->n_toks && !c->oom; i++) {
		if (!is_punct(c, i, '('))
			continue;
		size_t a = i + 1;
		if (t->toks[a].kind != PG_TOK_WORD || t->toks[a].sentence != t->toks[i].sentence)
			continue;
		if (!(is_punct(c, a + 1, ')') || is_punct(c, a + 1, ',') || is_punct(c, a + 1, ';')))
			continue;
		const char *aw = TW(c, a);
		size_t an = TL(c, a);
		if (!acronym_shape(aw, an))
			continue;
		size_t am = an;
		if (am > 2 && aw[am - 1] == 's' && is_upper((unsigned char)aw[am - 2]))
			am--; /* plural: DNNs */
		/* long-form window: words before '(' in the same clause */
		size_t letters = 0;
		for (size_t k = 0; k < am; k++)
			letters += is_alnum((unsigned char)aw[k]);
		size_t maxw = letters + 5 < letters * 2 ? letters + 5 : letters * 2;
		size_t b = sent_begin(c, t->toks[i].sentence);
		size_t j = i, words = 0;
		while (j > b && words < maxw) {
			const pg_token *pk = &t->toks[j - 1];
			if (pk->kind != PG_TOK_WORD && pk->kind != PG_TOK_NUMBER)
				break;
			j--;
			words++;
		}
		if (j == i)
			continue;
		size_t lcs = t->toks[j].s, lce = t->toks[i - 1].e;
		long off = sh_match(aw, am, t->clean + lcs, lce - lcs);
		if (off < 0)
			continue;
		size_t start = lcs + (size_t)off;
		size_t ft = j;
		while (ft < i && t->toks[ft].e <= start)
			ft++;
		if (ft >= i)
			continue;
		/* skip leading function words: "the", "a" */
		while (ft + 1 < i && (eqi(c, ft, "the") || eqi(c, ft, "a") || eqi(c, ft, "an") || eqi(c, ft, "our")))
			ft++;
		lcs = t->toks[ft].s;
		if (!pg_grow((void **)&c->acros, &c->cap_acros, c->n_acros + 1, sizeof(acro))) {
			c->oom = true;
			return;
		}
		acro *ac = &c->acros[c->n_acros];
		ac->cs = t->toks[a].s;
		ac->ce = t->toks[a].e;
		ac->generic = false;
		ac->ent = -1;
		ac->kind = PG_ENTITY_METHOD;
		int s = t->toks[i].sentence;
		/* a lexicon phrase as long form: the acronym is that entity */
		mention *lm = mention_at(c, i - 1);
		if (lm && lm->t0 <= ft && lm->t1 == i && lm->ent >= 0) {
			ac->ent = lm->ent;
			ac->kind = lm->kind;
			pg_entity *en = &c->x->entities[lm->ent];
			if (!en->alt) {
				en->alt = dup_n(aw, an);
				if (!en->alt)
					c->oom = true;
			}
			c->n_acros++;
			add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, lm->kind, lm->ent, 2);
			continue;
		}
		if ((long_form_ends_in_task(c, ft, i) && !proposed_long_form(c, ft, b)) || appositive_problem(c, ft)) {
			/* "Weakly Supervised Semantic Segmentation (WSSS)": a narrower task */
			char key[PG_LEX_KEY_MAX * 2 + 16];
			if (lce - lcs < PG_LEX_KEY_MAX && an < PG_LEX_KEY_MAX) {
				make_key(t->clean + lcs, lce - lcs, key, sizeof key);
				int te = get_entity(c, PG_ENTITY_TASK, key, t->clean + lcs, lce - lcs, aw, an, s, lcs, lce);
				ac->ent = te;
				ac->kind = PG_ENTITY_TASK;
				c->n_acros++;
				clear_mentions(c, ft, a + 1);
				add_mention(c, ft, i, lcs, lce, PG_ENTITY_TASK, te, 2);
				add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, PG_ENTITY_TASK, te, 2);
				continue;
			}
		}
		if (in_set(c, i - 1, dataset_heads) && i - 1 > ft) {
			/* "the Foo Bar benchmark (FBB)": a new data set named by its acronym */
			char key[PG_LEX_KEY_MAX * 2 + 16];
			size_t dce = t->toks[i - 2].e;
			if (dce - lcs < PG_LEX_KEY_MAX && an < PG_LEX_KEY_MAX) {
				make_key(aw, an, key, sizeof key);
				int de = get_entity(c, PG_ENTITY_DATASET, key, t->clean + lcs, dce - lcs, aw, an, s, lcs, dce);
				ac->ent = de;
				ac->kind = PG_ENTITY_DATASET;
				c->n_acros++;
				clear_mentions(c, ft, a + 1);
				int m1 = add_mention(c, ft, i, lcs, dce, PG_ENTITY_DATASET, de, 2);
				int m2 = add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, PG_ENTITY_DATASET, de, 2);
				if (m1 >= 0)
					c->m[m1].coined = true;
				if (m2 >= 0)
					c->m[m2].coined = true;
				continue;
			}
		}
		mention *am_ = mention_at(c, a);
		if (am_ && am_->t0 == a && am_->t1 == a + 1 && am_->kind != PG_ENTITY_METHOD && i - ft >= 2) {
			/* the long form is not what the lexicon knows the acronym as ("MAC") */
			clear_mentions(c, a, a + 1);
			am_ = NULL;
		}
		if (am_ && am_->t0 == a && am_->t1 == a + 1 && am_->kind != PG_ENTITY_METHOD) {
			/* the acronym itself is a known data set or metric; keep it */
			ac->ent = am_->ent;
			ac->kind = am_->kind;
			c->n_acros++;
			continue;
		}
		bool generic = pg_lexicon_stop_category(c->lex, aw, an) == 'a' ||
			       pg_lexicon_stop_category(c->lex, aw, am) == 'a' || generic_long_form(c, ft, i);
		/* a lower-case long form of one or two words is a term, not a name */
		ac->generic = generic;
		c->n_acros++;
		if (generic)
			continue;
		char key[PG_LEX_KEY_MAX * 2 + 16];
		if (an >= PG_LEX_KEY_MAX)
			continue;
		make_key(aw, an, key, sizeof key);
		int ent = get_entity(c, PG_ENTITY_METHOD, key, t->clean + lcs, lce - lcs, aw, an, s, lcs, lce);
		c->acros[c->n_acros - 1].ent = ent;
		clear_mentions(c, ft, a + 1);
		add_mention(c, ft, i, lcs, lce, PG_ENTITY_METHOD, ent, 2);
		add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, PG_ENTITY_METHOD, ent, 2);
	}
}

/* ------------------------------------------------------------------ 4. names */

static bool before_et_al(const ctx *c, size_t i)
{
	size_t n = c->t->n_toks;
	return (i + 1 < n && eqi(c, i + 1, "et")) || (i + 1 < n && eqi(c, i + 1, "al."));
}

/* "Deep Voice", "Neural Foo": a capitalised stop word in mid-sentence followed
 * by a capitalised word that is a name on its own. */
static bool starts_compound_name(ctx *c, size_t i)
{
	static const char *const openers[] = {
		"deep", "neural", "open", "graph", "fast", "robust", "efficient", "simple", "scalable",
		"adaptive", "unified", "generalized", "improved", "better", "large", "visual", "vision",
		"image", "video", "text", "language", "machine", "reinforcement", "transformer",
		"convolutional", "recurrent", "bayesian", "gaussian", "markov", "monte", NULL
	};
	const pg_text *t = c->t;
	if (i + 1 >= t->n_toks || t->toks[i].kind != PG_TOK_WORD || !is_upper((unsigned char)TW(c, i)[0]) ||
	    sentence_initial(c, i) || !in_set(c, i, openers))
		return false;
	size_t j = i + 1;
	if (t->toks[j].sentence != t->toks[i].sentence || c->tok_m[j] >= 0 || !(t->toks[j].flags & PG_TOKF_SPACE))
		return false;
	bool b;
	size_t n2 = peel_suffix(c, j, &b);
	return name_strength(c, j, n2) >= 1 && !before_et_al(c, j);
}

/* Returns true for names shaped like data sets: "PlotQA", "DomainBed",
 * "FooBench", "PropBank", "MNIST-C". */
static bool dataset_shaped(const char *w, size_t n)
{
	static const char *const ends[] = { "QA", "Bench", "bench", "Bed", "Bank", "Corpus", "-C", "VQA",
					    "Set", "-1M", "-10K", "Eval", NULL };
	for (const char *const *e = ends; *e; e++) {
		size_t k = strlen(*e);
		if (n > k + 1 && memcmp(w + n - k, *e, k) == 0)
			return true;
	}
	return false;
}

static void find_names(ctx *c)
{
	const pg_text *t = c->t;
	for (size_t i = 0; i < t->n_toks && !c->oom; i++) {
		if (c->tok_m[i] >= 0 || t->toks[i].kind != PG_TOK_WORD)
			continue;
		/* a bare acronym defined earlier (or later) in the abstract */
		int ai = acro_lookup(c, TW(c, i), TL(c, i));
		if (ai >= 0) {
			acro *ac = &c->acros[ai];
			if (ac->ent >= 0) {
				add_mention(c, i, i + 1, t->toks[i].s, t->toks[i].e, ac->kind, ac->ent, 2);
			}
			continue;
		}
		bool based;
		size_t n = peel_suffix(c, i, &based);
		int st = name_strength(c, i, n);
		if (st == 0 && starts_compound_name(c, i))
			st = 1;
		if (st == 0)
			continue;
		if (st == 1 && sentence_initial(c, i))
			continue;
		if (before_et_al(c, i))
			continue;
		/* "Dijkstra's algorithm": a person's name */
		if (st == 1 && i + 1 < t->n_toks && pg_text_tok_is(t, i + 1, "'s"))
			continue;
		/* SE(3), SO(3): group names written with a dimension */
		if (i + 2 < t->n_toks && is_punct(c, i + 1, '(') && t->toks[i + 2].kind == PG_TOK_NUMBER &&
		    !(t->toks[i + 1].flags & PG_TOKF_SPACE))
			continue;
		if (i + 1 < t->n_toks && in_set(c, i + 1, non_method_heads))
			continue;
		size_t j = i + 1;
		size_t ce = t->toks[i].s + n;
		if (n == TL(c, i)) {
			/* absorb versions and sizes, and a second capitalised word */
			while (j < t->n_toks && t->toks[j].sentence == t->toks[i].sentence && c->tok_m[j] < 0) {
				if (is_version_tok(c, j)) {
					ce = t->toks[j].e;
					j++;
					continue;
				}
				if (j <= i + 3 && j + 1 < t->n_toks && eqi(c, j, "of") && ce == t->toks[j - 1].e &&
				    t->toks[j + 1].sentence == t->toks[i].sentence && c->tok_m[j + 1] < 0 &&
				    t->toks[j + 1].kind == PG_TOK_WORD && is_upper((unsigned char)TW(c, j + 1)[0]) &&
				    pg_lexicon_stop_category(c->lex, TW(c, j + 1), TL(c, j + 1)) != 'f' &&
				    !before_et_al(c, j + 1)) {
					/* "Mixture of Experts", "Variational Mixture of Posteriors" */
					ce = t->toks[j + 1].e;
					j += 2;
					continue;
				}
				if (j <= i + 4 && t->toks[j].kind == PG_TOK_WORD && (t->toks[j].flags & PG_TOKF_SPACE) &&
				    ce == t->toks[j - 1].e) {
					bool b2;
					size_t n2 = peel_suffix(c, j, &b2);
					int s2 = name_strength(c, j, n2);
					if (s2 == 0 && is_upper((unsigned char)TW(c, j)[0]) &&
					    pg_lexicon_stop_category(c->lex, TW(c, j), TL(c, j)) == 'c')
						s2 = 1; /* "Oscillatory Fourier Neural Network" */
					if (s2 >= 1 && n2 == TL(c, j) && !before_et_al(c, j) &&
					    acro_lookup(c, TW(c, j), TL(c, j)) < 0) {
						ce = t->toks[j].e;
						if (s2 > st)
							st = s2;
						j++;
						continue;
					}
				}
				break;
			}
		}
		size_t cs = t->toks[i].s;
		char key[PG_LEX_KEY_MAX * 2 + 16];
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		/* an entity the lexicon already knows under this name (e.g. written differently) */
		make_key(t->clean + cs, ce - cs, key, sizeof key);
		pg_entity_kind kind = st == 2 && dataset_shaped(t->clean + cs, ce - cs) ? PG_ENTITY_DATASET :
											  PG_ENTITY_METHOD;
		int ent = get_entity(c, kind, key, t->clean + cs, ce - cs, NULL, 0, t->toks[i].sentence, cs, ce);
		int mi = add_mention(c, i, j, cs, ce, kind, ent, st);
		if (mi >= 0) {
			c->m[mi].based = based;
			c->m[mi].coined = kind == PG_ENTITY_DATASET;
		}
		i = j - 1;
	}
}

/* "on PTB, CTB, and UD": an unknown all-capital name listed with two or more
 * known data sets is a data set too. Names with lower-case letters or defined
 * by an acronym pair keep their kind ("BERT, SQuAD and GLUE" is no such list:
 * one data set only). */
/* "an inception score loss", "a perplexity penalty": a metric word that names a
 * training term is not a metric the paper reports. */
static void metric_terms(ctx *c)
{
	for (size_t i = 0; i + 1 < c->t->n_toks; i++) {
		mention *m = mention_at(c, i);
		if (!m || m->t0 != i || m->kind != PG_ENTITY_METRIC || m->t1 >= c->t->n_toks)
			continue;
		size_t k = m->t1;
		if (c->t->toks[k].sentence == c->t->toks[i].sentence &&
		    (eqi(c, k, "loss") || eqi(c, k, "losses") || eqi(c, k, "regularizer") || eqi(c, k, "penalty") ||
		     eqi(c, k, "regularization") || eqi(c, k, "objective") || eqi(c, k, "term") ||
		     eqi(c, k, "terms")))
			clear_mentions(c, m->t0, m->t1);
		i = k - 1;
	}
}

static void dataset_lists(ctx *c)
{
	for (size_t s = 0; s < c->t->n_sents && !c->oom; s++) {
		size_t b = sent_begin(c, (int)s), e = sent_end(c, (int)s);
		size_t i = b;
		while (i < e) {
			mention *m = mention_at(c, i);
			if (!m || m->t0 != i || m->ent < 0) {
				i++;
				continue;
			}
			int items[16];
			size_t n = 0, nd = 0, j = i;
			for (;;) {
				mention *q = mention_at(c, j);
				if (!q || q->t0 != j || q->ent < 0 || n == 16)
					break;
				items[n++] = c->tok_m[j];
				nd += q->kind == PG_ENTITY_DATASET;
				j = q->t1;
				size_t k = j;
				if (k < e && is_punct(c, k, ','))
					k++;
				if (k < e && (eqi(c, k, "and") || eqi(c, k, "or")))
					k++;
				if (k == j || k >= e)
					break;
				j = k;
			}
			if (n >= 3 && nd >= 2) {
				for (size_t q = 0; q < n; q++) {
					mention *mq = &c->m[items[q]];
					if (mq->kind != PG_ENTITY_METHOD || mq->t1 != mq->t0 + 1 || mq->strength < 2)
						continue;
					const char *w = TW(c, mq->t0);
					size_t wn = TL(c, mq->t0);
					bool caps = wn >= 2;
					for (size_t r = 0; r < wn; r++)
						if (is_lower((unsigned char)w[r]))
							caps = false;
					bool defined = false;
					for (size_t a = 0; a < c->n_acros; a++)
						if (c->acros[a].ent == mq->ent)
							defined = true;
					if (!caps || defined)
						continue;
					char key[PG_LEX_KEY_MAX * 2 + 16];
					if (wn >= PG_LEX_KEY_MAX)
						continue;
					make_key(w, wn, key, sizeof key);
					int de = get_entity(c, PG_ENTITY_DATASET, key, w, wn, NULL, 0, (int)s, mq->cs, mq->ce);
					if (de < 0)
						return;
					mq = &c->m[items[q]];
					mq->kind = PG_ENTITY_DATASET;
					mq->ent = de;
				}
			}
			i = j > i ? j : i + 1;
		}
	}
}

/* ------------------------------------------------------------------ 5. roles */

static const char *const propose_verbs[] = {
	"propose", "proposes", "present", "presents", "introduce", "introduces", "develop", "develops",
	"devise", "devises", "design", "designs", "advocate", "advocates", "contribute", "contributes",
	"release", "releases", "construct", "constructs", "build", "builds", "create", "creates",
	"offer", "offers", "curate", "curates", "term", "coin",
	"name", "call", "dub", "proposed", "introduced", "presented", "developed", "designed", NULL
};

static const char *const self_words[] = {
	"we", "our", "this", "paper", "work", "study", "article", "here", "authors", "us", NULL
};

static const char *const clause_stops[] = {
	"which", "that", "where", "while", "whereas", "but", "although", "because", "since", "if",
	"when", "to", "for", "of", "on", "in", "with", "using", "by", "from", "via", "over", "than",
	"based", "into", "under", "without", "across", "between", "against", "through", "as", NULL
};

static const char *const naming_verbs[] = {
	"called", "dubbed", "named", "termed", "coined", "nicknamed", "denoted", "abbreviated", "call",
	"dub", "term", "name", "coin", NULL
};

static const char *const compare_cues[] = {
	"outperform", "outperforms", "outperformed", "outperforming", "out-perform", "out-performs",
	"out-performing", "surpass", "surpasses", "surpassed", "surpassing", "beat", "beats",
	"beating", "exceed", "exceeds", "exceeding", "than", "versus", "vs", "vs.", "against",
	"compared", "compare", "comparing", "comparison", "comparisons", "baseline", "baselines",
	"competitors", "rivals", "over", "relative", "unlike", NULL
};

static const char *const use_cues[] = {
	"using", "use", "uses", "utilize", "utilizes", "utilizing", "utilise", "utilises", "leverage",
	"leverages", "leveraging", "employ", "employs", "employing", "adopt", "adopts", "adopting",
	"apply", "applies", "applying", "via", "incorporate", "incorporates", "incorporating",
	"such", "e.g.", "including", "like", "replace", "replacing", "harness", "harnessing",
	"fine-tune", "fine-tuning", "finetune", "finetuning", "pretrained", "pre-trained", NULL
};

static const char *const lineage_cues[] = {
	"starting", "start", "starts", "builds", "build", "building", "built", "extends", "extend",
	"extending", "extension", "based", "inspired", "inspiration", "improves", "improve",
	"improving", "modifies", "modify", "modifying", "adapts", "adapt", "adapting", "generalizes",
	"generalize", "generalizing", "generalises", "variant", "upgrade", "successor", "revisit",
	"revisits", "enhances", "augments", "augmenting", "top", "generalization", "generalisation",
	"inherits", "inherit", "inheriting", NULL
};

static bool sentence_has(const ctx *c, int s, const char *const *set)
{
	for (size_t i = sent_begin(c, s); i < sent_end(c, s); i++)
		if (in_set(c, i, set))
			return true;
	return false;
}

static bool sentence_has_proposed(const ctx *c, int s)
{
	for (size_t i = sent_begin(c, s); i < sent_end(c, s); i++) {
		int mi = c->tok_m[i];
		if (mi >= 0 && c->m[mi].ent >= 0 && (c->ent_role[c->m[mi].ent] & ROLE_PROP))
			return true;
	}
	return false;
}

/* Returns the method mention at token i that may take a role, or NULL. */
static mention *method_at(ctx *c, size_t i, int min_strength)
{
	mention *m = mention_at(c, i);
	if (!m || m->kind != PG_ENTITY_METHOD || m->ent < 0 || m->generic || m->strength < min_strength)
		return NULL;
	return m;
}

/* Collects method mentions of a coordinated list starting at token i:
 * "X", "X and Y", "X, Y, and Z". Calls fn for each. Returns the token after. */
static size_t take_list(ctx *c, size_t i, size_t end, int min_strength, void (*fn)(ctx *, mention *, void *),
			void *arg)
{
	mention *m = method_at(c, i, min_strength);
	if (!m)
		return i;
	fn(c, m, arg);
	size_t j = m->t1;
	for (;;) {
		size_t k = j;
		if (k < end && is_punct(c, k, ')'))
			k++;
		if (k < end && is_punct(c, k, ','))
			k++;
		if (k < end && (eqi(c, k, "and") || eqi(c, k, "or")))
			k++;
		if (k == j || k >= end)
			break;
		mention *m2 = method_at(c, k, min_strength);
		if (!m2)
			break;
		fn(c, m2, arg);
		j = m2->t1;
	}
	return j;
}

typedef struct role_arg {
	int sent;
	const char *rule;
	pg_relation rel;
} role_arg;

static void do_propose(ctx *c, mention *m, void *arg)
{
	role_arg *r = arg;
	propose(c, m->ent, r->sent, r->rule);
}

static void do_fact(ctx *c, mention *m, void *arg)
{
	role_arg *r = arg;
	if (r->rel == PG_REL_COMPARES && (c->ent_role[m->ent] & ROLE_PROP))
		return;
	add_fact(c, r->rel, -1, m->ent, r->sent, r->rule);
}

/* Returns true if "we"/"this paper" is the subject of the verb at v: it appears
 * before v in the sentence with no relative clause ("that", "which") between. */
static bool self_subject_before(const ctx *c, size_t v, size_t b)
{
	if (v > b + 60)
		b = v - 60; /* bound the walk on run-on "sentences" */
	for (size_t k = v; k > b; k--) {
		if (eqi(c, k - 1, "that") || eqi(c, k - 1, "which") || eqi(c, k - 1, "who") ||
		    eqi(c, k - 1, "whose") || is_punct(c, k - 1, ';') || is_punct(c, k - 1, ':') ||
		    is_punct(c, k - 1, '?'))
			return false;
		if (in_set(c, k - 1, self_words))
			return true;
	}
	return false;
}

static const char *const cue_heads[] = {
	"method", "approach", "framework", "model", "algorithm", "system", "technique",
	"architecture", "network", "solution", "pipeline", "toolkit", "library", "benchmark",
	"dataset", "agent", "estimator", "solver", NULL
};

static const char *const part_nouns[] = {
	"variant", "variants", "extension", "extensions", "version", "versions", "adaptation",
	"modification", "backbone", "backbones", "encoder", "encoders", "decoder", "decoders",
	"features", "embeddings", "representations", "baseline", "baselines", "checkpoint",
	"checkpoints", "teacher", "student", "outputs", "layers", "blocks", NULL
};

static const char *const novelty[] = {
	"novel", "new", "innovative", "simple", "unified", "principled", "general", "modular",
	"lightweight", "plug-and-play", "first", "scalable", "generic", "versatile", "flexible",
	"large-scale", "comprehensive", "challenging", NULL
};
static const char *const cue2[] = {
	"propose", "proposes", "present", "presents", "introduce", "introduces", "advocate",
	"advocates", "develop", "develops", "call", "term", "name", "dub", NULL
};

/* Returns true if "called"/"named"/... follows before the end of the clause. */
static bool naming_verb_after(const ctx *c, size_t from, size_t e)
{
	for (size_t k = from; k < e && k < from + 12; k++) {
		if (is_punct(c, k, ';') || is_punct(c, k, '.') || eqi(c, k, "which") || eqi(c, k, "that"))
			return false;
		if (in_set(c, k, naming_verbs))
			return true;
	}
	return false;
}

/* Returns true if the mention ends in a -like/-based style suffix. */
static bool is_modifier(const ctx *c, const mention *m)
{
	size_t last = m->t1 - 1;
	const char *w = TW(c, last);
	size_t n = TL(c, last);
	for (const char *const *sfx = name_suffixes; *sfx; sfx++) {
		size_t k = strlen(*sfx);
		if (n > k && strncasecmp(w + n - k, *sfx, k) == 0)
			return true;
	}
	return m->based;
}

/* Returns true for a coined mixed-case name such as "FooQuant" (more lower-case
 * than upper-case letters), as opposed to an acronym such as "FQ". */
static bool coined_name(const char *w, size_t n)
{
	int up = 0, lo = 0;
	for (size_t k = 0; k < n; k++) {
		up += is_upper((unsigned char)w[k]);
		lo += is_lower((unsigned char)w[k]);
	}
	return up >= 2 && lo > up;
}

/* Returns true if the long form starting at token ft is the object of a
 * proposing or naming verb ("we introduce a novel approach, dubbed Graded
 * Label Smoothing (GLS)"): a coined method that ends in a task phrase, not a
 * narrower task. A noun before it ("the notion of", "the task of") or any
 * preposition stops the walk, so "we introduce the problem of Open Set Text
 * Retrieval (OSTR)" stays a task. */
static bool problem_noun(const ctx *c, size_t w)
{
	return eqi(c, w, "problem") || eqi(c, w, "task") || eqi(c, w, "setting") || eqi(c, w, "notion") ||
	       eqi(c, w, "scenario") || eqi(c, w, "challenge") || eqi(c, w, "concept") || eqi(c, w, "phenomenon");
}

/* "Foo Bar Baz (FBB), a novel active learning problem": the appositive after the
 * bracketed acronym says the long form starting at ft names a problem. */
static bool appositive_problem(const ctx *c, size_t ft)
{
	size_t se = sent_end(c, c->t->toks[ft].sentence);
	size_t q = ft;
	while (q < se && !is_punct(c, q, ')'))
		q++;
	if (q + 2 < se && is_punct(c, q + 1, ',') && (eqi(c, q + 2, "a") || eqi(c, q + 2, "an") || eqi(c, q + 2, "the")))
		for (size_t r = q + 3; r < se && r < q + 9 && !in_set(c, r, clause_stops) && !is_punct(c, r, ','); r++)
			if (problem_noun(c, r))
				return true;
	return false;
}

static bool proposed_long_form(const ctx *c, size_t ft, size_t b)
{
	size_t lo = ft > b + 8 ? ft - 8 : b;
	if (appositive_problem(c, ft))
		return false;
	for (size_t k = ft; k > lo; k--) {
		size_t w = k - 1;
		if (in_set(c, w, naming_verbs)) {
			/* "this problem is called X", "a setting we term X" */
			for (size_t r = w > b + 4 ? w - 4 : b; r < w; r++)
				if (problem_noun(c, r))
					return false;
			return true;
		}
		if (in_set(c, w, propose_verbs) || eqi(c, w, "introducing") || eqi(c, w, "proposing") ||
		    eqi(c, w, "presenting"))
			return true;
		if (is_punct(c, w, ',') || is_punct(c, w, '"') || eqi(c, w, "a") || eqi(c, w, "an") ||
		    eqi(c, w, "the") || eqi(c, w, "our") || in_set(c, w, novelty) || in_set(c, w, cue_heads) ||
		    eqi(c, w, "it") || eqi(c, w, "as") || eqi(c, w, "yet") || eqi(c, w, "effective") ||
		    eqi(c, w, "efficient") || eqi(c, w, "and") || eqi(c, w, "paradigm") || eqi(c, w, "strategy") ||
		    eqi(c, w, "scheme") || eqi(c, w, "objective") || eqi(c, w, "loss"))
			continue;
		return false;
	}
	return false;
}


static void rule_propose(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b; v < e; v++) {
		/* "we ... by introducing X": a gerund after "by" whose subject is "we" */
		bool gerund = v > b && eqi(c, v - 1, "by") &&
			      (eqi(c, v, "introducing") || eqi(c, v, "proposing") || eqi(c, v, "presenting")) &&
			      self_subject_before(c, v - 1, b);
		if (!gerund && !in_set(c, v, propose_verbs))
			continue;
		bool past = TL(c, v) > 2 && TW(c, v)[TL(c, v) - 1] == 'd' && TW(c, v)[TL(c, v) - 2] == 'e';
		if (!gerund &&
		    (past ? !(v > b && (eqi(c, v - 1, "we") || eqi(c, v - 1, "is") || eqi(c, v - 1, "are"))) :
			    !self_subject_before(c, v, b)))
			continue;
		role_arg r = {s, "propose-verb", PG_REL_PROPOSES};
		/* the first name within the object phrase */
		for (size_t k = v + 1; k < e && k < v + 12; k++) {
			if (is_punct(c, k, '.') || is_punct(c, k, ';') || is_punct(c, k, ':'))
				break;
			mention *m = method_at(c, k, 1);
			if (m && is_modifier(c, m)) {
				k = m->t1 - 1; /* "a Dropout-like method called X": a modifier, not the name */
				continue;
			}
			if (m && m->t0 > v + 1 && (eqi(c, m->t0 - 1, "a") || eqi(c, m->t0 - 1, "an")) && m->t1 < e &&
			    (in_set(c, m->t1, clause_stops) || eqi(c, m->t1, "and"))) {
				/* "we propose a convLSTM with ...": an instance of a known model */
				break;
			}
			if (m && m->t1 < e && in_set(c, m->t1, part_nouns)) {
				/* "we propose a ResNet variant", "a BERT encoder": the name is a part */
				k = m->t1;
				continue;
			}
			if (m && naming_verb_after(c, m->t1, e)) {
				/* "we propose a GRU-based Foo system, called Bar": the name comes later */
				break;
			}
			if (m) {
				take_list(c, k, e, 1, do_propose, &r);
				break;
			}
			mention *d = mention_at(c, k);
			if (d && d->kind == PG_ENTITY_DATASET && d->coined && d->ent >= 0) {
				/* "we introduce the FooQA dataset" */
				propose(c, d->ent, s, "propose-verb");
				break;
			}
			if (in_set(c, k, clause_stops))
				break;
		}
	}
	/* "Variational Foo Prior, or VFP for short": the short name is the same entity */
	for (size_t v = b + 2; v + 1 < e; v++) {
		if (!(eqi(c, v, "for") && eqi(c, v + 1, "short")))
			continue;
		mention *sh = method_at(c, v - 1, 1);
		if (!sh || sh->t1 != v)
			continue;
		size_t k = sh->t0;
		while (k > b && (is_punct(c, k - 1, ',') || eqi(c, k - 1, "or") || is_punct(c, k - 1, '(') ||
				 is_punct(c, k - 1, '"') || eqi(c, k - 1, "prior") || in_set(c, k - 1, cue_heads)))
			k--;
		mention *lf = k > b ? method_at(c, k - 1, 1) : NULL;
		if (!lf || lf->ent == sh->ent)
			continue;
		pg_entity *en = &c->x->entities[lf->ent];
		if (!en->alt) {
			en->alt = dup_n(TW(c, sh->t0), c->t->toks[sh->t1 - 1].e - c->t->toks[sh->t0].s);
			if (!en->alt)
				c->oom = true;
		}
		/* every mention of the short name now refers to the long one */
		int old = sh->ent;
		for (size_t q = 0; q < c->n_m; q++)
			if (c->m[q].ent == old)
				c->m[q].ent = lf->ent;
	}
	/* "our method, X, ..." / "our framework (X)" */
	for (size_t v = b; v + 2 < e; v++) {
		if (!eqi(c, v, "our") || !in_set(c, v + 1, cue_heads))
			continue;
		size_t k = v + 2;
		if (k < e && (is_punct(c, k, ',') || is_punct(c, k, '(')))
			k++;
		role_arg r = {s, "propose-our", PG_REL_PROPOSES};
		if (k > v + 2 && method_at(c, k, 1))
			take_list(c, k, e, 1, do_propose, &r);
	}
	/* called / dubbed / named X */
	for (size_t v = b; v + 1 < e; v++) {
		if (!in_set(c, v, naming_verbs))
			continue;
		size_t k = v + 1;
		/* "we call it X", "we name our method X", "called as X", "which we call \"X\"" */
		while (k < e && k < v + 4 &&
		       (eqi(c, k, "as") || is_punct(c, k, '"') || eqi(c, k, "it") || eqi(c, k, "them") ||
			eqi(c, k, "this") || eqi(c, k, "our") || eqi(c, k, "the") || eqi(c, k, "resulting") ||
			in_set(c, k, cue_heads)))
			k++;
		bool present = !(TL(c, v) > 2 && TW(c, v)[TL(c, v) - 1] == 'd');
		if (present && !(v > b && (eqi(c, v - 1, "we") || eqi(c, v - 1, "to"))))
			continue; /* "name", "term" as nouns */
		bool problem = false; /* "a new setting called X", "this problem is termed X" */
		for (size_t q = v > b + 4 ? v - 4 : b; q < v; q++)
			problem = problem || problem_noun(c, q);
		if (problem)
			continue;
		role_arg r = {s, "propose-called", PG_REL_PROPOSES};
		/* "the resulting algorithm, called X", "a new solver named X is given": the
		 * paper's own artefact even without "we" */
		bool own = false;
		for (size_t q = v > b + 3 ? v - 3 : b; q < v; q++)
			if (eqi(c, q, "resulting") || eqi(c, q, "resulted") || eqi(c, q, "proposed") ||
			    (in_set(c, q, novelty) && !eqi(c, q, "first") && !eqi(c, q, "simple")))
				own = true;
		own = own && v > b && (in_set(c, v - 1, cue_heads) || (is_punct(c, v - 1, ',') && v - 1 > b &&
									 in_set(c, v - 2, cue_heads)));
		if (method_at(c, k, 1) && (own || sentence_has(c, s, self_words)))
			take_list(c, k, e, 1, do_propose, &r);
	}
	/* X, a novel/new ... (method|framework|...) */
	for (size_t i = b; i + 3 < e; i++) {
		mention *m = method_at(c, i, 1);
		if (!m)
			continue;
		size_t k = m->t1;
		if (k < e && is_punct(c, k, ')'))
			k++;
		if (!(k + 2 < e && is_punct(c, k, ',') && (eqi(c, k + 1, "a") || eqi(c, k + 1, "an") ||
							   eqi(c, k + 1, "the") || eqi(c, k + 1, "our"))))
			continue;
		bool nov = eqi(c, k + 1, "our") && k + 2 < e && in_set(c, k + 2, cue_heads);
		for (size_t q = k + 2; q < e && q < k + 6; q++)
			if (in_set(c, q, novelty))
				nov = true;
		if (nov && !(m->t0 > b && (eqi(c, m->t0 - 1, "as") || eqi(c, m->t0 - 1, "like") ||
					    eqi(c, m->t0 - 1, "e.g."))))
			propose(c, m->ent, s, "propose-appositive");
		i = m->t1;
	}
	/* "... for OOD detection (FooScore)." closing a we-propose clause with a name in brackets */
	if (sentence_has(c, s, self_words) && sentence_has(c, s, cue2)) {
		bool verb_seen = false;
		for (size_t i = b + 1; i + 1 < e; i++) {
			if (in_set(c, i - 1, cue2) && self_subject_before(c, i - 1, b))
				verb_seen = true;
			if (!verb_seen || !is_punct(c, i - 1, '('))
				continue;
			mention *m = method_at(c, i, 2);
			if (m && m->t1 < e && is_punct(c, m->t1, ')') && m->t0 == i) {
				/* not when the brackets hold the acronym of the long form just before */
				mention *lf = i >= 2 ? mention_at(c, i - 2) : NULL;
				if (lf && lf->ent == m->ent && !coined_name(TW(c, i), TL(c, i)))
					continue;
				propose(c, m->ent, s, "propose-bracket");
			}
		}
	}
}

static void rule_compare(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b; v < e; v++) {
		if (!in_set(c, v, compare_cues))
			continue;
		bool weak_ok = !eqi(c, v, "over") && !eqi(c, v, "relative");
		if (eqi(c, v, "over") || eqi(c, v, "relative")) {
			/* "improvement over X", "gains relative to X" */
			bool cue = false;
			for (size_t q = b; q < v; q++)
				if (has_prefix(c, q, (const char *const[]){"improv", "gain", "advantage", "superior",
									   "outperform", "better", "speedup", NULL}))
					cue = true;
			if (!cue)
				continue;
		}
		role_arg r = {s, "compare-cue", PG_REL_COMPARES};
		for (size_t k = v + 1; k < e && k < v + 14; k++) {
			/* the compared systems end where the setting starts: "on Kinetics", "in DETR" */
			if (k > v + 1 && (eqi(c, k, "on") || eqi(c, k, "in") || eqi(c, k, "for") || eqi(c, k, "at") ||
					  eqi(c, k, "under") || eqi(c, k, "across") || eqi(c, k, "within") ||
					  eqi(c, k, "from") || eqi(c, k, "at")))
				break;
			if (is_punct(c, k, '.') || is_punct(c, k, ';') || is_punct(c, k, ')') || is_punct(c, k, ':') ||
			    eqi(c, k, "while") || eqi(c, k, "whereas") ||
			    eqi(c, k, "but") || eqi(c, k, "which") || eqi(c, k, "by") || eqi(c, k, "using") ||
			    eqi(c, k, "when") || eqi(c, k, "trained"))
				break;
			/* "outperforms X-style methods, and achieves ... on Foo": a new clause */
			if (eqi(c, k, "and") && k + 1 < e &&
			    in_set(c, k + 1, (const char *const[]){"achieve", "achieves", "obtain", "obtains", "reach",
								   "reaches", "show", "shows", "yield", "yields",
								   "improve", "improves", "reduce", "reduces", "is", "are",
								   "can", "also", "attain", "attains", "runs", "run", NULL}))
				break;
			mention *m = method_at(c, k, weak_ok ? 1 : 2);
			if (m) {
				k = take_list(c, k, e, weak_ok ? 1 : 2, do_fact, &r) - 1;
				continue;
			}
		}
	}
}

/* "we train it by utilizing knowledge distillation", "the agent uses imitation
 * learning": a task phrase that is the object of a using verb names a technique
 * the paper applies. Its mentions in this sentence become a used method; the
 * phrase stays a task where other sentences mention it. */
static void task_as_method(ctx *c, size_t k, int s)
{
	mention *m = mention_at(c, k);
	if (!m || m->t0 != k || m->kind != PG_ENTITY_TASK || m->ent < 0)
		return;
	pg_entity *te = &c->x->entities[m->ent];
	char key[PG_LEX_KEY_MAX * 2 + 16];
	size_t ln = strlen(te->label);
	if (ln >= PG_LEX_KEY_MAX)
		return;
	make_key(te->label, ln, key, sizeof key);
	int old = m->ent;
	char *label = strdup(te->label), *alt = te->alt ? strdup(te->alt) : NULL;
	if (!label || (te->alt && !alt)) {
		free(label);
		free(alt);
		c->oom = true;
		return;
	}
	int me = get_entity(c, PG_ENTITY_METHOD, key, label, ln, alt, alt ? strlen(alt) : 0, s, m->cs, m->ce);
	free(label);
	free(alt);
	if (me < 0)
		return;
	for (size_t q = sent_begin(c, s); q < sent_end(c, s); q++) {
		mention *mq = mention_at(c, q);
		if (mq && mq->ent == old && mq->t0 == q) {
			mq->kind = PG_ENTITY_METHOD;
			mq->ent = me;
			mq->strength = 2;
		}
	}
	add_fact(c, PG_REL_USES, -1, me, s, "use-cue-task");
}

static void rule_uses(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b; v < e; v++) {
		if (!in_set(c, v, use_cues))
			continue;
		size_t k = v + 1;
		if (eqi(c, v, "such") && k < e && eqi(c, k, "as"))
			k++;
		while (k < e && k < v + 4 && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an") ||
					      eqi(c, k, "pre-trained") || eqi(c, k, "pretrained") ||
					      eqi(c, k, "existing") || eqi(c, k, "popular") || eqi(c, k, "recent")))
			k++;
		role_arg r = {s, "use-cue", PG_REL_USES};
		if (method_at(c, k, 1))
			take_list(c, k, e, 1, do_fact, &r);
		else if (k < e && !eqi(c, v, "such") && !eqi(c, v, "e.g.") && !eqi(c, v, "including") &&
			 !eqi(c, v, "like") && !eqi(c, v, "pretrained") && !eqi(c, v, "pre-trained"))
			task_as_method(c, k, s);
		else if (k < e && v > b && !eqi(c, v, "pretrained") && !eqi(c, v, "pre-trained") &&
			 sentence_has(c, s, self_words)) {
			/* "strategies such as active learning", "methods (e.g., self-training)":
			 * examples of techniques, not the problems addressed */
			size_t h = v - 1;
			if (h > b && (is_punct(c, h, ',') || is_punct(c, h, '(')))
				h--;
			if (in_set(c, h, (const char *const[]){"methods", "approaches", "techniques", "strategies",
							       "algorithms", "models", "architectures", "frameworks",
							       "schemes", "tools", "paradigms", "heuristics", NULL}))
				task_as_method(c, k, s);
		}
	}
}

static void add_lineage(ctx *c, int object, int s, const char *rule);

static const char *const np_heads[] = {
	"inference", "descent", "ascent", "transport", "planning", "clustering", "discretization",
	"sampling", "regression", "attention", "distillation", "pruning", "quantization", "matching",
	"programming", "search", "estimation", "decomposition", "factorization", "propagation",
	"augmentation", "regularization", "averaging", "encoding", "embedding", "embeddings", "kernel",
	"kernels", "transformer", "transformers", "autoencoder", "autoencoders", "normalization",
	"dropout", "iteration", "bootstrapping", "boosting", "bagging", "filtering", "filter",
	"sketching", "hashing", "smoothing", "annealing", "prompting", "convolution", "convolutions",
	"pooling", "dynamics", "diffusion", "optimizer", "solver", "relaxation", "projection",
	"splitting", "tempering", "quadrature", "interpolation", "approximation", "conversion",
	"distillation", "imitation", "cloning", "q-learning", "mechanism", "attacks", "training",
	"trees", "forests", "forest", "tree", NULL
};

static const char *const np_breaks[] = {
	"has", "have", "had", "is", "are", "was", "were", "be", "been", "being", "yield", "yields",
	"prevent", "prevents", "gained", "gains", "including", "around", "further", "any", "each",
	"also", "can", "may", "will", "would", "should", "could", "must", "does", "do", "did",
	"requires", "require", "provides", "provide", "leads", "lead", "allows", "allow", "enables",
	"enable", "makes", "make", "achieves", "achieve", "shows", "show", "ideas", "idea", "art",
	"such", "like", "via", "versus", "vs", "vs.", "while", NULL
};

static const char *const np_cues[] = {
	"using", "use", "uses", "utilize", "utilizes", "utilizing", "utilise", "utilising", "leverage",
	"leverages", "leveraging", "employ", "employs", "employing", "adopt", "adopts", "adopting",
	"incorporating", "incorporate", "incorporates", "via", "by", "with", "apply", "applies",
	"applying", "based", "combining", "coupling", "through", "and", "of", NULL
};

/* Finds a lower-case method phrase starting at k that ends in a method head noun
 * ("block coordinate descent", "Riemannian Newton iteration"). Returns its end
 * token (exclusive) or k. */
static size_t np_method(ctx *c, size_t k, size_t e)
{
	static const char *const vague[] = {
		"state-of-the-art", "existing", "previous", "prior", "recent", "traditional", "conventional",
		"common", "popular", "standard", "typical", "various", "several", "many", "other", "some",
		"current", "classical", "baseline", "sota", NULL
	};
	size_t j = k, last = k;
	if (k < e && in_set(c, k, vague))
		return k; /* "state-of-the-art attacks": a class of methods, not one */
	if (k < e && TL(c, k) > 4 && memcmp(TW(c, k) + TL(c, k) - 3, "ing", 3) == 0 && !in_set(c, k, np_heads))
		return k; /* "solving sorting": a verb, not a modifier */
	while (j < e && j < k + 6) {
		const pg_token *tk = &c->t->toks[j];
		if (tk->kind != PG_TOK_WORD || in_set(c, j, clause_stops) || in_set(c, j, self_words) ||
		    eqi(c, j, "and") || eqi(c, j, "or") || mention_at(c, j) || (tk->flags & PG_TOKF_MATH))
			break;
		if (in_set(c, j, np_cues) || in_set(c, j, propose_verbs) || in_set(c, j, np_breaks))
			break;
		if (TL(c, j) > 4 && TW(c, j)[TL(c, j) - 2] == 'l' && TW(c, j)[TL(c, j) - 1] == 'y')
			break; /* adverbs: "truly", "further" */
		if (is_upper((unsigned char)TW(c, j)[0]) && sentence_initial(c, j))
			break;
		j++;
		if (in_set(c, j - 1, np_heads))
			last = j;
	}
	if (last < k + 2)
		return k;
	/* a phrase that goes on with a noun ("search budgets") is about something else */
	if (last < e && c->t->toks[last].kind == PG_TOK_WORD && !in_set(c, last, clause_stops) &&
	    !eqi(c, last, "and") && !eqi(c, last, "or") && !in_set(c, last, np_cues) &&
	    !is_upper((unsigned char)TW(c, last)[0]))
		return k;
	return last;
}

/* Returns true if a proposed name comes before token v in the same clause
 * ("Foo, an approach to X based on ..." but not "..., which is based on"). */
static bool proposal_governs(const ctx *c, size_t v, size_t b)
{
	if (v > b + 60)
		b = v - 60;
	for (size_t k = v; k > b; k--) {
		if (eqi(c, k - 1, "which") || eqi(c, k - 1, "that") || eqi(c, k - 1, "where") ||
		    is_punct(c, k - 1, ';') || is_punct(c, k - 1, ':'))
			return false;
		int mi = c->tok_m[k - 1];
		if (mi >= 0 && c->m[mi].ent >= 0 && (c->ent_role[c->m[mi].ent] & ROLE_PROP))
			return true;
	}
	return false;
}

static void rule_np_uses(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b; v < e; v++) {
		if (!in_set(c, v, np_cues))
			continue;
		bool based = eqi(c, v, "based");
		size_t k = v + 1;
		if (based) {
			if (!(k < e && (eqi(c, k, "on") || eqi(c, k, "upon"))))
				continue;
			k++;
		}
		if (eqi(c, v, "and") && !(v > b && (c->t->toks[v - 1].kind == PG_TOK_WORD) &&
					  in_set(c, v - 1, np_heads)))
			continue;
		while (k < e && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an") || eqi(c, k, "both") ||
				 eqi(c, k, "standard") || eqi(c, k, "classical") || eqi(c, k, "existing")))
			k++;
		size_t end = np_method(c, k, e);
		if (end == k)
			continue;
		size_t cs = c->t->toks[k].s, ce = c->t->toks[end - 1].e;
		char key[PG_LEX_KEY_MAX * 2 + 16];
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		make_key(c->t->clean + cs, ce - cs, key, sizeof key);
		int ent = get_entity(c, PG_ENTITY_METHOD, key, c->t->clean + cs, ce - cs, NULL, 0, s, cs, ce);
		if (ent < 0)
			return;
		add_mention(c, k, end, cs, ce, PG_ENTITY_METHOD, ent, 1);
		add_fact(c, PG_REL_USES, -1, ent, s, "use-phrase");
		if (based && end - k >= 3 && proposal_governs(c, v, b))
			add_lineage(c, ent, s, "extends-based-on");
		v = end - 1;
	}
}

static void add_lineage(ctx *c, int object, int s, const char *rule)
{
	if (!pg_grow((void **)&c->lin, &c->cap_lin, c->n_lin + 1, sizeof(lineage))) {
		c->oom = true;
		return;
	}
	c->lin[c->n_lin].object = object;
	c->lin[c->n_lin].sent = s;
	c->lin[c->n_lin].rule = rule;
	c->n_lin++;
}

static void rule_lineage(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b; v < e; v++) {
		if (!in_set(c, v, lineage_cues))
			continue;
		/* "not based on X", "without building on X" */
		if (v > b && (eqi(c, v - 1, "not") || eqi(c, v - 1, "without") || eqi(c, v - 1, "never") ||
			      eqi(c, v - 1, "no")))
			continue;
		size_t k = v + 1;
		/* the cue's preposition: from, on, upon, by, of, to */
		while (k < e && k < v + 5 &&
		       (eqi(c, k, "from") || eqi(c, k, "on") || eqi(c, k, "upon") || eqi(c, k, "by") ||
			eqi(c, k, "of") || eqi(c, k, "to") || eqi(c, k, "top") || eqi(c, k, "the") ||
			eqi(c, k, "a") || eqi(c, k, "an") || eqi(c, k, "existing") || eqi(c, k, "original") ||
			eqi(c, k, "vanilla") || eqi(c, k, "standard") || eqi(c, k, "popular") ||
			eqi(c, k, "recent") || eqi(c, k, "prior") || eqi(c, k, "previous") ||
			eqi(c, k, "seminal") || eqi(c, k, "well-known") || eqi(c, k, "classic") ||
			eqi(c, k, "classical") || eqi(c, k, "work")))
			k++;
		if (eqi(c, v, "based") || eqi(c, v, "inspired") || eqi(c, v, "inspiration")) {
			/* "based on X", "inspired by X", "draws inspiration from X" */
			if (!(v + 1 < e && (eqi(c, v + 1, "on") || eqi(c, v + 1, "upon") || eqi(c, v + 1, "by") ||
					    eqi(c, v + 1, "from"))))
				continue;
		}
		if (eqi(c, v, "top") && !(v > b && eqi(c, v - 1, "on") && v + 1 < e && eqi(c, v + 1, "of")))
			continue; /* only "on top of X" */
		if (eqi(c, v, "inherits") || eqi(c, v, "inherit") || eqi(c, v, "inheriting")) {
			/* "inherits the encoder of X", "inherits its gating from X" */
			size_t q = v + 1;
			while (q < e && q < v + 6 && !eqi(c, q, "of") && !eqi(c, q, "from") && !in_set(c, q, clause_stops) &&
			       !is_punct(c, q, ',') && !mention_at(c, q))
				q++;
			if (q < e && (eqi(c, q, "of") || eqi(c, q, "from")))
				k = q + 1;
			while (k < e && k < q + 4 && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an") ||
						      eqi(c, k, "well-known") || eqi(c, k, "well") || eqi(c, k, "known") ||
						      eqi(c, k, "original") || eqi(c, k, "standard") || eqi(c, k, "classic")))
				k++;
		}
		if (eqi(c, v, "starting") || eqi(c, v, "start") || eqi(c, v, "starts")) {
			if (!(v + 1 < e && eqi(c, v + 1, "from")))
				continue;
		}
		if ((eqi(c, v, "build") || eqi(c, v, "builds") || eqi(c, v, "building") || eqi(c, v, "built")) &&
		    !(v + 1 < e && (eqi(c, v + 1, "on") || eqi(c, v + 1, "upon"))))
			continue;
		mention *m = method_at(c, k, 1);
		if (!m)
			continue;
		/* the lineage verb must belong to the paper's own work: "we extend X",
		 * "our method builds on X", or a sentence naming the proposal */
		if (!self_subject_before(c, v, b) && !sentence_has_proposed(c, s) &&
		    !(v <= b + 1 && sentence_has(c, s, self_words)))
			continue;
		/* weaker cues need a name with a strong shape */
		bool strong_cue = eqi(c, v, "starting") || eqi(c, v, "start") || eqi(c, v, "starts") ||
				  eqi(c, v, "extends") || eqi(c, v, "extend") || eqi(c, v, "extending") ||
				  eqi(c, v, "extension") || eqi(c, v, "variant") || eqi(c, v, "builds") ||
				  eqi(c, v, "generalization") || eqi(c, v, "generalisation") || eqi(c, v, "inherits") ||
				  eqi(c, v, "build") || eqi(c, v, "building") || eqi(c, v, "built");
		if (!strong_cue && m->strength < 2)
			continue;
		/* "a new dataset based on X proofs": data, not lineage of a method */
		bool data = false;
		for (size_t q = b; q < v; q++)
			if (in_set(c, q, dataset_heads))
				data = true;
		if (data)
			continue;
		/* "X improves Y finetuning": improve needs "upon"/"on"/"over" to be lineage */
		if ((eqi(c, v, "improves") || eqi(c, v, "improve") || eqi(c, v, "improving") ||
		     eqi(c, v, "enhances") || eqi(c, v, "augments") || eqi(c, v, "augmenting")) &&
		    !(v + 1 < e && (eqi(c, v + 1, "upon") || eqi(c, v + 1, "on") || eqi(c, v + 1, "over"))))
			continue;
		add_lineage(c, m->ent, s, "extends-cue");
		add_fact(c, PG_REL_USES, -1, m->ent, s, "extends-cue");
	}
	/* Relative clauses whose antecedent is the older method: "X, upon which we
	 * build Y", "X, building on which we propose Y", "X, on top of which our
	 * model adds ...", "X, which we extend to ..." */
	for (size_t w = b + 2; w + 1 < e; w++) {
		if (!eqi(c, w, "which"))
			continue;
		size_t r = w; /* start of the relative phrase */
		if (eqi(c, w - 1, "upon") || eqi(c, w - 1, "on")) {
			r = w - 1;
			if (r > b && (eqi(c, r - 1, "building") || eqi(c, r - 1, "based") || eqi(c, r - 1, "built") ||
				      eqi(c, r - 1, "builds")))
				r--;
			else if (!eqi(c, w - 1, "upon") && !(w + 2 < e && eqi(c, w + 1, "we") &&
							      (eqi(c, w + 2, "build") || eqi(c, w + 2, "base"))))
				continue; /* a bare "on which" is a setting: "on which we evaluate" */
		} else if (eqi(c, w - 1, "of") && w >= b + 3 && eqi(c, w - 2, "top") && eqi(c, w - 3, "on")) {
			r = w - 3;
		} else if (eqi(c, w - 1, "from") && w >= b + 2 && eqi(c, w - 2, "starting")) {
			r = w - 2;
		} else {
			/* "X, which we extend/adapt/modify/generalize ..." */
			if (!(w + 2 < e && eqi(c, w + 1, "we") &&
			      (eqi(c, w + 2, "extend") || eqi(c, w + 2, "adapt") || eqi(c, w + 2, "modify") ||
			       eqi(c, w + 2, "generalize") || eqi(c, w + 2, "generalise") ||
			       ((eqi(c, w + 2, "build") || eqi(c, w + 2, "built")) && w + 3 < e &&
				(eqi(c, w + 3, "on") || eqi(c, w + 3, "upon"))))))
				continue;
		}
		/* the clause must be about the paper's own work */
		bool own = false;
		for (size_t q = w + 1; q < e && q < w + 8 && !own; q++) {
			int mi = c->tok_m[q];
			own = eqi(c, q, "we") || eqi(c, q, "our") ||
			      (mi >= 0 && c->m[mi].ent >= 0 && (c->ent_role[c->m[mi].ent] & ROLE_PROP));
		}
		if (!own)
			continue;
		size_t a = r;
		while (a > b && (is_punct(c, a - 1, ',') || is_punct(c, a - 1, ')')))
			a--;
		mention *m = a > b ? method_at(c, a - 1, 1) : NULL;
		if (!m || (c->ent_role[m->ent] & ROLE_PROP))
			continue;
		add_lineage(c, m->ent, s, "extends-relative");
		add_fact(c, PG_REL_USES, -1, m->ent, s, "extends-relative");
	}
	/* "we introduce KlaxNet, a Foo-based parser", "we propose a Foo-based parser,
	 * KlaxNet": an X-based modifier of the proposal itself is its lineage */
	for (size_t i = b + 1; i < e; i++) {
		mention *m = method_at(c, i, 2);
		if (!m || !m->based || m->t0 != i || !(eqi(c, i - 1, "a") || eqi(c, i - 1, "an")) ||
		    (c->ent_role[m->ent] & ROLE_PROP))
			continue;
		bool own = false;
		if (i >= b + 3 && is_punct(c, i - 2, ',')) {
			mention *p = mention_at(c, i - 3);
			own = p && p->ent >= 0 && (c->ent_role[p->ent] & ROLE_PROP);
		}
		for (size_t v = i > b + 4 ? i - 4 : b; v + 1 < i && !own; v++)
			own = in_set(c, v, cue2) && self_subject_before(c, v, b);
		if (own && sentence_has_proposed(c, s))
			add_lineage(c, m->ent, s, "extends-based");
	}
	/* "X-based" is too loose for lineage (it often qualifies a part or a baseline): a use */
	for (size_t i = b; i < e; i++) {
		mention *m = method_at(c, i, 2);
		if (m && m->based && m->t0 == i && (sentence_has(c, s, self_words) || sentence_has_proposed(c, s)))
			add_fact(c, PG_REL_USES, -1, m->ent, s, "use-based");
	}
}

/* Returns the number of words in s (split on spaces and hyphens). */
static size_t word_count(const char *s)
{
	size_t n = 0;
	bool in = false;
	for (; *s; s++) {
		bool sp = *s == ' ' || *s == '-';
		if (!sp && !in)
			n++;
		in = !sp;
	}
	return n;
}

/* Returns true if label a ends with label b at a word boundary, case-insensitively. */
static bool ends_with_words(const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b);
	if (nb >= na || strncasecmp(a + na - nb, b, nb) != 0)
		return false;
	char p = a[na - nb - 1];
	return p == ' ' || p == '-';
}

/* "Accelerated Sparse Coordinate Descent (ASCD)" proposed where "sparse
 * coordinate descent" is a method of the same text: the new name is the old
 * one with modifiers in front, so it extends it. Both names must be written
 * out: an acronym alone says nothing about its parts. */
static const char *const problem_words[] = {
	"detection", "identification", "classification", "generation", "recognition", "prediction",
	"estimation", "segmentation", "translation", "retrieval", "extraction", "understanding",
	"explanation", "explanations", "mining", "analysis", "tracking", "summarization", "parsing",
	"answering", "forecasting", "design", "discovery", "clustering", "matching", "localization",
	"captioning", "reasoning", "planning", "control", "problem", "problems", "task", "tasks", NULL
};

/* Returns true if the last word of label names a problem ("... Detection"). */
static bool problem_label(const char *label)
{
	size_t n = strlen(label), k = n;
	while (k > 0 && label[k - 1] != ' ' && label[k - 1] != '-')
		k--;
	for (const char *const *w = problem_words; *w; w++)
		if (strcasecmp(label + k, *w) == 0)
			return true;
	return false;
}

static void name_lineage(ctx *c)
{
	for (size_t i = 0; i < c->n_prop; i++) {
		const pg_entity *p = &c->x->entities[c->proposed[i]];
		if (!p->label || p->kind != PG_ENTITY_METHOD || word_count(p->label) < 3)
			continue;
		for (size_t o = 0; o < c->x->n_entities; o++) {
			const pg_entity *q = &c->x->entities[o];
			if ((int)o == c->proposed[i] || q->kind != PG_ENTITY_METHOD || (c->ent_role[o] & ROLE_PROP) ||
			    !q->label || word_count(q->label) < 2 || problem_label(q->label))
				continue;
			if (ends_with_words(p->label, q->label))
			{
				add_fact(c, PG_REL_EXTENDS, c->proposed[i], (int)o, p->sentence, "extends-name");
				add_fact(c, PG_REL_USES, -1, (int)o, p->sentence, "extends-name");
			}
		}
	}
}

static void resolve_lineage(ctx *c)
{
	name_lineage(c);
	for (size_t i = 0; i < c->n_lin; i++) {
		lineage *l = &c->lin[i];
		int subj = -1;
		/* the proposal named in the same sentence, else the paper's first */
		for (size_t k = sent_begin(c, l->sent); k < sent_end(c, l->sent) && subj < 0; k++) {
			int mi = c->tok_m[k];
			if (mi >= 0 && c->m[mi].ent >= 0 && c->m[mi].ent != l->object &&
			    (c->ent_role[c->m[mi].ent] & ROLE_PROP))
				subj = c->m[mi].ent;
		}
		if (subj < 0 && c->n_prop > 0)
			subj = c->proposed[0];
		if (subj < 0 || subj == l->object)
			continue;
		if (c->ent_role[l->object] & ROLE_PROP) {
			/* both proposed: only when the object was proposed earlier in the text */
			if (c->x->entities[l->object].sentence > c->x->entities[subj].sentence)
				continue;
		}
		add_fact(c, PG_REL_EXTENDS, subj, l->object, l->sent, l->rule);
	}
}

/* ------------------------------------------------------------------ 7. results */

typedef struct num {
	double v;
	char text[40];
	const char *unit;     /* "%", "x" or NULL */
	size_t t0, t1;        /* tokens consumed (number and unit) */
} num;

/* Parses a number at token i: "28.5" "%", "2x", "3 times", "2-fold". */
static bool parse_num(const ctx *c, size_t i, num *out)
{
	const pg_text *t = c->t;
	const pg_token *tk = &t->toks[i];
	const char *w = TW(c, i);
	size_t n = TL(c, i);
	size_t k = 0;
	char buf[40];
	size_t bl = 0;
	bool dot = false;
	while (k < n && bl + 1 < sizeof buf) {
		unsigned char ch = (unsigned char)w[k];
		if (is_digit(ch)) {
			buf[bl++] = (char)ch;
		} else if (ch == '.' && !dot && k + 1 < n && is_digit((unsigned char)w[k + 1])) {
			buf[bl++] = '.';
			dot = true;
		} else if (ch == ',' && !dot) {
			/* thousands separator */
		} else {
			break;
		}
		k++;
	}
	if (bl == 0 || bl + 1 >= sizeof buf)
		return false;
	buf[bl] = '\0';
	out->unit = NULL;
	out->t0 = i;
	out->t1 = i + 1;
	if (tk->kind == PG_TOK_WORD) {
		/* 2x, 3.5x, 2-fold */
		if (k + 1 == n && (w[k] == 'x' || w[k] == 'X'))
			out->unit = "x";
		else if (n - k == 5 && strncmp(w + k, "-fold", 5) == 0)
			out->unit = "x";
		else
			return false;
	} else if (tk->kind != PG_TOK_NUMBER || k != n) {
		return false;
	} else if (i + 1 < t->n_toks) {
		if (is_punct(c, i + 1, '%')) {
			out->unit = "%";
			out->t1 = i + 2;
		} else if (eqi(c, i + 1, "percent") || eqi(c, i + 1, "percentage")) {
			out->unit = "%";
			out->t1 = i + 2;
		} else if (eqi(c, i + 1, "x") || eqi(c, i + 1, "times") || eqi(c, i + 1, "fold") ||
			   eqi(c, i + 1, "-fold")) {
			out->unit = "x";
			out->t1 = i + 2;
		}
	}
	memcpy(out->text, buf, bl + 1);
	out->v = strtod(buf, NULL);
	return true;
}

static const char *const improve_after[] = {
	"improvement", "improvements", "gain", "gains", "higher", "better", "increase", "increases",
	"boost", "faster", "speedup", "speed-up", "more", "absolute", "relative", "improved", NULL
};
static const char *const reduce_after[] = {
	"less", "lower", "fewer", "reduction", "reductions", "decrease", "smaller", "cheaper",
	"drop", "savings", "saving", "shorter", "reduced", NULL
};
static const char *const improve_before[] = {
	"by", "margin", "improves", "improve", "improving", "improved", "improvement", "improvements",
	"outperforms", "outperform", "outperforming", "surpasses", "surpassing", "gain", "gains",
	"boosts", "boosting", "increases", "increasing", "up", NULL
};
static const char *const reduce_before[] = {
	"reduces", "reduce", "reducing", "reduced", "reduction", "cuts", "cutting", "decreases",
	"decreasing", "decreased", "saves", "saving", "lowers", "lowering", NULL
};
static const char *const count_nouns_after[] = {
	"of", NULL
};

static int metric_near(ctx *c, size_t from, size_t to, bool forward)
{
	if (forward) {
		for (size_t k = from; k < to; k++) {
			mention *m = mention_at(c, k);
			if (m && m->kind == PG_ENTITY_METRIC && m->ent >= 0)
				return (int)k;
		}
	} else {
		for (size_t k = from; k > to; k--) {
			mention *m = mention_at(c, k - 1);
			if (m && m->kind == PG_ENTITY_METRIC && m->ent >= 0)
				return (int)(k - 1);
		}
	}
	return -1;
}

static void add_result(ctx *c, const num *nm, pg_result_kind kind, int metric, int dataset, int method,
		       const char *setting, size_t setting_len, int s, const char *rule)
{
	if (!pg_grow((void **)&c->x->results, &c->cap_res, c->x->n_results + 1, sizeof(pg_result))) {
		c->oom = true;
		return;
	}
	pg_result *r = &c->x->results[c->x->n_results];
	memset(r, 0, sizeof *r);
	r->value = strdup(nm->text);
	r->unit = nm->unit ? strdup(nm->unit) : NULL;
	r->kind = kind;
	r->metric = metric;
	r->dataset = dataset;
	r->method = method;
	r->baseline = -1;
	r->setting = setting ? dup_n(setting, setting_len) : NULL;
	r->sentence = s;
	r->rule = rule;
	if (!r->value || (nm->unit && !r->unit) || (setting && !r->setting)) {
		free(r->value);
		free(r->unit);
		free(r->setting);
		c->oom = true;
		return;
	}
	c->x->n_results++;
	add_fact(c, PG_REL_METRIC, -1, metric, s, "result-metric");
}

/* A metric named by the noun phrase after "reduction in" / "on": lower-case words. */
static int np_metric(ctx *c, size_t k, size_t e, int s)
{
	size_t st = k, j = k;
	while (j < e && j < st + 3) {
		const pg_token *tk = &c->t->toks[j];
		mention *mm = mention_at(c, j);
		if (tk->kind != PG_TOK_WORD || in_set(c, j, clause_stops) || in_set(c, j, self_words) ||
		    eqi(c, j, "the") || eqi(c, j, "and") || eqi(c, j, "a") || eqi(c, j, "average") ||
		    eqi(c, j, "par") || eqi(c, j, "top") || eqi(c, j, "all") || eqi(c, j, "both") ||
		    eqi(c, j, "most") || eqi(c, j, "several") || eqi(c, j, "many") || eqi(c, j, "various") ||
		    eqi(c, j, "each") || eqi(c, j, "every") || eqi(c, j, "this") || eqi(c, j, "these") ||
		    eqi(c, j, "their") || eqi(c, j, "its") || eqi(c, j, "our") || eqi(c, j, "those") ||
		    (mm && mm->kind != PG_ENTITY_METHOD) || (c->t->toks[j].flags & PG_TOKF_MATH))
			break;
		size_t n = TL(c, j);
		const char *w = TW(c, j);
		if (n > 3 && ((w[n - 2] == 'e' && w[n - 1] == 'd') || (w[n - 3] == 'i' && w[n - 2] == 'n' && w[n - 1] == 'g')))
			break;
		j++;
	}
	if (j == st)
		return -1;
	/* the phrase must end the clause */
	if (j < e && !(c->t->toks[j].kind == PG_TOK_PUNCT || eqi(c, j, "and") || in_set(c, j, clause_stops) ||
		       eqi(c, j, "needed") || eqi(c, j, "required")))
		return -1;
	size_t cs = c->t->toks[st].s, ce = c->t->toks[j - 1].e;
	char key[PG_LEX_KEY_MAX * 2 + 16];
	if (ce - cs >= PG_LEX_KEY_MAX)
		return -1;
	make_key(c->t->clean + cs, ce - cs, key, sizeof key);
	/* the phrase is a metric now: names inside it are not methods any more */
	for (size_t k = st; k < j; k++) {
		mention *mm = mention_at(c, k);
		if (mm)
			mm->generic = true;
	}
	return get_entity(c, PG_ENTITY_METRIC, key, c->t->clean + cs, ce - cs, NULL, 0, s, cs, ce);
}

/* A metric named by the noun phrase between a changing verb and "by":
 * "reducing the data transmission size by 69%". `by` is the index of "by". */
static int np_before_by(ctx *c, size_t by, size_t b, int s)
{
	size_t k = by;
	while (k > b && by - k < 4 && c->t->toks[k - 1].kind == PG_TOK_WORD &&
	       is_lower((unsigned char)TW(c, k - 1)[0]) && !in_set(c, k - 1, clause_stops) &&
	       !in_set(c, k - 1, reduce_before) && !in_set(c, k - 1, improve_before) && !eqi(c, k - 1, "the") &&
	       !eqi(c, k - 1, "its") && !eqi(c, k - 1, "their") && !eqi(c, k - 1, "our") && !mention_at(c, k - 1))
		k--;
	if (k == by || k <= b)
		return -1;
	size_t v = k - 1;
	if ((eqi(c, v, "the") || eqi(c, v, "its") || eqi(c, v, "their") || eqi(c, v, "our")) && v > b)
		v--;
	if (!in_set(c, v, reduce_before) && !in_set(c, v, improve_before) && !eqi(c, v, "increase") &&
	    !eqi(c, v, "increases") && !eqi(c, v, "increasing") && !eqi(c, v, "decrease"))
		return -1;
	size_t cs = c->t->toks[k].s, ce = c->t->toks[by - 1].e;
	char key[PG_LEX_KEY_MAX * 2 + 16];
	if (ce - cs >= PG_LEX_KEY_MAX)
		return -1;
	make_key(c->t->clean + cs, ce - cs, key, sizeof key);
	return get_entity(c, PG_ENTITY_METRIC, key, c->t->clean + cs, ce - cs, NULL, 0, s, cs, ce);
}

static void rule_results(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	int last_result = -1;
	size_t last_end = 0;
	char pending_base[40];
	bool has_pending = false;
	/* setting of the sentence: W4A4 or N-bit */
	const char *setting = NULL;
	size_t setting_len = 0;
	for (size_t i = b; i < e; i++) {
		const char *w = TW(c, i);
		size_t n = TL(c, i);
		if (is_setting_shape(w, n) || (n > 4 && is_digit((unsigned char)w[0]) && strncmp(w + n - 4, "-bit", 4) == 0)) {
			setting = w;
			setting_len = n;
			break;
		}
	}
	int depth = 0;
	bool seen_from_to = false;
	for (size_t i = b; i < e && !c->oom; i++) {
		if (is_punct(c, i, '(')) {
			depth++;
			continue;
		}
		if (is_punct(c, i, ')')) {
			if (depth > 0)
				depth--;
			continue;
		}
		num nm;
		if (!parse_num(c, i, &nm))
			continue;
		/* numbers glued into formulas or fractions */
		if ((i > b && (is_punct(c, i - 1, '/') || is_punct(c, i - 1, '^') || is_punct(c, i - 1, '='))) ||
		    (nm.t1 < e && (is_punct(c, nm.t1, '/') || is_punct(c, nm.t1, '^'))))
			continue;
		if (i > b && c->t->toks[i - 1].kind == PG_TOK_WORD && !(c->t->toks[i].flags & PG_TOKF_SPACE) &&
		    !(c->t->toks[i].flags & PG_TOKF_MATH))
			continue;
		/* deltas: "0.7 ↓", "+3.4 %" inside brackets after a result */
		size_t after = nm.t1;
		if (after < e && c->t->toks[after].kind == PG_TOK_SYMBOL) {
			i = after;
			continue;
		}
		if (i > b && (is_punct(c, i - 1, '+') || is_punct(c, i - 1, '-')) && depth > 0) {
			i = nm.t1 - 1;
			continue;
		}
		if (i > b && c->t->toks[i - 1].kind == PG_TOK_SYMBOL) {
			/* "± 0.3" */
			continue;
		}
		/* "from 70.5% to 78.8%": the first is the baseline of the second; so is
		 * the first of each later pair, "from 61% to 64% on A and 40% to 52% on B" */
		if (i > b && after + 1 < e && eqi(c, after, "to") &&
		    (eqi(c, i - 1, "from") ||
		     (seen_from_to && (eqi(c, i - 1, "and") || is_punct(c, i - 1, ','))))) {
			num nx;
			if (parse_num(c, after + 1, &nx)) {
				seen_from_to = true;
				memcpy(pending_base, nm.text, sizeof nm.text);
				has_pending = true;
				i = after;
				continue;
			}
		}
		/* baseline value: "vs 41.3 in Foo" */
		if (i > b && (eqi(c, i - 1, "vs") || eqi(c, i - 1, "vs.") || eqi(c, i - 1, "versus") ||
			      (i > b + 1 && eqi(c, i - 1, "to") && eqi(c, i - 2, "compared")) ||
			      eqi(c, i - 1, "from"))) {
			if (last_result >= 0 && (size_t)last_result < c->x->n_results) {
				pg_result *r = &c->x->results[last_result];
				if (!r->baseline_value) {
					r->baseline_value = strdup(nm.text);
					if (!r->baseline_value)
						c->oom = true;
				}
				for (size_t k = nm.t1; k < e && k < nm.t1 + 4; k++) {
					mention *m = method_at(c, k, 1);
					if (m) {
						r->baseline = m->ent;
						add_fact(c, PG_REL_COMPARES, -1, m->ent, s, "result-baseline");
						break;
					}
					if (is_punct(c, k, ')') || is_punct(c, k, ','))
						break;
				}
			}
			i = nm.t1 - 1;
			continue;
		}
		bool decimal = strchr(nm.text, '.') != NULL;
		/* integers without a unit are counts, years or sizes */
		if (!nm.unit && !decimal) {
			int mk = -1;
			if (i > b + 1 && (eqi(c, i - 1, "of") || eqi(c, i - 1, "to") || eqi(c, i - 1, "achieves") ||
					  eqi(c, i - 1, "achieve") || eqi(c, i - 1, "reaches")))
				mk = metric_near(c, i - 1, i > b + 4 ? i - 4 : b, false);
			if (mk < 0)
				mk = (after < e) ? metric_near(c, after, after + 1 < e ? after + 1 : e, true) : -1;
			if (mk < 0 || nm.v >= 1900)
				continue;
		}
		/* proportions: "top 25% topics", "30% samples" */
		if (nm.unit && nm.unit[0] == '%' && after < e && c->t->toks[after].kind == PG_TOK_WORD &&
		    is_lower((unsigned char)TW(c, after)[0]) && TW(c, after)[TL(c, after) - 1] == 's' &&
		    !mention_at(c, after) && !in_set(c, after, improve_after) && !in_set(c, after, reduce_after) &&
		    !eqi(c, after, "points") && !eqi(c, after, "gains")) {
			i = nm.t1 - 1;
			continue;
		}
		/* proportions: "10% of the data", "20 % of labels" */
		if (nm.unit && after < e && in_set(c, after, count_nouns_after)) {
			mention *mm = mention_at(c, after + 1 < e ? after + 1 : after);
			if (!(mm && mm->kind == PG_ENTITY_METRIC))
				continue;
		}
		/* kind */
		pg_result_kind kind = PG_RESULT_SCORE;
		for (size_t k = after; k < e && k < after + 3; k++) {
			if (in_set(c, k, reduce_after)) {
				kind = PG_RESULT_REDUCTION;
				break;
			}
			if (in_set(c, k, improve_after)) {
				kind = PG_RESULT_IMPROVEMENT;
				break;
			}
		}
		bool points = false; /* "6 F1 points", "2.1 pp" */
		for (size_t k = after; k < e && k < after + 3; k++)
			if (eqi(c, k, "points") || eqi(c, k, "point") || eqi(c, k, "pp") || eqi(c, k, "pts"))
				points = true;
		bool by = i > b && eqi(c, i - 1, "by");
		if (kind == PG_RESULT_SCORE && (nm.unit || points || by)) {
			/* a reducing verb in the clause wins over "by": "lowering the error by 5%" */
			size_t lo = i > b + 8 ? i - 8 : b;
			bool red = false, imp = false;
			for (size_t k = i; k > lo; k--) {
				if (is_punct(c, k - 1, ',') || is_punct(c, k - 1, ';'))
					break;
				if (in_set(c, k - 1, reduce_before))
					red = true;
				else if (in_set(c, k - 1, improve_before) &&
					 (eqi(c, k - 1, "by") || eqi(c, k - 1, "margin") || eqi(c, k - 1, "up") ||
					  k - 1 + 4 >= i))
					imp = true;
			}
			if (red)
				kind = PG_RESULT_REDUCTION;
			else if (imp || points)
				kind = PG_RESULT_IMPROVEMENT;
		}
		/* x without a direction word is a speed-up: an improvement */
		if (kind == PG_RESULT_SCORE && nm.unit && nm.unit[0] == 'x')
			kind = PG_RESULT_IMPROVEMENT;
		/* metric: just after, then just before, then "in terms of", then the noun
		 * phrase after "reduction in" / "on", then the nearest in the sentence */
		int mk = -1;
		for (size_t k = after; k < e && k < after + 4; k++) {
			mention *mm = mention_at(c, k);
			if (mm && mm->kind == PG_ENTITY_METRIC && mm->ent >= 0) {
				mk = (int)k;
				break;
			}
			if (is_punct(c, k, ',') || is_punct(c, k, ';') || is_punct(c, k, '(') || eqi(c, k, "and"))
				break;
		}
		int np = -1;
		if (mk < 0 && nm.unit && after + 2 < e &&
		    (in_set(c, after, reduce_after) || in_set(c, after, improve_after)) &&
		    (eqi(c, after + 1, "in") || eqi(c, after + 1, "of")))
			np = np_metric(c, after + 2, e, s); /* "3x reduction in memory traffic" */
		if (mk < 0 && np < 0)
			mk = metric_near(c, i, i > b + 6 ? i - 6 : b, false);
		if (mk < 0) {
			for (size_t k = b; k + 3 < e; k++)
				if (eqi(c, k, "terms") && eqi(c, k + 1, "of")) {
					mk = metric_near(c, k + 2, k + 6 < e ? k + 6 : e, true);
					break;
				}
		}
		int metric = mk >= 0 ? mention_at(c, (size_t)mk)->ent : np;
		if (metric < 0 && nm.unit) {
			/* "3x reduction in memory traffic", "7% on recall" */
			size_t k = after;
			if (k < e && (in_set(c, k, reduce_after) || in_set(c, k, improve_after)))
				k++;
			if (k + 1 < e && (eqi(c, k, "in") || eqi(c, k, "on") || eqi(c, k, "of")))
				metric = np_metric(c, k + 1, e, s);
		}
		if (metric < 0 && i > b + 2 && eqi(c, i - 1, "by"))
			metric = np_before_by(c, i - 1, b, s); /* "reducing the transmission size by 70%" */
		if (metric < 0) {
			mk = metric_near(c, after, after + 40 < e ? after + 40 : e, true);
			if (mk < 0)
				mk = metric_near(c, i, i > b + 40 ? i - 40 : b, false);
			metric = mk >= 0 ? mention_at(c, (size_t)mk)->ent : -1;
		}
		if (metric < 0) {
			i = nm.t1 - 1;
			continue;
		}
		/* "by 7% on recall, 3% on precision": a list shares its kind */
		if (kind == PG_RESULT_SCORE && last_result >= 0 && last_end > b && i > last_end && i - last_end <= 5) {
			bool list = false, verb = false;
			for (size_t k = last_end; k < i; k++) {
				if (is_punct(c, k, ',') || eqi(c, k, "and"))
					list = true;
				else if (c->t->toks[k].kind == PG_TOK_WORD && !mention_at(c, k) &&
					 is_lower((unsigned char)TW(c, k)[0]) && !eqi(c, k, "on") && !eqi(c, k, "in") &&
					 !eqi(c, k, "of") && !eqi(c, k, "for") && !eqi(c, k, "the") && !eqi(c, k, "by") &&
					 !(k > last_end && (eqi(c, k - 1, "on") || eqi(c, k - 1, "in") || eqi(c, k - 1, "of"))))
					verb = true; /* "..., reaching 45.1": a new claim */
			}
			list = list && !verb;
			pg_result *lr = &c->x->results[last_result];
			if (list && lr->sentence == s && ((lr->unit == NULL) == (nm.unit == NULL)))
				kind = lr->kind;
		}
		if (!decimal && !nm.unit && kind != PG_RESULT_SCORE && !points && !(by && mk >= 0 && (size_t)mk >= after)) {
			i = nm.t1 - 1;
			continue;
		}
		/* data set and method of the sentence (near the number in run-on text) */
		int dataset = -1, method = -1;
		for (size_t k = i > b + 60 ? i - 60 : b; k < e && k < i + 60; k++) {
			mention *m = mention_at(c, k);
			if (!m || m->ent < 0)
				continue;
			if (m->kind == PG_ENTITY_DATASET && dataset < 0)
				dataset = m->ent;
			if (m->kind == PG_ENTITY_METHOD && method < 0 && (c->ent_role[m->ent] & ROLE_PROP))
				method = m->ent;
		}
		if (method < 0 && c->n_prop > 0)
			method = c->proposed[0];
		add_result(c, &nm, kind, metric, dataset, method, setting, setting_len, s, "result-number");
		if (has_pending && !c->oom && c->x->n_results > 0 && eqi(c, i - 1, "to")) {
			pg_result *r = &c->x->results[c->x->n_results - 1];
			if (!(r->baseline_value = strdup(pending_base)))
				c->oom = true;
		}
		has_pending = false;
		last_result = (int)c->x->n_results - 1;
		last_end = nm.t1;
		i = nm.t1 - 1;
	}
}

/* ------------------------------------------------------------------ 6. title */

static const char *const task_heads[] = {
	"detection", "identification", "classification", "generation", "recognition", "prediction",
	"estimation", "segmentation", "translation", "retrieval", "control", "planning", "optimization",
	"reconstruction", "synthesis", "forecasting", "answering", "reasoning", "manipulation",
	"navigation", "compression", "quantization", "design", "discovery", "matching", "tracking",
	"summarization", "parsing", "learning", "clustering", "sampling", "inference", "editing",
	"completion", "localization", "captioning", "adaptation", "pruning", "verification", NULL
};

static const char *const title_openers[] = {
	"deep", "neural", "open", "graph", "fast", "robust", "efficient", "simple", "scalable",
	"adaptive", "unified", "generalized", "visual", "vision", "image", "video", "text",
	"language", "transformer", "convolutional", "recurrent", "bayesian", "gaussian", "markov",
	"monte", "dynamic", "sparse", "stochastic", "online", "active", "meta", NULL
};

/* Returns true if the title part after the colon at token `colon` announces a
 * survey, review or position paper rather than a method. */
static bool title_is_survey(const pg_text *tt, size_t colon)
{
	static const char *const kinds[] = { "survey", "review", "overview", "tutorial", "primer",
					     "perspective", "position", "study", "analysis", "lessons",
					     "challenges", "opportunities", "introduction", NULL };
	for (size_t i = colon + 1; i < tt->n_toks && i < colon + 4; i++) {
		const char *w = tt->clean + tt->toks[i].s;
		size_t n = tt->toks[i].e - tt->toks[i].s;
		for (const char *const *k = kinds; *k; k++)
			if (strlen(*k) == n && strncasecmp(*k, w, n) == 0)
				return true;
	}
	return false;
}

static bool title_word_in(const pg_text *tt, size_t i, const char *const *set)
{
	const char *w = tt->clean + tt->toks[i].s;
	size_t n = tt->toks[i].e - tt->toks[i].s;
	for (; *set; set++)
		if (strlen(*set) == n && strncasecmp(*set, w, n) == 0)
			return true;
	return false;
}

/* Returns false if the abstract reads as an analysis only: no "we propose /
 * present / introduce / develop ...", nothing novel, new or "ours", but "we
 * study / compare / review ...". A title name that the abstract never mentions
 * is not proposed then ("Foo: On the Limits of Pruning"). Short or cut-off
 * abstracts count as contributing. */
static bool abstract_contributes(const ctx *c)
{
	if (c->t->n_toks < 60)
		return true; /* too short (or cut off) to tell */
	for (size_t s = 0; s < c->t->n_sents; s++) {
		size_t b = sent_begin(c, (int)s), e = sent_end(c, (int)s);
		for (size_t v = b; v < e; v++) {
			if (eqi(c, v, "novel") || eqi(c, v, "new") || eqi(c, v, "ours") || eqi(c, v, "provide") ||
			    eqi(c, v, "provides") || eqi(c, v, "release") || eqi(c, v, "releases") ||
			    (eqi(c, v, "our") && v + 1 < e &&
			     (in_set(c, v + 1, cue_heads) || eqi(c, v + 1, "proposed") || eqi(c, v + 1, "approach") ||
			      eqi(c, v + 1, "code") || eqi(c, v + 1, "data"))))
				return true;
			if (in_set(c, v, propose_verbs) && !in_set(c, v, naming_verbs) && self_subject_before(c, v, b))
				return true;
		}
	}
	/* no sign of a contribution: only an analysis ("we study / compare / review ...") says none */
	for (size_t s = 0; s < c->t->n_sents; s++) {
		size_t b = sent_begin(c, (int)s), e = sent_end(c, (int)s);
		for (size_t v = b; v < e; v++)
			if (in_set(c, v, (const char *const[]){"study", "studies", "analyze", "analyse", "analyzes",
							       "investigate", "investigates", "examine", "examines",
							       "compare", "compares", "review", "reviews", "survey",
							       "opinion", "revisit", "revisits", NULL}) &&
			    self_subject_before(c, v, b))
				return false;
	}
	return true;
}

static void rule_title(ctx *c, const char *title)
{
	pg_text *tt = NULL;
	if (!title || !*title)
		return;
	if (pg_text_new(title, strlen(title), &tt) != PG_OK) {
		c->oom = true;
		return;
	}
	const pg_text *saved = c->t;
	/* Work on the title tokens with the same helpers; mentions are not kept. */
	size_t colon = 0;
	for (size_t i = 0; i < tt->n_toks && i < 6; i++)
		if (tt->toks[i].kind == PG_TOK_PUNCT && tt->clean[tt->toks[i].s] == ':') {
			colon = i;
			break;
		}
	char key[PG_LEX_KEY_MAX * 2 + 16];
	if (colon > 0 && colon <= 4) {
		/* the name before the colon: one to three tokens, at least one looks like a name */
		size_t first = 0, endt = colon;
		static const char *const dets[] = { "the", "a", "an", NULL };
		static const char *const tails[] = { "dataset", "benchmark", "corpus", "challenge", NULL };
		while (first + 1 < endt && title_word_in(tt, first, dets))
			first++;
		while (endt > first + 1 && title_word_in(tt, endt - 1, tails))
			endt--;
		size_t cs = tt->toks[first].s, ce = tt->toks[endt - 1].e;
		bool named = false;
		/* "Beyond CCA:", "Towards X:": the first word must be a name or a name opener */
		const char *fw = tt->clean + tt->toks[first].s;
		size_t fn = tt->toks[first].e - tt->toks[first].s;
		int fcat = pg_lexicon_stop_category(c->lex, fw, fn);
		bool opener = false;
		for (const char *const *o = title_openers; *o; o++)
			if (strlen(*o) == fn && strncasecmp(*o, fw, fn) == 0)
				opener = true;
		bool caps_word = fn >= 4;
		for (size_t q = 0; q < fn && caps_word; q++)
			if (!is_upper((unsigned char)fw[q]))
				caps_word = false;
		if (fcat && !opener && !caps_word)
			endt = first; /* no name */
		/* "Attention Fusion: ...": a short Title Case phrase that is not a known task
		 * names the method, unless the rest says the paper is a survey */
		if (endt > first + 1 && endt - first <= 3 && !title_is_survey(tt, colon)) {
			bool all_cap = true, some_free = false;
			for (size_t i = first; i < endt; i++) {
				const char *w = tt->clean + tt->toks[i].s;
				size_t n = tt->toks[i].e - tt->toks[i].s;
				if (tt->toks[i].kind != PG_TOK_WORD || !is_upper((unsigned char)w[0]))
					all_cap = false;
				else if (!pg_lexicon_is_stop(c->lex, w, n))
					some_free = true;
			}
			char tk[PG_LEX_KEY_MAX];
			size_t tn = pg_lexicon_normalize(tt->clean + cs, ce - cs, tk, sizeof tk);
			if (all_cap && some_free && !(tn && pg_lexicon_lookup(c->lex, PG_LEX_TASK, tk, tn, tt->clean + cs, ce - cs)))
				named = true;
		}
		for (size_t i = first; i < endt; i++) {
			const char *w = tt->clean + tt->toks[i].s;
			size_t n = tt->toks[i].e - tt->toks[i].s;
			int up = 0;
			for (size_t k = 0; k < n; k++)
				up += is_upper((unsigned char)w[k]);
			if ((up >= 2 || (tt->toks[i].flags & (PG_TOKF_MACRO | PG_TOKF_EMPH))) &&
			    (!pg_lexicon_is_stop(c->lex, w, n) || (up == (int)n && n >= 4)))
				named = true;
			if (tt->toks[i].kind == PG_TOK_WORD && n >= 2 && up == 1 && colon == 1 &&
			    !pg_lexicon_is_stop(c->lex, w, n))
				named = true;
		}
		/* a name of several words must be a name in the abstract too: catchy
		 * phrases ("Dated Data: ...", "Steering Your Generalists: ...") are not */
		if (named && endt - first > 1) {
			bool in_abstract = false;
			if (ce - cs < PG_LEX_KEY_MAX) {
				char needle[PG_LEX_KEY_MAX];
				memcpy(needle, tt->clean + cs, ce - cs);
				needle[ce - cs] = '\0';
				in_abstract = strcasestr(saved->clean, needle) != NULL;
			}
			const char *w0 = tt->clean + tt->toks[first].s;
			size_t n0 = tt->toks[first].e - tt->toks[first].s;
			bool verbish = n0 > 4 && strncasecmp(w0 + n0 - 3, "ing", 3) == 0;
			for (size_t i = first + 1; i < endt; i++) {
				const char *w = tt->clean + tt->toks[i].s;
				size_t n = tt->toks[i].e - tt->toks[i].s;
				if ((n == 5 && strncasecmp(w, "meets", 5) == 0) || (n == 2 && strncasecmp(w, "is", 2) == 0) ||
				    (n == 3 && strncasecmp(w, "are", 3) == 0) || (n == 4 && strncasecmp(w, "your", 4) == 0))
					verbish = true;
			}
			if (!in_abstract || verbish || endt - first > 3)
				named = false;
		}
		if (named && endt == first + 1) {
			/* "UNVEILING:", "REVISITING:": a shouted verb, not a name */
			const char *w = tt->clean + tt->toks[first].s;
			size_t n = tt->toks[first].e - tt->toks[first].s;
			if (n > 5 && (memcmp(w + n - 3, "ING", 3) == 0 || memcmp(w + n - 4, "TION", 4) == 0))
				named = false;
		}
		if (named && ce - cs < PG_LEX_KEY_MAX) {
			make_key(tt->clean + cs, ce - cs, key, sizeof key);
			/* the same name in the abstract gives the entity its offsets */
			int e = find_entity(c, PG_ENTITY_METHOD, key);
			if (e < 0)
				e = find_entity(c, PG_ENTITY_DATASET, key);
			if (e < 0) {
				int ai = -1;
				for (size_t k = 0; k < c->n_acros; k++) {
					const acro *a = &c->acros[k];
					char k2[PG_LEX_KEY_MAX * 2 + 16];
					if (a->ent < 0 || a->ce - a->cs >= PG_LEX_KEY_MAX)
						continue;
					make_key(saved->clean + a->cs, a->ce - a->cs, k2, sizeof k2);
					if (strcmp(k2, key) == 0)
						ai = a->ent;
				}
				e = ai;
			}
			bool data_title = false; /* "Foo: A Corpus of ...": a resource paper */
			for (size_t q = 0; q < tt->n_toks; q++) {
				const char *w = tt->clean + tt->toks[q].s;
				size_t n = tt->toks[q].e - tt->toks[q].s;
				if ((n == 7 && strncasecmp(w, "dataset", 7) == 0) ||
				    (n == 9 && strncasecmp(w, "benchmark", 9) == 0) ||
				    (n == 6 && strncasecmp(w, "corpus", 6) == 0))
					data_title = true;
			}
			if (e < 0 && !data_title && !abstract_contributes(c))
				named = false; /* "Foo: On the Limits of X" over a purely analytic abstract */
			else if (e < 0) {
				c->t = tt; /* offsets of a title-only entity are meaningless: use 0 */
				e = get_entity(c, PG_ENTITY_METHOD, key, tt->clean + cs, ce - cs, NULL, 0, 0, 0, 0);
				c->t = saved;
			}
			if (e >= 0 && (c->x->entities[e].kind == PG_ENTITY_METHOD || c->x->entities[e].kind == PG_ENTITY_DATASET))
				propose(c, e, c->x->entities[e].sentence, "propose-title");
		}
	}
	/* task phrases of the title */
	int maxw = pg_lexicon_max_words(c->lex);
	char kb[PG_LEX_KEY_MAX];
	for (size_t i = colon; i < tt->n_toks && !c->oom; i++) {
		size_t len = 0;
		const pg_lex_entry *hit = NULL;
		size_t best = 0;
		for (size_t L = 1; L <= (size_t)maxw && i + L <= tt->n_toks; L++) {
			const pg_token *tk = &tt->toks[i + L - 1];
			if (tk->kind != PG_TOK_WORD && tk->kind != PG_TOK_NUMBER)
				break;
			char w[PG_LEX_KEY_MAX];
			size_t wn = pg_lexicon_normalize(tt->clean + tk->s, tk->e - tk->s, w, sizeof w);
			if (!wn || len + wn + 2 >= sizeof kb)
				break;
			if (len)
				kb[len++] = ' ';
			memcpy(kb + len, w, wn);
			len += wn;
			const pg_lex_entry *le = pg_lexicon_lookup(c->lex, PG_LEX_TASK, kb, len, tt->clean + tt->toks[i].s,
								   tk->e - tt->toks[i].s);
			if (le) {
				hit = le;
				best = L;
			}
		}
		if (hit) {
			size_t ln = strlen(hit->label);
			make_key(hit->label, ln, key, sizeof key);
			int e = find_entity(c, PG_ENTITY_TASK, key);
			if (e < 0) {
				c->t = tt;
				size_t cs = tt->toks[i].s, ce = tt->toks[i + best - 1].e;
				e = get_entity(c, PG_ENTITY_TASK, key, tt->clean + cs, ce - cs, hit->label, ln, 0, 0, 0);
				c->t = saved;
			}
			add_fact(c, PG_REL_TASK, -1, e, 0, "task-title");
			i += best - 1;
		}
	}
	/* "... for Rare Event Detection": a task named after "for" */
	for (size_t i = colon; i + 1 < tt->n_toks && !c->oom; i++) {
		const pg_token *ft = &tt->toks[i];
		if (!(ft->e - ft->s == 3 && strncasecmp(tt->clean + ft->s, "for", 3) == 0))
			continue;
		size_t a = i + 1, j = a, last = a;
		while (j < tt->n_toks && j < a + 5 && tt->toks[j].kind == PG_TOK_WORD) {
			const char *w = tt->clean + tt->toks[j].s;
			size_t n = tt->toks[j].e - tt->toks[j].s;
			if ((n == 4 && strncasecmp(w, "with", 4) == 0) || (n == 3 && strncasecmp(w, "via", 3) == 0) ||
			    (n == 5 && strncasecmp(w, "using", 5) == 0) || (n == 2 && strncasecmp(w, "in", 2) == 0) ||
			    (n == 2 && strncasecmp(w, "on", 2) == 0) || (n == 3 && strncasecmp(w, "and", 3) == 0) ||
			    (n == 2 && strncasecmp(w, "of", 2) == 0) || (n == 4 && strncasecmp(w, "from", 4) == 0))
				break;
			j++;
			for (const char *const *h = task_heads; *h; h++)
				if (strlen(*h) == n && strncasecmp(*h, w, n) == 0)
					last = j;
		}
		if (last < a + 1 || (last == a + 1 && last - a < 2))
			continue;
		size_t cs = tt->toks[a].s, ce = tt->toks[last - 1].e;
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		make_key(tt->clean + cs, ce - cs, key, sizeof key);
		/* a lexicon task already found in the title covers it */
		bool covered = false;
		for (size_t f = 0; f < c->x->n_facts; f++)
			if (c->x->facts[f].rel == PG_REL_TASK && strcmp(c->x->facts[f].rule, "task-title") == 0)
				covered = true;
		if (covered)
			break;
		c->t = tt;
		int e = get_entity(c, PG_ENTITY_TASK, key, tt->clean + cs, ce - cs, NULL, 0, 0, 0, 0);
		c->t = saved;
		add_fact(c, PG_REL_TASK, -1, e, 0, "task-title-for");
		break;
	}
	pg_text_free(tt);
}

/* "graph reasoning tasks", "speech and vision tasks": a task named by the
 * words before "tasks" (vague words such as "downstream" or "various" are not names). */
static void rule_task_phrases(ctx *c, int s)
{
	static const char *const vague[] = {
		"downstream", "various", "several", "many", "different", "multiple", "other", "these",
		"those", "such", "new", "challenging", "complex", "related", "diverse", "numerous",
		"specific", "standard", "common", "real-world", "benchmark", "benchmarks", "all", "both",
		"some", "few", "most", "two", "three", "four", "five", "target", "source", "auxiliary",
		"individual", "single", "simple", "difficult", "hard", "easy", "similar", "unseen", "seen",
		"previous", "novel", "general", "generic", "typical", "important", "practical", "key",
		"main", "primary", "additional", "each", "every", "any", "no", "more", "less", "zero-shot",
		"few-shot", "held-out", "evaluation", "training", "test", "multi-task", "meta", "sub",
		"solve", "solves", "solving", "perform", "performs", "performing", "are", "is", "be",
		"were", "was", "tackle", "tackles", "address", "addresses", "handle", "handles", "across",
		"one", "six", "seven", "eight", "nine", "ten", "dozens", "hundreds", "non-trivial",
		"learning", "classification", "prediction", "reasoning", "synthetic", "statistical",
		"simulation", "separate", "unrelated", "toy", "related", "machine", "nlp", "ml", NULL
	};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t i = b + 1; i < e && !c->oom; i++) {
		if (!eqi(c, i, "tasks"))
			continue;
		size_t k = i;
		while (k > b && i - k < 3) {
			size_t q = k - 1;
			const pg_token *tk = &c->t->toks[q];
			if (tk->kind != PG_TOK_WORD || mention_at(c, q) || in_set(c, q, clause_stops) ||
			    in_set(c, q, self_words) || in_set(c, q, vague) || eqi(c, q, "the") || eqi(c, q, "a") ||
			    eqi(c, q, "an") || eqi(c, q, "and") || eqi(c, q, "or") || eqi(c, q, "of") ||
			    is_upper((unsigned char)TW(c, q)[0]) || is_digit((unsigned char)TW(c, q)[0]) ||
			    in_set(c, q, propose_verbs) || in_set(c, q, use_cues) || in_set(c, q, np_cues))
				break;
			k = q;
		}
		if (k == i)
			continue;
		/* "speech and vision tasks": each conjunct is a task */
		size_t starts[2] = {k, 0};
		size_t nst = 1;
		if (i - k == 1 && k >= b + 2 && eqi(c, k - 1, "and") && c->t->toks[k - 2].kind == PG_TOK_WORD &&
		    !mention_at(c, k - 2) && !in_set(c, k - 2, vague) && !in_set(c, k - 2, clause_stops) &&
		    is_lower((unsigned char)TW(c, k - 2)[0]))
			starts[nst++] = k - 2;
		for (size_t q = 0; q < nst; q++) {
			char label[PG_LEX_KEY_MAX];
			size_t ln = 0;
			size_t a = starts[q], z = q == 0 ? i : k - 1;
			size_t ws = c->t->toks[a].s, we = c->t->toks[z - 1].e;
			if (we - ws + 7 >= sizeof label)
				continue;
			memcpy(label, c->t->clean + ws, we - ws);
			ln = we - ws;
			memcpy(label + ln, " tasks", 6);
			ln += 6;
			char key[PG_LEX_KEY_MAX * 2 + 16];
			make_key(label, ln, key, sizeof key);
			int ent = get_entity(c, PG_ENTITY_TASK, key, label, ln, NULL, 0, s, ws, c->t->toks[i].e);
			add_fact(c, PG_REL_TASK, -1, ent, s, "task-phrase");
		}
	}
}

/* ------------------------------------------------------------------ 8. defaults and clean-up */

static void defaults(ctx *c)
{
	/* a proposal is neither used nor compared with by its own paper */
	size_t k = 0;
	for (size_t i = 0; i < c->x->n_facts; i++) {
		pg_fact *f = &c->x->facts[i];
		if ((f->rel == PG_REL_USES || f->rel == PG_REL_COMPARES) && (c->ent_role[f->object] & ROLE_PROP))
			continue;
		c->x->facts[k++] = *f;
	}
	c->x->n_facts = k;
	for (size_t i = 0; i < c->n_m; i++) {
		mention *m = &c->m[i];
		if (m->ent < 0 || c->tok_m[m->t0] != (int)i)
			continue;
		switch (m->kind) {
		case PG_ENTITY_DATASET:
			add_fact(c, PG_REL_DATASET, -1, m->ent, m->sent, "dataset-mention");
			break;
		case PG_ENTITY_METRIC:
			add_fact(c, PG_REL_METRIC, -1, m->ent, m->sent, "metric-mention");
			break;
		case PG_ENTITY_TASK:
			add_fact(c, PG_REL_TASK, -1, m->ent, m->sent, "task-mention");
			break;
		case PG_ENTITY_METHOD:
			if (m->strength >= 2 && !m->generic && !(c->ent_role[m->ent] & (ROLE_PROP | ROLE_COMP | ROLE_USE)))
				add_fact(c, PG_REL_USES, -1, m->ent, m->sent, "method-mention");
			break;
		}
	}
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

/* ------------------------------------------------------------------ cue word table */

/* Every cue list gets one bit; a hash table built once maps a lower-case word to
 * the bits of the lists that hold it, so that each token is looked up once per
 * abstract instead of once per rule. */
static const char *const *const cue_lists[] = {
	dataset_heads, non_method_heads, propose_verbs, self_words, clause_stops, naming_verbs,
	compare_cues, use_cues, lineage_cues, np_heads, np_cues, improve_after, reduce_after,
	improve_before, reduce_before, count_nouns_after, novelty, cue2, np_breaks, cue_heads,
	part_nouns, NULL
};

#define CUE_SLOTS 2048
#define CUE_WORD 24
static struct cue_slot {
	char w[CUE_WORD];
	uint32_t mask;
} cue_table[CUE_SLOTS];
static pthread_once_t cue_once = PTHREAD_ONCE_INIT;

static uint32_t cue_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void cue_init(void)
{
	for (size_t l = 0; cue_lists[l]; l++) {
		for (const char *const *w = cue_lists[l]; *w; w++) {
			size_t n = strlen(*w);
			if (n >= CUE_WORD)
				continue;
			size_t h = cue_hash(*w, n) & (CUE_SLOTS - 1);
			while (cue_table[h].w[0] && strcmp(cue_table[h].w, *w) != 0)
				h = (h + 1) & (CUE_SLOTS - 1);
			memcpy(cue_table[h].w, *w, n + 1);
			cue_table[h].mask |= 1u << l;
		}
	}
}

static uint32_t set_bit(const char *const *set)
{
	for (size_t l = 0; cue_lists[l]; l++)
		if (cue_lists[l] == set)
			return 1u << l;
	return 0;
}

static uint32_t cue_mask(const char *s, size_t n)
{
	char w[CUE_WORD];
	if (n == 0 || n >= CUE_WORD)
		return 0;
	for (size_t i = 0; i < n; i++)
		w[i] = (char)lower((unsigned char)s[i]);
	w[n] = '\0';
	size_t h = cue_hash(w, n) & (CUE_SLOTS - 1);
	while (cue_table[h].w[0]) {
		if (strcmp(cue_table[h].w, w) == 0)
			return cue_table[h].mask;
		h = (h + 1) & (CUE_SLOTS - 1);
	}
	return 0;
}

static void free_label_keys(ctx *c)
{
	if (!c->label_keys)
		return;
	for (size_t i = 0; i < c->n_label_keys; i++)
		free(c->label_keys[i]);
	free(c->label_keys);
	c->label_keys = NULL;
}

/* ------------------------------------------------------------------ entry points */

pg_status pg_extract_paper(const pg_lexicon *lex, const char *title, const char *abstract,
			   pg_extraction **out)
{
	*out = NULL;
	pg_extraction *x = calloc(1, sizeof *x);
	if (!x)
		return PG_ERR_NOMEM;
	ctx c;
	memset(&c, 0, sizeof c);
	c.lex = lex;
	c.abs = abstract ? abstract : "";
	c.x = x;
	pg_text *t = NULL;
	pg_status st = pg_text_new(c.abs, strlen(c.abs), &t);
	if (st != PG_OK) {
		free(x);
		return st == PG_ERR_INPUT ? PG_OK : st;
	}
	c.t = t;
	if (t->n_toks) {
		pthread_once(&cue_once, cue_init);
		c.tok_m = malloc(t->n_toks * sizeof *c.tok_m);
		c.tok_key = calloc(t->n_toks, sizeof *c.tok_key);
		c.tokmask = malloc(t->n_toks * sizeof *c.tokmask);
		if (!c.tok_m || !c.tok_key || !c.tokmask)
			c.oom = true;
		else
			for (size_t i = 0; i < t->n_toks; i++) {
				c.tok_m[i] = -1;
				c.tokmask[i] = t->toks[i].kind == PG_TOK_WORD ? cue_mask(TW(&c, i), TL(&c, i)) : 0;
			}
	}
	if (!c.oom && t->n_toks) {
		tag_lexicon(&c);
		find_acronyms(&c);
		find_names(&c);
		dataset_lists(&c);
		metric_terms(&c);
		for (size_t s = 0; s < t->n_sents && !c.oom; s++)
			rule_propose(&c, (int)s);
		if (!c.oom)
			rule_title(&c, title);
		for (size_t s = 0; s < t->n_sents && !c.oom; s++) {
			rule_compare(&c, (int)s);
			rule_lineage(&c, (int)s);
			rule_uses(&c, (int)s);
			rule_np_uses(&c, (int)s);
		}
		for (size_t s = 0; s < t->n_sents && !c.oom; s++) {
			rule_results(&c, (int)s);
			rule_task_phrases(&c, (int)s);
		}
		if (!c.oom) {
			resolve_lineage(&c);
			defaults(&c);
			prune_entities(&c);
		}
	} else if (!c.oom) {
		rule_title(&c, title);
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
	if (c.tok_key)
		for (size_t i = 0; i < t->n_toks; i++)
			free(c.tok_key[i]);
	free(c.tok_key);
	free(c.tok_m);
	free(c.tokmask);
	free_label_keys(&c);
	free(c.m);
	free(c.acros);
	free(c.lin);
	free(c.proposed);
	free(c.ent_role);
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
