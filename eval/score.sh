#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# eval/score.sh: score papergraph's extraction on the annotated sets.
#
#   eval/score.sh [SET...]        (or `make eval` in a build directory)
#
# SET is seed (../shared/corpus/iclr2024-seed.jsonl against ../shared/gold/seed.jsonl),
# tune (eval/dev-gold-tune.jsonl), tune2 (eval/dev-gold-tune2.jsonl, the second tuning
# sample), tune3 ... tune12 (eval/dev-gold-tune3.jsonl ... the third to the twelfth)
# or test (eval/dev-gold-test.jsonl; score it only at the end of a round of rule
# changes, see eval/README.md) or scierc (SciERC's test
# set from ../shared/gold-sources, scored in entity mode; scierc-dev is its
# development split, the one to study). Default: seed tune.
# For each set the gold ids are joined with the pool's records into a temporary
# JSONL, built into a temporary store, exported as N-Triples and scored with
# ../shared/eval/score.py, which prints the per-field table and the mean F1.
# The figures of the project's own sets (tune, tune2 ... tune12, test) also go to
# eval/quality.tsv
# and, per rule, eval/quality-rules.tsv (from `papergraph eval --by-rule --json`): the rows of each set scored are replaced, the
# others kept; the held-out test half is listed first, as the one `build` records
# in the quality graph. A set whose counts did not change keeps its date.
# EVAL_INSIDE="FILE..." builds each set inside those corpus files (JSON Lines, read
# before the set's own records), as the corpus pass and the preferred labels see a
# set in a large store; only the set's papers are scored, and eval/quality*.tsv are
# left alone.
# Environment: PG (the binary; default ./papergraph), PG_SHARED (default
# ../shared beside the repository or its main git checkout), EVAL_MISSES=1 (pass --show-misses),
# QUALITY and QUALITY_RULES (the figures files; default eval/quality.tsv and
# eval/quality-rules.tsv), SOURCE_DATE_EPOCH (the date
# written for a changed set; default today, UTC).
# Exit: 0 scored or skipped (no ../shared), 1 usage or a failed step.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PG=${PG:-./papergraph}
case $PG in /*) ;; *) PG=$(cd "$(dirname "$PG")" && pwd)/$(basename "$PG") ;; esac
# ../shared beside the checkout; a git worktree looks beside its main checkout too
if [ -n "${PG_SHARED:-}" ]; then SHARED=$PG_SHARED
else
	SHARED=$top/../shared
	if [ ! -d "$SHARED" ] && common=$(git -C "$top" rev-parse --git-common-dir 2>/dev/null); then
		case $common in /*) ;; *) common=$top/$common ;; esac
		[ -d "$common/../../shared" ] && SHARED=$(cd "$common/../.." && pwd)/shared
	fi
fi
say() { printf 'eval: %s\n' "$*" >&2; }

[ $# -gt 0 ] || set -- seed tune
if [ ! -f "$SHARED/eval/score.py" ] || [ ! -f "$SHARED/corpus/dev-pool.jsonl" ]; then
	say "SKIP: no shared corpus and scorer at $SHARED (set PG_SHARED=DIR); nothing scored"
	exit 0
fi
[ -x "$PG" ] || { say "no papergraph binary at $PG (set PG=...)"; exit 1; }
command -v python3 >/dev/null || { say "python3 is needed"; exit 1; }

W=$(mktemp -d "${TMPDIR:-/tmp}/pgeval.XXXXXX")
trap 'rm -rf "$W"' EXIT INT TERM
misses=
[ "${EVAL_MISSES:-0}" = 1 ] && misses=--show-misses

# join GOLD POOL OUT: the pool's records whose id the gold lists, in gold order
join_gold() {
	python3 - "$1" "$2" "$3" <<'PY'
import json, sys
gold, pool, out = sys.argv[1:4]
ids = [json.loads(l)["id"] for l in open(gold, encoding="utf-8") if l.strip()]
want = set(ids)
recs = {}
for l in open(pool, encoding="utf-8"):
    if not l.strip():
        continue
    r = json.loads(l)
    if r.get("id") in want:
        recs[r["id"]] = l if l.endswith("\n") else l + "\n"
missing = [i for i in ids if i not in recs]
if missing:
    sys.exit("eval: %d gold ids not in %s (first: %s)" % (len(missing), pool, missing[0]))
with open(out, "w", encoding="utf-8") as f:
    for i in ids:
        f.write(recs[i])
PY
}

# scierc_gold SPLIT: a SciERC split (test or dev) as gold (Method -> methods, Task, Material ->
# data sets, Metric) and as pool records (its tokens joined), for --entities mode
scierc_gold() {
	python3 - "$SHARED/gold-sources/scierc/$1.json" "$W/scierc-gold.jsonl" "$W/scierc-pool.jsonl" <<'PY'
import json, sys
src, gold, pool = sys.argv[1:4]
brackets = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}
field = {"Method": "uses", "Task": "tasks", "Material": "datasets", "Metric": "metrics"}
with open(gold, "w", encoding="utf-8") as g, open(pool, "w", encoding="utf-8") as p:
    for line in open(src, encoding="utf-8"):
        if not line.strip():
            continue
        d = json.loads(line)
        toks = [brackets.get(t, t) for sent in d["sentences"] for t in sent]
        rec = {k: [] for k in ("proposes", "extends", "compares", "uses", "tasks", "datasets", "metrics", "results")}
        for sent in d["ner"]:
            for a, b, label in sent:
                if label in field:
                    name = " ".join(toks[a:b + 1])
                    if name not in rec[field[label]]:
                        rec[field[label]].append(name)
        g.write(json.dumps(dict(id=d["doc_key"], **rec)) + "\n")
        p.write(json.dumps({"id": d["doc_key"], "abstract": " ".join(toks)}) + "\n")
PY
}

# quality_rows SET GOLD JSON: the rows of eval/quality.tsv and eval/quality-rules.tsv
# for one scored set (from `papergraph eval --by-rule --json`)
quality_rows() {
	python3 - "$1" "$2" "$3" "$W/quality.rows" "$W/rules.rows" <<'PY'
import json, os, sys
name, gold, path, frows, rrows = sys.argv[1:6]
j = json.load(open(path, encoding="utf-8"))
if j["papers_found"] != j["papers"]:
    sys.exit("eval: %s: %d of %d annotated abstracts in the graph" % (name, j["papers_found"], j["papers"]))
base = os.path.basename(gold)
with open(frows, "a", encoding="utf-8") as f:
    for field in ("proposes", "uses", "compares", "extends", "tasks", "datasets", "metrics", "results"):
        x = j["fields"][field]
        f.write("\t".join([base, str(j["papers"]), field, "%.3f" % x["precision"], "%.3f" % x["recall"],
                           "%.3f" % x["f1"], str(x["hits"]), str(x["predicted"]), str(x["gold"])]) + "\n")
with open(rrows, "a", encoding="utf-8") as f:
    for rule, x in j["rules"].items():
        f.write("\t".join([base, str(j["papers"]), rule, "%.3f" % x["precision"], str(x["hits"]),
                           str(x["predicted"]), ",".join(x["fields"])]) + "\n")
PY
}

# quality_write FIELDS RULES: merges the new rows into the two files (test half
# first, then tune); a set keeps its date when none of its rows changed
quality_write() {
	python3 - "$1" "$2" "$W/quality.rows" "$W/rules.rows" <<'PY'
import os, sys, time
fpath, rpath, fnew, rnew = sys.argv[1:5]
epoch = os.environ.get("SOURCE_DATE_EPOCH")
today = time.strftime("%Y-%m-%d", time.gmtime(int(epoch) if epoch else None))
def read(path, head):
    rows = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if line.startswith("#") or not line.strip() or line.startswith(head + "\t"):
                continue
            c = line.rstrip("\n").split("\t")
            rows.setdefault(c[0], []).append(c)
    return rows
def new(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        c = line.rstrip("\n").split("\t")
        rows.setdefault(c[0], []).append(c[:2] + ["DATE"] + c[2:])
    return rows
fold, rold = read(fpath, "set"), read(rpath, "set")
fn, rn = new(fnew), new(rnew)
undated = lambda rows: [r[:2] + r[3:] for r in rows or []]
for name in fn:
    same = undated(fold.get(name)) == undated(fn[name]) and undated(rold.get(name)) == undated(rn.get(name))
    date = fold[name][0][2] if same else today
    fold[name] = [r[:2] + [date] + r[3:] for r in fn[name]]
    rold[name] = [r[:2] + [date] + r[3:] for r in rn.get(name, [])]
order = lambda rows: sorted(rows, key=lambda n: (0 if "test" in n else 1 if "tune" in n else 2, n))
NOTE = ("# Written by eval/score.sh (make eval) from `papergraph eval --by-rule --json` on the\n"
        "# project's own evaluation set (eval/README.md) and compiled into papergraph, which\n"
        "# records the first set's figures in the quality graph of every store it builds.\n"
        "# The held-out test half comes first. Do not edit by hand: run\n"
        "# `make eval EVAL_SETS='seed tune test'`.\n")
def write(path, title, head, rows):
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(title + NOTE + "\t".join(head) + "\n")
        for n in order(rows):
            for r in rows[n]:
                f.write("\t".join(r) + "\n")
    os.replace(path + ".tmp", path)
write(fpath, "# papergraph's measured extraction quality per relation.\n",
      ["set", "abstracts", "date", "field", "precision", "recall", "f1", "hits", "predicted", "gold"], fold)
write(rpath, "# papergraph's measured precision per extraction rule (weakest first).\n",
      ["set", "abstracts", "date", "rule", "precision", "hits", "predicted", "fields"], rold)
print("eval: figures of %s written to %s and %s" % (", ".join(sorted(fn)), fpath, rpath), file=sys.stderr)
PY
}

QUALITY=${QUALITY:-$top/eval/quality.tsv}
QUALITY_RULES=${QUALITY_RULES:-$top/eval/quality-rules.tsv}
status=0
for set in "$@"; do
	entities=
	case $set in
	seed) gold=$SHARED/gold/seed.jsonl; pool=$SHARED/corpus/iclr2024-seed.jsonl ;;
	tune) gold=$top/eval/dev-gold-tune.jsonl; pool=$SHARED/corpus/dev-pool.jsonl ;;
	test) gold=$top/eval/dev-gold-test.jsonl; pool=$SHARED/corpus/dev-pool.jsonl ;;
	tune[2-9]|tune1[0-9]) gold=$top/eval/dev-gold-$set.jsonl; pool=$SHARED/corpus/dev-pool.jsonl ;;
	scierc|scierc-dev)
		split=test; [ "$set" = scierc-dev ] && split=dev
		[ -f "$SHARED/gold-sources/scierc/$split.json" ] || { say "$set: no $SHARED/gold-sources/scierc/$split.json"; status=1; continue; }
		scierc_gold "$split" || { status=1; continue; }
		gold=$W/scierc-gold.jsonl; pool=$W/scierc-pool.jsonl; entities=--entities ;;
	*) say "unknown set '$set' (seed, tune, tune2 ... tune12, test, scierc or scierc-dev)"; exit 1 ;;
	esac
	[ -f "$gold" ] || { say "$set: no gold file $gold"; status=1; continue; }
	join_gold "$gold" "$pool" "$W/$set.jsonl" || { status=1; continue; }
	rm -rf "$W/$set.db"
	inside=
	if [ -n "${EVAL_INSIDE:-}" ]; then
		# the corpus without the set's own ids (a set drawn from it would come twice)
		# shellcheck disable=SC2086
		python3 - "$W/$set.jsonl" "$W/$set.inside.jsonl" $EVAL_INSIDE <<'PY' || { status=1; continue; }
import json, sys
own, out, corpus = sys.argv[1], sys.argv[2], sys.argv[3:]
ids = {json.loads(l)["id"] for l in open(own, encoding="utf-8") if l.strip()}
n = 0
with open(out, "w", encoding="utf-8") as f:
    for path in corpus:
        for l in open(path, encoding="utf-8"):
            if l.strip() and json.loads(l).get("id") not in ids:
                f.write(l if l.endswith("\n") else l + "\n")
                n += 1
PY
		inside=$W/$set.inside.jsonl
	fi
	# shellcheck disable=SC2086
	"$PG" build -q -s "$W/$set.db" $inside "$W/$set.jsonl" || { say "$set: build failed"; status=1; continue; }
	"$PG" export -s "$W/$set.db" --format ntriples > "$W/$set.nt" || { say "$set: export failed"; status=1; continue; }
	if [ -n "$inside" ]; then
		printf '## %s (%s abstracts, built inside %s corpus abstracts)\n' "$set" "$(grep -c . "$W/$set.jsonl")" "$(grep -c . "$inside")"
		python3 "$SHARED/eval/score.py" "$gold" "$W/$set.nt" $misses $entities || { say "$set: scoring failed"; status=1; }
		echo
		continue
	fi
	printf '## %s (%s abstracts)\n' "$set" "$(grep -c . "$W/$set.jsonl")"
	python3 "$SHARED/eval/score.py" "$gold" "$W/$set.nt" $misses $entities || { say "$set: scoring failed"; status=1; }
	case $set in tune|tune[2-9]|tune1[0-9]|test)
		"$PG" eval -s "$W/$set.db" --by-rule --json "$gold" >"$W/$set.json" &&
			quality_rows "$set" "$gold" "$W/$set.json" || { say "$set: papergraph eval failed"; status=1; } ;;
	esac
	echo
done
[ "$status" -eq 0 ] && [ -s "$W/quality.rows" ] && { quality_write "$QUALITY" "$QUALITY_RULES" || status=1; }
exit $status
