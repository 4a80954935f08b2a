#!/bin/sh
# Shards: extract in parallel pieces gives the graph of one run, and
# `infer -` over the pieces gives the inferred graph of a build.
. "$PG_SRCDIR/tests/lib.sh"

# A corpus with ids (a paper without one is named after its file, which a
# shard would change): the bundled abstracts as JSON Lines, plus the test data.
python3 - "$PG_SRCDIR/data/iclr2024.txt" "$PG_SRCDIR/tests/data/small.jsonl" >corpus.jsonl <<'PY'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
blocks = [b.strip() for b in re.split(r"\n\s*\n", text) if b.strip()]
for i, b in enumerate(b for b in blocks if len(b) > 200):
    print(json.dumps({"id": "iclr-%02d" % i, "abstract": b}))
for line in open(sys.argv[2], encoding="utf-8"):
    if line.strip() and json.loads(line).get("id"):
        print(line.rstrip("\n"))
PY

t "the corpus has more papers than shards" '
	test "$(wc -l <corpus.jsonl)" -ge 20
'
t "split into 4 shards, extracted in parallel (xargs -P 4), equals one run" '
	split -n l/4 -d corpus.jsonl part. && test -s part.03 &&
	ls part.0? | xargs -P 4 -I{} sh -c "\"\$1\" extract \"\$2\" >\"\$2.nt\"" sh "$PG" {} &&
	cat part.0?.nt | sort -u >shards.nt &&
	pg_to single.raw extract corpus.jsonl && sort -u single.raw >single.nt &&
	test -s single.nt && cmp shards.nt single.nt
'
t "N-Quads shards equal one run too (one graph per paper)" '
	ls part.0? | xargs -P 4 -I{} sh -c "\"\$1\" extract -f nquads \"\$2\" >\"\$2.nq\"" sh "$PG" {} &&
	cat part.0?.nq | sort -u >shards.nq &&
	pg_to single.raw extract -f nquads corpus.jsonl && sort -u single.raw >single.nq &&
	cmp shards.nq single.nq
'
# (pg_to last in a pipe: infer still reads a pipe, and the pipe's status is its own)
t "infer - over the shards equals the inferred graph of a build" '
	cat part.0?.nt | pg_to inferred.raw infer - && sort inferred.raw >inferred.nt &&
	pg build -q -s S corpus.jsonl && pg_to built.nq export -s S -f nquads &&
	grep " <https://w3id.org/papergraph/id/graph/inferred> \.\$" built.nq |
		sed "s# <https://w3id.org/papergraph/id/graph/inferred> \.\$# .#" | sort >built.nt &&
	test -s built.nt && cmp inferred.nt built.nt
'
t "infer - has lineage: pg:descendsFrom and pg:Ancestry depths" '
	grep -q "<https://w3id.org/papergraph#descendsFrom>" inferred.nt &&
	grep -q "<https://w3id.org/papergraph#depth> \"1\"" inferred.nt
'
t "infer - reads N-Quads (graph names kept) with the same result" '
	cat part.0?.nq | pg_to inferred.raw infer - && sort inferred.raw >inferred-nq.nt &&
	cmp inferred-nq.nt inferred.nt
'
t "infer FILE... is the union of the files" '
	pg_to inferred.raw infer part.00.nt part.01.nt part.02.nt part.03.nt &&
	sort inferred.raw >inferred-files.nt &&
	cmp inferred-files.nt inferred.nt
'
t "infer --base follows extract --base" '
	pg_to b-extract.nt extract --base http://example.org/kg/ corpus.jsonl &&
	cat b-extract.nt | pg_to b.nt infer --base http://example.org/kg/ - &&
	grep -q "<http://example.org/kg/ancestry/" b.nt && ! grep -q "w3id.org/papergraph/id/" b.nt
'
t "infer - leaves nothing in TMPDIR" '
	mkdir tmp && TMPDIR=$PWD/tmp pg infer - <part.00.nt >/dev/null && test -z "$(ls -A tmp)"
'
t "infer - on bad input: exit 1, the line, nothing left in TMPDIR" '
	mkdir -p tmp2 && printf "<a> <b> oops .\n" >bad.nt &&
	TMPDIR=$PWD/tmp2 expect_code 1 "$PG" infer - <bad.nt 2>err && contains err "papergraph infer: -:1:" &&
	test -z "$(ls -A tmp2)"
'
t "infer with both -s and inputs is a usage error" '
	expect_code 1 "$PG" infer -s S - </dev/null 2>err && contains err "(see" && contains err " --help" && test "$(wc -l <err)" -eq 1
'
t "infer --help shows the stdin mode" '
	pg infer --help >out && contains out "papergraph infer [--base IRI] [--syntax SYNTAX] (- | FILE...)"
'
done_testing
