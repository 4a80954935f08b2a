"""The W3C test manifests (mf:, qt: vocabularies) of a suite folder, as Test records."""

import os
import re

import rdflib
from rdflib.collection import Collection

MF = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#")
QT = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-query#")
DAWGT = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-dawg#")
UT = rdflib.Namespace("http://www.w3.org/2009/sparql/tests/test-update#")

EVALUATION = {"QueryEvaluationTest", "CSVResultFormatTest"}
POSITIVE = {"PositiveSyntaxTest", "PositiveSyntaxTest11"}
NEGATIVE = {"NegativeSyntaxTest", "NegativeSyntaxTest11"}
UPDATE = {"UpdateEvaluationTest", "PositiveUpdateSyntaxTest11", "NegativeUpdateSyntaxTest11"}


def file_iri(path):
    return "file://" + os.path.realpath(path)


def iri_path(iri):
    return iri[len("file://"):] if iri.startswith("file://") else None


class Test:
    """One manifest entry. kind: 'eval', 'positive', 'negative' or 'skip'."""

    def __init__(self, folder, iri, kind, ttype):
        self.folder = folder            # e.g. sparql10/basic
        self.iri = iri
        self.name = iri.rsplit("#", 1)[-1]
        self.id = folder + "/" + self.name
        self.kind = kind
        self.type = ttype
        self.query = None               # a path
        self.data = []                  # paths of qt:data
        self.graph_data = []            # (graph IRI, path) of qt:graphData
        self.result = None              # a path
        self.skip = None                # the reason for kind 'skip'
        self.approval = None
        self.requires = []
        self.from_graphs = []           # (kind 'FROM' or 'FROM NAMED', IRI) in the query


def _strip_query(text):
    """The query text without comments, strings and IRIs (for keyword spotting)."""
    out = re.sub(r'"""(?:.|\n)*?"""|\'\'\'(?:.|\n)*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', ' "" ', text)
    out = re.sub(r'<[^<>"{}|^`\\\s]*>', ' <> ', out)
    out = re.sub(r'#[^\n]*', ' ', out)
    return out


def query_form(text):
    m = re.search(r'\b(SELECT|ASK|CONSTRUCT|DESCRIBE)\b', _strip_query(text), re.I)
    return m.group(1).upper() if m else None


def order_keys(text):
    """The variables of a top-level ORDER BY when every condition is a variable or
    ASC/DESC of one; None when there is none or it orders by expressions."""
    stripped = _strip_query(text)
    m = None
    for m in re.finditer(r'\bORDER\s+BY\b(.*?)(?=\bLIMIT\b|\bOFFSET\b|\bVALUES\b|$)', stripped, re.I | re.S):
        pass
    if m is None:
        return None
    clause = m.group(1).strip()
    if "}" in clause:
        return None        # an ORDER BY inside a subquery only
    keys = []
    for tok in re.finditer(r'(?:(ASC|DESC)\s*\(\s*[?$](\w+)\s*\))|[?$](\w+)|(\S+)', clause, re.I):
        if tok.group(4):
            return None
        keys.append(tok.group(2) or tok.group(3))
    return keys or None


def from_clauses(text, base):
    found = []
    raw = re.sub(r'#[^\n]*', ' ', text)
    for m in re.finditer(r'\bFROM\s+(NAMED\s+)?<([^>]*)>', raw, re.I):
        iri = m.group(2)
        if "://" not in iri and not iri.startswith("file:"):
            iri = rdflib.URIRef(iri, base=base)
        found.append(("FROM NAMED" if m.group(1) else "FROM", str(iri)))
    return found


def _local(node):
    return str(node).rsplit("#", 1)[-1] if node is not None else None


def read_folder(suite, folder):
    """The Tests of suite/folder/manifest.ttl, in manifest order."""
    path = os.path.join(suite, folder, "manifest.ttl")
    g = rdflib.Graph()
    g.parse(path, format="turtle", publicID=file_iri(path))
    tests = []
    for man in g.subjects(rdflib.RDF.type, MF.Manifest):
        for lst in g.objects(man, MF.entries):
            for node in Collection(g, lst):
                tests.append(_entry(g, folder, node))
    return tests


def _entry(g, folder, node):
    ttype = _local(g.value(node, rdflib.RDF.type))
    kind = ("eval" if ttype in EVALUATION else "positive" if ttype in POSITIVE
            else "negative" if ttype in NEGATIVE else "skip")
    t = Test(folder, str(node), kind, ttype)
    t.approval = _local(g.value(node, DAWGT.approval))
    t.requires = [_local(r) for r in g.objects(node, MF.requires)]
    action = g.value(node, MF.action)
    if kind in ("positive", "negative"):
        t.query = iri_path(str(action))
    elif kind == "eval":
        t.query = iri_path(str(g.value(action, QT.query)))
        t.data = sorted(iri_path(str(d)) for d in g.objects(action, QT.data))
        t.graph_data = sorted((str(d), iri_path(str(d))) for d in g.objects(action, QT.graphData))
        r = g.value(node, MF.result)
        t.result = iri_path(str(r)) if r is not None else None
    has = lambda p: action is not None and g.value(action, p) is not None
    if ttype in UPDATE or has(UT.request):
        t.kind, t.skip = "skip", "update test (papergraph refuses updates)"
    elif folder.endswith("syntax-fed") or has(QT.serviceData):
        t.kind, t.skip = "skip", "service test (would contact a SPARQL endpoint; no network)"
    elif any(r and "Entailment" in r for r in t.requires) or "entailment" in folder:
        t.kind, t.skip = "skip", "entailment-regime test (papergraph answers simple entailment only)"
    elif kind == "skip":
        t.skip = "test type %s is not run" % ttype
    if t.kind == "eval":
        with open(t.query, encoding="utf-8") as f:
            t.from_graphs = from_clauses(f.read(), file_iri(t.query))
    return t


def folders(suite):
    """The folders with a manifest.ttl, SPARQL 1.0 first, in name order."""
    out = []
    for top in ("sparql10", "sparql11"):
        d = os.path.join(suite, top)
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if os.path.isfile(os.path.join(d, name, "manifest.ttl")):
                out.append(top + "/" + name)
    return out
