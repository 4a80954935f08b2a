/* SPDX-License-Identifier: Apache-2.0 */
/* Bulk writes into librdf's hashes storage (see bulk.h).
 *
 * librdf_model_context_add_statement on a hashes storage puts one key/value
 * pair into each of five Berkeley DB B-trees; statements arrive in extraction
 * order, so every put lands on a random page of each tree, and at 50,000
 * abstracts (5.8 GB of indexes) most of them miss the cache. Here statements
 * are queued (each distinct node encoded once, statements as four node
 * numbers) and written one index at a time in that index's key order, so the
 * puts of an index walk its B-tree left to right: each page is read once and
 * filled before the next.
 *
 * The bytes are librdf's own: node encodings come from librdf_node_encode, and
 * keys and values are put together as librdf_statement_encode_parts lays them
 * out ('x', then 's'/'p'/'o'/'c' each followed by a node encoding), with the
 * fields rdf_storage_hashes.c gives each index. Node encodings carry their
 * lengths in a fixed header, so no encoding is a prefix of another, and
 * ordering keys by the rank of each part's encoding is the B-tree's byte order. */
#include "store/bulk.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/hash.h"

#if __has_include(<db.h>)
#include <db.h>
#define PG_HAVE_BDB 1
#endif

typedef struct node_ref {
	size_t off;   /* into bytes */
	uint32_t len;
} node_ref;

enum { F_S, F_P, F_O, F_C };

struct pg_bulk {
	unsigned char *bytes;       /* every distinct node encoding, back to back */
	size_t nbytes, capbytes;
	node_ref *node;
	uint32_t nnode, capnode;
	uint32_t *slot;             /* open addressing over node: index + 1, 0 = empty */
	size_t nslot;
	uint32_t (*stmt)[4];        /* queued statements: node numbers of s p o c */
	size_t nstmt, capstmt;
	unsigned char *scratch;     /* one encoding */
	size_t capscratch;
};

pg_bulk *pg_bulk_new(void)
{
	return calloc(1, sizeof(pg_bulk));
}

void pg_bulk_free(pg_bulk *b)
{
	if (!b)
		return;
	free(b->bytes);
	free(b->node);
	free(b->slot);
	free(b->stmt);
	free(b->scratch);
	free(b);
}

size_t pg_bulk_pending(const pg_bulk *b)
{
	return b ? b->nstmt : 0;
}

/* The slot hash of a node encoding. */
static uint64_t hash_bytes(const unsigned char *p, size_t n)
{
	return pg_hash_mix(pg_hash_bytes(PG_HASH_SEED, p, n));
}

static bool rehash(pg_bulk *b)
{
	size_t nslot = b->nslot ? b->nslot * 2 : 4096;
	uint32_t *slot = calloc(nslot, sizeof *slot);
	if (!slot)
		return false;
	for (uint32_t i = 0; i < b->nnode; i++) {
		size_t j = hash_bytes(b->bytes + b->node[i].off, b->node[i].len) & (nslot - 1);
		while (slot[j])
			j = (j + 1) & (nslot - 1);
		slot[j] = i + 1;
	}
	free(b->slot);
	b->slot = slot;
	b->nslot = nslot;
	return true;
}

/* Returns the number of node `n`'s encoding, adding it if new; UINT32_MAX on
 * failure. */
