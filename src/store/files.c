/* SPDX-License-Identifier: Apache-2.0 */
/* The store's directory on disk, apart from the backend's own files: the META
 * file ("papergraph-store FORMAT\nbackend NAME\nbase IRI\n" and the lines
 * that seal it, see verify.c), the lock file
 * PATH.lock that keeps a second writer out, the staging directories
 * PATH.staging.PID writers fill, and the swap that makes one the store. */
#include "store/store_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- small file-system helpers */

void store_remove_tree(const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	pg_buf p = PG_BUF_INIT;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		pg_buf_reset(&p);
		if (pg_buf_addf(&p, "%s/%s", dir, e->d_name))
			unlink(pg_buf_str(&p));
	}
	closedir(d);
	pg_buf_free(&p);
	rmdir(dir);
}

static bool copy_file(const char *from, const char *to)
{
	int in = open(from, O_RDONLY | O_CLOEXEC);
	if (in < 0)
		return false;
	int out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0) {
		close(in);
		return false;
	}
	char buf[1 << 16];
	ssize_t n;
	bool ok = true;
	while (ok && (n = read(in, buf, sizeof buf)) > 0)
		ok = write(out, buf, (size_t)n) == n;
	ok = ok && n == 0 && fsync(out) == 0;
	close(in);
	return close(out) == 0 && ok;
}

bool store_copy_dir(const char *from, const char *to)
{
	DIR *d = opendir(from);
	if (!d)
		return false;
	struct dirent *e;
	pg_buf a = PG_BUF_INIT, b = PG_BUF_INIT;
	bool ok = true;
	while (ok && (e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		pg_buf_reset(&a);
		pg_buf_reset(&b);
		ok = pg_buf_addf(&a, "%s/%s", from, e->d_name) &&
		     pg_buf_addf(&b, "%s/%s", to, e->d_name) &&
		     copy_file(pg_buf_str(&a), pg_buf_str(&b));
	}
	closedir(d);
	pg_buf_free(&a);
	pg_buf_free(&b);
	return ok;
}

/* True if `dir` cannot be read or holds nothing. */
static bool is_empty_dir(const char *dir)
{
	DIR *dd = opendir(dir);
	struct dirent *e;
	bool empty = true;
	while (dd && (e = readdir(dd)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			empty = false;
	if (dd)
		closedir(dd);
	return empty;
}

/* ---- the lock */

pg_status store_take_lock(pg_store *s, pg_diag *d)
{
	pg_buf p = PG_BUF_INIT;
	if (!pg_buf_addf(&p, "%s.lock", s->path))
		return PG_ERR_NOMEM;
	s->lock_fd = open(pg_buf_str(&p), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	pg_status st = PG_OK;
	if (s->lock_fd < 0)
		st = pg_diag_set(d, PG_ERR_IO, pg_buf_str(&p), 0, "cannot create lock file: %s",
				 strerror(errno));
	else if (flock(s->lock_fd, LOCK_EX | LOCK_NB) != 0)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				 "the store is being written by another papergraph process");
	pg_buf_free(&p);
	return st;
}

/* ---- META */

pg_status store_write_meta(pg_store *s, pg_diag *d)
{
	pg_buf p = PG_BUF_INIT, text = PG_BUF_INIT; /* text: sealed by verify.c */
	pg_status st = PG_ERR_NOMEM;
	if (!pg_buf_addf(&p, "%s/META", s->work) ||
	    !pg_buf_addf(&text, "papergraph-store %d\nbackend %s\nbase %s\n", PG_STORE_FORMAT,
			 s->backend == BACKEND_SQLITE ? "sqlite" : "hashes", s->base))
		goto out;
	if ((st = store_meta_seal(s, &text, d)) != PG_OK)
		goto out;
	FILE *f = fopen(pg_buf_str(&p), "w");
	bool ok = f && fputs(pg_buf_str(&text), f) >= 0;
	ok = ok && fflush(f) == 0;
	int err = ok ? 0 : errno;
	if (f && fclose(f) != 0 && ok) {
		ok = false;
		err = errno;
	}
	st = ok ? PG_OK : PG_ERR_IO;
	if (!ok) {
		store_libmsg_errno(&s->msgs, err, "META");
		pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot write META: %s", strerror(err));
	}
out:
	pg_buf_free(&text);
	pg_buf_free(&p);
	return st;
}

pg_status store_read_meta(pg_store *s, pg_diag *d)
{
	pg_buf p = PG_BUF_INIT;
	if (!pg_buf_addf(&p, "%s/META", s->path))
		return PG_ERR_NOMEM;
	struct stat sb;
	pg_status st = PG_OK;
	if (stat(s->path, &sb) != 0) {
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				 "no store here (build one with 'papergraph build -s %s FILE')", s->path);
		goto out;
	}
	FILE *f = fopen(pg_buf_str(&p), "r");
	if (!f) {
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "not a papergraph store (no META file)");
		goto out;
	}
	char line[4096];
	int format = -1;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "papergraph-store ", 17))
			format = atoi(line + 17);
		else if (!strncmp(line, "backend ", 8))
			s->backend = !strcmp(line + 8, "sqlite") ? BACKEND_SQLITE : BACKEND_HASHES;
		else if (!strncmp(line, "base ", 5) && !s->base)
			s->base = strdup(line + 5);
	}
	fclose(f);
	if (format < 0)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "not a papergraph store (bad META file)");
	else if (format != PG_STORE_FORMAT)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				 "store format version %d, but this papergraph reads version %d: rebuild it",
				 format, PG_STORE_FORMAT);
	else if (!s->base)
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "not a papergraph store (no base in META)");
out:
	pg_buf_free(&p);
	return st;
}

