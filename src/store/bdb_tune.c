/* SPDX-License-Identifier: Apache-2.0 */
/* Berkeley DB under librdf's hashes storage: caches, page size, mapped files,
 * and the handles bulk writes and the predicate walk use.
 *
 * librdf's hashes storage opens each of its five indexes with
 * db_create(&db, NULL, 0) and no environment, so every index gets BDB's
 * default 256 KiB cache and a page of the file system's block size (4 KiB).
 * librdf has no option for either,
 * so papergraph defines db_create itself (the executable's definition takes
 * precedence over libdb's for librdf's call; this object is linked in from
 * libpg.a because store.c calls store_bdb_new_model) and, before librdf
 * opens the database:
 *   - while store.c opens a writer's store: gives each new database
 *     16 KiB pages and each index a 16 MiB cache, and keeps the handles, which
 *     bulk.c writes through (the same handles, so the same caches as librdf's);
 *   - while it opens a reader's store: gives each index a 256 MiB cache and
 *     has Berkeley DB map the read-only files into memory instead of copying
 *     each page it reads into its cache (the private environment of a database
 *     opened without one takes set_mp_mmapsize too). At 50k, in process:
 *     `methods-per-task.rq` 1.2 -> 0.9 s, `lineage.rq` 127 -> 90 ms. A file
 *     with page checksums is never mapped (each page is verified on its way
 *     into the cache), hence the cache: with 4 MiB, `methods-per-task.rq` at
 *     5,000 abstracts took 0.6-0.8 s against 0.1-0.3 s mapped; with 32 MiB
 *     0.35-0.45 s. At 20,000 abstracts (2.7 GB of indexes) 32 MiB was too
 *     small for the listings: papers.rq 2.4 -> 1.1 s, claims.rq 9.3 -> 6.1 s
 *     with 256 MiB (1 GiB: 5.5 s). The cache is allocated as it fills, so a
 *     small query costs no more memory.
 * Every database of the store being opened also reports its messages to the
 * store instead of stderr (libmsg.c), and a reader can be made to wait between
 * two of its indexes (PAPERGRAPH_TEST_OPEN_DELAY_MS, generation.c; tests only).
 * Stores stay ordinary BDB files that any librdf reads.
 * PAPERGRAPH_BDB_TUNE=0 leaves caches and pages at BDB's defaults (to measure).
 * A writer's databases also get page checksums (DB_CHKSUM, not a hint: see
 * store/verify.c), unless PAPERGRAPH_BDB_CHKSUM=0.
 *
 * db_create has no context argument: how it reaches the store being opened
 * (a thread-local pointer, set only around librdf_new_model) is explained in
 * store_internal.h, "State outside a pg_store". */
#include "store/store_internal.h"

#include <string.h>

#ifdef PG_STORE_HAVE_BDB
#include <db.h>
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

#define BDB_WRITE_CACHE_BYTES (16u << 20)
#define BDB_READ_CACHE_BYTES (256u << 20)
/* read-only files up to this size are mapped rather than read into the cache */
#define BDB_READ_MMAP_BYTES (sizeof(size_t) > 4 ? (size_t)1 << 38 : (size_t)1 << 30)
#define BDB_PAGE_BYTES 16384u

/* What one store_bdb_new_model call asks of db_create, and what it got: the
 * databases created while the store opens (a writer's for bulk writes, a
 * reader's for listing the predicates). */
typedef struct bdb_capture {
	pg_store *owner;         /* gets the databases' messages */
	bool writer;
	bool tune;               /* not PAPERGRAPH_BDB_TUNE=0 */
	bool checksums;          /* a writer's databases get page checksums */
	bool failed;             /* they could not be turned on */
	DB *created[2 * PG_BULK_INDEXES];
	size_t ncreated;
} bdb_capture;

/* Set only during store_bdb_new_model's librdf_new_model call, on its thread. */
static _Thread_local bdb_capture *capture;

