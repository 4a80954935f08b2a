/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 10: task phrases written as "<words> tasks" or "the problem
 * of <noun phrase>" in the abstract. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "extract/rules.h"

/* A word shaped like an adjective ("auxiliary", "relevant", "effective",
 * "difficult"): a suffix no task noun of one word ends in. */
static bool adjective_shaped(const char *w, size_t n)
{
	static const char *const suffixes[] = {"ary", "ive", "ous", "ful", "less", "ible", "able", "ant",
					       "ent", "ical", "cult", NULL};
	if (n > 4 && memcmp(w + n - 4, "ment", 4) == 0)
		return false; /* "the placement problem" */
	for (size_t i = 0; suffixes[i]; i++) {
		size_t l = strlen(suffixes[i]);
		if (n > l + 2 && memcmp(w + n - l, suffixes[i], l) == 0)
			return true;
	}
	return false;
}

/* Returns true if token i ends in `sfx` (ASCII, any case) after two letters or more. */
static bool has_suffix(const ctx *c, size_t i, const char *sfx)
{
	size_t n = TL(c, i), k = strlen(sfx);
	return n >= k + 2 && strncasecmp(TW(c, i) + n - k, sfx, k) == 0;
}

/* Returns true if token i ends like a noun of an activity ("segmentation",
 * "parsing", "assessment", "analysis") or is one ("search", "inference"). */
static bool task_noun(const ctx *c, size_t i)
{
	return has_suffix(c, i, "tion") || has_suffix(c, i, "sion") || has_suffix(c, i, "ing") ||
	       has_suffix(c, i, "ment") || has_suffix(c, i, "sis") ||
	       in_set(c, i, (const char *const[]){"search", "inference", "design", "control", "recovery", "retrieval",
						  "regression", NULL});
}

/* "graph reasoning tasks", "speech and vision tasks": a task named by the
 * words before "tasks" (vague words such as "downstream" or "various" are not names). */
void pgx_rule_task_phrases(ctx *c, int s)
{
	static const char *const vague[] = {
		"downstream", "various", "several", "many", "different", "multiple", "other", "another", "original",
		"prior", "earlier", "later", "subsequent", "these",
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
		"learning", "reasoning", "synthetic", "statistical",
		"simulation", "separate", "unrelated", "toy", "related", "machine", "nlp", "ml", "computer",
		"supervised", "unsupervised", "self-supervised", "semi-supervised", "weakly-supervised",
		"pretext", "proxy", "fundamental", "domain-specific", "sampled", "generate", "generated", NULL
	};
	/* a field alone is no task: "vision tasks", "control tasks", "natural language
	 * processing tasks" (a modality still is: "image tasks", "language tasks") */
	static const char *const field[] = {
		"vision", "visual", "linguistic", "control", "robotic",
		"robotics", "labeling", "labelling", "annotation", "down-stream", "extrinsic", "intrinsic",
		"synthesis", "tedious", "cross-lingual", "multilingual", "perception", "processing",
		"speech-oriented", "vision-language", "multimodal", "multi-modal", "generation", "nlu",
		"cv", "textual", "tabular", "sequential", "decision-making",
		"manipulation", "navigation", "locomotion", "recognition", "understanding", "modeling",
		"modelling", "inference", "optimization", "optimisation", "estimation", "regression", NULL
	};
	/* "the shifted zorb allocation problem": a problem noun too, with its own vague words */
	static const char *const vague_problem[] = {
		"open", "fundamental", "central", "long-standing", "longstanding", "dual", "primal",
		"convex", "non-convex", "nonconvex", "optimization", "optimisation", "inverse", "underlying",
		"original", "resulting", "above", "following", "same", "whole", "ill-posed", "combinatorial",
		"np-hard", "well-known", "classic", "classical", "famous", "core", "real", "overall",
		"latter", "former", "corresponding", "associated", "full", "entire", "particular", "actual",
		"research", "this", "the", "minimization", "maximization", "saddle-point", "min-max",
		"minimax", "bilevel", "constrained", "unconstrained", "quadratic", "linear", "nonlinear",
		"non-linear", "discrete", "continuous", "stochastic", "relaxed", "auxiliary", "sub",
		"subproblem", "feasibility", "search", "decision", "inner", "outer", "coupled", "ranking",
		"cold-start", "scalability", "data", "design", "model", "modeling", "learning", "training",
		"dimensionality", "overfitting", "exploration", "credit", "assignment", "vanishing",
		"gradient", "well-studied", "studied", "more", "lower-level", "upper-level", "sampling",
		"detection", "testing", "class", "kind", "type", "planning", "control", "prediction",
		"classification", "regression", "clustering", "first", "second", "third", "last", "right",
		"wrong", "main", "key", "general", "specific", "difficult", "hard", "simple", "important",
		"related", "standard", "typical", "common", "new", "novel", "challenging", "emerging", NULL
	};
	/* "to alleviate the inaccurate seed problem", "suffers from the overshoot
	 * problem": a problem the method remedies is a weakness, not the task */
	static const char *const remedies[] = {
		"alleviat", "mitigat", "suffer", "overcom", "avoid", "remed", "reliev", "reduc", "deal",
		"cope", "eas", "circumvent", "combat", "prevent", "caus", "lessen", "suppress", NULL
	};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t i = b + 1; i < e && !c->oom; i++) {
		bool problem = eqi(c, i, "problem") && !(i + 1 < e && (eqi(c, i + 1, "of") || eqi(c, i + 1, "is")));
		if (!eqi(c, i, "tasks") && !problem)
			continue;
		if (problem) {
			bool the = false;
			for (size_t q = i - 1; q > b && i - q <= 4; q--)
				if (eqi(c, q - 1, "the"))
					the = true;
			if (!the)
				continue;
		}
		size_t k = i;
		while (k > b && i - k < 3) {
			size_t q = k - 1;
			const pg_token *tk = &c->t->toks[q];
			if (tk->kind != PG_TOK_WORD || mention_at(c, q) || has_cue(c, q, CUE_CLAUSE_STOPS) ||
			    (problem && in_set(c, q, vague_problem)) ||
			    has_cue(c, q, CUE_SELF_WORDS) || in_set(c, q, vague) || eqi(c, q, "the") || eqi(c, q, "a") ||
			    eqi(c, q, "an") || eqi(c, q, "and") || eqi(c, q, "or") || eqi(c, q, "of") ||
			    pg_ascii_is_upper((unsigned char)TW(c, q)[0]) || pg_ascii_is_digit((unsigned char)TW(c, q)[0]) ||
			    has_cue(c, q, CUE_PROPOSE_VERBS) || has_cue(c, q, CUE_USE_CUES) || has_cue(c, q, CUE_NP_CUES))
				break;
			k = q;
		}
		if (k == i || (i - k == 1 && in_set(c, k, field)) || eqi(c, i - 1, "processing"))
			continue;
		/* "the auxiliary problem", "the relevant tasks": one adjective alone */
		if (i - k == 1 && adjective_shaped(TW(c, k), TL(c, k)))
			continue;
		/* "the problem" needs its article right before the phrase, or before
		 * "new" / "challenging" there ("the new zorb layout generation problem") */
		size_t art = k;
		while (art > b + 1 && in_set(c, art - 1, (const char *const[]){"new", "novel", "challenging", "emerging",
									      NULL}))
			art--;
		if (problem && !(art > b && eqi(c, art - 1, "the")))
			continue;
		if (problem) {
			bool remedied = false;
			for (size_t q = k - 1; q > b && k - 1 - q < 4 && !remedied; q--)
				remedied = has_prefix(c, q - 1, remedies);
			if (remedied)
				continue;
		}
		/* "speech and vision tasks": each conjunct is a task */
		size_t starts[2] = {k, 0};
		size_t nst = 1;
		if (!problem && i - k == 1 && k >= b + 2 && eqi(c, k - 1, "and") && c->t->toks[k - 2].kind == PG_TOK_WORD &&
		    !mention_at(c, k - 2) && !in_set(c, k - 2, vague) && !has_cue(c, k - 2, CUE_CLAUSE_STOPS) &&
		    pg_ascii_is_lower((unsigned char)TW(c, k - 2)[0]))
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
			if (!problem) {
				memcpy(label + ln, " tasks", 6);
				ln += 6;
			}
			char key[PG_LEX_KEY_MAX * 2 + 16];
			pgx_make_key(label, ln, key, sizeof key);
			int ent = pgx_get_entity(c, PG_ENTITY_TASK, key, label, ln, NULL, 0, s, ws, c->t->toks[i].e);
			pgx_add_fact(c, PG_REL_TASK, -1, ent, s, problem ? "task-problem" : "task-phrase");
		}
	}
}

