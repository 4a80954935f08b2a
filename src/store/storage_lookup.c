/* SPDX-License-Identifier: Apache-2.0 */
/* pg-hashes' indexed answers to (s ? ?) and (? ? o), read from the Berkeley
 * DB files of librdf's hashes storage with a cursor (hashes itself walks every
 * statement for both: 160-550 ms at 175,000 statements for one subject).
 *
 * The files are B-trees with librdf's default byte order and duplicate keys;
 * a key is 'x' and, per field, its tag ('s', 'p', 'o') and librdf's node
 * encoding, which starts with its own length, so the keys that begin with
 * 'x' 's' ENC(s) are exactly those of subject s, and they are contiguous.
 *   (s ? ?): the range of sp2o keys 'x' 's' ENC(s) ... : every (p, o, graph) of
 *            s, in the order of hashes' own walk (which reads sp2o), so the
 *            answer is the walk's, statement for statement;
 *   (? ? o): for each predicate p (the distinct keys 'x' 'p' ENC(p) of p2so),
 *            the po2s key 'x' 'p' ENC(p) 'o' ENC(o): every (s, graph), by
 *            predicate, then as po2s holds them.
 * A statement in several graphs comes once per graph, as from hashes. */
#include "store/store_internal.h"

#include <stdlib.h>
#include <string.h>

#ifdef PG_STORE_HAVE_BDB
#include <db.h>

/* One lookup: a cursor over `db`, through the keys that begin with each of
 * `prefix[0..n)` in turn. */
typedef struct lookup {
	librdf_world *world;
	DB *db;
	DBC *cursor;
	struct prefix {
		unsigned char *key;   /* owned */
		size_t len;
	} *prefix;                /* owned */
	size_t n, cap, i;         /* prefixes, their room, the one being read */
	librdf_statement *st;     /* the current statement, owned */
	librdf_node *graph;       /* its graph, owned (may be NULL) */
	bool end, failed;
} lookup;

static void lookup_free(lookup *l)
{
	if (l->cursor)
		l->cursor->close(l->cursor);
	for (size_t i = 0; i < l->n; i++)
		free(l->prefix[i].key);
	free(l->prefix);
	if (l->st)
		librdf_free_statement(l->st);
	if (l->graph)
		librdf_free_node(l->graph);
	free(l);
}

static bool has_prefix(const DBT *key, const unsigned char *p, size_t n)
{
	return key->size >= n && !memcmp(key->data, p, n);
}

/* Decodes the entry at the cursor into l->st and l->graph. */
static bool decode(lookup *l, const DBT *key, const DBT *value)
{
	librdf_statement_clear(l->st);
	if (l->graph)
		librdf_free_node(l->graph);
	l->graph = NULL;
	return librdf_statement_decode2(l->world, l->st, NULL, key->data, key->size) &&
	       librdf_statement_decode2(l->world, l->st, &l->graph, value->data, value->size);
}

/* Moves to the next entry under the current prefix, or to the first entry of
 * the next prefix that has one (`first`: the first entry of prefix l->i). */
static void advance(lookup *l, bool first)
{
	DBT key, value;
	memset(&key, 0, sizeof key);
	memset(&value, 0, sizeof value);
	while (l->i < l->n) {
		int rc;
		if (first) {
			key.data = l->prefix[l->i].key;
			key.size = (u_int32_t)l->prefix[l->i].len;
			rc = l->cursor->get(l->cursor, &key, &value, DB_SET_RANGE);
		} else {
			rc = l->cursor->get(l->cursor, &key, &value, DB_NEXT);
		}
		if (rc == 0 && has_prefix(&key, l->prefix[l->i].key, l->prefix[l->i].len)) {
			if (!decode(l, &key, &value))
				break;
			return;
		}
		if (rc != 0 && rc != DB_NOTFOUND)
			break;
		l->i++;
		first = true;
	}
	l->failed = l->i < l->n; /* stopped early: a read or decoding failed */
	l->end = true;
}

static int lookup_is_end(void *ctx) { return ((lookup *)ctx)->end; }

static int lookup_next(void *ctx)
{
	lookup *l = ctx;
	if (!l->end)
		advance(l, false);
	return l->end;
}

static void *lookup_get(void *ctx, int flags)
{
	lookup *l = ctx;
	if (l->end)
		return NULL;
	if (flags == LIBRDF_ITERATOR_GET_METHOD_GET_OBJECT)
		return l->st;
	if (flags == LIBRDF_ITERATOR_GET_METHOD_GET_CONTEXT)
		return l->graph;
	return NULL;
}

static void lookup_finished(void *ctx) { lookup_free(ctx); }

