/* SPDX-License-Identifier: Apache-2.0 */
/* Helpers shared by the commands: messages, exit codes, opening and
 * committing the store, progress (options are cli/options.h). */
#ifndef PG_CMD_UTIL_H
#define PG_CMD_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "store/infer.h"
#include "store/store.h"

/* Maps a status to the exit code: 0 ok, 1 bad input or usage, 2 internal. */
int pg_cmd_exit(pg_status st);

/* Prints "papergraph CMD: <diagnostic>" to stderr; returns pg_cmd_exit(d->status or st). */
int pg_cmd_fail(const char *cmd, pg_status st, const pg_diag *d);

/* 0 if `st` is PG_OK, else pg_cmd_fail(cmd, st, d). */
int pg_cmd_done(const char *cmd, pg_status st, const pg_diag *d);

/* Clears `d` and opens the store pg_cmd_store_spec(store_opt) in `mode` into
 * `*s` (NULL on failure; caller closes with pg_store_close()). */
pg_status pg_cmd_open_store(const char *store_opt, pg_store_mode mode, pg_store **s, pg_diag *d);

/* Recomputes the inferred graph of `s` (counts into `stats`, may be NULL) and,
 * if that worked, commits the store: the end of build, add, load (of a store
 * that keeps an inferred graph) and infer. */
pg_status pg_cmd_infer_commit(pg_store *s, pg_infer_stats *stats, pg_diag *d);

/* Prints one line, "papergraph CMD: <message> (see 'papergraph CMD --help')";
 * returns 1. */
int pg_cmd_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Returns the store spec to use: `opt` if given, else $PAPERGRAPH_STORE, else
 * PG_STORE_DEFAULT (store/store.h). Borrowed. */
const char *pg_cmd_store_spec(const char *opt);

/* True if `base` is usable as an IRI base: an absolute IRI ending in '/' or '#'
 * without spaces or characters that IRIs forbid. */
bool pg_cmd_base_ok(const char *base);

/* True if `iri` is an absolute IRI (a scheme and ':') without spaces or
 * characters that IRIs forbid. */
bool pg_cmd_iri_ok(const char *iri);

/* A progress line on stderr, shown only when stderr is a terminal and the work
 * has taken more than half a second. */
typedef struct pg_progress {
	const char *what;
	double start;
	double last;
	bool shown;
	bool tty;
} pg_progress;

void pg_progress_start(pg_progress *p, const char *what);
/* Usable as a pg_ingest progress callback. */
void pg_progress_update(void *progress, size_t done);
void pg_progress_end(pg_progress *p);

/* Points http_proxy and friends at a dead loopback port, so that anything in
 * Redland that still tries HTTP (SERVICE, FROM) fails without leaving the machine. */
void pg_cmd_block_network(void);

/* The rules a --rules -RULE,-RULE... argument switches off. */
typedef struct pg_cmd_rules {
	char *text;        /* owned: a copy of the argument, cut at the commas */
	const char **name; /* owned array; the names point into `text` */
	size_t n;
} pg_cmd_rules;

/* Parses `arg` ("-a,-b": each rule named with a leading '-', switched off)
 * into `r` (caller frees with pg_cmd_rules_free, also on failure). Returns
 * PG_ERR_USAGE with `d` saying which item is wrong, PG_ERR_NOMEM. */
pg_status pg_cmd_rules_parse(const char *arg, pg_cmd_rules *r, pg_diag *d);
void pg_cmd_rules_free(pg_cmd_rules *r);

/* Monotonic seconds. */
double pg_cmd_now(void);

#endif
