/* SPDX-License-Identifier: Apache-2.0 */
/* The functions on RDF terms of section 17.4.2 that take evaluated
 * arguments: IRI/URI (resolved against the query's base), BNODE (fresh, or
 * one blank node per string within one solution), UUID and STRUUID (random,
 * version 4), and STR, LANG, DATATYPE, isIRI, isBlank, isLiteral, sameTerm
 * for a caller that sends them here rather than doing them itself. */
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

#include "sparql/eval_func_int.h"
#include "sparql/sparql_iri.h"

sq_id sq_fn_iri_of(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *t = sq_fn_term(e, a[0]);
	if (t && t->kind == PG_TERM_IRI)
		return a[0];
	const sq_term *s = sq_fn_plain(e, a[0]);
	if (!s)
		return 0;
	char *iri = sq_iri_resolve(e->base, s->value);
	if (!iri)
		return sq_fn_nomem(e);
	sq_id r = sq_fn_iri(e, iri);
	free(iri);
	return r;
}

/* BNODE(): a new blank node each call. BNODE(str): the same blank node for
 * the same string within one solution (e->row_scope), a new one in the
 * next. */
sq_id sq_fn_bnode(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	if (n == 0) {
		sq_id b = sq_term_fresh_blank(e->terms);
		return b ? b : sq_fn_nomem(e);
	}
	if (!sq_fn_plain(e, a[0]))
		return 0;
	struct sq_func_state *st = sq_fn_state(e);
	if (!st)
		return 0;
	if (st->bnode_scope != e->row_scope) {
		st->bnode_scope = e->row_scope;
		st->nbnode = 0;
	}
	for (size_t i = 0; i < st->nbnode; i++)
		if (st->bnode[i][0] == a[0])
			return st->bnode[i][1];
	if (st->nbnode == st->cap_bnode) {
		size_t cap = st->cap_bnode ? st->cap_bnode * 2 : 8;
		void *p = realloc(st->bnode, cap * sizeof st->bnode[0]);
		if (!p)
			return sq_fn_nomem(e);
		st->bnode = p;
		st->cap_bnode = cap;
	}
	sq_id b = sq_term_fresh_blank(e->terms);
	if (!b)
		return sq_fn_nomem(e);
	st->bnode[st->nbnode][0] = a[0];
	st->bnode[st->nbnode][1] = b;
	st->nbnode++;
	return b;
}

/* A version 4 UUID, lower case, into out (37 bytes). */
static void uuid4(char out[37])
{
	unsigned char r[16];
	if (getrandom(r, sizeof r, GRND_NONBLOCK) != (ssize_t)sizeof r) {
		/* no entropy yet: the clock and a counter, which is still unique */
		static _Thread_local uint64_t count;
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		uint64_t x = (uint64_t)ts.tv_sec ^ ((uint64_t)ts.tv_nsec << 20) ^ ++count;
		for (int i = 0; i < 16; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			r[i] = (unsigned char)(x >> 24);
		}
	}
	r[6] = (unsigned char)((r[6] & 0x0f) | 0x40);
	r[8] = (unsigned char)((r[8] & 0x3f) | 0x80);
	static const char hex[] = "0123456789abcdef";
	size_t k = 0;
	for (int i = 0; i < 16; i++) {
		if (i == 4 || i == 6 || i == 8 || i == 10)
			out[k++] = '-';
		out[k++] = hex[r[i] >> 4];
		out[k++] = hex[r[i] & 15];
	}
	out[k] = '\0';
}

sq_id sq_fn_uuid(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	char iri[9 + 37] = "urn:uuid:";
	uuid4(iri + 9);
	return sq_fn_iri(e, iri);
}

sq_id sq_fn_struuid(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	char u[37];
	uuid4(u);
	return sq_fn_lit(e, u, 36, NULL, NULL);
}

sq_id sq_fn_str(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *t = sq_fn_term(e, a[0]);
	if (!t || t->kind == PG_TERM_BLANK)
		return 0;
	if (t->kind == PG_TERM_LITERAL && !t->lang && !t->dtype)
		return a[0];
	return sq_fn_lit(e, t->value, t->len, NULL, NULL);
}

sq_id sq_fn_lang(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *t = sq_fn_term(e, a[0]);
	if (!t || t->kind != PG_TERM_LITERAL)
		return 0;
	return sq_fn_lit(e, t->lang ? t->lang : "", t->lang ? strlen(t->lang) : 0, NULL, NULL);
}

sq_id sq_fn_datatype(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *t = sq_fn_term(e, a[0]);
	if (!t || t->kind != PG_TERM_LITERAL)
		return 0;
	return sq_fn_iri(e, t->lang ? "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"
			 : t->dtype ? t->dtype
				    : SQ_FN_XSD "string");
}

static sq_id is_kind(sq_eval *e, sq_id id, pg_term_kind k)
{
	const sq_term *t = sq_fn_term(e, id);
	return t ? sq_fn_bool(e, t->kind == k) : 0;
}

sq_id sq_fn_isiri(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return is_kind(e, a[0], PG_TERM_IRI);
}

sq_id sq_fn_isblank(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return is_kind(e, a[0], PG_TERM_BLANK);
}

sq_id sq_fn_isliteral(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return is_kind(e, a[0], PG_TERM_LITERAL);
}

sq_id sq_fn_sameterm(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return sq_fn_bool(e, a[0] == a[1]);
}
