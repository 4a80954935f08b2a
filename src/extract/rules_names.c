/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 4: tokens judged by their shape as names of methods or data sets,
 * data set lists and metric words that name a training term. */
#include <string.h>

#include "base/ascii.h"
#include "extract/rules.h"

/* Returns the length of the name part of token i once a -based style suffix is peeled. */
static size_t peel_suffix(const ctx *c, size_t i, bool *based)
{
	const char *w = TW(c, i);
	size_t n = TL(c, i);
	*based = false;
	if (n < 4 || !memchr(w + 1, '-', n - 1))
		return n;
	for (const char *const *s = pgx_name_suffixes; *s; s++) {
		size_t k = strlen(*s);
		if (n > k + 1) {
			size_t j = 0;
			while (j < k && pg_ascii_lower((unsigned char)w[n - k + j]) == (*s)[j])
				j++;
			if (j == k) {
				/* only a strong prefix is a name: "GPT-based", not "Patch-level" */
				int up = 0, dig = 0;
				for (size_t q = 0; q < n - k; q++) {
					up += pg_ascii_is_upper((unsigned char)w[q]);
					dig += pg_ascii_is_digit((unsigned char)w[q]);
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

bool pgx_is_setting_shape(const char *w, size_t n)
{
	/* W4A4, W8A8KV8 */
	if (n >= 4 && (w[0] == 'W' || w[0] == 'w') && pg_ascii_is_digit((unsigned char)w[1])) {
		size_t k = 1;
		while (k < n && pg_ascii_is_digit((unsigned char)w[k]))
			k++;
		if (k < n && (w[k] == 'A' || w[k] == 'a'))
			return true;
	}
	return false;
}

/* Returns true if w, which starts with a digit, is a name led by a number: a
 * capital right after the digits, two capitals or more and no digit after
 * them, three characters or more or a hyphen ("2PL-ND", "3DGS", "4DGen",
 * "300W-LP"); not a dimension ("3D", "2D-3D"), a unit, a count of things or a
 * metric of the lexicon ("16GB", "10Hz", "6-DoF", "2-MLP", "0.5IoU"). */
static bool digit_led_name(const ctx *c, const char *w, size_t n)
{
	static const char *const units[] = {"GB", "MB", "KB", "TB", "GPU", "GPUs", "GHz", "MHz", "Hz", "FPS",
					    "DoF", "DOF", "TFLOPs", "GFLOPs", "FLOPs", "FLOP", NULL};
	size_t k = 0;
	while (k < n && (pg_ascii_is_digit((unsigned char)w[k]) || w[k] == '.'))
		k++;
	if (k == n || !pg_ascii_is_upper((unsigned char)w[k]) || (w[k] == 'D' && (k + 1 == n || w[k + 1] == '-')))
		return false;
	int up = 0;
	bool hyphen = false;
	for (size_t q = k; q < n; q++) {
		if (pg_ascii_is_digit((unsigned char)w[q]))
			return false;
		up += pg_ascii_is_upper((unsigned char)w[q]);
		hyphen = hyphen || w[q] == '-';
	}
	for (const char *const *u = units; *u; u++)
		if (strlen(*u) == n - k && memcmp(*u, w + k, n - k) == 0)
			return false;
	char key[PG_LEX_KEY_MAX];
	size_t kn = pg_lexicon_normalize(w + k, n - k, key, sizeof key);
	if (kn && pg_lexicon_lookup(c->lex, PG_LEX_METRIC, key, kn, w + k, n - k))
		return false;
	return up >= 2 && (n - k >= 3 || hyphen);
}

/* Returns true if the word w[0, n) ends in a hyphen and a lower-case adjective or
 * participle that makes the whole an adjective: "AI-enabled", "NP-complete",
 * "Out-of-domain", "GPU-friendly", "PAC-learnable", "LLM-related". Inside a
 * longer capitalised name it is still part of the name (name_strength). */
static bool adjective_compound(const char *w, size_t n)
{
	static const char *const tails[] = {
		"domain", "related", "complete", "hard", "enabled", "induced", "friendly", "learned", "learnable",
		"labeled", "labelled", "annotated", "invariant", "equivariant", "focused", "constrained",
		"robust", "independent", "dependent", "consistent", "compliant", "selected", "shaped",
		"sized", "rich", "centered", "sensitive", "intensive", "efficient", NULL};
	const char *h = NULL;
	for (size_t k = 1; k + 1 < n; k++)
		if (w[k] == '-')
			h = w + k + 1;
	if (!h)
		return false;
	size_t hn = (size_t)(w + n - h);
	for (const char *const *t = tails; *t; t++)
		if (strlen(*t) == hn && memcmp(*t, h, hn) == 0)
			return true;
	return false;
}

/* Returns true if token i names a family of distributions ("sub-Gaussian",
 * "Exponential"), not of models. */
static bool distribution_word(const ctx *c, size_t i)
{
	static const char *const tails[] = {"gaussian", "exponential", "poisson", "dirichlet", "gamma",
					    "laplace", "bernoulli", "multinomial", NULL};
	const char *w = TW(c, i);
	size_t n = TL(c, i);
	for (const char *const *t = tails; *t; t++) {
		size_t k = strlen(*t);
		if (n >= k && strncasecmp(w + n - k, *t, k) == 0)
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
	/* not inside a longer capitalised name ("Scale-invariant Face Detector",
	 * "Cross-domain 3D Consistency") */
	if (adjective_compound(w, TL(c, i)) &&
	    !(i + 1 < c->t->n_toks && c->t->toks[i + 1].kind != PG_TOK_PUNCT &&
	      (pg_ascii_is_upper((unsigned char)TW(c, i + 1)[0]) || pg_ascii_is_digit((unsigned char)TW(c, i + 1)[0]))))
		return 0;
	if ((tk->flags & PG_TOKF_MATH) && !(tk->flags & PG_TOKF_EMPH))
		return 0;
	if (tk->flags & PG_TOKF_ABBREV)
		return 0;
	if (n < 2 || n > 40)
		return 0;
	int cat = pg_lexicon_stop_category(c->lex, w, n);
	if (cat || (n != TL(c, i) && pg_lexicon_is_stop(c->lex, w, TL(c, i)))) {
		/* "MORE", "SMART": an English word in capitals is a chosen name (not
		 * "INTEL", an organisation) */
		bool caps = n >= 4 && (cat == 'c' || cat == 'p');
		for (size_t k = 0; caps && k < n; k++)
			if (!pg_ascii_is_upper((unsigned char)w[k]))
				caps = false;
		if (!caps)
			return 0;
	}
	int up = 0, lo = 0, dig = 0, other = 0;
	bool camel = false;
	for (size_t k = 0; k < n; k++) {
		unsigned char ch = (unsigned char)w[k];
		if (pg_ascii_is_upper(ch)) {
			up++;
			if (k > 0 && pg_ascii_is_lower((unsigned char)w[k - 1]))
				camel = true;
		} else if (pg_ascii_is_lower(ch)) {
			lo++;
		} else if (pg_ascii_is_digit(ch)) {
			dig++;
		} else if (ch >= 0x80) {
			other++;
		}
	}
	if (pg_ascii_is_digit((unsigned char)w[0]) && !digit_led_name(c, w, n))
		return 0; /* 7B, 3D, 2x, 14K, 16GB, 2D-3D (not "2PL-ND", "3DGS") */
	if (pgx_is_setting_shape(w, n))
		return 0;
	if (up + lo == 0)
		return 0;
	/* L1, W2, S2: a letter and a digit are variables, not names */
	if (n <= 3 && up == 1 && lo == 0 && dig >= 1)
		return 0;
	if (tk->flags & PG_TOKF_MACRO)
		return (n >= 3) ? 2 : 0;
	/* L1-pruned, W2-error: a variable glued to an ordinary word */
	if (n >= 4 && pg_ascii_is_upper((unsigned char)w[0]) && pg_ascii_is_digit((unsigned char)w[1])) {
		size_t k = 1;
		while (k < n && pg_ascii_is_digit((unsigned char)w[k]))
			k++;
		if (k < n && w[k] == '-') {
			bool rest_lower = true;
			for (size_t q = k + 1; q < n; q++)
				if (!pg_ascii_is_lower((unsigned char)w[q]) && w[q] != '-')
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
			int part = q > p ? pg_lexicon_stop_category(c->lex, w + p, q - p) : 'f';
			if (!part)
				all_stop = false;
			if (part != 'p')
				all_proper = false;
			p = q + 1;
		}
		if (all_stop && !all_proper)
			return 0;
	}
	/* "Large-scale", "Non-convex": a capitalised stop word with a lower-case tail */
	if (up == 1 && pg_ascii_is_upper((unsigned char)w[0])) {
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
	if (up == 1 && pg_ascii_is_upper((unsigned char)w[0]))
		return 1;
	return 0;
}

size_t pgx_past_marker(const ctx *c, size_t j, size_t end)
{
	static const char *const roman[] = {"i", "ii", "iii", "iv", "v", "vi", "vii", NULL};
	size_t k = j < end && is_punct(c, j, '(') ? j + 1 : j;
	if (k + 1 < end && is_punct(c, k + 1, ')') &&
	    ((c->t->toks[k].kind == PG_TOK_WORD && (TL(c, k) == 1 || in_set(c, k, roman))) ||
	     (c->t->toks[k].kind == PG_TOK_NUMBER && TL(c, k) == 1)))
		return k + 2;
	return j;
}

bool pgx_sentence_initial(const ctx *c, size_t i)
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
bool pgx_name_shape(ctx *c, size_t i, bool allow_initial)
{
	bool based;
	size_t n = peel_suffix(c, i, &based);
	int s = name_strength(c, i, n);
	if (s == 2)
		return true;
	if (s == 1)
		return allow_initial || !pgx_sentence_initial(c, i);
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
			if (c->t->toks[i + 1].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, i + 1)[0]) &&
			    !eqi(c, i + 1, "model") && !eqi(c, i + 1, "models"))
				return false;
		}
		return true;
	}
	if (tk->kind != PG_TOK_WORD)
		return false;
	if (n >= 2 && (w[0] == 'v' || w[0] == 'V') && pg_ascii_is_digit((unsigned char)w[1])) {
		for (size_t k = 1; k < n; k++)
			if (!pg_ascii_is_digit((unsigned char)w[k]) && w[k] != '.')
				return false;
		return true;
	}
	/* sizes: 7B, 13B, 175B, 1.3B, 350M */
	if (n >= 2 && pg_ascii_is_digit((unsigned char)w[0]) && (w[n - 1] == 'B' || w[n - 1] == 'M' || w[n - 1] == 'b')) {
		for (size_t k = 0; k + 1 < n; k++)
			if (!pg_ascii_is_digit((unsigned char)w[k]) && w[k] != '.')
				return false;
		return true;
	}
	if ((n == 2 && memcmp(w, "XL", 2) == 0) || (n == 3 && memcmp(w, "XXL", 3) == 0))
		return true;
	return false;
}

static bool before_et_al(const ctx *c, size_t i)
{
	size_t n = c->t->n_toks;
	return (i + 1 < n && eqi(c, i + 1, "et")) || (i + 1 < n && eqi(c, i + 1, "al."));
}

/* Returns true if token i is a year (1900 to 2099). */
static bool year_tok(const ctx *c, size_t i)
{
	const char *w = TW(c, i);
	return c->t->toks[i].kind == PG_TOK_NUMBER && TL(c, i) == 4 &&
	       ((w[0] == '1' && w[1] == '9') || (w[0] == '2' && w[1] == '0'));
}

/* Returns true if token i is part of a citation in brackets: an author before a
 * year ("[MacKay, 1992; ...]", "(Smith 2019)"; not "(ZORB 2019)") or an
 * alphabetic key in square brackets ("[Han93, CO94]"). */
static bool in_citation(const ctx *c, size_t i)
{
	const pg_text *t = c->t;
	size_t n = t->n_toks;
	const char *w = TW(c, i);
	size_t wn = TL(c, i);
	/* an author's name has lower case ("(ZORB 2019)" may be a data set's edition) */
	bool lower = false;
	for (size_t r = 1; r < wn && !lower; r++)
		lower = pg_ascii_is_lower((unsigned char)w[r]);
	/* "the models of Mannor & Shamir (2011)": an author before a year in brackets */
	if (lower && i + 3 < n && is_punct(c, i + 1, '(') && year_tok(c, i + 2) && is_punct(c, i + 3, ')'))
		return true;
	size_t b = sent_begin(c, t->toks[i].sentence);
	char open = 0;
	size_t ob = 0; /* the opening bracket */
	for (size_t k = i; k > b && i - k < 12 && !open; k--) {
		if (is_punct(c, k - 1, ')') || is_punct(c, k - 1, ']'))
			return false;
		if (is_punct(c, k - 1, '(') || is_punct(c, k - 1, '[')) {
			open = TW(c, k - 1)[0];
			ob = k - 1;
		}
	}
	if (!open)
		return false;
	/* "Arora et al. (QORB'16)": a bracket right after "et al." cites a venue and year */
	if ((ob >= 1 && eqi(c, ob - 1, "al.")) || (ob >= 2 && is_punct(c, ob - 1, '.') && eqi(c, ob - 2, "al")))
		return true;
	if (lower && ((i + 1 < n && year_tok(c, i + 1)) || (i + 2 < n && is_punct(c, i + 1, ',') && year_tok(c, i + 2))))
		return true;
	/* "(Shwartz-Ziv & Tishby, 2017)", "(Smith and Jones 2019)": two authors */
	if (lower && i + 3 < n && (is_punct(c, i + 1, '&') || eqi(c, i + 1, "and")) &&
	    c->t->toks[i + 2].kind == PG_TOK_WORD && pg_ascii_is_upper((unsigned char)TW(c, i + 2)[0]) &&
	    (year_tok(c, i + 3) || (i + 4 < n && is_punct(c, i + 3, ',') && year_tok(c, i + 4))))
		return true;
	return open == '[' && wn >= 4 && pg_ascii_is_digit((unsigned char)w[wn - 1]) &&
	       pg_ascii_is_digit((unsigned char)w[wn - 2]) && !pg_ascii_is_digit((unsigned char)w[wn - 3]) &&
	       (i + 1 >= n || is_punct(c, i + 1, ',') || is_punct(c, i + 1, ';') || is_punct(c, i + 1, ']'));
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
	if (i + 1 >= t->n_toks || t->toks[i].kind != PG_TOK_WORD || !pg_ascii_is_upper((unsigned char)TW(c, i)[0]) ||
	    pgx_sentence_initial(c, i) || !in_set(c, i, openers))
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

/* Returns true if token i sits inside a complexity bound, "O((cN ln N)^1/3)",
 * "Omega(T)": symbols, not names. */
static bool in_big_o(const ctx *c, size_t i)
{
	int depth = 0;
	for (size_t q = i; q > 0 && i - q < 40; q--) {
		if (is_punct(c, q - 1, '.') || is_punct(c, q - 1, ';'))
			return false;
		if (is_punct(c, q - 1, ')'))
			depth++;
		else if (is_punct(c, q - 1, '(') && depth > 0)
			depth--;
		else if (is_punct(c, q - 1, '(') && q >= 2 && !(c->t->toks[q - 1].flags & PG_TOKF_SPACE) &&
			 (eqi(c, q - 2, "O") || eqi(c, q - 2, "Omega") || eqi(c, q - 2, "Theta") ||
			  pg_text_tok_is(c->t, q - 2, "\xCE\xA9") || pg_text_tok_is(c->t, q - 2, "\xCE\x98")))
			return true;
	}
	return false;
}

void pgx_find_names(ctx *c)
{
	const pg_text *t = c->t;
	for (size_t i = 0; i < t->n_toks && !c->oom; i++) {
		if (c->tok_m[i] >= 0 || t->toks[i].kind != PG_TOK_WORD)
			continue;
		/* a bare acronym defined earlier (or later) in the abstract */
		int ai = pgx_acro_lookup(c, TW(c, i), TL(c, i));
		if (ai >= 0) {
			acro *ac = &c->acros[ai];
			if (ac->ent >= 0) {
				pgx_add_mention(c, i, i + 1, t->toks[i].s, t->toks[i].e, ac->kind, ac->ent, 2);
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
		if (st == 1 && pgx_sentence_initial(c, i))
			continue;
		if (before_et_al(c, i) || in_citation(c, i) || in_big_o(c, i))
			continue;
		/* "Dijkstra's algorithm": a person's name */
		if (st == 1 && i + 1 < t->n_toks && pg_text_tok_is(t, i + 1, "'s"))
			continue;
		/* SE(3), SO(3): group names written with a dimension */
		if (i + 2 < t->n_toks && is_punct(c, i + 1, '(') && t->toks[i + 2].kind == PG_TOK_NUMBER &&
		    !(t->toks[i + 1].flags & PG_TOKF_SPACE))
			continue;
		/* "the Gaussian family", "Fubini's theorem"; but "the ResNet family": a
		 * name of a model's shape heads a family of models */
		if (i + 1 < t->n_toks && has_cue(c, i + 1, CUE_NON_METHOD_HEADS) &&
		    !(st >= 2 && (eqi(c, i + 1, "family") || eqi(c, i + 1, "families")) && !distribution_word(c, i)))
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
				    t->toks[j + 1].kind == PG_TOK_WORD && pg_ascii_is_upper((unsigned char)TW(c, j + 1)[0]) &&
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
					if (s2 == 0 && pg_ascii_is_upper((unsigned char)TW(c, j)[0]) &&
					    pg_lexicon_stop_category(c->lex, TW(c, j), TL(c, j)) == 'c')
						s2 = 1; /* "Oscillatory Fourier Neural Network" */
					if (s2 >= 1 && n2 == TL(c, j) && !before_et_al(c, j) &&
					    pgx_acro_lookup(c, TW(c, j), TL(c, j)) < 0) {
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
		/* "an RTX 3090 GPU": hardware, by the head after the whole name */
		if (j > i + 1 && j < t->n_toks &&
		    in_set(c, j, (const char *const[]){"gpu", "gpus", "tpu", "tpus", "cpu", "cpus", "processor",
						       "processors", NULL})) {
			i = j - 1;
			continue;
		}
		size_t cs = t->toks[i].s;
		char key[PG_LEX_KEY_MAX * 2 + 16];
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		/* an entity the lexicon already knows under this name (e.g. written differently) */
		pgx_make_key(t->clean + cs, ce - cs, key, sizeof key);
		pg_entity_kind kind = st == 2 && dataset_shaped(t->clean + cs, ce - cs) ? PG_ENTITY_DATASET :
											  PG_ENTITY_METHOD;
		/* "CRF-based": the lexicon's technique or data set, not a name of its own */
		int ent = n < TL(c, i) && j == i + 1 ? pgx_lexicon_name_entity(c, i, n, t->toks[i].sentence, &kind) : -1;
		bool known = ent >= 0;
		if (!known)
			ent = pgx_get_entity(c, kind, key, t->clean + cs, ce - cs, NULL, 0, t->toks[i].sentence, cs, ce);
		int mi = pgx_add_mention(c, i, j, cs, ce, kind, ent, st);
		if (mi >= 0) {
			c->m[mi].based = based;
			c->m[mi].coined = kind == PG_ENTITY_DATASET && !known;
			c->m[mi].technique = known && kind == PG_ENTITY_METHOD;
		}
		i = j - 1;
	}
}

bool pgx_capitalised_words(const ctx *c, size_t t0, size_t t1)
{
	for (size_t k = t0; k < t1; k++)
		if (c->t->toks[k].kind != PG_TOK_WORD || !pg_ascii_is_upper((unsigned char)TW(c, k)[0]))
			return false;
	return true;
}

/* "to speed up training" is a verb, not the metric speed */
static bool is_speed(const ctx *c, size_t i)
{
	return eqi(c, i, "speed") || eqi(c, i, "speeds");
}

/* "by 4 GLARI points", "a QUUX score of 41.2": a name that a number counts in
 * points, or that an article makes a score, is a metric (every mention of it). */
static void named_scores(ctx *c)
{
	static const char *const before[] = {"a", "an", "the", "higher", "lower", "better", "best", "average",
					     "mean", "their", "its", NULL};
	for (size_t i = 1; i + 1 < c->t->n_toks; i++) {
		mention *m = mention_at(c, i);
		if (!m || m->t0 != i || m->t1 != i + 1 || m->kind != PG_ENTITY_METHOD || m->technique || m->ent < 0 ||
		    c->t->toks[i + 1].sentence != c->t->toks[i].sentence)
			continue;
		bool number = c->t->toks[i - 1].kind == PG_TOK_NUMBER;
		bool points = eqi(c, i + 1, "points") || eqi(c, i + 1, "point");
		bool score = eqi(c, i + 1, "score") || eqi(c, i + 1, "scores");
		if (!((number && (points || score)) || (score && in_set(c, i - 1, before))))
			continue;
		/* "the proposed ZORB score", "our ZORB score": the paper's own measure
		 * stays its proposal (this runs before the proposals are known) */
		if (pgx_acro_of_entity(c, m->ent) || in_set(c, i - 1, (const char *const[]){"proposed", "our", "new", "novel", NULL}))
			continue;
		int e = m->ent;
		/* "a robustness metric called ZORB", "we propose a scoring approach,
		 * ZORB": a measure the paper names or proposes anywhere stays its own */
		bool named = false;
		for (size_t q = 0; q < c->n_m && !named; q++)
			named = c->m[q].ent == e && ((c->m[q].t0 > 0 && has_cue(c, c->m[q].t0 - 1, CUE_NAMING_VERBS)) ||
						     sentence_has_cue(c, c->m[q].sent, CUE_PROPOSE_VERBS));
		if (named)
			continue;
		pgx_set_kind(c, e, PG_ENTITY_METRIC);
	}
}

/* "an inception score loss", "a perplexity penalty": a metric word that names a
 * training term is not a metric the paper reports. */
/* "perceptual metrics, such as PI, NIQE, and Ma", "measures including FOO and
 * BAR": names given as examples of measures are metrics (unless the paper
 * defines or names one of them as its own). */
static void metrics_by_example(ctx *c)
{
	for (size_t h = 0; h + 3 < c->t->n_toks; h++) {
		if (!has_cue(c, h, CUE_MEASURE_HEADS))
			continue;
		size_t k = h + 1, e = sent_end(c, c->t->toks[h].sentence);
		if (k < e && is_punct(c, k, ','))
			k++;
		if (k + 1 < e && eqi(c, k, "such") && eqi(c, k + 1, "as"))
			k += 2;
		else if (k < e && (eqi(c, k, "including") || eqi(c, k, "like") || eqi(c, k, "e.g.")))
			k++;
		else
			continue;
		for (;;) {
			mention *m = k < e ? mention_at(c, k) : NULL;
			if (!m || m->t0 != k || m->ent < 0 || (m->kind != PG_ENTITY_METHOD && m->kind != PG_ENTITY_METRIC))
				break;
			if (m->kind == PG_ENTITY_METHOD) {
				if (m->technique || pgx_acro_of_entity(c, m->ent))
					break;
				pgx_set_kind(c, m->ent, PG_ENTITY_METRIC);
			}
			k = m->t1;
			if (k < e && is_punct(c, k, ','))
				k++;
			if (k < e && (eqi(c, k, "and") || eqi(c, k, "or")))
				k++;
		}
	}
}

void pgx_metric_terms(ctx *c)
{
	named_scores(c);
	metrics_by_example(c);
	for (size_t i = 0; i + 1 < c->t->n_toks; i++) {
		mention *m = mention_at(c, i);
		if (!m || m->t0 != i || m->kind != PG_ENTITY_METRIC || m->t1 >= c->t->n_toks)
			continue;
		size_t k = m->t1;
		if (c->t->toks[k].sentence == c->t->toks[i].sentence &&
		    (eqi(c, k, "loss") || eqi(c, k, "losses") || eqi(c, k, "regularizer") || eqi(c, k, "penalty") ||
		     eqi(c, k, "regularization") || eqi(c, k, "objective") || eqi(c, k, "term") ||
		     eqi(c, k, "terms") || (eqi(c, k, "up") && m->t1 == i + 1 && is_speed(c, i))))
			pgx_clear_mentions(c, m->t0, m->t1);
		else if (m->t1 == i + 1 && eqi(c, i, "speeds"))
			pgx_clear_mentions(c, m->t0, m->t1); /* "at different speeds": of things, not a metric */
		i = k - 1;
	}
}

/* "FooQA-v2", "FooQA-2", "FooQA2.0": a versioned name of a lexicon data set is a
 * data set (its own entity, named as written). */
static void versioned_datasets(ctx *c)
{
	for (size_t i = 0; i < c->n_m && !c->oom; i++) {
		mention *m = &c->m[i];
		if (m->kind != PG_ENTITY_METHOD || m->ent < 0 || m->t1 != m->t0 + 1 || c->tok_m[m->t0] != (int)i)
			continue;
		const char *w = TW(c, m->t0);
		size_t n = TL(c, m->t0), z = n;
		/* the version tail: "-v2", "-2", "v2", "2.0" */
		while (z > 0 && (pg_ascii_is_digit((unsigned char)w[z - 1]) || w[z - 1] == '.'))
			z--;
		if (z == n || z < 3)
			continue;
		if (w[z - 1] == 'v' || w[z - 1] == 'V')
			z--;
		if (z > 0 && w[z - 1] == '-')
			z--;
		if (z < 2)
			continue;
		char key[PG_LEX_KEY_MAX];
		size_t kn = pg_lexicon_normalize(w, z, key, sizeof key);
		if (!kn || !pg_lexicon_lookup(c->lex, PG_LEX_DATASET, key, kn, w, z))
			continue;
		char dkey[PG_LEX_KEY_MAX * 2 + 16];
		if (n >= PG_LEX_KEY_MAX)
			continue;
		pgx_make_key(w, n, dkey, sizeof dkey);
		int de = pgx_get_entity(c, PG_ENTITY_DATASET, dkey, w, n, NULL, 0, m->sent, m->cs, m->ce);
		if (de < 0)
			return;
		m = &c->m[i];
		m->kind = PG_ENTITY_DATASET;
		m->ent = de;
	}
}

/* Returns true if token i is a version of a name: "5b", "V2", "v1", "2". */
static bool version_token(const ctx *c, size_t i)
{
	const char *w = TW(c, i);
	size_t n = TL(c, i), k = 0;
	if (n == 0 || n > 4)
		return false;
	if (w[0] == 'v' || w[0] == 'V')
		k++;
	size_t d = k;
	while (k < n && pg_ascii_is_digit((unsigned char)w[k]))
		k++;
	if (k == d)
		return false;
	if (k < n && pg_ascii_is_lower((unsigned char)w[k]) && d == 0)
		k++; /* "5b" */
	return k == n;
}

/* "the ActivityNet Captions dataset", "the ZorbSet Scenes benchmark": a known data
 * set's name and a capitalised word right before a data set head name one data set
 * (a variant of the known one), not two. */
static void extended_dataset_names(ctx *c)
{
	static const char *const splits[] = {"test", "train", "training", "validation", "dev", "development",
					     "dataset", "benchmark", "data", NULL};
	size_t nm = c->n_m;
	for (size_t i = 0; i < nm && !c->oom; i++) {
		mention m = c->m[i];
		size_t k = m.t1;
		if (m.kind != PG_ENTITY_DATASET || m.ent < 0 || c->tok_m[m.t0] != (int)i || k + 1 >= c->t->n_toks ||
		    c->t->toks[k].sentence != c->t->toks[m.t0].sentence ||
		    c->t->toks[k + 1].sentence != c->t->toks[m.t0].sentence)
			continue;
		mention *w = mention_at(c, k);
		if (c->t->toks[k].kind != PG_TOK_WORD || !pg_ascii_is_upper((unsigned char)TW(c, k)[0]) ||
		    in_set(c, k, splits) || (w && (w->t0 != k || w->t1 != k + 1 || w->technique)) ||
		    !has_cue(c, k + 1, CUE_DATASET_HEADS))
			continue;
		size_t cs = m.cs, ce = c->t->toks[k].e;
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		int de = pgx_span_entity(c, PG_ENTITY_DATASET, cs, ce, c->t->toks[m.t0].sentence);
		if (de < 0)
			return;
		pgx_clear_mentions(c, m.t0, k + 1);
		pgx_add_mention(c, m.t0, k + 1, cs, ce, PG_ENTITY_DATASET, de, 2);
	}
}

/* "BioZQ 5b, 6b and 7b", "Zorb-Zorb V1 & V2", "Zorb-Zorb-V1&V2": a data set
 * named with a list of versions is one data set per version, named as the
 * first is ("BioZQ 6b", "Zorb-Zorb-V2"). */
static void version_lists(ctx *c)
{
	size_t nm = c->n_m;
	for (size_t i = 0; i < nm && !c->oom; i++) {
		mention m = c->m[i];
		if ((m.kind != PG_ENTITY_DATASET && !(m.kind == PG_ENTITY_METHOD && m.strength >= 2 && !m.technique)) ||
		    m.ent < 0 || c->tok_m[m.t0] != (int)i)
			continue;
		int s = c->t->toks[m.t0].sentence;
		size_t e = sent_end(c, s);
		const char *w = c->t->clean + m.cs;
		size_t n = m.ce - m.cs, z = n;
		/* the name's own version ("Zorb-Zorb-V1"): the base is what comes before */
		const char *last = TW(c, m.t1 - 1);
		size_t ll = TL(c, m.t1 - 1);
		char sep = ' ';
		if (m.t1 > m.t0 + 1 && version_token(c, m.t1 - 1)) {
			z = (size_t)(last - w);
			while (z > 0 && w[z - 1] == ' ')
				z--;
		} else {
			size_t q = ll;
			while (q > 0 && (pg_ascii_is_digit((unsigned char)last[q - 1])))
				q--;
			if (q < ll && q > 0 && (last[q - 1] == 'v' || last[q - 1] == 'V'))
				q--;
			if (q < ll && q > 1 && last[q - 1] == '-') {
				z = (size_t)(last + q - 1 - w);
				sep = '-';
			}
		}
		/* the versions after it, two at least counting the name's own */
		size_t vers[8], nv = 0, k = m.t1;
		bool own = z < n;
		while (k < e && nv < 8) {
			size_t q = k;
			if (nv > 0 || own) {
				if (q < e && is_punct(c, q, ','))
					q++;
				if (q < e && (eqi(c, q, "and") || eqi(c, q, "or") || is_punct(c, q, '&')))
					q++;
				if (q == k)
					break;
			}
			/* not a value or a count: "and 13% improvement", "and 100 images" */
			if (q >= e || !version_token(c, q) || mention_at(c, q) || pgx_value_or_count(c, q, e))
				break;
			vers[nv++] = q;
			k = q + 1;
		}
		if (nv + (own ? 1 : 0) < 2 || z == 0 || z + 8 >= PG_LEX_KEY_MAX)
			continue;
		/* a name not known as a data set: only with a data set head after the
		 * versions ("Zorb 5b, 6b and 7b datasets") */
		if (m.kind == PG_ENTITY_METHOD) {
			if (!(k < e && has_cue(c, k, CUE_DATASET_HEADS)))
				continue;
			pgx_retype_dataset(c, m.ent);
		}
		for (size_t v = 0; v < nv && !c->oom; v++) {
			char label[PG_LEX_KEY_MAX + 8], key[PG_LEX_KEY_MAX * 2 + 16];
			size_t vl = TL(c, vers[v]);
			memcpy(label, w, z);
			label[z] = sep;
			memcpy(label + z + 1, TW(c, vers[v]), vl);
			size_t ln = z + 1 + vl;
			label[ln] = '\0';
			pgx_make_key(label, ln, key, sizeof key);
			size_t cs = c->t->toks[vers[v]].s, ce = c->t->toks[vers[v]].e;
			int de = pgx_get_entity(c, PG_ENTITY_DATASET, key, label, ln, NULL, 0, s, cs, ce);
			if (de < 0)
				return;
			pgx_add_mention(c, vers[v], vers[v] + 1, cs, ce, PG_ENTITY_DATASET, de, 2);
		}
	}
}

/* The token after a citation marker starting at k ("[4]", "[3, 7]",
 * "[12-14]"), or k when there is none. */
static size_t citation_end(const ctx *c, size_t k, size_t e)
{
	if (!(k + 2 < e && is_punct(c, k, '[') && c->t->toks[k + 1].kind == PG_TOK_NUMBER))
		return k;
	for (size_t j = k + 1; j < e && j < k + 12; j++) {
		if (is_punct(c, j, ']'))
			return j + 1;
		if (c->t->toks[j].kind != PG_TOK_NUMBER && !is_punct(c, j, ',') && !is_punct(c, j, '-'))
			return k;
	}
	return k;
}

/* The token after a two-digit year written after a name at k ("WNUT '17",
 * "SemEval '19"), or k when there is none. */
static size_t year_suffix_end(const ctx *c, size_t k, size_t e)
{
	if (k + 1 < e && is_punct(c, k, '\'') && c->t->toks[k + 1].kind == PG_TOK_NUMBER && TL(c, k + 1) == 2 &&
	    c->t->toks[k + 1].s == c->t->toks[k].e)
		return k + 2;
	return k;
}

/* Returns true if w[0, n) follows a model's naming convention: a size suffix
 * ("-7B", "-large", "-base"), "Net" at the end with an optional depth or version
 * ("ZorbNet50", "GlimNetV2"), or the BERT, GPT or CNN of a model family
 * ("ZorbBERT", "GlimGPT"). */
static bool model_shaped(const char *w, size_t n)
{
	const char *h = memchr(w, '-', n);
	if (h) {
		const char *t = h + 1;
		size_t tn = n - (size_t)(t - w);
		static const char *const sizes[] = {"large", "base", "small", "tiny", "xl", "xxl", "medium", NULL};
		for (const char *const *z = sizes; *z; z++)
			if (tn == strlen(*z) && strncasecmp(t, *z, tn) == 0)
				return true;
		/* "-7B", "-13b", "-350M": a parameter count */
		if (tn >= 2 && pg_ascii_is_digit((unsigned char)t[0]) &&
		    (t[tn - 1] == 'B' || t[tn - 1] == 'b' || t[tn - 1] == 'M'))
			return true;
	}
	size_t e = n;
	while (e > 0 && pg_ascii_is_digit((unsigned char)w[e - 1]))
		e--;
	if (e < n && e > 0 && (w[e - 1] == 'V' || w[e - 1] == 'v' || w[e - 1] == '-'))
		e--; /* "GlimNetV2", "GlimNet-50" */
	if (e >= 3 && strncmp(w + e - 3, "Net", 3) == 0)
		return true;
	for (size_t i = 0; i + 3 <= n; i++)
		if ((i + 4 <= n && strncmp(w + i, "BERT", 4) == 0) || strncmp(w + i, "GPT", 3) == 0 ||
		    strncmp(w + i, "CNN", 3) == 0)
			return true;
	return false;
}

/* Returns true if the mention is an unknown single capitalised name with a second
 * capital or a digit ("GlimRC", "QORD", "Zorb-48") that no acronym pair defines,
 * shaped as data set names are. */
static bool dataset_like_name(const ctx *c, const mention *m)
{
	if (m->kind != PG_ENTITY_METHOD || m->t1 > m->t0 + 3 || m->strength < 2 || m->technique || m->based ||
	    pgx_acro_of_entity(c, m->ent))
		return false;
	/* "ZorbTube Birds": after the shaped word, capitalised plain words */
	for (size_t q = m->t0 + 1; q < m->t1; q++)
		if (c->t->toks[q].kind != PG_TOK_WORD || TL(c, q) < 3 || !pg_ascii_is_upper((unsigned char)TW(c, q)[0]) ||
		    !pg_ascii_is_lower((unsigned char)TW(c, q)[1]) || !pg_ascii_is_lower((unsigned char)TW(c, q)[TL(c, q) - 1]))
			return false;
	const char *w = TW(c, m->t0);
	size_t n = TL(c, m->t0);
	if (n < 3 || !pg_ascii_is_upper((unsigned char)w[0]) || model_shaped(w, n))
		return false;
	for (size_t r = 1; r < n; r++)
		if (pg_ascii_is_upper((unsigned char)w[r]) || pg_ascii_is_digit((unsigned char)w[r]))
			return true;
	return false;
}

/* Returns true if token k (before e) is a head that makes the name before it a
 * model ("on Zorb-7 backbones", "on GlimLM models"). */
static bool model_head_at(const ctx *c, size_t k, size_t e)
{
	static const char *const heads[] = {"backbone", "backbones", "model", "models", "architecture",
					    "architectures", "network", "networks", "detector", "detectors",
					    "encoder", "encoders", "llm", "llms", "classifier", "classifiers",
					    "baseline", "baselines", "variant", "variants", "features", NULL};
	return k < e && in_set(c, k, heads);
}

void pgx_datasets_of_numbers(ctx *c)
{
	for (size_t s = 0; s < c->t->n_sents && !c->oom; s++) {
		size_t b = sent_begin(c, (int)s), e = sent_end(c, (int)s);
		for (size_t k = b + 1; k + 1 < e; k++) {
			if (!eqi(c, k, "on"))
				continue;
			bool number = false;
			for (size_t q = k; q > b && k - q < 4 && !number; q--) {
				if (is_punct(c, q - 1, ',') || is_punct(c, q - 1, ';'))
					break;
				number = is_punct(c, q - 1, '%') ||
					 (c->t->toks[q - 1].kind == PG_TOK_NUMBER && k - q < 2 && q > b + 1);
			}
			/* "evaluated on ZOMAD", "experiments on GlimQA and QORD", "improvements
			 * on ZorbTech": a verb or noun of evaluation or of a gain right before
			 * "on" (two words at most) */
			for (size_t q = k; q > b && k - q < 3 && !number; q--)
				number = in_set(c, q - 1, (const char *const[]){"evaluated", "evaluate", "evaluating",
										  "evaluation", "evaluations", "tested",
										  "experiments", "experiment", "results",
										  "benchmarked", "validated", "testing",
										  "trained", "pre-trained", "pretrained",
										  "improvements", "improvement",
										  "gains", "performance", "state-of-the-art",
										  NULL});
			if (!number)
				continue;
			for (size_t j = k + 1; j < e;) {
				if (eqi(c, j, "the")) {
					j++;
					continue;
				}
				mention *m = mention_at(c, j);
				if (!m || m->t0 != j || m->ent < 0)
					break;
				if (dataset_like_name(c, m) && !model_head_at(c, m->t1, e))
					pgx_retype_dataset(c, m->ent);
				j = m->t1;
				if (j < e && is_punct(c, j, ','))
					j++;
				if (j < e && eqi(c, j, "and"))
					j++;
				if (j == m->t1)
					break;
			}
		}
	}
}

/* "on the benchmark datasets GlimSet17 and GlimSet18", "results on two datasets
 * QORD-M01 and GlimDB": names listed right after a plural data set head that a
 * preposition governs are data sets; two at least, none shaped as a model
 * ("on both datasets ZorbNet and QuorbBERT outperform ..."). */
static void datasets_after_head(ctx *c)
{
	static const char *const preps[] = {"on", "in", "across", "over", "from", "using", NULL};
	for (size_t k = 1; k + 1 < c->t->n_toks && !c->oom; k++) {
		if (!has_cue(c, k, CUE_DATASET_HEADS))
			continue; /* it holds both lists below */
		/* "our behavioral dataset Zorb-ER", "the benchmark GlimSet": a single name
		 * right after a singular head (not a model-shaped one, not a technique) */
		if (in_set(c, k, (const char *const[]){"dataset", "benchmark", "corpus", NULL})) {
			/* "we benchmark PICa on ...": the verb */
			if (eqi(c, k, "benchmark") &&
			    in_set(c, k - 1, (const char *const[]){"we", "to", "also", "further", "then", "and", "first",
								  "extensively", "thoroughly", NULL}))
				continue;
			mention *m = mention_at(c, k + 1);
			if (m && m->t0 == k + 1 && m->ent >= 0 && m->kind == PG_ENTITY_METHOD && !m->technique &&
			    m->strength >= 2 && !(m->t1 == k + 2 && model_shaped(TW(c, k + 1), TL(c, k + 1))) &&
			    (m->t1 >= c->t->n_toks || c->t->toks[m->t1].kind != PG_TOK_WORD ||
			     !pg_ascii_is_lower((unsigned char)TW(c, m->t1)[0]) || has_cue(c, m->t1, CUE_CLAUSE_STOPS) ||
			     in_set(c, m->t1, (const char *const[]){"and", "is", "are", "which", "that", NULL}))) {
				pgx_retype_dataset(c, m->ent);
				for (size_t q = 0; q < c->n_m; q++)
					if (c->m[q].ent == m->ent)
						c->m[q].coined = true; /* a data set this text names */
			}
			continue;
		}
		if (!in_set(c, k, (const char *const[]){"datasets", "benchmarks", "corpora", NULL}))
			continue;
		size_t b = sent_begin(c, c->t->toks[k].sentence), e = sent_end(c, c->t->toks[k].sentence);
		bool governed = false;
		for (size_t q = k; q > b && k - q < 4 && !governed; q--)
			governed = in_set(c, q - 1, preps);
		if (!governed)
			continue;
		int items[8];
		size_t n = 0, j = k + 1;
		while (j < e && n < 8) {
			mention *m = mention_at(c, j);
			if (!m || m->t0 != j || m->ent < 0 || m->kind != PG_ENTITY_METHOD || m->technique ||
			    m->strength < 2 || pgx_acro_of_entity(c, m->ent) ||
			    (m->t1 == j + 1 && model_shaped(TW(c, j), TL(c, j))))
				break;
			items[n++] = c->tok_m[j];
			j = m->t1;
			if (j < e && is_punct(c, j, ','))
				j++;
			if (j < e && eqi(c, j, "and"))
				j++;
			if (j == c->m[items[n - 1]].t1)
				break;
		}
		if (n < 2)
			continue;
		for (size_t q = 0; q < n; q++)
			pgx_retype_dataset(c, c->m[items[q]].ent);
	}
}

/* True if token k is a data set head that makes a list of names data sets
 * (environments and simulators are heads, but their lists name other things). */
static bool list_head(const ctx *c, size_t k)
{
	return has_cue(c, k, CUE_DATASET_HEADS) &&
	       !in_set(c, k, (const char *const[]){"environment", "environments", "simulator", "simulators", NULL});
}

/* True if a data set head introduces the list that starts at token i: "two
 * benchmarks, including Foo and Bar", "datasets such as Foo", "corpora (e.g., Foo",
 * "benchmarks: Foo". */
static bool head_before_list(const ctx *c, size_t i, size_t b)
{
	size_t k = i;
	if (k > b && (is_punct(c, k - 1, ',') || is_punct(c, k - 1, ':')))
		k--;
	if (k > b && eqi(c, k - 1, "e.g.")) {
		k--;
	} else if (k > b && (eqi(c, k - 1, "including") || eqi(c, k - 1, "namely"))) {
		k--;
	} else if (k > b + 1 && eqi(c, k - 1, "as") && eqi(c, k - 2, "such")) {
		k -= 2;
	} else if (k == i || !is_punct(c, k, ':')) {
		return false;
	}
	if (k > b && (is_punct(c, k - 1, ',') || is_punct(c, k - 1, '(')))
		k--;
	return k > b && list_head(c, k - 1);
}

/* Lists of names with two or more known data sets ("on Foo, Bar and ImageNet"), or
 * with one and a data set head after the list ("the MNIST and FooC datasets") or
 * before it ("benchmarks, including MNIST and FooC"): the
 * members shaped like data set names (all capitals, a word ending in digits; a
 * digit inside for the list's one odd member; a second capital, or two or three
 * capitalised words, under a head) are data sets too.
 * Citation markers after an item do not end the list. */
void pgx_dataset_lists(ctx *c)
{
	versioned_datasets(c);
	datasets_after_head(c);
	extended_dataset_names(c);
	version_lists(c);
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
				j = year_suffix_end(c, citation_end(c, q->t1, e), e);
				size_t k = j;
				if (k < e && is_punct(c, k, ','))
					k++;
				if (k < e && (eqi(c, k, "and") || eqi(c, k, "or")))
					k++;
				if (k == j || k >= e)
					break;
				j = k;
			}
			/* "the MNIST, Foo and BarC image datasets": a list of two names or
			 * more, one a known data set, that a data set head ends (after at most
			 * two lower-case modifiers) is a list of data sets */
			bool headed = false;
			if (n >= 2 && nd >= 1 && nd < n) {
				size_t k = j;
				while (k < e && k < j + 2 && c->t->toks[k].kind == PG_TOK_WORD &&
				       pg_ascii_is_lower((unsigned char)TW(c, k)[0]) && !has_cue(c, k, CUE_DATASET_HEADS) &&
				       !mention_at(c, k))
					k++;
				headed = (k < e && list_head(c, k)) || head_before_list(c, i, b);
			}
			if ((n >= 3 && nd >= 2) || headed) {
				/* the one odd member of a list of data sets may have a digit
				 * anywhere ("CIFAR-10, Zorb3D and SVHN") */
				bool odd_one = nd + 1 == n;
				for (size_t q = 0; q < n; q++) {
					mention *mq = &c->m[items[q]];
					/* "the Zorb Scenes and MNIST datasets": a name of capitalised
					 * words under the head too */
					if (headed && mq->kind == PG_ENTITY_METHOD && mq->t1 > mq->t0 + 1 &&
					    mq->t1 <= mq->t0 + 3 && !mq->technique && pgx_capitalised_words(c, mq->t0, mq->t1) &&
					    !pgx_acro_of_entity(c, mq->ent)) {
						pgx_retype_dataset(c, mq->ent);
						continue;
					}
					if (mq->kind != PG_ENTITY_METHOD || mq->t1 != mq->t0 + 1 || mq->strength < 2)
						continue;
					const char *w = TW(c, mq->t0);
					size_t wn = TL(c, mq->t0);
					bool caps = wn >= 2;
					for (size_t r = 0; r < wn; r++)
						if (pg_ascii_is_lower((unsigned char)w[r]))
							caps = false;
					bool defined = pgx_acro_of_entity(c, mq->ent);
					/* "Hollywood2", "Zorb40": a capitalised word ending in digits, as data set names are */
					bool digits = wn >= 4 && pg_ascii_is_upper((unsigned char)w[0]) &&
						      pg_ascii_is_digit((unsigned char)w[wn - 1]) && !memchr(w, '-', wn);
					bool digit_inside = false;
					/* "UCF-101, HMDB-51 and Zorb-48": a hyphen too when two known
					 * data sets or more are listed with it */
					if (odd_one && pg_ascii_is_upper((unsigned char)w[0]) && (n >= 3 || !memchr(w, '-', wn)))
						for (size_t r = 1; r < wn && !digit_inside; r++)
							digit_inside = pg_ascii_is_digit((unsigned char)w[r]);
					/* under a data set head: a capitalised name with a second capital ("TiCC") */
					bool named = false;
					if (headed && pg_ascii_is_upper((unsigned char)w[0]))
						for (size_t r = 1; r < wn && !named; r++)
							named = pg_ascii_is_upper((unsigned char)w[r]) || pg_ascii_is_digit((unsigned char)w[r]);
					if ((!caps && !digits && !digit_inside && !named) || defined)
						continue;
					char key[PG_LEX_KEY_MAX * 2 + 16];
					if (wn >= PG_LEX_KEY_MAX)
						continue;
					pgx_make_key(w, wn, key, sizeof key);
					int de = pgx_get_entity(c, PG_ENTITY_DATASET, key, w, wn, NULL, 0, (int)s, mq->cs, mq->ce);
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
