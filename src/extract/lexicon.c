/* SPDX-License-Identifier: Apache-2.0 */
/* Curated lexicons: parses the compiled-in TSV files into hash tables for phrase lookups. */
#include "extract/lexicon.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/embedded.h"
#include "base/hash.h"

typedef struct alias {
	char *key;          /* normalised key */
	uint32_t key_len;
	uint32_t entry;     /* index into entries */
	char *raw;          /* exact surface for case-sensitive aliases, else NULL */
	uint32_t next;      /* next alias with the same key + 1, 0 = none */
} alias;

struct pg_lexicon {
	pg_lex_entry *entries;
	size_t n_entries, cap_entries;
	alias *aliases;
	size_t n_aliases, cap_aliases;
	uint32_t *slots;    /* alias index + 1 (head of a same-key chain), 0 = empty */
	size_t n_slots;
	char **stops;       /* lower-case words */
	char *stop_cat;     /* per stop word: first letter of its category */
	size_t n_stops, cap_stops;
	uint32_t *stop_slots;
	size_t n_stop_slots;
	int max_words;
	size_t counts[PG_LEX_METHOD * 2]; /* indexed by pg_lex_kind value */
};

/* A byte that stays in a key: an ASCII letter or digit, or part of a UTF-8 sequence. */
static bool is_alnum_or_high(unsigned char c)
{
	return pg_ascii_is_alnum(c) || c >= 0x80;
}

/* Drops a plural ending from the word out[b..*len). */
static void singular(char *out, size_t b, size_t *len)
{
	size_t wl = *len - b;
	char *w = out + b;
	if (wl > 4 && w[wl - 3] == 'i' && w[wl - 2] == 'e' && w[wl - 1] == 's') {
		w[wl - 3] = 'y';
		*len -= 2;
		return;
	}
	if (wl > 3 && w[wl - 1] == 's' && w[wl - 2] != 's' && w[wl - 2] != 'u' && w[wl - 2] != 'i' &&
	    !(w[wl - 2] >= '0' && w[wl - 2] <= '9'))
		*len -= 1;
}

/* Writes British spellings of the word out[b..*len) the American way, so that
 * either matches the lexicon: "-isation" and "-iser" as "-ization" and "-izer",
 * "modelling" / "labelled" with one "l", "behaviour" / "neighbour" without the
 * "u". Short words keep theirs ("four", "hour", "selling", "riser"). */
static void american(char *out, size_t b, size_t *len)
{
	size_t wl = *len - b;
	char *w = out + b;
#define ENDS(sfx) (wl >= sizeof sfx - 1 && memcmp(w + wl - (sizeof sfx - 1), sfx, sizeof sfx - 1) == 0)
	if (wl >= 8 && ENDS("isation"))
		w[wl - 6] = 'z';
	else if (wl >= 7 && ENDS("iser"))
		w[wl - 3] = 'z';
	else if ((wl >= 9 && ENDS("elling")) || (wl >= 8 && ENDS("elled"))) {
		size_t at = ENDS("elling") ? wl - 4 : wl - 3; /* the second "l" */
		memmove(w + at, w + at + 1, wl - at - 1);
		*len -= 1;
	} else if (wl >= 6 && ENDS("our")) {
		w[wl - 2] = 'r';
		*len -= 1;
	}
#undef ENDS
}

size_t pg_lexicon_without_year(const char *w, size_t n)
{
	return n > 3 && w[n - 3] == '\'' && pg_ascii_is_digit((unsigned char)w[n - 2]) &&
			       pg_ascii_is_digit((unsigned char)w[n - 1]) ?
		       n - 3 :
		       n;
}

