/* SPDX-License-Identifier: Apache-2.0 */
/* JSON-LD to N-Triples: one pass over the document with the JSON reader of
 * extract/json.h, the @context read first when it comes first (papergraph
 * writes it first; a later @context is an error), statements written through
 * graph/rdfout.h so that escaping is the N-Triples writer's. */
#include "graph/jsonld_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "extract/json.h"
#include "graph/graph.h"
#include "graph/rdfout.h"
#include "graph/vocab.h"

#define MAX_TERMS 256

typedef struct reader {
	pg_json p;
	char *term[MAX_TERMS], *iri[MAX_TERMS]; /* the context: term or prefix -> IRI (owned) */
	size_t n_terms;
	pg_rdfout *w;
	unsigned long fresh;   /* blank nodes made for node objects without @id */
	pg_buf key, str;       /* scratch */
} reader;

static pg_status fail_at(reader *r, const char *fmt, const char *arg)
{
	return pg_json_fail(&r->p, fmt, arg);
}

/* A BCP 47 tag as Turtle and N-Triples write it: letters, then groups of
 * letters and digits after '-'. */
static bool language_tag_ok(const char *s)
{
	size_t run = 0;
	bool first = true;
	for (; *s; s++) {
		char c = *s;
		bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
		bool digit = c >= '0' && c <= '9';
		if (c == '-') {
			if (!run)
				return false;
			run = 0, first = false;
		} else if (alpha || (digit && !first)) {
			run++;
		} else {
			return false;
		}
	}
	return run > 0;
}

static const char *lookup(const reader *r, const char *term)
{
	for (size_t i = 0; i < r->n_terms; i++)
		if (!strcmp(r->term[i], term))
			return r->iri[i];
	return NULL;
}

/* Expands `name` (a term, prefix:local, _:blank or an absolute IRI) into
 * `out`; sets *blank. Returns PG_ERR_INPUT if it is none of them. */
static pg_status expand(reader *r, const char *name, pg_buf *out, bool *blank)
{
	pg_buf_reset(out);
	*blank = false;
	if (!strncmp(name, "_:", 2)) {
		*blank = true;
		return pg_buf_adds(out, name + 2) ? PG_OK : pg_json_nomem(&r->p);
	}
	const char *whole = lookup(r, name);
	if (whole)
		return pg_buf_adds(out, whole) ? PG_OK : pg_json_nomem(&r->p);
	const char *colon = strchr(name, ':');
	if (colon && colon > name) {
		char prefix[128];
		size_t n = (size_t)(colon - name);
		if (n < sizeof prefix && !(colon[1] == '/' && colon[2] == '/')) {
			memcpy(prefix, name, n);
			prefix[n] = '\0';
			const char *ns = lookup(r, prefix);
			if (ns)
				return pg_buf_adds(out, ns) && pg_buf_adds(out, colon + 1) ? PG_OK
											: pg_json_nomem(&r->p);
		}
		return pg_buf_adds(out, name) ? PG_OK : pg_json_nomem(&r->p); /* an absolute IRI */
	}
	return fail_at(r, "'%s' is no IRI, prefixed name or term of the @context", name);
}

static pg_status read_string(reader *r, pg_buf *out, const char *what)
{
	if (!pg_json_at(&r->p, '"'))
		return pg_json_fail(&r->p, "%s must be a string, not %s", what, pg_json_type(&r->p));
	return pg_json_string(&r->p, out);
}

static pg_status read_context(reader *r)
{
	if (!pg_json_at(&r->p, '{'))
		return pg_json_fail(&r->p, "only an inline @context object is read (no remote or array "
				    "contexts), not %s", pg_json_type(&r->p));
	pg_json_iter it;
	bool more;
	pg_status st;
	pg_json_begin(&r->p, &it);
	while ((st = pg_json_next(&r->p, &it, &r->key, &more)) == PG_OK && more) {
		if (pg_buf_str(&r->key)[0] == '@')
			return fail_at(r, "the @context keyword %s is not read", pg_buf_str(&r->key));
		if (!pg_json_at(&r->p, '"'))
			return fail_at(r, "the @context entry '%s' must map to an IRI string",
				       pg_buf_str(&r->key));
		if ((st = pg_json_string(&r->p, &r->str)) != PG_OK)
			return st;
		if (r->n_terms == MAX_TERMS)
			return pg_json_fail(&r->p, "more than %d @context entries", MAX_TERMS);
		r->term[r->n_terms] = strdup(pg_buf_str(&r->key));
		r->iri[r->n_terms] = strdup(pg_buf_str(&r->str));
		if (!r->term[r->n_terms] || !r->iri[r->n_terms]) {
			free(r->term[r->n_terms]);
			free(r->iri[r->n_terms]);
			return pg_json_nomem(&r->p);
		}
		r->n_terms++;
	}
	return st;
}

