/* SPDX-License-Identifier: Apache-2.0 */
/* The set of names a build's papers propose, looked up by their lower-cased
 * spelling. */
#include "extract/known.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/hash.h"
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

/* How often a word (by the hash of its lower-case form; 0 = empty slot) was
 * written in a coined shape and otherwise. Hashes, not strings: every word of
 * every abstract is counted, and 64-bit collisions are negligible. */
typedef struct word_count {
	uint64_t h;
	uint32_t coined, plain;
} word_count;

struct pg_known_names {
	known_name *v;
	size_t n, cap;
	pg_strmap index;      /* lower -> index into v */
	word_count *w;        /* open addressing, capw a power of two */
	size_t nw, capw;
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
	free(k->w);
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

/* The hash of the lower-case form of w[0..n) (never 0). */
static uint64_t lower_hash(const char *w, size_t n)
{
	uint64_t h = PG_HASH_SEED;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)pg_ascii_lower((unsigned char)w[i])) * PG_FNV64_PRIME;
	return h ? h : 1;
}

/* The slot of hash `h` in the word table (its own, or the empty one where it goes). */
static size_t word_slot(const pg_known_names *k, uint64_t h)
{
	size_t mask = k->capw - 1, i = (size_t)pg_hash_mix(h) & mask;
	while (k->w[i].h && k->w[i].h != h)
		i = (i + 1) & mask;
	return i;
}

static bool grow_words(pg_known_names *k)
{
	size_t cap = k->capw ? 2 * k->capw : 4096;
	word_count *old = k->w;
	size_t oldcap = k->capw;
	k->w = calloc(cap, sizeof *k->w);
	if (!k->w) {
		k->w = old;
		return false;
	}
	k->capw = cap;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i].h)
			k->w[word_slot(k, old[i].h)] = old[i];
	free(old);
	return true;
}

static bool count_word(void *ctx, const char *w, size_t n)
{
	pg_known_names *k = ctx;
	if (n < 3 || n >= KNOWN_MAX)
		return true;
	if (2 * (k->nw + 1) > k->capw && !grow_words(k))
		return false;
	uint64_t h = lower_hash(w, n);
	word_count *c = &k->w[word_slot(k, h)];
	if (!c->h) {
		c->h = h;
		k->nw++;
	}
	if (coined_word(w, n))
		c->coined++;
	else
		c->plain++;
	return true;
}

pg_status pg_known_count_words(pg_known_names *k, const char *text)
{
	return !text || each_word(text, count_word, k) ? PG_OK : PG_ERR_NOMEM;
}

void pg_known_finish(pg_known_names *k)
{
	for (size_t i = 0; k && k->nw && i < k->n; i++) {
		const word_count *c = &k->w[word_slot(k, lower_hash(k->v[i].lower, strlen(k->v[i].lower)))];
		if (c->h)
			k->v[i].usable = c->plain <= c->coined || (c->coined == 0 && c->plain <= 1);
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
