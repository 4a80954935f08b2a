/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 3: "Long Form (LF)" acronym definitions and what kind of entity
 * each pair names. */
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "extract/rules.h"

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
 * one method: "Sparse Feature Attribution Methods", "language model". A lower-case
 * long form of three words or more with a generic head ("deep ordinal regression
 * network") is a name; the well-known generic ones ("deep neural network (DNN)")
 * are in the not-methods lexicon by their acronyms. A plural head is a class
 * unless the paper introduces the pair in its own voice (`proposed`: "we develop
 * deep zorbing processes (DZP)" names the paper's model; "recently proposed zorb
 * models (ZMs)" does not). */
static bool generic_long_form(const ctx *c, size_t a, size_t b, bool proposed)
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
	if ((in_set(c, b - 1, plural_classes) && !proposed) || in_set(c, b - 1, quantities))
		return true;
	bool lower_only = true;
	for (size_t k = a; k < b; k++)
		if ((pg_ascii_is_upper((unsigned char)TW(c, k)[0]) && !(k == a && pgx_sentence_initial(c, k))) ||
		    c->t->toks[k].kind != PG_TOK_WORD)
			lower_only = false;
	return lower_only && b - a <= 2 && is_generic_head(c->t->clean + c->t->toks[a].s, c->t->toks[b - 1].e - c->t->toks[a].s);
}

bool pgx_acro_of_entity(const ctx *c, int ent)
{
	for (size_t i = 0; ent >= 0 && i < c->n_acros; i++)
		if (c->acros[i].ent == ent)
			return true;
	return false;
}

int pgx_acro_lookup(const ctx *c, const char *w, size_t n)
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

static bool acronym_shape(const char *w, size_t n)
{
	if (n < 2 || n > 12)
		return false;
	int up = 0, lo = 0;
	for (size_t k = 0; k < n; k++) {
		unsigned char ch = (unsigned char)w[k];
		if (pg_ascii_is_upper(ch))
			up++;
		else if (pg_ascii_is_lower(ch))
			lo++;
		else if (!pg_ascii_is_digit(ch) && ch != '-')
			return false;
	}
	return up >= 2;
}

/* Schwartz-Hearst: finds where the long form of acronym a[0..an) starts within
 * lf[0..ln); returns the offset or -1. With `initials`, every capital of the
 * acronym must match a word's first letter, so "Method of Moments (MoM)" is
 * not cut to "Moments" (whose inner "m" the plain search takes). */
static long sh_match_mode(const char *a, size_t an, const char *lf, size_t ln, bool initials,
			  long *at, size_t *n_at)
{
	long si = (long)an - 1, li = (long)ln - 1;
	*n_at = 0;
	while (si >= 0) {
		int ch = pg_ascii_lower((unsigned char)a[si]);
		if (!pg_ascii_is_alnum(ch)) {
			si--;
			continue;
		}
		/* "Zorb-to-Glim network (Z2G)", "Data Generation for Crowds (DG4C)": a 2
		 * or a 4 between letters stands for the word "to" or "for" */
		const char *word = ch == '2' ? "to" : ch == '4' ? "for" : NULL;
		if (word && si > 0 && si + 1 < (long)an && pg_ascii_is_alpha((unsigned char)a[si - 1]) &&
		    pg_ascii_is_alpha((unsigned char)a[si + 1])) {
			size_t wn = strlen(word);
			long wi = li;
			while (wi >= 0 && !((size_t)wi + wn <= ln && strncasecmp(lf + wi, word, wn) == 0 &&
					    (wi == 0 || !pg_ascii_is_alnum((unsigned char)lf[wi - 1])) &&
					    ((size_t)wi + wn == ln || !pg_ascii_is_alnum((unsigned char)lf[wi + (long)wn]))))
				wi--;
			if (wi >= 0) {
				if (*n_at < 32)
					at[(*n_at)++] = wi;
				li = wi - 1;
				si--;
				continue;
			}
			/* no such word: the digit itself ("Active2 Learning (A2L)") */
		}
		bool at_start = si == 0 || (initials && pg_ascii_is_upper((unsigned char)a[si]));
		while (li >= 0 && (pg_ascii_lower((unsigned char)lf[li]) != ch ||
				   (at_start && li > 0 && pg_ascii_is_alnum((unsigned char)lf[li - 1]))))
			li--;
		if (li < 0)
			return -1;
		if (*n_at < 32)
			at[(*n_at)++] = li;
		li--;
		si--;
	}
	return li + 1;
}

/* Returns true if every word of lf[off, ln) (split at spaces and hyphens) starts
 * at a matched letter at[] or is a function word: "brain performing
 * backpropagation (BP)" leaves "backpropagation" over, so it is no long form.
 * A lower-case word hyphenated to a matched one belongs to it ("Rotation-sensitive
 * Regression Detector (RRD)"). */
static bool every_word_matched(const char *lf, size_t ln, long off, const long *at, size_t n_at)
{
	static const char *const fw[] = {"of", "for", "and", "the", "to", "in", "on", "with", "a", "an", "by",
					 "from", "via", "at", "any", "as", "or", NULL};
	size_t i = (size_t)off;
	bool prev_matched = false;
	while (i < ln) {
		while (i < ln && (lf[i] == ' ' || lf[i] == '-'))
			i++;
		size_t j = i;
		while (j < ln && lf[j] != ' ' && lf[j] != '-')
			j++;
		if (j == i)
			break;
		bool matched = false;
		for (size_t k = 0; k < n_at && !matched; k++)
			matched = at[k] == (long)i;
		bool ok = matched || (prev_matched && lf[i - 1] == '-' && pg_ascii_is_lower((unsigned char)lf[i]));
		prev_matched = matched;
		for (const char *const *w = fw; *w && !ok; w++)
			ok = strlen(*w) == j - i && strncasecmp(lf + i, *w, j - i) == 0;
		if (!ok)
			return false;
		i = j;
	}
	return true;
}

/* The long form by capitals at word starts when there is one whose every word
 * a letter starts (or a function word), else by plain Schwartz-Hearst. */
static long sh_match(const char *a, size_t an, const char *lf, size_t ln)
{
	long at[32];
	size_t n_at;
	long off = sh_match_mode(a, an, lf, ln, true, at, &n_at);
	if (off >= 0 && every_word_matched(lf, ln, off, at, n_at))
		return off;
	return sh_match_mode(a, an, lf, ln, false, at, &n_at);
}

bool pgx_spelled_by_initials(const char *a, size_t an, const char *lf, size_t ln)
{
	long at[32];
	size_t n_at;
	return an >= 2 && sh_match_mode(a, an, lf, ln, true, at, &n_at) == 0 && every_word_matched(lf, ln, 0, at, n_at);
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

/* Returns true if the long form [a, b) of two words or more ends in a noun that
 * names a task ("Morphed Face Detection", "Novel Class Discovery"), or starts with
 * "Learning from/to" ("Learning from Noisy Votes"). */
static bool long_form_task_head(const ctx *c, size_t a, size_t b)
{
	static const char *const heads[] = {
		"detection", "discovery", "recognition", "segmentation", "classification", "captioning",
		"tracking", "retrieval", "forecasting", "summarization", "summarisation", "parsing",
		"localization", "localisation", "answering", "translation", "prediction", "identification",
		"verification", "completion", "generation", "reasoning", "alignment", "labeling", "labelling",
		"resolution", "extraction", "disambiguation", "tagging", NULL
	};
	if (b < a + 2)
		return false;
	if (eqi(c, a, "learning") && (eqi(c, a + 1, "from") || eqi(c, a + 1, "to")))
		return true;
	return in_set(c, b - 1, heads);
}

/* "the problem of", "a setting called": a noun that makes what follows a problem. */
bool pgx_problem_noun(const ctx *c, size_t w)
{
	return eqi(c, w, "problem") || eqi(c, w, "task") || eqi(c, w, "setting") || eqi(c, w, "notion") ||
	       eqi(c, w, "scenario") || eqi(c, w, "challenge") || eqi(c, w, "concept") || eqi(c, w, "phenomenon");
}

/* "Foo Bar Baz (FBB), a novel active learning problem": the appositive after the
 * bracketed acronym says the long form starting at ft names a problem. */
static bool appositive_problem(const ctx *c, size_t ft)
{
	/* "a novel task, zorb voice beautification (ZVB)": the apposition comes first */
	size_t sb = sent_begin(c, c->t->toks[ft].sentence);
	if (ft >= sb + 3 && is_punct(c, ft - 1, ',') && pgx_problem_noun(c, ft - 2) &&
	    (eqi(c, ft - 3, "a") || eqi(c, ft - 3, "an") ||
	     (ft >= sb + 4 && (eqi(c, ft - 4, "a") || eqi(c, ft - 4, "an")))))
		return true;
	size_t se = sent_end(c, c->t->toks[ft].sentence);
	size_t q = ft;
	while (q < se && !is_punct(c, q, ')'))
		q++;
	if (q + 2 < se && is_punct(c, q + 1, ',') && (eqi(c, q + 2, "a") || eqi(c, q + 2, "an") || eqi(c, q + 2, "the")))
		for (size_t r = q + 3; r < se && r < q + 9 && !has_cue(c, r, CUE_CLAUSE_STOPS) && !is_punct(c, r, ','); r++)
			if (pgx_problem_noun(c, r))
				return true;
	return false;
}

/* Returns true if the long form starting at token ft is the object of a
 * proposing or naming verb ("we introduce a novel approach, dubbed Graded
 * Label Smoothing (GLS)"): a coined method that ends in a task phrase, not a
 * narrower task. A noun before it ("the notion of", "the task of") or any
 * preposition stops the walk, so "we introduce the problem of Open Set Text
 * Retrieval (OSTR)" stays a task. */
static bool proposed_long_form(const ctx *c, size_t ft, size_t b)
{
	size_t lo = ft > b + 8 ? ft - 8 : b;
	if (appositive_problem(c, ft))
		return false;
	for (size_t k = ft; k > lo; k--) {
		size_t w = k - 1;
		if (has_cue(c, w, CUE_NAMING_VERBS)) {
			/* "this problem is called X", "a setting we term X" */
			for (size_t r = w > b + 4 ? w - 4 : b; r < w; r++)
				if (pgx_problem_noun(c, r))
					return false;
			return true;
		}
		if (has_cue(c, w, CUE_PROPOSE_VERBS) || eqi(c, w, "introducing") || eqi(c, w, "proposing") ||
		    eqi(c, w, "presenting"))
			return true;
		if (is_punct(c, w, ',') || is_punct(c, w, '"') || eqi(c, w, "a") || eqi(c, w, "an") ||
		    eqi(c, w, "the") || eqi(c, w, "our") || eqi(c, w, "namely") || eqi(c, w, "known") ||
		    has_cue(c, w, CUE_NOVELTY) || has_cue(c, w, CUE_CUE_HEADS) ||
		    eqi(c, w, "it") || eqi(c, w, "as") || eqi(c, w, "yet") || eqi(c, w, "effective") ||
		    eqi(c, w, "efficient") || eqi(c, w, "and") || eqi(c, w, "paradigm") || eqi(c, w, "strategy") ||
		    eqi(c, w, "scheme") || eqi(c, w, "objective") || eqi(c, w, "loss"))
			continue;
		return false;
	}
	return false;
}

/* Kinds of mathematical object ("matrices", "manifold", "equations"): the head of
 * a term rather than of a method, after an acronym pair or ending its long form. */
static const char *const math_objects[] = {"matrix", "matrices", "manifold", "manifolds", "space", "spaces",
					   "equation", "equations", "inequality", "inequalities", "norm", "norms",
					   "cone", "cones", "polynomial", "polynomials", "distribution",
					   "distributions", "condition", "conditions", "property", "properties",
					   "graph", "graphs", NULL};
/* ... and those that count only after the pair ("(SPD) operators"): ending a long form
 * they may name a method ("Fourier Neural Operator (FNO)") */
static const char *const math_objects_after[] = {"operator", "operators", "tensor", "tensors", NULL};

/* Makes the acronym pair "long form (ACR)", long form at tokens [ft, i) and clean
 * text [lcs, lce), acronym at token a, one entity of `kind` labelled by the long form
 * and keyed by it or (by_acronym) by the acronym; its two mentions replace what was
 * tagged there (a data set's are coined: known only from this text). Records the
 * pair in ac. Returns false, changing nothing, if a name is too long to key. */
static bool pair_entity(ctx *c, acro *ac, size_t ft, size_t i, size_t a, size_t lcs, size_t lce,
			pg_entity_kind kind, bool by_acronym)
{
	const pg_text *t = c->t;
	const char *aw = TW(c, a);
	size_t an = TL(c, a);
	if (lce - lcs >= PG_LEX_KEY_MAX || an >= PG_LEX_KEY_MAX)
		return false;
	char key[PG_LEX_KEY_MAX * 2 + 16];
	if (by_acronym)
		pgx_make_key(aw, an, key, sizeof key);
	else
		pgx_make_key(t->clean + lcs, lce - lcs, key, sizeof key);
	int s = t->toks[i].sentence;
	int ent = pgx_get_entity(c, kind, key, t->clean + lcs, lce - lcs, aw, an, s, lcs, lce);
	ac->ent = ent;
	ac->kind = kind;
	c->n_acros++;
	pgx_clear_mentions(c, ft, a + 1);
	int m1 = pgx_add_mention(c, ft, i, lcs, lce, kind, ent, 2);
	int m2 = pgx_add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, kind, ent, 2);
	if (kind == PG_ENTITY_DATASET) {
		if (m1 >= 0)
			c->m[m1].coined = true;
		if (m2 >= 0)
			c->m[m2].coined = true;
	}
	return true;
}

bool pgx_all_capitals(const ctx *c, size_t k)
{
	const char *w = TW(c, k);
	size_t n = TL(c, k), up = 0;
	if (c->t->toks[k].kind != PG_TOK_WORD)
		return false;
	for (size_t r = 0; r < n; r++) {
		if (pg_ascii_is_lower((unsigned char)w[r]))
			return false;
		up += pg_ascii_is_upper((unsigned char)w[r]);
	}
	return up >= 2;
}

/* "ZorbRet3D (Zorbing REconstruction and Tracking in 3D)": a name followed by its
 * long form in brackets. The long form's words get a generic mention, so that
 * they do not become a second name beside the one they spell out; the lexicon's
 * mentions inside stay ("WSVM (weighted SVM)"). A long form the lexicon knows as
 * a whole, or one without a capital, is left alone. */
static void reverse_pairs(ctx *c)
{
	const pg_text *t = c->t;
	for (size_t i = 1; i + 3 < t->n_toks && !c->oom; i++) {
		if (!is_punct(c, i, '(') || t->toks[i - 1].kind != PG_TOK_WORD || !acronym_shape(TW(c, i - 1), TL(c, i - 1)))
			continue;
		int s = t->toks[i].sentence;
		size_t j = i + 1, words = 0;
		bool capital = false;
		while (j < t->n_toks && j < i + 14 && t->toks[j].sentence == s &&
		       (t->toks[j].kind == PG_TOK_WORD || t->toks[j].kind == PG_TOK_NUMBER)) {
			words++;
			capital = capital || pg_ascii_is_upper((unsigned char)TW(c, j)[0]);
			j++;
		}
		if (j >= t->n_toks || !is_punct(c, j, ')') || words < 2 || !capital)
			continue;
		mention *lm = mention_at(c, i + 1);
		if (lm && lm->t0 == i + 1 && lm->t1 == j)
			continue;
		/* a name the lexicon or the stop words know otherwise ("NEAT (Name
		 * Extraction Against Trafficking)"): the long form is the paper's name */
		if (c->tok_m[i - 1] >= 0 || pg_lexicon_stop_category(c->lex, TW(c, i - 1), TL(c, i - 1)))
			continue;
		size_t lcs = t->toks[i + 1].s, lce = t->toks[j - 1].e;
		if (sh_match(TW(c, i - 1), TL(c, i - 1), t->clean + lcs, lce - lcs) != 0)
			continue;
		/* the runs of words the lexicon left untagged, but for acronyms, which
		 * name what the long form builds on ("WSVM (weighted SVM)", "LadaBERT
		 * (Lightweight adaptation of BERT)") */
		for (size_t k = i + 1; k < j;) {
			if (c->tok_m[k] >= 0 || pgx_all_capitals(c, k)) {
				k++;
				continue;
			}
			size_t r = k;
			while (r < j && c->tok_m[r] < 0 && !pgx_all_capitals(c, r))
				r++;
			int g = pgx_add_mention(c, k, r, t->toks[k].s, t->toks[r - 1].e, PG_ENTITY_METHOD, -1, 1);
			if (g >= 0)
				c->m[g].generic = true;
			k = r;
		}
		i = j;
	}
}

void pgx_find_acronyms(ctx *c)
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
		if (am > 2 && aw[am - 1] == 's' && pg_ascii_is_upper((unsigned char)aw[am - 2]))
			am--; /* plural: DNNs */
		/* long-form window: words before '(' in the same clause */
		size_t letters = 0;
		for (size_t k = 0; k < am; k++)
			letters += pg_ascii_is_alnum((unsigned char)aw[k]);
		size_t maxw = letters + 5 < letters * 2 ? letters + 5 : letters * 2;
		size_t b = sent_begin(c, t->toks[i].sentence);
		size_t j = i, words = 0;
		while (j > b && words < maxw) {
			const pg_token *pk = &t->toks[j - 1];
			/* "Width & Depth Pruning (WDPruning)": an ampersand joins words of the long form */
			bool amp = is_punct(c, j - 1, '&') && j - 1 > b && j < i;
			/* "Filter, Rank, and Prune (FRP)": a comma between capitalised
			 * words of a list that the acronym spells */
			bool list = is_punct(c, j - 1, ',') && j - 1 > b && j < i &&
				    pgx_capitalised_words(c, j - 2, j - 1) &&
				    (pgx_capitalised_words(c, j, j + 1) || eqi(c, j, "and"));
			if (pk->kind != PG_TOK_WORD && pk->kind != PG_TOK_NUMBER && !amp && !list)
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
		ac->lcs = ac->lce = 0;
		ac->family = false;
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
				en->alt = strndup(aw, an);
				if (!en->alt)
					c->oom = true;
			}
			c->n_acros++;
			pgx_add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, lm->kind, lm->ent, 2);
			continue;
		}
		/* "the Zorb Per Token (ZPT) metric", "the Choice of Zorb Alternatives (CZA)
		 * task": the head after the brackets says what the pair names */
		size_t h = a + 2; /* the word after the brackets */
		bool head = is_punct(c, a + 1, ')') && h < t->n_toks && t->toks[h].sentence == s;
		/* "symmetric positive definite (SPD) matrices", "Euclidean distance
		 * matrix (EDM)": a kind of mathematical object, after the brackets or
		 * ending the long form, is a term, not a method's name (an operator or
		 * a tensor ending it, a neural one or one before a method's head may
		 * be one: "Fourier Neural Operator (FNO)", "Zorb Manifolds (ZM) method"),
		 * unless the paper introduces it ("we propose a novel Zorb (ZB)
		 * distribution"). Generic mentions keep its capitalised words
		 * ("Karush-Kuhn-Tucker (KKT) conditions") from becoming names. */
		bool math_after = head && (in_set(c, h, math_objects) || in_set(c, h, math_objects_after));
		bool math_end = i - ft >= 2 && in_set(c, i - 1, math_objects) && !(head && has_cue(c, h, CUE_CUE_HEADS));
		for (size_t q = ft; q < i && math_end; q++)
			math_end = !in_set(c, q, (const char *const[]){"neural", "network", "networks", NULL});
		if ((math_after || math_end) && !proposed_long_form(c, ft, b) &&
		    !(sentence_has_cue(c, s, CUE_PROPOSE_VERBS) && sentence_has_cue(c, s, CUE_SELF_WORDS))) {
			ac->generic = true;
			c->n_acros++;
			pgx_clear_mentions(c, ft, a + 1);
			int g1 = pgx_add_mention(c, ft, i, lcs, lce, PG_ENTITY_METHOD, -1, 1);
			int g2 = pgx_add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, PG_ENTITY_METHOD, -1, 1);
			if (g1 >= 0)
				c->m[g1].generic = true;
			if (g2 >= 0)
				c->m[g2].generic = true;
			continue;
		}
		bool metric_head = head && (eqi(c, h, "metric") || eqi(c, h, "metrics") || eqi(c, h, "score") ||
					    eqi(c, h, "scores") || eqi(c, h, "measure"));
		bool task_head = head && (eqi(c, h, "task") || eqi(c, h, "problem")); /* "(NLP) tasks": a field */
		/* "we propose a novel no-reference Zorb Quality (ZQ) metric" stays a proposal */
		if (metric_head && sentence_has_cue(c, s, CUE_PROPOSE_VERBS) && sentence_has_cue(c, s, CUE_SELF_WORDS))
			metric_head = false;
		if ((metric_head || task_head) && i - ft >= 2 && !proposed_long_form(c, ft, b) &&
		    pair_entity(c, ac, ft, i, a, lcs, lce, metric_head ? PG_ENTITY_METRIC : PG_ENTITY_TASK, false))
			continue;
		/* "the Multi-Vehicle Zorb Camera (MVZC) dataset": a data set named by its
		 * long form and acronym, the head after the brackets (a task's name as
		 * long form stays the task: "the zorb detection (ZD) dataset") */
		if (head && has_cue(c, h, CUE_DATASET_HEADS) && i - ft >= 2 && !long_form_ends_in_task(c, ft, i) &&
		    !long_form_task_head(c, ft, i) && pair_entity(c, ac, ft, i, a, lcs, lce, PG_ENTITY_DATASET, true))
			continue;
		/* "Weakly Supervised Semantic Segmentation (WSSS)": a narrower task (but
		 * "Graph Contrastive Learning for Sequential Recommendation (GCL4SR)" is a
		 * means for one) */
		bool means = false;
		for (size_t q = ft + 1; q + 1 < i && !means; q++)
			means = in_set(c, q, (const char *const[]){"for", "via", "with", "using", "by", NULL});
		if ((((long_form_ends_in_task(c, ft, i) || long_form_task_head(c, ft, i)) && !means &&
		      !proposed_long_form(c, ft, b)) ||
		     appositive_problem(c, ft)) &&
		    pair_entity(c, ac, ft, i, a, lcs, lce, PG_ENTITY_TASK, false))
			continue;
		/* "the Foo Bar benchmark (FBB)": a new data set named by its acronym, the
		 * head not part of its label */
		if (has_cue(c, i - 1, CUE_DATASET_HEADS) && i - 1 > ft &&
		    pair_entity(c, ac, ft, i, a, lcs, t->toks[i - 2].e, PG_ENTITY_DATASET, true))
			continue;
		mention *am_ = mention_at(c, a);
		if (am_ && am_->t0 == a && am_->t1 == a + 1 && am_->technique && i - ft >= 2) {
			/* "camera-radar fusion (CRF)": the paper's own sense of an acronym
			 * the techniques lexicon knows ("conditional random field"), here
			 * and wherever else the abstract writes it */
			pgx_forget_label_key(c, am_->ent);
			for (size_t q = 0; q < t->n_toks; q++) {
				mention *o = mention_at(c, q);
				if (o && o->technique && o->t0 == q && o->t1 == q + 1 && TL(c, q) == an &&
				    memcmp(TW(c, q), aw, an) == 0)
					pgx_clear_mentions(c, q, q + 1);
			}
			pgx_clear_mentions(c, a, a + 1);
			am_ = NULL;
		}
		if (am_ && am_->t0 == a && am_->t1 == a + 1 && am_->kind != PG_ENTITY_METHOD && i - ft >= 2) {
			/* the long form is not what the lexicon knows the acronym as ("MAC");
			 * a lower-case long form naming no data ("linear ranking analysis
			 * (LRA)") is another sense wherever else the abstract writes it too,
			 * a spelling of the data set's own name ("Stanford Natural Language
			 * Inference (SNLI)", "general language understanding evaluation
			 * (GLUE)") only here */
			int known = am_->ent;
			bool other_sense = true;
			for (size_t q = ft; q < i && other_sense; q++)
				other_sense = (pg_ascii_is_lower((unsigned char)TW(c, q)[0]) ||
					       (q == ft && pgx_sentence_initial(c, q))) &&
					      !in_set(c, q, (const char *const[]){"evaluation", "benchmark", "dataset",
										  "corpus", "challenge", "treebank",
										  "suite", "database", "collection",
										  "competition", NULL});
			for (size_t q = 0; q < t->n_toks && other_sense; q++) {
				mention *o = mention_at(c, q);
				if (o && o->ent == known && o->t0 == q && o->t1 == q + 1 && TL(c, q) == an &&
				    memcmp(TW(c, q), aw, an) == 0)
					pgx_clear_mentions(c, q, q + 1);
			}
			pgx_clear_mentions(c, a, a + 1);
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
			       pg_lexicon_stop_category(c->lex, aw, am) == 'a' ||
			       generic_long_form(c, ft, i,
						 proposed_long_form(c, ft, b) && sentence_has_cue(c, s, CUE_SELF_WORDS));
		/* a lower-case long form of one or two words is a term, not a name */
		ac->generic = generic;
		ac->family = generic && an >= 3 && aw[an - 1] == 's' &&
			     in_set(c, i - 1, (const char *const[]){"models", "networks", NULL});
		ac->lcs = lcs;
		ac->lce = lce;
		c->n_acros++;
		if (generic)
			continue;
		char key[PG_LEX_KEY_MAX * 2 + 16];
		if (an >= PG_LEX_KEY_MAX)
			continue;
		pgx_make_key(aw, an, key, sizeof key);
		int ent = pgx_get_entity(c, PG_ENTITY_METHOD, key, t->clean + lcs, lce - lcs, aw, an, s, lcs, lce);
		c->acros[c->n_acros - 1].ent = ent;
		pgx_clear_mentions(c, ft, a + 1);
		pgx_add_mention(c, ft, i, lcs, lce, PG_ENTITY_METHOD, ent, 2);
		pgx_add_mention(c, a, a + 1, t->toks[a].s, t->toks[a].e, PG_ENTITY_METHOD, ent, 2);
	}
	if (!c->oom)
		reverse_pairs(c);
}

