/* SPDX-License-Identifier: Apache-2.0 */
/* What a reader checks so that a damaged store fails loudly instead of
 * crashing librdf or answering from part of the data: the seal on META (a
 * hash of its lines) and the count and hash of GRAPHS it records, each index
 * file's presence, size and Berkeley DB header before librdf opens it (a bad
 * page size or a short file made librdf crash), which index fails when librdf
 * cannot open one anyway, and after reading, whether Berkeley DB stopped a
 * database on a page that failed its checksum (librdf takes that for the end
 * of its walk). The writer's side is store_meta_seal, and the page checksums
 * bdb_tune.c turns on. A store written before the seal has no "check" line in
 * META and is read as before; papergraph check (check.c) reads every page.
 *
 * The header fields are those of a Berkeley DB B-tree meta page (db_page.h
 * of libdb 5.3, the DBMETA that starts every database file): page number at
 * 8, magic at 12, version at 16, page size at 20, page type at 25, flags at
 * 26 (bit 0: checksums), last page number at 32, in the byte order of the
 * machine that wrote it. */
#include "store/store_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/hash.h"

#ifdef PG_STORE_HAVE_BDB
#include <db.h>
#include <dlfcn.h>
#endif

#define META_MAX_BYTES 65536
#define SEAL_KEY "check fnv1a-64 "

bool store_want_checksums(void)
{
	const char *env = getenv("PAPERGRAPH_BDB_CHKSUM");
	return !(env && !strcmp(env, "0"));
}

/* ---- GRAPHS and META */

pg_status store_graphs_digest(const char *dir, bool *exists, size_t *lines, uint64_t *hash)
{
	*exists = false;
	*lines = 0;
	*hash = PG_HASH_SEED;
	pg_buf p = PG_BUF_INIT;
	if (!pg_buf_addf(&p, "%s/GRAPHS", dir))
		return PG_ERR_NOMEM;
	FILE *f = fopen(pg_buf_str(&p), "rb");
	pg_buf_free(&p);
	if (!f)
		return errno == ENOENT ? PG_OK : PG_ERR_IO;
	*exists = true;
	unsigned char buf[1 << 16];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
		*hash = pg_hash_bytes(*hash, buf, n);
		for (size_t i = 0; i < n; i++)
			*lines += buf[i] == '\n';
	}
	bool bad = ferror(f) != 0;
	fclose(f);
	return bad ? PG_ERR_IO : PG_OK;
}

pg_status store_meta_seal(pg_store *s, pg_buf *meta, pg_diag *d)
{
	bool exists;
	size_t lines;
	uint64_t h;
	if (s->backend == BACKEND_HASHES) {
		if (store_graphs_digest(s->work, &exists, &lines, &h) != PG_OK)
			return pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot read GRAPHS to seal META");
		if (!pg_buf_addf(meta, "checksums %s\n", store_want_checksums() ? "yes" : "no") ||
		    (exists && !pg_buf_addf(meta, "graphs %zu %016llx\n", lines, (unsigned long long)h)))
			return PG_ERR_NOMEM;
	}
	h = pg_hash_bytes(PG_HASH_SEED, pg_buf_str(meta), meta->len);
	return pg_buf_addf(meta, SEAL_KEY "%016llx\n", (unsigned long long)h) ? PG_OK : PG_ERR_NOMEM;
}

/* Reads a lowercase 16-digit hex number ending the line at `p`. */
static bool parse_hex64(const char *p, uint64_t *out)
{
	char *end;
	errno = 0;
	unsigned long long v = strtoull(p, &end, 16);
	if (errno || end != p + 16 || (*end && *end != '\n'))
		return false;
	*out = v;
	return true;
}

