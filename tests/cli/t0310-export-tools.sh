#!/bin/sh
# export for other tools: JSON-LD, GraphML, DOT and neo4j CSV read back by
# rdflib, networkx, Graphviz and Python's csv, checked against the N-Quads export.
. "$PG_SRCDIR/tests/lib.sh"

RDFLIB=$(find_python rdflib)
NX=$(find_python networkx)
PY=$(find_python csv)
DOT=$(command -v dot || true)
[ -n "$RDFLIB" ] || echo "# python3-rdflib is missing: the rdflib cases are skipped"
[ -n "$NX" ] || echo "# python3-networkx is missing: the networkx cases are skipped"
[ -n "$DOT" ] || echo "# graphviz (dot) is missing: the Graphviz cases are skipped"
[ -n "$PY" ] || skip_all "python3 is needed"

# tt TOOL DESCRIPTION CODE: a case that needs TOOL (a variable's value); skipped
# with the reason printed when it is empty.
tt() {
	if [ -n "$1" ]; then
		t "$2" "$3"
	else
		t_skip "$2" "$4 is not installed"
	fi
}

pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
pg export -s S -f ntriples >all.nt
pg export -s S -f nquads >all.nq
sort -u all.nt >uniq.nt
N=$(wc -l <uniq.nt)

# What a graph tool should get, computed from the N-Quads export: nodes are the
# subjects typed with a pg: class outside the ontology graph, less those typed
# pg:Assertion, pg:Sentence or pg:Ancestry; edges the IRI statements between them.
cat >expect.py <<'EOF'
import os, re, sys
PG = "https://w3id.org/papergraph#"
# the graph-tool formats leave the inferred graph out unless --with-inferred
WITH_INFERRED = os.environ.get("WITH_INFERRED") == "1"
TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
CLUTTER = {"Assertion", "Sentence", "Ancestry"}
quad = re.compile(r'^<([^>]*)> <([^>]*)> (?:<([^>]*)>|".*) <([^>]*)> \.$')
types, clutter, links = {}, set(), set()
for line in open(sys.argv[1], encoding="utf-8"):
    m = quad.match(line.rstrip("\n"))
    if not m:
        sys.exit("unparsed: " + line)
    s, p, o, g = m.groups()
    if g.endswith("/graph/ontology") or (g.endswith("/graph/inferred") and not WITH_INFERRED):
        continue
    if p == TYPE and o and o.startswith(PG):
        (clutter.add(s) if o[len(PG):] in CLUTTER else types.setdefault(s, set()).add(o[len(PG):]))
    elif o and p != TYPE:
        links.add((s, p.rsplit("#", 1)[-1].rsplit("/", 1)[-1], o))
nodes = set(types) - clutter
edges = {e for e in links if e[0] in nodes and e[2] in nodes}
EOF

# ---- JSON-LD and the RDF syntaxes through rdflib
tt "$RDFLIB" "export -f jsonld parses with rdflib: $N triples, as the N-Triples export" "
	pg export -s S -f jsonld >out.jsonld &&
	$RDFLIB -c 'import rdflib; g = rdflib.Graph(); g.parse(\"out.jsonld\", format=\"json-ld\"); print(len(g))' >n &&
	equals \"\$(cat n)\" $N
" python3-rdflib
tt "$RDFLIB" "the JSON-LD graph is the Turtle graph, literal by literal" "
	pg export -s S -f turtle >out.ttl &&
	$RDFLIB -c '
