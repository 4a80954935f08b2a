#!/bin/sh
# The quality graph: build records each relation's measured precision, recall
# and F1 (DQV) and its own provenance (PROV-O); stats shows the figures; a
# user's gold file given to build --quality changes them.
. "$PG_SRCDIR/tests/lib.sh"
CORPUS=$PG_SRCDIR/data/iclr2024.txt
DATA=$PG_SRCDIR/tests/data
QTSV=$PG_SRCDIR/eval/quality.tsv
Q='<https://w3id.org/papergraph/id/graph/quality>'
RDFLIB=$(find_python rdflib)
[ -n "$RDFLIB" ] || echo "# python3-rdflib is missing: the rdflib case is skipped"

# tt TOOL DESCRIPTION CODE PACKAGE: a case that needs TOOL (a variable's value);
# skipped, naming PACKAGE, when it is empty.
tt() {
	if [ -n "$1" ]; then
		t "$2" "$3"
	else
		t_skip "$2" "$4 is not installed"
	fi
}

# the first set of eval/quality.tsv: "SET ABSTRACTS DATE", and FIELD's precision
first_set() { awk -F'\t' '!/^#/ && $1 != "set" { print $1, $2, $3; exit }' "$QTSV"; }
# the number of rules the first set of eval/quality-rules.tsv scores
tsv_rules() { awk -F'\t' '!/^#/ && $1 != "set" { if (!s) s = $1; if ($1 == s) n++ } END { print n + 0 }' "$PG_SRCDIR/eval/quality-rules.tsv"; }
tsv_value() { # FIELD COLUMN(5 precision, 6 recall, 7 f1)
	awk -F'\t' -v f="$1" -v c="$2" '!/^#/ && $1 != "set" { if (!s) s = $1; if ($1 == s && $4 == f) print $c }' "$QTSV"
}

# PRECISION: one row per relation: relation, value, set title, size
cat >precision.rq <<'RQ'
SELECT ?rel ?v ?title ?n WHERE {
  GRAPH <https://w3id.org/papergraph/id/graph/quality> {
    ?m a dqv:QualityMeasurement ; dqv:isMeasurementOf ?metric ; dqv:value ?v ;
       dqv:computedOn ?kg ; prov:wasGeneratedBy ?e .
    ?e prov:used ?set . ?set dcterms:title ?title ; pg:annotatedAbstracts ?n .
  }
  ?metric a dqv:Metric ; dqv:inDimension pg:correctness ; pg:measuredRelation ?rel .
} ORDER BY ?rel
RQ

pg build -q -s S "$CORPUS"

t "the quality graph parses in rapper: measurements, their metrics, the build's provenance" '
	need rapper
	pg_to all.nq export -s S -f nquads && grep " $Q \\.\$" all.nq >q.nq &&
	rapper -i nquads -c q.nq 2>n && grep -Eq "returned [0-9]{3,} triples" n &&
	test "$(tsv_rules)" -gt 10 &&
	test "$(grep -c "#type> <http://www.w3.org/ns/dqv#QualityMeasurement>" q.nq)" -eq $((24 + $(tsv_rules))) &&
	test "$(grep -c "#isMeasurementOf> <https://w3id.org/papergraph#rulePrecision>" q.nq)" -eq "$(tsv_rules)" &&
	grep -q "<http://www.w3.org/ns/prov#used> <file://$(realpath "$CORPUS")>" q.nq &&
	grep -q "#includesRule> \"propose-verb\"" q.nq &&
	grep -q "<http://www.w3.org/ns/prov#endedAtTime> \"[0-9-]*T[0-9:]*Z\"^^<http://www.w3.org/2001/XMLSchema#dateTime>" q.nq
'

cat >check.py <<'PY'
# the quality graph read by rdflib: DQV and PROV-O used as the vocabularies define them
import sys
from decimal import Decimal
import rdflib
from rdflib.namespace import RDF, RDFS, XSD, SKOS
DQV = rdflib.Namespace("http://www.w3.org/ns/dqv#")
PROV = rdflib.Namespace("http://www.w3.org/ns/prov#")
PG = rdflib.Namespace("https://w3id.org/papergraph#")
ds = rdflib.Dataset()
ds.parse(sys.argv[1], format="nquads")
onto = rdflib.Graph().parse(sys.argv[2], format="turtle")
g = rdflib.Graph()
for s, p, o, c in ds.quads((None, None, None, None)):
    if str(c).endswith("/graph/quality"):
        g.add((s, p, o))
