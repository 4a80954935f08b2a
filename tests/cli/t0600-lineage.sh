#!/bin/sh
# Lineage for survey authors: inference, ready-made queries, lineage, explain.
. "$PG_SRCDIR/tests/lib.sh"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
pg build -q -s L "$PG_SRCDIR/tests/data/small.jsonl" && pg load -s L "$PG_SRCDIR/tests/data/lineage.ttl" 2>/dev/null
# made-up methods with the years and titles of their papers
pg build -q -s Y "$PG_SRCDIR/tests/data/small.jsonl" && pg load -s Y "$PG_SRCDIR/tests/data/lineage-years.ttl" 2>/dev/null

# svgnodes FILE: the nodes of a Graphviz SVG as JSON lines: the text of each
# node (its lines joined by spaces), its x range, and whether it is dashed
cat >svgnodes.py <<'PY'
import json, sys, xml.etree.ElementTree as E
NS = "{http://www.w3.org/2000/svg}"
root = E.parse(sys.argv[1]).getroot()
assert root.tag == NS + "svg", root.tag
for g in root.iter(NS + "g"):
    kind = g.get("class")
    if kind not in ("node", "edge"):
        continue
    texts = [t for t in g.iter(NS + "text")]
    xs = [float(t.get("x")) for t in texts] if kind == "node" and not list(g.iter(NS + "path")) else []
    for shape in list(g.iter(NS + "path")) + list(g.iter(NS + "polygon")):
        pts = (shape.get("d") or shape.get("points") or "").replace("M", " ").replace("C", " ")
        xs += [float(p.split(",")[0]) for p in pts.split() if "," in p]
    dashed = any(s.get("stroke-dasharray") for s in g.iter(NS + "path"))
    print(json.dumps({"kind": kind, "text": " ".join("".join(t.itertext()) for t in texts),
                      "lines": ["".join(t.itertext()) for t in texts],
                      "bold": " ".join("".join(t.itertext()) for t in texts if t.get("font-weight") == "bold"),
                      "x0": min(xs) if xs else None, "x1": max(xs) if xs else None,
                      "width": float(shape.get("stroke-width") or 1) if xs else 0,
                      "dashed": dashed}, ensure_ascii=False))
PY

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
	equals "$(tr -d "\r" <out)" "$(printf "_askResult\ntrue")"
'
t "inverses are materialised" '
	pg query -s L -r csv "ASK { <https://w3id.org/papergraph/id/method/gamma-net> pg:extendedBy <https://w3id.org/papergraph/id/method/beta-net> }" >out &&
	equals "$(tr -d "\r" <out)" "$(printf "_askResult\ntrue")"
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
t "one name per entity: the surface form most papers write; each paper keeps its own on its mention" '
	printf "%s\n" \
		"{\"id\":\"lab-1\",\"title\":\"ZorbNet: fast foo parsing\",\"abstract\":\"We propose ZorbNet, a network for foo parsing. ZorbNet reaches 91.5% accuracy on ImageNet.\"}" \
		"{\"id\":\"lab-2\",\"abstract\":\"We present Quux, a parser that outperforms Zorbnet on ImageNet.\"}" \
		"{\"id\":\"lab-3\",\"abstract\":\"We introduce Blip, which is compared with Zorbnet and Quux on ImageNet.\"}" >lab.jsonl &&
	pg build -q -s LB lab.jsonl &&
	Z="<https://w3id.org/papergraph/id/method/zorbnet>" &&
	pg_to zl.csv query -s LB -r csv "SELECT ?l WHERE { $Z rdfs:label ?l }" &&
	equals "$(sed 1d zl.csv | tr -d "\r")" Zorbnet &&
	pg_to zp.csv query -s LB -r csv "SELECT ?l WHERE { $Z skos:prefLabel ?l }" &&
	equals "$(sed 1d zp.csv | tr -d "\r")" Zorbnet &&
	pg_to za.csv query -s LB -r csv "SELECT ?l WHERE { $Z skos:altLabel ?l }" &&
	equals "$(sed 1d za.csv | grep -c .)" 0 &&
	pg_to e1 explain -s LB lab-1 && grep -A1 "^proposes" e1 | grep -q "^  ZorbNet\$" &&
	pg_to e3 explain -s LB lab-3 && grep -q "^  Zorbnet\$" e3 &&
	pg_to zm.csv query -s LB -r csv "SELECT ?f WHERE { ?m pg:mentionOf $Z ; pg:mentionedIn ?p ; pg:surfaceForm ?f . ?p dcterms:identifier \"lab-1\" }" &&
	equals "$(sed 1d zm.csv | tr -d "\r")" ZorbNet
