/* SPDX-License-Identifier: Apache-2.0 */
/* The built-in functions of section 17.4 by name: the dispatch, the arity
 * check, and what the function files share (eval_func_int.h). */
#include "sparql/eval_func.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sparql/eval_func_int.h"

typedef struct fn_entry {
	const char *name;
	sq_fn fn;
	unsigned char min, max; /* argument counts; 255: any */
} fn_entry;

/* Sorted by name (bsearch). */
static const fn_entry fns[] = {
	{"abs", sq_fn_abs, 1, 1},
	{"bnode", sq_fn_bnode, 0, 1},
	{"ceil", sq_fn_ceil, 1, 1},
	{"concat", sq_fn_concat, 0, 255},
	{"contains", sq_fn_contains, 2, 2},
	{"datatype", sq_fn_datatype, 1, 1},
	{"day", sq_fn_day, 1, 1},
	{"encode_for_uri", sq_fn_encode_for_uri, 1, 1},
	{"floor", sq_fn_floor, 1, 1},
	{"hours", sq_fn_hours, 1, 1},
	{"iri", sq_fn_iri_of, 1, 1},
	{"isblank", sq_fn_isblank, 1, 1},
	{"isiri", sq_fn_isiri, 1, 1},
	{"isliteral", sq_fn_isliteral, 1, 1},
	{"isuri", sq_fn_isiri, 1, 1},
	{"lang", sq_fn_lang, 1, 1},
	{"langmatches", sq_fn_langmatches, 2, 2},
	{"lcase", sq_fn_lcase, 1, 1},
	{"md5", sq_fn_md5, 1, 1},
	{"minutes", sq_fn_minutes, 1, 1},
	{"month", sq_fn_month, 1, 1},
	{"now", sq_fn_now, 0, 0},
	{"rand", sq_fn_rand, 0, 0},
	{"regex", sq_fn_regex, 2, 3},
	{"replace", sq_fn_replace, 3, 4},
	{"round", sq_fn_round, 1, 1},
	{"sameterm", sq_fn_sameterm, 2, 2},
	{"seconds", sq_fn_seconds, 1, 1},
	{"sha1", sq_fn_sha1, 1, 1},
	{"sha256", sq_fn_sha256, 1, 1},
	{"sha384", sq_fn_sha384, 1, 1},
	{"sha512", sq_fn_sha512, 1, 1},
	{"str", sq_fn_str, 1, 1},
	{"strafter", sq_fn_strafter, 2, 2},
	{"strbefore", sq_fn_strbefore, 2, 2},
	{"strdt", sq_fn_strdt, 2, 2},
	{"strends", sq_fn_strends, 2, 2},
	{"strlang", sq_fn_strlang, 2, 2},
	{"strlen", sq_fn_strlen, 1, 1},
	{"strstarts", sq_fn_strstarts, 2, 2},
	{"struuid", sq_fn_struuid, 0, 0},
	{"substr", sq_fn_substr, 2, 3},
	{"timezone", sq_fn_timezone, 1, 1},
	{"tz", sq_fn_tz, 1, 1},
	{"ucase", sq_fn_ucase, 1, 1},
	{"uri", sq_fn_iri_of, 1, 1},
	{"uuid", sq_fn_uuid, 0, 0},
	{"year", sq_fn_year, 1, 1},
};

static int fn_cmp(const void *key, const void *elem)
{
	return strcmp(key, ((const fn_entry *)elem)->name);
}

sq_id sq_func_call(sq_eval *e, const sq_node *call, const char *name, const sq_id *args,
		   size_t n)
{
	if (!name || sq_eval_failed(e))
		return 0;
	const fn_entry *f = bsearch(name, fns, sizeof fns / sizeof fns[0], sizeof fns[0], fn_cmp);
	if (!f || n < f->min || (f->max != 255 && n > f->max))
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!args[i])
			return 0;
	return f->fn(e, call, args, n);
}

/* ---- results */

sq_id sq_fn_nomem(sq_eval *e)
{
	sq_eval_fail(e, PG_ERR_NOMEM, "out of memory evaluating a built-in function");
	return 0;
}

sq_id sq_fn_lit(sq_eval *e, const char *lex, size_t len, const char *lang, const char *dtype)
{
	sq_id id = sq_term_literal_n(e->terms, lex ? lex : "", lex ? len : 0, lang, dtype);
	return id ? id : sq_fn_nomem(e);
}

