#!/usr/bin/env python3
"""rdf_iso.py EXPORT FORMAT INPUT...: exit 0 if the graph in EXPORT (an rdflib
format name; the graphs of N-Quads merged) is isomorphic to the merge of the
Turtle INPUTs, each parsed on its own so that their blank nodes stay apart.
Prints the triple counts, and on a mismatch the triples of each side only."""
import sys

import rdflib
from rdflib.compare import graph_diff, isomorphic, to_isomorphic


def read_export(path, fmt):
    if fmt == "nquads":
        ds = rdflib.Dataset()
        ds.parse(path, format="nquads")
        g = rdflib.Graph()
        for s, p, o, _ in ds.quads((None, None, None, None)):
            g.add((s, p, o))
        return g
    g = rdflib.Graph()
    g.parse(path, format=fmt)
    return g


def main():
    path, fmt, inputs = sys.argv[1], sys.argv[2], sys.argv[3:]
    got = read_export(path, fmt)
    want = rdflib.Graph()
    for i, f in enumerate(inputs):
        part = rdflib.Graph()
        part.parse(f, format="turtle")
        # rdflib may keep a file's blank node labels: give each file its own
        want += part.skolemize(basepath="urn:x-file:%d/" % i).de_skolemize()
    print("%s: %d triples, inputs %d" % (fmt, len(got), len(want)))
    if isomorphic(got, want):
        return 0
    _, only_got, only_want = graph_diff(to_isomorphic(got), to_isomorphic(want))
    for t in list(only_got)[:10]:
        print("only in the export:", t)
    for t in list(only_want)[:10]:
        print("only in the inputs:", t)
    return 1


if __name__ == "__main__":
    sys.exit(main())
