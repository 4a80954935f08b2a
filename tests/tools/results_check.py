#!/usr/bin/env python3
"""Parses a SPARQL result file with rdflib's result parser and checks it holds
what tests/cli/t0230-results.sh asked for (also used by t0500 on the server).

usage: results_check.py CASE FORMAT FILE
  FORMAT: json, xml, csv or tsv (rdflib's parser of that name)
  CASE rows:  the two rows of the t0230 data, terms exact (CSV: values only),
              with unbound variables as None and ?b a blank node
  CASE empty: no rows, head variables s and x in that order
  CASE ask:   the answer true (CSV/TSV: the one-column _askResult table)
Exits 1 with what differs.
"""
import sys

from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD
from rdflib.query import Result

EX = "http://example.org/t/"
TEXT = 'say "hi", then\nnew line\tand tab: caf\u00e9 \u20ac \\ end'


def expected_rows(fmt):
    if fmt == "csv":  # values without type: rdflib reads http... as IRIs, _: as blank nodes
        return [[URIRef(EX + "a"), Literal("chat"), Literal("5"), Literal("k1"), Literal(TEXT)],
                [URIRef(EX + "b"), Literal("Bee"), None, None, None]]
    return [[URIRef(EX + "a"), Literal("chat", lang="en"), Literal("5", datatype=XSD.integer),
             Literal("k1", datatype=URIRef(EX + "dt")), Literal(TEXT)],
            [URIRef(EX + "b"), Literal("Bee"), None, None, None]]


def fail(msg):
    print("results_check: " + msg)
    sys.exit(1)


def main():
    case, fmt, path = sys.argv[1:4]
    with open(path, "rb") as f:
        r = Result.parse(f, format=fmt)
    if case == "ask":
        if fmt in ("csv", "tsv"):
            rows = [list(x) for x in r]
            want = [[Literal("true") if fmt == "csv" else Literal(True)]]
            if [str(v) for v in r.vars] != ["_askResult"] or rows != want:
                fail("ASK as %s: vars %r rows %r" % (fmt, r.vars, rows))
        elif r.type != "ASK" or r.askAnswer is not True:
            fail("ASK: type %s answer %r" % (r.type, getattr(r, "askAnswer", None)))
        return
    names = [str(v) for v in r.vars]
    rows = [list(x) for x in r]
    if case == "empty":
        if names != ["s", "x"] or rows:
            fail("empty result: vars %r rows %r" % (names, rows))
        return
    if names != ["s", "name", "n", "kind", "text", "b"]:
        fail("head %r" % names)
    if len(rows) != 2 or not all(isinstance(x[5], BNode) for x in rows):
        fail("?b is not a blank node in each of 2 rows: %r" % rows)
    got = [x[:5] for x in rows]
    want = expected_rows(fmt)
    for g, w in zip(got, want):
        for a, b in zip(g, w):
            if a != b or type(a) is not type(b) or (a is not None and
                                                     (getattr(a, "language", None), getattr(a, "datatype", None)) !=
                                                     (getattr(b, "language", None), getattr(b, "datatype", None))):
                fail("got %r, want %r" % (a, b))


if __name__ == "__main__":
    main()