bad = []
ms = set(g.subjects(RDF.type, DQV.QualityMeasurement))
by_rule = set(g.subjects(DQV.isMeasurementOf, PG.rulePrecision))
if len(ms) - len(by_rule) != 24 or len(by_rule) != int(sys.argv[3]):
    bad.append("%d measurements, %d of rules" % (len(ms), len(by_rule)))
for m in by_rule:
    rule, n = g.value(m, PG.ofRule), g.value(m, PG.predictions)
    if not isinstance(rule, rdflib.Literal) or n is None or n.datatype != XSD.integer or int(n) < 1:
        bad.append("rule measurement %s: %r %r" % (m, rule, n))
rels = {}
for m in ms:
    metrics = list(g.objects(m, DQV.isMeasurementOf))
    values = list(g.objects(m, DQV.value))
    on = list(g.objects(m, DQV.computedOn))
    if len(metrics) != 1 or len(values) != 1 or len(on) != 1:
        bad.append("%s: %d metrics, %d values, %d computedOn" % (m, len(metrics), len(values), len(on)))
        continue
    metric, v = metrics[0], values[0]
    if (metric, RDF.type, DQV.Metric) not in onto or not list(onto.objects(metric, SKOS.definition)) \
            or not list(onto.objects(metric, RDFS.label)):
        bad.append("metric not defined in the ontology: %s" % metric)
    dims = list(onto.objects(metric, DQV.inDimension))
    if len(dims) != 1 or (dims[0], RDF.type, DQV.Dimension) not in onto:
        bad.append("metric without one dqv:Dimension: %s" % metric)
    if v.datatype != XSD.decimal or not (Decimal(0) <= Decimal(str(v)) <= Decimal(1)):
        bad.append("value %r" % v)
    if m not in by_rule:
        rels.setdefault(onto.value(metric, PG.measuredRelation), []).append(m)
    if (on[0], RDF.type, PROV.Entity) not in g or (on[0], DQV.hasQualityMeasurement, m) not in g:
        bad.append("computedOn is not the graph: %s" % on[0])
if len(rels) != 8 or any(len(v) != 3 for v in rels.values()):
    bad.append("relations: %s" % {str(k): len(v) for k, v in rels.items()})
kg = next(iter(g.subjects(DQV.hasQualityMeasurement, None)), None)
acts = list(g.objects(kg, PROV.wasGeneratedBy))
if len(acts) != 1 or (acts[0], RDF.type, PROV.Activity) not in g:
    bad.append("the graph is not prov:wasGeneratedBy one prov:Activity")
else:
    a = acts[0]
    t = list(g.objects(a, PROV.endedAtTime))
    if len(t) != 1 or t[0].datatype != XSD.dateTime:
        bad.append("endedAtTime %s" % t)
    if not [u for u in g.objects(a, PROV.used) if str(u).startswith("file:///")]:
        bad.append("no input file used")
    agent = g.value(a, PROV.wasAssociatedWith)
    if (agent, RDF.type, PROV.SoftwareAgent) not in g:
        bad.append("no software agent")
    assoc = g.value(a, PROV.qualifiedAssociation)
    plan = g.value(assoc, PROV.hadPlan)
    if g.value(assoc, PROV.agent) != agent or (plan, RDF.type, PROV.Plan) not in g \
            or not list(g.objects(plan, PG.includesRule)):
        bad.append("no association with the agent and a plan of rules")
if list(g.subjects(None, None)) and any(isinstance(x, rdflib.BNode) for t in g for x in t):
    bad.append("blank nodes")
