/* SPDX-License-Identifier: Apache-2.0 */
/* Loading RDF into a store: a user's file, parsed with raptor directly
 * (librdf's parser drops graph names) and added statement by statement with
 * de-duplication (once per graph), its blank nodes relabelled per file, and
 * the compiled-in ontology of a new store. */
#include "store/store_internal.h"
#include "store/load_guard.h"

#include "base/utf8.h"
#include "graph/jsonld_read.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/embedded.h"
#include "base/hash.h"
#include "graph/vocab.h"

static const char *guess_syntax(const char *path)
{
	const char *dot = strrchr(path, '.');
	if (!dot)
		return NULL;
	if (!strcmp(dot, ".ttl") || !strcmp(dot, ".turtle"))
		return "turtle";
	if (!strcmp(dot, ".nt"))
		return "ntriples";
	if (!strcmp(dot, ".nq"))
		return "nquads";
	if (!strcmp(dot, ".rdf") || !strcmp(dot, ".owl") || !strcmp(dot, ".xml"))
		return "rdfxml";
	if (!strcmp(dot, ".trig"))
		return "trig";
	if (!strcmp(dot, ".jsonld"))
		return "jsonld";
	return NULL;
}

/* State of one file load through raptor (librdf's parser drops graph names). */
typedef struct load_ctx {
	pg_store *store;
	const char *path;
	const char *file_graph;
	pg_status st;
	pg_diag *d;
	size_t n;
	pg_buf o;       /* literal scratch */
	char bprefix[24]; /* this file's blank node labels begin with it */
	pg_buf bs, bo;  /* the subject's and the object's blank node labels */
} load_ctx;

static const char *term_iri(raptor_term *t)
{
	return t && t->type == RAPTOR_TERM_TYPE_URI ? (const char *)raptor_uri_as_string(t->value.uri)
						     : NULL;
}

/* The store's label of the blank node `t` (in `b`), or NULL if `t` is not one
 * or memory ran out: the file's prefix before the label raptor gives (the
 * file's own, or one raptor made up for [] and lists). */
static const char *term_blank(load_ctx *c, raptor_term *t, pg_buf *b)
{
	if (!t || t->type != RAPTOR_TERM_TYPE_BLANK)
		return NULL;
	pg_buf_reset(b);
	if (!pg_buf_adds(b, c->bprefix) ||
	    !pg_buf_add(b, (const char *)t->value.blank.string, t->value.blank.string_len))
		return NULL;
	return pg_buf_str(b);
}

/* A prefix for the blank node labels of one loaded file, unlike that of any
 * other load: from the file's IRI, the clock, the process and a count. Its
 * length is fixed (17), so prefix and label part never run together. */
static void make_blank_prefix(char *out, size_t n, const char *file_iri)
{
	static unsigned long loads;
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	uint64_t h = pg_hash_str(PG_HASH_SEED, file_iri);
	h = pg_hash_mix(h ^ ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec));
	h = pg_hash_mix(h ^ ((uint64_t)getpid() << 32) ^ ++loads);
	snprintf(out, n, "b%016llx", (unsigned long long)h);
}

static void on_statement(void *user_data, raptor_statement *rs)
{
	load_ctx *c = user_data;
	if (c->st != PG_OK)
		return;
	c->n++;
	pg_triple t = {.p = term_iri(rs->predicate), .scope = PG_SCOPE_GRAPH};
	if (rs->graph && rs->graph->type != RAPTOR_TERM_TYPE_URI) {
		c->st = pg_diag_set(c->d, PG_ERR_INPUT, c->path, 0,
				    "statement %zu names its graph by a blank node: give the graph an IRI",
				    c->n);
		return;
	}
	const char *g = term_iri(rs->graph);
	t.graph = g ? g : c->file_graph;
	if (rs->subject && rs->subject->type == RAPTOR_TERM_TYPE_BLANK) {
		t.s = term_blank(c, rs->subject, &c->bs);
		t.s_blank = true;
		if (!t.s) {
			c->st = pg_diag_set(c->d, PG_ERR_NOMEM, c->path, 0, "out of memory");
			return;
		}
	} else {
		t.s = term_iri(rs->subject);
	}
	raptor_term *o = rs->object;
	if (o && o->type == RAPTOR_TERM_TYPE_URI) {
		t.o = term_iri(o);
	} else if (o && o->type == RAPTOR_TERM_TYPE_BLANK) {
		t.o = term_blank(c, o, &c->bo);
		t.o_blank = true;
		if (!t.o) {
			c->st = pg_diag_set(c->d, PG_ERR_NOMEM, c->path, 0, "out of memory");
			return;
		}
	} else if (o && o->type == RAPTOR_TERM_TYPE_LITERAL) {
		pg_buf_reset(&c->o);
		pg_buf_add(&c->o, (const char *)o->value.literal.string, o->value.literal.string_len);
		t.o = pg_buf_str(&c->o);
		t.o_literal = true;
		t.lang = o->value.literal.language ? (const char *)o->value.literal.language : NULL;
		t.datatype = o->value.literal.datatype
			? (const char *)raptor_uri_as_string(o->value.literal.datatype) : NULL;
	}
	if (!t.s || !t.p || !t.o) {
		c->st = pg_diag_set(c->d, PG_ERR_INPUT, c->path, 0,
				    "statement %zu has a part that is neither an IRI, a blank node "
				    "nor a literal where one must be", c->n);
		return;
	}
	c->st = pg_store_add(c->store, &t);
	if (c->st != PG_OK)
		pg_diag_set(c->d, c->st, c->path, 0, "cannot store statement %zu", c->n);
}

