#!/bin/sh
# eval: scores the extraction against gold annotations, as ../shared/eval/score.py does.
. "$PG_SRCDIR/tests/lib.sh"
DATA=$PG_SRCDIR/tests/data
SHARED=${PAPERGRAPH_SHARED:-$PG_SRCDIR/../shared}
[ -d "$SHARED/eval" ] || SHARED=$(cd "$PG_SRCDIR" && git rev-parse --path-format=absolute --git-common-dir 2>/dev/null | sed 's|/.git$||')/../shared

# field F OUT: "P R F1 hits pred gold" of field F in the table OUT
field() { awk -v f="$1" '$1 == f { print $2, $3, $4, $5, $6, $7 }' "$2"; }

t "eval GOLD INPUT builds the input and scores every field, the mean F1 last" '
	pg eval "$DATA/small-gold.jsonl" "$DATA/small.jsonl" >out &&
	head -n 1 out | grep -qx "papers found in graph: 2 of 2" &&
	test "$(field tasks out)" = "1.000 1.000 1.000 2 2 2" &&
	test "$(field proposes out)" = "1.000 0.667 0.800 2 2 3" &&
	tail -n 1 out | grep -Eq "^mean F1 0\.[0-9]{3}$" && test "$(wc -l <out)" -eq 11
'
t "eval -s STORE scores a built store the same way" '
	pg build -q -s S "$DATA/small.jsonl" && pg eval -s S "$DATA/small-gold.jsonl" >store.out &&
	pg eval "$DATA/small-gold.jsonl" "$DATA/small.jsonl" >input.out && cmp store.out input.out
'
t "--json gives the same figures" '
	pg eval -s S --json "$DATA/small-gold.jsonl" >out.json &&
	python3 -c "
