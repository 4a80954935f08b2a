/* SPDX-License-Identifier: Apache-2.0 */
/* SPARQL execution through librdf/rasqal with the safety checks Redland lacks. */
#include "sparql/sparql.h"

#include <ctype.h>
#include <stdatomic.h>
#include <rasqal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "graph/rdfout.h"
#include "sparql/engine.h"
#include "sparql/guard.h"
#include "sparql/results.h"
#include "sparql/prepare.h"
#include "sparql/safety.h"
#include "sparql/table.h"
#include "store/store_rdf.h"

/* ---- the choice of engine */

/* -1: not chosen yet (the environment decides); atomic, as the server's
 * threads may ask first at once */
static _Atomic int engine_choice = -1;

void pg_sparql_set_engine(pg_sparql_engine e)
{
	engine_choice = (int)e;
}

bool pg_sparql_engine_parse(const char *name, pg_sparql_engine *e)
{
	if (name && !strcmp(name, "own"))
		*e = PG_ENGINE_OWN;
	else if (name && !strcmp(name, "rasqal"))
		*e = PG_ENGINE_RASQAL;
	else
		return false;
	return true;
}

/* ---- the base IRI of the queries */

static char *query_base; /* pg_sparql_set_base's copy, or NULL */

pg_status pg_sparql_set_base(const char *iri)
{
	free(query_base);
	query_base = iri ? strdup(iri) : NULL;
	return iri && !query_base ? PG_ERR_NOMEM : PG_OK;
}

const char *pg_sparql_get_base(void)
{
	return query_base;
}

pg_sparql_engine pg_sparql_get_engine(void)
{
	if (engine_choice < 0) {
		pg_sparql_engine e = PG_ENGINE_OWN;
		pg_sparql_engine_parse(getenv("PAPERGRAPH_ENGINE"), &e);
		engine_choice = (int)e;
	}
	return (pg_sparql_engine)engine_choice;
}

/* The text rasqal parses (sparql/prepare.h), after papergraph's parser has
 * read the query. Sets *text (caller frees with free()), or returns the
 * refusal (PG_ERR_INPUT) or PG_ERR_NOMEM. */
static pg_status prepare(const char *query, char **text, pg_diag *d)
{
	pg_sparql_prepared pq;
	pg_status st = pg_sparql_prepare(query, &pq, NULL, d);
	*text = pq.text;
	pq.text = NULL;
	pg_sparql_prepared_free(&pq);
	return st;
}

/* rasqal's query of `text`, with pg_sparql_get_base() as its base URI (librdf
 * keeps its own reference). NULL on failure. */
static librdf_query *new_rasqal_query(librdf_world *world, const char *text)
{
	const char *base = pg_sparql_get_base();
	librdf_uri *uri = base ? librdf_new_uri(world, (const unsigned char *)base) : NULL;
	if (base && !uri)
		return NULL;
	librdf_query *q = librdf_new_query(world, "sparql", NULL, (const unsigned char *)text, uri);
	if (uri)
		librdf_free_uri(uri);
	return q;
}

typedef struct rasqal_log {
	pg_buf msg;
	int line, col;
	bool error;
} rasqal_log;

static void rasqal_log_handler(void *user_data, raptor_log_message *m)
{
	rasqal_log *log = user_data;
	if (m->level < RAPTOR_LOG_LEVEL_ERROR || log->error)
		return;
	log->error = true;
	pg_buf_adds(&log->msg, m->text ? m->text : "syntax error");
	log->line = m->locator ? m->locator->line : -1;
	log->col = m->locator ? m->locator->column : -1;
}

/* A NULL-terminated heap copy of the names rasqal projects (a SELECT *
 * expanded): the head of an empty result, for which librdf has no names. */
static char **projection_names(rasqal_query *q)
{
	raptor_sequence *seq = rasqal_query_get_bound_variable_sequence(q);
	int n = seq ? raptor_sequence_size(seq) : 0;
	char **names = calloc((size_t)(n > 0 ? n : 0) + 1, sizeof *names);
	for (int i = 0; names && i < n; i++) {
		rasqal_variable *v = raptor_sequence_get_at(seq, i);
		names[i] = strdup(v && v->name ? (const char *)v->name : "");
		if (!names[i]) {
			while (i > 0)
				free(names[--i]);
			free(names);
			return NULL;
		}
	}
	return names;
}

