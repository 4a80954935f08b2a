#!/bin/sh
# query: result formats, predeclared prefixes, errors with positions, files, binds, timeout.
. "$PG_SRCDIR/tests/lib.sh"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
Q='SELECT ?id WHERE { ?p a pg:Paper ; dcterms:identifier ?id } ORDER BY ?id LIMIT 3'

t "csv results have a header and three rows" '
	pg query -s S -r csv "$Q" >out && equals "$(head -n 1 out | tr -d "\r")" id &&
	equals "$(wc -l <out)" 4
'
t "tsv results use a ?var header" '
	pg query -s S -r tsv "$Q" >out && equals "$(head -n 1 out)" "?id"
'
t "json results parse and hold three bindings" '
	pg query -s S -r json "$Q" >out &&
	python3 -c "import json,sys; d=json.load(open(\"out\")); assert d[\"head\"][\"vars\"]==[\"id\"]; assert len(d[\"results\"][\"bindings\"])==3"
'
t "xml results parse and hold three results" '
	pg query -s S -r xml "$Q" >out &&
	python3 -c "import xml.etree.ElementTree as E; r=E.parse(\"out\").getroot(); ns={\"s\":\"http://www.w3.org/2005/sparql-results#\"}; assert len(r.findall(\".//s:result\",ns))==3"
'
t "table results show the values" '
	pg query -s S -r table "$Q" >out && contains out iclr2024-1
'
t "ASK answers true in json and csv" '
	pg query -s S -r json "ASK { ?p a pg:Paper }" >out && contains out true &&
	pg query -s S -r csv "ASK { ?p a pg:Paper }" >out && equals "$(tail -n 1 out | tr -d "\r")" true
'
t "CONSTRUCT gives Turtle by default and N-Triples on request" '
	pg query -s S "CONSTRUCT { ?p a pg:Paper } WHERE { ?p a pg:Paper }" >out.ttl &&
	rapper -i turtle -c out.ttl 2>err && contains err "returned 19 triples" &&
	pg query -s S -r ntriples "CONSTRUCT { ?p a pg:Paper } WHERE { ?p a pg:Paper }" >out.nt &&
	equals "$(wc -l <out.nt)" 19
'
t "a syntax error exits 1 with the user line and column" '
	expect_code 1 pg query -s S "SELECT ?x
WHERE { ?x ?y }" >out 2>err && contains err "query:2:15: syntax error: expected" && test ! -s out
'
t "an update is refused as an update, also when it does not parse" '
	expect_code 1 pg query -s S "INSERT DATA { <http://a> <http://b> <http://c> }" 2>err &&
	contains err "updates are refused" &&
	expect_code 1 pg query -s S "PREFIX x: <http://x/>
