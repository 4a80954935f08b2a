/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 2: lexicon mentions (data sets, metrics, task phrases) and the
 * names written before or after a data set head. */
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "extract/rules.h"

/* Token i's lexicon key (its length in *n, 0 for none), made once per token
 * into c->key_arena. The pointer is valid until the next call: the arena may
 * move as it grows. */
static const char *tok_key(ctx *c, size_t i, size_t *n)
{
	if (!c->tok_key[i]) {
		char buf[PG_LEX_KEY_MAX];
		size_t k = pg_lexicon_normalize(TW(c, i), TL(c, i), buf, sizeof buf);
		size_t at = c->key_arena.len;
		if (at >= UINT32_MAX - sizeof buf || !pg_buf_add(&c->key_arena, buf, k) ||
		    !pg_buf_addc(&c->key_arena, '\0')) {
			c->oom = true;
			*n = 0;
			return "";
		}
		c->tok_key[i] = (uint32_t)at + 1;
	}
	const char *key = c->key_arena.data + c->tok_key[i] - 1;
	*n = strlen(key);
	return key;
}

static pg_entity_kind lex_to_entity(pg_lex_kind k)
{
	return k == PG_LEX_DATASET ? PG_ENTITY_DATASET :
	       k == PG_LEX_METRIC  ? PG_ENTITY_METRIC :
	       k == PG_LEX_METHOD  ? PG_ENTITY_METHOD :
				     PG_ENTITY_TASK;
}

/* The strength of a technique's mention: an acronym or a capitalised form in
 * mid-sentence ("SGD", "a Gaussian process" not) reads as a name and takes a
 * role by itself (2); a lower-case phrase ("stochastic gradient descent") only
 * through a cue (1). */
static int technique_strength(const ctx *c, size_t i, size_t j)
{
	for (size_t k = i; k < j; k++) {
		const char *w = TW(c, k);
		size_t n = TL(c, k);
		for (size_t q = (k == i && pgx_sentence_initial(c, k)) ? 1 : 0; q < n; q++)
			if (pg_ascii_is_upper((unsigned char)w[q]))
				return 2;
	}
	return 1;
}

static int entity_for_lex(ctx *c, const pg_lex_entry *le, size_t cs, size_t ce, int sent)
{
	char key[PG_LEX_KEY_MAX * 2 + 16];
	size_t ln = strlen(le->label);
	pgx_make_key(le->label, ln, key, sizeof key);
	const char *surface = c->t->clean + cs;
	return pgx_get_entity(c, lex_to_entity(le->kind), key, surface, ce - cs, le->label, ln, sent, cs, ce);
}

int pgx_lexicon_name_entity(ctx *c, size_t i, size_t n, int sent, pg_entity_kind *kind)
{
	char key[PG_LEX_KEY_MAX];
	const char *surf = TW(c, i);
	size_t kn = pg_lexicon_normalize(surf, n, key, sizeof key);
	bool longer;
	const pg_lex_entry *le = kn ? pg_lexicon_lookup_phrase(c->lex, key, kn, surf, n, &longer) : NULL;
	if (!le || (le->kind != PG_LEX_METHOD && le->kind != PG_LEX_DATASET))
		return -1;
	size_t cs = c->t->toks[i].s;
	int ent = entity_for_lex(c, le, cs, cs + n, sent);
	if (ent >= 0 && le->kind == PG_LEX_METHOD)
		c->ent_role[ent] |= ROLE_KNOWN | ROLE_TECHNIQUE;
	*kind = lex_to_entity(le->kind);
	return ent;
}

static bool cap_word(const ctx *c, size_t i)
{
	return c->t->toks[i].kind == PG_TOK_WORD && pg_ascii_is_upper((unsigned char)TW(c, i)[0]) &&
	       !pg_lexicon_is_stop(c->lex, TW(c, i), TL(c, i));
}

/* Returns true if tokens [a, b) are capitalised in the middle of a sentence and
 * sit in a run of other capitalised words: part of a Title Case name. */
static bool title_case_run(const ctx *c, size_t a, size_t b, size_t sb, size_t se)
{
	if (a == sb || !pg_ascii_is_upper((unsigned char)TW(c, a)[0]))
		return false;
	for (size_t k = a; k < b; k++)
		if (!pg_ascii_is_upper((unsigned char)TW(c, k)[0]) && !pg_ascii_is_digit((unsigned char)TW(c, k)[0]))
			return false;
	if (a > sb + 1 && cap_word(c, a - 1) && (c->t->toks[a].flags & PG_TOKF_SPACE))
		return true;
	if (b < se && cap_word(c, b) && (c->t->toks[b].flags & PG_TOKF_SPACE))
		return true;
	return false;
}

