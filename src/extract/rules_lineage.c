/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 8: lineage, what the proposal extends: objects collected per
 * sentence, subjects given once all sentences are read. */
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "extract/rules.h"

void pgx_add_lineage(ctx *c, int object, int s, const char *rule)
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

/* Returns true if token i ends in a parameter-count tag: "Bar-11B", "7B", "350M". */
static bool size_tagged(const ctx *c, size_t i)
{
	const char *w = TW(c, i);
	size_t n = TL(c, i);
	if (n < 2 || !(w[n - 1] == 'B' || w[n - 1] == 'M') || !pg_ascii_is_digit((unsigned char)w[n - 2]))
		return false;
	size_t z = n - 1;
	while (z > 0 && (pg_ascii_is_digit((unsigned char)w[z - 1]) || w[z - 1] == '.'))
		z--;
	return z == 0 || w[z - 1] == '-' || w[z - 1] == '_';
}

/* "we extend Bar (BR) to Zorb Ranking Analysis (ZRA)": the name after "to" is
 * what the paper makes of Bar, its proposal (a known technique or a task there
 * is not: "we extend GlimNet to semantic segmentation"). */
static void propose_extended_to(ctx *c, const mention *m, int s, size_t e)
{
	size_t q = m->t1;
	/* the acronym in brackets and a generic head after the older name */
	if (q + 2 < e && is_punct(c, q, '(') && is_punct(c, q + 2, ')'))
		q += 3;
	if (q < e && in_set(c, q, (const char *const[]){"technique", "method", "model", "framework", "algorithm",
							  "approach", "architecture", NULL}))
		q++;
	if (!(q + 1 < e && eqi(c, q, "to")))
		return;
	q++;
	while (q < e && (eqi(c, q, "a") || eqi(c, q, "an") || eqi(c, q, "the") || has_cue(c, q, CUE_NOVELTY)))
		q++;
	mention *y = q < e ? method_at(c, q, 1) : NULL;
	if (!y || y->t0 != q || y->ent < 0 || y->ent == m->ent || y->technique ||
	    (c->ent_role[y->ent] & (ROLE_TECHNIQUE | ROLE_KNOWN)))
		return;
	pgx_propose(c, y->ent, s, "propose-extend-to");
}

/* "extends the pre-trained vision model Foo", "builds on the popular detector
 * Foo": the name after a lower-case description that ends in a method noun, or
 * NULL. k is the first word after the cue's articles. */
static mention *named_after_description(ctx *c, size_t k, size_t e)
{
	static const char *const heads[] = {"model", "network", "architecture", "framework", "algorithm",
					    "method", "detector", "paradigm", "backbone", "encoder", "approach", NULL};
	for (size_t j = k; j + 1 < e && j < k + 5; j++) {
		if (mention_at(c, j) || c->t->toks[j].kind != PG_TOK_WORD || !pg_ascii_is_lower((unsigned char)TW(c, j)[0]))
			return NULL;
		if (in_set(c, j, heads)) {
			mention *m = method_at(c, j + 1, 1);
			return m && m->t0 == j + 1 ? m : NULL;
		}
	}
	return NULL;
}

/* The end (exclusive) of two to four capitalised words from token k that no
 * rule took ("the Online Zorb Step"), a name whatever its head; k if none.
 * over_first: the first word may be one a rule took. */
static size_t capitalised_run_end(ctx *c, size_t k, size_t e, bool over_first)
{
	size_t t = k;
	while (t < e && t < k + 4 && c->t->toks[t].kind == PG_TOK_WORD && ((over_first && t == k) || !mention_at(c, t)) &&
	       TL(c, t) > 1 &&
	       pg_ascii_is_upper((unsigned char)TW(c, t)[0]) && pg_ascii_is_lower((unsigned char)TW(c, t)[1]))
		t++;
	if (t < k + 2 || (t < e && c->t->toks[t].kind == PG_TOK_WORD && pg_ascii_is_upper((unsigned char)TW(c, t)[0])))
		return k;
	return t;
}

/* Names tokens [k, end) one method entity with a mention over them. Returns the
 * mention, or NULL when the text is too long to key or memory ran out (c->oom). */
