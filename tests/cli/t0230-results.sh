#!/bin/sh
# query results: papergraph's own JSON, XML, CSV and TSV writers, read back by
# rdflib's result parsers (unbound values, empty results with their head, ASK,
# language tags, datatypes, blank nodes, hard strings), and the W3C result-format
# tests (csv-tsv-res, json-res) when ../shared holds them.
. "$PG_SRCDIR/tests/lib.sh"

RDFLIB=$(find_python rdflib)
CHECK="$PG_SRCDIR/tests/tools/results_check.py"
FEED="$(dirname "$PG")/tests/tools/results_feed"

pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
cat >t.ttl <<'TTL'
@prefix ex: <http://example.org/t/> .
ex:a ex:name "chat"@en ; ex:n 5 ; ex:kind "k1"^^ex:dt ;
	ex:text "say \"hi\", then\nnew line\tand tab: caf\u00E9 \u20AC \\ end" .
ex:b ex:name "Bee" .
TTL
pg load -s S t.ttl >/dev/null
ROWS='PREFIX ex: <http://example.org/t/>
SELECT ?s ?name ?n ?kind ?text ?b WHERE {
  ?s ex:name ?name
  OPTIONAL { ?s ex:n ?n } OPTIONAL { ?s ex:kind ?kind } OPTIONAL { ?s ex:text ?text }
  BIND(BNODE() AS ?b)
} ORDER BY ?s'
EMPTY='PREFIX ex: <http://example.org/t/> SELECT ?s ?x WHERE { ?s ex:nothing ?x }'
ASK='PREFIX ex: <http://example.org/t/> ASK { ex:a ex:name "chat"@en }'

for f in json xml csv tsv; do
	t "$f: rdflib reads unbound values, a language tag, datatypes, a blank node and a hard string" '
		[ -n "$RDFLIB" ] || skip "python3-rdflib is not installed"
		pg query -s S -r '$f' "$ROWS" >out && "$RDFLIB" "$CHECK" rows '$f' out
	'
	t "$f: an empty result keeps its head variables, in order" '
		[ -n "$RDFLIB" ] || skip "python3-rdflib is not installed"
		pg query -s S -r '$f' "$EMPTY" >out && "$RDFLIB" "$CHECK" empty '$f' out
	'
	t "$f: ASK" '
		[ -n "$RDFLIB" ] || skip "python3-rdflib is not installed"
		pg query -s S -r '$f' "$ASK" >out && "$RDFLIB" "$CHECK" ask '$f' out
	'
done

t "no format writes an unbound value as a term of its own" '
	for f in json xml; do pg query -s S -r $f "$ROWS" >out.$f || exit 1; done &&
	! grep -q unbound out.json out.xml && ! grep -q null out.json
'
t "csv ends every line in CRLF and quotes only the field that needs it" '
	pg query -s S -r csv "$ROWS" >out &&
	equals "$(head -n 1 out)" "$(printf "s,name,n,kind,text,b\r")" &&
	equals "$(grep -c "^http://example.org/t/b,Bee,,,,_:" out)" 1 &&
	grep -q "^http://example.org/t/a,chat,5,k1,\"say \"\"hi\"\", then$" out &&
	# three lines end in CRLF; the fourth LF is the one inside the quoted field
	equals "$(tr -cd "\r" <out | wc -c)" 3 && equals "$(tr -cd "\n" <out | wc -c)" 4
'
t "tsv writes Turtle terms: <iri>, a language tag, a bare integer, a datatype" '
	pg query -s S -r tsv "$ROWS" >out &&
	equals "$(head -n 1 out)" "$(printf "?s\t?name\t?n\t?kind\t?text\t?b")" &&
	equals "$(sed -n 2p out | cut -f 1-4)" "$(printf "<http://example.org/t/a>\t\"chat\"@en\t5\t\"k1\"^^<http://example.org/t/dt>")" &&
	equals "$(wc -l <out)" 3
'
t "srj and srx name json and xml" '
	pg query -s S -r srj "$ASK" >j && pg query -s S -r json "$ASK" >j2 && cmp j j2 &&
	pg query -s S -r srx "$ASK" >x && pg query -s S -r xml "$ASK" >x2 && cmp x x2
'
t "the table shows the head of an empty result" '
	pg query -s S -r table "$EMPTY" >out && equals "$(head -n 1 out | tr -s " ")" "?s ?x" &&
	contains out "(0 rows)"
'

W3C=${PG_W3C_SPARQL:-}
for d in "$PG_SRCDIR/../shared/w3c-sparql" "$PG_SRCDIR/../../shared/w3c-sparql"; do
	[ -z "$W3C" ] && [ -d "$d/sparql11/csv-tsv-res" ] && W3C=$d
done
t "the W3C result-format tests (csv-tsv-res, json-res) pass" '
	[ -n "$W3C" ] || skip "no ../shared/w3c-sparql (set PG_W3C_SPARQL to the suite)"
	[ -n "$RDFLIB" ] || skip "python3-rdflib is not installed"
	[ -x "$FEED" ] || { echo "no $FEED"; exit 1; }
	"$RDFLIB" "$PG_SRCDIR/tests/tools/w3c_results.py" "$W3C/sparql11" "$FEED" >out; rc=$?
	cat out; [ $rc -eq 0 ] && contains out "10 of 10"
'
done_testing
