#!/bin/sh
# Joins, ORDER BY and DISTINCT: the same answers as rdflib for the ready-made
# queries and for OPTIONAL, UNION, GRAPH and BIND shapes, ORDER BY and DISTINCT
# as sort(1) says; for the own engine, and for plain rasqal 0.9.33
# (--engine rasqal), which is right on all of them at this size (its joins are
# quadratic, but the store is small: each query takes a tenth of a second).
. "$PG_SRCDIR/tests/lib.sh"

RDFLIB=$(find_python rdflib)

pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg load -s S "$PG_SRCDIR/tests/data/lineage.ttl" 2>/dev/null
pg export -s S -f nquads >all.nq

rows() { # FILE QUERY: the answer rows of QUERY, without the CSV header and CRs, in FILE
	pg_to "$1.csv" query -s S -r csv "$2" && tr -d "\r" <"$1.csv" | sed 1d >"$1"
}
same() { # NAME QUERY-FILE: papergraph (engine $e) and rdflib give the same rows
	if [ -z "$RDFLIB" ]; then
		t_skip "$e: $1: the same rows as rdflib" "python3-rdflib is not installed"
		return
	fi
	t "$e: $1: the same rows as rdflib" "
		pg query -s S -r csv -q '$2' >ours.csv &&
		$RDFLIB '$PG_SRCDIR/tests/tools/rdflib_rows.py' all.nq '$2' ours.csv
	"
}

mkdir q
cat >q/nested.rq <<'Q'
SELECT ?p ?m ?l WHERE { ?p a pg:Paper OPTIONAL { ?p pg:proposes ?m OPTIONAL { ?m skos:altLabel ?l } } }
Q
cat >q/filtered.rq <<'Q'
SELECT ?r ?v ?u WHERE { ?r a pg:Result ; pg:value ?v OPTIONAL { ?r pg:unit ?u FILTER(?v > 10) } }
Q
cat >q/chain.rq <<'Q'
SELECT ?p ?t ?y ?m WHERE { ?p a pg:Paper OPTIONAL { ?p dcterms:title ?t } OPTIONAL { ?p pg:year ?y } OPTIONAL { ?p pg:proposes ?m } }
Q
cat >q/unshared.rq <<'Q'
SELECT ?d ?k WHERE { ?d a pg:Dataset OPTIONAL { ?k a pg:Metric ; pg:higherIsBetter false } }
Q
cat >q/graph.rq <<'Q'
SELECT ?g ?p ?m WHERE { GRAPH ?g { ?p a pg:Paper OPTIONAL { ?p pg:proposes ?m } } }
Q
cat >q/union.rq <<'Q'
SELECT ?m ?dir ?r ?l WHERE {
  { ?m pg:extends ?r BIND("up" AS ?dir) } UNION { ?r pg:extends ?m BIND("down" AS ?dir) }
  ?r rdfs:label ?l OPTIONAL { ?p pg:proposes ?r }
}
Q
cat >q/bind.rq <<'Q'
SELECT ?p ?name WHERE { ?p a pg:Paper OPTIONAL { ?p dcterms:title ?t } BIND(COALESCE(?t, "untitled") AS ?name) }
Q
# rasqal is not papergraph's code: under valgrind only the own engine runs here
engines="own rasqal"
[ -n "$PG_VALGRIND" ] && engines=own
for PAPERGRAPH_ENGINE in $engines; do
export PAPERGRAPH_ENGINE
e=$PAPERGRAPH_ENGINE
t "$e: ORDER BY sorts as sort(1) does, ascending and descending" '
	rows all "SELECT ?id WHERE { ?p dcterms:identifier ?id }" &&
	test "$(wc -l <all)" -gt 20 &&
	rows asc "SELECT ?id WHERE { ?p dcterms:identifier ?id } ORDER BY ?id" &&
	LC_ALL=C sort all | cmp - asc &&
	rows desc "SELECT ?id WHERE { ?p dcterms:identifier ?id } ORDER BY DESC(?id)" &&
	LC_ALL=C sort -r all | cmp - desc
'
t "$e: rows that tie keep their order (a stable sort)" '
	rows plain "SELECT ?p ?id WHERE { ?p dcterms:identifier ?id }" &&
	rows tied "SELECT ?p ?id WHERE { ?p dcterms:identifier ?id } ORDER BY STRLEN(\"x\")" &&
	test -s plain && cmp plain tied
'
t "$e: DISTINCT keeps one row per value" '
	rows all-types "SELECT ?t WHERE { ?s a ?t }" && LC_ALL=C sort -u all-types >want &&
	rows distinct-types "SELECT DISTINCT ?t WHERE { ?s a ?t }" && LC_ALL=C sort distinct-types >got &&
	test "$(wc -l <want)" -gt 5 && cmp want got
'

for f in "$PG_SRCDIR"/queries/*.rq; do
	same "$(basename "$f" .rq).rq" "$f"
done
for f in q/*.rq; do
	same "$(basename "$f" .rq)" "$TEST_DIR/$f"
done
done

done_testing
