/* SPDX-License-Identifier: Apache-2.0 */
/* Rule pipeline step 5, continued: names the paper marks as its own without a
 * propose verb next to them ("the proposed X", "our X method", "a new ... X (ACR)")
 * and the parts of a proposal ("X consists of a Foo Encoder and a Bar Decoder");
 * and, after step 7, names its findings report results for. */
#include "base/ascii.h"
#include "extract/rules.h"

/* Token i is the plural of a head noun of an artefact ("algorithms" of
 * "algorithm"): "our Zorb algorithms" as "our Zorb algorithm". */
static bool plural_artefact_head(const ctx *c, size_t i)
{
	size_t n = TL(c, i);
	return c->t->toks[i].kind == PG_TOK_WORD && n > 3 && TW(c, i)[n - 1] == 's' &&
	       (pgx_cue_mask(TW(c, i), n - 1) & (1u << CUE_CUE_HEADS));
}

/* "the proposed X", "our (proposed) X", "our X method": the paper's own artefact,
 * named by a possessive or by "proposed", whatever sentence it is in. Not a
 * modifier ("our Foo-based parser"), not a part of a known model ("our BERT
 * encoder"), not a known name after "our" alone ("our LSTM baseline"). */
void pgx_propose_own_reference(ctx *c, int s, size_t b, size_t e)
{
	for (size_t v = b; v + 1 < e; v++) {
		bool proposed = eqi(c, v, "proposed") && v > b &&
				(eqi(c, v - 1, "the") || eqi(c, v - 1, "our") || eqi(c, v - 1, "this") ||
				 eqi(c, v - 1, "these"));
		bool our = eqi(c, v, "our") && !(v + 1 < e && eqi(c, v + 1, "proposed"));
		if (!proposed && !our)
			continue;
		mention *m = method_at(c, v + 1, 1);
		if (!m || m->t0 != v + 1 || pgx_is_modifier(c, m))
			continue;
		if (m->t1 < e && has_cue(c, m->t1, CUE_PART_NOUNS))
			continue;
		bool head = m->t1 < e && has_cue(c, m->t1, CUE_CUE_HEADS);
		/* a plural head only for a name this text defines or coins ("our
		 * Zorb models", not "our BERT models") */
		if (!head && m->t1 < e && plural_artefact_head(c, m->t1)) {
			if (m->technique ||
			    !(pgx_acro_of_entity(c, m->ent) || pgx_coined_name(TW(c, m->t0), TL(c, m->t0))))
				continue;
			head = true;
		}
		/* "our X" without a head noun after it counts only for a coined name */
		if (our && !head && !pgx_coined_name(TW(c, m->t0), TL(c, m->t0)))
			continue;
		pgx_propose(c, m->ent, s, "propose-own");
	}
}

/* "we ... using a new deep Foo Bar Network (FBN)": a name introduced with "a
 * new" / "a novel" and at most two lower-case modifiers, in the paper's own
 * voice, is the paper's. */