static void free_names(char **names)
{
	for (size_t i = 0; names && names[i]; i++)
		free(names[i]);
	free(names);
}

/* pg_sparql_check, and if `vars` is not NULL, the projected variables of a
 * SELECT into `*vars` (free with free_names(); NULL for other kinds). */
static pg_status check(pg_store *s, const char *query, bool allow_service, pg_query_kind *kind,
		       pg_sparql_reason *why, char ***vars, pg_diag *d)
{
	if (vars)
		*vars = NULL;
	if (pg_sparql_get_engine() == PG_ENGINE_OWN) {
		pg_sparql_prepared own;
		pg_status st = pg_sparql_prepare_own(query, allow_service, &own, why, d);
		if (st == PG_OK)
			*kind = own.kind;
		pg_sparql_prepared_free(&own);
		return st;
	}
	rasqal_world *rw = librdf_world_get_rasqal(pg_store_get_world(s));
	rasqal_log log = {PG_BUF_INIT, -1, -1, false};
	rasqal_query *q = NULL;
	pg_sparql_prepared pq;
	pg_sparql_reason reason = PG_SPARQL_FAILED;
	pg_status st = pg_sparql_prepare(query, &pq, &reason, d);
	if (st != PG_OK)
		goto out;
	pg_sparql_parse parse = {true, true, (pq.parsed.uses & SQ_USES_SERVICE) != 0};
	reason = pg_sparql_safety(query, &parse, allow_service);
	if (reason == PG_SPARQL_SERVICE_REFUSED) {
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				 "the query uses SERVICE, which makes rasqal fetch a URL; "
				 "refused (use --allow-service to permit it)");
		goto out;
	}
	reason = PG_SPARQL_FAILED;
	rasqal_world_set_log_handler(rw, &log, rasqal_log_handler);
	q = rasqal_new_query(rw, "sparql11", NULL);
	if (!q) {
		st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "rasqal has no SPARQL 1.1 parser");
		goto out;
	}
	if (rasqal_query_prepare(q, (const unsigned char *)pq.text, NULL) != 0 || log.error) {
		/* papergraph's parser took it: what rasqal refuses is rasqal's limit */
		reason = PG_SPARQL_REFUSED_SHAPE;
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				 "the query is good SPARQL 1.1, but rasqal 0.9.33, which runs queries "
				 "today, cannot parse it: %s",
				 log.msg.len ? pg_buf_str(&log.msg) : "no reason given");
		if (log.line > 0) {
			d->line = (size_t)log.line;
			d->col = log.col > 0 && (size_t)log.line != pq.insert_line ? (size_t)log.col : 0;
			snprintf(d->file, sizeof d->file, "query");
		}
		goto out;
	}
	*kind = pq.kind;
	pg_store_set_named_graphs(s, (pq.parsed.uses & SQ_USES_GRAPH) != 0);
	st = PG_OK;
	reason = PG_SPARQL_OK;
	if (vars && *kind == PG_QUERY_SELECT && !(*vars = projection_names(q)))
		st = PG_ERR_NOMEM;
out:
	if (why)
		*why = st == PG_OK ? PG_SPARQL_OK : reason;
	rasqal_world_set_log_handler(rw, NULL, NULL);
	if (q)
		rasqal_free_query(q);
	pg_buf_free(&log.msg);
	pg_sparql_prepared_free(&pq);
	return st;
}

pg_status pg_sparql_check(pg_store *s, const char *query, bool allow_service,
			  pg_query_kind *kind, pg_sparql_reason *why, pg_diag *d)
{
	return check(s, query, allow_service, kind, why, NULL, d);
}

static const char *const binding_formats[] = {"table", "wide", "csv", "tsv", "json", "xml", "srj",
					      "srx", NULL};
static const char *const graph_formats[] = {"turtle", "ntriples", "rdfxml", "jsonld", NULL};

