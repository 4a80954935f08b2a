#!/usr/bin/env python3
"""Checks papergraph's SPARQL result writers against the W3C result-format tests.

usage: w3c_results.py SUITE_DIR RESULTS_FEED

SUITE_DIR is the SPARQL 1.1 folder of the W3C tests (holding csv-tsv-res/ and
json-res/). For each entry of their manifests, rdflib (an engine independent of
papergraph's) evaluates the query over the data; the solutions are fed, in
order, to RESULTS_FEED (tests/tools/results_feed.c, papergraph's writers) in
the format of the expected file (.csv, .tsv, .srj); the output must equal the
expected file:
  - CSV and TSV byte for byte, except what the formats leave open: blank node
    labels (compared after renaming them _:b0, _:b1... in order of first
    appearance), the case of the exponent letter of a bare xsd:double (the
    expected csvtsv03.tsv writes "1.0E6"^^xsd:double as 1.0e6; papergraph never
    rewrites a lexical form), and line ends of CSV: RFC 4180 and papergraph use
    CRLF, the copies of the expected files have LF (both are checked: every
    line papergraph writes must end in CRLF);
  - JSON as parsed JSON (the format does not fix white space or key order),
    blank node labels renamed the same way.
Prints one TAP line per test and exits 1 if any fails.
"""
import json
import os
import re
import subprocess
import sys

import rdflib
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import RDF

MF = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#")
QT = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-query#")


def enc(s):
    return "".join("%%%02X" % ord(c) if (ord(c) < 0x20 or c in "%|\t") else c for c in s)


def cell(t):
    if t is None:
        return "-"
    if isinstance(t, URIRef):
        return "I|" + enc(str(t))
    if isinstance(t, BNode):
        return "B|" + enc(str(t))
    return "L|%s|%s|%s" % (enc(str(t)), enc(t.language or ""), enc(str(t.datatype or "")))


def relabel_text(text):
    seen = {}

    def sub(m):
        seen.setdefault(m.group(1), "b%d" % len(seen))
        return "_:" + seen[m.group(1)]

    return re.sub(r"_:([A-Za-z0-9_\-.]+)", sub, text)


def relabel_json(doc):
    seen = {}
    for row in doc.get("results", {}).get("bindings", []):
        for v in row.values():
            if v.get("type") == "bnode":
                seen.setdefault(v["value"], "b%d" % len(seen))
                v["value"] = seen[v["value"]]
    return doc


def lower_double_exponents(text):
    # a bare Turtle DOUBLE token standing alone in a TSV field
    return re.sub(r"(?m)(^|\t)([+-]?(?:[0-9]+\.[0-9]*|\.[0-9]+|[0-9]+))[eE]([+-]?[0-9]+)(?=\t|$)",
                  r"\1\2e\3", text)


def run(feed, fmt, result, query):
    if result.type == "ASK":
        payload = "!true\n" if result.askAnswer else "!false\n"
    else:
        names = [str(v) for v in result.vars]
        if re.search(r"SELECT\s+\*", query, re.I):
            # SELECT * projects in the order variables first appear; rdflib's
            # order is a set's
            names.sort(key=lambda n: re.search(r"[?$]" + re.escape(n) + r"\b", query).start())
        lines = ["\t".join(enc(n) for n in names)]
        for row in result:
            lines.append("\t".join(cell(row[n]) for n in names))
        payload = "\n".join(lines) + "\n"
    p = subprocess.run([feed, fmt], input=payload.encode("utf-8"), capture_output=True)
    if p.returncode != 0:
        raise RuntimeError("results_feed failed: " + p.stderr.decode())
    return p.stdout.decode("utf-8")


def compare(kind, got, want):
    """Returns None when equal, else a reason."""
    if kind == "srj":
        a = relabel_json(json.loads(got))
        b = relabel_json(json.loads(want))
        return None if a == b else "JSON differs:\n%s\n---\n%s" % (json.dumps(a), json.dumps(b))
    if kind == "csv":
        lines = got.split("\r\n")
        if lines[-1] != "" or any("\n" in l for l in lines):
            return "a CSV line does not end in CRLF"
        got = got.replace("\r\n", "\n")
    got, want = relabel_text(got), relabel_text(want)
    if kind == "tsv":
        got, want = lower_double_exponents(got), lower_double_exponents(want)
    return None if got == want else "bytes differ:\n%r\n---\n%r" % (got, want)


def main():
    suite, feed = sys.argv[1:3]
    rdflib.NORMALIZE_LITERALS = False  # keep lexical forms as written
    n = failed = 0
    for folder in ("csv-tsv-res", "json-res"):
        base = os.path.join(suite, folder)
        m = rdflib.Graph()
        m.parse(os.path.join(base, "manifest.ttl"), format="turtle",
                publicID="file://" + os.path.abspath(base) + "/manifest.ttl")
        entries = []
        for lst in m.objects(None, MF.entries):
            entries.extend(rdflib.collection.Collection(m, lst))
        for e in entries:
            action = m.value(e, MF.action)
            query = m.value(action, QT.query)
            data = m.value(action, QT.data)
            expected = m.value(e, MF.result)
            path = lambda u: str(u)[len("file://"):]
            kind = path(expected).rsplit(".", 1)[1]
            fmt = {"srj": "json", "csv": "csv", "tsv": "tsv"}[kind]
            g = rdflib.Graph()
            g.parse(path(data), format="turtle")
            with open(path(query), encoding="utf-8") as f:
                text = f.read()
            result = g.query(text)
            got = run(feed, fmt, result, text)
            with open(path(expected), encoding="utf-8") as f:
                want = f.read()
            why = compare(kind, got, want)
            n += 1
            name = "%s/%s" % (folder, os.path.basename(path(expected)))
            if why:
                failed += 1
                print("not ok %d - %s\n# %s" % (n, name, why.replace("\n", "\n# ")))
            else:
                print("ok %d - %s" % (n, name))
    print("# %d of %d W3C result-format tests pass" % (n - failed, n))
    return 1 if failed or not n else 0


if __name__ == "__main__":
    sys.exit(main())