'
t "one name per entity: ties go to the shorter form, an acronym is an alternative name, a spelling variant a hidden one" '
	I=https://w3id.org/papergraph/id &&
	{ for m in 1 2; do printf "<$I/mention/a/$m> <https://w3id.org/papergraph#mentionOf> <$I/method/fn> .\n<$I/mention/a/$m> <https://w3id.org/papergraph#shortForm> \"FN\" .\n"; done &&
	  printf "<$I/mention/a/1> <https://w3id.org/papergraph#surfaceForm> \"Foo Nets\" .\n<$I/mention/a/2> <https://w3id.org/papergraph#surfaceForm> \"Foo Net\" .\n<$I/mention/a/3> <https://w3id.org/papergraph#mentionOf> <$I/method/fn> .\n<$I/mention/a/3> <https://w3id.org/papergraph#surfaceForm> \"foo net\" .\n<$I/method/fn> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/papergraph#Method> .\n"; } >fn.nt &&
	pg load -s LB fn.nt 2>&1 &&
	pg_to fp.csv query -s LB -r csv "SELECT ?l WHERE { <$I/method/fn> skos:prefLabel ?l }" &&
	equals "$(sed 1d fp.csv | tr -d "\r")" "Foo Net" &&
	pg_to fa.csv query -s LB -r csv "SELECT ?l WHERE { <$I/method/fn> skos:altLabel ?l } ORDER BY ?l" &&
	equals "$(sed 1d fa.csv | tr -d "\r" | tr "\n" "|")" "FN|" &&
	pg_to fh.csv query -s LB -r csv "SELECT ?l WHERE { <$I/method/fn> skos:hiddenLabel ?l } ORDER BY ?l" &&
	equals "$(sed 1d fh.csv | tr -d "\r" | tr "\n" "|")" "Foo Nets|foo net|"
'
t "every labelled entity has exactly one preferred label, which is its one rdfs:label" '
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
t "lineage --all -f dot draws the whole forest as DOT" '
	pg lineage -s L --all -f dot >all.dot && contains all.dot "digraph" && contains all.dot DeltaNet &&
	contains all.dot AlphaNet
'
t "lineage --all -f tree (and the default) gives a tree from each root, earliest first" '
	pg lineage -s Y --all -f tree >tree && pg lineage -s Y --all >default && cmp tree default &&
	! grep -q digraph tree && grep -qx "RootNet  (2017, proposed in toy-y1)" tree &&
	grep -q "^├─ extended by BranchNet  (2019, toy-y2)" tree &&
	grep -A1 "^│  ├─ extended by SproutNet  (2020, toy-y7, toy-y8)" tree | grep -q "^│  ├─ extended by LeafNet" &&
	grep -q "^│  │  └─ extended by TwigNet  (2023, toy-y5)" tree &&
	grep -q "^└─ extended by UndatedNet  (toy-y6)" tree &&
	test "$(grep -n "^RootNet" tree | cut -d: -f1)" -lt "$(grep -n "^Vision transformer" tree | cut -d: -f1)"
'
t "lineage --all: a forest of cycles only still shows each method" '
	pg lineage -s L --all >tree && contains tree "DeltaNet" && contains tree "EpsilonNet" &&
	contains tree "[cycle]" && grep -q "^GammaNet" tree