/* Returns true if token i is a lower-case word ending in "ing" ("detecting"). */
static bool gerund(const ctx *c, size_t i)
{
	size_t n = TL(c, i);
	const char *w = TW(c, i);
	return c->t->toks[i].kind == PG_TOK_WORD && n > 5 && pg_ascii_is_lower((unsigned char)w[0]) &&
	       memcmp(w + n - 3, "ing", 3) == 0;
}

static bool activity_noun_word(ctx *c, size_t q, const char *const *gerunds);

/* Returns true if token i ends in one of `ends` with three letters or more before it. */
static bool word_ends_in(const ctx *c, size_t i, const char *const *ends)
{
	size_t n = TL(c, i);
	const char *w = TW(c, i);
	for (const char *const *x = ends; *x; x++) {
		size_t k = strlen(*x);
		if (n > k + 2 && strncasecmp(w + n - k, *x, k) == 0)
			return true;
	}
	return false;
}

/* Returns true if token i ends a phrase that names an activity: a noun of
 * activity_noun_word() or one in -ment, -sis or -ing ("the problem of the protein
 * angle prediction", "... assessment", "... analysis", "... parsing"). */
static bool activity_head(ctx *c, size_t i)
{
	static const char *const ends[] = {"ment", "sis", "ing", NULL};
	static const char *const none[] = {NULL};
	return activity_noun_word(c, i, none) || word_ends_in(c, i, ends);
}

/* "Zorb matching is the task of identifying ...", "GRC, the task of discerning
 * ...": true if "the task/problem" at v (the noun) glosses a task named before it,
 * after "is" (not "this is", "the goal is") or after a comma that closes a mention
 * (with its acronym in brackets). */
static bool task_gloss(ctx *c, size_t v, size_t b)
{
	if (!(eqi(c, v, "task") || eqi(c, v, "problem")) || v < b + 3 || !eqi(c, v - 1, "the"))
		return false;
	if (eqi(c, v - 2, "is"))
		return c->t->toks[v - 3].kind == PG_TOK_WORD &&
		       !in_set(c, v - 3, (const char *const[]){"this", "it", "which", "that", "there", "here", "one", "what",
							"goal", "aim", "objective", "focus", NULL});
	if (!is_punct(c, v - 2, ','))
		return false;
	if (is_punct(c, v - 3, ')'))
		return v >= b + 6 && mention_at(c, v - 6) != NULL;
	return mention_at(c, v - 3) != NULL;
}

/* "the problem of identifying the top arms", "the task of foo alignment": the noun
 * phrase after a problem noun names the task, up to the next clause, preposition
 * of place or list ("in", "on", "and", ...), at most seven words. */
void pgx_rule_problem_of(ctx *c, int s)
{
	static const char *const stop[] = {
		"which", "that", "where", "wherein", "while", "whereas", "but", "although", "because",
		"since", "if", "when", "using", "by", "via", "through", "with", "based", "under", "without",
		"as", "and", "or", "in", "on", "from", "into", "between", "across", "against", "over",
		"than", "is", "are", "was", "were", "can", "has", "have", "remains", "such", "within", NULL
	};
	static const char *const vague[] = {"interest", "this", "these", "it", "such", "their", "its", NULL};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b + 1; v + 2 < e && !c->oom; v++) {
		if (!(eqi(c, v, "problem") || eqi(c, v, "task") || eqi(c, v, "challenge") || eqi(c, v, "problems")) ||
		    !eqi(c, v + 1, "of"))
			continue;
		/* "the optimization problem of zorb loss and glim loss": what is optimized,
		 * not the task (but "of finding principal components" is one) */
		if (v > b && in_set(c, v - 1, (const char *const[]){"optimization", "optimisation", "minimization",
								    "maximization", "minimisation", "maximisation", NULL}) &&
		    !gerund(c, v + 2))
			continue;
		/* "the problem of", "the challenging task of", not "a task of 10 steps" */
		bool the = false;
		for (size_t q = v; q > b && v - q < 3; q--)
			if (eqi(c, q - 1, "the"))
				the = true;
		/* "to alleviate the problem of overfitting": a weakness remedied, no task */
		bool remedied = false;
		for (size_t q = v; q > b && v - q < 4 && !remedied; q--)
			remedied = has_prefix(c, q - 1, (const char *const[]){"alleviat", "mitigat", "overcom", "avoid",
									      "remed", "reliev", "circumvent", "combat",
									      "prevent", "lessen", "suppress", "suffer",
									      NULL});
		bool gloss = task_gloss(c, v, b);
		if (remedied || gloss)
			continue;
		size_t k = v + 2;
		/* "the location task of a detection model": a thing, not a task */
		if (k < e && (eqi(c, k, "a") || eqi(c, k, "an")))
			continue;
		/* "the problem of the X": a task only when X is an activity ("the problem
		 * of the protein angle prediction"), not a thing ("of the absence of data") */
		bool article = k + 1 < e && eqi(c, k, "the");
		if (article)
			k++;
		if (!the || k >= e || mention_at(c, k) || in_set(c, k, vague) || c->t->toks[k].kind != PG_TOK_WORD)
			continue;
		size_t j = k;
		while (j < e && j < k + 7 && c->t->toks[j].kind == PG_TOK_WORD && !(c->t->toks[j].flags & PG_TOKF_MATH)) {
			/* "the task of detecting and recognizing foo interactions": two
			 * gerunds share one object */
			bool gerunds = j == k + 1 && (eqi(c, j, "and") || eqi(c, j, "or")) && j + 1 < e &&
				       gerund(c, k) && gerund(c, j + 1);
			if (in_set(c, j, stop) && !gerunds)
				break;
			j++;
		}
		while (j > k && (eqi(c, j - 1, "the") || eqi(c, j - 1, "a") || eqi(c, j - 1, "an") ||
				 eqi(c, j - 1, "of") || eqi(c, j - 1, "to") || eqi(c, j - 1, "for")))
			j--;
		if (j == k || (article && !activity_head(c, j - 1)))
			continue;
		/* "the task of deciding if ...": a bare verb whose object is a clause */
		if (j == k + 1 && j < e && in_set(c, j, (const char *const[]){"if", "whether", "how", "what", "which",
									       "when", "where", "why", NULL}))
			continue;
		size_t cs = c->t->toks[k].s, ce = c->t->toks[j - 1].e;
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		int ent = pgx_span_entity(c, PG_ENTITY_TASK, cs, ce, s);
		if (ent < 0)
			return;
		pgx_add_fact(c, PG_REL_TASK, -1, ent, s, "task-problem-of");
		v = j - 1;
	}
}

