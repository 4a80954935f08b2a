#!/bin/sh
# Lineage for survey authors: inference, ready-made queries, lineage, explain.
. "$PG_SRCDIR/tests/lib.sh"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
pg build -q -s L "$PG_SRCDIR/tests/data/small.jsonl" && pg load -s L "$PG_SRCDIR/tests/data/lineage.ttl" 2>/dev/null

q() { # STORE NAME [--bind ...]: a ready-made query as CSV
	store=$1 name=$2
	shift 2
	pg_to q.csv query -s "$store" -r csv -q "$name" "$@" && tr -d '\r' <q.csv
}

t "queries lists every ready-made query" '
	pg queries >out &&
	for f in "$PG_SRCDIR"/queries/*.rq; do n=$(basename "$f" .rq); grep -qx "$n" out || { echo "missing $n"; exit 1; }; done
'
t "queries NAME prints the query text" '
	pg queries lineage >out && cmp out "$PG_SRCDIR/queries/lineage.rq"
'
t "every ready-made query runs on the bundled corpus" '
	for f in "$PG_SRCDIR"/queries/*.rq; do pg query -s S -r csv -q "$f" >/dev/null || { echo "failed: $f"; exit 1; }; done
'
t "lineage.rq: the method proposed in the EquiformerV2 abstract lists the method it starts from" '
	pg_to id.csv query -s S -r csv "SELECT ?id WHERE { ?p dcterms:identifier ?id ; dcterms:abstract ?a FILTER(CONTAINS(?a, \"we propose EquiformerV2\")) }" &&
	id=$(sed -n 2p id.csv | tr -d "\r") && test -n "$id" &&
	pg_to m.csv query -s S -r csv -b "id=$id" "SELECT ?l WHERE { ?p dcterms:identifier ?id ; pg:proposes ?m . ?m skos:prefLabel ?l }" &&
	m=$(sed -n 2p m.csv | tr -d "\r") &&
	q S lineage -b "name=$m" >out && grep -q "^$m,ancestor,1,Equiformer," out
'
t "lineage.rq: a method two extends steps away has depth 2" '
	q L lineage -b name=AlphaNet >out &&
	grep -qx "AlphaNet,ancestor,1,BetaNet," out && grep -qx "AlphaNet,ancestor,2,GammaNet," out
'
t "descendants are listed too" '
	q L lineage -b name=GammaNet >out &&
	grep -qx "GammaNet,descendant,1,BetaNet," out && grep -qx "GammaNet,descendant,2,AlphaNet," out
'
t "pg:descendsFrom holds the closure" '
	pg query -s L -r csv "ASK { <https://w3id.org/papergraph/id/method/alpha-net> pg:descendsFrom <https://w3id.org/papergraph/id/method/gamma-net> }" >out &&
	equals "$(cat out)" true
'
t "inverses are materialised" '
	pg query -s L -r csv "ASK { <https://w3id.org/papergraph/id/method/gamma-net> pg:extendedBy <https://w3id.org/papergraph/id/method/beta-net> }" >out &&
	equals "$(cat out)" true
'
t "a cycle terminates and gives both directions at depth 1" '
	q L lineage -b name=DeltaNet >out && grep -qx "DeltaNet,ancestor,1,EpsilonNet," out &&
	grep -qx "DeltaNet,descendant,1,EpsilonNet," out
'
t "inference is idempotent: infer twice adds nothing" '
	pg export -s L -f nquads >before.nq && pg infer -s L 2>/dev/null && pg infer -s L 2>/dev/null &&
	pg export -s L -f nquads >after.nq && sort before.nq >a && sort after.nq >b && cmp a b
'
t "export --no-inferred leaves the inferred graph out" '
	pg export -s L -f nquads --no-inferred >out.nq && ! grep -q "/graph/inferred>" out.nq &&
	grep -q "/graph/inferred>" after.nq
'
t "results.rq lists every numeric claim with metric, value, kind and evidence" '
	pg_to r.csv query -s S -r csv "SELECT ?r WHERE { ?r a pg:Result }" && n=$(tail -n +2 r.csv | wc -l) &&
	pg query -s S -r json -q results >out.json &&
	python3 - "$n" <<PY
import json, sys
rows = json.load(open("out.json"))["results"]["bindings"]
assert len(rows) == int(sys.argv[1]) and rows, (len(rows), sys.argv[1])
for r in rows:
    for k in ("metric", "value", "kind", "evidence"):
        assert k in r and r[k]["value"].strip(), (k, r)
    float(r["value"]["value"])
PY
'
t "leaderboard.rq shows the best result: lowest for a lower-is-better metric, highest otherwise" '
	I=https://w3id.org/papergraph/id &&
	printf "@prefix pg: <https://w3id.org/papergraph#> .\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n<$I/metric/err> a pg:Metric ; rdfs:label \"ErrX\" ; pg:higherIsBetter false .\n<$I/metric/acc> a pg:Metric ; rdfs:label \"AccX\" ; pg:higherIsBetter true .\n<$I/dataset/dx> a pg:Dataset ; rdfs:label \"DataX\" .\n<$I/paper/toy-graph-1> pg:reportsResult <$I/result/r1> , <$I/result/r2> , <$I/result/r3> , <$I/result/r4> .\n<$I/result/r1> a pg:Result ; pg:metric <$I/metric/err> ; pg:onDataset <$I/dataset/dx> ; pg:value 7.5 .\n<$I/result/r2> a pg:Result ; pg:metric <$I/metric/err> ; pg:onDataset <$I/dataset/dx> ; pg:value 3.25 .\n<$I/result/r3> a pg:Result ; pg:metric <$I/metric/acc> ; pg:onDataset <$I/dataset/dx> ; pg:value 91.5 .\n<$I/result/r4> a pg:Result ; pg:metric <$I/metric/acc> ; pg:onDataset <$I/dataset/dx> ; pg:value 80 ; pg:resultKind \"score\" .\n" >lb.ttl &&
	pg load -s L lb.ttl 2>&1 && q L leaderboard -b dataset=DataX >out &&
	equals "$(grep -c . out)" 3 &&
	grep -q "^DataX,AccX,91.5," out && grep -q "^DataX,ErrX,3.25," out
'
t "an improvement is not a score: it never tops the leaderboard" '
	I=https://w3id.org/papergraph/id &&
	printf "@prefix pg: <https://w3id.org/papergraph#> .\n<$I/paper/toy-graph-1> pg:reportsResult <$I/result/r5> .\n<$I/result/r5> a pg:Result ; pg:metric <$I/metric/acc> ; pg:onDataset <$I/dataset/dx> ; pg:value 99 ; pg:resultKind \"improvement\" .\n" >imp.ttl &&
	pg load -s L imp.ttl 2>&1 && q L leaderboard -b dataset=DataX -b metric=AccX >out &&
	grep -q "^DataX,AccX,91.5," out && ! grep -q ",99," out
'
t "the preferred label: shortest, then no stray capital, then byte order" '
	I=https://w3id.org/papergraph/id &&
	printf "@prefix pg: <https://w3id.org/papergraph#> .\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n<$I/task/fl> a pg:Task ; rdfs:label \"Fl\" , \"FL\" , \"Federated learning\" .\n<$I/task/cl> a pg:Task ; rdfs:label \"COntrastive learning\" , \"contrastive learning\" , \"Contrastive learning\" .\n" >pl.ttl &&
	pg load -s L pl.ttl 2>&1 &&
	pg_to fl.csv query -s L -r csv "SELECT ?l WHERE { <$I/task/fl> skos:prefLabel ?l }" &&
	equals "$(sed -n 2p fl.csv | tr -d "\r")" FL &&
	pg_to cl.csv query -s L -r csv "SELECT ?l WHERE { <$I/task/cl> skos:prefLabel ?l }" &&
	equals "$(sed -n 2p cl.csv | tr -d "\r")" "Contrastive learning"
'
t "pg:proposedFor: each method with each task of the papers proposing it, once" '
	pg_to want.csv query -s S -r csv "SELECT DISTINCT ?m ?t WHERE { ?p pg:proposes ?m ; pg:addressesTask ?t }" &&
	pg_to got.csv query -s S -r csv "SELECT ?m ?t WHERE { ?m pg:proposedFor ?t }" &&
	sed 1d want.csv | sort >want && sed 1d got.csv | sort >got &&
	test "$(grep -c . want)" -gt 0 && cmp want got
'
t "every labelled entity has exactly one preferred label, the shortest" '
	pg query -s S -r csv "SELECT ?e (COUNT(?l) AS ?n) WHERE { ?e skos:prefLabel ?l } GROUP BY ?e HAVING (COUNT(?l) > 1)" >dups &&
	equals "$(sed 1d dups | grep -c .)" 0 &&
	pg_to labelled.csv query -s S -r csv "SELECT ?e WHERE { ?e rdfs:label ?x }" &&
	pg_to preferred.csv query -s S -r csv "SELECT ?e WHERE { ?e skos:prefLabel ?x }" &&
	sed 1d labelled.csv | sort -u >labelled && sed 1d preferred.csv | sort -u >preferred &&
	cmp labelled preferred &&
	pg query -s S -r csv "SELECT ?e ?p ?l WHERE { ?e skos:prefLabel ?p ; rdfs:label ?l FILTER(STRLEN(?l) < STRLEN(?p)) }" >shorter &&
	equals "$(sed 1d shorter | grep -c .)" 0
'
t "lineage shows a tree with ancestors and descendants" '
	pg lineage -s L betanet >out && contains out "BetaNet" && contains out "extends GammaNet" &&
	contains out "extended by AlphaNet"
'
t "lineage of an unknown method exits 1 with suggestions" '
	expect_code 1 pg lineage -s L BetaNot 2>err && contains err "did you mean" && contains err BetaNet
'
t "a name far from every method gets no unrelated suggestions" '
	expect_code 1 pg lineage -s L Zebrafish 2>err && ! contains err "did you mean" &&
	contains err "no method called" && test "$(wc -l <err)" -eq 1
'
t "lineage -f svg writes SVG that XML parses and that names the methods" '
	need dot python3
	pg lineage -s L -f svg AlphaNet >l.svg &&
	python3 -c "import xml.etree.ElementTree as E; r=E.parse(\"l.svg\").getroot(); assert r.tag.endswith(\"svg\")" &&
	contains l.svg AlphaNet && contains l.svg GammaNet && ! grep -q DeltaNet l.svg
'
t "lineage --all draws the whole forest as DOT" '
	pg lineage -s L --all >all.dot && contains all.dot "digraph" && contains all.dot DeltaNet &&
	contains all.dot AlphaNet
'
t "explain shows each fact with a sentence that occurs verbatim in the abstract" '
	pg explain -s S iclr2024-10 >out && contains out "proposes" &&
	pg query -s S -r json "SELECT ?a WHERE { ?p dcterms:identifier \"iclr2024-10\" ; dcterms:abstract ?a }" >abs.json &&
	python3 - <<PY
import json
a = json.load(open("abs.json"))["results"]["bindings"][0]["a"]["value"]
quoted = [l.strip()[1:-1] for l in open("out") if l.startswith("    \"")]
assert quoted, "no sentences"
for s in quoted:
    assert s in a, s
PY
'
t "explain of an unknown paper exits 1" '
	expect_code 1 pg explain -s S no-such-paper 2>err && contains err no-such-paper
'
done_testing
