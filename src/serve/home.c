/* SPDX-License-Identifier: Apache-2.0 */
/* The pages the server makes itself, without Redland: the home page (a
 * query form that runs in the browser, example queries) and the SPARQL
 * service description of /sparql, as HTML or in the RDF syntaxes. */
#include <stdio.h>
#include <string.h>

#include "base/buf.h"
#include "graph/rdfout.h"
#include "graph/vocab.h"
#include "serve/serve_internal.h"
#include "serve/urlcode.h"
#include "sparql/sparql.h"

/* Example queries of the home page: a title and the query. */
static const char *const examples[][2] = {
	{"Methods and the papers that propose them",
	 "SELECT ?paper ?method ?label WHERE {\n  ?p pg:proposes ?method ; dcterms:identifier ?paper .\n"
	 "  ?method rdfs:label ?label\n} ORDER BY ?paper ?label"},
	{"Which method extends which",
	 "SELECT ?method ?child ?parent WHERE {\n  ?method pg:extends ?e ; rdfs:label ?child .\n"
	 "  ?e rdfs:label ?parent\n} ORDER BY ?child"},
	{"Claimed results with metric and data set",
	 "SELECT ?paper ?method ?metric ?value ?dataset WHERE {\n"
	 "  ?p pg:reportsResult ?r ; dcterms:identifier ?paper .\n"
	 "  ?r pg:value ?value ; pg:metric ?m . ?m rdfs:label ?metric .\n"
	 "  OPTIONAL { ?r pg:ofMethod ?x . ?x rdfs:label ?method }\n"
	 "  OPTIONAL { ?r pg:onDataset ?d . ?d rdfs:label ?dataset }\n} ORDER BY ?paper"},
	{"Tasks by number of papers",
	 "SELECT ?task ?label (COUNT(?p) AS ?papers) WHERE {\n  ?p pg:addressesTask ?task .\n"
	 "  ?task rdfs:label ?label\n} GROUP BY ?task ?label ORDER BY DESC(?papers) ?label"},
	{"Lineage as a graph (CONSTRUCT)",
	 "CONSTRUCT { ?m pg:extends ?e } WHERE { ?m pg:extends ?e }"},
	{"How far to trust each relation (measured precision and recall)",
	 "SELECT ?measure ?value ?abstracts WHERE {\n"
	 "  ?m a dqv:QualityMeasurement ; dqv:isMeasurementOf ?metric ; dqv:value ?value ;\n"
	 "     prov:wasGeneratedBy ?e . ?e prov:used ?set . ?set pg:annotatedAbstracts ?abstracts .\n"
	 "  ?metric pg:measuredRelation ?relation ; rdfs:label ?measure\n"
	 "} ORDER BY ?relation ?measure"},
};

/* The form asks for the chosen format first and anything else after it, so
 * that a CONSTRUCT run with a result-table format selected shows Turtle, and a
 * SELECT with a graph format JSON, rather than a 406. */
static const char home_script[] =
	"const $=id=>document.getElementById(id);\n"
	"function local(iri){return iri.startsWith(BASE)?'/'+iri.slice(BASE.length):iri;}\n"
	"function cell(b){const td=document.createElement('td');if(!b)return td;\n"
	" if(b.type==='uri'&&(b.value.startsWith(BASE)||/^https?:/i.test(b.value))){"
	"const a=document.createElement('a');a.href=local(b.value);"
	"a.textContent=b.value.startsWith(BASE)?b.value.slice(BASE.length):b.value;td.appendChild(a);}\n"
	" else{td.textContent=b.value;if(b['xml:lang'])td.title='@'+b['xml:lang'];"
	"else if(b.datatype)td.title=b.datatype;}return td;}\n"
	"async function run(){const q=$('q').value,fmt=$('fmt').value,out=$('out'),st=$('status');\n"
	" out.textContent='';st.textContent='running…';const t0=performance.now();let r,txt;\n"
	" try{r=await fetch('/sparql',{method:'POST',headers:{'Content-Type':"
	"'application/x-www-form-urlencoded','Accept':fmt+',*/*;q=0.1'},body:'query='+encodeURIComponent(q)});"
	"txt=await r.text();}\n"
	" catch(e){st.textContent='request failed: '+e;return;}\n"
	" const ms=Math.round(performance.now()-t0);\n"
	" if(!r.ok){st.textContent='HTTP '+r.status+' after '+ms+' ms';const p=document.createElement('pre');"
	"p.className='err';p.textContent=txt;out.appendChild(p);return;}\n"
	" const ct=r.headers.get('Content-Type')||'';\n"
	" if(ct.includes('sparql-results+json')){const d=JSON.parse(txt);\n"
	"  if('boolean' in d){st.textContent='ASK after '+ms+' ms';const p=document.createElement('p');"
	"p.className='bool';p.textContent=String(d.boolean);out.appendChild(p);return;}\n"
	"  const vars=d.head.vars,rows=d.results.bindings;st.textContent=rows.length+' row'+"
	"(rows.length===1?'':'s')+' in '+ms+' ms';\n"
	"  const t=document.createElement('table'),h=t.insertRow();for(const v of vars){const th="
	"document.createElement('th');th.textContent='?'+v;h.appendChild(th);}\n"
	"  for(const b of rows){const tr=t.insertRow();for(const v of vars)tr.appendChild(cell(b[v]));}\n"
	"  out.appendChild(t);return;}\n"
	" st.textContent=ct.split(';')[0]+' in '+ms+' ms';const p=document.createElement('pre');"
	"p.textContent=txt;out.appendChild(p);}\n"
	"$('f').addEventListener('submit',e=>{e.preventDefault();run();});\n"
	"const u=new URLSearchParams(location.search);if(u.get('query')){$('q').value=u.get('query');run();}\n";

