/* SPDX-License-Identifier: Apache-2.0 */
/* Parsing a query with papergraph's parser and making rasqal's text from it;
 * printing its algebra for `query --explain`. */
#include "sparql/prepare.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "graph/graph.h"
#include "sparql/guard.h"
#include "sparql/safety.h"
#include "sparql/sparql_algebra.h"

void pg_sparql_prepared_free(pg_sparql_prepared *p)
{
	if (!p)
		return;
	sq_parsed_free(&p->parsed);
	free(p->text);
	p->text = NULL;
}

static bool declared(const sq_parsed *q, const char *name)
{
	for (size_t i = 0; i < q->n_declared; i++)
		if (!strcmp(q->declared[i], name))
			return true;
	return false;
}

/* What rasqal 0.9.33 cannot run though it is SPARQL 1.1, or NULL. */
static const char *beyond_rasqal(const sq_parsed *q)
{
	if (q->uses & SQ_USES_PATH)
		return "property paths";
	if (q->uses & SQ_USES_EXISTS)
		return "EXISTS and NOT EXISTS";
	if (q->uses & SQ_USES_MINUS)
		return "MINUS";
	return NULL;
}

/* Both ways in start alike: `*out` emptied, the query parsed with the
 * predeclared prefixes and its kind set; on a failure `*reason` says why. */
static pg_status parse_query(const char *query, pg_sparql_prepared *out,
			     pg_sparql_reason *reason, pg_diag *d)
{
	memset(out, 0, sizeof *out);
	*reason = PG_SPARQL_FAILED;
	bool update = false;
	pg_status st = sq_parse_base(query, strlen(query), pg_sparql_get_base(), pg_graph_prefix_table(),
				     &out->parsed, &update, d);
	if (st != PG_OK) {
		if (st == PG_ERR_INPUT)
			*reason = update ? PG_SPARQL_UPDATE_REFUSED : PG_SPARQL_SYNTAX;
		return st;
	}
	const char *verb = out->parsed.query->text;
	out->kind = !strcmp(verb, "select") ? PG_QUERY_SELECT : !strcmp(verb, "ask") ? PG_QUERY_ASK
		: !strcmp(verb, "construct") ? PG_QUERY_CONSTRUCT : PG_QUERY_DESCRIBE;
	return PG_OK;
}

pg_status pg_sparql_prepare(const char *query, pg_sparql_prepared *out, pg_sparql_reason *why,
			    pg_diag *d)
{
	pg_sparql_reason reason;
	pg_status st = parse_query(query, out, &reason, d);
	if (st != PG_OK)
		goto out;
	const char *missing = out->kind == PG_QUERY_DESCRIBE ? "DESCRIBE" : beyond_rasqal(&out->parsed);
	if (missing) {
		reason = PG_SPARQL_REFUSED_SHAPE;
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				 "the query is good SPARQL 1.1, but the engine that runs queries today "
				 "(rasqal 0.9.33) cannot run %s%s; 'papergraph query --explain' shows its algebra",
				 missing, out->kind == PG_QUERY_DESCRIBE ?
				 " (use CONSTRUCT { <iri> ?p ?o } WHERE { <iri> ?p ?o })" : "");
		goto out;
	}
	char *safe;
	if ((st = pg_sparql_guard(query, &safe, d)) != PG_OK) {
		if (st == PG_ERR_INPUT)
			reason = PG_SPARQL_REFUSED_SHAPE;
		goto out;
	}
	size_t at = out->parsed.prologue_end;
	pg_buf b = PG_BUF_INIT;
	bool ok = pg_buf_add(&b, safe, at) && pg_buf_addc(&b, ' ');
	const char *const *tab = pg_graph_prefix_table();
	for (size_t i = 0; ok && tab[i]; i += 2)
		if (!declared(&out->parsed, tab[i]))
			ok = pg_buf_addf(&b, "PREFIX %s: <%s> ", tab[i], tab[i + 1]);
	ok = ok && pg_buf_adds(&b, safe + at);
	out->insert_line = 1;
	for (size_t i = 0; i < at; i++)
		out->insert_line += safe[i] == '\n';
	free(safe);
	if (!ok || !(out->text = pg_buf_take(&b))) {
		pg_buf_free(&b);
		st = PG_ERR_NOMEM;
		goto out;
	}
	st = PG_OK;
	reason = PG_SPARQL_OK;
out:
	if (why)
		*why = reason;
	return st;
}

pg_status pg_sparql_prepare_own(const char *query, bool allow_service, pg_sparql_prepared *out,
				pg_sparql_reason *why, pg_diag *d)
{
	pg_sparql_reason reason;
	pg_status st = parse_query(query, out, &reason, d);
	if (st != PG_OK)
		goto out;
	pg_sparql_parse parse = {true, true, (out->parsed.uses & SQ_USES_SERVICE) != 0};
	reason = pg_sparql_safety(query, &parse, allow_service);
	if (reason != PG_SPARQL_OK) {
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0, reason == PG_SPARQL_SERVICE_REFUSED ?
				 "the query uses SERVICE, which would fetch a URL; refused "
				 "(use --allow-service to permit it)" : "the query is refused");
		goto out;
	}
	st = PG_OK;
out:
	if (why)
		*why = reason;
	return st;
}

pg_status pg_sparql_explain(const char *query, FILE *out, pg_diag *d)
{
	sq_parsed q;
	pg_status st = sq_parse_base(query, strlen(query), pg_sparql_get_base(), pg_graph_prefix_table(),
				     &q, NULL, d);
	if (st != PG_OK)
		return st;
	sq_node *a = sq_algebra(q.query);
	pg_buf b = PG_BUF_INIT;
	if (!a || !sq_sse_print(a, &b) || !pg_buf_addc(&b, '\n'))
		st = PG_ERR_NOMEM;
	else if (fputs(pg_buf_str(&b), out) == EOF || fflush(out) != 0)
		st = PG_ERR_IO;
	pg_buf_free(&b);
	sq_node_free(a);
	sq_parsed_free(&q);
	return st;
}