size_t pg_lexicon_normalize(const char *s, size_t n, char *out, size_t cap)
{
	size_t len = 0, wb = 0;
	bool in_word = false;
	if (cap == 0)
		return 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (in_word && is_alnum_or_high(c)) { /* the usual byte: the word goes on */
			if (len + 1 >= cap)
				return out[0] = '\0', 0;
			out[len++] = (char)pg_ascii_lower(c);
			continue;
		}
		/* "WMT'19" is "WMT19": a name's two-digit year */
		if (c == '\'' && in_word && i + 2 < n && s[i + 1] >= '0' && s[i + 1] <= '9' && s[i + 2] >= '0' &&
		    s[i + 2] <= '9' && (i + 3 == n || !is_alnum_or_high((unsigned char)s[i + 3])))
			continue;
		/* "Recall@10", "mAP@0.5", "NDCG@K" are "recall@k", "map@k", "ndcg@k": a
		 * measure at a cut-off is that measure at any */
		if (c == '@' && in_word && i + 1 < n) {
			size_t j = i + 1;
			if (s[j] == 'k' || s[j] == 'K')
				j++;
			else
				while (j < n && ((s[j] >= '0' && s[j] <= '9') ||
						 (s[j] == '.' && j > i + 1 && j + 1 < n && s[j + 1] >= '0' && s[j + 1] <= '9')))
					j++;
			if (j > i + 1 && (j == n || !is_alnum_or_high((unsigned char)s[j]))) {
				singular(out, wb, &len);
				american(out, wb, &len);
				if (len + 3 >= cap)
					return out[0] = '\0', 0;
				out[len++] = '@'; /* no word of plain text: not "rank k items" */
				out[len++] = 'k';
				in_word = false;
				i = j - 1;
				continue;
			}
		}
		/* "Nesterov's acceleration" is "Nesterov acceleration": a possessive */
		if (c == '\'' && in_word && i + 1 < n && (s[i + 1] == 's' || s[i + 1] == 'S') &&
		    (i + 2 == n || !is_alnum_or_high((unsigned char)s[i + 2]))) {
			i++;
			continue;
		}
		bool keep = is_alnum_or_high(c) ||
			    (c == '.' && in_word && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '9' && len &&
			     out[len - 1] >= '0' && out[len - 1] <= '9');
		if (keep) {
			if (!in_word) {
				if (len) {
					if (len + 1 >= cap)
						return out[0] = '\0', 0;
					out[len++] = ' ';
				}
				wb = len;
				in_word = true;
			}
			if (len + 1 >= cap)
				return out[0] = '\0', 0;
			out[len++] = (char)pg_ascii_lower(c);
		} else if (in_word) {
			singular(out, wb, &len);
			american(out, wb, &len);
			in_word = false;
			/* "RefCOCO+", "C++": plus signs that end a name are part of it (not
			 * "RGB+D", where one joins two words) */
			size_t j = i;
			while (j < n && s[j] == '+')
				j++;
			if (c == '+' && (j == n || !is_alnum_or_high((unsigned char)s[j]))) {
				if (len + (j - i) >= cap)
					return out[0] = '\0', 0;
				for (; i < j; i++)
					out[len++] = '+';
				i--;
			}
		}
	}
	if (in_word) {
		singular(out, wb, &len);
		american(out, wb, &len);
	}
	out[len] = '\0';
	return len;
}

static pg_status add_alias(pg_lexicon *lex, uint32_t entry, const char *s, size_t n)
{
	bool cs = false;
	if (n && s[0] == '=') {
		cs = true;
		s++;
		n--;
	}
	char key[PG_LEX_KEY_MAX];
	size_t kl = pg_lexicon_normalize(s, n, key, sizeof key);
	if (kl == 0)
		return PG_OK;
	if (!pg_grow((void **)&lex->aliases, &lex->cap_aliases, lex->n_aliases + 1, sizeof(alias)))
		return PG_ERR_NOMEM;
	alias *a = &lex->aliases[lex->n_aliases];
	memset(a, 0, sizeof *a);
	a->key = strndup(key, kl);
	a->key_len = (uint32_t)kl;
	a->entry = entry;
	a->raw = cs ? strndup(s, n) : NULL;
	if (!a->key || (cs && !a->raw)) {
		free(a->key);
		free(a->raw);
		return PG_ERR_NOMEM;
	}
	lex->n_aliases++;
	int words = 1;
	for (size_t i = 0; i < kl; i++)
		words += key[i] == ' ';
	if (words > lex->max_words)
		lex->max_words = words;
	return PG_OK;
}

/* Splits off the next field of a line at a tab. */
static const char *field(const char **p, const char *end, size_t *n)
{
	const char *s = *p;
	const char *t = s;
	while (t < end && *t != '\t')
		t++;
	*n = (size_t)(t - s);
	*p = t < end ? t + 1 : end;
	while (*n && (s[*n - 1] == ' ' || s[*n - 1] == '\r'))
		(*n)--;
	while (*n && *s == ' ')
		s++, (*n)--;
	return s;
}