static bool in_list(const char *const *list, const char *s)
{
	for (; *list; list++)
		if (!strcmp(*list, s))
			return true;
	return false;
}

bool pg_sparql_format_ok(pg_query_kind kind, const char *format)
{
	if (kind == PG_QUERY_SELECT || kind == PG_QUERY_ASK)
		return in_list(binding_formats, format);
	return in_list(graph_formats, format);
}

static pg_status write_graph(pg_store *s, librdf_query_results *res, const char *format,
			     FILE *out, pg_diag *d)
{
	librdf_stream *stream = librdf_query_results_as_stream(res);
	if (!stream)
		return pg_diag_set(d, PG_ERR_RDF, NULL, 0, "rasqal returned no graph");
	pg_status st = PG_OK;
	if (!strcmp(format, "rdfxml")) {
		librdf_serializer *ser = librdf_new_serializer(pg_store_get_world(s), "rdfxml-abbrev",
							       NULL, NULL);
		if (!ser || librdf_serializer_serialize_stream_to_file_handle(ser, out, NULL, stream))
			st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "cannot write RDF/XML");
		if (ser)
			librdf_free_serializer(ser);
		librdf_free_stream(stream);
		return st;
	}
	pg_rdf_format f;
	pg_rdfout_parse_format(format, &f);
	pg_rdfout *w = pg_rdfout_new(out, f, pg_store_get_base(s));
	if (!w) {
		librdf_free_stream(stream);
		return PG_ERR_NOMEM;
	}
	for (; st == PG_OK && !librdf_stream_end(stream); librdf_stream_next(stream)) {
		librdf_statement *stmt = librdf_stream_get_object(stream);
		librdf_node *n[3] = {librdf_statement_get_subject(stmt),
				     librdf_statement_get_predicate(stmt),
				     librdf_statement_get_object(stmt)};
		/* a subject is an IRI or a blank node (a template's [] or _:b), the
		 * predicate an IRI; anything else cannot be written as RDF */
		bool blank = librdf_node_is_blank(n[0]);
		if ((!blank && !librdf_node_is_resource(n[0])) || !librdf_node_is_resource(n[1]))
			continue;
		pg_triple t = {.s = blank ? (const char *)librdf_node_get_blank_identifier(n[0])
					  : (const char *)librdf_uri_as_string(librdf_node_get_uri(n[0])),
			       .s_blank = blank,
			       .p = (const char *)librdf_uri_as_string(librdf_node_get_uri(n[1]))};
		if (!t.s || !pg_store_object_from_node(n[2], &t))
			continue;
		st = pg_rdfout_write(w, &t);
	}
	if (st == PG_OK)
		st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	librdf_free_stream(stream);
	return st;
}

/* The head of a SELECT's result: the names librdf reports with its rows,
 * else (an empty result, for which it reports none) those of the parse,
 * `parsed`. Sets *names (the strings borrowed from either) and *n; the caller
 * frees the array with free(). */
static pg_status result_head(librdf_query_results *res, char **parsed, const char ***names,
			     size_t *n)
{
	int cols = librdf_query_results_get_bindings_count(res);
	size_t count = 0;
	if (cols <= 0)
		while (parsed && parsed[count])
			count++;
	else
		count = (size_t)cols;
	*names = calloc(count + 1, sizeof **names);
	if (!*names)
		return PG_ERR_NOMEM;
	for (size_t i = 0; i < count; i++) {
		const char *name = cols > 0 ? librdf_query_results_get_binding_name(res, (int)i) : parsed[i];
		(*names)[i] = name ? name : "";
	}
	*n = count;
	return PG_OK;
}

/* `n` (may be NULL: unbound) as a result term in `t`, strings borrowed
 * from the node. Returns t, or NULL for NULL. */
