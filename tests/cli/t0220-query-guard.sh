#!/bin/sh
# query: texts that corrupt rasqal 0.9.33 or make it answer wrongly are refused
# before it parses them (sparql/guard.c); numbers at the edges (LIMIT/OFFSET,
# INF/NaN, with the own engine); ORDER BY after GROUP BY (own engine).
. "$PG_SRCDIR/tests/lib.sh"
# These cases are of the rasqal path (query --engine rasqal), which stays for
# the differential test; the own engine answers the same texts (t0220 last case).
export PAPERGRAPH_ENGINE=rasqal
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
long_tag=$(printf '%01000d' 0 | tr 0 a)

# refused: NAME QUERY EXPECTED-POSITION TEXT-IN-MESSAGE
refused() {
	expect_code 1 pg query -s S -r csv "$2" >out 2>err &&
	contains err "query:$3" && contains err "$4" && test ! -s out
}
t "a sum of four terms with glued signs exits 1 with line, column and a rewrite" '
	refused 4 "SELECT ?x WHERE { BIND(1+2+3+4 AS ?x) }" 1:25 "1 + 2 + 3"
'
t "1-2+3-4 exits 1 (rasqal would read 1 - (-2))" '
	refused d "SELECT ?x WHERE { BIND(1-2+3-4 AS ?x) }" 1:25 "?a - 1"
'
t "three terms already write past rasqal's array: 1+2+3 is refused" '
	refused 3 "SELECT ?x WHERE { BIND(1+2+3 AS ?x) }" 1:25 "corrupts memory"
'
t "the other shapes: in FILTER, a projection, after a product, on line 2" '
	refused f "ASK { ?s ?p ?o FILTER(?o > 1+2+3) }" 1:29 "corrupts" &&
	refused p "SELECT (1 * +2 +3 + 4 AS ?x) {}" 1:16 "corrupts" &&
	refused m "SELECT ?x WHERE { BIND(?y-1 AS ?x) }" 1:26 "?a - 1" &&
	refused t "SELECT ?x WHERE { BIND(1+2*3 AS ?x) }" 1:25 "(1+2)*3" &&
	refused l "SELECT ?x
WHERE { BIND(2 +1.5 -3 AS ?x) }" 2:16 "corrupts"
'
t "a language tag of 1,000 characters exits 1 naming its length" "
	refused lang 'SELECT ?x WHERE { BIND(\"x\"@$long_tag AS ?x) }' 1:27 'language tag of 1000'
"
t "a language tag of 100,000 characters exits 1 (from a file)" '
	printf "ASK { ?s ?p \"x\"@%s }" "$(printf "%0100000d" 0 | tr 0 b)" >big.rq &&
	expect_code 1 pg query -s S -q big.rq 2>err && contains err "language tag of 100000"
'
t "an expression chained 3,000 deep is refused, not a stack overflow" '
	python3 -c "print(\"SELECT ?x WHERE { BIND(\" + \" + \".join([\"1\"] * 3000) + \" AS ?x) }\")" >deep.rq &&
	expect_code 1 pg query -s S -q deep.rq 2>err && contains err "deeper than"
'
t "a variable bound with AS in two projections is refused (rasqal answered 2, 2)" '
	expect_code 1 pg query -s S "SELECT * { { SELECT (1 AS ?x) {} } UNION { SELECT (2 AS ?x) {} } }" 2>err &&
	contains err "bound with AS"
'
t "an empty () in VALUES is refused (found by fuzz_sparql: rasqal writes to address 0x10)" '
	refused v "SELECT * { } VALUES () { () () }" 1:22 "VALUES" &&
	refused w "SELECT * { } VALUES (?x) { (1) () }" 1:32 "VALUES row has 0 values for 1 variable" &&
	pg query -s S -r csv "SELECT * { } VALUES (?x) { (1) (2) }" >out && equals "$(wc -l <out)" 3
'
t "a number with ^^ is refused (found by fuzz_sparql: a double free in rasqal)" '
	refused n "ASK { FILTER(+-0 + +2.00^^xsd:double) }" 1:25 "no datatype"
'
t "a backslash escape in a name is refused (found by fuzz_sparql: a crash in rasqal's lexer)" '
	refused b "ASK { ?s rdf:a\\U00F ?o }" 1:15 "backslash" &&
	pg query -s S -r csv "ASK { ?s ?p \"a\\u0041\" }" >out
'
t "a --bind value cannot smuggle a glued sign past the guard" '
	expect_code 1 pg query -s S -b n=2 "SELECT ?x WHERE { BIND(1+?n+3 AS ?x) }" 2>err &&
	contains err "corrupts memory"
'

# still answered, with the right values
value() { pg query -s S -r csv "SELECT ?x WHERE { BIND($1 AS ?x) }" >out && equals "$(sed -n 2p out | tr -d "\r")" "$2"; }
t "spaced sums of any length, parenthesised sums, a lone ?n+1 give the right values" '
	value "1 + 2 + 3" 6 && value "1 + 2 + 3 + 4 + 5" 15 && value "1 - 2 - 3 - 4" -8 &&
	value "(1+2)+(3+4)" 10 && value "(1+2) + 3" 6 && value "1+2" 3 && value "10 - 2*3" 4 &&
	value "-2 + 5" 3 && value "2 * -3 + 1" -5