static pg_status parse_file(pg_lexicon *lex, const char *name, const char *text, int kind, pg_diag *d)
{
	size_t line = 0;
	const char *p = text;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		const char *end = eol ? eol : p + strlen(p);
		line++;
		const char *q = p;
		p = eol ? eol + 1 : end;
		if (q == end || *q == '#' || (end - q == 1 && *q == '\r'))
			continue;
		size_t nl, na, nx;
		const char *nm = field(&q, end, &nl);
		const char *al = field(&q, end, &na);
		const char *ex = field(&q, end, &nx);
		size_t ncx;
		const char *cx = field(&q, end, &ncx);
		if (nl == 0)
			return pg_diag_set(d, PG_ERR_INTERNAL, name, line, "empty name");
		if (kind == 0) {
			/* not-methods: one word per line */
			char key[PG_LEX_KEY_MAX];
			if (nl >= sizeof key)
				return pg_diag_set(d, PG_ERR_INTERNAL, name, line, "word too long");
			for (size_t i = 0; i < nl; i++)
				key[i] = (char)pg_ascii_lower((unsigned char)nm[i]);
			size_t cap = lex->cap_stops;
			if (!pg_grow((void **)&lex->stops, &lex->cap_stops, lex->n_stops + 1, sizeof(char *)))
				return PG_ERR_NOMEM;
			if (cap != lex->cap_stops) {
				char *q = realloc(lex->stop_cat, lex->cap_stops);
				if (!q)
					return PG_ERR_NOMEM;
				lex->stop_cat = q;
			}
			lex->stop_cat[lex->n_stops] = na ? al[0] : 'f';
			if (!(lex->stops[lex->n_stops] = strndup(key, nl)))
				return PG_ERR_NOMEM;
			lex->n_stops++;
			continue;
		}
		int dir = 0;
		if (kind == PG_LEX_METRIC && nx) {
			if (nx == 6 && memcmp(ex, "higher", 6) == 0)
				dir = 1;
			else if (nx == 5 && memcmp(ex, "lower", 5) == 0)
				dir = -1;
			else if (!(nx == 4 && memcmp(ex, "none", 4) == 0))
				return pg_diag_set(d, PG_ERR_INTERNAL, name, line,
						   "direction must be higher, lower or none");
		}
		bool needs_context = false;
		if (ncx) {
			if (!(kind == PG_LEX_METRIC && ncx == 7 && memcmp(cx, "context", 7) == 0))
				return pg_diag_set(d, PG_ERR_INTERNAL, name, line,
						   "the fourth column may only be \"context\", on a metric");
			needs_context = true;
		}
		if (!pg_grow((void **)&lex->entries, &lex->cap_entries, lex->n_entries + 1, sizeof(pg_lex_entry)))
			return PG_ERR_NOMEM;
		pg_lex_entry *e = &lex->entries[lex->n_entries];
		e->label = strndup(nm[0] == '=' ? nm + 1 : nm, nm[0] == '=' ? nl - 1 : nl);
		if (!e->label)
			return PG_ERR_NOMEM;
		e->kind = (pg_lex_kind)kind;
		e->direction = dir;
		e->needs_context = needs_context;
		uint32_t idx = (uint32_t)lex->n_entries++;
		lex->counts[kind]++;
		pg_status st = add_alias(lex, idx, nm, nl);
		if (st)
			return st;
		if (na && !(na == 1 && al[0] == '-')) {
			const char *a = al, *aend = al + na;
			while (a < aend) {
				const char *bar = memchr(a, '|', (size_t)(aend - a));
				const char *ae = bar ? bar : aend;
				const char *as = a;
				while (as < ae && *as == ' ')
					as++;
				const char *ae2 = ae;
				while (ae2 > as && ae2[-1] == ' ')
					ae2--;
				if (ae2 > as && (st = add_alias(lex, idx, as, (size_t)(ae2 - as))))
					return st;
				a = bar ? bar + 1 : aend;
			}
		}
	}
	return PG_OK;
}

static size_t pow2_at_least(size_t n)
{
	size_t c = 64;
	while (c < n)
		c *= 2;
	return c;
}

#define PREFIX_MARK UINT32_MAX

/* Adds a marker alias for every word prefix of multi-word keys, so that phrase
 * matching can stop as soon as no longer phrase can match. */