print(bad)
sys.exit(1 if bad else 0)
PY
tt "$RDFLIB" "rdflib reads the quality graph: DQV measurements (24 of relations, one per rule) of metrics the ontology defines, PROV-O of the build" '
	pg_to all.nq export -s S -f nquads && $RDFLIB check.py all.nq "$PG_SRCDIR/ontology/papers.ttl" "$(tsv_rules)"
' python3-rdflib

t "a SPARQL query returns one precision measurement per relation, values in [0, 1], on the compiled-in set" '
	pg_to p.csv query -s S -r csv -q precision.rq && tr -d "\r" <p.csv | tail -n +2 >rows &&
	test "$(wc -l <rows)" -eq 8 && test "$(cut -d, -f1 rows | sort -u | wc -l)" -eq 8 &&
	awk -F, "\$2 < 0 || \$2 > 1 { exit 1 }" rows &&
	set -- $(first_set) && awk -F, -v s="$1" -v n="$2" "\$3 != s || \$4 != n { exit 1 }" rows &&
	grep -q "^https://w3id.org/papergraph#comparesWith,$(tsv_value compares 5)," rows &&
	grep -q "^https://w3id.org/papergraph#usesMethod,$(tsv_value uses 5)," rows
'
t "the build time is the figures date, or SOURCE_DATE_EPOCH; two builds give the same quality graph" '
	set -- $(first_set) &&
	pg_to t.csv query -s S -r csv "SELECT ?t WHERE { ?kg prov:wasGeneratedBy ?b . ?b prov:endedAtTime ?t }" &&
	tr -d "\r" <t.csv | grep -qx "${3}T00:00:00Z" &&
	SOURCE_DATE_EPOCH=1700000000 pg build -q -s E "$CORPUS" &&
	pg_to t2.csv query -s E -r csv "SELECT ?t WHERE { ?kg prov:wasGeneratedBy ?b . ?b prov:endedAtTime ?t }" &&
	grep -q "2023-11-14T22:13:20Z" t2.csv &&
	pg build -q -s S2 "$CORPUS" && pg_to a.nq export -s S -f nquads && pg_to b.nq export -s S2 -f nquads &&
	cmp a.nq b.nq &&
	expect_code 1 env SOURCE_DATE_EPOCH=soon "$PG" build -q -s E "$CORPUS" 2>err && contains err SOURCE_DATE_EPOCH
'
t "stats shows each relation count beside its precision and recall" '
	set -- $(first_set) && pg_to st.out stats -s S &&
	p=$(printf "%.2f" "$(tsv_value compares 5)") && r=$(printf "%.2f" "$(tsv_value compares 6)") &&
	grep -Eq "^compares with: +[0-9]+  \\(precision $p, recall $r on $2 annotated abstracts\\)$" st.out &&
	test "$(grep -c "annotated abstracts)$" st.out)" -eq 8 && contains st.out "measured on $1, $3" &&
	grep -q "^papers     19$" st.out
'
t "stats of a store without a quality graph says not measured" '
	printf "<http://e.org/a> <https://w3id.org/papergraph#comparesWith> <http://e.org/b> .\n" >one.nt &&
	pg load -s L one.nt 2>/dev/null && pg_to st.out stats -s L && grep -Eq "^compares with: +1  \\(not measured\\)$" st.out
'
t "explain shows each kind with its figures and each rule with its own precision, or why not" '
	pg_to ex.out explain -s S iclr2024-3 &&
	p=$(printf "%.2f" "$(tsv_value uses 5)") &&
	grep -Eq "^uses method  \(precision $p, recall [0-9.]+ on [0-9]+ annotated abstracts\)$" ex.out &&
	grep -Eq "^    rule [a-z-]+ \((precision [0-9.]+ on [0-9]+ facts|[0-9] facts? scored, too few for a precision|not measured)\), sentence at" ex.out &&
	rule=$(awk -F"\t" "!/^#/ && \$1 != \"set\" && \$7 >= 5 { print \$4; exit }" "$PG_SRCDIR/eval/quality-rules.tsv") &&
	pg_to r.csv query -s S -r csv "SELECT ?v ?n WHERE { ?m pg:ofRule \"$rule\" ; dqv:value ?v ; pg:predictions ?n }" &&
	test "$(tr -d "\r" <r.csv | tail -n +2 | wc -l)" -eq 1 &&
	pg build -q -s L2 "$DATA/small.jsonl" && pg_to l.out explain -s L2 toy-graph-1 &&
	grep -Eq "^    rule [a-z-]+ \(" l.out