void pgx_propose_novel_name(ctx *c, int s, size_t b, size_t e)
{
	if (!sentence_has_cue(c, s, CUE_SELF_WORDS))
		return;
	for (size_t v = b + 1; v + 1 < e; v++) {
		if (!(eqi(c, v, "new") || eqi(c, v, "novel")) || !(eqi(c, v - 1, "a") || eqi(c, v - 1, "an")))
			continue;
		size_t k = v + 1;
		while (k < e && k < v + 3 && c->t->toks[k].kind == PG_TOK_WORD && !mention_at(c, k) &&
		       pg_ascii_is_lower((unsigned char)TW(c, k)[0]) && !has_cue(c, k, CUE_CLAUSE_STOPS) &&
		       !has_cue(c, k, CUE_CUE_HEADS))
			k++;
		/* "a new dataset ZorbHome", "a new corpus ZLP-MSTG": the data set named
		 * right after its head */
		size_t h = e;
		if (k < e && has_cue(c, k, CUE_DATASET_HEADS))
			h = k;
		else if (k > v + 1 && has_cue(c, k - 1, CUE_DATASET_HEADS))
			h = k - 1;
		mention *n = h + 1 < e ? mention_at(c, h + 1) : NULL;
		if (n && n->t0 == h + 1 && n->ent >= 0 && n->kind == PG_ENTITY_DATASET) {
			pgx_propose(c, n->ent, s, "propose-novel");
			continue;
		}
		mention *m = method_at(c, k, 2);
		mention *d = mention_at(c, k);
		/* "we explore a novel task named Zorb Grounding (ZG)", "a new setting
		 * Glim Parsing": the new thing is a task the paper poses, not a method
		 * ("a new concept called ..." may name either, and stays) */
		static const char *const posed[] = {"task", "problem", "setting", "scenario", NULL};
		bool named_problem = k > v + 1 && (in_set(c, k - 1, posed) ||
						   (k > v + 2 && in_set(c, k - 2, posed) &&
						    has_cue(c, k - 1, CUE_NAMING_VERBS)));
		if (named_problem && m && m->t0 == k && m->ent >= 0 && !m->technique) {
			pgx_retype_task(c, m->ent);
			pgx_add_fact(c, PG_REL_TASK, -1, m->ent, s, "task-novel-named");
			continue;
		}
		if (!m && d && d->t0 == k && d->kind == PG_ENTITY_DATASET && d->coined && d->ent >= 0 &&
		    pgx_acro_of_entity(c, d->ent)) {
			/* "a new Occluded Zorb (OZ) dataset"; not "a new double JPEG dataset" */
			pgx_propose(c, d->ent, s, "propose-novel");
			continue;
		}
		if (!m || m->t0 != k || pgx_is_modifier(c, m))
			continue;
		if (m->t1 < e && has_cue(c, m->t1, CUE_PART_NOUNS))
			continue;
		/* "a novel MVC algorithm termed RG-MVC", "a new ROI pooling layer", "a
		 * novel CAT scenario": an acronym in capitals that the text does not define,
		 * before a lower-case noun, names the field or the kind, not the new thing */
		if (m->t1 == m->t0 + 1 && m->t1 < e && c->t->toks[m->t1].kind == PG_TOK_WORD &&
		    pg_ascii_is_lower((unsigned char)TW(c, m->t1)[0]) && !has_cue(c, m->t1, CUE_CLAUSE_STOPS) &&
		    !in_set(c, m->t1, (const char *const[]){"is", "are", "and", "or", "was", NULL}) &&
		    pgx_all_capitals(c, m->t0) && !pgx_acro_of_entity(c, m->ent))
			continue;
		/* "a new EP-MCMC algorithm PART": the name after the head is the new one */
		mention *m2 = pgx_name_after_head(c, m, e);
		if (m2)
			m = m2;
		pgx_propose(c, m->ent, s, "propose-novel");
	}
}

/* Returns the token after the "that" of a reported finding in [b, e): "we show
 * that", "experiments on three benchmarks demonstrate that", "results indicate
 * that"; e if there is none. */
static size_t finding_that(const ctx *c, size_t b, size_t e)
{
	static const char *const report[] = {"show", "shows", "demonstrate", "demonstrates", "indicate",
					     "indicates", "confirm", "confirms", "reveal", "reveals", "verify",
					     "verifies", "suggest", "suggests", "find", "observe", NULL};
	static const char *const sources[] = {"experiments", "experiment", "results", "evaluation", "evaluations",
					      "studies", "analysis", "experimental", NULL};
	/* "that" first: most sentences report no finding, and the verbs are many */
	bool that = false;
	for (size_t v = b + 2; v < e && !that; v++)
		that = eqi(c, v, "that");
	if (!that)
		return e;
	bool source = false;
	for (size_t v = b; v + 1 < e; v++) {
		if (eqi(c, v, "we") || in_set(c, v, sources))
			source = true;
		if (!source || !in_set(c, v, report))
			continue;
		size_t k = v + 1;
		if (k < e && (eqi(c, k, "empirically") || eqi(c, k, "experimentally")))
			k++;
		return k + 1 < e && eqi(c, k, "that") ? k + 1 : e;
	}
	return e;
}

