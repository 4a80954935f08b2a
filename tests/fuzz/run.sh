#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Builds the libFuzzer target tests/fuzz/fuzz_corpus.c with clang and runs it for SECONDS.
# usage: tests/fuzz/run.sh [SECONDS]   (default 60; env: CC (clang), FUZZ_WORK (work directory),
#        FUZZ_JOBS (parallel workers, default 1))
# Exits with the fuzzer's status: 0 when nothing was found; crash inputs are kept in FUZZ_WORK.
set -eu

seconds=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
work=${FUZZ_WORK:-${TMPDIR:-/tmp}/papergraph-fuzz}
cc=${CC:-clang}
jobs=${FUZZ_JOBS:-1}

case $seconds in
''|*[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 1 ;;
esac
command -v "$cc" >/dev/null 2>&1 || { echo "$0: $cc not found (Debian package: clang)" >&2; exit 1; }

mkdir -p "$work/obj" "$work/corpus" "$work/seeds" "$work/artifacts"

# The files compiled in: the lexicons, the ontology, the ready-made queries (those present).
embedded=
cd "$top"
for f in data/lexicon/*.tsv ontology/papers.ttl queries/*.rq; do
	[ -f "$f" ] && embedded="$embedded $f"
done
# shellcheck disable=SC2086
sh build-aux/embed.sh "$top" $embedded > "$work/obj/embedded.c"

# Only the layers the target reaches: src/base and src/extract need no RDF library.
sources=$(ls "$top"/src/base/*.c "$top"/src/extract/*.c)
redland=
echo "fuzz: building $work/fuzz_corpus"
# shellcheck disable=SC2086
"$cc" -std=c11 -D_GNU_SOURCE -g -O1 -fno-omit-frame-pointer \
	-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
	-I"$top/src" -I"$work/obj" \
	"$here/fuzz_corpus.c" $sources "$work/obj/embedded.c" \
	$redland -lm -o "$work/fuzz_corpus"

# Seeds: the seed abstracts as a whole, each abstract alone, the same as JSON Lines,
# and the hand-written test inputs.
cp "$top/data/iclr2024.txt" "$work/seeds/iclr2024.txt"
awk -v dir="$work/seeds" '
	BEGIN { RS = ""; n = 0 }
	{
		n++
		f = dir "/para-" n ".txt"; print > f; close(f)
		s = $0; gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\n/, " ", s); gsub(/\t/, "\\t", s)
		j = dir "/all.jsonl"
		printf "{\"id\": \"s%d\", \"title\": \"T\\u00e9 %d\", \"abstract\": \"%s\", \"year\": %d, \"authors\": [\"A\", \"B\"], \"x\": {\"y\": [1, 2.5e-3, true, null]}}\n", n, n, s, 2000 + n >> j
	}' "$top/data/iclr2024.txt"
head -n 3 "$work/seeds/all.jsonl" > "$work/seeds/three.jsonl"
if [ -d "$top/tests/data" ]; then
	for f in "$top"/tests/data/*; do
		[ -f "$f" ] && cp "$f" "$work/seeds/data-${f##*/}"
	done
fi

cat > "$work/json.dict" <<'D'
"{"
"}"
"["
"]"
":"
","
"\""
"\\u"
"\\ud83d\\ude00"
"true"
"false"
"null"
"-0.5e+3"
"\"id\""
"\"title\""
"\"abstract\""
"\"year\""
"\"venue\""
"\"url\""
"\"authors\""
"\x0a\x0a"
"\xef\xbb\xbf"
D

parallel=
[ "$jobs" -gt 1 ] && parallel="-jobs=$jobs -workers=$jobs"   # logs go to $work/fuzz-N.log
echo "fuzz: running for $seconds s"
cd "$work"
status=0
# shellcheck disable=SC2086
"$work/fuzz_corpus" -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=2048 \
	$parallel -print_final_stats=1 \
	-dict="$work/json.dict" -artifact_prefix="$work/artifacts/" \
	"$work/corpus" "$work/seeds" || status=$?
if [ "$status" -ne 0 ]; then
	echo "fuzz: FAILED (status $status); inputs in $work/artifacts/" >&2
else
	echo "fuzz: ok, nothing found in $seconds s"
fi
exit "$status"
