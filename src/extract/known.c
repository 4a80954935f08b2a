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
	bool usable;          /* false once the counts say it is a word */
} known_name;

/* How often a word (in lower case) was written in a coined shape and otherwise. */
typedef struct word_count {
	char *lower;
	size_t coined, plain;
} word_count;

struct pg_known_names {
	known_name *v;
	size_t n, cap;
	pg_strmap index;      /* lower -> index into v */
	word_count *w;
	size_t nw, capw;
	pg_strmap windex;     /* lower -> index into w */
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
	for (size_t i = 0; i < k->nw; i++)
		free(k->w[i].lower);
	free(k->w);
	pg_strmap_free(&k->windex);
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

/* A coined shape: an upper-case letter right after a lower-case one
 * ("FooNet"), letters and digits mixed ("Zorb2"), or two capitals with lower
 * case ("QBoost", "MR-Net"; not "SPADE" or "Xception", which could be words);
 * one word (alphanumerics and inner hyphens). */
static bool coined_word(const char *s, size_t n)
{
	if (n > 2 && s[n - 1] == 's' && pg_ascii_is_upper((unsigned char)s[n - 2]))
		n--; /* the plural of an acronym ("HOPs") is no mixed case */
	bool lower_upper = false, letter = false, digit = false;
	size_t uppers = 0, lowers = 0;
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
		uppers += pg_ascii_is_upper(ch);
		lowers += pg_ascii_is_lower(ch);
		if (i > 0 && pg_ascii_is_upper(ch) && pg_ascii_is_lower((unsigned char)s[i - 1]))
			lower_upper = true;
	}
	return letter && (lower_upper || digit || (uppers >= 2 && lowers >= 1));
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
	size_t at;
	if (n < 3 || !lower_into(name, n, low) || !coined_word(name, n) ||
	    (lex && pg_lexicon_is_stop(lex, name, n)))
		return PG_OK;
	if (pg_strmap_get(&k->index, low, &at))
		return PG_OK;
	if (!pg_grow((void **)&k->v, &k->cap, k->n + 1, sizeof *k->v))
		return PG_ERR_NOMEM;
	char key[KNOWN_MAX * 2 + 16];
	pgx_make_key(name, n, key, sizeof key);
	known_name e = {strdup(low), strdup(name), strdup(key), kind, true};
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

/* Calls fn(ctx, word, n) for each word of `text`: alphanumerics (and bytes of
 * UTF-8 sequences) with inner hyphens. Stops at the first false. */
static bool each_word(const char *text, bool (*fn)(void *, const char *, size_t), void *ctx)
{
	const char *p = text;
	while (*p) {
		if (!is_word_byte((unsigned char)*p)) {
			p++;
			continue;
		}
		const char *w = p;
		while (is_word_byte((unsigned char)*p) ||
		       (*p == '-' && p > w && is_word_byte((unsigned char)p[1])))
			p++;
		if (!fn(ctx, w, (size_t)(p - w)))
			return false;
	}
	return true;
}

static bool count_word(void *ctx, const char *w, size_t n)
{
	pg_known_names *k = ctx;
	char low[KNOWN_MAX];
	if (n < 3 || !lower_into(w, n, low))
		return true;
	size_t i;
	if (!pg_strmap_get(&k->windex, low, &i)) {
		if (!pg_grow((void **)&k->w, &k->capw, k->nw + 1, sizeof *k->w))
			return false;
		word_count c = {strdup(low), 0, 0};
		if (!c.lower || pg_strmap_put(&k->windex, c.lower, k->nw) < 0) {
			free(c.lower);
			return false;
		}
		i = k->nw;
		k->w[k->nw++] = c;
	}
	if (coined_word(w, n))
		k->w[i].coined++;
	else
		k->w[i].plain++;
	return true;
}

pg_status pg_known_count_words(pg_known_names *k, const char *text)
{
	return !text || each_word(text, count_word, k) ? PG_OK : PG_ERR_NOMEM;
}

void pg_known_finish(pg_known_names *k)
{
	for (size_t i = 0; k && k->nw && i < k->n; i++) {
		size_t j;
		if (pg_strmap_get(&k->windex, k->v[i].lower, &j))
			k->v[i].usable = k->w[j].plain <= k->w[j].coined ||
					 (k->w[j].coined == 0 && k->w[j].plain <= 1);
	}
}

bool pg_known_lookup(const pg_known_names *k, const char *w, size_t n, pg_entity_kind *kind,
		     const char **name)
{
	char low[KNOWN_MAX];
	size_t i;
	if (!k || k->n == 0 || n < 3 || !lower_into(w, n, low) || !pg_strmap_get(&k->index, low, &i) ||
	    !k->v[i].usable)
		return false;
	if (kind)
		*kind = k->v[i].kind;
	if (name)
		*name = k->v[i].name;
	return true;
}

typedef struct may_add_ctx {
	const pg_known_names *k;
	const pg_extraction *x;
	bool found;
} may_add_ctx;

static bool check_word(void *ctx, const char *w, size_t n)
{
	may_add_ctx *c = ctx;
	char low[KNOWN_MAX];
	size_t i;
	if (n < 3 || !lower_into(w, n, low) || !pg_strmap_get(&c->k->index, low, &i))
		return true;
	const known_name *e = &c->k->v[i];
	if (!e->usable || strncmp(w, e->name, n) == 0)
		return true; /* as proposed: the name rules find it by its shape */
	bool have = false;
	for (size_t j = 0; c->x && j < c->x->n_entities && !have; j++)
		have = strcmp(c->x->entities[j].key, e->key) == 0;
	c->found = !have;
	return have;
}

bool pg_known_may_add(const pg_known_names *k, const char *abstract, const pg_extraction *x)
{
	if (!k || k->n == 0 || !abstract)
		return false;
	may_add_ctx c = {k, x, false};
	each_word(abstract, check_word, &c);
	return c.found;
}