'
t "queries says how far to trust the relations each ready-made query reads" '
	set -- $(first_set) && pg_to q.out queries &&
	p=$(printf "%.2f" "$(tsv_value compares 5)") &&
	sed -n "/^baselines\$/,/^[a-z]/p" q.out | grep -qx "    trust: compares with: precision $p, recall [0-9.]* on $2 annotated abstracts" &&
	sed -n "/^extending\$/,/^[a-z]/p" q.out | grep -q "^    trust: extends: " &&
	! sed -n "/^extending\$/,/^[a-z]/p" q.out | grep -q "^    trust: compares with" &&
	pg queries baselines >b.rq && cmp b.rq "$PG_SRCDIR/queries/baselines.rq"
'

# a hand-written gold set for one abstract of tests/data/small.jsonl: papergraph
# finds GCN and GraphSAGE as baselines, the annotator only GCN; Cora and PubMed, only Cora
printf "%s\n" "{\"id\": \"toy-graph-1\", \"proposes\": [\"GraphMixer-X\"], \"compares\": [\"GCN\"], \"tasks\": [\"node classification\"], \"datasets\": [\"Cora\"]}" >mine.jsonl
t "build --quality GOLD records the figures of that gold set: its name, size and values" '
	pg build -q -s U --quality mine.jsonl "$DATA/small.jsonl" &&
	pg_to p.csv query -s U -r csv -q precision.rq && tr -d "\r" <p.csv >rows &&
	grep -qx "https://w3id.org/papergraph#comparesWith,0.500,mine.jsonl,1" rows &&
	grep -qx "https://w3id.org/papergraph#proposes,1.000,mine.jsonl,1" rows &&
	grep -qx "https://w3id.org/papergraph#evaluatesOn,0.500,mine.jsonl,1" rows &&
	test "$(wc -l <rows)" -eq 9 && pg_to st.out stats -s U &&
	grep -Eq "^compares with: +[0-9]+  \\(precision 0.50, recall 1.00 on 1 annotated abstracts\\)$" st.out &&
	pg_to ex.out explain -s U toy-graph-1 &&
	grep -q "^compares with  (precision 0.50, recall 1.00 on 1 annotated abstracts)$" ex.out &&
	grep -q "^    rule compare-cue (2 facts scored, too few for a precision), sentence at" ex.out &&
	pg_to q.out queries -s U && grep -qx "    trust: compares with: precision 0.50, recall 1.00 on 1 annotated abstracts" q.out
'
t "build --quality agrees with eval --by-rule on the same gold file and input, field by field and rule by rule" '
	need python3
	pg build -q -s U2 --quality "$DATA/small-gold.jsonl" "$DATA/small.jsonl" &&
	pg_to e.json eval --by-rule --json "$DATA/small-gold.jsonl" "$DATA/small.jsonl" &&
	pg_to all.csv query -s U2 -r csv "SELECT ?m ?v ?rule ?n WHERE { GRAPH $Q { ?m dqv:value ?v OPTIONAL { ?m pg:ofRule ?rule ; pg:predictions ?n } } }" &&
	python3 -c "