static mention *phrase_mention(ctx *c, size_t k, size_t end, int s)
{
	size_t cs = c->t->toks[k].s, ce = c->t->toks[end - 1].e;
	if (ce - cs >= PG_LEX_KEY_MAX)
		return NULL;
	int ent = pgx_span_entity(c, PG_ENTITY_METHOD, cs, ce, s);
	int mi = ent < 0 ? -1 : pgx_add_mention(c, k, end, cs, ce, PG_ENTITY_METHOD, ent, 1);
	return mi < 0 ? NULL : &c->m[mi];
}

/* The end (exclusive) of the lower-case phrase a strong lineage cue names at
 * token k ("latent topic models", "the Markov Indian buffet process",
 * "event-based motion compensation algorithms"), or k: a technique phrase
 * (pgx_np_method) or two words or more that end in a method's generic head. */
static size_t lineage_phrase(ctx *c, size_t k, size_t e)
{
	static const char *const heads[] = {"model", "models", "process", "processes", "algorithm", "algorithms",
					    "method", "methods", "framework", "frameworks", "network", "networks",
					    "approach", "approaches", "technique", "techniques", "logic", NULL};
	static const char *const vague[] = {"state-of-the-art", "existing", "previous", "prior", "recent",
					    "traditional", "conventional", "common", "popular", "standard", "many",
					    "other", "some", "such", "these", "those", "our", "their", "its", "deep",
					    "neural", "different", "several", "various", "generative", "language", "this",
					    "that", "both", "all", "any", "well-established", "well-known", "general", NULL};
	size_t end = pgx_np_method(c, k, e);
	if (end > k)
		return end;
	if (k >= e || in_set(c, k, vague))
		return k;
	size_t t = capitalised_run_end(c, k, e, false);
	if (t > k)
		return t;
	size_t j = k, last = k;
	while (j < e && j < k + 6) {
		/* a method name after modifiers ends the phrase: "the Markov Indian
		 * buffet process" where the lexicon knows "Indian buffet process" */
		mention *nm = mention_at(c, j);
		if (nm && j > k && nm->t0 == j && nm->kind == PG_ENTITY_METHOD && nm->technique) {
			last = nm->t1;
			break;
		}
		if (c->t->toks[j].kind != PG_TOK_WORD || nm || has_cue(c, j, CUE_CLAUSE_STOPS) ||
		    has_cue(c, j, CUE_PROPOSE_VERBS) || has_cue(c, j, CUE_NP_CUES) ||
		    has_cue(c, j, CUE_NP_BREAKS) || eqi(c, j, "and") || eqi(c, j, "or") || eqi(c, j, "of") ||
		    eqi(c, j, "to") || eqi(c, j, "for") || eqi(c, j, "with") || eqi(c, j, "in") || eqi(c, j, "on") ||
		    eqi(c, j, "by") || (c->t->toks[j].flags & PG_TOKF_MATH) ||
		    is_adverb(c, j))
			break;
		j++;
		if (in_set(c, j - 1, heads) || has_cue(c, j - 1, CUE_NP_HEADS))
			last = j;
	}
	return last >= k + 2 ? last : k;
}

/* Strong lineage verbs whose object may be a lower-case phrase: the first also
 * take a name after its description ("extends the pre-trained model Foo"). */
static const char *const build_verbs[] = {"extend", "extends", "build", "builds", "building", "built", NULL};
static const char *const phrase_verbs[] = {"revisit", "revisits", "generalize", "generalizes", "generalises",
					   "adapt", "adapts", "modify", "modifies", NULL};

/* "we extend X", "builds on X", "based on X", "inspired by X": a lineage cue
 * whose object is a name, in the paper's own voice. */
