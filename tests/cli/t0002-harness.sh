#!/bin/sh
# The harness itself (tests/lib.sh): a case that calls `skip` is reported as a
# TAP SKIP, one that fails or exits 77 by itself is `not ok`, and pg_to keeps
# the exit status a pipe would lose.
. "$PG_SRCDIR/tests/lib.sh"

# tap SCRIPT-BODY: the TAP that a script of this body, sourcing lib.sh, prints.
# The inner script runs in a scratch directory of its own: $OUTER names ours.
tap() {
	printf '. "$PG_SRCDIR/tests/lib.sh"\n%s\ndone_testing\n' "$1" >inner.sh &&
		OUTER=$PWD sh inner.sh
}

t "skip REASON reports the case as a TAP SKIP with its reason" '
	tap "t \"one\" \"skip no frobnicator here\"" >out &&
	equals "$(sed -n 1p out)" "ok 1 - one # SKIP no frobnicator here" && equals "$(sed -n 2p out)" "1..1"
'
t "the code after skip does not run" '
	tap "t \"one\" \"skip why; touch \$OUTER/ran\"" >out && test ! -e ran && contains out "# SKIP why"
'
t "need COMMAND skips unless the command is on PATH, and runs the case if it is" '
	tap "t \"a\" \"need no-such-command-pg; touch \$OUTER/ran\"
t \"b\" \"need sh && touch \$OUTER/ran-b\"" >out &&
	contains out "ok 1 - a # SKIP no-such-command-pg is not installed" && test ! -e ran &&
	equals "$(sed -n 2p out)" "ok 2 - b" && test -e ran-b
'
t "a case that exits 77 without skip is a failure, and so is a plain failure" '
	tap "t \"a\" \"exit 77\"
t \"b\" false
t \"c\" true" >out &&
	equals "$(grep -c "^not ok" out)" 2 && contains out "not ok 1 - a" && contains out "ok 3 - c" &&
	! grep -q SKIP out
'
t "a skipped case leaves no reason behind for the next one" '
	tap "t \"a\" \"skip first\"
t \"b\" \"exit 77\"" >out &&
	contains out "ok 1 - a # SKIP first" && contains out "not ok 2 - b"
'
t "t_skip reports a case as skipped without running it" '
	tap "t_skip \"not here\" \"no network\"" >out && equals "$(sed -n 1p out)" "ok 1 - not here # SKIP no network"
'
t "pg_to fails with the exit status of a failing papergraph, which a pipe would hide" '
	expect_code 1 pg_to out.txt stats -s nowhere 2>err >msg && contains msg "exit 1 from: pg stats -s nowhere" &&
	{ pg stats -s nowhere 2>/dev/null | sort >sorted; } && test ! -s sorted
'
t "pg_to passes and keeps the output when papergraph succeeds" '
	pg_to out.txt --help && contains out.txt "papergraph"
'
t "the loopback listener records a request, and stops" '
	need python3 curl
	listener_start l && curl -s -o /dev/null "http://127.0.0.1:$LISTENER_PORT/probe" &&
	listener_stop l && contains l/requests.log "GET /probe"
'
done_testing
