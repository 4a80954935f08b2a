/* SPDX-License-Identifier: Apache-2.0 */
/* Durable commits: what is flushed to disk around the swap, and in which
 * order, so that a power loss at any moment leaves either the old store or
 * the new one whole at the store's path, never neither and never a mix:
 *   1. every file of the closed staging directory (the index files after
 *      libdb closed them, GRAPHS, META; kg.sqlite for SQLite) is fsynced,
 *   2. then the staging directory itself (its entries),
 *   3. then files.c swaps it in (one rename(2) or exchange),
 *   4. then the parent directory is fsynced (the swap itself).
 * Until 4 returns the old store is what a crash leaves; the build has not
 * reported success yet. A failed fsync is a failed commit: before the swap
 * nothing has changed, after it files.c swaps back. Every result is checked;
 * ENOSPC and EDQUOT mark the store out of space (libmsg.c). */
#include "store/store_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/* fsyncs `path` (a file or a directory); 0 or the errno. */
static int sync_path(const char *path, bool dir)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | (dir ? O_DIRECTORY : 0));
	if (fd < 0)
		return errno;
	int err = fsync(fd) == 0 ? 0 : errno;
	if (close(fd) != 0 && !err)
		err = errno;
	return err;
}

/* Fails the commit because fsync of `what` gave `err`. */
static pg_status sync_failed(pg_store *s, const char *what, int err, pg_diag *d)
{
	store_libmsg_errno(&s->msgs, err, what);
	return pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot flush %s to disk: %s", what,
			   strerror(err));
}

pg_status store_sync_staging(pg_store *s, pg_diag *d)
{
	DIR *dd = opendir(s->work);
	if (!dd)
		return sync_failed(s, s->work, errno, d);
	pg_buf p = PG_BUF_INIT;
	pg_status st = PG_OK;
	struct dirent *e;
	while (st == PG_OK && (errno = 0, e = readdir(dd))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		pg_buf_reset(&p);
		if (!pg_buf_addf(&p, "%s/%s", s->work, e->d_name)) {
			st = PG_ERR_NOMEM;
			break;
		}
		int err = sync_path(pg_buf_str(&p), false);
		if (err)
			st = sync_failed(s, e->d_name, err, d);
	}
	if (st == PG_OK && errno)
		st = sync_failed(s, s->work, errno, d);
	closedir(dd);
	pg_buf_free(&p);
	if (st != PG_OK)
		return st;
	int err = sync_path(s->work, true);
	return err ? sync_failed(s, "the new store's directory", err, d) : PG_OK;
}

pg_status store_sync_parent(pg_store *s, pg_diag *d)
{
	pg_buf parent = PG_BUF_INIT;
	const char *slash = strrchr(s->path, '/');
	bool ok = !slash               ? pg_buf_adds(&parent, ".")
		  : slash == s->path   ? pg_buf_adds(&parent, "/")
				       : pg_buf_addf(&parent, "%.*s", (int)(slash - s->path), s->path);
	int err = ok ? sync_path(pg_buf_str(&parent), true) : 0;
	pg_buf_free(&parent);
	if (!ok)
		return PG_ERR_NOMEM;
	return err ? sync_failed(s, "the directory that holds the store", err, d) : PG_OK;
}
