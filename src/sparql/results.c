/* SPDX-License-Identifier: Apache-2.0 */
/* The W3C SPARQL result formats (JSON, XML, CSV, TSV), written a row at a
 * time: each row is built in a buffer and written whole, so nothing but the
 * head and one row is ever held. */
#include "sparql/results.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/escape.h"
#include "base/utf8.h"

#define XSD "http://www.w3.org/2001/XMLSchema#"
#define REPLACEMENT "\xEF\xBF\xBD" /* U+FFFD */

struct pg_results {
	FILE *out;
	pg_results_format format;
	size_t n;       /* head variables */
	char **names;   /* owned copies */
	size_t rows;
	bool head_done, ended;
	pg_buf line;    /* the row being built */
};

bool pg_results_format_parse(const char *name, pg_results_format *f)
{
	static const struct {
		const char *name;
		pg_results_format f;
	} names[] = {{"json", PG_RESULTS_JSON}, {"srj", PG_RESULTS_JSON}, {"xml", PG_RESULTS_XML},
		     {"srx", PG_RESULTS_XML},   {"csv", PG_RESULTS_CSV},  {"tsv", PG_RESULTS_TSV}};
	for (size_t i = 0; name && i < sizeof names / sizeof names[0]; i++)
		if (!strcmp(name, names[i].name)) {
			*f = names[i].f;
			return true;
		}
	return false;
}

pg_results *pg_results_new(FILE *out, pg_results_format f)
{
	pg_results *w = calloc(1, sizeof *w);
	if (!w)
		return NULL;
	w->out = out;
	w->format = f;
	w->line = (pg_buf)PG_BUF_INIT;
	return w;
}

void pg_results_free(pg_results *w)
{
	if (!w)
		return;
	for (size_t i = 0; i < w->n; i++)
		free(w->names[i]);
	free(w->names);
	pg_buf_free(&w->line);
	free(w);
}

/* Writes and empties the line buffer. */
static pg_status flush_line(pg_results *w)
{
	size_t len = w->line.len;
	bool ok = !len || fwrite(pg_buf_str(&w->line), 1, len, w->out) == len;
	pg_buf_reset(&w->line);
	return ok && !ferror(w->out) ? PG_OK : PG_ERR_IO;
}

/* A literal typed xsd:string is a simple literal (RDF 1.1). */
static const char *datatype_of(const pg_term *t)
{
	if (t->kind != PG_TERM_LITERAL || (t->lang && *t->lang) || !t->datatype)
		return NULL;
	return strcmp(t->datatype, XSD "string") ? t->datatype : NULL;
}

static const char *lang_of(const pg_term *t)
{
	return t->kind == PG_TERM_LITERAL && t->lang && *t->lang ? t->lang : NULL;
}

/* ---- JSON */

static bool json_term(pg_buf *b, const pg_term *t)
{
	const char *type = t->kind == PG_TERM_IRI ? "uri" : t->kind == PG_TERM_BLANK ? "bnode" : "literal";
	if (!pg_buf_addf(b, "{\"type\": \"%s\", \"value\": ", type) || !pg_escape_json(b, t->value))
		return false;
	const char *lang = lang_of(t), *dt = datatype_of(t);
	if (lang && (!pg_buf_adds(b, ", \"xml:lang\": ") || !pg_escape_json(b, lang)))
		return false;
	if (dt && (!pg_buf_adds(b, ", \"datatype\": ") || !pg_escape_json(b, dt)))
		return false;
	return pg_buf_addc(b, '}');
}

static bool json_head(pg_results *w)
{
	pg_buf *b = &w->line;
	bool ok = pg_buf_adds(b, "{\n  \"head\": {\n    \"vars\": [");
	for (size_t i = 0; ok && i < w->n; i++)
		ok = (!i || pg_buf_adds(b, ", ")) && pg_escape_json(b, w->names[i]);
	return ok && pg_buf_adds(b, "]\n  },\n  \"results\": {\n    \"bindings\": [");
}

