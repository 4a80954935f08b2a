#!/bin/sh
# add and load: replacing papers, all or nothing.
. "$PG_SRCDIR/tests/lib.sh"
DATA=$PG_SRCDIR/tests/data

# rasqal answers COUNT over no match with no row at all: read that as 0.
count() {
	pg_to count.csv query -s S -r csv "SELECT (COUNT(?x) AS ?n) WHERE { $1 }" || return
	n=$(sed -n 2p count.csv | tr -d '\r')
	echo "${n:-0}"
}
pg build -q -s S "$DATA/small.jsonl"

t "add puts new papers into the store" '
	printf "{\"id\":\"new-1\",\"abstract\":\"We study sparse graphs.\"}\n" >new.jsonl &&
	pg add -s S new.jsonl 2>err && contains err "1 papers" && equals "$(count "?x a pg:Paper")" 4
'
t "add replaces a paper with the same id instead of duplicating it" '
	printf "{\"id\":\"new-1\",\"title\":\"Second version\",\"abstract\":\"We study dense graphs.\"}\n" >v2.jsonl &&
	pg add -s S v2.jsonl 2>err && contains err replaced &&
	equals "$(count "?x a pg:Paper")" 4 &&
	equals "$(count "?x dcterms:abstract \"We study dense graphs.\"")" 1 &&
	equals "$(count "?x dcterms:abstract \"We study sparse graphs.\"")" 0
'
t "add is all or nothing" '
	printf "{\"id\":\"new-2\",\"abstract\":\"Fine.\"}\n" >ok.jsonl &&
	printf "{\"id\":\"new-3\",\"abstract\":" >broken.jsonl &&
	expect_code 1 pg add -s S ok.jsonl broken.jsonl 2>err && contains err broken.jsonl &&
	equals "$(count "?x a pg:Paper")" 4
'
t "add to a missing store exits 1" '
	expect_code 1 pg add -s nowhere ok.jsonl 2>err && contains err nowhere
'
t "load adds the statements of a Turtle file" '
	printf "@prefix ex: <http://example.org/> .\nex:a ex:likes ex:b .\nex:b ex:likes ex:c .\n" >extra.ttl &&
	pg load -s S extra.ttl && equals "$(count "?x <http://example.org/likes> ?y")" 2
'
t "loading the same file again adds no duplicates" '
	pg load -s S extra.ttl && equals "$(count "?x <http://example.org/likes> ?y")" 2
'
t "load keeps N-Quads graph names" '
	printf "<http://example.org/q> <http://example.org/p> \"v\" <http://example.org/g1> .\n" >q.nq &&
	pg load -s S q.nq && pg export -s S -f nquads >out.nq && contains out.nq "<http://example.org/g1> ."
'
t "a bad Turtle file exits 1 with its line and changes nothing" '
	printf "@prefix ex: <http://example.org/> .\nex:z ex:likes ex:y .\nex:a ex:likes .\n" >bad.ttl &&
	expect_code 1 pg load -s S bad.ttl 2>err && contains err "bad.ttl:3" &&
	equals "$(count "?x <http://example.org/likes> ?y")" 2
'
t "a file of unknown syntax is refused" '
	echo x >data.bin && expect_code 1 pg load -s S data.bin 2>err && contains err syntax
'
done_testing
