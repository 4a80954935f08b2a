/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph queries`: the ready-made queries and what they answer. */
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "base/embedded.h"

static void help(void)
{
	printf("Usage: papergraph queries [NAME]\n"
	       "\n"
	       "List the ready-made SPARQL queries with what they answer and the variables\n"
	       "they take; with NAME, print that query. Run one with\n"
	       "  papergraph query -q NAME [--bind VAR=VALUE]...\n"
	       "\n"
	       "Options:\n"
	       "  -h, --help  show this help\n"
	       "\n"
	       "Example: papergraph queries lineage; papergraph query -q lineage --bind name=Foo\n");
}

int cmd_queries(int argc, char **argv)
{
	static const pg_cmd_option opts[] = {{NULL}};
	pg_cmd_parser p = {.cmd = "queries", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	int first = p.next;
	if (first + 1 < argc)
		return pg_cmd_usage_error("queries", "one NAME at most");
	const char *want = first < argc ? argv[first] : NULL;
	bool found = false;
	for (const pg_embedded_file *f = pg_embedded_all(); f->name; f++) {
		if (strncmp(f->name, "queries/", 8) != 0)
			continue;
		const char *name = f->name + 8;
		size_t len = strlen(name) - 3; /* without ".rq" */
		if (want) {
			if (strlen(want) == len && !strncmp(want, name, len)) {
				fputs(f->data, stdout);
				found = true;
			}
			continue;
		}
		/* the header: comment lines up to the first line of SPARQL */
		printf("%.*s\n", (int)len, name);
		for (const char *p = f->data; *p == '#';) {
			const char *eol = strchr(p, '\n');
			size_t n = eol ? (size_t)(eol - p) : strlen(p);
			const char *text = p + 1 + (p[1] == ' ');
			const char *colon = p == f->data ? strstr(text, ": ") : NULL;
			if (colon && colon < p + n)
				text = colon + 2;
			printf("    %.*s\n", (int)(n - (size_t)(text - p)), text);
			p += n + (eol != NULL);
		}
		found = true;
	}
	if (want && !found) {
		fprintf(stderr, "papergraph queries: no ready-made query '%s' (see 'papergraph queries')\n", want);
		return 1;
	}
	return 0;
}