/* "a transformer-based framework", "diffusion-based": a technique of the
 * methods lexicon written as the "-based" modifier of token i is mentioned as
 * such (based, strong: the modifier names it), so the roles' rules see it. */
static void based_technique(ctx *c, int s, size_t i)
{
	static const char suffix[] = "-based";
	size_t n = TL(c, i), k = sizeof suffix - 1;
	if (c->t->toks[i].kind != PG_TOK_WORD || n <= k + 2 || strncasecmp(TW(c, i) + n - k, suffix, k) != 0 ||
	    c->tok_m[i] >= 0)
		return;
	pg_entity_kind kind;
	int ent = pgx_lexicon_name_entity(c, i, n - k, s, &kind);
	if (ent < 0 || kind != PG_ENTITY_METHOD)
		return;
	size_t cs = c->t->toks[i].s;
	int mi = pgx_add_mention(c, i, i + 1, cs, cs + n - k, PG_ENTITY_METHOD, ent, 2);
	if (mi >= 0) {
		c->m[mi].technique = true;
		c->m[mi].based = true;
	}
}

/* Returns true if token k alone is a metric the lexicon knows ("mAP"). */
static bool metric_word(ctx *c, size_t k)
{
	size_t kn;
	const char *key = tok_key(c, k, &kn);
	bool longer;
	const pg_lex_entry *le = kn ? pg_lexicon_lookup_phrase(c->lex, key, kn, TW(c, k), TL(c, k), &longer) : NULL;
	return le && le->kind == PG_LEX_METRIC;
}

bool pgx_value_or_count(ctx *c, size_t k, size_t e)
{
	const pg_text *t = c->t;
	return k + 1 < e && (is_punct(c, k + 1, '%') || t->toks[k + 1].kind == PG_TOK_SYMBOL || metric_word(c, k + 1) ||
			     eqi(c, k + 1, "x") || eqi(c, k + 1, "times") || eqi(c, k + 1, "points") ||
			     (t->toks[k + 1].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, k + 1)[0]) &&
			      TW(c, k + 1)[TL(c, k + 1) - 1] == 's' && !has_cue(c, k + 1, CUE_DATASET_HEADS)));
}

/* "PASCAL VOC 2007/2012", "VOC 2007 and 2012": a data set named with a year
 * or version number (tokens [i, j), the number last) followed by "/", "and" or
 * "&" and a second number names a second edition of it, that number with the
 * first one's words: the lexicon's entry when it has one ("CIFAR-10/100"), else
 * a new data set when the two numbers have as many digits. */
static void second_edition(ctx *c, int s, size_t i, size_t j, size_t e)
{
	const pg_text *t = c->t;
	size_t y = j - 1, k = j + 1;
	if (j >= e || k >= e || !(is_punct(c, j, '/') || eqi(c, j, "and") || is_punct(c, j, '&')) ||
	    t->toks[k].kind != PG_TOK_NUMBER || mention_at(c, k))
		return;
	/* the first edition's number: a number token, or the digits ending a word ("CIFAR-10") */
	size_t ds = t->toks[y].s, de = t->toks[y].e;
	if (t->toks[y].kind != PG_TOK_NUMBER) {
		size_t q = de;
		while (q > ds && pg_ascii_is_digit((unsigned char)t->clean[q - 1]))
			q--;
		if (q == de || q == ds)
			return;
		ds = q;
	} else if (y <= i) {
		return;
	}
	for (size_t q = 0; q < TL(c, k); q++)
		if (!pg_ascii_is_digit((unsigned char)TW(c, k)[q]))
			return;
	if (pgx_value_or_count(c, k, e))
		return;
	char name[PG_LEX_KEY_MAX], key[PG_LEX_KEY_MAX * 2 + 16];
	size_t pre = ds - t->toks[i].s;
	if (pre + TL(c, k) >= sizeof name)
		return;
	memcpy(name, t->clean + t->toks[i].s, pre);
	memcpy(name + pre, TW(c, k), TL(c, k));
	size_t n = pre + TL(c, k);
	char nk[PG_LEX_KEY_MAX];
	size_t kn = pg_lexicon_normalize(name, n, nk, sizeof nk);
	bool longer;
	const pg_lex_entry *le = kn ? pg_lexicon_lookup_phrase(c->lex, nk, kn, name, n, &longer) : NULL;
	int ent;
	if (le && le->kind == PG_LEX_DATASET) {
		size_t ln = strlen(le->label);
		pgx_make_key(le->label, ln, key, sizeof key);
		ent = pgx_get_entity(c, PG_ENTITY_DATASET, key, name, n, le->label, ln, s, 0, 0);
	} else if (!le && TL(c, k) == de - ds) {
		pgx_make_key(name, n, key, sizeof key);
		ent = pgx_get_entity(c, PG_ENTITY_DATASET, key, name, n, NULL, 0, s, 0, 0);
	} else {
		return;
	}
	/* the mention's surface is the whole written pair: "PASCAL VOC 2007/2012" */
	if (ent >= 0)
		pgx_add_mention(c, k, k + 1, t->toks[i].s, t->toks[k].e, PG_ENTITY_DATASET, ent, 2);
}