static pg_status emit(reader *r, const pg_triple *t)
{
	pg_status st = pg_rdfout_write(r->w, t);
	return st == PG_OK ? PG_OK : st == PG_ERR_NOMEM ? pg_json_nomem(&r->p) : st;
}

static pg_status read_node(reader *r, bool top, char **id_out, bool *id_blank);

/* One value of property `prop` of subject (s, s_blank). */
static pg_status read_value(reader *r, const char *s, bool s_blank, const char *prop)
{
	pg_json *p = &r->p;
	pg_triple t = {.s = s, .s_blank = s_blank, .p = prop};
	pg_buf lex = PG_BUF_INIT, extra = PG_BUF_INIT;
	pg_status st = PG_OK;
	if (pg_json_take_null(p))
		goto out;
	if (pg_json_at(p, '"')) {
		if ((st = pg_json_string(p, &lex)) == PG_OK) {
			t.o = pg_buf_str(&lex);
			t.o_literal = true;
			st = emit(r, &t);
		}
	} else if (pg_json_at_number(p)) {
		size_t start = p->i;
		bool is_int;
		if ((st = pg_json_number(p, &is_int)) == PG_OK) {
			if (!pg_buf_add(&lex, p->s + start, p->i - start)) {
				st = pg_json_nomem(p);
				goto out;
			}
			t.o = pg_buf_str(&lex);
			t.o_literal = true;
			t.datatype = is_int ? PG_XSD "integer" : PG_XSD "double";
			st = emit(r, &t);
		}
	} else if (p->i + 4 <= p->n && !strncmp(p->s + p->i, "true", 4)) {
		p->i += 4;
		t.o = "true", t.o_literal = true, t.datatype = PG_XSD "boolean";
		st = emit(r, &t);
	} else if (p->i + 5 <= p->n && !strncmp(p->s + p->i, "false", 5)) {
		p->i += 5;
		t.o = "false", t.o_literal = true, t.datatype = PG_XSD "boolean";
		st = emit(r, &t);
	} else if (pg_json_at(p, '[')) {
		pg_json_iter it;
		bool more;
		pg_json_begin(p, &it);
		while (st == PG_OK && (st = pg_json_next(p, &it, NULL, &more)) == PG_OK && more) {
			if (pg_json_at(p, '['))
				st = pg_json_fail(p, "an array in an array (a list) is not read");
			else
				st = read_value(r, s, s_blank, prop);
		}
	} else if (pg_json_at(p, '{')) {
		/* a value object, or an embedded node object: look ahead for @value */
		size_t at = p->i;
		bool value_object = false;
		{
			pg_json q = *p;
			q.d = NULL;
			pg_json_iter it;
			bool more;
			pg_buf k = PG_BUF_INIT;
			pg_json_begin(&q, &it);
			while (pg_json_next(&q, &it, &k, &more) == PG_OK && more) {
				if (!strcmp(pg_buf_str(&k), "@value"))
					value_object = true;
				if (pg_json_skip(&q) != PG_OK)
					break;
			}
			pg_buf_free(&k);
		}
		p->i = at;
		if (!value_object) {
			char *id = NULL;
			bool blank;
			if ((st = read_node(r, false, &id, &blank)) == PG_OK) {
				t.o = id, t.o_blank = blank;
				st = emit(r, &t);
			}
			free(id);
			goto out;
		}
		pg_json_iter it;
		bool more, have = false, lang = false, typed = false; /* `extra` holds which */
		pg_json_begin(p, &it);
		while (st == PG_OK && (st = pg_json_next(p, &it, &r->key, &more)) == PG_OK && more) {
			const char *k = pg_buf_str(&r->key);
			if (!strcmp(k, "@value")) {
				if (pg_json_at_number(p)) {
					size_t start = p->i;
					bool is_int;
					st = pg_json_number(p, &is_int);
					if (st == PG_OK && !pg_buf_add(&lex, p->s + start, p->i - start))
						st = pg_json_nomem(p);
					if (st == PG_OK && !t.datatype)
						t.datatype = is_int ? PG_XSD "integer" : PG_XSD "double";
				} else {
					st = read_string(r, &lex, "@value");
				}
				have = true;
			} else if (!strcmp(k, "@language")) {
				st = read_string(r, &extra, "@language");
				if (st == PG_OK && !language_tag_ok(pg_buf_str(&extra)))
					st = fail_at(r, "%s must be a language tag such as en or en-GB", "@language");
				lang = true, typed = false;
			} else if (!strcmp(k, "@type")) {
				pg_buf name = PG_BUF_INIT;
				bool blank;
				st = read_string(r, &name, "@type");
				if (st == PG_OK)
					st = expand(r, pg_buf_str(&name), &extra, &blank);
				pg_buf_free(&name);
				typed = true, lang = false;
			} else {
				st = fail_at(r, "a value object has the key '%s'", k);
			}
		}
		if (st == PG_OK && !have)
			st = pg_json_fail(p, "a value object without @value");
		if (st == PG_OK) {
			t.o = pg_buf_str(&lex);
			t.o_literal = true;
			if (lang) {
				t.lang = pg_buf_str(&extra);
				t.datatype = NULL;
			} else if (typed) {
				t.datatype = pg_buf_str(&extra);
			}
			st = emit(r, &t);
		}
	} else {
		st = pg_json_fail(p, "a property value cannot be %s", pg_json_type(p));
	}
out:
	pg_buf_free(&lex);
	pg_buf_free(&extra);
	return st;
}

