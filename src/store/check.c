/* SPDX-License-Identifier: Apache-2.0 */
/* pg_store_check, for `papergraph check`: the whole store, read without
 * librdf. META and its seal, each index file's header, then every record of
 * every index through a Berkeley DB cursor of its own (so every page is read,
 * and its checksum checked when it has one); each record is taken apart into
 * the statement and graph it stands for (librdf's encodings, see bulk.c),
 * and the five indexes must hold the same statements: a statement is kept by
 * the majority, and an index that misses one or holds one the others do not
 * is damaged. Last, GRAPHS must list exactly the graphs of the contexts
 * index. A sqlite store gets SQLite's integrity_check. */
#include "store/store_internal.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/hash.h"

#define EXAMPLES 3

typedef struct finder {
	pg_check_fn fn;
	void *ctx;
	size_t damage;
	bool nomem;
} finder;

static void say(finder *f, bool damage, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void say(finder *f, bool damage, const char *fmt, ...)
{
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	f->damage += damage;
	f->fn(f->ctx, damage, line);
}

static int by_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

static int by_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

#ifdef PG_STORE_HAVE_BDB
#include <db.h>

/* ---- records: librdf's node and statement encodings, read with bounds */

typedef struct field {
	const unsigned char *p;
	size_t n;          /* 0: absent */
} field;

static const char tags[4] = {'s', 'p', 'o', 'c'};

/* The length of the node encoding at `p` (at most `avail` bytes), or 0 if it
 * is not one: a type byte, lengths, and each string ending in its NUL. */
static size_t node_len(const unsigned char *p, size_t avail)
{
	size_t head, len, dt = 0, lang = 0;
	if (avail < 1)
		return 0;
	switch (p[0]) {
	case 'R':
	case 'B':
		head = 3;
		if (avail < head)
			return 0;
		len = (size_t)p[1] << 8 | p[2];
		break;
	case 'M':
		head = 6;
		if (avail < head)
			return 0;
		len = (size_t)p[1] << 8 | p[2];
		dt = (size_t)p[3] << 8 | p[4];
		lang = p[5];
		break;
	case 'N':
		head = 8;
		if (avail < head)
			return 0;
		len = (size_t)p[1] << 24 | (size_t)p[2] << 16 | (size_t)p[3] << 8 | p[4];
		dt = (size_t)p[5] << 8 | p[6];
		lang = p[7];
		break;
	default:
		return 0;
	}
	size_t parts[3] = {len, dt, lang}, at = head;
	for (int i = 0; i < 3; i++) {
		if (i && !parts[i])
			continue;
		if (at + parts[i] + 1 > avail || p[at + parts[i]] || memchr(p + at, 0, parts[i]))
			return 0;
		at += parts[i] + 1;
	}
	if (p[0] == 'R' && !len)
		return 0;
	return at;
}

/* Takes the node encodings of `b` into `f` by their tags ('x', then a tag
 * and a node each), or the one bare node of a contexts key as the graph.
 * Returns false if `b` is not that or names a field twice. */
static bool split(const unsigned char *b, size_t n, bool bare, field f[4])
{
	if (bare) {
		f[3] = (field){b, node_len(b, n)};
		return f[3].n && f[3].n == n;
	}
	if (n < 1 || b[0] != 'x')
		return false;
	for (size_t at = 1; at < n;) {
		const char *t = memchr(tags, b[at], 4);
		if (!t || f[t - tags].n)
			return false;
		size_t len = node_len(b + at + 1, n - at - 1);
		if (!len)
			return false;
		f[t - tags] = (field){b + at + 1, len};
		at += 1 + len;
	}
	return true;
}

/* The statement and graph of one record of index `ix`, hashed. */
static bool record_hash(int ix, const DBT *k, const DBT *v, field f[4], uint64_t *h)
{
	memset(f, 0, 4 * sizeof *f);
	if (!split(k->data, k->size, ix == PG_BULK_CONTEXTS, f) || !split(v->data, v->size, false, f))
		return false;
	uint64_t x = PG_HASH_SEED;
	for (int i = 0; i < 4; i++) {
		if (!f[i].n)
			return false;
		x = pg_hash_bytes(pg_hash_bytes(x, &tags[i], 1), f[i].p, f[i].n);
	}
	*h = pg_hash_mix(x);
	return true;
}

/* "<iri>", "\"literal\"" or "_:blank", cut at 80 bytes, the damaged bytes
 * shown as JSON shows them (control characters escaped, invalid UTF-8 as
 * U+FFFD). */
static void show_node(const field *f, char *out, size_t n)
{
	size_t head = f->p[0] == 'N' ? 8 : f->p[0] == 'M' ? 6 : 3;
	pg_buf b = PG_BUF_INIT;
	bool ok = pg_escape_json(&b, (const char *)f->p + head) && b.len >= 2;
	int len = ok ? (int)(b.len - 2 > 80 ? 80 : b.len - 2) : 1; /* inside the JSON quotes */
	const char *s = ok ? pg_buf_str(&b) + 1 : "?";
	if (f->p[0] == 'R')
		snprintf(out, n, "<%.*s>", len, s);
	else if (f->p[0] == 'B')
		snprintf(out, n, "_:%.*s", len, s);
	else
		snprintf(out, n, "\"%.*s\"", len, s);
	pg_buf_free(&b);
}

/* ---- one index */

typedef struct walk {
	uint64_t *h;       /* a hash per record */
	size_t n, cap;
	bool read;         /* every record was read */
	char **graphs;     /* the contexts index: its keys, the graphs */
	size_t ngraphs, capgraphs;
} walk;

/* Calls Berkeley DB's cursor over index `ix`; `on` gets each record. Says
 * what fails. Returns whether the walk reached the end. */
typedef bool (*record_fn)(void *ctx, int ix, const DBT *k, const DBT *v);

static bool each_record(finder *f, const char *dir, int ix, record_fn on, void *ctx)
{
	DB *db = NULL;
	DBC *c = NULL;
	char first[STORE_BDB_MESSAGE], why[STORE_BDB_MESSAGE + 64];
	int rc = store_bdb_open_index(dir, ix, &db, first);
	if (rc == 0)
		rc = db->cursor(db, NULL, &c, 0);
	DBT k, v;
	memset(&k, 0, sizeof k);
	memset(&v, 0, sizeof v);
	size_t n = 0;
	bool ok = true;
	while (rc == 0 && ok && (rc = c->get(c, &k, &v, DB_NEXT)) == 0) {
		ok = on(ctx, ix, &k, &v);
		n++;
	}
	if (rc != 0 && rc != DB_NOTFOUND) {
		store_bdb_reason(rc, first, why, sizeof why);
		if (c)
			say(f, true, "index kg-%s.db is damaged (%s, after %zu records)",
			    pg_bulk_index_name(ix), why, n);
		else
			say(f, true, "index kg-%s.db is damaged (%s)", pg_bulk_index_name(ix), why);
	}
	if (c)
		c->close(c);
	if (db)
		db->close(db, 0);
	return ok && rc == DB_NOTFOUND;
}

typedef struct walk_ctx {
	walk *w;
	size_t bad;          /* records that are not a statement */
	bool nomem;
} walk_ctx;

static bool on_walk(void *ctx, int ix, const DBT *k, const DBT *v)
{
	walk_ctx *x = ctx;
	walk *w = x->w;
	field f[4];
	uint64_t h;
	if (!record_hash(ix, k, v, f, &h)) {
		x->bad++;
		return true;
	}
	void *more = w->h;
	if (!pg_grow(&more, &w->cap, w->n + 1, sizeof *w->h))
		return !(x->nomem = true);
	w->h = more;
	w->h[w->n++] = h;
	/* a contexts key that is new is a graph (the keys come in order) */
	if (ix == PG_BULK_CONTEXTS && f[3].p[0] == 'R' &&
	    (!w->ngraphs || strcmp(w->graphs[w->ngraphs - 1], (const char *)f[3].p + 3))) {
		more = w->graphs;
		if (!pg_grow(&more, &w->capgraphs, w->ngraphs + 1, sizeof *w->graphs))
			return !(x->nomem = true);
		w->graphs = more;
		if (!(w->graphs[w->ngraphs] = strdup((const char *)f[3].p + 3)))
			return !(x->nomem = true);
		w->ngraphs++;
	}
	return true;
}

static void walk_index(finder *f, const char *dir, int ix, walk *w)
{
	walk_ctx x = {.w = w};
	w->read = each_record(f, dir, ix, on_walk, &x);
	if (x.nomem)
		f->nomem = true;
	if (x.bad)
		say(f, true, "index kg-%s.db is damaged (%zu records are not a statement)",
		    pg_bulk_index_name(ix), x.bad);
	if (w->n)
		qsort(w->h, w->n, sizeof *w->h, by_u64);
}

/* ---- examples: the records of an index whose hashes are wanted */

typedef struct example_ctx {
	finder *f;
	const uint64_t *want;   /* sorted */
	size_t nwant, shown;
	const char *what;
} example_ctx;

static bool on_example(void *ctx, int ix, const DBT *k, const DBT *v)
{
	example_ctx *x = ctx;
	field fl[4];
	uint64_t h;
	if (!record_hash(ix, k, v, fl, &h) || !bsearch(&h, x->want, x->nwant, sizeof h, by_u64))
		return true;
	char t[4][96];
	for (int i = 0; i < 4; i++)
		show_node(&fl[i], t[i], sizeof t[i]);
	say(x->f, false, "  %s: %s %s %s in %s", x->what, t[0], t[1], t[2], t[3]);
	return ++x->shown < EXAMPLES;
}

static void show_examples(finder *f, const char *dir, int ix, uint64_t *want, size_t n,
			  const char *what)
{
	qsort(want, n, sizeof *want, by_u64);
	example_ctx x = {f, want, n, 0, what};
	finder quiet = *f; /* its read errors were said already */
	(void)each_record(&quiet, dir, ix, on_example, &x);
	f->damage = quiet.damage;
}

/* ---- the indexes against each other */

typedef struct tally {
	size_t missing, extra;
	uint64_t ex_missing[EXAMPLES], ex_extra[EXAMPLES];
	size_t nex_missing, nex_extra;
} tally;

/* Merges the sorted hashes of the indexes read; for each statement the
 * count most of them hold is the truth. Returns the statements kept. */
static size_t compare_indexes(walk *w, tally *t)
{
	size_t at[PG_BULK_INDEXES] = {0}, kept = 0;
	int read[PG_BULK_INDEXES], k = 0;
	for (int i = 0; i < PG_BULK_INDEXES; i++)
		if (w[i].read)
			read[k++] = i;
	for (;;) {
		uint64_t v = UINT64_MAX;
		bool any = false;
		for (int j = 0; j < k; j++) {
			walk *x = &w[read[j]];
			if (at[read[j]] < x->n && (!any || x->h[at[read[j]]] < v)) {
				v = x->h[at[read[j]]];
				any = true;
			}
		}
		if (!any)
			return kept;
		size_t cnt[PG_BULK_INDEXES], sorted[PG_BULK_INDEXES];
		for (int j = 0; j < k; j++) {
			walk *x = &w[read[j]];
			size_t c = 0;
			while (at[read[j]] < x->n && x->h[at[read[j]]] == v)
				at[read[j]]++, c++;
			cnt[j] = sorted[j] = c;
		}
		for (int a = 1; a < k; a++) /* insertion sort of at most five */
			for (int b = a; b > 0 && sorted[b - 1] > sorted[b]; b--) {
				size_t tmp = sorted[b];
				sorted[b] = sorted[b - 1];
				sorted[b - 1] = tmp;
			}
		size_t truth = sorted[k / 2];
		kept += truth;
		for (int j = 0; j < k; j++) {
			tally *y = &t[read[j]];
			if (cnt[j] < truth) {
				y->missing += truth - cnt[j];
				if (y->nex_missing < EXAMPLES)
					y->ex_missing[y->nex_missing++] = v;
			} else if (cnt[j] > truth) {
				y->extra += cnt[j] - truth;
				if (y->nex_extra < EXAMPLES)
					y->ex_extra[y->nex_extra++] = v;
			}
		}
	}
}

/* ---- GRAPHS against the contexts index */

static void check_graphs(finder *f, const char *dir, const store_meta *m, walk *ctx)
{
	bool exists;
	size_t lines;
	uint64_t h;
	if (store_graphs_digest(dir, &exists, &lines, &h) != PG_OK) {
		say(f, true, "GRAPHS is damaged (cannot read it)");
		return;
	}
	if (!exists) {
		say(f, false, "GRAPHS is missing: readers list the graphs from the contexts index (slower)");
		return;
	}
	if (m->have_graphs && (lines != m->graphs_n || h != m->graphs_hash))
		say(f, true, "GRAPHS is damaged (%zu lines, META recorded %zu%s)", lines, m->graphs_n,
		    lines == m->graphs_n ? " and another hash" : "");
	if (!ctx->read)
		return;
	pg_buf p = PG_BUF_INIT;
	FILE *in = pg_buf_addf(&p, "%s/GRAPHS", dir) ? fopen(pg_buf_str(&p), "r") : NULL;
	pg_buf_free(&p);
	char **g = NULL, *line = NULL;
	size_t n = 0, cap = 0, lcap = 0;
	ssize_t len;
	while (in && (len = getline(&line, &lcap, in)) > 0) {
		if (line[len - 1] == '\n')
			line[--len] = '\0';
		void *more = g;
		if (!pg_grow(&more, &cap, n + 1, sizeof *g) || !(((char **)more)[n] = strdup(line))) {
			g = more;
			f->nomem = true;
			break;
		}
		g = more;
		n++;
	}
	free(line);
	if (in)
		fclose(in);
	if (n)
		qsort(g, n, sizeof *g, by_str);
	if (ctx->ngraphs)
		qsort(ctx->graphs, ctx->ngraphs, sizeof *ctx->graphs, by_str);
	size_t i = 0, j = 0, missing = 0, extra = 0;
	const char *ex_missing = NULL, *ex_extra = NULL;
	while (i < n || j < ctx->ngraphs) {
		int c = i == n ? 1 : j == ctx->ngraphs ? -1 : strcmp(g[i], ctx->graphs[j]);
		if (c < 0) {
			ex_extra = ex_extra ? ex_extra : g[i];
			extra++, i++;
		} else if (c > 0) {
			ex_missing = ex_missing ? ex_missing : ctx->graphs[j];
			missing++, j++;
		} else {
			i++, j++;
		}
	}
	if (missing)
		say(f, true, "GRAPHS is damaged (%zu of the %zu graphs in the store are not in it, e.g. <%s>)",
		    missing, ctx->ngraphs, ex_missing);
	if (extra)
		say(f, true, "GRAPHS is damaged (it lists %zu graphs the store does not have, e.g. <%s>)",
		    extra, ex_extra);
	for (i = 0; i < n; i++)
		free(g[i]);
	free(g);
}

static void check_hashes(finder *f, const char *dir, const store_meta *m)
{
	walk w[PG_BULK_INDEXES];
	tally t[PG_BULK_INDEXES];
	memset(w, 0, sizeof w);
	memset(t, 0, sizeof t);
	char why[200];
	int read = 0;
	for (int i = 0; i < PG_BULK_INDEXES; i++) {
		if (!store_index_header_ok(dir, i, m->checksums, why, sizeof why)) {
			say(f, true, "index kg-%s.db is damaged (%s)", pg_bulk_index_name(i), why);
			continue;
		}
		walk_index(f, dir, i, &w[i]);
		read += w[i].read;
	}
	size_t kept = read >= 2 ? compare_indexes(w, t) : 0;
	for (int i = 0; i < PG_BULK_INDEXES; i++) {
		if (!w[i].read || (!t[i].missing && !t[i].extra))
			continue;
		say(f, true, "index kg-%s.db is damaged (it holds %zu statements, the other indexes %zu: "
			     "%zu missing, %zu not in the others)", pg_bulk_index_name(i), w[i].n, kept,
		    t[i].missing, t[i].extra);
		if (t[i].nex_extra)
			show_examples(f, dir, i, t[i].ex_extra, t[i].nex_extra, "not in the others");
		int other = -1; /* the first other index read, one that misses nothing if any */
		for (int j = 0; j < PG_BULK_INDEXES; j++)
			if (j != i && w[j].read && (other < 0 || (t[other].missing && !t[j].missing)))
				other = j;
		if (t[i].nex_missing && other >= 0)
			show_examples(f, dir, other, t[i].ex_missing, t[i].nex_missing, "missing");
	}
	if (w[PG_BULK_CONTEXTS].read || !f->damage)
		check_graphs(f, dir, m, &w[PG_BULK_CONTEXTS]);
	if (!f->damage)
		say(f, false, "the %d indexes agree on %zu statements in %zu graphs; page checksums %s",
		    PG_BULK_INDEXES, kept, w[PG_BULK_CONTEXTS].ngraphs,
		    m->checksums == 1 ? "on" : m->checksums == 0 ? "off" : "not recorded (an older store)");
	for (int i = 0; i < PG_BULK_INDEXES; i++) {
		free(w[i].h);
		for (size_t j = 0; j < w[i].ngraphs; j++)
			free(w[i].graphs[j]);
		free(w[i].graphs);
	}
}

#else

static void check_hashes(finder *f, const char *dir, const store_meta *m)
{
	(void)dir;
	(void)m;
	say(f, true, "this papergraph was built without Berkeley DB and cannot read a hashes store");
}

#endif

static void check_sqlite(finder *f, const char *dir)
{
	pg_buf p = PG_BUF_INIT;
	sqlite3 *db = NULL;
	sqlite3_stmt *q = NULL;
	if (!pg_buf_addf(&p, "%s/kg.sqlite", dir)) {
		f->nomem = true;
		return;
	}
	if (sqlite3_open_v2(pg_buf_str(&p), &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &q, NULL) != SQLITE_OK) {
		say(f, true, "kg.sqlite is damaged (%s)", db ? sqlite3_errmsg(db) : "cannot open it");
	} else {
		int rc;
		while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
			const char *r = (const char *)sqlite3_column_text(q, 0);
			if (r && strcmp(r, "ok"))
				say(f, true, "kg.sqlite is damaged (%s)", r);
		}
		if (rc != SQLITE_DONE)
			say(f, true, "kg.sqlite is damaged (%s)", sqlite3_errmsg(db));
		else if (!f->damage)
			say(f, false, "SQLite's integrity check passes");
	}
	sqlite3_finalize(q);
	sqlite3_close(db);
	pg_buf_free(&p);
}

