/* SPDX-License-Identifier: Apache-2.0 */
/* The HTML page of a resource, from its description (export/describe.h):
 * name, types, abstract or text, lineage, the statements pointing at it by
 * kind (each measured relation with its precision and recall, from the
 * store's quality graph), its results and evidence (each rule with its own
 * precision), every statement about it, and what else mentions it; plus the
 * page frame and the escaping the other pages share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/escape.h"
#include "export/lineage.h"
#include "export/quality_read.h"
#include "extract/text.h"
#include "export/lineage_render.h"
#include "graph/graph.h"
#include "graph/vocab.h"
#include "serve/serve_internal.h"

void pg_serve_html_esc(FILE *f, const char *s)
{
	pg_buf scratch = PG_BUF_INIT;
	pg_escape_write(f, &scratch, pg_escape_xml, s);
	pg_buf_free(&scratch);
}

/* Writes `open`, `s` escaped and `close` if `s` is not NULL. */
static void wrapped(FILE *f, const char *open, const char *s, const char *close)
{
	if (!s)
		return;
	fputs(open, f);
	pg_serve_html_esc(f, s);
	fputs(close, f);
}

static const char *local_name(const char *iri)
{
	const char *h = strrchr(iri, '#'), *s = strrchr(iri, '/');
	const char *p = h > s ? h : s;
	return p && p[1] ? p + 1 : iri;
}

bool pg_serve_href_buf(pg_buf *b, const char *base, const char *iri)
{
	size_t bl = strlen(base);
	if (!strncmp(iri, base, bl))
		return pg_buf_addc(b, '/') && pg_escape_xml(b, iri + bl);
	if (!strncasecmp(iri, "http://", 7) || !strncasecmp(iri, "https://", 8))
		return pg_escape_xml(b, iri);
	return pg_buf_addc(b, '#'); /* javascript:, data:, file: ... IRIs from the data are not links */
}

void pg_serve_href(FILE *f, const char *base, const char *iri)
{
	pg_buf b = PG_BUF_INIT;
	if (pg_serve_href_buf(&b, base, iri))
		fputs(pg_buf_str(&b), f);
	pg_buf_free(&b);
}

/* pg_lineage_href_fn: the href of a box of the lineage drawing; `ctx` is the base. */
static bool lineage_href(void *ctx, const char *iri, pg_buf *out)
{
	return pg_serve_href_buf(out, ctx, iri);
}

/* Lineage on a method page: this many extends steps each way. */
#define PAGE_LINEAGE_STEPS 3

/* Appends the drawing of the methods `iri` extends and that extend it, up to
 * PAGE_LINEAGE_STEPS steps each way, to `svg` (nothing when there are none):
 * Graphviz's left-to-right picture when papergraph has Graphviz's library
 * (the page never runs a program), else the rows drawn without it. */
static pg_status lineage_svg(pg_store *s, const char *base, const char *iri, pg_buf *svg,
			     pg_diag *d)
{
	pg_lineage *l;
	pg_status st = pg_lineage_load_around(s, iri, PAGE_LINEAGE_STEPS, PAGE_LINEAGE_STEPS,
					      PG_LINEAGE_INLINE_ROW, &l, d);
	if (st != PG_OK)
		return st;
	pg_lineage_view v = {0, PAGE_LINEAGE_STEPS, PAGE_LINEAGE_STEPS};
	bool any = false;
	for (size_t e = 0; e < l->n_edges; e++)
		any = any || l->edge[e].from != l->edge[e].to;
	if (!any)
		st = PG_OK;
	else if (pg_lineage_svg_in_process())
		st = pg_lineage_render_page(l, &v, lineage_href, (void *)base, svg, d);
	else
		st = pg_lineage_render_inline(l, &v, lineage_href, (void *)base, svg);
	pg_lineage_free(l);
	return st == PG_OK ? st : pg_diag_set(d, st, NULL, 0, "cannot draw the lineage of %s", iri);
}

/* The readable name of `iri`: its label, title, identifier, text or local
 * name. Borrowed from `d` or `iri`. */