static uint32_t intern(pg_bulk *b, librdf_node *n)
{
	size_t len = librdf_node_encode(n, NULL, 0);
	if (!len || len > UINT32_MAX)
		return UINT32_MAX;
	size_t cap = b->capscratch;
	void *scratch = b->scratch;
	if (!pg_grow(&scratch, &cap, len, 1))
		return UINT32_MAX;
	b->scratch = scratch;
	b->capscratch = cap;
	if (librdf_node_encode(n, b->scratch, len) != len)
		return UINT32_MAX;
	if ((b->nnode + 1) * 2 > b->nslot && !rehash(b))
		return UINT32_MAX;
	size_t j = hash_bytes(b->scratch, len) & (b->nslot - 1);
	for (; b->slot[j]; j = (j + 1) & (b->nslot - 1)) {
		node_ref *r = &b->node[b->slot[j] - 1];
		if (r->len == len && !memcmp(b->bytes + r->off, b->scratch, len))
			return b->slot[j] - 1;
	}
	if (b->nnode == UINT32_MAX - 1)
		return UINT32_MAX;
	size_t capnode = b->capnode, capbytes = b->capbytes;
	void *node = b->node, *bytes = b->bytes;
	bool ok = pg_grow(&node, &capnode, (size_t)b->nnode + 1, sizeof(node_ref));
	b->node = node;
	ok = ok && pg_grow(&bytes, &capbytes, b->nbytes + len, 1);
	b->bytes = bytes;
	if (!ok || capnode > UINT32_MAX)
		return UINT32_MAX;
	b->capnode = (uint32_t)capnode;
	b->capbytes = capbytes;
	memcpy(b->bytes + b->nbytes, b->scratch, len);
	b->node[b->nnode] = (node_ref){b->nbytes, (uint32_t)len};
	b->nbytes += len;
	b->slot[j] = ++b->nnode;
	return b->nnode - 1;
}

pg_status pg_bulk_add(pg_bulk *b, librdf_node *s, librdf_node *p, librdf_node *o,
		      librdf_node *ctx)
{
	void *stmt = b->stmt;
	bool ok = pg_grow(&stmt, &b->capstmt, b->nstmt + 1, sizeof *b->stmt);
	b->stmt = stmt;
	if (!ok)
		return PG_ERR_NOMEM;
	librdf_node *parts[4] = {s, p, o, ctx};
	for (int i = 0; i < 4; i++) {
		uint32_t id = intern(b, parts[i]);
		if (id == UINT32_MAX)
			return PG_ERR_NOMEM;
		b->stmt[b->nstmt][i] = id;
	}
	b->nstmt++;
	return PG_OK;
}

const char *pg_bulk_index_name(int ix)
{
	static const char *const name[PG_BULK_INDEXES] = {"sp2o", "po2s", "so2p", "p2so", "contexts"};
	return ix >= 0 && ix < PG_BULK_INDEXES ? name[ix] : NULL;
}

int pg_bulk_index_of_file(const char *path)
{
	size_t n = path ? strlen(path) : 0;
	for (int i = 0; i < PG_BULK_INDEXES; i++) {
		const char *name = pg_bulk_index_name(i);
		size_t k = strlen(name);
		/* "-NAME.db" */
		if (n >= k + 4 && path[n - k - 4] == '-' && !strncmp(path + n - k - 3, name, k) &&
		    !strcmp(path + n - 3, ".db"))
			return i;
	}
	return -1;
}

#ifdef PG_HAVE_BDB

/* ---- ranks: node numbers in the byte order of their encodings */

/* Orders node numbers by their encodings; `queue` is the pg_bulk. */
static int by_encoding(const void *x, const void *y, void *queue)
{
	const pg_bulk *q = queue;
	const node_ref *a = &q->node[*(const uint32_t *)x];
	const node_ref *b = &q->node[*(const uint32_t *)y];
	int c = memcmp(q->bytes + a->off, q->bytes + b->off, a->len < b->len ? a->len : b->len);
	return c ? c : (a->len > b->len) - (a->len < b->len);
}

/* Returns rank[node] for the nodes of the queued statements (free() it), or
 * NULL on out-of-memory. Only those are sorted: inference flushes a few
 * thousand statements at a time while the store knows millions of nodes. */
static uint32_t *rank_nodes(const pg_bulk *b)
{
	size_t n = b->nnode ? b->nnode : 1;
	uint32_t *rank = calloc(n, sizeof *rank), *order = malloc(n * sizeof *order);
	if (!order || !rank) {
		free(order);
		free(rank);
		return NULL;
	}
	uint32_t used = 0;
	for (size_t i = 0; i < b->nstmt; i++)
		for (int f = 0; f < 4; f++)
			if (!rank[b->stmt[i][f]]) {
				rank[b->stmt[i][f]] = 1;
				order[used++] = b->stmt[i][f];
			}
	qsort_r(order, used, sizeof *order, by_encoding, (void *)b);
	for (uint32_t i = 0; i < used; i++)
		rank[order[i]] = i;
	free(order);
	return rank;
}

/* ---- one index */

typedef struct keyed {
	uint64_t key;   /* ranks of the key's parts, most significant first */
	uint32_t stmt;
} keyed;

