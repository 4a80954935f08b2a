#!/usr/bin/env python3
"""Prints papergraph's own answer in the shape tests/clients/comunica.mjs
prints Comunica's, so that the two can be compared line by line.

usage: local_terms.py select FILE.json   (papergraph query -r json)
       local_terms.py construct FILE.nt  (papergraph query -r ntriples)
       local_terms.py same A B           exits 1, showing the difference,
                                         unless A and B hold the same lines
                                         in any order, blank node labels aside

A term is {"termType", "value"[, "datatype"][, "language"]} as RDF/JS has it:
a literal without a datatype is xsd:string, one with a language tag
rdf:langString. SELECT: one JSON object a row with its bound variables only,
then "rows N"; CONSTRUCT: one JSON array [s, p, o] a triple, then "quads N".
"""
import json
import re
import sys

XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
LANG_STRING = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"


def literal(value, datatype=None, language=None):
    t = {"termType": "Literal", "value": value}
    t["datatype"] = datatype or (LANG_STRING if language else XSD_STRING)
    if language:
        t["language"] = language
    return t


def json_term(b):
    if b["type"] == "uri":
        return {"termType": "NamedNode", "value": b["value"]}
    if b["type"] == "bnode":
        return {"termType": "BlankNode", "value": b["value"]}
    return literal(b["value"], b.get("datatype"), b.get("xml:lang"))


NT_TERM = re.compile(r'\s*(?:<([^>]*)>|_:(\S+)|"((?:[^"\\]|\\.)*)"(?:\^\^<([^>]*)>|@([A-Za-z0-9-]+))?)')
ESCAPES = {"t": "\t", "b": "\b", "n": "\n", "r": "\r", "f": "\f", '"': '"', "'": "'", "\\": "\\"}


def unescape(s):
    def one(m):
        e = m.group(1)
        return chr(int(e[1:], 16)) if e[0] in "uU" else ESCAPES[e]
    return re.sub(r'\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)', one, s)


def nt_triple(line):
    terms, pos = [], 0
    for _ in range(3):
        m = NT_TERM.match(line, pos)
        if not m:
            sys.exit(f"local_terms.py: not N-Triples: {line!r}")
        iri, bnode, lex, dt, lang = m.groups()
        if iri is not None:
            terms.append({"termType": "NamedNode", "value": iri})
        elif bnode is not None:
            terms.append({"termType": "BlankNode", "value": bnode})
        else:
            terms.append(literal(unescape(lex), dt, lang))
        pos = m.end()
    return terms


def unlabelled(path):
    """The lines of PATH, sorted, with every blank node's label emptied."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f.read().splitlines():
            if line.startswith(("{", "[")):
                v = json.loads(line)
                for t in (v.values() if isinstance(v, dict) else v):
                    if t["termType"] == "BlankNode":
                        t["value"] = ""
                line = json.dumps(v, ensure_ascii=False, sort_keys=True)
            out.append(line)
    return sorted(out)


def same(a, b):
    la, lb = unlabelled(a), unlabelled(b)
    if la != lb:
        print(f"# {len(la)} lines in {a}, {len(lb)} in {b}")
        print(f"# only in {a}:", *sorted(set(la) - set(lb))[:10], sep="\n# ")
        print(f"# only in {b}:", *sorted(set(lb) - set(la))[:10], sep="\n# ")
        sys.exit(1)


def main():
    kind, path = sys.argv[1], sys.argv[2]
    if kind == "same":
        return same(path, sys.argv[3])
    with open(path, encoding="utf-8") as f:
        if kind == "select":
            rows = json.load(f)["results"]["bindings"]
            for r in rows:
                print(json.dumps({k: json_term(v) for k, v in r.items()}, ensure_ascii=False))
            print(f"rows {len(rows)}")
        else:
            lines = [line for line in f.read().splitlines() if line.strip()]
            for line in lines:
                print(json.dumps(nt_triple(line), ensure_ascii=False))
            print(f"quads {len(lines)}")


main()