static const char *plain_name_of(const pg_description *d, const char *iri)
{
	static const char *const preds[] = {PG_SKOS_PREF_LABEL, PG_RDFS_LABEL, PG_DCT_TITLE,
					    PG_DCT_IDENTIFIER, PG_P_TEXT, NULL};
	for (const char *const *p = preds; *p; p++) {
		const char *v = pg_description_value(d, iri, *p);
		if (v)
			return v;
	}
	return local_name(iri);
}

/* What a result says, as its name: "28.5% micro F1 on Foo, improvement over
 * Bar", "15.8 perplexity on Foo (Bar: 18.0)". Into `b`; false if `iri` is no
 * result of `d` (then `b` is unchanged). */
static bool result_title(const pg_description *d, const char *iri, pg_buf *b)
{
	const char *value = pg_description_value(d, iri, PG_P_VALUE);
	const char *metric = pg_description_value(d, iri, PG_P_METRIC);
	if (!value || !metric)
		return false;
	const char *unit = pg_description_value(d, iri, PG_P_UNIT);
	const char *kind = pg_description_value(d, iri, PG_P_RESULT_KIND);
	const char *ds = pg_description_value(d, iri, PG_P_ON_DATASET);
	const char *base = pg_description_value(d, iri, PG_P_BASELINE);
	const char *bv = pg_description_value(d, iri, PG_P_BASELINE_VALUE);
	bool change = kind && (!strcmp(kind, "improvement") || !strcmp(kind, "reduction"));
	pg_buf_reset(b);
	pg_buf_addf(b, "%s%s %s", value, unit && strcmp(unit, "x") ? unit : unit ? "\xc3\x97" : "",
		    plain_name_of(d, metric));
	if (ds)
		pg_buf_addf(b, " on %s", plain_name_of(d, ds));
	if (change)
		pg_buf_addf(b, ", %s", kind);
	if (base && change)
		pg_buf_addf(b, " over %s", plain_name_of(d, base));
	else if (base)
		pg_buf_addf(b, " (%s%s%s)", plain_name_of(d, base), bv ? ": " : "", bv ? bv : "");
	return true;
}

/* `text` cleaned of the LaTeX, markdown and odd Unicode the extractor
 * cleans (extract/text.h), into `b`. */
static void clean_into(pg_buf *b, const char *text)
{
	pg_text *t = NULL;
	pg_buf_reset(b);
	if (pg_text_new(text, strlen(text), &t) == PG_OK)
		pg_buf_adds(b, t->clean);
	else
		pg_buf_adds(b, text);
	pg_text_free(t);
}

/* The name of `iri`: a result's title, a sentence's clean text, else
 * plain_name_of(). Borrowed from `d`, `iri` or `scratch`. */
static const char *name_of(const pg_description *d, const char *iri, pg_buf *scratch)
{
	if (result_title(d, iri, scratch))
		return pg_buf_str(scratch);
	const char *name = plain_name_of(d, iri);
	const char *text = pg_description_value(d, iri, PG_P_TEXT);
	if (text && name == text) {
		clean_into(scratch, text);
		return pg_buf_str(scratch);
	}
	return name;
}

/* Writes a sentence readably: the LaTeX, markdown and odd Unicode the
 * extractor cleans (extract/text.h) cleaned the same way. */
static void sentence_html(FILE *f, const char *text)
{
	pg_buf b = PG_BUF_INIT;
	clean_into(&b, text);
	pg_serve_html_esc(f, pg_buf_str(&b));
	pg_buf_free(&b);
}

/* The position of sentence `ev` in its paper (pg:sentenceIndex), for text order. */
static long sentence_index(const pg_description *d, const char *ev)
{
	const char *v = ev ? pg_description_value(d, ev, PG_P_SENTENCE_INDEX) : NULL;
	return v ? strtol(v, NULL, 10) : -1;
}

