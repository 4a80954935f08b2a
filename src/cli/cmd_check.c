/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph check`: verify a whole store and say what is wrong with it. */
#include <stdio.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph check [-s STORE]\n"
	       "\n"
	       "Verify a whole store, reading every page of it: META and its seal, each\n"
	       "index file's Berkeley DB header, every record of every index (and its page\n"
	       "checksum, on stores written with them), that the five indexes hold the\n"
	       "same statements, and that GRAPHS lists exactly the store's graphs (a\n"
	       "sqlite store gets SQLite's integrity check). Each finding is a line on\n"
	       "stdout; a damaged index is named with a few of the statements it misses or\n"
	       "holds alone.\n"
	       "\n"
	       "Exit status: 0 the store is sound, 2 it is damaged (rebuild it, or restore\n"
	       "it from a copy or an export), 1 bad usage or not a store.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -h, --help         show this help\n");
}

static void print_finding(void *ctx, bool damage, const char *line)
{
	(void)ctx;
	(void)damage; /* the line says so */
	printf("%s\n", line);
}

int cmd_check(int argc, char **argv)
{
	const char *store_opt = NULL;
	const pg_cmd_option opts[] = {PG_OPT_STORE(store_opt), {NULL}};
	pg_cmd_parser p = {.cmd = "check", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	if (p.next < argc)
		return pg_cmd_unexpected_operand(&p, argv);
	pg_diag d;
	pg_diag_clear(&d);
	pg_status st = pg_store_check(pg_cmd_store_spec(store_opt), print_finding, NULL, &d);
	if (fflush(stdout) != 0 && st == PG_OK)
		st = pg_diag_set(&d, PG_ERR_IO, NULL, 0, "cannot write the report");
	return pg_cmd_done("check", st, &d);
}