/* A node object at the read position; its subject into *id_out (heap). The
 * document's top object may also hold @context and @graph. */
static pg_status read_node(reader *r, bool top, char **id_out, bool *id_blank)
{
	pg_json *p = &r->p;
	pg_json_iter it;
	bool more;
	pg_status st;
	/* the subject first: @id may come after the properties */
	char *id = NULL;
	bool blank = false;
	{
		pg_json q = *p;
		q.d = NULL;
		pg_buf k = PG_BUF_INIT, v = PG_BUF_INIT;
		pg_json_begin(&q, &it);
		while (pg_json_next(&q, &it, &k, &more) == PG_OK && more) {
			if (!strcmp(pg_buf_str(&k), "@id") && pg_json_at(&q, '"') &&
			    pg_json_string(&q, &v) == PG_OK) {
				free(id);
				id = strdup(pg_buf_str(&v));
			} else if (pg_json_skip(&q) != PG_OK) {
				break;
			}
		}
		pg_buf_free(&k);
		pg_buf_free(&v);
	}
	pg_buf subject = PG_BUF_INIT, prop = PG_BUF_INIT, type = PG_BUF_INIT;
	if (id) {
		st = expand(r, id, &subject, &blank);
	} else {
		blank = true;
		st = pg_buf_addf(&subject, "jld%lu", ++r->fresh) ? PG_OK : pg_json_nomem(p);
	}
	free(id);
	bool has_graph = false, has_props = false;
	pg_json_begin(p, &it);
	while (st == PG_OK && (st = pg_json_next(p, &it, &r->key, &more)) == PG_OK && more) {
		const char *k = pg_buf_str(&r->key);
		if (!strcmp(k, "@id")) {
			st = pg_json_skip(p);
		} else if (!strcmp(k, "@context")) {
			st = top && !has_props ? read_context(r)
					       : pg_json_fail(p, "a @context that does not come first "
								 "in the document is not read");
		} else if (!strcmp(k, "@graph")) {
			if (!top || !pg_json_at(p, '['))
				st = pg_json_fail(p, "%s", top ? "@graph must be an array of node objects"
							     : "a named graph (@graph in a node) is not read");
			has_graph = true;
			pg_json_iter g;
			bool next;
			if (st == PG_OK)
				pg_json_begin(p, &g);
			while (st == PG_OK && (st = pg_json_next(p, &g, NULL, &next)) == PG_OK && next) {
				char *sub = NULL;
				bool b;
				st = pg_json_at(p, '{') ? read_node(r, false, &sub, &b)
							: pg_json_fail(p, "@graph holds %s, not a node object",
								       pg_json_type(p));
				free(sub);
			}
		} else if (!strcmp(k, "@type")) {
			has_props = true;
			pg_triple t = {.s = pg_buf_str(&subject), .s_blank = blank, .p = PG_RDF_TYPE};
			bool list = pg_json_at(p, '['), next = true, b;
			pg_json_iter ti;
			if (list)
				pg_json_begin(p, &ti);
			while (st == PG_OK && (!list || ((st = pg_json_next(p, &ti, NULL, &next)) == PG_OK && next))) {
				st = read_string(r, &r->str, "@type");
				if (st == PG_OK)
					st = expand(r, pg_buf_str(&r->str), &type, &b);
				if (st == PG_OK) {
					t.o = pg_buf_str(&type), t.o_blank = b;
					st = emit(r, &t);
				}
				if (!list)
					break;
			}
		} else if (k[0] == '@') {
			st = fail_at(r, "the keyword %s is not read", k);
		} else {
			has_props = true;
			bool b;
			st = expand(r, k, &prop, &b);
			if (st == PG_OK && b)
				st = fail_at(r, "a property cannot be a blank node ('%s')", k);
			if (st == PG_OK)
				st = read_value(r, pg_buf_str(&subject), blank, pg_buf_str(&prop));
		}
	}
	(void)has_graph;
	if (st == PG_OK && id_out) {
		*id_out = strdup(pg_buf_str(&subject));
		*id_blank = blank;
		if (!*id_out)
			st = pg_json_nomem(p);
	}
	pg_buf_free(&subject);
	pg_buf_free(&prop);
	pg_buf_free(&type);
	return st;
}