'
t "strings with + + +, IRIs with + and numbers in triple patterns and VALUES pass" '
	value "\"a+1+2+3 - -1\"" "a+1+2+3 - -1" &&
	value "<http://x.org/a+1+2+3>" "http://x.org/a+1+2+3" &&
	pg query -s S -r csv "ASK { VALUES ?v { 1 -2 +3 } ?s ?p -2 }" >out &&
	equals "$(tr -d "\r" <out)" "$(printf "_askResult\nfalse")" &&
	pg query -s S -r csv "SELECT ?x WHERE { ?x ?p ?o FILTER(?o = \"x\"@en-GB) } # 1+2+3
" >out
'

# numbers at the edges
t "OFFSET or LIMIT beyond 2^63-1 exits 1 naming it; 2^31 gives no rows (rasqal: the first rows / random)" '
	for o in 18446744073709551616 18446744073709551615 9223372036854775808; do
		expect_code 1 pg query -s S -r tsv "SELECT ?s WHERE { ?s ?p ?o } OFFSET $o" >out 2>err &&
		contains err "OFFSET $o is too large" && test ! -s out || return 1
	done &&
	expect_code 1 pg query -s S -r tsv "SELECT ?s WHERE { ?s ?p ?o } LIMIT 18446744073709551616" 2>err &&
	contains err "query:1:36: LIMIT 18446744073709551616 is too large" &&
	pg query -s S -r tsv "SELECT ?s WHERE { ?s ?p ?o } OFFSET 2147483648" >out &&
	test "$(grep -c "^<" out)" -eq 0
'
t "LIMIT 2^63-1 is no limit (saturated for rasqal), LIMIT 2 OFFSET 2^62 nothing" '
	all=$(pg query -s S -r tsv "SELECT ?s WHERE { ?s ?p ?o }" | wc -l) &&
	equals "$(pg query -s S -r tsv "SELECT ?s WHERE { ?s ?p ?o } LIMIT 9223372036854775807" | wc -l)" "$all" &&
	test "$(pg query -s S -r tsv "SELECT ?s WHERE { ?s ?p ?o } LIMIT 2 OFFSET 4611686018427387904" | grep -c "^<")" -eq 0
'
# Plain rasqal 0.9.33 answers the next three wrongly (bytes of uninitialised
# memory after "INF", lost digits, ORDER BY keys read from the next group);
# papergraph's repairs of them inside rasqal were deleted (issue 13), so they
# check the own engine, and t0245 leaves such queries out.
# Turtle has no INF or NaN token: TSV writes them typed
D="^^<http://www.w3.org/2001/XMLSchema#double>"
t "1e400 * 1e400 prints INF, -INF and NaN in csv, tsv, json, xml and table" '
	export PAPERGRAPH_ENGINE=own &&
	Q="SELECT (1e400 * 1e400 AS ?a) (-1e400 * 1e400 AS ?b) (1e400 - 1e400 AS ?c) WHERE {}" &&
	pg query -s S -r csv "$Q" >csv && equals "$(sed -n 2p csv | tr -d "\r")" "INF,-INF,NaN" &&
	pg query -s S -r tsv "$Q" >tsv && equals "$(sed -n 2p tsv)" "\"INF\"$D	\"-INF\"$D	\"NaN\"$D" &&
	pg query -s S -r json "$Q" >json &&
	python3 -c "import json; b=json.load(open(\"json\"))[\"results\"][\"bindings\"][0]; assert [b[k][\"value\"] for k in \"abc\"]==[\"INF\",\"-INF\",\"NaN\"], b" &&
	pg query -s S -r xml "$Q" >xml &&
	python3 -c "import xml.etree.ElementTree as E; r=E.parse(\"xml\").getroot(); v=[l.text for l in r.iter(\"{http://www.w3.org/2005/sparql-results#}literal\")]; assert v==[\"INF\",\"-INF\",\"NaN\"], v" &&
	pg query -s S -r table "$Q" >table && grep -q "^INF  *-INF  *NaN *$" table
'
t "doubles keep all their digits: 123.456789012345 is 1.23456789012345E2" '
	export PAPERGRAPH_ENGINE=own &&
	value "1.23456789012345e2 * 1" 1.23456789012345E2 && value "1.5e0 * 100" 1.5E2 && value "0.001e0 * 1" 1.0E-3
'
t "GROUP BY ?m ?l ORDER BY DESC(?n) ?l comes out in order" '
	Q="SELECT ?l (COUNT(?p) AS ?n) WHERE { ?p pg:proposes ?m . ?m rdfs:label ?l } GROUP BY ?m ?l ORDER BY DESC(?n) ?l" &&
	PAPERGRAPH_ENGINE=own pg query -s S -r csv "$Q" >got &&
	python3 -c "
import csv
rows = [(r[\"l\"], int(r[\"n\"])) for r in csv.DictReader(open(\"got\", newline=\"\"))]
assert len(rows) > 5, rows
assert rows == sorted(rows, key=lambda r: (-r[1], r[0])), rows
"
'
t "the own engine answers what the guard refuses for rasqal, rightly" '
	out=$(PAPERGRAPH_ENGINE=own pg query -s S -r csv "SELECT ?x ?y WHERE { BIND(1+2+3+4 AS ?x) BIND(1-2+3-4 AS ?y) }" | tail -n 1 | tr -d "\r") &&
	equals "$out" "10,-2" &&
	expect_code 1 env PAPERGRAPH_ENGINE=own "$PG" query -s S -r csv "ASK { ?s ?p \"x\"@$long_tag }" 2>err &&
	contains err "query:1:16:" && contains err "language tag of 1000"
'
done_testing