static bool json_row(pg_results *w, const pg_term *const *row)
{
	pg_buf *b = &w->line;
	bool ok = pg_buf_adds(b, w->rows ? ",\n      {" : "\n      {");
	bool first = true;
	for (size_t i = 0; ok && i < w->n; i++) {
		if (!row[i])
			continue;
		ok = (first || pg_buf_adds(b, ", ")) && pg_escape_json(b, w->names[i]) &&
		     pg_buf_adds(b, ": ") && json_term(b, row[i]);
		first = false;
	}
	return ok && pg_buf_addc(b, '}');
}

/* ---- XML */

#define XML_START "<?xml version=\"1.0\"?>\n<sparql xmlns=\"http://www.w3.org/2005/sparql-results#\">\n"

static bool xml_add(pg_buf *b, const char *before, const char *s, const char *after)
{
	return pg_buf_adds(b, before) && pg_escape_xml(b, s) && pg_buf_adds(b, after);
}

static bool xml_term(pg_buf *b, const pg_term *t)
{
	if (t->kind == PG_TERM_IRI)
		return xml_add(b, "<uri>", t->value, "</uri>");
	if (t->kind == PG_TERM_BLANK)
		return xml_add(b, "<bnode>", t->value, "</bnode>");
	const char *lang = lang_of(t), *dt = datatype_of(t);
	bool ok = lang ? xml_add(b, "<literal xml:lang=\"", lang, "\">")
		: dt ? xml_add(b, "<literal datatype=\"", dt, "\">")
		: pg_buf_adds(b, "<literal>");
	return ok && xml_add(b, "", t->value, "</literal>");
}

static bool xml_head(pg_results *w)
{
	pg_buf *b = &w->line;
	bool ok = pg_buf_adds(b, XML_START "  <head>\n");
	for (size_t i = 0; ok && i < w->n; i++)
		ok = xml_add(b, "    <variable name=\"", w->names[i], "\"/>\n");
	return ok && pg_buf_adds(b, "  </head>\n  <results>\n");
}

static bool xml_row(pg_results *w, const pg_term *const *row)
{
	pg_buf *b = &w->line;
	bool ok = pg_buf_adds(b, "    <result>\n");
	for (size_t i = 0; ok && i < w->n; i++)
		if (row[i])
			ok = xml_add(b, "      <binding name=\"", w->names[i], "\">") &&
			     xml_term(b, row[i]) && pg_buf_adds(b, "</binding>\n");
	return ok && pg_buf_adds(b, "    </result>\n");
}

/* ---- CSV and TSV */

/* Appends `s` with each invalid UTF-8 byte as U+FFFD; `escape` (may be NULL)
 * gives the replacement of an ASCII character, or NULL to copy it. Runs of
 * characters copied as they are go in one append. */
static bool add_text(pg_buf *b, const char *s, const char *(*escape)(unsigned long, char *))
{
	if (!escape) {
		size_t len = strlen(s);
		if (pg_utf8_valid_prefix((const unsigned char *)s, len) == len)
			return pg_buf_add(b, s, len);
	}
	char tmp[8];
	const char *run = s, *p = s;
	while (*p) {
		unsigned char c = (unsigned char)*p;
		const char *r = NULL;
		size_t n = 1;
		if (c < 0x80) {
			r = escape ? escape(c, tmp) : NULL;
		} else {
			unsigned long cp;
			n = pg_utf8_next(p, &cp);
			if (!n) {
				r = REPLACEMENT;
				n = 1;
			}
		}
		if (!r) {
			p += n;
			continue;
		}
		if ((p > run && !pg_buf_add(b, run, (size_t)(p - run))) || !pg_buf_adds(b, r))
			return false;
		p += n;
		run = p;
	}
	return p == run || pg_buf_add(b, run, (size_t)(p - run));
}

static const char *csv_escape(unsigned long cp, char *tmp)
{
	(void)tmp;
	return cp == '"' ? "\"\"" : NULL;
}

/* An RFC 4180 field: quoted only when it must be. */
static bool csv_field(pg_buf *b, const char *s)
{
	if (!strpbrk(s, "\",\r\n"))
		return add_text(b, s, NULL);
	return pg_buf_addc(b, '"') && add_text(b, s, csv_escape) && pg_buf_addc(b, '"');
}

