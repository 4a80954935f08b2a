#!/bin/sh
# build: the bundled corpus into a store, ids, determinism, the lock, refusals.
. "$PG_SRCDIR/tests/lib.sh"
CORPUS=$PG_SRCDIR/data/iclr2024.txt
DATA=$PG_SRCDIR/tests/data

count_papers() {
	pg_to count.csv query -s "$1" -r csv 'SELECT (COUNT(?p) AS ?n) WHERE { ?p a pg:Paper }' &&
		tail -n 1 count.csv | tr -d '\r'
}

t "build of the bundled corpus exits 0 and reports 19 papers" '
	pg build -s S "$CORPUS" 2>err && contains err "19 papers"
'
t "the paper count query answers 19" '
	equals "$(count_papers S)" 19
'
t "stats shows 19 papers and a triple count" '
	pg stats -s S >out && contains out "papers     19" && grep -Eq "^triples +[0-9]+$" out
'
t "text input ids are <file stem>-<n>" '
	pg query -s S -r csv "SELECT ?id WHERE { ?p dcterms:identifier ?id } ORDER BY ?id" >out &&
	contains out iclr2024-1 && contains out iclr2024-19 && ! grep -q iclr2024-20 out
'
t "JSON Lines ids are kept, records without id get <stem>-<n>" '
	pg build -s J "$DATA/small.jsonl" &&
	pg query -s J -r csv "SELECT ?id WHERE { ?p dcterms:identifier ?id } ORDER BY ?id" >out &&
	contains out "toy-graph-1" && contains out "small-3"
'
t "the default store is ./papergraph.db, PAPERGRAPH_STORE overrides it" '
	pg build -q "$DATA/small.jsonl" && test -f papergraph.db/META &&
	PAPERGRAPH_STORE=E pg build -q "$DATA/small.jsonl" && test -f E/META
'
t "building the same input twice gives the same N-Triples" '
	pg build -q -s A "$CORPUS" && pg build -q -s B "$CORPUS" &&
	pg export -s A -f ntriples >a.nt && pg export -s B -f ntriples >b.nt &&
	test -s a.nt && cmp a.nt b.nt
'
t "build from standard input" '
	pg build -q -s I - <"$DATA/small.jsonl" && pg stats -s I >out && contains out "papers     3"
'
t "a rebuild replaces the previous graph" '
	pg build -q -s R "$CORPUS" && pg build -q -s R "$DATA/small.jsonl" &&
	equals "$(count_papers R)" 3
'
t "--base changes the minted IRIs" '
	pg build -q -s BASE --base http://example.org/kg/ "$DATA/small.jsonl" &&
	pg export -s BASE -f ntriples >out && contains out "<http://example.org/kg/paper/toy-graph-1>"
'
t "an invalid --base is refused" '
	expect_code 1 pg build -s X --base "not an iri" "$DATA/small.jsonl" 2>err && contains err "--base"
'
t "build refuses to replace a directory that is not a store" '
	mkdir precious && echo keep >precious/file &&
	expect_code 1 pg build -s precious "$DATA/small.jsonl" 2>err &&
	contains err "not a papergraph store" && test -f precious/file
'
t "a second writer is stopped by the lock" '
	pg build -q -s L "$DATA/small.jsonl" &&
	flock L.lock sh -c "\"$PG\" build -s L \"$DATA/small.jsonl\" 2>err; echo \$? >code" &&
	equals "$(cat code)" 1 && contains err "another papergraph process" && equals "$(count_papers L)" 3
'
t "the store refuses another format version" '
	pg build -q -s V "$DATA/small.jsonl" && sed -i "s/^papergraph-store .*/papergraph-store 99/" V/META &&
	expect_code 1 pg stats -s V 2>err && contains err "version 99"
'
t "a directory that is not a store is reported" '
	mkdir notastore && expect_code 1 pg stats -s notastore 2>err && contains err "not a papergraph store"
'
t "a missing store is reported with a hint" '
	expect_code 1 pg stats -s nowhere 2>err && contains err "papergraph build"
'
t "the sqlite backend builds and answers the same count" '
	pg build -q -s sqlite:Q "$CORPUS" && equals "$(count_papers Q)" 19 &&
	pg_to q.raw export -s Q -f ntriples && sort q.raw >q.nt &&
	pg_to a2.raw export -s A -f ntriples && sort a2.raw >a2.nt && cmp q.nt a2.nt
'
done_testing