import json, sys
j = json.load(open(\"out.json\")); f = j[\"fields\"][\"proposes\"]
sys.exit(not (j[\"papers\"] == 2 and f[\"hits\"] == 2 and f[\"gold\"] == 3 and abs(f[\"recall\"] - 2 / 3) < 1e-9))"
'
t "--show-misses lists the abstract and field of a miss with both sides" '
	pg eval -s S --show-misses "$DATA/small-gold.jsonl" >out &&
	grep -q "^toy-vision-2 proposes  predicted=.*gold=.*NoSuchNet" out
'
t "--entities pools the methods" '
	pg eval -s S --entities "$DATA/small-gold.jsonl" >out && field methods out | grep -q . &&
	! grep -q "^proposes" out && test "$(wc -l <out)" -eq 7
'
t "--by-rule: precision per rule, weakest first; the rules share out every field's predictions and hits" '
	pg eval -s S --by-rule "$DATA/small-gold.jsonl" >out &&
	sed -n "/^rule /,\$p" out >rules && test "$(wc -l <rules)" -gt 3 &&
	grep -Eq "^compare-cue +0\.667 +2 +3  compares$" rules &&
	tail -n +2 rules | awk "{ if (NR > 1 && \$2 < last) exit 1; last = \$2 }" &&
	pg eval -s S --by-rule --json "$DATA/small-gold.jsonl" >r.json &&
	python3 -c "
import json, sys
j = json.load(open(\"r.json\"))
f, r = j[\"fields\"], j[\"rules\"]
sums = [sum(x[k] for x in d.values()) for k in (\"predicted\", \"hits\") for d in (f, r)]
print(sums); sys.exit(sums[0] != sums[1] or sums[2] != sums[3] or r[\"propose-verb\"][\"fields\"] != [\"proposes\"])" &&
	expect_code 1 pg eval -s S --by-rule --entities "$DATA/small-gold.jsonl" 2>err && contains err "--by-rule"
'
t "a gold file that is wrong names the file and line, exit 1; a missing one exit 1" '
	printf "%s\n" "{\"id\": \"a\", \"proposes\": []}" "{\"id\": \"b\", \"proposes\": [1]}" >bad.jsonl &&
	expect_code 1 pg eval -s S bad.jsonl 2>err && contains err "bad.jsonl:2:" &&
	printf "{\"id\": \"a\", \"results\": [{\"metric\": \"x\"}]}\n" >bad2.jsonl &&
	expect_code 1 pg eval -s S bad2.jsonl 2>err && contains err "needs a metric and a value" &&
	expect_code 1 pg eval -s S nonexistent.jsonl 2>err && contains err nonexistent.jsonl &&
	expect_code 1 pg eval 2>err && contains err "no GOLD.jsonl"
'
t "INPUT and -s together are refused" '
	expect_code 1 pg eval -s S "$DATA/small-gold.jsonl" "$DATA/small.jsonl" 2>err && contains err "not both"
'

t "eval/agreement.py --nt writes an annotation as the graph the scorer reads: it scores 1.000 against itself" '
	python3 "$PG_SRCDIR/eval/agreement.py" --nt "$DATA/small-gold.jsonl" >ann.nt &&
	pg load -s ANN ann.nt && pg eval -s ANN "$DATA/small-gold.jsonl" >out &&
	head -n 1 out | grep -qx "papers found in graph: 2 of 2" &&
	test "$(field extends out)" = "1.000 1.000 1.000 1 1 1" &&
	test "$(field results out)" = "1.000 1.000 1.000 1 1 1" &&
	test "$(field proposes out)" = "1.000 1.000 1.000 3 3 3" &&
	tail -n 1 out | grep -qx "mean F1 1.000"
'
t "eval/agreement.py: a broken annotation names file and line, exit 1; no shared scorer exit 1" '
	printf "%s\n" "{\"id\": \"a\"}" "{not json" >bad.jsonl &&
	expect_code 1 python3 "$PG_SRCDIR/eval/agreement.py" --nt bad.jsonl 2>err && contains err "bad.jsonl:2:" &&
	expect_code 1 env PG_SHARED=/nonexistent python3 "$PG_SRCDIR/eval/agreement.py" "$DATA/small-gold.jsonl" "$DATA/small-gold.jsonl" 2>err &&
	contains err "no scorer"
'

# ---- agreement with score.py on the seed and on the project's own set
agree() { # NAME GOLD INPUT
	name=$1 gold=$2 input=$3
	t "eval agrees with score.py on $name (every field's counts, mean F1 to 3 decimals)" "
		[ -f \"$SHARED/eval/score.py\" ] || skip 'no ../shared/eval/score.py here'
		[ -f \"$input\" ] || skip 'no $input here'
		pg build -q -s A_$name \"$input\" && pg export -s A_$name -f ntriples >a.nt &&
		python3 \"$SHARED/eval/score.py\" \"$gold\" a.nt --json >py.json &&
		pg eval -s A_$name --json \"$gold\" >c.json &&
		python3 -c '
import json, sys
a, b = json.load(open(\"py.json\")), json.load(open(\"c.json\"))
bad = [f for f in a[\"fields\"] if any(a[\"fields\"][f][k] != b[\"fields\"][f][k] for k in (\"hits\", \"predicted\", \"gold\"))]
print(round(a[\"mean_f1\"], 3), round(b[\"mean_f1\"], 3), bad)
sys.exit(bad or round(a[\"mean_f1\"], 3) != round(b[\"mean_f1\"], 3) or a[\"papers_found\"] != b[\"papers_found\"])'
	"
}
agree seed "$SHARED/gold/seed.jsonl" "$SHARED/corpus/iclr2024-seed.jsonl"
if [ -f "$SHARED/corpus/dev-pool.jsonl" ]; then
	python3 -c '
import json, sys
ids = {json.loads(l)["id"] for f in sys.argv[2:] for l in open(f)}
for l in open(sys.argv[1]):
    if json.loads(l)["id"] in ids: sys.stdout.write(l)' "$SHARED/corpus/dev-pool.jsonl" \
		"$PG_SRCDIR/eval/dev-gold-tune.jsonl" "$PG_SRCDIR/eval/dev-gold-test.jsonl" >dev.jsonl
fi
agree dev-tune "$PG_SRCDIR/eval/dev-gold-tune.jsonl" "$TEST_DIR/dev.jsonl"
agree dev-test "$PG_SRCDIR/eval/dev-gold-test.jsonl" "$TEST_DIR/dev.jsonl"
done_testing
