#!/bin/sh
# The own engine's row budget (issue 13): a slice without ORDER BY stops at
# its rows and ASK at the first solution, over a store whose cross product
# of two triple patterns (6,000 x 6,000 = 36 million rows) is over the row
# bound of 20 million; ORDER BY still needs every row and says so.
. "$PG_SRCDIR/tests/lib.sh"

awk 'BEGIN { for (i = 0; i < 6000; i++) printf "<urn:s%d> <urn:p> <urn:o%d> .\n", i, i }' >big.nt
pg load -s S big.nt >/dev/null 2>&1

# each row (a,p,b,c,q,d) is two statements of big.nt: sN urn:p oN
solutions() {
	sed 1d "$1" | tr -d '\r' | awk -F, '
		{ n++; a = $1; b = $3; c = $4; d = $6; sub("urn:s", "", a); sub("urn:o", "", b)
		  sub("urn:s", "", c); sub("urn:o", "", d)
		  if (a != b || c != d || $2 != "urn:p" || $5 != "urn:p" || a == "") bad++ }
		END { exit !(n == '"$2"' && !bad) }'
}

t "LIMIT 3 over the cross product: 3 solutions, not the row bound" '
	pg_to l3 query -s S -r csv "SELECT * WHERE { ?a ?p ?b . ?c ?q ?d } LIMIT 3" &&
	solutions l3 3
'
t "OFFSET and LIMIT, through a projection and a subquery" '
	pg_to l5 query -s S -r csv "SELECT * WHERE { ?a ?p ?b . ?c ?q ?d } OFFSET 7000 LIMIT 5" &&
	solutions l5 5 &&
	pg_to sub query -s S -r csv "SELECT ?c WHERE { { SELECT * { ?a ?p ?b . ?c ?q ?d } LIMIT 10 } }" &&
	test "$(sed 1d sub | wc -l)" -eq 10
'
t "ASK over the cross product is true" '
	pg_to ask query -s S -r csv "ASK { ?a ?p ?b . ?c ?q ?d }" && contains ask true &&
	pg_to no query -s S -r csv "ASK { ?a ?p ?b . ?c <urn:none> ?d }" && contains no false
'
t "with ORDER BY every row is needed: the clear row-bound error, exit 1" '
	expect_code 1 pg query -s S -r csv "SELECT * WHERE { ?a ?p ?b . ?c ?q ?d } ORDER BY ?a LIMIT 3" 2>err &&
	contains err "more than 20000000 rows"
'
t "ORDER BY over what fits: the right first rows" '
	pg_to ob query -s S -r csv "SELECT ?a WHERE { ?a ?p ?b } ORDER BY DESC(?a) LIMIT 2" &&
	test "$(sed 1d ob | tr -d "\r" | tr "\n" " ")" = "urn:s999 urn:s998 "
'
done_testing
