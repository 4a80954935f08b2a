/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline steps 5 and 7: what the paper proposes, compares with and uses, per
 * sentence, from cue words around the names. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "extract/rules.h"

/* Returns true if token i is one lower-case word that may qualify a technique
 * after it ("momentum", "standard"): not a verb form, a determiner or a
 * pronoun. */
static bool variant_word(const ctx *c, size_t i)
{
	static const char *const no[] = {"the", "a", "an", "our", "their", "its", "his", "her", "this", "these",
					 "those", "other", "some", "many", "all", "both", "each", "then", "thus",
					 "also", "with", "by", "to", "for", "of", "in", "on", "as", "from", "than",
					 "not", "more", "less", "we", "it", "they", "that", "which", "such", "similar",
					 "comparable", "subsequent", "several", "various", "different", "further",
					 "using", "via", "through", NULL};
	size_t n = TL(c, i);
	const char *w = TW(c, i);
	if (c->t->toks[i].kind != PG_TOK_WORD || n < 3 || !pg_ascii_is_lower((unsigned char)w[0]) || in_set(c, i, no) ||
	    is_adverb(c, i))
		return false;
	for (size_t k = 0; k < n; k++)
		if (!pg_ascii_is_lower((unsigned char)w[k]) && w[k] != '-')
			return false;
	return !((n > 4 && (memcmp(w + n - 2, "ed", 2) == 0 || memcmp(w + n - 2, "es", 2) == 0)) ||
		 (n > 4 && memcmp(w + n - 3, "ing", 3) == 0) || (w[n - 1] == 's' && w[n - 2] != 's'));
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
		k = pgx_past_marker(c, k, end); /* "(i) Foo and (ii) Bar" */
		mention *m2 = method_at(c, k, min_strength);
		if (!m2 && k + 1 < end && variant_word(c, k)) {
			/* "SGD and momentum SGD", "CVAEs and standard VAEs": one lower-case
			 * word before a technique of the lexicon names a variant of it (the
			 * technique itself after a word of prior art) */
			mention *t = method_at(c, k + 1, min_strength);
			if (t && t->t0 == k + 1 && t->technique) {
				if (in_set(c, k, (const char *const[]){"standard", "vanilla", "plain", "original",
								       "conventional", "classical", "classic", "traditional",
								       "existing", "previous", "prior", "recent", "popular", NULL}))
					m2 = t;
				else if (c->t->toks[t->t1 - 1].e - c->t->toks[k].s < PG_LEX_KEY_MAX) {
					size_t cs = c->t->toks[k].s, ce = c->t->toks[t->t1 - 1].e;
					int ent = pgx_span_entity(c, PG_ENTITY_METHOD, cs, ce, c->t->toks[k].sentence);
					int mi = ent < 0 ? -1 : pgx_add_mention(c, k, t->t1, cs, ce, PG_ENTITY_METHOD, ent, 2);
					m2 = mi < 0 ? NULL : &c->m[mi];
				}
			}
		}
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
	int own_subject; /* compares: a proposal that is the subject of the cue, or -1 */
} role_arg;

static void do_propose(ctx *c, mention *m, void *arg)
{
	role_arg *r = arg;
	pgx_propose(c, m->ent, r->sent, r->rule);
}

static void do_fact(ctx *c, mention *m, void *arg)
{
	role_arg *r = arg;
	if (r->rel == PG_REL_COMPARES && (c->ent_role[m->ent] & ROLE_PROP)) {
		/* "Bar outperforms Foo" where both are the paper's: a comparison of its own
		 * variants, kept as such (rule "compare-own") */
		if (r->own_subject >= 0 && r->own_subject != m->ent)
			pgx_add_fact(c, r->rel, -1, m->ent, r->sent, "compare-own");
		return;
	}
	pgx_add_fact(c, r->rel, -1, m->ent, r->sent, r->rule);
}

/* An example after "such as" / "e.g." / "including" / "like" is used, unless the
 * paper compares with it ("unlike other regularizers such as Foo"). */
static void do_use_example(ctx *c, mention *m, void *arg)
{
	role_arg *r = arg;
	if (c->ent_role[m->ent] & ROLE_COMP)
		return;
	/* "Tree search algorithms, such as branch-and-bound, are widely used": an
	 * example in background, not a tool of this paper (a strong name there may
	 * still be used by default: the annotators count such names half the time) */
	if (!sentence_has_cue(c, r->sent, CUE_SELF_WORDS) && !sentence_has_proposed(c, r->sent))
		return;
	do_fact(c, m, arg);
}

/* Returns true if the clause before token v compares: a word such as
 * "outperforms", "better than" or "compared with" comes before v in its
 * sentence (from b), with no ";", "while", "whereas" or "but" between. */
static bool compared_before(const ctx *c, size_t v, size_t b)
{
	for (size_t k = v; k > b; k--) {
		if (is_punct(c, k - 1, ';') || in_set(c, k - 1, (const char *const[]){"while", "whereas", "but", NULL}))
			return false;
		if (has_prefix(c, k - 1, (const char *const[]){"outperform", "out-perform", "surpass", "beat", "exceed",
								 NULL}) ||
		    in_set(c, k - 1, (const char *const[]){"compared", "comparing", "versus", "vs", "vs.", NULL}) ||
		    (eqi(c, k - 1, "than") && k - 1 > b &&
		     in_set(c, k - 2, (const char *const[]){"better", "faster", "stronger", "superior", NULL})))
			return true;
	}
	return false;
}

/* Returns true if the examples introduced at token v ("such as", "e.g.") are of
 * methods the clause says the paper beats: "outperforms state-of-the-art
 * algorithms such as Foo", "methods (e.g., Foo)", "algorithms for implicit
 * feedback such as Foo" (a class noun right before, or before a short
 * complement; not "methods on various benchmarks, such as Foo"). */
static bool examples_of_beaten(const ctx *c, size_t v, size_t b)
{
	static const char *const classes[] = {"methods", "approaches", "algorithms", "baselines", "techniques",
					      "works", "competitors", "systems", "solvers", "detectors",
					      "trackers", "architectures", NULL};
	size_t h = v;
	while (h > b && (is_punct(c, h - 1, ',') || is_punct(c, h - 1, '(')))
		h--;
	for (size_t q = h; q > b && h - q < 6 && c->t->toks[q - 1].kind == PG_TOK_WORD; q--) {
		if (in_set(c, q - 1, classes))
			return compared_before(c, q - 1, b);
		if (in_set(c, q - 1, (const char *const[]){"on", "in", "across", "over", "to", NULL}))
			return false;
	}
	return false;
}

bool pgx_declined_at(const ctx *c, size_t k, size_t b)
{
	while (k > b && (eqi(c, k - 1, "the") || eqi(c, k - 1, "a") || eqi(c, k - 1, "an")))
		k--;
	if (k > b && in_set(c, k - 1, (const char *const[]){"using", "applying", "employing", "adopting", NULL}))
		k--;
	/* "without using Foo": set aside as much as "instead of using Foo" */
	if (k > b && eqi(c, k - 1, "without"))
		return true;
	return k > b + 1 && ((eqi(c, k - 1, "than") && eqi(c, k - 2, "rather")) ||
			     (eqi(c, k - 1, "of") && eqi(c, k - 2, "instead")));
}

/* Returns true if "we"/"this paper" is the subject of the verb at v: it appears
 * before v in the sentence with no relative clause ("that", "which") between. */
bool pgx_self_subject_before(const ctx *c, size_t v, size_t b)
{
	if (v > b + 60)
		b = v - 60; /* bound the walk on run-on "sentences" */
	for (size_t k = v; k > b; k--) {
		if (eqi(c, k - 1, "that") || eqi(c, k - 1, "which") || eqi(c, k - 1, "who") ||
		    eqi(c, k - 1, "whose") || is_punct(c, k - 1, ';') || is_punct(c, k - 1, ':') ||
		    is_punct(c, k - 1, '?'))
			return false;
		if (has_cue(c, k - 1, CUE_SELF_WORDS))
			return true;
	}
	return false;
}

bool pgx_proposal_subject(const ctx *c, int s, size_t v)
{
	static const char *const heads[] = {"framework", "model", "method", "approach", "algorithm",
					    "architecture", "system", "network", "technique", "logic", NULL};
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	if (c->n_prop == 0 || c->x->entities[c->proposed[0]].sentence >= s || b + 1 >= e || (v && v <= b))
		return false;
	size_t k = b;
	if (eqi(c, k, "it"))
		k++;
	else {
		if (!(eqi(c, k, "the") || eqi(c, k, "this")))
			return false;
		k++;
		if (k + 1 < e && (eqi(c, k, "proposed") || eqi(c, k, "new") || eqi(c, k, "resulting")))
			k++;
		if (!(k < e && in_set(c, k, heads)))
			return false;
		k++;
	}
	if (v == 0)
		return k < e && c->t->toks[k].kind == PG_TOK_WORD && !eqi(c, k, "of");
	/* a few adverbs or auxiliaries up to the verb: "can be understood as a" */
	if (v > k + 5)
		return false;
	for (size_t q = k; q < v && q < e; q++)
		if (mention_at((ctx *)c, q) || eqi(c, q, "of") || eqi(c, q, "that") || eqi(c, q, "which") ||
		    c->t->toks[q].kind != PG_TOK_WORD)
			return false;
	return true;
}

/* Returns true if "called"/"named"/... follows before the end of the clause. */
static bool naming_verb_after(const ctx *c, size_t from, size_t e)
{
	/* "NEAT (Name Extraction Against Trafficking)": words in brackets right
	 * after the name spell it out; no verb there */
	if (from + 1 < e && is_punct(c, from, '(') && c->t->toks[from + 1].kind == PG_TOK_WORD &&
	    pg_ascii_is_upper((unsigned char)TW(c, from + 1)[0])) {
		while (from < e && !is_punct(c, from, ')'))
			from++;
		from++;
	}
	for (size_t k = from; k < e && k < from + 12; k++) {
		if (is_punct(c, k, ';') || is_punct(c, k, '.') || eqi(c, k, "which") || eqi(c, k, "that"))
			return false;
		if (has_cue(c, k, CUE_NAMING_VERBS))
			return true;
	}
	return false;
}

/* Returns true if the mention ends in a -like/-based style suffix, or "based"
 * follows it, after its bracketed acronym too ("a zorb graph (ZG) based
 * pathway"; not "Foo based on Bar", where Foo is the subject). */
bool pgx_is_modifier(const ctx *c, const mention *m)
{
	size_t last = m->t1 - 1;
	const char *w = TW(c, last);
	size_t n = TL(c, last);
	for (const char *const *sfx = pgx_name_suffixes; *sfx; sfx++) {
		size_t k = strlen(*sfx);
		if (n > k && strncasecmp(w + n - k, *sfx, k) == 0)
			return true;
	}
	if (m->based)
		return true;
	size_t k = m->t1, nt = c->t->n_toks;
	/* "a Zorb process-based glim network": the name and the word after it
	 * qualify the head together */
	if (k < nt && c->t->toks[k].sentence == c->t->toks[last].sentence && c->t->toks[k].kind == PG_TOK_WORD &&
	    TL(c, k) > 7 && pg_ascii_is_lower((unsigned char)TW(c, k)[0]) &&
	    strncasecmp(TW(c, k) + TL(c, k) - 6, "-based", 6) == 0)
		return true;
	bool acronym = false;
	if (k + 2 < nt && is_punct(c, k, '(') && c->t->toks[k + 1].kind == PG_TOK_WORD && is_punct(c, k + 2, ')')) {
		k += 3;
		acronym = true;
	} else if (k < nt && is_punct(c, k, ')') && m->t0 > 0 && is_punct(c, m->t0 - 1, '(')) {
		k++; /* the acronym itself: "zorb graph (ZG) based" */
		acronym = true;
	}
	if (k < nt && is_punct(c, k, '-'))
		k++;
	if (!(k + 1 < nt && c->t->toks[k].sentence == c->t->toks[last].sentence && eqi(c, k, "based") &&
	      c->t->toks[k + 1].kind == PG_TOK_WORD && !in_set(c, k + 1, (const char *const[]){"on", "upon", "in", "only",
											  "solely", "entirely", NULL})))
		return false;
	/* "Zorb Basis based Instance Glimming (ZBIG)": "based" inside a longer name
	 * that an acronym after it abbreviates */
	if (!acronym)
		for (size_t j = k + 1; j < nt && j < k + 8 && c->t->toks[j].sentence == c->t->toks[k].sentence; j++) {
			if (is_punct(c, j, '('))
				return false;
			if (c->t->toks[j].kind != PG_TOK_WORD || has_cue(c, j, CUE_CLAUSE_STOPS))
				break;
		}
	return true;
}