bool store_is_store(const char *path)
{
	pg_buf p = PG_BUF_INIT;
	struct stat sb;
	bool yes = pg_buf_addf(&p, "%s/META", path) && stat(pg_buf_str(&p), &sb) == 0;
	pg_buf_free(&p);
	return yes;
}

pg_status store_check_replaceable(pg_store *s, pg_diag *d)
{
	struct stat sb;
	if (stat(s->path, &sb) != 0)
		return PG_OK;
	if (!S_ISDIR(sb.st_mode))
		return pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				   "exists and is not a papergraph store (not a directory)");
	/* Replace only something that is a store, never a user's directory. */
	pg_store probe = {.path = s->path};
	pg_diag ignore;
	pg_status pst = store_read_meta(&probe, &ignore);
	free(probe.base);
	if (pst != PG_OK && !is_empty_dir(s->path))
		return pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
				   "exists and is not a papergraph store; refusing to replace it");
	return PG_OK;
}

/* ---- staging and the swap */

pg_status store_make_staging(pg_store *s, pg_diag *d)
{
	pg_buf w = PG_BUF_INIT;
	if (pg_buf_addf(&w, "%s.staging.%ld", s->path, (long)getpid()))
		s->work = pg_buf_take(&w);
	pg_buf_free(&w);
	if (!s->work)
		return PG_ERR_NOMEM;
	/* We hold the lock, so staging copies left by killed writers are stale. */
	pg_buf pat = PG_BUF_INIT;
	glob_t g;
	if (pg_buf_addf(&pat, "%s.staging.*", s->path) &&
	    glob(pg_buf_str(&pat), GLOB_NOSORT, NULL, &g) == 0) {
		for (size_t i = 0; i < g.gl_pathc; i++)
			store_remove_tree(g.gl_pathv[i]);
		globfree(&g);
	}
	pg_buf_free(&pat);
	store_remove_tree(s->work);
	if (mkdir(s->work, 0755) != 0)
		return pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot create: %s", strerror(errno));
	return PG_OK;
}

pg_status store_swap_in(pg_store *s, pg_diag *d)
{
	pg_status st = store_sync_staging(s, d);
	if (st != PG_OK)
		return st;
	struct stat sb;
	bool exchange = stat(s->path, &sb) == 0;
	int rc = exchange ? renameat2(AT_FDCWD, s->work, AT_FDCWD, s->path, RENAME_EXCHANGE)
			  : rename(s->work, s->path);
	if (rc != 0)
		return pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot swap in the new store: %s",
				   strerror(errno));
	if ((st = store_sync_parent(s, d)) != PG_OK) {
		/* not durable: undo, so that what the failure says holds (the old
		 * store is at the path; the new one at WORK, deleted by close) */
		if (exchange)
			(void)renameat2(AT_FDCWD, s->work, AT_FDCWD, s->path, RENAME_EXCHANGE);
		else
			(void)rename(s->path, s->work);
		return st;
	}
	s->committed = true;
	store_remove_tree(s->work); /* the previous store, after an exchange */
	return PG_OK;
}
