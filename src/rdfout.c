/* SPDX-License-Identifier: Apache-2.0 */
/* Streaming N-Triples, N-Quads and Turtle writers: constant memory, one pass. */
#include "rdfout.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"

struct pg_rdfout {
	FILE *fp;
	pg_rdf_format format;
	char *base;          /* Turtle @base (may be NULL) */
	char *subject;       /* Turtle: the subject whose block is open (may be NULL) */
	pg_buf line;
	bool started;
};

bool pg_rdfout_parse_format(const char *name, pg_rdf_format *out)
{
	if (!strcmp(name, "ntriples") || !strcmp(name, "nt") || !strcmp(name, "n-triples"))
		*out = PG_RDF_NTRIPLES;
	else if (!strcmp(name, "nquads") || !strcmp(name, "nq") || !strcmp(name, "n-quads"))
		*out = PG_RDF_NQUADS;
	else if (!strcmp(name, "turtle") || !strcmp(name, "ttl"))
		*out = PG_RDF_TURTLE;
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

void pg_rdfout_free(pg_rdfout *w)
{
	if (!w)
		return;
	free(w->base);
	free(w->subject);
	pg_buf_free(&w->line);
	free(w);
}

static bool add_iri(pg_buf *b, const char *iri)
{
	if (!pg_buf_addc(b, '<'))
		return false;
	for (const unsigned char *p = (const unsigned char *)iri; *p; p++) {
		unsigned char c = *p;
		if (c <= 0x20 || strchr("<>\"{}|^`\\", c)) {
			if (!pg_buf_addf(b, "\\u%04X", c))
				return false;
		} else if (!pg_buf_addc(b, (char)c)) {
			return false;
		}
	}
	return pg_buf_addc(b, '>');
}

static bool add_string(pg_buf *b, const char *s)
{
	if (!pg_buf_addc(b, '"'))
		return false;
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		bool ok;
		switch (*p) {
		case '"': ok = pg_buf_adds(b, "\\\""); break;
		case '\\': ok = pg_buf_adds(b, "\\\\"); break;
		case '\n': ok = pg_buf_adds(b, "\\n"); break;
		case '\r': ok = pg_buf_adds(b, "\\r"); break;
		case '\t': ok = pg_buf_adds(b, "\\t"); break;
		default:
			ok = *p < 0x20 || *p == 0x7f ? pg_buf_addf(b, "\\u%04X", *p)
						     : pg_buf_addc(b, (char)*p);
		}
		if (!ok)
			return false;
	}
	return pg_buf_addc(b, '"');
}

static bool add_literal(pg_buf *b, const pg_triple *t)
{
	if (!add_string(b, t->o))
		return false;
	if (t->lang)
		return pg_buf_addc(b, '@') && pg_buf_adds(b, t->lang);
	if (t->datatype && strcmp(t->datatype, PG_XSD "string") != 0)
		return pg_buf_adds(b, "^^") && add_iri(b, t->datatype);
	return true;
}

/* Turtle: a prefixed name for `iri` when one of the common namespaces fits and
 * the local part is plain; else a relative IRI under @base; else the full IRI. */
static bool add_turtle_iri(pg_rdfout *w, pg_buf *b, const char *iri)
{
	const char *const *tab = pg_graph_prefix_table();
	for (size_t i = 0; tab[i]; i += 2) {
		size_t n = strlen(tab[i + 1]);
		if (strncmp(iri, tab[i + 1], n) != 0)
			continue;
		const char *local = iri + n;
		bool plain = *local && ((*local >= 'a' && *local <= 'z') ||
					(*local >= 'A' && *local <= 'Z') || *local == '_');
		for (const char *p = local; plain && *p; p++)
			plain = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
				(*p >= '0' && *p <= '9') || *p == '_' || *p == '-';
		if (plain)
			return pg_buf_adds(b, tab[i]) && pg_buf_addc(b, ':') && pg_buf_adds(b, local);
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
		if (!strcmp(dt, PG_XSD "integer") && digits && !*rest)
			return pg_buf_adds(b, o);
		if (!strcmp(dt, PG_XSD "decimal") && digits && rest[0] == '.' &&
		    rest[1] && strspn(rest + 1, "0123456789") == strlen(rest + 1))
			return pg_buf_adds(b, o);
		if (!strcmp(dt, PG_XSD "boolean") && (!strcmp(o, "true") || !strcmp(o, "false")))
			return pg_buf_adds(b, o);
		if (strcmp(dt, PG_XSD "string") != 0)
			return add_string(b, o) && pg_buf_adds(b, "^^") && add_turtle_iri(w, b, dt);
	}
	return add_literal(b, t);
}

static bool start_turtle(pg_rdfout *w)
{
	const char *const *tab = pg_graph_prefix_table();
	if (w->base && fprintf(w->fp, "@base <%s> .\n", w->base) < 0)
		return false;
	for (size_t i = 0; tab[i]; i += 2)
		if (fprintf(w->fp, "@prefix %s: <%s> .\n", tab[i], tab[i + 1]) < 0)
			return false;
	return fputc('\n', w->fp) != EOF;
}

static bool write_turtle(pg_rdfout *w, const pg_triple *t)
{
	pg_buf *b = &w->line;
	bool same = w->subject && strcmp(w->subject, t->s) == 0;
	bool ok = true;
	if (same) {
		ok = pg_buf_adds(b, " ;\n    ");
	} else {
		if (w->subject)
			ok = pg_buf_adds(b, " .\n\n");
		free(w->subject);
		w->subject = strdup(t->s);
		ok = ok && w->subject && add_turtle_iri(w, b, t->s) && pg_buf_adds(b, "\n    ");
	}
	if (ok && !strcmp(t->p, PG_RDF "type"))
		ok = pg_buf_addc(b, 'a');
	else
		ok = ok && add_turtle_iri(w, b, t->p);
	ok = ok && pg_buf_addc(b, ' ');
	ok = ok && (t->o_literal ? add_turtle_literal(w, b, t) : add_turtle_iri(w, b, t->o));
	return ok;
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
	}
	bool ok;
	if (w->format == PG_RDF_TURTLE) {
		ok = write_turtle(w, t);
	} else {
		ok = add_iri(b, t->s) && pg_buf_addc(b, ' ') && add_iri(b, t->p) && pg_buf_addc(b, ' ') &&
		     (t->o_literal ? add_literal(b, t) : add_iri(b, t->o));
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
	}
	return fflush(w->fp) == 0 && !ferror(w->fp) ? PG_OK : PG_ERR_IO;
}
