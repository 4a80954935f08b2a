#!/bin/sh
# export: every format parses in raptor with the same statement count.
. "$PG_SRCDIR/tests/lib.sh"
command -v rapper >/dev/null || skip_all "rapper (raptor2-utils) is needed"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
pg export -s S -f ntriples >all.nt
N=$(wc -l <all.nt)

for f in turtle:turtle ntriples:ntriples nquads:nquads rdfxml:rdfxml; do
	fmt=${f%%:*}; parser=${f#*:}
	t "export -f $fmt parses with rapper and holds $N statements" "
		pg export -s S -f $fmt >out.$fmt && rapper -i $parser -c out.$fmt 2>err &&
		contains err 'returned $N triples'
	"
done
t "the N-Quads export names a graph per paper" '
	pg export -s S -f nquads >out.nq &&
	grep -c "<https://w3id.org/papergraph/id/paper/iclr2024-1> \\.$" out.nq >n && test "$(cat n)" -gt 0
'
t "the Turtle export uses prefixes and a base" '
	pg export -s S >out.ttl && contains out.ttl "@prefix pg: <https://w3id.org/papergraph#> ." &&
	contains out.ttl "@base <https://w3id.org/papergraph/id/> ." && contains out.ttl "a pg:Paper"
'
t "-o writes the file and nothing to stdout" '
	pg export -s S -f ntriples -o file.nt >out && test ! -s out && cmp file.nt all.nt
'
t "-o into a missing directory exits 1 and leaves nothing" '
	expect_code 1 pg export -s S -o nodir/x.ttl 2>err && contains err nodir
'
t "an unknown format exits 1" '
	expect_code 1 pg export -s S -f yaml 2>err && contains err yaml
'
t "extract writes the same statements as build+export (less the ontology and quality graphs), without a store" '
	pg_to ex.raw extract "$PG_SRCDIR/data/iclr2024.txt" && sort -u ex.raw >ex.nt &&
	pg_to st.nq export -s S -f nquads --no-inferred &&
	grep -v -e "/graph/ontology> \\.$" -e "/graph/quality> \\.$" st.nq |
	sed "s/ <[^>]*> \\.$/ ./" | sort -u >st.nt && cmp ex.nt st.nt
'
t "extract -f turtle parses" '
	pg extract -f turtle "$PG_SRCDIR/data/iclr2024.txt" >ex.ttl && rapper -q -i turtle -c ex.ttl
'
t "extract -f nquads parses" '
	pg extract -f nquads "$PG_SRCDIR/data/iclr2024.txt" >ex.nq && rapper -q -i nquads -c ex.nq
'
t "export -f trig has the N-Quads export's statements, graph by graph, and rapper reads it" '
	pg export -s S -f trig >out.trig && pg export -s S -f nquads >out.nq &&
	rapper -q -i trig -o nquads out.trig 2>err | sort >from-trig.nq &&
	rapper -q -i nquads -o nquads out.nq | sort >want.nq && test -s want.nq && cmp from-trig.nq want.nq && test "$(grep -c "^<[^>]*> {$" out.trig)" -gt 10 && tail -n 1 out.trig | grep -qx "}"
'
t "load reads its own TriG export back (graphs kept)" '
	pg load -s T2 out.trig && pg export -s T2 -f nquads | rapper -q -i nquads -o nquads - x: | sort >back.nq &&
	cmp back.nq want.nq
'
done_testing