void pgx_reverse_pair_alts(ctx *c)
{
	const pg_text *t = c->t;
	for (size_t i = 1; i + 1 < t->n_toks && !c->oom; i++) {
		mention *g = mention_at(c, i + 1);
		mention *m = mention_at(c, i - 1);
		if (!is_punct(c, i, '(') || !g || !g->generic || g->ent >= 0 || g->t0 != i + 1 || !m || m->ent < 0 ||
		    m->t1 != i || m->kind != PG_ENTITY_METHOD)
			continue;
		/* the whole long form: up to the closing bracket */
		size_t j = g->t1;
		while (j < t->n_toks && j < i + 14 && !is_punct(c, j, ')'))
			j++;
		if (j >= t->n_toks || !is_punct(c, j, ')'))
			continue;
		m->strength = 2; /* "NEAT (Name Extraction ...)": spelt out, so a name */
		pg_entity *en = &c->x->entities[m->ent];
		if (en->alt)
			continue;
		en->alt = strndup(t->clean + g->cs, t->toks[j - 1].e - g->cs);
		if (!en->alt)
			c->oom = true;
	}
}

/* Returns true if word w[0..n) is cased to spell an acronym: two capitals or more
 * opening a lower-case word ("REmoves", "MIning"), or a capital inside a word
 * that starts in lower case ("cORrelations", "mulTilevel"). */
