#!/bin/sh
# A damaged store fails loudly: copies of a store with a byte flipped in an
# index header and in a data page, an index cut short or deleted, lines
# deleted from GRAPHS and an edited META give `query`, `export`, `serve` and
# `check` a message naming what is damaged and exit 2 (never a crash, never
# exit 0 with part of the graph). A sound store, and one written before page
# checksums and seals, pass `check`.
. "$PG_SRCDIR/tests/lib.sh"

# 100 synthetic abstracts (short lineage chains, so little to infer)
awk 'BEGIN {
	for (i = 1; i <= 100; i++)
		printf "{\"id\": \"syn-%d\", \"title\": \"SynNet%d for Node Classification\", \"abstract\": \"We propose SynNet%d, which extends BaseNet%d with gated layers for node classification. On DataSet%d, SynNet%d reaches %d.%d%% accuracy, outperforming BaseNet%d.\", \"year\": 2031}\n", i, i, i, i % 7, i % 17, i, 60 + i % 30, i % 10, i % 7
}' >syn.jsonl
pg build -q -s S syn.jsonl

# flip FILE OFFSET: inverts one byte of FILE in place.
flip() {
	b=$(od -An -tu1 -j"$2" -N1 "$1" | tr -d ' ')
	printf "$(printf '\\%03o' $((b ^ 255)))" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null
}
# in_data FILE: the offset of a byte of a statement in FILE, on a page in use
# (inside the name of paper syn-50, its last copy: not a key of an inner page).
in_data() {
	echo $(($(grep -abo "syn-50" "$1" | tail -n 1 | cut -d: -f1) + 4))
}

cp -r S header && flip header/kg-po2s.db 21                    # the page size
cp -r S header2 && flip header2/kg-po2s.db 60                  # inside the uid: the meta page's checksum
cp -r S data && for i in sp2o po2s so2p p2so contexts; do flip data/kg-$i.db $(in_data data/kg-$i.db); done
cp -r S short && truncate -s 100000 short/kg-po2s.db
cp -r S gone && rm gone/kg-po2s.db
cp -r S graphs && sed -i 5,60d graphs/GRAPHS
cp -r S meta && sed -i 's|^base https://w3id.org/papergraph/id/|base https://w3id.org/papergraph/xx/|' meta/META
CASES="header header2 data short gone graphs meta"

# raw ARGS...: papergraph without valgrind or LeakSanitizer, for a damaged
# store: Berkeley DB does not free a database it stopped on a failed checksum,
# nor librdf one it failed to open (the process exits 2 right after; a sound
# store's commands run under valgrind below).
raw() {
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "$PG" "$@"
}

# exit2 CMD...: fails unless CMD exits 2 (a crash is >= 128) with a message
# naming the damage on stderr (in `err`).
exit2() {
	"$@" >out 2>err
	got=$?
	if [ "$got" -ne 2 ]; then
		echo "expected exit 2, got $got from: $*"
		head -n 5 err
		return 1
	fi
	grep -q "is damaged (.*); rebuild or restore it\|the store is damaged" err || {
		echo "no damage message from: $*"
		cat err
		return 1
	}
}

