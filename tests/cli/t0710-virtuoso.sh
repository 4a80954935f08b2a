#!/bin/sh
# publish virtuoso: a private Virtuoso on loopback ports loads the graph with
# its bulk loader and answers a property-path lineage query over /sparql.
. "$PG_SRCDIR/tests/lib.sh"
for tool in virtuoso-t isql-vt python3; do
	command -v "$tool" >/dev/null 2>&1 ||
		skip_all "$tool is not installed (Debian packages virtuoso-opensource, python3)"
done

# two free loopback ports: SQL (isql) and HTTP (/sparql)
set -- $(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')
sqlport=$1 httpport=$2
V=$TEST_DIR/virtuoso
mkdir -p "$V" "$TEST_DIR/pub"
cat >"$V/virtuoso.ini" <<INI
[Database]
DatabaseFile = $V/virtuoso.db
ErrorLogFile = $V/virtuoso.log
LockFile = $V/virtuoso.lck
TransactionFile = $V/virtuoso.trx
xa_persistent_file = $V/virtuoso.pxa
[TempDatabase]
DatabaseFile = $V/virtuoso-temp.db
TransactionFile = $V/virtuoso-temp.trx
[Parameters]
ServerPort = 127.0.0.1:$sqlport
DisableUnixSocket = 1
DirsAllowed = ., $TEST_DIR/pub
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
CheckpointInterval = 0
[HTTPServer]
ServerPort = 127.0.0.1:$httpport
ServerRoot = $V
ServerThreads = 4
[SPARQL]
ResultSetMaxRows = 10000
MaxQueryExecutionTime = 60
INI
(cd "$V" && exec virtuoso-t -f -c virtuoso.ini >server.out 2>&1) &
vpid=$!
trap 'kill $vpid 2>/dev/null; wait $vpid 2>/dev/null; rm -rf "$TEST_DIR"' EXIT
up=
for _ in $(seq 1 120); do
	if isql-vt "127.0.0.1:$sqlport" dba dba VERBOSE=OFF BANNER=OFF 'EXEC=status();' >/dev/null 2>&1; then
		up=yes
		break
	fi
	kill -0 $vpid 2>/dev/null || break
	sleep 0.5
done
[ -n "$up" ] || { echo "# virtuoso did not start:"; sed 's/^/# /' "$V/server.out" "$V/virtuoso.log" 2>/dev/null | tail -n 20; }

sparql() { # QUERY: the CSV answer of Virtuoso's /sparql on 127.0.0.1
	python3 - "$httpport" "$1" <<'PY'
import sys, urllib.parse, urllib.request
req = urllib.request.Request("http://127.0.0.1:%s/sparql" % sys.argv[1],
    data=urllib.parse.urlencode({"query": sys.argv[2]}).encode(), headers={"Accept": "text/csv"})
sys.stdout.write(urllib.request.urlopen(req, timeout=60).read().decode())
PY
}
ID=https://w3id.org/papergraph/id

pg build -q -s L "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg load -s L "$PG_SRCDIR/tests/data/lineage.ttl" 2>/dev/null

t "virtuoso started on loopback ports" '
	test -n "$up"
'
t "publish virtuoso loads the store with the bulk loader" '
	pg publish virtuoso -s L --dir pub --isql '"$sqlport"' >out 2>err &&
	contains err "statements loaded into Virtuoso" && test -s pub/papergraph.nq &&
	contains out "pub/papergraph.nq"
'
t "property path pg:extends+ gives the lineage" '
	sparql "PREFIX pg: <https://w3id.org/papergraph#>
		SELECT ?a WHERE { <$ID/method/alpha-net> pg:extends+ ?a } ORDER BY ?a" | tr -d "\r" >out &&
	equals "$(cat out | tr "\n" " ")" "\"a\" \"$ID/method/beta-net\" \"$ID/method/gamma-net\" "
'
t "papergraph named graphs are Virtuoso graphs" '
	sparql "SELECT (COUNT(*) AS ?n) WHERE { GRAPH <$ID/graph/entities> { ?s a <https://w3id.org/papergraph#Method> } }" |
		tr -d "\r" | sed -n 2p >n && test "$(cat n)" -gt 0 &&
	sparql "SELECT (COUNT(*) AS ?n) WHERE { GRAPH <$ID/graph/inferred> { ?s ?p ?o } }" | tr -d "\r" | sed -n 2p >n &&
	test "$(cat n)" -gt 0
'
t "the same statement count as the store" '
	n=$(grep -c . pub/papergraph.nq) &&
	sparql "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } FILTER(STRSTARTS(STR(?g), \"$ID/\") || STRSTARTS(STR(?g), \"file:\")) }" |
		tr -d "\r" | sed -n 2p >m && equals "$(cat m)" "$n"
'
t "publishing again adds nothing twice" '
	pg publish virtuoso -s L --dir pub --isql '"$sqlport"' >/dev/null 2>&1 &&
	sparql "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } FILTER(STRSTARTS(STR(?g), \"$ID/\") || STRSTARTS(STR(?g), \"file:\")) }" |
		tr -d "\r" | sed -n 2p >m2 && cmp m m2
'
t "--graph puts everything into one graph" '
	pg publish virtuoso -s L --dir pub --isql '"$sqlport"' --graph http://example.org/one >/dev/null 2>&1 &&
	sparql "PREFIX pg: <https://w3id.org/papergraph#>
		SELECT ?a WHERE { GRAPH <http://example.org/one> { <$ID/method/alpha-net> pg:extends+ ?a } } ORDER BY ?a" |
		tr -d "\r" | tr "\n" " " >out &&
	equals "$(cat out)" "\"a\" \"$ID/method/beta-net\" \"$ID/method/gamma-net\" "
'
pgport=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
$PG_VALGRIND "$PG" serve -s L --port "$pgport" --upstream "http://127.0.0.1:$httpport/sparql" 2>serve.log &
spid=$!
trap 'kill $spid $vpid 2>/dev/null; wait $spid $vpid 2>/dev/null; rm -rf "$TEST_DIR"' EXIT
i=0; while [ $i -lt 100 ] && ! curl -s -o /dev/null "http://127.0.0.1:$pgport/"; do sleep 0.1; i=$((i + 1)); done
through() { # QUERY: papergraph serve's CSV answer, from Virtuoso upstream
	curl -s -H "Accept: text/csv" --data-urlencode "query=$1" "http://127.0.0.1:$pgport/sparql"
}
t "serve --upstream answers a property-path lineage query through papergraph" '
	through "PREFIX pg: <https://w3id.org/papergraph#>
		SELECT DISTINCT ?a WHERE { <$ID/method/alpha-net> pg:extends+ ?a } ORDER BY ?a" | tr -d "\r" >out &&
	equals "$(cat out | tr "\n" " ")" "\"a\" \"$ID/method/beta-net\" \"$ID/method/gamma-net\" "
'
t "serve --upstream still refuses updates and SERVICE with 403" '
	equals "$(curl -s -o /dev/null -w "%{http_code}" --data-urlencode "query=INSERT DATA { <http://a> <http://b> <http://c> }" "http://127.0.0.1:$pgport/sparql")" 403 &&
	equals "$(curl -s -o /dev/null -w "%{http_code}" --data-urlencode "query=SELECT * WHERE { SERVICE <http://127.0.0.1:1/> { ?s ?p ?o } }" "http://127.0.0.1:$pgport/sparql")" 403
'
t "serve --upstream keeps the linked-data pages its own" '
	curl -s -H "Accept: text/html" "http://127.0.0.1:$pgport/method/alpha-net" >page.html &&
	contains page.html AlphaNet && contains page.html BetaNet
'
kill $spid 2>/dev/null; wait $spid 2>/dev/null
t "serve --upstream refuses a URL off the loopback interface" '
	expect_code 1 "$PG" serve -s L --upstream http://example.org/sparql 2>err && contains err loopback
'
t "a --dir that cannot be made: exit 1" '
	: >afile && expect_code 1 "$PG" publish virtuoso -s L --dir afile/sub --isql '"$sqlport"' 2>err &&
	contains err "afile/sub"
'
t "no server on the port: exit 1" '
	expect_code 1 "$PG" publish virtuoso -s L --dir pub --isql 1 2>err && contains err "bulk load failed"
'
t "publish --help, and an unknown target is a usage error" '
	pg publish --help >out && contains out "publish virtuoso" &&
	expect_code 1 "$PG" publish fuseki 2>err && contains err "(see" && contains err " --help" && test "$(wc -l <err)" -eq 1
'
done_testing