static bool spelling_case(const char *w, size_t n)
{
	size_t up = 0;
	while (up < n && pg_ascii_is_upper((unsigned char)w[up]))
		up++;
	if (up >= 2 && up + 2 <= n && pg_ascii_is_lower((unsigned char)w[up]) &&
	    pg_ascii_is_lower((unsigned char)w[up + 1]))
		return true;
	if (n && pg_ascii_is_lower((unsigned char)w[0]))
		for (size_t i = 1; i < n; i++)
			if (pg_ascii_is_upper((unsigned char)w[i]))
				return true;
	return false;
}

/* Returns the token after the words from token i whose capitals, in order, are
 * exactly acr[0..an) ("REmoves Spurious cORrelations in mulTilevel" for RESORT),
 * two words or more with capitals, at most two words in a row that have none,
 * no punctuation but hyphens and slashes; 0 if they are not ("ESPNet" alone
 * spells no "ESPNetv2"). *odd tells whether a word is cased to spell. */
static size_t spelled_span(const ctx *c, size_t i, const char *acr, size_t an, bool *odd)
{
	const pg_text *t = c->t;
	size_t got = 0, plain = 0, words = 0;
	*odd = false;
	for (size_t j = i; j < t->n_toks && j < i + 16 && t->toks[j].sentence == t->toks[i].sentence; j++) {
		if (t->toks[j].kind != PG_TOK_WORD) {
			if (is_punct(c, j, '-') || is_punct(c, j, '/'))
				continue;
			return 0;
		}
		const char *w = TW(c, j);
		size_t n = TL(c, j), caps = 0;
		for (size_t k = 0; k < n; k++) {
			if (!pg_ascii_is_upper((unsigned char)w[k]))
				continue;
			if (got == an || w[k] != acr[got])
				return 0;
			got++;
			caps++;
		}
		if (!caps) {
			if (++plain > 2)
				return 0;
			continue;
		}
		plain = 0;
		words++;
		*odd = *odd || spelling_case(w, n);
		if (got == an)
			return words >= 2 ? j + 1 : 0;
	}
	return 0;
}