/* Returns true if token v is "aims" or "seeks" followed by "to" or "at". */
static bool aims_at(const ctx *c, size_t v, size_t e)
{
	return v + 1 < e && (eqi(c, v, "aims") || eqi(c, v, "seeks")) && (eqi(c, v + 1, "to") || eqi(c, v + 1, "at"));
}

/* "Click-through rate (CTR) prediction is a critical task in ...", "Predicting
 * delayed outcomes is an important problem": a sentence whose subject is said to be
 * a task or problem names that task (the subject without its bracketed acronym). */
void pgx_rule_task_is_a(ctx *c, int s)
{
	static const char *const not_subject[] = {
		"this", "it", "our", "we", "there", "that", "these", "which", "such", "its", "their", "here",
		/* a subordinate clause ("Because the X problem is NP-hard, we ..."): background */
		"since", "because", "although", "though", "while", "whereas", "if", "when", "as", "once",
		"unless", "given", NULL
	};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	size_t a = b;
	while (a < e && (is_punct(c, a, '"') || is_punct(c, a, '\'')))
		a++;
	if (a >= e || in_set(c, a, not_subject) || c->t->toks[a].kind != PG_TOK_WORD)
		return;
	/* "The Latin square completion (LSC) problem is ...": the task without its
	 * article; not "The resulting problem", "The lack of data", "The learner" */
	if (a + 1 < e && (eqi(c, a, "the") || eqi(c, a, "a") || eqi(c, a, "an"))) {
		static const char *const not_task[] = {
			"lack", "absence", "scarcity", "paucity", "shortage", "existence", "proliferation", "need",
			"resulting", "formulated", "above", "following", "same", "former", "latter", "first",
			"second", "third", "other", "main", "key", "major", "challenge", "problem", "task",
			/* "A critical challenge of X is", "The high cost is": a judgement */
			"critical", "common", "popular", "high", "fundamental", "central", "important",
			"significant", "crucial", "core", "primary", "biggest", NULL};
		a++;
		if (in_set(c, a, not_task) || !(a + 1 < e && c->t->toks[a + 1].kind == PG_TOK_WORD &&
						!eqi(c, a + 1, "is") && !eqi(c, a + 1, "are") && !eqi(c, a + 1, "remains")))
			return;
	}
	size_t v = a;
	int depth = 0;
	while (v < e && v < a + 10) {
		if (is_punct(c, v, '('))
			depth++;
		else if (is_punct(c, v, ')'))
			depth--;
		else if (depth == 0 && (eqi(c, v, "is") || eqi(c, v, "are") || eqi(c, v, "remains") || aims_at(c, v, e)))
			break;
		else if (depth == 0 && (c->t->toks[v].kind != PG_TOK_WORD || has_cue(c, v, CUE_SELF_WORDS) ||
					in_set(c, v, not_subject) || eqi(c, v, "and")))
			return;
		v++;
	}
	if (v >= e || v == a || depth != 0 || v >= a + 10)
		return;
	/* "Zorb Glimmer Typing (ZGT) aims to assign ...": a subject defined with its
	 * acronym that aims at something is a task; without the acronym it is as
	 * often a technique ("Knowledge distillation aims to ...") */
	bool aims = aims_at(c, v, e);
	if (aims) {
		bool acronym = false;
		for (size_t i = a; i < v && !acronym; i++)
			acronym = is_punct(c, i, '(');
		if (!acronym)
			return;
	} else {
		size_t k = v + 1;
		if (!(k < e && (eqi(c, k, "a") || eqi(c, k, "an") || eqi(c, k, "the"))))
			return;
		size_t q = k + 1;
		while (q < e && q < k + 5 && c->t->toks[q].kind == PG_TOK_WORD &&
		       !(eqi(c, q, "task") || eqi(c, q, "problem") || eqi(c, q, "challenge")))
			q++;
		if (!(q < e && (eqi(c, q, "task") || eqi(c, q, "problem") || eqi(c, q, "challenge"))))
			return;
	}
	/* the name that opens the subject, read as a method, is the task: no use */
	mention *m = method_at(c, a, 1);
	if (m && m->t1 <= v && !m->technique && !(c->ent_role[m->ent] & (ROLE_PROP | ROLE_KNOWN | ROLE_TECHNIQUE)))
		pgx_retype_task(c, m->ent);
	/* "Foo is the task of ...": the task rule of "the task of" already has it */
	char label[PG_LEX_KEY_MAX];
	size_t ln = 0;
	depth = 0;
	for (size_t i = a; i < v; i++) {
		if (is_punct(c, i, '(')) {
			depth++;
			continue;
		}
		if (is_punct(c, i, ')')) {
			depth--;
			continue;
		}
		if (depth)
			continue;
		size_t n = TL(c, i);
		if (ln + n + 2 >= sizeof label)
			return;
		if (ln)
			label[ln++] = ' ';
		memcpy(label + ln, TW(c, i), n);
		ln += n;
	}
	/* "The Latin square completion (LSC) problem": the task is what the long form
	 * names, the one node with "LSC" */
	static const char *const tails[] = {" problem", " task", NULL};
	for (const char *const *t = tails; *t; t++) {
		size_t tn = strlen(*t);
		if (ln > tn && strncasecmp(label + ln - tn, *t, tn) == 0 && memchr(label, ' ', ln - tn))
			ln -= tn;
	}
	if (ln < 4)
		return;
	/* a sentence-initial capital: "Video deblurring" is the task "video deblurring"
	 * unless the word is a name ("CamelCase", "ACRONYM") */
	if (pg_ascii_is_upper((unsigned char)label[0]) && ln > 1 && pg_ascii_is_lower((unsigned char)label[1])) {
		bool lower_rest = true;
		for (size_t i = 1; i < ln && label[i] != ' '; i++)
			if (pg_ascii_is_upper((unsigned char)label[i]))
				lower_rest = false;
		if (lower_rest)
			label[0] = (char)pg_ascii_lower((unsigned char)label[0]);
	}
	char key[PG_LEX_KEY_MAX * 2 + 16];
	pgx_make_key(label, ln, key, sizeof key);
	int ent = pgx_get_entity(c, PG_ENTITY_TASK, key, label, ln, NULL, 0, s, c->t->toks[a].s, c->t->toks[v - 1].e);
	pgx_add_fact(c, PG_REL_TASK, -1, ent, s, "task-is-a");
}

/* "a new method for carrying out foo assessment", "an offline gradient method for
 * learning imitative policies": in the paper's own voice, the lower-case noun
 * phrase after "<method noun> for" names the task the method is for. */