/* Returns true if name a[0, n) abbreviates label l: each of its capitals starts a
 * word of l, in order, the first the first ("PerAct", "Perceiver-Actor"). */
static bool abbreviates(const char *a, size_t n, const char *l)
{
	if (!n || !*l || pg_ascii_lower((unsigned char)a[0]) != pg_ascii_lower((unsigned char)l[0]))
		return false;
	size_t caps = 0;
	const char *p = l;
	for (size_t i = 0; i < n; i++) {
		if (!pg_ascii_is_upper((unsigned char)a[i]))
			continue;
		caps++;
		/* the next word start of l with this letter */
		for (; *p; p++)
			if ((p == l || p[-1] == ' ' || p[-1] == '-') &&
			    pg_ascii_lower((unsigned char)*p) == pg_ascii_lower((unsigned char)a[i]))
				break;
		if (!*p)
			return false;
		p++;
	}
	return caps >= 2;
}

/* "experiments show that GlimNet outperforms ...", "we show that the proposed
 * ZBF achieves ...": a coined name the abstract reports results for, in the
 * paper's finding, is the paper's own, though no sentence proposed it by a
 * verb. Not a known name, a data set, nor one the rules of step 7 found compared
 * with or used (so it runs after them); not in a paper that releases a data set
 * ("results show that GlimLM-7B outperforms ..." on the new benchmark). */
void pgx_propose_claimed(ctx *c, int s)
{
	size_t b = sent_begin(c, s), e = sent_end(c, s);
	static const char *const claims[] = {"outperform", "surpass", "beat", "exceed", "achiev", "attain",
					     "obtain", "improv", "yield", "reduc", NULL};
	size_t k = finding_that(c, b, e);
	if (k >= e)
		return;
	/* a paper that releases a data set or benchmark reports others' models on it */
	for (size_t q = 0; q < c->n_prop; q++)
		if (c->x->entities[c->proposed[q]].kind == PG_ENTITY_DATASET)
			return;
	if (k < e && eqi(c, k, "the"))
		k++;
	if (k < e && eqi(c, k, "proposed"))
		k++;
	mention *m = method_at(c, k, 2);
	if (!m || m->t0 != k || m->technique || pgx_is_modifier(c, m) ||
	    (c->ent_role[m->ent] & (ROLE_PROP | ROLE_COMP | ROLE_USE | ROLE_KNOWN | ROLE_TECHNIQUE | ROLE_CLASS)))
		return;
	/* a coined name or an acronym: "GlimNet", "ZBF", "Zorb-X", not "Transformers" */
	size_t upper = 0;
	for (size_t q = 0; q < TL(c, m->t0); q++)
		upper += pg_ascii_is_upper((unsigned char)TW(c, m->t0)[q]);
	if (m->t1 != m->t0 + 1 || (upper < 2 && !memchr(TW(c, m->t0), '-', TL(c, m->t0))))
		return;
	/* "PerAct" after the title proposed "Perceiver-Actor": the same proposal */
	for (size_t q = 0; q < c->n_prop; q++) {
		const char *l = c->x->entities[c->proposed[q]].label;
		if (l && abbreviates(TW(c, m->t0), TL(c, m->t0), l))
			return;
	}
	size_t v = m->t1;
	if (v < e && (eqi(c, v, "can") || eqi(c, v, "could") || eqi(c, v, "also") ||
		      is_adverb(c, v)))
		v++;
	if (v < e && has_prefix(c, v, claims))
		pgx_propose(c, m->ent, s, "propose-claimed");
}

/* Returns true if token k starts a list item: after ",", ";", ":", "and", "or",
 * an article after one of those, or a list marker such as "(i)". */
static bool list_item_start(const ctx *c, size_t k, size_t b)
{
	size_t q = k;
	if (q > b && (eqi(c, q - 1, "a") || eqi(c, q - 1, "an") || eqi(c, q - 1, "the")))
		q--;
	if (q > b + 2 && is_punct(c, q - 1, ')') && is_punct(c, q - 3, '('))
		q -= 3; /* "(i)", "(2)" */
	return q > b && (is_punct(c, q - 1, ',') || is_punct(c, q - 1, ';') || is_punct(c, q - 1, ':') ||
			 eqi(c, q - 1, "and") || eqi(c, q - 1, "or") || eqi(c, q - 1, "of") || eqi(c, q - 1, "comprises") ||
			 eqi(c, q - 1, "contains") || eqi(c, q - 1, "includes"));
}

