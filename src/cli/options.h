/* SPDX-License-Identifier: Apache-2.0 */
/* The one option parser of the commands: a small table of a command's
 * options goes through getopt_long, and --help / -h and unknown options are
 * handled the same way in every command. */
#ifndef PG_OPTIONS_H
#define PG_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>

/* One option of a command's table, which ends with {NULL}. An option with a
 * destination (`to` or `flag`) is stored there by the parser; the others are
 * returned one by one by pg_cmd_next_option(), for the command to check. */
typedef struct pg_cmd_option {
	const char *name;  /* the long option, --NAME */
	int key;           /* what pg_cmd_next_option() returns for it */
	unsigned flags;    /* PG_OPT_ARG and PG_OPT_SHORT */
	const char **to;   /* (may be NULL) gets the argument; borrowed from argv */
	bool *flag;        /* (may be NULL) set to true when the option is given */
} pg_cmd_option;

#define PG_OPT_ARG 1u   /* takes an argument (--NAME ARG, --NAME=ARG) */
#define PG_OPT_SHORT 2u /* `key` is also the short option -KEY */

/* The -s, --store STORE option of every command that opens a store. */
#define PG_OPT_STORE(var) {"store", 's', PG_OPT_ARG | PG_OPT_SHORT, &(var), NULL}

/* The most options a table may hold (--help is added to them). */
#define PG_CMD_MAX_OPTIONS 20

/* The parse of one command line. Fill the first three fields; the rest is the
 * parser's. */
typedef struct pg_cmd_parser {
	const char *cmd;              /* the command's name, for messages */
	const pg_cmd_option *options; /* borrowed; -h, --help must not be in it */
	void (*help)(void);           /* prints the --help text to stdout */
	const char *arg;              /* the argument of the option just returned */
	int next;                     /* after the options: argv index of the first operand */
	int code;                     /* after PG_OPT_STOP: the command's exit code */
	bool started;
	char shortopts[2 * PG_CMD_MAX_OPTIONS + 2];
	struct option longopts[PG_CMD_MAX_OPTIONS + 2];
} pg_cmd_parser;

#define PG_OPT_END 0   /* the options are over; the operands start at p->next */
#define PG_OPT_STOP -1 /* --help was printed (code 0), or an unknown option or a
			  missing argument was reported on stderr (code 1) */

/* Stores the options of argv[1..argc-1] that have a destination and returns
 * the key of the next one that has none, with its argument in p->arg;
 * PG_OPT_END when the options are over; or PG_OPT_STOP after printing
 * the help (p->code 0) or "papergraph CMD: unknown option" and the "Try ..."
 * line after getopt's own message (p->code 1): the command then returns
 * p->code. Operands may come before options (GNU getopt permutes them).
 * A table of more than PG_CMD_MAX_OPTIONS options is a bug: PG_OPT_STOP,
 * code 2. */
int pg_cmd_next_option(pg_cmd_parser *p, int argc, char **argv);

/* Parses every option, for a table whose options all have destinations.
 * Returns PG_OPT_END, or PG_OPT_STOP as pg_cmd_next_option() does. */
int pg_cmd_parse(pg_cmd_parser *p, int argc, char **argv);

/* Prints "papergraph CMD: unexpected argument 'X'" for the first operand
 * argv[p->next] and the "Try ..." line; returns 1. For commands that take
 * no operands. */
int pg_cmd_unexpected_operand(const pg_cmd_parser *p, char **argv);

#endif