/* Sorts by key, then by queue position (so duplicates keep their order). */
static void sort_keyed(keyed *k, size_t n, keyed *tmp, size_t *count)
{
	/* LSD radix sort on the 64-bit key, 16 bits a pass: stable */
	for (int shift = 0; shift < 64; shift += 16) {
		memset(count, 0, 65537 * sizeof *count);
		bool all_same = true;
		for (size_t i = 0; i < n; i++) {
			count[((k[i].key >> shift) & 0xffff) + 1]++;
			all_same = all_same && ((k[i].key >> shift) & 0xffff) == ((k[0].key >> shift) & 0xffff);
		}
		if (all_same)
			continue;
		for (size_t i = 1; i < 65537; i++)
			count[i] += count[i - 1];
		for (size_t i = 0; i < n; i++)
			tmp[count[(k[i].key >> shift) & 0xffff]++] = k[i];
		memcpy(k, tmp, n * sizeof *k);
	}
}

/* Index layouts: the statement fields of key and value, in encoding order
 * (librdf writes s, p, o, then the context). The contexts index is special:
 * its key is the bare context node, its value the whole statement. */
static const struct layout {
	int key[2], nkey;
	int value[3], nvalue;
} layouts[PG_BULK_INDEXES] = {
	[PG_BULK_SP2O] = {{F_S, F_P}, 2, {F_O, F_C}, 2},
	[PG_BULK_PO2S] = {{F_P, F_O}, 2, {F_S, F_C}, 2},
	[PG_BULK_SO2P] = {{F_S, F_O}, 2, {F_P, F_C}, 2},
	[PG_BULK_P2SO] = {{F_P}, 1, {F_S, F_O, F_C}, 3},
	[PG_BULK_CONTEXTS] = {{F_C}, 1, {F_S, F_P, F_O}, 3},
};

static const char field_tag[4] = {'s', 'p', 'o', 'c'};

/* Appends 'x' and each field's tag and encoding of statement `st` to `out`
 * (the bare encoding for the contexts key). Returns the length. */
static size_t encode(const pg_bulk *b, const uint32_t st[4], const int *fields, int n,
		     bool bare, unsigned char *out)
{
	size_t len = 0;
	if (!bare)
		out[len++] = 'x';
	for (int i = 0; i < n; i++) {
		const node_ref *r = &b->node[st[fields[i]]];
		if (!bare)
			out[len++] = (unsigned char)field_tag[fields[i]];
		memcpy(out + len, b->bytes + r->off, r->len);
		len += r->len;
	}
	return len;
}

/* One worker's scratch: sort arrays for every queued statement, a radix
 * count table, and a key and a value buffer. */
typedef struct scratch {
	keyed *k, *tmp;
	size_t *count;
	unsigned char *kbuf, *vbuf;
} scratch;

static bool scratch_init(scratch *w, size_t n, size_t buflen)
{
	w->k = malloc(n * sizeof *w->k);
	w->tmp = malloc(n * sizeof *w->tmp);
	w->count = malloc(65537 * sizeof *w->count);
	w->kbuf = malloc(buflen);
	w->vbuf = malloc(buflen);
	return w->k && w->tmp && w->count && w->kbuf && w->vbuf;
}

static void scratch_free(scratch *w)
{
	free(w->k);
	free(w->tmp);
	free(w->count);
	free(w->kbuf);
	free(w->vbuf);
}

static pg_status write_index(const pg_bulk *b, DB *db, int ix, const uint32_t *rank, scratch *w)
{
	const struct layout *l = &layouts[ix];
	for (size_t i = 0; i < b->nstmt; i++) {
		const uint32_t *st = b->stmt[i];
		uint64_t key = rank[st[l->key[0]]];
		if (l->nkey == 2)
			key = key << 32 | rank[st[l->key[1]]];
		w->k[i] = (keyed){key, (uint32_t)i};
	}
	sort_keyed(w->k, b->nstmt, w->tmp, w->count);
	bool bare = ix == PG_BULK_CONTEXTS;
	for (size_t i = 0; i < b->nstmt; i++) {
		const uint32_t *st = b->stmt[w->k[i].stmt];
		DBT key, value;
		memset(&key, 0, sizeof key);
		memset(&value, 0, sizeof value);
		key.data = w->kbuf;
		key.size = (u_int32_t)encode(b, st, l->key, l->nkey, bare, w->kbuf);
		value.data = w->vbuf;
		value.size = (u_int32_t)encode(b, st, l->value, l->nvalue, false, w->vbuf);
		if (db->put(db, NULL, &key, &value, 0) != 0)
			return PG_ERR_IO;
	}
	return PG_OK;
}

