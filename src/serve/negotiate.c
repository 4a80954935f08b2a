/* SPDX-License-Identifier: Apache-2.0 */
/* Content negotiation: the Accept header's q-values, the formats a query or
 * a resource page can be had in, and their media types. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "graph/rdfout.h"
#include "serve/serve_internal.h"
#include "sparql/sparql.h"

static const struct format_type {
	const char *format, *type;
} format_types[] = {
	{"json", "application/sparql-results+json"},
	{"xml", "application/sparql-results+xml"},
	{"csv", "text/csv; charset=utf-8"},
	{"tsv", "text/tab-separated-values; charset=utf-8"},
	{"turtle", "text/turtle; charset=utf-8"},
	{"ntriples", "application/n-triples"},
	{"jsonld", "application/ld+json"},
	{"rdfxml", "application/rdf+xml"},
	{"html", "text/html; charset=utf-8"},
	{NULL, NULL}
};

const char *pg_serve_type_of(const char *format)
{
	for (const struct format_type *f = format_types; f->format; f++)
		if (!strcmp(f->format, format))
			return f->type;
	return "application/octet-stream";
}

/* The q-value the Accept header gives `mime` (most specific range wins). */
static double accept_q(const char *accept, const char *mime)
{
	const char *slash = strchr(mime, '/');
	size_t tlen = slash ? (size_t)(slash - mime) : strlen(mime);
	int best_spec = -1;
	double q = 0;
	for (const char *p = accept; p && *p;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		char range[256];
		if (len >= sizeof range)
			len = sizeof range - 1;
		memcpy(range, p, len);
		range[len] = '\0';
		p = comma ? comma + 1 : NULL;
		char *params = strchr(range, ';');
		double rq = 1;
		if (params) {
			*params++ = '\0';
			char *qp = strstr(params, "q=");
			if (qp)
				rq = strtod(qp + 2, NULL);
		}
		char *r = range;
		while (*r == ' ' || *r == '\t')
			r++;
		size_t rl = strlen(r);
		while (rl && (r[rl - 1] == ' ' || r[rl - 1] == '\t'))
			r[--rl] = '\0';
		int spec = -1;
		if (!strcasecmp(r, mime))
			spec = 2;
		else if (rl == tlen + 2 && !strncasecmp(r, mime, tlen) && !strcmp(r + tlen, "/*"))
			spec = 1;
		else if (!strcmp(r, "*/*"))
			spec = 0;
		if (spec > best_spec) {
			best_spec = spec;
			q = rq;
		}
	}
	return q;
}

const char *pg_serve_negotiate(const char *accept, const choice *list, bool (*usable)(const char *))
{
	const char *best = NULL, *first = NULL;
	double best_q = 0;
	for (const choice *c = list; c->mime; c++) {
		if (usable && !usable(c->format))
			continue;
		if (!first)
			first = c->format;
		if (!accept || !*accept)
			return first;
		double q = accept_q(accept, c->mime);
		if (q > best_q) {
			best_q = q;
			best = c->format;
		}
	}
	return best ? best : first;
}

const choice pg_serve_binding_choices[] = {
	{"application/sparql-results+json", "json"}, {"application/json", "json"},
	{"application/sparql-results+xml", "xml"}, {"application/xml", "xml"}, {"text/xml", "xml"},
	{"text/csv", "csv"}, {"text/tab-separated-values", "tsv"}, {NULL, NULL}
};
const choice pg_serve_graph_choices[] = {
	{"text/turtle", "turtle"}, {"application/x-turtle", "turtle"},
	{"application/n-triples", "ntriples"}, {"text/plain", "ntriples"},
	{"application/ld+json", "jsonld"}, {"application/json", "jsonld"},
	{"application/rdf+xml", "rdfxml"}, {"application/xml", "rdfxml"}, {NULL, NULL}
};
const choice pg_serve_page_choices[] = {
	{"text/turtle", "turtle"}, {"application/x-turtle", "turtle"},
	{"text/html", "html"}, {"application/xhtml+xml", "html"},
	{"application/n-triples", "ntriples"}, {"text/plain", "ntriples"},
	{"application/ld+json", "jsonld"}, {"application/json", "jsonld"}, {NULL, NULL}
};

bool pg_serve_construct_usable(const char *format)
{
	return pg_sparql_format_ok(PG_QUERY_CONSTRUCT, format);
}

bool pg_serve_page_usable(const char *format)
{
	pg_rdf_format f;
	return !strcmp(format, "html") || pg_rdfout_parse_format(format, &f);
}