/* A link to `iri` named by name_of(), cut after `max` bytes. */
static void link_to(FILE *f, const char *base, const pg_description *d, const char *iri,
		    size_t max)
{
	pg_buf scratch = PG_BUF_INIT;
	const char *name = name_of(d, iri, &scratch);
	fputs("<a href=\"", f);
	pg_serve_href(f, base, iri);
	fputs("\">", f);
	if (strlen(name) > max) {
		char cut[400];
		size_t n = max < sizeof cut - 4 ? max : sizeof cut - 4;
		while (n && ((unsigned char)name[n] & 0xC0) == 0x80)
			n--;
		memcpy(cut, name, n);
		strcpy(cut + n, "…");
		pg_serve_html_esc(f, cut);
	} else {
		pg_serve_html_esc(f, name);
	}
	fputs("</a>", f);
	pg_buf_free(&scratch);
}

/* An IRI as a prefixed name, or its local name (the IRI in a tooltip). */
static void pname(FILE *f, const char *iri)
{
	const char *const *tab = pg_graph_prefix_table();
	for (size_t i = 0; tab[i]; i += 2) {
		size_t len = strlen(tab[i + 1]);
		if (!strncmp(iri, tab[i + 1], len) && iri[len]) {
			pg_serve_html_esc(f, tab[i]);
			fputc(':', f);
			pg_serve_html_esc(f, iri + len);
			return;
		}
	}
	fputs("<span title=\"", f);
	pg_serve_html_esc(f, iri);
	fputs("\">", f);
	pg_serve_html_esc(f, local_name(iri));
	fputs("</span>", f);
}

static void value_cell(FILE *f, const char *base, const pg_description *d, const pg_triple *t)
{
	if (!t->o_literal) {
		link_to(f, base, d, t->o, 120);
		return;
	}
	pg_serve_html_esc(f, t->o);
	wrapped(f, " <small>@", t->lang, "</small>");
}

/* Headings for statements pointing at the resource. */
static const struct {
	const char *pred, *heading;
} incoming_headings[] = {
	{PG_P_PROPOSES, "Proposed in"},
	{PG_P_USES_METHOD, "Used in"},
	{PG_P_COMPARES_WITH, "Compared against in"},
	{PG_P_ADDRESSES_TASK, "Papers addressing this task"},
	{PG_P_EVALUATES_ON, "Papers evaluating on this data set"},
	{PG_P_USES_METRIC, "Papers measuring with this metric"},
	{PG_P_EXTENDS, "Extended by"},
	{PG_P_DESCENDS_FROM, "Descendants"},
	{PG_P_REPORTS_RESULT, "Reported in"},
	{PG_P_IN_PAPER, "Sentences"},
	{NULL, NULL}
};

/* Statements handled by their own section, not listed generically. */
static bool special_incoming(const char *p)
{
	return !strcmp(p, PG_P_OF_METHOD) || !strcmp(p, PG_P_ON_DATASET) ||
	       !strcmp(p, PG_P_METRIC) || !strcmp(p, PG_P_BASELINE) ||
	       !strcmp(p, PG_RDF_SUBJECT) || !strcmp(p, PG_RDF_OBJECT) ||
	       !strcmp(p, PG_P_EVIDENCE);
}

static const char page_style[] =
	"body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2433;background:#fbfbfd}"
	"header{background:#23395b;color:#fff;padding:.6em 1.2em}header a{color:#fff;margin-right:1.2em;"
	"text-decoration:none;font-weight:600}main{max-width:1100px;margin:0 auto;padding:1em 1.2em}"
	"h1{margin:.2em 0}h2{margin-top:1.4em;border-bottom:1px solid #d8dce6;font-size:1.15em}"
	"a{color:#1f5fbf}table{border-collapse:collapse;width:100%;margin:.4em 0}"
	"td,th{border:1px solid #d8dce6;padding:.3em .5em;text-align:left;vertical-align:top}"
	"th{background:#eef1f7}.iri{color:#555;font-family:monospace;word-break:break-all}"
	".badge{display:inline-block;background:#e3ecfa;border-radius:4px;padding:0 .4em;margin-right:.3em}"
	".note{color:#666;font-size:.9em}svg.lineage rect.node{fill:#eef4ff;stroke:#1f5fbf}"
	"svg.lineage rect.self{fill:#23395b;stroke:#23395b}svg.lineage rect.self+text{fill:#fff}"
	"svg.lineage text{font:13px system-ui,sans-serif;fill:#1d2433}"
	"svg.lineage line{stroke:#555;stroke-width:1.5}svg.lineage .year{font-size:11px;fill:#4a5568}"
	"svg.lineage rect.self+text .year{fill:#dfe6f2}svg.lineage-graph{max-width:100%;height:auto}blockquote{margin:.2em 0;color:#333}"
	"textarea{width:100%;font:13px monospace;box-sizing:border-box}"
	"pre{background:#f3f4f8;padding:.6em;overflow:auto}"
	"table.index td.n{text-align:right;color:#555;font-variant-numeric:tabular-nums}"
	".pager a{margin:0 .15em}nav.browse{margin:.6em 0}";

