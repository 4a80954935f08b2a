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
# the corpus pass: a name one paper proposes is found in another paper's text in another case
cat >kn1.jsonl <<'EOF2'
{"id":"kn-1","abstract":"We propose FooNet, a network for zorb parsing. FooNet reaches 91.5% accuracy on ImageNet."}
EOF2
cat >kn2.jsonl <<'EOF2'
{"id":"kn-2","abstract":"We present Quuxformer for zorb trees. Unlike foonet, Quuxformer needs no labels."}
EOF2
KQ='SELECT ?id WHERE { ?p pg:comparesWith <https://w3id.org/papergraph/id/method/foonet> ; dcterms:identifier ?id }'
t "build: the corpus pass finds a proposed name written in lower case in another paper" '
	cat kn1.jsonl kn2.jsonl >kn.jsonl && pg build -q -s KN kn.jsonl &&
	pg_to kn.csv query -s KN -r csv "$KQ" && equals "$(sed 1d kn.csv | tr -d "\r")" kn-2
'
t "build --single-pass: each paper on its own, the lower-case name is not found" '
	pg build -q --single-pass -s KS kn.jsonl &&
	pg_to ks.csv query -s KS -r csv "$KQ" && equals "$(sed 1d ks.csv | grep -c .)" 0
'
t "add: the names proposed in the store are known to the added papers" '
	pg build -q -s KA kn1.jsonl && pg add -q -s KA kn2.jsonl &&
	pg_to ka.csv query -s KA -r csv "$KQ" && equals "$(sed 1d ka.csv | tr -d "\r")" kn-2
'
t "build from standard input: one pass, and the same graph otherwise" '
	pg build -q -s KI - <kn.jsonl && pg_to ki.csv query -s KI -r csv "$KQ" &&
	equals "$(sed 1d ki.csv | grep -c .)" 0
'
# the corpus pass: an acronym two papers define in two senses is two nodes
cat >ac.jsonl <<'EOF2'
{"id":"ac-1","abstract":"We propose Quaternary Flux Alignment (QFA), a new way to align features. QFA is fast."}
{"id":"ac-2","abstract":"We introduce Quantised Field Averaging (QFA) for sensor arrays."}
{"id":"ac-3","abstract":"We introduce Quaternary Flux Alignments (QFA) again, for graphs."}
EOF2
AQ='SELECT ?id ?m WHERE { ?p pg:proposes ?m ; dcterms:identifier ?id } ORDER BY ?id'
t "build: an acronym defined in two senses is keyed by each long form; one sense (spelling aside) stays one node" '
	pg build -s AC ac.jsonl 2>err && contains err "acronym definitions keyed by their long form" &&
	pg_to ac.csv query -s AC -r csv "$AQ" && tr -d "\r" <ac.csv | sed 1d >ac.rows &&
	equals "$(wc -l <ac.rows)" 3 && equals "$(cut -d, -f2 ac.rows | sort -u | wc -l)" 2 &&
	equals "$(sed -n 1p ac.rows | cut -d, -f2)" "$(sed -n 3p ac.rows | cut -d, -f2)" &&
	contains ac.rows quantised-field-averaging &&
	pg build -q --single-pass -s AS ac.jsonl && pg_to as.csv query -s AS -r csv "$AQ" &&
	equals "$(tr -d "\r" <as.csv | sed 1d | cut -d, -f2 | sort -u | wc -l)" 1
'
done_testing
