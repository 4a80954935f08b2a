/* SPDX-License-Identifier: Apache-2.0 */
/* Step 4b: names that other papers of the build propose (extract/known.h),
 * written here in another case ("compared with foonet", "Foonet is slow" at a
 * sentence start), are strong mentions, so the role rules that follow see them
 * as they see any name. */
#include <string.h>

#include "extract/known.h"
#include "extract/rules.h"

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
