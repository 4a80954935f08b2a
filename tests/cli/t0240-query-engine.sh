#!/bin/sh
# query --engine own: papergraph's own evaluator answers as rasqal does where
# both can (the same rows, every head variable), and what rasqal cannot:
# DESCRIBE, MINUS, a dataset chosen with --from / --from-named.
. "$PG_SRCDIR/tests/lib.sh"

cat >d.ttl <<'EOF'
@prefix ex: <http://example.org/> .
ex:a ex:name "Alice" ; ex:knows ex:b , ex:c ; ex:age 31 .
ex:b ex:name "Bob"@en ; ex:knows ex:c ; ex:age 25 .
ex:c ex:name "Carol" ; ex:note [ ex:text "a blank node" ] .
EOF
cat >g.ttl <<'EOF'
@prefix ex: <http://example.org/> .
ex:d ex:name "Dave" ; ex:knows ex:a .
EOF
pg load -s S d.ttl >/dev/null 2>&1 && pg load -s S --graph http://example.org/g g.ttl >/dev/null 2>&1
D="file://$(cd "$TEST_DIR" && pwd -P)/d.ttl"
EX='PREFIX ex: <http://example.org/> '

# same NAME QUERY: the CSV rows of both engines, sorted, are the same (and
# there is at least one); the own engine's answer is in NAME.own
# (the rasqal side is the reference and runs without valgrind: rasqal 0.9.33
# leaks a DISTINCT's rowsource and variables table, as roqet alone shows)
same() {
	"$PG" query -s S -r csv --engine rasqal "$2" >"$1.rasqal" &&
		pg_to "$1.own" query -s S -r csv --engine own "$2" &&
		sort "$1.rasqal" >"$1.r.s" && sort "$1.own" >"$1.o.s" &&
		{ cmp "$1.r.s" "$1.o.s" || { diff "$1.r.s" "$1.o.s"; return 1; }; } &&
		test "$(wc -l <"$1.own")" -gt 1
}

t "setup: two graphs loaded" '
	pg_to n query -s S -r csv --engine rasqal "SELECT * { ?s ?p ?o }" && equals "$(wc -l <n)" 13
'
t "a BGP, a join and OPTIONAL: the same rows as rasqal" '
	same q1 "${EX}SELECT ?s ?n { ?s ex:name ?n }" &&
	same q2 "${EX}SELECT ?x ?y ?n { ?x ex:knows ?y . ?y ex:name ?n }" &&
	same q3 "${EX}SELECT ?s ?age { ?s ex:name ?n OPTIONAL { ?s ex:age ?age } }" &&
	equals "$(wc -l <q3.own)" 5
'
t "UNION, FILTER, ORDER BY with LIMIT and DISTINCT: the same rows as rasqal" '
	same q4 "${EX}SELECT ?v { { ?s ex:age ?v } UNION { ?s ex:name ?v } }" &&
	same q5 "${EX}SELECT ?s { ?s ex:age ?a FILTER (?a > 30) }" && equals "$(wc -l <q5.own)" 2 &&
	pg_to q6.r query -s S -r csv --engine rasqal "${EX}SELECT ?s ?a { ?s ex:age ?a } ORDER BY DESC(?a) LIMIT 1" &&
	pg_to q6.o query -s S -r csv --engine own "${EX}SELECT ?s ?a { ?s ex:age ?a } ORDER BY DESC(?a) LIMIT 1" &&
	cmp q6.r q6.o && contains q6.o "http://example.org/a,31" &&
	same q7 "${EX}SELECT DISTINCT ?y { ?x ex:knows ?y }" && equals "$(wc -l <q7.own)" 4
'
t "the head holds every projected variable, in order, also unbound and with no rows" '
	pg_to h1 query -s S -r csv --engine own "${EX}SELECT ?zz ?s { ?s ex:name ?n } LIMIT 0" &&
	equals "$(tr -d "\r" <h1)" "zz,s" &&
	pg_to h2 query -s S -r json --engine own "${EX}SELECT ?s ?zz ?n { ?s ex:name ?n }" &&
	python3 -c "import json; d=json.load(open(\"h2\")); assert d[\"head\"][\"vars\"]==[\"s\",\"zz\",\"n\"], d; assert len(d[\"results\"][\"bindings\"])==4" &&
	pg_to h3 query -s S -r table --engine own "${EX}SELECT * { ?s ex:age ?a }" &&
	contains h3 "?s" && contains h3 "?a" && contains h3 "(2 rows)"