/* libdb's db_create, found once. */
static int (*real_db_create)(DB **, DB_ENV *, u_int32_t);
static pthread_once_t real_once = PTHREAD_ONCE_INIT;

static void find_real_db_create(void)
{
	*(void **)&real_db_create = dlsym(RTLD_NEXT, "db_create");
}

int db_create(DB **dbp, DB_ENV *env, u_int32_t flags)
{
	pthread_once(&real_once, find_real_db_create);
	if (!real_db_create)
		return ENOSYS;
	int rc = real_db_create(dbp, env, flags);
	bdb_capture *c = capture;
	if (rc != 0 || env || !c)
		return rc;
	DB *db = *dbp;
	store_libmsg_attach(db, c->owner);
	if (!c->writer && c->ncreated == 2)
		store_gen_test_delay(); /* between a reader's second and third index */
	/* All hints: a failure leaves BDB's defaults, which work. (Not a faster
	 * key comparison: with one set, a cursor's DB_SET returns a malloc'ed
	 * copy of the key, which librdf does not free.) */
	if (c->ncreated < sizeof c->created / sizeof *c->created)
		c->created[c->ncreated++] = db;
	/* Not a hint: a writer's new database gets page checksums, which
	 * META records (store/verify.c); a reader's takes them from its file. */
	if (c->writer && c->checksums && db->set_flags(db, DB_CHKSUM) != 0)
		c->failed = true;
	if (!c->tune)
		return rc;
	if (c->writer) {
		(void)db->set_cachesize(db, 0, BDB_WRITE_CACHE_BYTES, 1);
		(void)db->set_pagesize(db, BDB_PAGE_BYTES);
	} else {
		(void)db->set_cachesize(db, 0, BDB_READ_CACHE_BYTES, 1);
		DB_ENV *e = db->get_env(db);
		if (e)
			(void)e->set_mp_mmapsize(e, BDB_READ_MMAP_BYTES);
	}
	return rc;
}

/* Finds the handle of each index among the databases librdf just opened.
 * Returns false if one is missing (then bulk writes are not used). */
static bool take_created(const bdb_capture *c, pg_bulk_target *t)
{
	memset(t, 0, sizeof *t);
	for (size_t i = 0; i < c->ncreated; i++) {
		const char *file = NULL, *name = NULL;
		if (c->created[i]->get_dbname(c->created[i], &file, &name) != 0)
			continue;
		int ix = pg_bulk_index_of_file(file);
		if (ix >= 0)
			t->db[ix] = c->created[i];
	}
	for (int i = 0; i < PG_BULK_INDEXES; i++)
		if (!t->db[i])
			return false;
	return true;
}

librdf_model *store_bdb_new_model(librdf_world *w, librdf_storage *storage, pg_store *owner,
				  bool writer, pg_bulk_target *dbs, bool *have_dbs)
{
	const char *env = getenv("PAPERGRAPH_BDB_TUNE");
	bdb_capture c = {.owner = owner, .writer = writer, .tune = !(env && !strcmp(env, "0")),
			 .checksums = store_want_checksums()};
	bdb_capture *outer = capture; /* NULL: librdf opens no store inside another */
	capture = &c;
	librdf_model *m = librdf_new_model(w, storage, NULL);
	capture = outer;
	if (m && c.failed) {
		librdf_free_model(m);
		m = NULL;
	}
	/* without a model, librdf may have closed the handles it made */
	*have_dbs = m && take_created(&c, dbs);
	if (!m)
		memset(dbs, 0, sizeof *dbs);
	return m;
}

#else

librdf_model *store_bdb_new_model(librdf_world *w, librdf_storage *storage, pg_store *owner,
				  bool writer, pg_bulk_target *dbs, bool *have_dbs)
{
	(void)owner;
	(void)writer;
	memset(dbs, 0, sizeof *dbs);
	*have_dbs = false;
	return librdf_new_model(w, storage, NULL);
}

#endif