import rdflib, sys
j = rdflib.Graph(); j.parse(\"out.jsonld\", format=\"json-ld\")
t = rdflib.Graph(); t.parse(\"out.ttl\", format=\"turtle\")
d = set(j) ^ set(t)
print(len(j), len(t), sorted(d)[:3]); sys.exit(1 if d or len(j) != $N else 0)'
" python3-rdflib
tt "$RDFLIB" "export -f turtle parses with rdflib: $N triples" "
	$RDFLIB -c 'import rdflib; g = rdflib.Graph(); g.parse(\"out.ttl\", format=\"turtle\"); print(len(g))' >n &&
	equals \"\$(cat n)\" $N
" python3-rdflib
tt "$RDFLIB" "export -f nquads parses with rdflib: every quad, $N distinct triples" "
	$RDFLIB -c '
import rdflib
g = rdflib.ConjunctiveGraph(); g.parse(\"all.nq\", format=\"nquads\")
q = list(g.quads((None, None, None, None)))
print(len(q), len({x[:3] for x in q}))' >n &&
	equals \"\$(cat n)\" \"\$(sort -u all.nq | wc -l) $N\"
" python3-rdflib
t "the JSON-LD export is compact: prefixes, @type, node references, typed values" '
	pg export -s S -f jsonld >out.jsonld &&
	contains out.jsonld "\"@context\": {" && contains out.jsonld "\"pg\": \"https://w3id.org/papergraph#\"" &&
	contains out.jsonld "\"@type\": \"pg:Method\"" && contains out.jsonld "\"pg:proposes\": {\"@id\": \"https://w3id.org/papergraph/id/method/" &&
	contains out.jsonld "{\"@value\": \"1\", \"@type\": \"xsd:integer\"}" && contains out.jsonld "\"@language\": \"en\""
'
t "the JSON-LD @context has the prefixes of ontology/context.jsonld, the same IRIs" "
	pg export -s S -f jsonld >out.jsonld &&
	$PY -c '
import json, sys
def prefixes(path):
    c = json.load(open(path))[\"@context\"]
    return {k: v for k, v in c.items() if isinstance(v, str) and v.endswith((\"#\", \"/\"))}
a, b = prefixes(\"out.jsonld\"), prefixes(\"$PG_SRCDIR/ontology/context.jsonld\")
print(a, b); sys.exit(a != b or len(a) < 9)'
"
tt "$RDFLIB" "ontology/context.jsonld has a term for every pg: term of the ontology, with its range" "
	$RDFLIB -c '
import json, sys, rdflib
from rdflib.namespace import RDF, RDFS, OWL
PG = \"https://w3id.org/papergraph#\"
c = json.load(open(\"$PG_SRCDIR/ontology/context.jsonld\"))[\"@context\"]
pre = {k: v for k, v in c.items() if isinstance(v, str) and v.endswith((\"#\", \"/\"))}
exp = lambda x: pre[x.split(\":\")[0]] + x.split(\":\", 1)[1] if x.split(\":\")[0] in pre else x
o = rdflib.Graph(); o.parse(\"$PG_SRCDIR/ontology/papers.ttl\", format=\"turtle\")
defined = {str(s) for s in o.subjects() if str(s).startswith(PG)}
terms, bad = {}, []
for k, v in c.items():
    if isinstance(v, str) and (v.startswith(\"@\") or k in pre):
        continue
    iri = exp(v if isinstance(v, str) else v[\"@id\"]); terms[iri] = v
    if iri.startswith(PG) and iri not in defined: bad.append(\"not in the ontology: \" + k)
    if not iri.startswith(PG):
        continue
    if isinstance(v, dict) and v.get(\"@type\") == \"@id\" and (rdflib.URIRef(iri), RDF.type, OWL.ObjectProperty) not in o:
        bad.append(\"not an object property: \" + k)
    if isinstance(v, dict) and v.get(\"@type\", \"@id\") != \"@id\" and rdflib.URIRef(exp(v[\"@type\"])) not in set(o.objects(rdflib.URIRef(iri), RDFS.range)):
        bad.append(\"range differs: \" + k)
bad += [\"no term: \" + d for d in sorted(defined - set(terms)) if d != PG]
print(bad); sys.exit(1 if bad else 0)'
" python3-rdflib
tt "$RDFLIB" "extract -f jsonld parses with rdflib, as many triples as extract -f ntriples" "
	pg extract -f jsonld \"\$PG_SRCDIR/data/iclr2024.txt\" >ex.jsonld &&
	pg_to ex.nt extract \"\$PG_SRCDIR/data/iclr2024.txt\" && sort -u ex.nt | wc -l >want &&
	$RDFLIB -c 'import rdflib; g = rdflib.Graph(); g.parse(\"ex.jsonld\", format=\"json-ld\"); print(len(g))' >n &&
	equals \"\$(cat n)\" \"\$(cat want)\" && test \"\$(cat n)\" -gt 100
" python3-rdflib

# ---- GraphML
tt "$NX" "export -f graphml reads in networkx with the expected nodes and edges" "
	pg export -s S -f graphml >out.graphml &&
	$NX -c '
import sys, networkx as nx
exec(open(\"expect.py\").read())
G = nx.read_graphml(\"out.graphml\")
got_n = set(G.nodes)
got_e = {(s, d[\"relation\"], o) for s, o, d in G.edges(data=True)}
print(len(got_n), len(nodes), len(got_e), len(edges), sorted(got_n ^ nodes)[:3], sorted(got_e ^ edges)[:3])
sys.exit(got_n != nodes or got_e != edges or G.number_of_edges() != len(edges))' all.nq
" python3-networkx
tt "$NX" "--with-inferred puts the inferred graph's edges in, as the statements say" "
	pg export -s S -f graphml --with-inferred >inf.graphml &&
	WITH_INFERRED=1 $NX -c '
import sys, networkx as nx
exec(open(\"expect.py\").read())
G = nx.read_graphml(\"inf.graphml\")
got_e = {(s, d[\"relation\"], o) for s, o, d in G.edges(data=True)}
print(len(got_e), len(edges), sorted(got_e ^ edges)[:3])
sys.exit(got_e != edges or not any(r == \"taskOf\" for _, r, _ in got_e))' all.nq
" python3-networkx
t "--no-inferred and --with-inferred together exit 1" '
	expect_code 1 pg export -s S -f graphml --no-inferred --with-inferred 2>err && contains err exclude
'
tt "$NX" "GraphML for analysis: no edge stands reversed, every result has a numeric value" "
	$NX -c '
import sys, networkx as nx
G = nx.read_graphml(\"out.graphml\")
rev = [(u, v) for u, v in G.edges() if G.has_edge(v, u)]
res = [d for _, d in G.nodes(data=True) if d[\"type\"] == \"Result\"]
bad = [d for d in res if not isinstance(d.get(\"value\"), float) or not d.get(\"metric\")]
papers = [d for _, d in G.nodes(data=True) if d[\"type\"] == \"Paper\"]
ents = [d for _, d in G.nodes(data=True) if d[\"type\"] in (\"Method\", \"Task\")]
noppr = [(u, v) for u, v, d in G.edges(data=True) if not d.get(\"papers\")]
print(len(rev), len(res), bad[:2], len(noppr), noppr[:2])
sys.exit(bool(rev or not res or bad or not all(d.get(\"paper_id\") for d in papers)
              or not all(isinstance(d.get(\"paper_count\"), int) for d in ents) or noppr))'
" python3-networkx
tt "$NX" "GEXF reads in networkx with the GraphML's nodes, edges and typed values" "
	pg export -s S -f gexf >out.gexf &&
	$NX -c '
import sys, networkx as nx
G = nx.read_graphml(\"out.graphml\"); H = nx.read_gexf(\"out.gexf\")
vals = sorted(d[\"value\"] for _, d in H.nodes(data=True) if d.get(\"type\") == \"Result\")
want = sorted(d[\"value\"] for _, d in G.nodes(data=True) if d[\"type\"] == \"Result\")
print(H.number_of_nodes(), G.number_of_nodes(), H.number_of_edges(), G.number_of_edges(), vals[:3])
sys.exit(set(H.nodes) != set(G.nodes) or H.number_of_edges() != G.number_of_edges() or vals != want)'
" python3-networkx
t "Cytoscape.js JSON has the same nodes and edges, numbers as numbers" "
	pg export -s S -f cytoscape >out.cyjs &&
	\$PY -c '
import json, sys
exec(open(\"expect.py\").read())
j = json.load(open(\"out.cyjs\", encoding=\"utf-8\"))[\"elements\"]
ids = {n[\"data\"][\"id\"] for n in j[\"nodes\"]}
got = {(e[\"data\"][\"source\"], e[\"data\"][\"relation\"], e[\"data\"][\"target\"]) for e in j[\"edges\"]}
vals = [n[\"data\"][\"value\"] for n in j[\"nodes\"] if n[\"data\"][\"type\"] == \"Result\"]
print(len(ids), len(nodes), len(got), len(edges))
sys.exit(ids != nodes or got != edges or not vals or not all(isinstance(v, (int, float)) for v in vals))' all.nq
"
tt "$NX" "GraphML nodes carry type and label; Method nodes and extends edges are there" "
	$NX -c '
import sys, collections, networkx as nx
G = nx.read_graphml(\"out.graphml\")
types = collections.Counter(d.get(\"type\") for _, d in G.nodes(data=True))
rels = collections.Counter(d.get(\"relation\") for _, _, d in G.edges(data=True))
unlabelled = [n for n, d in G.nodes(data=True) if not d.get(\"label\")]
print(types, rels, unlabelled[:3])
sys.exit(not (types[\"Method\"] > 10 and types[\"Paper\"] == 19 and rels[\"extends\"] > 0 and rels[\"proposes\"] > 0
              and not unlabelled and not types[\"Assertion\"] and not types[\"Sentence\"] and None not in types))'
" python3-networkx
tt "$NX" "GraphML labels: paper identifier, result value and metric" "
	$NX -c '
import sys, networkx as nx
G = nx.read_graphml(\"out.graphml\")
d = G.nodes[\"https://w3id.org/papergraph/id/paper/iclr2024-1\"]
r = [a[\"label\"] for n, a in G.nodes(data=True) if a[\"type\"] == \"Result\"]
print(d, r[:3]); sys.exit(d[\"label\"] != \"iclr2024-1\" or not any(l[0].isdigit() and \" \" in l for l in r))'
" python3-networkx
tt "$NX" "--all-nodes keeps the assertion and sentence nodes" "
	pg export -s S -f graphml --all-nodes >all.graphml &&
	$NX -c '
import sys, collections, networkx as nx
G = nx.read_graphml(\"all.graphml\")
c = collections.Counter(d[\"type\"] for _, d in G.nodes(data=True)); print(c)
sys.exit(not (c[\"Assertion\"] > 0 and c[\"Sentence\"] > 0 and c[\"Method\"] > 10))'
" python3-networkx
t "-o writes GraphML to the file, the same bytes as stdout" '
	pg export -s S -f graphml -o file.graphml >out && test ! -s out && cmp file.graphml out.graphml
'

# ---- DOT
t "export -f dot writes a digraph with labelled nodes and edges" '
	pg export -s S -f dot >out.dot && head -n 1 out.dot | grep -qx "digraph papergraph {" &&
	grep -q "shape=box, fillcolor=\"#[0-9a-f]*\", type=\"Method\"" out.dot &&
	grep -q " -> .*\[relation=\"extends\"" out.dot && grep -q "subgraph cluster_0 {" out.dot &&
	tail -n 1 out.dot | grep -qx "}"
'
tt "$DOT" "Graphviz renders the DOT export to SVG, every node and edge drawn" "
	dot -Tsvg out.dot >out.svg 2>err && test ! -s err &&
	$PY -c '
import sys
exec(open(\"expect.py\").read())
svg = open(\"out.svg\", encoding=\"utf-8\").read()
legend = svg.count(\"<title>legend:\")
print(svg.count(\"class=\\\"node\\\"\"), len(nodes), legend, svg.count(\"class=\\\"edge\\\"\"), len(edges))
sys.exit(svg.count(\"class=\\\"node\\\"\") != len(nodes) + legend or svg.count(\"class=\\\"edge\\\"\") != len(edges)
         or svg.count(\"class=\\\"cluster\\\"\") < 4)' all.nq
" graphviz

# ---- neo4j
t "export -f neo4j without -o exits 1 and asks for a directory" '
	expect_code 1 pg export -s S -f neo4j >out 2>err && test ! -s out && contains err "-o DIR"
'
t "export -f neo4j -o DIR writes nodes.csv and relationships.csv with neo4j-admin headers" "
	pg export -s S -f neo4j -o neo >out && test ! -s out &&
	$PY -c '
import csv, sys
exec(open(\"expect.py\").read())
nr = list(csv.reader(open(\"neo/nodes.csv\", newline=\"\", encoding=\"utf-8\")))
rr = list(csv.reader(open(\"neo/relationships.csv\", newline=\"\", encoding=\"utf-8\")))
assert nr[0][:4] == [\"iri:ID\", \":LABEL\", \"type\", \"name\"], nr[0]
assert \"year:int\" in nr[0] and \"value:double\" in nr[0] and \"paper_count:int\" in nr[0], nr[0]
assert rr[0] == [\":START_ID\", \":END_ID\", \":TYPE\", \"predicate\", \"papers:string[]\"], rr[0]
ids = [r[0] for r in nr[1:]]
assert len(ids) == len(set(ids)), \"duplicate ids\"
assert all(len(r) == len(nr[0]) and r[1] and r[3] for r in nr[1:]), \"short node row\"
v = nr[0].index(\"value:double\")
assert all(float(r[v]) == float(r[v]) for r in nr[1:] if r[1] == \"Result\"), \"result without value\"
missing = [r for r in rr[1:] if r[0] not in ids or r[1] not in ids]
assert not missing, missing[:3]
assert set(ids) == nodes and {(r[0], r[2], r[1]) for r in rr[1:]} == edges
assert any(r[2] == \"extends\" for r in rr[1:])
print(len(ids), len(rr) - 1)' all.nq
"
t "-f neo4j -o onto a file exits 1" '
	: >afile && expect_code 1 pg export -s S -f neo4j -o afile 2>err && contains err afile
'

# ---- hard strings: quotes, markup, backslashes, line breaks, commas, non-ASCII
printf '%s\n' \
	'@prefix pg: <https://w3id.org/papergraph#> .' \
	'@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .' \
	'<https://w3id.org/papergraph/id/method/odd> a pg:Method ;' \
	'    rdfs:label "Odd \"<Net>\" & co, \\N\ttab\nline2 caf\u00e9 \u2192 \U0001F600" ;' \
	'    pg:extends <https://w3id.org/papergraph/id/method/x\u0026y> .' \
	'<https://w3id.org/papergraph/id/method/x\u0026y> a pg:Method ; rdfs:label "x&y" .' >odd.ttl
cat >odd.py <<'EOF'
ODD = "https://w3id.org/papergraph/id/method/odd"
AMP = "https://w3id.org/papergraph/id/method/x&y"
LABEL = 'Odd "<Net>" & co, \\N\ttab\nline2 caf\u00e9 \u2192 \U0001F600'
EOF
pg load -s S odd.ttl
tt "$NX" "GraphML keeps a label with quotes, markup, a backslash and a line break exactly" "
	pg export -s S -f graphml >odd.graphml &&
	$NX -c '
import sys, networkx as nx
exec(open(\"odd.py\").read())
G = nx.read_graphml(\"odd.graphml\")
print(repr(G.nodes[ODD][\"label\"])); sys.exit(G.nodes[ODD][\"label\"] != LABEL or not G.has_edge(ODD, AMP))'
" python3-networkx
tt "$DOT" "Graphviz renders the DOT export with the hard label" "
	pg export -s S -f dot >odd.dot && dot -Tsvg odd.dot >odd.svg 2>err && test ! -s err &&
	grep -q 'Odd &quot;&lt;Net&gt;&quot; &amp; co, \\\\N' odd.svg
" graphviz
t "the neo4j CSV keeps the hard label on one line, quotes doubled" "
	pg export -s S -f neo4j -o oddneo &&
	$PY -c '
import csv, sys
exec(open(\"odd.py\").read())
rows = {r[0]: r for r in csv.reader(open(\"oddneo/nodes.csv\", newline=\"\", encoding=\"utf-8\"))}
want = LABEL.replace(\"\\t\", \" \").replace(\"\\n\", \" \")
lines = open(\"oddneo/nodes.csv\", encoding=\"utf-8\").read().count(\"\\n\")
print(repr(rows[ODD][3]), len(rows), lines)
sys.exit(rows[ODD][3] != want or AMP not in rows or lines != len(rows))'
"
tt "$RDFLIB" "the JSON-LD export keeps the hard label exactly" "
	pg export -s S -f jsonld >odd.jsonld &&
	$RDFLIB -c '
import sys, rdflib
exec(open(\"odd.py\").read())
g = rdflib.Graph(); g.parse(\"odd.jsonld\", format=\"json-ld\")
l = [str(o) for o in g.objects(rdflib.URIRef(ODD), rdflib.RDFS.label)]
print(repr(l)); sys.exit(l != [LABEL])'
" python3-rdflib

# ---- usage
t "an unknown format exits 1 and names the new formats" '
	expect_code 1 pg export -s S -f gml 2>err && contains err gml && contains err jsonld && contains err neo4j
'
t "--help lists the formats and --all-nodes" '
	pg export --help >out && contains out jsonld && contains out graphml && contains out "dot " &&
	contains out neo4j && contains out --all-nodes
'
done_testing