'
t "ASK: true and false, in JSON and in the table" '
	pg_to a1 query -s S -r json --engine own "${EX}ASK { ex:a ex:knows ex:b }" && contains a1 "\"boolean\": true" &&
	pg_to a2 query -s S -r json --engine own "${EX}ASK { ex:b ex:knows ex:a }" && contains a2 "\"boolean\": false" &&
	pg_to a3 query -s S -r table --engine own "${EX}ASK { ?s ?p ?o }" && contains a3 "| true |"
'
t "CONSTRUCT: the same graph as rasqal, a set, fresh template blank nodes per solution" '
	pg_to c.r query -s S -r ntriples --engine rasqal "${EX}CONSTRUCT { ?y ex:knownBy ?x } WHERE { ?x ex:knows ?y }" &&
	pg_to c.o query -s S -r ntriples --engine own "${EX}CONSTRUCT { ?y ex:knownBy ?x } WHERE { ?x ex:knows ?y }" &&
	sort c.r >c.r.s && sort c.o >c.o.s && cmp c.r.s c.o.s && equals "$(wc -l <c.o)" 4 &&
	pg_to c2 query -s S -r ntriples --engine own "${EX}CONSTRUCT { ex:x ex:y ex:z } WHERE { ?s ?p ?o }" &&
	equals "$(wc -l <c2)" 1 &&
	pg_to c3 query -s S -r ntriples --engine own "${EX}CONSTRUCT { _:n ex:of ?s } WHERE { ?s ex:age ?a }" &&
	equals "$(cut -d" " -f1 c3 | sort -u | wc -l)" 2 &&
	pg_to c4 query -s S -r ntriples --engine own "${EX}CONSTRUCT WHERE { ?s ex:age ?a }" &&
	equals "$(wc -l <c4)" 2 && contains c4 "<http://example.org/b> <http://example.org/age> \"25\""
'
t "CONSTRUCT skips triples with an unbound part or a literal subject" '
	pg_to u query -s S -r ntriples --engine own "${EX}CONSTRUCT { ?s ex:age ?a . ?n ex:is ?s } WHERE { ?s ex:name ?n OPTIONAL { ?s ex:age ?a } }" &&
	equals "$(wc -l <u)" 2
'
t "DESCRIBE runs with the own engine (and the blank nodes it reaches), not with rasqal" '
	pg_to ds query -s S -r ntriples --engine own "${EX}DESCRIBE ex:c" &&
	contains ds "\"Carol\"" && contains ds "\"a blank node\"" && equals "$(wc -l <ds)" 3 &&
	pg_to dv query -s S -r ntriples --engine own "${EX}DESCRIBE ?x WHERE { ?x ex:age 25 }" &&
	contains dv "\"Bob\"@en" && equals "$(wc -l <dv)" 3 &&
	expect_code 1 pg query -s S -r ntriples --engine rasqal "${EX}DESCRIBE ex:c" 2>err
'
t "MINUS runs with the own engine" '
	pg_to m query -s S -r csv --engine own "${EX}SELECT ?s { ?s ex:name ?n MINUS { ?s ex:age ?a } }" &&
	equals "$(wc -l <m)" 3 && contains m "http://example.org/c" && contains m "http://example.org/d"
'
t "--from: the default graph is that graph only; --from-named alone leaves it empty" '
	pg_to f1 query -s S -r csv --engine own --from http://example.org/g "${EX}SELECT ?s { ?s ex:name ?n }" &&
	equals "$(tr -d "\r" <f1 | sed -n 2,\$p)" "http://example.org/d" &&
	pg_to f2 query -s S -r csv --engine own --from "$D" "${EX}SELECT ?s { ?s ex:name ?n }" &&
	equals "$(wc -l <f2)" 4 && ! grep -q example.org/d f2 &&
	pg_to f3 query -s S -r csv --engine own --from-named http://example.org/g \
		"${EX}SELECT ?g ?s { { ?s ex:name ?n } UNION { GRAPH ?g { ?s ex:name ?n } } }" &&
	equals "$(tr -d "\r" <f3 | sed -n 2,\$p)" "http://example.org/g,http://example.org/d" &&
	pg_to f4 query -s S -r csv --engine own --from urn:no-such-graph "SELECT * { ?s ?p ?o }" &&
	equals "$(wc -l <f4)" 1