void pgx_rule_method_for(ctx *c, int s)
{
	static const char *const stop[] = {
		"which", "that", "where", "wherein", "while", "whereas", "but", "although", "because",
		"since", "if", "when", "using", "by", "via", "through", "with", "based", "under", "without",
		"as", "and", "or", "in", "on", "from", "into", "between", "across", "against", "over",
		"than", "is", "are", "was", "were", "can", "has", "have", "to", "for", "within", NULL
	};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	if (!sentence_has_cue(c, s, CUE_SELF_WORDS) && !sentence_has_proposed(c, s))
		return;
	for (size_t v = b + 1; v + 2 < e && !c->oom; v++) {
		if (!eqi(c, v, "for") || !has_cue(c, v - 1, CUE_CUE_HEADS) || has_cue(c, v - 1, CUE_DATASET_HEADS))
			continue;
		size_t k = v + 1;
		if (k < e && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an")))
			k++;
		/* light verbs: "for carrying out X", "for performing X", "for solving X" */
		if (k + 1 < e && eqi(c, k, "carrying") && eqi(c, k + 1, "out"))
			k += 2;
		else if (k < e && in_set(c, k, (const char *const[]){"performing", "solving", "addressing", "tackling",
								    "conducting", "doing", "establishing", NULL}))
			k++;
		if (k < e && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an")))
			k++;
		if (k >= e || mention_at(c, k) || c->t->toks[k].kind != PG_TOK_WORD ||
		    !pg_ascii_is_lower((unsigned char)TW(c, k)[0]))
			continue;
		size_t j = k;
		while (j < e && j < k + 6 && c->t->toks[j].kind == PG_TOK_WORD && !in_set(c, j, stop) &&
		       !mention_at(c, j) && !(c->t->toks[j].flags & PG_TOKF_MATH) &&
		       pg_ascii_is_lower((unsigned char)TW(c, j)[0]))
			j++;
		while (j > k && (eqi(c, j - 1, "the") || eqi(c, j - 1, "a") || eqi(c, j - 1, "an") ||
				 eqi(c, j - 1, "of")))
			j--;
		/* "for the new zorb layout generation problem": the task without "new" and
		 * "problem", as the rule of "the ... problem" names it ("for novel view
		 * synthesis" keeps its "novel") */
		if (j > k + 2 && in_set(c, j - 1, (const char *const[]){"problem", "problems", "task", NULL})) {
			j--;
			if (j > k + 2 && (eqi(c, k, "new") || eqi(c, k, "novel")))
				k++;
		}
		/* "for this important problem", "for a variety of problems": no name */
		bool vague = false;
		for (size_t q = k; q < j && !vague; q++)
			vague = in_set(c, q, (const char *const[]){"this", "these", "that", "such", "our", "its", "their",
								   "each", "every", "any", "certain", "various",
								   "variety", "class", "family", "kind", NULL});
		if (vague)
			continue;
		/* one word alone ("for training") is too vague; a phrase cut by a name or a
		 * lexicon mention is that mention's; "model-based methods" is no task */
		if (j < k + 2 || (j < e && mention_at(c, j)) || has_cue(c, j - 1, CUE_CUE_HEADS) ||
		    in_set(c, j - 1, (const char *const[]){"methods", "models", "approaches", "algorithms",
							 "techniques", "systems", "frameworks", "networks", NULL}))
			continue;
		/* "for learning heterogeneous and dynamic patterns": cut at "and" after an
		 * adjective, the phrase lacks its noun */
		if (j < e && (eqi(c, j, "and") || eqi(c, j, "or")) && adjective_shaped(TW(c, j - 1), TL(c, j - 1)))
			continue;
		size_t cs = c->t->toks[k].s, ce = c->t->toks[j - 1].e;
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		int ent = pgx_span_entity(c, PG_ENTITY_TASK, cs, ce, s);
		if (ent < 0)
			return;
		pgx_add_fact(c, PG_REL_TASK, -1, ent, s, "task-method-for");
		v = j - 1;
	}
}

/* "several NLP tasks, including classification, sequence tagging and role
 * annotation", "applications such as topic modeling", "two tasks: (a) speaker
 * tracking and (b) ...": the lower-case noun phrases listed right after "tasks",
 * "applications" or "problems" name tasks (lexicon mentions keep their own kind). */
void pgx_rule_task_list(ctx *c, int s)
{
	static const char *const item_stop[] = {
		"which", "that", "where", "while", "whereas", "but", "although", "because", "since", "if",
		"when", "using", "by", "via", "through", "with", "based", "under", "without", "as", "in",
		"on", "from", "into", "between", "across", "against", "over", "than", "is", "are", "was",
		"were", "can", "has", "have", "to", "for", "within", "etc", "etc.", "we", "our", NULL
	};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b + 1; v + 2 < e && !c->oom; v++) {
		if (!(eqi(c, v, "tasks") || eqi(c, v, "applications") || eqi(c, v, "problems")))
			continue;
		size_t k = v + 1;
		if (k < e && is_punct(c, k, ','))
			k++;
		if (k < e && (eqi(c, k, "including") || eqi(c, k, "namely")))
			k++;
		else if (k < e && k == v + 1 && eqi(c, k, "of") && v > b && eqi(c, v - 1, "the") && eqi(c, v, "tasks"))
			k++; /* "on the tasks of shape retrieval, shape classification and ..." */
		else if (k + 1 < e && eqi(c, k, "such") && eqi(c, k + 1, "as"))
			k += 2;
		else if (k + 1 < e && k == v + 1 && is_punct(c, k, '(') && (eqi(c, k + 1, "e.g.") || eqi(c, k + 1, "e.g")))
			k += 2;
		else if (k < e && k == v + 1 && is_punct(c, k, ':'))
			k++;
		else
			continue;
		size_t n_items = 0;
		bool closing = false; /* past the list's "and" / "or": its last item */
		while (k < e && !c->oom && n_items < 8) {
			if (is_punct(c, k, ',') || is_punct(c, k, '.') || eqi(c, k, "and") || eqi(c, k, "or")) {
				/* "detection and segmentation, exploiting ...": the list ended */
				if (closing && n_items > 0)
					break;
				closing = closing || eqi(c, k, "and") || eqi(c, k, "or");
				k++;
				continue;
			}
			/* "(a)", "ii)" markers (a bare "1)" may number clauses, not items) */
			size_t past = pgx_past_marker(c, k, e);
			if (past > k && c->t->toks[k].kind != PG_TOK_NUMBER) {
				k = past;
				continue;
			}
			if (k < e && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an") || eqi(c, k, "both")))
				k++;
			if (k >= e || c->t->toks[k].kind != PG_TOK_WORD)
				break;
			if (mention_at(c, k)) {
				mention *m = mention_at(c, k);
				if (m->kind != PG_ENTITY_TASK)
					break;
				k = m->t1;
				n_items++;
				continue;
			}
			size_t j = k;
			while (j < e && j < k + 6 && c->t->toks[j].kind == PG_TOK_WORD && !in_set(c, j, item_stop) &&
			       !eqi(c, j, "and") && !eqi(c, j, "or") && !mention_at(c, j) &&
			       !(c->t->toks[j].flags & PG_TOKF_MATH) && pg_ascii_is_lower((unsigned char)TW(c, j)[0]) &&
			       !has_cue(c, j, CUE_NP_BREAKS))
				j++;
			/* an item ends at a list comma, "and"/"or", a closing bracket or the
			 * sentence; the last one after "and" may end where a setting starts
			 * ("such as detection and segmentation on VOC") */
			bool last = n_items > 0 && k > 0 && (eqi(c, k - 1, "and") || eqi(c, k - 1, "or")) && j < e &&
				    j <= k + 3 && task_noun(c, j - 1) &&
				    in_set(c, j, (const char *const[]){"on", "in", "with", "using", "when", "across",
								       "under", "from", "for", NULL});
			/* "both semantic and instance segmentation", "face and action
			 * recognition": one word that names no activity before "and" shares
			 * a later item's head, it is no task by itself */
			if (j == k + 1 && j < e && (eqi(c, j, "and") || eqi(c, j, "or") || is_punct(c, j, ',')) &&
			    !task_noun(c, k) && !has_suffix(c, k, "val")) {
				k = j + 1; /* past its "and": the list goes on */
				continue;
			}
			/* ", exploiting two new data sets", ", demonstrating its value": a
			 * participle with its object ends the list */
			if (j > k + 1 && has_suffix(c, k, "ing") &&
			    (c->t->toks[k + 1].kind == PG_TOK_NUMBER ||
			     in_set(c, k + 1, (const char *const[]){"the", "a", "an", "its", "their", "our", "this", "these",
								    "two", "three", "four", "several", "both", NULL})))
				break;
			/* a long item names an activity ("localization of dense regions";
			 * not "four predefined pursuit environments") */
			bool activity = j < k + 4;
			for (size_t q = k; q < j && !activity; q++)
				activity = task_noun(c, q);
			if (!activity)
				break;
			if (j == k || j >= k + 6 ||
			    !(last || j >= e || is_punct(c, j, ',') || is_punct(c, j, ')') || is_punct(c, j, '.') ||
			      is_punct(c, j, ';') || eqi(c, j, "and") || eqi(c, j, "or")))
				break;
			size_t cs = c->t->toks[k].s, ce = c->t->toks[j - 1].e;
			if (ce - cs >= PG_LEX_KEY_MAX)
				break;
			int ent = pgx_span_entity(c, PG_ENTITY_TASK, cs, ce, s);
			if (ent < 0)
				return;
			pgx_add_fact(c, PG_REL_TASK, -1, ent, s, "task-list");
			n_items++;
			k = j;
			if (last || (k < e && (is_punct(c, k, ')') || is_punct(c, k, ';'))))
				break;
		}
		v = k > v ? k - 1 : v;
	}
}

/* Makes tokens [t0, t1) of sentence s a metric the paper uses (rule `rule`, with a
 * mention over them when `mark`). Returns false on out-of-memory (c->oom set);
 * a span too long for a key is skipped. */
static bool metric_span(ctx *c, size_t t0, size_t t1, int s, const char *rule, bool mark)
{
	size_t cs = c->t->toks[t0].s, ce = c->t->toks[t1 - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return true;
	int ent = pgx_span_entity(c, PG_ENTITY_METRIC, cs, ce, s);
	if (ent < 0)
		return false;
	if (mark)
		pgx_add_mention(c, t0, t1, cs, ce, PG_ENTITY_METRIC, ent, 2);
	pgx_add_fact(c, PG_REL_METRIC, -1, ent, s, rule);
	return true;
}

/* True if token q is a lower-case word that names an activity: it ends in -ion
 * (six letters or more) or -ence (eight or more), or is in `gerunds`
 * ("matching", "retrieval"). */
static bool activity_noun_word(ctx *c, size_t q, const char *const *gerunds)
{
	const char *w = TW(c, q);
	size_t n = TL(c, q);
	if (c->t->toks[q].kind != PG_TOK_WORD || !pg_ascii_is_lower((unsigned char)w[0]))
		return false;
	return in_set(c, q, gerunds) || (n >= 6 && strncmp(w + n - 3, "ion", 3) == 0) ||
	       (n >= 8 && strncmp(w + n - 4, "ence", 4) == 0);
}

/* ... and is in no mention. */
static bool activity_noun(ctx *c, size_t q, const char *const *gerunds)
{
	return !mention_at(c, q) && activity_noun_word(c, q, gerunds);
}

/* "improves translation performance", "similar restoration quality": in a
 * sentence that claims, shows or weighs a change, "<activity noun> performance"
 * or "<activity noun> quality" is a metric when the noun names an activity
 * (ends in -ion or -ence, a gerund of the list, "retrieval"), not a quality
 * ("superior performance", "promising performance"); "matching and
 * registration quality" gives both. */
static void metric_performance(ctx *c, size_t b, size_t e, int s)
{
	static const char *const gerunds[] = {
		"learning", "tracking", "parsing", "ranking", "clustering", "forecasting", "reasoning",
		"planning", "matching", "captioning", "tagging", "labeling", "labelling", "denoising",
		"editing", "inpainting", "grounding", "answering", "retrieval", "modeling", "modelling",
		"understanding", "reranking", NULL
	};
	static const char *const claims[] = {"improv", "boost", "outperform", "better", "higher", "enhanc",
					     "achiev", "gain", "degrad", "drop", "surpass", "increas", "superior",
					     "lower", "worse", "hurt", "hinder", "affect", "similar", "comparable",
					     "decreas", "limit", NULL};
	/* the head first: most sentences have none, and the claim words are many */
	bool head = false;
	for (size_t i = b + 1; i < e && !head; i++)
		head = eqi(c, i, "performance") || eqi(c, i, "performances") || eqi(c, i, "quality");
	if (!head)
		return;
	bool claim = false;
	for (size_t q = b; q < e && !claim; q++)
		claim = has_prefix(c, q, claims);
	if (!claim)
		return;
	for (size_t i = b + 1; i < e && !c->oom; i++) {
		if (!(eqi(c, i, "performance") || eqi(c, i, "performances") || eqi(c, i, "quality")))
			continue;
		size_t q = i - 1;
		if (mention_at(c, i))
			continue;
		/* "the face detection performance": a task's name before the head
		 * (not a "... learning" paradigm: "active learning performance") */
		mention *tm = mention_at(c, q);
		if (tm && tm->kind == PG_ENTITY_TASK && tm->t1 == i && tm->t0 >= b &&
		    activity_noun_word(c, q, gerunds) && !eqi(c, q, "learning")) {
			if (!metric_span(c, tm->t0, i + 1, s, "metric-performance", false))
				return;
			continue;
		}
		if (!activity_noun(c, q, gerunds))
			continue;
		if (!metric_span(c, q, i + 1, s, "metric-performance", true))
			return;
		/* "matching and registration quality": the first noun takes the head too */
		if (q >= b + 2 && eqi(c, q - 1, "and") && activity_noun(c, q - 2, gerunds)) {
			char label[PG_LEX_KEY_MAX], key[PG_LEX_KEY_MAX * 2 + 16];
			int n = snprintf(label, sizeof label, "%.*s %.*s", (int)TL(c, q - 2), TW(c, q - 2),
					 (int)TL(c, i), TW(c, i));
			if (n <= 0 || (size_t)n >= sizeof label)
				continue;
			pgx_make_key(label, (size_t)n, key, sizeof key);
			int ent = pgx_get_entity(c, PG_ENTITY_METRIC, key, label, (size_t)n, NULL, 0, s, 0, 0);
			if (ent < 0)
				return;
			pgx_add_fact(c, PG_REL_METRIC, -1, ent, s, "metric-performance");
		}
	}
}


/* "halves the number of gradient steps", "reduces the total number of tokens":
 * what a reducing verb counts down is a metric, "number of" and the one or two
 * words of its noun phrase. */
static void metric_number_of(ctx *c, size_t b, size_t e, int s)
{
	static const char *const reduce[] = {"reduc", "halv", "decreas", "minimi", "cut", "lower", "sav", NULL};
	for (size_t v = b; v + 4 < e && !c->oom; v++) {
		if (!has_prefix(c, v, reduce))
			continue;
		size_t k = v + 1;
		while (k < e && k < v + 4 && (eqi(c, k, "the") || eqi(c, k, "total") || eqi(c, k, "overall") ||
					      eqi(c, k, "required") || eqi(c, k, "average")))
			k++;
		if (!(k + 2 < e && eqi(c, k, "number") && eqi(c, k + 1, "of")))
			continue;
		size_t a = k + 2, z = a;
		while (z < e && z < a + 2 && c->t->toks[z].kind == PG_TOK_WORD &&
		       pg_ascii_is_lower((unsigned char)TW(c, z)[0]) && !has_cue(c, z, CUE_CLAUSE_STOPS) &&
		       !eqi(c, z, "and") && !eqi(c, z, "or") && !eqi(c, z, "the") && !mention_at(c, z))
			z++;
		/* "the number of samples needed": a participle or adverb after the noun
		 * is not part of it; an adverb first ("potentially costly") is no noun */
		if (z == a + 2 && (has_suffix(c, a + 1, "ed") || has_suffix(c, a + 1, "ly")))
			z--;
		if (z == a || has_suffix(c, a, "ly"))
			continue;
		if (!metric_span(c, k, z, s, "metric-number-of", true))
			return;
	}
}

/* One item of an "in terms of" list starting at token k (before e): a mention
 * is kept as it is, a lower-case noun phrase becomes a metric ("reduced klax
 * time" -> "klax time"; "zorb fidelity" where "fidelity" is a metric of the
 * lexicon stays that metric). `listed`: a list said to be of measures ("metrics
 * like ..."), where vague words and lexicon measures count too. Sets *end past
 * the item; returns 1 if the list goes on, 0 if this is no item, -1 on
 * out-of-memory. */
static int in_terms_item(ctx *c, size_t k, size_t e, int s, size_t *end, bool listed)
{
	static const char *const vague[] = {"performance", "quality", "results", "terms", "both", "all",
					    "several", "various", "different", "many", "some", NULL};
	const char *rule = listed ? "metric-list" : "metric-in-terms-of";
	if (in_set(c, k, (const char *const[]){"it", "we", "they", "this", "etc", "etc.", NULL}))
		return 0;
	mention *m = mention_at(c, k);
	if (m && m->t0 == k) {
		*end = m->t1;
		/* a measure of the lexicon that counts only where a sentence measures:
		 * a list of measures is such a place */
		if (listed && m->kind == PG_ENTITY_METRIC && m->ent >= 0)
			pgx_add_fact(c, PG_REL_METRIC, -1, m->ent, s, rule);
		return 1;
	}
	if (has_suffix(c, k, "ed") && k + 1 < e && !mention_at(c, k + 1))
		k++;
	size_t z = k;
	while (z < e && z < k + 3 && c->t->toks[z].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, z)[0]) &&
	       !has_cue(c, z, CUE_CLAUSE_STOPS) && !eqi(c, z, "and") && !eqi(c, z, "or") && !eqi(c, z, "compared") &&
	       !mention_at(c, z))
		z++;
	mention *mz = z > k && z < e ? mention_at(c, z) : NULL;
	if (mz && mz->t0 == z && mz->kind == PG_ENTITY_METRIC) {
		*end = mz->t1;
		return 1;
	}
	/* the phrase ends where the item ends: a comma, "and", the sentence, a
	 * setting ("on Foo", "compared to"); not "of" ("the number of events") */
	bool ends = z == e || is_punct(c, z, ',') || is_punct(c, z, '.') || is_punct(c, z, ')') || eqi(c, z, "and") ||
		    eqi(c, z, "or") || (has_cue(c, z, CUE_CLAUSE_STOPS) && !eqi(c, z, "of")) || eqi(c, z, "compared");
	if (z == k || !ends || (z == k + 1 && ((in_set(c, k, vague) && !listed) || adjective_shaped(TW(c, k), TL(c, k)))) ||
	    has_suffix(c, z - 1, "ly"))
		return 0;
	*end = z;
	/* "communication and computation complexities": one word shared out over
	 * the next item's head is a modifier, not a metric */
	size_t nx = z < e && is_punct(c, z, ',') ? z + 1 : z;
	bool shared = z == k + 1 && nx + 2 < e && (eqi(c, nx, "and") || eqi(c, nx, "or")) &&
		      c->t->toks[nx + 1].kind == PG_TOK_WORD && c->t->toks[nx + 2].kind == PG_TOK_WORD &&
		      !in_set(c, nx + 1, (const char *const[]){"the", "a", "an", "its", "their", NULL}) &&
		      !eqi(c, nx + 2, "and") && !has_cue(c, nx + 2, CUE_CLAUSE_STOPS);
	if (shared)
		return 1;
	return metric_span(c, k, z, s, rule, true) ? 1 : -1;
}

/* The items of a list of measures from token k ("throughput, peak memory and
 * calibration error"), each a metric (`listed`: see in_terms_item). Returns the
 * token where the list stopped, or e on out-of-memory (c->oom set). */
static size_t metric_items(ctx *c, size_t k, size_t e, int s, bool listed)
{
	for (int items = 0; k < e && items < 6; items++) {
		if (eqi(c, k, "the") || eqi(c, k, "both") || eqi(c, k, "its") || eqi(c, k, "their"))
			k++;
		size_t z = k;
		int r = k < e ? in_terms_item(c, k, e, s, &z, listed) : 0;
		if (r < 0)
			return e;
		if (r == 0)
			break;
		/* the next item after ", ", "and", "or", "as well as" */
		size_t n = z;
		if (n < e && is_punct(c, n, ','))
			n++;
		if (n < e && (eqi(c, n, "and") || eqi(c, n, "or")))
			n++;
		else if (n + 3 < e && eqi(c, n, "as") && eqi(c, n + 1, "well") && eqi(c, n + 2, "as") &&
			 !in_set(c, n + 3, (const char *const[]){"its", "their", "the", "a", "an", "our", "in", "on",
								  "for", "with", NULL}))
			n += 3;
		if (n == z || n >= e || c->t->toks[n].kind != PG_TOK_WORD)
			break;
		k = n;
	}
	return k;
}

/* "a variety of metrics like quality, coverage and diversity", "metrics beyond
 * accuracy, including diversity and fairness", "three metrics: the realism, the
 * diversity, and ...": the measures listed after "metrics" are metrics. */
static void metric_list(ctx *c, size_t b, size_t e, int s)
{
	for (size_t i = b + 1; i + 2 < e && !c->oom; i++) {
		if (!(eqi(c, i, "metrics") || eqi(c, i, "measures") || eqi(c, i, "criteria")))
			continue;
		size_t k = i + 1;
		/* "metrics, namely ...", "metrics beyond accuracy, including ...": past a
		 * short qualifier */
		for (size_t q = k; q + 1 < e && q < i + 6; q++)
			if (is_punct(c, q, ',') && (eqi(c, q + 1, "including") || (q == i + 1 && eqi(c, q + 1, "namely")))) {
				k = q + 1;
				break;
			}
		/* "three metrics: ...", "the following measures: ..." (not "unlike other
		 * measures: it is robust"): a colon after a count */
		bool counted = false;
		for (size_t q = i; q > b && i - q < 3 && !counted; q--)
			counted = c->t->toks[q - 1].kind == PG_TOK_NUMBER ||
				  in_set(c, q - 1, (const char *const[]){"two", "three", "four", "five", "six", "following",
									 "several", "multiple", NULL});
		if (k < e && (eqi(c, k, "like") || eqi(c, k, "including") || eqi(c, k, "namely") ||
			      (is_punct(c, k, ':') && k == i + 1 && counted)))
			k++;
		else if (k + 1 < e && eqi(c, k, "such") && eqi(c, k + 1, "as"))
			k += 2;
		else if (k + 1 < e && k == i + 1 && is_punct(c, k, '(') && (eqi(c, k + 1, "e.g.") || eqi(c, k + 1, "e.g")))
			k += 2 + (k + 2 < e && is_punct(c, k + 2, ','));
		else
			continue;
		i = metric_items(c, k, e, s, true);
	}
}

/* "outperforms Foo in terms of throughput, peak memory and calibration error":
 * after a claim, each item of the list after "in terms of" is a metric. */
static void metric_in_terms_of(ctx *c, size_t b, size_t e, int s)
{
	static const char *const claims[] = {"improv", "boost", "outperform", "better", "higher", "enhanc",
					     "achiev", "surpass", "superior", "lower", "worse", "compar",
					     "evaluat", "measur", "competitive", "favorabl", "favourabl",
					     "state-of-the-art", "exceed", "faster", "efficien", "more", "less",
					     "fewer", NULL};
	for (size_t i = b; i + 3 < e && !c->oom; i++) {
		if (!(eqi(c, i, "in") && eqi(c, i + 1, "terms") && eqi(c, i + 2, "of")))
			continue;
		/* the claim governs the list: within a few words before it */
		bool claim = false;
		for (size_t q = i; q > b && i - q < 12 && !claim; q--)
			claim = has_prefix(c, q - 1, claims);
		/* "in terms of visual and text-based metrics": the list qualifies metrics */
		bool qualifies = false;
		for (size_t q = i + 3; q < e && q < i + 16 && !is_punct(c, q, '.') && !is_punct(c, q, ';'); q++)
			qualifies = qualifies || eqi(c, q, "metrics") || eqi(c, q, "measures") || eqi(c, q, "criteria");
		if (!claim || qualifies)
			continue;
		i = metric_items(c, i + 3, e, s, false);
	}
}

/* "the L3 metric", "standard zorbing metrics", "the FOO-3 evaluation metrics": the
 * words before "metric(s)" name a metric (vague ones such as "several" or
 * "evaluation" alone do not; "metric learning", "a learned metric" are no metrics). */
/* Returns true if token q is a verb before a measure ("we report metrics", "the
 * challenge employed perceptual metrics") or a word that describes it rather than
 * names it ("indifferentiable perceptual metrics"): not part of its name. */
static bool verb_or_description(const ctx *c, size_t q)
{
	static const char *const verbs[] = {"report", "reports", "compute", "computes", "consider", "considers",
					    "measure", "measures", "achieve", "achieves", "optimize", "optimizes",
					    "optimise", "optimises", "improve", "improves", "define", "defines",
					    "assess", "assesses", "study", "studies", "show", "shows", NULL};
	const char *w = TW(c, q);
	size_t n = TL(c, q);
	if (in_set(c, q, verbs))
		return true;
	if (memchr(w, '-', n))
		return false; /* "model-based", "human-rated": a compound modifier */
	return (n > 4 && strncasecmp(w + n - 2, "ed", 2) == 0) ||
	       (n > 6 && (strncasecmp(w + n - 4, "able", 4) == 0 || strncasecmp(w + n - 4, "ible", 4) == 0));
}

/* The end (exclusive) of a lower-case measure phrase at token k: one to three
 * words that end in a measure's head noun ("sample quality", "theoretical
 * recovery rates", "computational cost"), or k. */
static size_t measure_phrase(ctx *c, size_t k, size_t e)
{
	static const char *const heads[] = {
		"quality", "diversity", "fidelity", "realism", "robustness", "efficiency", "consistency", "stability",
		"interpretability", "rate", "rates", "error", "errors", "cost", "costs", "time", "speed", "memory",
		"throughput", "latency", "coverage", "utility", "reward", "rewards", "scalability", "faithfulness",
		"fluency", "coherence", "efficacy", "effectiveness", "usage", "overhead", "footprint", NULL
	};
	static const char *const not_first[] = {"the", "a", "an", "our", "its", "their", "and", "or", "both", "model",
						"training", "learning", NULL};
	size_t end = k;
	for (size_t j = k; j < e && j < k + 3; j++) {
		if (c->t->toks[j].kind != PG_TOK_WORD || !pg_ascii_is_lower((unsigned char)TW(c, j)[0]) ||
		    (j == k && in_set(c, j, not_first)) || has_cue(c, j, CUE_CLAUSE_STOPS) || eqi(c, j, "and") ||
		    eqi(c, j, "or") || (mention_at(c, j) && mention_at(c, j)->kind != PG_ENTITY_METRIC))
			break;
		if (in_set(c, j, heads))
			end = j + 1;
	}
	/* the head ends the phrase: "error bounds", "time series" are other things */
	if (end > k && end < e && c->t->toks[end].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, end)[0]) &&
	    !has_cue(c, end, CUE_CLAUSE_STOPS) && !eqi(c, end, "and") && !eqi(c, end, "or") &&
	    !in_set(c, end, (const char *const[]){"at", "than", "across", "under", "compared", "as", "while", NULL}))
		return k;
	/* "the quality of the depth map", "the rate of generating ...": a bare
	 * head measures what "of" names, not a metric of its own */
	if (end == k + 1 && end < e && eqi(c, end, "of"))
		return k;
	/* alone, a head too general to name a measure: "better quality", "lower cost" */
	if (end == k + 1 && in_set(c, k, (const char *const[]){"quality", "rate", "rates", "error", "errors", "time",
								  "cost", "costs", "usage", "overhead", "footprint", NULL}))
		return k;
	return end;
}

