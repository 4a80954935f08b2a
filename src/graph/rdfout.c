/* SPDX-License-Identifier: Apache-2.0 */
/* Streaming N-Triples, N-Quads, Turtle, JSON-LD and RDF/XML writers: constant memory, one pass. */
#include "graph/rdfout.h"

#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/buf.h"
#include "graph/vocab.h"

struct pg_rdfout {
	FILE *fp;
	pg_rdf_format format;
	char *base;          /* Turtle @base (may be NULL) */
	char *subject;       /* Turtle: the subject whose block is open (may be NULL) */
	bool subject_blank;  /* it is a blank node's label */
	pg_buf line;
	bool started;
	/* JSON-LD: the open node object and its open property. A property's first
	 * value is held back until the next statement shows whether it needs an array. */
	bool in_node;        /* a node object is open (its subject is `subject`) */
	bool any_node;       /* a node object was written: the next one needs a comma */
	char *key;           /* the open property's key (may be NULL) */
	pg_buf first;        /* its first value, not yet written */
	bool array;          /* its "[" and first value are written */
	char **keys;         /* keys used in the open node object */
	size_t nkeys, capkeys;
	const char *const *extra; /* prefixes beyond the common ones (borrowed; may be NULL) */
	char *graph;         /* TriG: the graph whose block is open (owned; NULL: none) */
	bool in_block;       /* TriG: a block is open (of `graph`, or the default graph) */
};

bool pg_rdfout_parse_format(const char *name, pg_rdf_format *out)
{
	if (!strcmp(name, "ntriples") || !strcmp(name, "nt") || !strcmp(name, "n-triples"))
		*out = PG_RDF_NTRIPLES;
	else if (!strcmp(name, "nquads") || !strcmp(name, "nq") || !strcmp(name, "n-quads"))
		*out = PG_RDF_NQUADS;
	else if (!strcmp(name, "turtle") || !strcmp(name, "ttl"))
		*out = PG_RDF_TURTLE;
	else if (!strcmp(name, "jsonld") || !strcmp(name, "json-ld"))
		*out = PG_RDF_JSONLD;
	else if (!strcmp(name, "rdfxml") || !strcmp(name, "rdf+xml"))
		*out = PG_RDF_RDFXML;
	else if (!strcmp(name, "trig"))
		*out = PG_RDF_TRIG;
	else
		return false;
	return true;
}

pg_rdfout *pg_rdfout_new(FILE *fp, pg_rdf_format format, const char *base)
{
	pg_rdfout *w = calloc(1, sizeof *w);
	if (!w)
		return NULL;
	w->fp = fp;
	w->format = format;
	if (base && !(w->base = strdup(base))) {
		free(w);
		return NULL;
	}
	return w;
}

void pg_rdfout_set_prefixes(pg_rdfout *w, const char *const *table)
{
	w->extra = table;
}

/* The `i`th prefix of the common table, then of w->extra: its name, with its
 * namespace in `*ns`; NULL after the last. */
static const char *prefix_at(const pg_rdfout *w, size_t i, const char **ns)
{
	const char *const *tab = pg_graph_prefix_table();
	size_t n = 0;
	while (tab[2 * n])
		n++;
	if (i >= n) {
		tab = w->extra;
		i -= n;
		for (size_t k = 0; tab && k < i; k++)
			if (!tab[2 * k])
				return NULL;
	}
	if (!tab || !tab[2 * i])
		return NULL;
	*ns = tab[2 * i + 1];
	return tab[2 * i];
}

void pg_rdfout_free(pg_rdfout *w)
{
	if (!w)
		return;
	free(w->base);
	free(w->subject);
	free(w->graph);
	pg_buf_free(&w->line);
	free(w->key);
	pg_buf_free(&w->first);
	for (size_t i = 0; i < w->nkeys; i++)
		free(w->keys[i]);
	free(w->keys);
	free(w);
}

/* The bytes N-Triples writes escaped, by class: ESC_IRI in IRIs (controls, space
 * and <>"{}|^`\\), ESC_STR in strings (controls, DEL, quote and backslash); NUL
 * has both, so a scan for the next byte to escape stops at the end too. A table
 * because every byte of every line written is looked up. */
