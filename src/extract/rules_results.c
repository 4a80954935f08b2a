/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 9: claimed results, numbers with their unit, kind, metric, data
 * set, method and baseline. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "extract/rules.h"

typedef struct num {
	double v;
	char text[40];
	const char *unit;     /* "%", "x" or NULL */
	size_t t0, t1;        /* tokens consumed (number and unit) */
	const pg_lex_entry *glued; /* a metric written onto the number: "2.5mAP" */
	size_t glued_at;           /* its offset in the token */
	char hi[40];               /* a range's upper end ("8-24x": text "8", hi "24"), or "" */
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
	/* "ten times faster", "two-fold fewer": a number word with a ratio and a comparison */
	static const char *const words[] = {"two", "three", "four", "five", "six", "seven", "eight", "nine",
					    "ten", "twenty", "hundred", "thousand", NULL};
	static const char *const values[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "20", "100", "1000"};
	/* not "larger" / "more" (data, models): sizes of things, not results */
	static const char *const compared[] = {"faster", "quicker", "speedup", "speed-up", "fewer", "higher",
					       "lower", "reduction", "improvement", "cheaper", "slower", NULL};
	if (tk->kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)w[0]) &&
	    ((i + 2 < t->n_toks && (eqi(c, i + 1, "times") || eqi(c, i + 1, "fold"))) ||
	     (n > 5 && memcmp(w + n - 5, "-fold", 5) == 0))) {
		for (size_t q = 0; words[q]; q++) {
			size_t wl = strlen(words[q]);
			if (!((n == wl && memcmp(w, words[q], wl) == 0 && i + 2 < t->n_toks &&
			       (eqi(c, i + 1, "times") || eqi(c, i + 1, "fold")) && in_set(c, i + 2, compared)) ||
			      (n == wl + 5 && memcmp(w, words[q], wl) == 0 && memcmp(w + wl, "-fold", 5) == 0 &&
			       i + 1 < t->n_toks && in_set(c, i + 1, compared))))
				continue;
			memset(out, 0, sizeof *out);
			strcpy(out->text, values[q]);
			out->v = strtod(values[q], NULL);
			out->unit = "x";
			out->t0 = i;
			out->t1 = n == wl ? i + 2 : i + 1;
			return true;
		}
	}
	while (k < n && bl + 1 < sizeof buf) {
		unsigned char ch = (unsigned char)w[k];
		if (pg_ascii_is_digit(ch)) {
			buf[bl++] = (char)ch;
		} else if (ch == '.' && !dot && k + 1 < n && pg_ascii_is_digit((unsigned char)w[k + 1])) {
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
	out->glued = NULL;
	out->hi[0] = '\0';
	out->t0 = i;
	out->t1 = i + 1;
	/* "by a factor of 3": a ratio (not "an approximation factor of 2", a score) */
	if (i >= 3 && k == n && tk->kind == PG_TOK_NUMBER && eqi(c, i - 1, "of") && eqi(c, i - 2, "factor") &&
	    eqi(c, i - 3, "a")) {
		out->unit = "x";
		memcpy(out->text, buf, bl + 1);
		out->v = strtod(buf, NULL);
		return true;
	}
	if (tk->kind == PG_TOK_WORD && k + 1 < n && w[k] == '-' && pg_ascii_is_digit((unsigned char)w[k + 1])) {
		/* a range, "1.5-3" (then "%"), "8-24x": the lower end, the upper in hi */
		size_t q = k + 1, hl = 0;
		bool hdot = false;
		while (q < n && hl + 1 < sizeof out->hi &&
		       (pg_ascii_is_digit((unsigned char)w[q]) ||
			(w[q] == '.' && !hdot && q + 1 < n && pg_ascii_is_digit((unsigned char)w[q + 1])))) {
			hdot = hdot || w[q] == '.';
			out->hi[hl++] = w[q++];
		}
		out->hi[hl] = '\0';
		if (q + 1 == n && (w[q] == 'x' || w[q] == 'X'))
			out->unit = "x";
		else if (q != n || hl + 1 >= sizeof out->hi || strtod(out->hi, NULL) <= strtod(buf, NULL))
			return false; /* "3-5-7", "2021-22" read as no range of values */
		if (!out->unit && i + 1 < t->n_toks && is_punct(c, i + 1, '%')) {
			out->unit = "%";
			out->t1 = i + 2;
		} else if (!out->unit && i + 1 < t->n_toks && (eqi(c, i + 1, "times") || eqi(c, i + 1, "fold"))) {
			out->unit = "x";
			out->t1 = i + 2;
		}
		/* "8-11 points", "8-11 F1 points": a range of points is a range of values */
		bool points = i + 1 < t->n_toks &&
			      (eqi(c, i + 1, "points") || eqi(c, i + 1, "pp") ||
			       (i + 2 < t->n_toks && eqi(c, i + 2, "points") && c->tok_m[i + 1] >= 0 &&
				c->m[c->tok_m[i + 1]].kind == PG_ENTITY_METRIC));
		if (!out->unit && !strchr(buf, '.') && !hdot && !points)
			return false; /* "2010-2020", "3-5 layers": years and counts */
	} else if (tk->kind == PG_TOK_WORD) {
		/* 2x, 3.5x, 2-fold */
		if (k + 1 == n && (w[k] == 'x' || w[k] == 'X'))
			out->unit = "x";
		else if (n - k == 5 && strncmp(w + k, "-fold", 5) == 0)
			out->unit = "x";
		else if (n - k >= 2 && pg_ascii_is_alpha((unsigned char)w[k])) {
			/* a metric glued to its value: "2.5mAP", "12.5BLEU" */
			char key[PG_LEX_KEY_MAX];
			size_t kn = pg_lexicon_normalize(w + k, n - k, key, sizeof key);
			out->glued = kn ? pg_lexicon_lookup(c->lex, PG_LEX_METRIC, key, kn, w + k, n - k) : NULL;
			if (!out->glued)
				return false;
			out->glued_at = k;
		} else
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
	r->setting = setting ? strndup(setting, setting_len) : NULL;
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
	pgx_add_fact(c, PG_REL_METRIC, -1, metric, s, "result-metric");
}

/* Returns true if token k can start the noun phrase a ratio counts ("fewer
 * parameters", "less memory"): a lower-case word, not an adjective ("8x more
 * accurate", "more robust"). */
static bool counted_noun(const ctx *c, size_t k)
{
	static const char *const adj_ends[] = {"ate", "ent", "ant", "ive", "able", "ible", "al", "ous", "ic",
					       "ful", "er", "ly", NULL};
	static const char *const adjectives[] = {"robust", "compact", "sparse", "smooth", "fast", "slow",
						 "cheap", "precise", "diverse", "stable", "likely", "often", NULL};
	const char *w = TW(c, k);
	size_t n = TL(c, k);
	if (c->t->toks[k].kind != PG_TOK_WORD || !pg_ascii_is_lower((unsigned char)w[0]) ||
	    in_set(c, k, adjectives))
		return false;
	for (const char *const *a = adj_ends; *a; a++) {
		size_t an = strlen(*a);
		if (n > an + 2 && strncmp(w + n - an, *a, an) == 0)
			return false;
	}
	return true;
}

/* The metric a ratio counts: up to three lower-case words from token k ("training
 * steps"), ending the clause (a comma, "and", "than", a clause stop). Returns the
 * entity, or -1 (c->oom set on out-of-memory). */
static int counted_metric(ctx *c, size_t k, size_t e, int s)
{
	size_t j = k;
	while (j < e && j < k + 3 && c->t->toks[j].kind == PG_TOK_WORD &&
	       pg_ascii_is_lower((unsigned char)TW(c, j)[0]) && !has_cue(c, j, CUE_CLAUSE_STOPS) &&
	       !eqi(c, j, "and") && !eqi(c, j, "or") && !mention_at(c, j) &&
	       /* "fewer labels compared to ...", "fewer episodes required": a participle ends it */
	       !(j > k && TL(c, j) > 4 && TW(c, j)[TL(c, j) - 2] == 'e' && TW(c, j)[TL(c, j) - 1] == 'd'))
		j++;
	if (j == k || (j < e && !(c->t->toks[j].kind == PG_TOK_PUNCT || eqi(c, j, "and") || eqi(c, j, "or") ||
				  has_cue(c, j, CUE_CLAUSE_STOPS))))
		return -1;
	size_t cs = c->t->toks[k].s, ce = c->t->toks[j - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return -1;
	return pgx_span_entity(c, PG_ENTITY_METRIC, cs, ce, s);
}

/* A metric named by the noun phrase after "reduction in" / "on": lower-case words. */
static int np_metric(ctx *c, size_t k, size_t e, int s)
{
	size_t st = k, j = k;
	while (j < e && j < st + 3) {
		const pg_token *tk = &c->t->toks[j];
		mention *mm = mention_at(c, j);
		if (tk->kind != PG_TOK_WORD || has_cue(c, j, CUE_CLAUSE_STOPS) || has_cue(c, j, CUE_SELF_WORDS) ||
		    eqi(c, j, "the") || eqi(c, j, "and") || eqi(c, j, "a") || eqi(c, j, "average") ||
		    eqi(c, j, "par") || eqi(c, j, "top") || eqi(c, j, "all") || eqi(c, j, "both") ||
		    eqi(c, j, "most") || eqi(c, j, "several") || eqi(c, j, "many") || eqi(c, j, "various") ||
		    eqi(c, j, "each") || eqi(c, j, "every") || eqi(c, j, "this") || eqi(c, j, "these") ||
		    eqi(c, j, "their") || eqi(c, j, "its") || eqi(c, j, "our") || eqi(c, j, "those") ||
		    (mm && mm->kind != PG_ENTITY_METHOD) || (c->t->toks[j].flags & PG_TOKF_MATH))
			break;
		/* "in comparison with Foo": no measure */
		if (j == st && (eqi(c, j, "comparison") || eqi(c, j, "contrast")))
			return -1;
		/* "in three scenarios", "on two benchmarks": how many, not what is measured */
		if (j == st && in_set(c, j, (const char *const[]){"two", "three", "four", "five", "six", "seven",
								   "eight", "nine", "ten", "multiple", "different",
								   NULL}))
			return -1;
		size_t n = TL(c, j);
		const char *w = TW(c, j);
		if (n > 3 && ((w[n - 2] == 'e' && w[n - 1] == 'd') || (w[n - 3] == 'i' && w[n - 2] == 'n' && w[n - 1] == 'g')))
			break;
		j++;
	}
	if (j == st)
		return -1;
	/* the phrase must end the clause */
	if (j < e && !(c->t->toks[j].kind == PG_TOK_PUNCT || eqi(c, j, "and") || has_cue(c, j, CUE_CLAUSE_STOPS) ||
		       eqi(c, j, "needed") || eqi(c, j, "required")))
		return -1;
	size_t cs = c->t->toks[st].s, ce = c->t->toks[j - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return -1;
	/* the phrase is a metric now: names inside it are not methods any more */
	for (size_t k = st; k < j; k++) {
		mention *mm = mention_at(c, k);
		if (mm)
			mm->generic = true;
	}
	return pgx_span_entity(c, PG_ENTITY_METRIC, cs, ce, s);
}

/* A metric named by the noun phrase between a changing verb and "by":
 * "reducing the data transmission size by 69%". `by` is the index of "by". */
static int np_before_by(ctx *c, size_t by, size_t b, int s)
{
	static const char *const amounts[] = {"number", "amount", "fraction", "proportion", NULL};
	size_t k = by, room = 4;
	while (k > b && by - k < room && c->t->toks[k - 1].kind == PG_TOK_WORD &&
	       pg_ascii_is_lower((unsigned char)TW(c, k - 1)[0]) && !has_cue(c, k - 1, CUE_REDUCE_BEFORE) &&
	       !has_cue(c, k - 1, CUE_IMPROVE_BEFORE) && !eqi(c, k - 1, "the") && !eqi(c, k - 1, "its") &&
	       !eqi(c, k - 1, "their") && !eqi(c, k - 1, "our") && !mention_at(c, k - 1)) {
		/* "the total number of measurements": "of" after an amount is inside the phrase */
		if (eqi(c, k - 1, "of") && k >= b + 2 && in_set(c, k - 2, amounts) && room == 4)
			room = 6;
		else if (has_cue(c, k - 1, CUE_CLAUSE_STOPS))
			break;
		k--;
	}
	if (k == by || k <= b)
		return -1;
	size_t v = k - 1;
	if ((eqi(c, v, "the") || eqi(c, v, "its") || eqi(c, v, "their") || eqi(c, v, "our")) && v > b)
		v--;
	/* "an increase of error by 3.9%", "a reduction of memory by half" */
	if (eqi(c, v, "of") && v > b &&
	    in_set(c, v - 1, (const char *const[]){"increase", "decrease", "reduction", "improvement", "drop",
						   NULL}))
		v--;
	if (!has_cue(c, v, CUE_REDUCE_BEFORE) && !has_cue(c, v, CUE_IMPROVE_BEFORE) && !eqi(c, v, "increase") &&
	    !eqi(c, v, "increases") && !eqi(c, v, "increasing") && !eqi(c, v, "decrease"))
		return -1;
	/* "outperforms our baseline by 13%": what is beaten, not what is measured */
	if (has_prefix(c, v, pgx_beat_verbs))
		return -1;
	size_t cs = c->t->toks[k].s, ce = c->t->toks[by - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return -1;
	return pgx_span_entity(c, PG_ENTITY_METRIC, cs, ce, s);
}

/* Returns true if "from" comes just before the number at i, over at most two
 * lower-case words: "from the baseline 34.7% to 4.3%". */
static bool from_before(const ctx *c, size_t i, size_t b)
{
	for (size_t k = i, w = 0; k > b && w < 3; k--, w++) {
		if (eqi(c, k - 1, "from"))
			return k < i;
		if (c->t->toks[k - 1].kind != PG_TOK_WORD || !pg_ascii_is_lower((unsigned char)TW(c, k - 1)[0]))
			return false;
	}
	return false;
}

/* Returns true if the number at i (ending at after) states the operating point of
 * another figure: "the error at 95% recall" (a metric right after "at N"), "when the
 * recall is 95%" (a metric and "is" right before it, in a when/if clause). */
static bool is_condition(ctx *c, size_t i, size_t after, size_t b, size_t e)
{
	/* "at 95% recall", "at a 5% error rate": a working point (but "fools them at
	 * an 82% success rate" states what it reaches) */
	bool at = i > b && eqi(c, i - 1, "at");
	if (!at && i > b + 1 && (eqi(c, i - 1, "a") || eqi(c, i - 1, "an")) && eqi(c, i - 2, "at") &&
	    is_punct(c, after - 1, '%') && after < e) {
		const mention *m = mention_at(c, after);
		at = m && m->ent >= 0 && strcmp(c->x->entities[m->ent].key, "success-rate") != 0 &&
		     strcmp(c->x->entities[m->ent].key, "accuracy") != 0;
	}
	if (at && after < e) {
		const mention *m = mention_at(c, after);
		/* "runs at 45 frames per second": a rate reached, not a working point
		 * ("at 100 Hz" is a sampling or control frequency) */
		if (m && m->kind == PG_ENTITY_METRIC && m->ent >= 0 && !eqi(c, after, "Hz") &&
		    (strcmp(c->x->entities[m->ent].key, "frame-rate") == 0 ||
		     strcmp(c->x->entities[m->ent].key, "throughput") == 0))
			return false;
		if (m && m->kind == PG_ENTITY_METRIC)
			return true;
	}
	/* "with 40% noise", "for 25% feature budget": a percentage of a
	 * setting, named by the plain noun right after it, is no result */
	if (i > b && after + 1 < e &&
	    in_set(c, i - 1, (const char *const[]){"for", "with", "under", "given", NULL}) &&
	    is_punct(c, after - 1, '%') && c->t->toks[after].kind == PG_TOK_WORD &&
	    pg_ascii_is_lower((unsigned char)TW(c, after)[0]) && !mention_at(c, after) &&
	    !(mention_at(c, after + 1) && mention_at(c, after + 1)->kind == PG_ENTITY_METRIC) &&
	    !is_punct(c, after + 1, '%') &&
	    !in_set(c, after, (const char *const[]){"improvement", "improvements", "gain", "gains", "reduction",
						    "increase", "decrease", "better", "higher", "lower", "fewer",
						    "less", "more", "faster", "slower", "relative", "absolute", "of",
						    "on", "in", "over", "and", "or", "to", "points", "point", "average",
						    "mean", "speedup", "speed-up", "smaller", "larger", "boost", "margin",
						    "drop", "lift", "top-1", "top-5", "compared", "vs", "vs.", "than",
						    "when", "while", "at", "with", "for", "by", "as", "the", "a",
						    "precision", "recall", "accuracy", "error", "errors", "false",
						    "success", NULL}))
		return true;
	if (i < b + 3 || !(eqi(c, i - 1, "is") || eqi(c, i - 1, "equals") || eqi(c, i - 1, "reaches")))
		return false;
	const mention *m = mention_at(c, i - 2);
	if (!m || m->kind != PG_ENTITY_METRIC)
		return false;
	for (size_t k = m->t0; k > b && m->t0 - k < 4; k--) {
		if (c->t->toks[k - 1].kind != PG_TOK_WORD)
			return false;
		if (eqi(c, k - 1, "when") || eqi(c, k - 1, "whenever") || eqi(c, k - 1, "if") || eqi(c, k - 1, "where"))
			return true;
	}
	return false;
}

/* Returns the end of the clause that starts at `from` (a new clause: "when",
 * "while", "whereas", "if", ";"), at most `to`. */
static size_t clause_end(const ctx *c, size_t from, size_t to)
{
	for (size_t k = from; k < to; k++)
		if (eqi(c, k, "when") || eqi(c, k, "while") || eqi(c, k, "whereas") || eqi(c, k, "if") ||
		    eqi(c, k, "whenever") || is_punct(c, k, ';'))
			return k;
	return to;
}

/* The metric named by the noun phrase the number at i governs: "a precision of
 * 86.5%", "an average recall of 0.91" (one or two lower-case words between an
 * article and "of"; quantities like "a total of", "a factor of" are not metrics).
 * Returns the metric entity or -1. */
static int governing_np(ctx *c, size_t i, size_t b, int s)
{
	static const char *const not_metric[] = {
		"total", "factor", "margin", "average", "maximum", "minimum", "max", "min", "gain", "gains",
		"improvement", "reduction", "increase", "decrease", "drop", "boost", "budget", "number",
		"set", "sample", "batch", "size", "depth", "width", "length", "range", "order", "value",
		"score", "rate", "ratio", "fraction", "proportion", "percentage", "amount", "level", "cost",
		"speedup", "subset", "window", "horizon", "period", "step", "lot", "mean", "median", "sum",
		"threshold", "variety", "group", "series", "couple", "handful", "dataset", "corpus", NULL
	};
	if (i < b + 3 || !eqi(c, i - 1, "of"))
		return -1;
	size_t z = i - 1, k = z;
	while (k > b && z - k < 2 && c->t->toks[k - 1].kind == PG_TOK_WORD &&
	       pg_ascii_is_lower((unsigned char)TW(c, k - 1)[0]) && !mention_at(c, k - 1) &&
	       !has_cue(c, k - 1, CUE_CLAUSE_STOPS) && !eqi(c, k - 1, "a") && !eqi(c, k - 1, "an") &&
	       !eqi(c, k - 1, "the") && !eqi(c, k - 1, "its") && !eqi(c, k - 1, "their"))
		k--;
	if (k == z || k <= b || in_set(c, z - 1, not_metric))
		return -1;
	if (!(eqi(c, k - 1, "a") || eqi(c, k - 1, "an") || eqi(c, k - 1, "the") || eqi(c, k - 1, "its") ||
	      eqi(c, k - 1, "their")))
		return -1;
	size_t cs = c->t->toks[k].s, ce = c->t->toks[z - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return -1;
	return pgx_span_entity(c, PG_ENTITY_METRIC, cs, ce, s);
}

/* "90% grasp-success rates", "up to 50% acceleration", "95% and 98% detection
 * rates": the lower-case noun phrase a percentage governs (from token k, past a
 * second value of a pair and a comparative), when its last word names a
 * measure. Sets [*ms, *me) and returns true if there is one. */
static bool measure_span(ctx *c, size_t k, size_t e, size_t *ms, size_t *me)
{
	static const char *const heads[] = {
		"rate", "rates", "accuracy", "accuracies", "error", "errors", "acceleration", "speedup",
		"speed-up", "precision", "recall", "ratio", "throughput", "latency", "cost", "costs", "overhead",
		"consumption", "footprint", "usage", NULL
	};
	num nx;
	if (k + 1 < e && (eqi(c, k, "and") || eqi(c, k, "or")) && parse_num(c, k + 1, &nx) && nx.unit)
		k = nx.t1;
	/* "12% lower error": the direction is the kind, not the measure */
	while (k < e && in_set(c, k, (const char *const[]){"lower", "higher", "fewer", "less", "more", "better",
							    "worse", "relative", "absolute", "average", "smaller",
							    "larger", NULL}))
		k++;
	/* "with a 20% noise rate": a condition */
	if (k < e && (eqi(c, k, "noise") || eqi(c, k, "label") || eqi(c, k, "missing") || eqi(c, k, "corruption")))
		return false;
	size_t z = k;
	while (z < e && z < k + 3 && c->t->toks[z].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, z)[0]) &&
	       !mention_at(c, z) && !has_cue(c, z, CUE_CLAUSE_STOPS) && !eqi(c, z, "and") && !eqi(c, z, "or"))
		z++;
	if (z == k || !in_set(c, z - 1, heads))
		return false;
	if (z < e && !(c->t->toks[z].kind == PG_TOK_PUNCT || eqi(c, z, "and") || has_cue(c, z, CUE_CLAUSE_STOPS)))
		return false;
	if (c->t->toks[z - 1].e - c->t->toks[k].s >= PG_LEX_KEY_MAX)
		return false;
	*ms = k;
	*me = z;
	return true;
}

/* Returns true if the number at i continues a list after the result ending at
 * last_end, over at most five tokens with a comma or "and" and no verb: "7% on
 * recall, 3% on precision", not "..., reaching 45.1" (a new claim). */
static bool list_follows(ctx *c, size_t last_end, size_t i, size_t b)
{
	if (!(last_end > b && i > last_end && i - last_end <= 5))
		return false;
	bool list = false, np = false; /* np: in the noun phrase after on / in / of */
	for (size_t k = last_end; k < i; k++) {
		if (is_punct(c, k, ',') || eqi(c, k, "and")) {
			list = true;
			np = false;
		} else if (eqi(c, k, "on") || eqi(c, k, "in") || eqi(c, k, "of")) {
			np = true;
		} else if (c->t->toks[k].kind == PG_TOK_WORD && !mention_at(c, k) &&
			   pg_ascii_is_lower((unsigned char)TW(c, k)[0]) && !np && !eqi(c, k, "for") &&
			   !eqi(c, k, "the") && !eqi(c, k, "by")) {
			return false;
		}
	}
	return list;
}

/* Returns true if the number at i follows a compared baseline named after the
 * last result of the sentence: "..., beating the strong Foo baseline 52.3%"
 * (a compare cue, then at most five words ending in "baseline" or a method name). */
static bool baseline_named_before(ctx *c, size_t i, size_t b, size_t last_end, int last_result)
{
	if (last_result < 0 || last_end <= b || i <= last_end || i < b + 2)
		return false;
	mention *m = mention_at(c, i - 1);
	if (!(eqi(c, i - 1, "baseline") || (m && m->kind == PG_ENTITY_METHOD)))
		return false;
	for (size_t k = i - 1; k > last_end && i - k <= 7; k--) {
		if (c->t->toks[k - 1].kind == PG_TOK_NUMBER || is_punct(c, k - 1, ';'))
			return false;
		if (has_prefix(c, k - 1, pgx_beat_verbs) ||
		    eqi(c, k - 1, "than") || eqi(c, k - 1, "over"))
			return true;
	}
	return false;
}

/* "84.1% accuracy on ImageNet, 48.6 mIoU on ADE20K", "5% (ZorbSet)": the data
 * set named after "on" or "in", or in brackets, within the value's own list item
 * (from token `after`, up to the next number, comma, "and" or clause break, at
 * most eight tokens), or -1. */
static int item_dataset(ctx *c, size_t after, size_t e)
{
	for (size_t k = after; k + 1 < e && k < after + 8; k++) {
		/* "by 5% (ZorbSet) and 3% (GlimSet)": a data set in brackets */
		if (is_punct(c, k, '(')) {
			mention *m = mention_at(c, k + 1);
			if (m && m->t0 == k + 1 && m->ent >= 0 && m->kind == PG_ENTITY_DATASET && m->t1 < e &&
			    is_punct(c, m->t1, ')'))
				return m->ent;
			/* "4.4% (mAP score) on PASCAL VOC": past the bracket */
			size_t z = k + 1;
			while (z < e && z < k + 6 && !is_punct(c, z, ')'))
				z++;
			if (z >= e || !is_punct(c, z, ')'))
				return -1;
			k = z;
			continue;
		}
		if (c->t->toks[k].kind == PG_TOK_NUMBER || is_punct(c, k, ';') || is_punct(c, k, '.') ||
		    is_punct(c, k, ',') ||
		    in_set(c, k, (const char *const[]){"while", "whereas", "but", "which", "than", "over", "compared",
						       "and", NULL}))
			return -1;
		if (!(eqi(c, k, "on") || eqi(c, k, "in")))
			continue;
		size_t q = k + 1;
		if (q < e && eqi(c, q, "the"))
			q++;
		mention *m = q < e ? mention_at(c, q) : NULL;
		return m && m->t0 == q && m->ent >= 0 && m->kind == PG_ENTITY_DATASET ? m->ent : -1;
	}
	return -1;
}

/* The index of the "by" that governs the number at i, over a bound ("by up to
 * 58%", "by more than 5%", "by over 5%", "by approximately 6%") or "a factor of",
 * or i if none. */
static size_t by_before(const ctx *c, size_t i, size_t b)
{
	size_t k = i;
	if (k > b + 2 && eqi(c, k - 1, "of") && eqi(c, k - 2, "factor"))
		k -= eqi(c, k - 3, "a") ? 3 : 2;
	if (k > b + 1 && eqi(c, k - 1, "to") && eqi(c, k - 2, "up"))
		k -= 2;
	else if (k > b + 1 && eqi(c, k - 1, "than") && (eqi(c, k - 2, "more") || eqi(c, k - 2, "over")))
		k -= 2;
	else if (k > b + 1 && eqi(c, k - 1, "least") && eqi(c, k - 2, "at"))
		k -= 2;
	else if (k > b && in_set(c, k - 1, (const char *const[]){"over", "about", "around", "approximately",
								   "approx.", "roughly", "nearly", "almost", "~",
								   NULL}))
		k--;
	return k > b && eqi(c, k - 1, "by") ? k - 1 : i;
}

/* "improving clarity, coherence and conciseness by 10%", "reduces memory and
 * latency by 30%": the measures listed as the object of a verb of change before
 * "by" at token `by` (a metric mention or one to three lower-case words each),
 * last first, into ents (at most cap); returns how many, 0 unless two or more
 * end right at "by" and the list starts right after the verb. Entities are made
 * only for a whole list. */
static size_t measures_before_by(ctx *c, size_t by, size_t b, int s, int *ents, size_t cap)
{
	size_t starts[8], ends[8], n = 0, k = by;
	if (cap > 8)
		cap = 8;
	bool verb = false;
	while (k > b && n < cap && !verb) {
		size_t end = k, start = k;
		mention *m = mention_at(c, k - 1);
		bool metric = m && m->kind == PG_ENTITY_METRIC && m->ent >= 0 && m->t1 == k;
		if (metric) {
			start = m->t0;
		} else {
			while (start > b && end - start < 3 && c->t->toks[start - 1].kind == PG_TOK_WORD &&
			       pg_ascii_is_lower((unsigned char)TW(c, start - 1)[0]) && !mention_at(c, start - 1) &&
			       !eqi(c, start - 1, "and") && !eqi(c, start - 1, "or") && !eqi(c, start - 1, "the") &&
			       !eqi(c, start - 1, "its") && !eqi(c, start - 1, "their") &&
			       !has_cue(c, start - 1, CUE_IMPROVE_BEFORE) && !has_cue(c, start - 1, CUE_REDUCE_BEFORE) &&
			       !has_cue(c, start - 1, CUE_CLAUSE_STOPS) && !eqi(c, start - 1, "increases") &&
			       !eqi(c, start - 1, "increase") && !is_adverb(c, start - 1) &&
			       !memchr(TW(c, start - 1), '.', TL(c, start - 1)))
				start--;
			if (start == end || c->t->toks[end - 1].e - c->t->toks[start].s >= PG_LEX_KEY_MAX)
				return 0;
			/* "rotation and translation errors", "human and robot performance":
			 * one head shared by plain words, one measure named twice */
			if (n > 0 && end == start + 1 && ends[0] - starts[0] > 1 && !mention_at(c, starts[0]))
				return 0;
		}
		starts[n] = start;
		ends[n++] = end;
		size_t q = start;
		if (q > b && (eqi(c, q - 1, "the") || eqi(c, q - 1, "its") || eqi(c, q - 1, "their")))
			q--;
		/* the verb: the list is complete */
		if (q > b && (has_cue(c, q - 1, CUE_IMPROVE_BEFORE) || has_cue(c, q - 1, CUE_REDUCE_BEFORE) ||
			      eqi(c, q - 1, "increases") || eqi(c, q - 1, "increase") || eqi(c, q - 1, "increasing"))) {
			if (eqi(c, q - 1, "by") || has_prefix(c, q - 1, pgx_beat_verbs))
				return 0;
			verb = true;
			continue;
		}
		/* ", and", ",", "and" before the item */
		k = start;
		bool sep = false;
		if (k > b && (eqi(c, k - 1, "and") || eqi(c, k - 1, "or"))) {
			k--;
			sep = true;
		}
		if (k > b && is_punct(c, k - 1, ',')) {
			k--;
			sep = true;
		}
		if (!sep)
			return 0;
	}
	if (!verb || n < 2)
		return 0;
	for (size_t i = 0; i < n; i++) {
		mention *m = mention_at(c, starts[i]);
		ents[i] = m && m->kind == PG_ENTITY_METRIC && m->ent >= 0 && m->t0 == starts[i] && m->t1 == ends[i]
				  ? m->ent
				  : pgx_span_entity(c, PG_ENTITY_METRIC, c->t->toks[starts[i]].s, c->t->toks[ends[i] - 1].e, s);
		if (ents[i] < 0)
			return 0;
	}
	return n;
}

/* Returns true if the value ending at token `after` is one of several paired
 * with as many measures: "by 9% and 11.2%", "..., respectively" (sentence [b, e)). */
static bool values_paired(const ctx *c, size_t b, size_t e, size_t after)
{
	num nx;
	if (after + 1 < e && (eqi(c, after, "and") || is_punct(c, after, ',')) && parse_num(c, after + 1, &nx))
		return true;
	for (size_t q = b; q < e; q++)
		if (eqi(c, q, "respectively"))
			return true;
	return false;
}

/* Returns true if the number at i, with unit `unit`, follows the result r ending
 * at last_end over nothing but a comma and/or "and": "27.2%, 5.0% and 1.7%". */
static bool bare_list_item(const ctx *c, size_t last_end, size_t i, const char *unit, const pg_result *r)
{
	if (i <= last_end || i - last_end > 2 || (unit == NULL) != (r->unit == NULL) ||
	    (unit && strcmp(unit, r->unit) != 0))
		return false;
	for (size_t k = last_end; k < i; k++)
		if (!is_punct(c, k, ',') && !eqi(c, k, "and"))
			return false;
	return true;
}

/* Returns true if the clause of the number at i (ending at `after`) words it as
 * a gain of the paper's own: "outperforms Foo by 3.3%", "improves by 13% and 7%",
 * "an improvement of 27.2%", "up to 30 points improvement". A bare "by" or "up"
 * is not enough ("the error grows by 5%"). */
static bool gain_worded(const ctx *c, size_t i, size_t after, size_t b, size_t e)
{
	static const char *const gain_words[] = {"outperform", "improv", "surpass", "gain", "boost", "exceed",
						 "beat", NULL};
	for (size_t k = after; k < e && k < after + 3; k++)
		if (has_prefix(c, k, gain_words))
			return true;
	for (size_t k = i; k > b && i - k < 12; k--) {
		if (is_punct(c, k - 1, ';') || eqi(c, k - 1, "while") || eqi(c, k - 1, "whereas") ||
		    eqi(c, k - 1, "but") || eqi(c, k - 1, "which"))
			return false;
		if (has_prefix(c, k - 1, gain_words))
			return true;
	}
	return false;
}

/* Reads the fraction at token i ("1/2", "2/3", "1-1/e", inside or outside $...$,
 * no spaces) into *nm as a decimal of at most three places, its tokens consumed;
 * false if there is none. */
static bool fraction_value(const ctx *c, size_t i, size_t b, size_t e, num *nm)
{
	const pg_token *tk = c->t->toks;
	if (i > b && (is_punct(c, i - 1, '/') || is_punct(c, i - 1, '-') || !(tk[i].flags & PG_TOKF_SPACE)))
		return false;
	double v;
	size_t end;
	num a, den;
	const char *w = c->t->clean + tk[i].s;
	if (strncmp(w, "1-1/e", 5) == 0 && !pg_ascii_is_alnum((unsigned char)w[5])) {
		/* "1-1/e": the tokens it spans */
		end = i;
		while (end < e && tk[end].e <= tk[i].s + 5)
			end++;
		if (end == i)
			return false; /* a token running past the "e" */
		v = 1.0 - 1.0 / 2.718281828459045;
	} else if (i + 2 < e && tk[i].kind == PG_TOK_NUMBER && parse_num(c, i, &a) && !a.unit &&
		   !strchr(a.text, '.') && a.t1 == i + 1 && is_punct(c, i + 1, '/') &&
		   !(tk[i + 1].flags & PG_TOKF_SPACE) && !(tk[i + 2].flags & PG_TOKF_SPACE) &&
		   tk[i + 2].kind == PG_TOK_NUMBER && parse_num(c, i + 2, &den) && !den.unit &&
		   !strchr(den.text, '.') && den.v > 0) {
		v = a.v / den.v;
		end = i + 3;
	} else {
		return false;
	}
	/* "1/2/3", "1/2-approximation", "3/2+O(1/n)": part of something longer */
	if (end < e && !(tk[end].flags & PG_TOKF_SPACE) &&
	    (is_punct(c, end, '/') || is_punct(c, end, '-') || is_punct(c, end, '+')))
		return false;
	/* "in 7/8 tasks", "1/4 memory consumption": a share of things, not a value */
	if (end < e && tk[end].kind == PG_TOK_WORD && !has_cue(c, end, CUE_CLAUSE_STOPS) && !eqi(c, end, "and") &&
	    !eqi(c, end, "or"))
		return false;
	memset(nm, 0, sizeof *nm);
	snprintf(nm->text, sizeof nm->text, "%.3f", v);
	size_t n = strlen(nm->text);
	while (n > 1 && nm->text[n - 1] == '0')
		nm->text[--n] = '\0';
	if (n > 1 && nm->text[n - 1] == '.')
		nm->text[--n] = '\0';
	nm->v = strtod(nm->text, NULL);
	nm->t0 = i;
	nm->t1 = end;
	return true;
}

/* The words of a speed-up, which measures speed. */
static const char *const speedup_words[] = {"speedup", "speedups", "speed-up", NULL};

/* "8x computation reduction", "a 20% memory saving", "3x measured speedup", "3%
 * performance degradation": one or two plain words between the value (ending at
 * token `after`) and its change word name what changes ("measured" only
 * qualifies); sets *np to that measure and *kind to the change's direction when
 * the pattern is there. Returns false only when out of memory. */
static bool changed_measure(ctx *c, size_t after, size_t e, int s, int *np, pg_result_kind *kind)
{
	static const char *const rise[] = {"improvement", "improvements", "increase", "gain", "gains", "boost", NULL};
	static const char *const fall[] = {"reduction", "reductions", "saving", "savings", "degradation", "drop",
					   "decrease", NULL};
	if (after + 1 >= e)
		return true;
	size_t q = after;
	while (q < e && q < after + 2 && c->t->toks[q].kind == PG_TOK_WORD &&
	       pg_ascii_is_lower((unsigned char)TW(c, q)[0]) && !mention_at(c, q) && !has_cue(c, q, CUE_CLAUSE_STOPS) &&
	       !has_cue(c, q, CUE_REDUCE_AFTER) && !has_cue(c, q, CUE_IMPROVE_AFTER) && !in_set(c, q, rise) &&
	       !in_set(c, q, fall) && !in_set(c, q, speedup_words) && !eqi(c, q, "and") && !eqi(c, q, "or"))
		q++;
	if (q == after || q >= e)
		return true;
	if (in_set(c, q, speedup_words)) {
		*np = pgx_get_entity(c, PG_ENTITY_METRIC, "speed", "speed", 5, TW(c, q), TL(c, q), s, c->t->toks[q].s,
				     c->t->toks[q].e);
		*kind = PG_RESULT_IMPROVEMENT;
		return *np >= 0;
	}
	if ((in_set(c, q, rise) || in_set(c, q, fall)) &&
	    !in_set(c, after, (const char *const[]){"measured", "relative", "absolute", "average", "point", "points",
						    "overall", "total", NULL})) {
		size_t cs = c->t->toks[after].s, ce = c->t->toks[q - 1].e;
		if (ce - cs < PG_LEX_KEY_MAX)
			*np = pgx_span_entity(c, PG_ENTITY_METRIC, cs, ce, s);
		*kind = in_set(c, q, rise) ? PG_RESULT_IMPROVEMENT : PG_RESULT_REDUCTION;
	}
	return true;
}

/* The results of the numbers of sentence s, one by one, in text order. */
static void numbers_to_results(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	int last_result = -1;
	size_t last_end = 0;
	bool last_on_cond = false; /* the last result's "on" phrase was a condition */
	char pending_base[40];
	bool has_pending = false;
	/* setting of the sentence: W4A4 or N-bit */
	const char *setting = NULL;
	size_t setting_len = 0;
	for (size_t i = b; i < e; i++) {
		const char *w = TW(c, i);
		size_t n = TL(c, i);
		if (pgx_is_setting_shape(w, n) || (n > 4 && pg_ascii_is_digit((unsigned char)w[0]) && strncmp(w + n - 4, "-bit", 4) == 0)) {
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
		/* "a competitive ratio of 1/2", "an approximation ratio of $1-1/e$": a
		 * fraction a metric names is its value, as a decimal */
		if (fraction_value(c, i, b, e, &nm)) {
			int fm = metric_near(c, i, i > b + 4 ? i - 4 : b, false);
			if (fm >= 0) {
				int method = c->n_prop > 0 ? c->proposed[0] : -1;
				add_result(c, &nm, PG_RESULT_SCORE, mention_at(c, (size_t)fm)->ent, -1, method, setting,
					   setting_len, s, "result-number");
				last_result = (int)c->x->n_results - 1;
				last_end = nm.t1;
			}
			i = nm.t1 - 1;
			continue;
		}
		if (!parse_num(c, i, &nm))
			continue;
		/* numbers glued into formulas or fractions */
		if ((i > b && (is_punct(c, i - 1, '/') || is_punct(c, i - 1, '^') || is_punct(c, i - 1, '='))) ||
		    (nm.t1 < e && (is_punct(c, nm.t1, '/') || is_punct(c, nm.t1, '^'))))
			continue;
		if (i > b && c->t->toks[i - 1].kind == PG_TOK_WORD && !(c->t->toks[i].flags & PG_TOKF_SPACE) &&
		    !(c->t->toks[i].flags & PG_TOKF_MATH))
			continue;
		/* "Caltech 101", "FooLM 2": a number inside a name */
		mention *inside = mention_at(c, i);
		if (inside && inside->t0 < i && inside->kind != PG_ENTITY_METRIC) {
			i = inside->t1 - 1;
			continue;
		}
		/* "a top 5 error rate of 13.55%", "top 1 accuracy": the k of a top-k measure */
		if (i > b && eqi(c, i - 1, "top") && !nm.unit) {
			i = nm.t1 - 1;
			continue;
		}
		size_t after = nm.t1;
		/* "32x - 512x fewer steps", "2.3 - 107.4x faster": a range written with
		 * spaces is one claim, two results of the words after its upper end */
		if (!nm.hi[0] && after + 1 < e && is_punct(c, after, '-')) {
			num nx;
			if (parse_num(c, after + 1, &nx) && nx.unit && !nx.hi[0] && !nx.glued &&
			    (!nm.unit || strcmp(nm.unit, nx.unit) == 0) && nx.v > nm.v && strlen(nx.text) < sizeof nm.hi) {
				memcpy(nm.hi, nx.text, strlen(nx.text) + 1);
				nm.unit = nx.unit;
				nm.t1 = after = nx.t1;
			}
		}
		/* deltas: "0.7 ↓", "+3.4 %" inside brackets after a result */
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
		/* conditions, not results: "at 95% recall", "when the recall is 95%" */
		if (is_condition(c, i, after, b, e)) {
			i = nm.t1 - 1;
			continue;
		}
		/* "from 70.5% to 78.8%": the first is the baseline of the second; so is
		 * the first of each later pair, "from 61% to 64% on A and 40% to 52% on B" */
		if (i > b && after + 1 < e && eqi(c, after, "to") &&
		    (eqi(c, i - 1, "from") || from_before(c, i, b) ||
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
		/* baseline value: "vs 41.3 in Foo", "beating the FooNet baseline 52.3%" */
		if (i > b && (eqi(c, i - 1, "vs") || baseline_named_before(c, i, b, last_end, last_result) || from_before(c, i, b) || eqi(c, i - 1, "vs.") || eqi(c, i - 1, "versus") ||
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
						pgx_add_fact(c, PG_REL_COMPARES, -1, m->ent, s, "result-baseline");
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
		/* integers without a unit are counts, years or sizes, but not "up to 30
		 * points improvement" nor "by 30 and 7 points" */
		bool int_points = after < e && (eqi(c, after, "points") || eqi(c, after, "pp"));
		if (!int_points && after + 2 < e && eqi(c, after, "and") && c->t->toks[after + 1].kind == PG_TOK_NUMBER &&
		    (eqi(c, after + 2, "points") || eqi(c, after + 2, "pp")))
			int_points = true;
		if (!nm.unit && !decimal && !nm.glued && !int_points) {
			int mk = -1;
			if (i > b + 1 && (eqi(c, i - 1, "of") || eqi(c, i - 1, "to") || eqi(c, i - 1, "achieves") ||
					  eqi(c, i - 1, "achieve") || eqi(c, i - 1, "reaches")))
				mk = metric_near(c, i - 1, i > b + 4 ? i - 4 : b, false);
			if (mk < 0)
				mk = (after < e) ? metric_near(c, after, after + 1 < e ? after + 1 : e, true) : -1;
			if (mk < 0 || nm.v >= 1900)
				continue;
		}
		/* the noun phrase a percentage governs, when it names a measure */
		size_t ms, me;
		bool measured = nm.unit && nm.unit[0] == '%' && measure_span(c, after, e, &ms, &me);
		/* proportions: "top 25% topics", "30% samples" (not "90% success rates") */
		if (nm.unit && nm.unit[0] == '%' && after < e && c->t->toks[after].kind == PG_TOK_WORD &&
		    pg_ascii_is_lower((unsigned char)TW(c, after)[0]) && TW(c, after)[TL(c, after) - 1] == 's' &&
		    !mention_at(c, after) && !has_cue(c, after, CUE_IMPROVE_AFTER) && !has_cue(c, after, CUE_REDUCE_AFTER) &&
		    !eqi(c, after, "points") && !eqi(c, after, "gains") && !measured &&
		    /* words that end in "s" but count nothing: "by 28% across tasks" */
		    !in_set(c, after, (const char *const[]){"across", "as", "is", "was", "has", "thus", "plus", "versus",
							    "whereas", "its", "this", "always", "perhaps", "does", NULL})) {
			i = nm.t1 - 1;
			continue;
		}
		/* proportions: "10% of the data", "20 % of labels" */
		if (nm.unit && after < e && has_cue(c, after, CUE_COUNT_NOUNS_AFTER)) {
			mention *mm = mention_at(c, after + 1 < e ? after + 1 : after);
			if (!(mm && mm->kind == PG_ENTITY_METRIC))
				continue;
		}
		/* kind */
		pg_result_kind kind = PG_RESULT_SCORE;
		for (size_t k = after; k < e && k < after + 3; k++) {
			if (has_cue(c, k, CUE_REDUCE_AFTER)) {
				kind = PG_RESULT_REDUCTION;
				break;
			}
			if (has_cue(c, k, CUE_IMPROVE_AFTER)) {
				kind = PG_RESULT_IMPROVEMENT;
				break;
			}
		}
		bool points = false; /* "6 F1 points", "2.1 pp" */
		for (size_t k = after; k < e && k < after + 3; k++)
			if (eqi(c, k, "points") || eqi(c, k, "point") || eqi(c, k, "pp") || eqi(c, k, "pts"))
				points = true;
		size_t byk = by_before(c, i, b);
		bool by = byk < i;
		if (kind == PG_RESULT_SCORE && (nm.unit || points || by)) {
			/* a reducing verb in the clause wins over "by": "lowering the error by 5%" */
			size_t lo = i > b + 8 ? i - 8 : b;
			bool red = false, imp = false, level = false;
			for (size_t k = i; k > lo; k--) {
				if (is_punct(c, k - 1, ',') || is_punct(c, k - 1, ';'))
					break;
				/* "achieves 30.4 and 34.1 BLEU points": points reached, a score */
				if (in_set(c, k - 1, (const char *const[]){"achieves", "achieve", "achieving", "achieved",
									     "reaches", "reach", "reaching", "obtains",
									     "obtaining", "attains", "attaining", "scores",
									     "scoring", NULL}))
					level = true;
				if (has_cue(c, k - 1, CUE_REDUCE_BEFORE))
					red = true;
				else if (has_cue(c, k - 1, CUE_IMPROVE_BEFORE) &&
					 (eqi(c, k - 1, "by") || eqi(c, k - 1, "margin") || eqi(c, k - 1, "up") ||
					  k - 1 + 4 >= i))
					imp = true;
			}
			if (red)
				kind = PG_RESULT_REDUCTION;
			else if (imp || (points && !level))
				kind = PG_RESULT_IMPROVEMENT;
		}
		/* x without a direction word is a speed-up: an improvement */
		if (kind == PG_RESULT_SCORE && nm.unit && nm.unit[0] == 'x')
			kind = PG_RESULT_IMPROVEMENT;
		/* metric: just after, then just before, then "in terms of", then the noun
		 * phrase after "reduction in" / "on", then the nearest in the sentence */
		int mk = -1;
		int glued = -1;
		if (nm.glued) {
			char gkey[PG_LEX_KEY_MAX * 2 + 16];
			size_t gl = strlen(nm.glued->label);
			const pg_token *gt = &c->t->toks[i];
			size_t gs = gt->s + nm.glued_at; /* the metric's letters: "mAP" */
			pgx_make_key(nm.glued->label, gl, gkey, sizeof gkey);
			glued = pgx_get_entity(c, PG_ENTITY_METRIC, gkey, c->t->clean + gs, gt->e - gs, nm.glued->label, gl,
					       s, gs, gt->e);
			mk = -2; /* no search: the number names its metric */
		}
		/* "PSNR 51 SSIM 0.998": a metric right before the value, where the metric
		 * right after it has its own value, is the value's metric */
		if (mk == -1 && i > b) {
			mention *pm = mention_at(c, i - 1), *fm = after < e ? mention_at(c, after) : NULL;
			num fv;
			if (pm && pm->kind == PG_ENTITY_METRIC && pm->ent >= 0 && pm->t1 == i && fm &&
			    fm->kind == PG_ENTITY_METRIC && fm->t0 == after && fm->t1 < e && parse_num(c, fm->t1, &fv))
				mk = (int)pm->t0;
		}
		for (size_t k = after; k < e && k < after + 4 && mk == -1; k++) {
			mention *mm = mention_at(c, k);
			if (mm && mm->kind == PG_ENTITY_METRIC && mm->ent >= 0) {
				mk = (int)k;
				break;
			}
			/* "65% (AP)": the metric in brackets right after the value */
			mention *bm = k == after && k + 2 < e && is_punct(c, k, '(') ? mention_at(c, k + 1) : NULL;
			if (bm && bm->kind == PG_ENTITY_METRIC && bm->ent >= 0 && bm->t1 < e && is_punct(c, bm->t1, ')')) {
				mk = (int)k + 1;
				break;
			}
			if (is_punct(c, k, ',') || is_punct(c, k, ';') || is_punct(c, k, '(') || eqi(c, k, "and") ||
			    in_set(c, k, (const char *const[]){"while", "whereas", "but", "although", "though",
							       "which", "that", "when", "where", NULL}))
				break; /* "by 30% while preserving the accuracy": another claim */
		}
		int np = -1;
		if (mk == -1)
			np = governing_np(c, i, b, s); /* "a precision of 86.5%" */
		if (mk == -1 && np < 0 && measured)
			np = pgx_span_entity(c, PG_ENTITY_METRIC, c->t->toks[ms].s, c->t->toks[me - 1].e, s);
		/* "3x reduction in memory traffic", "a 30% relative improvement in
		 * consistency": the change words after the value, then what they change */
		size_t cw = after;
		while (cw < e && cw < after + 2 && (has_cue(c, cw, CUE_REDUCE_AFTER) || has_cue(c, cw, CUE_IMPROVE_AFTER)))
			cw++;
		if (mk == -1 && np < 0 && nm.unit && cw > after && cw + 1 < e && (eqi(c, cw, "in") || eqi(c, cw, "of")))
			np = np_metric(c, cw + 1, e, s);
		/* "17,388 times fewer parameters than Foo", "10x fewer training steps":
		 * what a ratio counts, after its comparative, is the metric ("trained on
		 * 100x more data" is a condition, "a 20x larger dataset" a size) */
		bool more_as_condition = i > b && after < e && eqi(c, after, "more") &&
					 (eqi(c, i - 1, "on") || eqi(c, i - 1, "with") || eqi(c, i - 1, "trained"));
		if (mk == -1 && np < 0 && nm.unit && nm.unit[0] == 'x' && after + 1 < e && !more_as_condition &&
		    in_set(c, after, (const char *const[]){"fewer", "less", "smaller", "more", "lower", "higher",
							   NULL}) &&
		    counted_noun(c, after + 1))
			np = counted_metric(c, after + 1, e, s);
		/* "using 60% fewer parameters", "95% less labelled data": a share saved */
		if (mk == -1 && np < 0 && nm.unit && nm.unit[0] == '%' && after + 1 < e &&
		    in_set(c, after, (const char *const[]){"fewer", "less", NULL}) && counted_noun(c, after + 1))
			np = counted_metric(c, after + 1, e, s);
		if (mk == -1 && np < 0 && nm.unit && !changed_measure(c, after, e, s, &np, &kind))
			return;
		/* "a speedup of more than 8x": the speed-up word before the ratio */
		size_t sw = after;
		for (size_t k = i; nm.unit && nm.unit[0] == 'x' && k > b && i - k < 5; k--)
			if (in_set(c, k - 1, speedup_words)) {
				sw = k - 1;
				break;
			} else if (c->t->toks[k - 1].kind != PG_TOK_WORD || mention_at(c, k - 1)) {
				break;
			}
		if (mk == -1 && np < 0 && nm.unit && nm.unit[0] == 'x' && sw < e &&
		    (eqi(c, sw, "faster") || eqi(c, sw, "quicker") || eqi(c, sw, "slower") || in_set(c, sw, speedup_words))) {
			/* "up to 10 times faster", "the error drops, with a 4 times speedup": a speed-up
			 * naming no metric is about speed, not a metric named before it */
			bool word = !eqi(c, sw, "faster") && !eqi(c, sw, "quicker") && !eqi(c, sw, "slower");
			np = pgx_get_entity(c, PG_ENTITY_METRIC, "speed", "speed", 5, word ? TW(c, sw) : NULL,
					    word ? TL(c, sw) : 0, s, c->t->toks[sw].s, c->t->toks[sw].e);
			if (np < 0)
				return;
			if (eqi(c, sw, "slower"))
				kind = PG_RESULT_REDUCTION; /* "3 times slower": speed lost */
		}
		if (mk == -1 && np < 0)
			mk = metric_near(c, i, i > b + 6 ? i - 6 : b, false);
		if (mk == -1) {
			for (size_t k = b; k + 3 < e; k++)
				if (eqi(c, k, "terms") && eqi(c, k + 1, "of")) {
					mk = metric_near(c, k + 2, k + 6 < e ? k + 6 : e, true);
					break;
				}
		}
		int metric = mk >= 0 ? mention_at(c, (size_t)mk)->ent : mk == -2 ? glued : np;
		/* "speeds up inference by 6.7 times on CPU", "accelerates training by 3x":
		 * a ratio after a verb of speed measures speed ("on CPU" is where) */
		if (metric < 0 && nm.unit && nm.unit[0] == 'x' && by) {
			for (size_t k = byk; k > b && byk - k < 8; k--) {
				if (in_set(c, k - 1, (const char *const[]){"accelerate", "accelerates", "accelerated",
									   "accelerating", NULL}) ||
				    ((eqi(c, k - 1, "speeds") || eqi(c, k - 1, "speed") || eqi(c, k - 1, "speeding")) &&
				     k < byk && eqi(c, k, "up"))) {
					metric = pgx_get_entity(c, PG_ENTITY_METRIC, "speed", "speed", 5, NULL, 0, s, 0, 0);
					if (metric < 0)
						return;
					break;
				}
			}
		}
		/* "improve the performance by 46% on noisy data": the noun the verb changes,
		 * not the condition after "on" */
		bool on_cond = false;
		if (metric < 0 && nm.unit && by && byk > b + 1 && after < e && eqi(c, after, "on")) {
			metric = np_before_by(c, byk, b, s);
			on_cond = metric >= 0;
		}
		/* "by 12% on noisy images and 5% on blurred images": a list item naming no
		 * metric of its own measures what the item before it measured */
		if (metric < 0 && last_on_cond && nm.unit && after < e && eqi(c, after, "on") &&
		    list_follows(c, last_end, i, b) && c->x->results[last_result].sentence == s) {
			metric = c->x->results[last_result].metric;
			on_cond = true;
		}
		/* "an improvement of 27.2%, 5.0% and 1.7% in ...": a bare list item, with
		 * only a comma or "and" after the last result, measures what it measured */
		if (metric < 0 && last_result >= 0 && c->x->results[last_result].sentence == s &&
		    bare_list_item(c, last_end, i, nm.unit, &c->x->results[last_result])) {
			metric = c->x->results[last_result].metric;
			kind = c->x->results[last_result].kind;
		}
		if (metric < 0 && nm.unit) {
			/* "3x reduction in memory traffic", "7% on recall" */
			size_t k = after;
			if (cw < e && (eqi(c, cw, "in") || eqi(c, cw, "of")))
				k = cw;
			else if (k < e && (has_cue(c, k, CUE_REDUCE_AFTER) || has_cue(c, k, CUE_IMPROVE_AFTER)))
				k++;
			/* not "4.3% on FooNet": a name after "on" is where, not what, it measures */
			if (k + 1 < e && (eqi(c, k, "in") || eqi(c, k, "on") || eqi(c, k, "of")) &&
			    !(eqi(c, k, "on") && mention_at(c, k + 1)))
				metric = np_metric(c, k + 1, e, s);
		}
		if (metric < 0 && by && byk > b + 1)
			metric = np_before_by(c, byk, b, s); /* "reducing the transmission size by 70%" */
		if (metric < 0) {
			mk = metric_near(c, after, clause_end(c, after, after + 40 < e ? after + 40 : e), true);
			if (mk < 0)
				mk = metric_near(c, i, i > b + 40 ? i - 40 : b, false);
			metric = mk >= 0 ? mention_at(c, (size_t)mk)->ent : -1;
		}
		/* "outperforms Foo by 3.3%", "an improvement of 27.2%, 5.0% and 1.7%": a
		 * gain in per cent or points naming no measure is one in performance */
		if (metric < 0 && kind == PG_RESULT_IMPROVEMENT && ((nm.unit && nm.unit[0] == '%') || points) &&
		    gain_worded(c, i, after, b, e)) {
			metric = pgx_get_entity(c, PG_ENTITY_METRIC, "performance", "performance", 11, NULL, 0, s, 0, 0);
			if (metric < 0)
				return;
		}
		if (metric < 0) {
			i = nm.t1 - 1;
			continue;
		}
		/* "by 7% on recall, 3% on precision": a list shares its kind */
		if (kind == PG_RESULT_SCORE && last_result >= 0) {
			bool list = list_follows(c, last_end, i, b);
			pg_result *lr = &c->x->results[last_result];
			if (list && lr->sentence == s && ((lr->unit == NULL) == (nm.unit == NULL)))
				kind = lr->kind;
		}
		/* a whole number of a change is a result where "by" or the metric right
		 * after it, itself followed by the change word, says what it measures
		 * ("by 3 mAP", "3 mAP higher than Foo"; not "at 10 fps or less") */
		bool metric_after = false;
		if (mk >= 0 && (size_t)mk == after) {
			const mention *am = mention_at(c, after);
			metric_after = am->t1 < e && (has_cue(c, am->t1, CUE_IMPROVE_AFTER) || has_cue(c, am->t1, CUE_REDUCE_AFTER));
		}
		if (!decimal && !nm.unit && kind != PG_RESULT_SCORE && !points && !metric_after &&
		    !(by && mk >= 0 && (size_t)mk >= after)) {
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
		int own = item_dataset(c, after, e);
		if (own >= 0)
			dataset = own;
		if (method < 0 && c->n_prop > 0)
			method = c->proposed[0];
		add_result(c, &nm, kind, metric, dataset, method, setting, setting_len, s, "result-number");
		if (by && !nm.hi[0] && !c->oom && !values_paired(c, b, e, after)) {
			/* "improving clarity, coherence and conciseness by 10%": one result
			 * per listed measure, the last being the one just added */
			int listed[6];
			size_t nl = measures_before_by(c, byk, b, s, listed, 6);
			if (c->oom)
				return;
			for (size_t q = 0; q < nl; q++)
				if (listed[q] >= 0 && listed[q] != metric)
					add_result(c, &nm, kind, listed[q], dataset, method, setting, setting_len, s,
						   "result-number");
		}
		if (nm.hi[0] && !c->oom) {
			/* a range is two results, one per end */
			num top = nm;
			memcpy(top.text, nm.hi, sizeof top.text);
			top.v = strtod(top.text, NULL);
			top.hi[0] = '\0';
			add_result(c, &top, kind, metric, dataset, method, setting, setting_len, s, "result-number");
		}
		if (has_pending && !c->oom && c->x->n_results > 0 && eqi(c, i - 1, "to")) {
			pg_result *r = &c->x->results[c->x->n_results - 1];
			if (!(r->baseline_value = strdup(pending_base)))
				c->oom = true;
		}
		has_pending = false;
		last_result = (int)c->x->n_results - 1;
		last_end = nm.t1;
		last_on_cond = on_cond;
		i = nm.t1 - 1;
	}
}

/* "5.7% and 7.2% improvements in accuracy and F1, respectively", "81.2% and
 * 75.0% on FooQA and BarQA, respectively": the n results of sentence s (from
 * result index `first`) take the n metrics or data sets listed right before
 * "respectively", in order. */
static void pair_respectively(ctx *c, int s, size_t first)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	size_t n = c->x->n_results - first;
	if (n < 2 || n > 8)
		return;
	for (size_t v = b + 1; v < e; v++) {
		if (!eqi(c, v, "respectively"))
			continue;
		int ents[8];
		pg_entity_kind kind = PG_ENTITY_METRIC;
		size_t got = 0;
		size_t q = v;
		if (q > b && is_punct(c, q - 1, ','))
			q--;
		/* walk back over "A, B and C" */
		while (q > b && got < 8) {
			mention *m = mention_at(c, q - 1);
			if (m && m->ent >= 0 && (m->kind == PG_ENTITY_METRIC || m->kind == PG_ENTITY_DATASET) &&
			    (got == 0 || m->kind == kind)) {
				kind = m->kind;
				ents[got++] = m->ent;
				q = m->t0;
				continue;
			}
			if (is_punct(c, q - 1, ',') || eqi(c, q - 1, "and"))
				q--;
			else
				break;
		}
		if (got == 0) {
			/* "improves recall and F1 by 34% and 16%, respectively": the list
			 * stands before the values, the last such list of n names */
			for (size_t k = b; k < v; k++) {
				mention *m = mention_at(c, k);
				if (!m || m->t0 != k || m->ent < 0 ||
				    (m->kind != PG_ENTITY_METRIC && m->kind != PG_ENTITY_DATASET))
					continue;
				int list[8];
				size_t len = 0, q2 = k;
				pg_entity_kind lk = m->kind;
				for (;;) {
					mention *x = mention_at(c, q2);
					if (!x || x->t0 != q2 || x->ent < 0 || x->kind != lk || len == 8)
						break;
					list[len++] = x->ent;
					q2 = x->t1;
					if (q2 < v && is_punct(c, q2, ','))
						q2++;
					if (q2 < v && eqi(c, q2, "and"))
						q2++;
				}
				if (len == n) {
					kind = lk;
					for (size_t j = 0; j < n; j++)
						ents[n - 1 - j] = list[j];
					got = n;
				}
				k = q2 > k ? q2 - 1 : k;
			}
		}
		if (got != n)
			return;
		for (size_t k = 0; k < n; k++) {
			pg_result *r = &c->x->results[first + k];
			if (kind == PG_ENTITY_METRIC)
				r->metric = ents[n - 1 - k];
			else
				r->dataset = ents[n - 1 - k];
		}
		return;
	}
}

void pgx_rule_results(ctx *c, int s)
{
	size_t first = c->x->n_results;
	numbers_to_results(c, s);
	if (!c->oom)
		pair_respectively(c, s, first);
}