/* "improves sample quality and diversity", "higher recovery rates", "at lower
 * computational cost": the measure phrase a change word governs is a metric
 * the paper reports, with a second one joined by "and". */
static void metric_of_change(ctx *c, size_t b, size_t e, int s)
{
	for (size_t v = b; v + 1 < e; v++) {
		if (!has_cue(c, v, CUE_CHANGE_WORDS))
			continue;
		size_t k = v + 1;
		/* "improvements in speed", "reduces the evaluation time" */
		if (k < e && (eqi(c, k, "in") || eqi(c, k, "of") || eqi(c, k, "the")))
			k++;
		while (k < e && is_adverb(c, k))
			k++; /* "significantly" */
		size_t end = measure_phrase(c, k, e);
		if (end == k)
			continue;
		if (!metric_span(c, k, end, s, "metric-change", false))
			return;
		size_t q = end;
		if (q < e && is_punct(c, q, ','))
			q++;
		if (q < e && eqi(c, q, "and"))
			q++;
		/* "higher throughput and lower memory footprint": the second's own change word */
		if (q > end && q + 1 < e && has_cue(c, q, CUE_CHANGE_WORDS))
			q++;
		size_t end2 = q > end ? measure_phrase(c, q, e) : q;
		if (end2 > q && !metric_span(c, q, end2, s, "metric-change", false))
			return;
		v = end2 > q ? end2 - 1 : end - 1;
	}
}