/* Who answers /sparql, for the home page and the service description. */
static const char *engine_text(const pg_http *h)
{
	if (h->o.upstream)
		return "the upstream endpoint papergraph serve was started with (--upstream)";
	if (pg_sparql_get_engine() == PG_ENGINE_RASQAL)
		return "rasqal 0.9.33 (PAPERGRAPH_ENGINE=rasqal): no property paths, EXISTS, MINUS "
		       "or DESCRIBE, and FROM and FROM NAMED are ignored";
	return "papergraph's own SPARQL 1.1 engine";
}

void pg_serve_home_page(FILE *f, const pg_http *h)
{
	pg_serve_page_head(f, "SPARQL");
	fputs("<h1>papergraph</h1>\n<p>Methods, tasks, data sets, metrics, results and lineage "
	      "extracted from paper abstracts, as RDF. Ask with SPARQL 1.1 (read-only; answered by ", f);
	pg_serve_html_esc(f, engine_text(h));
	fputs("). The prefixes <code>pg: rdf: rdfs: owl: xsd: skos: dcterms: prov: schema: "
	      "dqv:</code> are predeclared.</p>\n"
	      "<nav class=\"browse\"><strong>Browse:</strong> <a href=\"/paper/\">papers</a> · "
	      "<a href=\"/method/\">methods</a> · <a href=\"/task/\">tasks</a> · "
	      "<a href=\"/dataset/\">data sets</a> · <a href=\"/metric/\">metrics</a></nav>\n"
	      "<form id=\"f\"><a id=\"query\"></a><textarea id=\"q\" name=\"query\" rows=\"9\" "
	      "spellcheck=\"false\">", f);
	pg_serve_html_esc(f, examples[0][1]);
	fputs("</textarea>\n<p><label>Results as <select id=\"fmt\">"
	      "<option value=\"application/sparql-results+json\">table (JSON)</option>"
	      "<option value=\"application/sparql-results+xml\">XML</option>"
	      "<option value=\"text/csv\">CSV</option>"
	      "<option value=\"text/tab-separated-values\">TSV</option>"
	      "<option value=\"text/turtle\">Turtle (CONSTRUCT)</option>"
	      "<option value=\"application/n-triples\">N-Triples (CONSTRUCT)</option>"
	      "<option value=\"application/rdf+xml\">RDF/XML (CONSTRUCT)</option>", f);
	if (pg_serve_construct_usable("jsonld"))
		fputs("<option value=\"application/ld+json\">JSON-LD (CONSTRUCT)</option>", f);
	fputs("</select></label> <button type=\"submit\">Run</button> <span id=\"status\" "
	      "class=\"note\"></span></p></form>\n<div id=\"out\"></div>\n<h2>Examples</h2>\n<ul>\n", f);
	for (size_t i = 0; i < sizeof examples / sizeof *examples; i++) {
		pg_buf u = PG_BUF_INIT;
		pg_url_encode(&u, examples[i][1]);
		fputs("<li><a href=\"/?query=", f);
		fputs(pg_buf_str(&u), f);
		fputs("\">", f);
		pg_serve_html_esc(f, examples[i][0]);
		fputs("</a></li>\n", f);
		pg_buf_free(&u);
	}
	fputs("</ul>\n<p class=\"note\">Every resource has a page: ", f);
	fputs("<code>", f);
	pg_serve_html_esc(f, h->base);
	fputs("method/…</code> is served at <code>/method/…</code> (Turtle, N-Triples, RDF/XML, "
	      "N3", f);
	if (pg_serve_page_usable("jsonld"))
		fputs(", JSON-LD", f);
	fputs(" or HTML by <code>Accept</code>). The SPARQL endpoint is <a href=\"/sparql\">/sparql</a>"
	      " (GET <code>?query=</code>, POST form or <code>application/sparql-query</code>).</p>\n", f);
	/* the base goes into a JS string: it is a checked IRI, but escape anyway */
	fputs("<script>const BASE=\"", f);
	for (const char *p = h->base; *p; p++) {
		if (*p == '"' || *p == '\\' || *p == '<' || *p == '>')
			fprintf(f, "\\u%04x", (unsigned char)*p);
		else
			fputc(*p, f);
	}
	fputs("\";\n", f);
	fputs(home_script, f);
	fputs("</script>\n</main></body></html>\n", f);
}

