#!/bin/sh
# Patterns with only the subject or only the object bound are answered from the
# Berkeley DB indexes (src/store/storage_lookup.c), not by a walk of the whole
# store: the same statements as the walk (PAPERGRAPH_LOOKUP=0) and as rdflib.
. "$PG_SRCDIR/tests/lib.sh"

RDFLIB=$(find_python rdflib)

pg build -q -s S "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg load -s S "$PG_SRCDIR/tests/data/lineage.ttl" 2>/dev/null
pg export -s S -f nquads >all.nq
P=$(pg query -s S -r csv "SELECT ?p WHERE { ?p a pg:Paper } LIMIT 1" | tr -d '\r' | sed -n 2p)
M=https://w3id.org/papergraph/id/method/beta-net

# both NAME QUERY: the answer (-r csv, or ntriples for CONSTRUCT) with the
# lookups, in NAME, and by the walk, in NAME.walk
both() {
	case $2 in CONSTRUCT*) fmt=ntriples ;; *) fmt=csv ;; esac
	pg_to "$1" query -s S -r $fmt "$2" &&
		(PAPERGRAPH_LOOKUP=0 && export PAPERGRAPH_LOOKUP && pg_to "$1.walk" query -s S -r $fmt "$2")
}

t "setup: a paper and a method to look up" '
	test -n "$P" && contains all.nq "<$M>"
'
t "(s ? ?): the same statements in the same order as the walk" '
	both sub "SELECT ?p ?o WHERE { <$P> ?p ?o }" && cmp sub sub.walk &&
	test "$(wc -l <sub)" -gt 5
'
t "(s ? ?) as CONSTRUCT, and for a method, the same as the walk" '
	both c "CONSTRUCT { <$P> ?p ?o } WHERE { <$P> ?p ?o }" && cmp c c.walk && test -s c &&
	both m "SELECT ?p ?o WHERE { <$M> ?p ?o }" && cmp m m.walk && test "$(wc -l <m)" -gt 3
'
t "(s ? ?) of every paper, bound by a join, the same as the walk" '
	both all "SELECT ?x ?p ?o WHERE { ?x a pg:Paper . ?x ?p ?o }" && cmp all all.walk &&
	test "$(wc -l <all)" -gt 20
'
t "(? ? o) for an IRI, a string and a number: the same statements as the walk" '
	both o1 "SELECT ?s ?p WHERE { ?s ?p <$M> }" && test "$(wc -l <o1)" -gt 1 &&
	both o2 "SELECT ?s ?p WHERE { ?s ?p \"BetaNet\" }" && test "$(wc -l <o2)" -gt 1 &&
	both o3 "SELECT ?s ?p WHERE { ?s ?p 2031 }" && test "$(wc -l <o3)" -gt 1 &&
	for f in o1 o2 o3; do sort $f >$f.s && sort $f.walk >$f.walk.s && cmp $f.s $f.walk.s || exit 1; done
'
t "nothing known: ASK is false, SELECT has no rows, both ways" '
	both a "ASK { <urn:nope> ?p ?o }" && cmp a a.walk && contains a false &&
	both b "SELECT ?s ?p WHERE { ?s ?p <urn:nope> }" && cmp b b.walk && test "$(wc -l <b)" -eq 1
'
if [ -z "$RDFLIB" ]; then
	t_skip "subject- and object-bound patterns: the same rows as rdflib" "python3-rdflib is not installed"
else
	t "subject- and object-bound patterns: the same rows as rdflib" '
		for q in "SELECT ?p ?o WHERE { <$P> ?p ?o }" "SELECT ?x ?p ?o WHERE { ?x a pg:Method . ?x ?p ?o }" \
			"SELECT ?s ?p WHERE { ?s ?p <$M> }" "SELECT ?s ?p WHERE { ?s ?p \"BetaNet\" }"; do
			echo "$q" >q.rq && pg_to ours.csv query -s S -r csv -q q.rq &&
				$RDFLIB "$PG_SRCDIR/tests/tools/rdflib_rows.py" all.nq q.rq ours.csv || exit 1
		done
	'
fi
done_testing
