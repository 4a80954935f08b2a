/* SPDX-License-Identifier: Apache-2.0 */
/* The pages the server makes itself, without Redland: the home page (a
 * query form that runs in the browser, example queries) and the SPARQL
 * service description of /sparql. */
#include <stdio.h>

#include "base/buf.h"
#include "serve/serve_internal.h"
#include "serve/urlcode.h"

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
};

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
	"'application/x-www-form-urlencoded','Accept':fmt},body:'query='+encodeURIComponent(q)});"
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

void pg_serve_home_page(FILE *f, const pg_http *h)
{
	pg_serve_page_head(f, "SPARQL");
	fputs("<h1>papergraph</h1>\n<p>Methods, tasks, data sets, metrics, results and lineage "
	      "extracted from paper abstracts, as RDF. Ask with SPARQL (rasqal 0.9.33: no property "
	      "paths, EXISTS, MINUS or DESCRIBE; read-only). The prefixes <code>pg: rdf: rdfs: owl: "
	      "xsd: skos: dcterms: prov: schema:</code> are predeclared.</p>\n"
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
	      "<option value=\"application/n-triples\">N-Triples (CONSTRUCT)</option>", f);
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
	fputs("method/…</code> is served at <code>/method/…</code> (Turtle, N-Triples", f);
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

void pg_serve_service_description(FILE *f, const pg_http *h)
{
	fprintf(f,
		"@prefix sd: <http://www.w3.org/ns/sparql-service-description#> .\n"
		"@prefix fmt: <http://www.w3.org/ns/formats/> .\n"
		"@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
		"@prefix dcterms: <http://purl.org/dc/terms/> .\n\n"
		"<> a sd:Service ;\n"
		"  sd:endpoint <> ;\n"
		"  sd:supportedLanguage sd:SPARQL11Query ;\n"
		"  sd:resultFormat fmt:SPARQL_Results_JSON, fmt:SPARQL_Results_XML, fmt:SPARQL_Results_CSV,\n"
		"    fmt:SPARQL_Results_TSV, fmt:Turtle, fmt:N-Triples, fmt:RDF_XML%s ;\n"
		"  dcterms:title \"papergraph SPARQL endpoint\" ;\n"
		"  rdfs:comment \"\"\"Read-only SPARQL 1.1 Query over the papergraph store, answered by "
		"rasqal 0.9.33 through librdf: no property paths, EXISTS, MINUS, DESCRIBE, and VALUES "
		"and subqueries are unreliable. SPARQL Update and LOAD are refused with 403, SERVICE "
		"with 403 (this endpoint never fetches other endpoints). FROM, FROM NAMED, default-graph-uri and named-graph-uri are "
		"accepted but IGNORED: every query runs over the union of all graphs in the store "
		"(one named graph per paper, plus the entities, ontology and inferred graphs); select "
		"graphs with GRAPH <iri> { ... } or GRAPH ?g instead. Limits: request body %zu bytes "
		"(413), query time %u s (503), answer size %zu bytes (507).\"\"\" ;\n"
		"  sd:defaultDataset [ a sd:Dataset ;\n"
		"    rdfs:comment \"The default graph is the union of all named graphs.\" ;\n"
		"    sd:defaultGraph [ a sd:Graph ] ] .\n",
		pg_serve_construct_usable("jsonld") ? ", fmt:JSON-LD" : "", h->o.max_body, h->o.timeout,
		h->o.max_result);
}
