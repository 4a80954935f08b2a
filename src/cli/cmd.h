/* SPDX-License-Identifier: Apache-2.0 */
/* The subcommands of papergraph.
 *
 * How to add a command: write `int cmd_NAME(int argc, char **argv)` in
 * src/cmd_NAME.c, declare it here, add a row to the table in main.c and the
 * file to papergraph_SOURCES in Makefile.am. argv[0] is the command's name.
 * A command parses its options with getopt_long (pg_cmd_* helpers in
 * cmd_util.h), prints `--help` to stdout and exits 0, prints one line plus
 * "Try 'papergraph NAME --help'." to stderr and returns 1 on misuse, and
 * returns pg_cmd_exit(status) otherwise: 0 ok, 1 bad input or usage, 2
 * internal error. Commands are the only code that prints or picks exit codes. */
#ifndef PG_CMD_H
#define PG_CMD_H

int cmd_build(int argc, char **argv);
int cmd_add(int argc, char **argv);
int cmd_extract(int argc, char **argv);
int cmd_load(int argc, char **argv);
int cmd_query(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_infer(int argc, char **argv);
int cmd_queries(int argc, char **argv);
int cmd_lineage(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_publish(int argc, char **argv);

#endif