/* Returns true for a coined mixed-case name such as "FooQuant" (more lower-case
 * than upper-case letters), as opposed to an acronym such as "FQ". */
bool pgx_coined_name(const char *w, size_t n)
{
	int up = 0, lo = 0;
	for (size_t k = 0; k < n; k++) {
		up += pg_ascii_is_upper((unsigned char)w[k]);
		lo += pg_ascii_is_lower((unsigned char)w[k]);
	}
	return up >= 2 && lo > up;
}

/* Proposes the names listed after a colon or a dash (a run of "-" written apart
 * from words: "---", " - ") within 12 tokens of the propose verb at v, when no
 * name comes before it and the list is two names or more. Returns true if it did. */
static bool list_after_object(ctx *c, size_t v, size_t e, role_arg *r)
{
	for (size_t k = v + 1; k < e && k < v + 12; k++) {
		if (is_punct(c, k, '.') || is_punct(c, k, ';'))
			return false;
		mention *m = mention_at(c, k);
		if (m && m->kind == PG_ENTITY_METHOD)
			return false;
		if (m) {
			k = m->t1 - 1;
			continue;
		}
		if (!is_punct(c, k, ':') && !pg_text_tok_is_dash(c->t, k))
			continue;
		size_t j = k;
		while (j < e && (is_punct(c, j, ':') || pg_text_tok_is_dash(c->t, j)))
			j++;
		j = pgx_past_marker(c, j, e);
		mention *first = method_at(c, j, 1);
		if (!first || first->t1 >= e || !(is_punct(c, first->t1, ',') || eqi(c, first->t1, "and")))
			return false;
		take_list(c, j, e, 1, do_propose, r);
		return true;
	}
	return false;
}

/* "Specifically, FooNet is proposed to ...", "In this paper, FooNet, a continual
 * reader, is proposed", "A novel Foo (F) model is proposed": a passive "is
 * proposed" (v the participle) whose subject is a name at the start of its
 * clause, an apposition or a head noun after it allowed. */
static void propose_passive(ctx *c, int s, size_t b, size_t v)
{
	size_t q = v - 1; /* "is": the subject ends before it */
	if (q > b && is_punct(c, q - 1, ',')) {
		size_t z = q - 1;
		while (z > b && z + 20 > q && !is_punct(c, z - 1, ','))
			z--;
		if (z <= b || !is_punct(c, z - 1, ','))
			return;
		q = z - 1;
	}
	/* "Recently, Foo is proposed": background, not this paper's */
	if (in_set(c, b, (const char *const[]){"recently", "previously", "traditionally", "originally",
					       "earlier", "conventionally", "formerly", NULL}))
		return;
	/* "a novel Foo Bar (FB) model is proposed": the head noun after the name
	 * and its bracketed short form */
	if (q > b + 1 && !mention_at(c, q - 1) &&
	    (has_cue(c, q - 1, CUE_CUE_HEADS) ||
	     in_set(c, q - 1, (const char *const[]){"module", "modules", "mechanism", "layer", "layers", "block",
						    "blocks", "unit", "units", "loss", "strategy", "scheme", "component",
						    "operator", "methods", "models", "networks", "algorithms", NULL})))
		q--;
	/* "the novel Foo Fields (FFs) are proposed": the bracketed short form */
	if (q > b + 3 && is_punct(c, q - 1, ')') && is_punct(c, q - 3, '('))
		q -= 3;
	mention *m = q > b ? method_at(c, q - 1, 1) : NULL;
	if (!m || m->t1 != q || m->technique || m->ent < 0 || pgx_is_modifier(c, m))
		return;
	size_t t = m->t0;
	while (t > b && (eqi(c, t - 1, "the") || eqi(c, t - 1, "a") || eqi(c, t - 1, "an") || has_cue(c, t - 1, CUE_NOVELTY)))
		t--;
	if (t == b || is_punct(c, t - 1, ','))
		pgx_propose(c, m->ent, s, "propose-passive");
}

/* "we introduce three fANOVA decompositions": a count before the name m and a
 * plural noun after it name instances of a family, not the family itself. */
static bool counted_instances(const ctx *c, const mention *m, size_t e)
{
	size_t h = m->t1;
	return h < e &&
	       (in_set(c, m->t0 - 1, (const char *const[]){"two", "three", "four", "five", "six", "several",
							    "multiple", "various", NULL}) ||
		c->t->toks[m->t0 - 1].kind == PG_TOK_NUMBER) &&
	       c->t->toks[h].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, h)[0]) && TL(c, h) > 3 &&
	       TW(c, h)[TL(c, h) - 1] == 's';
}

/* Returns true if token h is the plural of a head noun of methods ("methods",
 * "approaches", "networks", "variants"), not any plural ("days"). */
static bool plural_head(const ctx *c, size_t h)
{
	const char *w = TW(c, h);
	size_t n = TL(c, h);
	if (n < 4 || w[n - 1] != 's')
		return false;
	uint32_t heads = (1u << CUE_CUE_HEADS) | (1u << CUE_PART_NOUNS); /* the singular, "approach(es)" */
	return (pgx_cue_mask(w, n - 1) & heads) || (w[n - 2] == 'e' && (pgx_cue_mask(w, n - 2) & heads));
}

/* "two proximal gradient methods (Foo-A and Foo-B)": the first token of the
 * names in brackets right after the counted plural at m (its head inside the
 * mention or after it), or 0. */
static size_t bracketed_instances(ctx *c, const mention *m, size_t e)
{
	if (!in_set(c, m->t0 - 1, (const char *const[]){"two", "three", "four", "several", "multiple", NULL}) &&
	    c->t->toks[m->t0 - 1].kind != PG_TOK_NUMBER)
		return 0;
	size_t h = m->t1 - 1; /* the plural head: the mention's last word or the next one */
	if (!plural_head(c, h)) {
		h = m->t1;
		if (h >= e || mention_at(c, h) || !plural_head(c, h))
			return 0;
	}
	size_t o = h + 1;
	return o + 1 < e && is_punct(c, o, '(') && method_at(c, o + 1, 1) ? o + 1 : 0;
}

/* The short name sh is another name of lf's entity. */
static void same_entity(ctx *c, mention *lf, mention *sh)
{
	pg_entity *en = &c->x->entities[lf->ent];
	if (!en->alt) {
		en->alt = strndup(TW(c, sh->t0), c->t->toks[sh->t1 - 1].e - c->t->toks[sh->t0].s);
		if (!en->alt)
			c->oom = true;
	}
	/* every mention of the short name now refers to the long one */
	int old = sh->ent;
	for (size_t q = 0; q < c->n_m; q++)
		if (c->m[q].ent == old)
			c->m[q].ent = lf->ent;
}

mention *pgx_name_after_head(ctx *c, const mention *m, size_t e)
{
	if (!(m->t1 + 1 < e && has_cue(c, m->t1, CUE_CUE_HEADS)))
		return NULL;
	size_t k = m->t1 + 1;
	/* "a pre-trained BERT model – RoBERT –": the name set off by a dash */
	if (pg_text_tok_is_dash(c->t, k) && k + 1 < e)
		k++;
	mention *m2 = method_at(c, k, 1);
	return m2 && m2->t0 == k && m2->ent != m->ent ? m2 : NULL;
}

/* Returns true if token g follows "than" or "than simply", not "rather than":
 * "far better than (simply) using Foo alone". */
static bool after_than(const ctx *c, size_t g, size_t b)
{
	size_t th = g > b && eqi(c, g - 1, "simply") ? g - 1 : g;
	return th > b && eqi(c, th - 1, "than") && !(th > b + 1 && eqi(c, th - 2, "rather"));
}

/* "we collect a ZorbQA dataset", "we annotate a new corpus, GlimText": the data
 * set a verb of gathering data names in its indefinite object phrase (up to a
 * clause stop) is the paper's. */
static void propose_collected_dataset(ctx *c, int s, size_t v, size_t e)
{
	/* a new one: "we annotate the ZorbText corpus" labels an existing one */
	if (!(v + 1 < e && (eqi(c, v + 1, "a") || eqi(c, v + 1, "an"))))
		return;
	for (size_t k = v + 1; k < e && k < v + 10; k++) {
		if (is_punct(c, k, '.') || is_punct(c, k, ';') || is_punct(c, k, ':') ||
		    (has_cue(c, k, CUE_CLAUSE_STOPS) && !has_cue(c, k - 1, CUE_DATASET_HEADS)))
			return;
		mention *d = mention_at(c, k);
		if (d && d->t0 == k && d->kind == PG_ENTITY_DATASET && d->coined && d->ent >= 0) {
			pgx_propose(c, d->ent, s, "propose-verb");
			return;
		}
		if (d && d->t0 == k)
			return;
	}
}

/* Returns true if mention m is a name of two words or more, each capitalised, that
 * no lexicon knows ("Zorb Glim Network"; not "Conditional Random Field"). */
static bool capitalised_name(const ctx *c, const mention *m)
{
	return m->t1 >= m->t0 + 2 && !m->technique && m->kind == PG_ENTITY_METHOD &&
	       pgx_capitalised_words(c, m->t0, m->t1);
}

/* True if a comparison with entity ent came from sentence s. */
static bool compared_in(const ctx *c, int ent, int s)
{
	for (size_t f = 0; f < c->x->n_facts; f++)
		if (c->x->facts[f].rel == PG_REL_COMPARES && c->x->facts[f].object == ent && c->x->facts[f].sentence == s)
			return true;
	return false;
}

/* True if the entity of m is named in an earlier sentence that is not in the
 * paper's own voice ("Existing methods use ZnZ search. We propose a fast ZnZ
 * algorithm"): a name of prior work, not of the new artefact. */
static bool named_before_by_others(const ctx *c, const mention *m)
{
	for (size_t q = 0; q < c->n_m; q++)
		if (c->m[q].ent == m->ent && c->m[q].sent < m->sent && !sentence_has_cue(c, c->m[q].sent, CUE_SELF_WORDS))
			return true;
	return false;
}

/* "we propose / present / introduce X", "we ... by introducing X": the first
 * name of the object phrase, with its coordinated list. */