void pgx_rule_metric_phrases(ctx *c, int s)
{
	static const char *const vague[] = {
		"evaluation", "standard", "several", "these", "those", "different", "common", "various",
		"multiple", "other", "popular", "automatic", "quantitative", "qualitative", "existing",
		"new", "proposed", "novel", "all", "both", "two", "three", "four", "many", "some", "such",
		"traditional", "widely-used", "used", "performance", "our", "their", "its", "this", "that",
		"distance", "similarity", "learned", "learnt", "proper", "suitable", "appropriate", "key",
		"main", "additional", "relevant", "established", "conventional", "classical", "same",
		"reliable", "robust", "simple", "general", "good", "better", "single", "specific",
		"important", "alternative", "desired", "given", "chosen", "certain", "objective", "three",
		"five", "six", "metric", "metrics", "riemannian", "euclidean", "underlying", "intrinsic",
		"extrinsic", "human", "ranking", "success", NULL
	};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t i = b + 1; i < e && !c->oom; i++) {
		if (!(eqi(c, i, "metric") || eqi(c, i, "metrics")))
			continue;
		if (i + 1 < e && (eqi(c, i + 1, "learning") || eqi(c, i + 1, "space") || eqi(c, i + 1, "spaces") ||
				  eqi(c, i + 1, "tensor") || eqi(c, i + 1, "structure")))
			continue;
		bool learned = false;
		for (size_t q = i; q > b && i - q < 5; q--)
			if (has_prefix(c, q - 1, (const char *const[]){"learn", NULL}))
				learned = true;
		if (learned)
			continue;
		size_t k = i;
		bool named = false; /* a word other than "evaluation" */
		while (k > b && i - k < 5) {
			size_t q = k - 1;
			const pg_token *tk = &c->t->toks[q];
			mention *m = mention_at(c, q);
			if (m && m->t1 == k && m->ent >= 0 && (m->kind == PG_ENTITY_TASK || m->kind == PG_ENTITY_METHOD) &&
			    !(c->ent_role[m->ent] & ROLE_PROP) && m->t0 >= b) {
				/* "zorbing metrics", "the L3 metric": a task or name qualifies it */
				if (m->kind == PG_ENTITY_METHOD)
					c->ent_role[m->ent] |= ROLE_CLASS;
				k = m->t0;
				named = true;
				continue;
			}
			if (q + 1 == i && (eqi(c, q, "evaluation") || eqi(c, q, "evaluations"))) {
				k = q;
				continue;
			}
			if (tk->kind != PG_TOK_WORD || m || has_cue(c, q, CUE_CLAUSE_STOPS) ||
			    has_cue(c, q, CUE_SELF_WORDS) || in_set(c, q, vague) || eqi(c, q, "the") || eqi(c, q, "a") ||
			    eqi(c, q, "an") || eqi(c, q, "and") || eqi(c, q, "or") || has_cue(c, q, CUE_PROPOSE_VERBS) ||
			    has_cue(c, q, CUE_USE_CUES) || has_cue(c, q, CUE_NP_CUES) || has_cue(c, q, CUE_NP_BREAKS) ||
			    (pg_ascii_is_upper((unsigned char)TW(c, q)[0]) && pgx_sentence_initial(c, q)) ||
			    verb_or_description(c, q) ||
			    /* "we highlight metrics": the verb of a subject pronoun */
			    (q > b && in_set(c, q - 1, (const char *const[]){"we", "they", "it", "which", NULL})))
				break;
			k = q;
			named = true;
		}
		if (k == i || !named)
			continue;
		if (!metric_span(c, k, i + 1, s, "metric-phrase", false))
			return;
	}
	metric_performance(c, b, e, s);
	metric_of_change(c, b, e, s);
	metric_number_of(c, b, e, s);
	metric_in_terms_of(c, b, e, s);
	metric_list(c, b, e, s);
}

