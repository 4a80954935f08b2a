/* SPDX-License-Identifier: Apache-2.0 */
/* Name normalisation and matching. The folding of accents and compatibility
 * forms covers Latin-1, Latin Extended-A, ligatures, super- and subscript
 * digits, full-width ASCII and a few symbols; Greek and Cyrillic are
 * lower-cased; any other non-ASCII character counts as a letter if it lies
 * in a letter block (so "α" stays a word and "→" separates words). */
#include "eval/names.h"

#include <string.h>

#include "base/utf8.h"

static const char *const generic_words[] = {
	"learning", "learn", "model", "network", "neural", "deep", "method", "approach",
	"framework", "algorithm", "system", "task", "problem", "data", "dataset", "benchmark",
	"performance", "technique", "based", "novel", "new", "efficient", "using", "via",
	"with", "from", "to", "by", "its", "their", "our", "we", "this", "that", "metric", NULL
};
static const char *const stop_words[] = {"the", "a", "an", "of", "for", "and", "in", "on", NULL};

static bool in_list(const char *const *list, const char *w)
{
	for (; *list; list++)
		if (!strcmp(*list, w))
			return true;
	return false;
}

/* Base letters of U+00C0..U+017F after dropping accents; '*' keeps the
 * character (no decomposition), lower-cased by lower_keep(). */
static const char latin[] =
	"AAAAAA*CEEEEIIII*NOOOOO*OUUUUY**aaaaaa*ceeeeiiii*nooooo**uuuuy*y" /* 00C0 */
	"AaAaAaCcCcCcCcDd**EeEeEeEeEeGgGgGgGgHh**IiIiIiIiI*" /* 0100-0131 */
	"**JjKk*LlLlLl**" /* 0132-0140 */
	"**NnNnNn***" /* 0141-014B */
	"OoOoOo**RrRrRrSsSsSsSsTtTt**UuUuUuUuUuUuWwYyYZzZzZzs"; /* 014C-017F */

/* Upper-case letters kept as they are, with their lower case. */
static unsigned long lower_keep(unsigned long cp)
{
	switch (cp) {
	case 0xC6: case 0xD0: case 0xD8: case 0xDE: return cp + 0x20;
	case 0x110: case 0x126: case 0x141: case 0x14A: case 0x152: case 0x166: return cp + 1;
	}
	if ((cp >= 0x391 && cp <= 0x3A9 && cp != 0x3A2) || (cp >= 0x410 && cp <= 0x42F))
		return cp + 0x20;
	if (cp >= 0x400 && cp <= 0x40F)
		return cp + 0x50;
	return cp;
}

/* True if the non-ASCII `cp` is a letter or digit (an approximation by block). */
static bool letter_block(unsigned long cp)
{
	if (cp == 0xD7 || cp == 0xF7)
		return false;
	return (cp >= 0xC0 && cp <= 0x24F) || (cp >= 0x370 && cp <= 0x3FF && cp != 0x375 &&
						 cp != 0x37E && cp != 0x384 && cp != 0x385 &&
						 cp != 0x387) ||
	       (cp >= 0x400 && cp <= 0x52F && !(cp >= 0x482 && cp <= 0x489)) ||
	       (cp >= 0x531 && cp <= 0x587) || (cp >= 0x5D0 && cp <= 0x5EA) ||
	       (cp >= 0x620 && cp <= 0x64A) || (cp >= 0x3040 && cp <= 0x30FF) ||
	       (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) ||
	       (cp >= 0xAC00 && cp <= 0xD7A3);
}

/* Appends the folded, lower-cased form of `cp` to `b`: ASCII for what
 * decomposes to ASCII, the character itself otherwise, nothing for a
 * combining mark. */
