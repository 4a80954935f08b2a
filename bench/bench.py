# SPDX-License-Identifier: Apache-2.0
# Helpers of bench/run (python3 standard library only): a corpus generator,
# a latency timer, an HTTP load generator and the Markdown table.
"""usage:
  bench.py corpus N OUT SEED-TXT [JSONL...]   first N abstracts of the JSONL files,
                                              topped up with generated ones
  bench.py lat REPS OUT -- CMD...             run CMD REPS times; OUT gets
                                              "median_ms p95_ms inproc_median_ms"
  bench.py http URL QUERY CLIENTS REQUESTS    POST QUERY; prints requests/s
  bench.py table RESULTS-DIR                  the Markdown table
"""
import json
import os
import random
import re
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
import http.client

SYLL = ["ka", "lo", "mi", "ne", "ra", "to", "vu", "ze", "qu", "xi", "bo", "da",
        "fe", "gu", "ha", "ji", "po", "su", "wy", "cy"]


def made_up_name(rng):
    base = "".join(rng.choice(SYLL) for _ in range(rng.randint(2, 3))).capitalize()
    return base + rng.choice(["Net", "Former", "GAN", "Flow", "-X", "++", "Diff", "Mixer", ""])


def seed_abstracts(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    blocks = [b.strip() for b in re.split(r"\n\s*\n", text) if b.strip()]
    return [b for b in blocks if len(b) > 200]


def generate(n, seed_txt, start):
    """Recombines the sentences of the bundled abstracts, swapping the names
    of proposed methods (capitalised CamelCase words) for fresh made-up ones."""
    rng = random.Random(20240 + start)
    abstracts = seed_abstracts(seed_txt)
    sentences = [s for a in abstracts for s in re.split(r"(?<=\.)\s+", a) if len(s) > 30]
    names = sorted({w for a in abstracts for w in re.findall(r"\b[A-Z][a-z]+[A-Z][A-Za-z0-9-]*\b", a)})
    for i in range(n):
        k = rng.randint(5, 9)
        text = " ".join(rng.choice(sentences) for _ in range(k))
        mapping = {old: made_up_name(rng) for old in names if old in text}
        for old, new in mapping.items():
            text = re.sub(r"\b%s\b" % re.escape(old), new, text)
        proposed = next(iter(mapping.values()), made_up_name(rng))
        yield {"id": "gen-%d" % (start + i), "title": "%s: a generated abstract" % proposed,
               "abstract": text, "year": 2020 + i % 5, "venue": "GEN"}


def cmd_corpus(args):
    n, out, seed_txt, files = int(args[0]), args[1], args[2], args[3:]
    got = 0
    with open(out, "w", encoding="utf-8") as o:
        for path in files:
            if got >= n or not os.path.exists(path):
                continue
            with open(path, encoding="utf-8") as f:
                for line in f:
                    if got >= n:
                        break
                    if line.strip():
                        o.write(line if line.endswith("\n") else line + "\n")
                        got += 1
        real = got
        for rec in generate(n - got, seed_txt, got):
            o.write(json.dumps(rec) + "\n")
            got += 1
    print("%d %d" % (real, got - real))


def pct(xs, p):
    xs = sorted(xs)
    k = max(0, min(len(xs) - 1, int(round(p / 100.0 * len(xs) + 0.5)) - 1))
    return xs[k]


def cmd_lat(args):
    """Runs a command up to REPS times: a run over 2 s cuts the series to 3
    runs, a run over LIMIT (10 s) stops it and is reported as "> LIMIT"."""
    reps, out = int(args[0]), args[1]
    cmd = args[3:]
    limit = float(os.environ.get("BENCH_LIMIT", "10"))
    wall, inproc = [], []
    i = 0
    while i < reps:
        i += 1
        t0 = time.perf_counter()
        try:
            p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=limit)
        except subprocess.TimeoutExpired:
            with open(out, "w") as f:
                f.write(">%.0fs (n=%d) -\n" % (limit, i))
            return
        wall.append((time.perf_counter() - t0) * 1000)
        if p.returncode != 0:
            sys.stderr.write(p.stderr.decode(errors="replace"))
            with open(out, "w") as f:
                f.write("fail fail fail\n")
            return
        m = re.search(r"query ran in ([0-9.]+) ms", p.stderr.decode(errors="replace"))
        if m:
            inproc.append(float(m.group(1)))
        if i == 1 and wall[0] > 2000:
            reps = 3  # a slow query: 3 runs keep the whole benchmark bounded
    with open(out, "w") as f:
        f.write("%.1f %s %s\n" % (statistics.median(wall),
                                   "%.1f" % pct(wall, 95) if len(wall) >= 20 else "(n=%d)" % len(wall),
                                   "%.1f" % statistics.median(inproc) if inproc else "-"))