static pg_status add_prefixes(pg_lexicon *lex)
{
	size_t n = lex->n_aliases;
	for (size_t i = 0; i < n; i++) {
		for (uint32_t p = 1; p < lex->aliases[i].key_len; p++) {
			if (lex->aliases[i].key[p] != ' ')
				continue;
			if (!pg_grow((void **)&lex->aliases, &lex->cap_aliases, lex->n_aliases + 1, sizeof(alias)))
				return PG_ERR_NOMEM;
			alias *a = &lex->aliases[lex->n_aliases];
			memset(a, 0, sizeof *a);
			a->key = strndup(lex->aliases[i].key, p);
			if (!a->key)
				return PG_ERR_NOMEM;
			a->key_len = p;
			a->entry = PREFIX_MARK;
			lex->n_aliases++;
		}
	}
	return PG_OK;
}

static pg_status build_tables(pg_lexicon *lex)
{
	pg_status st = add_prefixes(lex);
	if (st)
		return st;
	lex->n_slots = pow2_at_least(lex->n_aliases * 2 + 1);
	lex->slots = calloc(lex->n_slots, sizeof *lex->slots);
	lex->n_stop_slots = pow2_at_least(lex->n_stops * 2 + 1);
	lex->stop_slots = calloc(lex->n_stop_slots, sizeof *lex->stop_slots);
	if (!lex->slots || !lex->stop_slots)
		return PG_ERR_NOMEM;
	for (size_t i = 0; i < lex->n_aliases; i++) {
		alias *a = &lex->aliases[i];
		size_t m = lex->n_slots - 1;
		size_t h = pg_hash32(a->key, a->key_len) & m;
		for (;;) {
			uint32_t s = lex->slots[h];
			if (s == 0) {
				lex->slots[h] = (uint32_t)i + 1;
				break;
			}
			alias *b = &lex->aliases[s - 1];
			if (b->key_len == a->key_len && memcmp(b->key, a->key, a->key_len) == 0) {
				/* append to the chain so that file order is kept; one marker is enough */
				bool dup = a->entry == PREFIX_MARK && b->entry == PREFIX_MARK;
				while (b->next) {
					b = &lex->aliases[b->next - 1];
					dup = dup || (a->entry == PREFIX_MARK && b->entry == PREFIX_MARK);
				}
				if (!dup)
					b->next = (uint32_t)i + 1;
				break;
			}
			h = (h + 1) & m;
		}
	}
	for (size_t i = 0; i < lex->n_stops; i++) {
		size_t m = lex->n_stop_slots - 1;
		size_t n = strlen(lex->stops[i]);
		size_t h = pg_hash32(lex->stops[i], n) & m;
		while (lex->stop_slots[h]) {
			if (strcmp(lex->stops[lex->stop_slots[h] - 1], lex->stops[i]) == 0)
				break;
			h = (h + 1) & m;
		}
		if (!lex->stop_slots[h])
			lex->stop_slots[h] = (uint32_t)i + 1;
	}
	return PG_OK;
}

pg_status pg_lexicon_new_from(const char *datasets, const char *metrics, const char *tasks,
			      const char *methods, const char *not_methods, pg_lexicon **out, pg_diag *d)
{
	*out = NULL;
	pg_lexicon *lex = calloc(1, sizeof *lex);
	if (!lex)
		return PG_ERR_NOMEM;
	pg_status st = PG_OK;
	PG_TRY(st, parse_file(lex, "data/lexicon/datasets.tsv", datasets, PG_LEX_DATASET, d));
	PG_TRY(st, parse_file(lex, "data/lexicon/metrics.tsv", metrics, PG_LEX_METRIC, d));
	PG_TRY(st, parse_file(lex, "data/lexicon/tasks.tsv", tasks, PG_LEX_TASK, d));
	PG_TRY(st, parse_file(lex, "data/lexicon/methods.tsv", methods, PG_LEX_METHOD, d));
	PG_TRY(st, parse_file(lex, "data/lexicon/not-methods.tsv", not_methods, 0, d));
	PG_TRY(st, build_tables(lex));
out:
	if (st != PG_OK) {
		pg_lexicon_free(lex);
		return st;
	}
	*out = lex;
	return PG_OK;
}

static const char *embedded_text(const char *name)
{
	const pg_embedded_file *f = pg_embedded_get(name);
	return f ? f->data : NULL;
}

