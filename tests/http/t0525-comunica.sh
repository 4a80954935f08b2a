#!/bin/sh
# serve with Comunica (@comunica/query-sparql, npm) as the client: a SELECT with
# unbound variables, language tags, datatypes, a blank node and a hard string,
# an empty result, ASK true and false, and a CONSTRUCT, each checked for what
# Comunica parsed and compared with papergraph's own answer to the same query.
# The modules come from `npm ci --prefix tests/clients` (./quickstart check runs it).
. "$PG_SRCDIR/tests/lib.sh"
CLIENTS=$PG_SRCDIR/tests/clients
command -v curl >/dev/null || skip_all "curl is not installed (apt-get install curl)"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v node >/dev/null || skip_all "node is not installed (Comunica needs Node.js 20 or later and npm)"
[ -d "$CLIENTS/node_modules/@comunica/query-sparql" ] ||
	skip_all "Comunica is not installed (npm ci --prefix tests/clients; ./quickstart check does it when npm is present)"
probe=$(node "$CLIENTS/comunica.mjs" --probe 2>&1) ||
	skip_all "Comunica does not load on Node.js $(node --version): $(echo "$probe" | head -n 1)"
LOCAL="python3 $CLIENTS/local_terms.py"

pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
cat >t.ttl <<'TTL'
@prefix ex: <http://example.org/t/> .
ex:a ex:name "chat"@en ; ex:n 5 ; ex:kind "k1"^^ex:dt ; ex:ratio 0.5 ;
	ex:text "say \"hi\", then\nnew line\tand tab: caf\u00E9 \u20AC \\ end" .
ex:b ex:name "Bee" .
TTL
pg load -s S t.ttl >/dev/null

SERVERS=
trap 'for p in $SERVERS; do kill -9 "$p" 2>/dev/null; done; rm -rf "$TEST_DIR"' EXIT
"$PG" serve --port 0 -s S 2>serve.log &
SERVERS=$!
port=$(serve_port serve.log) || { echo "Bail out! $port"; exit 1; }
URL=http://127.0.0.1:$port/sparql
i=0
while [ $i -lt 200 ] && ! curl -s -o /dev/null "$URL"; do
	sleep 0.05
	i=$((i + 1))
done
[ $i -lt 200 ] || { echo "Bail out! the server does not answer"; exit 1; }

# comunica KIND QUERY: Comunica's answer to QUERY from the server, in `got`
# (see tests/clients/comunica.mjs); fails, showing its error, if it fails.
comunica() {
	node "$CLIENTS/comunica.mjs" "$URL" "$1" "$2" >got 2>err || {
		echo "# comunica failed:"
		sed 's/^/# /' err
		return 1
	}
}

# local KIND QUERY: papergraph's own answer in the same shape, in `want`.
local_answer() {
	case $1 in
	select) pg_to l.json query -s S -r json "$2" && $LOCAL select l.json >want ;;
	construct) pg_to l.nt query -s S -r ntriples "$2" && $LOCAL construct l.nt >want ;;
	esac
}

# row N: line N of Comunica's answer.
row() {
	sed -n "$1p" got
}

EX=http://example.org/t/
# Comunica parses the query itself: it knows none of papergraph's predeclared prefixes
PREFIXES="PREFIX pg: <https://w3id.org/papergraph#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>"
XSD=http://www.w3.org/2001/XMLSchema#
ROWS='PREFIX ex: <http://example.org/t/>
SELECT ?s ?name ?n ?kind ?ratio ?text ?b WHERE {
  ?s ex:name ?name
  OPTIONAL { ?s ex:n ?n } OPTIONAL { ?s ex:kind ?kind }
  OPTIONAL { ?s ex:ratio ?ratio } OPTIONAL { ?s ex:text ?text }
  OPTIONAL { FILTER(?s = ex:b) BIND(BNODE() AS ?b) }
} ORDER BY ?s'

