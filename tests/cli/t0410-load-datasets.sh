#!/bin/sh
# load as a dataset loader: a missing store is created holding exactly the
# loaded statements; blank nodes are kept, each file's its own, through
# query, every export and check; --graph names the graph of a file.
. "$PG_SRCDIR/tests/lib.sh"

# A Python 3 with rdflib (Debian's lives in /usr/bin/python3); empty if none.
RDFLIB=$(find_python rdflib)

# The graphs of STORE, one a line (rasqal 0.9.33 miscounts COUNT(DISTINCT ?g)).
graphs() {
	pg_to gr.csv query -s "$1" -r csv "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }" || return
	sed 1d gr.csv | tr -d '\r' | sort
}

# one value of a one-column CSV answer (rasqal gives no row for a COUNT of nothing: 0)
value() {
	pg_to v.csv query -s "$1" -r csv "$2" || return
	v=$(sed -n 2p v.csv | tr -d '\r')
	echo "${v:-0}"
}

# Five statements, two blank nodes by label, one anonymous, a list.
cat >five.ttl <<'TTL'
@prefix ex: <http://example.org/ds#> .
_:a ex:knows _:b .
_:a ex:name "first" .
_:b ex:name "second"@en .
ex:thing ex:part [ ex:size 3 ] .
TTL
# The same labels in another file: other nodes.
cat >other.ttl <<'TTL'
@prefix ex: <http://example.org/ds#> .
_:a ex:knows _:b .
_:a ex:name "first" .
TTL
printf '<http://example.org/ds#x> <http://example.org/ds#p> <http://example.org/ds#y> .\n<http://example.org/ds#x> <http://example.org/ds#p> "lit" .\n' >two.nt

t "load into a store that does not exist creates it" '
	pg load -s NEW five.ttl 2>err && contains err "a new store" && test -f NEW/META &&
	pg check -s NEW >out && contains out "5 statements"
'
t "COUNT(*) of a load-created store is the number of loaded statements" '
	equals "$(value NEW "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")" 5 &&
	pg load -s NT two.nt && equals "$(value NT "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")" 2
'
t "a load-created store has no ontology and no inferred graph: only the file graph" '
	equals "$(graphs NT)" "file://$(pwd -P)/two.nt" &&
	equals "$(value NT "SELECT (COUNT(*) AS ?n) WHERE { ?c a owl:Class }")" 0
'
t "loading again into a load-created store adds no inferred statements and no duplicates" '
	pg load -s NT two.nt && equals "$(value NT "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")" 2
'
t "load refuses to create a store over a directory that is not one" '
	mkdir mine && echo keep >mine/notes.txt &&
	expect_code 1 pg load -s mine two.nt 2>err && contains err "not a papergraph store" &&
	test -f mine/notes.txt && ! test -f mine/META
'
t "blank nodes are kept: isBlank is true for them" '
	equals "$(value NEW "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o FILTER(isBlank(?s)) }")" 4 &&
	equals "$(value NEW "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o FILTER(isBlank(?o)) }")" 2 &&
	equals "$(value NEW "SELECT (COUNT(*) AS ?n) WHERE { ?x <http://example.org/ds#knows> ?y . ?y <http://example.org/ds#name> ?l }")" 1
'
t "two files using the same label get two different nodes" '
	pg load -s TWO five.ttl other.ttl &&
	equals "$(value TWO "SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s <http://example.org/ds#knows> ?o }")" 2 &&
	equals "$(value TWO "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")" 7
'
t "a later load of the same file makes new nodes, not a merge with the first" '
	pg load -s TWO other.ttl &&
	equals "$(value TWO "SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s <http://example.org/ds#knows> ?o }")" 3
'
t "check passes on a load-created store with blank nodes, before and after an update" '
	pg check -s TWO >out && contains out "9 statements" &&
	pg load -s NEW other.ttl && pg check -s NEW >out && contains out "7 statements"
'
for fmt in turtle ntriples nquads rdfxml jsonld; do
	case $fmt in
	turtle) lib=turtle raptor=turtle ;;
	ntriples) lib=nt raptor=ntriples ;;
	nquads) lib=nquads raptor=nquads ;;
	rdfxml) lib=xml raptor=rdfxml ;;
	jsonld) lib=json-ld raptor= ;;
	esac
	if [ -n "$RDFLIB" ]; then
		t "export -f $fmt writes the blank nodes: rdflib finds it isomorphic to the loaded files" "
			pg_to out.$fmt export -s TWO -f $fmt &&
			$RDFLIB \"\$PG_SRCDIR/tests/tools/rdf_iso.py\" out.$fmt $lib five.ttl other.ttl other.ttl
		"
	else
		t_skip "export -f $fmt writes the blank nodes (rdflib)" "python3-rdflib is not installed"
	fi
	[ -n "$raptor" ] && t "export -f $fmt of blank nodes parses with rapper: 9 statements" "
		need rapper &&
		pg_to out.$fmt export -s TWO -f $fmt &&
		rapper -i $raptor -c out.$fmt 2>cnt && contains cnt 'returned 9 '
	"
