/* SPDX-License-Identifier: Apache-2.0 */
/* SPARQL execution through librdf/rasqal with the safety checks Redland lacks. */
#include "sparql/sparql.h"

#include <ctype.h>
#include <rasqal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "graph/rdfout.h"
#include "sparql/guard.h"
#include "sparql/safety.h"
#include "store/store_rdf.h"

/* The text rasqal parses: the guard's copy of `query` (sparql/guard.h) after
 * the predeclared prefixes, which go on one line of their own, so rasqal's
 * line numbers are one more than the user's. Sets *text (caller frees with
 * free()), or returns the guard's refusal (PG_ERR_INPUT) or PG_ERR_NOMEM. */
static pg_status prepare(const char *query, char **text, pg_diag *d)
{
	char *safe;
	*text = NULL;
	pg_status st = pg_sparql_guard(query, &safe, d);
	if (st != PG_OK)
		return st;
	pg_buf b = PG_BUF_INIT;
	if (!pg_buf_adds(&b, pg_graph_prefixes_sparql()) || !pg_buf_addc(&b, '\n') ||
	    !pg_buf_adds(&b, safe)) {
		pg_buf_free(&b);
		free(safe);
		return PG_ERR_NOMEM;
	}
	free(safe);
	*text = pg_buf_take(&b);
	return *text ? PG_OK : PG_ERR_NOMEM;
}

typedef struct query_shape {
	bool service;          /* a SERVICE pattern */
	bool graph;            /* a GRAPH pattern */
} query_shape;

static int find_operators(rasqal_query *q, rasqal_graph_pattern *gp, void *data)
{
	query_shape *shape = data;
	rasqal_graph_pattern_operator op = rasqal_graph_pattern_get_operator(gp);
	if (op == RASQAL_GRAPH_PATTERN_OPERATOR_SERVICE)
		shape->service = true;
	if (op == RASQAL_GRAPH_PATTERN_OPERATOR_GRAPH)
		shape->graph = true;
	return 0;
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

pg_status pg_sparql_check(pg_store *s, const char *query, bool allow_service,
			  pg_query_kind *kind, pg_sparql_reason *why, pg_diag *d)
{
	rasqal_world *rw = librdf_world_get_rasqal(pg_store_get_world(s));
	char *text;
	rasqal_log log = {PG_BUF_INIT, -1, -1, false};
	rasqal_query *q = NULL;
	pg_sparql_parse parse = {false, false, false};
	pg_sparql_reason reason = PG_SPARQL_FAILED;
	pg_status st = prepare(query, &text, d);
	if (st != PG_OK) {
		if (st == PG_ERR_INPUT)
			reason = PG_SPARQL_REFUSED_SHAPE;
		goto out;
	}
	rasqal_world_set_log_handler(rw, &log, rasqal_log_handler);
	q = rasqal_new_query(rw, "sparql11", NULL);
	if (!q) {
		st = pg_diag_set(d, PG_ERR_RDF, NULL, 0, "rasqal has no SPARQL 1.1 parser");
		goto out;
	}
	if (rasqal_query_prepare(q, (const unsigned char *)text, NULL) != 0 || log.error) {
		reason = pg_sparql_safety(query, &parse, allow_service);
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "SPARQL syntax error: %s",
				 log.msg.len ? pg_buf_str(&log.msg) : "the query does not parse");
		if (log.line > 1) {
			d->line = (size_t)log.line - 1;
			d->col = log.col > 0 ? (size_t)log.col : 0;
			snprintf(d->file, sizeof d->file, "query");
		}
		goto out;
	}
	parse.parsed = parse.is_query = true;
	switch (rasqal_query_get_verb(q)) {
	case RASQAL_QUERY_VERB_SELECT: *kind = PG_QUERY_SELECT; break;
	case RASQAL_QUERY_VERB_ASK: *kind = PG_QUERY_ASK; break;
	case RASQAL_QUERY_VERB_CONSTRUCT: *kind = PG_QUERY_CONSTRUCT; break;
	case RASQAL_QUERY_VERB_DESCRIBE: *kind = PG_QUERY_DESCRIBE; break;
	default: parse.is_query = false;
	}
	query_shape shape = {false, false};
	rasqal_graph_pattern *gp = parse.is_query ? rasqal_query_get_query_graph_pattern(q) : NULL;
	if (gp)
		rasqal_graph_pattern_visit(q, gp, find_operators, &shape);
	parse.service = shape.service;
	reason = pg_sparql_safety(query, &parse, allow_service);
	if (reason == PG_SPARQL_UPDATE_REFUSED) {
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				 "only SELECT, ASK, CONSTRUCT and DESCRIBE queries are answered; "
				 "the store is changed with 'papergraph build/add/load'");
		goto out;
	}
	pg_store_set_named_graphs(s, shape.graph);
	if (reason == PG_SPARQL_SERVICE_REFUSED) {
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				 "the query uses SERVICE, which makes rasqal fetch a URL; "
				 "refused (use --allow-service to permit it)");
		goto out;
	}
	st = PG_OK;