enum { ESC_IRI = 1, ESC_STR = 2 };
static const unsigned char escape_class[256] = {
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1, 0,
	1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 2,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};

/* A string's short escape for `c` (quote, backslash, LF, CR, tab), or NULL. */
static const char *short_escape(unsigned char c)
{
	switch (c) {
	case '"': return "\\\"";
	case '\\': return "\\\\";
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '\t': return "\\t";
	}
	return NULL;
}

/* The first byte at or after `p` of class `cls` (NUL is of both). Four bytes a
 * step: IRIs are most of what is written, and seldom hold one. */
static const unsigned char *next_to_escape(const unsigned char *p, unsigned char cls)
{
	for (;; p += 4) {
		if (escape_class[p[0]] & cls)
			return p;
		if (escape_class[p[1]] & cls)
			return p + 1;
		if (escape_class[p[2]] & cls)
			return p + 2;
		if (escape_class[p[3]] & cls)
			return p + 3;
	}
}

/* Appends `s` as an N-Triples IRI (`iri`: <...>, every byte to escape as
 * \uXXXX) or string ("...", short escapes where there is one). Bytes of 0x80
 * and up are copied: the input is UTF-8. */
static bool add_escaped(pg_buf *b, const char *s, bool iri)
{
	if (!pg_buf_addc(b, iri ? '<' : '"'))
		return false;
	const unsigned char *p = (const unsigned char *)s;
	unsigned char cls = iri ? ESC_IRI : ESC_STR;
	while (*p) {
		const unsigned char *run = p;
		p = next_to_escape(p, cls);
		if (p > run && !pg_buf_add(b, (const char *)run, (size_t)(p - run)))
			return false;
		if (!*p)
			break;
		const char *esc = iri ? NULL : short_escape(*p);
		if (!(esc ? pg_buf_adds(b, esc) : pg_buf_addf(b, "\\u%04X", *p)))
			return false;
		p++;
	}
	return pg_buf_addc(b, iri ? '>' : '"');
}

static bool add_iri(pg_buf *b, const char *iri)
{
	return add_escaped(b, iri, true);
}

static bool add_string(pg_buf *b, const char *s)
{
	return add_escaped(b, s, false);
}

/* Appends the blank node labelled `label` as N-Triples and Turtle write it:
 * "_:" and the label, each byte that may not be in one (or '.' at its end)
 * written as "x" and two hex digits; a first byte that may not begin one
 * gets an "x" before it. The same label always gives the same output. */
static bool add_blank(pg_buf *b, const char *label)
{
	if (!pg_buf_adds(b, "_:"))
		return false;
	const unsigned char *p = (const unsigned char *)label;
	bool alnum0 = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9');
	if (!*p || !(alnum0 || *p == '_' || *p >= 0x80))
		if (!pg_buf_addc(b, 'x'))
			return false;
	for (; *p; p++) {
		bool ok = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
			  (*p >= '0' && *p <= '9') || *p == '_' || *p == '-' || *p >= 0x80 ||
			  (*p == '.' && p[1]);
		if (!(ok ? pg_buf_addc(b, (char)*p) : pg_buf_addf(b, "x%02X", *p)))
			return false;
	}
	return true;
}

static bool add_subject(pg_buf *b, const pg_triple *t)
{
	return t->s_blank ? add_blank(b, t->s) : add_iri(b, t->s);
}

static bool add_literal(pg_buf *b, const pg_triple *t)
{
	if (!add_string(b, t->o))
		return false;
	if (t->lang)
		return pg_buf_addc(b, '@') && pg_buf_adds(b, t->lang);
	if (t->datatype && strcmp(t->datatype, PG_XSD_STRING) != 0)
		return pg_buf_adds(b, "^^") && add_iri(b, t->datatype);
	return true;
}

/* Turtle: a prefixed name for `iri` when one of the common namespaces fits and
 * the local part is plain; else a relative IRI under @base; else the full IRI. */
