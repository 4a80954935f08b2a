/* SPDX-License-Identifier: Apache-2.0 */
/* Shared command helpers. */
#include "cli/cmd_util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "store/store.h"

int pg_cmd_exit(pg_status st)
{
	switch (st) {
	case PG_OK: return 0;
	case PG_ERR_INPUT:
	case PG_ERR_USAGE:
	case PG_ERR_IO: return 1;
	default: return 2;
	}
}

int pg_cmd_fail(const char *cmd, pg_status st, const pg_diag *d)
{
	char msg[1200];
	if (d && d->status != PG_OK) {
		pg_diag_format(d, msg, sizeof msg);
		st = d->status;
	} else {
		snprintf(msg, sizeof msg, "%s", pg_strerror(st));
	}
	fprintf(stderr, "papergraph %s: %s\n", cmd, msg);
	return pg_cmd_exit(st);
}

int pg_cmd_done(const char *cmd, pg_status st, const pg_diag *d)
{
	return st == PG_OK ? 0 : pg_cmd_fail(cmd, st, d);
}

pg_status pg_cmd_open_store(const char *store_opt, pg_store_mode mode, pg_store **s, pg_diag *d)
{
	pg_diag_clear(d);
	*s = NULL;
	return pg_store_open(pg_cmd_store_spec(store_opt), mode, NULL, s, d);
}

pg_status pg_cmd_infer_commit(pg_store *s, pg_infer_stats *stats, pg_diag *d)
{
	pg_status st = pg_infer_run(s, stats, d);
	return st == PG_OK ? pg_store_commit(s, d) : st;
}

int pg_cmd_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "papergraph %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, " (see 'papergraph %s --help')\n", cmd);
	return 1;
}

const char *pg_cmd_store_spec(const char *opt)
{
	if (opt && *opt)
		return opt;
	const char *env = getenv("PAPERGRAPH_STORE");
	return env && *env ? env : PG_STORE_DEFAULT;
}

bool pg_cmd_base_ok(const char *base)
{
	size_t n = strlen(base);
	return pg_cmd_iri_ok(base) && (base[n - 1] == '/' || base[n - 1] == '#');
}

bool pg_cmd_iri_ok(const char *base)
{
	const char *colon = strchr(base, ':');
	if (!colon || colon == base)
		return false;
	for (const char *p = base; p < colon; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (p > base && ((*p >= '0' && *p <= '9') || *p == '+' || *p == '-' || *p == '.'))))
			return false;
	for (const unsigned char *p = (const unsigned char *)base; *p; p++)
		if (*p <= 0x20 || strchr("<>\"{}|^`\\", *p))
			return false;
	return true;
}

void pg_cmd_block_network(void)
{
	static const char *const vars[] = {"http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", NULL};
	for (size_t i = 0; vars[i]; i++)
		setenv(vars[i], "http://127.0.0.1:9", 1);
	unsetenv("no_proxy");
	unsetenv("NO_PROXY");
}

double pg_cmd_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void pg_progress_start(pg_progress *p, const char *what)
{
	p->what = what;
	p->start = p->last = pg_cmd_now();
	p->shown = false;
	p->tty = isatty(STDERR_FILENO);
}

void pg_progress_update(void *progress, size_t done)
{
	pg_progress *p = progress;
	if (!p->tty || (done & 63))
		return;
	double now = pg_cmd_now();
	if (now - p->start < 0.5 || now - p->last < 0.1)
		return;
	p->last = now;
	p->shown = true;
	double rate = done / (now - p->start);
	fprintf(stderr, "\r%s: %zu papers, %.0f/s, %.1f s ", p->what, done, rate, now - p->start);
	fflush(stderr);
}

void pg_progress_end(pg_progress *p)
{
	if (p->shown)
		fprintf(stderr, "\r\033[K");
}

pg_status pg_cmd_rules_parse(const char *arg, pg_cmd_rules *r, pg_diag *d)
{
	*r = (pg_cmd_rules){0};
	if (!(r->text = strdup(arg)))
		return PG_ERR_NOMEM;
	size_t items = 1;
	for (const char *p = arg; *p; p++)
		items += *p == ',';
	if (!(r->name = calloc(items, sizeof *r->name)))
		return PG_ERR_NOMEM;
	for (char *item = r->text, *next; item; item = next) {
		next = strchr(item, ',');
		if (next)
			*next++ = '\0';
		if (item[0] != '-' || !item[1] || strchr(item + 1, ' '))
			return pg_diag_set(d, PG_ERR_USAGE, NULL, 0,
					   "--rules: '%s' is not -RULE (a rule to switch off, as eval --by-rule "
					   "names it)", item);
		r->name[r->n++] = item + 1;
	}
	return PG_OK;
}

void pg_cmd_rules_free(pg_cmd_rules *r)
{
	free(r->text);
	free(r->name);
	*r = (pg_cmd_rules){0};
}
