#!/bin/sh
# serve: the index pages /paper/ /method/ /task/ /dataset/ /metric/ (counts,
# sorting, paging, links that resolve) and the pages in headless Chromium.
. "$PG_SRCDIR/tests/lib.sh"
command -v curl >/dev/null || skip_all "curl is not installed (apt-get install curl)"
command -v python3 >/dev/null || skip_all "python3 is not installed"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"
# 250 more methods, so that /method/ has three pages
python3 -c '
for i in range(250):
    print("<https://w3id.org/papergraph/id/method/synthetic-%03d> a <https://w3id.org/papergraph#Method> ;" % i)
    print("  <http://www.w3.org/2004/02/skos/core#prefLabel> \"Synthetic method %03d\" ;" % (249 - i))
    print("  <https://w3id.org/papergraph#paperCount> %d ." % (i % 7))' >many.ttl
pg load -q -s S many.ttl 2>/dev/null || pg load -s S many.ttl

SERVERS=
trap 'for p in $SERVERS; do kill -9 "$p" 2>/dev/null; done; rm -rf "$TEST_DIR"' EXIT
"$PG" serve --port 0 -s S 2>serve.log &
SERVERS=$!
port=$(serve_port serve.log) || { echo "Bail out! $port"; exit 1; }
URL=http://127.0.0.1:$port
i=0
while [ $i -lt 200 ] && ! curl -s -o /dev/null "$URL/sparql"; do sleep 0.05; i=$((i + 1)); done

# count CLASS: how many subjects of pg:CLASS the store has, by SPARQL
count() {
	pg query -s S -r csv "SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE { ?x a pg:$1 }" | sed -n 2p | tr -d '\r'
}

cat >crawl.py <<'PYEOF'
# crawl.py URL PATH: fetches PATH, prints its rows' links and counts, and
# checks that every local link on it answers 200.
import re, sys, urllib.request, urllib.error
base, path = sys.argv[1], sys.argv[2]
html = urllib.request.urlopen(base + path).read().decode("utf-8")
rows = re.findall(r'<tr><td class="n">(\d+)</td><td><a href="([^"]+)">([^<]*)</a></td>(?:<td>[^<]*</td>)?<td class="n">(-?\d*)</td></tr>', html)
bad = []
for href in sorted(set(re.findall(r'href="(/[^"#]*)"', html))):
    try:
        urllib.request.urlopen(base + href.replace("&amp;", "&")).read()
    except urllib.error.HTTPError as e:
        bad.append((href, e.code))
print(len(rows), "rows;", "bad links:", bad[:5])
open("rows.txt", "w").write("".join("%s\t%s\t%s\t%s\n" % r for r in rows))
sys.exit(1 if bad or not rows else 0)
PYEOF

