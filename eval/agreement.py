#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Score one annotation of abstracts against another, as papergraph is scored.

usage: eval/agreement.py REFERENCE.jsonl OTHER.jsonl [--json] [--show-misses]
       eval/agreement.py --nt OTHER.jsonl > OTHER.nt

Both files are in the gold format of ../shared/eval/README.md.  OTHER is written
as the N-Triples papergraph would export for exactly those facts (one node per
item and paper, its first name as rdfs:label, the others as skos:altLabel; an
extends pair hangs from the proposed node of the same name) and scored against
REFERENCE with ../shared/eval/score.py, so two people's annotations of the same
abstracts are compared under the very matching rules the extractor meets: the
figure is the agreement between annotators, the ceiling a rule-based extractor
can be expected to reach against either of them.  Only the ids both files hold
are scored.  PG_SHARED names the shared folder (default ../shared beside the
repository).  Exit 0 scored, 1 usage or unreadable input.
"""
import itertools
import json
import os
import subprocess
import sys
import tempfile

PG = "https://w3id.org/papergraph#"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
SKOS_ALT = "http://www.w3.org/2004/02/skos/core#altLabel"
DCT_ID = "http://purl.org/dc/terms/identifier"
XSD_DECIMAL = "http://www.w3.org/2001/XMLSchema#decimal"
ROLES = {"proposes": "proposes", "compares": "comparesWith", "uses": "usesMethod",
         "tasks": "addressesTask", "datasets": "evaluatesOn", "metrics": "usesMetric"}


def die(msg):
    sys.stderr.write("agreement: %s\n" % msg)
    sys.exit(1)


def read_jsonl(path):
    docs = []
    try:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    d = json.loads(line)
                except ValueError as e:
                    die("%s:%d: not JSON: %s" % (path, n, e))
                if not isinstance(d, dict) or not isinstance(d.get("id"), str):
                    die("%s:%d: an object with a string \"id\" is needed" % (path, n))
                docs.append(d)
    except OSError as e:
        die("%s: %s" % (path, e.strerror))
    return docs


def lit(s):
    s = str(s).replace("\\", "\\\\").replace('"', '\\"')
    return '"%s"' % s.replace("\n", "\\n").replace("\r", "\\r")


def names(item):
    return [str(x) for x in item] if isinstance(item, list) else [str(item)]


def to_ntriples(docs):
    """The lines of a graph holding exactly the facts of DOCS."""
    out = []
    for i, d in enumerate(docs):
        paper = "<urn:agreement:%d>" % i
        out.append("%s <%s> <%sPaper> ." % (paper, RDF_TYPE, PG))
        out.append("%s <%s> %s ." % (paper, DCT_ID, lit(d["id"])))
        serial = itertools.count(1)

        def node(item, i=i):
            n = "_:n%dx%d" % (i, next(serial))
            ns = names(item)
            out.append("%s <%s> %s ." % (n, RDFS_LABEL, lit(ns[0])))
            out.extend("%s <%s> %s ." % (n, SKOS_ALT, lit(x)) for x in ns[1:])
            return n

        proposed = {}
        for field, pred in ROLES.items():
            for item in d.get(field) or []:
                n = node(item)
                out.append("%s <%s%s> %s ." % (paper, PG, pred, n))
                if field == "proposes":
                    for x in names(item):
                        proposed.setdefault(x.lower(), n)
        for pair in d.get("extends") or []:
            if not isinstance(pair, list) or len(pair) != 2:
                continue
            new = next((proposed[x.lower()] for x in names(pair[0])
                        if x.lower() in proposed), None)
            if new is None:  # the guide wants it proposed; honour the pair anyway
                new = node(pair[0])
                out.append("%s <%sproposes> %s ." % (paper, PG, new))
            out.append("%s <%sextends> %s ." % (new, PG, node(pair[1])))
        for j, r in enumerate(d.get("results") or []):
            if not isinstance(r, dict) or "value" not in r or "metric" not in r:
                continue
            rn = "_:r%dx%d" % (i, j)
            out.append("%s <%sreportsResult> %s ." % (paper, PG, rn))
            out.append("%s <%smetric> %s ." % (rn, PG, node(r["metric"])))
            out.append('%s <%svalue> "%s"^^<%s> .' % (rn, PG, r["value"], XSD_DECIMAL))
    return out


def shared_dir():
    if os.environ.get("PG_SHARED"):
        return os.environ["PG_SHARED"]
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.path.join(top, "..", "shared")


def main(argv):
    if argv[:1] == ["--nt"] and len(argv) == 2:
        sys.stdout.write("\n".join(to_ntriples(read_jsonl(argv[1]))) + "\n")
        return 0
    files = [a for a in argv if not a.startswith("--")]
    if len(files) != 2 or "--help" in argv:
        sys.stderr.write(__doc__)
        return 0 if "--help" in argv else 1
    ref, other = read_jsonl(files[0]), read_jsonl(files[1])
    ids = {d["id"] for d in other}
    ref = [d for d in ref if d["id"] in ids]
    if not ref:
        die("%s and %s share no ids" % (files[0], files[1]))
    scorer = os.path.join(shared_dir(), "eval", "score.py")
    if not os.path.isfile(scorer):
        die("no scorer at %s (set PG_SHARED=DIR)" % scorer)
    with tempfile.TemporaryDirectory(prefix="pgagree.") as w:
        gold, graph = os.path.join(w, "ref.jsonl"), os.path.join(w, "other.nt")
        with open(gold, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(d, ensure_ascii=False) + "\n" for d in ref)
        with open(graph, "w", encoding="utf-8") as f:
            f.write("\n".join(to_ntriples(other)) + "\n")
        opts = [a for a in argv if a in ("--json", "--show-misses", "--entities")]
        return subprocess.call([sys.executable, scorer, gold, graph] + opts)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