/* ---- the service description of /sparql */

#define SD_NS PG_SD
#define FMT_NS PG_FORMATS

static const char *const sd_prefixes[] = {"sd", SD_NS, "fmt", FMT_NS, NULL, NULL};

/* The result formats: the W3C name of each, its media type, what it is for
 * and the papergraph format that must be usable for it to be listed. */
static const struct sd_format {
	const char *fmt, *mime, *what, *format;
} sd_formats[] = {
	{"SPARQL_Results_JSON", "application/sparql-results+json", "SELECT, ASK (default)", "json"},
	{"SPARQL_Results_XML", "application/sparql-results+xml", "SELECT, ASK", "xml"},
	{"SPARQL_Results_CSV", "text/csv", "SELECT", "csv"},
	{"SPARQL_Results_TSV", "text/tab-separated-values", "SELECT", "tsv"},
	{"Turtle", "text/turtle", "CONSTRUCT (default), resource pages (default)", "turtle"},
	{"N-Triples", "application/n-triples", "CONSTRUCT, resource pages", "ntriples"},
	{"RDF_XML", "application/rdf+xml", "CONSTRUCT, resource pages", "rdfxml"},
	{"JSON-LD", "application/ld+json", "CONSTRUCT, resource pages", "jsonld"},
	{"N3", "text/n3", "CONSTRUCT, resource pages (Turtle, which is N3)", "n3"},
};

static bool sd_listed(const struct sd_format *f)
{
	return pg_sparql_format_ok(PG_QUERY_SELECT, f->format) || pg_serve_construct_usable(f->format);
}

/* What the endpoint does and refuses, for rdfs:comment and the HTML page. */
static void sd_comment(pg_buf *b, const pg_http *h)
{
	pg_buf_addf(b,
		"Read-only SPARQL 1.1 Query over the papergraph store, answered by %s. SPARQL "
		"Update and LOAD are refused with 403, SERVICE with 403 (this endpoint never fetches "
		"anything). The dataset: without FROM, the default graph is the union of all graphs "
		"in the store (one named graph per paper, plus the entities, ontology, inferred and "
		"quality graphs) and every graph is a named graph. ", engine_text(h));
	if (h->o.upstream)
		pg_buf_adds(b, "default-graph-uri and named-graph-uri get 400: they are not passed "
			    "on to the upstream endpoint (use FROM and FROM NAMED). ");
	else if (pg_sparql_get_engine() == PG_ENGINE_RASQAL)
		pg_buf_adds(b, "default-graph-uri and named-graph-uri get 400: rasqal cannot honour "
			    "them. ");
	else
		pg_buf_adds(b, "FROM and FROM NAMED, or the protocol's default-graph-uri and "
			    "named-graph-uri (repeatable; they replace the query's FROM and FROM "
			    "NAMED), make the dataset of those graphs of the store only: an IRI that "
			    "names no graph of the store is an empty graph, and nothing is fetched. ");
	pg_buf_addf(b,
		"The answer's format follows the Accept header (q-values and wildcards; 406 "
		"when nothing offered fits); a format= or output= parameter is taken when Accept "
		"accepts it too or accepts nothing offered. Limits: request body %zu bytes (413), "
		"query time %u s (503), answer size %zu bytes (507).",
		h->o.max_body, h->o.timeout, h->o.max_result);
}

