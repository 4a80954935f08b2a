/* SPDX-License-Identifier: Apache-2.0 */
/* The subcommands of papergraph.
 *
 * How to add a command: write `int cmd_NAME(int argc, char **argv)` in
 * src/cli/cmd_NAME.c, declare it here, add a row to the table in main.c and
 * the file to papergraph_SOURCES in Makefile.am. argv[0] is the command's
 * name. A command describes its options in a pg_cmd_option table
 * (cli/options.h: PG_OPT_STORE for -s, rows with a destination for plain
 * strings and flags, rows without one for options it checks itself) and runs
 * it with pg_cmd_parse() or a pg_cmd_next_option() loop; those print
 * `--help` to stdout (exit 0) and report an unknown option with one line that
 * lists the options on stderr (exit 1), and the command reports its own
 * misuse in one line with pg_cmd_usage_error(). It opens the store
 * with pg_cmd_open_store() (cli/cmd_util.h), calls the layers below, which
 * fill a pg_diag and never print, and returns pg_cmd_done(NAME, status, diag):
 * 0 ok, 1 bad input or usage, 2 internal error. Commands are the only code
 * that prints or picks exit codes, and they do not call Redland: work that
 * needs it belongs in export/, sparql/ or store/. */
#ifndef PG_CMD_H
#define PG_CMD_H

int cmd_build(int argc, char **argv);
int cmd_add(int argc, char **argv);
int cmd_extract(int argc, char **argv);
int cmd_load(int argc, char **argv);
int cmd_query(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_infer(int argc, char **argv);
int cmd_queries(int argc, char **argv);
int cmd_lineage(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_eval(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_publish(int argc, char **argv);

#endif