out:
	if (why)
		*why = st == PG_OK ? PG_SPARQL_OK : reason;
	rasqal_world_set_log_handler(rw, NULL, NULL);
	if (q)
		rasqal_free_query(q);
	pg_buf_free(&log.msg);
	free(text);
	return st;
}

static const char *const binding_formats[] = {"table", "csv", "tsv", "json", "xml", NULL};
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
		if (!librdf_node_is_resource(n[0]) || !librdf_node_is_resource(n[1]))
			continue;
		pg_triple t = {.s = (const char *)librdf_uri_as_string(librdf_node_get_uri(n[0])),
			       .p = (const char *)librdf_uri_as_string(librdf_node_get_uri(n[1]))};
		if (!pg_store_object_from_node(n[2], &t))
			continue;
		st = pg_rdfout_write(w, &t);
	}
	if (st == PG_OK)
		st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	librdf_free_stream(stream);
	return st;
}

/* Appends a readable form of `n` (may be NULL): a prefixed name or <IRI>, a
 * literal's text. */
static bool add_display(pg_buf *b, librdf_node *n)
{
	if (!n)
		return true;
	if (librdf_node_is_resource(n)) {
		const char *iri = (const char *)librdf_uri_as_string(librdf_node_get_uri(n));
		const char *const *tab = pg_graph_prefix_table();
		for (size_t i = 0; tab[i]; i += 2) {
			size_t len = strlen(tab[i + 1]);
			if (!strncmp(iri, tab[i + 1], len) && iri[len] && !strpbrk(iri + len, "/#"))
				return pg_buf_addf(b, "%s:%s", tab[i], iri + len);
		}
		return pg_buf_addf(b, "<%s>", iri);
	}
	if (librdf_node_is_literal(n))
		return pg_buf_adds(b, (const char *)librdf_node_get_literal_value(n));
	return pg_buf_addf(b, "_:%s", (const char *)librdf_node_get_blank_identifier(n));
}

/* Display width of UTF-8 text: one column per code point. */
static size_t width(const char *s)
{
	size_t w = 0;
	for (; *s; s++)
		w += ((unsigned char)*s & 0xC0) != 0x80;
	return w;
}

static void pad(FILE *out, const char *s, size_t w)
{
	fputs(s, out);
	for (size_t n = width(s); n < w; n++)
		fputc(' ', out);
}

/* A plain text table for people at a terminal (rasqal's prints datatypes around
 * every value). Long values are cut at 60 columns. */
