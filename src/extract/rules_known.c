/* SPDX-License-Identifier: Apache-2.0 */
/* Step 4b: names that other papers of the build propose (extract/known.h),
 * written here in another case ("compared with foonet", "than Foonet",
 * "foonet's encoder"), are strong mentions, so the role rules that follow see
 * them as they see any name. Written plainly (lower case, or one capital) a
 * name could be an English word, so only right after a role cue or before "'s". */
#include <string.h>

#include "extract/known.h"
#include "extract/rules.h"

/* True if a compare, use or lineage cue is one of the two words before token
 * i in its sentence, articles not counted ("compared with the foonet", "than
 * foonet", "built on foonet"), or "'s" follows ("foonet's encoder"). */
static bool in_role_context(const ctx *c, size_t i)
{
	const pg_text *t = c->t;
	if (i + 1 < t->n_toks && pg_text_tok_is(t, i + 1, "'s"))
		return true;
	const uint32_t cues = (1u << CUE_COMPARE_CUES) | (1u << CUE_USE_CUES) | (1u << CUE_LINEAGE_CUES);
	int words = 0;
	for (size_t k = i; k > 0 && words < 2; k--) {
		size_t j = k - 1;
		if (t->toks[j].sentence != t->toks[i].sentence || t->toks[j].kind != PG_TOK_WORD)
			return false;
		if (eqi(c, j, "the") || eqi(c, j, "a") || eqi(c, j, "an"))
			continue;
		if (c->tokmask[j] & cues)
			return true;
		words++;
	}
	return false;
}

void pgx_known_mentions(ctx *c)
{
	const pg_text *t = c->t;
	if (!c->known || pg_known_count(c->known) == 0)
		return;
	for (size_t i = 0; i < t->n_toks && !c->oom; i++) {
		if (c->tok_m[i] >= 0 || t->toks[i].kind != PG_TOK_WORD || (t->toks[i].flags & PG_TOKF_MATH))
			continue;
		const char *w = TW(c, i);
		size_t n = TL(c, i);
		pg_entity_kind kind;
		const char *name;
		if (!pg_known_lookup(c->known, w, n, &kind, &name) || strncmp(w, name, n) == 0 ||
		    pg_lexicon_is_stop(c->lex, w, n))
			continue; /* as proposed, the name rules had their say */
		/* in lower case or capitalised ("Path" at a sentence start), the word
		 * may be English ("interact" for InterAct): only where a role cue
		 * expects a name */
		bool plain = true;
		for (size_t k = 1; k < n && plain; k++)
			plain = !pg_ascii_is_upper((unsigned char)w[k]);
		if (plain && !in_role_context(c, i))
			continue;
		size_t cs = t->toks[i].s, ce = t->toks[i].e;
		size_t before = c->x->n_entities;
		int ent = pgx_span_entity(c, kind, cs, ce, t->toks[i].sentence);
		if (ent < 0)
			continue;
		if ((size_t)ent >= before) /* another paper's name: not proposed here */
			c->ent_role[ent] |= ROLE_KNOWN;
		pgx_add_mention(c, i, i + 1, cs, ce, kind, ent, 2);
	}
}