static bool csv_term(pg_buf *b, const pg_term *t)
{
	if (t->kind != PG_TERM_BLANK)
		return csv_field(b, t->value);
	if (!strpbrk(t->value, "\",\r\n"))
		return pg_buf_adds(b, "_:") && add_text(b, t->value, NULL);
	return pg_buf_adds(b, "\"_:") && add_text(b, t->value, csv_escape) && pg_buf_addc(b, '"');
}

/* Escapes of a Turtle STRING_LITERAL_QUOTE (never the long forms: a raw tab
 * or newline would break the TSV line). */
static const char *tsv_string_escape(unsigned long cp, char *tmp)
{
	switch (cp) {
	case '\t': return "\\t";
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '"': return "\\\"";
	case '\\': return "\\\\";
	case '\b': return "\\b";
	case '\f': return "\\f";
	default:
		if (cp < 0x20 || cp == 0x7F) {
			snprintf(tmp, 8, "\\u%04lX", cp);
			return tmp;
		}
		return NULL;
	}
}

/* Characters an IRIREF cannot hold as they are, written as UCHAR. */
static const char *tsv_iri_escape(unsigned long cp, char *tmp)
{
	if (cp <= 0x20 || strchr("<>\"{}|^`\\", (int)cp)) {
		snprintf(tmp, 8, "\\u%04lX", cp);
		return tmp;
	}
	return NULL;
}

static size_t digits(const char *s)
{
	return strspn(s, "0123456789");
}

/* True if `s` is a Turtle INTEGER (kind 'i'), DECIMAL ('d') or DOUBLE ('e'). */
static bool turtle_number(const char *s, char kind)
{
	if (*s == '+' || *s == '-')
		s++;
	size_t whole = digits(s);
	s += whole;
	if (kind == 'i')
		return whole && !*s;
	size_t frac = 0;
	bool dot = *s == '.';
	if (dot) {
		frac = digits(s + 1);
		s += 1 + frac;
	}
	if (kind == 'd')
		return dot && frac && !*s;
	if ((!whole && !frac) || (*s != 'e' && *s != 'E'))
		return false;
	s++;
	if (*s == '+' || *s == '-')
		s++;
	size_t exp = digits(s);
	return exp && !s[exp];
}

static bool tsv_bare_number(const char *dt, const char *lex)
{
	if (!dt || strncmp(dt, XSD, sizeof XSD - 1))
		return false;
	const char *local = dt + sizeof XSD - 1;
	char kind = !strcmp(local, "integer") ? 'i' : !strcmp(local, "decimal") ? 'd'
		  : !strcmp(local, "double") ? 'e' : 0;
	return kind && turtle_number(lex, kind);
}

static bool tsv_term(pg_buf *b, const pg_term *t)
{
	if (t->kind == PG_TERM_IRI)
		return pg_buf_addc(b, '<') && add_text(b, t->value, tsv_iri_escape) && pg_buf_addc(b, '>');
	if (t->kind == PG_TERM_BLANK)
		return pg_buf_adds(b, "_:") && add_text(b, t->value, tsv_iri_escape);
	const char *lang = lang_of(t), *dt = datatype_of(t);
	if (tsv_bare_number(dt, t->value))
		return pg_buf_adds(b, t->value);
	if (!pg_buf_addc(b, '"') || !add_text(b, t->value, tsv_string_escape) || !pg_buf_addc(b, '"'))
		return false;
	if (lang)
		return pg_buf_addc(b, '@') && add_text(b, lang, tsv_iri_escape);
	if (dt)
		return pg_buf_adds(b, "^^<") && add_text(b, dt, tsv_iri_escape) && pg_buf_addc(b, '>');
	return true;
}

static bool text_head(pg_results *w)
{
	bool tsv = w->format == PG_RESULTS_TSV;
	pg_buf *b = &w->line;
	bool ok = true;
	for (size_t i = 0; ok && i < w->n; i++)
		ok = (!i || pg_buf_addc(b, tsv ? '\t' : ',')) &&
		     (tsv ? pg_buf_addc(b, '?') && add_text(b, w->names[i], NULL)
			  : csv_field(b, w->names[i]));
	return ok && pg_buf_adds(b, tsv ? "\n" : "\r\n");
}