/* Adds the prefix `head` `tag` ENC(n) to `l`. */
static bool add_prefix(lookup *l, const unsigned char *head, size_t head_len, char tag,
		       librdf_node *n)
{
	size_t enc = librdf_node_encode(n, NULL, 0);
	size_t len = head_len + 1 + enc;
	void *grown = l->prefix;
	bool room = pg_grow(&grown, &l->cap, l->n + 1, sizeof *l->prefix);
	l->prefix = grown;
	unsigned char *p = room && enc ? malloc(len) : NULL;
	if (!p)
		return false;
	memcpy(p, head, head_len);
	p[head_len] = (unsigned char)tag;
	if (librdf_node_encode(n, p + head_len + 1, enc) != enc) {
		free(p);
		return false;
	}
	l->prefix[l->n++] = (struct prefix){p, len};
	return true;
}

static lookup *lookup_new(librdf_world *w, DB *db)
{
	lookup *l = calloc(1, sizeof *l);
	if (!l)
		return NULL;
	l->world = w;
	l->db = db;
	if (!(l->st = librdf_new_statement(w)) || db->cursor(db, NULL, &l->cursor, 0) != 0) {
		lookup_free(l);
		return NULL;
	}
	return l;
}

/* The stream of `l` from its first entry; NULL (and `l` freed) on failure. */
static librdf_stream *lookup_start(lookup *l)
{
	advance(l, true);
	if (l->failed) {
		lookup_free(l);
		return NULL;
	}
	librdf_stream *s = librdf_new_stream(l->world, l, lookup_is_end, lookup_next, lookup_get,
					     lookup_finished);
	if (!s)
		lookup_free(l);
	return s;
}

librdf_stream *store_lookup_subject(librdf_world *w, const pg_bulk_target *dbs, librdf_node *subject)
{
	DB *sp2o = dbs->db[PG_BULK_SP2O];
	lookup *l = lookup_new(w, sp2o);
	if (!l)
		return NULL;
	if (!add_prefix(l, (const unsigned char *)"x", 1, 's', subject)) {
		lookup_free(l);
		return NULL;
	}
	return lookup_start(l);
}

pg_status store_each_predicate_key(void *p2so_db, store_key_fn fn, void *ctx)
{
	DB *db = p2so_db;
	DBC *c = NULL;
	if (!db || db->cursor(db, NULL, &c, 0) != 0)
		return PG_ERR_IO;
	DBT key, value;
	memset(&key, 0, sizeof key);
	memset(&value, 0, sizeof value);
	value.flags = DB_DBT_PARTIAL; /* dlen 0: the values are not copied */
	pg_status st = PG_OK;
	int rc;
	while (st == PG_OK && (rc = c->get(c, &key, &value, DB_NEXT_NODUP)) == 0)
		st = key.size > 2 && !memcmp(key.data, "xp", 2) ? fn(ctx, key.data, key.size)
								: PG_ERR_RDF;
	c->close(c);
	return st == PG_OK && rc != DB_NOTFOUND ? PG_ERR_IO : st;
}

typedef struct object_ctx {
	lookup *l;
	librdf_node *object;
} object_ctx;

/* store_key_fn: adds the po2s prefix 'x' 'p' ENC(p) 'o' ENC(object). */
static pg_status add_object_prefix(void *ctx, const unsigned char *key, size_t len)
{
	object_ctx *c = ctx;
	return add_prefix(c->l, key, len, 'o', c->object) ? PG_OK : PG_ERR_NOMEM;
}

librdf_stream *store_lookup_object(librdf_world *w, const pg_bulk_target *dbs, librdf_node *object)
{
	lookup *l = lookup_new(w, dbs->db[PG_BULK_PO2S]);
	if (!l)
		return NULL;
	object_ctx c = {l, object};
	if (store_each_predicate_key(dbs->db[PG_BULK_P2SO], add_object_prefix, &c) != PG_OK) {
		lookup_free(l);
		return NULL;
	}
	return lookup_start(l);
}

#else

pg_status store_each_predicate_key(void *p2so_db, store_key_fn fn, void *ctx)
{
	(void)p2so_db;
	(void)fn;
	(void)ctx;
	return PG_ERR_INTERNAL;
}

librdf_stream *store_lookup_subject(librdf_world *w, const pg_bulk_target *dbs, librdf_node *subject)
{
	(void)w;
	(void)dbs;
	(void)subject;
	return NULL;
}

librdf_stream *store_lookup_object(librdf_world *w, const pg_bulk_target *dbs, librdf_node *object)
{
	(void)w;
	(void)dbs;
	(void)object;
	return NULL;
}

#endif
