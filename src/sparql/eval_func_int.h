/* SPDX-License-Identifier: Apache-2.0 */
/* What the files of the built-in functions (eval_func*.c) share: one
 * signature for every function, the helpers that read their arguments and
 * intern their results, and UTF-8 walking. Internal to src/sparql. */
#ifndef PG_SPARQL_EVAL_FUNC_INT_H
#define PG_SPARQL_EVAL_FUNC_INT_H

#include <locale.h>
#include <regex.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sparql/eval.h"
#include "sparql/eval_func.h"

#define SQ_FN_XSD "http://www.w3.org/2001/XMLSchema#"

/* A built-in: `a` holds `n` arguments, none of them 0 (the dispatcher
 * gives 0 for an error argument before calling), n within the arity the
 * parser checked. Returns the result's id, 0 for an error value. */
typedef sq_id (*sq_fn)(sq_eval *e, const sq_node *call, const sq_id *a, size_t n);

/* ---- results: each records out-of-memory in e (then returns 0) */

/* A literal (lang, dtype may be NULL: a simple literal) of `len` bytes. */
sq_id sq_fn_lit(sq_eval *e, const char *lex, size_t len, const char *lang, const char *dtype);
/* A literal of the kind of string literal `like` (its language tag, if any). */
sq_id sq_fn_like(sq_eval *e, const sq_term *like, const char *lex, size_t len);
sq_id sq_fn_bool(sq_eval *e, bool b);
sq_id sq_fn_int(sq_eval *e, int64_t v);
sq_id sq_fn_iri(sq_eval *e, const char *iri);
/* Records out-of-memory in e; returns 0. */
sq_id sq_fn_nomem(sq_eval *e);

/* ---- arguments */

/* The term of `id` (borrowed), NULL for none. */
const sq_term *sq_fn_term(sq_eval *e, sq_id id);
/* The term of `id` if it is a string literal of section 17.4.3 (a simple
 * literal, xsd:string or a language-tagged literal), else NULL. */
const sq_term *sq_fn_string(sq_eval *e, sq_id id);
/* A simple literal or xsd:string (no language tag), else NULL. */
const sq_term *sq_fn_plain(sq_eval *e, sq_id id);
/* Argument compatibility of section 17.4.3.1.1. */
bool sq_fn_compatible(const sq_term *a, const sq_term *b);

/* ---- UTF-8 */

/* The code point at s[*i] (of n bytes), *i advanced past it; a malformed
 * byte is read as itself (one character), so every byte string walks. */
uint32_t sq_utf8_next(const char *s, size_t n, size_t *i);
/* Appends the UTF-8 of code point c to out[*len] (out has room for 4). */
void sq_utf8_put(char *out, size_t *len, uint32_t c);
/* The number of characters (code points) of s. */
size_t sq_utf8_count(const char *s, size_t n);

/* The C.UTF-8 locale for case mapping and regexes, (locale_t)0 if the
 * system has none (then only ASCII is case-mapped). Shared, never freed by
 * callers. */
locale_t sq_fn_utf8_locale(void);

/* ---- the functions, by file */

/* eval_func_string.c */
sq_id sq_fn_strlen(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_substr(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_ucase(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_lcase(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_strstarts(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_strends(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_contains(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_strbefore(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_strafter(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_encode_for_uri(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_concat(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_langmatches(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_strlang(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_strdt(sq_eval *, const sq_node *, const sq_id *, size_t);

/* eval_func_regex.c */
sq_id sq_fn_regex(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_replace(sq_eval *, const sq_node *, const sq_id *, size_t);

/* eval_func_number.c */
sq_id sq_fn_abs(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_round(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_ceil(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_floor(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_rand(sq_eval *, const sq_node *, const sq_id *, size_t);

/* eval_func_time.c */
sq_id sq_fn_now(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_year(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_month(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_day(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_hours(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_minutes(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_seconds(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_timezone(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_tz(sq_eval *, const sq_node *, const sq_id *, size_t);

/* eval_func_hash.c */
sq_id sq_fn_md5(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_sha1(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_sha256(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_sha384(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_sha512(sq_eval *, const sq_node *, const sq_id *, size_t);

/* eval_func_term.c */
sq_id sq_fn_iri_of(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_bnode(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_uuid(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_struuid(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_str(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_lang(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_datatype(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_isiri(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_isblank(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_isliteral(sq_eval *, const sq_node *, const sq_id *, size_t);
sq_id sq_fn_sameterm(sq_eval *, const sq_node *, const sq_id *, size_t);

/* ---- the per-evaluation state (e->func, made on first need, freed by
 * sq_func_free; eval_func_state.c, which needs nothing else of these files,
 * so that sq_eval_free does not pull the functions into every program) */

/* A compiled regex of eval_func_regex.c, by its pattern and flags terms. */
typedef struct sq_fn_regex_entry {
	sq_id pat, flags;
	bool used, ok; /* ok: `re` is compiled (and must be regfree-d) */
	regex_t re;
} sq_fn_regex_entry;

struct sq_func_state {
	/* compiled regexes: owned, at most SQ_FN_REGEX_CACHE, replaced round
	 * robin */
	sq_fn_regex_entry *re;
	size_t nre, next_re;
	/* BNODE(str) within one row scope: string id -> blank node id */
	uint64_t bnode_scope;
	size_t nbnode, cap_bnode;
	sq_id (*bnode)[2]; /* owned */
};

#define SQ_FN_REGEX_CACHE 32

/* e->func, made if need be; NULL on out-of-memory (recorded). */
struct sq_func_state *sq_fn_state(sq_eval *e);

#endif
