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

# t DESCRIPTION CODE: one test case.
t() {
	test_count=$((test_count + 1))
	if (eval "$2") >"$TEST_DIR/.out" 2>&1; then
		echo "ok $test_count - $1"
	else
		test_failed=$((test_failed + 1))
		echo "not ok $test_count - $1"
		sed 's/^/# /' "$TEST_DIR/.out" | head -n 40
	fi
}

# skip_all REASON: the whole script is skipped, with the reason printed.
skip_all() {
	echo "1..0 # SKIP $1"
	exit 0
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