static const pg_term *term_of(librdf_node *n, pg_term *t)
{
	if (!n)
		return NULL;
	*t = (pg_term){0};
	if (librdf_node_is_resource(n)) {
		t->kind = PG_TERM_IRI;
		t->value = (const char *)librdf_uri_as_string(librdf_node_get_uri(n));
	} else if (librdf_node_is_literal(n)) {
		t->kind = PG_TERM_LITERAL;
		t->value = (const char *)librdf_node_get_literal_value(n);
		t->lang = librdf_node_get_literal_value_language(n);
		t->datatype = pg_store_literal_datatype(n);
	} else {
		t->kind = PG_TERM_BLANK;
		t->value = (const char *)librdf_node_get_blank_identifier(n);
	}
	if (!t->value)
		t->value = "";
	return t;
}

/* Streams a SELECT's rows through the W3C result writer `f`. */
static pg_status write_bindings(librdf_query_results *res, size_t n, const char *const *head,
				pg_results_format f, FILE *out)
{
	pg_results *w = pg_results_new(out, f);
	librdf_node **nodes = calloc(n + 1, sizeof *nodes);
	pg_term *terms = calloc(n + 1, sizeof *terms);
	const pg_term **row = calloc(n + 1, sizeof *row);
	pg_status st = w && nodes && terms && row ? pg_results_head(w, n, head) : PG_ERR_NOMEM;
	for (; st == PG_OK && !librdf_query_results_finished(res); librdf_query_results_next(res)) {
		for (size_t c = 0; c < n; c++) {
			nodes[c] = librdf_query_results_get_binding_value(res, (int)c);
			row[c] = term_of(nodes[c], &terms[c]);
		}
		st = pg_results_row(w, row);
		for (size_t c = 0; c < n; c++)
			if (nodes[c])
				librdf_free_node(nodes[c]);
	}
	if (st == PG_OK)
		st = pg_results_end(w);
	pg_results_free(w);
	free(nodes);
	free(terms);
	free(row);
	return st;
}

/* Writes a SELECT's rows as the terminal table (sparql/table.h). */
static pg_status write_table(librdf_query_results *res, size_t n, const char *const *head,
			     bool cut, FILE *out)
{
	pg_table *t = pg_table_new(n, head, cut);
	librdf_node **nodes = calloc(n + 1, sizeof *nodes);
	pg_term *terms = calloc(n + 1, sizeof *terms);
	const pg_term **row = calloc(n + 1, sizeof *row);
	pg_status st = t && nodes && terms && row ? PG_OK : PG_ERR_NOMEM;
	for (; st == PG_OK && n && !librdf_query_results_finished(res); librdf_query_results_next(res)) {
		for (size_t c = 0; c < n; c++) {
			nodes[c] = librdf_query_results_get_binding_value(res, (int)c);
			row[c] = term_of(nodes[c], &terms[c]);
		}
		st = pg_table_row(t, row);
		for (size_t c = 0; c < n; c++)
			if (nodes[c])
				librdf_free_node(nodes[c]);
	}
	if (st == PG_OK)
		st = pg_table_write(t, out);
	pg_table_free(t);
	free(nodes);
	free(terms);
	free(row);
	return st;
}

/* True if `text` (a prepared query) is a CONSTRUCT whose template has no
 * triple: rasqal 0.9.33 crashes reading the results of one that has a
 * solution (CONSTRUCT {} WHERE {}), and the answer is the empty graph anyway. */
static bool empty_construct_template(pg_store *s, const char *text)
{
	rasqal_world *rw = librdf_world_get_rasqal(pg_store_get_world(s));
	rasqal_query *q = rasqal_new_query(rw, "sparql11", NULL);
	bool empty = false;
	if (q && rasqal_query_prepare(q, (const unsigned char *)text, NULL) == 0 &&
	    rasqal_query_get_verb(q) == RASQAL_QUERY_VERB_CONSTRUCT) {
		raptor_sequence *t = rasqal_query_get_construct_triples_sequence(q);
		empty = !t || raptor_sequence_size(t) == 0;
	}
	if (q)
		rasqal_free_query(q);
	return empty;
}