# serve_at STORE ARGS...: starts serve on STORE in the background (pid in
# `pid`, stderr in `err`) and waits until it listens (port in `port`) or
# exits (port empty), for at most 20 s.
serve_at() {
	store=$1
	shift
	# exec: $! must be the server itself, not a subshell around it, so that
	# a kill stops it (a function run with & is such a subshell)
	(ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" exec "$PG" serve -s "$store" \
		--port 0 "$@" >/dev/null 2>err) &
	pid=$!
	i=0
	port=
	while [ $i -lt 200 ] && [ -z "$port" ] && kill -0 $pid 2>/dev/null; do
		port=$(sed -n "s|.* on http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p" err)
		sleep 0.1
		i=$((i + 1))
	done
}

# serve_damaged STORE: serve must exit 2 with the message before it listens,
# whatever the damage (it reads every page at start-up); a server that
# listens is stopped and the case fails.
serve_damaged() {
	serve_at "$1"
	if [ -n "$port" ] || kill -0 $pid 2>/dev/null; then
		echo "serve started on a damaged store: $(cat err)"
		kill $pid
		wait $pid
		return 1
	fi
	wait $pid
	got=$?
	equals "$got" 2 && contains err "is damaged (" && contains err "; rebuild or restore it"
}

t "a sound store passes check with exit 0" '
	pg_to out check -s "$TEST_DIR/S" && contains out "the 5 indexes agree on" &&
	contains out "page checksums on"
'
t "the store records page checksums and seals META and GRAPHS" '
	contains "$TEST_DIR/S/META" "checksums yes" && contains "$TEST_DIR/S/META" "check fnv1a-64 " &&
	grep -q "^graphs $(wc -l <"$TEST_DIR/S/GRAPHS") " "$TEST_DIR/S/META"
'
for c in $CASES; do
	t "$c: query exits 2 with a message" '
		exit2 raw query -s "$TEST_DIR/'$c'" -r csv "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }" &&
		exit2 raw query -s "$TEST_DIR/'$c'" -r csv "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
	'
	t "$c: export exits 2, writes no file, and stdout is empty or marked incomplete" '
		exit2 raw export -s "$TEST_DIR/'$c'" -f nquads -o e.nq && test ! -e e.nq &&
		exit2 raw export -s "$TEST_DIR/'$c'" -f nquads &&
		{ test ! -s out || test "$(tail -n 1 out)" = "papergraph export failed: the output above is incomplete"; }
	'
	t "$c: serve refuses to start with exit 2 and the message, no server left running" '
		serve_damaged "$TEST_DIR/'$c'"
	'
	t "$c: check exits 2 and says what is damaged" '
		raw check -s "$TEST_DIR/'$c'" >out 2>err; got=$? &&
		equals "$got" 2 && grep -q "is damaged" out
	'
done

t "the message names the index and why" '
	exit2 raw query -s "$TEST_DIR/header" "ASK {}" &&
	contains err "header: index kg-po2s.db is damaged (bad page size" &&
	exit2 raw query -s "$TEST_DIR/short" "ASK {}" && contains err "index kg-po2s.db is damaged (" &&
	exit2 raw query -s "$TEST_DIR/gone" "ASK {}" && contains err "index kg-po2s.db is damaged (the file is missing)" &&
	exit2 raw query -s "$TEST_DIR/graphs" "ASK {}" && contains err "GRAPHS is damaged (it lists" &&
	exit2 raw query -s "$TEST_DIR/meta" "ASK {}" && contains err "META is damaged ("
'
t "the data-page case names the index and the page at start-up" '
	cp -r "$TEST_DIR/S" one && flip one/kg-sp2o.db $(in_data one/kg-sp2o.db) &&
	serve_damaged one && contains err "serve: one: index kg-sp2o.db is damaged (page " &&
	contains err "fails its checksum); rebuild or restore it"
'
t "serve also refuses a data page whose type byte now says meta page (a different checksum rule)" '
	cp -r "$TEST_DIR/S" two && ps=$(od -An -tu4 -j20 -N4 two/kg-po2s.db | tr -d " ") &&
	printf "\011" | dd of=two/kg-po2s.db bs=1 seek=$((ps * 2 + 25)) conv=notrunc 2>/dev/null &&
	serve_damaged two && contains err "index kg-po2s.db is damaged (page 2 fails its checksum)"
'
t "with --no-page-check a damaged page met by a running server answers 500 with the message" '
	need curl
	serve_at one --no-page-check && test -n "$port" &&
	code=$(curl -s -o body -w "%{http_code}" --data-urlencode \
		"query=SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }" "http://127.0.0.1:$port/sparql")
	kill $pid
	wait $pid
	equals "$code" 500 && contains body "index kg-sp2o.db is damaged"
'
t "a store without page checksums starts serve (nothing to check the pages against)" '
	PAPERGRAPH_BDB_CHKSUM=0 pg build -q -s nosum "$TEST_DIR/syn.jsonl" && grep -q "^checksums no" nosum/META &&
	serve_at nosum && test -n "$port" && kill $pid && wait $pid
'
t "add does not carry a damaged page into a new store" '
	cp -r "$TEST_DIR/S" a &&
	off=$(grep -abo "SynNet50 for" a/kg-contexts.db | tail -n 1 | cut -d: -f1) &&
	flip a/kg-contexts.db $((off + 4)) &&
	printf "%s\n" "{\"id\": \"new-1\", \"abstract\": \"We propose ZetaNet for node classification on Cora.\"}" >new.jsonl &&
	exit2 raw add -s a new.jsonl && exit2 raw check -s a
'
t "a store without checksums and seals (as written before) opens and passes check" '
	PAPERGRAPH_BDB_CHKSUM=0 pg build -q -s old "$TEST_DIR/syn.jsonl" &&
	sed -i "/^checksums \|^graphs \|^check /d" old/META && ! grep -q "^check" old/META &&
	pg_to n.csv query -s old -r csv "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }" &&
	pg_to m.csv query -s "$TEST_DIR/S" -r csv "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }" && cmp n.csv m.csv &&
	pg_to out check -s old && contains out "META has no seal" && contains out "not recorded"
'
t "check finds a flipped data byte in an old store by comparing the indexes" '
	PAPERGRAPH_BDB_CHKSUM=0 pg build -q -s old "$TEST_DIR/syn.jsonl" &&
	sed -i "/^checksums \|^graphs \|^check /d" old/META &&
	# every copy of the name: the last one may lie in a page'"'"'s free space,
	# which a build under valgrind leaves with other bytes
	for at in $(grep -abo "syn-50" old/kg-sp2o.db | cut -d: -f1); do flip old/kg-sp2o.db $((at + 4)); done &&
	raw check -s old >out 2>err; got=$?; equals "$got" 2 &&
	contains out "index kg-sp2o.db is damaged (it holds"
'
t "a sealed META whose checksums line is cut off is damaged" '
	cp -r "$TEST_DIR/S" c && sed -i "/^check /d" c/META &&
	exit2 raw query -s c "ASK {}" && contains err "check line is missing"
'
t "check: usage and a directory that is not a store" '
	expect_code 1 pg check -s "$TEST_DIR/S" extra 2>err && contains err "(see" && contains err " --help" && test "$(wc -l <err)" -eq 1 &&
	mkdir empty && expect_code 1 pg check -s empty 2>err
'
done_testing