for kind in paper:Paper method:Method task:Task dataset:Dataset metric:Metric; do
	seg=${kind%%:*} cls=${kind#*:}
	t "/$seg/ lists every $cls once over its pages, with counts; every link resolves" "
		want=\$(count $cls) && test \"\$want\" -gt 0 && : >all.txt && p=1 &&
		while [ \$p -le \$(( (want + 99) / 100 )) ]; do
			python3 crawl.py $URL \"/$seg/?page=\$p\" && cat rows.txt >>all.txt && p=\$((p + 1)) || exit 1
		done &&
		test \"\$(wc -l <all.txt)\" -eq \"\$want\" &&
		test \"\$(cut -f2 all.txt | sort -u | wc -l)\" -eq \"\$want\" &&
		test \"\$(cut -f1 all.txt | tr '\\n' ' ')\" = \"\$(seq 1 \$want | tr '\\n' ' ')\" &&
		curl -s $URL/$seg/ | grep -q \"<p>\$want entr\"
	"
done
t "/method/ has 3 pages with previous and next links" '
	curl -s "'"$URL"'/method/?page=2" >p2 && grep -q "page 2 of 3" p2 &&
	grep -q "href=\"/method/?sort=count&amp;page=1\">‹ previous" p2 &&
	grep -q "href=\"/method/?sort=count&amp;page=3\">next ›" p2
'
t "/method/ sorts by paper count, most first; ?sort=name by name" '
	python3 crawl.py '"$URL"' /method/ && cut -f4 rows.txt >counts && sort -rn counts | cmp - counts &&
	python3 crawl.py '"$URL"' "/method/?sort=name" && cut -f3 rows.txt >names &&
	python3 -c "import sys; n = open(\"names\").read().splitlines(); sys.exit(n != sorted(n, key=str.casefold) or len(n) != 100)"
'
t "/method (no slash) redirects to /method/" '
	test "$(curl -s -o /dev/null -w "%{http_code} %{redirect_url}" '"$URL"'/method)" = "301 '"$URL"'/method/"
'
t "a page past the last is 404; a bad page or sort is 400" '
	test "$(curl -s -o /dev/null -w %{http_code} "'"$URL"'/task/?page=99")" = 404 &&
	test "$(curl -s -o /dev/null -w %{http_code} "'"$URL"'/task/?page=0")" = 400 &&
	test "$(curl -s -o /dev/null -w %{http_code} "'"$URL"'/task/?page=x")" = 400 &&
	test "$(curl -s -o /dev/null -w %{http_code} "'"$URL"'/task/?sort=size")" = 400
'
t "the home page and every page header link to each index" '
	curl -s '"$URL"'/ >home && for s in paper method task dataset metric; do grep -q "href=\"/$s/\"" home || exit 1; done &&
	curl -s -H "Accept: text/html" '"$URL"'/method/equiformerv2 >m && grep -q "href=\"/dataset/\"" m
'

# ---- the pages of a method and a result
RESULT=$(pg query -s S -r csv 'SELECT ?r WHERE { ?r a pg:Result ; pg:resultKind "improvement" ; pg:onDataset ?d ; pg:metric ?m } ORDER BY ?r LIMIT 1' | sed -n 2p | tr -d '\r')
RPATH=/${RESULT#https://w3id.org/papergraph/id/}
t "a result page is titled by what the result says (value, metric, data set, kind)" '
	curl -s -H "Accept: text/html" "'"$URL$RPATH"'" >r.html &&
	title=$(sed -n "s|.*<title>\(.*\) · papergraph</title>.*|\1|p" r.html) && echo "$title" &&
	echo "$title" | grep -Eq "^[0-9.]+.* on .*, improvement" && ! echo "$title" | grep -Eq "[0-9a-f]{16}"
'
t "evidence shows LaTeX as text, each sentence once in the results table, results with their kind" '
	curl -s -H "Accept: text/html" '"$URL"'/method/equiformerv2 >m.html &&
	! grep -q "\\times" m.html && ! grep -q "\\\$" m.html &&
	sed -n "/<h2>Results<\/h2>/,/<\/table>/p" m.html >results.html &&
	grep -q "<th>kind</th>" results.html && grep -q "<td>improvement</td>" results.html &&
	test "$(grep -o "<blockquote>" results.html | wc -l)" -eq "$(grep -o "<blockquote>[^<]*</blockquote>" results.html | sort -u | wc -l)"
'
t "a paper page shows its abstract with LaTeX as text" '
	curl -s -H "Accept: text/html" '"$URL"'/paper/iclr2024-10 >pa.html &&
	sed -n "/<blockquote>/,/<\/blockquote>/p" pa.html | head -n 3 >abs && test -s abs &&
	! grep -q "\\\$\|\\\\times" abs
'
t "a paper page lists its sentences in text order" '
	curl -s -H "Accept: text/html" '"$URL"'/paper/iclr2024-10 >p.html &&
	sed -n "/<h2>Sentences<\/h2>/,/<\/ul>/p" p.html | grep -o "sentence/iclr2024-10/[0-9]*" | sed "s|.*/||" >order &&
	test -s order && sort -n order | cmp - order
'

# the quality graph's figures where people look: a method compared against
COMPARED=$(pg query -s S -r csv 'SELECT ?m WHERE { ?p pg:comparesWith ?m } ORDER BY ?m LIMIT 1' | sed -n 2p | tr -d '\r')
CPATH=/${COMPARED#https://w3id.org/papergraph/id/}
QP=$(awk -F'\t' '!/^#/ && $1 != "set" && $4 == "compares" { printf "%.2f", $5; exit }' "$PG_SRCDIR/eval/quality.tsv")
t "an entity page says how far to trust the relation of each list, and the rule of each claim" '
	curl -s -H "Accept: text/html" "'"$URL$CPATH"'" >c.html &&
	sed -n "/<h2>Compared against in<\/h2>/,/<\/ul>/p" c.html >cmp.html &&
	grep -q "How far to trust these: compares with (<code>pg:comparesWith</code>): precision '"$QP"', recall [0-9.]* on [0-9]* annotated abstracts" cmp.html &&
	sed -n "/<h2>Evidence<\/h2>/,/<\/table>/p" c.html | grep -Eq "<td>[a-z-]+ <small>\((precision [0-9.]+ on [0-9]+ facts|[0-9] facts? scored, too few for a precision|not measured)\)</small></td>"
'
t "Chromium renders the trust note of an entity page" '
	CHROME=$(command -v chromium || command -v chromium-browser || true)
	[ -n "$CHROME" ] || skip "chromium is not installed (apt-get install chromium)"
	timeout 60 "$CHROME" --headless=new --no-sandbox --disable-gpu --no-first-run --disable-extensions \
		--user-data-dir="$TEST_DIR/chrome-dom" --virtual-time-budget=4000 --dump-dom "'"$URL$CPATH"'" >dom.html 2>/dev/null &&
	grep -q "How far to trust these: compares with" dom.html
'

# one entity page of each other kind: the first of its index
first_of() { pg query -s S -r csv "SELECT ?x WHERE { ?x a pg:$1 } ORDER BY ?x LIMIT 1" | sed -n 2p | tr -d '\r' | sed 's|^https://w3id.org/papergraph/id||'; }
TPATH=$(first_of Task) DPATH=$(first_of Dataset) MPATH=$(first_of Metric)

# ---- headless Chromium: each page loads without a console error
CHROME=$(command -v chromium || command -v chromium-browser || true)
# shot NAME PATH: loads PATH headless, writes NAME.png and the console log NAME.log
shot() {
	timeout 60 "$CHROME" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
		--no-first-run --disable-extensions --user-data-dir="$TEST_DIR/chrome" \
		--enable-logging=stderr --v=0 --window-size=1200,1400 --virtual-time-budget=4000 \
		--screenshot="$TEST_DIR/$1.png" "$URL$2" >"$1.out" 2>"$1.log"
}
for page in home:/ papers:/paper/ methods:/method/ tasks:/task/ datasets:/dataset/ metrics:/metric/ \
	method:/method/equiformerv2 paper:/paper/iclr2024-10 "result:$RPATH" "task:$TPATH" \
	"dataset:$DPATH" "metric:$MPATH" sparql:/sparql; do
	name=${page%%:*} path=${page#*:}
	t "Chromium loads $path with no console error" "
		[ -n \"$CHROME\" ] || skip 'chromium is not installed (apt-get install chromium)'
		shot $name $path && test -s $name.png &&
		! grep -E 'CONSOLE|Uncaught|Failed to load resource' $name.log &&
		if [ -n \"\${PG_SCREENSHOTS:-}\" ]; then mkdir -p \"\$PG_SCREENSHOTS\" && cp $name.png \"\$PG_SCREENSHOTS/\"; fi
	"
done
done_testing