static void propose_by_verb(ctx *c, int s, size_t b, size_t e)
{
	for (size_t v = b; v < e; v++) {
		/* "we ... by introducing X": a gerund after "by" whose subject is "we" */
		bool gerund = v > b && eqi(c, v - 1, "by") &&
			      (eqi(c, v, "introducing") || eqi(c, v, "proposing") || eqi(c, v, "presenting")) &&
			      pgx_self_subject_before(c, v - 1, b);
		/* "we collect a new ZorbQA dataset": verbs of gathering data propose a
		 * data set only */
		bool data_only = has_cue(c, v, CUE_DATA_VERBS);
		if (!gerund && !data_only && !has_cue(c, v, CUE_PROPOSE_VERBS))
			continue;
		/* "we describe how X fails": a finding about X, not an artefact */
		if ((eqi(c, v, "describe") || eqi(c, v, "describes")) && v + 1 < e &&
		    in_set(c, v + 1, (const char *const[]){"how", "what", "why", "when", "where", "whether", "which",
							   "the", "its", "their", NULL}))
			continue;
		/* "we build upon X", "we build on X": lineage, not a new artefact */
		if (v + 1 < e && (eqi(c, v, "build") || eqi(c, v, "builds")) &&
		    (eqi(c, v + 1, "upon") || eqi(c, v + 1, "on")))
			continue;
		bool past = TL(c, v) > 2 && TW(c, v)[TL(c, v) - 1] == 'd' && TW(c, v)[TL(c, v) - 2] == 'e';
		if (!gerund &&
		    (past ? !(v > b && (eqi(c, v - 1, "we") || eqi(c, v - 1, "is") || eqi(c, v - 1, "are"))) :
			    !pgx_self_subject_before(c, v, b)))
			continue;
		if (past && v > b + 1 && (eqi(c, v - 1, "is") || eqi(c, v - 1, "are")) &&
		    in_set(c, v, (const char *const[]){"proposed", "introduced", "presented", "developed", "devised", NULL}))
			propose_passive(c, s, b, v);
		role_arg r = {s, "propose-verb", PG_REL_PROPOSES, -1};
		if (data_only) {
			propose_collected_dataset(c, s, v, e);
			continue;
		}
		/* "we introduce two measures: Foo and Bar", "two losses based on X---Foo
		 * and Bar": names listed after a colon or a dash that ends the object
		 * phrase are what it introduces */
		if (list_after_object(c, v, e, &r))
			continue;
		/* the first name within the object phrase */
		for (size_t k = v + 1; k < e && k < v + 12; k++) {
			if (is_punct(c, k, '.') || is_punct(c, k, ';') || is_punct(c, k, ':'))
				break;
			/* "we introduce an iterative prompt leveraging Zorb-4": a tool the
			 * object uses, not its name */
			if (has_cue(c, k, CUE_USE_CUES) && !mention_at(c, k) && !eqi(c, k, "including") &&
			    (eqi(c, k, "via") || (TL(c, k) > 4 && memcmp(TW(c, k) + TL(c, k) - 3, "ing", 3) == 0)))
				break;
			mention *m = method_at(c, k, 1);
			if (m && pgx_is_modifier(c, m)) {
				k = m->t1 - 1; /* "a Dropout-like method called X": a modifier, not the name */
				continue;
			}
			if (m && m->t0 > v + 1 && (eqi(c, m->t0 - 1, "a") || eqi(c, m->t0 - 1, "an")) && m->t1 < e &&
			    (has_cue(c, m->t1, CUE_CLAUSE_STOPS) || eqi(c, m->t1, "and")) && !capitalised_name(c, m)) {
				/* "we propose a convLSTM with ...": an instance of a known model
				 * (but "a Zorb Glim Network for ..." is named) */
				break;
			}
			size_t named = m && m->t0 > v + 1 ? bracketed_instances(c, m, e) : 0;
			if (named) {
				take_list(c, named, e, 1, do_propose, &r);
				break;
			}
			if (m && m->t0 > v + 1 && counted_instances(c, m, e))
				break;
			/* "a new EP-MCMC algorithm PART": the class before the head, the name
			 * after it; "a Training-Free Counterfactual Debiasing framework TFCD":
			 * the words the name spells are its long form */
			mention *m2 = m ? pgx_name_after_head(c, m, e) : NULL;
			if (m2 && m2->t1 == m2->t0 + 1 &&
			    pgx_spelled_by_initials(TW(c, m2->t0), TL(c, m2->t0), c->t->clean + c->t->toks[m->t0].s,
						    c->t->toks[m->t1 - 1].e - c->t->toks[m->t0].s)) {
				same_entity(c, m, m2);
				take_list(c, k, e, 1, do_propose, &r);
				break;
			}
			if (m2) {
				k = m->t1;
				continue;
			}
			if (m && m->t1 < e && has_cue(c, m->t1, CUE_PART_NOUNS)) {
				/* "we propose a ResNet variant", "a BERT encoder": the name is a part */
				k = m->t1;
				continue;
			}
			if (m && naming_verb_after(c, m->t1, e)) {
				/* "we propose a GRU-based Foo system, called Bar": the name comes later */
				break;
			}
			if (m && m->ent >= 0 && m->t0 > v + 1 && m->t1 < e && has_cue(c, m->t1, CUE_CUE_HEADS) &&
			    named_before_by_others(c, m)) {
				/* "we propose a fast ZnZ algorithm" after "existing methods use
				 * ZnZ": the kind of the new algorithm, which it uses */
				pgx_add_fact(c, PG_REL_USES, -1, m->ent, s, "use-kind-of-proposal");
				break;
			}
			if (m) {
				take_list(c, k, e, 1, do_propose, &r);
				break;
			}
			mention *d = mention_at(c, k);
			if (d && d->t0 == k && d->kind == PG_ENTITY_DATASET && pgx_is_modifier(c, d)) {
				/* "a FEVER-like dataset COVID-Zorb": the kind, the name comes later */
				k = d->t1 - 1;
				continue;
			}
			if (d && d->kind == PG_ENTITY_DATASET && d->coined && d->ent >= 0) {
				/* "we introduce the FooQA dataset", "two new datasets, Foo and Bar" */
				for (;;) {
					pgx_propose(c, d->ent, s, "propose-verb");
					size_t q = d->t1;
					if (q < e && is_punct(c, q, ','))
						q++;
					if (q < e && eqi(c, q, "and"))
						q++;
					mention *d2 = q > d->t1 && q < e ? mention_at(c, q) : NULL;
					if (!d2 || d2->t0 != q || d2->kind != PG_ENTITY_DATASET || !d2->coined || d2->ent < 0)
						break;
					d = d2;
				}
				break;
			}
			/* "we present a family of posterior zorb indices (PZI)", "a notion of
			 * ...": the new thing follows the "of" */
			if (eqi(c, k, "of") && k > v + 1 &&
			    in_set(c, k - 1, (const char *const[]){"family", "notion", "class", "kind", "type", "suite",
								   "series", NULL})) {
				/* the name within the next words, no list or clause between,
				 * defined with its acronym: "a new class of GlimNets" is a
				 * variant of a known kind, not a name for the new one */
				size_t j = k + 1;
				while (j < e && j < k + 6 && c->t->toks[j].kind == PG_TOK_WORD && !method_at(c, j, 1) &&
				       !has_cue(c, j, CUE_CLAUSE_STOPS))
					j++;
				mention *n = method_at(c, j, 1);
				if (n && !n->technique && pgx_acro_of_entity(c, n->ent)) {
					k = j - 1;
					continue;
				}
				break;
			}
			if (has_cue(c, k, CUE_CLAUSE_STOPS))
				break;
		}
	}
}

/* "Variational Foo Prior, or VFP for short": the short name is the same entity */
static void short_name(ctx *c, int s, size_t b, size_t e)
{
	for (size_t v = b + 2; v + 1 < e; v++) {
		if (!(eqi(c, v, "for") && eqi(c, v + 1, "short")))
			continue;
		mention *sh = method_at(c, v - 1, 1);
		if (!sh || sh->t1 != v)
			continue;
		size_t k = sh->t0;
		while (k > b && (is_punct(c, k - 1, ',') || eqi(c, k - 1, "or") || is_punct(c, k - 1, '(') ||
				 is_punct(c, k - 1, '"') || eqi(c, k - 1, "prior") || has_cue(c, k - 1, CUE_CUE_HEADS)))
			k--;
		mention *lf = k > b ? method_at(c, k - 1, 1) : NULL;
		if (!lf || lf->ent == sh->ent)
			continue;
		same_entity(c, lf, sh);
	}
	/* "Foo Bar Maximization or simply FBM", "..., or simply, FBM" */
	for (size_t v = b + 2; v + 1 < e; v++) {
		if (!(eqi(c, v, "simply") && eqi(c, v - 1, "or")))
			continue;
		size_t q = v + 1;
		if (q < e && is_punct(c, q, ','))
			q++;
		mention *sh = q < e ? method_at(c, q, 1) : NULL;
		size_t k = v - 1;
		if (k > b && is_punct(c, k - 1, ','))
			k--;
		mention *lf = k > b ? method_at(c, k - 1, 1) : NULL;
		if (!sh || sh->t0 != q || !lf || lf->t1 != k || lf->ent == sh->ent)
			continue;
		same_entity(c, lf, sh);
	}
}

/* "our method, X, ..." / "our framework (X)" / "our strategy, X (ACR), ..." */
static void propose_ours(ctx *c, int s, size_t b, size_t e)
{
	/* heads that name the paper's artefact after "our", beside the cue heads */
	static const char *const own_heads[] = {"strategy", "scheme", "mechanism", "module", "procedure",
						"loss", "objective", "protocol", "tool", "method", "algorithm",
						"technique", "estimator", "planner", "policy", NULL};
	for (size_t v = b; v + 2 < e; v++) {
		if (!eqi(c, v, "our") || !(has_cue(c, v + 1, CUE_CUE_HEADS) || in_set(c, v + 1, own_heads)))
			continue;
		size_t k = v + 2;
		if (k < e && (is_punct(c, k, ',') || is_punct(c, k, '(')))
			k++;
		role_arg r = {s, "propose-our", PG_REL_PROPOSES, -1};
		mention *m = method_at(c, k, 1);
		/* "our method, X", "our framework (X)"; "our method PDC achieves" only
		 * with a name of strong shape that no lexicon knows */
		if (m && k == v + 2 && (m->t0 != k || m->strength < 2 || m->technique ||
					(c->ent_role[m->ent] & (ROLE_TECHNIQUE | ROLE_KNOWN))))
			m = NULL;
		if (!m)
			continue;
		/* "when augmented with our approach, Wide Residual Networks achieve ...",
		 * "In our framework, SVD is applied": the comma closes an opening phrase
		 * and the name is the subject of the main clause, no apposition */
		if (v > b && is_punct(c, k - 1, ',') && m->t1 < e && c->t->toks[m->t1].kind == PG_TOK_WORD &&
		    !in_set(c, m->t1, (const char *const[]){"which", "that", "and", "or", "with", "for", "of", "in", "on",
							     "to", "from", "by", "via", "using", "as", "at", NULL}))
			continue;
		take_list(c, k, e, 1, do_propose, &r);
	}
}

/* Words that mark a named method as prior art: "a state-of-the-art method, called Foo". */
static const char *const prior_art[] = {"state-of-the-art", "existing", "popular", "well-known", "standard",
					"conventional", "classical", "classic", "widely-used", "established", NULL};

/* "we introduce a video dataset, called SVD", "we name the model SPL": the paper
 * names what it introduces with the capitalised word at k, so a word the
 * not-methods lexicon keeps out as a generic acronym, or a lexicon's one-word
 * metric, task or technique (`other_kind`), is a method name here, at k and, for a lexicon
 * word, everywhere else in the abstract. Returns false on out-of-memory. */
static bool own_naming_word(ctx *c, size_t k, int s, bool other_kind)
{
	mention *old = mention_at(c, k);
	if (old && old->technique)
		pgx_forget_label_key(c, old->ent); /* the paper's own name is an entity of its own */
	if (other_kind)
		pgx_clear_mentions(c, k, k + 1);
	int ent = pgx_span_entity(c, PG_ENTITY_METHOD, c->t->toks[k].s, c->t->toks[k].e, s);
	if (ent < 0)
		return false;
	pgx_add_mention(c, k, k + 1, c->t->toks[k].s, c->t->toks[k].e, PG_ENTITY_METHOD, ent, 2);
	for (size_t q = 0; q < c->t->n_toks && other_kind; q++) {
		mention *o = mention_at(c, q);
		if (q == k || !o || o->t0 != q || o->t1 != q + 1 || (o->kind == PG_ENTITY_METHOD && !o->technique) ||
		    TL(c, q) != TL(c, k) || memcmp(TW(c, q), TW(c, k), TL(c, k)) != 0)
			continue;
		pgx_clear_mentions(c, q, q + 1);
		pgx_add_mention(c, q, q + 1, c->t->toks[q].s, c->t->toks[q].e, PG_ENTITY_METHOD, ent, 2);
	}
	return true;
}

