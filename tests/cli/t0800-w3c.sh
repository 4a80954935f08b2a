#!/bin/sh
# The W3C SPARQL query test suites (../shared/w3c-sparql, or $PAPERGRAPH_W3C_SPARQL)
# through tests/w3c/run.py: one case per suite folder, failing only when a test
# outside tests/w3c/expected-failures.txt fails; a listed test that now passes is
# reported as a comment so the list can shrink. The failures of the run, one JSON
# object a line, are left in w3c-failures.jsonl in the build directory.
BUILD_DIR=$(pwd)
. "$PG_SRCDIR/tests/lib.sh"

RDFLIB=$(find_python rdflib)
[ -n "$RDFLIB" ] || skip_all "python3-rdflib is needed to read the W3C manifests"
[ -z "$PG_VALGRIND" ] || skip_all "about 1000 papergraph runs are too slow under valgrind"

"$RDFLIB" "$PG_SRCDIR/tests/w3c/run.py" --tap --pg "$PG" \
	--failures "$BUILD_DIR/w3c-failures.jsonl" || echo "Bail out! tests/w3c/run.py exited $?"