/* Writes the empty graph in `format`. */
static pg_status write_empty_graph(pg_store *s, const char *format, FILE *out)
{
	if (!strcmp(format, "rdfxml"))
		return fputs("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rdf:RDF xmlns:rdf=\""
			     "http://www.w3.org/1999/02/22-rdf-syntax-ns#\"/>\n", out) < 0 ? PG_ERR_IO : PG_OK;
	pg_rdf_format f;
	pg_rdfout_parse_format(format, &f);
	pg_rdfout *w = pg_rdfout_new(out, f, pg_store_get_base(s));
	if (!w)
		return PG_ERR_NOMEM;
	pg_status st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	return st;
}

pg_status pg_sparql_run(pg_store *s, const char *query, bool allow_service,
			const char *format, FILE *out, pg_diag *d)
{
	if (pg_sparql_get_engine() == PG_ENGINE_OWN)
		return pg_engine_run(s, query, allow_service, NULL, format, out, d);
	pg_query_kind kind;
	char **parsed = NULL;
	const char **head = NULL;
	size_t ncols = 0;
	pg_status st = check(s, query, allow_service, &kind, NULL, &parsed, d);
	if (st != PG_OK)
		return st;
	char *text = NULL;
	librdf_query *q = NULL;
	librdf_query_results *res = NULL;
	if (!format)
		format = kind == PG_QUERY_SELECT || kind == PG_QUERY_ASK ? "table" : "turtle";
	if (!pg_sparql_format_ok(kind, format)) {
		st = pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "result format '%s' does not fit a%s query",
				 format, kind == PG_QUERY_SELECT ? " SELECT" :
				 kind == PG_QUERY_ASK ? "n ASK" : " graph");
		goto out;
	}
	if (kind == PG_QUERY_DESCRIBE) {
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				 "DESCRIBE does not run in rasqal 0.9.33; use "
				 "CONSTRUCT { <iri> ?p ?o } WHERE { <iri> ?p ?o }");
		goto out;
	}
	if ((st = prepare(query, &text, d)) != PG_OK)
		goto out;
	if (kind == PG_QUERY_CONSTRUCT && empty_construct_template(s, text)) {
		st = write_empty_graph(s, format, out);
		goto out;
	}
	librdf_world *world = pg_store_get_world(s);
	q = new_rasqal_query(world, text);
	pg_store_clear_last_error(s);
	if (!q) {
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "cannot prepare the query: %s",
				 pg_store_get_last_error(s));
		goto out;
	}
	res = librdf_model_query_execute(pg_store_get_model(s), q);
	if (!res) {
		st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "the query failed in rasqal%s%s",
				 *pg_store_get_last_error(s) ? ": " : "", pg_store_get_last_error(s));
		goto out;
	}
	pg_results_format rf;
	bool w3c = pg_results_format_parse(format, &rf);
	if (kind == PG_QUERY_CONSTRUCT) {
		st = write_graph(s, res, format, out, d);
	} else if (kind == PG_QUERY_ASK && w3c) {
		int b = librdf_query_results_get_boolean(res);
		st = b < 0 ? pg_diag_set(d, PG_ERR_RDF, NULL, 0, "rasqal gave no answer to the ASK")
			   : pg_results_boolean(out, rf, b > 0);
	} else if (kind == PG_QUERY_SELECT) {
		st = result_head(res, parsed, &head, &ncols);
		if (st == PG_OK)
			st = w3c ? write_bindings(res, ncols, head, rf, out)
				 : write_table(res, ncols, head, strcmp(format, "wide") != 0, out);
	} else if (librdf_query_results_to_file_handle2(res, out, format, NULL, NULL, NULL) != 0) {
		st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "cannot write the results as %s%s%s", format,
				 *pg_store_get_last_error(s) ? ": " : "", pg_store_get_last_error(s));
	}
	if (st == PG_OK && fflush(out) != 0)
		st = PG_ERR_IO;
	if (st == PG_OK) /* a damaged page ends librdf's walks early, silently */
		st = pg_store_check_reads(s, d);
out:
	if (res)
		librdf_free_query_results(res);
	if (q)
		librdf_free_query(q);
	pg_store_set_named_graphs(s, true); /* pg_sparql_check may have hidden them */
	free(text);
	free(head);
	free_names(parsed);
	return st;
}