static bool add_turtle_iri(pg_rdfout *w, pg_buf *b, const char *iri)
{
	const char *name, *ns;
	for (size_t i = 0; (name = prefix_at(w, i, &ns)); i++) {
		size_t n = strlen(ns);
		if (strncmp(iri, ns, n) != 0)
			continue;
		const char *local = iri + n;
		bool plain = *local && ((*local >= 'a' && *local <= 'z') ||
					(*local >= 'A' && *local <= 'Z') || *local == '_');
		for (const char *p = local; plain && *p; p++)
			plain = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
				(*p >= '0' && *p <= '9') || *p == '_' || *p == '-';
		if (plain)
			return pg_buf_adds(b, name) && pg_buf_addc(b, ':') && pg_buf_adds(b, local);
	}
	if (w->base) {
		size_t n = strlen(w->base);
		if (strncmp(iri, w->base, n) == 0 && iri[n] && iri[n] != '#' && iri[n] != '/' &&
		    !strchr(iri + n, ':'))
			return add_iri(b, iri + n);
	}
	return add_iri(b, iri);
}

static bool add_turtle_literal(pg_rdfout *w, pg_buf *b, const pg_triple *t)
{
	const char *dt = t->datatype;
	if (dt && !t->lang) {
		const char *o = t->o;
		size_t digits = strspn(o + (*o == '-' || *o == '+'), "0123456789");
		const char *rest = o + (*o == '-' || *o == '+') + digits;
		if (!strcmp(dt, PG_XSD_INTEGER) && digits && !*rest)
			return pg_buf_adds(b, o);
		if (!strcmp(dt, PG_XSD_DECIMAL) && digits && rest[0] == '.' &&
		    rest[1] && strspn(rest + 1, "0123456789") == strlen(rest + 1))
			return pg_buf_adds(b, o);
		if (!strcmp(dt, PG_XSD_BOOLEAN) && (!strcmp(o, "true") || !strcmp(o, "false")))
			return pg_buf_adds(b, o);
		if (strcmp(dt, PG_XSD_STRING) != 0)
			return add_string(b, o) && pg_buf_adds(b, "^^") && add_turtle_iri(w, b, dt);
	}
	return add_literal(b, t);
}

static bool start_turtle(pg_rdfout *w)
{
	const char *name, *ns;
	if (w->base && fprintf(w->fp, "@base <%s> .\n", w->base) < 0)
		return false;
	for (size_t i = 0; (name = prefix_at(w, i, &ns)); i++)
		if (fprintf(w->fp, "@prefix %s: <%s> .\n", name, ns) < 0)
			return false;
	return fputc('\n', w->fp) != EOF;
}

static bool write_turtle(pg_rdfout *w, const pg_triple *t)
{
	pg_buf *b = &w->line;
	bool same = w->subject && w->subject_blank == t->s_blank && strcmp(w->subject, t->s) == 0;
	bool ok = true;
	if (same) {
		ok = pg_buf_adds(b, " ;\n    ");
	} else {
		if (w->subject)
			ok = pg_buf_adds(b, " .\n\n");
		free(w->subject);
		w->subject = strdup(t->s);
		w->subject_blank = t->s_blank;
		ok = ok && w->subject &&
		     (t->s_blank ? add_blank(b, t->s) : add_turtle_iri(w, b, t->s)) &&
		     pg_buf_adds(b, "\n    ");
	}
	if (ok && !strcmp(t->p, PG_RDF_TYPE))
		ok = pg_buf_addc(b, 'a');
	else
		ok = ok && add_turtle_iri(w, b, t->p);
	ok = ok && pg_buf_addc(b, ' ');
	ok = ok && (t->o_literal ? add_turtle_literal(w, b, t)
		    : t->o_blank ? add_blank(b, t->o) : add_turtle_iri(w, b, t->o));
	return ok;
}

/* JSON-LD: prefixes of ontology/context.jsonld beyond the common ones (the
 * inferred graph uses them), so that the inline @context equals its prefixes. */
static const char *const jsonld_prefixes[] = {
	"mls", PG_MLS,
	"cito", PG_CITO,
	NULL, NULL
};