DELETE {{ oops" 2>err && contains err "query:2:1: updates are refused"
'
t "a query starting with BASE runs, relative IRIs resolved against it" '
	pg query -s S -r csv "BASE <https://w3id.org/x/>
SELECT (COUNT(*) AS ?n) WHERE { ?p a <../papergraph#Paper> }" >base &&
	pg query -s S -r csv "SELECT (COUNT(*) AS ?n) WHERE { ?p a pg:Paper }" >pre &&
	test "$(sed -n 2p pre | tr -d "\r")" -gt 0 && equals "$(cat base)" "$(cat pre)"
'
t "a PREFIX pg: of the query itself wins over the predeclared one" '
	pg query -s S -r csv "PREFIX pg: <http://example.org/other#>
SELECT ?p WHERE { ?p a pg:Paper }" >own && ! grep -q paper/ own &&
	pg query -s S -r csv "PREFIX pg: <http://example.org/other#>
SELECT ?p WHERE { ?p a <https://w3id.org/papergraph#Paper> }" >own2 && grep -q paper/ own2 &&
	pg query -s S -r csv "PREFIX dcterms: <https://w3id.org/papergraph#>
SELECT (COUNT(*) AS ?n) WHERE { ?p a dcterms:Paper }" >moved &&
	test "$(sed -n 2p moved | tr -d "\r")" -gt 0
'
t "--explain prints the algebra without a store and exits 0" '
	pg query -s nowhere --explain "SELECT ?m ?a WHERE { ?m pg:extends+ ?a } LIMIT 2" >out &&
	contains out "(slice _ 2" && contains out "(path ?m (path+ <https://w3id.org/papergraph#extends>) ?a)" &&
	test ! -e nowhere &&
	expect_code 1 pg query --explain "ASK {" 2>err && contains err "query:1:6: syntax error"
'
t "what parses but rasqal cannot run says so with --engine rasqal and points to --explain" '
	expect_code 1 pg query --engine rasqal -s S "SELECT ?m WHERE { ?m pg:extends+ ?a }" 2>err &&
	contains err "cannot run property paths" && contains err "--explain" &&
	expect_code 1 pg query --engine rasqal -s S "ASK { ?s ?p ?o MINUS { ?s a pg:Paper } }" 2>err &&
	contains err "MINUS"
'
t "the default engine runs property paths, MINUS, EXISTS and DESCRIBE" '
	pg query -s S -r csv "SELECT (COUNT(*) AS ?n) WHERE { ?m pg:extends+ ?a }" >out &&
	test "$(sed -n 2p out | tr -d "\r")" -ge 5 &&
	pg query -s S -r csv "ASK { ?s ?p ?o MINUS { ?s a pg:Paper } }" >out && contains out true &&
	pg query -s S -r csv "SELECT ?p WHERE { ?p a pg:Paper FILTER NOT EXISTS { ?p pg:proposes ?m } }" >out &&
	pg query -s S -r ntriples "DESCRIBE ?m WHERE { ?p pg:proposes ?m } LIMIT 1" >out &&
	grep -q "w3id.org/papergraph/id/method/" out
'
t "a result format that does not fit is refused" '
	expect_code 1 pg query -s S -r turtle "$Q" 2>err && contains err "does not fit"
'
t "-q reads a query file" '
	printf "%s\n" "$Q" >q.rq && pg query -s S -r csv -q q.rq >out && equals "$(wc -l <out)" 4
'
t "-q with a missing file exits 1" '
	expect_code 1 pg query -s S -q nosuch.rq 2>err && contains err nosuch.rq
'
t "--bind fills a variable with a literal that cannot inject SPARQL" '
	pg query -s S -r csv -b id=iclr2024-2 "SELECT ?p WHERE { ?p dcterms:identifier ?id }" >out &&
	equals "$(wc -l <out)" 2 &&
	pg query -s S -r csv -b "id=x\" } ?s ?p ?o . { ?s ?p \"" "SELECT ?p WHERE { ?p dcterms:identifier ?id }" >out &&
	equals "$(wc -l <out)" 1
'
# The time-out ends the process with _exit() from its SIGALRM handler, with
# memory still allocated, which valgrind would report: this case runs the
# binary itself, also when the suite runs under valgrind.
# a runaway query: nested NOT EXISTS do N^3 work over few rows at once (a cross join
# would meet the row limit first, in less than the second on a fast machine)
t "--timeout stops a runaway query" '
	expect_code 1 "$PG" query -s S --timeout 1 -r csv "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c FILTER NOT EXISTS { ?d ?e ?f FILTER NOT EXISTS { ?g ?h ?i FILTER(?i = ?c && ?f = ?a) } } }" 2>err &&
	contains err "timed out"
'
t "CONSTRUCT with an empty template gives the empty graph in every format (rasqal crashed on it)" '
	for f in turtle ntriples rdfxml jsonld; do
		pg query -s S -r $f "CONSTRUCT {} WHERE {}" >out.$f || exit 1
		pg query -s S -r $f "CONSTRUCT {} WHERE { ?s a pg:Paper }" >more.$f || exit 1
	done &&
	for f in turtle ntriples rdfxml; do
		test "$(rapper -i $f -c out.$f 2>&1 | grep -o "returned [0-9]* triples")" = "returned 0 triples" || exit 1
	done &&
	grep -q "\"@graph\": \[\]" out.jsonld && cmp out.turtle more.turtle
'
t "CONSTRUCT keeps blank nodes of the template, as subject and as object" '
	pg query -s S -r ntriples "CONSTRUCT { [] <urn:p> ?p . ?p <urn:q> [ <urn:r> 1 ] } WHERE { ?p a pg:Paper }" >b.nt &&
	papers=$(pg query -s S -r csv "SELECT (COUNT(*) AS ?n) WHERE { ?p a pg:Paper }" | sed -n 2p | tr -d "\r") &&
	test "$(grep -c "^_:[^ ]* <urn:p> <" b.nt)" -eq "$papers" &&
	test "$(grep -c "<urn:q> _:" b.nt)" -eq "$papers" &&
	test "$(grep -c "^_:[^ ]* <urn:r> " b.nt)" -eq "$papers" &&
	test "$(rapper -i ntriples -c b.nt 2>&1 | grep -o "returned [0-9]*")" = "returned $((3 * papers))"
'
t "an unknown result format is one line that lists the formats" '
	expect_code 1 pg query -s S -r bogus "SELECT * WHERE { ?s ?p ?o }" >out 2>err &&
	test "$(wc -l <err)" -eq 1 && contains err "unknown result format '"'"'bogus'"'"'" &&
	contains err "tsv" && contains err "jsonld" && test ! -s out
'
t "--bind of a variable the query does not have is an error; of one it has, works" '
	expect_code 1 pg query -s S -q lineage --bind nosuch=1 >out 2>err &&
	test "$(wc -l <err)" -eq 1 && contains err "no variable ?nosuch" && test ! -s out &&
	pg query -s S -q lineage --bind name=Equiformer >out && contains out EquiformerV2
'
t "-q - reads the query from standard input" '
	echo "SELECT (COUNT(*) AS ?n) WHERE { ?p a pg:Paper }" | pg query -s S -r csv -q - >out &&
	test "$(sed -n 2p out | tr -d "\r")" = 19
'
t "--wide shows long values whole in the table; the table cuts them otherwise" '
	pg query -s S -r table -w "SELECT ?a WHERE { ?p dcterms:identifier \"iclr2024-1\" ; dcterms:abstract ?a }" >wide &&
	pg query -s S -r table "SELECT ?a WHERE { ?p dcterms:identifier \"iclr2024-1\" ; dcterms:abstract ?a }" >cut &&
	test "$(sed -n 3p wide | wc -c)" -gt 200 && sed -n 3p cut | grep -q "\.\.\.$" &&
	expect_code 1 pg query -s S -r csv -w "SELECT * WHERE { ?s ?p ?o }" 2>err && contains err "--wide"
'
done_testing
