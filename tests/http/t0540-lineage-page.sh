#!/bin/sh
# The lineage drawing of a method page: several levels each way, names whole,
# linked, as Graphviz lays it out when papergraph has its library.
. "$PG_SRCDIR/tests/lib.sh"
need_all() { for c in "$@"; do command -v "$c" >/dev/null 2>&1 || skip_all "$c is not installed"; done; }
need_all curl python3
pg build -q -s Y "$PG_SRCDIR/tests/data/small.jsonl" &&
	pg load -s Y "$PG_SRCDIR/tests/data/lineage-years.ttl" 2>/dev/null || skip_all "cannot build the store"

"$PG" serve --port 0 -s Y 2>serve.log &
PID=$!
trap 'kill -9 "$PID" 2>/dev/null; rm -rf "$TEST_DIR"' EXIT
port=$(serve_port serve.log) || { echo "Bail out! $port"; exit 1; }
URL=http://127.0.0.1:$port
i=0
while [ $i -lt 200 ] && ! curl -s -o /dev/null "$URL/sparql"; do
	sleep 0.05
	i=$((i + 1))
done

# page PATH: the HTML page to `out`; prints the status
page() {
	curl -s -o out -w '%{http_code}' -H "Accept: text/html" "$URL$1"
}

# drawing: the lineage <svg> of `out`, parsed as XML, its boxes' texts (lines
# joined by spaces) and links as JSON lines in `boxes`
cat >drawing.py <<'PY'
import json, re, xml.etree.ElementTree as E
html = open("out").read()
m = re.search(r"<svg class=\"lineage[^\"]*\".*?</svg>", html, re.S)
assert m, "no lineage drawing"
root = E.fromstring(m.group(0))
for e in root.iter():  # the inline drawing has no xmlns: compare local names
    e.tag = e.tag.split("}")[-1]
NS = ""
XL = "{http://www.w3.org/1999/xlink}href"
out = open("boxes", "w")
if root.get("class") == "lineage-graph":
    for g in root.iter(NS + "g"):
        if g.get("class") != "node":
            continue
        links = [a.get(XL) for a in g.iter(NS + "a") if a.get(XL)]
        text = " ".join("".join(t.itertext()) for t in g.iter(NS + "text"))
        if links:
            out.write(json.dumps({"text": text, "href": links[0]}, ensure_ascii=False) + "\n")
else:
    for a in root.iter(NS + "a"):
        text = " ".join("".join(s.itertext()) for s in a.iter(NS + "tspan"))
        out.write(json.dumps({"text": text, "href": a.get("href")}, ensure_ascii=False) + "\n")
PY

t "a method page draws two levels of ancestors and its descendants, linked" '
	equals "$(page /method/leaf-net)" 200 && python3 "$TEST_DIR/drawing.py" &&
	grep -q "\"href\": \"/method/root-net\"" boxes && grep -q "\"href\": \"/method/branch-net\"" boxes &&
	grep -q "\"href\": \"/method/twig-net\"" boxes && grep -q "\"href\": \"/method/leaf-net\"" boxes &&
	! grep -q "\"href\": \"/method/undated-net\"" boxes
'
t "names are whole in the drawing, never cut" '
	equals "$(page /method/branch-net)" 200 && python3 "$TEST_DIR/drawing.py" &&
	grep "/method/hsmie" boxes | grep -q "\"text\": \"Hierarchical Sparse Mixture of Imaginary Experts 2021" &&
	! grep -q "Hierarchical Sparse Mixture…" out
'
t "levels down from the oldest method, each method once" '
	equals "$(page /method/root-net)" 200 && python3 "$TEST_DIR/drawing.py" &&
	test "$(grep -c "\"href\"" boxes)" -eq 8 && grep -q "\"href\": \"/method/early-bird\"" boxes
'
t "the page with its drawing parses as HTML" '
	equals "$(page /method/branch-net)" 200 &&
	python3 -c "import html.parser; p=html.parser.HTMLParser(); p.feed(open(\"out\").read()); p.close()"
'
done_testing