/* The parts of a proposal: "FooNet consists of a Bar Encoder and a Baz Decoder",
 * "we propose two architectures: Foo Forecaster (FF) which ..., and Bar (BF) that
 * ...". The names at list positions of the rest of the clause are proposed too. */
void pgx_propose_parts(ctx *c, int s, size_t b, size_t e)
{
	for (size_t v = b + 1; v + 2 < e; v++) {
		size_t k = 0;
		if ((eqi(c, v, "consists") || eqi(c, v, "consisting") || eqi(c, v, "composed")) && eqi(c, v + 1, "of"))
			k = v + 2;
		else if (eqi(c, v, "comprises") || eqi(c, v, "comprising"))
			k = v + 1;
		else if (is_punct(c, v, ':') && has_cue(c, v - 1, CUE_CUE_HEADS) == false &&
			 in_set(c, v - 1, (const char *const[]){"architectures", "models", "methods", "algorithms",
								"variants", "components", "modules", "approaches",
								"frameworks", "networks", "parts", "stages", NULL}))
			k = v + 1;
		/* "Our model contains a Relation Foo Network (RFN)": a part the text
		 * defines with its short form, in the paper's own whole */
		bool defines = false;
		if (!k && (eqi(c, v, "contains") || eqi(c, v, "includes") || eqi(c, v, "incorporates"))) {
			k = v + 1;
			defines = true;
		}
		if (!k)
			continue;
		/* the whole owns the parts: a proposal before the cue, "we propose", or
		 * "our model" as the subject */
		bool own = false;
		for (size_t q = b; q < v; q++) {
			int mi = c->tok_m[q];
			if (mi >= 0 && c->m[mi].ent >= 0 && (c->ent_role[c->m[mi].ent] & ROLE_PROP))
				own = true;
			if (has_cue(c, q, CUE_PROPOSE_VERBS) && pgx_self_subject_before(c, q, b))
				own = true;
			if (defines && eqi(c, q, "our") && q + 1 < v && has_cue(c, q + 1, CUE_CUE_HEADS))
				own = true;
		}
		if (!own)
			continue;
		if (defines) {
			/* only names defined here, after an article or a count: "contains a /
			 * several / two Foo Modules (FMs)", not "incorporates the Largest Foo
			 * Region (LFR) of ..." (a notion the whole relies on) */
			if (!(in_set(c, k, (const char *const[]){"a", "an", "several", "multiple", "two", "three", NULL}) ||
			      (c->t->toks[k].kind == PG_TOK_WORD && pg_ascii_is_upper((unsigned char)TW(c, k)[0]))))
				continue;
			for (size_t q = k; q + 3 < e && q < k + 12; q++) {
				if (is_punct(c, q, '.') || is_punct(c, q, ';') || is_punct(c, q, ',') ||
				    in_set(c, q, (const char *const[]){"into", "of", "as", "for", "with", "from", "to", "in",
								       "on", "such", "that", "which", NULL}))
					break;
				if (!is_punct(c, q, '(') || !is_punct(c, q + 2, ')'))
					continue;
				mention *sh = mention_at(c, q + 1);
				mention *lf = q > k ? mention_at(c, q - 1) : NULL;
				/* a title-cased long form and its short form, one entity (an acronym
				 * pair): "a deep generative model (DGM)" is a class */
				if (sh && lf && sh->ent == lf->ent && lf->kind == PG_ENTITY_METHOD && lf->ent >= 0 &&
				    pg_ascii_is_upper((unsigned char)c->t->clean[lf->cs]) &&
				    pgx_spelled_by_initials(c->t->clean + sh->cs, sh->ce - sh->cs, c->t->clean + lf->cs,
							    lf->ce - lf->cs) &&
				    !lf->technique && !(c->ent_role[lf->ent] & (ROLE_TECHNIQUE | ROLE_KNOWN)))
					pgx_propose(c, lf->ent, s, "propose-part");
				break;
			}
			continue;
		}
		for (size_t q = k; q < e; q++) {
			if (is_punct(c, q, '.') || (is_punct(c, q, ';') && !is_punct(c, v, ':')))
				break;
			mention *m = method_at(c, q, 1);
			if ((q == k || list_item_start(c, q, b)) && !(m && m->t1 > q + 1)) {
				/* "a Glimmer Span Encoder": a run of capitalised words, ordinary or weak names */
				size_t z = q;
				while (z < e && z < q + 6 && c->t->toks[z].kind == PG_TOK_WORD &&
				       pg_ascii_is_upper((unsigned char)TW(c, z)[0])) {
					mention *mz = mention_at(c, z);
					if (mz && (mz->kind != PG_ENTITY_METHOD || mz->t1 > z + 1 || mz->strength >= 2))
						break;
					z++;
				}
				if (z >= q + 2 && c->t->toks[z - 1].e - c->t->toks[q].s < PG_LEX_KEY_MAX) {
					size_t cs = c->t->toks[q].s, ce = c->t->toks[z - 1].e;
					int ent = pgx_span_entity(c, PG_ENTITY_METHOD, cs, ce, s);
					if (ent < 0)
						return;
					pgx_clear_mentions(c, q, z);
					pgx_add_mention(c, q, z, cs, ce, PG_ENTITY_METHOD, ent, 2);
					pgx_propose(c, ent, s, "propose-part");
					q = z - 1;
					continue;
				}
			}
			if (!m) {
				mention *any = mention_at(c, q);
				if (any && any->kind == PG_ENTITY_METHOD && any->t0 == q && any->t1 > q + 1 &&
				    (any->generic || any->ent < 0) && (q == k || list_item_start(c, q, b))) {
					/* "a Glimmer Span Encoder": a name with a generic head is a part here */
					size_t cs = c->t->toks[q].s, ce = c->t->toks[any->t1 - 1].e;
					if (ce - cs < PG_LEX_KEY_MAX) {
						int ent = pgx_span_entity(c, PG_ENTITY_METHOD, cs, ce, s);
						if (ent < 0)
							return;
						any->ent = ent;
						any->generic = false;
						any->strength = 2;
						pgx_propose(c, ent, s, "propose-part");
					}
				}
				if (any)
					q = any->t1 - 1;
				continue;
			}
			if ((q == k || list_item_start(c, q, b)) && !pgx_is_modifier(c, m) &&
			    (m->strength >= 2 || m->t1 > m->t0 + 1))
				pgx_propose(c, m->ent, s, "propose-part");
			q = m->t1 - 1;
		}
	}
}

