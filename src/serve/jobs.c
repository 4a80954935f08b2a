/* SPDX-License-Identifier: Apache-2.0 */
/* What a worker process computes: the answer to a SPARQL query (checked,
 * refusals mapped to HTTP codes, the format negotiated) and the page of a
 * resource (described from the store, as HTML or RDF). */
#include <stdlib.h>
#include <string.h>

#include "graph/rdfout.h"
#include "graph/vocab.h"
#include "serve/serve_internal.h"
#include "sparql/sparql.h"

#define MAX_NEIGHBOURS 600 /* resources around a described one whose facts a page shows */

unsigned pg_serve_sparql_status(pg_sparql_reason why, pg_status st)
{
	switch (why) {
	case PG_SPARQL_UPDATE_REFUSED:
	case PG_SPARQL_SERVICE_REFUSED:
		return 403;
	case PG_SPARQL_SYNTAX:
	case PG_SPARQL_REFUSED_SHAPE:
		return 400;
	default:
		return st == PG_ERR_INPUT || st == PG_ERR_USAGE ? 400 : 500;
	}
}

/* ---- SPARQL queries */

typedef struct query_job {
	const char *query;
	const char *accept;
	const char *format;  /* ?format= (may be NULL) */
	const char *dataset; /* default-graph-uri / named-graph-uri (dataset.c; may be NULL) */
} query_job;

/* Runs the query on the protocol's dataset `text` (dataset.c's string), which
 * replaces its FROM and FROM NAMED: papergraph's engine only, as rasqal reads
 * only the query's own FROM clauses. */
static pg_status run_on_dataset(pg_http *h, const query_job *j, const char *format, FILE *out,
				pg_diag *d)
{
	if (pg_sparql_get_engine() != PG_ENGINE_OWN)
		return pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "default-graph-uri and named-graph-uri "
				   "need papergraph's own engine, and this server runs rasqal "
				   "(PAPERGRAPH_ENGINE=rasqal), which reads only the query's own FROM "
				   "and FROM NAMED: put the graphs there");
	char *text = strdup(j->dataset);
	pg_engine_dataset ds;
	if (!text || !pg_serve_dataset_parse(text, &ds)) {
		free(text);
		return PG_ERR_NOMEM;
	}
	pg_status st = pg_engine_run(h->store, j->query, false, &ds, format, out, d);
	pg_serve_dataset_free(&ds);
	free(text);
	return st;
}

static unsigned query_job_run(pg_http *h, const query_job *j, FILE *out, const char **type,
			      pg_buf *msg)
{
	pg_diag d;
	pg_diag_clear(&d);
	pg_query_kind kind;
	pg_sparql_reason why;
	pg_status st = pg_sparql_check(h->store, j->query, false, &kind, &why, &d);
	if (st != PG_OK) {
		char text[1200];
		pg_diag_format(&d, text, sizeof text);
		unsigned status = pg_serve_sparql_status(why, st);
		if (why == PG_SPARQL_SERVICE_REFUSED)
			pg_buf_adds(msg, "SERVICE is refused: this endpoint does not fetch other "
				    "endpoints (rasqal would make a real HTTP request)");
		else if (why == PG_SPARQL_UPDATE_REFUSED)
			pg_buf_adds(msg, "SPARQL Update and LOAD are refused: this endpoint is read-only "
				    "(the store changes with 'papergraph build/add/load')");
		else
			pg_buf_adds(msg, text);
		return status;
	}
	bool graph = kind == PG_QUERY_CONSTRUCT || kind == PG_QUERY_DESCRIBE;
	const char *format;
	if (!pg_serve_choose_format(j->accept, j->format,
				    graph ? pg_serve_graph_choices : pg_serve_binding_choices,
				    graph ? pg_serve_construct_usable : NULL,
				    graph ? "graph (CONSTRUCT) results"
				    : kind == PG_QUERY_ASK ? "ASK results" : "SELECT results",
				    msg, &format))
		return 406;
	*type = pg_serve_type_of(format);
	st = j->dataset ? run_on_dataset(h, j, pg_serve_writer_of(format), out, &d)
			: pg_sparql_run(h->store, j->query, false, pg_serve_writer_of(format), out, &d);
	if (st != PG_OK) {
		char text[1200];
		pg_buf_adds(msg, pg_diag_format(&d, text, sizeof text));
		if (!*text)
			pg_buf_adds(msg, pg_strerror(st));
		return pg_serve_sparql_status(PG_SPARQL_FAILED, st);
	}
	return 200;
}

/* ---- resource pages */