/* JSON-LD: `iri` as a compact IRI ("pg:proposes") when one of the context's
 * prefixes fits and the local part is plain; else the full IRI. */
static bool add_json_compact(pg_buf *b, const char *iri)
{
	const char *const *tabs[] = {pg_graph_prefix_table(), jsonld_prefixes};
	for (size_t k = 0; k < 2; k++) {
		const char *const *tab = tabs[k];
		for (size_t i = 0; tab[i]; i += 2) {
			size_t n = strlen(tab[i + 1]);
			if (strncmp(iri, tab[i + 1], n) != 0 || !iri[n])
				continue;
			bool plain = true;
			for (const char *p = iri + n; plain && *p; p++)
				plain = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
					(*p >= '0' && *p <= '9') || *p == '_' || *p == '-' || *p == '.';
			if (!plain)
				continue;
			/* prefix and local part are plain ASCII: no escaping needed */
			return pg_buf_addc(b, '"') && pg_buf_adds(b, tab[i]) && pg_buf_addc(b, ':') &&
			       pg_buf_adds(b, iri + n) && pg_buf_addc(b, '"');
		}
	}
	return pg_escape_json(b, iri);
}

/* JSON-LD: a blank node identifier, "_:label" as N-Triples writes it. */
static bool add_json_blank(pg_buf *b, const char *label)
{
	pg_buf id = PG_BUF_INIT;
	bool ok = add_blank(&id, label) && pg_escape_json(b, pg_buf_str(&id));
	pg_buf_free(&id);
	return ok;
}

/* JSON-LD: the value of the object of `t`: a string, a value object or a node
 * reference; `as_type` writes the bare (compact) IRI for "@type". */
static bool add_json_value(pg_buf *b, const pg_triple *t, bool as_type)
{
	if (as_type)
		return add_json_compact(b, t->o);
	if (t->o_blank)
		return pg_buf_adds(b, "{\"@id\": ") && add_json_blank(b, t->o) && pg_buf_addc(b, '}');
	if (!t->o_literal)
		return pg_buf_adds(b, "{\"@id\": ") && pg_escape_json(b, t->o) && pg_buf_addc(b, '}');
	if (t->lang)
		return pg_buf_adds(b, "{\"@value\": ") && pg_escape_json(b, t->o) &&
		       pg_buf_adds(b, ", \"@language\": ") && pg_escape_json(b, t->lang) &&
		       pg_buf_addc(b, '}');
	if (t->datatype && strcmp(t->datatype, PG_XSD_STRING) != 0)
		return pg_buf_adds(b, "{\"@value\": ") && pg_escape_json(b, t->o) &&
		       pg_buf_adds(b, ", \"@type\": ") && add_json_compact(b, t->datatype) &&
		       pg_buf_addc(b, '}');
	return pg_escape_json(b, t->o);
}

static bool start_jsonld(pg_rdfout *w)
{
	if (fputs("{\n  \"@context\": {", w->fp) == EOF)
		return false;
	const char *const *tabs[] = {pg_graph_prefix_table(), jsonld_prefixes};
	for (size_t k = 0; k < 2; k++) {
		const char *const *tab = tabs[k];
		for (size_t i = 0; tab[i]; i += 2)
			if (fprintf(w->fp, "%s\n    \"%s\": \"%s\"", i || k ? "," : "", tab[i], tab[i + 1]) < 0)
				return false;
	}
	return fputs("\n  },\n  \"@graph\": [", w->fp) != EOF;
}

/* Writes the open property's pending value (or its closing bracket). */
static bool end_json_property(pg_rdfout *w, pg_buf *b)
{
	if (!w->key)
		return true;
	bool ok = w->array ? pg_buf_addc(b, ']') : pg_buf_add(b, w->first.data ? w->first.data : "", w->first.len);
	free(w->key);
	w->key = NULL;
	w->array = false;
	pg_buf_reset(&w->first);
	return ok;
}