/* Greedy longest match of lexicon phrases in sentence s, tokens [b, e): data
 * set wins over metric over task, and a metric or task inside a Title Case run
 * is part of a name. */
static void match_phrases(ctx *c, int s, size_t b, size_t e, int maxw)
{
	const pg_text *t = c->t;
	char key[PG_LEX_KEY_MAX];
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
			/* "J&F": an ampersand written between two words without spaces joins them */
			if (j > i && j + 1 < e && t->toks[j].kind == PG_TOK_PUNCT && t->clean[t->toks[j].s] == '&' &&
			    !(t->toks[j].flags & PG_TOKF_SPACE) && !(t->toks[j + 1].flags & PG_TOKF_SPACE) &&
			    t->toks[j + 1].kind == PG_TOK_WORD)
				continue;
			/* "Nesterov's accelerated gradient": a possessive inside a phrase,
			 * which the lexicon's keys drop too */
			if (j > i && t->toks[j].kind == PG_TOK_PUNCT && TL(c, j) == 2 && t->clean[t->toks[j].s] == '\'')
				continue;
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
		/* "WMT'21" where the lexicon knows WMT only: the data set of its year */
		size_t wn = t->toks[i].kind == PG_TOK_WORD ? pg_lexicon_without_year(TW(c, i), TL(c, i)) : TL(c, i);
		if (!hit && wn < TL(c, i)) {
			char base[PG_LEX_KEY_MAX];
			size_t bn = pg_lexicon_normalize(TW(c, i), wn, base, sizeof base);
			bool longer;
			const pg_lex_entry *le = bn ? pg_lexicon_lookup_phrase(c->lex, base, bn, TW(c, i), wn, &longer) : NULL;
			if (le && le->kind == PG_LEX_DATASET) {
				hit = le;
				best = 1;
			}
		}
		if (hit && hit->kind != PG_LEX_DATASET && title_case_run(c, i, i + best, b, e))
			hit = NULL; /* "Predictive Correlation Screening" is a name, not a metric */
		if (hit) {
			size_t cs = t->toks[i].s, ce = t->toks[i + best - 1].e;
			int ent = entity_for_lex(c, hit, cs, ce, s);
			/* an established technique: used, compared with or built on, never
			 * the paper's own proposal */
			bool technique = hit->kind == PG_LEX_METHOD;
			if (technique && ent >= 0)
				c->ent_role[ent] |= ROLE_KNOWN | ROLE_TECHNIQUE;
			int mi = pgx_add_mention(c, i, i + best, cs, ce, lex_to_entity(hit->kind), ent,
						 technique ? technique_strength(c, i, i + best) : 2);
			if (mi >= 0) {
				c->m[mi].technique = technique;
				c->m[mi].needs_context = hit->needs_context;
			}
			if (hit->kind == PG_LEX_DATASET && ent >= 0)
				second_edition(c, s, i, i + best, e);
			i += best;
		} else {
			based_technique(c, s, i);
			i++;
		}
	}
}

/* Returns true if token k is a version written as a word: "v2", "V3", "v1.0"
 * (digits, a dot only between two of them). */
static bool version_word(const ctx *c, size_t k)
{
	const char *w = TW(c, k);
	size_t n = TL(c, k);
	if (c->t->toks[k].kind != PG_TOK_WORD || n < 2 || n > 6 || (w[0] != 'v' && w[0] != 'V'))
		return false;
	for (size_t r = 1; r < n; r++)
		if (!pg_ascii_is_digit((unsigned char)w[r]) &&
		    !(w[r] == '.' && r > 1 && r + 1 < n && pg_ascii_is_digit((unsigned char)w[r + 1])))
			return false;
	return true;
}