'
t "lineage --all -f svg draws the whole forest" '
	pg lineage -s Y --all -f svg >all.svg &&
	python3 -c "import xml.etree.ElementTree as E; E.parse(\"all.svg\")" &&
	python3 "$TEST_DIR/svgnodes.py" all.svg >nodes && contains nodes "GraphMixer-X" && contains nodes "TwigNet"
'
t "lineage --all -f bogus is a usage error naming the formats" '
	expect_code 1 pg lineage -s Y --all -f bogus 2>err && contains err "tree, dot, svg"
'


t "lineage -f svg: well-formed, each box the method name whole with year and short title" '
	need python3
	pg lineage -s Y -f svg BranchNet >b.svg && python3 "$TEST_DIR/svgnodes.py" b.svg >nodes &&
	grep "\"kind\": \"node\"" nodes >boxes &&
	grep -q "\"text\": \"Hierarchical Sparse Mixture of Imaginary Experts 2021 · Experts All the Way Down\"" boxes &&
	grep -q "\"text\": \"RootNet 2017 · A Made-up Baseline\"" boxes &&
	grep -q "\"text\": \"LeafNet 2021 · Don.t Panic & Grow Leaves\"" boxes &&
	grep -q "\"text\": \"SproutNet 2020 · Sprouting from Branches\"" boxes &&
	grep -q "\"text\": \"BranchNet 2019 · Branching Out from Roots on an…\"" boxes &&
	grep -q "\"text\": \"TwigNet 2023\"" boxes && ! grep -q "toy-y" boxes &&
	grep -q "\"bold\": \"Hierarchical Sparse Mixture of Imaginary Experts\"" boxes &&
	test "$(grep -c "\"bold\": \"[A-Z][A-Za-z]*Net\"" boxes)" -eq 5 &&
	! grep -q "Long Titles" b.svg && ! grep -q "text-anchor=\"start\"" b.svg
'
t "lineage -f svg: the years run left to right, along a time axis" '
	need python3
	pg lineage -s Y -f svg BranchNet >b.svg && python3 "$TEST_DIR/svgnodes.py" b.svg >nodes &&
	python3 - <<PY
import json, re
nodes = [json.loads(l) for l in open("nodes") if "\"node\"" in l]
dated = [(int(re.search(r" (\d{4})( ·|$)", n["text"]).group(1)), n) for n in nodes if re.search(r" \d{4}( ·|$)", n["text"])]
axis = [(int(n["text"]), n) for n in nodes if re.fullmatch(r"\d{4}", n["text"])]
assert sorted(y for y, _ in axis) == [2017, 2018, 2019, 2020, 2021, 2023], axis
assert len(dated) == 7, dated
for group in (dated, axis):
    for y1, a in group:
        for y2, b in group:
            if y1 < y2:
                assert a["x1"] < b["x0"], (y1, a, y2, b)
# each box sits in the column of its year label
for y, n in dated:
    label = [a for yy, a in axis if yy == y][0]
    mid = (n["x0"] + n["x1"]) / 2
    assert n["x0"] <= mid <= n["x1"] and n["x0"] - 1 <= (label["x0"] + label["x1"]) / 2 <= n["x1"] + 1, (y, n, label)
PY
'
t "lineage -f svg: an arrow back in time leaves the columns in year order" '
	need python3
	pg lineage -s Y -f svg EarlyBird >e.svg && python3 "$TEST_DIR/svgnodes.py" e.svg >nodes &&
	python3 - <<PY
import json, re
nodes = [json.loads(l) for l in open("nodes") if "\"node\"" in l]
axis = sorted((int(n["text"]), n["x0"]) for n in nodes if re.fullmatch(r"\d{4}", n["text"]))
assert [y for y, _ in axis] == [2017, 2018, 2019, 2021, 2023], axis
assert [x for _, x in axis] == sorted(x for _, x in axis), axis
PY
'
t "lineage -f svg: plain extensions carry no edge label; the focus is highlighted; no year: dashed" '
	need python3
	pg lineage -s Y -f svg RootNet >r.svg && python3 "$TEST_DIR/svgnodes.py" r.svg >nodes &&
	pg lineage -s Y -f dot RootNet >r.dot && ! grep -q "extends" r.dot && ! grep -q "label=\"[a-z]" r.dot &&
	! grep "\"kind\": \"edge\"" nodes | grep -v "\"text\": \"\"" | grep -q . &&
	test "$(grep -c "\"kind\": \"edge\"" nodes)" -ge 7 &&
	grep "\"text\": \"RootNet" nodes | grep -q "\"width\": 2" &&
	test "$(grep -c "\"width\": 2" nodes)" -eq 1 &&
	grep "\"text\": \"UndatedNet" nodes | grep -q "\"dashed\": true" &&
	test "$(grep -c "\"dashed\": true" nodes)" -eq 1
