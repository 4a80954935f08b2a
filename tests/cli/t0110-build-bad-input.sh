#!/bin/sh
# Bad input: a clear FILE:LINE message, exit 1, and the previous graph intact.
. "$PG_SRCDIR/tests/lib.sh"
CORPUS=$PG_SRCDIR/data/iclr2024.txt

count_papers() {
	pg_to count.csv query -s S -r csv 'SELECT (COUNT(?p) AS ?n) WHERE { ?p a pg:Paper }' &&
		tail -n 1 count.csv | tr -d '\r'
}
pg build -q -s S "$CORPUS"

t "a truncated JSONL file with invalid UTF-8 exits 1 naming file and line" '
	printf "{\"id\":\"a\",\"abstract\":\"We study graphs.\"}\n{\"id\":\"b\",\"abstract\":\"Bad \\377 byte\"}\n{\"id\":\"c\",\"abstr" >bad.jsonl &&
	expect_code 1 pg build -s S bad.jsonl 2>err && contains err "bad.jsonl:2:"
'
t "after the failed build the count is still 19" '
	equals "$(count_papers)" 19
'
t "a truncated last line is reported with its line" '
	printf "{\"id\":\"a\",\"abstract\":\"We study graphs.\"}\n{\"id\":\"c\",\"abstr" >trunc.jsonl &&
	expect_code 1 pg build -s S trunc.jsonl 2>err && contains err "trunc.jsonl:2:" &&
	equals "$(count_papers)" 19
'
t "a missing file exits 1 and names it" '
	expect_code 1 pg build -s S missing.txt 2>err && contains err "missing.txt" &&
	equals "$(count_papers)" 19
'
t "empty input exits 1" '
	: >empty.txt && expect_code 1 pg build -s S empty.txt 2>err && contains err "empty.txt" &&
	equals "$(count_papers)" 19
'
t "malformed JSON exits 1 with the line" '
	printf "{\"id\":\"a\",\"abstract\":\"ok text.\"}\n{\"id\": \"b\" \"abstract\": \"x\"}\n" >mal.jsonl &&
	expect_code 1 pg build -s S mal.jsonl 2>err && contains err "mal.jsonl:2:"
'
t "a record without abstract exits 1" '
	printf "{\"id\":\"a\",\"title\":\"No abstract\"}\n" >noabs.jsonl &&
	expect_code 1 pg build -s S noabs.jsonl 2>err && contains err "noabs.jsonl:1:" && contains err abstract
'
t "a non-string abstract exits 1" '
	printf "{\"id\":\"a\",\"abstract\":42}\n" >num.jsonl &&
	expect_code 1 pg build -s S num.jsonl 2>err && contains err "num.jsonl:1:" && contains err abstract
'
t "duplicate ids in one input exit 1 naming both lines" '
	printf "{\"id\":\"a\",\"abstract\":\"One.\"}\n{\"id\":\"a\",\"abstract\":\"Two.\"}\n" >dup.jsonl &&
	expect_code 1 pg build -s S dup.jsonl 2>err && contains err "dup.jsonl:2:" && contains err "duplicate id"
'
t "the same id in two inputs exits 1" '
	printf "{\"id\":\"a\",\"abstract\":\"One.\"}\n" >one.jsonl &&
	printf "{\"id\":\"a\",\"abstract\":\"Two.\"}\n" >two.jsonl &&
	expect_code 1 pg build -s S one.jsonl two.jsonl 2>err && contains err "duplicate id"
'
t "an abstract over the size limit exits 1" '
	{ printf "{\"id\":\"big\",\"abstract\":\""; head -c 200000 /dev/zero | tr "\\0" a; printf "\"}\n"; } >big.jsonl &&
	expect_code 1 pg build -s S big.jsonl 2>err && contains err "big.jsonl:1:"
'
t "invalid UTF-8 in text input exits 1 with the line" '
	printf "Heading\n\nA fine abstract.\n\nAnother \377 one.\n" >bad.txt &&
	expect_code 1 pg build -s S bad.txt 2>err && contains err "bad.txt:5:"
'
t "after all the failures the graph still holds 19 papers and no staging is left" '
	equals "$(count_papers)" 19 && ! ls -d S.staging.* 2>/dev/null
'
t "a store path that is a file is refused" '
	echo x >afile && expect_code 1 pg build -s afile "$CORPUS" 2>err && contains err afile &&
	equals "$(cat afile)" x
'
done_testing