t "SELECT: Comunica parses the rows papergraph query answers locally; unbound variables are absent, bound ones keep their term type" '
	comunica select "$ROWS" && local_answer select "$ROWS" && $LOCAL same got want && equals "$(row 3)" "rows 2" &&
	contains got "{\"s\":{\"termType\":\"NamedNode\",\"value\":\"${EX}a\"},\"name\":{\"termType\":\"Literal\",\"value\":\"chat\",\"datatype\":\"http://www.w3.org/1999/02/22-rdf-syntax-ns#langString\",\"language\":\"en\"}" &&
	contains got "\"n\":{\"termType\":\"Literal\",\"value\":\"5\",\"datatype\":\"${XSD}integer\"}" &&
	contains got "\"kind\":{\"termType\":\"Literal\",\"value\":\"k1\",\"datatype\":\"${EX}dt\"}" &&
	contains got "\"ratio\":{\"termType\":\"Literal\",\"value\":\"0.5\",\"datatype\":\"${XSD}decimal\"}" &&
	contains got "\"text\":{\"termType\":\"Literal\",\"value\":\"say \\\"hi\\\", then\\nnew line\\tand tab: café € \\\\ end\",\"datatype\":\"${XSD}string\"}" &&
	row 2 | grep -q "^{\"s\":{\"termType\":\"NamedNode\",\"value\":\"${EX}b\"},\"name\":{\"termType\":\"Literal\",\"value\":\"Bee\",\"datatype\":\"${XSD}string\"},\"b\":{\"termType\":\"BlankNode\",\"value\":\"[^\"]*\"}}$" &&
	! row 1 | grep -q "\"b\":" || { cat got; exit 1; }
'
t "SELECT of everything labelled in the built store (methods, the ontology): the same rows as papergraph query" '
	q="$PREFIXES SELECT ?x ?label ?count ?comment WHERE { ?x rdfs:label ?label
		OPTIONAL { ?x pg:paperCount ?count } OPTIONAL { ?x rdfs:comment ?comment } }"
	comunica select "$q" && local_answer select "$q" && $LOCAL same got want &&
	test "$(tail -n 1 got | cut -d" " -f2)" -gt 100 &&
	grep "\"count\":" got | grep -v -q "\"comment\":" && grep "\"comment\":" got | grep -v -q "\"count\":" &&
	grep -q "\"comment\":{\"termType\":\"Literal\",\"value\":\"[^\"]*\",\"datatype\":\"http://www.w3.org/1999/02/22-rdf-syntax-ns#langString\",\"language\":\"en\"}" got
'
t "an empty result: 0 rows and no error" '
	comunica select "PREFIX ex: <http://example.org/t/> SELECT ?s ?x WHERE { ?s ex:nothing ?x }" &&
	equals "$(cat got)" "rows 0" && test ! -s err
'
t "ASK: true and false" '
	comunica ask "PREFIX ex: <http://example.org/t/> ASK { ex:a ex:name \"chat\"@en }" &&
	equals "$(cat got)" "ask true" &&
	comunica ask "PREFIX ex: <http://example.org/t/> ASK { ex:a ex:name \"chat\" }" &&
	equals "$(cat got)" "ask false"
'
CONSTRUCT='PREFIX ex: <http://example.org/t/>
CONSTRUCT { ?s ex:label ?name ; ex:value ?v ; ex:note [ ex:about ?s ] }
WHERE { ?s ex:name ?name OPTIONAL { ?s ?p ?v FILTER(?p != ex:name) } }'
t "CONSTRUCT: the quads Comunica parses are the triples of papergraph query, term for term" '
	comunica construct "$CONSTRUCT" && local_answer construct "$CONSTRUCT" &&
	equals "$(tail -n 1 got)" "$(tail -n 1 want)" && equals "$(tail -n 1 got)" "quads 16" &&
	$LOCAL same got want &&
	equals "$(grep -c "^\[{\"termType\":\"BlankNode\"" got)" 5 &&
	contains got "\"language\":\"en\"" && contains got "\"datatype\":\"${XSD}integer\""
'
t "CONSTRUCT of the built store: 19 papers, the same as papergraph query" '
	q="$PREFIXES CONSTRUCT { ?p a pg:Paper ; dcterms:identifier ?id } WHERE { ?p a pg:Paper ; dcterms:identifier ?id }"
	comunica construct "$q" && local_answer construct "$q" && equals "$(tail -n 1 got)" "quads 38" &&
	$LOCAL same got want
'
t "no sanitizer report in the server log" '
	! grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" serve.log
'
kill -TERM $SERVERS
wait $SERVERS
t "the server stops cleanly" '! grep -q "AddressSanitizer\|runtime error" serve.log'
done_testing