'
t "lineage -f svg on the bundled corpus: EquiformerV2 and what it extends, no time axis" '
	need python3
	pg lineage -s S -f svg EquiformerV2 >e.svg && python3 "$TEST_DIR/svgnodes.py" e.svg >nodes &&
	grep -q "\"text\": \"EquiformerV2\"" nodes && grep -q "\"text\": \"Equiformer\"" nodes &&
	test "$(grep -c "\"kind\": \"node\"" nodes)" -eq 2 && ! grep -q iclr2024 nodes
'
t "lineage -f svg: built with the Graphviz library it runs no program; without, it names the package" '
	mkdir -p nodot &&
	if pg lineage --help | grep -q "Graphviz.s library, built in"; then
		(PATH=$PWD/nodot; export PATH; "$PG" lineage -s Y -f svg TwigNet >t.svg) && contains t.svg "</svg>"
	else
		(PATH=$PWD/nodot; export PATH; expect_code 1 "$PG" lineage -s Y -f svg TwigNet 2>err) &&
		contains err libgraphviz-dev && contains err graphviz
	fi
'
t "explain shows each fact with a sentence that occurs verbatim in the abstract, or the title" '
	for id in iclr2024-10 iclr2024-5 iclr2024-7; do
		pg explain -s S $id >out.$id && contains out.$id "proposes" &&
		pg query -s S -r json "SELECT ?a ?t WHERE { ?p dcterms:identifier \"$id\" ; dcterms:abstract ?a OPTIONAL { ?p dcterms:title ?t } }" >abs.$id.json || return 1
	done &&
	python3 - <<PY
import json
for id in ("iclr2024-10", "iclr2024-5", "iclr2024-7"):
    b = json.load(open("abs.%s.json" % id))["results"]["bindings"][0]
    a, t = b["a"]["value"], b.get("t", {}).get("value")
    lines = open("out." + id).read().split("\n")
    quoted = [(lines[i - 1], l.strip()[1:-1]) for i, l in enumerate(lines) if l.startswith("    \"")]
    assert quoted, "no sentences"
    for head, s in quoted:
        if head.endswith(", title:"):
            assert s == t, (s, t)
        else:
            assert " sentence at " in head and s in a, (head, s)
PY
'
t "a fact only the title states cites the title, not the first sentence of the abstract" '
	printf "%s\n" "{\"id\": \"tt-1\", \"title\": \"Glimmer Parsing using Dilated Convolutions\", \"abstract\": \"Parsing glimmers is hard. We show a simple way to do it that beats prior art by 3 points.\"}" >tt.jsonl &&
	pg build -q -s TT tt.jsonl && pg_to tt.out explain -s TT tt-1 &&
	grep -A3 "^uses" tt.out >u && contains u "use-title" && contains u ", title:" &&
	contains u "\"Glimmer Parsing using Dilated Convolutions\"" &&
	pg query -s TT -r tsv "SELECT ?i WHERE { ?a pg:rule \"use-title\" ; pg:evidence ?s . ?s pg:sentenceIndex ?i FILTER NOT EXISTS { ?s pg:startOffset ?o } }" >i.tsv &&
	test "$(sed -n 2p i.tsv)" = 0
'
t "explain of an unknown paper exits 1" '
	expect_code 1 pg explain -s S no-such-paper 2>err && contains err no-such-paper
'
done_testing
