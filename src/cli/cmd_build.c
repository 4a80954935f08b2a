/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph build` and `papergraph add`: abstracts into a store. They are one
 * pipeline that differs only in where it starts (an empty staging store, or a
 * copy of the existing one) and in replacing papers already there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "config.h"
#include "eval/quality.h"
#include "eval/quality_rdf.h"
#include "eval/score.h"
#include "store/infer.h"
#include "graph/ingest.h"
#include "extract/known.h"
#include "extract/lexicon.h"
#include "sparql/sparql.h"
#include "store/store.h"

static void help(bool add)
{
	if (add)
		printf("Usage: papergraph add [-s STORE] INPUT...\n"
		       "\n"
		       "Extract the abstracts of each INPUT and add them to an existing store.\n"
		       "A paper whose id is already in the store is replaced, not duplicated.\n"
		       "All or nothing: if any input is bad, the store is left as it was.\n");
	else
		printf("Usage: papergraph build [-s STORE] [--base IRI] [--quality GOLD.jsonl]\n"
		       "                        [--rules -RULE,...] INPUT...\n"
		       "\n"
		       "Extract every abstract of the INPUTs and build the store's graph from\n"
		       "scratch. The new graph is written beside the old one and swapped in only\n"
		       "when complete: a failed build leaves the previous graph intact.\n"
		       "\n"
		       "Every statement is in a named graph: a paper's in the paper's IRI, shared\n"
		       "ones in BASE graph/entities, the ontology in BASE graph/ontology, the\n"
		       "inferred statements in BASE graph/inferred. A query's default graph is\n"
		       "all of them; GRAPH <BASE graph/ontology> { ... } reaches one alone.\n"
		       "\n"
		       "BASE graph/quality says how far to trust each relation: per relation\n"
		       "(proposes, usesMethod, comparesWith, extends, addressesTask, evaluatesOn,\n"
		       "usesMetric, reportsResult) a dqv:QualityMeasurement of its precision,\n"
		       "recall and F1 (dqv:isMeasurementOf pg:precisionOfComparesWith, ...;\n"
		       "dqv:value in [0, 1]) on an evaluation set of annotated abstracts, and\n"
		       "the PROV-O record of the build (papergraph's version, its rules, the\n"
		       "input files, prov:endedAtTime). The figures are papergraph's own\n"
		       "measurement, compiled in (eval/quality.tsv), unless --quality gives a\n"
		       "gold file. Times are the figures' date, or SOURCE_DATE_EPOCH if set, so\n"
		       "the same input gives the same graph.\n");
	printf("\n"
	       "INPUT is seed-style text (an optional heading line, then abstracts separated\n"
	       "by blank lines), JSON Lines (id, title, abstract, year, venue, authors, url;\n"
	       "only abstract is required), or - for standard input. The format is detected.\n"
	       "Papers without an id get <file stem>-<n>.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  the store (default ./papergraph.db or $PAPERGRAPH_STORE);\n"
	       "                     DIR or hashes:DIR (Berkeley DB), sqlite:DIR (SQLite)\n");
	if (!add)
		printf("      --base IRI     base of the minted IRIs (default %s)\n"
		       "      --quality GOLD.jsonl\n"
		       "                     measure the quality graph's figures on GOLD.jsonl\n"
		       "                     (hand annotations in the gold format, as for eval)\n"
		       "                     instead of papergraph's own: every annotated\n"
		       "                     abstract must be among the INPUTs\n"
		       "      --rules -RULE,...\n"
		       "                     switch these extraction rules off: their facts and\n"
		       "                     results, and the entities only they named, are left\n"
		       "                     out (eval --by-rule names the rules, weakest first;\n"
		       "                     measure the result with --quality or eval --rules)\n",
		       PG_DEFAULT_BASE);
	printf("      --single-pass  no corpus pass: extract each paper once, on its own\n"
	       "                     (by default a first pass collects the names papers\n"
	       "                     propose, so \"foonet\" in another paper is FooNet)\n"
	       "  -q, --quiet        no summary line\n"
	       "  -h, --help         show this help\n");
}

static void help_build(void)
{
	help(false);
}

static void help_add(void)
{
	help(true);
}

typedef struct replace_ctx {
	pg_store *store;
	size_t replaced;
} replace_ctx;

/* The names of the rules that produced statements, seen as they go to the store. */
typedef struct rules_seen {
	pg_store *store;
	char **name;           /* owned, each owned */
	size_t n, cap;
} rules_seen;

static pg_status add_noting_rules(void *ctx, const pg_triple *t)
{
	rules_seen *r = ctx;
	if (t->o_literal && !strcmp(t->p, PG_P_RULE)) {
		size_t i = 0;
		while (i < r->n && strcmp(r->name[i], t->o))
			i++;
		if (i == r->n) {
			if (r->n == r->cap) {
				size_t cap = r->cap ? 2 * r->cap : 32;
				char **grown = realloc(r->name, cap * sizeof *grown);
				if (!grown)
					return PG_ERR_NOMEM;
				r->name = grown;
				r->cap = cap;
			}
			if (!(r->name[r->n] = strdup(t->o)))
				return PG_ERR_NOMEM;
			r->n++;
		}
	}
	return pg_store_add(r->store, t);
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "YYYY-MM-DDTHH:MM:SSZ" of SOURCE_DATE_EPOCH into `out`; false if it is unset. */
static bool source_date(char out[32], pg_status *st, pg_diag *d)
{
	const char *e = getenv("SOURCE_DATE_EPOCH");
	if (!e || !*e)
		return false;
	char *end;
	long long v = strtoll(e, &end, 10);
	time_t t = (time_t)v;
	struct tm tm;
	if (*end || v < 0 || !gmtime_r(&t, &tm) || tm.tm_year + 1900 > 9999) {
		*st = pg_diag_set(d, PG_ERR_USAGE, NULL, 0,
				  "SOURCE_DATE_EPOCH '%s' is not a count of seconds since 1970", e);
		return false;
	}
	strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm);
	return true;
}

/* Scores what the staging store holds against the gold file `gold_path`
 * into `q`. The date is SOURCE_DATE_EPOCH's, else the gold file's mtime. */
static pg_status measure(pg_store *store, const char *gold_path, pg_eval_gold *gold,
			 const char *when, pg_quality *q, pg_diag *d)
{
	pg_eval_graph *g = pg_eval_graph_new();
	if (!g)
		return PG_ERR_NOMEM;
	pg_status st = pg_store_each(store, true, pg_eval_graph_add, g);
	if (st == PG_OK)
		st = pg_store_check_reads(store, d);
	pg_eval_report r;
	pg_eval_rules rules = {0};
	if (st == PG_OK)
		st = pg_eval_score_by_rule(g, gold, &r, &rules);
	pg_eval_graph_free(g);
	if (st == PG_OK && r.found < r.papers)
		st = pg_diag_set(d, PG_ERR_INPUT, gold_path, 0,
				 "only %zu of its %zu annotated abstracts are among the inputs "
				 "(their ids must be the papers' ids)", r.found, r.papers);
	if (st != PG_OK) {
		pg_eval_rules_free(&rules);
		return st;
	}
	char date[11];
	if (when) {
		snprintf(date, sizeof date, "%.10s", when);
	} else {
		struct stat sb;
		struct tm tm;
		if (stat(gold_path, &sb) != 0 || !gmtime_r(&sb.st_mtime, &tm)) {
			pg_eval_rules_free(&rules);
			return pg_diag_set(d, PG_ERR_IO, gold_path, 0, "cannot read its date");
		}
		strftime(date, sizeof date, "%Y-%m-%d", &tm);
	}
	const char *slash = strrchr(gold_path, '/');
	pg_quality_from_report(&r, &rules, slash ? slash + 1 : gold_path, date, q);
	pg_eval_rules_free(&rules);
	return PG_OK;
}

static pg_status drop_old_version(void *ctx, const pg_paper *p, const char *paper_iri)
{
	replace_ctx *r = ctx;
	size_t removed = 0;
	pg_status st = pg_store_remove_graph(r->store, paper_iri, &removed);
	if (removed)
		r->replaced++;
	return st;
}

typedef struct known_ctx {
	pg_known_names *known;
	const pg_lexicon *lex;
	pg_entity_kind kind;
} known_ctx;

static pg_status take_known(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	known_ctx *k = ctx;
	return n && values[0] ? pg_known_add(k->known, k->lex, k->kind, values[0]) : PG_OK;
}

/* add: the names the store's papers propose are known to the new papers too
 * (read from the papers' mentions: the labels are inferred, and the staging
 * copy has no inferred graph until the commit). */
static pg_status store_known_names(pg_store *store, known_ctx *k, pg_diag *d)
{
	static const char *const queries[] = {
		"SELECT DISTINCT ?l WHERE { ?p pg:proposes ?e . ?e a pg:Method . ?m pg:mentionOf ?e . "
		"{ ?m pg:surfaceForm ?l } UNION { ?m pg:shortForm ?l } }",
		"SELECT DISTINCT ?l WHERE { ?p pg:proposes ?e . ?e a pg:Dataset . ?m pg:mentionOf ?e . "
		"{ ?m pg:surfaceForm ?l } UNION { ?m pg:shortForm ?l } }",
	};
	static const pg_entity_kind kinds[] = {PG_ENTITY_METHOD, PG_ENTITY_DATASET};
	pg_status st = PG_OK;
	for (size_t i = 0; i < 2 && st == PG_OK; i++) {
		k->kind = kinds[i];
		st = pg_sparql_select(store, queries[i], take_known, k, d);
	}
	return st;
}

static int run(int argc, char **argv, bool add)
{
	const char *cmd = add ? "add" : "build";
	const char *store_opt = NULL, *base = NULL, *quality = NULL, *rules_opt = NULL;
	bool quiet = false, single = false;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"base", 'b', PG_OPT_ARG, NULL, NULL},
		{"quality", 'Q', PG_OPT_ARG, &quality, NULL},
		{"rules", 'R', PG_OPT_ARG, &rules_opt, NULL},
		{"single-pass", 'S', 0, .flag = &single},
		{"quiet", 'q', PG_OPT_SHORT, .flag = &quiet},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = cmd, .options = opts, .help = add ? help_add : help_build};
	int c;
	while ((c = pg_cmd_next_option(&p, argc, argv)) > 0) { /* --base */
		if (add)
			return pg_cmd_usage_error(cmd, "--base is set by build; add uses the store's");
		base = p.arg;
	}
	if (c == PG_OPT_STOP)
		return p.code;
	if (add && quality)
		return pg_cmd_usage_error(cmd, "--quality is for build; add keeps the store's quality graph");
	if (add && rules_opt)
		return pg_cmd_usage_error(cmd, "--rules is for build (add extracts with every rule)");
	int first = p.next;
	if (first >= argc)
		return pg_cmd_usage_error(cmd, "no INPUT given");
	if (base && !pg_cmd_base_ok(base))
		return pg_cmd_usage_error(cmd, "--base '%s' is not an absolute IRI ending in '/' or '#'", base);

	pg_diag d;
	pg_diag_clear(&d);
	pg_lexicon *lex = NULL;
	pg_store *store = NULL;
	const char *spec = pg_cmd_store_spec(store_opt);
	double t0 = pg_cmd_now();
	pg_quality q;
	pg_eval_gold gold = {0};
	char when[32];
	pg_status st = PG_OK;
	pg_cmd_rules off = {0};
	if (rules_opt && (st = pg_cmd_rules_parse(rules_opt, &off, &d)) != PG_OK) {
		pg_cmd_rules_free(&off);
		return st == PG_ERR_USAGE ? pg_cmd_usage_error(cmd, "%s", d.msg) : pg_cmd_fail(cmd, st, &d);
	}
	bool have_when = !add && source_date(when, &st, &d);
	if (st == PG_OK && !add)
		st = quality ? pg_eval_gold_read(quality, &gold, &d) : pg_quality_default(&q, &d);
	if (st == PG_OK)
		st = pg_lexicon_new_default(&lex, &d);
	if (st == PG_OK)
		st = pg_store_open(spec, add ? PG_STORE_UPDATE : PG_STORE_REBUILD, base, &store, &d);
	replace_ctx rc = {store, 0};
	rules_seen rules = {.store = store};
	pg_progress prog;
	pg_progress_start(&prog, cmd);
	pg_ingest in = {
		.lex = lex, .sink = add_noting_rules, .sink_ctx = &rules,
		.before_paper = add ? drop_old_version : NULL, .before_ctx = &rc,
		.corpus_pass = !single,
		.progress = pg_progress_update, .progress_ctx = &prog,
		.rules_off = off.name, .n_rules_off = off.n,
	};
	known_ctx kc = {NULL, lex, PG_ENTITY_METHOD};
	if (st == PG_OK && add && !single && (st = pg_known_new(&kc.known)) == PG_OK) {
		st = store_known_names(store, &kc, &d);
		in.known = kc.known;
	}
	if (st == PG_OK) {
		in.base = pg_store_get_base(store);
		st = pg_ingest_run(&in, argv + first, (size_t)(argc - first), &d);
	}
	pg_known_free(kc.known);
	pg_progress_end(&prog);
	pg_infer_stats inf = {0};
	if (st == PG_OK && add) {
		/* the quality graph's record of the build: these inputs too, and
		 * the rules their facts came from */
		if (rules.n)
			qsort(rules.name, rules.n, sizeof *rules.name, compare_names);
		pg_quality_prov prov = {
			.version = PACKAGE_VERSION, .inputs = (const char *const *)(argv + first),
			.n_inputs = (size_t)(argc - first), .rules = (const char *const *)rules.name,
			.n_rules = rules.n,
		};
		char *qgraph = pg_graph_named_iri(in.base, "quality");
		bool has = false;
		st = qgraph ? pg_store_has_graph(store, qgraph, &has, &d) : PG_ERR_NOMEM;
		free(qgraph);
		if (st == PG_OK && has &&
		    (st = pg_quality_emit_added(in.base, &prov, pg_store_add, store)) == PG_ERR_IO)
			st = pg_diag_set(&d, PG_ERR_IO, NULL, 0, "cannot find the absolute path of an input");
		if (st == PG_OK)
			st = pg_cmd_infer_commit(store, &inf, &d);
	} else if (st == PG_OK) {
		/* The quality graph goes in before the inference that covers it too, as
		 * a later add or load derives it again. Figures measured on the user's
		 * gold need the inferred graph first (eval reads it), so then it runs twice. */
		if (quality && (st = pg_infer_run(store, &inf, &d)) == PG_OK)
			st = measure(store, quality, &gold, have_when ? when : NULL, &q, &d);
		if (st == PG_OK && !have_when)
			snprintf(when, sizeof when, "%sT00:00:00Z", q.date);
		if (rules.n)
			qsort(rules.name, rules.n, sizeof *rules.name, compare_names);
		pg_quality_prov prov = {
			.version = PACKAGE_VERSION, .inputs = (const char *const *)(argv + first),
			.n_inputs = (size_t)(argc - first), .rules = (const char *const *)rules.name,
			.n_rules = rules.n, .ended = when, .rules_off = off.name, .n_rules_off = off.n,
		};
		if (st == PG_OK && (st = pg_quality_emit(in.base, &q, &prov, pg_store_add, store)) == PG_ERR_IO)
			st = pg_diag_set(&d, PG_ERR_IO, NULL, 0, "cannot find the absolute path of an input");
		if (st == PG_OK)
			st = pg_cmd_infer_commit(store, &inf, &d);
	}
	if (st == PG_OK && off.n && !quiet) {
		fprintf(stderr, "papergraph build: %zu facts and results of the rules switched off were left out",
			in.dropped);
		if (!quality)
			fprintf(stderr, "; the quality graph's figures were measured with every rule on "
				"(--quality GOLD.jsonl measures these rules)");
		fputc('\n', stderr);
	}
	pg_cmd_rules_free(&off);
	for (size_t i = 0; i < rules.n; i++)
		free(rules.name[i]);
	free(rules.name);
	pg_eval_gold_free(&gold);
	int code = 0;
	if (st != PG_OK) {
		st = pg_store_explain_failure(store, st, &d);
		code = pg_cmd_fail(cmd, st, &d);
		if (store && !pg_store_out_of_space(store))
			fprintf(stderr, "papergraph %s: the store %s was left as it was\n", cmd,
				pg_store_get_path(store));
	} else if (!quiet) {
		fprintf(stderr, "papergraph %s: %zu papers", cmd, in.papers);
		if (rc.replaced)
			fprintf(stderr, " (%zu replaced)", rc.replaced);
		if (in.reextracted)
			fprintf(stderr, " (%zu read again with the %zu names papers propose)", in.reextracted,
				in.known_names);
		if (in.rekeyed)
			fprintf(stderr, " (%zu acronym definitions keyed by their long form: the build "
					"defines those acronyms in more than one sense)", in.rekeyed);
		fprintf(stderr, ", %zu inferred statements, in %.2f s -> %s\n", inf.total,
			pg_cmd_now() - t0, pg_store_get_path(store));
	}
	pg_store_close(store);
	pg_lexicon_free(lex);
	return code;
}

int cmd_build(int argc, char **argv)
{
	return run(argc, argv, false);
}

int cmd_add(int argc, char **argv)
{
	return run(argc, argv, true);
}
