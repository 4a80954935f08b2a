#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Builds every libFuzzer target tests/fuzz/fuzz_*.c with clang (ASan + UBSan)
# and runs each for SECONDS.
# usage: tests/fuzz/run.sh [SECONDS] [TARGET...]   (SECONDS per target, default 60;
#        TARGET: fuzz_sparql or sparql, default all; env: CC (clang), FUZZ_WORK
#        (work directory), FUZZ_JOBS (parallel workers per target, default 1),
#        W3C_SPARQL (the W3C SPARQL tests, default /work/shared/w3c-sparql))
# Each target names what it is built from in comment lines of its own:
#   fuzz-sources: FILE-OR-DIR...    (relative to the top; a folder: its .c files;
#                                    @embedded: the files compiled in, as
#                                    build-aux/embed.sh makes them)
#   fuzz-libs: pkg-config modules and -l flags
#   fuzz-options: extra libFuzzer flags (may be absent)
# and gets the seeds seeds_NAME below makes and the dictionary tests/fuzz/NAME.dict.
# Prints one line per target, "fuzz: pass NAME ..." or "fuzz: FAIL NAME ...",
# and exits 1 if any target found something (its inputs are kept in
# FUZZ_WORK/NAME/artifacts/) or failed to build.
set -eu

seconds=${1:-60}
[ $# -gt 0 ] && shift
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
work=${FUZZ_WORK:-${TMPDIR:-/tmp}/papergraph-fuzz}
cc=${CC:-clang}
jobs=${FUZZ_JOBS:-1}
w3c=${W3C_SPARQL:-/work/shared/w3c-sparql}

case $seconds in
''|*[!0-9]*) echo "usage: $0 [SECONDS] [TARGET...]" >&2; exit 1 ;;
esac
command -v "$cc" >/dev/null 2>&1 || { echo "$0: $cc not found (Debian package: clang)" >&2; exit 1; }

mkdir -p "$work/obj"

# The files compiled in: the lexicons, the ontology, the ready-made queries (those present).
embedded=
cd "$top"
for f in data/lexicon/*.tsv ontology/papers.ttl queries/*.rq; do
	[ -f "$f" ] && embedded="$embedded $f"
done
# shellcheck disable=SC2086
sh build-aux/embed.sh "$top" $embedded > "$work/obj/embedded.c"

# ---- seeds, one function per target: seeds_NAME DIR

seeds_corpus() {
	# the seed abstracts as a whole, each abstract alone, the same as JSON Lines,
	# and the hand-written test inputs
	cp "$top/data/iclr2024.txt" "$1/iclr2024.txt"
	awk -v dir="$1" '
		BEGIN { RS = ""; n = 0 }
		{
			n++
			f = dir "/para-" n ".txt"; print > f; close(f)
			s = $0; gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\n/, " ", s); gsub(/\t/, "\\t", s)
			j = dir "/all.jsonl"
			printf "{\"id\": \"s%d\", \"title\": \"T\\u00e9 %d\", \"abstract\": \"%s\", \"year\": %d, \"authors\": [\"A\", \"B\"], \"x\": {\"y\": [1, 2.5e-3, true, null]}}\n", n, n, s, 2000 + n >> j
		}' "$top/data/iclr2024.txt"
	head -n 3 "$1/all.jsonl" > "$1/three.jsonl"
	for f in "$top"/tests/data/*; do
		[ -f "$f" ] && cp "$f" "$1/data-${f##*/}"
	done
	return 0
}

seeds_sparql() {
	# the ready-made queries, the shapes the guard knows, and (read where they
	# are, never copied into the repository) the W3C syntax and evaluation queries
	for f in "$top"/queries/*.rq; do
		[ -f "$f" ] && cp "$f" "$1/ready-${f##*/}"
	done
	i=0
	while IFS= read -r q; do
		i=$((i + 1))
		printf '%s' "$q" > "$1/shape-$i.rq"
	done <<'Q'
SELECT ?x WHERE { BIND(1 + 2 + 3 + 4 AS ?x) }
SELECT ?x WHERE { BIND(?a+1 AS ?x) FILTER(?x > -2) }
SELECT ?l (COUNT(?p) AS ?n) WHERE { ?p pg:proposes ?m . ?m rdfs:label ?l } GROUP BY ?m ?l ORDER BY DESC(?n) ?l LIMIT 5 OFFSET 2
ASK { ?s ?p "x"@en-GB ; ?q ("a" -2 +3.5e1) . VALUES ?v { 1 -2 } }
CONSTRUCT { ?s ?p ?o } WHERE { { ?s ?p ?o } UNION { OPTIONAL { ?s ?p ?o } } FILTER(STR(?o) != "") }
SELECT (1e400 * 1e400 AS ?y) (-(1.5 / 3) AS ?z) WHERE {}
SELECT ?x { { SELECT (MAX(?o) AS ?x) { ?s ?p ?o } GROUP BY ?s HAVING (COUNT(*) > 1) } }
Q
	if [ -d "$w3c" ]; then
		n=0
		for f in $(find "$w3c" -name '*.rq' | sort); do
			n=$((n + 1))
			cp "$f" "$1/w3c-$n.rq"
		done
		echo "fuzz: sparql seeds: $n W3C queries read from $w3c"
	else
		echo "fuzz: sparql seeds: no W3C SPARQL tests at $w3c (set W3C_SPARQL); ready-made queries only"
	fi
}

