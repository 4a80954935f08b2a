# Experiment, not part of papergraph: issue 14's learned candidate generator
# trained on the project's own tuning samples instead of SciERC (2026-12-07, not
# kept; eval/README.md, "Experiments"). The tagger of learned_candidates.py
# (averaged perceptron, BIO, Method and Task) learns from the gold names of
# eval/dev-gold-tune*.jsonl found in their abstracts (methods: proposes, uses,
# compares, extends; tasks: tasks), leaving one sample out: for each SET named
# (default all ten) it trains on the other nine, prints the span precision and
# recall on SET to stderr and writes the candidates for SET to cands-SET.tsv in
# the format learned-candidates-hook.patch reads (PG_EXP_CANDS).
#   python3 eval/experiments/learned_candidates_own.py [SET...]
# Needs the pool: $PG_SHARED/corpus/dev-pool.jsonl (default ../shared).
import json, os, random, re, sys
here = os.path.dirname(os.path.abspath(__file__))
top = os.path.dirname(os.path.dirname(here))
shared = os.environ.get('PG_SHARED', os.path.join(top, '..', 'shared'))
sets = sys.argv[1:]
sys.argv = [sys.argv[0], 'Method,Task']
sys.path.insert(0, here)
import learned_candidates as L  # noqa: E402 (reads the types from sys.argv)

TOK = re.compile(r"\w+(?:[-'’]\w+)*|[^\w\s]")
SAMPLES = ['tune'] + ['tune%d' % i for i in range(2, 11)]


def names(g):
    """(name, type) for every acceptable name of every gold item, longest first."""
    out = []
    for field, typ in (('proposes', 'Method'), ('uses', 'Method'), ('compares', 'Method'), ('tasks', 'Task')):
        for item in g[field]:
            out += [(n, typ) for n in (item if isinstance(item, list) else [item])]
    for pair in g['extends']:
        for side in pair:
            out += [(n, 'Method') for n in (side if isinstance(side, list) else [side])]
    return sorted(out, key=lambda x: -len(TOK.findall(x[0])))


def tagged(g, abstract):
    """The abstract's tokens and BIO tags: each gold name where it is written."""
    toks = TOK.findall(abstract)
    low = [t.lower() for t in toks]
    tags = ['O'] * len(toks)
    for name, typ in names(g):
        want = [t.lower() for t in TOK.findall(name)]
        k = len(want)
        for i in range(len(toks) - k + 1) if k else []:
            if low[i:i + k] == want and all(t == 'O' for t in tags[i:i + k]):
                tags[i] = 'B-' + typ
                tags[i + 1:i + k] = ['I-' + typ] * (k - 1)
    return toks, tags


def train(recs):
    m = L.AP()
    random.seed(7)
    recs = list(recs)
    for _ in range(8):
        random.shuffle(recs)
        for _, toks, tags in recs:
            prev = '<s>'
            for i in range(len(toks)):
                f = L.feats(toks, i, prev)
                sc = m.score(f, L.LABELS)
                p = max(L.LABELS, key=lambda lab: sc[lab])
                if p != tags[i]:
                    m.upd(f, tags[i], p)
                prev = tags[i]
    m.avg()
    return m


def main():
    pool = {}
    for line in open(os.path.join(shared, 'corpus', 'dev-pool.jsonl'), encoding='utf-8'):
        d = json.loads(line)
        pool[d['id']] = d.get('abstract') or ''
    data = {}
    for s in SAMPLES:
        data[s] = []
        for line in open(os.path.join(top, 'eval', 'dev-gold-%s.jsonl' % s), encoding='utf-8'):
            g = json.loads(line)
            a = pool[g['id']]
            data[s].append((a,) + tagged(g, a))
    for s in sets or SAMPLES:
        m = train(r for o in SAMPLES if o != s for r in data[o])
        tp = fp = fn = 0
        with open('cands-%s.tsv' % s, 'w', encoding='utf-8') as out:
            for a, toks, tags in data[s]:
                gold, pred = set(L.spans(toks, tags)), set(L.spans(toks, L.tag(m, toks)))
                tp, fp, fn = tp + len(gold & pred), fp + len(pred - gold), fn + len(gold - pred)
                for i, j, t in sorted(pred):
                    out.write('%s\t%s\t%s\n' % (a[:60].replace('\t', ' '), ' '.join(toks[i:j]), t))
        print('%s: span precision %.3f, recall %.3f' % (s, tp / max(tp + fp, 1), tp / max(tp + fn, 1)),
              file=sys.stderr)


if __name__ == '__main__':
    main()