pg_status pg_sparql_select(pg_store *s, const char *query, pg_sparql_row_fn fn, void *ctx,
			   pg_diag *d)
{
	if (pg_sparql_get_engine() == PG_ENGINE_OWN)
		return pg_engine_select(s, query, fn, ctx, d);
	pg_query_kind kind;
	pg_status st = pg_sparql_check(s, query, false, &kind, NULL, d);
	if (st != PG_OK)
		return st;
	if (kind != PG_QUERY_SELECT)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "not a SELECT query");
	char *text;
	if ((st = prepare(query, &text, d)) != PG_OK)
		return st;
	librdf_query *q = new_rasqal_query(pg_store_get_world(s), text);
	librdf_query_results *res = q ? librdf_model_query_execute(pg_store_get_model(s), q) : NULL;
	int cols = res ? librdf_query_results_get_bindings_count(res) : -1;
	const char **names = NULL, **values = NULL;
	librdf_node **nodes = NULL;
	if (!res || cols < 0) {
		st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "the query failed in rasqal");
		goto out;
	}
	names = calloc((size_t)cols + 1, sizeof *names);
	values = calloc((size_t)cols + 1, sizeof *values);
	nodes = calloc((size_t)cols + 1, sizeof *nodes);
	if (!names || !values || !nodes) {
		st = PG_ERR_NOMEM;
		goto out;
	}
	for (int c = 0; c < cols; c++)
		names[c] = librdf_query_results_get_binding_name(res, c);
	for (; st == PG_OK && !librdf_query_results_finished(res); librdf_query_results_next(res)) {
		for (int c = 0; c < cols; c++) {
			librdf_node *n = nodes[c] = librdf_query_results_get_binding_value(res, c);
			values[c] = !n ? NULL
				: librdf_node_is_resource(n) ? (const char *)librdf_uri_as_string(librdf_node_get_uri(n))
				: librdf_node_is_literal(n) ? (const char *)librdf_node_get_literal_value(n)
				: NULL;
		}
		st = fn(ctx, (size_t)cols, names, values);
		for (int c = 0; c < cols; c++)
			if (nodes[c])
				librdf_free_node(nodes[c]);
	}
	if (st == PG_OK)
		st = pg_store_check_reads(s, d);
out:
	free(names);
	free(values);
	free(nodes);
	if (res)
		librdf_free_query_results(res);
	if (q)
		librdf_free_query(q);
	pg_store_set_named_graphs(s, true);
	free(text);
	return st;
}

/* ---- safe variable binding */

static bool is_var_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || (unsigned char)c >= 0x80;
}

/* Appends `value` as a SPARQL term. Returns false if it cannot be made safe. */
static bool add_term(pg_buf *b, const char *value)
{
	size_t n = strlen(value);
	const char *iri = NULL;
	size_t iri_len = 0;
	if (n >= 2 && value[0] == '<' && value[n - 1] == '>') {
		iri = value + 1;
		iri_len = n - 2;
	} else {
		const char *colon = strstr(value, "://");
		bool scheme = colon && colon > value;
		for (const char *p = value; scheme && p < colon; p++)
			scheme = isalpha((unsigned char)*p) || *p == '+' || *p == '-' || *p == '.';
		if (scheme && !strpbrk(value, " \t\n")) {
			iri = value;
			iri_len = n;
		}
	}
	if (iri) {
		for (size_t i = 0; i < iri_len; i++)
			if ((unsigned char)iri[i] <= 0x20 || strchr("<>\"{}|^`\\", iri[i]))
				return false;
		return pg_buf_addc(b, '<') && pg_buf_add(b, iri, iri_len) && pg_buf_addc(b, '>');
	}
	char *end = NULL;
	if (n && n < 40 && strspn(value, "+-0123456789.eE") == n) {
		strtod(value, &end);
		if (end && !*end)
			return pg_buf_adds(b, value);
	}
	if (!pg_buf_addc(b, '"'))
		return false;
	for (const char *p = value; *p; p++) {
		bool ok;
		switch (*p) {
		case '"': ok = pg_buf_adds(b, "\\\""); break;
		case '\\': ok = pg_buf_adds(b, "\\\\"); break;
		case '\n': ok = pg_buf_adds(b, "\\n"); break;
		case '\r': ok = pg_buf_adds(b, "\\r"); break;
		case '\t': ok = pg_buf_adds(b, "\\t"); break;
		default: ok = pg_buf_addc(b, *p);
		}
		if (!ok)
			return false;
	}
	return pg_buf_addc(b, '"');
}

