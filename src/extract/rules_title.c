/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 6: the title, "Name: what it does" proposes Name, and the tasks
 * named in it. */
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "extract/rules.h"

static const char *const task_heads[] = {
	"detection", "identification", "classification", "generation", "recognition", "prediction",
	"estimation", "segmentation", "translation", "retrieval", "control", "planning", "optimization",
	"reconstruction", "synthesis", "forecasting", "answering", "reasoning", "manipulation",
	"navigation", "compression", "quantization", "design", "discovery", "matching", "tracking",
	"summarization", "parsing", "learning", "clustering", "sampling", "inference", "editing",
	"completion", "localization", "captioning", "adaptation", "pruning", "verification", "filtering",
	"decomposition", "assessment", "enhancement", "removal", "recommendation", "augmentation",
	"denoising", "restoration", "alignment", "extraction", "labeling", "labelling", "annotation",
	"selection", "transfer", "inpainting", "registration", "correction", "imputation", "attribution",
	"calibration", "modeling", "modelling", "ranking", "tagging", "grounding", "understanding",
	"exploration", "problem", "problems", NULL
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
	int w0 = n ? pg_ascii_lower((unsigned char)w[0]) : 0;
	for (; *set; set++)
		if (pg_ascii_lower((unsigned char)(*set)[0]) == w0 && strlen(*set) == n && strncasecmp(*set, w, n) == 0)
			return true;
	return false;
}

/* Returns true if the abstract (clean text `abs`) writes the title's bytes
 * [cs, ce) in any case; false also when they are too long to look for. */
static bool abstract_writes(const char *abs, const pg_text *tt, size_t cs, size_t ce)
{
	char needle[PG_LEX_KEY_MAX];
	if (ce - cs >= sizeof needle)
		return false;
	memcpy(needle, tt->clean + cs, ce - cs);
	needle[ce - cs] = '\0';
	return strcasestr(abs, needle) != NULL;
}

/* Returns true if the abstract writes the title's bytes [cs, ce) in lower case
 * only (a capital first letter allowed, as at a sentence start): "cross-domain
 * zorbing" for "Cross-Domain Zorbing", not "Zorb VINS" for "Zorb VINS". */
static bool abstract_writes_lower_only(const char *abs, const pg_text *tt, size_t cs, size_t ce)
{
	char needle[PG_LEX_KEY_MAX];
	size_t n = ce - cs;
	if (n >= sizeof needle)
		return false;
	memcpy(needle, tt->clean + cs, n);
	needle[n] = '\0';
	bool lower = false;
	for (const char *p = strcasestr(abs, needle); p; p = strcasestr(p + 1, needle)) {
		for (size_t i = 1; i < n; i++)
			if (pg_ascii_is_upper((unsigned char)p[i]))
				return false;
		lower = true;
	}
	return lower;
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
			     (has_cue(c, v + 1, CUE_CUE_HEADS) || eqi(c, v + 1, "proposed") || eqi(c, v + 1, "approach") ||
			      eqi(c, v + 1, "code") || eqi(c, v + 1, "data"))))
				return true;
			if (has_cue(c, v, CUE_PROPOSE_VERBS) && !has_cue(c, v, CUE_NAMING_VERBS) && pgx_self_subject_before(c, v, b))
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
			    pgx_self_subject_before(c, v, b))
				return false;
	}
	return true;
}

/* Returns true if the title words before the colon at token `colon` (1 to 4)
 * name what the paper proposes, with their clean-text range in *cs, *ce: one
 * to three tokens, at least one shaped like a name, no catchy phrase. */
static bool title_name(const ctx *c, const pg_text *tt, size_t colon, size_t *cs_out, size_t *ce_out)
{
	const pg_text *saved = c->t;
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
		if (!pg_ascii_is_upper((unsigned char)fw[q]))
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
			if (tt->toks[i].kind != PG_TOK_WORD || !pg_ascii_is_upper((unsigned char)w[0]))
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
			up += pg_ascii_is_upper((unsigned char)w[k]);
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
		bool in_abstract = abstract_writes(saved->clean, tt, cs, ce);
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
	/* "Cross-Domain Zorbing: Challenges, Progress, and Prospects": the field of a
	 * survey, which the abstract writes in lower case, is no name */
	if (named && title_is_survey(tt, colon) && abstract_writes_lower_only(saved->clean, tt, cs, ce))
		named = false;
	/* "Multitask Online Learning: ...": words ending in a task's head noun that
	 * the abstract writes in lower case name the topic, not an artefact */
	if (named && endt - first > 1 && title_word_in(tt, endt - 1, task_heads) &&
	    abstract_writes_lower_only(saved->clean, tt, cs, ce))
		named = false;
	if (named && endt == first + 1) {
		/* "UNVEILING:", "REVISITING:": a shouted verb, not a name */
		const char *w = tt->clean + tt->toks[first].s;
		size_t n = tt->toks[first].e - tt->toks[first].s;
		if (n > 5 && (memcmp(w + n - 3, "ING", 3) == 0 || memcmp(w + n - 4, "TION", 4) == 0))
			named = false;
	}
	*cs_out = cs;
	*ce_out = ce;
	return named;
}

/* Returns true if title token i is a dash that introduces what the name before it
 * is, as a colon does: "RoBERT – A Romanian BERT Model", "Foo - An Approach to ...". */
static bool title_dash_a(const pg_text *tt, size_t i)
{
	return i > 0 && i + 1 < tt->n_toks && pg_text_tok_is_dash(tt, i) && tt->toks[i + 1].kind == PG_TOK_WORD &&
	       title_word_in(tt, i + 1, (const char *const[]){"a", "an", NULL});
}

/* True if the title's name ending at byte `ce` is followed by ": A [modifiers]
 * <data set head>" before any preposition ("Foo: A Large-Scale Benchmark for
 * Bar"): the name is a data set. */
static bool title_names_dataset(const pg_text *tt, size_t ce)
{
	size_t q = 0;
	while (q < tt->n_toks && tt->toks[q].s < ce)
		q++;
	if (q >= tt->n_toks || tt->toks[q].kind != PG_TOK_PUNCT ||
	    (tt->clean[tt->toks[q].s] != ':' && !title_dash_a(tt, q)))
		return false;
	for (size_t k = q + 1; k < tt->n_toks && k <= q + 6; k++) {
		const pg_token *tk = &tt->toks[k];
		if (tk->kind != PG_TOK_WORD) {
			if (tt->clean[tk->s] == '-')
				continue;
			return false;
		}
		/* "Foo: Mitigating Dataset Bias": a verb, so the name is what acts */
		if (k == q + 1 && tk->e - tk->s > 5 && strncasecmp(tt->clean + tk->e - 3, "ing", 3) == 0)
			return false;
		uint32_t m = pgx_cue_mask(tt->clean + tk->s, tk->e - tk->s);
		/* the head, not a modifier of another noun ("Dataset Bias"; "Benchmark
		 * Dataset" ends in a head again) */
		static const char *const after_head[] = {"for", "of", "with", "on", "to", "in", "and", "via", "from",
							 "at", "towards", "toward", "across", "by", "under", NULL};
		if (m & (1u << CUE_DATASET_HEADS))
			if (k + 1 >= tt->n_toks || tt->toks[k + 1].kind != PG_TOK_WORD ||
			    title_word_in(tt, k + 1, after_head) ||
			    (pgx_cue_mask(tt->clean + tt->toks[k + 1].s, tt->toks[k + 1].e - tt->toks[k + 1].s) &
			     (1u << CUE_DATASET_HEADS)))
				return true;
		static const char *const stops[] = {"for", "of", "with", "on", "to", "in", "and", "via", NULL};
		for (size_t j = 0; stops[j]; j++)
			if (tk->e - tk->s == strlen(stops[j]) &&
			    strncasecmp(tt->clean + tk->s, stops[j], tk->e - tk->s) == 0)
				return false;
	}
	return false;
}