/* "RE-X has two components. A stacked glimmer (SG) structure ...; a zorb
 * elimination (ZE) module ...": in a paper that proposes something, a name defined
 * with its acronym and introduced by "a"/"an" as a component (module, block,
 * structure, ...) is a part of the proposal, unless a use or compare cue comes
 * first in its sentence. Runs after the proposals of every sentence. */
void pgx_propose_defined_parts(ctx *c)
{
	static const char *const part_heads[] = {
		"module", "modules", "block", "blocks", "structure", "unit", "units", "component",
		"components", "branch", "layer", "mechanism", "submodule", "sub-module", NULL
	};
	if (c->n_prop == 0)
		return;
	size_t n = c->t->n_toks;
	for (size_t i = 1; i + 3 < n && !c->oom; i++) {
		mention *m = method_at(c, i, 1);
		if (!m || m->t0 != i || (c->ent_role[m->ent] & (ROLE_PROP | ROLE_COMP)) ||
		    !(eqi(c, i - 1, "a") || eqi(c, i - 1, "an")) || !c->x->entities[m->ent].alt)
			continue;
		size_t k = m->t1;
		if (!(k + 3 < n && is_punct(c, k, '(') && is_punct(c, k + 2, ')')))
			continue;
		k += 3;
		if (!in_set(c, k, part_heads))
			continue;
		int s = (int)c->t->toks[i].sentence;
		bool cue = false;
		for (size_t q = sent_begin(c, s); q < i; q++)
			if (has_cue(c, q, CUE_USE_CUES) || has_cue(c, q, CUE_COMPARE_CUES) || has_cue(c, q, CUE_NP_CUES))
				cue = true;
		if (!cue)
			pgx_propose(c, m->ent, s, "propose-defined-part");
		i = k;
	}
}