/* ---- writing the indexes in parallel
 *
 * Each index is its own database with its own cache and no environment, so
 * two threads may write two of them at once (Berkeley DB asks only that one
 * handle be used by one thread at a time). Workers take indexes from a shared
 * counter, slowest first (the two whose keys have huge duplicate sets). */

static const int index_order[PG_BULK_INDEXES] = {
	PG_BULK_PO2S, PG_BULK_P2SO, PG_BULK_CONTEXTS, PG_BULK_SO2P, PG_BULK_SP2O};

typedef struct job {
	const pg_bulk *b;
	const pg_bulk_target *t;
	const uint32_t *rank;
	pthread_mutex_t lock;
	int next;             /* into index_order */
	pg_status status;     /* the first failure */
} job;

typedef struct worker {
	job *j;
	scratch w;
	pthread_t thread;
} worker;

static void *work(void *arg)
{
	worker *me = arg;
	job *j = me->j;
	for (;;) {
		pthread_mutex_lock(&j->lock);
		int n = j->status == PG_OK && j->next < PG_BULK_INDEXES ? j->next++ : -1;
		pthread_mutex_unlock(&j->lock);
		if (n < 0)
			return NULL;
		int ix = index_order[n];
		pg_status st = write_index(j->b, j->t->db[ix], ix, j->rank, &me->w);
		if (st != PG_OK) {
			pthread_mutex_lock(&j->lock);
			if (j->status == PG_OK)
				j->status = st;
			pthread_mutex_unlock(&j->lock);
		}
	}
}

/* Two workers where there are two processors, else one (this thread). */
static int worker_count(void)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	const char *env = getenv("PAPERGRAPH_BULK_THREADS");
	if (env && atoi(env) > 0)
		cpus = atoi(env);
	return cpus >= 2 ? 2 : 1;
}

pg_status pg_bulk_flush(pg_bulk *b, const pg_bulk_target *t)
{
	if (!b->nstmt)
		return PG_OK;
	if (b->nstmt > UINT32_MAX)
		return PG_ERR_NOMEM;
	for (int i = 0; i < PG_BULK_INDEXES; i++)
		if (!t->db[i])
			return PG_ERR_INTERNAL;
	/* the longest key or value: 'x' and three tagged encodings */
	uint32_t longest = 0;
	for (uint32_t i = 0; i < b->nnode; i++)
		if (b->node[i].len > longest)
			longest = b->node[i].len;
	size_t buflen = 1 + 3 * ((size_t)longest + 1);
	job j = {.b = b, .t = t, .rank = rank_nodes(b), .status = PG_OK};
	worker w[2];
	int nw = worker_count();
	bool have_lock = pthread_mutex_init(&j.lock, NULL) == 0;
	bool ok = j.rank != NULL && have_lock;
	memset(w, 0, sizeof w);
	for (int i = 0; i < nw; i++) {
		w[i].j = &j;
		ok = ok && scratch_init(&w[i].w, b->nstmt, buflen);
	}
	if (!ok) {
		j.status = PG_ERR_NOMEM;
	} else {
		/* worker 0 is this thread; if a thread cannot start, it does it all */
		bool started = nw > 1 && pthread_create(&w[1].thread, NULL, work, &w[1]) == 0;
		work(&w[0]);
		if (started)
			pthread_join(w[1].thread, NULL);
	}
	if (have_lock)
		pthread_mutex_destroy(&j.lock);
	for (int i = 0; i < nw; i++)
		scratch_free(&w[i].w);
	free((void *)j.rank);
	if (j.status == PG_OK)
		b->nstmt = 0;
	return j.status;
}

#else

pg_status pg_bulk_flush(pg_bulk *b, const pg_bulk_target *t)
{
	(void)t;
	return b->nstmt ? PG_ERR_INTERNAL : PG_OK;
}

#endif