static bool fold(pg_buf *b, unsigned long cp)
{
	char tmp[4];
	if (cp < 0x80)
		return pg_buf_addc(b, (char)(cp >= 'A' && cp <= 'Z' ? cp + 32 : cp));
	if (cp >= 0x300 && cp <= 0x36F)
		return true; /* combining marks */
	if (cp >= 0xC0 && cp <= 0x17F && latin[cp - 0xC0] != '*') {
		char c = latin[cp - 0xC0];
		return pg_buf_addc(b, (char)(c >= 'A' && c <= 'Z' ? c + 32 : c));
	}
	const char *as = NULL;
	switch (cp) {
	case 0xA0: case 0x2002: case 0x2003: case 0x2004: case 0x2005: case 0x2006: case 0x2007:
	case 0x2008: case 0x2009: case 0x200A: case 0x202F: as = " "; break;
	case 0xAA: as = "a"; break;
	case 0xBA: as = "o"; break;
	case 0xB2: as = "2"; break;
	case 0xB3: as = "3"; break;
	case 0xB9: as = "1"; break;
	case 0xBC: as = "1 4"; break;
	case 0xBD: as = "1 2"; break;
	case 0xBE: as = "3 4"; break;
	case 0xB5: cp = 0x3BC; break;            /* micro sign: mu */
	case 0xD7: as = "x"; break;              /* multiplication sign */
	case 0x2019: as = "'"; break;
	case 0x2026: as = "..."; break;
	case 0x2122: as = "tm"; break;
	case 0x132: case 0x133: as = "ij"; break;
	case 0x13F: case 0x140: as = "l\xc2\xb7"; break;
	case 0x149: as = "\xca\xbcn"; break;
	case 0xFB00: as = "ff"; break;
	case 0xFB01: as = "fi"; break;
	case 0xFB02: as = "fl"; break;
	case 0xFB03: as = "ffi"; break;
	case 0xFB04: as = "ffl"; break;
	case 0xFB05: case 0xFB06: as = "st"; break;
	case 0x2070: as = "0"; break;
	}
	if (as)
		return pg_buf_adds(b, as);
	if ((cp >= 0x2074 && cp <= 0x2079) || (cp >= 0x2080 && cp <= 0x2089))
		return pg_buf_addc(b, (char)('0' + (cp >= 0x2080 ? cp - 0x2080 : cp - 0x2070)));
	if (cp >= 0xFF01 && cp <= 0xFF5E)
		return fold(b, cp - 0xFF01 + 0x21);
	return pg_buf_add(b, tmp, pg_utf8_encode(lower_keep(cp), tmp));
}

static bool is_word_byte(const unsigned char *p, size_t *len)
{
	if (*p < 0x80) {
		*len = 1;
		return (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '.';
	}
	unsigned long cp;
	*len = pg_utf8_next((const char *)p, &cp);
	if (!*len)
		*len = 1;
	return letter_block(cp);
}

/* Number of code points of the `n` bytes at `s`. */
static size_t code_points(const char *s, size_t n)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		k += ((unsigned char)s[i] & 0xC0) != 0x80;
	return k;
}

/* Byte offset of the last but one code point of s[0, n). */
static size_t second_last(const char *s, size_t n)
{
	size_t i = n;
	for (int k = 0; k < 2 && i > 0; k++)
		while (i > 0 && ((unsigned char)s[--i] & 0xC0) == 0x80)
			;
	return i;
}

bool pg_eval_words(const char *name, pg_buf *out, size_t *n)
{
	pg_buf a = PG_BUF_INIT, c = PG_BUF_INIT;
	bool ok = true;
	*n = 0;
	pg_buf_reset(out);
	/* 1. fold accents and compatibility forms, lower-case */
	for (const char *p = name; ok && *p;) {
		unsigned long cp;
		size_t len = pg_utf8_next(p, &cp);
		ok = fold(&a, cp);
		p += len ? len : 1;
	}
	/* 2. \cmd{X} -> X (a lower-case command name, X up to the first '}') */
	pg_buf x = PG_BUF_INIT;
	const char *s = pg_buf_str(&a);
	for (size_t i = 0; ok && s[i];) {
		if (s[i] == '\\') {
			size_t j = i + 1;
			while (s[j] >= 'a' && s[j] <= 'z')
				j++;
			const char *close = j > i + 1 && s[j] == '{' ? strchr(s + j + 1, '}') : NULL;
			if (close) {
				ok = pg_buf_add(&x, s + j + 1, (size_t)(close - (s + j + 1)));
				i = (size_t)(close - s) + 1;
				continue;
			}
		}
		ok = pg_buf_addc(&x, s[i++]);
	}
	/* 3. drop $ \ { }; - _ / and every other non-letter but '.' become spaces */
	s = pg_buf_str(&x);
	for (size_t i = 0; ok && s[i];) {
		size_t step;
		if (strchr("$\\{}", s[i])) {
			i++;
		} else if (is_word_byte((const unsigned char *)s + i, &step)) {
			ok = pg_buf_add(&c, s + i, step);
			i += step;
		} else {
			ok = pg_buf_addc(&c, ' ');
			i += step;
		}
	}
	pg_buf_free(&x);
	/* 4. the words: '.' stripped at both ends, stop words dropped, a plural 's' cut */
	const char *t = pg_buf_str(&c);
	size_t len = c.len;
	for (size_t i = 0; ok && i < len;) {
		if (t[i] == ' ') {
			i++;
			continue;
		}
		size_t b = i;
		while (i < len && t[i] != ' ')
			i++;
		size_t e = i;
		while (b < e && t[b] == '.')
			b++;
		while (e > b && t[e - 1] == '.')
			e--;
		if (b == e)
			continue;
		char word[256];
		size_t wl = e - b < sizeof word - 1 ? e - b : sizeof word - 1;
		memcpy(word, t + b, wl);
		word[wl] = '\0';
		if (in_list(stop_words, word))
			continue;
		if (code_points(word, wl) > 3 && word[wl - 1] == 's' && word[wl - 2] != 's') {
			size_t k = second_last(word, wl);
			if (!(word[k] >= '0' && word[k] <= '9'))
				word[--wl] = '\0';
		}
		ok = pg_buf_add(out, word, wl + 1);
		(*n)++;
	}
	pg_buf_free(&a);
	pg_buf_free(&c);
	return ok;
}