static void lineage_by_cue(ctx *c, int s, size_t b, size_t e)
{
	for (size_t v = b; v < e; v++) {
		if (!has_cue(c, v, CUE_LINEAGE_CUES))
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
		/* "based on the integration of X and Y", "a synergy of X and Y": each of
		 * the combined names */
		bool combined = false;
		if (k + 1 < e && in_set(c, k, (const char *const[]){"integration", "combination", "synergy", "fusion",
								    "union", "marriage", "hybrid", NULL}) &&
		    eqi(c, k + 1, "of")) {
			k += 2;
			while (k < e && (eqi(c, k, "the") || eqi(c, k, "a") || eqi(c, k, "an")))
				k++;
			combined = true;
		}
		if (eqi(c, v, "based") || eqi(c, v, "inspired") || eqi(c, v, "motivated") || eqi(c, v, "inspiration")) {
			/* "based on X", "inspired by X", "motivated by X", "draws inspiration from X" */
			if (!(v + 1 < e && (eqi(c, v + 1, "on") || eqi(c, v + 1, "upon") || eqi(c, v + 1, "by") ||
					    eqi(c, v + 1, "from"))))
				continue;
			if (eqi(c, v, "motivated") && !eqi(c, v + 1, "by"))
				continue;
		}
		if (eqi(c, v, "top") && !(v > b && eqi(c, v - 1, "on") && v + 1 < e && eqi(c, v + 1, "of")))
			continue; /* only "on top of X" */
		if (eqi(c, v, "inherits") || eqi(c, v, "inherit") || eqi(c, v, "inheriting")) {
			/* "inherits the encoder of X", "inherits its gating from X" */
			size_t q = v + 1;
			while (q < e && q < v + 6 && !eqi(c, q, "of") && !eqi(c, q, "from") && !has_cue(c, q, CUE_CLAUSE_STOPS) &&
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
		/* "FooNet, an incremental version of Bar": only "version of" */
		if (eqi(c, v, "version") && !(v + 1 < e && eqi(c, v + 1, "of")))
			continue;
		if ((eqi(c, v, "build") || eqi(c, v, "builds") || eqi(c, v, "building") || eqi(c, v, "built")) &&
		    !(v + 1 < e && (eqi(c, v + 1, "on") || eqi(c, v + 1, "upon") || eqi(c, v + 1, "off"))))
			continue;
		if (v + 1 < e && eqi(c, v + 1, "off"))
			k = v + 2 < e && (eqi(c, v + 2, "the") || eqi(c, v + 2, "a") || eqi(c, v + 2, "an")) ? v + 3 : v + 2;
		mention *m = method_at(c, k, 1);
		/* "a version of the Online Zorb Step" where a rule took "Online" alone:
		 * the capitalised words together are the name */
		size_t whole = m && m->t0 == k && m->t1 == k + 1 && !m->technique && m->strength < 2 ?
				       capitalised_run_end(c, k, e, true) : k;
		if (whole > k + 1) {
			mention *pm = phrase_mention(c, k, whole, s);
			if (c->oom)
				return;
			if (pm)
				m = pm;
		}
		bool anaphor = pgx_proposal_subject(c, s, v);
		bool own = anaphor || pgx_self_subject_before(c, v, b);
		if (!m && k < e && !mention_at(c, k) && own && in_set(c, v, build_verbs))
			m = named_after_description(c, k, e);
		/* "a variant of latent foo models", "an extension of block bar descent",
		 * "an enhanced version of the Online Zorb Step":
		 * the phrase after a noun of derivation, said of the proposal */
		bool derivation = (eqi(c, v, "variant") || eqi(c, v, "extension") || eqi(c, v, "generalization") ||
				   eqi(c, v, "generalisation") || eqi(c, v, "version")) &&
				  v > b && v + 1 < e && eqi(c, v + 1, "of") && !eqi(c, v - 1, "the");
		bool proposal_before = false;
		for (size_t q = b; q < v && derivation && !proposal_before; q++)
			proposal_before = mention_at(c, q) && c->m[c->tok_m[q]].ent >= 0 &&
					  (c->ent_role[c->m[c->tok_m[q]].ent] & ROLE_PROP);
		if (!m && k < e && !mention_at(c, k) &&
		    ((own && (in_set(c, v, build_verbs) || in_set(c, v, phrase_verbs))) ||
		     (derivation && (proposal_before || own)))) {
			/* "we revisit the seminal stochastic foo averaging method": a lower-case
			 * method phrase as the object of a strong lineage verb in our voice */
			/* "version of" only before a capitalised name: "a stochastic version
			 * of the lasso" is a use of it */
			size_t end = eqi(c, v, "version") ? capitalised_run_end(c, k, e, false) : lineage_phrase(c, k, e);
			mention *pm = end > k ? phrase_mention(c, k, end, s) : NULL;
			if (c->oom)
				return;
			if (pm) {
				pgx_add_lineage(c, pm->ent, s, "extends-cue-phrase");
				pgx_add_fact(c, PG_REL_USES, -1, pm->ent, s, "extends-cue-phrase");
			}
			continue;
		}
		if (!m)
			continue;
		/* the lineage verb must belong to the paper's own work: "we extend X",
		 * "our method builds on X", or a sentence naming the proposal */
		if (!pgx_self_subject_before(c, v, b) && !sentence_has_proposed(c, s) && !anaphor &&
		    !(v <= b + 1 && sentence_has_cue(c, s, CUE_SELF_WORDS)))
			continue;
		/* weaker cues need a name with a strong shape */
		bool strong_cue = eqi(c, v, "starting") || eqi(c, v, "start") || eqi(c, v, "starts") ||
				  eqi(c, v, "extends") || eqi(c, v, "extend") || eqi(c, v, "extending") ||
				  eqi(c, v, "extension") || eqi(c, v, "variant") || eqi(c, v, "version") || eqi(c, v, "builds") ||
				  eqi(c, v, "generalization") || eqi(c, v, "generalisation") || eqi(c, v, "inherits") ||
				  eqi(c, v, "build") || eqi(c, v, "building") || eqi(c, v, "built");
		if (!strong_cue && m->strength < 2)
			continue;
		/* "a new dataset based on X proofs": data, not lineage of a method */
		bool data = false;
		for (size_t q = b; q < v; q++)
			if (has_cue(c, q, CUE_DATASET_HEADS))
				data = true;
		if (data)
			continue;
		/* "X improves Y finetuning": improve needs "upon"/"on"/"over" to be lineage */
		if ((eqi(c, v, "improves") || eqi(c, v, "improve") || eqi(c, v, "improving") ||
		     eqi(c, v, "enhances") || eqi(c, v, "augments") || eqi(c, v, "augmenting")) &&
		    !(v + 1 < e && (eqi(c, v + 1, "upon") || eqi(c, v + 1, "on") || eqi(c, v + 1, "over"))))
			continue;
		/* "Foo based on Bar-11B", "built on top of Bar 7B": a sized checkpoint is
		 * the backbone a method is instantiated on, used, not extended */
		if (!(eqi(c, v, "extends") || eqi(c, v, "extend") || eqi(c, v, "extending") ||
		      eqi(c, v, "extension") || eqi(c, v, "variant")) &&
		    size_tagged(c, m->t1 - 1)) {
			pgx_add_fact(c, PG_REL_USES, -1, m->ent, s, "use-backbone");
			continue;
		}
		/* "a module based on the Transformer architecture": an established
		 * technique the work is based on is a family it belongs to, used; one
		 * it is inspired or motivated by is where it comes from */
		if (eqi(c, v, "based") && m->technique) {
			pgx_add_fact(c, PG_REL_USES, -1, m->ent, s, "use-based-on-technique");
			if (!combined)
				continue;
		} else {
			pgx_add_lineage(c, m->ent, s, "extends-cue");
			pgx_add_fact(c, PG_REL_USES, -1, m->ent, s, "extends-cue");
		}
		/* the other names of a combination, each by the same test; after any
		 * other cue, the names listed with the first ("builds on Foo and Bar") */
		for (size_t q = m->t1, items = 0; items < 4; items++) {
			size_t z = q;
			bool and_before = false;
			while (z < e && (is_punct(c, z, ',') || eqi(c, z, "and") || eqi(c, z, "the") || eqi(c, z, "a") ||
					 eqi(c, z, "an"))) {
				and_before = and_before || eqi(c, z, "and");
				z++;
			}
			mention *m2 = z > q ? method_at(c, z, 1) : NULL;
			if (!m2 || m2->ent == m->ent || m2->t0 != z)
				break;
			/* "Based on Foo, Bar predicts ...": after a comma alone, a name
			 * that is not followed by more of the list opens the clause */
			if (!combined && !and_before &&
			    !(m2->t1 < e && (is_punct(c, m2->t1, ',') || eqi(c, m2->t1, "and"))))
				break;
			if (m2->technique && combined)
				pgx_add_fact(c, PG_REL_USES, -1, m2->ent, s, "use-based-on-technique");
			else if (!m2->technique && m2->strength >= 2) {
				pgx_add_lineage(c, m2->ent, s, "extends-cue");
				pgx_add_fact(c, PG_REL_USES, -1, m2->ent, s, "extends-cue");
			} else
				break;
			/* a combination names two; a list after an article ("and the Foo")
			 * ends with it */
			if (combined || !(eqi(c, z - 1, "and") || is_punct(c, z - 1, ',')))
				break;
			q = m2->t1;
		}
		if (combined)
			continue;
		if (eqi(c, v, "extend") || eqi(c, v, "generalize") || eqi(c, v, "generalise"))
			propose_extended_to(c, m, s, e);
	}
}

/* Relative clauses whose antecedent is the older method: "X, upon which we
 * build Y", "X, building on which we propose Y", "X, on top of which our
 * model adds ...", "X, which we extend to ..." */
static void lineage_relative(ctx *c, int s, size_t b, size_t e)
{
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
		pgx_add_lineage(c, m->ent, s, "extends-relative");
		pgx_add_fact(c, PG_REL_USES, -1, m->ent, s, "extends-relative");
	}
}

/* "we introduce KlaxNet, a Foo-based parser", "we propose a Foo-based parser,
 * KlaxNet": an X-based modifier of the proposal itself is its lineage */
static void lineage_based_modifier(ctx *c, int s, size_t b, size_t e)
{
	for (size_t i = b + 1; i < e; i++) {
		mention *m = method_at(c, i, 2);
		/* a technique of the lexicon ("a transformer-based parser") is a family
		 * the proposal belongs to, used (based_is_use), not its lineage */
		if (!m || !m->based || m->t0 != i || !(eqi(c, i - 1, "a") || eqi(c, i - 1, "an")) ||
		    (c->ent_role[m->ent] & ROLE_PROP) || m->technique)
			continue;
		bool own = false;
		if (i >= b + 3 && is_punct(c, i - 2, ',')) {
			mention *p = mention_at(c, i - 3);
			own = p && p->ent >= 0 && (c->ent_role[p->ent] & ROLE_PROP);
		}
		for (size_t v = i > b + 4 ? i - 4 : b; v + 1 < i && !own; v++)
			own = has_cue(c, v, CUE_CUE2) && pgx_self_subject_before(c, v, b);
		if (own && sentence_has_proposed(c, s))
			pgx_add_lineage(c, m->ent, s, "extends-based");
	}
}

/* "X-based" is too loose for lineage (it often qualifies a part or a baseline): a use */
static void based_is_use(ctx *c, int s, size_t b, size_t e)
{
	for (size_t i = b; i < e; i++) {
		mention *m = method_at(c, i, 2);
		if (m && m->based && m->t0 == i && (sentence_has_cue(c, s, CUE_SELF_WORDS) || sentence_has_proposed(c, s)))
			pgx_add_fact(c, PG_REL_USES, -1, m->ent, s, "use-based");
	}
}

/* Step 8: the lineage objects stated in sentence s. */
void pgx_rule_lineage(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	lineage_by_cue(c, s, b, e);
	lineage_relative(c, s, b, e);
	lineage_based_modifier(c, s, b, e);
	based_is_use(c, s, b, e);
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

/* Returns true if `rest` (what follows an older name inside a newer one) marks a
 * version or a derivation: "++", "+", "+Bar", "v2", "-2", " 2", "-L", "-XL", "2.1". */
static bool version_suffix(const char *rest)
{
	if (rest[0] == '+')
		return true;
	const char *r = rest;
	if (*r == '-' || *r == ' ' || *r == '_')
		r++;
	if (!*r)
		return false;
	if ((*r == 'v' || *r == 'V') && pg_ascii_is_digit((unsigned char)r[1]))
		r++;
	if (pg_ascii_is_digit((unsigned char)*r)) {
		while (pg_ascii_is_digit((unsigned char)*r) || (*r == '.' && pg_ascii_is_digit((unsigned char)r[1])))
			r++;
		return *r == '\0' || (*r == '+' && (r[1] == '\0' || r[1] == '+'));
	}
	/* size letters after a hyphen: "Foo-L", "Foo-XL", "Foo-S"; any one capital
	 * marks a variant: "Foo-X", "Foo-D" */
	static const char *const sizes[] = {"S", "M", "L", "XL", "XXL", "B", "T", "Large", "Small", "Base", "Tiny", NULL};
	if (rest[0] == '-') {
		if (pg_ascii_is_upper((unsigned char)r[0]) && r[1] == '\0')
			return true;
		for (const char *const *z = sizes; *z; z++)
			if (strcmp(r, *z) == 0)
				return true;
	}
	return false;
}

/* Returns true if `label` is one word, a hyphen and the name `qn` (`ql` bytes),
 * and qn has a capital: "Secure-UCB", "Robust-PCA", "median-TWF" derive from
 * UCB, PCA and TWF. */
static bool derived_prefix(const char *label, const char *qn, size_t ql)
{
	size_t n = strlen(label);
	if (n < ql + 3 || label[n - ql - 1] != '-' || memcmp(label + n - ql, qn, ql) != 0)
		return false;
	for (size_t i = 0; i + ql + 1 < n; i++)
		if (label[i] == ' ' || label[i] == '-')
			return false;
	for (size_t i = 0; i < ql; i++)
		if (pg_ascii_is_upper((unsigned char)qn[i]))
			return true;
	return false;
}

/* Returns true if `label` is the name qn (ql bytes, not necessarily
 * NUL-terminated) with a version suffix ("LFQ++", "Foo v2"). */
static bool version_of(const char *label, const char *qn, size_t ql)
{
	return ql >= 2 && strlen(label) > ql && strncasecmp(label, qn, ql) == 0 && version_suffix(label + ql);
}

/* Returns true if the proposal's label versions or derives from the name qn
 * (ql bytes, not necessarily NUL-terminated). */
static bool derives_from(const char *label, const char *qn, size_t ql)
{
	return version_of(label, qn, ql) || (ql >= 2 && strlen(label) > ql && derived_prefix(label, qn, ql));
}

/* Returns true if entity o is written, as a name or in one of its established
 * technique's spellings ("LSTM" of a node labelled "long short-term memory"),
 * so that the proposal's label versions or derives from it. */
static bool derives_from_entity(const ctx *c, const char *label, int o)
{
	const pg_entity *q = &c->x->entities[o];
	const char *names[2] = {q->label, q->alt};
	for (int w = 0; w < 2; w++)
		if (names[w] && !(w == 0 && q->kind == PG_ENTITY_TASK) /* a task acronym pair: its acronym */ &&
		    derives_from(label, names[w], strlen(names[w])))
			return true;
	for (size_t k = 0; k < c->n_m; k++)
		if (c->m[k].ent == o && c->m[k].technique &&
		    derives_from(label, c->t->clean + c->m[k].cs, c->m[k].ce - c->m[k].cs))
			return true;
	return false;
}

/* "Foo++", "Foo v2", "Foo-2", "Foo-L", "Foo+Bar" or "Pre-Foo" proposed where Foo
 * is named: the versioned or derived name extends Foo ("Dex-NeRF" of NeRF, "Hash-SVM"
 * of SVM; not "SC-UDA" of the task UDA). */
static void version_lineage(ctx *c)
{
	for (size_t i = 0; i < c->n_prop; i++) {
		const pg_entity *p = &c->x->entities[c->proposed[i]];
		if (!p->label || p->kind != PG_ENTITY_METHOD)
			continue;
		for (size_t o = 0; o < c->x->n_entities; o++) {
			const pg_entity *q = &c->x->entities[o];
			/* an acronym pair read as a task ("local foo quantization (LFQ)") whose
			 * acronym a proposal versions ("LFQ++") is the method the proposal extends */
			bool task_acro = q->kind == PG_ENTITY_TASK && q->alt;
			if ((int)o == c->proposed[i] || (q->kind != PG_ENTITY_METHOD && !task_acro) ||
			    (c->ent_role[o] & ROLE_PROP))
				continue;
			if (!derives_from_entity(c, p->label, (int)o))
				continue;
			/* "SC-UDA", "RS-SR": a prefix before a task's acronym names a method
			 * for the task, not a version of a method */
			if (task_acro && !version_of(p->label, q->alt, strlen(q->alt)))
				continue;
			if (q->kind == PG_ENTITY_TASK) {
				c->x->entities[o].kind = PG_ENTITY_METHOD;
				for (size_t f = 0; f < c->x->n_facts; f++)
					if (c->x->facts[f].rel == PG_REL_TASK && c->x->facts[f].object == (int)o)
						c->x->facts[f].rel = PG_REL_USES;
				for (size_t mq = 0; mq < c->n_m; mq++)
					if (c->m[mq].ent == (int)o) {
						c->m[mq].kind = PG_ENTITY_METHOD;
						c->m[mq].strength = 2;
					}
			}
			pgx_add_fact(c, PG_REL_EXTENDS, c->proposed[i], (int)o, p->sentence, "extends-version");
		}
	}
}

/* Returns true if `rest` (what follows a name inside a longer one) is a version
 * number or "++": "++", "v2", " 2", "-2", "2.0"; not a size or "+Bar". */
static bool own_version(const char *rest)
{
	if (strcmp(rest, "++") == 0)
		return true;
	const char *r = rest;
	if (*r == '-' || *r == ' ' || *r == '_')
		r++;
	if ((*r == 'v' || *r == 'V') && pg_ascii_is_digit((unsigned char)r[1]))
		r++;
	return pg_ascii_is_digit((unsigned char)*r) && version_suffix(rest);
}

/* "AST-Sim" and "AST-Norm" where the paper proposes AST: a hyphenated name built
 * on a proposal's name (acronym or label) is a part or variant the paper
 * proposes too (not a size such as "AST-L", which extends it). */
static void proposal_parts_by_name(ctx *c)
{
	size_t np = c->n_prop;
	for (size_t i = 0; i < np; i++) {
		const pg_entity *p = &c->x->entities[c->proposed[i]];
		const char *pn[2] = {p->alt, p->label};
		for (size_t o = 0; o < c->x->n_entities; o++) {
			const pg_entity *q = &c->x->entities[o];
			if (q->kind != PG_ENTITY_METHOD || (c->ent_role[o] & ROLE_PROP) || !q->label)
				continue;
			for (int w = 0; w < 2; w++) {
				size_t n = pn[w] ? strlen(pn[w]) : 0;
				const char *rest = q->label + n;
				if (n < 2 || strncmp(q->label, pn[w], n) != 0)
					continue;
				if (own_version(rest)) {
					/* "SICK++", "Foo v2" where the paper proposes SICK, Foo:
					 * its own next version, proposed too, extending the first */
					pgx_propose(c, (int)o, q->sentence, "propose-own-version");
					pgx_add_fact(c, PG_REL_EXTENDS, (int)o, c->proposed[i], q->sentence,
						     "extends-own-version");
					break;
				}
				if (rest[0] != '-' || !pg_ascii_is_upper((unsigned char)rest[1]) || version_suffix(rest))
					continue;
				pgx_propose(c, (int)o, q->sentence, "propose-name-part");
				break;
			}
		}
	}
}

/* "we propose a BERT-based Change Detector (B-CD)": a proposal whose own name
 * starts with "<Name>-based" (a name by its shape, not a data set or task of the
 * text) is based on Name, so it extends it. */
static void based_name_lineage(ctx *c)
{
	for (size_t i = 0; i < c->n_prop; i++) {
		int pi = c->proposed[i];
		const pg_entity *p = &c->x->entities[pi];
		if (!p->label || p->kind != PG_ENTITY_METHOD)
			continue;
		const char *dash = strchr(p->label, '-');
		size_t n = dash ? (size_t)(dash - p->label) : 0;
		if (n < 2 || n >= PG_LEX_KEY_MAX || strncasecmp(dash, "-based ", 7) != 0 ||
		    !pg_ascii_is_upper((unsigned char)p->label[0]) || memchr(p->label, ' ', n))
			continue;
		/* a name's shape, a second capital or a digit ("BERT", "ResNet", "GPT2"):
		 * long forms are title-cased, so "Memory-based" says nothing */
		bool shaped = false;
		for (size_t k = 1; k < n && !shaped; k++)
			shaped = pg_ascii_is_upper((unsigned char)p->label[k]) || pg_ascii_is_digit((unsigned char)p->label[k]);
		/* "ENsemble-based", "SEmantic-based": capitals that spell the acronym out,
		 * a run of them then lower case only, are no name; nor a generic acronym
		 * of the not-methods lexicon ("LLM-based") */
		size_t up = 0;
		while (up < n && pg_ascii_is_upper((unsigned char)p->label[up]))
			up++;
		bool spelled = up >= 2 && up < n;
		for (size_t k = up; k < n && spelled; k++)
			spelled = pg_ascii_is_lower((unsigned char)p->label[k]);
		if (!shaped || spelled || pg_lexicon_stop_category(c->lex, p->label, n) == 'a')
			continue;
		char key[PG_LEX_KEY_MAX * 2 + 16];
		pgx_make_key(p->label, n, key, sizeof key);
		if (pgx_find_entity(c, PG_ENTITY_DATASET, key) >= 0 || pgx_find_entity(c, PG_ENTITY_TASK, key) >= 0)
			continue;
		int o = pgx_find_entity(c, PG_ENTITY_METHOD, key);
		if (o < 0)
			o = pgx_get_entity(c, PG_ENTITY_METHOD, key, p->label, n, NULL, 0, p->sentence, 0, 0);
		if (o < 0 || o == pi || (c->ent_role[o] & ROLE_PROP))
			continue;
		pgx_add_fact(c, PG_REL_EXTENDS, pi, o, c->x->entities[pi].sentence, "extends-based-name");
		pgx_add_fact(c, PG_REL_USES, -1, o, c->x->entities[pi].sentence, "extends-based-name");
	}
}

/* Returns true if entity o is written somewhere outside the mentions of entity
 * p: "a Conditional GAN module" besides "Identity-Preserved Conditional GANs",
 * not only inside the proposal's own long name ("double discrete wavelet
 * transform" holds "discrete wavelet transform" and says nothing more). */
static bool mentioned_apart(const ctx *c, int o, int p)
{
	for (size_t k = 0; k < c->n_m; k++) {
		if (c->m[k].ent != o)
			continue;
		bool inside = false;
		for (size_t j = 0; j < c->n_m && !inside; j++)
			inside = c->m[j].ent == p && c->m[j].cs <= c->m[k].cs && c->m[k].ce <= c->m[j].ce;
		if (!inside)
			return true;
	}
	return false;
}

static void name_lineage(ctx *c)
{
	proposal_parts_by_name(c);
	version_lineage(c);
	based_name_lineage(c);
	for (size_t i = 0; i < c->n_prop; i++) {
		const pg_entity *p = &c->x->entities[c->proposed[i]];
		if (!p->label || p->kind != PG_ENTITY_METHOD || word_count(p->label) < 3)
			continue;
		for (size_t o = 0; o < c->x->n_entities; o++) {
			const pg_entity *q = &c->x->entities[o];
			if ((int)o == c->proposed[i] || q->kind != PG_ENTITY_METHOD || (c->ent_role[o] & ROLE_PROP) ||
			    !q->label || word_count(q->label) < 2 || problem_label(q->label))
				continue;
			/* "Identity-Preserved Conditional GANs" extends Conditional GANs the
			 * text names apart; a class written only inside the name is its head
			 * noun ("text-adaptive generative adversarial network") */
			if (ends_with_words(p->label, q->label) && mentioned_apart(c, (int)o, c->proposed[i])) {
				pgx_add_fact(c, PG_REL_EXTENDS, c->proposed[i], (int)o, p->sentence, "extends-name");
				pgx_add_fact(c, PG_REL_USES, -1, (int)o, p->sentence, "extends-name");
			}
		}
	}
}

void pgx_resolve_lineage(ctx *c)
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
		pgx_add_fact(c, PG_REL_EXTENDS, subj, l->object, l->sent, l->rule);
		if (c->ent_role[l->object] & ROLE_PROP)
			continue;
		/* "building upon which we propose A and B": every proposal listed with the
		 * subject (names joined by ",", "and", "or") extends the same object */
		size_t k = sent_begin(c, l->sent);
		while (k < sent_end(c, l->sent) && !(c->tok_m[k] >= 0 && c->m[c->tok_m[k]].ent == subj))
			k++;
		while (k < sent_end(c, l->sent)) {
			mention *m = mention_at(c, k);
			if (!m)
				break;
			size_t q = m->t1;
			while (q < sent_end(c, l->sent) && (is_punct(c, q, ',') || eqi(c, q, "and") || eqi(c, q, "or")))
				q++;
			mention *m2 = q > m->t1 ? mention_at(c, q) : NULL;
			if (!m2 || m2->ent < 0 || m2->ent == l->object || !(c->ent_role[m2->ent] & ROLE_PROP))
				break;
			pgx_add_fact(c, PG_REL_EXTENDS, m2->ent, l->object, l->sent, l->rule);
			k = q;
		}
	}
}
