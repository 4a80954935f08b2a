#!/bin/sh
# Builds the graph of every input in tests/data and of the bundled corpus with
# the papergraph binary $1 and writes each graph's sorted N-Quads (and every
# export format's bytes) into directory $2, so two builds can be compared with
# `diff -r`. Used to prove that a refactoring left the graph byte-identical.
set -eu
pg=$(realpath "$1") out=$(mkdir -p "$2" && realpath "$2") src=$(realpath "${3:-$(dirname "$0")/../..}")
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
cd "$w"
for input in "$src/tests/data/small.jsonl" "$src/data/iclr2024.txt"; do
	n=$(basename "$input")
	"$pg" build -s "$n.db" "$input" 2>/dev/null
	"$pg" export -s "$n.db" -f nquads | LC_ALL=C sort > "$out/$n.nq"
	for f in turtle ntriples rdfxml jsonld graphml dot; do
		"$pg" export -s "$n.db" -f $f > "$out/$n.$f"
	done
	"$pg" export -s "$n.db" -f neo4j -o "$out/$n.neo4j" >/dev/null
	"$pg" extract "$input" > "$out/$n.extract" 2>/dev/null
	"$pg" stats -s "$n.db" > "$out/$n.stats"
done

"$pg" build -s lineage.db "$src/tests/data/small.jsonl" 2>/dev/null
"$pg" load -s lineage.db "$src/tests/data/lineage.ttl"
"$pg" export -s lineage.db -f nquads | sed "s|<file://$src/|<file://SRCDIR/|" | LC_ALL=C sort > "$out/lineage.ttl.nq"