pg_status pg_jsonld_to_ntriples(const char *s, size_t n, const char *name, pg_buf *out, pg_diag *d)
{
	reader r = {.p = {.s = s, .n = n, .name = name, .line = 1, .d = d},
		    .key = PG_BUF_INIT, .str = PG_BUF_INIT};
	char *mem = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&mem, &len);
	pg_status st = fp && (r.w = pg_rdfout_new(fp, PG_RDF_NTRIPLES, NULL)) ? PG_OK : PG_ERR_NOMEM;
	if (st == PG_OK) {
		pg_json_ws(&r.p);
		if (pg_json_at(&r.p, '{')) {
			char *id = NULL;
			bool b;
			st = read_node(&r, true, &id, &b);
			free(id);
		} else if (pg_json_at(&r.p, '[')) {
			pg_json_iter it;
			bool more;
			pg_json_begin(&r.p, &it);
			while (st == PG_OK && (st = pg_json_next(&r.p, &it, NULL, &more)) == PG_OK && more) {
				char *id = NULL;
				bool b;
				st = pg_json_at(&r.p, '{') ? read_node(&r, true, &id, &b)
							   : pg_json_fail(&r.p, "the array holds %s, not a node "
									  "object", pg_json_type(&r.p));
				free(id);
			}
		} else {
			st = pg_json_fail(&r.p, "a JSON-LD document is an object or an array, not %s",
					  pg_json_type(&r.p));
		}
		if (st == PG_OK) {
			pg_json_ws(&r.p);
			if (r.p.i < r.p.n)
				st = pg_json_fail(&r.p, "%s", "text after the JSON-LD document");
		}
		if (st == PG_OK)
			st = pg_rdfout_finish(r.w);
	}
	if (st == PG_ERR_INPUT && d) {
		/* the reader counts columns over the whole document: name the line */
		size_t line = 1;
		for (size_t i = 0; i < r.p.i && i < n; i++)
			line += s[i] == '\n';
		d->line = line;
	}
	pg_rdfout_free(r.w);
	if (fp)
		fclose(fp);
	if (st == PG_OK && !pg_buf_add(out, mem ? mem : "", len))
		st = PG_ERR_NOMEM;
	free(mem);
	for (size_t i = 0; i < r.n_terms; i++) {
		free(r.term[i]);
		free(r.iri[i]);
	}
	pg_buf_free(&r.key);
	pg_buf_free(&r.str);
	return st;
}
