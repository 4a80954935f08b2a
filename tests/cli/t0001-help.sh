#!/bin/sh
# Every command answers --help on stdout with exit 0; misuse exits 1 with a hint.
. "$PG_SRCDIR/tests/lib.sh"

for cmd in build add extract load query export stats queries lineage explain infer; do
	t "$cmd --help prints usage to stdout and exits 0" "
		pg $cmd --help >out 2>err &&
		contains out 'Usage: papergraph $cmd' &&
		test ! -s err
	"
	t "help $cmd is the same as $cmd --help" "
		pg help $cmd >a && pg $cmd --help >b && cmp a b
	"
	t "$cmd with an unknown option exits 1 with one line naming it and every option" "
		expect_code 1 pg $cmd --no-such-option >out 2>err &&
		test \"\$(wc -l <err)\" -eq 1 && contains err \"papergraph $cmd: unknown option '--no-such-option'; options:\" &&
		contains err '-h/--help' && test ! -s out &&
		expect_code 1 pg $cmd -Z >out 2>err && test \"\$(wc -l <err)\" -eq 1 && contains err \"unknown option '-Z'\"
	"
done

t "an option without its value says so on one line" '
	expect_code 1 pg export --format 2>err && test "$(wc -l <err)" -eq 1 &&
	contains err "a value is missing after '"'"'--format'"'"'" && contains err "-f/--format X"
'
t "papergraph --help lists every command" '
	pg --help >out &&
	for c in build add extract load query export stats; do contains out "  $c " || exit 1; done
'
t "papergraph --version prints the version" '
	pg --version >out && grep -Eq "^papergraph [0-9]+\.[0-9]+\.[0-9]+$" out
'
t "an unknown command exits 1 with a message on stderr" '
	expect_code 1 pg frobnicate >out 2>err && contains err "not a command" && test ! -s out
'
t "no command at all exits 1 and shows usage on stderr" '
	expect_code 1 pg 2>err && contains err "Usage: papergraph"
'
t "build without input exits 1" '
	expect_code 1 pg build -s S 2>err && contains err "no INPUT given"
'
t "query without a query exits 1" '
	expect_code 1 pg query 2>err && contains err "no QUERY given"
'
done_testing