sq_id sq_fn_like(sq_eval *e, const sq_term *like, const char *lex, size_t len)
{
	return sq_fn_lit(e, lex, len, like ? like->lang : NULL, NULL);
}

sq_id sq_fn_bool(sq_eval *e, bool b)
{
	return sq_fn_lit(e, b ? "true" : "false", b ? 4 : 5, NULL, SQ_FN_XSD "boolean");
}

sq_id sq_fn_int(sq_eval *e, int64_t v)
{
	char buf[32];
	int k = snprintf(buf, sizeof buf, "%lld", (long long)v);
	return sq_fn_lit(e, buf, (size_t)k, NULL, SQ_FN_XSD "integer");
}

sq_id sq_fn_iri(sq_eval *e, const char *iri)
{
	sq_id id = sq_term_iri(e->terms, iri);
	return id ? id : sq_fn_nomem(e);
}

/* ---- arguments */

const sq_term *sq_fn_term(sq_eval *e, sq_id id)
{
	return id ? sq_term_get(e->terms, id) : NULL;
}

const sq_term *sq_fn_string(sq_eval *e, sq_id id)
{
	const sq_term *t = sq_fn_term(e, id);
	if (!t || t->kind != PG_TERM_LITERAL)
		return NULL;
	if (t->lang || !t->dtype || !strcmp(t->dtype, SQ_FN_XSD "string"))
		return t;
	return NULL;
}

const sq_term *sq_fn_plain(sq_eval *e, sq_id id)
{
	const sq_term *t = sq_fn_string(e, id);
	return t && !t->lang ? t : NULL;
}

bool sq_fn_compatible(const sq_term *a, const sq_term *b)
{
	if (!b->lang)
		return true; /* both simple/xsd:string, or a tagged and b simple */
	return a->lang && !strcasecmp(a->lang, b->lang);
}

/* ---- UTF-8 */

uint32_t sq_utf8_next(const char *s, size_t n, size_t *i)
{
	const unsigned char *u = (const unsigned char *)s + *i;
	size_t left = n - *i;
	unsigned c = u[0];
	size_t k = c >= 0xf0 && c < 0xf8 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
	if (c >= 0xf8 || (k > 1 && left < k)) {
		(*i)++;
		return c;
	}
	uint32_t v = k == 1 ? c : k == 2 ? (c & 0x1f) : k == 3 ? (c & 0x0f) : (c & 0x07);
	for (size_t j = 1; j < k; j++) {
		if ((u[j] & 0xc0) != 0x80) {
			(*i)++;
			return c;
		}
		v = (v << 6) | (u[j] & 0x3f);
	}
	*i += k;
	return v;
}

void sq_utf8_put(char *out, size_t *len, uint32_t c)
{
	unsigned char *o = (unsigned char *)out + *len;
	if (c < 0x80) {
		o[0] = (unsigned char)c;
		*len += 1;
	} else if (c < 0x800) {
		o[0] = (unsigned char)(0xc0 | (c >> 6));
		o[1] = (unsigned char)(0x80 | (c & 0x3f));
		*len += 2;
	} else if (c < 0x10000) {
		o[0] = (unsigned char)(0xe0 | (c >> 12));
		o[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3f));
		o[2] = (unsigned char)(0x80 | (c & 0x3f));
		*len += 3;
	} else {
		o[0] = (unsigned char)(0xf0 | ((c >> 18) & 0x07));
		o[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3f));
		o[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3f));
		o[3] = (unsigned char)(0x80 | (c & 0x3f));
		*len += 4;
	}
}

size_t sq_utf8_count(const char *s, size_t n)
{
	size_t count = 0;
	for (size_t i = 0; i < n; count++)
		sq_utf8_next(s, n, &i);
	return count;
}

/* Opened once and kept to the end of the process (still reachable, never
 * freed: a destructor could free it under a thread still matching). */
static locale_t utf8_locale;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void utf8_open(void)
{
	utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
	if (!utf8_locale)
		utf8_locale = newlocale(LC_CTYPE_MASK, "C.utf8", (locale_t)0);
}

locale_t sq_fn_utf8_locale(void)
{
	pthread_once(&utf8_once, utf8_open);
	return utf8_locale;
}