/* called / dubbed / named X */
static void propose_called(ctx *c, int s, size_t b, size_t e)
{
	for (size_t v = b; v + 1 < e; v++) {
		if (!has_cue(c, v, CUE_NAMING_VERBS))
			continue;
		size_t k = v + 1;
		/* "a model we refer to as X", "a dataset referred to as X" */
		if (eqi(c, v, "refer") || eqi(c, v, "referred")) {
			if (!(v + 2 < e && eqi(c, v + 1, "to") && eqi(c, v + 2, "as")))
				continue;
			k = v + 3;
		}
		/* "we call it X", "we name our method X", "called as X", "which we call \"X\"" */
		while (k < e && k < v + 4 &&
		       (eqi(c, k, "as") || is_punct(c, k, '"') || eqi(c, k, "it") || eqi(c, k, "them") ||
			eqi(c, k, "this") || eqi(c, k, "our") || eqi(c, k, "the") || eqi(c, k, "resulting") ||
			has_cue(c, k, CUE_CUE_HEADS)))
			k++;
		bool present = !(TL(c, v) > 2 && TW(c, v)[TL(c, v) - 1] == 'd');
		if (present && !(v > b && (eqi(c, v - 1, "we") || eqi(c, v - 1, "to"))))
			continue; /* "name", "term" as nouns */
		bool problem = false; /* "a new setting called X", "this problem is termed X" */
		for (size_t q = v > b + 4 ? v - 4 : b; q < v; q++)
			problem = problem || pgx_problem_noun(c, q);
		if (problem)
			continue;
		/* "we adopt a state-of-the-art method, called Foo": an existing
		 * method that the paper names and uses */
		bool existing = false, own_word = false;
		for (size_t q = v > b + 16 ? v - 16 : b; q < v; q++) {
			existing = existing || (q + 8 >= v && ((has_cue(c, q, CUE_USE_CUES) && !eqi(c, q, "such") &&
								!eqi(c, q, "e.g.") && !eqi(c, q, "including") &&
								!eqi(c, q, "like")) ||
							       in_set(c, q, prior_art)));
			/* "we propose a modification to the existing methods called Foo",
			 * "using our method, called Foo": the paper's own */
			own_word = own_word || eqi(c, q, "our") || has_cue(c, q, CUE_PROPOSE_VERBS);
		}
		/* "a model we refer to as X", "which we call X": the naming is ours */
		own_word = own_word || (present && eqi(c, v - 1, "we"));
		existing = existing && !own_word;
		role_arg r = {s, existing ? "use-called" : "propose-called", existing ? PG_REL_USES : PG_REL_PROPOSES, -1};
		/* "the resulting algorithm, called X", "a new solver named X is given": the
		 * paper's own artefact even without "we" */
		bool own = false;
		for (size_t q = v > b + 3 ? v - 3 : b; q < v; q++)
			if (eqi(c, q, "resulting") || eqi(c, q, "resulted") || eqi(c, q, "proposed") ||
			    (has_cue(c, q, CUE_NOVELTY) && !eqi(c, q, "first") && !eqi(c, q, "simple")))
				own = true;
		own = own && v > b && (has_cue(c, v - 1, CUE_CUE_HEADS) || (is_punct(c, v - 1, ',') && v - 1 > b &&
									 has_cue(c, v - 2, CUE_CUE_HEADS)));
		if (!(own || sentence_has_cue(c, s, CUE_SELF_WORDS)))
			continue;
		mention *lm = k < e ? mention_at(c, k) : NULL;
		/* "a sampling algorithm, called PAWS": a method head before the naming
		 * verb makes the name a method, whatever data set the lexicon knows by it */
		size_t hq = v > b && is_punct(c, v - 1, ',') ? v - 1 : v;
		bool method_head = hq > b && in_set(c, hq - 1, (const char *const[]){"method", "approach", "framework",
										    "model", "algorithm", "system",
										    "technique", "architecture", "network",
										    "estimator", "solver", "procedure",
										    NULL});
		bool other_kind = lm && lm->t0 == k && lm->t1 == k + 1 &&
				  (lm->kind == PG_ENTITY_METRIC || lm->kind == PG_ENTITY_TASK || lm->technique ||
				   (lm->kind == PG_ENTITY_DATASET && !lm->coined && method_head && !existing));
		bool naming = (!lm || other_kind) && k < e &&
			      (sentence_has_cue(c, s, CUE_PROPOSE_VERBS) || (present && eqi(c, v - 1, "we"))) &&
			      c->t->toks[k].kind == PG_TOK_WORD && TL(c, k) >= 2 && TL(c, k) < PG_LEX_KEY_MAX &&
			      pg_ascii_is_upper((unsigned char)TW(c, k)[0]) && pg_ascii_is_upper((unsigned char)TW(c, k)[1]);
		if (naming && !own_naming_word(c, k, s, other_kind))
			return;
		mention *nm = method_at(c, k, 1);
		if (nm) {
			take_list(c, k, e, 1, existing ? do_fact : do_propose, &r);
			/* "a data set which we dub ZORB SET", "a new dataset ... named
			 * Zyned": the nearest head before the naming verb says a data set */
			for (size_t q = v; q > b && v - q < 9 && !existing && nm->ent >= 0; q--) {
				bool head = eqi(c, q - 1, "set") ? q - 1 > b && eqi(c, q - 2, "data") :
								   has_cue(c, q - 1, CUE_DATASET_HEADS);
				if (head) {
					pgx_retype_dataset(c, nm->ent);
					break;
				}
				if (has_cue(c, q - 1, CUE_CUE_HEADS) || is_punct(c, q - 1, ';') ||
				    in_set(c, q - 1, (const char *const[]){"platform", "tool", "engine", "interface", NULL}))
					break;
			}
		} else if (!existing && lm && lm->t0 == k && lm->kind == PG_ENTITY_DATASET && lm->coined && lm->ent >= 0)
			pgx_propose(c, lm->ent, s, "propose-called"); /* "a dataset called the Foo (FD) dataset" */
	}
}

/* "we use the new method, FooFit, to ...", "we train a new, unified model of the
 * body, FooX, that ...": a name in apposition after "a/the new ... <head>" in a
 * sentence of the paper's own voice. */
static void propose_after_new_head(ctx *c, int s, size_t b, size_t e)
{
	if (!sentence_has_cue(c, s, CUE_SELF_WORDS))
		return;
	for (size_t v = b + 1; v + 3 < e; v++) {
		if (!(eqi(c, v, "new") || eqi(c, v, "novel")) ||
		    !(eqi(c, v - 1, "a") || eqi(c, v - 1, "an") || eqi(c, v - 1, "the") || eqi(c, v - 1, "our")))
			continue;
		/* the head within a few words, then ", NAME" (with "of the ..." allowed between) */
		size_t h = v + 1;
		while (h < e && h < v + 5 && !has_cue(c, h, CUE_CUE_HEADS) && !mention_at(c, h) && !is_punct(c, h, '.'))
			h++;
		if (h >= e || !has_cue(c, h, CUE_CUE_HEADS))
			continue;
		size_t k = h + 1;
		if (k < e && eqi(c, k, "of"))
			while (k < e && k < h + 7 && !is_punct(c, k, ',') && !mention_at(c, k))
				k++;
		if (!(k + 1 < e && is_punct(c, k, ',')))
			continue;
		mention *m = method_at(c, k + 1, 1);
		if (!m || m->t0 != k + 1 || m->technique || !(m->t1 >= e || is_punct(c, m->t1, ',') ||
							       eqi(c, m->t1, "that") || eqi(c, m->t1, "which") ||
							       eqi(c, m->t1, "to")))
			continue;
		pgx_propose(c, m->ent, s, "propose-new-head");
	}
}

/* X, a novel/new ... (method|framework|...) */
static void propose_appositive(ctx *c, int s, size_t b, size_t e)
{
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
		bool nov = eqi(c, k + 1, "our") && k + 2 < e && has_cue(c, k + 2, CUE_CUE_HEADS);
		for (size_t q = k + 2; q < e && q < k + 6; q++)
			if (has_cue(c, q, CUE_NOVELTY))
				nov = true;
		/* "Compared to Foo, our model ...", "unlike Foo or Bar, our method ...": the
		 * name before the comma is what the paper's own work is set against */
		/* "such as tensor-train RNN (TT-RNN), our method, ...": an acronym in
		 * brackets starts where its long form does */
		size_t first = m->t0;
		if (first > b + 1 && is_punct(c, first - 1, '(') && mention_at(c, first - 2))
			first = mention_at(c, first - 2)->t0;
		bool against = false;
		for (size_t q = first; q > b && first - q < 6 && !against; q--)
			against = in_set(c, q - 1, (const char *const[]){"unlike", "than", "versus", "vs", "vs.",
									  "against", "beyond", "besides", NULL}) ||
				  ((eqi(c, q - 1, "to") || eqi(c, q - 1, "with")) && q - 1 > b &&
				   in_set(c, q - 2, (const char *const[]){"compared", "comparison", "contrast", "relative",
									  "comparing", NULL}));
		if (nov && !against && !(first > b && (eqi(c, first - 1, "as") || eqi(c, first - 1, "like") ||
						       eqi(c, first - 1, "e.g."))))
			pgx_propose(c, m->ent, s, "propose-appositive");
		i = m->t1;
	}
}

/* "... for OOD detection (FooScore)." closing a we-propose clause with a name in brackets */
static void propose_bracket(ctx *c, int s, size_t b, size_t e)
{
	if (sentence_has_cue(c, s, CUE_SELF_WORDS) && sentence_has_cue(c, s, CUE_CUE2)) {
		bool verb_seen = false;
		for (size_t i = b + 1; i + 1 < e; i++) {
			if (has_cue(c, i - 1, CUE_CUE2) && pgx_self_subject_before(c, i - 1, b))
				verb_seen = true;
			if (!verb_seen || !is_punct(c, i - 1, '('))
				continue;
			mention *m = method_at(c, i, 2);
			if (m && m->t1 < e && is_punct(c, m->t1, ')') && m->t0 == i) {
				/* not when the brackets hold the acronym of the long form just before */
				mention *lf = i >= 2 ? mention_at(c, i - 2) : NULL;
				if (lf && lf->ent == m->ent && !pgx_coined_name(TW(c, i), TL(c, i)))
					continue;
				/* "to solve the Perspective-Three-Point (P3P) problem": the name of
				 * the problem solved, not of the proposal */
				if (m->t1 + 1 < e && in_set(c, m->t1 + 1, (const char *const[]){"problem", "problems", "task",
												  "tasks", "setting", NULL}))
					continue;
				pgx_propose(c, m->ent, s, "propose-bracket");
			}
		}
	}
}

/* Step 5: what sentence s says the paper proposes. */
void pgx_rule_propose(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	propose_by_verb(c, s, b, e);
	short_name(c, s, b, e);
	propose_ours(c, s, b, e);
	propose_called(c, s, b, e);
	propose_appositive(c, s, b, e);
	propose_after_new_head(c, s, b, e);
	propose_bracket(c, s, b, e);
	pgx_propose_own_reference(c, s, b, e);
	pgx_propose_novel_name(c, s, b, e);
	pgx_propose_parts(c, s, b, e);
}

static size_t np_method(ctx *c, size_t k, size_t e);
static size_t np_method_min(ctx *c, size_t k, size_t e, size_t min_words, bool strong);

static const char *const prior_words[] = {
	"other", "prior", "previous", "existing", "earlier", "recent", "current", NULL
};

/* "prior FOO methods", "other Bar approaches": a name that qualifies a class of
 * methods (of a task, a family) after a compare cue, not one baseline */
static bool class_of_methods(const ctx *c, const mention *m, size_t b)
{
	return m->t0 > b && in_set(c, m->t0 - 1, prior_words) && m->t1 < c->t->n_toks &&
	       in_set(c, m->t1, (const char *const[]){"methods", "approaches", "models", "techniques",
							 "algorithms", "systems", "works", NULL});
}

/* The method entity of the lower-case phrase at tokens [k, end) of sentence s,
 * with a mention over it; -1 if the phrase is too long for a key (or on
 * out-of-memory, c->oom set). */
static int phrase_method(ctx *c, size_t k, size_t end, int s)
{
	size_t cs = c->t->toks[k].s, ce = c->t->toks[end - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return -1;
	int ent = pgx_span_entity(c, PG_ENTITY_METHOD, cs, ce, s);
	if (ent >= 0)
		pgx_add_mention(c, k, end, cs, ce, PG_ENTITY_METHOD, ent, 1);
	return ent;
}

/* "compared to inertial block descent", "better than the commonly used random
 * sampling strategy": a lower-case method phrase right after a strong compare cue
 * is a baseline. Returns true if one was taken. */
static bool compare_phrase(ctx *c, size_t v, size_t e, int s)
{
	static const char *const skip[] = {
		"to", "with", "the", "a", "an", "commonly", "widely", "studied", "used", "standard",
		"classic", "classical", "conventional", "vanilla", "plain", "naive", "both", "of", NULL
	};
	if (!(has_prefix(c, v, (const char *const[]){"outperform", "out-perform", "surpass", "beat", "exceed", NULL}) ||
	      eqi(c, v, "than") || eqi(c, v, "versus") || eqi(c, v, "vs") || eqi(c, v, "vs.") ||
	      eqi(c, v, "compared") || eqi(c, v, "comparing") || eqi(c, v, "against") || eqi(c, v, "unlike")))
		return false;
	size_t k = v + 1;
	/* "than the widely used strictly greedy sampling": articles, adverbs, usage words */
	while (k < e && k < v + 6 &&
	       (in_set(c, k, skip) || (c->t->toks[k].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, k)[0]) &&
				       is_adverb(c, k) && k + 1 < e && c->t->toks[k + 1].kind == PG_TOK_WORD)))
		k++;
	/* "unlike other regularizers such as label smoothing": the examples */
	if (k < e && in_set(c, k, prior_words)) {
		size_t q = k + 1;
		while (q + 1 < e && q < k + 5 && c->t->toks[q].kind == PG_TOK_WORD && !eqi(c, q, "such"))
			q++;
		if (q + 1 < e && eqi(c, q, "such") && eqi(c, q + 1, "as"))
			k = q + 2;
	}
	/* "longer than those seen in training", "more than other alternatives": a
	 * pronoun or a vague "other" is no baseline */
	if (k >= e || mention_at(c, k) ||
	    in_set(c, k, (const char *const[]){"those", "that", "these", "this", "it", "them", "ones", "other",
					       "others", "alternatives", "usual", "expected", "necessary", "needed",
					       "possible", "required", "before", "previously", NULL}))
		return false;
	/* a compare cue is as strong as a use verb: "compared to adversarial learning" */
	size_t end = np_method_min(c, k, e, 2, true);
	int ent = end > k ? phrase_method(c, k, end, s) : -1;
	if (ent < 0)
		return false;
	pgx_add_fact(c, PG_REL_COMPARES, -1, ent, s, "compare-phrase");
	/* "compared to A and B": a second member of the list, a method's name
	 * ("... and L2 regularization") or a lower-case phrase */
	mention *m2 = end + 1 < e && eqi(c, end, "and") ? method_at(c, end + 1, 1) : NULL;
	if (m2 && m2->t0 == end + 1 && m2->ent >= 0 && !(c->ent_role[m2->ent] & ROLE_PROP))
		pgx_add_fact(c, PG_REL_COMPARES, -1, m2->ent, s, "compare-phrase");
	else if (end + 1 < e && eqi(c, end, "and") && !mention_at(c, end + 1)) {
		size_t k2 = end + 1, end2 = np_method_min(c, k2, e, 2, true);
		int e2 = end2 > k2 ? phrase_method(c, k2, end2, s) : -1;
		if (e2 >= 0)
			pgx_add_fact(c, PG_REL_COMPARES, -1, e2, s, "compare-phrase");
	}
	return true;
}