static void on_parse_error(void *user_data, raptor_log_message *m)
{
	load_ctx *c = user_data;
	if (m->level < RAPTOR_LOG_LEVEL_ERROR || c->st != PG_OK)
		return;
	c->st = pg_diag_set(c->d, PG_ERR_INPUT, c->path,
			    m->locator && m->locator->line > 0 ? (size_t)m->locator->line : 0,
			    "not valid RDF: %s", m->text ? m->text : "parse error");
}

pg_status pg_store_load_file(pg_store *s, const char *path, const char *syntax,
			     const char *graph, pg_diag *d)
{
	bool std_in = !strcmp(path, "-");
	if (!syntax && std_in)
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0,
				   "standard input (-) has no file name to tell its RDF syntax: give --syntax");
	if (!syntax)
		syntax = guess_syntax(path);
	if (!syntax)
		return pg_diag_set(d, PG_ERR_INPUT, path, 0,
				   "cannot tell the RDF syntax from the file name (use --syntax)");
	/* standard input is named file:///dev/stdin: its base IRI and default graph */
	char *abs = std_in ? strdup("/dev/stdin") : realpath(path, NULL);
	if (!abs)
		return pg_diag_set(d, PG_ERR_INPUT, path, 0, "%s", strerror(errno));
	/* JSON-LD (raptor 2.0.15 has no parser for it): read whole, turned into
	 * N-Triples by graph/jsonld_read, and that parsed as below */
	bool jsonld = !strcmp(syntax, "jsonld");
	pg_buf nt = PG_BUF_INIT;
	FILE *mem = NULL;
	if (jsonld) {
		pg_buf text = PG_BUF_INIT;
		FILE *in = std_in ? stdin : fopen(path, "r");
		char chunk[65536];
		size_t got;
		pg_status rst = in ? PG_OK : pg_diag_set(d, PG_ERR_INPUT, path, 0, "%s", strerror(errno));
		while (rst == PG_OK && (got = fread(chunk, 1, sizeof chunk, in)) > 0)
			if (!pg_buf_add(&text, chunk, got))
				rst = PG_ERR_NOMEM;
		if (rst == PG_OK && ferror(in))
			rst = pg_diag_set(d, PG_ERR_INPUT, path, 0, "cannot read: %s", strerror(errno));
		if (in && !std_in)
			fclose(in);
		if (rst == PG_OK && pg_utf8_valid_prefix((const unsigned char *)pg_buf_str(&text), text.len) < text.len)
			rst = pg_diag_set(d, PG_ERR_INPUT, path, 0, "not UTF-8 (or holds a NUL byte)");
		if (rst == PG_OK)
			rst = pg_jsonld_to_ntriples(pg_buf_str(&text), text.len, path, &nt, d);
		pg_buf_free(&text);
		if (rst == PG_OK && !(mem = fmemopen(nt.data ? nt.data : (char *)"", nt.len, "r")))
			rst = PG_ERR_NOMEM;
		if (rst != PG_OK) {
			pg_buf_free(&nt);
			free(abs);
			return rst;
		}
		syntax = "ntriples";
	}
	raptor_world *rw = librdf_world_get_raptor(s->world);
	pg_buf iri = PG_BUF_INIT;
	load_ctx c = {.store = s, .path = path, .st = PG_OK, .d = d, .o = PG_BUF_INIT,
		      .bs = PG_BUF_INIT, .bo = PG_BUF_INIT};
	raptor_parser *parser = raptor_new_parser(rw, syntax);
	raptor_uri *uri = NULL;
	pg_status st = PG_ERR_NOMEM;
	if (!parser) {
		st = pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "unknown RDF syntax '%s'", syntax);
		goto out;
	}
	if (!pg_buf_adds(&iri, "file://") || !pg_buf_adds(&iri, abs))
		goto out;
	if (!(uri = raptor_new_uri(rw, (const unsigned char *)pg_buf_str(&iri))))
		goto out;
	c.file_graph = graph ? graph : pg_buf_str(&iri);
	make_blank_prefix(c.bprefix, sizeof c.bprefix, pg_buf_str(&iri));
	raptor_world_set_log_handler(rw, &c, on_parse_error);
	raptor_parser_set_statement_handler(parser, &c, on_statement);
	/* never let a parser fetch anything while reading a local file */
	raptor_parser_set_option(parser, RAPTOR_OPTION_NO_NET, NULL, 1);
	/* every byte passes the language-tag guard on its way to raptor */
	FILE *file = mem ? mem : std_in ? stdin : fopen(abs, "r");
	if (!file) {
		st = pg_diag_set(d, PG_ERR_INPUT, path, 0, "%s", strerror(errno));
		raptor_world_set_log_handler(rw, NULL, NULL);
		goto out;
	}
	load_guard guard;
	FILE *guarded = store_load_guard_open(&guard, file, !strcmp(syntax, "rdfxml"));
	int rc = guarded ? raptor_parser_parse_file_stream(parser, guarded, NULL, uri) : -1;
	raptor_world_set_log_handler(rw, NULL, NULL);
	if (guarded)
		fclose(guarded);
	if (!mem && !std_in)
		fclose(file);
	st = c.st;
	if (!guarded)
		st = PG_ERR_NOMEM;
	else if (guard.tag_line)
		st = pg_diag_set(d, PG_ERR_INPUT, path, guard.tag_line,
				 "a language tag of %zu or more characters; papergraph reads at most %d "
				 "(BCP 47 tags are far shorter, and raptor 2.0.15 corrupts memory past 255)",
				 guard.tag_len, STORE_MAX_LANGTAG);
	else if (st == PG_OK && rc != 0)
		st = pg_diag_set(d, PG_ERR_INPUT, path, 0, "not valid %s", syntax);