pg_status pg_lexicon_new_default(pg_lexicon **out, pg_diag *d)
{
	return pg_lexicon_new_from(embedded_text("data/lexicon/datasets.tsv"),
				   embedded_text("data/lexicon/metrics.tsv"),
				   embedded_text("data/lexicon/tasks.tsv"),
				   embedded_text("data/lexicon/methods.tsv"),
				   embedded_text("data/lexicon/not-methods.tsv"), out, d);
}

void pg_lexicon_free(pg_lexicon *lex)
{
	if (!lex)
		return;
	for (size_t i = 0; i < lex->n_entries; i++)
		free((char *)lex->entries[i].label);
	for (size_t i = 0; i < lex->n_aliases; i++) {
		free(lex->aliases[i].key);
		free(lex->aliases[i].raw);
	}
	for (size_t i = 0; i < lex->n_stops; i++)
		free(lex->stops[i]);
	free(lex->entries);
	free(lex->aliases);
	free(lex->slots);
	free(lex->stops);
	free(lex->stop_cat);
	free(lex->stop_slots);
	free(lex);
}

static const alias *chain(const pg_lexicon *lex, const char *key, size_t n)
{
	if (!lex || !lex->slots || n == 0)
		return NULL;
	size_t m = lex->n_slots - 1;
	size_t h = pg_hash32(key, n) & m;
	for (;;) {
		uint32_t s = lex->slots[h];
		if (s == 0)
			return NULL;
		const alias *a = &lex->aliases[s - 1];
		if (a->key_len == n && memcmp(a->key, key, n) == 0)
			return a;
		h = (h + 1) & m;
	}
}

static bool surface_ok(const alias *a, const char *surface, size_t surface_len)
{
	return !a->raw || (surface && strlen(a->raw) == surface_len && memcmp(a->raw, surface, surface_len) == 0);
}

const pg_lex_entry *pg_lexicon_lookup(const pg_lexicon *lex, pg_lex_kind kind, const char *key,
				      size_t n, const char *surface, size_t surface_len)
{
	for (const alias *a = chain(lex, key, n); a; a = a->next ? &lex->aliases[a->next - 1] : NULL) {
		if (a->entry == PREFIX_MARK)
			continue;
		const pg_lex_entry *e = &lex->entries[a->entry];
		if ((e->kind & kind) && surface_ok(a, surface, surface_len))
			return e;
	}
	return NULL;
}

const pg_lex_entry *pg_lexicon_lookup_phrase(const pg_lexicon *lex, const char *key, size_t n,
					     const char *surface, size_t surface_len, bool *longer)
{
	const pg_lex_entry *best = NULL;
	*longer = false;
	for (const alias *a = chain(lex, key, n); a; a = a->next ? &lex->aliases[a->next - 1] : NULL) {
		if (a->entry == PREFIX_MARK) {
			*longer = true;
			continue;
		}
		const pg_lex_entry *e = &lex->entries[a->entry];
		if (!surface_ok(a, surface, surface_len))
			continue;
		if (!best || e->kind < best->kind)
			best = e;
	}
	return best;
}

bool pg_lexicon_is_stop(const pg_lexicon *lex, const char *word, size_t n)
{
	return pg_lexicon_stop_category(lex, word, n) != 0;
}

int pg_lexicon_stop_category(const pg_lexicon *lex, const char *word, size_t n)
{
	char key[64];
	if (!lex || !lex->stop_slots || n == 0 || n >= sizeof key)
		return 0;
	n = pg_lexicon_without_year(word, n); /* "COLT'23": a venue's year does not make it a name */
	for (size_t i = 0; i < n; i++)
		key[i] = (char)pg_ascii_lower((unsigned char)word[i]);
	key[n] = '\0';
	size_t m = lex->n_stop_slots - 1;
	size_t h = pg_hash32(key, n) & m;
	while (lex->stop_slots[h]) {
		const char *w = lex->stops[lex->stop_slots[h] - 1];
		if (strcmp(w, key) == 0)
			return (unsigned char)lex->stop_cat[lex->stop_slots[h] - 1];
		h = (h + 1) & m;
	}
	return 0;
}

int pg_lexicon_max_words(const pg_lexicon *lex)
{
	return lex ? lex->max_words : 0;
}

size_t pg_lexicon_count(const pg_lexicon *lex, pg_lex_kind kind)
{
	return lex && (unsigned)kind < sizeof lex->counts / sizeof lex->counts[0] ? lex->counts[kind] : 0;
}