static pg_status sd_rdf(FILE *f, const pg_http *h, const char *endpoint, pg_rdf_format format)
{
	pg_buf dataset = PG_BUF_INIT, graph = PG_BUF_INIT, comment = PG_BUF_INIT;
	pg_buf_addf(&dataset, "%s#dataset", endpoint);
	pg_buf_addf(&graph, "%s#default-graph", endpoint);
	sd_comment(&comment, h);
	pg_rdfout *w = pg_rdfout_new(f, format, NULL);
	pg_status st = w ? PG_OK : PG_ERR_NOMEM;
	if (w)
		pg_rdfout_set_prefixes(w, sd_prefixes);
	const char *ds = pg_buf_str(&dataset), *g = pg_buf_str(&graph);
	pg_triple t[32];
	size_t n = 0;
	t[n++] = (pg_triple){.s = endpoint, .p = PG_RDF_TYPE, .o = SD_NS "Service"};
	t[n++] = (pg_triple){.s = endpoint, .p = SD_NS "endpoint", .o = endpoint};
	t[n++] = (pg_triple){.s = endpoint, .p = SD_NS "supportedLanguage", .o = SD_NS "SPARQL11Query"};
	char fmt_iri[sizeof sd_formats / sizeof *sd_formats][64];
	for (size_t i = 0; i < sizeof sd_formats / sizeof *sd_formats; i++) {
		if (!sd_listed(&sd_formats[i]))
			continue;
		snprintf(fmt_iri[i], sizeof fmt_iri[i], FMT_NS "%s", sd_formats[i].fmt);
		t[n++] = (pg_triple){.s = endpoint, .p = SD_NS "resultFormat", .o = fmt_iri[i]};
	}
	t[n++] = (pg_triple){.s = endpoint, .p = PG_DCT_TITLE, .o = "papergraph SPARQL endpoint",
			     .o_literal = true};
	t[n++] = (pg_triple){.s = endpoint, .p = PG_RDFS_COMMENT, .o = pg_buf_str(&comment),
			     .o_literal = true};
	/* without FROM or the protocol's dataset, the default graph is every graph's statements */
	t[n++] = (pg_triple){.s = endpoint, .p = SD_NS "feature", .o = SD_NS "UnionDefaultGraph"};
	t[n++] = (pg_triple){.s = endpoint, .p = SD_NS "defaultDataset", .o = ds};
	t[n++] = (pg_triple){.s = ds, .p = PG_RDF_TYPE, .o = SD_NS "Dataset"};
	t[n++] = (pg_triple){.s = ds, .p = PG_RDFS_COMMENT, .o_literal = true,
			     .o = "The default graph is the union of all named graphs."};
	t[n++] = (pg_triple){.s = ds, .p = SD_NS "defaultGraph", .o = g};
	t[n++] = (pg_triple){.s = g, .p = PG_RDF_TYPE, .o = SD_NS "Graph"};
	for (size_t i = 0; st == PG_OK && i < n; i++)
		st = pg_rdfout_write(w, &t[i]);
	if (st == PG_OK)
		st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	pg_buf_free(&dataset);
	pg_buf_free(&graph);
	pg_buf_free(&comment);
	return st;
}

static void sd_html(FILE *f, const pg_http *h, const char *endpoint)
{
	pg_buf comment = PG_BUF_INIT;
	sd_comment(&comment, h);
	pg_serve_page_head(f, "SPARQL endpoint");
	fputs("<h1>SPARQL endpoint</h1>\n<p class=\"iri\">", f);
	pg_serve_html_esc(f, endpoint);
	fputs("</p>\n<p>Ask with GET <code>?query=</code>, a POST form (<code>query=</code>) or a POST "
	      "body of type <code>application/sparql-query</code>, each with "
	      "<code>default-graph-uri=</code> and <code>named-graph-uri=</code> if you like, or try the "
	      "<a href=\"/#query\">query form</a>. This description also as "
	      "<a href=\"?format=turtle\">Turtle</a> · <a href=\"?format=ntriples\">N-Triples</a> · "
	      "<a href=\"?format=rdfxml\">RDF/XML</a> · <a href=\"?format=jsonld\">JSON-LD</a>.</p>\n<p>", f);
	pg_serve_html_esc(f, pg_buf_str(&comment));
	fputs("</p>\n<h2>Result formats</h2>\n<table>\n<tr><th>Media type</th><th>For</th>"
	      "<th>W3C name</th></tr>\n", f);
	for (size_t i = 0; i < sizeof sd_formats / sizeof *sd_formats; i++) {
		if (!sd_listed(&sd_formats[i]))
			continue;
		fputs("<tr><td><code>", f);
		pg_serve_html_esc(f, sd_formats[i].mime);
		fputs("</code></td><td>", f);
		pg_serve_html_esc(f, sd_formats[i].what);
		fputs("</td><td><a href=\"" FMT_NS, f);
		pg_serve_html_esc(f, sd_formats[i].fmt);
		fputs("\">", f);
		pg_serve_html_esc(f, sd_formats[i].fmt);
		fputs("</a></td></tr>\n", f);
	}
	fputs("</table>\n</main></body></html>\n", f);
	pg_buf_free(&comment);
}

pg_status pg_serve_service_description(FILE *f, const pg_http *h, const char *endpoint,
				       const char *format)
{
	if (!strcmp(format, "html")) {
		sd_html(f, h, endpoint);
		return ferror(f) ? PG_ERR_IO : PG_OK;
	}
	pg_rdf_format rf;
	if (!pg_rdfout_parse_format(pg_serve_writer_of(format), &rf))
		return PG_ERR_INTERNAL;
	return sd_rdf(f, h, endpoint, rf);
}
