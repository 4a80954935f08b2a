#!/bin/sh
# papergraph's index nested-loop join and balanced map (src/rasqal_join.c,
# src/rasqal_map.c): the same answers as rdflib, for the ready-made queries and
# for OPTIONAL, UNION and GRAPH shapes; ORDER BY and DISTINCT as sort(1) says;
# and rasqal's engine really uses both.
. "$PG_SRCDIR/tests/lib.sh"
# The rasqal path (query --engine rasqal) with its replaced join and map.
export PAPERGRAPH_ENGINE=rasqal

RDFLIB=$(find_python rdflib)

pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg load -s S "$PG_SRCDIR/tests/data/lineage.ttl" 2>/dev/null
pg export -s S -f nquads >all.nq

joins() { # QUERY-FILE: the index joins `query --time` reports (fails if the query does)
	pg_to /dev/null query -s S --time -r csv -q "$1" 2>joins.err &&
		sed -n 's/.*(\([0-9]*\) index joins.*/\1/p' joins.err
}

t "an OPTIONAL over a basic graph pattern is an index join" '
	n=$(joins "$PG_SRCDIR/queries/papers.rq") && test "$n" -ge 4
'
t "PG_RASQAL_JOIN=rasqal leaves the join to rasqal" '
	n=$(export PG_RASQAL_JOIN=rasqal && joins "$PG_SRCDIR/queries/papers.rq") && test "$n" -eq 0
'
t "a join after a UNION is an index join" '
	cat >q.rq <<-Q &&
	SELECT ?m ?r ?l WHERE { { ?m pg:extends ?r } UNION { ?r pg:extends ?m } ?r rdfs:label ?l }
	Q
	n=$(joins q.rq) && test "$n" -ge 1
'

t "ORDER BY goes through the replaced map" '
	pg query -s S --time -r csv "SELECT ?id WHERE { ?p dcterms:identifier ?id } ORDER BY ?id" 2>err >/dev/null &&
	n=$(sed -n "s/.*, \([0-9]*\) maps).*/\1/p" err) && test "$n" -ge 1
'
rows() { # FILE QUERY: the answer rows of QUERY, without the CSV header and CRs, in FILE
	pg_to "$1.csv" query -s S -r csv "$2" && tr -d "\r" <"$1.csv" | sed 1d >"$1"
}
t "ORDER BY sorts as sort(1) does, ascending and descending" '
	rows all "SELECT ?id WHERE { ?p dcterms:identifier ?id }" &&
	test "$(wc -l <all)" -gt 20 &&
	rows asc "SELECT ?id WHERE { ?p dcterms:identifier ?id } ORDER BY ?id" &&
	LC_ALL=C sort all | cmp - asc &&
	rows desc "SELECT ?id WHERE { ?p dcterms:identifier ?id } ORDER BY DESC(?id)" &&
	LC_ALL=C sort -r all | cmp - desc
'
t "rows that tie keep their order (a stable sort)" '
	rows plain "SELECT ?p ?id WHERE { ?p dcterms:identifier ?id }" &&
	rows tied "SELECT ?p ?id WHERE { ?p dcterms:identifier ?id } ORDER BY STRLEN(\"x\")" &&
	test -s plain && cmp plain tied
'
t "DISTINCT keeps one row per value" '
	rows all-types "SELECT ?t WHERE { ?s a ?t }" && LC_ALL=C sort -u all-types >want &&
	rows distinct-types "SELECT DISTINCT ?t WHERE { ?s a ?t }" && LC_ALL=C sort distinct-types >got &&
	test "$(wc -l <want)" -gt 5 && cmp want got
'

same() { # NAME QUERY-FILE: papergraph and rdflib give the same rows
	if [ -z "$RDFLIB" ]; then
		t_skip "$1: the same rows as rdflib" "python3-rdflib is not installed"
		return
	fi
	t "$1: the same rows as rdflib" "
		pg query -s S -r csv -q '$2' >ours.csv &&
		$RDFLIB '$PG_SRCDIR/tests/tools/rdflib_rows.py' all.nq '$2' ours.csv
	"
}

for f in "$PG_SRCDIR"/queries/*.rq; do
	same "$(basename "$f" .rq).rq" "$f"
done

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
for f in q/*.rq; do
	same "$(basename "$f" .rq)" "$TEST_DIR/$f"
done

done_testing
