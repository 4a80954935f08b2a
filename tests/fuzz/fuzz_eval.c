/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: any bytes as a SPARQL query through papergraph's own
 * parser, algebra and evaluator (sparql/eval.h) over a small dataset held in
 * memory: numbers of each type, strings with and without language tags,
 * dates, blank nodes, a cycle for paths, a named graph. Nothing may crash,
 * leak or read out of bounds; evaluation ends with PG_OK, a row limit or
 * refusal the user is told about (PG_ERR_INPUT), or out of memory, never an
 * internal error; every value in a row is a term of the dictionary. */
/* fuzz-sources: src/base/buf.c src/base/utf8.c src/base/diag.c src/base/escape.c src/base/hash.c src/base/hashset.c src/sparql/sparql_lex.c src/sparql/sparql_ast.c src/sparql/sparql_iri.c src/sparql/sparql_parse.c src/sparql/sparql_parse_pattern.c src/sparql/sparql_parse_expr.c src/sparql/sparql_scope.c src/sparql/sparql_algebra.c src/sparql/sparql_sse.c src/sparql/eval.c src/sparql/eval_rows.c src/sparql/eval_term.c src/sparql/eval_source_mem.c src/sparql/eval_ops.c src/sparql/eval_path.c src/sparql/eval_group.c src/sparql/eval_expr.c src/sparql/eval_value.c src/sparql/eval_date.c src/sparql/eval_cast.c src/sparql/eval_func.c src/sparql/eval_func_state.c src/sparql/eval_func_string.c src/sparql/eval_func_regex.c src/sparql/eval_func_number.c src/sparql/eval_func_time.c src/sparql/eval_func_hash.c src/sparql/eval_func_term.c */
/* fuzz-libs: -lm */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/eval.h"
#include "sparql/sparql_algebra.h"
#include "sparql/sparql_parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const predeclared[] = {"", "http://x/", "xsd", "http://www.w3.org/2001/XMLSchema#",
					  "rdf", "http://www.w3.org/1999/02/22-rdf-syntax-ns#", NULL, NULL};

#define X "http://x/"
#define XSD "http://www.w3.org/2001/XMLSchema#"

/* One statement: subject, predicate (IRIs under X, or "_:b" blank), object:
 * kind 'i' IRI, 'b' blank node, 'l' literal (lang, dtype), graph 0 or an IRI. */
static const struct {
	const char *s, *p;
	char kind;
	const char *o, *lang, *dtype, *g;
} data_set[] = {
	{X "a", X "next", 'i', X "b", NULL, NULL, NULL},
	{X "b", X "next", 'i', X "c", NULL, NULL, NULL},
	{X "c", X "next", 'i', X "a", NULL, NULL, NULL},
	{X "a", X "v", 'l', "1", NULL, XSD "integer", NULL},
	{X "b", X "v", 'l', "2.5", NULL, XSD "decimal", NULL},
	{X "c", X "v", 'l', "-3E2", NULL, XSD "double", NULL},
	{X "a", X "w", 'l', "0.1", NULL, XSD "float", NULL},
	{X "a", X "name", 'l', "alpha", "en", NULL, NULL},
	{X "b", X "name", 'l', "Beta \xc3\xa9", NULL, NULL, NULL},
	{X "c", X "name", 'l', "gamma", NULL, XSD "string", NULL},
	{X "a", X "when", 'l', "2024-02-29T12:30:00Z", NULL, XSD "dateTime", NULL},
	{X "b", X "when", 'l', "2023-01-01", NULL, XSD "date", NULL},
	{X "a", X "ok", 'l', "true", NULL, XSD "boolean", NULL},
	{X "a", X "knows", 'b', "n1", NULL, NULL, NULL},
	{"_:n1", X "name", 'l', "anon", NULL, NULL, NULL},
	{"_:n1", X "v", 'l', "7", NULL, XSD "integer", NULL},
	{X "a", "http://www.w3.org/1999/02/22-rdf-syntax-ns#type", 'i', X "T", NULL, NULL, NULL},
	{X "b", "http://www.w3.org/1999/02/22-rdf-syntax-ns#type", 'i', X "T", NULL, NULL, NULL},
	{X "d", X "v", 'l', "x", NULL, XSD "integer", NULL}, /* ill-typed */
	{X "a", X "next", 'i', X "d", NULL, NULL, X "g1"},
	{X "d", X "name", 'l', "delta", "de-CH", NULL, X "g1"},
	{X "e", X "v", 'l', "42", NULL, XSD "integer", X "g2"},
};

static sq_id subject_id(sq_terms *t, const char *s)
{
	return strncmp(s, "_:", 2) ? sq_term_iri(t, s) : sq_term_blank(t, s + 2);
}

static bool load(sq_eval *e)
{
	for (size_t i = 0; i < sizeof data_set / sizeof data_set[0]; i++) {
		sq_id s = subject_id(e->terms, data_set[i].s), p = sq_term_iri(e->terms, data_set[i].p);
		sq_id o = data_set[i].kind == 'i' ? sq_term_iri(e->terms, data_set[i].o)
			: data_set[i].kind == 'b' ? sq_term_blank(e->terms, data_set[i].o)
			: sq_term_literal(e->terms, data_set[i].o, data_set[i].lang, data_set[i].dtype);
		sq_id g = data_set[i].g ? sq_term_iri(e->terms, data_set[i].g) : 0;
		if (!s || !p || !o || (data_set[i].g && !g) || !sq_source_mem_add(e->src, g, s, p, o))
			return false;
	}
	e->now = sq_term_literal(e->terms, "2026-12-04T00:00:00Z", NULL, XSD "dateTime");
	return e->now != 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 4096)
		return 0;
	sq_parsed p;
	pg_diag d;
	pg_diag_clear(&d);
	if (sq_parse((const char *)data, size, predeclared, &p, NULL, &d) != PG_OK)
		return 0;
	sq_node *alg = sq_algebra(p.query);
	sq_eval e;
	sq_source *src = alg ? sq_source_mem_new() : NULL;
	if (src && sq_eval_init(&e, src, &d) == PG_OK) {
		e.max_rows = 20000;
		e.base = p.base;
		sq_rows r;
		if (load(&e) && sq_eval_prepare(&e, alg) == PG_OK) {
			sq_rows_init(&r, e.nvars);
			pg_status st = sq_eval_op(&e, alg, NULL, &r);
			if (st != PG_OK && st != PG_ERR_INPUT && st != PG_ERR_NOMEM)
				abort(); /* an internal error: a shape the evaluator does not know */
			if (st == PG_ERR_INPUT && !d.msg[0])
				abort(); /* a refusal says why */
			for (size_t i = 0; st == PG_OK && i < r.n; i++)
				for (size_t k = 0; k < e.nvars; k++) {
					sq_id v = SQ_ROW(&r, i)[k];
					if (v && !sq_term_get(e.terms, v))
						abort();
				}
			sq_rows_free(&r);
		}
		sq_eval_free(&e);
	} else if (src) {
		src->free(src);
		sq_eval_free(&e);
	}
	sq_node_free(alg);
	sq_parsed_free(&p);
	return 0;
}
