/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph queries`: the ready-made queries and what they answer. */
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "base/embedded.h"
#include "eval/quality.h"
#include "export/quality_read.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph queries [-s STORE] [NAME]\n"
	       "\n"
	       "List the ready-made SPARQL queries with what they answer and the variables\n"
	       "they take, and how far to trust the relations each one reads (precision and\n"
	       "recall of papergraph's own evaluation, or of the quality graph of STORE);\n"
	       "with NAME, print that query. Run one with\n"
	       "  papergraph query -q NAME [--bind VAR=VALUE]...\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  take the figures from this store's quality graph\n"
	       "  -h, --help         show this help\n"
	       "\n"
	       "Example: papergraph queries lineage; papergraph query -q lineage --bind name=Foo\n");
}

/* The terms a query reads and the measured relation each one rests on
 * (derived ones too: pg:comparedCount counts pg:comparesWith statements). */
static const struct { const char *term; int field; } rests_on[] = {
	{"pg:proposes", PG_EV_PROPOSES}, {"pg:proposedFor", PG_EV_PROPOSES},
	{"pg:usesMethod", PG_EV_USES},
	{"pg:comparesWith", PG_EV_COMPARES}, {"pg:comparedCount", PG_EV_COMPARES},
	{"pg:extends", PG_EV_EXTENDS}, {"pg:descendsFrom", PG_EV_EXTENDS}, {"pg:Ancestry", PG_EV_EXTENDS},
	{"pg:addressesTask", PG_EV_TASKS}, {"pg:proposedFor", PG_EV_TASKS},
	{"pg:evaluatesOn", PG_EV_DATASETS}, {"pg:Dataset", PG_EV_DATASETS},
	{"pg:usesMetric", PG_EV_METRICS},
	{"pg:reportsResult", PG_EV_RESULTS}, {"pg:bestResult", PG_EV_RESULTS},
};

/* True if `text` holds `term` as a whole name (not a prefix of a longer one). */
static bool mentions(const char *text, const char *term)
{
	size_t n = strlen(term);
	for (const char *p = strstr(text, term); p; p = strstr(p + 1, term)) {
		char c = p[n];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
			return true;
	}
	return false;
}

/* "    trust: compares with: precision ..." per measured relation the query reads. */
static void trust_lines(const char *query, const pg_quality *q)
{
	const int *fields = pg_quality_fields();
	for (size_t i = 0; i < PG_QUALITY_RELATIONS; i++) {
		bool reads = false;
		for (size_t k = 0; k < sizeof rests_on / sizeof *rests_on && !reads; k++)
			reads = rests_on[k].field == fields[i] && mentions(query, rests_on[k].term);
		char phrase[128];
		pg_quality_phrase(q, fields[i], phrase, sizeof phrase);
		if (reads && *phrase)
			printf("    trust: %s: %s\n", pg_quality_relation_words(fields[i]), phrase);
	}
}

int cmd_queries(int argc, char **argv)
{
	const char *store_opt = NULL;
	const pg_cmd_option opts[] = {PG_OPT_STORE(store_opt), {NULL}};
	pg_cmd_parser p = {.cmd = "queries", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	static pg_quality q;
	pg_diag d;
	pg_diag_clear(&d);
	bool measured = false;
	pg_status st = PG_OK;
	if (store_opt) {
		pg_store *s;
		st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
		if (st == PG_OK) {
			st = pg_quality_read(s, &q, &measured, &d);
			pg_store_close(s);
		}
	} else {
		measured = (st = pg_quality_default(&q, &d)) == PG_OK;
	}
	if (st != PG_OK)
		return pg_cmd_fail("queries", st, &d);
	if (!measured)
		memset(&q, 0, sizeof q);
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
		trust_lines(f->data, &q);
		found = true;
	}
	if (want && !found) {
		fprintf(stderr, "papergraph queries: no ready-made query '%s' (see 'papergraph queries')\n", want);
		return 1;
	}
	return 0;
}