seeds_sparql_parse() {
	# what seeds_sparql gives, and shapes of SPARQL 1.1 that rasqal cannot parse
	seeds_sparql "$1"
	i=0
	while IFS= read -r q; do
		i=$((i + 1))
		printf '%s' "$q" > "$1/sparql11-$i.rq"
	done <<'Q'
BASE <http://b/x/> PREFIX pg: <rel#> SELECT * { <a> pg:p/^pg:q* ?o ; !(a|^pg:r) [] }
SELECT ?m (COUNT(DISTINCT ?a) AS ?n) { ?m pg:extends+ ?a FILTER NOT EXISTS { ?a pg:extends ?m } MINUS { ?m a pg:Task } } GROUP BY ?m HAVING (?n > 1)
ASK { VALUES (?x ?y) { (1 UNDEF) ("a"@en-GB 'b'^^xsd:string) } BIND(IF(?x IN (1, 2), """l\n""", '''q''') AS ?z) }
SELECT (GROUP_CONCAT(?l; SEPARATOR="|") AS ?all) { ?s rdf:type ?t ; (pg:p|pg:q)? ( 1 2.5 -3e1 ) } ORDER BY DESC(?all) LIMIT 9223372036854775807
DESCRIBE ?s <http://x/> FROM <http://g/> FROM NAMED <http://h/> WHERE { GRAPH ?g { ?s ?p _:b } SERVICE SILENT <http://s/> { ?s ?p ?o } }
CONSTRUCT WHERE { ?s pg:p ?o }
Q
}

seeds_eval() {
	# the parser's seeds, and queries over the dataset fuzz_eval.c holds
	seeds_sparql_parse "$1"
	i=0
	while IFS= read -r q; do
		i=$((i + 1))
		printf '%s' "$q" > "$1/eval-$i.rq"
	done <<'Q'
SELECT ?x ?y (COUNT(*) AS ?n) (SUM(?v) AS ?s) { ?x :next+ ?y OPTIONAL { ?y :v ?v } } GROUP BY ?x ?y ORDER BY DESC(?n) ?x
SELECT * { ?s :name ?n FILTER(LANGMATCHES(LANG(?n), "en") || REGEX(?n, "^b", "i")) BIND(STRLEN(?n) AS ?l) }
SELECT ?g ?s { GRAPH ?g { ?s ?p ?o } MINUS { ?s :v ?v } } 
ASK { ?a :next/:next/:next ?a FILTER NOT EXISTS { ?a :v "x"^^xsd:integer } }
SELECT (xsd:decimal(?v) AS ?d) (YEAR(?w) AS ?y) (MD5(STR(?s)) AS ?h) { ?s :v ?v OPTIONAL { ?s :when ?w } }
SELECT ?s (GROUP_CONCAT(DISTINCT ?n; SEPARATOR="|") AS ?all) { { ?s :name ?n } UNION { ?s :knows/:name ?n } } GROUP BY ?s HAVING (COUNT(?n) > 0)
CONSTRUCT { ?s :twice ?t } WHERE { ?s :v ?v BIND(?v * 2 AS ?t) VALUES ?s { :a :b UNDEF } }
SELECT * { { SELECT ?s (MAX(?v) AS ?m) { ?s :v ?v } GROUP BY ?s LIMIT 2 } ?s !:v ?o } OFFSET 1
Q
}

seeds_bind() {
	# one input: QUERY \0 NAME \0 VALUE [\0 NAME \0 VALUE]
	printf 'SELECT ?x WHERE { ?p dcterms:identifier ?id } ORDER BY ?id\000id\000iclr2024-1' > "$1/b1"
	printf 'SELECT ?id ?n WHERE { BIND(?n AS ?m) } GROUP BY ?id\000n\000-2.5e3\000id\000<http://x/y>' > "$1/b2"
	printf 'ASK { ?s ?p ?v FILTER(?v = "a\\"b") } # ?v\000v\000a"b\\\n}' > "$1/b3"
	printf "SELECT \$v WHERE { ?s ?p '''?v''' }\000v\000http://a.b/c d" > "$1/b4"
}

seeds_http() {
	# one input: ACCEPT \0 FORM \0 NAME
	printf 'application/sparql-results+json;q=0.9, text/csv;q=1.0, */*;q=0.1\000query=SELECT%%20%%2A%%20%%7B%%7D&format=json\000query' > "$1/h1"
	printf 'text/turtle, application/*;q=0.5, text/html;level=1;q=0.8\000a=1&a=2&query=+x+%%zz%%4\000a' > "$1/h2"
	printf '*/*\000format&query=\000format' > "$1/h3"
}