static bool text_row(pg_results *w, const pg_term *const *row)
{
	bool tsv = w->format == PG_RESULTS_TSV;
	pg_buf *b = &w->line;
	bool ok = true;
	for (size_t i = 0; ok && i < w->n; i++)
		ok = (!i || pg_buf_addc(b, tsv ? '\t' : ',')) &&
		     (!row[i] || (tsv ? tsv_term(b, row[i]) : csv_term(b, row[i])));
	return ok && pg_buf_adds(b, tsv ? "\n" : "\r\n");
}

/* ---- the writer */

/* A SPARQL VARNAME, roughly: ASCII letters, digits and '_', and any other
 * valid UTF-8 (the grammar's Unicode ranges are not checked). */
static bool is_varname(const char *s)
{
	if (!s || !*s)
		return false;
	for (const char *p = s; *p; p++) {
		unsigned char c = (unsigned char)*p;
		if (c < 0x80 && !(c == '_' || (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')))
			return false;
	}
	size_t len = strlen(s);
	return pg_utf8_valid_prefix((const unsigned char *)s, len) == len;
}

pg_status pg_results_head(pg_results *w, size_t n, const char *const *names)
{
	if (w->head_done || w->ended)
		return PG_ERR_INTERNAL;
	for (size_t i = 0; i < n; i++)
		if (!is_varname(names[i]))
			return PG_ERR_INTERNAL;
	w->names = calloc(n ? n : 1, sizeof *w->names);
	if (!w->names)
		return PG_ERR_NOMEM;
	for (size_t i = 0; i < n; i++) {
		w->names[i] = strdup(names[i]);
		if (!w->names[i])
			return PG_ERR_NOMEM;
		w->n = i + 1;
	}
	w->head_done = true;
	bool ok;
	switch (w->format) {
	case PG_RESULTS_JSON: ok = json_head(w); break;
	case PG_RESULTS_XML: ok = xml_head(w); break;
	default: ok = text_head(w);
	}
	return ok ? flush_line(w) : PG_ERR_NOMEM;
}

pg_status pg_results_row(pg_results *w, const pg_term *const *row)
{
	if (!w->head_done || w->ended)
		return PG_ERR_INTERNAL;
	bool ok;
	switch (w->format) {
	case PG_RESULTS_JSON: ok = json_row(w, row); break;
	case PG_RESULTS_XML: ok = xml_row(w, row); break;
	default: ok = text_row(w, row);
	}
	w->rows++;
	if (!ok) {
		pg_buf_reset(&w->line);
		return PG_ERR_NOMEM;
	}
	return flush_line(w);
}

pg_status pg_results_end(pg_results *w)
{
	if (w->ended)
		return PG_ERR_INTERNAL;
	if (!w->head_done) {
		pg_status st = pg_results_head(w, 0, NULL);
		if (st != PG_OK)
			return st;
	}
	w->ended = true;
	const char *tail = w->format == PG_RESULTS_JSON ? (w->rows ? "\n    ]\n  }\n}\n" : "]\n  }\n}\n")
			 : w->format == PG_RESULTS_XML ? "  </results>\n</sparql>\n" : "";
	if (fputs(tail, w->out) == EOF || fflush(w->out) != 0 || ferror(w->out))
		return PG_ERR_IO;
	return PG_OK;
}

pg_status pg_results_boolean(FILE *out, pg_results_format f, bool value)
{
	const char *v = value ? "true" : "false";
	int r;
	switch (f) {
	case PG_RESULTS_JSON:
		r = fprintf(out, "{\n  \"head\": {},\n  \"boolean\": %s\n}\n", v);
		break;
	case PG_RESULTS_XML:
		r = fprintf(out, XML_START "  <head/>\n  <boolean>%s</boolean>\n</sparql>\n", v);
		break;
	case PG_RESULTS_CSV:
		r = fprintf(out, "_askResult\r\n%s\r\n", v);
		break;
	default:
		r = fprintf(out, "?_askResult\n%s\n", v);
	}
	return r < 0 || fflush(out) != 0 || ferror(out) ? PG_ERR_IO : PG_OK;
}