/* Returns true if word k ends like a noun made from a verb: -tion, -sion, -ing,
 * -ment, -sis. */
static bool deverbal_word(const ctx *c, size_t k)
{
	static const char *const sfx[] = {"tion", "sion", "ing", "ment", "sis", NULL};
	return word_ends_in(c, k, sfx);
}

void pgx_rule_task_coordination(ctx *c, int s)
{
	/* one word alone must be a task of this kind */
	static const char *const one_word[] = {"classification", "segmentation", "detection", "recognition",
					       "generation", "manipulation", "restoration", "registration",
					       "retrieval", "tracking", "localization", "captioning", "translation",
					       "summarization", "reconstruction", "estimation", "prediction",
					       "denoising", "inpainting", "parsing", "clustering", "forecasting",
					       "planning", "navigation", "retargeting", "editing", NULL};
	static const char *const not_in[] = {"other", "existing", "several", "many", "various", "learning",
					     "the", "a", "an", "its", "their", "our", "this", "these", NULL};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t i = b; i < e; i++) {
		mention *m = mention_at(c, i);
		if (!m || m->t0 != i || m->kind != PG_ENTITY_TASK || m->ent < 0)
			continue;
		size_t k = m->t1;
		if (k < e && is_punct(c, k, ','))
			k++;
		if (!(k < e && (eqi(c, k, "and") || eqi(c, k, "or"))))
			continue;
		size_t a = k + 1, j = a;
		while (j < e && j < a + 3 && c->t->toks[j].kind == PG_TOK_WORD && !mention_at(c, j) &&
		       pg_ascii_is_lower((unsigned char)TW(c, j)[0]) && !has_cue(c, j, CUE_CLAUSE_STOPS) &&
		       !in_set(c, j, not_in) && !eqi(c, j, "and") && !eqi(c, j, "or"))
			j++;
		/* "feature matching and classification", "... and topic identification":
		 * the coordinated phrase ends in a noun made from a verb, where the noun
		 * phrase ends (not "and pooling layers") */
		while (j > a && !deverbal_word(c, j - 1))
			j--;
		if (j == a || (j < e && c->t->toks[j].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, j)[0]) &&
			       !has_cue(c, j, CUE_CLAUSE_STOPS) && !eqi(c, j, "and") && !eqi(c, j, "or") &&
			       !in_set(c, j, (const char *const[]){"tasks", "task", "problems", "problem", NULL})))
			continue;
		if (j == a + 1 && !in_set(c, a, one_word))
			continue;
		/* "and adopting soft intervention": a gerund acting on an object; "and
		 * draws increasing attention", "and uses gradient information": a verb */
		if (j > a + 1 && TL(c, a) > 5 && strncasecmp(TW(c, a) + TL(c, a) - 3, "ing", 3) == 0)
			continue;
		bool verb = in_set(c, j - 1, (const char *const[]){"setting", "settings", "thing", "string", "nothing",
								   "something", "everything", "anything", NULL});
		for (size_t q = a; q + 1 < j && !verb; q++) {
			const char *w = TW(c, q);
			size_t n = TL(c, q);
			verb = n > 3 && w[n - 1] == 's' && w[n - 2] != 's' && w[n - 2] != 'i' && w[n - 2] != 'u';
		}
		if (verb)
			continue;
		size_t cs = c->t->toks[a].s, ce = c->t->toks[j - 1].e;
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		int ent;
		const char *left = c->x->entities[m->ent].label;
		const char *sp = left ? strrchr(left, ' ') : NULL;
		if (j == a + 1 && sp && in_set(c, m->t1 - 1, one_word) && (size_t)(sp - left) + 1 + (ce - cs) < PG_LEX_KEY_MAX) {
			/* "point cloud classification and segmentation": the head shares the
			 * words before the first one's head, "point cloud segmentation" */
			char label[PG_LEX_KEY_MAX], key[PG_LEX_KEY_MAX * 2 + 16];
			size_t ln = (size_t)(sp - left) + 1;
			memcpy(label, left, ln);
			memcpy(label + ln, c->t->clean + cs, ce - cs);
			ln += ce - cs;
			label[ln] = '\0';
			pgx_make_key(label, ln, key, sizeof key);
			ent = pgx_get_entity(c, PG_ENTITY_TASK, key, label, ln, NULL, 0, s, cs, ce);
		} else
			ent = pgx_span_entity(c, PG_ENTITY_TASK, cs, ce, s);
		if (ent < 0)
			return;
		pgx_add_fact(c, PG_REL_TASK, -1, ent, s, "task-coordinated");
		i = j - 1;
	}
}