char *pg_sparql_bind(const char *query, const char *const *names, const char *const *values,
		     size_t n)
{
	/* Walks the query once, copying strings, IRIs and comments untouched, and
	 * replaces only whole variable tokens. */
	pg_buf b = PG_BUF_INIT;
	const char *p = query;
	bool ok = true;
	bool projection = false; /* between SELECT and WHERE/FROM/{: a bound var becomes (term AS ?var) */
	bool modifier = false;   /* after ORDER BY / GROUP BY: a bound var becomes (term) */
	while (ok && *p) {
		char c = *p;
		if (isalpha((unsigned char)c) && (p == query || !is_var_char(p[-1]))) {
			const char *q = p;
			while (is_var_char(*q))
				q++;
			size_t len = (size_t)(q - p);
			if (len == 6 && !strncasecmp(p, "SELECT", 6))
				projection = true;
			else if ((len == 5 && !strncasecmp(p, "WHERE", 5)) || (len == 4 && !strncasecmp(p, "FROM", 4)))
				projection = false;
			else if ((len == 5 && !strncasecmp(p, "ORDER", 5)) || (len == 5 && !strncasecmp(p, "GROUP", 5)))
				modifier = true;
			else if ((len == 5 && !strncasecmp(p, "LIMIT", 5)) || (len == 6 && !strncasecmp(p, "OFFSET", 6)))
				modifier = false;
			ok = pg_buf_add(&b, p, len);
			p = q;
			continue;
		}
		if (c == '{' || c == '}')
			projection = modifier = false;
		if (c == '#') {
			size_t len = strcspn(p, "\n");
			ok = pg_buf_add(&b, p, len);
			p += len;
		} else if (c == '"' || c == '\'') {
			const char *q = p + 1;
			bool triple = q[0] == c && q[1] == c;
			if (triple)
				q += 2;
			while (*q) {
				if (*q == '\\' && q[1]) {
					q += 2;
					continue;
				}
				if (*q == c && (!triple || (q[1] == c && q[2] == c))) {
					q += triple ? 3 : 1;
					break;
				}
				q++;
			}
			ok = pg_buf_add(&b, p, (size_t)(q - p));
			p = q;
		} else if (c == '<' && p[1] && !isspace((unsigned char)p[1]) && p[1] != '=' &&
			   strchr(p, '>') && !memchr(p, ' ', (size_t)(strchr(p, '>') - p))) {
			const char *q = strchr(p, '>') + 1;
			ok = pg_buf_add(&b, p, (size_t)(q - p));
			p = q;
		} else if ((c == '?' || c == '$') && is_var_char(p[1])) {
			const char *q = p + 1;
			while (is_var_char(*q))
				q++;
			size_t len = (size_t)(q - p - 1);
			size_t i;
			for (i = 0; i < n; i++)
				if (strlen(names[i]) == len && !strncmp(names[i], p + 1, len))
					break;
			if (i < n && projection)
				ok = pg_buf_addc(&b, '(') && add_term(&b, values[i]) &&
				     pg_buf_adds(&b, " AS ") && pg_buf_add(&b, p, (size_t)(q - p)) &&
				     pg_buf_addc(&b, ')');
			else if (i < n && modifier)
				ok = pg_buf_addc(&b, '(') && add_term(&b, values[i]) && pg_buf_addc(&b, ')');
			else
				ok = i < n ? add_term(&b, values[i]) : pg_buf_add(&b, p, (size_t)(q - p));
			p = q;
		} else {
			ok = pg_buf_addc(&b, c);
			p++;
		}
	}
	if (!ok) {
		pg_buf_free(&b);
		return NULL;
	}
	return pg_buf_take(&b);
}