/* The capitals of an acronym-shaped single word ("RE-SORT", "PRODIGy": most of
 * its letters capitals, three or more), into buf; 0 if it is not one. */
static size_t acronym_capitals(const char *s, char *buf, size_t cap)
{
	size_t n = 0, letters = 0;
	for (const char *p = s; *p; p++) {
		if (*p == ' ')
			return 0;
		if (pg_ascii_is_alpha((unsigned char)*p))
			letters++;
		if (pg_ascii_is_upper((unsigned char)*p)) {
			if (n + 1 >= cap)
				return 0;
			buf[n++] = *p;
		}
	}
	buf[n] = '\0';
	return n >= 3 && 2 * n >= letters ? n : 0;
}

/* Marks the method mentions of tokens [a, b) as names of the proposal. */
static void own_mentions(ctx *c, size_t a, size_t b, int prop)
{
	for (size_t q = 0; q < c->n_m; q++) {
		mention *m = &c->m[q];
		if (m->kind == PG_ENTITY_METHOD && m->ent >= 0 && m->ent != prop && m->t0 >= a && m->t1 <= b &&
		    !(c->ent_role[m->ent] & (ROLE_TECHNIQUE | ROLE_KNOWN)))
			c->ent_role[m->ent] |= ROLE_PROP;
	}
}

