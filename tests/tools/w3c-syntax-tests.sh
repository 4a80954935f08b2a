#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Lists the W3C SPARQL syntax tests of the manifests given (manifest.ttl
# files), one per line: "positive FILE" or "negative FILE" (FILE the query,
# a path next to its manifest). Reads the test's rdf:type
# (mf:PositiveSyntaxTest, mf:NegativeSyntaxTest and their 1.1 variants) and
# its mf:action; update tests (mf:*UpdateSyntaxTest11) are left out.
# usage: tests/tools/w3c-syntax-tests.sh MANIFEST...
for m in "$@"; do
	dir=$(dirname "$m")
	awk -v dir="$dir" '
		function flush() {
			if (kind != "" && action != "") print kind, dir "/" action
			kind = ""; action = ""
		}
		/mf:(Positive|Negative)SyntaxTest(11)?([ \t;.,]|$)/ {
			kind = ($0 ~ /Positive/) ? "positive" : "negative"
		}
		/mf:action/ {
			if (match($0, /<[^>]*>/)) action = substr($0, RSTART + 1, RLENGTH - 2)
		}
		/\.[ \t]*$/ { flush() }
		END { flush() }
	' "$m"
done
