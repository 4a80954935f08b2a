#!/bin/sh
# The store's commit and its readers: a full disk is reported once and leaves
# the store as it was; the new store is fsynced before the swap and its parent
# after; a writer killed with kill -9 leaves one whole store; a reader that
# opens the store while writers swap new ones in reads one of them, never a mix.
. "$PG_SRCDIR/tests/lib.sh"
CORPUS=$PG_SRCDIR/data/iclr2024.txt
SMALL=$PG_SRCDIR/tests/data/small.jsonl

# A join over two indexes (p2so, then sp2o): a reader with indexes of two
# stores answers 0 or nothing. The answers of the two stores:
JOIN='SELECT (COUNT(*) AS ?n) WHERE { ?x pg:inPaper ?p . ?p a pg:Paper }'
# Both answers follow the extraction rules (sentences and titles that carry
# evidence), so they are measured once here, from stores no writer touches.
"$PG" build -q -s ref.S "$CORPUS" >/dev/null 2>&1
BIG=$("$PG" query -s ref.S -r csv "$JOIN" 2>/dev/null | tail -n 1 | tr -d '\r')
"$PG" build -q -s ref.small "$SMALL" >/dev/null 2>&1
SMALLN=$("$PG" query -s ref.small -r csv "$JOIN" 2>/dev/null | tail -n 1 | tr -d '\r')

last_value() {
	tail -n 1 "$1" | tr -d '\r'
}

# ---- a full disk (a small tmpfs)

# full_disk_run KB: on a tmpfs of KB KiB holding the store of small.jsonl,
# builds the bundled corpus; passes if the build worked (the new store is
# there) or failed with one line that says "no space left on device" and left
# the old store as it was. Prints "full" or "fits".
full_disk_run() {
	mkdir -p mnt && mount -t tmpfs -o size="$1"k tmpfs mnt || return 1
	"$PG" build -q -s mnt/S "$SMALL" 2>/dev/null
	had=$( "$PG" stats -s mnt/S 2>/dev/null | grep '^triples' )
	pg build -s mnt/S "$CORPUS" 2>err
	rc=$?
	now=$( "$PG" stats -s mnt/S 2>/dev/null | grep '^triples' )
	left=$(ls mnt | grep -c staging)
	umount mnt
	lines=$(wc -l <err)
	if [ $rc -eq 0 ]; then
		echo fits
		return 0
	fi
	echo "size ${1}k: exit $rc, $lines lines, before '$had', after '$now'" >&2
	cat err >&2
	[ "$lines" -lt 20 ] && [ "$(grep -c 'no space left on device' err)" -eq 1 ] &&
		grep -q 'the store was left as it was' err && [ "$now" = "$had" ] &&
		[ "$left" -eq 0 ] && echo full
}

t "a full disk: one line says 'no space left on device', the old store is intact" '
	[ "$(id -u)" -eq 0 ] || skip "mounting a tmpfs needs root"
	mkdir -p probe && mount -t tmpfs -o size=64k tmpfs probe 2>/dev/null ||
		skip "this machine does not allow mounting a tmpfs"
	umount probe
	full=0
	# from "the new indexes cannot be created" to "all of it fits"
	for kb in 1700 2400 3200 4000 4800 5600 6100 6236 6300 8000; do
		r=$(full_disk_run $kb) || exit 1
		[ "$r" = full ] && full=$((full + 1))
	done
	echo "$full of 10 sizes filled the disk"
	[ $full -ge 7 ]
'
t "a full disk during add leaves the store as it was" '
	[ "$(id -u)" -eq 0 ] || skip "mounting a tmpfs needs root"
	mkdir -p mnt && mount -t tmpfs -o size=4000k tmpfs mnt 2>/dev/null ||
		skip "this machine does not allow mounting a tmpfs"
	"$PG" build -q -s mnt/S "$SMALL" && "$PG" stats -s mnt/S | grep "^triples" >before
	pg add -s mnt/S "$CORPUS" 2>err; rc=$?
	"$PG" stats -s mnt/S | grep "^triples" >after; umount mnt
	cat err; test $rc -ne 0 && test "$(wc -l <err)" -lt 20 && contains err "no space left on device" &&
	cmp before after
'

# ---- durability: fsync before the swap, and of the parent after it

t "build fsyncs every file and the new directory before the swap, the parent after" '
	need strace
	"$PG" build -q -s S "$SMALL" &&
	# (LeakSanitizer cannot run under ptrace)
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
		strace -f -y -qq -e trace=fsync,fdatasync,rename,renameat2 -o trace "$PG" build -q -s S "$CORPUS" ||
		exit 1
	swap=$(grep -n "renameat2(.*S.staging.*RENAME_EXCHANGE) = 0" trace | cut -d: -f1)
	test -n "$swap" || { cat trace; exit 1; }
	for f in $(ls S) ; do
		head -n "$swap" trace | grep -Eq "f(data)?sync\([0-9]+</.*/S\.staging\.[0-9]+/$f>\) += 0" ||
			{ echo "$f not fsynced before the swap"; cat trace; exit 1; }
	done
	head -n "$swap" trace | grep -Eq "fsync\([0-9]+</.*/S\.staging\.[0-9]+>\) += 0" ||
		{ echo "the new directory was not fsynced before the swap"; cat trace; exit 1; }
	tail -n +"$swap" trace | grep -Eq "fsync\([0-9]+<$(pwd -P)>\) += 0" ||
		{ echo "the parent was not fsynced after the swap"; cat trace; exit 1; }
