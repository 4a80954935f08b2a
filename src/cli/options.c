/* SPDX-License-Identifier: Apache-2.0 */
/* The commands' option parser: builds getopt_long's short-option string and
 * long-option table from a pg_cmd_option table plus --help, and turns -h and
 * getopt's '?' into the help text or the usage error every command prints. */
#include "cli/options.h"

#include <stdio.h>
#include <string.h>

#include "cli/cmd_util.h"

/* Fills p->shortopts and p->longopts; false if the table is too big. */
static bool build_tables(pg_cmd_parser *p)
{
	size_t n = 0, k = 0;
	for (const pg_cmd_option *o = p->options; o && o->name; o++, n++) {
		if (n == PG_CMD_MAX_OPTIONS)
			return false;
		bool arg = o->flags & PG_OPT_ARG;
		p->longopts[n] = (struct option){o->name, arg ? required_argument : no_argument, NULL, o->key};
		if (o->flags & PG_OPT_SHORT) {
			p->shortopts[k++] = (char)o->key;
			if (arg)
				p->shortopts[k++] = ':';
		}
	}
	p->longopts[n++] = (struct option){"help", no_argument, NULL, 'h'};
	p->longopts[n] = (struct option){NULL, 0, NULL, 0};
	p->shortopts[k++] = 'h';
	p->shortopts[k] = '\0';
	return true;
}

/* The option getopt_long stopped at: "-x", or the long option as given
 * (without its "=value"). */
static void offending(char **argv, int argc, char *out, size_t size)
{
	const char *arg = optind > 0 && optind <= argc ? argv[optind - 1] : "";
	if (optopt && strncmp(arg, "--", 2) != 0) {
		snprintf(out, size, "-%c", optopt);
		return;
	}
	size_t n = strcspn(arg, "=");
	snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), arg);
}

/* One line: what is wrong with the option, and every option the command takes. */
static int bad_option(const pg_cmd_parser *p, int argc, char **argv)
{
	char opt[80];
	offending(argv, argc, opt, sizeof opt);
	/* a known option without its value: getopt says '?' or ':' for both */
	bool known = false;
	for (const pg_cmd_option *o = p->options; o->name && !known; o++)
		known = (opt[1] != '-' && opt[1] == o->key && (o->flags & PG_OPT_SHORT)) ||
			(opt[1] == '-' && !strcmp(opt + 2, o->name));
	fprintf(stderr, "papergraph %s: %s '%s'; options:", p->cmd,
		known ? "a value is missing after" : "unknown option", opt);
	for (const pg_cmd_option *o = p->options; o->name; o++) {
		if (o->flags & PG_OPT_SHORT)
			fprintf(stderr, " -%c/--%s", o->key, o->name);
		else
			fprintf(stderr, " --%s", o->name);
		if (o->flags & PG_OPT_ARG)
			fputs(" X", stderr);
		fputc(',', stderr);
	}
	fputs(" -h/--help\n", stderr);
	return 1;
}

int pg_cmd_next_option(pg_cmd_parser *p, int argc, char **argv)
{
	if (!p->started) {
		p->started = true;
		if (!build_tables(p)) {
			fprintf(stderr, "papergraph %s: too many options (a bug)\n", p->cmd);
			p->code = 2;
			return PG_OPT_STOP;
		}
		optind = 1;
		opterr = 0; /* the messages are ours: one line each */
	}
	for (;;) {
		p->arg = NULL;
		int c = getopt_long(argc, argv, p->shortopts, p->longopts, NULL);
		p->next = optind;
		if (c == -1)
			return PG_OPT_END;
		if (c == 'h') {
			p->help();
			p->code = 0;
			return PG_OPT_STOP;
		}
		if (c == '?' || c == ':') {
			p->code = bad_option(p, argc, argv);
			return PG_OPT_STOP;
		}
		const pg_cmd_option *o = p->options;
		while (o->name && o->key != c)
			o++;
		if (o->to)
			*o->to = optarg;
		else if (o->flag)
			*o->flag = true;
		else {
			p->arg = optarg;
			return c;
		}
	}
}

int pg_cmd_parse(pg_cmd_parser *p, int argc, char **argv)
{
	int c;
	while ((c = pg_cmd_next_option(p, argc, argv)) > 0)
		; /* every option has a destination */
	return c;
}

int pg_cmd_unexpected_operand(const pg_cmd_parser *p, char **argv)
{
	return pg_cmd_usage_error(p->cmd, "unexpected argument '%s'", argv[p->next]);
}
