# Experiment, not part of papergraph: the optional learned candidate generator of
# issue 14, measured on 2026-12-05 and not kept (eval/README.md, "Experiments").
# An averaged-perceptron BIO tagger for SciERC's Method and Task spans (word,
# shape, affixes, two words of context, previous tag), trained on SciERC train+dev
# from ../shared/gold-sources/scierc. It prints its span precision and recall on
# SciERC test to stderr, then tags the JSONL records on stdin and prints
# "first 60 bytes of the abstract<TAB>span<TAB>type" for each candidate.
#   python3 eval/experiments/learned_candidates.py Method,Task < sample.jsonl > cands.tsv
# learned-candidates-hook.patch adds the candidates to a papergraph build as
# extra mentions (methods weak: a cue must give them a role; tasks as task
# mentions), read from PG_EXP_CANDS and filtered by PG_EXP_KIND (M, T or MT).
import json, re, sys, random, collections
TYPES = sys.argv[1].split(',') if len(sys.argv) > 1 else ['Method', 'Task']
def shape(w):
    s = re.sub('[A-Z]', 'X', w); s = re.sub('[a-z]', 'x', s); s = re.sub('[0-9]', 'd', s)
    return re.sub(r'(.)\1+', r'\1\1', s)
def feats(toks, i, prev):
    w = toks[i]; lw = w.lower()
    f = ['b', 'w=' + lw, 'sh=' + shape(w), 'p3=' + lw[:3], 's3=' + lw[-3:], 's2=' + lw[-2:], 'pt=' + prev,
         'cap=%d' % (w[:1].isupper()), 'hy=%d' % ('-' in w)]
    for d in (-2, -1, 1, 2):
        j = i + d
        x = toks[j].lower() if 0 <= j < len(toks) else '<s>'
        f.append('w%+d=%s' % (d, x))
        if abs(d) == 1: f.append('s3%+d=%s' % (d, x[-3:]))
    f.append('pw=%s|%s' % (prev, lw))
    return f
def load(path):
    out = []
    for l in open(path):
        d = json.loads(l)
        toks = [t for s in d['sentences'] for t in s]
        tags = ['O'] * len(toks)
        for sent in d['ner']:
            for a, b, t in sent:
                if t in TYPES:
                    tags[a] = 'B-' + t
                    for k in range(a + 1, b + 1): tags[k] = 'I-' + t
        out.append((toks, tags))
    return out
class AP:
    def __init__(s): s.w = collections.defaultdict(float); s.tot = collections.defaultdict(float); s.ts = collections.defaultdict(int); s.c = 0
    def score(s, f, labels): return {y: sum(s.w.get((x, y), 0.0) for x in f) for y in labels}
    def upd(s, f, y, p):
        s.c += 1
        for x in f:
            for lab, v in ((y, 1.0), (p, -1.0)):
                k = (x, lab); s.tot[k] += (s.c - s.ts[k]) * s.w[k]; s.ts[k] = s.c; s.w[k] += v
    def avg(s):
        for k in list(s.w):
            s.tot[k] += (s.c - s.ts[k]) * s.w[k]; s.w[k] = s.tot[k] / max(s.c, 1)
LABELS = ['O'] + ['B-' + t for t in TYPES] + ['I-' + t for t in TYPES]
def tag(m, toks):
    prev = '<s>'; out = []
    for i in range(len(toks)):
        sc = m.score(feats(toks, i, prev), LABELS)
        y = max(LABELS, key=lambda l: (sc[l], l == 'O'))
        if y.startswith('I-') and prev[2:] != y[2:]: y = 'B-' + y[2:]
        out.append(y); prev = y
    return out
def spans(toks, tags):
    res = []; i = 0
    while i < len(tags):
        if tags[i].startswith('B-'):
            t = tags[i][2:]; j = i + 1
            while j < len(tags) and tags[j] == 'I-' + t: j += 1
            res.append((i, j, t)); i = j
        else: i += 1
    return res
if __name__ == '__main__':
    G = '/work/shared/gold-sources/scierc/'
    train = load(G + 'train.json') + load(G + 'dev.json'); test = load(G + 'test.json')
    m = AP(); random.seed(7)
    for ep in range(8):
        random.shuffle(train)
        for toks, tags in train:
            prev = '<s>'
            for i in range(len(toks)):
                f = feats(toks, i, prev); sc = m.score(f, LABELS)
                p = max(LABELS, key=lambda l: sc[l])
                if p != tags[i]: m.upd(f, tags[i], p)
                prev = tags[i]
    m.avg()
    # span P/R on SciERC test
    tp = fp = fn = 0
    for toks, tags in test:
        g = set(spans(toks, tags)); p = set(spans(toks, tag(m, toks)))
        tp += len(g & p); fp += len(p - g); fn += len(g - p)
    print('scierc test span P %.3f R %.3f' % (tp / max(tp + fp, 1), tp / max(tp + fn, 1)), file=sys.stderr)
    # apply to pool records given on stdin (JSONL): prints key \t surface \t type
    for l in sys.stdin:
        d = json.loads(l); a = d.get('abstract') or ''
        toks = re.findall(r"\w+(?:[-'’]\w+)*|[^\w\s]", a)
        for i, j, t in spans(toks, tag(m, toks)):
            surf = ' '.join(toks[i:j])
            print('%s\t%s\t%s' % (a[:60].replace('\t', ' '), surf, t))
