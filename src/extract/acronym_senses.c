/* SPDX-License-Identifier: Apache-2.0 */
/* Acronym senses (acronym_senses.h). A sense is the set of a long form's
 * content words, each lower-cased with a plural "s" folded; two long forms
 * are one sense when at least half the words of the shorter are in the
 * other ("Contrastive Language-Image Pre-training" and "... Pretraining"). */
#include "extract/acronym_senses.h"

#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/strmap.h"
#include "extract/rules.h"

enum { MAX_WORDS = 16, WORD_MAX = 32 };

typedef struct sense {
	char words[MAX_WORDS][WORD_MAX];
	size_t n;
} sense;

typedef struct acronym {
	char *id;      /* "K:key", K the kind's digit; owned, the map's key */
	sense first;   /* the first sense seen */
	bool ambiguous;
} acronym;

struct pg_acronym_senses {
	acronym *a;
	size_t n, cap;
	pg_strmap index; /* id -> position in a */
};

pg_status pg_acronym_senses_new(pg_acronym_senses **out)
{
	*out = calloc(1, sizeof **out);
	return *out ? PG_OK : PG_ERR_NOMEM;
}

void pg_acronym_senses_free(pg_acronym_senses *a)
{
	if (!a)
		return;
	for (size_t i = 0; i < a->n; i++)
		free(a->a[i].id);
	free(a->a);
	pg_strmap_free(&a->index);
	free(a);
}

static bool is_filler(const char *w, size_t n)
{
	static const char *const fill[] = {"and", "for", "the", "with", "from", "via", "into", "based", NULL};
	if (n < 3)
		return true;
	for (size_t i = 0; fill[i]; i++)
		if (strlen(fill[i]) == n && !memcmp(fill[i], w, n))
			return true;
	return false;
}

/* The content words of `label` into `s`. */
static void sense_of(const char *label, sense *s)
{
	s->n = 0;
	for (const char *p = label; *p && s->n < MAX_WORDS;) {
		while (*p && !pg_ascii_is_alnum((unsigned char)*p))
			p++;
		const char *w = p;
		while (pg_ascii_is_alnum((unsigned char)*p))
			p++;
		size_t n = (size_t)(p - w);
		if (n > 3 && pg_ascii_lower((unsigned char)w[n - 1]) == 's' &&
		    pg_ascii_lower((unsigned char)w[n - 2]) != 's')
			n--;
		if (n == 0 || n >= WORD_MAX || is_filler(w, n))
			continue;
		char *out = s->words[s->n];
		for (size_t i = 0; i < n; i++)
			out[i] = (char)pg_ascii_lower((unsigned char)w[i]);
		out[n] = '\0';
		bool dup = false;
		for (size_t i = 0; i < s->n && !dup; i++)
			dup = strcmp(s->words[i], out) == 0;
		if (!dup)
			s->n++;
	}
}

static bool same_sense(const sense *x, const sense *y)
{
	size_t shorter = x->n < y->n ? x->n : y->n;
	if (shorter == 0)
		return true; /* nothing to tell them apart by */
	size_t common = 0;
	for (size_t i = 0; i < x->n; i++)
		for (size_t j = 0; j < y->n; j++)
			if (strcmp(x->words[i], y->words[j]) == 0) {
				common++;
				break;
			}
	return 2 * common >= shorter;
}

/* True if entity `e` is an acronym definition: keyed by its acronym, with a
 * long form of its own as label. */
static bool is_definition(const pg_entity *e)
{
	if ((e->kind != PG_ENTITY_METHOD && e->kind != PG_ENTITY_DATASET) || !e->alt || !e->label ||
	    !e->key)
		return false;
	size_t an = strlen(e->alt), ln = strlen(e->label);
	if (an >= 64 || ln >= 256 || !strchr(e->label, ' '))
		return false;
	char k[2 * 64 + 16], lk[2 * 256 + 16];
	pgx_make_key(e->alt, an, k, sizeof k);
	pgx_make_key(e->label, ln, lk, sizeof lk);
	return strcmp(k, e->key) == 0 && strcmp(lk, e->key) != 0;
}

/* "K:key" into a new string (caller frees), NULL on out-of-memory. */
static char *id_of(pg_entity_kind kind, const char *key)
{
	size_t n = strlen(key);
	char *id = malloc(n + 3);
	if (id) {
		id[0] = (char)('0' + (int)kind);
		id[1] = ':';
		memcpy(id + 2, key, n + 1);
	}
	return id;
}

pg_status pg_acronym_senses_add(pg_acronym_senses *a, const pg_extraction *x)
{
	for (size_t i = 0; x && i < x->n_entities; i++) {
		const pg_entity *e = &x->entities[i];
		if (!is_definition(e))
			continue;
		char *id = id_of(e->kind, e->key);
		if (!id)
			return PG_ERR_NOMEM;
		sense s;
		sense_of(e->label, &s);
		size_t at;
		if (pg_strmap_get(&a->index, id, &at)) {
			free(id);
			if (!a->a[at].ambiguous && !same_sense(&a->a[at].first, &s))
				a->a[at].ambiguous = true;
			continue;
		}
		if (!pg_grow((void **)&a->a, &a->cap, a->n + 1, sizeof *a->a)) {
			free(id);
			return PG_ERR_NOMEM;
		}
		a->a[a->n] = (acronym){.id = id, .first = s, .ambiguous = false};
		if (pg_strmap_put(&a->index, id, a->n) < 0) {
			free(id);
			return PG_ERR_NOMEM;
		}
		a->n++;
	}
	return PG_OK;
}

bool pg_acronym_senses_ambiguous(const pg_acronym_senses *a, pg_entity_kind kind, const char *key)
{
	char *id = a ? id_of(kind, key) : NULL;
	size_t at;
	bool amb = id && pg_strmap_get(&a->index, id, &at) && a->a[at].ambiguous;
	free(id);
	return amb;
}

static bool key_taken(const pg_extraction *x, pg_entity_kind kind, const char *key)
{
	for (size_t i = 0; i < x->n_entities; i++)
		if (x->entities[i].kind == kind && strcmp(x->entities[i].key, key) == 0)
			return true;
	return false;
}

pg_status pg_acronym_senses_rekey(const pg_acronym_senses *a, pg_extraction *x, size_t *n)
{
	if (n)
		*n = 0;
	for (size_t i = 0; a && x && i < x->n_entities; i++) {
		pg_entity *e = &x->entities[i];
		if (!is_definition(e) || !pg_acronym_senses_ambiguous(a, e->kind, e->key))
			continue;
		size_t ln = strlen(e->label);
		char *lk = malloc(2 * ln + 16);
		if (!lk)
			return PG_ERR_NOMEM;
		pgx_make_key(e->label, ln, lk, 2 * ln + 16);
		if (key_taken(x, e->kind, lk)) {
			free(lk);
			continue;
		}
		free(e->key);
		e->key = lk;
		if (n)
			(*n)++;
	}
	return PG_OK;
}