/* Returns true if the single-word name a, capitals and lower case mixed, is
 * spelt by the initials of the proposed name p, every word of two or more
 * matched, at most half its length: "PerAct" for "Perceiver-Actor", not
 * "Mask-Predict" for "MaskRepeat-Predict". An acronym in capitals only is
 * left alone: the pairs defined it, and one that matches may be another's
 * ("HAQ" for a proposed "Hessian AWare Quantization"). */
static bool shortens(const char *a, const char *p)
{
	size_t an = strlen(a), caps = 0, lower = 0;
	if (an < 3 || 2 * an > strlen(p) || strchr(a, ' ') || !(strchr(p, ' ') || strchr(p, '-')))
		return false;
	for (size_t i = 0; i < an; i++) {
		caps += pg_ascii_is_upper((unsigned char)a[i]) != 0;
		lower += pg_ascii_is_lower((unsigned char)a[i]) != 0;
	}
	return caps >= 2 && lower && pgx_spelled_by_initials(a, an, p, strlen(p));
}

void pgx_own_spellings(ctx *c)
{
	for (size_t i = 0; i < c->n_prop; i++) {
		int prop = c->proposed[i];
		const pg_entity *pe = &c->x->entities[prop];
		if (pe->kind != PG_ENTITY_METHOD)
			continue;
		char acr[32];
		size_t an = acronym_capitals(pe->label, acr, sizeof acr);
		if (!an && pe->alt)
			an = acronym_capitals(pe->alt, acr, sizeof acr);
		for (size_t k = 0; an && k < c->t->n_toks; k++) {
			bool odd;
			size_t end = c->t->toks[k].kind == PG_TOK_WORD && TW(c, k)[0] == acr[0] ?
					     spelled_span(c, k, acr, an, &odd) : 0;
			if (end && odd)
				own_mentions(c, k, end, prop);
		}
		for (size_t e = 0; e < c->x->n_entities; e++) {
			const pg_entity *en = &c->x->entities[e];
			if ((int)e != prop && en->kind == PG_ENTITY_METHOD && !(c->ent_role[e] & (ROLE_PROP | ROLE_TECHNIQUE | ROLE_KNOWN)) &&
			    (shortens(en->label, pe->label) || (pe->alt && shortens(en->label, pe->alt))))
				c->ent_role[e] |= ROLE_PROP;
		}
	}
}