/* The entity of `kind` keyed `key` and named by the title's bytes [cs, ce), with
 * `alt` (may be NULL): found or added without offsets, as a title-only entity has
 * none in the abstract. Returns its index, or -1 with c->oom set. */
static int title_entity(ctx *c, const pg_text *tt, pg_entity_kind kind, const char *key, size_t cs, size_t ce,
			const char *alt)
{
	const pg_text *saved = c->t;
	c->t = tt;
	int e = pgx_get_entity(c, kind, key, tt->clean + cs, ce - cs, alt, alt ? strlen(alt) : 0, PG_SENTENCE_TITLE,
			       0, 0);
	c->t = saved;
	return e;
}

/* The entity of `kind` that the lexicon entry `hit` names at title tokens [a, a + n):
 * the abstract's one under the entry's label, else a new one with that label as alt. */
static int title_lexicon_entity(ctx *c, const pg_text *tt, pg_entity_kind kind, const pg_lex_entry *hit, size_t a,
				size_t n)
{
	char key[PG_LEX_KEY_MAX * 2 + 16];
	pgx_make_key(hit->label, strlen(hit->label), key, sizeof key);
	int e = pgx_find_entity(c, kind, key);
	return e >= 0 ? e : title_entity(c, tt, kind, key, tt->toks[a].s, tt->toks[a + n - 1].e, hit->label);
}

/* Proposes the title name tt->clean[cs, ce): the entity of the same name in
 * the abstract (method, data set or acronym pair), else a new method unless
 * the abstract only analyses. */