/* Returns the start of the next run of letters at or after *p, its length in
 * *n, and moves *p past it; NULL at the end of the string. */
static const char *next_word(const char **p, size_t *n)
{
	const char *s = *p;
	while (*s && !pg_ascii_is_alpha((unsigned char)*s))
		s++;
	const char *t = s;
	while (*t && pg_ascii_is_alpha((unsigned char)*t))
		t++;
	*p = t;
	*n = (size_t)(t - s);
	return *s ? s : NULL;
}

/* Returns true if labels a and b share a distinctive word: four letters or more,
 * not a generic one ("Network", "Learning", "Module"). */
static bool share_distinctive_word(const char *a, const char *b)
{
	static const char *const generic[] = {"network", "networks", "model", "models", "learning", "deep",
					      "neural", "method", "methods", "framework", "module", "modules",
					      "based", "data", "graph", "attention", "transformer", "feature",
					      "features", "image", "images", "adaptive", "efficient", "robust",
					      "fast", "multi", "self", "block", "blocks", "unit", "units", "loss",
					      "layer", "layers", NULL};
	const char *pa = a, *w;
	size_t n;
	while ((w = next_word(&pa, &n))) {
		bool gen = false;
		for (const char *const *g = generic; *g && !gen; g++)
			gen = strncasecmp(*g, w, n) == 0 && (*g)[n] == '\0';
		if (n < 4 || gen)
			continue;
		const char *pb = b, *v;
		size_t m;
		while ((v = next_word(&pb, &m)))
			if (m == n && strncasecmp(v, w, n) == 0)
				return true;
	}
	return false;
}

void pgx_propose_named_parts(ctx *c)
{
	static const char *const heads[] = {"module", "modules", "block", "blocks", "unit", "units", "encoder",
					    "decoder", "generator", "discriminator", "branch", "mechanism", "loss",
					    "encoding", "voting", NULL};
	if (c->n_prop == 0)
		return;
	for (size_t i = 0; i < c->n_m; i++) {
		mention *m = &c->m[i];
		if (m->kind != PG_ENTITY_METHOD || m->ent < 0 || m->generic || m->technique || m->t1 < m->t0 + 2 ||
		    c->tok_m[m->t0] != (int)i || !in_set(c, m->t1 - 1, heads) ||
		    (c->ent_role[m->ent] & (ROLE_PROP | ROLE_COMP | ROLE_KNOWN | ROLE_TECHNIQUE | ROLE_CLASS)))
			continue;
		bool caps = true;
		for (size_t k = m->t0; k < m->t1 && caps; k++)
			caps = c->t->toks[k].kind != PG_TOK_WORD || pg_ascii_is_upper((unsigned char)TW(c, k)[0]);
		const char *l = c->x->entities[m->ent].label;
		if (!caps || !l)
			continue;
		/* "the recently proposed Zorb Scoring Loss", "most existing studies
		 * employ the Zorb Decoding Mechanism": another's, however named */
		bool prior = false;
		for (size_t k = sent_begin(c, m->sent); k < sent_end(c, m->sent) && !prior; k++)
			prior = in_set(c, k, (const char *const[]){"existing", "previous", "prior", "conventional",
								   "standard", "recently", "popular", "traditional",
								   "classic", "classical", "widely", "well-known",
								   "outperforms", "outperform", "than", NULL});
		if (prior)
			continue;
		for (size_t q = 0; q < c->n_prop; q++) {
			const char *pl = c->x->entities[c->proposed[q]].label;
			if (pl && c->proposed[q] != m->ent && share_distinctive_word(l, pl)) {
				pgx_propose(c, m->ent, m->sent, "propose-part-named");
				break;
			}
		}
	}
}