void store_meta_parse(const char *dir, store_meta *m)
{
	memset(m, 0, sizeof *m);
	m->checksums = -1;
	m->hashes = true;
	pg_buf p = PG_BUF_INIT, text = PG_BUF_INIT;
	FILE *f = pg_buf_addf(&p, "%s/META", dir) ? fopen(pg_buf_str(&p), "rb") : NULL;
	pg_buf_free(&p);
	if (!f)
		return;
	m->found = true;
	char buf[4096];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0 && text.len < META_MAX_BYTES)
		if (!pg_buf_add(&text, buf, n))
			break;
	fclose(f);
	const char *t = pg_buf_str(&text);
	bool seal_seen = false, new_keys = false;
	for (const char *line = t; *line && !*m->why;) {
		const char *eol = strchr(line, '\n');
		if (!eol) {
			snprintf(m->why, sizeof m->why, "its last line is cut short");
			break;
		}
		if (seal_seen) {
			snprintf(m->why, sizeof m->why, "lines follow its check line");
			break;
		}
		if (!strncmp(line, SEAL_KEY, strlen(SEAL_KEY))) {
			uint64_t want, got = pg_hash_bytes(PG_HASH_SEED, t, (size_t)(line - t));
			seal_seen = m->sealed = true;
			if (!parse_hex64(line + strlen(SEAL_KEY), &want))
				snprintf(m->why, sizeof m->why, "its check line is not a hash");
			else if (want != got)
				snprintf(m->why, sizeof m->why, "its lines do not match their check line");
		} else if (!strncmp(line, "checksums ", 10)) {
			new_keys = true;
			m->checksums = !strncmp(line + 10, "yes\n", 4) ? 1 : !strncmp(line + 10, "no\n", 3) ? 0 : -1;
			if (m->checksums < 0)
				snprintf(m->why, sizeof m->why, "its checksums line is neither yes nor no");
		} else if (!strncmp(line, "graphs ", 7)) {
			char *end;
			new_keys = m->have_graphs = true;
			errno = 0;
			m->graphs_n = strtoull(line + 7, &end, 10);
			if (errno || *end != ' ' || !parse_hex64(end + 1, &m->graphs_hash))
				snprintf(m->why, sizeof m->why, "its graphs line is not a count and a hash");
		} else if (!strncmp(line, "papergraph-store ", 17)) {
			m->format = atoi(line + 17);
		} else if (!strncmp(line, "backend ", 8)) {
			m->hashes = strncmp(line + 8, "sqlite\n", 7) != 0;
		}
		line = eol + 1;
	}
	if (!*m->why && text.len >= META_MAX_BYTES)
		snprintf(m->why, sizeof m->why, "it is over %d bytes", META_MAX_BYTES);
	if (!*m->why && new_keys && !seal_seen)
		snprintf(m->why, sizeof m->why, "its check line is missing");
	pg_buf_free(&text);
}

/* ---- the index files' headers */

static uint32_t get32(const unsigned char *p, bool swap)
{
	uint32_t v;
	memcpy(&v, p, 4);
	return swap ? __builtin_bswap32(v) : v;
}

#define BTREE_MAGIC 0x053162u
#define BTREE_META_TYPE 9      /* P_BTREEMETA */
#define META_FLAG_CHECKSUM 0x01 /* DBMETA_CHKSUM */

bool store_index_header_ok(const char *dir, int ix, int checksums, char *why, size_t n)
{
	pg_buf p = PG_BUF_INIT;
	if (!pg_buf_addf(&p, "%s/kg-%s.db", dir, pg_bulk_index_name(ix))) {
		snprintf(why, n, "out of memory");
		return false;
	}
	struct stat sb;
	FILE *f = NULL;
	unsigned char h[64];
	bool ok = false;
	if (stat(pg_buf_str(&p), &sb) != 0)
		snprintf(why, n, errno == ENOENT ? "the file is missing" : "cannot stat it: %s",
			 strerror(errno));
	else if (!S_ISREG(sb.st_mode))
		snprintf(why, n, "not a regular file");
	else if (sb.st_size < 512)
		snprintf(why, n, "%lld bytes, shorter than a Berkeley DB header", (long long)sb.st_size);
	else if (!(f = fopen(pg_buf_str(&p), "rb")) || fread(h, 1, sizeof h, f) != sizeof h)
		snprintf(why, n, "cannot read its header: %s", strerror(errno));
	else
		ok = true;
	if (f)
		fclose(f);
	pg_buf_free(&p);
	if (!ok)
		return false;
	bool swap = get32(h + 12, false) != BTREE_MAGIC;
	uint32_t pgno = get32(h + 8, swap), version = get32(h + 16, swap);
	uint32_t pagesize = get32(h + 20, swap), last = get32(h + 32, swap);
	unsigned long long size = (unsigned long long)sb.st_size;
	if (get32(h + 12, swap) != BTREE_MAGIC)
		snprintf(why, n, "not a Berkeley DB B-tree: bad magic number");
	else if (pgno != 0 || h[25] != BTREE_META_TYPE)
		snprintf(why, n, "its first page is not a B-tree meta page");
	else if (version < 7 || version > 9)
		snprintf(why, n, "unknown B-tree version %u", version);
	else if (pagesize < 512 || pagesize > 65536 || (pagesize & (pagesize - 1)))
		snprintf(why, n, "bad page size %u", pagesize);
	else if (size % pagesize)
		snprintf(why, n, "%llu bytes, not a whole number of %u-byte pages", size, pagesize);
	else if (size / pagesize < (unsigned long long)last + 1)
		snprintf(why, n, "truncated: %llu pages, its header counts %llu", size / pagesize,
			 (unsigned long long)last + 1);
	else if (checksums == 1 && !(h[26] & META_FLAG_CHECKSUM))
		snprintf(why, n, "no page checksums, but META says it was written with them");
	else
		return true;
	return false;
}