static void propose_title_name(ctx *c, const pg_text *tt, size_t cs, size_t ce)
{
	const pg_text *saved = c->t;
	char key[PG_LEX_KEY_MAX * 2 + 16];
	pgx_make_key(tt->clean + cs, ce - cs, key, sizeof key);
	/* the same name in the abstract gives the entity its offsets */
	int e = pgx_find_entity(c, PG_ENTITY_METHOD, key);
	if (e < 0)
		e = pgx_find_entity(c, PG_ENTITY_DATASET, key);
	if (e < 0) {
		int ai = -1;
		for (size_t k = 0; k < c->n_acros; k++) {
			const acro *a = &c->acros[k];
			char k2[PG_LEX_KEY_MAX * 2 + 16];
			if (a->ent < 0 || a->ce - a->cs >= PG_LEX_KEY_MAX)
				continue;
			pgx_make_key(saved->clean + a->cs, a->ce - a->cs, k2, sizeof k2);
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
		return; /* "Foo: On the Limits of X" over a purely analytic abstract */
	/* "LIME: Localized Image Editing ...": the title names the paper's own
	 * artefact, even where the techniques lexicon knows the name */
	if (e >= 0 && (c->ent_role[e] & ROLE_TECHNIQUE))
		c->ent_role[e] &= (uint8_t) ~(ROLE_KNOWN | ROLE_TECHNIQUE);
	bool dataset = title_names_dataset(tt, ce);
	if (e >= 0 && dataset)
		pgx_retype_dataset(c, e);
	if (e < 0) {
		pg_entity_kind kind = dataset ? PG_ENTITY_DATASET : PG_ENTITY_METHOD;
		e = title_entity(c, tt, kind, key, cs, ce, NULL);
	}
	if (e >= 0 && (c->x->entities[e].kind == PG_ENTITY_METHOD || c->x->entities[e].kind == PG_ENTITY_DATASET))
		pgx_propose(c, e, c->x->entities[e].sentence, "propose-title");
}

/* Returns true if title token j is the word w (ASCII, any case). */
static bool title_word(const pg_text *tt, size_t j, const char *w)
{
	size_t n = tt->toks[j].e - tt->toks[j].s;
	return tt->toks[j].kind == PG_TOK_WORD && strlen(w) == n && strncasecmp(tt->clean + tt->toks[j].s, w, n) == 0;
}

/* Most title tokens title_means() looks at. */
#define TITLE_MEANS_MAX 64

/* Returns the length in tokens of the longest lexicon phrase of `kind` starting at
 * title token i (0 if none), and the entry in *hit. */
static size_t title_lexicon_at(ctx *c, const pg_text *tt, size_t i, pg_lex_kind kind, const pg_lex_entry **hit)
{
	int maxw = pg_lexicon_max_words(c->lex);
	char kb[PG_LEX_KEY_MAX];
	size_t len = 0, best = 0;
	*hit = NULL;
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
		const pg_lex_entry *le =
			pg_lexicon_lookup(c->lex, kind, kb, len, tt->clean + tt->toks[i].s, tk->e - tt->toks[i].s);
		if (le) {
			*hit = le;
			best = L;
		}
	}
	return best;
}

/* "... for Event Forecasting using Deep RL", "Outpainting via Vision Transformer":
 * an established technique (or a learning paradigm of the task lexicon) right after
 * "via", "using", "with" or "through" in the title is a means the paper uses. Its
 * tokens are marked in taken[] so that title_tasks() does not also call it a task. */
static void title_means(ctx *c, pg_text *tt, size_t colon, bool taken[TITLE_MEANS_MAX])
{
	for (size_t i = colon; i + 1 < tt->n_toks && i + 1 < TITLE_MEANS_MAX && !c->oom; i++) {
		if (!(title_word(tt, i, "via") || title_word(tt, i, "using") || title_word(tt, i, "with") ||
		      title_word(tt, i, "through")))
			continue;
		size_t a = i + 1;
		if (a < tt->n_toks && (title_word(tt, a, "a") || title_word(tt, a, "an") || title_word(tt, a, "the")))
			a++;
		const pg_lex_entry *hit;
		size_t n = title_lexicon_at(c, tt, a, PG_LEX_METHOD, &hit);
		if (!n) {
			n = title_lexicon_at(c, tt, a, PG_LEX_TASK, &hit);
			size_t ln = hit ? strlen(hit->label) : 0;
			/* only learning paradigms: "using Deep RL", "via Federated Learning" */
			bool paradigm = ln > 8 && (strcmp(hit->label + ln - 8, "learning") == 0 ||
						   strcmp(hit->label + ln - 2, "RL") == 0);
			if (!paradigm)
				n = 0;
		}
		if (!n || a + n > TITLE_MEANS_MAX)
			continue;
		/* "with Fitness NMS": a known word inside a longer capitalised name is part of
		 * the paper's own name, not the technique */
		size_t z = a + n;
		if (z < tt->n_toks && tt->toks[z].kind == PG_TOK_WORD &&
		    pg_ascii_is_upper((unsigned char)tt->clean[tt->toks[z].s]) && !title_word(tt, z, "for"))
			continue;
		int e = title_lexicon_entity(c, tt, PG_ENTITY_METHOD, hit, a, n);
		if (e < 0 || (c->ent_role[e] & ROLE_PROP))
			continue;
		pgx_add_fact(c, PG_REL_USES, -1, e, PG_SENTENCE_TITLE, "use-title");
		for (size_t q = a; q < a + n; q++)
			taken[q] = true;
		i = a + n - 1;
	}
}

/* The lexicon task phrases of the title, from the colon on. */
static void title_tasks(ctx *c, pg_text *tt, size_t colon, const bool taken[TITLE_MEANS_MAX])
{
	for (size_t i = colon; i < tt->n_toks && !c->oom; i++) {
		const pg_lex_entry *hit;
		size_t best = title_lexicon_at(c, tt, i, PG_LEX_TASK, &hit);
		if (hit && i < TITLE_MEANS_MAX && taken[i]) {
			i += best - 1;
			continue;
		}
		if (hit) {
			int e = title_lexicon_entity(c, tt, PG_ENTITY_TASK, hit, i, best);
			pgx_add_fact(c, PG_REL_TASK, -1, e, PG_SENTENCE_TITLE, "task-title");
			i += best - 1;
		}
	}
}

/* Leading gerunds of papers about a method or a study rather than a task
 * ("Revisiting", "Using", "Towards", "Understanding", ...). */
static const char *const not_task_gerunds[] = {
	"towards", "toward", "rethinking", "revisiting", "improving", "enhancing", "using", "leveraging",
	"exploiting", "understanding", "boosting", "scaling", "bridging", "exploring", "unifying",
	"investigating", "analyzing", "analysing", "characterizing", "characterising", "evaluating",
	"benchmarking", "accelerating", "making", "training", "combining", "employing", "pre-training",
	"pretraining", "fine-tuning", "finetuning", "bring", "bringing", "unleashing", "unlocking",
	"harnessing", "following", "according", "adding", "building", "during", "nothing", "everything",
	"something", "thing", "king", "string", "ring", "spring", "morning", "setting", "introducing",
	"presenting", "advancing", "enabling", "speeding", "probing", "multitasking", "spiking",
	"pushing", "going", "getting", "taming", "demystifying", "teaching", NULL};

/* Returns true if title word j is a singular noun made from a verb: "Integration",
 * "Personalization", "Management", "Following", with `states` also one ending in
 * -ance or -ence ("Provenance", "Maintenance", but "Variance"); not "Applications"
 * or "Observations", not the nouns of a means ("Training", "Attention"), nor
 * things and measures with such endings ("Sequence", "Document", "Performance"). */
static bool deverbal_noun(const pg_text *tt, size_t j, bool states)
{
	static const char *const suffixes[] = {"tion", "sion", "ing", "ment", "ery", "ance", "ence", NULL};
	static const char *const acts[] = {"tion", "sion", "ing", "ment", "ery", NULL};
	const char *w = tt->clean + tt->toks[j].s;
	size_t n = tt->toks[j].e - tt->toks[j].s;
	static const char *const things[] = {"training", "attention", "sequence", "instance", "distance", "evidence",
					     "performance", "environment", "document", "element", "segment", "moment",
					     "experiment", "embedding", "string", "setting", "thing", NULL};
	if (title_word_in(tt, j, things))
		return false;
	for (const char *const *sf = states ? suffixes : acts; *sf; sf++) {
		size_t k = strlen(*sf);
		if ((n > k + 2 || (n == k + 2 && k == 3)) && strncasecmp(w + n - k, *sf, k) == 0)
			return true;
	}
	return false;
}

/* Returns true if title word a is a capitalised gerund that leads a task ("for
 * Mapping Neural Circuits"), not one of not_task_gerunds. */
static bool task_gerund(const pg_text *tt, size_t a)
{
	const char *w = tt->clean + tt->toks[a].s;
	size_t n = tt->toks[a].e - tt->toks[a].s;
	return tt->toks[a].kind == PG_TOK_WORD && n >= 6 && pg_ascii_is_upper((unsigned char)w[0]) &&
	       strncmp(w + n - 3, "ing", 3) == 0 && !title_word_in(tt, a, not_task_gerunds);
}

/* Returns true if a task phrase of the lexicon starts at one of title words [a, j). */
static bool title_has_lexicon_task(ctx *c, const pg_text *tt, size_t a, size_t j)
{
	for (size_t q = a; q < j; q++) {
		const pg_lex_entry *hit;
		if (title_lexicon_at(c, tt, q, PG_LEX_TASK, &hit) > 0 && hit)
			return true;
	}
	return false;
}

/* Returns true if a technique of the lexicon ends at title word `last` (exclusive),
 * starting at word a or later. */
static bool title_lexicon_method_ends(ctx *c, const pg_text *tt, size_t a, size_t last)
{
	for (size_t q = a; q < last; q++) {
		const pg_lex_entry *hit;
		if (title_lexicon_at(c, tt, q, PG_LEX_METHOD, &hit) == last - q && hit)
			return true;
	}
	return false;
}

/* Returns true if title word j heads a task after "for": one of task_heads, or
 * "Search" ("for Nearest Neighbor Search"; a title's head "Local Search for ..."
 * is the method). */
static bool for_task_head(const pg_text *tt, size_t j)
{
	return title_word_in(tt, j, task_heads) || title_word(tt, j, "search");
}

/* A task phrase, title words [*a, last), that ends in "Problem(s)": moves *a past
 * a leading verb and article ("Solving the Zorb Cover Problem" is the zorb cover
 * problem) and returns false when no word before the head tells which problem it
 * is ("Large Non-Convex Problems", "Real-World Problems"). Phrases with another
 * head are left alone (returns true). */
static bool problem_named(const pg_text *tt, size_t *a, size_t last)
{
	static const char *const heads[] = {"problem", "problems", NULL};
	static const char *const verbs[] = {"solving", "tackling", "addressing", "efficiently", "approximately",
					    "exactly", "the", "a", "an", NULL};
	static const char *const vague[] = {"common", "complex", "composite", "convex", "non-convex", "nonconvex",
					    "non-smooth", "nonsmooth", "smooth", "real-world", "minimal", "hard",
					    "difficult", "challenging", "general", "generic", "large", "large-scale",
					    "very", "big", "data", "some", "one", "many", "several", "classical",
					    "optimization", "graph", "machine", "learning", "practical", "important",
					    "open", "new", "novel", "such", "these", "this", "related", "stochastic",
					    "constrained", "structured", "high-dimensional", "less", "scale", "online", "np-hard",
					    "mathematical", "better", "ill-posed", "vision", "physics", NULL};
	if (last == 0 || last <= *a || !title_word_in(tt, last - 1, heads))
		return true;
	while (*a + 1 < last && title_word_in(tt, *a, verbs))
		(*a)++;
	for (size_t q = *a; q + 1 < last; q++)
		if (!title_word_in(tt, q, vague))
			return true;
	return false;
}

static const char *const for_stops[] = {"with", "via", "using", "in", "on", "and", "of", "from", "for", "to", "by",
					"through", "under", "as", "into", "over", "at", "across", NULL};

/* "... for Rare Event Detection": a task named after "for", unless a lexicon
 * task of the title covers it. */
static void title_for_task(ctx *c, pg_text *tt, size_t colon)
{
	char key[PG_LEX_KEY_MAX * 2 + 16];
	for (size_t i = colon; i + 1 < tt->n_toks && !c->oom; i++) {
		const pg_token *ft = &tt->toks[i];
		if (!(ft->e - ft->s == 3 && strncasecmp(tt->clean + ft->s, "for", 3) == 0))
			continue;
		size_t a = i + 1;
		/* "for the Detection of Vanishing Points": past the article */
		if (a + 1 < tt->n_toks && (title_word(tt, a, "the") || title_word(tt, a, "a") || title_word(tt, a, "an")))
			a++;
		size_t j = a, last = a;
		bool of_taken = false;
		/* "for Mapping Neural Circuits": a gerund leads the task, all its words */
		bool gerund = task_gerund(tt, a);
		/* "for Improving Corruption Robustness": a purpose, not a task */
		if (title_word_in(tt, a, not_task_gerunds))
			continue;
		while (j < tt->n_toks && j < a + 5 + (of_taken ? 3 : 0) && tt->toks[j].kind == PG_TOK_WORD) {
			/* "Detection of Vanishing Points": a task head's "of" complement, once */
			if (title_word(tt, j, "of") && !of_taken && last == j && j > a && j + 1 < tt->n_toks &&
			    tt->toks[j + 1].kind == PG_TOK_WORD && !title_word(tt, j + 1, "the") &&
			    !title_word(tt, j + 1, "a") && !title_word(tt, j + 1, "an")) {
				of_taken = true;
				j++;
				continue;
			}
			if (title_word_in(tt, j, for_stops))
				break;
			j++;
			bool at_end = j >= tt->n_toks || tt->toks[j].kind != PG_TOK_WORD || title_word_in(tt, j, for_stops);
			/* the complement's words up to a stop, else up to the last task head:
			 * one of the list, or a noun made from a verb that ends the complement
			 * ("for Quasi-Monte Carlo Integration", "for Robust Path Following";
			 * not "for Randomly Missing Data") */
			if (of_taken || gerund || for_task_head(tt, j - 1) || (at_end && deverbal_noun(tt, j - 1, false)))
				last = j;
		}
		/* "for Latent Zorb Allocation": a technique of the lexicon ending in a
		 * noun made from a verb is the means, not a task */
		if (!(last > a && for_task_head(tt, last - 1)) && title_lexicon_method_ends(c, tt, a, last))
			continue;
		/* "for Building Better Language Models": a gerund acting on a method
		 * makes it, it names no task */
		if (gerund && last > a + 1 &&
		    title_word_in(tt, last - 1, (const char *const[]){"model", "models", "algorithm", "algorithms",
								       "network", "networks", "method", "methods", NULL}))
			continue;
		if (last < a + 1 || (last == a + 1 && last - a < 2))
			continue;
		if (!problem_named(tt, &a, last))
			continue;
		size_t cs = tt->toks[a].s, ce = tt->toks[last - 1].e;
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		pgx_make_key(tt->clean + cs, ce - cs, key, sizeof key);
		/* a lexicon task inside the complement covers it (one before "for",
		 * "Multi-Task Learning for Document Ranking", is the means) */
		if (title_has_lexicon_task(c, tt, a, last))
			break;
		int e = title_entity(c, tt, PG_ENTITY_TASK, key, cs, ce, NULL);
		pgx_add_fact(c, PG_REL_TASK, -1, e, PG_SENTENCE_TITLE, "task-title-for");
		break;
	}
}

/* Returns true if the title's word a is a capitalised gerund (a verb, not a
 * modifier such as "Privacy-Preserving") that the abstract drops: it writes
 * title words [a + 1, j) but not [a, j). */
static bool leading_verb(const ctx *c, const pg_text *tt, size_t a, size_t j)
{
	const char *w = tt->clean + tt->toks[a].s;
	size_t n = tt->toks[a].e - tt->toks[a].s;
	if (n < 6 || !pg_ascii_is_upper((unsigned char)w[0]) || strncmp(w + n - 3, "ing", 3) != 0)
		return false;
	/* "Fine-tuning", "Re-evaluating" are verbs; "Privacy-Preserving" qualifies */
	const char *hy = memchr(w, '-', n);
	if (hy && hy - w > 4)
		return false;
	size_t cs = tt->toks[a].s, rs = tt->toks[a + 1].s, ce = tt->toks[j - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return false;
	return abstract_writes(c->t->clean, tt, rs, ce) && !abstract_writes(c->t->clean, tt, cs, ce);
}

/* "Photo-Realistic Monocular Zorb Redirection Using ...": where the abstract
 * writes only a tail of the title words [a, j) of two words or more ("zorb
 * redirection"), the longest such tail is the task; the words before it are
 * qualities. Returns the first word of the task. */
static size_t abstract_tail(const ctx *c, const pg_text *tt, size_t a, size_t j)
{
	for (size_t s = a; s + 2 <= j; s++)
		if (abstract_writes(c->t->clean, tt, tt->toks[s].s, tt->toks[j - 1].e))
			return s;
	return a;
}

/* Returns true if the title words [a, j) end in a noun made from a verb
 * ("Anticipation", "Colorization", "Hashing", "Deployment") and what follows
 * them is the means or the setting, not the task: a preposition other than
 * "for", "and", "as", "to", with no "for" later ("Face Aging With Conditional
 * GANs"; but "Gradient Normalization for Loss Balancing" and "Planar Gaussian
 * Splatting" name a method). Not after a leading gerund ("Quantifying
 * Generalization in ...": the verb acts on it), nor around a task the lexicon knows. */
static bool deverbal_head(ctx *c, const pg_text *tt, size_t a, size_t j)
{
	static const char *const not_after[] = {"for", "and", "as", "to", "that", NULL};
	if (j >= tt->n_toks || tt->toks[j].kind != PG_TOK_WORD || title_word_in(tt, j, not_after))
		return false;
	for (size_t k = j + 1; k < tt->n_toks; k++)
		if (title_word(tt, k, "for"))
			return false;
	if (!deverbal_noun(tt, j - 1, true))
		return false;
	const char *f = tt->clean + tt->toks[a].s;
	size_t fn = tt->toks[a].e - tt->toks[a].s;
	if (a + 1 < j && fn > 5 && strncmp(f + fn - 3, "ing", 3) == 0)
		return false;
	/* a clause, not a noun phrase: "How X Meets Regret Minimization", "Cells
	 * Approximate the Backpropagation" */
	static const char *const clause_words[] = {"how", "does", "do", "can", "is", "are", "what", "why", "when",
						   "which", "the", "a", "an", NULL};
	for (size_t q = a; q < j; q++)
		if (title_word_in(tt, q, clause_words))
			return false;
	/* a task the lexicon knows inside the words stays that task ("Deep Domain
	 * Generalization via ..." is domain generalization) */
	return !title_has_lexicon_task(c, tt, a, j);
}

/* Returns the first word of the title words [a, j) after a participle of guidance
 * ("Relationship Guided Zorb Prediction", "Texture-Supervised Glim Generation"):
 * what guides the task is the means, the task is the two words or more after it.
 * Returns a when there is none. */
static size_t past_guidance(const pg_text *tt, size_t a, size_t j)
{
	static const char *const parts[] = {"guided", "supervised", "driven", "aware", "conditioned",
					    "informed", "assisted", "enhanced", NULL};
	if (j < a + 3)
		return a;
	for (size_t q = j - 3;; q--) {
		const char *w = tt->clean + tt->toks[q].s;
		size_t n = tt->toks[q].e - tt->toks[q].s;
		for (const char *const *p = parts; *p; p++) {
			size_t pl = strlen(*p);
			bool whole = n == pl && strncasecmp(w, *p, n) == 0 && q > a;
			bool suffix = n > pl + 1 && w[n - pl - 1] == '-' && strncasecmp(w + n - pl, *p, pl) == 0;
			if (!whole && !suffix)
				continue;
			/* "Weakly-Supervised Zorb Segmentation", "Self Supervised ...": a
			 * kind of supervision is part of the task's name */
			const char *g = whole ? tt->clean + tt->toks[q - 1].s : w;
			size_t gn = whole ? tt->toks[q - 1].e - tt->toks[q - 1].s : n - pl - 1;
			static const char *const kinds[] = {"weakly", "self", "semi", "un", "fully", "distantly",
							    "partially", "lightly", "sparsely", "noisily", NULL};
			bool kind = false;
			for (const char *const *k = kinds; *k && !kind; k++)
				kind = strlen(*k) == gn && strncasecmp(*k, g, gn) == 0;
			if (!kind)
				return q + 1;
		}
		if (q == a)
			return a;
	}
}

/* "Human Motion Prediction via Inpainting", "Robust Trajectory Prediction against
 * Attacks", "Title: Streamflow Prediction with ...": the head of the title (or of its
 * part after the colon), up to the first preposition, names a task when it ends in
 * a task noun and has two words or more. Returns true if it named one. */
static bool title_head_task(ctx *c, pg_text *tt, size_t colon)
{
	/* leading articles, verbs and qualities: "Fast Image Classification" is image classification */
	static const char *const skip[] = {"a", "an", "the", "towards", "toward", "rethinking", "revisiting",
					   "improving", "enhancing", "on", "fast", "faster", "efficient", "robust",
					   "scalable", "simple", "accurate", "improved", "better", "practical",
					   "effective", "real-time", "lightweight", NULL};
	static const char *const stops[] = {"via", "with", "using", "in", "on", "for", "from", "against",
					    "by", "through", "under", "without", "of", "and", "to", "as", NULL};
	char key[PG_LEX_KEY_MAX * 2 + 16];
	size_t a = colon ? colon + 1 : 0;
	for (;;) {
		bool sk = false;
		for (const char *const *w = skip; *w && a < tt->n_toks; w++)
			if (title_word(tt, a, *w))
				sk = true;
		if (!sk)
			break;
		a++;
	}
	size_t j = a;
	while (j < tt->n_toks && j < a + 6 && tt->toks[j].kind == PG_TOK_WORD) {
		bool stop = false;
		for (const char *const *w = stops; *w; w++)
			if (title_word(tt, j, *w))
				stop = true;
		if (stop)
			break;
		j++;
	}
	if (j < a + 2 || (j < tt->n_toks && tt->toks[j].kind != PG_TOK_WORD && tt->clean[tt->toks[j].s] != ':' &&
			  j + 1 != tt->n_toks))
		return false;
	/* "Bridging the Gap Between Detection and ...", "Evaluating Model Alignment
	 * with ...": a clause, or a study of the task, not its name */
	for (size_t q = a; q < j; q++)
		if (title_word(tt, q, "the") || title_word(tt, q, "a") || title_word(tt, q, "an"))
			return false;
	if (title_word_in(tt, a, (const char *const[]){"evaluating", "understanding", "analyzing", "analysing",
						       "exploring", "investigating", "characterizing", "characterising",
						       "benchmarking", "quantifying", "probing", "demystifying",
						       "bridging", "unifying", NULL}))
		return false;
	/* "Stochastic Difference of Convex Algorithm and ...": the head goes on past
	 * "of" to "algorithm" or "method"; an algorithm, not a task (but "Estimation
	 * of Latent Variable Models" is one) */
	if (j + 1 < tt->n_toks && title_word(tt, j, "of"))
		for (size_t q = j + 1; q < tt->n_toks && q < j + 5 && tt->toks[q].kind == PG_TOK_WORD; q++)
			if (title_word_in(tt, q, (const char *const[]){"algorithm", "method", NULL}))
				return false;
	bool head = false;
	for (const char *const *h = task_heads; *h; h++)
		if (title_word(tt, j - 1, *h))
			head = true;
	bool deverbal = !head && deverbal_head(c, tt, a, j);
	if (!(head || deverbal) || title_word(tt, j - 1, "learning"))
		return false;
	/* "CoD: Coherent Detection of ...": words after the colon that the name
	 * before it abbreviates are the name's long form, not a task */
	if (colon == 1 && tt->toks[0].kind == PG_TOK_WORD &&
	    pgx_spelled_by_initials(tt->clean + tt->toks[0].s, tt->toks[0].e - tt->toks[0].s, tt->clean + tt->toks[a].s,
				    tt->toks[j - 1].e - tt->toks[a].s))
		return false;
	/* "Reframing Image Difference Captioning": a leading gerund acts on the
	 * task when the abstract writes the task without it (not "Moving Object
	 * Detection", which the abstract writes whole) */
	if (j >= a + 3 && leading_verb(c, tt, a, j))
		a++;
	a = past_guidance(tt, a, j);
	if (deverbal)
		a = abstract_tail(c, tt, a, j);
	if (!problem_named(tt, &a, j))
		return false;
	size_t cs = tt->toks[a].s, ce = tt->toks[j - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return false;
	pgx_make_key(tt->clean + cs, ce - cs, key, sizeof key);
	/* "Anisotropic Additive Quantization for ...": a head the abstract
	 * proposes as a method is that method, not a task */
	int pm = pgx_find_entity(c, PG_ENTITY_METHOD, key);
	if (pm >= 0 && (c->ent_role[pm] & ROLE_PROP))
		return false;
	/* "Adversarial Sampling for Active Learning" where the abstract proposes
	 * "Adversarial Sampling for Active Learning (ASAL)", or ASAL alone: a head
	 * made from a verb, or one "for" something, that begins the proposal's own
	 * name is its technique (but "Movie Genre Classification by ..." keeps its
	 * task) */
	size_t kn = strlen(key), ts = tt->toks[a].s, te = tt->toks[tt->n_toks - 1].e;
	bool technique = deverbal || (j < tt->n_toks && title_word(tt, j, "for"));
	for (size_t i = 0; technique && i < c->n_prop; i++) {
		const char *label = c->x->entities[c->proposed[i]].label;
		char lk[PG_LEX_KEY_MAX * 2 + 16];
		if (!label)
			continue;
		/* "This paper proposes ASAL" under "Adversarial Sampling for Active
		 * Learning": the title spells the proposed name out */
		if (pgx_spelled_by_initials(label, strlen(label), tt->clean + ts, te - ts))
			return false;
		pgx_make_key(label, strlen(label), lk, sizeof lk);
		if (strncmp(lk, key, kn) == 0 && lk[kn] == '-')
			return false;
	}
	int e = title_entity(c, tt, PG_ENTITY_TASK, key, cs, ce, NULL);
	pgx_add_fact(c, PG_REL_TASK, -1, e, PG_SENTENCE_TITLE, "task-title-head");
	return e >= 0;
}

/* Number of words of text (n bytes) whose first five letters (case folded) open a
 * word of s too: "Detecting Zorbed Face Attacks" and "Zorbed Attack Detection" share
 * three. Words under four letters are not counted. */
static int shared_stems(const char *text, size_t n, const char *s)
{
	int shared = 0;
	size_t i = 0;
	while (i < n) {
		while (i < n && !pg_ascii_is_alpha((unsigned char)text[i]))
			i++;
		size_t w0 = i;
		while (i < n && pg_ascii_is_alpha((unsigned char)text[i]))
			i++;
		size_t wl = i - w0;
		if (wl < 4)
			continue;
		size_t pl = wl < 5 ? wl : 5;
		for (const char *p = s; *p;) {
			while (*p && !pg_ascii_is_alpha((unsigned char)*p))
				p++;
			const char *q = p;
			while (*q && pg_ascii_is_alpha((unsigned char)*q))
				q++;
			if ((size_t)(q - p) >= pl && strncasecmp(p, text + w0, pl) == 0) {
				shared++;
				break;
			}
			p = q;
		}
	}
	return shared;
}

/* "Recognizing Foo Interactions in 3D", "Title: Manipulating Images with Text",
 * "Learning Sparse Zorb Networks from Event Data": a title (or its part after the
 * colon) led by a gerund names the task it does, up to the first preposition.
 * Not where "for" follows ("Combining A and B for Image Synthesis": the means to
 * another task, which title_for_task() takes), not after "Learning to", and not
 * the verbs of papers about a method rather than a task ("Revisiting", "Using",
 * "Towards", "Rethinking", "Understanding", ...). */
static void title_gerund_task(ctx *c, pg_text *tt, size_t colon)
{
	static const char *const stops[] = {"via", "with", "using", "in", "on", "for", "from", "against",
					    "by", "through", "under", "without", "to", "as", "into", "over",
					    "at", "across", "beyond", "within", "like", NULL};
	size_t a = colon ? colon + 1 : 0;
	if (a >= tt->n_toks || tt->toks[a].kind != PG_TOK_WORD)
		return;
	if (!task_gerund(tt, a))
		return;
	if (title_word(tt, a, "learning") && a + 1 < tt->n_toks && title_word(tt, a + 1, "to"))
		return;
	/* "Disentangling Whether ...", "Understanding How ...": a question, no task */
	if (a + 1 < tt->n_toks && title_word_in(tt, a + 1, (const char *const[]){"whether", "how", "why", "when", "what",
									     "which", "where", "if", NULL}))
		return;
	size_t j = a + 1;
	bool stop = false;
	while (j < tt->n_toks && j < a + 9 && tt->toks[j].kind == PG_TOK_WORD) {
		for (const char *const *x = stops; *x && !stop; x++)
			stop = title_word(tt, j, *x);
		if (stop)
			break;
		j++;
	}
	if (j < a + 2 || j == a + 9 || (stop && title_word(tt, j, "for")))
		return;
	/* the phrase ends at a preposition, a colon or the end of the title */
	if (!stop && j < tt->n_toks && tt->clean[tt->toks[j].s] != ':' && tt->clean[tt->toks[j].s] != '?')
		return;
	/* "Overcoming the Errors of ...", "Closing a Gap": with an article the
	 * gerund acts on a particular thing, a clause, not the name of a task */
	for (size_t q = a + 1; q < j; q++)
		if (title_word_in(tt, q, (const char *const[]){"the", "a", "an", NULL}))
			return;
	/* "Augmenting Supervised Neural Networks", "Adapting Language Model": a
	 * gerund acting on a model or a technique changes it, it names no task
	 * (but learning or testing one is: "Testing Bayesian Networks") */
	if ((title_word_in(tt, j - 1, (const char *const[]){"model", "models", "network", "networks", "transformer",
							    "transformers", "algorithm", "algorithms", "method",
							    "methods", "architecture", "architectures", NULL}) ||
	     title_lexicon_method_ends(c, tt, a + 1, j)) &&
	    !title_word_in(tt, a, (const char *const[]){"learning", "testing", "estimating", "computing", "identifying",
							"inferring", "recovering", NULL}))
		return;
	size_t cs = tt->toks[a].s, ce = tt->toks[j - 1].e;
	/* a task the abstract already names in other words ("Zorbed Attack
	 * Detection") is the same task */
	for (size_t q = 0; q < c->x->n_entities; q++)
		if (c->x->entities[q].kind == PG_ENTITY_TASK &&
		    shared_stems(tt->clean + cs, ce - cs, c->x->entities[q].label) >= 2)
			return;
	char key[PG_LEX_KEY_MAX * 2 + 16];
	if (ce - cs >= PG_LEX_KEY_MAX)
		return;
	pgx_make_key(tt->clean + cs, ce - cs, key, sizeof key);
	int e = title_entity(c, tt, PG_ENTITY_TASK, key, cs, ce, NULL);
	if (e >= 0)
		pgx_add_fact(c, PG_REL_TASK, -1, e, PG_SENTENCE_TITLE, "task-title-gerund");
}

/* "Beyond Foo Pyramid: ...", "Beyond FooNet: ...": the title names the baseline the
 * paper goes past; the paper compares with it. */
static void title_beyond(ctx *c, pg_text *tt, size_t colon)
{
	if (colon < 2 || colon > 5 || !title_word(tt, 0, "beyond"))
		return;
	for (size_t i = 1; i < colon; i++)
		if (tt->toks[i].kind != PG_TOK_WORD || !pg_ascii_is_upper((unsigned char)tt->clean[tt->toks[i].s]))
			return;
	size_t cs = tt->toks[1].s, ce = tt->toks[colon - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return;
	char key[PG_LEX_KEY_MAX * 2 + 16];
	pgx_make_key(tt->clean + cs, ce - cs, key, sizeof key);
	/* a data set, metric or task of that name is not a baseline */
	for (int k = PG_ENTITY_METHOD; k <= PG_ENTITY_METRIC; k++)
		if (k != PG_ENTITY_METHOD && pgx_find_entity(c, (pg_entity_kind)k, key) >= 0)
			return;
	int e = title_entity(c, tt, PG_ENTITY_METHOD, key, cs, ce, NULL);
	if (e >= 0 && !(c->ent_role[e] & ROLE_PROP))
		pgx_add_fact(c, PG_REL_COMPARES, -1, e, PG_SENTENCE_TITLE, "compare-title-beyond");
}

/* Splits name s into lower-case words (on spaces and hyphens, a plural "s" off
 * words longer than three letters) into w[] (at most `cap`, each < 32 bytes);
 * returns how many. */
static size_t name_words(const char *s, size_t n, char w[][32], size_t cap)
{
	size_t k = 0, i = 0;
	while (i < n && k < cap) {
		while (i < n && !pg_ascii_is_alnum((unsigned char)s[i]))
			i++;
		size_t l = 0;
		while (i < n && pg_ascii_is_alnum((unsigned char)s[i])) {
			if (l < 31)
				w[k][l++] = (char)pg_ascii_lower((unsigned char)s[i]);
			i++;
		}
		if (l == 0)
			break;
		if (l > 3 && w[k][l - 1] == 's' && w[k][l - 2] != 's')
			l--;
		w[k++][l] = '\0';
	}
	return k;
}

/* Returns true if sentence s tells the field's past, not the paper's work:
 * "Classically, Alternating Foo (AF) is used to ...", "recent studies by
 * sociologists show that glim contagion (GC) ...": a background word and
 * neither "we" nor "this paper". */
static bool background_definition(const ctx *c, int s)
{
	static const char *const past[] = {"classically", "traditionally", "conventionally", "historically",
					   "studies", "literature", "commonly", "widely", "typically", NULL};
	if (sentence_has_cue(c, s, CUE_SELF_WORDS))
		return false;
	for (size_t i = sent_begin(c, s); i < sent_end(c, s); i++)
		if (in_set(c, i, past))
			return true;
	return false;
}

/* "Born Again Neural Networks" over "... these Born-Again Networks (BANs)
 * outperform ...": a name the abstract defines with its acronym, past its first
 * sentence (where the field's known names are defined), not used or compared
 * with by a cue nor the object of a preposition ("using Foo Bar (FB)"), whose
 * words start the
 * title and are two thirds or more title words, is what the paper proposes. */
static void title_defines_acronym(ctx *c, const pg_text *tt)
{
	char tw[24][32], lw[12][32];
	size_t a0 = 0;
	while (a0 < tt->n_toks && (title_word(tt, a0, "a") || title_word(tt, a0, "an") || title_word(tt, a0, "the")))
		a0++;
	if (a0 >= tt->n_toks)
		return;
	size_t nt = name_words(tt->clean + tt->toks[a0].s, strlen(tt->clean) - tt->toks[a0].s, tw, 24);
	for (size_t k = 0; k < c->n_acros; k++) {
		const acro *a = &c->acros[k];
		if (a->ent < 0 || a->generic || a->kind != PG_ENTITY_METHOD ||
		    (c->ent_role[a->ent] & (ROLE_PROP | ROLE_COMP | ROLE_USE)))
			continue;
		const pg_entity *en = &c->x->entities[a->ent];
		if (!en->label || en->sentence < 1)
			continue;
		/* the long form as the object of a preposition or a use verb is a
		 * means ("recovery using Foo Counting (FC)"), not the proposal */
		bool object = false;
		for (size_t q = 0; q < c->n_m && !object; q++) {
			const mention *m = &c->m[q];
			if (m->ent != a->ent || m->t1 < m->t0 + 2 || m->t0 == 0)
				continue;
			size_t p = m->t0 - 1;
			/* past punctuation and LaTeX font commands, whose backslash the
			 * clean text drops ("using \\em Foo") */
			static const char *const fonts[] = {"em", "emph", "bf", "textbf", "textit", "tt", "sc", NULL};
			while (p > 0 && (c->t->toks[p].kind != PG_TOK_WORD || in_set(c, p, fonts)))
				p--;
			static const char *const means[] = {"using", "use", "uses", "via", "with", "by", "on", "of",
							    "from", "through", "to", "and", "or", "than", NULL};
			object = in_set(c, p, means);
		}
		if (object || background_definition(c, en->sentence))
			continue;
		size_t nl = name_words(en->label, strlen(en->label), lw, 12);
		if (nl < 2 || nt == 0 || strcmp(lw[0], tw[0]) != 0)
			continue;
		size_t in = 0;
		for (size_t i = 0; i < nl; i++)
			for (size_t j = 0; j < nt; j++)
				if (strcmp(lw[i], tw[j]) == 0) {
					in++;
					break;
				}
		if (3 * in >= 2 * nl)
			pgx_propose(c, a->ent, en->sentence, "propose-title-defined");
	}
}

/* Returns true if title token j is a capitalised word other than a function
 * word: part of the title's Title Case run. */
static bool title_cap_word(const pg_text *tt, size_t j)
{
	static const char *const fn[] = {"a", "an", "the", "of", "for", "and", "or", "to", "in", "on", "with",
					 "via", "by", "from", "at", "as", "into", "towards", "toward", NULL};
	return j < tt->n_toks && tt->toks[j].kind == PG_TOK_WORD &&
	       pg_ascii_is_upper((unsigned char)tt->clean[tt->toks[j].s]) && !title_word_in(tt, j, fn);
}

/* Returns true if abstract token i spells title token j, ignoring case, or, when
 * `plural` is true, with one "s" more or less ("flow" for "Flows"). */
static bool spells_title_word(const ctx *c, size_t i, const pg_text *tt, size_t j, bool plural)
{
	const char *a = TW(c, i), *w = tt->clean + tt->toks[j].s;
	size_t an = TL(c, i), wn = tt->toks[j].e - tt->toks[j].s;
	if (c->t->toks[i].kind != PG_TOK_WORD)
		return false;
	if (an == wn)
		return strncasecmp(a, w, an) == 0;
	if (!plural)
		return false;
	if (an == wn + 1)
		return (a[an - 1] | 0x20) == 's' && strncasecmp(a, w, wn) == 0;
	if (wn == an + 1)
		return (w[wn - 1] | 0x20) == 's' && strncasecmp(a, w, an) == 0;
	return false;
}

/* The number of words from abstract token k that spell a run of the title's
 * capitalised words ending where the run ends ("synopsis-to-detail networks"
 * and "... Synopsis-to-Detail Networks for Video Recognition"); 0 if none. */
static size_t title_run_at(const ctx *c, const pg_text *tt, size_t k, size_t e)
{
	for (size_t j = 0; j < tt->n_toks; j++) {
		size_t n = 0;
		while (k + n < e && title_cap_word(tt, j + n) &&
		       spells_title_word(c, k + n, tt, j + n, false))
			n++;
		/* the last word may differ by a plural "s" */
		if (k + n < e && title_cap_word(tt, j + n) && !title_cap_word(tt, j + n + 1) &&
		    spells_title_word(c, k + n, tt, j + n, true))
			n++;
		if (n >= 2 && !title_cap_word(tt, j + n))
			return n;
	}
	return 0;
}

/* Removes the task facts of entity e (no-op for e < 0). */
static void drop_task_facts(ctx *c, int e)
{
	if (e < 0)
		return;
	size_t k = 0;
	for (size_t i = 0; i < c->x->n_facts; i++)
		if (!(c->x->facts[i].rel == PG_REL_TASK && c->x->facts[i].object == e))
			c->x->facts[k++] = c->x->facts[i];
	c->x->n_facts = k;
}

/* Generic heads: no name by themselves ("a Bayesian framework"), but a
 * bracketed name may follow them ("a new vector encoding scheme (tree
 * quantization)"). */
static const char *const generic_heads[] = {
	"method", "methods", "approach", "approaches", "model", "models", "framework", "frameworks",
	"algorithm", "algorithms", "architecture", "architectures", "system", "systems", "scheme",
	"schemes", "strategy", "strategies", "technique", "techniques", "pipeline", "paradigm",
	"formulation", "procedure", "analysis", "solution", "solutions", "tool", "toolkit", "study",
	"setup", "metric", "metrics", "bound", "bounds", "perspective", "training", "based", "function",
	"challenge", "challenges", NULL
};

/* The title-cased phrase that the object of a propose verb starting at abstract
 * token k spells, directly or in brackets after a generic head: its length in
 * words, 0 if none, with its first token in *start. The phrase must end the
 * noun phrase ("a new data augmentation method" is no "Data Augmentation"). */
static size_t title_phrase_at(ctx *c, const pg_text *tt, size_t k, size_t e, size_t *start, bool *headed)
{
	static const char *const ends[] = {"for", "to", "that", "which", "with", "in", "on", "as", "by",
					   "where", "whose", "via", "using", "is", "are", NULL};
	static const char *const heads[] = {"method", "algorithm", "model", "approach", "framework", "procedure",
					    "architecture", "technique", "scheme", NULL};
	*headed = false;
	size_t n = title_run_at(c, tt, k, e);
	if (n > 0) {
		size_t z = k + n;
		/* "a goal-zorbing actor-critic algorithm" under "Goal-Zorbing Actor-Critic
		 * for ...": a generic head after the whole run */
		if (z + 1 < e && in_set(c, z, heads)) {
			*headed = true;
			z++;
		}
		if (z < e && !(c->t->toks[z].kind == PG_TOK_PUNCT && !pg_text_tok_is_dash(c->t, z) &&
			       !is_punct(c, z, '(') && !is_punct(c, z, '/')) &&
		    !in_set(c, z, ends))
			return 0;
		*start = k;
		return n;
	}
	size_t q = k;
	while (q < e && q < k + 6 && c->t->toks[q].kind == PG_TOK_WORD && !mention_at(c, q))
		q++;
	if (!(q + 3 < e && q > k && is_punct(c, q, '(') && in_set(c, q - 1, generic_heads)))
		return 0;
	n = title_run_at(c, tt, q + 1, e);
	if (!n || !is_punct(c, q + 1 + n, ')'))
		return 0;
	*start = q + 1;
	return n;
}

/* Returns true if the word w (n bytes) reads as an activity, a noun made from a
 * verb ("-ing", "-tion", "-sion", "-ment", "-ance", "-ence", "-ysis", "-esis",
 * "-ery": "counting", "summarization", "synthesis", "recovery") or a problem's
 * head ("design", "search", "regression"): a run ending in one before a generic
 * head names what a method does ("a highway vehicle counting method"), not the
 * method. */
static bool names_an_activity(const char *w, size_t n)
{
	static const char *const ends[] = {"ing", "tion", "sion", "ment", "ance", "ence", "ysis", "esis", "ery", NULL};
	static const char *const heads[] = {"design", "search", "regression", NULL};
	for (const char *const *x = ends; *x; x++) {
		size_t k = strlen(*x);
		if (n > k + 2 && strncasecmp(w + n - k, *x, k) == 0)
			return true;
	}
	for (const char *const *x = heads; *x; x++)
		if (strlen(*x) == n && strncasecmp(w, *x, n) == 0)
			return true;
	return false;
}

/* Returns true if abstract tokens [k, z), a title-cased phrase after a propose
 * verb, name an artefact of the paper: written partly in lower case, ending in
 * the head of a named artefact ("... networks", "... mechanism"), not of an
 * activity or an idea ("boundary smoothing", "cloud motion"), which the paper may
 * leave unnamed; not a class ("a neural network"), a count, a verb ("tracking
 * objects as ..."), a data set, a phrase the lexicons know, nor a description
 * whose name comes later ("a tracklet proposal network, named PC-TCNN"). */
static bool phrase_names_artefact(ctx *c, size_t k, size_t z, size_t e, bool headed)
{
	static const char *const artefact_heads[] = {
		"network", "networks", "net", "nets", "mechanism", "mechanisms", "flow", "flows", "process",
		"processes", "approximator", "approximators", "machine", "machines", "transformer",
		"transformers", "forest", "forests", "encoder", "encoders", "decoder", "decoders",
		"autoencoder", "autoencoders", "layer", "layers", "module", "modules", "unit", "units",
		"filter", "filters", "kernel", "kernels", "prior", "priors", "estimator", "estimators",
		"sampler", "samplers", "learner", "learners", "detector", "detectors", "tracker", "trackers",
		"classifier", "classifiers", "regressor", "optimizer", "optimiser", "loss", "losses",
		"distance", "divergence", "embedding", "embeddings", "field", "fields", "attention", "gate",
		"gates", "operator", "operators", "planner", "policy", "policies", "agent", "agents",
		"descent", "regression", "sampling", "splatting", "search", "inference", "tuning",
		"prompting", "distillation", "augmentation", "regularization", "regularisation",
		"normalization", "normalisation", "quantization", "hashing", "coding", "pooling",
		"convolution", "convolutions", NULL
	};
	static const char *const class_words[] = {"neural", "deep", "convolutional", "recurrent", "graph", "adversarial",
						  "joint", "fully", NULL};
	static const char *const counts[] = {"two", "three", "four", "five", "several", "multiple", NULL};
	/* a run before a generic head names an artefact when it is long or
	 * hyphenated ("goal-zorbing actor-critic algorithm"), not a plain pair of
	 * words ("a feature aggregation module" under "Feature Aggregation for ...") */
	bool named_kind = headed && (z >= k + 3 || memchr(TW(c, k), '-', TL(c, k)) || memchr(TW(c, z - 1), '-', TL(c, z - 1))) &&
			  !names_an_activity(TW(c, z - 1), TL(c, z - 1));
	if (!(in_set(c, z - 1, artefact_heads) || named_kind) || has_cue(c, k, CUE_USE_CUES) || in_set(c, k, counts) ||
	    c->t->toks[k].kind != PG_TOK_WORD || (TL(c, k) > 4 && memcmp(TW(c, k) + TL(c, k) - 3, "ing", 3) == 0) ||
	    (z == k + 2 && in_set(c, k, class_words)))
		return false;
	for (size_t q = z; q < e && q < z + 12 && !is_punct(c, q, ';'); q++)
		if (has_cue(c, q, CUE_NAMING_VERBS) || eqi(c, q, "namely"))
			return false;
	bool lower = false;
	size_t technique_at = z; /* where a lexicon technique ending the phrase starts */
	for (size_t q = k; q < z; q++) {
		if (pg_ascii_is_lower((unsigned char)TW(c, q)[0]))
			lower = true;
		/* a one-word task of the lexicon may be the head: "tree quantization";
		 * a technique of the lexicon may end it, the title's words before it
		 * naming the paper's kind of it: "the graphical zorbing flow" */
		mention *qm = mention_at(c, q);
		bool head_task = qm && q == z - 1 && qm->kind == PG_ENTITY_TASK && qm->t0 == q && qm->t1 == z;
		bool kind_of_technique = qm && qm->technique && qm->t0 > k && qm->t1 == z;
		if ((qm && !head_task && !kind_of_technique) || has_cue(c, q, CUE_DATASET_HEADS))
			return false;
		if (kind_of_technique)
			technique_at = qm->t0;
	}
	/* not a class of that technique: "a fully convolutional network", "a deep
	 * convolutional neural network" */
	if (technique_at < z) {
		size_t w = k;
		while (w < technique_at && in_set(c, w, class_words))
			w++;
		if (w == technique_at)
			return false;
	}
	size_t cs = c->t->toks[k].s, ce = c->t->toks[z - 1].e;
	char key[PG_LEX_KEY_MAX];
	size_t kn = ce - cs < PG_LEX_KEY_MAX ? pg_lexicon_normalize(c->t->clean + cs, ce - cs, key, sizeof key) : 0;
	bool longer;
	return lower && kn > 0 && !pg_lexicon_lookup_phrase(c->lex, key, kn, c->t->clean + cs, ce - cs, &longer);
}

/* "we propose synopsis-to-detail networks for ...", "we present unit circle
 * mechanism: ..." under a title that writes the phrase in capitals: the paper's
 * name for what it proposes, written in lower case in the abstract. */
static void title_phrase_proposed(ctx *c, const pg_text *tt)
{
	for (size_t s = 0; s < c->t->n_sents; s++) {
		size_t b = sent_begin(c, (int)s), e = sent_end(c, (int)s);
		for (size_t v = b; v + 2 < e; v++) {
			/* "a novel approach, called the zorbing multiscale network" too */
			bool naming = (eqi(c, v, "called") || eqi(c, v, "named") || eqi(c, v, "termed") ||
				       eqi(c, v, "dubbed")) && v > b && is_punct(c, v - 1, ',');
			if (!(has_cue(c, v, CUE_ARTEFACT_VERBS) || naming) || !pgx_self_subject_before(c, v, b))
				continue;
			/* "we proposed X", "we have developed X", not "ten specifically designed X" */
			if (!naming && TW(c, v)[TL(c, v) - 1] == 'd' && !(v > b && (eqi(c, v - 1, "we") || eqi(c, v - 1, "have"))))
				continue;
			size_t k = v + 1;
			while (k < e && k < v + 4 &&
			       (eqi(c, k, "a") || eqi(c, k, "an") || eqi(c, k, "the") || has_cue(c, k, CUE_NOVELTY)))
				k++;
			if (k >= e || mention_at(c, k))
				continue;
			bool headed;
			size_t n = title_phrase_at(c, tt, k, e, &k, &headed);
			if (n == 0 || !phrase_names_artefact(c, k, k + n, e, headed))
				continue;
			size_t cs = c->t->toks[k].s, ce = c->t->toks[k + n - 1].e;
			int ent = pgx_span_entity(c, PG_ENTITY_METHOD, cs, ce, (int)s);
			if (ent < 0)
				return;
			pgx_add_mention(c, k, k + n, cs, ce, PG_ENTITY_METHOD, ent, 1);
			pgx_propose(c, ent, (int)s, "propose-title-phrase");
			/* the title's head read as a task ("Tree Quantization for ...") is
			 * the proposal, not a task */
			drop_task_facts(c, pgx_find_entity(c, PG_ENTITY_TASK, c->x->entities[ent].key));
		}
	}
}

/* Step 6: the title's tokens (NULL: no title). */
void pgx_rule_title(ctx *c, pg_text *tt)
{
	if (!tt)
		return;
	/* Work on the title tokens with the same helpers; mentions are not kept. */
	size_t colon = 0;
	for (size_t i = 0; i < tt->n_toks && i < 6; i++)
		if (tt->toks[i].kind == PG_TOK_PUNCT && (tt->clean[tt->toks[i].s] == ':' || title_dash_a(tt, i))) {
			colon = i;
			break;
		}
	/* "Open Problem: Online Zorbed Shortest Path": a problem posed, no artefact;
	 * what follows the colon is the task */
	bool open_problem = colon == 2 && title_word(tt, 0, "open") &&
			    title_word_in(tt, 1, (const char *const[]){"problem", "problems", "question", "questions", NULL});
	if (open_problem) {
		size_t j = colon + 1;
		while (j < tt->n_toks && j < colon + 9 && tt->toks[j].kind == PG_TOK_WORD)
			j++;
		if (j > colon + 1 && tt->toks[j - 1].e - tt->toks[colon + 1].s < PG_LEX_KEY_MAX) {
			char key[PG_LEX_KEY_MAX * 2 + 16];
			size_t cs = tt->toks[colon + 1].s, ce = tt->toks[j - 1].e;
			pgx_make_key(tt->clean + cs, ce - cs, key, sizeof key);
			int e = title_entity(c, tt, PG_ENTITY_TASK, key, cs, ce, NULL);
			pgx_add_fact(c, PG_REL_TASK, -1, e, PG_SENTENCE_TITLE, "task-title-open-problem");
		}
	}
	if (colon > 0 && colon <= 4 && !open_problem) {
		size_t cs, ce;
		if (title_name(c, tt, colon, &cs, &ce) && ce - cs < PG_LEX_KEY_MAX)
			propose_title_name(c, tt, cs, ce);
	}
	bool taken[TITLE_MEANS_MAX] = {false};
	title_means(c, tt, colon, taken);
	title_tasks(c, tt, colon, taken);
	title_for_task(c, tt, colon);
	/* the title's head, when it names a task, is the task the gerund would name */
	if (!title_head_task(c, tt, colon))
		title_gerund_task(c, tt, colon);
	title_beyond(c, tt, colon);
	title_phrase_proposed(c, tt);
}

/* Step 9b, once every role cue is read: the title's defined proposal. */
void pgx_rule_title_defined(ctx *c, const pg_text *tt)
{
	if (tt)
		title_defines_acronym(c, tt);
}