static bool end_json_node(pg_rdfout *w, pg_buf *b)
{
	if (!w->in_node)
		return true;
	w->in_node = false;
	for (size_t i = 0; i < w->nkeys; i++)
		free(w->keys[i]);
	w->nkeys = 0;
	return end_json_property(w, b) && pg_buf_adds(b, "\n    }");
}

static bool start_json_node(pg_rdfout *w, pg_buf *b, const char *subject, bool blank)
{
	if (!w->subject || strcmp(w->subject, subject) != 0) {
		free(w->subject);
		if (!(w->subject = strdup(subject)))
			return false;
	}
	w->subject_blank = blank;
	bool ok = pg_buf_adds(b, w->any_node ? ",\n    {\n      \"@id\": " : "\n    {\n      \"@id\": ") &&
		  (blank ? add_json_blank(b, subject) : pg_escape_json(b, subject));
	w->any_node = w->in_node = true;
	return ok;
}

static bool json_key_used(const pg_rdfout *w, const char *key)
{
	for (size_t i = 0; i < w->nkeys; i++)
		if (!strcmp(w->keys[i], key))
			return true;
	return false;
}

static bool remember_json_key(pg_rdfout *w, const char *key)
{
	if (!pg_grow((void **)&w->keys, &w->capkeys, w->nkeys + 1, sizeof *w->keys))
		return false;
	if (!(w->keys[w->nkeys] = strdup(key)))
		return false;
	w->nkeys++;
	return true;
}

/* One statement: a node object per run of statements with the same subject; a
 * property per run with the same predicate (an array from its second value). A
 * predicate that comes back after another one starts a new node object with the
 * same @id, since a JSON object cannot repeat a key; JSON-LD merges them. */
static bool write_jsonld(pg_rdfout *w, const pg_triple *t)
{
	pg_buf *b = &w->line;
	/* "@type" takes IRIs only: a blank node class stays an rdf:type property */
	bool as_type = !t->o_literal && !t->o_blank && !strcmp(t->p, PG_RDF_TYPE);
	bool same_subject = w->in_node && w->subject_blank == t->s_blank && !strcmp(w->subject, t->s);
	pg_buf key = PG_BUF_INIT;
	bool ok = as_type ? pg_buf_adds(&key, "\"@type\"") : add_json_compact(&key, t->p);
	if (ok && same_subject && w->key && !strcmp(w->key, pg_buf_str(&key))) {
		/* the same property again */
		if (!w->array)
			ok = pg_buf_addc(b, '[') && pg_buf_add(b, w->first.data, w->first.len);
		w->array = true;
		ok = ok && pg_buf_adds(b, ", ") && add_json_value(b, t, as_type);
		pg_buf_free(&key);
		return ok;
	}
	if (ok && w->in_node && (!same_subject || json_key_used(w, pg_buf_str(&key))))
		ok = end_json_node(w, b);
	if (ok && !w->in_node)
		ok = start_json_node(w, b, t->s, t->s_blank);
	ok = ok && end_json_property(w, b) && remember_json_key(w, pg_buf_str(&key)) &&
	     pg_buf_adds(b, ",\n      ") && pg_buf_add(b, key.data, key.len) && pg_buf_adds(b, ": ");
	pg_buf_reset(&w->first);
	ok = ok && add_json_value(&w->first, t, as_type);
	if (ok) {
		w->key = pg_buf_take(&key);
		ok = w->key != NULL;
	}
	pg_buf_free(&key);
	return ok;
}

/* RDF/XML: where the local name of `iri` starts, the longest ASCII NCName at
 * its end (so ns + local is the IRI again), or NULL if it ends in none. */
static const char *xml_local_name(const char *iri)
{
	const char *start = NULL;
	for (const char *p = iri + strlen(iri); p > iri; p--) {
		char c = p[-1];
		bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
		if (letter)
			start = p - 1;
		else if (!((c >= '0' && c <= '9') || c == '-' || c == '.'))
			break;
	}
	return start;
}