/* "Name dataset", "X, Y and Z benchmarks": names before a data set head */
static void names_at_heads(ctx *c, int s, size_t b, size_t e)
{
	const pg_text *t = c->t;
	for (size_t i = b + 1; i < e && !c->oom; i++) {
		if (!has_cue(c, i, CUE_DATASET_HEADS))
			continue;
		size_t j = i;
		/* "GrabZorb50 image segmentation dataset": the task the data set serves
		 * between the name and its head */
		const mention *tm = mention_at(c, i - 1);
		bool past_task = false;
		if (tm && tm->kind == PG_ENTITY_TASK && tm->t1 == i && tm->t0 > b + 1 && c->tok_m[tm->t0 - 1] < 0 &&
		    pgx_name_shape(c, tm->t0 - 1, false)) {
			j = tm->t0;
			past_task = true;
		}
		while (j > b) {
			size_t k = j - 1;
			if ((is_punct(c, k, ',') || eqi(c, k, "and")) && !past_task) {
				j = k;
				continue;
			}
			/* "SegZorb v2": a version word after the name is its last token */
			size_t last = k;
			if (k > b + 1 && version_word(c, k) && c->tok_m[k] < 0)
				k--;
			if (c->tok_m[k] >= 0 || !pgx_name_shape(c, k, false))
				break;
			/* "the WMT'16 En→De benchmark": the second language of a pair, no name */
			if (k > b && t->toks[k - 1].kind == PG_TOK_SYMBOL && !(t->toks[k].flags & PG_TOKF_SPACE))
				break;
			/* a run of capitalised words is one name: "Multimodal Academic Cover" */
			size_t k0 = k;
			while (k0 > b + 1 && c->tok_m[k0 - 1] < 0 && t->toks[k0 - 1].kind == PG_TOK_WORD &&
			       pgx_name_shape(c, k0 - 1, false) && (t->toks[k0].flags & PG_TOKF_SPACE) && last - k0 < 4)
				k0--;
			size_t cs = t->toks[k0].s, ce = t->toks[last].e;
			if (ce - cs >= PG_LEX_KEY_MAX)
				break;
			int ent = pgx_span_entity(c, PG_ENTITY_DATASET, cs, ce, s);
			int mi = pgx_add_mention(c, k0, last + 1, cs, ce, PG_ENTITY_DATASET, ent, 2);
			if (mi >= 0)
				c->m[mi].coined = true;
			j = k0;
		}
		/* "three benchmarks (A, B and C)", "datasets including A and B" */
		size_t k = i + 1;
		if (k < e && (is_punct(c, k, '(') || is_punct(c, k, ':') || is_punct(c, k, ';') || eqi(c, k, "including") ||
			      eqi(c, k, "namely") || eqi(c, k, "like") || eqi(c, k, "i.e.") || eqi(c, k, "e.g.") ||
			      is_punct(c, k, ',')))
			k++;
		else if (k + 1 < e && eqi(c, k, "such") && eqi(c, k + 1, "as"))
			k += 2;
		else
			continue;
		/* "three datasets, namely A and B", "datasets (including A and B)" */
		if (k < e && (is_punct(c, k - 1, ',') || is_punct(c, k - 1, '(')) &&
		    (eqi(c, k, "namely") || eqi(c, k, "including") || eqi(c, k, "i.e.") || eqi(c, k, "e.g.") ||
		     eqi(c, k, "like")))
			k++;
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
			if (c->tok_m[k] >= 0 || !pgx_name_shape(c, k, true) || t->toks[k].kind != PG_TOK_WORD)
				break;
			size_t cs = t->toks[k].s, ce = t->toks[k].e;
			if (ce - cs >= PG_LEX_KEY_MAX)
				break;
			int ent = pgx_span_entity(c, PG_ENTITY_DATASET, cs, ce, s);
			int mi = pgx_add_mention(c, k, k + 1, cs, ce, PG_ENTITY_DATASET, ent, 2);
			if (mi >= 0)
				c->m[mi].coined = true; /* "two new datasets, namely Foo and Bar" */
			k++;
		}
	}
}

/* Step 2: the lexicon mentions of every sentence. */
void pgx_tag_lexicon(ctx *c)
{
	const pg_text *t = c->t;
	int maxw = pg_lexicon_max_words(c->lex);
	if (maxw > 8)
		maxw = 8;
	for (size_t s = 0; s < t->n_sents && !c->oom; s++) {
		size_t b = t->sents[s].tok_begin, e = t->sents[s].tok_end;
		match_phrases(c, (int)s, b, e, maxw);
		names_at_heads(c, (int)s, b, e);
	}
}