/* ---- at open */

static pg_status damaged(pg_diag *d, const char *store, const char *what, const char *why)
{
	return pg_diag_set(d, PG_ERR_DAMAGED, store, 0, "%s is damaged (%s); rebuild or restore it",
			   what, why);
}

static pg_status index_damaged(pg_diag *d, const char *store, int ix, const char *why)
{
	char what[64];
	snprintf(what, sizeof what, "index kg-%s.db", pg_bulk_index_name(ix));
	return damaged(d, store, what, why);
}

pg_status store_verify_open(pg_store *s, pg_diag *d)
{
	store_meta m;
	store_meta_parse(s->path, &m);
	/* another version's META is refused by store_read_meta, for what it is */
	if (!m.found || m.format != PG_STORE_FORMAT)
		return PG_OK;
	if (*m.why)
		return damaged(d, s->path, "META", m.why);
	if (!m.hashes)
		return PG_OK;
	char why[200];
	if (m.have_graphs) {
		bool exists;
		size_t lines;
		uint64_t h;
		if (store_graphs_digest(s->path, &exists, &lines, &h) != PG_OK)
			return damaged(d, s->path, "GRAPHS", "cannot read it");
		/* without GRAPHS readers list the graphs from the contexts index */
		if (exists && lines != m.graphs_n) {
			snprintf(why, sizeof why, "it lists %zu graphs, META says %zu", lines, m.graphs_n);
			return damaged(d, s->path, "GRAPHS", why);
		}
		if (exists && h != m.graphs_hash)
			return damaged(d, s->path, "GRAPHS", "its contents do not match the hash in META");
	}
	for (int i = 0; i < PG_BULK_INDEXES; i++)
		if (!store_index_header_ok(s->path, i, m.checksums, why, sizeof why))
			return index_damaged(d, s->path, i, why);
	return PG_OK;
}

#ifdef PG_STORE_HAVE_BDB

/* Keeps Berkeley DB's first message about a database of ours. */
static void keep_message(const DB_ENV *env, const char *prefix, const char *msg)
{
	(void)prefix;
	char *first = env->app_private;
	if (first && !*first)
		snprintf(first, STORE_BDB_MESSAGE, "%s", msg);
}

int store_bdb_open_index(const char *dir, int ix, DB **out, char *first)
{
	*out = NULL;
	*first = '\0';
	pg_buf p = PG_BUF_INIT;
	if (!pg_buf_addf(&p, "%s/kg-%s.db", dir, pg_bulk_index_name(ix)))
		return ENOMEM;
	DB *db = NULL;
	int rc = db_create(&db, NULL, 0);
	if (rc == 0) {
		DB_ENV *env = db->get_env(db);
		if (env)
			env->app_private = first;
		db->set_errcall(db, keep_message);
		(void)db->set_cachesize(db, 0, 4u << 20, 1);
		if ((rc = db->set_flags(db, DB_DUP)) == 0)
			rc = db->open(db, NULL, pg_buf_str(&p), NULL, DB_BTREE, DB_RDONLY, 0);
		if (rc != 0) {
			db->close(db, 0);
			db = NULL;
		}
	}
	pg_buf_free(&p);
	*out = db;
	return rc;
}

void store_bdb_reason(int rc, const char *first, char *why, size_t n)
{
	/* libdb is linked through librdf, not by name: find db_strerror as
	 * bdb_tune.c finds db_create */
	char *(*err)(int) = NULL;
	*(void **)&err = dlsym(RTLD_DEFAULT, "db_strerror");
	char code[32];
	snprintf(code, sizeof code, "error %d", rc);
	if (*first)
		snprintf(why, n, "Berkeley DB: %s", first);
	else if (rc == DB_RUNRECOVERY)
		snprintf(why, n, "a page fails its checksum or cannot be read");
	else
		snprintf(why, n, "Berkeley DB: %s", err ? err(rc) : code);
}