/* The token after a margin "by 4%", "by 2.1 points", "by 3x" starting at token k
 * ("by"), or k when there is none. */
static size_t margin_end(const ctx *c, size_t k, size_t e)
{
	if (!(k + 1 < e && eqi(c, k, "by") && c->t->toks[k + 1].kind == PG_TOK_NUMBER))
		return k;
	size_t j = k + 2;
	if (j < e && (is_punct(c, j, '%') || eqi(c, j, "points") || eqi(c, j, "point") || eqi(c, j, "pp") ||
		      eqi(c, j, "x") || eqi(c, j, "times")))
		j++;
	return j;
}

/* Returns true if token z may stand between "as" and "baseline" ("a", "the
 * strong", "a new evaluation"), not "compared to". */
static bool plain_word_before_baseline(const ctx *c, size_t z)
{
	return c->t->toks[z].kind == PG_TOK_WORD &&
	       !in_set(c, z, (const char *const[]){"compared", "opposed", "to", "with", "than", "against", "over", NULL});
}

/* "taking the 16-layer FooNet as a strong baseline", "we use Foo and Bar as
 * baselines", "Foo serves as the baseline": the names before "as ... baseline"
 * (v the noun) are compared with. Returns true if the pattern was there. */
static bool as_baseline(ctx *c, size_t v, size_t b, int s)
{
	size_t a = v;
	while (a > b && v - a < 4 && !eqi(c, a - 1, "as"))
		a--;
	if (a <= b || !eqi(c, a - 1, "as"))
		return false;
	a--; /* "as" */
	for (size_t z = a + 1; z < v; z++)
		if (!plain_word_before_baseline(c, z))
			return false; /* "as compared to the baseline" */
	role_arg r = {s, "compare-as-baseline", PG_REL_COMPARES, -1};
	if (a > b && in_set(c, a - 1, (const char *const[]){"serve", "serves", "served", "serving", "act",
							     "acts", NULL})) {
		/* "Foo serves as the baseline": the subject right before the verb */
		mention *m = a >= b + 2 ? method_at(c, a - 2, 1) : NULL;
		if (m && m->t1 == a - 1 && !(c->ent_role[m->ent] & ROLE_PROP))
			do_fact(c, m, &r);
		return true;
	}
	/* "taking / using / adopting X ... as a baseline": the object of the verb */
	for (size_t q = a; q > b && a - q < 16; q--) {
		if (!in_set(c, q - 1, (const char *const[]){"take", "takes", "taking", "taken", "use", "uses", "using",
							   "used", "adopt", "adopts", "adopting", "adopted", "choose",
							   "chose", "chosen", "select", "selected", "consider",
							   "considered", "considering", "treat", "treating", "employ",
							   "employed", "employing", NULL}))
			continue;
		for (size_t k = q; k < a; k++) {
			mention *m = method_at(c, k, 1);
			if (m && m->ent >= 0 && !(c->ent_role[m->ent] & ROLE_PROP)) {
				take_list(c, k, a, 1, do_fact, &r);
				break;
			}
			if (m)
				break;
		}
		return true;
	}
	return false;
}

/* "we train it by utilizing knowledge distillation", "the agent uses imitation
 * learning", "better than deep RL": a task phrase that is the object of a using
 * verb or a compare cue names a technique. Its mentions in this sentence become
 * that method, which is returned (-1 if none); the phrase stays a task where
 * other sentences mention it. */
static int task_to_method(ctx *c, size_t k, int s)
{
	mention *m = mention_at(c, k);
	if (!m || m->t0 != k || m->kind != PG_ENTITY_TASK || m->ent < 0)
		return -1;
	pg_entity *te = &c->x->entities[m->ent];
	char key[PG_LEX_KEY_MAX * 2 + 16];
	size_t ln = strlen(te->label);
	if (ln >= PG_LEX_KEY_MAX)
		return -1;
	pgx_make_key(te->label, ln, key, sizeof key);
	int old = m->ent;
	char *label = strdup(te->label), *alt = te->alt ? strdup(te->alt) : NULL;
	if (!label || (te->alt && !alt)) {
		free(label);
		free(alt);
		c->oom = true;
		return -1;
	}
	int me = pgx_get_entity(c, PG_ENTITY_METHOD, key, label, ln, alt, alt ? strlen(alt) : 0, s, m->cs, m->ce);
	free(label);
	free(alt);
	if (me < 0)
		return -1;
	for (size_t q = sent_begin(c, s); q < sent_end(c, s); q++) {
		mention *mq = mention_at(c, q);
		if (mq && mq->ent == old && mq->t0 == q) {
			mq->kind = PG_ENTITY_METHOD;
			mq->ent = me;
			mq->strength = 2;
		}
	}
	return me;
}

/* Returns true if a learning or tuning paradigm of the task lexicon starts at
 * token k after a compare cue and ends its noun phrase, or a list of such that
 * does: "better than deep RL", "outperforms imitation learning and offline RL",
 * "surpasses prompt tuning" (not the means, "without extensive hyperparameter
 * tuning", "lower with prompt tuning", nor a
 * class, "prior offline RL methods", "transfer learning and few-shot learning
 * methods", "learning based approaches", nor the task of baselines, "baselines
 * for semi-supervised learning", nor "rather than representation learning"). */
static bool compared_paradigm(ctx *c, size_t v, size_t k, size_t e)
{
	static const char *const heads[] = {"methods", "method", "approaches", "approach", "techniques", "baselines",
					    "algorithms", "architectures", "models", "based", "frameworks", NULL};
	if ((eqi(c, v, "than") && v > 0 && eqi(c, v - 1, "rather")) ||
	    in_set(c, k - 1, (const char *const[]){"for", "of", "in", "without", NULL}) ||
	    ((eqi(c, k - 1, "to") || eqi(c, k - 1, "with")) && k - 1 != v + 1) || /* "compared to X", not "approaches to X" */
	    (k >= v + 3 && eqi(c, k - 2, "without")) || /* "outperforms baselines without extensive tuning" */
	    eqi(c, k - 1, "no") || is_punct(c, k - 1, '+') || (v > 0 && eqi(c, v - 1, "other")))
		return false; /* "relative to no transfer learning", "Foo+RL", "other than X" */
	/* "compared to Foo with one hypothesis, the multi-task learning with Bar":
	 * the clause after an opening comparison */
	for (size_t q = v + 1; q + 1 < k; q++)
		if (is_punct(c, q, ',') && in_set(c, q + 1, (const char *const[]){"the", "our", "we", "it", "this", NULL}))
			return false;
	for (size_t q = k;;) {
		const mention *m = mention_at(c, q);
		if (!m || m->t0 != q || m->kind != PG_ENTITY_TASK || m->ent < 0 ||
		    !in_set(c, m->t1 - 1, (const char *const[]){"learning", "rl", "tuning", "fine-tuning", "finetuning",
								"prompting", NULL}))
			return false;
		size_t z = m->t1;
		if (z + 2 < e && is_punct(c, z, '(') && is_punct(c, z + 2, ')'))
			z += 3; /* "deep reinforcement learning (DRL)" */
		if (z >= e || (c->t->toks[z].kind != PG_TOK_WORD && !is_punct(c, z, ',')))
			return true;
		if (is_punct(c, z, ',') || eqi(c, z, "and") || eqi(c, z, "or")) {
			size_t n = z + 1;
			if (n < e && (eqi(c, n, "and") || eqi(c, n, "or")))
				n++;
			const mention *nm = n < e ? mention_at(c, n) : NULL;
			if (nm && nm->t0 == n && nm->kind == PG_ENTITY_TASK) {
				q = n; /* the list goes on */
				continue;
			}
			/* "active learning and self-training baselines": the list's head (but
			 * "deep RL and other baseline approaches" names another item) */
			if (in_set(c, n, (const char *const[]){"other", "the", "a", "an", "several", "many", "various",
							       "existing", "prior", "previous", "recent", NULL}))
				return true;
			for (size_t h = n; h < e && h < n + 3 && c->t->toks[h].kind == PG_TOK_WORD; h++)
				if (in_set(c, h, heads))
					return false;
			return true;
		}
		return !in_set(c, z, heads) &&
		       in_set(c, z, (const char *const[]){"in", "on", "for", "at", "by", "with", "while", "which",
							  "when", "across", NULL});
	}
}

/* The task phrase at token k, the object of a using verb, as a method the
 * paper uses ("we train it by utilizing knowledge distillation"). */
static void task_as_method(ctx *c, size_t k, int s)
{
	int me = task_to_method(c, k, s);
	if (me >= 0)
		pgx_add_fact(c, PG_REL_USES, -1, me, s, "use-cue-task");
}

/* "we combine imitation learning and reinforcement learning", "... with
 * reinforcement learning": after the methods a using verb took (ending at token
 * q), each learning paradigm the list goes on with is used too. */
static void paradigms_listed_after(ctx *c, size_t q, size_t e, int s)
{
	for (size_t items = 0; q + 1 < e && items < 4; items++) {
		if (!(eqi(c, q, "and") || eqi(c, q, "with") || is_punct(c, q, ',')))
			return;
		size_t n = q + 1;
		if (n < e && eqi(c, n, "and"))
			n++;
		const mention *t = mention_at(c, n);
		if (!t || t->t0 != n || t->kind != PG_ENTITY_TASK || t->ent < 0 ||
		    !in_set(c, t->t1 - 1, (const char *const[]){"learning", "rl", NULL}) ||
		    (t->t1 < e && c->t->toks[t->t1].kind == PG_TOK_WORD &&
		     !in_set(c, t->t1, (const char *const[]){"and", "to", "for", "in", "with", NULL})))
			return;
		size_t end = t->t1;
		task_as_method(c, n, s);
		q = end;
	}
}

/* Returns true if the object of the using verb at v is followed, within its
 * clause, by "as a (strong) baseline(s)". */
static bool object_as_baseline(const ctx *c, size_t v, size_t e)
{
	for (size_t q = v + 1; q + 1 < e && q < v + 16; q++) {
		if (is_punct(c, q, ';') || is_punct(c, q, ':') || has_cue(c, q, CUE_USE_CUES))
			return false;
		if (!eqi(c, q, "as"))
			continue;
		for (size_t z = q + 1; z < e && z < q + 5; z++) {
			if (eqi(c, z, "baseline") || eqi(c, z, "baselines"))
				return true;
			if (!plain_word_before_baseline(c, z))
				return false;
		}
		return false;
	}
	return false;
}

/* The first token from k (before `end`) past the articles and usage words that open
 * the object of a using verb: "the", "a pre-trained", "the existing popular". */
static size_t past_determiners(const ctx *c, size_t k, size_t end)
{
	static const char *const det[] = {"the", "a", "an", "pre-trained", "pretrained", "existing", "popular",
					  "recent", NULL};
	while (k < end && in_set(c, k, det))
		k++;
	return k;
}

/* Returns true if token v is "against" after a word of attack or defence
 * ("robust against adversarial attacks", "defend against Foo", "attack strategies
 * against UCB"): an adversary, not a compared method. */
static bool defended_against(const ctx *c, size_t v, size_t b)
{
	static const char *const stems[] = {"robust", "defen", "attack", "protect", "resilien", "secur", "guard",
					    "immun", "safeguard", "vulnerab", "resist", "hedg", "adversar", NULL};
	if (!eqi(c, v, "against"))
		return false;
	for (size_t q = v; q > b && v - q < 2; q--)
		if (has_prefix(c, q - 1, stems))
			return true;
	return false;
}

/* Returns true if a bracket opened between tokens v and k is still open at k. */
static bool in_brackets(const ctx *c, size_t v, size_t k)
{
	int depth = 0;
	for (size_t q = v; q < k; q++)
		depth += is_punct(c, q, '(') ? 1 : is_punct(c, q, ')') ? -1 : 0;
	return depth > 0;
}

/* "Unlike the Foo distance, Bar can ...", "Compared with Foo, our ...": returns
 * true if the comma at token k closes the opening phrase of the compare cue at v,
 * so that no baseline follows it; not a comma inside brackets, before "and",
 * "such as" and the like, or between the items of a list of names. */