done
t "the graph-tool exports run over blank nodes" '
	pg_to g.graphml export -s TWO -f graphml && contains g.graphml "<graphml" &&
	pg_to g.dot export -s TWO -f dot && contains g.dot "digraph" &&
	pg export -s TWO -f neo4j -o neo && test -f neo/nodes.csv && test -f neo/relationships.csv
'
t "load --graph puts a file into the named graph given" '
	pg load -s G --graph http://example.org/g1 two.nt &&
	pg load -s G --graph http://example.org/g2 two.nt five.ttl &&
	equals "$(value G "SELECT (COUNT(*) AS ?n) WHERE { GRAPH <http://example.org/g1> { ?s ?p ?o } }")" 2 &&
	equals "$(value G "SELECT (COUNT(*) AS ?n) WHERE { GRAPH <http://example.org/g2> { ?s ?p ?o } }")" 7 &&
	equals "$(graphs G | tr "\n" " ")" "http://example.org/g1 http://example.org/g2 "
'
t "the same statement in two named graphs is kept in both, once each" '
	pg load -s G --graph http://example.org/g1 two.nt &&
	equals "$(value G "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { <http://example.org/ds#x> <http://example.org/ds#p> \"lit\" } }")" 2 &&
	pg_to g.nq export -s G -f nquads && equals "$(wc -l <g.nq)" 9 && pg check -s G >/dev/null
'
t "FROM NAMED and GRAPH ?g see a graph loaded with --graph" '
	equals "$(value G "SELECT ?o FROM NAMED <http://example.org/g1> WHERE { GRAPH <http://example.org/g1> { ?s ?p ?o FILTER(isLiteral(?o)) } }")" lit
'
t "--graph must be an absolute IRI" '
	expect_code 1 pg load -s G --graph "not an iri" two.nt 2>err && contains err "--graph" &&
	expect_code 1 pg load -s G --graph relative/path two.nt 2>err && contains err "absolute IRI"
'
t "N-Quads keep their own graph names under --graph" '
	printf "<http://example.org/ds#q> <http://example.org/ds#p> _:n <http://example.org/g9> .\n" >q.nq &&
	pg load -s Q --graph http://example.org/other q.nq &&
	equals "$(value Q "SELECT ?g WHERE { GRAPH ?g { ?s ?p ?o FILTER(isBlank(?o)) } }")" http://example.org/g9
'
t "a graph named by a blank node is refused with the file and exit 1" '
	printf "<http://example.org/ds#q> <http://example.org/ds#p> \"v\" _:g .\n" >bg.nq &&
	expect_code 1 pg load -s Q bg.nq 2>err && contains err "bg.nq" && contains err "blank node"
'
t "load into a built store keeps its ontology and derives its inferred graph again" '
	pg build -q -s B "$PG_SRCDIR/tests/data/small.jsonl" &&
	before=$(value B "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } FILTER(STRENDS(STR(?g), \"/graph/inferred\")) }") &&
	test "$before" -gt 0 && pg load -s B five.ttl &&
	after=$(value B "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } FILTER(STRENDS(STR(?g), \"/graph/inferred\")) }") &&
	equals "$after" "$before" &&
	test "$(value B "SELECT (COUNT(*) AS ?n) WHERE { ?c a owl:Class }")" -gt 0
'
t "infer on a load-created store adds the inferred graph, and a later load keeps it current" '
	printf "@prefix pg: <https://w3id.org/papergraph#> .\n<http://example.org/m/a> pg:extends <http://example.org/m/b> .\n<http://example.org/m/b> pg:extends <http://example.org/m/c> .\n" >lin.ttl &&
	pg load -s I lin.ttl &&
	equals "$(value I "SELECT (COUNT(*) AS ?n) WHERE { ?x pg:descendsFrom ?y }")" 0 &&
	pg infer -s I 2>/dev/null &&
	equals "$(value I "SELECT (COUNT(*) AS ?n) WHERE { ?x pg:descendsFrom ?y }")" 3 &&
	printf "@prefix pg: <https://w3id.org/papergraph#> .\n<http://example.org/m/c> pg:extends <http://example.org/m/d> .\n" >lin2.ttl &&
	pg load -s I lin2.ttl &&
	equals "$(value I "SELECT (COUNT(*) AS ?n) WHERE { ?x pg:descendsFrom ?y }")" 6
'
t "a sqlite store is created by load too, blank nodes and all" '
	pg load -s sqlite:SQ five.ttl &&
	equals "$(value sqlite:SQ "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o FILTER(isBlank(?s)) }")" 4 &&
	equals "$(value sqlite:SQ "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")" 5
'
# ---- JSON-LD
t "load reads the JSON-LD that export writes: the same statements" '
	pg build -q -s JB "$PG_SRCDIR/data/iclr2024.txt" && pg export -s JB -f jsonld >kg.jsonld &&
	pg load -s JL kg.jsonld &&
	pg export -s JL -f ntriples | rapper -q -i ntriples -o ntriples - x: | sort -u >got.nt &&
	pg export -s JB -f ntriples | rapper -q -i ntriples -o ntriples - x: | sort -u >want.nt &&
	test -s want.nt && cmp got.nt want.nt
'
cat >forms.jsonld <<'JEOF'
{
  "@context": {"ex": "http://example.org/", "name": "http://example.org/name"},
  "@graph": [
    {"@id": "ex:a", "@type": ["ex:C", "ex:D"], "name": ["Alpha", {"@value": "Alfa", "@language": "it"}],
     "ex:n": 3, "ex:x": 2.5, "ex:ok": true, "ex:d": {"@value": "4.20", "@type": "http://www.w3.org/2001/XMLSchema#decimal"},
     "ex:knows": {"@id": "_:k"}, "ex:made": {"name": "embedded, no @id"}, "ex:none": null},
    {"@id": "_:k", "name": "blank"}
  ]
}
JEOF
t "load reads the JSON-LD value forms: types, language, numbers, booleans, blank and embedded nodes" '
	pg load -s JF forms.jsonld &&
	equals "$(value JF "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")" 12 &&
	equals "$(value JF "SELECT ?l WHERE { <http://example.org/a> <http://example.org/name> ?l FILTER(lang(?l) = \"it\") }")" Alfa &&
	equals "$(value JF "SELECT (datatype(?v) AS ?t) WHERE { <http://example.org/a> <http://example.org/x> ?v }")" http://www.w3.org/2001/XMLSchema#double &&
	equals "$(value JF "SELECT ?v WHERE { <http://example.org/a> <http://example.org/d> ?v }")" 4.20 &&
	equals "$(value JF "SELECT (COUNT(*) AS ?n) WHERE { ?s <http://example.org/name> ?o FILTER(isBlank(?s)) }")" 2
'
t "JSON-LD that load does not read is refused with the file, the line and why" '
	printf "{\n  \"@context\": {\"ex\": \"http://example.org/\"},\n  \"@id\": \"ex:a\",\n  \"ex:l\": {\"@list\": [1]}\n}\n" >list.jsonld &&
	expect_code 1 pg load -s JE list.jsonld 2>err && contains err "list.jsonld:4:" && contains err "@list" &&
	printf "{\"@context\": \"http://example.org/ctx\"}\n" >remote.jsonld &&
	expect_code 1 pg load -s JE remote.jsonld 2>err && contains err "remote" &&
	printf "{\n\"@id\": \"http://x/a\",\n\"http://x/p\": [1,\n}\n" >broken.jsonld &&
	expect_code 1 pg load -s JE broken.jsonld 2>err && contains err "broken.jsonld:4:" &&
	printf "{\"@id\": \"http://x/a\",\n\"http://x/p\": {\"@value\": \"t\", \"@language\": \"\\\\n\"}}\n" >lang.jsonld &&
	expect_code 1 pg load -s JE lang.jsonld 2>err && contains err "lang.jsonld:2:" && contains err "language tag" &&
	test ! -e JE/META
'
t "a language tag raptor cannot hold (256 characters or more) is refused with the file and line, in N-Triples, Turtle and RDF/XML" '
	tag=$(printf "%0300d" 0 | tr 0 a) &&
	printf "<http://x/a> <http://x/p> \"x\"@en .\n<http://x/a> <http://x/q> \"y\"@%s .\n" "$tag" >long.nt &&
	expect_code 1 pg load -s LT long.nt 2>err && contains err "long.nt:2:" && contains err "language tag" &&
	printf "@prefix x: <http://x/> .\nx:a x:p \"\"\"y\"\"\"@%s .\n" "$tag" >long.ttl &&
	expect_code 1 pg load -s LT long.ttl 2>err && contains err "long.ttl:2:" &&
	printf "<?xml version=\"1.0\"?>\n<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns:x=\"http://x/\">\n<rdf:Description rdf:about=\"http://x/a\"><x:p xml:lang=\"%s\">v</x:p></rdf:Description></rdf:RDF>\n" "$tag" >long.rdf &&
	expect_code 1 pg load -s LT long.rdf 2>err && contains err "long.rdf:3:" &&
	cat long.nt | expect_code 1 pg load -s LT --syntax ntriples - 2>err && contains err "language tag" &&
	test ! -e LT/META &&
	short=$(printf "%0255d" 0 | tr 0 a) &&
	printf "<http://x/a> <http://x/q> \"y\"@%s .\n" "$short" >ok.nt && pg load -s LT ok.nt 2>/dev/null &&
	equals "$(pg query -s LT -r csv "SELECT (STRLEN(LANG(?o)) AS ?n) { ?s ?p ?o }" | tail -n 1 | tr -d "\r")" 255
'
t "a boolean keeps the lexical form it was loaded with (librdf alone rewrites \"0\" as \"false\"), in query, lookups and exports" '
	printf "@prefix x: <http://x/> .\n@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\nx:a x:p \"0\"^^xsd:boolean .\nx:b x:p \"1\"^^xsd:boolean .\nx:c x:p true .\nx:d x:p \"maybe\"^^xsd:boolean .\n" >bool.ttl &&
	pg load -s BO bool.ttl 2>/dev/null &&
	pg_to b.csv query -s BO -r csv "SELECT ?s (STR(?o) AS ?l) (DATATYPE(?o) AS ?t) (IF(?o, 1, 0) AS ?v) { ?s <http://x/p> ?o } ORDER BY ?s" &&
	equals "$(tr -d "\r" <b.csv | sed 1d | tr "\n" " ")" "http://x/a,0,http://www.w3.org/2001/XMLSchema#boolean,0 http://x/b,1,http://www.w3.org/2001/XMLSchema#boolean,1 http://x/c,true,http://www.w3.org/2001/XMLSchema#boolean,1 http://x/d,maybe,http://www.w3.org/2001/XMLSchema#boolean,0 " &&
	equals "$(value BO "SELECT ?s { ?s <http://x/p> \"0\"^^<http://www.w3.org/2001/XMLSchema#boolean> }")" http://x/a &&
	equals "$(value BO "SELECT (COUNT(*) AS ?n) { ?s <http://x/p> \"false\"^^<http://www.w3.org/2001/XMLSchema#boolean> }")" 0 &&
	pg_to b.nt export -s BO -f ntriples && contains b.nt "<http://x/d> <http://x/p> \"maybe\"^^<http://www.w3.org/2001/XMLSchema#boolean> ." &&
	contains b.nt "\"0\"^^<http://www.w3.org/2001/XMLSchema#boolean>" && ! contains b.nt papergraph/store &&
	pg_to b.rdf export -s BO -f rdfxml && ! contains b.rdf papergraph/store &&
	pg_to c.ttl query -s BO -r turtle "CONSTRUCT { ?s <http://x/q> ?o } WHERE { ?s <http://x/p> ?o }" &&
	contains c.ttl "\"0\"^^" && ! contains c.ttl papergraph/store
'
done_testing
