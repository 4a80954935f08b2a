/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph build` and `papergraph add`: abstracts into a store. They are one
 * pipeline that differs only in where it starts (an empty staging store, or a
 * copy of the existing one) and in replacing papers already there. */
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
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
		printf("Usage: papergraph build [-s STORE] [--base IRI] INPUT...\n"
		       "\n"
		       "Extract every abstract of the INPUTs and build the store's graph from\n"
		       "scratch. The new graph is written beside the old one and swapped in only\n"
		       "when complete: a failed build leaves the previous graph intact.\n"
		       "\n"
		       "Every statement is in a named graph: a paper's in the paper's IRI, shared\n"
		       "ones in BASE graph/entities, the ontology in BASE graph/ontology, the\n"
		       "inferred statements in BASE graph/inferred. A query's default graph is\n"
		       "all of them; GRAPH <BASE graph/ontology> { ... } reaches one alone.\n");
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
		printf("      --base IRI     base of the minted IRIs (default %s)\n", PG_DEFAULT_BASE);
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
	const char *store_opt = NULL, *base = NULL;
	bool quiet = false, single = false;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"base", 'b', PG_OPT_ARG, NULL, NULL},
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
	pg_status st = pg_lexicon_new_default(&lex, &d);
	if (st == PG_OK)
		st = pg_store_open(spec, add ? PG_STORE_UPDATE : PG_STORE_REBUILD, base, &store, &d);
	replace_ctx rc = {store, 0};
	pg_progress prog;
	pg_progress_start(&prog, cmd);
	pg_ingest in = {
		.lex = lex, .sink = pg_store_add, .sink_ctx = store,
		.before_paper = add ? drop_old_version : NULL, .before_ctx = &rc,
		.corpus_pass = !single,
		.progress = pg_progress_update, .progress_ctx = &prog,
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
	if (st == PG_OK)
		st = pg_cmd_infer_commit(store, &inf, &d);
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
