#!/bin/sh
# The store's speed repairs change no answer: fully bound lookups through
# pg-hashes, the GRAPHS list of named graphs, Berkeley DB pages any librdf reads,
# bulk writes (index by index in key order) against librdf's own writes.
. "$PG_SRCDIR/tests/lib.sh"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl"

n() { # QUERY: the number of answer rows (fails if the query does)
	pg_to n.csv query -s S -r csv "$1" && tail -n +2 n.csv | wc -l
}

t "a pattern bound by an earlier one (s p o all known) still matches" '
	a=$(n "SELECT ?r WHERE { ?r a pg:Result }") && test "$a" -gt 0 &&
	b=$(n "SELECT ?r ?p WHERE { ?p pg:reportsResult ?r . ?r a pg:Result }") && equals "$b" "$a"
'
t "and a fully bound pattern that does not hold matches nothing" '
	c=$(n "SELECT ?r WHERE { ?p pg:reportsResult ?r . ?r a pg:Method }") && equals "$c" 0
'
t "GRAPH ?g over a fully bound pattern still names the graph" '
	pg_to a.csv query -s S -r csv "SELECT ?g ?r WHERE { ?p pg:reportsResult ?r . GRAPH ?g { ?r a pg:Result } }" &&
	pg_to b.csv query -s S -r csv "SELECT ?g ?r WHERE { GRAPH ?g { ?r a pg:Result } }" &&
	sort a.csv >a && sort b.csv >b &&
	test "$(wc -l <a)" -gt 1 && cmp a b
'
t "ASK of a present and an absent statement" '
	pg_to r.csv query -s S -r csv "SELECT ?r WHERE { ?r a pg:Result } LIMIT 1" &&
	r=$(sed -n 2p r.csv | tr -d "\r") &&
	pg_to yes query -s S -r csv "ASK { <$r> a pg:Result }" && equals "$(tr -d "\r" <yes)" "$(printf "_askResult\ntrue")" &&
	pg_to no query -s S -r csv "ASK { <$r> a pg:Paper }" && equals "$(tr -d "\r" <no)" "$(printf "_askResult\nfalse")"
'
t "the store lists its named graphs in GRAPHS, as export names them" '
	sort S/GRAPHS >g &&
	pg_to e.nq export -s S -f nquads && sed "s/.* <\([^>]*\)> \.\$/\1/" e.nq | sort -u >e && cmp g e
'
t "without GRAPHS a store answers the same" '
	q="SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g" &&
	pg query -s S -r csv "$q" >with && mv S/GRAPHS GRAPHS.saved &&
	pg query -s S -r csv "$q" >without && mv GRAPHS.saved S/GRAPHS && cmp with without
'
t "add rewrites GRAPHS with the new paper graph" '
	printf "%s\n" "{\"id\": \"added-1\", \"abstract\": \"We propose ZetaNet for node classification on Cora.\"}" >new.jsonl &&
	pg add -s S new.jsonl 2>/dev/null && grep -qx "https://w3id.org/papergraph/id/paper/added-1" S/GRAPHS
'
t "plain librdf (rdfproc, hashes) reads the store" '
	need rdfproc
	rdfproc -q -c -s hashes -t "hash-type='"'"'bdb'"'"',dir='"'"'S'"'"',contexts='"'"'yes'"'"',index-predicates='"'"'yes'"'"'" kg \
		find "https://w3id.org/papergraph/id/paper/added-1" - - >out 2>&1 &&
	contains out "added-1"
'
t "PAPERGRAPH_BDB_TUNE=0 builds the same graph" '
	PAPERGRAPH_BDB_TUNE=0 pg build -q -s U "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg build -q -s T "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg_to u.nq export -s U -f nquads && pg_to v.nq export -s T -f nquads &&
	sort u.nq >u && sort v.nq >v && test -s u && cmp u v
'
t "bulk writes give the graph librdf's own writes give (PAPERGRAPH_BULK=0)" '
	PAPERGRAPH_BULK=0 pg build -q -s L "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg build -q -s B "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg export -s L -f nquads >l && pg export -s B -f nquads >b && test -s b && cmp l b
'
t "and each of the five indexes answers the same" '
	pg_to b.nq export -s B -f nquads &&
	grep "^<[^>]*> <[^>]*> <[^>]*> <[^>]*> \.\$" b.nq | awk "NR % 97 == 1" >sample &&
	test "$(wc -l <sample)" -ge 20 &&
	while read -r s p o g dot; do
		for q in "SELECT ?o WHERE { $s $p ?o }" "SELECT ?s WHERE { ?s $p $o }" \
			 "SELECT ?p WHERE { $s ?p $o }" "SELECT (COUNT(*) AS ?n) WHERE { ?s $p ?o }" \
			 "SELECT ?s ?p ?o WHERE { GRAPH $g { ?s ?p ?o } }"; do
			pg_to x.csv query -s L -r csv "$q" && pg_to y.csv query -s B -r csv "$q" &&
			sort x.csv >x && sort y.csv >y &&
			test "$(wc -l <y)" -ge 2 && cmp x y || { echo "differs: $q"; exit 1; }
		done
	done <sample
'
t "add and load through bulk writes equal librdf's own writes" '
	printf "%s\n" "{\"id\": \"added-2\", \"abstract\": \"We propose EtaNet, which extends ResNet, for image classification on CIFAR-10.\"}" >two.jsonl &&
	printf "%s\n" "<https://example.org/x> <https://example.org/p> \"v\" ." >x.nt &&
	PAPERGRAPH_BULK=0 pg add -s L two.jsonl 2>/dev/null && PAPERGRAPH_BULK=0 pg load -s L x.nt 2>/dev/null &&
	pg add -s B two.jsonl 2>/dev/null && pg load -s B x.nt 2>/dev/null &&
	pg export -s L -f nquads >l && pg export -s B -f nquads >b && grep -q added-2 b && cmp l b
'
t "build then add equals one build; replacing the added papers changes nothing" '
	pg build -q -s A "$PG_SRCDIR/data/iclr2024.txt" && pg add -s A "$PG_SRCDIR/tests/data/small.jsonl" 2>/dev/null &&
	pg build -q -s O "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" &&
	# the same statements; within a graph they come out in stored order
	pg_to a.nq export -s A -f nquads && pg_to o.nq export -s O -f nquads &&
	sort a.nq >a && sort o.nq >o && grep -q "paper/" a && cmp a o &&
	pg add -s A "$PG_SRCDIR/tests/data/small.jsonl" 2>err && contains err replaced &&
	pg_to a2.nq export -s A -f nquads && sort a2.nq >a2 && cmp a2 o
'
done_testing