typedef struct page_job {
	const char *iri[2];   /* candidates, in order (second may be NULL) */
	const char *accept;
	const char *format;
} page_job;

static const char *sort_first; /* the described resource, for compare_triples (workers only) */

static int compare_triples(const void *a, const void *b)
{
	const pg_triple *x = a, *y = b;
	int c = (strcmp(x->s, sort_first) != 0) - (strcmp(y->s, sort_first) != 0);
	if (!c)
		c = strcmp(x->s, y->s);
	if (!c)
		c = strcmp(x->p, y->p);
	if (!c)
		c = strcmp(x->o, y->o);
	return c;
}

/* The statements about `iri` and pointing at it, and the names of the
 * resources they mention, the described resource first. */
static pg_status write_rdf(FILE *out, pg_http *h, const pg_description *d, const char *iri,
			   const char *format)
{
	pg_rdf_format f;
	if (!pg_rdfout_parse_format(pg_serve_writer_of(format), &f))
		return PG_ERR_INTERNAL;
	pg_triple *t = malloc((d->n + 1) * sizeof *t);
	if (!t)
		return PG_ERR_NOMEM;
	size_t n = 0;
	for (size_t i = 0; i < d->n; i++)
		if (i < d->n_core || !strcmp(d->t[i].p, PG_RDFS_LABEL) ||
		    !strcmp(d->t[i].p, PG_DCT_TITLE) || !strcmp(d->t[i].p, PG_DCT_IDENTIFIER))
			t[n++] = d->t[i];
	sort_first = iri;
	qsort(t, n, sizeof *t, compare_triples);
	pg_rdfout *w = pg_rdfout_new(out, f, h->base);
	pg_status st = w ? PG_OK : PG_ERR_NOMEM;
	for (size_t i = 0; st == PG_OK && i < n; i++)
		st = pg_rdfout_write(w, &t[i]);
	if (st == PG_OK)
		st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	free(t);
	return st;
}

static unsigned page_job_run(pg_http *h, const page_job *j, FILE *out, const char **type,
			     pg_buf *msg)
{
	const char *format;
	if (!pg_serve_choose_format(j->accept, j->format, pg_serve_page_choices, pg_serve_page_usable,
				    "this resource", msg, &format))
		return 406;
	pg_description d = PG_DESCRIPTION_INIT;
	pg_diag diag;
	pg_diag_clear(&diag);
	bool found = false;
	const char *iri = NULL;
	for (int k = 0; k < 2 && j->iri[k] && !found; k++) {
		pg_description_free(&d);
		iri = j->iri[k];
		if (pg_describe_entity(h->store, h->preds, iri, MAX_NEIGHBOURS, &d, &found,
				       &diag) != PG_OK) {
			pg_description_free(&d);
			pg_buf_adds(msg, diag.msg[0] ? diag.msg : "cannot describe the resource");
			return 500;
		}
	}
	if (!found) {
		pg_description_free(&d);
		pg_buf_addf(msg, "nothing is known about <%s>", j->iri[0]);
		return 404;
	}
	*type = pg_serve_type_of(format);
	pg_status st = PG_OK;
	pg_diag_clear(&diag);
	if (!strcmp(format, "html")) {
		st = pg_serve_write_html(out, h, &d, iri, &diag);
	} else {
		st = write_rdf(out, h, &d, iri, format);
		if (st == PG_ERR_INPUT)
			pg_diag_set(&diag, st, NULL, 0, "<%s> cannot be written in this format "
				    "(RDF/XML needs predicates that end in an XML name)", iri);
	}
	pg_description_free(&d);
	if (st != PG_OK) {
		pg_buf_adds(msg, diag.msg[0] ? diag.msg : pg_strerror(st));
		return 500;
	}
	return 200;
}

unsigned pg_serve_dispatch(pg_http *h, const job *j, FILE *out, const char **type, pg_buf *msg)
{
	if (j->kind == JOB_QUERY) {
		query_job q = {j->arg[0], j->arg[1], j->arg[2], j->arg[3]};
		return query_job_run(h, &q, out, type, msg);
	}
	if (j->kind == JOB_PAGE && j->arg[0]) {
		page_job p = {{j->arg[0], j->arg[1]}, j->arg[2], j->arg[3]};
		return page_job_run(h, &p, out, type, msg);
	}
	if (j->kind == JOB_INDEX)
		return pg_serve_index_job(h, j->arg[0], j->arg[1], j->arg[2], out, type, msg);
	pg_buf_adds(msg, "unknown job");
	return 500;
}