pg_status store_explain_open_failure(const char *dir, const char *store, pg_status st, pg_diag *d)
{
	for (int i = 0; i < PG_BULK_INDEXES; i++) {
		DB *db;
		char first[STORE_BDB_MESSAGE], why[STORE_BDB_MESSAGE + 64];
		int rc = store_bdb_open_index(dir, i, &db, first);
		if (db)
			db->close(db, 0);
		if (rc == ENOMEM)
			return PG_ERR_NOMEM;
		if (rc != 0) {
			store_bdb_reason(rc, first, why, sizeof why);
			return index_damaged(d, store, i, why);
		}
	}
	return st;
}

pg_status store_check_handles(const pg_bulk_target *t, const char *store, pg_diag *d)
{
	for (int i = 0; i < PG_BULK_INDEXES; i++) {
		DB *db = t->db[i];
		DBC *c = NULL;
		if (!db)
			continue;
		/* a stopped ("panicked") database refuses every call */
		int rc = db->cursor(db, NULL, &c, 0);
		if (rc == 0) {
			c->close(c);
			continue;
		}
		char why[200];
		store_bdb_reason(rc, "", why, sizeof why);
		return index_damaged(d, store, i, why);
	}
	return PG_OK;
}

/* ---- every page's checksum, for serve's start-up */

/* Berkeley DB's page checksum without a MAC key (its __ham_func4): h = h * 33
 * + byte over the page, the checksum's own bytes taken as zero. The chain is
 * a polynomial in 33, so it runs as 8 independent lanes, 8 times as fast as
 * byte by byte: libdb's own loop made 70% of the start-up of serve. */
#define LANES 8
static uint32_t page_sum(const unsigned char *p, size_t n)
{
	uint32_t pw[LANES + 1];
	pw[0] = 1;
	for (int i = 1; i <= LANES; i++)
		pw[i] = pw[i - 1] * 33u;
	uint32_t lane[LANES] = {0};
	size_t i = 0;
	for (; i + LANES <= n; i += LANES)
		for (int j = 0; j < LANES; j++)
			lane[j] = lane[j] * pw[LANES] + p[i + j];
	uint32_t h = 0;
	for (int j = 0; j < LANES; j++)
		h += lane[j] * pw[LANES - 1 - j];
	for (; i < n; i++)
		h = h * 33u + p[i];
	return h;
}

#define PAGE_TYPE_OFF 25   /* PAGE.type */
#define PAGE_SUM_OFF 28    /* the checksum: after the 26-byte header, 4-byte aligned */
#define P_INVALID_TYPE 0
#define FIRST_META_TYPE 8  /* P_HASHMETA, P_BTREEMETA, P_QAMMETA */
#define LAST_META_TYPE 10

/* Whether page `pgno` needs its checksum checked: not the meta page (page 0,
 * which Berkeley DB checks at every open) nor one never written (type and
 * header zero; Berkeley DB skips those too). A page that only looks like
 * something else, a meta page say, is summed: if it is damaged, Berkeley DB
 * says so when asked. */
static bool page_summed(const unsigned char *pg, db_pgno_t pgno)
{
	static const unsigned char zero[12];
	if (pgno == 0)
		return false;
	return pg[PAGE_TYPE_OFF] != P_INVALID_TYPE || memcmp(pg, zero, sizeof zero) != 0;
}

/* Berkeley DB's own verdict on page `pgno` of index `ix`: 0 if it reads,
 * else its error (`first` holds its message). `*db` is opened on first use
 * and kept for the next call (caller closes it). */
static int bdb_read_page(const char *dir, int ix, DB **db, db_pgno_t pgno, char *first)
{
	if (!*db) {
		int rc = store_bdb_open_index(dir, ix, db, first);
		if (rc != 0)
			return rc;
	}
	DB_MPOOLFILE *mpf = (*db)->get_mpf(*db);
	void *page;
	int rc = mpf->get(mpf, &pgno, NULL, 0, &page);
	if (rc == 0)
		rc = mpf->put(mpf, page, DB_PRIORITY_VERY_LOW, 0);
	return rc;
}

#define SWEEP_BYTES (1u << 20)

/* Reads index `ix` of `dir` in order and checks every page's checksum.
 * A page whose sum differs is read through Berkeley DB, whose verdict
 * decides (so a page this code misreads cannot fail a sound store). Returns
 * 0, or the failure (`first` holds Berkeley DB's message) with `*bad` the
 * page; ENOMEM, or errno if the file cannot be read. */
