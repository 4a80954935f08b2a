/* SPDX-License-Identifier: Apache-2.0 */
/* Content negotiation: the Accept header read as RFC 9110 (section 12.5.1)
 * says, the formats a query, a resource page or the service description can
 * be had in, their media types, and the ?format= / ?output= parameter that
 * many SPARQL clients send beside (or instead of) Accept. */
#include <stdio.h>
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
	{"n3", "text/n3; charset=utf-8"},
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

const char *pg_serve_writer_of(const char *format)
{
	return !strcmp(format, "n3") ? "turtle" : format; /* Turtle is N3 */
}

/* ---- the Accept header */

static const char *skip_ows(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* Reads a qvalue ("0", "0.5", "1.000"; RFC 9110 12.4.2; also ".2", which
 * old Java clients send) of [p, end) into thousandths. Returns false if it is
 * not one. */
static bool parse_qvalue(const char *p, const char *end, int *q)
{
	if (p >= end || (*p != '0' && *p != '1' && *p != '.') || (*p == '.' && p + 1 == end))
		return false;
	int whole = *p == '.' ? 0 : *p++ - '0', milli = 0, digits = 0;
	if (p < end && *p == '.') {
		for (p++; p < end && *p >= '0' && *p <= '9' && digits < 3; p++, digits++)
			milli = milli * 10 + (*p - '0');
		for (int k = digits; k < 3; k++)
			milli *= 10;
	}
	if (p != end || (whole == 1 && milli != 0))
		return false;
	*q = whole * 1000 + milli;
	return true;
}

/* One media range of an Accept header: type/subtype (either may be "*"), its
 * weight in thousandths; parameters other than q take no part in matching. */
typedef struct range {
	const char *type, *sub;
	size_t type_len, sub_len;
	int q;
} range;

/* The next ';' in [p, end) outside a quoted string, or NULL. */
static const char *next_semi(const char *p, const char *end)
{
	bool quoted = false;
	for (; p < end; p++) {
		if (quoted && *p == '\\' && p + 1 < end)
			p++;
		else if (*p == '"')
			quoted = !quoted;
		else if (*p == ';' && !quoted)
			return p;
	}
	return NULL;
}

/* Parses the element [p, end) of an Accept header. Returns false for one
 * that is not a media range (then it is ignored, as RFC 9110 lets a
 * recipient do): no '/', a bad q, "*" type with a named subtype. */
static bool parse_range(const char *p, const char *end, range *r)
{
	p = skip_ows(p, end);
	while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	const char *semi = memchr(p, ';', (size_t)(end - p));
	const char *mt_end = semi ? semi : end;
	while (mt_end > p && (mt_end[-1] == ' ' || mt_end[-1] == '\t'))
		mt_end--;
	const char *slash = memchr(p, '/', (size_t)(mt_end - p));
	if (mt_end - p == 1 && *p == '*') { /* a bare "*", as old Java clients send */
		*r = (range){"*", "*", 1, 1, 1000};
	} else {
		if (!slash || slash == p || slash + 1 == mt_end)
			return false;
		*r = (range){p, slash + 1, (size_t)(slash - p), (size_t)(mt_end - slash - 1), 1000};
		if (r->type_len == 1 && *r->type == '*' && !(r->sub_len == 1 && *r->sub == '*'))
			return false;
	}
	/* parameters: the first q= ends the media type's own; what follows is accept-ext */
	for (const char *s = semi; s && s < end;) {
		const char *next = next_semi(s + 1, end);
		const char *pe = next ? next : end;
		const char *name = skip_ows(s + 1, pe);
		if (pe - name >= 2 && (name[0] == 'q' || name[0] == 'Q') && name[1] == '=') {
			const char *v = name + 2, *ve = pe;
			while (ve > v && (ve[-1] == ' ' || ve[-1] == '\t'))
				ve--;
			return parse_qvalue(v, ve, &r->q);
		}
		s = next;
	}
	return true;
}

/* The end of the Accept element starting at `p`: the next ',' outside a
 * quoted string, or the end. */
static const char *element_end(const char *p)
{
	bool quoted = false;
	for (; *p; p++) {
		if (quoted && *p == '\\' && p[1])
			p++;
		else if (*p == '"')
			quoted = !quoted;
		else if (*p == ',' && !quoted)
			break;
	}
	return p;
}

static bool token_eq(const char *a, size_t alen, const char *b, size_t blen)
{
	return alen == blen && !strncasecmp(a, b, alen);
}

/* How `accept` weighs `mime`: the q of the most specific range that matches
 * (`*spec` 2 for type and subtype, 1 for the type with any subtype, 0 for
 * any type; a tie of specificity takes the higher q). `*spec` is -1 when no
 * range matches; the q is then 0. */
static int accept_q(const char *accept, const char *mime, int *spec)
{
	const char *slash = strchr(mime, '/');
	size_t tlen = (size_t)(slash - mime), slen = strlen(slash + 1);
	int best_spec = -1, q = 0;
	for (const char *p = accept; *p;) {
		const char *end = element_end(p);
		range r;
		if (parse_range(p, end, &r)) {
			bool any_type = r.type_len == 1 && *r.type == '*';
			bool any_sub = r.sub_len == 1 && *r.sub == '*';
			int s = -1;
			if (any_type)
				s = 0;
			else if (token_eq(r.type, r.type_len, mime, tlen))
				s = any_sub ? 1 : token_eq(r.sub, r.sub_len, slash + 1, slen) ? 2 : -1;
			if (s > best_spec || (s == best_spec && s >= 0 && r.q > q)) {
				best_spec = s;
				q = r.q;
			}
		}
		p = *end ? end + 1 : end;
	}
	*spec = best_spec;
	return best_spec < 0 ? 0 : q;
}

/* The weight of `format` among `list`. A range naming its first media type
 * (the one it is sent as) decides; else a range naming one of its aliases
 * (the highest q of those: rdflib's "application/xhtml+xml;q=0.5" counts for
 * HTML); else the wildcard matching the first media type. So "text/html;q=0"
 * is not undone by "*" + "/" + "*" matching the alias application/xhtml+xml.
 * An absent Accept accepts everything. */
static int format_q(const char *accept, const choice *list, const char *format)
{
	if (!accept)
		return 1000;
	int first_q = -1, alias_q = -1;
	for (const choice *c = list; c->mime; c++) {
		if (strcmp(c->format, format))
			continue;
		int spec, q = accept_q(accept, c->mime, &spec);
		if (first_q < 0) {
			if (spec == 2)
				return q;
			first_q = q;
		} else if (spec == 2 && q > alias_q) {
			alias_q = q;
		}
	}
	return alias_q >= 0 ? alias_q : first_q < 0 ? 0 : first_q;
}

static bool is_first_of_format(const choice *list, const choice *c)
{
	for (const choice *e = list; e < c; e++)
		if (!strcmp(e->format, c->format))
			return false;
	return true;
}

const char *pg_serve_negotiate(const char *accept, const choice *list, bool (*usable)(const char *),
			       const char *prefer, bool *undecided)
{
	if (accept) {
		accept += strspn(accept, " \t");
		if (!*accept)
			accept = NULL; /* an empty field: no preference (RFC 9110 allows it) */
	}
	const char *best = NULL;
	int best_q = 0, prefer_q = -1, lowest = 1001;
	for (const choice *c = list; c->mime; c++) {
		if (!is_first_of_format(list, c) || (usable && !usable(c->format)))
			continue;
		int q = format_q(accept, list, c->format);
		if (q > best_q) {
			best_q = q;
			best = c->format;
		}
		if (prefer && !strcmp(prefer, c->format))
			prefer_q = q;
		if (q < lowest)
			lowest = q;
	}
	if (undecided)
		*undecided = lowest > 0 && lowest == best_q;
	/* ?format= decides when Accept takes it too, and stands in when Accept
	 * takes nothing we have */
	if (prefer_q > 0 || (prefer_q == 0 && !best))
		return prefer;
	return best;
}

bool pg_serve_offered(const choice *list, bool (*usable)(const char *), pg_buf *out)
{
	bool ok = true, first = true;
	for (const choice *c = list; ok && c->mime; c++) {
		if (!is_first_of_format(list, c) || (usable && !usable(c->format)))
			continue;
		ok = (first || pg_buf_adds(out, ", ")) && pg_buf_adds(out, c->mime);
		first = false;
	}
	return ok;
}

bool pg_serve_choose_format(const char *accept, const char *param, const choice *list,
			    bool (*usable)(const char *), const char *what, pg_buf *msg,
			    const char **format)
{
	const char *prefer = pg_serve_format_param(param, list, usable);
	bool undecided = false;
	*format = pg_serve_negotiate(accept, list, usable, prefer, &undecided);
	if (param && *param && !prefer && (undecided || !*format)) {
		pg_buf_addf(msg, "format '%.100s' is not offered for %s; offered: ", param, what);
		pg_serve_offered(list, usable, msg);
		return false;
	}
	if (!*format) {
		pg_buf_addf(msg, "no format of %s fits 'Accept: %.300s'; offered: ", what,
			    accept ? accept : "");
		pg_serve_offered(list, usable, msg);
		return false;
	}
	return true;
}

/* ---- ?format= */

/* Short names clients put in ?format= / ?output=, and the format each stands
 * for where the list has it (xml and json mean the graph syntaxes for a
 * graph, the result syntaxes for a SELECT: both lists are looked up in turn). */
static const char *const format_aliases[][2] = {
	{"ttl", "turtle"}, {"nt", "ntriples"}, {"n-triples", "ntriples"},
	{"rdf+xml", "rdfxml"}, {"rdf", "rdfxml"}, {"xml", "rdfxml"},
	{"json-ld", "jsonld"}, {"json", "jsonld"}, {"text/rdf+n3", "n3"},
	{NULL, NULL}
};

static const char *in_list(const choice *list, bool (*usable)(const char *), const char *format)
{
	for (const choice *c = list; c->mime; c++)
		if (!strcasecmp(c->format, format) && (!usable || usable(c->format)))
			return c->format;
	return NULL;
}

const char *pg_serve_format_param(const char *value, const choice *list,
				  bool (*usable)(const char *))
{
	if (!value || !*value)
		return NULL;
	if (strchr(value, '/')) { /* some clients put a media type there */
		size_t n = strcspn(value, "; \t");
		for (const choice *c = list; c->mime; c++)
			if (strlen(c->mime) == n && !strncasecmp(c->mime, value, n) &&
			    (!usable || usable(c->format)))
				return c->format;
		return NULL;
	}
	const char *f = in_list(list, usable, value);
	for (size_t i = 0; !f && format_aliases[i][0]; i++)
		if (!strcasecmp(value, format_aliases[i][0]))
			f = in_list(list, usable, format_aliases[i][1]);
	return f;
}

/* ---- the lists; each one's order is the server's preference on a tie */

const choice pg_serve_binding_choices[] = {
	{"application/sparql-results+json", "json"}, {"application/json", "json"},
	{"application/sparql-results+xml", "xml"}, {"application/xml", "xml"}, {"text/xml", "xml"},
	{"text/csv", "csv"}, {"text/tab-separated-values", "tsv"}, {NULL, NULL}
};
const choice pg_serve_graph_choices[] = {
	{"text/turtle", "turtle"}, {"application/x-turtle", "turtle"}, {"application/turtle", "turtle"},
	{"application/n-triples", "ntriples"}, {"text/plain", "ntriples"},
	{"application/ld+json", "jsonld"}, {"application/json", "jsonld"},
	{"application/rdf+xml", "rdfxml"}, {"application/xml", "rdfxml"}, {"text/xml", "rdfxml"},
	{"text/n3", "n3"}, {"text/rdf+n3", "n3"}, {"application/n3", "n3"}, {NULL, NULL}
};
const choice pg_serve_page_choices[] = {
	{"text/turtle", "turtle"}, {"application/x-turtle", "turtle"}, {"application/turtle", "turtle"},
	{"text/html", "html"}, {"application/xhtml+xml", "html"},
	{"application/n-triples", "ntriples"}, {"text/plain", "ntriples"},
	{"application/ld+json", "jsonld"}, {"application/json", "jsonld"},
	{"application/rdf+xml", "rdfxml"}, {"application/xml", "rdfxml"}, {"text/xml", "rdfxml"},
	{"text/n3", "n3"}, {"text/rdf+n3", "n3"}, {"application/n3", "n3"}, {NULL, NULL}
};

bool pg_serve_construct_usable(const char *format)
{
	return pg_sparql_format_ok(PG_QUERY_CONSTRUCT, pg_serve_writer_of(format));
}

bool pg_serve_page_usable(const char *format)
{
	pg_rdf_format f;
	return !strcmp(format, "html") || pg_rdfout_parse_format(pg_serve_writer_of(format), &f);
}