static pg_status write_table(librdf_query_results *res, FILE *out)
{
	int cols = librdf_query_results_get_bindings_count(res);
	if (cols <= 0)
		return fputs("(no variables)\n", out) == EOF ? PG_ERR_IO : PG_OK;
	char **cells = NULL;
	size_t rows = 0, cap = 0;
	size_t *w = calloc((size_t)cols, sizeof *w);
	char **names = calloc((size_t)cols, sizeof *names);
	pg_status st = w && names ? PG_OK : PG_ERR_NOMEM;
	for (int c = 0; st == PG_OK && c < cols; c++) {
		const char *name = librdf_query_results_get_binding_name(res, c);
		pg_buf h = PG_BUF_INIT;
		pg_buf_addf(&h, "?%s", name ? name : "");
		names[c] = pg_buf_take(&h);
		w[c] = names[c] ? width(names[c]) : 1;
	}
	for (; st == PG_OK && !librdf_query_results_finished(res); librdf_query_results_next(res)) {
		if (rows == cap) {
			cap = cap ? cap * 2 : 64;
			char **more = realloc(cells, cap * (size_t)cols * sizeof *cells);
			if (!more) {
				st = PG_ERR_NOMEM;
				break;
			}
			cells = more;
		}
		for (int c = 0; c < cols; c++) {
			pg_buf b = PG_BUF_INIT;
			librdf_node *n = librdf_query_results_get_binding_value(res, c);
			add_display(&b, n);
			if (n)
				librdf_free_node(n);
			char *text = pg_buf_take(&b);
			if (text && width(text) > 60) {
				size_t i = 0, seen = 0;
				while (text[i] && seen < 57)
					seen += ((unsigned char)text[++i] & 0xC0) != 0x80;
				strcpy(text + i, "...");
			}
			cells[rows * (size_t)cols + (size_t)c] = text ? text : strdup("");
			if (text && width(text) > w[c])
				w[c] = width(text);
		}
		rows++;
	}
	if (st == PG_OK) {
		for (int c = 0; c < cols; c++)
			pad(out, names[c] ? names[c] : "?", c + 1 < cols ? w[c] + 2 : 0);
		fputc('\n', out);
		for (int c = 0; c < cols; c++) {
			for (size_t i = 0; i < w[c]; i++)
				fputc('-', out);
			fputs(c + 1 < cols ? "  " : "\n", out);
		}
		for (size_t r = 0; r < rows; r++) {
			for (int c = 0; c < cols; c++)
				pad(out, cells[r * (size_t)cols + (size_t)c], c + 1 < cols ? w[c] + 2 : 0);
			fputc('\n', out);
		}
		fprintf(out, "(%zu row%s)\n", rows, rows == 1 ? "" : "s");
	}
	for (size_t i = 0; i < rows * (size_t)cols; i++)
		free(cells[i]);
	free(cells);
	for (int c = 0; names && c < cols; c++)
		free(names[c]);
	free(names);
	free(w);
	return st == PG_OK && ferror(out) ? PG_ERR_IO : st;
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
	pg_query_kind kind;
	pg_status st = pg_sparql_check(s, query, allow_service, &kind, NULL, d);
	if (st != PG_OK)
		return st;
	if (!format)
		format = kind == PG_QUERY_SELECT || kind == PG_QUERY_ASK ? "table" : "turtle";
	if (!pg_sparql_format_ok(kind, format))
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "result format '%s' does not fit a%s query",
				   format, kind == PG_QUERY_SELECT ? " SELECT" :
				   kind == PG_QUERY_ASK ? "n ASK" : " graph");
	if (kind == PG_QUERY_DESCRIBE)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0,
				   "DESCRIBE does not run in rasqal 0.9.33; use "
				   "CONSTRUCT { <iri> ?p ?o } WHERE { <iri> ?p ?o }");
	char *text;
	if ((st = prepare(query, &text, d)) != PG_OK)
		return st;
	if (kind == PG_QUERY_CONSTRUCT && empty_construct_template(s, text)) {
		free(text);
		return write_empty_graph(s, format, out);
	}
	librdf_world *world = pg_store_get_world(s);
	librdf_query *q = librdf_new_query(world, "sparql", NULL, (const unsigned char *)text, NULL);
	librdf_query_results *res = NULL;
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
	if (kind == PG_QUERY_CONSTRUCT) {
		st = write_graph(s, res, format, out, d);
	} else if (kind == PG_QUERY_ASK && (!strcmp(format, "csv") || !strcmp(format, "tsv"))) {
		/* rasqal's csv/tsv writers cannot print a boolean */
		int b = librdf_query_results_get_boolean(res);
		st = b < 0 ? PG_ERR_RDF : fprintf(out, "%s\n", b ? "true" : "false") < 0 ? PG_ERR_IO : PG_OK;
	} else if (kind == PG_QUERY_SELECT && !strcmp(format, "table")) {
		st = write_table(res, out);
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
	return st;
}

pg_status pg_sparql_select(pg_store *s, const char *query, pg_sparql_row_fn fn, void *ctx,
			   pg_diag *d)
{
	pg_query_kind kind;
	pg_status st = pg_sparql_check(s, query, false, &kind, NULL, d);
	if (st != PG_OK)
		return st;
	if (kind != PG_QUERY_SELECT)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "not a SELECT query");
	char *text;
	if ((st = prepare(query, &text, d)) != PG_OK)
		return st;
	librdf_query *q = librdf_new_query(pg_store_get_world(s), "sparql", NULL,
					   (const unsigned char *)text, NULL);
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
