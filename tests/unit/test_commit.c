/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the durable commit (store/durable.c, files.c): what is fsynced
 * before and after the swap, and that a failed fsync at any step, or a full
 * disk, is a failed commit that leaves the old store as it was. fsync, rename
 * and renameat2 of libpg.a are wrapped (-Wl,--wrap): every call is logged,
 * and the Nth fsync can be made to fail. */
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmocka_tap.h"
#include "store/store.h"

#define BASE "http://example.org/kg/"
#define LOG_MAX 256

static char dir[256];
static char log_[LOG_MAX][600]; /* "fsync PATH" or "swap FROM TO" */
static int nlog;
static int fail_at;   /* the 1-based fsync to fail, 0 for none */
static int fail_errno;
static int nfsync;

int __real_fsync(int fd);
int __real_rename(const char *from, const char *to);
int __real_renameat2(int fromfd, const char *from, int tofd, const char *to, unsigned flags);

static void note(const char *what, const char *a, const char *b)
{
	if (nlog < LOG_MAX)
		snprintf(log_[nlog++], sizeof log_[0], "%s %s%s%s", what, a, b ? " " : "", b ? b : "");
}

int __wrap_fsync(int fd)
{
	char link[64], target[512];
	snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
	ssize_t n = readlink(link, target, sizeof target - 1);
	target[n > 0 ? n : 0] = '\0';
	note("fsync", target, NULL);
	if (++nfsync == fail_at) {
		errno = fail_errno;
		return -1;
	}
	return __real_fsync(fd);
}

int __wrap_rename(const char *from, const char *to)
{
	note("swap", from, to);
	return __real_rename(from, to);
}

int __wrap_renameat2(int fromfd, const char *from, int tofd, const char *to, unsigned flags)
{
	note("swap", from, to);
	return __real_renameat2(fromfd, from, tofd, to, flags);
}

static void reset_log(int fail, int err)
{
	nlog = nfsync = 0;
	fail_at = fail;
	fail_errno = err;
}

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "%s/pgcommit.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	char made[sizeof dir];
	if (!mkdtemp(dir) || !realpath(dir, made))
		return -1;
	snprintf(dir, sizeof dir, "%s", made); /* fsync's log has real paths */
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char *path(const char *name)
{
	static char p[400];
	snprintf(p, sizeof p, "%s/%s", dir, name);
	return p;
}

/* Rebuilds the store `name` with `n` statements of its own; returns commit's status. */
static pg_status build(const char *name, int n, pg_diag *d)
{
	pg_store *s;
	pg_status st = pg_store_open(path(name), PG_STORE_REBUILD, BASE, &s, d);
	assert_int_equal(st, PG_OK);
	for (int i = 0; i < n; i++) {
		char subject[64];
		snprintf(subject, sizeof subject, "http://e/s%d", i);
		pg_triple t = {.s = subject, .p = "http://e/p", .o = "x", .o_literal = true,
			       .scope = PG_SCOPE_PAPER, .graph = "http://e/g"};
		assert_int_equal(pg_store_add(s, &t), PG_OK);
	}
	st = pg_store_commit(s, d);
	if (st != PG_OK)
		st = pg_store_explain_failure(s, st, d);
	pg_store_close(s);
	return st;
}

static size_t count(const char *name)
{
	pg_store *s;
	pg_diag d;
	size_t n = 0;
	assert_int_equal(pg_store_open(path(name), PG_STORE_READ, NULL, &s, &d), PG_OK);
	assert_int_equal(pg_store_count(s, &n, &d), PG_OK);
	pg_store_close(s);
	return n;
}

/* Builds `name` with one statement, with nothing failing; returns its count. */
static size_t built(const char *name)
{
	pg_diag d;
	reset_log(0, 0);
	assert_int_equal(build(name, 1, &d), PG_OK);
	return count(name);
}

/* The index in the log of the first entry starting with `prefix`, or -1. */
static int find(const char *prefix)
{
	for (int i = 0; i < nlog; i++)
		if (!strncmp(log_[i], prefix, strlen(prefix)))
			return i;
	return -1;
}

