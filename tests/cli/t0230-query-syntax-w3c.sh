#!/bin/sh
# query --explain: papergraph's own SPARQL parser alone over the W3C syntax
# tests (SPARQL 1.0 syntax-sparql1..5, SPARQL 1.1 syntax-query, and the
# syntax tests of the other 1.1 folders): every positive test is accepted and
# prints an algebra, every negative one exits 1 naming line and column.
# Prints the figures per folder. The W3C tests are read where they are
# (W3C_SPARQL, default ../shared/w3c-sparql next to the source tree or
# /work/shared/w3c-sparql); without them the script says so and skips.
. "$PG_SRCDIR/tests/lib.sh"

w3c=${W3C_SPARQL:-}
for d in "$PG_SRCDIR/../shared/w3c-sparql" /work/shared/w3c-sparql; do
	[ -z "$w3c" ] && [ -d "$d" ] && w3c=$d
done
[ -n "$w3c" ] && [ -d "$w3c" ] || skip_all "the W3C SPARQL tests are not here (set W3C_SPARQL)"

# Tests expected to fail, one per line: "FILE REASON" (FILE relative to $w3c).
# None today.
expected_failures=''

# run_manifests LABEL MANIFEST...: runs each syntax test, prints the figures,
# fails on an unexpected failure.
run_manifests() {
	label=$1
	shift
	sh "$PG_SRCDIR/tests/tools/w3c-syntax-tests.sh" "$@" >list || return 1
	test -s list || { echo "no syntax tests found in $*"; return 1; }
	pos=0 pos_ok=0 neg=0 neg_ok=0 bad=0
	while read -r kind file; do
		rel=${file#"$w3c"/}
		if [ "$kind" = positive ]; then
			pos=$((pos + 1))
			if pg query --explain -q "$file" >out 2>err && grep -q '^(' out; then
				pos_ok=$((pos_ok + 1)); continue
			fi
		else
			neg=$((neg + 1))
			pg query --explain -q "$file" >out 2>err
			rc=$?
			if [ "$rc" -eq 1 ] && grep -q '^papergraph query: query:[0-9]*:[0-9]*: ' err && test ! -s out; then
				neg_ok=$((neg_ok + 1)); continue
			fi
		fi
		case "$expected_failures" in *"$rel "*) continue ;; esac
		bad=$((bad + 1))
		echo "unexpected: $kind $rel: $(head -c 200 err)"
	done <list
	echo "$label: positive accepted $pos_ok of $pos, negative rejected $neg_ok of $neg" >>"$TEST_DIR/figures"
	test "$bad" -eq 0
}

cd "$w3c" || exit 1
w3c=$(pwd)
cd "$TEST_DIR" || exit 1
: >"$TEST_DIR/figures"

for f in syntax-sparql1 syntax-sparql2 syntax-sparql3 syntax-sparql4 syntax-sparql5; do
	if [ -f "$w3c/sparql10/$f/manifest.ttl" ]; then
		t "W3C SPARQL 1.0 $f: positive tests parse, negative ones exit 1 with line:column" "
			run_manifests 'sparql10/$f' '$w3c/sparql10/$f/manifest.ttl'
		"
	else
		t_skip "W3C SPARQL 1.0 $f" "no manifest in $w3c/sparql10/$f"
	fi
done
if [ -f "$w3c/sparql11/syntax-query/manifest.ttl" ]; then
	t "W3C SPARQL 1.1 syntax-query: positive tests parse, negative ones exit 1 with line:column" "
		run_manifests sparql11/syntax-query '$w3c/sparql11/syntax-query/manifest.ttl'
	"
else
	t_skip "W3C SPARQL 1.1 syntax-query" "no manifest in $w3c/sparql11/syntax-query"
fi
others=$(grep -l 'SyntaxTest' "$w3c"/sparql11/*/manifest.ttl 2>/dev/null | grep -v '/syntax-query/' | tr '\n' ' ')
if [ -n "$others" ]; then
	t "W3C SPARQL 1.1 syntax tests of the other folders (aggregates, grouping, construct, syntax-fed)" "
		run_manifests 'sparql11 (other folders)' $others
	"
fi
sed 's/^/# w3c syntax: /' "$TEST_DIR/figures"
done_testing
