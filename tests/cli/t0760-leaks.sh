#!/bin/sh
# valgrind finds no definitely lost bytes in build, add, load, infer, query and
# serve (stopped cleanly after a few requests), with tests/valgrind.supp, whose
# suppressions are leaks inside Redland that papergraph cannot avoid, each
# documented there. Runs papergraph under its own valgrind, also when the suite
# itself runs under valgrind (then `pg` would wrap it twice).
. "$PG_SRCDIR/tests/lib.sh"
command -v valgrind >/dev/null || skip_all "valgrind is not installed"
if ldd "$PG" 2>/dev/null | grep -q libasan || grep -q __asan_init "$PG" 2>/dev/null; then
	skip_all "a sanitizer build cannot run under valgrind (LeakSanitizer checks it instead)"
fi

DATA=$PG_SRCDIR/tests/data
VG="valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99
	--suppressions=$PG_SRCDIR/tests/valgrind.supp"

# no_loss LOG: fails, showing the loss records, unless LOG (one valgrind
# process's log) ends with a leak summary of no definitely lost bytes.
no_loss() {
	if grep -q "All heap blocks were freed" "$1" || grep -q "definitely lost: 0 bytes in 0 blocks" "$1"; then
		return 0
	fi
	echo "$1: definitely lost bytes, or no leak summary:"
	grep -A14 -E "definitely lost in|LEAK SUMMARY" "$1" | sed 's/^==[0-9]*== *//' | head -n 60
	return 1
}

# vg NAME ARGS...: runs papergraph ARGS under valgrind, its log in NAME.vg;
# fails unless papergraph exits 0 and nothing was definitely lost.
vg() {
	vg_name=$1
	shift
	$VG --log-file="$vg_name.vg" "$PG" "$@" >"$vg_name.out" 2>"$vg_name.err" || {
		echo "exit $? from valgrind papergraph $*"
		cat "$vg_name.err"
		no_loss "$vg_name.vg"
		return 1
	}
	no_loss "$vg_name.vg"
}

printf '%s\n' '{"id": "leak-1", "title": "LeakNet", "abstract": "We propose LeakNet, which extends GraphMixer-X for node classification. On Cora, LeakNet reaches 85.1% accuracy, outperforming GraphMixer-X.", "year": 2032}' >more.jsonl
"$PG" extract "$DATA/small.jsonl" >small.nt

t "build" '
	vg build build -q -s S "$DATA/small.jsonl" && "$PG" stats -s S >stats && contains stats papers
'
t "add" '
	cp -R S A && vg add add -q -s A more.jsonl
'
t "load, Turtle and N-Triples with typed literals" '
	cp -R S L && vg load load -s L "$DATA/lineage.ttl" small.nt
'
t "load creating a store: blank nodes, --graph, the same file again, export" '
	printf "@prefix ex: <http://example.org/vg#> .\n_:a ex:p _:b ; ex:q \"v\"@en .\nex:s ex:r [ ex:n 2 ] .\n" >blank.ttl &&
	vg load-new load -s N blank.ttl &&
	vg load-graph load -s N --graph http://example.org/vg-g blank.ttl "$DATA/lineage.ttl" &&
	vg load-again load -s N --graph http://example.org/vg-g "$DATA/lineage.ttl" &&
	vg export-blank export -s N -f turtle && contains export-blank.out "_:"
'
t "infer of a store and infer - of N-Triples" '
	cp -R S I && vg infer infer -s I &&
	$VG --log-file=infer-stdin.vg "$PG" infer - <small.nt >inferred.nt && test -s inferred.nt &&
	no_loss infer-stdin.vg
'
t "query: joins; GRAPH, DISTINCT, OPTIONAL, ORDER BY; subject- and object-bound" '
	P=$("$PG" query -s S -r csv "SELECT ?p WHERE { ?p a pg:Paper } LIMIT 1" | tr -d "\r" | sed -n 2p) &&
	test -n "$P" &&
	vg q-claims query -s S -r csv -q claims &&
	vg q-mixed query -s S -r csv "SELECT DISTINCT ?x ?l ?g ?t WHERE {
		?x rdfs:label ?l OPTIONAL { GRAPH ?g { ?x a ?t } } } ORDER BY ?l" &&
	vg q-around query -s S -r ntriples "CONSTRUCT { <$P> ?p ?o . ?s ?q <$P> }
		WHERE { { <$P> ?p ?o } UNION { ?s ?q <$P> } }" &&
	test "$(wc -l <q-mixed.out)" -gt 1 && test "$(wc -l <q-around.out)" -gt 3
'
t "serve, stopped by SIGTERM after a query, a resource page and a CONSTRUCT" '
	need curl
	$VG --log-file=serve.vg.%p "$PG" serve -s S --port 0 2>serve.log &
	SP=$!
	i=0
	URL=
	while [ $i -lt 300 ] && [ -z "$URL" ]; do
		port=$(sed -n "s|.* on http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p" serve.log | head -n 1)
		[ -n "$port" ] && curl -s -o /dev/null "http://127.0.0.1:$port/sparql" && URL=http://127.0.0.1:$port
		[ -n "$URL" ] || sleep 0.1
		i=$((i + 1))
	done
	test -n "$URL" || { kill -9 $SP; cat serve.log; exit 1; }
	P=$("$PG" query -s S -r csv "SELECT ?p WHERE { ?p a pg:Paper } LIMIT 1" | tr -d "\r" | sed -n 2p)
	code1=$(curl -s -o q.out -w "%{http_code}" --data-urlencode "query=SELECT DISTINCT ?t WHERE { ?s a ?t }" "$URL/sparql")
	code2=$(curl -s -o page.out -w "%{http_code}" -H "Accept: text/html" "$URL/${P#https://w3id.org/papergraph/id/}")
	code3=$(curl -s -o c.out -w "%{http_code}" --data-urlencode "query=CONSTRUCT { <$P> ?p ?o } WHERE { <$P> ?p ?o }" "$URL/sparql")
	kill -TERM $SP
	wait $SP
	rc=$?
	equals "$code1 $code2 $code3 $rc" "200 200 200 0" && no_loss serve.vg.$SP
'
done_testing
