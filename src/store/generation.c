/* SPDX-License-Identifier: Apache-2.0 */
/* One store generation for a reader. A writer never changes a store in place:
 * it fills a staging directory and swaps it in for the old one with one
 * rename(2) exchange, then deletes the old one (files.c). A reader opens META
 * and the index files one by one by path, so a swap between two of those opens
 * would give it files of two generations (measured: 25 of 51 counts answered
 * nothing with exit 0). So a reader holds the store's directory open from
 * before its first file until it closes, and after opening every file checks
 * that the path still names that directory: a directory swapped out is
 * deleted and never comes back, and one held open keeps its inode (no other
 * directory can take its number), so "the same directory at the start and at
 * the end" means every file came from it. The GRAPHS file, which pg-hashes
 * reads at the first query rather than at open, is named through the held
 * directory (/proc/self/fd/N/GRAPHS), so it too is of the generation opened.
 *
 * PAPERGRAPH_TEST_OPEN_DELAY_MS (test only): a reader sleeps that long between
 * opening its second and third index file, so that a test can swap a store in
 * exactly then (tests/cli/t0740-store-commit.sh). */
#include "store/store_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void store_gen_hold(pg_store *s)
{
	s->dir_fd = open(s->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	struct stat sb;
	/* not a directory, or not readable: read_meta says what is wrong */
	if (s->dir_fd >= 0 ? fstat(s->dir_fd, &sb) == 0 : stat(s->path, &sb) == 0) {
		s->dev = sb.st_dev;
		s->ino = sb.st_ino;
	}
}

bool store_gen_unchanged(const pg_store *s)
{
	struct stat now;
	return stat(s->path, &now) == 0 && now.st_dev == s->dev && now.st_ino == s->ino;
}

bool store_gen_file(const pg_store *s, const char *name, pg_buf *out)
{
	pg_buf_reset(out);
	if (s->dir_fd >= 0) {
		if (!pg_buf_addf(out, "/proc/self/fd/%d", s->dir_fd))
			return false;
		if (access(pg_buf_str(out), F_OK) == 0)
			return pg_buf_addf(out, "/%s", name);
		pg_buf_reset(out); /* no /proc: by path, as before */
	}
	return pg_buf_addf(out, "%s/%s", s->path, name);
}

void store_gen_release(pg_store *s)
{
	if (s->dir_fd >= 0)
		close(s->dir_fd);
	s->dir_fd = -1;
}

void store_gen_test_delay(void)
{
	const char *env = getenv("PAPERGRAPH_TEST_OPEN_DELAY_MS");
	long ms = env ? strtol(env, NULL, 10) : 0;
	if (ms <= 0 || ms > 60000)
		return;
	struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

bool pg_store_is_current(const pg_store *s)
{
	if (s->dir_fd < 0)
		return true; /* a writer: the lock keeps others out */
	struct stat now;
	return stat(s->path, &now) != 0 || (now.st_dev == s->dev && now.st_ino == s->ino);
}