static bool start_rdfxml(pg_rdfout *w)
{
	pg_buf *b = &w->line;
	const char *name, *ns;
	bool ok = pg_buf_adds(b, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rdf:RDF");
	for (size_t i = 0; ok && (name = prefix_at(w, i, &ns)); i++)
		ok = pg_buf_addf(b, "\n    xmlns:%s=\"", name) && pg_escape_xml(b, ns) && pg_buf_addc(b, '"');
	return ok && pg_buf_adds(b, ">\n");
}

/* Appends the element name of the predicate `p` (prefix:local), and in
 * `decl` the namespace declaration it needs when no known prefix fits.
 * Returns PG_ERR_INPUT when the IRI ends in no name RDF/XML can write. */
static pg_status add_xml_predicate(const pg_rdfout *w, pg_buf *b, pg_buf *decl, const char *p)
{
	const char *local = xml_local_name(p);
	if (!local)
		return PG_ERR_INPUT;
	size_t nslen = (size_t)(local - p);
	const char *name, *ns;
	for (size_t i = 0; (name = prefix_at(w, i, &ns)); i++)
		if (strlen(ns) == nslen && !strncmp(p, ns, nslen))
			return pg_buf_adds(b, name) && pg_buf_addc(b, ':') && pg_buf_adds(b, local)
				       ? PG_OK : PG_ERR_NOMEM;
	pg_buf nsb = PG_BUF_INIT;
	bool ok = pg_buf_add(&nsb, p, nslen) && pg_buf_adds(b, "ns0:") && pg_buf_adds(b, local) &&
		  pg_buf_adds(decl, " xmlns:ns0=\"") && pg_escape_xml(decl, pg_buf_str(&nsb)) &&
		  pg_buf_addc(decl, '"');
	pg_buf_free(&nsb);
	return ok ? PG_OK : PG_ERR_NOMEM;
}

/* One property element in an rdf:Description per run of one subject. */
static pg_status write_rdfxml(pg_rdfout *w, const pg_triple *t)
{
	pg_buf *b = &w->line;
	pg_buf el = PG_BUF_INIT, decl = PG_BUF_INIT;
	pg_status st = add_xml_predicate(w, &el, &decl, t->p);
	bool ok = st == PG_OK;
	if (ok && !(w->subject && !strcmp(w->subject, t->s))) {
		if (w->subject)
			ok = pg_buf_adds(b, "  </rdf:Description>\n");
		free(w->subject);
		w->subject = strdup(t->s);
		ok = ok && w->subject && pg_buf_adds(b, "  <rdf:Description rdf:about=\"") &&
		     pg_escape_xml(b, t->s) && pg_buf_adds(b, "\">\n");
	}
	ok = ok && pg_buf_adds(b, "    <") && pg_buf_add(b, el.data, el.len) &&
	     pg_buf_add(b, decl.data ? decl.data : "", decl.len);
	if (ok && !t->o_literal) {
		ok = pg_buf_adds(b, " rdf:resource=\"") && pg_escape_xml(b, t->o) && pg_buf_adds(b, "\"/>\n");
	} else if (ok) {
		if (t->lang)
			ok = pg_buf_adds(b, " xml:lang=\"") && pg_escape_xml(b, t->lang) && pg_buf_addc(b, '"');
		else if (t->datatype && strcmp(t->datatype, PG_XSD_STRING) != 0)
			ok = pg_buf_adds(b, " rdf:datatype=\"") && pg_escape_xml(b, t->datatype) &&
			     pg_buf_addc(b, '"');
		ok = ok && pg_buf_addc(b, '>') && pg_escape_xml(b, t->o) && pg_buf_adds(b, "</") &&
		     pg_buf_add(b, el.data, el.len) && pg_buf_adds(b, ">\n");
	}
	pg_buf_free(&el);
	pg_buf_free(&decl);
	return st != PG_OK ? st : ok ? PG_OK : PG_ERR_NOMEM;
}

pg_status pg_rdfout_write(void *writer, const pg_triple *t)
{
	pg_rdfout *w = writer;
	pg_buf *b = &w->line;
	pg_buf_reset(b);
	if (!w->started) {
		w->started = true;
		if (w->format == PG_RDF_TURTLE && !start_turtle(w))
			return PG_ERR_IO;
		if (w->format == PG_RDF_JSONLD && !start_jsonld(w))
			return PG_ERR_IO;
		if (w->format == PG_RDF_RDFXML && !start_rdfxml(w))
			return PG_ERR_NOMEM;
	}
	bool ok;
	if (w->format == PG_RDF_RDFXML) {
		pg_status st = write_rdfxml(w, t);
		if (st != PG_OK)
			return st;
		ok = true;
	} else if (w->format == PG_RDF_TURTLE) {
		ok = write_turtle(w, t);
	} else if (w->format == PG_RDF_JSONLD) {
		ok = write_jsonld(w, t);
	} else {
		if (w->format == PG_RDF_TRIG) {
			/* a block a run of one graph: TriG merges blocks of the same name */
			bool same = w->in_block && (t->graph ? w->graph && !strcmp(w->graph, t->graph) : !w->graph);
			if (!same) {
				ok = !w->in_block || pg_buf_adds(b, "}\n");
				free(w->graph);
				w->graph = NULL;
				if (ok && t->graph && !(w->graph = strdup(t->graph)))
					return PG_ERR_NOMEM;
				ok = ok && (!t->graph || (add_iri(b, t->graph) && pg_buf_addc(b, ' '))) &&
				     pg_buf_adds(b, "{\n");
				w->in_block = true;
				if (!ok)
					return PG_ERR_NOMEM;
			}
			if (!pg_buf_adds(b, "  "))
				return PG_ERR_NOMEM;
		}
		ok = add_subject(b, t) && pg_buf_addc(b, ' ') && add_iri(b, t->p) && pg_buf_addc(b, ' ') &&
		     (t->o_literal ? add_literal(b, t) : t->o_blank ? add_blank(b, t->o) : add_iri(b, t->o));
		if (ok && w->format == PG_RDF_NQUADS && t->graph)
			ok = pg_buf_addc(b, ' ') && add_iri(b, t->graph);
		ok = ok && pg_buf_adds(b, " .\n");
	}
	if (!ok)
		return PG_ERR_NOMEM;
	if (fwrite(b->data, 1, b->len, w->fp) != b->len)
		return PG_ERR_IO;
	return PG_OK;
}

pg_status pg_rdfout_finish(pg_rdfout *w)
{
	if (w->format == PG_RDF_TURTLE) {
		if (!w->started && !start_turtle(w))
			return PG_ERR_IO;
		if (w->subject && fputs(" .\n", w->fp) == EOF)
			return PG_ERR_IO;
		free(w->subject);
		w->subject = NULL;
	} else if (w->format == PG_RDF_JSONLD) {
		pg_buf *b = &w->line;
		pg_buf_reset(b);
		if (!w->started && !start_jsonld(w))
			return PG_ERR_IO;
		w->started = true;
		if (!end_json_node(w, b) || !pg_buf_adds(b, w->any_node ? "\n  ]\n}\n" : "]\n}\n"))
			return PG_ERR_NOMEM;
		if (fwrite(b->data, 1, b->len, w->fp) != b->len)
			return PG_ERR_IO;
		w->any_node = false;
	} else if (w->format == PG_RDF_TRIG) {
		if (w->in_block && fputs("}\n", w->fp) == EOF)
			return PG_ERR_IO;
		w->in_block = false;
		free(w->graph);
		w->graph = NULL;
	} else if (w->format == PG_RDF_RDFXML) {
		pg_buf *b = &w->line;
		pg_buf_reset(b);
		if (!w->started && !start_rdfxml(w))
			return PG_ERR_NOMEM;
		w->started = true;
		if ((w->subject && !pg_buf_adds(b, "  </rdf:Description>\n")) || !pg_buf_adds(b, "</rdf:RDF>\n"))
			return PG_ERR_NOMEM;
		if (fwrite(b->data, 1, b->len, w->fp) != b->len)
			return PG_ERR_IO;
		free(w->subject);
		w->subject = NULL;
	}
	return fflush(w->fp) == 0 && !ferror(w->fp) ? PG_OK : PG_ERR_IO;
}
