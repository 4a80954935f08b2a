/* SPDX-License-Identifier: Apache-2.0 */
/* The term dictionary: terms in an array (id - 1 is the index), found by
 * an open-addressing hash table of ids over (kind, value, lang, dtype). */
#include "sparql/eval_term.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define XSD_STRING "http://www.w3.org/2001/XMLSchema#string"

struct sq_terms {
	sq_term *term;   /* [count], strings owned */
	size_t count, cap;
	sq_id *slot;     /* [nslots], 0 = empty */
	size_t nslots;   /* a power of two */
	unsigned long fresh;
};

sq_terms *sq_terms_new(void)
{
	return calloc(1, sizeof(sq_terms));
}

void sq_terms_free(sq_terms *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->count; i++) {
		free((char *)t->term[i].value);
		free((char *)t->term[i].lang);
		free((char *)t->term[i].dtype);
	}
	free(t->term);
	free(t->slot);
	free(t);
}

static uint64_t mix(uint64_t h, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return h;
}

static uint64_t hash_of(pg_term_kind kind, const char *value, size_t len, const char *lang,
			const char *dtype)
{
	uint64_t h = 14695981039346656037ull ^ (uint64_t)kind;
	h = mix(h, value, len);
	if (lang)
		h = mix(h * 31 + 1, lang, strlen(lang));
	if (dtype)
		h = mix(h * 31 + 2, dtype, strlen(dtype));
	return h;
}

static bool same_opt(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static bool same(const sq_term *x, pg_term_kind kind, const char *value, size_t len,
		 const char *lang, const char *dtype)
{
	return x->kind == kind && x->len == len && !memcmp(x->value, value, len) &&
	       same_opt(x->lang, lang) && same_opt(x->dtype, dtype);
}

/* Normalises a literal's lang/dtype as the header says. */
static void normalise(pg_term_kind kind, const char **lang, const char **dtype)
{
	if (kind != PG_TERM_LITERAL) {
		*lang = *dtype = NULL;
		return;
	}
	if (*lang && !**lang)
		*lang = NULL;
	if (*lang || (*dtype && !strcmp(*dtype, XSD_STRING)))
		*dtype = NULL;
}

static size_t find_slot(const sq_terms *t, pg_term_kind kind, const char *value, size_t len,
			const char *lang, const char *dtype, uint64_t h)
{
	size_t mask = t->nslots - 1;
	for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
		sq_id id = t->slot[i];
		if (!id || same(&t->term[id - 1], kind, value, len, lang, dtype))
			return i;
	}
}

static bool grow(sq_terms *t)
{
	size_t n = t->nslots ? t->nslots * 2 : 1024;
	sq_id *slot = calloc(n, sizeof *slot);
	if (!slot)
		return false;
	free(t->slot);
	t->slot = slot;
	t->nslots = n;
	for (size_t k = 0; k < t->count; k++) {
		const sq_term *x = &t->term[k];
		uint64_t h = hash_of(x->kind, x->value, x->len, x->lang, x->dtype);
		size_t i = (size_t)h & (n - 1);
		while (slot[i])
			i = (i + 1) & (n - 1);
		slot[i] = (sq_id)(k + 1);
	}
	return true;
}

static char *dup_n(const char *s, size_t n)
{
	char *c = malloc(n + 1);
	if (c) {
		memcpy(c, s, n);
		c[n] = '\0';
	}
	return c;
}

/* `lang` in lower case into `buf` (cut at its size: tags are short). */
static const char *lower(const char *lang, char *buf, size_t size)
{
	if (!lang)
		return NULL;
	size_t i = 0;
	for (; lang[i] && i + 1 < size; i++)
		buf[i] = (char)(lang[i] >= 'A' && lang[i] <= 'Z' ? lang[i] - 'A' + 'a' : lang[i]);
	buf[i] = '\0';
	return lang[i] ? lang : buf; /* an over-long tag is kept as written */
}

static sq_id intern(sq_terms *t, pg_term_kind kind, const char *value, size_t len,
		    const char *lang, const char *dtype)
{
	if (!t || !value)
		return 0;
	char lbuf[128];
	normalise(kind, &lang, &dtype);
	lang = lower(lang, lbuf, sizeof lbuf);
	if ((t->count + 1) * 2 > t->nslots && !grow(t))
		return 0;
	uint64_t h = hash_of(kind, value, len, lang, dtype);
	size_t i = find_slot(t, kind, value, len, lang, dtype, h);
	if (t->slot[i])
		return t->slot[i];
	if (t->count >= UINT32_MAX - 1)
		return 0;
	if (t->count == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 256;
		sq_term *nt = realloc(t->term, cap * sizeof *nt);
		if (!nt)
			return 0;
		t->term = nt;
		t->cap = cap;
	}
	sq_term x = {kind, dup_n(value, len), len, lang ? strdup(lang) : NULL,
		     dtype ? strdup(dtype) : NULL};

	if (!x.value || (lang && !x.lang) || (dtype && !x.dtype)) {
		free((char *)x.value);
		free((char *)x.lang);
		free((char *)x.dtype);
		return 0;
	}
	t->term[t->count++] = x;
	t->slot[i] = (sq_id)t->count;
	return (sq_id)t->count;
}

sq_id sq_term_iri(sq_terms *t, const char *iri)
{
	return iri ? intern(t, PG_TERM_IRI, iri, strlen(iri), NULL, NULL) : 0;
}

sq_id sq_term_blank(sq_terms *t, const char *label)
{
	return label ? intern(t, PG_TERM_BLANK, label, strlen(label), NULL, NULL) : 0;
}

sq_id sq_term_literal(sq_terms *t, const char *lex, const char *lang, const char *dtype)
{
	return lex ? intern(t, PG_TERM_LITERAL, lex, strlen(lex), lang, dtype) : 0;
}

sq_id sq_term_literal_n(sq_terms *t, const char *lex, size_t len, const char *lang,
			const char *dtype)
{
	return intern(t, PG_TERM_LITERAL, lex ? lex : "", lex ? len : 0, lang, dtype);
}

sq_id sq_term_find(const sq_terms *t, pg_term_kind kind, const char *value, const char *lang,
		   const char *dtype)
{
	if (!t || !value || !t->nslots)
		return 0;
	char lbuf[128];
	normalise(kind, &lang, &dtype);
	lang = lower(lang, lbuf, sizeof lbuf);
	size_t len = strlen(value);
	size_t i = find_slot(t, kind, value, len, lang, dtype,
			     hash_of(kind, value, len, lang, dtype));
	return t->slot[i];
}

sq_id sq_term_fresh_blank(sq_terms *t)
{
	if (!t)
		return 0;
	/* "b" + a number + "q", skipping labels already in the dictionary (a
	 * label the store hands out later could still meet one: the store's
	 * own labels are made by load.c and have another shape) */
	for (;;) {
		char label[40];
		snprintf(label, sizeof label, "b%luq", ++t->fresh);
		if (!sq_term_find(t, PG_TERM_BLANK, label, NULL, NULL))
			return sq_term_blank(t, label);
	}
}

const sq_term *sq_term_get(const sq_terms *t, sq_id id)
{
	if (!t || !id || id > t->count)
		return NULL;
	return &t->term[id - 1];
}

size_t sq_terms_count(const sq_terms *t)
{
	return t ? t->count : 0;
}