void pg_serve_page_head(FILE *f, const char *title)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	      "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>", f);
	pg_serve_html_esc(f, title);
	fprintf(f, " · papergraph</title><style>%s</style></head><body>\n"
		   "<header><a href=\"/\">papergraph</a><a href=\"/paper/\">papers</a>"
		   "<a href=\"/method/\">methods</a><a href=\"/task/\">tasks</a>"
		   "<a href=\"/dataset/\">data sets</a><a href=\"/metric/\">metrics</a>"
		   "<a href=\"/#query\">SPARQL query</a>"
		   "<a href=\"/sparql\">service description</a></header><main>\n", page_style);
}

/* Text order of results and claims: by paper, then by the position of the
 * evidence sentence, then by IRI. `sort_desc` is the description (pages are
 * written one at a time by a worker process). */
static const pg_description *sort_desc;

static int by_text_order(const void *a, const void *b)
{
	const char *x = *(const char *const *)a, *y = *(const char *const *)b;
	const char *ex = pg_description_value(sort_desc, x, PG_P_EVIDENCE);
	const char *ey = pg_description_value(sort_desc, y, PG_P_EVIDENCE);
	const char *px = ex ? pg_description_value(sort_desc, ex, PG_P_IN_PAPER) : NULL;
	const char *py = ey ? pg_description_value(sort_desc, ey, PG_P_IN_PAPER) : NULL;
	int c = strcmp(px ? px : "", py ? py : "");
	if (c)
		return c;
	long ix = sentence_index(sort_desc, ex), iy = sentence_index(sort_desc, ey);
	if (ix != iy)
		return ix < iy ? -1 : 1;
	return strcmp(x, y);
}

static int by_sentence_index(const void *a, const void *b)
{
	const char *x = *(const char *const *)a, *y = *(const char *const *)b;
	long ix = sentence_index(sort_desc, x), iy = sentence_index(sort_desc, y);
	return ix != iy ? (ix < iy ? -1 : 1) : strcmp(x, y);
}

/* Results that concern `iri` (as method, data set, metric or baseline, or
 * reported by it, or itself), one row each. */