seeds_jsonld() {
	# papergraph's own JSON-LD export shape, and the other value forms
	printf '{\n  "@context": {"pg": "https://w3id.org/papergraph#", "rdfs": "http://www.w3.org/2000/01/rdf-schema#"},\n  "@graph": [\n    {"@id": "http://x/a", "@type": "pg:Method", "rdfs:label": "A"},\n    {"@id": "_:b", "pg:value": {"@value": "1.5", "@type": "http://www.w3.org/2001/XMLSchema#decimal"}}\n  ]\n}\n' > "$1/j1"
	printf '[{"@id": "http://x/a", "http://x/p": [1, 2.5, true, "s", {"@value": "t", "@language": "en"}, {"@id": "http://x/b"}, {"http://x/q": "nested"}]}]' > "$1/j2"
	printf '{"@id": "http://x/a", "@type": ["http://x/C", "http://x/D"], "http://x/p": null}' > "$1/j3"
}

seeds_results() {
	# one input: FORMAT NVARS NAME... then cells KIND VALUE \0 LANG \0 DATATYPE \0
	# (KIND 1 IRI, 2 blank node, 3 literal, 0 unbound)
	for f in 0 1 2 3; do
		{ printf "\\00$f"; printf '\001s\000o\000\001http://x/a\000\000\000\003chat\000en\000\000'; } > "$1/r$f"
		{ printf "\\00$f"; printf '\000v\000\0035\000\000http://www.w3.org/2001/XMLSchema#integer\000'
		  printf '\003a"b,c\nd\te\000\000\000\002b1\000\000\000'; } > "$1/t$f"
	done
}

# ---- build and run each target

# The value of the comment line "KEY: ..." in FILE.
directive() {
	sed -n "s|^[/ *]*$2: *\(.*[^ */]\)[ */]*\$|\1|p" "$1" | head -n 1
}

build() { # NAME SRC
	files=
	for pat in $(directive "$2" fuzz-sources); do
		if [ "$pat" = @embedded ]; then
			files="$files $work/obj/embedded.c"
		elif [ -d "$top/$pat" ]; then
			files="$files $(ls "$top/$pat"/*.c)"
		else
			files="$files $top/$pat"
		fi
	done
	libs=
	for l in $(directive "$2" fuzz-libs); do
		case $l in
		-*) libs="$libs $l" ;;
		*) libs="$libs $(pkg-config --cflags --libs "$l")" ;;
		esac
	done
	# -rdynamic: the executable's replacements of rasqal functions (src/sparql/rasqal_*.c)
	# must be the ones librasqal binds to, as in the papergraph binary
	# shellcheck disable=SC2086
	"$cc" -std=c11 -D_GNU_SOURCE -g -O1 -fno-omit-frame-pointer \
		-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
		-I"$top/src" -I"$work/obj" -rdynamic \
		"$2" $files $libs -lm -ldl -o "$work/$1/$1"
}

targets=
if [ $# -gt 0 ]; then
	for t in "$@"; do targets="$targets $here/fuzz_${t#fuzz_}.c"; done
else
	targets=$(ls "$here"/fuzz_*.c)
fi

status=0
for src in $targets; do
	name=$(basename "$src" .c)
	short=${name#fuzz_}
	dir=$work/$name
	rm -rf "$dir/seeds"
	mkdir -p "$dir/corpus" "$dir/seeds" "$dir/artifacts"
	echo "fuzz: building $dir/$name"
	if ! build "$name" "$src" >"$dir/build.log" 2>&1; then
		cat "$dir/build.log" >&2
		echo "fuzz: FAIL $name (does not build)"
		status=1
		continue
	fi
	"seeds_$short" "$dir/seeds"
	dict=
	[ -f "$here/$short.dict" ] && dict="-dict=$here/$short.dict"
	options=$(directive "$src" fuzz-options)
	asan=${ASAN_OPTIONS:-}
	case " $options " in
	*" -detect_leaks=0 "*) asan="${asan:+$asan:}detect_leaks=0" ;;   # also no check at exit
	esac
	parallel=
	[ "$jobs" -gt 1 ] && parallel="-jobs=$jobs -workers=$jobs"   # logs go to $dir/fuzz-N.log
	echo "fuzz: running $name for $seconds s"
	rc=0
	# shellcheck disable=SC2086
	(cd "$dir" && ASAN_OPTIONS="$asan" \
		LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0" "./$name" -max_total_time="$seconds" -max_len=65536 -timeout=20 \
		-rss_limit_mb=2048 $parallel $options -print_final_stats=1 $dict \
		-artifact_prefix="$dir/artifacts/" "$dir/corpus" "$dir/seeds") >"$dir/fuzz.log" 2>&1 || rc=$?
	stats=$(grep -E '^stat::(number_of_executed_units|new_units_added):' "$dir/fuzz.log" |
		sed 's/^stat:://; s/number_of_executed_units/runs/; s/new_units_added/new_units/' | tr -s ' \n' '  ')
	if [ "$rc" -ne 0 ]; then
		tail -n 40 "$dir/fuzz.log" >&2
		echo "fuzz: FAIL $name (status $rc; inputs in $dir/artifacts/) $stats"
		status=1
	else
		echo "fuzz: pass $name, nothing found in $seconds s; $stats"
	fi
done
exit "$status"