out:
	if (uri)
		raptor_free_uri(uri);
	if (parser)
		raptor_free_parser(parser);
	pg_buf_free(&c.o);
	pg_buf_free(&c.bs);
	pg_buf_free(&c.bo);
	pg_buf_free(&iri);
	if (mem)
		fclose(mem);
	pg_buf_free(&nt);
	free(abs);
	return st;
}

pg_status store_load_ontology(pg_store *s, pg_diag *d)
{
	const pg_embedded_file *f = pg_embedded_get("ontology/papers.ttl");
	if (!f)
		return pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "the ontology is not compiled in");
	char *graph = pg_graph_named_iri(s->base, "ontology");
	librdf_parser *parser = librdf_new_parser(s->world, "turtle", NULL, NULL);
	librdf_uri *base = librdf_new_uri(s->world, (const unsigned char *)PG_NS);
	pg_status st = PG_ERR_NOMEM;
	if (!graph || !parser || !base)
		goto out;
	librdf_stream *stream = librdf_parser_parse_counted_string_as_stream(
		parser, (const unsigned char *)f->data, f->len, base);
	if (!stream) {
		st = pg_diag_set(d, PG_ERR_INTERNAL, "ontology/papers.ttl", s->error_line,
				 "the compiled-in ontology does not parse: %s", pg_buf_str(&s->last_error));
		goto out;
	}
	st = PG_OK;
	for (; st == PG_OK && !librdf_stream_end(stream); librdf_stream_next(stream)) {
		librdf_statement *stmt = librdf_stream_get_object(stream);
		librdf_node *ctx = librdf_new_node_from_uri_string(s->world, (const unsigned char *)graph);
		if (!ctx || librdf_model_context_add_statement(s->model, ctx, stmt))
			st = pg_diag_set(d, PG_ERR_RDF, s->path, 0, "cannot add the ontology");
		librdf_free_node(ctx);
	}
	librdf_free_stream(stream);
out:
	if (base)
		librdf_free_uri(base);
	if (parser)
		librdf_free_parser(parser);
	free(graph);
	return st;
}