static bool opening_phrase_ends(ctx *c, size_t v, size_t k, size_t e)
{
	if (!is_punct(c, k, ',') || k + 1 >= e || in_brackets(c, v, k) ||
	    in_set(c, k + 1, (const char *const[]){"and", "or", "such", "e.g.", "e.g", "including", "like", "i.e.",
						   "namely", NULL}))
		return false;
	const mention *m = method_at(c, k + 1, 1);
	return !(m && m->t1 < e && (is_punct(c, m->t1, ',') || eqi(c, m->t1, "and") || eqi(c, m->t1, "or")));
}

/* "In contrast to Foo, ...", "As opposed to Foo, ...", "Contrary to Foo, ...",
 * "Different from Foo, ...": true if the token at v ("to", "from") closes such a
 * phrase and the phrase opens the sentence or a clause after a comma. */
static bool contrast_opening(const ctx *c, size_t v, size_t b, size_t e)
{
	size_t first = e; /* the phrase's first token */
	if (v >= b + 2 && eqi(c, v, "to") &&
	    ((eqi(c, v - 1, "contrast") && eqi(c, v - 2, "in")) || (eqi(c, v - 1, "opposed") && eqi(c, v - 2, "as"))))
		first = v - 2;
	else if (v >= b + 1 && ((eqi(c, v, "to") && eqi(c, v - 1, "contrary")) ||
				(eqi(c, v, "from") && (eqi(c, v - 1, "different") || eqi(c, v - 1, "differently")))))
		first = v - 1;
	if (first == e)
		return false;
	return first == b || is_punct(c, first - 1, ',') ||
	       (first == b + 1 && in_set(c, b, (const char *const[]){"and", "but", "yet", NULL}));
}

/* Returns true if the ')' at token k closes a bracket opened after token v, right
 * after a lower-case noun of a class ("methods (Bar and Baz)"), that holds only
 * names and "and" / commas. Not an acronym after its long form ("Foo Bar (FB)"). */
static bool bracket_of_names(ctx *c, size_t v, size_t k)
{
	size_t o = k;
	while (o > v + 2 && k - o < 8 && !is_punct(c, o - 1, '('))
		o--;
	if (o <= v + 2 || !is_punct(c, o - 1, '(') || o == k)
		return false;
	size_t h = o - 2; /* the word before the bracket */
	if (c->t->toks[h].kind != PG_TOK_WORD || mention_at(c, h) || !pg_ascii_is_lower((unsigned char)TW(c, h)[0]))
		return false;
	for (size_t q = o; q < k;) {
		const mention *m = mention_at(c, q);
		if (m && m->t0 == q && m->kind == PG_ENTITY_METHOD) {
			q = m->t1;
			continue;
		}
		if (!(is_punct(c, q, ',') || eqi(c, q, "and")))
			return false;
		q++;
	}
	return true;
}

/* Words before the name of prior art that a comparison phrase steps over: "to
 * the state-of-the-art Foo", "with the best existing Bar". */
static const char *const prior_art_words[] = {"the", "state-of-the-art", "best", "original", "standard", "classic",
					      "classical", "well-known", "popular", "existing", NULL};

void pgx_rule_compare(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b; v < e; v++) {
		if ((eqi(c, v, "baseline") || eqi(c, v, "baselines")) && as_baseline(c, v, b, s))
			continue;
		bool similar = (eqi(c, v, "similar") || eqi(c, v, "same")) && v + 2 < e &&
			       (in_set(c, v + 1, (const char *const[]){"performance", "accuracy", "results", "quality",
								       "error", "errors", "scores", "efficiency", "speed",
								       NULL}) ||
				(mention_at(c, v + 1) && mention_at(c, v + 1)->kind == PG_ENTITY_METRIC));
		bool par = eqi(c, v, "par") && v > b && eqi(c, v - 1, "on");
		if (eqi(c, v, "comparable") || eqi(c, v, "competitive") || eqi(c, v, "on-par") || par || similar) {
			/* "attains comparable results to Foo", "is competitive with Foo", "has
			 * similar accuracy to Foo" (not "a method similar to Foo"), "is on par
			 * with Foo", "comparable retrieval and classification accuracy to Foo" */
			size_t k = v + 1;
			while (k < e && k < v + 6 && c->t->toks[k].kind == PG_TOK_WORD && !eqi(c, k, "to") &&
			       !eqi(c, k, "with") && !eqi(c, k, "as") &&
			       (!mention_at(c, k) || similar || mention_at(c, k)->kind == PG_ENTITY_METRIC) &&
			       (k < v + 3 || eqi(c, k, "and") || pg_ascii_is_lower((unsigned char)TW(c, k)[0])))
				k++;
			if (k + 1 < e && (eqi(c, k, "to") || eqi(c, k, "with") || (similar && eqi(c, k, "as")))) {
				k++;
				while (k < e && in_set(c, k, prior_art_words))
					k++;
				role_arg r = {s, "compare-comparable", PG_REL_COMPARES, -1};
				/* "... with the state-of-the-art geometry-based approach, Foo": the
				 * name in apposition to a head noun */
				size_t q = k;
				while (q < e && q < k + 5 && c->t->toks[q].kind == PG_TOK_WORD && !mention_at(c, q) &&
				       !has_cue(c, q, CUE_CUE_HEADS))
					q++;
				if (q + 2 < e && has_cue(c, q, CUE_CUE_HEADS) && is_punct(c, q + 1, ',') &&
				    method_at(c, q + 2, 2))
					k = q + 2;
				/* "on par with support vector machines and with the best
				 * boosting algorithm Foo": each object of the preposition, a
				 * technique of the lexicon too */
				for (int round = 0; round < 3 && k < e; round++) {
					mention *tm = method_at(c, k, 1);
					size_t j = k;
					if (method_at(c, k, 2))
						j = take_list(c, k, e, 2, do_fact, &r);
					else if (tm && tm->t0 == k && tm->technique) {
						do_fact(c, tm, &r);
						j = tm->t1;
					} else if (round == 0) {
						/* "comparable accuracy to the original descriptors and to
						 * the Foo approach": past two or three words no rule named */
						while (j < e && j < k + 3 && c->t->toks[j].kind == PG_TOK_WORD && !mention_at(c, j) &&
						       !eqi(c, j, "and"))
							j++;
					}
					if (j == k || !(j + 2 < e && (eqi(c, j, "and") || is_punct(c, j, ',')) &&
							 (eqi(c, j + 1, "with") || eqi(c, j + 1, "to"))))
						break;
					k = j + 2;
					while (k < e && in_set(c, k, prior_art_words))
						k++;
					/* "... and with the best boosting algorithm Foo": the name
					 * after its description's head */
					size_t q = k;
					while (q < e && q < k + 4 && c->t->toks[q].kind == PG_TOK_WORD && !has_cue(c, q, CUE_CUE_HEADS) &&
					       pg_ascii_is_lower((unsigned char)TW(c, q)[0]))
						q++;
					mention *nm = q > k && q + 1 < e && has_cue(c, q, CUE_CUE_HEADS) ? method_at(c, q + 1, 2) : NULL;
					if (nm && nm->t0 == q + 1)
						k = q + 1;
				}
			}
			continue;
		}
		/* "limitations of Foo", "the drawbacks of adaptive pre-training", "Foo
		 * suffers from ...": prior work named to be criticised is what the paper
		 * improves on, a baseline */
		if (eqi(c, v, "of") && v > b &&
		    in_set(c, v - 1, (const char *const[]){"limitation", "limitations", "drawback", "drawbacks",
							   "shortcomings", "weaknesses", NULL})) {
			size_t k = past_determiners(c, v + 1, e);
			mention *fm = method_at(c, k, 2);
			/* the name whole, or before a method's head ("of existing MKGC
			 * approaches"; not "of LLM safeguarding") */
			bool whole = fm && (fm->t1 >= e || c->t->toks[fm->t1].kind != PG_TOK_WORD ||
					    !pg_ascii_is_lower((unsigned char)TW(c, fm->t1)[0]) ||
					    has_cue(c, fm->t1, CUE_CLAUSE_STOPS) || eqi(c, fm->t1, "and") ||
					    in_set(c, fm->t1, (const char *const[]){"method", "methods", "approach", "approaches",
										   "technique", "techniques", "model", "models",
										   "formalism", "algorithm", "algorithms",
										   "estimator", "framework", "frameworks", NULL}));
			if (fm && fm->t0 == k && fm->ent >= 0 && !(c->ent_role[fm->ent] & ROLE_PROP)) {
				if (!whole)
					continue;
				pgx_add_fact(c, PG_REL_COMPARES, -1, fm->ent, s, "compare-flaw");
			} else if (!mention_at(c, k)) {
				size_t end = np_method_min(c, k, e, 2, true);
				int ent = end > k ? phrase_method(c, k, end, s) : -1;
				if (ent >= 0)
					pgx_add_fact(c, PG_REL_COMPARES, -1, ent, s, "compare-flaw");
			}
			continue;
		}
		if ((eqi(c, v, "suffers") || eqi(c, v, "suffer")) && v > b && v + 1 < e && eqi(c, v + 1, "from")) {
			mention *fm = method_at(c, v - 1, 2);
			if (fm && fm->t1 == v && fm->ent >= 0 && !fm->technique && !(c->ent_role[fm->ent] & ROLE_PROP))
				pgx_add_fact(c, PG_REL_COMPARES, -1, fm->ent, s, "compare-flaw");
			continue;
		}
		/* "closes the gap (considerably) on the handcrafted Foo method": Foo is
		 * the baseline the paper approaches */
		if (eqi(c, v, "gap") && v >= b + 2 && eqi(c, v - 1, "the") &&
		    in_set(c, v - 2, (const char *const[]){"close", "closes", "closing", "closed", "narrow", "narrows",
							    "narrowing", "narrowed", "bridge", "bridges", "bridging", NULL})) {
			size_t k = v + 1;
			while (k < e && k < v + 3 && is_adverb(c, k))
				k++; /* "considerably", "significantly" */
			if (!(k + 1 < e && (eqi(c, k, "on") || eqi(c, k, "with") || eqi(c, k, "to"))))
				continue;
			k = past_determiners(c, k + 1, e);
			for (size_t q = k; q < e && q < k + 2 && !mention_at(c, q) && c->t->toks[q].kind == PG_TOK_WORD &&
					   pg_ascii_is_lower((unsigned char)TW(c, q)[0]);
			     q++)
				if (method_at(c, q + 1, 2))
					k = q + 1; /* "the handcrafted Foo" */
			role_arg r = {s, "compare-gap", PG_REL_COMPARES, -1};
			if (method_at(c, k, 2))
				take_list(c, k, e, 2, do_fact, &r);
			continue;
		}
		bool contrast = contrast_opening(c, v, b, e);
		if (!(has_cue(c, v, CUE_COMPARE_CUES) || contrast) || defended_against(c, v, b))
			continue;
		bool weak_ok = !eqi(c, v, "over") && !eqi(c, v, "relative");
		if (eqi(c, v, "over") || eqi(c, v, "relative")) {
			/* "improvement over X", "gains relative to X" */
			bool cue = false;
			for (size_t q = b; q < v; q++)
				if (has_prefix(c, q, (const char *const[]){"improv", "gain", "advantage", "superior",
									   "outperform", "better", "speedup", "lift",
									   "boost", NULL}))
					cue = true;
			/* "reduces storage by two orders of magnitude over Foo", "3x fewer steps
			 * over Bar": a reduction with its size (not "we reduce A to walks over B") */
			for (size_t q = b; q < v && !cue; q++)
				if (has_prefix(c, q, (const char *const[]){"reduc", "faster", "fewer", "less", NULL}))
					for (size_t z = q > b + 3 ? q - 3 : b; z < v && !cue; z++)
						cue = c->t->toks[z].kind == PG_TOK_NUMBER || eqi(c, z, "magnitude") ||
						      eqi(c, z, "twice") || eqi(c, z, "half");
			if (!cue)
				continue;
		}
		role_arg r = {s, "compare-cue", PG_REL_COMPARES, -1};
		if (has_prefix(c, v, pgx_beat_verbs)) {
			/* the subject right before the verb ("Bar outperforms", "Bar clearly outperforms") */
			for (size_t q = v; q > b && v - q < 3; q--) {
				mention *sm = method_at(c, q - 1, 1);
				if (sm && (c->ent_role[sm->ent] & ROLE_PROP)) {
					r.own_subject = sm->ent;
					break;
				}
				if (c->t->toks[q - 1].kind != PG_TOK_WORD)
					break;
			}
		}
		if (compare_phrase(c, v, e, s))
			continue;
		/* "far better than (simply) using a Foo alone": what the gerund applies is
		 * the baseline, the first name only ("rather than using Foo" is no
		 * comparison) */
		if (eqi(c, v, "than")) {
			size_t k = v + 1 < e && eqi(c, v + 1, "simply") ? v + 2 : v + 1;
			if (k < e && in_set(c, k, (const char *const[]){"using", "applying", "running", NULL}) &&
			    after_than(c, k, b)) {
				k = past_determiners(c, k + 1, k + 4 < e ? k + 4 : e);
				if (method_at(c, k, 1))
					take_list(c, k, e, 1, do_fact, &r);
				continue;
			}
		}
		bool opening = contrast ||
			       ((eqi(c, v, "unlike") || eqi(c, v, "compared") || eqi(c, v, "comparing")) &&
				(v == b || (v == b + 1 && in_set(c, b, (const char *const[]){"and", "but", "yet", NULL})) ||
				 is_punct(c, v - 1, ',')));
		/* an opening phrase's list ends at its comma: "Unlike Foo, Bar needs ..."
		 * compares with Foo only */
		size_t lim = e;
		for (size_t q = v + 2; opening && q < e && q < v + 14 && lim == e; q++)
			if (opening_phrase_ends(c, v, q, e))
				lim = q;
		size_t horizon = v + 14;
		for (size_t k = v + 1; k < e && k < horizon; k++) {
			if (opening && k > v + 1 && opening_phrase_ends(c, v, k, e))
				break;
			/* "a comparison to a detection algorithm (Foo), two tracking methods
			 * (Bar and Baz), ...": a bracket of names after each class goes on
			 * with the list */
			if (is_punct(c, k, ')') && k + 1 < e && (is_punct(c, k + 1, ',') || eqi(c, k + 1, "and")) &&
			    bracket_of_names(c, v, k)) {
				horizon = k + 14;
				continue;
			}
			/* "outperforms Foo by 4% and Bar by 3%": a margin after an item */
			size_t me = margin_end(c, k, e);
			if (me > k && k > v + 1 && me < e && (eqi(c, me, "and") || is_punct(c, me, ','))) {
				k = me;
				continue;
			}
			/* the compared systems end where the setting starts: "on Kinetics", "in DETR" */
			if (k > v + 1 && (eqi(c, k, "on") || eqi(c, k, "in") || eqi(c, k, "for") || eqi(c, k, "at") ||
					  eqi(c, k, "under") || eqi(c, k, "across") || eqi(c, k, "within") ||
					  eqi(c, k, "from") || eqi(c, k, "at") || eqi(c, k, "against")))
				break; /* "outperforms prior defenses against attacks such as Foo": what is defended against */
			if (is_punct(c, k, '.') || is_punct(c, k, ';') || is_punct(c, k, ')') || is_punct(c, k, ':') ||
			    eqi(c, k, "while") || eqi(c, k, "whereas") ||
			    eqi(c, k, "but") || eqi(c, k, "which") || eqi(c, k, "by") || eqi(c, k, "using") ||
			    eqi(c, k, "when") || eqi(c, k, "trained"))
				break;
			/* "reduces the loss over iterations with Adam": after "over", "with" adds
			 * the means, not a baseline */
			if (!weak_ok && (eqi(c, k, "with") || eqi(c, k, "without")))
				break;
			/* "outperforms X-style methods, and achieves ... on Foo": a new clause */
			if (eqi(c, k, "and") && k + 1 < e &&
			    in_set(c, k + 1, (const char *const[]){"achieve", "achieves", "obtain", "obtains", "reach",
								   "reaches", "show", "shows", "yield", "yields",
								   "improve", "improves", "reduce", "reduces", "is", "are",
								   "can", "also", "attain", "attains", "runs", "run", NULL}))
				break;
			mention *m = method_at(c, k, weak_ok ? 1 : 2);
			if (!m && weak_ok && compared_paradigm(c, v, k, e)) {
				int me = task_to_method(c, k, s);
				if (me >= 0)
					pgx_add_fact(c, PG_REL_COMPARES, -1, me, s, "compare-cue-paradigm");
				k = mention_at(c, k)->t1 - 1;
				continue;
			}
			if (m && class_of_methods(c, m, b)) {
				c->ent_role[m->ent] |= ROLE_CLASS;
				k = m->t1;
				continue;
			}
			if (m && pgx_is_modifier(c, m)) {
				/* "unlike Foo-based synthesis": a class of methods built on Foo, which
				 * the paper uses as much as it compares with */
				pgx_add_fact(c, PG_REL_USES, -1, m->ent, s, "compare-modifier-use");
				k = m->t1 - 1;
				continue;
			}
			if (m) {
				k = take_list(c, k, lim, weak_ok ? 1 : 2, do_fact, &r) - 1;
				continue;
			}
		}
	}
}


