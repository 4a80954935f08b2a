/* SPDX-License-Identifier: Apache-2.0 */
/* The set of names a build's papers propose, looked up by their lower-cased
 * spelling. */
#include "extract/known.h"

#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/strmap.h"
#include "extract/lexicon.h"
#include "extract/rules.h"

#define KNOWN_MAX 64 /* longest name, with its NUL */

typedef struct known_name {
	char *lower;          /* the name in lower case: the look-up key */
	char *name;           /* as first proposed */
	char *key;            /* its entity key (pgx_make_key) */
	pg_entity_kind kind;
} known_name;

struct pg_known_names {
	known_name *v;
	size_t n, cap;
	pg_strmap index;      /* lower -> index into v */
};

pg_status pg_known_new(pg_known_names **out)
{
	*out = calloc(1, sizeof **out);
	return *out ? PG_OK : PG_ERR_NOMEM;
}

void pg_known_free(pg_known_names *k)
{
	if (!k)
		return;
	for (size_t i = 0; i < k->n; i++) {
		free(k->v[i].lower);
		free(k->v[i].name);
		free(k->v[i].key);
	}
	free(k->v);
	pg_strmap_free(&k->index);
	free(k);
}

size_t pg_known_count(const pg_known_names *k)
{
	return k ? k->n : 0;
}

static bool is_word_byte(unsigned char ch)
{
	return pg_ascii_is_alnum(ch) || ch >= 0x80;
}

/* A coined shape: an upper-case letter right after a lower-case one, or
 * letters and digits mixed; one word (alphanumerics and inner hyphens). */
static bool coined_word(const char *s, size_t n)
{
	bool lower_upper = false, letter = false, digit = false;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch == '-') {
			if (i == 0 || i + 1 == n || s[i + 1] == '-')
				return false;
			continue;
		}
		if (!pg_ascii_is_alnum(ch))
			return false;
		letter |= pg_ascii_is_alpha(ch);
		digit |= pg_ascii_is_digit(ch);
		if (i > 0 && pg_ascii_is_upper(ch) && pg_ascii_is_lower((unsigned char)s[i - 1]))
			lower_upper = true;
	}
	return letter && (lower_upper || digit);
}

/* Writes the lower-case form of s[0..n) into out (KNOWN_MAX bytes); false if too long. */
static bool lower_into(const char *s, size_t n, char *out)
{
	if (n >= KNOWN_MAX)
		return false;
	for (size_t i = 0; i < n; i++)
		out[i] = (char)pg_ascii_lower((unsigned char)s[i]);
	out[n] = '\0';
	return true;
}

pg_status pg_known_add(pg_known_names *k, const pg_lexicon *lex, pg_entity_kind kind,
		       const char *name)
{
	if (!name || (kind != PG_ENTITY_METHOD && kind != PG_ENTITY_DATASET))
		return PG_OK;
	size_t n = strlen(name);
	char low[KNOWN_MAX];
	if (n < 3 || !lower_into(name, n, low) || !coined_word(name, n) ||
	    (lex && pg_lexicon_is_stop(lex, name, n)) || pg_strmap_get(&k->index, low, NULL))
		return PG_OK;
	if (!pg_grow((void **)&k->v, &k->cap, k->n + 1, sizeof *k->v))
		return PG_ERR_NOMEM;
	char key[KNOWN_MAX * 2 + 16];
	pgx_make_key(name, n, key, sizeof key);
	known_name e = {strdup(low), strdup(name), strdup(key), kind};
	if (!e.lower || !e.name || !e.key || pg_strmap_put(&k->index, e.lower, k->n) < 0) {
		free(e.lower);
		free(e.name);
		free(e.key);
		return PG_ERR_NOMEM;
	}
	k->v[k->n++] = e;
	return PG_OK;
}

pg_status pg_known_add_proposals(pg_known_names *k, const pg_lexicon *lex, const pg_extraction *x)
{
	pg_status st = PG_OK;
	for (size_t i = 0; x && i < x->n_facts && st == PG_OK; i++) {
		if (x->facts[i].rel != PG_REL_PROPOSES)
			continue;
		const pg_entity *en = &x->entities[x->facts[i].object];
		st = pg_known_add(k, lex, en->kind, en->label);
		if (st == PG_OK && en->alt)
			st = pg_known_add(k, lex, en->kind, en->alt);
	}
	return st;
}

bool pg_known_lookup(const pg_known_names *k, const char *w, size_t n, pg_entity_kind *kind,
		     const char **name)
{
	char low[KNOWN_MAX];
	size_t i;
	if (!k || k->n == 0 || n < 3 || !lower_into(w, n, low) || !pg_strmap_get(&k->index, low, &i))
		return false;
	if (kind)
		*kind = k->v[i].kind;
	if (name)
		*name = k->v[i].name;
	return true;
}

bool pg_known_may_add(const pg_known_names *k, const char *abstract, const pg_extraction *x)
{
	if (!k || k->n == 0 || !abstract)
		return false;
	const char *p = abstract;
	while (*p) {
		if (!is_word_byte((unsigned char)*p)) {
			p++;
			continue;
		}
		const char *w = p;
		while (is_word_byte((unsigned char)*p) ||
		       (*p == '-' && p > w && is_word_byte((unsigned char)p[1])))
			p++;
		size_t n = (size_t)(p - w);
		char low[KNOWN_MAX];
		size_t i;
		if (n < 3 || !lower_into(w, n, low) || !pg_strmap_get(&k->index, low, &i))
			continue;
		const known_name *e = &k->v[i];
		if (strncmp(w, e->name, n) == 0)
			continue; /* as proposed: the name rules find it by its shape */
		bool have = false;
		for (size_t j = 0; x && j < x->n_entities && !have; j++)
			have = strcmp(x->entities[j].key, e->key) == 0;
		if (!have)
			return true;
	}
	return false;
}