static void results_table(FILE *f, const char *base, const pg_description *d, const char *iri)
{
	const char *rows[256];
	size_t n = 0;
	for (size_t i = 0; i < d->n && n < 256; i++) {
		const pg_triple *t = &d->t[i];
		const char *r = NULL;
		if (i < d->n_core && !t->o_literal && !strcmp(t->o, iri) &&
		    (!strcmp(t->p, PG_P_OF_METHOD) || !strcmp(t->p, PG_P_ON_DATASET) ||
		     !strcmp(t->p, PG_P_METRIC) || !strcmp(t->p, PG_P_BASELINE)))
			r = t->s;
		else if (i < d->n_core && !strcmp(t->s, iri) && !strcmp(t->p, PG_P_REPORTS_RESULT))
			r = t->o;
		else if (!strcmp(t->s, iri) && !strcmp(t->p, PG_RDF_TYPE) &&
			 !strcmp(t->o, PG_C_RESULT))
			r = iri;
		if (!r)
			continue;
		bool dup = false;
		for (size_t k = 0; k < n && !dup; k++)
			dup = !strcmp(rows[k], r);
		if (!dup)
			rows[n++] = r;
	}
	if (!n)
		return;
	sort_desc = d;
	qsort(rows, n, sizeof *rows, by_text_order);
	fputs("<h2>Results</h2>\n<table><tr><th>method</th><th>metric</th><th>value</th>"
	      "<th>kind</th><th>data set</th><th>baseline</th><th>paper</th><th>evidence</th></tr>\n", f);
	const char *last_ev = NULL;
	for (size_t k = 0; k < n; k++) {
		const char *r = rows[k];
		const char *cols[] = {PG_P_OF_METHOD, PG_P_METRIC, NULL, PG_P_ON_DATASET,
				      PG_P_BASELINE};
		fputs("<tr>", f);
		for (size_t c = 0; c < sizeof cols / sizeof *cols; c++) {
			fputs("<td>", f);
			if (c == 2) {
				fputs("<a href=\"", f);
				pg_serve_href(f, base, r);
				fputs("\">", f);
				pg_serve_html_esc(f, pg_description_value(d, r, PG_P_VALUE));
				wrapped(f, " ", pg_description_value(d, r, PG_P_UNIT), "");
				fputs("</a>", f);
				wrapped(f, " <small>(", pg_description_value(d, r, PG_P_SETTING),
					")</small>");
				const char *kind = pg_description_value(d, r, PG_P_RESULT_KIND);
				fputs("</td><td>", f);
				pg_serve_html_esc(f, kind ? kind : "");
			} else {
				const char *v = pg_description_value(d, r, cols[c]);
				if (v)
					link_to(f, base, d, v, 60);
				if (c == 4 && (v = pg_description_value(d, r, PG_P_BASELINE_VALUE))) {
					fputs(" ", f);
					pg_serve_html_esc(f, v);
				}
			}
			fputs("</td>", f);
		}
		fputs("<td>", f);
		size_t i = pg_description_find(d, 0, NULL, PG_P_REPORTS_RESULT, r);
		if (i < d->n)
			link_to(f, base, d, d->t[i].s, 40);
		fputs("</td><td>", f);
		const char *ev = pg_description_value(d, r, PG_P_EVIDENCE);
		const char *text = ev ? pg_description_value(d, ev, PG_P_TEXT) : NULL;
		if (text && last_ev && !strcmp(ev, last_ev)) {
			fputs("<small class=\"note\">the sentence above</small>", f);
		} else if (text) {
			fputs("<blockquote>", f);
			sentence_html(f, text);
			fputs("</blockquote>", f);
		}
		last_ev = ev;
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
}

/* The claims about `iri` (reified assertions) with the sentence each rests
 * on, in text order. */
/* The field of a measured relation predicate, or -1. */
static int measured_field(const char *pred)
{
	const int *fields = pg_quality_fields();
	for (size_t i = 0; i < PG_QUALITY_RELATIONS; i++)
		if (!strcmp(pg_quality_relation(fields[i]), pred))
			return fields[i];
	return -1;
}

/* "<p class="note">compares with: precision ...</p>" for statements of `pred`. */
static void trust_note(FILE *f, const pg_quality *q, const char *pred)
{
	char phrase[128] = "";
	int field = q ? measured_field(pred) : -1;
	if (field >= 0)
		pg_quality_phrase(q, field, phrase, sizeof phrase);
	if (!*phrase)
		return;
	fprintf(f, "<p class=\"note trust\">How far to trust these: %s (<code>",
		pg_quality_relation_words(field));
	pname(f, pred);
	fputs("</code>): ", f);
	pg_serve_html_esc(f, phrase);
	fputs(" (the share of its statements that annotators confirmed, and the share of annotated "
	      "facts it finds).</p>\n", f);
}

static void evidence_table(FILE *f, const char *base, const pg_description *d, const char *iri,
			   const pg_quality *q)
{
	const char *rows[512];
	size_t n = 0;
	for (size_t i = 0; i < d->n_core && n < sizeof rows / sizeof *rows; i++) {
		const pg_triple *t = &d->t[i];
		if (t->o_literal || strcmp(t->o, iri) ||
		    (strcmp(t->p, PG_RDF_SUBJECT) && strcmp(t->p, PG_RDF_OBJECT)))
			continue;
		bool dup = false;
		for (size_t k = 0; k < n && !dup; k++)
			dup = !strcmp(rows[k], t->s);
		if (!dup)
			rows[n++] = t->s;
	}
	sort_desc = d;
	qsort(rows, n, sizeof *rows, by_text_order);
	bool any = false;
	for (size_t k = 0; k < n; k++) {
		const char *a = rows[k];
		const char *s = pg_description_value(d, a, PG_RDF_SUBJECT);
		const char *p = pg_description_value(d, a, PG_RDF_PREDICATE);
		const char *o = pg_description_value(d, a, PG_RDF_OBJECT);
		const char *ev = pg_description_value(d, a, PG_P_EVIDENCE);
		const char *rule = pg_description_value(d, a, PG_P_RULE);
		if (!s || !p || !o)
			continue;
		if (!any)
			fputs("<h2>Evidence</h2>\n<table><tr><th>claim</th><th>sentence</th>"
			      "<th>rule</th></tr>\n", f);
		any = true;
		fputs("<tr><td>", f);
		link_to(f, base, d, s, 50);
		fputs(" <code>", f);
		pname(f, p);
		fputs("</code> ", f);
		link_to(f, base, d, o, 50);
		fputs("</td><td>", f);
		const char *text = ev ? pg_description_value(d, ev, PG_P_TEXT) : NULL;
		if (text) {
			fputs("<blockquote>", f);
			sentence_html(f, text);
			fputs("</blockquote>", f);
		}
		fputs("</td><td>", f);
		pg_serve_html_esc(f, rule ? local_name(rule) : "");
		if (rule && q) {
			char phrase[128];
			pg_quality_rule_phrase(q, local_name(rule), phrase, sizeof phrase);
			fputs(" <small>(", f);
			pg_serve_html_esc(f, phrase);
			fputs(")</small>", f);
		}
		fputs("</td></tr>\n", f);
	}
	if (any)
		fputs("</table>\n", f);
}

pg_status pg_serve_write_html(FILE *f, const pg_http *h, const pg_description *d, const char *iri,
			      pg_diag *diag)
{
	const char *base = h->base;
	pg_buf svg = PG_BUF_INIT;
	pg_status st = lineage_svg(h->store, base, iri, &svg, diag);
	if (st != PG_OK) {
		pg_buf_free(&svg);
		return st;
	}
	/* the figures of the store's quality graph, if it has one */
	pg_quality *quality = malloc(sizeof *quality);
	bool measured = false;
	if (!quality) {
		pg_buf_free(&svg);
		return PG_ERR_NOMEM;
	}
	st = pg_quality_read(h->store, quality, &measured, diag);
	if (st != PG_OK) {
		free(quality);
		pg_buf_free(&svg);
		return st;
	}
	const pg_quality *q = measured ? quality : NULL;
	pg_buf title = PG_BUF_INIT;
	pg_serve_page_head(f, name_of(d, iri, &title));
	fputs("<h1>", f);
	pg_serve_html_esc(f, name_of(d, iri, &title));
	pg_buf_free(&title);
	fputs("</h1>\n<p class=\"iri\">", f);
	pg_serve_html_esc(f, iri);
	fputs("</p>\n<p>", f);
	for (size_t i = pg_description_find(d, 0, iri, PG_RDF_TYPE, NULL); i < d->n;
	     i = pg_description_find(d, i + 1, iri, PG_RDF_TYPE, NULL)) {
		fputs("<span class=\"badge\" title=\"", f);
		pg_serve_html_esc(f, d->t[i].o);
		fputs("\">", f);
		pname(f, d->t[i].o);
		fputs("</span>", f);
	}
	fputs(" also as <a href=\"?format=turtle\">Turtle</a> · "
	      "<a href=\"?format=ntriples\">N-Triples</a> · <a href=\"?format=rdfxml\">RDF/XML</a>", f);
	if (pg_serve_page_usable("jsonld"))
		fputs(" · <a href=\"?format=jsonld\">JSON-LD</a>", f);
	fputs("</p>\n", f);
	const char *abstract = pg_description_value(d, iri, PG_DCT_ABSTRACT);
	if (abstract) {
		fputs("<blockquote>", f);
		sentence_html(f, abstract);
		fputs("</blockquote>\n", f);
	}
	const char *own_text = pg_description_value(d, iri, PG_P_TEXT);
	if (own_text) {
		fputs("<blockquote>", f);
		sentence_html(f, own_text);
		fputs("</blockquote>\n", f);
	}
	if (svg.len)
		fprintf(f, "<h2>Lineage</h2>\n%s<p class=\"note\">An arrow points from a method to "
			   "a method that extends it (<code>pg:extends</code>).</p>\n", pg_buf_str(&svg));
	pg_buf_free(&svg);
	/* statements pointing here, by predicate */
	for (size_t k = 0; incoming_headings[k].pred; k++) {
		const char *p = incoming_headings[k].pred;
		const char *rows[512];
		size_t n = 0;
		for (size_t i = 0; i < d->n_core && n < sizeof rows / sizeof *rows; i++) {
			const pg_triple *t = &d->t[i];
			if (!t->o_literal && !strcmp(t->p, p) && !strcmp(t->o, iri))
				rows[n++] = t->s;
		}
		if (!n)
			continue;
		if (!strcmp(p, PG_P_IN_PAPER)) { /* the paper's sentences, in text order */
			sort_desc = d;
			qsort(rows, n, sizeof *rows, by_sentence_index);
		}
		fprintf(f, "<h2>%s</h2>\n", incoming_headings[k].heading);
		trust_note(f, q, p);
		fputs("<ul>\n", f);
		for (size_t i = 0; i < n; i++) {
			fputs("<li>", f);
			link_to(f, base, d, rows[i], 400);
			wrapped(f, " <small>(", pg_description_value(d, rows[i], PG_P_YEAR), ")</small>");
			fputs("</li>\n", f);
		}
		fputs("</ul>\n", f);
	}
	results_table(f, base, d, iri);
	evidence_table(f, base, d, iri, q);
	/* every statement about it */
	fputs("<h2>Statements</h2>\n<table><tr><th>property</th><th>value</th></tr>\n", f);
	for (size_t i = 0; i < d->n_core; i++) {
		const pg_triple *t = &d->t[i];
		if (strcmp(t->s, iri) || !strcmp(t->p, PG_DCT_ABSTRACT))
			continue;
		fputs("<tr><td><code>", f);
		pname(f, t->p);
		fputs("</code></td><td>", f);
		value_cell(f, base, d, t);
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
	/* how far to trust its own measured statements (a paper's proposes, ...) */
	const int *fields = pg_quality_fields();
	for (size_t k = 0; q && k < PG_QUALITY_RELATIONS; k++) {
		const char *rel = pg_quality_relation(fields[k]);
		bool has = false;
		for (size_t i = 0; i < d->n_core && !has; i++)
			has = !strcmp(d->t[i].s, iri) && !strcmp(d->t[i].p, rel);
		if (has)
			trust_note(f, q, rel);
	}
	free(quality);
	bool any = false;
	for (size_t i = 0; i < d->n_core; i++) {
		const pg_triple *t = &d->t[i];
		if (!strcmp(t->s, iri) || special_incoming(t->p))
			continue;
		bool headed = false;
		for (size_t k = 0; incoming_headings[k].pred && !headed; k++)
			headed = !strcmp(incoming_headings[k].pred, t->p);
		if (headed)
			continue;
		if (!any)
			fputs("<h2>Mentioned by</h2>\n<table><tr><th>resource</th><th>property</th></tr>\n", f);
		any = true;
		fputs("<tr><td>", f);
		link_to(f, base, d, t->s, 100);
		fputs("</td><td><code>", f);
		pname(f, t->p);
		fputs("</code></td></tr>\n", f);
	}
	if (any)
		fputs("</table>\n", f);
	fputs("</main></body></html>\n", f);
	return PG_OK;
}
