/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph extract`: abstracts in, RDF out, no store: a streaming map step. */
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "graph/ingest.h"
#include "extract/lexicon.h"
#include "graph/rdfout.h"

static void help(void)
{
	printf("Usage: papergraph extract [-f FORMAT] [--base IRI] INPUT...\n"
	       "\n"
	       "Extract every abstract of the INPUTs and write the RDF to standard output,\n"
	       "paper by paper, without a store. IRIs depend only on the text, so shards\n"
	       "extracted apart and concatenated give the same graph as one run.\n"
	       "INPUT is seed-style text, JSON Lines, or - for standard input.\n"
	       "\n"
	       "Options:\n"
	       "  -f, --format FORMAT  ntriples (default), turtle, nquads (one graph per paper),\n"
	       "                       jsonld (JSON-LD, default graph), rdfxml (default graph)\n"
	       "      --base IRI       base of the minted IRIs (default %s)\n"
	       "  -h, --help           show this help\n", PG_DEFAULT_BASE);
}

int cmd_extract(int argc, char **argv)
{
	const char *base = PG_DEFAULT_BASE;
	const pg_cmd_option opts[] = {
		{"format", 'f', PG_OPT_ARG | PG_OPT_SHORT, NULL, NULL},
		{"base", 'b', PG_OPT_ARG, .to = &base},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "extract", .options = opts, .help = help};
	pg_rdf_format format = PG_RDF_NTRIPLES;
	int c;
	while ((c = pg_cmd_next_option(&p, argc, argv)) > 0) /* -f */
		if (!pg_rdfout_parse_format(p.arg, &format))
			return pg_cmd_usage_error("extract", "unknown format '%s' (ntriples, turtle, nquads, jsonld, rdfxml)", p.arg);
	if (c == PG_OPT_STOP)
		return p.code;
	int first = p.next;
	if (first >= argc)
		return pg_cmd_usage_error("extract", "no INPUT given");
	if (!pg_cmd_base_ok(base))
		return pg_cmd_usage_error("extract", "--base '%s' is not an absolute IRI ending in '/' or '#'", base);
	pg_diag d;
	pg_diag_clear(&d);
	pg_lexicon *lex = NULL;
	pg_rdfout *out = NULL;
	pg_status st = pg_lexicon_new_default(&lex, &d);
	if (st == PG_OK && !(out = pg_rdfout_new(stdout, format, base)))
		st = PG_ERR_NOMEM;
	if (st == PG_OK) {
		pg_ingest in = {.base = base, .lex = lex, .sink = pg_rdfout_write, .sink_ctx = out};
		st = pg_ingest_run(&in, argv + first, (size_t)(argc - first), &d);
	}
	if (st == PG_OK)
		st = pg_rdfout_finish(out);
	pg_rdfout_free(out);
	pg_lexicon_free(lex);
	return pg_cmd_done("extract", st, &d);
}