import csv, json, sys
j = json.load(open(\"e.json\")); e, er = j[\"fields\"], j[\"rules\"]
rows = list(csv.DictReader(open(\"all.csv\", newline=\"\")))
rel = {r[\"m\"].rsplit(\"/\", 1)[1]: r[\"v\"] for r in rows if not r[\"rule\"]}
rul = {r[\"rule\"]: (r[\"v\"], int(r[\"n\"])) for r in rows if r[\"rule\"]}
bad = [(k, v) for k, v in rel.items() if \"%.3f\" % e[k.split(\"-\")[0]][k.split(\"-\")[1]] != v]
bad += [(k, v) for k, v in rul.items() if v != (\"%.3f\" % er[k][\"precision\"], er[k][\"predicted\"])]
print(len(rel), len(rul), bad); sys.exit(1 if len(rel) != 24 or len(rul) != len(er) or bad else 0)"
'
t "build --quality refuses a gold set whose abstracts are not among the inputs, and a bad gold file" '
	expect_code 1 pg build -q -s X --quality mine.jsonl "$CORPUS" 2>err &&
	contains err "mine.jsonl" && contains err "0 of its 1 annotated abstracts" && test ! -e X/META &&
	printf "{\"id\": 3}\n" >bad.jsonl &&
	expect_code 1 pg build -q -s X --quality bad.jsonl "$CORPUS" 2>err && contains err "bad.jsonl:1" &&
	expect_code 1 pg add -s S --quality mine.jsonl "$CORPUS" 2>err && contains err "--quality"
'
t "build --rules -RULE,... leaves the rules' facts out, and the entities only they named, and says so in PROV" '
	pg build -s R --rules -task-mention,-compare-cue "$CORPUS" 2>err &&
	contains err "rules switched off were left out" && contains err "measured with every rule on" &&
	pg_to n.csv query -s R -r csv "SELECT ?a WHERE { ?a pg:rule ?r FILTER(?r = \"task-mention\" || ?r = \"compare-cue\") }" &&
	test "$(tr -d "\r" <n.csv | wc -l)" -eq 1 &&
	pg_to all.csv query -s S -r csv "SELECT ?a WHERE { ?a pg:rule \"task-mention\" }" && test "$(wc -l <all.csv)" -gt 3 &&
	pg_to x.csv query -s R -r csv "SELECT ?r WHERE { ?p pg:excludesRule ?r } ORDER BY ?r" &&
	test "$(tr -d "\r" <x.csv | tr "\n" " ")" = "r compare-cue task-mention " &&
	pg_to o.csv query -s R -r csv "SELECT ?t WHERE { ?t a pg:Task . OPTIONAL { ?p pg:addressesTask ?t } FILTER(!BOUND(?p)) }" &&
	test "$(tr -d "\r" <o.csv | wc -l)" -eq 1 &&
	pg_to st.out stats -s R && pg_to s0.out stats -s S &&
	test "$(awk "/^tasks /{print \$2}" st.out)" -lt "$(awk "/^tasks /{print \$2}" s0.out)" &&
	expect_code 1 pg build -s R2 --rules task-mention "$CORPUS" 2>err && contains err "is not -RULE" &&
	expect_code 1 pg add -s R --rules -task-mention "$CORPUS" 2>err && contains err "--rules"
'
t "eval --rules scores the inputs built without those rules; with -s it is refused" '
	pg_to a.out eval "$DATA/small-gold.jsonl" "$DATA/small.jsonl" &&
	pg_to b.out eval --rules -compare-cue "$DATA/small-gold.jsonl" "$DATA/small.jsonl" &&
	grep -Eq "^compares +[0-9.]+ +[0-9.]+ +[0-9.]+ +2 +3 +2$" a.out &&
	grep -Eq "^compares +[0-9.]+ +0.000 +0.000 +0 +0 +2$" b.out &&
	pg build -q -s K0 "$DATA/small.jsonl" &&
	expect_code 1 pg eval -s K0 --rules -compare-cue "$DATA/small-gold.jsonl" 2>err && contains err "--rules"
'
t "add and load keep the quality graph; the inferred graph is the same after a load" '
	pg build -q -s K "$DATA/small.jsonl" &&
	pg_to k1.nq export -s K -f nquads && grep -c " $Q \\.\$" k1.nq >before &&
	grep "/graph/inferred> \\.\$" k1.nq | sort >inf1 &&
	printf "<http://e.org/x> <http://e.org/p> \"v\" .\n" >x.nt && pg load -s K x.nt 2>/dev/null &&
	pg_to k2.nq export -s K -f nquads && grep "/graph/inferred> \\.\$" k2.nq | sort >inf2 &&
	cmp inf1 inf2 && equals "$(grep -c " $Q \\.\$" k2.nq)" "$(cat before)"
'
done_testing
