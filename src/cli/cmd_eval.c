/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph eval`: scores the extractor against annotated abstracts, the
 * way ../shared/eval/score.py does, from a store or from INPUT files built
 * into a temporary store (the whole build pipeline, inference included). */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "eval/score.h"
#include "extract/lexicon.h"
#include "graph/ingest.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph eval [-s STORE] [--json] [--show-misses] [--entities]\n"
	       "                       [--by-rule] [--rules -RULE,...] GOLD.jsonl [INPUT...]\n"
	       "\n"
	       "Score what papergraph extracts against hand-annotated abstracts in the gold\n"
	       "format (one JSON object per abstract: id, proposes, extends, compares, uses,\n"
	       "tasks, datasets, metrics, results). With INPUT files (text or JSON Lines, as\n"
	       "for build), they are built into a temporary store first; without, the\n"
	       "store is scored. Names match leniently (case, accents, hyphens, punctuation,\n"
	       "LaTeX and plurals ignored; distinctive words overlapping by half; generic\n"
	       "words never alone; conflicting version tokens never), one to one; a result\n"
	       "matches on value and metric. Prints precision, recall and F1 per field and\n"
	       "the mean F1 last, as ../shared/eval/score.py does.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "      --json         the figures as JSON\n"
	       "      --show-misses  first, every abstract and field where predictions and gold\n"
	       "                     differ, with both\n"
	       "      --entities     score mentions by type only (methods pooled from proposes,\n"
	       "                     uses and compares; tasks; data sets; metrics), for gold\n"
	       "                     sets without roles\n"
	       "      --by-rule      then precision per extraction rule (the pg:rule of each\n"
	       "                     predicted fact), weakest first, with its hits, predictions\n"
	       "                     and fields: the rules a user may want to switch off\n"
	       "      --rules -RULE,...\n"
	       "                     build the INPUTs with these rules switched off, as\n"
	       "                     build --rules does, to see what leaving them out gives\n"
	       "  -h, --help         show this help\n"
	       "\n"
	       "Example: papergraph eval eval/dev-gold-tune.jsonl pool.jsonl\n");
}

static void print_names(FILE *out, const pg_eval_names *n)
{
	fputc('[', out);
	for (size_t i = 0; i < n->n; i++)
		fprintf(out, "%s\"%s\"", i ? ", " : "", n->name[i]);
	fputc(']', out);
}

static void print_list(FILE *out, int field, const pg_eval_list *l)
{
	fputc('{', out);
	for (size_t i = 0; i < l->n; i++) {
		const pg_eval_entry *e = &l->e[i];
		fputs(i ? "; " : "", out);
		print_names(out, &e->a);
		if (field == PG_EV_EXTENDS) {
			fputs(" -> ", out);
			print_names(out, &e->b);
		} else if (field == PG_EV_RESULTS) {
			if (e->has_value)
				fprintf(out, " = %g", e->value);
			else
				fputs(" = ?", out);
		}
	}
	fputc('}', out);
}

static void show_miss(void *ctx, const char *id, int field, const pg_eval_list *pred,
		      const pg_eval_list *gold)
{
	FILE *out = ctx;
	fprintf(out, "%s %-9s predicted=", id, pg_eval_field_name(field));
	print_list(out, field, pred);
	fputs(" gold=", out);
	print_list(out, field, gold);
	fputc('\n', out);
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	return remove(path);
}

/* Builds `inputs` into a new store under `dir` and feeds its statements to `g`. */
static pg_status build_and_read(const char *dir, char **inputs, size_t n, const pg_cmd_rules *off,
				pg_eval_graph *g, pg_diag *d)
{
	char spec[4200];
	snprintf(spec, sizeof spec, "%s/kg", dir);
	pg_lexicon *lex = NULL;
	pg_store *store = NULL;
	pg_status st = pg_lexicon_new_default(&lex, d);
	if (st == PG_OK)
		st = pg_store_open(spec, PG_STORE_REBUILD, NULL, &store, d);
	pg_ingest in = {.lex = lex, .sink = pg_store_add, .sink_ctx = store,
			.rules_off = off->name, .n_rules_off = off->n};
	if (st == PG_OK) {
		in.base = pg_store_get_base(store);
		st = pg_ingest_run(&in, inputs, n, d);
	}
	pg_infer_stats inf = {0};
	if (st == PG_OK)
		st = pg_cmd_infer_commit(store, &inf, d);
	pg_store_close(store);
	store = NULL;
	if (st == PG_OK)
		st = pg_store_open(spec, PG_STORE_READ, NULL, &store, d);
	if (st == PG_OK)
		st = pg_store_each(store, true, pg_eval_graph_add, g);
	if (st == PG_OK)
		st = pg_store_check_reads(store, d);
	pg_store_close(store);
	pg_lexicon_free(lex);
	return st;
}

int cmd_eval(int argc, char **argv)
{
	const char *store_opt = NULL, *rules_opt = NULL;
	bool json = false, misses = false, entities = false, by_rule = false;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"json", 'j', 0, .flag = &json},
		{"show-misses", 'm', 0, .flag = &misses},
		{"entities", 'e', 0, .flag = &entities},
		{"by-rule", 'r', 0, .flag = &by_rule},
		{"rules", 'R', PG_OPT_ARG, &rules_opt, NULL},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "eval", .options = opts, .help = help};
	if (pg_cmd_parse(&p, argc, argv) == PG_OPT_STOP)
		return p.code;
	if (p.next >= argc)
		return pg_cmd_usage_error("eval", "no GOLD.jsonl given");
	const char *gold_path = argv[p.next];
	char **inputs = argv + p.next + 1;
	size_t n_inputs = (size_t)(argc - p.next - 1);
	if (n_inputs && store_opt)
		return pg_cmd_usage_error("eval", "give INPUT files or -s STORE, not both");
	if (by_rule && (entities || misses))
		return pg_cmd_usage_error("eval", "--by-rule goes without --entities and --show-misses");
	if (rules_opt && !n_inputs)
		return pg_cmd_usage_error("eval", "--rules needs INPUT files to build (a store is already built)");

	pg_diag d;
	pg_diag_clear(&d);
	pg_cmd_rules off = {0};
	if (rules_opt && pg_cmd_rules_parse(rules_opt, &off, &d) != PG_OK) {
		pg_cmd_rules_free(&off);
		return d.status == PG_ERR_USAGE ? pg_cmd_usage_error("eval", "%s", d.msg) : pg_cmd_fail("eval", PG_ERR_NOMEM, &d);
	}
	pg_eval_gold gold = {0};
	pg_eval_graph *g = pg_eval_graph_new();
	pg_status st = g ? pg_eval_gold_read(gold_path, &gold, &d) : PG_ERR_NOMEM;
	if (st == PG_OK && n_inputs) {
		char dir[4096];
		snprintf(dir, sizeof dir, "%s/papergraph-eval.XXXXXX",
			 getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
		if (!mkdtemp(dir)) {
			st = pg_diag_set(&d, PG_ERR_IO, dir, 0, "cannot make a temporary directory");
		} else {
			st = build_and_read(dir, inputs, n_inputs, &off, g, &d);
			nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
		}
	} else if (st == PG_OK) {
		pg_store *s;
		st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
		if (st == PG_OK) {
			st = pg_store_each(s, true, pg_eval_graph_add, g);
			if (st == PG_OK)
				st = pg_store_check_reads(s, &d);
			pg_store_close(s);
		}
	}
	pg_eval_report r;
	pg_eval_rules rules = {0};
	if (st == PG_OK && by_rule)
		st = pg_eval_score_by_rule(g, &gold, &r, &rules);
	else if (st == PG_OK)
		st = pg_eval_score(g, &gold, entities, &r, misses && !json ? show_miss : NULL, stdout);
	if (st == PG_OK) {
		if (misses && !json)
			putchar('\n');
		pg_eval_print_all(stdout, &r, by_rule ? &rules : NULL, json);
		if (!r.found)
			fprintf(stderr, "papergraph eval: none of the %zu annotated abstracts is in the graph "
				"(their ids are not the papers' identifiers)\n", r.papers);
	}
	pg_cmd_rules_free(&off);
	pg_eval_rules_free(&rules);
	pg_eval_graph_free(g);
	pg_eval_gold_free(&gold);
	return pg_cmd_done("eval", st, &d);
}