void pgx_rule_uses(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	/* "in a foo learning (FL) framework", "bar learning strategies": a
	 * learning paradigm named as the frame or strategy of the paper's own work is
	 * a technique it uses */
	if (sentence_has_cue(c, s, CUE_SELF_WORDS) || sentence_has_proposed(c, s)) {
		for (size_t k = b; k < e; k++) {
			mention *m = mention_at(c, k);
			if (!m || m->t0 != k || m->kind != PG_ENTITY_TASK || m->ent < 0 || !eqi(c, m->t1 - 1, "learning"))
				continue;
			size_t h = m->t1;
			if (h + 2 < e && is_punct(c, h, '(') && is_punct(c, h + 2, ')'))
				h += 3;
			if (!(h < e && in_set(c, h, (const char *const[]){"framework", "strategy", "strategies", "technique",
									  "techniques", "paradigm", NULL})))
				continue;
			task_as_method(c, k, s);
			/* "active learning and incremental learning strategies": each
			 * paradigm listed before the head */
			for (size_t p = k; p >= b + 2 && (eqi(c, p - 1, "and") || eqi(c, p - 1, "or") || is_punct(c, p - 1, ','));) {
				mention *pm = mention_at(c, p - 2);
				if (!pm || pm->t1 != p - 1 || pm->kind != PG_ENTITY_TASK || pm->ent < 0 ||
				    !eqi(c, pm->t1 - 1, "learning"))
					break;
				task_as_method(c, pm->t0, s);
				p = pm->t0;
			}
		}
	}
	/* "Inspired by contrastive learning, ...", "motivated by active learning": a
	 * learning paradigm the work draws on is a technique it uses */
	for (size_t v = b; v + 2 < e; v++) {
		if (!(in_set(c, v, (const char *const[]){"inspired", "motivated", NULL}) && eqi(c, v + 1, "by")))
			continue;
		size_t k = past_determiners(c, v + 2, e);
		mention *m = mention_at(c, k);
		if (m && m->t0 == k && m->kind == PG_ENTITY_TASK && m->ent >= 0 && eqi(c, m->t1 - 1, "learning"))
			task_as_method(c, k, s);
	}
	/* "Domain adaptation is a technique for ...": a task phrase that opens a
	 * sentence defining it as a technique names a technique the paper builds on */
	{
		mention *m = mention_at(c, b);
		if (m && m->t0 == b && m->kind == PG_ENTITY_TASK && m->ent >= 0 && m->t1 + 2 < e &&
		    (eqi(c, m->t1, "is") || eqi(c, m->t1, "are"))) {
			size_t q = m->t1 + 1;
			if (eqi(c, q, "a") || eqi(c, q, "an"))
				q++;
			size_t z = q;
			while (z < e && z < q + 3 && c->t->toks[z].kind == PG_TOK_WORD &&
			       !in_set(c, z, (const char *const[]){"approach", "approaches", "technique", "techniques",
								   "method", "methods", "paradigm", "algorithm",
								   "algorithms", "strategy", "framework", NULL}))
				z++;
			if (z < e && z > m->t1 + 1 &&
			    in_set(c, z, (const char *const[]){"approach", "approaches", "technique", "techniques", "method",
							       "methods", "paradigm", "algorithm", "algorithms", "strategy",
							       "framework", NULL}))
				task_as_method(c, b, s);
		}
	}
	/* "we perform knowledge distillation on ...", "by combining contrastive learning
	 * with ...": a training technique that the paper performs or combines is one it
	 * applies ("perform image retrieval" stays a task: retrieval is no technique) */
	for (size_t v = b; v + 1 < e; v++) {
		if (!has_prefix(c, v, (const char *const[]){"perform", "combin", "conduct", NULL}))
			continue;
		size_t k = v + 1;
		if (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an"))
			k++;
		/* "combines supervised word prediction and reinforcement learning": the
		 * second of the things combined too */
		size_t z = k;
		if (has_prefix(c, v, (const char *const[]){"combin", NULL}) && !mention_at(c, k))
			while (z + 1 < e && z < k + 6 && c->t->toks[z].kind == PG_TOK_WORD && !eqi(c, z, "and") &&
			       !eqi(c, z, "with") && !mention_at(c, z))
				z++;
		if (z > k && (eqi(c, z, "and") || eqi(c, z, "with")))
			k = z + 1;
		mention *m = k < e ? mention_at(c, k) : NULL;
		if (m && m->t0 == k && m->kind == PG_ENTITY_TASK && m->ent >= 0 &&
		    in_set(c, m->t1 - 1, (const char *const[]){"distillation", "learning", "pruning", "quantization",
								"augmentation", "training", "pre-training",
								"pretraining", "fine-tuning", NULL}))
			task_as_method(c, k, s);
		/* "combine imitation learning and reinforcement learning": the paradigms
		 * listed after the first are combined too */
		m = k < e ? mention_at(c, k) : NULL;
		if (m && m->t0 == k && m->kind == PG_ENTITY_METHOD && m->ent >= 0 &&
		    has_prefix(c, v, (const char *const[]){"combin", NULL}))
			paradigms_listed_after(c, m->t1, e, s);
	}
	for (size_t v = b; v < e; v++) {
		if (!has_cue(c, v, CUE_USE_CUES))
			continue;
		if (object_as_baseline(c, v, e))
			continue; /* "we use Foo as a baseline": compared with (as_baseline) */
		if (after_than(c, v, b))
			continue; /* "better than using Foo alone": a baseline (pgx_rule_compare) */
		if (pgx_declined_at(c, v + 1, b))
			continue; /* "rather than using Foo": what the paper does not use */
		size_t k = v + 1;
		if (eqi(c, v, "such") && k < e && eqi(c, k, "as"))
			k++;
		k = past_determiners(c, k, v + 4 < e ? v + 4 : e);
		/* "uses the strong in-context abilities of LLMs", "leverage the rich
		 * knowledge of FooLM": what a model offers stands for the model */
		if (!mention_at(c, k) && !eqi(c, v, "such") && !eqi(c, v, "like")) {
			size_t q = k;
			while (q < e && q < k + 3 && c->t->toks[q].kind == PG_TOK_WORD && !mention_at(c, q) &&
			       pg_ascii_is_lower((unsigned char)TW(c, q)[0]) && !eqi(c, q, "of"))
				q++;
			if (q > k && q + 2 < e && eqi(c, q, "of") && !mention_at(c, q - 1) &&
			    in_set(c, q - 1, (const char *const[]){"ability", "abilities", "capability", "capabilities",
								   "knowledge", "power", "strengths", "strength",
								   "representations", "representation", "features",
								   "embeddings", "outputs", "predictions", "priors",
								   "reasoning", "expressiveness", "expressivity", NULL})) {
				k = past_determiners(c, q + 1, q + 2 < e ? q + 2 : e);
			}
		}
		role_arg r = {s, "use-cue", PG_REL_USES, -1};
		bool example = eqi(c, v, "such") || eqi(c, v, "e.g.") || eqi(c, v, "including") || eqi(c, v, "like");
		if (example && examples_of_beaten(c, v, b)) {
			r.rule = "compare-example";
			r.rel = PG_REL_COMPARES;
			if (method_at(c, k, 1))
				take_list(c, k, e, 1, do_fact, &r);
			continue;
		}
		if (method_at(c, k, 1)) {
			size_t j = take_list(c, k, e, 1, example ? do_use_example : do_fact, &r);
			if (!example)
				paradigms_listed_after(c, j, e, s);
		} else if (k < e && !eqi(c, v, "such") && !eqi(c, v, "e.g.") && !eqi(c, v, "including") &&
			   !eqi(c, v, "like") && !eqi(c, v, "pretrained") && !eqi(c, v, "pre-trained")) {
			task_as_method(c, k, s);
			const mention *m = mention_at(c, k);
			if (m && m->t0 == k && m->kind == PG_ENTITY_METHOD)
				paradigms_listed_after(c, m->t1, e, s);
		} else if (k < e && v > b && !eqi(c, v, "pretrained") && !eqi(c, v, "pre-trained") &&
			 sentence_has_cue(c, s, CUE_SELF_WORDS)) {
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

/* Finds a lower-case method phrase starting at k that ends in a method head noun
 * ("block coordinate descent", "Riemannian Newton iteration"). Returns its end
 * token (exclusive) or k. */
static size_t np_method(ctx *c, size_t k, size_t e)
{
	return np_method_min(c, k, e, 2, false);
}

size_t pgx_np_method(ctx *c, size_t k, size_t e)
{
	return np_method(c, k, e);
}

/* np_method(), accepting a phrase of min_words words or more. After a strong use verb
 * (strong), "<modifier> learning" is a technique too ("by combining contrastive
 * learning with ..."). */
static size_t np_method_min(ctx *c, size_t k, size_t e, size_t min_words, bool strong)
{
	static const char *const vague[] = {
		"state-of-the-art", "existing", "previous", "prior", "recent", "traditional", "conventional",
		"common", "popular", "standard", "typical", "various", "several", "many", "other", "some",
		"current", "classical", "baseline", "sota",
		/* "apply different perturbations", "a simple mechanism based on ...": a
		 * description, not a technique's name */
		"different", "two", "three", "four", "separate", "simple", "complex", "novel", "new",
		"additional", "appropriate", "certain", "such", "both", "each", "any", "all", "specific",
		"particular", "suitable", "proper", "same", "general", "generic", "refined", "improved",
		"modified", "most", "competing", "fixed", "their", "its", "his", "her", "whose", NULL
	};
	size_t j = k, last = k;
	/* "state-of-the-art attacks", "most popular techniques", "a fixed kernel": a
	 * class of methods or a setting, not one method ("fixed point iteration" is) */
	if (k < e && in_set(c, k, vague) && !(eqi(c, k, "fixed") && k + 1 < e && eqi(c, k + 1, "point")))
		return k;
	/* "solving sorting": a verb, not a modifier (but "a denoising autoencoder") */
	if (k < e && TL(c, k) > 4 && memcmp(TW(c, k) + TL(c, k) - 3, "ing", 3) == 0 && !has_cue(c, k, CUE_NP_HEADS) &&
	    !(k > 0 && (eqi(c, k - 1, "a") || eqi(c, k - 1, "an"))))
		return k;
	while (j < e && j < k + 6) {
		const pg_token *tk = &c->t->toks[j];
		/* "projected (stochastic) mirror descent": an optional word in brackets */
		if (j > k && j + 3 < e && is_punct(c, j, '(') && is_punct(c, j + 2, ')') &&
		    c->t->toks[j + 1].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, j + 1)[0]) &&
		    c->t->toks[j + 3].kind == PG_TOK_WORD && pg_ascii_is_lower((unsigned char)TW(c, j + 3)[0]) &&
		    !mention_at(c, j + 1) && (!mention_at(c, j + 3) || mention_at(c, j + 3)->technique)) {
			j += 3;
			continue;
		}
		/* a technique of the lexicon ends the phrase: "projected (stochastic)
		 * mirror descent", or is all of it ("of coordinate descent") */
		mention *tm = mention_at(c, j);
		/* ("an auxiliary classifier GAN": an acronym of the lexicon after the
		 * phrase's own words ends it too) */
		if (tm && tm->technique && tm->t0 == j && pg_ascii_is_lower((unsigned char)TW(c, j)[0])) {
			j = last = tm->t1;
			break;
		}
		/* ("an auxiliary classifier GAN", "a regular CNN": an acronym of the
		 * lexicon after words that tell which one ends it too; "a pre-trained
		 * CNN", "open-source LLMs" say how it is had, the technique stays itself) */
		if (tm && tm->technique && tm->t0 == j && j > k) {
			/* one or two words that qualify it, not a clause or a count
			 * ("combining weak verifiers improves stronger LLMs", "multiple
			 * GPs"), and not a modifier itself ("deep CNN based models") */
			bool clean = j - k <= 2 && !(tm->t1 < e && (eqi(c, tm->t1, "based") || eqi(c, tm->t1, "-based")));
			bool which = false;
			for (size_t q = k; q < j && clean; q++) {
				clean = !in_set(c, q, (const char *const[]){"multiple", "several", "many", "classic", "classical",
									    "well-known", "known", "well", "using",
									    "improves", "improve", "two", "three", NULL}) &&
					!(TL(c, q) > 4 && memcmp(TW(c, q) + TL(c, q) - 3, "ing", 3) == 0);
				which = which || !in_set(c, q, (const char *const[]){
							 "open-source", "off-the-shelf", "pretrained", "pre-trained", "large",
							 "small", "powerful", "strong", "basic", "typical", "modern", "trained",
							 "well-trained", "fine-tuned", "frozen", "big", "huge", "tiny", NULL});
			}
			if (clean && which)
				j = last = tm->t1;
			break;
		}
		/* "the Ricci flow method", "Hough voting": a capitalised word that is no
		 * name of its own opens a technique's name */
		if (j == k && tm && tm->t0 == j && tm->t1 == j + 1 && !tm->technique && tm->strength < 2 &&
		    tm->kind == PG_ENTITY_METHOD && tm->ent >= 0 && !(c->ent_role[tm->ent] & ROLE_PROP) &&
		    !pgx_sentence_initial(c, j) && j + 1 < e && c->t->toks[j + 1].kind == PG_TOK_WORD &&
		    pg_ascii_is_lower((unsigned char)TW(c, j + 1)[0])) {
			j++;
			continue;
		}
		if (tk->kind != PG_TOK_WORD || has_cue(c, j, CUE_CLAUSE_STOPS) || has_cue(c, j, CUE_SELF_WORDS) ||
		    eqi(c, j, "and") || eqi(c, j, "or") || mention_at(c, j) || (tk->flags & PG_TOKF_MATH))
			break;
		if (has_cue(c, j, CUE_NP_CUES) || has_cue(c, j, CUE_PROPOSE_VERBS) || has_cue(c, j, CUE_NP_BREAKS))
			break;
		if (is_adverb(c, j))
			break; /* adverbs: "truly", "further" */
		if (pg_ascii_is_upper((unsigned char)TW(c, j)[0]) && pgx_sentence_initial(c, j))
			break;
		j++;
		if (has_cue(c, j - 1, CUE_NP_HEADS) || (strong && j - 1 > k && eqi(c, j - 1, "learning")))
			last = j;
	}
	/* "we use a stochastic subgradient technique", "using a greedy algorithm": after
	 * a strong use verb and an article, words before a method's head noun name the
	 * technique even without a technique word among them (the head is added below) */
	if (last < k + min_words && strong && k > 0 && (eqi(c, k - 1, "a") || eqi(c, k - 1, "an"))) {
		for (size_t g = k + 1; g < j; g++) {
			if (!in_set(c, g, (const char *const[]){"technique", "algorithm", "procedure", "scheme", NULL}))
				continue;
			/* "a learning-based technique", "an off-the-shelf algorithm": how it
			 * is made or found, not which */
			bool lower = true;
			for (size_t q = k; q <= g; q++)
				lower = lower && pg_ascii_is_lower((unsigned char)TW(c, q)[0]) &&
					!(TL(c, q) > 6 && memcmp(TW(c, q) + TL(c, q) - 6, "-based", 6) == 0) &&
					!eqi(c, q, "off-the-shelf") &&
					!eqi(c, q, "polynomial-time") && !eqi(c, q, "efficient") && !eqi(c, q, "iterative");
			if (lower)
				last = g;
			break;
		}
	}
	if (last < k + min_words)
		return k;
	/* "... sampling strategy", "... descent method": the head noun of a method */
	if (last < e && last < j && in_set(c, last, (const char *const[]){"strategy", "method", "algorithm",
									   "approach", "scheme", "procedure", "strategies",
									   "methods", "algorithms", "approaches", "schemes",
									   "procedures", "technique", "techniques",
									   "framework", "formalism", NULL}))
		last++;
	/* a phrase that goes on with a noun ("search budgets") is about something else */
	if (last < e && c->t->toks[last].kind == PG_TOK_WORD && !has_cue(c, last, CUE_CLAUSE_STOPS) &&
	    !eqi(c, last, "and") && !eqi(c, last, "or") && !has_cue(c, last, CUE_NP_CUES) &&
	    !pg_ascii_is_upper((unsigned char)TW(c, last)[0]))
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

void pgx_rule_np_uses(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	for (size_t v = b; v < e; v++) {
		if (!has_cue(c, v, CUE_NP_CUES))
			continue;
		bool based = eqi(c, v, "based");
		size_t k = v + 1;
		/* "instead of employing explicit search", "rather than using LoRA" */
		if (pgx_declined_at(c, k, b))
			continue;
		if (based) {
			if (!(k < e && (eqi(c, k, "on") || eqi(c, k, "upon"))))
				continue;
			k++;
		}
		if (eqi(c, v, "and") && !(v > b && (c->t->toks[v - 1].kind == PG_TOK_WORD) &&
					  has_cue(c, v - 1, CUE_NP_HEADS)))
			continue;
		/* "the problem of hyper-graph matching", "limitations of adaptive
		 * pre-training", "instead of employing ...": a task, a flaw or an
		 * alternative set aside, not a tool the paper uses */
		if (eqi(c, v, "of") && v > b &&
		    in_set(c, v - 1, (const char *const[]){"problem", "problems", "task", "tasks", "limitation",
							   "limitations", "instead", "challenges", "challenge",
							   "drawbacks", "drawback", "weaknesses", "side-effect",
							   "shortcomings", NULL}))
			continue;
		/* "the effectiveness of uncertainty-based fusion", "the stability of
		 * parametric feature mapping", "the loss function of quantile regression":
		 * a property of the thing measured or studied, not a tool */
		if (eqi(c, v, "of") && v > b &&
		    in_set(c, v - 1, (const char *const[]){"effectiveness", "efficacy", "efficiency", "expressivity",
							   "expressiveness", "stability", "speed", "matrix", "function",
							   "numbers", "number", "form", "class", "family", "art",
							   "robustness", "complexity", "behavior", "behaviour",
							   "properties", "property", "power", "variance", "bias", NULL}))
			continue;
		while (k < e && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an") || eqi(c, k, "both") ||
				 eqi(c, k, "standard") || eqi(c, k, "classical") || eqi(c, k, "existing")))
			k++;
		/* a strong use verb takes a one-word technique too: "uses attention", "via hashing" */
		bool strong = has_prefix(c, v, (const char *const[]){"using", "use", "utiliz", "utilis", "leverag",
								      "employ", "adopt", "apply", "applies", "via",
								      "integrat", "incorporat", "exploit", "combin", NULL});
		/* "learned by stochastic gradient descent", "trained with dropout": an
		 * established technique after a using word is used (not after "of" or
		 * "and", nor "compared with") */
		mention *tm = mention_at(c, k);
		/* "with multiple data augmentation strategies", "by a compact CNN": a
		 * technique past a word or two of number or build */
		size_t kt = k;
		while (!(tm && tm->technique && tm->t0 == kt) && kt < e && kt < k + 2 &&
		       in_set(c, kt, (const char *const[]){"multiple", "several", "various", "different", "two",
							   "three", "simple", "compact", "lightweight", "small",
							   "shallow", "modified", "vanilla", "popular", "conventional",
							   "traditional", "additional", NULL})) {
			kt++;
			tm = mention_at(c, kt);
		}
		if (tm && tm->technique && tm->t0 == kt) {
			if (eqi(c, v, "with") && v > b && has_cue(c, v - 1, CUE_COMPARE_CUES))
				continue;
			/* "on par with support vector machines": compared in this sentence */
			if (compared_in(c, tm->ent, s))
				continue;
			if (!eqi(c, v, "of") && !eqi(c, v, "and")) {
				role_arg r = {s, "use-technique", PG_REL_USES, -1};
				v = take_list(c, kt, e, 1, do_fact, &r) - 1;
				continue;
			}
		}
		size_t end = np_method_min(c, k, e, strong ? 1 : 2, strong);
		if (end == k)
			continue;
		/* "a characterization of adversarial perturbations", "the effect of
		 * adversarial attacks": a threat studied or suffered, not a tool */
		if (!strong && in_set(c, end - 1, (const char *const[]){"attacks", "attack", "perturbations",
									"perturbation", NULL}))
			continue;
		size_t cs = c->t->toks[k].s, ce = c->t->toks[end - 1].e;
		if (ce - cs >= PG_LEX_KEY_MAX)
			continue;
		int ent = pgx_span_entity(c, PG_ENTITY_METHOD, cs, ce, s);
		if (ent < 0)
			return;
		pgx_add_mention(c, k, end, cs, ce, PG_ENTITY_METHOD, ent, 1);
		pgx_add_fact(c, PG_REL_USES, -1, ent, s, "use-phrase");
		if (based && end - k >= 3 && proposal_governs(c, v, b))
			pgx_add_lineage(c, ent, s, "extends-based-on");
		v = end - 1;
	}
}
