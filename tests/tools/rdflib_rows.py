#!/usr/bin/env python3
"""Compares papergraph's CSV answer to a SELECT with rdflib's answer.

usage: rdflib_rows.py DATA.nq QUERY.rq ANSWER.csv

Runs QUERY (with the prefixes papergraph predeclares) on DATA with rdflib and
checks that ANSWER, papergraph's `-r csv` output for the same query, holds the
same rows as a multiset (an unbound variable is an empty field). Prints the
rows only one side has and exits 1 when they differ.
"""
import collections
import csv
import sys

import rdflib

PREFIXES = """PREFIX pg: <https://w3id.org/papergraph#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX schema: <https://schema.org/>
PREFIX dqv: <http://www.w3.org/ns/dqv#>
"""


def main():
    data, query, answer = sys.argv[1:4]
    graph = rdflib.ConjunctiveGraph()
    # rdflib 6.1 unescapes N-Quads twice ("\\\\times" becomes a backslash and
    # a TAB); an escaped backslash written as \\u005C survives that.
    text = open(data, encoding="utf-8").read().replace("\\\\", "\\u005C")
    graph.parse(data=text, format="nquads")
    result = graph.query(PREFIXES + open(query, encoding="utf-8").read())
    theirs = collections.Counter(
        tuple("" if v is None else str(v) for v in row) for row in result)
    with open(answer, encoding="utf-8", newline="") as f:
        ours = collections.Counter(tuple(row) for row in list(csv.reader(f))[1:])
    if ours == theirs:
        print(f"{sum(ours.values())} rows, as rdflib")
        return 0
    for row in list((ours - theirs).elements())[:5]:
        print("only papergraph:", row)
    for row in list((theirs - ours).elements())[:5]:
        print("only rdflib:   ", row)
    print(f"papergraph {sum(ours.values())} rows, rdflib {sum(theirs.values())}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
