#!/bin/sh
# serve with the clients people use: rdflib dereferencing a resource with its
# default Accept, SPARQLWrapper's defaults (CONSTRUCT as RDF/XML with
# format=xml beside Accept, N3, SELECT JSON), browsers; content negotiation
# (q-values, q=0, wildcards, specificity, 406), ?format= and ?output= as a
# preference Accept may overrule, one query= only, and every RDF syntax of a
# page, a CONSTRUCT and the service description parsing to the same graph.
. "$PG_SRCDIR/tests/lib.sh"
command -v curl >/dev/null || skip_all "curl is not installed (apt-get install curl)"
# Debian's python3-rdflib and python3-sparqlwrapper live in /usr/bin/python3,
# which may not be the first python3
PY=$(find_python rdflib)
[ -n "$PY" ] || skip_all "rdflib is not installed (apt-get install python3-rdflib)"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"

SERVERS=
trap 'for p in $SERVERS; do kill -9 "$p" 2>/dev/null; done; rm -rf "$TEST_DIR"' EXIT
"$PG" serve --port 0 -s S 2>serve.log &
SERVERS=$!
port=$(serve_port serve.log) || { echo "Bail out! $port"; exit 1; }
URL=http://127.0.0.1:$port
i=0
while [ $i -lt 200 ] && ! curl -s -o /dev/null "$URL/sparql"; do
	sleep 0.05
	i=$((i + 1))
done
[ $i -lt 200 ] || { echo "Bail out! the server does not answer"; exit 1; }