/* ---- matching */

typedef struct word_list {
	pg_buf buf;
	const char *w[64];
	size_t n;
} word_list;

static bool split(const char *name, word_list *l)
{
	size_t n;
	l->buf = (pg_buf)PG_BUF_INIT;
	l->n = 0;
	if (!pg_eval_words(name, &l->buf, &n))
		return false;
	const char *p = l->buf.data;
	for (size_t i = 0; i < n && l->n < sizeof l->w / sizeof *l->w; i++) {
		l->w[l->n++] = p;
		p += strlen(p) + 1;
	}
	return true;
}

static bool has_digit(const char *w)
{
	for (; *w; w++)
		if (*w >= '0' && *w <= '9')
			return true;
	return false;
}

static bool contains(const word_list *l, const char *w, bool generic_too)
{
	for (size_t i = 0; i < l->n; i++)
		if (!strcmp(l->w[i], w) && (generic_too || !in_list(generic_words, w)))
			return true;
	return false;
}

/* The distinct non-generic words of `l`, into `set`; their count. */
static size_t distinct(const word_list *l, const char **set)
{
	size_t n = 0;
	for (size_t i = 0; i < l->n; i++) {
		if (in_list(generic_words, l->w[i]))
			continue;
		bool seen = false;
		for (size_t k = 0; k < n && !seen; k++)
			seen = !strcmp(set[k], l->w[i]);
		if (!seen)
			set[n++] = l->w[i];
	}
	return n;
}

static bool same_joined(const word_list *a, const word_list *b)
{
	pg_buf x = PG_BUF_INIT, y = PG_BUF_INIT;
	for (size_t i = 0; i < a->n; i++)
		pg_buf_adds(&x, a->w[i]);
	for (size_t i = 0; i < b->n; i++)
		pg_buf_adds(&y, b->w[i]);
	bool same = !strcmp(pg_buf_str(&x), pg_buf_str(&y));
	pg_buf_free(&x);
	pg_buf_free(&y);
	return same;
}

bool pg_eval_name_match(const char *a, const char *b)
{
	word_list wa, wb;
	bool ok_a = split(a, &wa), ok_b = split(b, &wb), match = false;
	if (!ok_a || !ok_b || !wa.n || !wb.n)
		goto out;
	if (same_joined(&wa, &wb)) { /* also the same word lists */
		match = true;
		goto out;
	}
	const char *sa[64], *sb[64];
	size_t na = distinct(&wa, sa), nb = distinct(&wb, sb);
	if (!na || !nb)
		goto out;
	bool da = false, db = false;
	size_t both = 0;
	for (size_t i = 0; i < na; i++) {
		bool in_b = contains(&wb, sa[i], false);
		both += in_b;
		da |= !in_b && has_digit(sa[i]);
	}
	for (size_t i = 0; i < nb; i++)
		db |= !contains(&wa, sb[i], false) && has_digit(sb[i]);
	if (da && db)
		goto out;
	size_t either = na + nb - both;
	match = 2 * both >= either;
out:
	pg_buf_free(&wa.buf);
	pg_buf_free(&wb.buf);
	return match;
}