'
t "--from overrides the query FROM; the query FROM works alone" '
	pg_to q1 query -s S -r csv --engine own "${EX}SELECT ?s FROM <http://example.org/g> { ?s ex:name ?n }" &&
	equals "$(tr -d "\r" <q1 | sed -n 2,\$p)" "http://example.org/d" &&
	pg_to q2 query -s S -r csv --engine own --from "$D" "${EX}SELECT ?s FROM <http://example.org/g> { ?s ex:name ?n }" &&
	equals "$(wc -l <q2)" 4
'
t "--from with rasqal, and a bad --engine, are usage errors" '
	expect_code 1 pg query -s S --engine rasqal --from "$D" "ASK {}" 2>err && contains err "own engine" &&
	expect_code 1 pg query -s S --engine nope "ASK {}" 2>err && contains err "own or rasqal"
'
t "PAPERGRAPH_ENGINE=own chooses the own engine; --engine wins over it" '
	PAPERGRAPH_ENGINE=own && export PAPERGRAPH_ENGINE &&
	pg_to e1 query -s S -r ntriples "PREFIX ex: <http://example.org/> DESCRIBE ex:a" &&
	contains e1 "\"Alice\"" &&
	expect_code 1 pg query -s S -r ntriples --engine rasqal "DESCRIBE <http://example.org/a>" 2>err &&
	contains err "rasqal" &&
	expect_code 1 env PAPERGRAPH_ENGINE=bogus "$PG" query -s S "ASK {}" 2>err && contains err PAPERGRAPH_ENGINE
'
# a query file's location is its base IRI (as in roqet and arq), unless it has
# a BASE of its own; from the command line or standard input, no base
# (load names a file's graph file:// and its path as it is, so the FROM case is
# in a folder whose name needs no percent-encoding)
mkdir -p qdir "q dir" && cp d.ttl qdir/data.ttl && pg load -s S qdir/data.ttl >/dev/null 2>&1
TOP="file://$(cd "$TEST_DIR" && pwd -P)"
QDIR="$TOP/q%20dir"
printf '%s\n' "${EX}SELECT ?n ?r FROM <data.ttl> WHERE { ex:c ex:name ?n BIND(<rel/x> AS ?r) }" >qdir/q.rq
printf '%s\n' "BASE <sub/> SELECT ?r ?i WHERE { BIND(<x> AS ?r) BIND(IRI(\"y\") AS ?i) }" >"q dir/base.rq"
printf '%s\n' "BASE <http://example.org/b/> SELECT ?r WHERE { BIND(<x> AS ?r) }" >"q dir/abs.rq"
t "query -q FILE: relative IRIs and FROM resolve against the file's location (percent-encoded)" '
	mkdir -p elsewhere && cd elsewhere &&
	pg_to o1 query -s ../S -r csv -q ../qdir/q.rq &&
	equals "$(tr -d "\r" <o1)" "n,r
Carol,$TOP/qdir/rel/x" &&
	pg_to o2 query -s ../S -r csv -q "../q dir/base.rq" &&
	equals "$(tr -d "\r" <o2 | sed -n 2p)" "$QDIR/sub/x,$QDIR/sub/y" &&
	pg_to o3 query -s ../S -r csv -q "../q dir/abs.rq" &&
	equals "$(tr -d "\r" <o3 | sed -n 2p)" "http://example.org/b/x" &&
	pg_to o4 query --explain -q ../qdir/q.rq && contains o4 "<$TOP/qdir/rel/x>" &&
	"$PG" query -s ../S -r csv --engine rasqal -q "../q dir/base.rq" >o5 &&
	equals "$(tr -d "\r" <o5 | sed -n 2p)" "$QDIR/sub/x,$QDIR/sub/y"
'
t "query QUERY and -q -: no base, relative IRIs stay relative (FROM <data.ttl> names no graph)" '
	pg_to o1 query -s S -r csv -q - <qdir/q.rq && equals "$(tr -d "\r" <o1)" "n,r" &&
	pg_to o2 query -s S -r csv "$(cat "q dir/base.rq")" && equals "$(tr -d "\r" <o2 | sed -n 2p)" "sub/x,sub/y"
'
t "the own engine refuses SERVICE and updates as rasqal does" '
	expect_code 1 pg query -s S --engine own "SELECT * { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }" 2>err &&
	contains err SERVICE &&
	expect_code 1 pg query -s S --engine own "INSERT DATA { <urn:a> <urn:b> <urn:c> }" 2>err &&
	contains err update
'
done_testing
