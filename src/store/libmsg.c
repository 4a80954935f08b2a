/* SPDX-License-Identifier: Apache-2.0 */
/* What the libraries under a store say, collected rather than streamed, and
 * the one resource error among it that a user must hear about: a full disk or
 * quota. Berkeley DB, opened without an environment, writes every message to
 * stderr; on a full disk that was about 100,000 lines for one `build`, with
 * papergraph's own line buried among them saying "input/output error". Here
 * each store's Berkeley DB handles report to the store instead (their private
 * environment's app_private points at it): the messages are counted and the
 * first is kept. An ENOSPC or EDQUOT met anywhere (in a Berkeley DB message, a
 * Redland one such as SQLite's "database or disk is full", or the errno of a
 * write or fsync of papergraph's own) marks the store as out of space, and
 * pg_store_explain_failure turns whatever failure it caused into the one
 * message "no space left on device". A store that met it is never committed
 * (store.c), so the previous store is left as it was. The bulk writer calls
 * Berkeley DB from two threads, hence the mutex. */
#include "store/store_internal.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#ifdef PG_STORE_HAVE_BDB
#include <db.h>
#endif

#define FIRST_MESSAGE_BYTES 200

/* glibc's texts for ENOSPC and EDQUOT, and SQLite's for SQLITE_FULL */
static bool says_full(const char *msg)
{
	return strstr(msg, "No space left on device") || strstr(msg, "Disk quota exceeded") ||
	       strstr(msg, "disk is full");
}

/* The name of the first "DIR/NAME.db:" in `msg` into `out` (size > 1), or "". */
static void db_file_named(const char *msg, char *out, size_t size)
{
	out[0] = '\0';
	const char *end = strstr(msg, ".db:");
	if (!end)
		return;
	end += 3;
	const char *start = end;
	while (start > msg && start[-1] != '/' && start[-1] != ' ')
		start--;
	snprintf(out, size, "%.*s", (int)(end - start), start);
}

/* Marks `m` out of space (errno `err`) because of `where`; the first one that
 * names a file counts.
 * Called with m->lock held. */
static void mark_full(store_libmsg *m, int err, const char *where)
{
	if (m->full && m->full_where[0])
		return;
	if (!m->full)
		m->full = err;
	snprintf(m->full_where, sizeof m->full_where, "%s", where ? where : "");
}

void store_libmsg_init(store_libmsg *m)
{
	pthread_mutex_init(&m->lock, NULL);
	m->ready = true;
}

void store_libmsg_free(store_libmsg *m)
{
	if (!m->ready)
		return;
	pthread_mutex_destroy(&m->lock);
	pg_buf_free(&m->first);
	m->ready = false;
}

void store_libmsg_note(store_libmsg *m, const char *msg, bool count)
{
	if (!msg)
		return;
	pthread_mutex_lock(&m->lock);
	if (count && m->count++ == 0)
		pg_buf_addf(&m->first, "%.*s", FIRST_MESSAGE_BYTES, msg);
	if (says_full(msg) && !m->full)
		mark_full(m, ENOSPC, "");
	if (m->full && !m->full_where[0]) /* BDB names the file in the next message */
		db_file_named(msg, m->full_where, sizeof m->full_where);
	pthread_mutex_unlock(&m->lock);
}

void store_libmsg_errno(store_libmsg *m, int err, const char *where)
{
	if (err != ENOSPC && err != EDQUOT)
		return;
	pthread_mutex_lock(&m->lock);
	mark_full(m, err, where);
	pthread_mutex_unlock(&m->lock);
}

#ifdef PG_STORE_HAVE_BDB
static void bdb_error(const DB_ENV *e, const char *prefix, const char *msg)
{
	(void)prefix;
	pg_store *s = e ? e->app_private : NULL;
	if (!s || !msg)
		return;
	store_libmsg_note(&s->msgs, msg, true);
	/* the caller's "cannot read the store: ..." shows it (the bulk writer's
	 * threads may both be here) */
	pthread_mutex_lock(&s->msgs.lock);
	if (!s->last_error.len)
		pg_buf_addf(&s->last_error, "Berkeley DB: %.*s", FIRST_MESSAGE_BYTES, msg);
	pthread_mutex_unlock(&s->msgs.lock);
}

static void bdb_message(const DB_ENV *e, const char *msg)
{
	bdb_error(e, NULL, msg);
}

void store_libmsg_attach(DB *db, pg_store *s)
{
	DB_ENV *e = db->get_env(db);
	if (!e || !s)
		return;
	e->app_private = s;
	db->set_errcall(db, bdb_error);
	db->set_msgcall(db, bdb_message);
}
#endif

bool pg_store_out_of_space(const pg_store *s)
{
	return s && s->msgs.full;
}

/* Adds `text` to `b`, after "; " unless it is the first part. */
static void add_part(pg_buf *b, const char *text)
{
	pg_buf_addf(b, "%s%s", b->len ? "; " : "", text);
}

pg_status pg_store_explain_failure(pg_store *s, pg_status st, pg_diag *d)
{
	if (!s || st == PG_OK)
		return st;
	store_libmsg *m = &s->msgs;
	char count[80] = "";
	if (m->count)
		snprintf(count, sizeof count, "%zu Berkeley DB message%s held back", m->count,
			 m->count == 1 ? "" : "s");
	if (!m->full) {
		size_t n = d ? strlen(d->msg) : 0;
		if (!m->count || !d || n + 16 >= sizeof d->msg)
			return st;
		if (strstr(d->msg, pg_buf_str(&m->first))) /* through last_error */
			snprintf(d->msg + n, sizeof d->msg - n, " (%s)", count);
		else
			snprintf(d->msg + n, sizeof d->msg - n, " (%s, the first: %s)", count,
				 pg_buf_str(&m->first));
		return st;
	}
	pg_buf detail = PG_BUF_INIT;
	if (m->full == EDQUOT)
		add_part(&detail, "disk quota exceeded");
	if (m->full_where[0]) {
		char where[200];
		snprintf(where, sizeof where, "writing %s", m->full_where);
		add_part(&detail, where);
	}
	if (*count)
		add_part(&detail, count);
	st = pg_diag_set(d, PG_ERR_IO, s->path, 0,
			 "no space left on device%s%s%s; the store was left as it was",
			 detail.len ? " (" : "", pg_buf_str(&detail), detail.len ? ")" : "");
	pg_buf_free(&detail);
	return st;
}
