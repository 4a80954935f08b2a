# TAP helpers for the command-line tests, in the spirit of git's t/test-lib.sh.
# A test script sources this, calls `t DESCRIPTION 'SHELL CODE'` per case, and
# ends with `done_testing`. Each case runs in a subshell inside a scratch
# directory; its output is shown as TAP comments only when it fails.
set -u
: "${PG:?PG must name the papergraph binary (make check sets it)}"
: "${PG_SRCDIR:?PG_SRCDIR must name the source tree (make check sets it)}"
PG_VALGRIND=${PG_VALGRIND:-}
TEST_DIR=$(mktemp -d "${TMPDIR:-/tmp}/pgtest.XXXXXX")
trap 'rm -rf "$TEST_DIR"' EXIT
cd "$TEST_DIR" || exit 1
unset PAPERGRAPH_STORE
test_count=0
test_failed=0

# Runs papergraph (under valgrind when the suite is built --enable-valgrind).
pg() {
	$PG_VALGRIND "$PG" "$@"
}

# t DESCRIPTION CODE: one test case. CODE that calls `skip REASON` ends as
# `ok N - DESCRIPTION # SKIP REASON`, which the TAP driver counts as SKIP.
t() {
	test_count=$((test_count + 1))
	rm -f "$TEST_DIR/.skip"
	(eval "$2") >"$TEST_DIR/.out" 2>&1
	t_rc=$?
	if [ "$t_rc" -eq 0 ]; then
		echo "ok $test_count - $1"
	elif [ "$t_rc" -eq "$SKIP_CODE" ] && [ -f "$TEST_DIR/.skip" ]; then
		echo "ok $test_count - $1 # SKIP $(cat "$TEST_DIR/.skip")"
	else
		test_failed=$((test_failed + 1))
		echo "not ok $test_count - $1"
		sed 's/^/# /' "$TEST_DIR/.out" | head -n 40
	fi
	rm -f "$TEST_DIR/.skip"
}

# skip REASON: inside a case's CODE, ends the case as skipped. Call it at the
# case's top level, not in a pipe or $(...) (those are subshells of their own).
# It leaves the reason in $TEST_DIR/.skip and exits with SKIP_CODE; `t` wants
# both, so a command that happens to exit 77 is still a failure.
SKIP_CODE=77
skip() {
	echo "$*" >"$TEST_DIR/.skip"
	exit "$SKIP_CODE"
}

# need COMMAND...: inside a case, skips it unless every COMMAND is on PATH.
need() {
	for need_cmd in "$@"; do
		command -v "$need_cmd" >/dev/null 2>&1 || skip "$need_cmd is not installed"
	done
}

# find_python MODULE: a Python 3 that has MODULE (the Debian packages live in
# /usr/bin/python3, which another python3 first on PATH may not see); empty if none.
find_python() {
	for py in python3 /usr/bin/python3; do
		if command -v "$py" >/dev/null 2>&1 && "$py" -c "import $1" 2>/dev/null; then
			echo "$py"
			return
		fi
	done
}

# t_skip DESCRIPTION REASON: a case that cannot run here, reported as skipped
# without running anything (for a precondition tested outside any case).
t_skip() {
	test_count=$((test_count + 1))
	echo "ok $test_count - $1 # SKIP $2"
}

# skip_all REASON: the whole script is skipped, with the reason printed.
skip_all() {
	echo "1..0 # SKIP $1"
	exit 0
}

# pg_to FILE ARGS...: runs `pg ARGS` with its standard output in FILE; fails,
# naming the command and its exit status, unless pg exits 0. In a pipe
# (`pg export | sort`) the shell keeps only the last command's status, so a
# failing pg, or a valgrind error, would pass unseen: write the output to a
# file with pg_to, then sort or filter the file.
pg_to() {
	pg_to_file=$1
	shift
	pg "$@" >"$pg_to_file" || {
		pg_to_rc=$?
		echo "exit $pg_to_rc from: pg $*"
		return 1
	}
}

# listener_start DIR: starts tests/tools/loopback_listener.py in the background
# and sets LISTENER_PORT to its port on 127.0.0.1; every request it gets is
# appended to DIR/requests.log. Stop it with listener_stop DIR (it also stops
# by itself when DIR is removed, or after 60 s). Bails out if it does not start.
listener_start() {
	mkdir -p "$1" || exit 1
	python3 "$PG_SRCDIR/tests/tools/loopback_listener.py" "$1" &
	LISTENER_PID=$!
	listener_i=0
	while [ ! -f "$1/port" ] && [ $listener_i -lt 100 ]; do
		sleep 0.05
		listener_i=$((listener_i + 1))
	done
	LISTENER_PORT=$(cat "$1/port" 2>/dev/null)
	[ -n "$LISTENER_PORT" ] || { echo "Bail out! the loopback listener did not start"; exit 1; }
}

# listener_stop DIR: stops the listener listener_start DIR started.
listener_stop() {
	touch "$1/stop"
	wait "$LISTENER_PID"
}

# serve_port LOG: waits up to 10 s for `papergraph serve --port 0`, whose
# stderr goes to LOG, to say where it listens, and prints the port; else shows
# LOG as comments and fails.
serve_port() {
	serve_i=0
	while [ $serve_i -lt 200 ]; do
		serve_p=$(sed -n 's|.* on http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$1" 2>/dev/null | head -n 1)
		[ -n "$serve_p" ] && echo "$serve_p" && return 0
		sleep 0.05
		serve_i=$((serve_i + 1))
	done
	echo "# the server did not start:"
	sed 's/^/# /' "$1"
	return 1
}

# expect_code N CMD...: runs CMD, fails unless it exits with N.
expect_code() {
	want=$1
	shift
	"$@"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "expected exit $want, got $got from: $*"
		return 1
	fi
}

# contains FILE TEXT: fails (showing FILE) unless FILE contains TEXT.
contains() {
	if ! grep -qF -- "$2" "$1"; then
		echo "'$2' not found in $1:"
		head -n 20 "$1"
		return 1
	fi
}

# equals A B: fails unless the strings are equal.
equals() {
	if [ "$1" != "$2" ]; then
		echo "expected '$2', got '$1'"
		return 1
	fi
}

done_testing() {
	echo "1..$test_count"
}