pg_status pg_store_check(const char *spec, pg_check_fn fn, void *ctx, pg_diag *d)
{
	pg_store *probe = calloc(1, sizeof *probe); /* its path and META, no backend */
	if (!probe)
		return PG_ERR_NOMEM;
	probe->lock_fd = -1;
	pg_status st = store_parse_spec(probe, spec, d);
	if (st != PG_OK) {
		pg_store_close(probe);
		return st;
	}
	finder f = {fn, ctx, 0, false};
	const char *dir = probe->path;
	store_meta m;
	store_meta_parse(dir, &m);
	pg_diag md;
	if (!m.found) {
		bool indexes = false;
		char why[200];
		for (int i = 0; i < PG_BULK_INDEXES; i++)
			indexes |= store_index_header_ok(dir, i, -1, why, sizeof why);
		if (!indexes) {
			st = store_read_meta(probe, d); /* says what is there instead */
			pg_store_close(probe);
			return st == PG_OK ? PG_ERR_INTERNAL : st;
		}
		say(&f, true, "META is missing");
	} else if (*m.why) {
		say(&f, true, "META is damaged (%s)", m.why);
	} else if (store_read_meta(probe, &md) != PG_OK) {
		say(&f, true, "META is damaged (%s)", md.msg);
	} else if (!m.sealed) {
		say(&f, false, "META has no seal (a store written before papergraph sealed META and "
			       "GRAPHS): they are checked against the indexes only");
	}
	if (!m.hashes)
		check_sqlite(&f, dir);
	else
		check_hashes(&f, dir, &m);
	pg_store_close(probe);
	if (f.nomem)
		return PG_ERR_NOMEM;
	return f.damage ? pg_diag_set(d, PG_ERR_DAMAGED, spec, 0, "the store is damaged (%zu finding%s)",
				      f.damage, f.damage == 1 ? "" : "s")
			: PG_OK;
}