M=https://w3id.org/papergraph/id/method/omniquant
RDFLIB_ACCEPT='application/rdf+xml,text/rdf+n3;q=0.9,application/xhtml+xml;q=0.5,*/*;q=0.1'
FIREFOX='text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
CHROME='text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7'
PAPERS='CONSTRUCT { ?p a <https://w3id.org/papergraph#Paper> } WHERE { ?p a <https://w3id.org/papergraph#Paper> }'
PAPERS_E=$("$PY" -c 'import sys,urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$PAPERS")
SELECT_E=$("$PY" -c 'import sys,urllib.parse; print(urllib.parse.quote(sys.argv[1]))' \
	'SELECT ?p WHERE { ?p a <https://w3id.org/papergraph#Paper> } LIMIT 2')

# get PATH [CURL ARGS...]: body to `out`, headers to `hdr`, prints the status.
get() {
	path=$1
	shift
	curl -s -o out -D hdr -w '%{http_code}' "$@" "$URL$path"
}

# type: the media type of the last answer (without parameters).
type() {
	sed -n 's/^[Cc]ontent-[Tt]ype: *\([^;[:space:]]*\).*/\1/p' hdr | tr -d '\r'
}

# rdfparse FILE FORMAT: parses FILE with rdflib (format: turtle, nt, xml,
# json-ld, n3) and prints its triples as sorted N-Triples; fails if it does
# not parse or is empty.
cat >rdfparse.py <<'PY'
import sys, rdflib
g = rdflib.Graph()
g.parse(sys.argv[1], format=sys.argv[2], publicID="http://x/")
if not len(g):
    sys.exit("no triples")
for line in sorted(" ".join(x.n3() for x in t) + " ." for t in g):
    print(line)
PY
rdfparse() {
	"$PY" rdfparse.py "$1" "$2"
}

t "rdflib.Graph().parse(IRI) with rdflib's own Accept gets the resource's triples" '
	"$PY" - "$URL/method/omniquant" "$M" <<"PY"
import sys, rdflib
g = rdflib.Graph().parse(sys.argv[1])
m = rdflib.URIRef(sys.argv[2])
assert (m, rdflib.RDFS.label, rdflib.Literal("OmniQuant")) in g, sorted(g)[:5]
assert (m, rdflib.RDF.type, rdflib.URIRef("https://w3id.org/papergraph#Method")) in g
assert len(g) > 10, len(g)
print("#", len(g), "triples")
PY
'
t "rdflib's Accept gets RDF/XML, and so does Accept: application/rdf+xml alone" '
	equals "$(get /method/omniquant -H "Accept: $RDFLIB_ACCEPT")" 200 && equals "$(type)" application/rdf+xml &&
	equals "$(get /method/omniquant -H "Accept: application/rdf+xml")" 200 && equals "$(type)" application/rdf+xml &&
	rdfparse out xml >x.nt && grep -q "OmniQuant" x.nt
'
t "every syntax of a page parses with rdflib to the same graph" '
	get /method/omniquant -H "Accept: application/n-triples" >/dev/null && rdfparse out nt >want &&
	test "$(wc -l <want)" -gt 10 &&
	for pair in text/turtle:turtle application/rdf+xml:xml application/ld+json:json-ld text/n3:n3; do
		equals "$(get /method/omniquant -H "Accept: ${pair%%:*}")" 200 &&
		equals "$(type)" "${pair%%:*}" && rdfparse out "${pair#*:}" >got &&
		cmp -s got want || { echo "# ${pair%%:*} differs"; diff got want | head; exit 1; }
	done
'
t "browsers get HTML: Firefox, Chrome, and text/html alone" '
	equals "$(get /method/omniquant -H "Accept: $FIREFOX")" 200 && equals "$(type)" text/html &&
	equals "$(get /method/omniquant -H "Accept: $CHROME")" 200 && equals "$(type)" text/html &&
	contains out "<h1>OmniQuant</h1>" &&
	equals "$(get /paper/iclr2024-5 -H "Accept: text/html")" 200 && equals "$(type)" text/html
'
t "the HTML page links other formats that a browser gets as asked" '
	get /method/omniquant -H "Accept: $FIREFOX" >/dev/null &&
	contains out "href=\"?format=rdfxml\"" && contains out "href=\"?format=turtle\"" &&
	equals "$(get "/method/omniquant?format=turtle" -H "Accept: $FIREFOX")" 200 && equals "$(type)" text/turtle &&
	equals "$(get "/method/omniquant?format=rdfxml" -H "Accept: $CHROME")" 200 &&
	equals "$(type)" application/rdf+xml
'
t "q-values: turtle;q=0.5 and ld+json gets JSON-LD; html;q=0 with */*;q=0.1 never HTML" '
	equals "$(get /method/omniquant -H "Accept: text/turtle;q=0.5, application/ld+json")" 200 &&
	equals "$(type)" application/ld+json && rdfparse out json-ld >/dev/null &&
	equals "$(get /method/omniquant -H "Accept: */*;q=0.1, text/html;q=0")" 200 &&
	test "$(type)" != text/html &&
	equals "$(get /method/omniquant -H "Accept: text/html;q=0, application/xhtml+xml")" 406 &&
	equals "$(get /method/omniquant -H "Accept: text/*;q=0.9, text/turtle;q=0.1")" 200 &&
	equals "$(type)" text/html &&
	equals "$(get /method/omniquant -H "Accept: text/turtle;charset=utf-8;q=0.4, application/n-triples;q=0.3")" 200 &&
	equals "$(type)" text/turtle &&
	equals "$(get /method/omniquant -H "Accept: text/html, text/turtle")" 200 && equals "$(type)" text/turtle
'
t "an Accept nothing fits gets 406 listing what is offered (page, SELECT, CONSTRUCT, description)" '
	equals "$(get /method/omniquant -H "Accept: image/png")" 406 && contains out "image/png" &&
	contains out "application/rdf+xml" && contains out "text/html" &&
	equals "$(get "/sparql?query=$SELECT_E" -H "Accept: text/turtle")" 406 &&
	contains out "application/sparql-results+json" &&
	equals "$(get "/sparql?query=$PAPERS_E" -H "Accept: application/sparql-results+json")" 406 &&
	contains out "text/n3" &&
	equals "$(get /sparql -H "Accept: image/png")" 406
'
t "the query form asks for its format and */* after it: a CONSTRUCT with the table format selected gets Turtle" '
	equals "$(get /)" 200 && contains out "*/*;q=0.1" &&
	code=$(curl -s -o out -D hdr -w "%{http_code}" -H "Accept: application/sparql-results+json,*/*;q=0.1" \
		--data-urlencode "query=$PAPERS" "$URL/sparql") && equals "$code" 200 && equals "$(type)" text/turtle
'
t "?format= and ?output= stand in when Accept fits nothing, and never overrule what it refuses" '
	equals "$(get "/method/omniquant?format=ntriples" -H "Accept: image/png")" 200 &&
	equals "$(type)" application/n-triples &&
	equals "$(get "/method/omniquant?format=turtle" -H "Accept: application/rdf+xml")" 200 &&
	equals "$(type)" application/rdf+xml &&
	equals "$(get "/sparql?output=csv&query=$SELECT_E")" 200 && equals "$(type)" text/csv &&
	equals "$(get "/sparql?format=tsv&query=$SELECT_E" -H "Accept: application/sparql-results+xml")" 200 &&
	equals "$(type)" application/sparql-results+xml &&
	equals "$(get "/sparql?format=bogus&query=$SELECT_E")" 406 && contains out "bogus" &&
	equals "$(get "/sparql?format=xml&query=$PAPERS_E" -H "Accept: application/rdf+xml")" 200 &&
	equals "$(type)" application/rdf+xml && rdfparse out xml >x.nt && equals "$(wc -l <x.nt)" 19
'
t "two query= parameters get 400 (GET, POST form, form and URL)" '
	equals "$(get "/sparql?query=$SELECT_E&query=$SELECT_E")" 400 && contains out "exactly one" &&
	code=$(curl -s -o out -w "%{http_code}" --data-urlencode "query=ASK {}" --data-urlencode "query=ASK {}" "$URL/sparql") &&
	equals "$code" 400 &&
	code=$(curl -s -o out -w "%{http_code}" --data-urlencode "query=ASK {}" "$URL/sparql?query=$SELECT_E") &&
	equals "$code" 400 &&
	code=$(curl -s -o out -w "%{http_code}" -H "Content-Type: application/sparql-query" \
		--data-binary "ASK {}" "$URL/sparql?query=$SELECT_E") && equals "$code" 400 &&
	equals "$(get "/sparql?query=$SELECT_E")" 200
'
t "CONSTRUCT in every syntax parses with rdflib to the same 19 triples" '
	get "/sparql?query=$PAPERS_E" -H "Accept: application/n-triples" >/dev/null && rdfparse out nt >want &&
	equals "$(wc -l <want)" 19 &&
	for pair in text/turtle:turtle application/rdf+xml:xml application/ld+json:json-ld text/n3:n3; do
		equals "$(get "/sparql?query=$PAPERS_E" -H "Accept: ${pair%%:*}")" 200 &&
		equals "$(type)" "${pair%%:*}" && rdfparse out "${pair#*:}" >got &&
		cmp -s got want || { echo "# ${pair%%:*} differs"; diff got want | head; exit 1; }
	done
'
t "the service description: HTML for browsers, every RDF syntax the same graph with sd:Service" '
	equals "$(get /sparql -H "Accept: $FIREFOX")" 200 && equals "$(type)" text/html &&
	contains out "<h1>SPARQL endpoint</h1>" && contains out "application/rdf+xml" &&
	"$PY" -c "import html.parser; p=html.parser.HTMLParser(); p.feed(open(\"out\").read()); p.close()" &&
	get /sparql -H "Accept: application/n-triples" >/dev/null && rdfparse out nt >want &&
	contains want "<http://www.w3.org/ns/sparql-service-description#Service>" &&
	contains want "<$URL/sparql> <http://www.w3.org/ns/sparql-service-description#endpoint> <$URL/sparql>" &&
	for pair in text/turtle:turtle application/rdf+xml:xml application/ld+json:json-ld text/n3:n3; do
		equals "$(get /sparql -H "Accept: ${pair%%:*}")" 200 && rdfparse out "${pair#*:}" >got &&
		cmp -s got want || { echo "# ${pair%%:*} differs"; diff got want | head; exit 1; }
	done &&
	"$PY" -c "import rdflib,sys; g=rdflib.Graph().parse(sys.argv[1]); assert len(g) > 10, len(g)" "$URL/sparql"
'

SPW=
for py in "$PY" /usr/bin/python3; do
	if "$py" -c "import SPARQLWrapper" 2>/dev/null; then SPW=$py; break; fi
done
if [ -n "$SPW" ]; then
	t "SPARQLWrapper: the default CONSTRUCT (RDF/XML, format=xml) and N3 return graphs; SELECT JSON works" '
		"$SPW" - "$URL/sparql" <<"PY"
import sys, warnings
import rdflib
from SPARQLWrapper import SPARQLWrapper, JSON, N3, RDFXML, TURTLE, POST
warnings.simplefilter("error", RuntimeWarning)  # "Format requested was ..., but ... has been returned"
warnings.simplefilter("ignore", DeprecationWarning)  # its own use of Graph.load
q = "CONSTRUCT { ?p a <https://w3id.org/papergraph#Paper> } WHERE { ?p a <https://w3id.org/papergraph#Paper> }"
s = SPARQLWrapper(sys.argv[1])
s.setQuery(q)
g = s.query().convert()                      # the default: XML, i.e. RDF/XML for a graph
assert isinstance(g, rdflib.Graph) and len(g) == 19, (type(g), g)
for fmt in (RDFXML,):
    s.setReturnFormat(fmt)
    g = s.query().convert()
    assert isinstance(g, rdflib.Graph) and len(g) == 19, fmt
for fmt in (N3, TURTLE):                      # text, which rdflib reads as N3
    s.setReturnFormat(fmt)
    r = s.query()
    ct = r.info()["content-type"]
    g = rdflib.Graph().parse(data=r.convert(), format="n3")
    assert len(g) == 19, (fmt, ct, len(g))
    print("#", fmt, "->", ct)
s.setMethod(POST)
s.setReturnFormat(N3)
g = rdflib.Graph().parse(data=s.query().convert(), format="n3")
assert len(g) == 19
s = SPARQLWrapper(sys.argv[1])
s.setQuery("SELECT ?id WHERE { ?p a <https://w3id.org/papergraph#Paper> ; <http://purl.org/dc/terms/identifier> ?id } ORDER BY ?id LIMIT 2")
s.setReturnFormat(JSON)
r = s.query().convert()
assert [b["id"]["value"] for b in r["results"]["bindings"]] == ["iclr2024-1", "iclr2024-10"], r
s.setReturnFormat("xml")
assert len(s.query().convert().getElementsByTagName("result")) == 2
PY
	'
else
	t_skip "SPARQLWrapper: the default CONSTRUCT and N3 return graphs" "python3-sparqlwrapper is not installed"
fi

t "no sanitizer report in the server log" '
	! grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" serve.log
'
kill -TERM $SERVERS
wait $SERVERS
t "the server stops cleanly" '! grep -q "AddressSanitizer\|runtime error" serve.log'
done_testing