static int staging_left(const char *name)
{
	char pat[500];
	snprintf(pat, sizeof pat, "%s.staging.*", path(name));
	glob_t g;
	int n = glob(pat, 0, NULL, &g) == 0 ? (int)g.gl_pathc : 0;
	if (n)
		globfree(&g);
	return n;
}

static void test_files_and_directory_before_the_swap_parent_after(void **state)
{
	(void)state;
	pg_diag d;
	reset_log(0, 0);
	assert_int_equal(build("kg", 1, &d), PG_OK);
	reset_log(0, 0);
	assert_int_equal(build("kg", 2, &d), PG_OK);
	char staging[500], swap[1200];
	snprintf(staging, sizeof staging, "%s.staging.%ld", path("kg"), (long)getpid());
	snprintf(swap, sizeof swap, "swap %s %s", staging, path("kg"));
	int at = find(swap);
	assert_true(at > 0);
	static const char *const files[] = {"META", "GRAPHS", "kg-sp2o.db", "kg-po2s.db",
					    "kg-so2p.db", "kg-p2so.db", "kg-contexts.db", NULL};
	for (size_t i = 0; files[i]; i++) {
		char want[600];
		snprintf(want, sizeof want, "fsync %s/%s", staging, files[i]);
		int f = find(want);
		assert_true(f >= 0 && f < at);
	}
	char want[600];
	snprintf(want, sizeof want, "fsync %s", staging);
	int own = -1;
	for (int i = 0; i < nlog && own < 0; i++)
		if (!strcmp(log_[i], want))
			own = i;
	assert_true(own >= 0 && own < at);
	snprintf(want, sizeof want, "fsync %s", dir);
	int parent = -1;
	for (int i = 0; i < nlog; i++)
		if (!strcmp(log_[i], want))
			parent = i;
	assert_true(parent > at);
}

static void test_a_failed_fsync_at_any_step_leaves_the_old_store(void **state)
{
	(void)state;
	pg_diag d;
	size_t old = built("kg2");
	reset_log(0, 0);
	assert_int_equal(build("kg2", 1, &d), PG_OK); /* over a store: an exchange */
	int steps = nfsync;
	assert_true(steps >= 8); /* 7 files, the directory, the parent */
	for (int k = 1; k <= steps; k++) {
		reset_log(k, EIO);
		assert_int_equal(build("kg2", 3, &d), PG_ERR_IO);
		assert_non_null(strstr(d.msg, "cannot flush"));
		reset_log(0, 0);
		assert_int_equal(count("kg2"), old);
		assert_int_equal(staging_left("kg2"), 0);
	}
	/* the first build of a store, failing at its last step, leaves none */
	reset_log(0, 0);
	assert_int_equal(build("kg3", 1, &d), PG_OK);
	int first_steps = nfsync;
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", path("kg3"));
	assert_int_equal(system(cmd), 0);
	reset_log(first_steps, EIO);
	assert_int_equal(build("kg3", 1, &d), PG_ERR_IO);
	struct stat sb;
	assert_int_not_equal(stat(path("kg3"), &sb), 0);
	assert_int_equal(staging_left("kg3"), 0);
}

static void test_a_full_disk_at_fsync_is_said_once(void **state)
{
	(void)state;
	pg_diag d;
	size_t old = built("kg4");
	reset_log(1, ENOSPC);
	assert_int_equal(build("kg4", 3, &d), PG_ERR_IO);
	assert_non_null(strstr(d.msg, "no space left on device"));
	assert_non_null(strstr(d.msg, "the store was left as it was"));
	reset_log(0, 0);
	assert_int_equal(count("kg4"), old);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_files_and_directory_before_the_swap_parent_after),
		cmocka_unit_test(test_a_failed_fsync_at_any_step_leaves_the_old_store),
		cmocka_unit_test(test_a_full_disk_at_fsync_is_said_once),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