def cmd_http(args):
    url, query, clients, total = args[0], args[1], int(args[2]), int(args[3])
    u = urllib.parse.urlsplit(url)
    assert u.hostname == "127.0.0.1", "loopback only"
    body = urllib.parse.urlencode({"query": query}).encode()
    per = total // clients
    errors = []

    def worker():
        c = http.client.HTTPConnection("127.0.0.1", u.port, timeout=30)
        for _ in range(per):
            try:
                c.request("POST", u.path, body, {
                    "Content-Type": "application/x-www-form-urlencoded",
                    "Accept": "application/sparql-results+json"})
                r = c.getresponse()
                data = r.read()
                if r.status != 200 or b"bindings" not in data:
                    errors.append(r.status)
                if r.getheader("Connection", "").lower() == "close":
                    c.close()
                    c = http.client.HTTPConnection("127.0.0.1", u.port, timeout=30)
            except Exception as e:  # count and reconnect
                errors.append(str(e))
                c.close()
                c = http.client.HTTPConnection("127.0.0.1", u.port, timeout=30)
        c.close()

    threads = [threading.Thread(target=worker) for _ in range(clients)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    dt = time.perf_counter() - t0
    print("%.0f %d" % (per * clients / dt, len(errors)))


def read(d, name, default="-"):
    try:
        with open(os.path.join(d, name)) as f:
            return f.read().split()
    except OSError:
        return [default] * 8


def cmd_table(args):
    d = args[0]
    sizes = sorted(int(x) for x in read(d, "sizes"))
    queries = list(read(d, "queries"))
    col = lambda n: "%d abstracts" % n
    rows = []
    def row(label, fn):
        rows.append("| %s | %s |" % (label, " | ".join(fn(n) for n in sizes)))
    row("corpus (from paperlists + generated)", lambda n: read(d, "%d.corpus" % n)[0])
    row("statements in the store (extracted + inferred)", lambda n: read(d, "%d.count" % n)[0])
    row("extract, 1 core (abstracts/s)", lambda n: read(d, "%d.extract" % n)[0])
    row("build wall time (s)", lambda n: read(d, "%d.build" % n)[0])
    row("build peak RSS (MB)", lambda n: read(d, "%d.build" % n)[1])
    row("store on disk (MB)", lambda n: read(d, "%d.du" % n)[0])
    row("load N-Triples: papergraph load (s)", lambda n: read(d, "%d.load" % n)[0])
    row("load N-Triples: rdfproc parse-stream (s)", lambda n: read(d, "%d.rdfproc" % n)[0])
    row("load ratio papergraph/rdfproc throughput (x)", lambda n: read(d, "%d.ratio" % n)[0])
    def ox(n, q):
        try:
            with open(os.path.join(d, "%d.ox" % n)) as f:
                for line in f:
                    k, _, v = line.strip().partition(" ")
                    if k == q:
                        return v
        except OSError:
            pass
        return "-"

    def ratio(a, b):
        try:
            return "%.2f" % (float(a) / float(b))
        except (ValueError, ZeroDivisionError):
            return "-"
    row("Oxigraph: load the N-Triples in memory (ms)", lambda n: ox(n, "load"))
    for q in queries + ["lineage-path"]:
        row("`%s` own engine: median / p95 / in-process (ms)" % q,
            lambda n, q=q: "%s / %s / %s" % tuple(read(d, "%d.q.%s" % (n, q))[:3]))
        row("`%s` in process (ms): own / rasqal / Oxigraph; Oxigraph / own (x)" % q,
            lambda n, q=q: "%s / %s / %s; %s" % (read(d, "%d.q.%s" % (n, q))[2],
                                                read(d, "%d.r.%s" % (n, q))[2], ox(n, q),
                                                ratio(ox(n, q), read(d, "%d.q.%s" % (n, q))[2])))
    row("describe one entity median / p95 / in-process (ms)",
        lambda n: "%s / %s / %s" % tuple(read(d, "%d.describe" % n)[:3]))
    row("endpoint lookups/s, 1 client", lambda n: read(d, "%d.http1" % n)[0])
    row("endpoint lookups/s, 8 clients", lambda n: read(d, "%d.http8" % n)[0])
    print("| measure | " + " | ".join(col(n) for n in sizes) + " |")
    print("|---|" + "---|" * len(sizes))
    print("\n".join(rows))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    {"corpus": cmd_corpus, "lat": cmd_lat, "http": cmd_http, "table": cmd_table}[sys.argv[1]](sys.argv[2:])