static int sweep_index(const char *dir, int ix, unsigned char *buf, char *first, db_pgno_t *bad)
{
	*first = '\0';
	*bad = 0;
	pg_buf path = PG_BUF_INIT;
	if (!pg_buf_addf(&path, "%s/kg-%s.db", dir, pg_bulk_index_name(ix)))
		return ENOMEM;
	FILE *f = fopen(pg_buf_str(&path), "rb");
	pg_buf_free(&path);
	if (!f)
		return errno;
	DB *db = NULL;
	int rc = 0;
	size_t got = fread(buf, 1, SWEEP_BYTES, f);
	uint32_t pagesize = 0;
	if (got >= 64) {
		uint32_t v;
		memcpy(&v, buf + 20, 4); /* the meta page's page size, checked at open */
		pagesize = v;
	}
	if (!pagesize || pagesize > SWEEP_BYTES || SWEEP_BYTES % pagesize || got % pagesize) {
		fclose(f);
		return 0; /* another byte order or an odd size: store_index_header_ok's concern */
	}
	db_pgno_t pgno = 0;
	while (rc == 0 && got > 0) {
		for (size_t off = 0; rc == 0 && off + pagesize <= got; off += pagesize, pgno++) {
			unsigned char *pg = buf + off;
			if (!page_summed(pg, pgno))
				continue;
			uint32_t want;
			memcpy(&want, pg + PAGE_SUM_OFF, 4);
			memset(pg + PAGE_SUM_OFF, 0, 4);
			if (page_sum(pg, pagesize) == want)
				continue;
			/* Berkeley DB would take such a page for a meta page and
			 * check it as one, wrongly: a B-tree has one, page 0 */
			unsigned type = pg[PAGE_TYPE_OFF];
			if (type >= FIRST_META_TYPE && type <= LAST_META_TYPE)
				rc = DB_RUNRECOVERY;
			else
				rc = bdb_read_page(dir, ix, &db, pgno, first);
			if (rc != 0)
				*bad = pgno;
		}
		if (rc == 0)
			got = fread(buf, 1, SWEEP_BYTES, f);
	}
	if (rc == 0 && ferror(f))
		rc = EIO;
	fclose(f);
	if (db)
		db->close(db, 0);
	return rc;
}

pg_status pg_store_verify_pages(pg_store *s, pg_diag *d)
{
	if (s->backend != BACKEND_HASHES)
		return PG_OK;
	store_meta m;
	store_meta_parse(s->path, &m);
	if (m.checksums != 1)
		return PG_OK; /* pages without checksums: nothing to compare a read with */
	unsigned char *buf = malloc(SWEEP_BYTES);
	if (!buf)
		return PG_ERR_NOMEM;
	pg_status st = PG_OK;
	for (int i = 0; i < PG_BULK_INDEXES && st == PG_OK; i++) {
		char first[STORE_BDB_MESSAGE], why[STORE_BDB_MESSAGE + 64];
		db_pgno_t pgno;
		int rc = sweep_index(s->path, i, buf, first, &pgno);
		if (rc == 0)
			continue;
		if (rc == ENOMEM)
			st = PG_ERR_NOMEM;
		else if (rc == EIO || rc == EACCES || rc == ENOENT)
			st = pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot read index kg-%s.db: %s",
					 pg_bulk_index_name(i), strerror(rc));
		else {
			if (strstr(first, "checksum error") || (!*first && rc == DB_RUNRECOVERY))
				snprintf(why, sizeof why, "page %lu fails its checksum", (unsigned long)pgno);
			else
				store_bdb_reason(rc, first, why, sizeof why);
			st = index_damaged(d, s->path, i, why);
		}
	}
	free(buf);
	return st;
}

#else

pg_status pg_store_verify_pages(pg_store *s, pg_diag *d)
{
	(void)s;
	(void)d;
	return PG_OK;
}

pg_status store_explain_open_failure(const char *dir, const char *store, pg_status st, pg_diag *d)
{
	(void)dir;
	(void)store;
	(void)d;
	return st;
}

pg_status store_check_handles(const pg_bulk_target *t, const char *store, pg_diag *d)
{
	(void)t;
	(void)store;
	(void)d;
	return PG_OK;
}

#endif

pg_status pg_store_check_reads(pg_store *s, pg_diag *d)
{
	return s->backend == BACKEND_HASHES ? store_check_handles(&s->dbs, s->path, d) : PG_OK;
}
