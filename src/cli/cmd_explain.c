/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph explain`: every fact extracted from one paper, with the sentence
 * it came from and the rule that produced it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "export/quality_read.h"
#include "sparql/sparql.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph explain [-s STORE] PAPER-ID\n"
	       "\n"
	       "Show every fact extracted from the paper PAPER-ID, grouped by kind\n"
	       "(proposes, extends, compares with, uses, tasks, data sets, metrics,\n"
	       "results), each with the sentence of the abstract it came from and its\n"
	       "character offsets (or the title, for what the title says), and the\n"
	       "extraction rule that produced it. When the store has a quality graph\n"
	       "(build makes one), each kind says its measured precision and recall,\n"
	       "and each rule its own precision on the evaluation set when it was\n"
	       "scored on at least %d facts (eval --by-rule lists them all).\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -h, --help         show this help\n", PG_QUALITY_RULE_MIN_CASES);
}

/* Rows of one kind, printed when the kind changes. */
typedef struct printer {
	FILE *out;
	char *group;
	size_t rows;
	const pg_quality *q;  /* NULL: the store has no quality graph */
} printer;

static const char *v(const char *const *values, size_t i)
{
	return values[i] ? values[i] : "";
}

static void heading(printer *p, const char *group)
{
	if (p->group && !strcmp(p->group, group))
		return;
	free(p->group);
	p->group = strdup(group);
	char phrase[128] = "";
	if (p->q)
		pg_quality_phrase(p->q, pg_quality_field_of_words(!strcmp(group, "results") ? "reports result"
											 : group),
				  phrase, sizeof phrase);
	fprintf(p->out, *phrase ? "\n%s  (%s)\n" : "\n%s\n", group, phrase);
}

/* "rule NAME" and, with a quality graph, what is known of its precision. */
static void rule_line(printer *p, const char *rule)
{
	char phrase[128];
	fprintf(p->out, "    rule %s", rule);
	if (p->q) {
		pg_quality_rule_phrase(p->q, rule, phrase, sizeof phrase);
		fprintf(p->out, " (%s)", phrase);
	}
}

static pg_status on_paper(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	printer *p = ctx;
	fprintf(p->out, "%s  %s\n", v(values, 0), values[1] ? values[1] : "(no title)");
	if (values[2])
		fprintf(p->out, "%s\n", values[2]);
	p->rows++;
	return PG_OK;
}

/* ", sentence at START-END:" and the sentence; evidence without offsets is the
 * paper's title (graph.c), shown as such. */
static void evidence_line(printer *p, const char *start, const char *end, const char *text)
{
	if (start && end)
		fprintf(p->out, ", sentence at %s-%s:\n    \"%s\"\n", start, end, text);
	else
		fprintf(p->out, ", title:\n    \"%s\"\n", text);
}

/* columns: relation subject object rule text start end */
static pg_status on_fact(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	printer *p = ctx;
	heading(p, v(values, 0));
	if (values[1])
		fprintf(p->out, "  %s -> %s\n", values[1], v(values, 2));
	else
		fprintf(p->out, "  %s\n", v(values, 2));
	rule_line(p, v(values, 3));
	evidence_line(p, values[5], values[6], v(values, 4));
	p->rows++;
	return PG_OK;
}

/* columns: metric value unit kind method dataset baseline baselineValue setting rule text start end */
static pg_status on_result(void *ctx, size_t n, const char *const *names, const char *const *values)
{
	printer *p = ctx;
	heading(p, "results");
	fprintf(p->out, "  %s %s%s (%s)", v(values, 0), v(values, 1), v(values, 2), v(values, 3));
	if (values[4])
		fprintf(p->out, " of %s", values[4]);
	if (values[5])
		fprintf(p->out, " on %s", values[5]);
	if (values[6] || values[7])
		fprintf(p->out, " vs %s%s%s", v(values, 6), values[6] && values[7] ? " " : "", v(values, 7));
	if (values[8])
		fprintf(p->out, " [%s]", values[8]);
	fputc('\n', p->out);
	rule_line(p, v(values, 9));
	evidence_line(p, values[11], values[12], v(values, 10));
	p->rows++;
	return PG_OK;
}

int cmd_explain(int argc, char **argv)
{
	const char *store_opt = NULL;
	const pg_cmd_option opts[] = {PG_OPT_STORE(store_opt), {NULL}};
	pg_cmd_parser op = {.cmd = "explain", .options = opts, .help = help};
	if (pg_cmd_parse(&op, argc, argv) == PG_OPT_STOP)
		return op.code;
	if (op.next + 1 != argc)
		return pg_cmd_usage_error("explain", "give one PAPER-ID");
	const char *id = argv[op.next];
	const char *names[] = {"id"}, *values[] = {id};
	static const char paper_q[] =
		"SELECT ?id ?title ?venue WHERE { ?p a pg:Paper ; dcterms:identifier ?id . "
		"OPTIONAL { ?p dcterms:title ?title } OPTIONAL { ?p pg:venue ?venue } }";
	static const char facts_q[] =
		"SELECT ?relation ?subject ?object ?rule ?text ?start ?end WHERE { "
		"?p dcterms:identifier ?id . ?s pg:inPaper ?p ; pg:text ?text . "
		"?a pg:evidence ?s ; a pg:Assertion ; rdf:predicate ?pred ; rdf:object ?o ; "
		"rdf:subject ?subj ; pg:rule ?rule . ?pred rdfs:label ?relation . "
		"?mo pg:mentionOf ?o ; pg:mentionedIn ?p ; pg:surfaceForm ?object . "
		"OPTIONAL { ?subj a pg:Method . ?ms pg:mentionOf ?subj ; pg:mentionedIn ?p ; "
		"pg:surfaceForm ?subject } OPTIONAL { ?s pg:startOffset ?start ; pg:endOffset ?end } } "
		"ORDER BY ?relation ?object ?start";
	static const char results_q[] =
		"SELECT ?metric ?value ?unit ?kind ?method ?dataset ?baseline ?baselineValue ?setting "
		"?rule ?text ?start ?end WHERE { ?p dcterms:identifier ?id ; pg:reportsResult ?r . "
		"?r pg:metric ?mt ; pg:value ?value ; pg:resultKind ?kind ; pg:rule ?rule ; pg:evidence ?s . "
		"?n1 pg:mentionOf ?mt ; pg:mentionedIn ?p ; pg:surfaceForm ?metric . "
		"?s pg:text ?text . OPTIONAL { ?s pg:startOffset ?start ; pg:endOffset ?end } "
		"OPTIONAL { ?r pg:unit ?unit } "
		"OPTIONAL { ?r pg:ofMethod ?m . ?n2 pg:mentionOf ?m ; pg:mentionedIn ?p ; pg:surfaceForm ?method } "
		"OPTIONAL { ?r pg:onDataset ?d . ?n3 pg:mentionOf ?d ; pg:mentionedIn ?p ; pg:surfaceForm ?dataset } "
		"OPTIONAL { ?r pg:baseline ?b . ?n4 pg:mentionOf ?b ; pg:mentionedIn ?p ; pg:surfaceForm ?baseline } "
		"OPTIONAL { ?r pg:baselineValue ?baselineValue } OPTIONAL { ?r pg:setting ?setting } } "
		"ORDER BY ?metric ?value";
	char *pq = pg_sparql_bind(paper_q, names, values, 1);
	char *fq = pg_sparql_bind(facts_q, names, values, 1);
	char *rq = pg_sparql_bind(results_q, names, values, 1);
	pg_diag d;
	pg_diag_clear(&d);
	pg_store *s = NULL;
	printer p = {stdout, NULL, 0, NULL};
	pg_status st = pq && fq && rq ? PG_OK : PG_ERR_NOMEM;
	if (st == PG_OK)
		st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
	pg_quality *q = st == PG_OK ? malloc(sizeof *q) : NULL;
	bool measured = false;
	if (st == PG_OK && !q)
		st = PG_ERR_NOMEM;
	if (st == PG_OK)
		st = pg_quality_read(s, q, &measured, &d);
	p.q = measured ? q : NULL;
	if (st == PG_OK)
		st = pg_sparql_select(s, pq, on_paper, &p, &d);
	if (st == PG_OK && p.rows == 0)
		st = pg_diag_set(&d, PG_ERR_INPUT, NULL, 0, "no paper with id '%s' in the store", id);
	if (st == PG_OK)
		st = pg_sparql_select(s, fq, on_fact, &p, &d);
	if (st == PG_OK)
		st = pg_sparql_select(s, rq, on_result, &p, &d);
	if (st == PG_OK && p.rows == 1)
		printf("\n(nothing was extracted from this paper)\n");
	int code = pg_cmd_done("explain", st, &d);
	free(q);
	free(p.group);
	free(pq);
	free(fq);
	free(rq);
	pg_store_close(s);
	return code;
}