/* Returns true if token k writes the acronym a[0..an) ("PLMs"), or its singular
 * ("PLM"). */
static bool writes_acronym(const ctx *c, size_t k, const char *a, size_t an)
{
	size_t n = TL(c, k);
	return c->t->toks[k].kind == PG_TOK_WORD && (n == an || n + 1 == an) && memcmp(TW(c, k), a, n) == 0;
}

void pgx_used_families(ctx *c)
{
	const pg_text *t = c->t;
	for (size_t i = 0; i < c->n_acros && !c->oom; i++) {
		const acro *ac = &c->acros[i];
		if (!ac->family || ac->lce <= ac->lcs || ac->lce - ac->lcs >= PG_LEX_KEY_MAX)
			continue;
		const char *aw = t->clean + ac->cs;
		size_t an = ac->ce - ac->cs;
		for (size_t k = 0; k < t->n_toks; k++) {
			if (t->toks[k].s <= ac->cs || !writes_acronym(c, k, aw, an))
				continue;
			int s = t->toks[k].sentence;
			if (!sentence_has_cue(c, s, CUE_SELF_WORDS) && !sentence_has_proposed(c, s))
				continue;
			/* what the paper does with the family: "we use LMs", "built upon
			 * PLMs", "a framework for PLMs", "specializing PLMs" (not "learns
			 * efficient DNNs", "for PTQ in LLMs") */
			size_t v = k;
			while (v > 0 && k - v < 2 && t->toks[v - 1].sentence == s &&
			       in_set(c, v - 1, (const char *const[]){"the", "a", "large", "pre-trained", "pretrained",
								       "existing", "off-the-shelf", "different", "various",
								       "multiple", "several", "many", NULL}))
				v--;
			if (v == 0 || t->toks[v - 1].sentence != s ||
			    !(has_cue(c, v - 1, CUE_USE_CUES) ||
			      in_set(c, v - 1, (const char *const[]){"for", "upon", "on", "specializing", "specialising",
								     "adapting", "probing", "prompting", "fine-tuning",
								     "finetuning", "querying", "distilling", NULL})))
				continue;
			char key[PG_LEX_KEY_MAX * 2 + 16];
			pgx_make_key(aw, an - 1, key, sizeof key); /* "PLMs" and "PLM": one family */
			int ent = pgx_get_entity(c, PG_ENTITY_METHOD, key, t->clean + ac->lcs, ac->lce - ac->lcs, aw, an, s,
						 ac->lcs, ac->lce);
			if (ent >= 0 && !(c->ent_role[ent] & (ROLE_PROP | ROLE_COMP)))
				pgx_add_fact(c, PG_REL_USES, -1, ent, s, "use-family");
			break;
		}
	}
}
