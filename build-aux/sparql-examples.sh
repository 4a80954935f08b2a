#!/bin/sh
# Prints the README's "Ten example queries" section: each ready-made query, its
# purpose and its answer on the bundled corpus (first rows).
# usage: build-aux/sparql-examples.sh PAPERGRAPH STORE
set -eu
pg=$1 store=$2
top=$(cd "$(dirname "$0")/.." && pwd)
for f in "$top"/queries/*.rq; do
	name=$(basename "$f" .rq)
	what=$(awk '/^# Variables/ || !/^#/ { exit } { sub(/^# /, ""); if (NR == 1) sub(/^[^:]*: /, ""); printf "%s ", $0 }' "$f")
	echo "**$name** — $what"
	echo
	echo '```sparql'
	grep -v '^#' "$f"
	echo '```'
	echo
	echo "$(grep '^# Variables' "$f" | sed 's/^# //')"
	echo
	echo 'Answer on the bundled corpus (first rows):'
	echo
	echo '```'
	"$pg" query -s "$store" -r table -q "$f" | head -n 8
	echo '```'
	echo
done