'

# ---- a writer killed at any moment

t "a writer killed with kill -9 at any moment leaves one whole store; the next one works" '
	"$PG" build -q -s K "$SMALL" || exit 1
	for ms in 010 040 070 100 140 190 250 400; do
		"$PG" build -q -s K "$CORPUS" 2>/dev/null &
		w=$!
		sleep 0.$ms
		kill -9 $w 2>/dev/null
		wait $w 2>/dev/null
		"$PG" query -s K -r csv "$JOIN" >out || exit 1
		n=$(last_value out)
		[ "$n" = "$SMALLN" ] || [ "$n" = "$BIG" ] || { echo "killed after 0.$ms s: \"$n\""; exit 1; }
	done
	pg build -q -s K "$SMALL" && pg_to out query -s K -r csv "$JOIN" &&
	equals "$(last_value out)" "$SMALLN" && ! ls -d K.staging.* 2>/dev/null
'

# ---- readers while writers swap new stores in

# race READS DELAY_MS PAUSE: READS queries of $JOIN, each open delayed
# DELAY_MS between two index files (PAPERGRAPH_TEST_OPEN_DELAY_MS, a test-only
# hook), while a writer rebuilds S from one input, then the other, pausing
# PAUSE s between builds. Counts the answers: ok (one store's), clear (exit 2
# "the store changed while it was being opened"), bad (anything else). The
# reads run papergraph directly, not under valgrind: 50 of them would take
# minutes there; the last case runs one under pg.
race() {
	rm -rf S S.* stop
	"$PG" build -q -s S "$SMALL" || return 1
	(
		i=0
		while [ ! -f stop ]; do
			i=$((i + 1))
			if [ $((i % 2)) -eq 0 ]; then in=$SMALL; else in=$CORPUS; fi
			"$PG" build -q -s S "$in" 2>>writer.err || echo "build $i failed" >>writer.err
			sleep "$3"
		done
		echo $i >writes
	) &
	ok=0 clear=0 bad=0 r=0
	while [ $r -lt "$1" ]; do
		r=$((r + 1))
		PAPERGRAPH_TEST_OPEN_DELAY_MS=$2 "$PG" query -s S -r csv "$JOIN" >out 2>err
		rc=$?
		n=$(last_value out)
		if [ $rc -eq 0 ] && { [ "$n" = "$SMALLN" ] || [ "$n" = "$BIG" ]; }; then
			ok=$((ok + 1))
		elif [ $rc -eq 2 ] && grep -q "the store changed while it was being opened; try again" err; then
			clear=$((clear + 1))
		else
			bad=$((bad + 1))
			echo "read $r: exit $rc, last line \"$n\": $(head -c 300 err)"
		fi
	done
	touch stop
	wait
	echo "$ok correct, $clear clear errors, $bad wrong, while $(cat writes) builds ran"
	! test -s writer.err || { cat writer.err; return 1; }
}

t "the two stores a writer alternates between answer the small count and the corpus count (more)" '
	pg build -q -s A "$SMALL" && pg_to a.csv query -s A -r csv "$JOIN" &&
	pg build -q -s B "$CORPUS" && pg_to b.csv query -s B -r csv "$JOIN" &&
	[ "$SMALLN" -gt 0 ] && equals "$(last_value a.csv)" "$SMALLN" && [ "$BIG" -gt "$SMALLN" ] &&
		equals "$(last_value b.csv)" "$BIG"
'
t "50 reads while a writer swaps stores in: each a correct count or a clear error" '
	race 50 60 0.1 >result; cat result
	grep -q " 0 wrong," result
'
t "a reader that always meets a swap says so (exit 2), never answers wrongly" '
	# each open waits 3 builds long (builds are slower under the sanitizers),
	# while builds run back to back
	t0=$(date +%s%N) && "$PG" build -q -s T "$CORPUS" && t1=$(date +%s%N) || exit 1
	race 2 $(( (t1 - t0) / 1000000 * 3 + 100 )) 0 >result; cat result
	grep -q " 0 wrong" result && ! grep -q "^2 correct" result
'
t "a reader delayed while no writer runs answers (under pg)" '
	pg build -q -s S "$CORPUS" &&
	PAPERGRAPH_TEST_OPEN_DELAY_MS=10 pg_to out query -s S -r csv "$JOIN" && equals "$(last_value out)" "$BIG"
'
done_testing
