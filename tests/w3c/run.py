#!/usr/bin/env python3
"""Runs the W3C SPARQL query test suites (../shared/w3c-sparql) through papergraph
and, with --engine roqet or --engine both, through Debian's roqet, from the manifests.

Usage: run.py [--suite DIR] [--pg BINARY] [--engine papergraph|roqet|both]
              [--pg-engine own|rasqal]
              [--expected FILE] [--write-expected] [--guess-reasons] [--tap]
              [--failures FILE] [-j N] [--timeout SECS] [--only SUBSTRING]
              [--numeric-values] [-v]

What a test is, and what counts
-------------------------------
Every folder of sparql10/ and sparql11/ with a manifest.ttl is read (mf:entries in
order). A test's id is FOLDER/NAME, e.g. sparql10/basic/base-prefix-1.

* Evaluation tests: mf:QueryEvaluationTest and mf:CSVResultFormatTest. For
  papergraph each qt:data file is loaded with `papergraph load` into a fresh store,
  the query run with `papergraph query -s STORE -r xml -q FILE` (`-r ntriples` for
  CONSTRUCT and DESCRIBE). roqet gets the files as `-D` and `-G` arguments.
  - SELECT: the rows as a multiset under one bijection of blank nodes over the whole
    result; literals by term (lexical form, datatype, language; a simple literal and
    xsd:string are the same term, language tags compare case-insensitively;
    --numeric-values compares XSD numbers by value instead); the variable set must
    match the expected head when the expected result names one. Two format errors
    of rasqal's XML writer are read past here and counted in the summary, since
    the result-format tests judge the format: `<binding><unbound/></binding>` is
    read as unbound, and an empty result whose head names no variable is compared
    by its (absent) rows only.
    When the query ends in ORDER BY over plain variables (or ASC/DESC of them) and
    the expected result is ordered (.srx, .srj, or rs:index in RDF), the sequence
    of those variables' values must match too (ties may come in any order); an
    ORDER BY over expressions is compared as a multiset only.
  - ASK: the boolean. CONSTRUCT / DESCRIBE: graph isomorphism.
  - The result-format folders (csv-tsv-res, json-res) ask for -r csv / tsv / json
    and compare the document: CSV and TSV byte for byte after CRLF->LF and renaming
    blank-node labels in order of appearance; JSON as parsed structure (head.vars,
    results.bindings in order, or boolean), blank-node labels renamed likewise.
  - "runnable": an evaluation test the engine can set up. For papergraph a test
    with qt:graphData, or without qt:data, or with FROM / FROM NAMED in its query
    (a "dataset test") needs a store whose default graph leaves a named graph out;
    a probe at start-up checks that (load a file as the default graph, another as
    a named graph, ASK the default graph for the second). When it fails those tests
    are counted as not runnable, with the reason. The other evaluation tests
    (default-graph data only) are always runnable. Every test is runnable for roqet.
  - --pg-engine own runs papergraph's own evaluator (query --engine own) and
    tells it each test's dataset: --from with the graph of every qt:data file
    (`load` names a file's graph file:///REALPATH, the IRI the manifest gives it)
    and --from-named with every qt:graphData IRI; a query with FROM / FROM
    NAMED gets none (those files are loaded, into graphs named by the IRIs
    resolved against the query's location). `query -q FILE` gives the query
    that location as its base IRI (as roqet is given the query's URI), so
    relative IRIs mean the files beside it. The probe above then asks with
    --from, so dataset tests are runnable.
  - A timeout (--timeout, default 10 s for the whole test) or a crash is a failure.
* Syntax tests: mf:PositiveSyntaxTest(11) must exit 0 and mf:NegativeSyntaxTest(11)
  exit 1 (papergraph on an empty store; roqet -n, parse and prepare only); any
  other status, a signal or a timeout is a failure. This includes the negative
  syntax tests of the aggregates, construct and grouping folders, so the syntax
  total is 302; the syntax-* folders alone hold 293.
* Skipped (not counted anywhere, reason printed): update tests (papergraph refuses
  updates), service tests (syntax-fed: SERVICE would contact an endpoint; the
  suite copy has no service folder), entailment-regime tests (not in this copy).

Stores: when `papergraph load` creates a store that does not exist, each test gets a
store holding only its data. Otherwise (main before issue 13) each store is a copy
of one built from a one-sentence abstract, so it also holds papergraph's ontology
and inferred graphs -- as in the issue's measurement.

Expected failures (--expected, default tests/w3c/expected-failures.txt) hold one
test per line, `ID CATEGORY`, `#` for comments. With --tap, a folder's TAP case fails
only for a failing test that is not listed; a listed test that passes is reported
(as a TAP comment) so the list can shrink. --write-expected rewrites the file from
this run: listed tests that still fail keep their category, new failures get
`unclassified` (or a guess with --guess-reasons), tests that pass are dropped.
The list is for papergraph; roqet's figures are only reported.

--failures FILE writes one JSON object per failing or not-runnable test (engine, id,
iri, kind, status, reason, listed).
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True     # the source tree may be read-only (distcheck)

import manifest  # noqa: E402
import results  # noqa: E402
from engines import Papergraph, Roqet, dataset_test  # noqa: E402

FORMAT_FOLDERS = ("sparql11/csv-tsv-res", "sparql11/json-res")


def find_suite(arg):
    """The suite folder: --suite or $PAPERGRAPH_W3C_SPARQL when given (and then
    only that), else ../shared/w3c-sparql beside the source tree or beside the main
    checkout of a git worktree. None when there is none."""
    explicit = arg or os.environ.get("PAPERGRAPH_W3C_SPARQL")
    if explicit:
        cands = [explicit]
    else:
        src = os.path.dirname(os.path.dirname(HERE))
        cands = [os.path.join(src, "..", "shared", "w3c-sparql")]
        try:
            common = subprocess.run(["git", "-C", src, "rev-parse", "--path-format=absolute",
                                     "--git-common-dir"], stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL).stdout.decode().strip()
            if common:
                cands.append(os.path.join(os.path.dirname(common), "..", "shared", "w3c-sparql"))
        except OSError:
            pass
    for c in cands:
        if c and os.path.isdir(os.path.join(c, "sparql10")):
            return os.path.realpath(c)
    return None


def result_format(t, form):
    if t.folder == "sparql11/json-res":
        return "json"
    if t.folder == "sparql11/csv-tsv-res" and t.result:
        return "csv" if t.result.endswith(".csv") else "tsv"
    return "graph" if form in ("CONSTRUCT", "DESCRIBE") else "xml"


def check_format(t, fmt, out):
    """Result-format tests: None when the document matches, else a reason."""
    with open(t.result, "rb") as f:
        want = f.read().decode("utf-8")
    got = out.decode("utf-8", "replace")
    if fmt in ("csv", "tsv"):
        if results.relabel_bnodes_text(want) == results.relabel_bnodes_text(got):
            return None
        w = results.relabel_bnodes_text(want).split("\n")
        g = results.relabel_bnodes_text(got).split("\n")
        for i in range(max(len(w), len(g))):
            a = w[i] if i < len(w) else "<end>"
            b = g[i] if i < len(g) else "<end>"
            if a != b:
                return "%s line %d: %r, expected %r" % (fmt.upper(), i + 1, b, a)
        return "%s differs" % fmt.upper()
    try:
        w, g = json.loads(want), json.loads(got)
    except ValueError as e:
        return "JSON does not parse: %s" % e

    def core(d):
        d = results.relabel_bnodes_json(d)
        if isinstance(d, dict) and "boolean" in d:
            return {"boolean": d["boolean"]}
        if not isinstance(d, dict):
            return d
        return {"vars": d.get("head", {}).get("vars"),
                "bindings": d.get("results", {}).get("bindings")}
    cw, cg = core(w), core(g)
    if cw == cg:
        return None
    if isinstance(cw, dict) and isinstance(cg, dict) and cw.get("vars") != cg.get("vars"):
        return "JSON head.vars %s, expected %s" % (cg.get("vars"), cw.get("vars"))
    return "JSON results differ"


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


def run_one(engine, t, timeout, verbose):
    """(status, reason): status pass, fail or notrun."""
    why = engine.runnable(t) if t.kind == "eval" else None
    if why:
        return "notrun", why
    with open(t.query, encoding="utf-8", errors="replace") as f:
        qtext = f.read()
    form = manifest.query_form(qtext)
    fmt = result_format(t, form) if t.kind == "eval" else ("graph" if form in ("CONSTRUCT", "DESCRIBE") else "xml")
    work = tempfile.mkdtemp(prefix="w3c.", dir=engine.tmp)
    deadline = time.monotonic() + timeout
    try:
        if t.kind in ("positive", "negative"):
            o = engine.syntax_test(t, work, fmt, deadline)
            want = 0 if t.kind == "positive" else 1
            if o.rc == want:
                return "pass", None
            if o.rc is None:
                return "fail", "timeout after %g s" % timeout
            return "fail", "exit %s, expected %d%s" % (o.rc, want, (": " + first_line(o.err)) if o.err else "")
        o = engine.eval_test(t, work, fmt, deadline)
        if o.rc is None:
            return "fail", "timeout after %g s (%s)" % (timeout, o.step)
        if o.rc != 0:
            return "fail", "%s: exit %s: %s" % (o.step, o.rc, first_line(o.err))
        if fmt in ("csv", "tsv", "json"):
            r = check_format(t, fmt, o.out)
            if r and engine.name == "papergraph" and b"https://w3id.org/papergraph" in o.out:
                r += " [the output has terms of papergraph's ontology]"
            return ("pass", None) if r is None else ("fail", r)
        try:
            expected = results.read_expected(t.result, manifest.file_iri(t.result))
        except results.ResultError as e:
            return "fail", "expected result unreadable: %s" % e
        try:
            if fmt == "graph":
                actual = results.graph_triples(results.parse_graph(o.out.decode("utf-8", "replace"), "nt", is_data=True))
            else:
                actual = results.read_srx(o.out)
            r = results.compare(expected, actual, manifest.order_keys(qtext))
        except results.ResultError as e:
            return "fail", "output: %s" % e
        if r and engine.name == "papergraph" and b"https://w3id.org/papergraph" in o.out:
            r += " [the output has terms of papergraph's ontology]"
        if r and verbose:
            sys.stderr.write("--- %s %s\n%s\n" % (engine.name, t.id, o.out.decode("utf-8", "replace")[:3000]))
        quirks = sorted(getattr(actual, "quirks", ()))
        return ("pass", None, quirks) if r is None else ("fail", r, quirks)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def read_expected_list(path):
    listed = {}
    if path and os.path.isfile(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip() if not line.lstrip().startswith("#") else ""
                if not line:
                    continue
                parts = line.split(None, 1)
                listed[parts[0]] = parts[1].strip() if len(parts) > 1 else "unclassified"
    return listed


def guess_reason(t, reason, other):
    """A first category for a new failure, from what went wrong (--guess-reasons);
    `other` is roqet's status on the same test, if it ran."""
    r = reason or ""
    with open(t.query, encoding="utf-8", errors="replace") as f:
        q = manifest._strip_query(f.read())
    rules = [
        (re.search(r"exit -\d+", r), "crash (signal)"),
        ("blank node" in r.lower(), "load-bnodes"),
        ("unexpected BASE" in r, "base-prologue"),
        ("DESCRIBE does not run" in r, "rasqal: no DESCRIBE"),
        ("backslash in a name" in r, "guard: refuses backslash escapes in names"),
        ("empty '()' in VALUES" in r, "guard: refuses VALUES ()"),
        ("projection twice" in r, "guard: refuses a variable bound by AS in two subqueries"),
        ("failed in rasqal" in r and re.search(r"\bMINUS\b", q, re.I), "rasqal: no MINUS"),
        ("failed in rasqal" in r, "rasqal: query failed"),
        (t.kind == "negative" and other == "pass", "accepts invalid syntax that roqet rejects"),
        (t.kind == "negative", "rasqal: accepts invalid syntax"),
        (t.kind == "positive" and other == "fail", "rasqal: rejects valid syntax"),
        (re.search(r"\bEXISTS\b", q, re.I) and other != "pass", "rasqal: no EXISTS"),
        (t.folder.endswith("property-path") and other != "pass", "rasqal: no property paths"),
        ("papergraph's ontology" in r, "default-graph-has-ontology"),
        (other == "fail", "rasqal: wrong answer too"),
    ]
    for cond, cat in rules:
        if cond:
            return cat
    return "unclassified"


def write_expected_list(path, tests, outcome, listed, guesses):
    lines = ["# W3C SPARQL tests papergraph is known to fail, one `FOLDER/NAME CATEGORY` a line.",
             "# Regenerate with: tests/w3c/run.py --write-expected (keeps the categories of",
             "# tests still failing; new failures are marked unclassified). Not-runnable",
             "# tests are not listed: run.py reports them with their reason."]
    for t in tests:
        st = outcome.get(t.id)
        if st is None:
            if t.id in listed:
                lines.append("%s %s" % (t.id, listed[t.id]))
            continue
        if st[0] == "fail":
            lines.append("%s %s" % (t.id, listed.get(t.id) or guesses.get(t.id) or "unclassified"))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--suite")
    ap.add_argument("--pg", default=os.environ.get("PG") or "papergraph")
    ap.add_argument("--roqet", default="roqet")
    ap.add_argument("--engine", choices=["papergraph", "roqet", "both"], default="papergraph")
    ap.add_argument("--pg-engine", choices=["own", "rasqal"], default="own",
                    help="papergraph's evaluator (query --engine); default: own, papergraph's default")
    ap.add_argument("--expected", default=os.path.join(HERE, "expected-failures.txt"))
    ap.add_argument("--write-expected", action="store_true")
    ap.add_argument("--guess-reasons", action="store_true")
    ap.add_argument("--tap", action="store_true")
    ap.add_argument("--failures")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--only")
    ap.add_argument("--numeric-values", action="store_true",
                    help="compare numeric literals by value, not lexical form")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    out = sys.stdout
    say = (lambda s: out.write("# " + s + "\n")) if a.tap else (lambda s: out.write(s + "\n"))

    results.NUMERIC_BY_VALUE = a.numeric_values
    suite = find_suite(a.suite)
    if suite is None:
        if a.tap:
            print("1..0 # SKIP no W3C SPARQL suite at %s" % (
                a.suite or os.environ.get("PAPERGRAPH_W3C_SPARQL") or "../shared/w3c-sparql"))
            return 0
        sys.stderr.write("run.py: no W3C SPARQL suite found (--suite, $PAPERGRAPH_W3C_SPARQL, ../shared/w3c-sparql)\n")
        return 1

    tmp = tempfile.mkdtemp(prefix="pg-w3c.")
    engines = []
    try:
        if a.engine in ("papergraph", "both"):
            pg = shutil.which(a.pg) or a.pg
            engines.append(Papergraph(os.path.realpath(pg), tmp, a.timeout, a.pg_engine))
        if a.engine in ("roqet", "both"):
            if not shutil.which(a.roqet):
                if a.tap:
                    print("1..0 # SKIP roqet is not installed")
                    return 0
                sys.stderr.write("run.py: roqet not found\n")
                return 1
            engines.append(Roqet(shutil.which(a.roqet), tmp, a.timeout))
        for e in engines:
            e.tmp = tmp
        return drive(a, suite, engines, say)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def drive(a, suite, engines, say):
    tests = []
    for folder in manifest.folders(suite):
        tests.extend(manifest.read_folder(suite, folder))
    all_tests = tests
    if a.only:
        tests = [t for t in tests if a.only in t.id]
    say("suite: %s" % suite)
    for e in engines:
        say("engine: %s" % e.describe())
    started = time.monotonic()
    outcome = {e.name: {} for e in engines}
    quirks = {}
    jobs = [(e, t) for t in tests if t.kind != "skip" for e in engines]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        def timed(e, t):
            t0 = time.monotonic()
            r = run_one(e, t, a.timeout, a.verbose)
            took[(e.name, t.id)] = time.monotonic() - t0
            return r
        took = {}
        futs = {pool.submit(timed, e, t): (e, t) for e, t in jobs}
        for f in concurrent.futures.as_completed(futs):
            e, t = futs[f]
            try:
                r = f.result()
                outcome[e.name][t.id] = r[:2]
                for q in (r[2] if len(r) > 2 else ()):
                    quirks.setdefault((e.name, q), []).append(t.id)
            except Exception as ex:  # a runner bug must show, not pass
                outcome[e.name][t.id] = ("fail", "runner error: %r" % ex)
    elapsed = time.monotonic() - started

    listed = read_expected_list(a.expected)
    pgname = "papergraph"
    tap_n = 0
    tap_bad = 0
    if a.tap:
        bad = results.self_test()
        tap_n += 1
        print("%s %d - the comparison tells apart what it must (%s)" % (
            "not ok" if bad else "ok", tap_n, ", ".join(bad) if bad else "self-test"))
    folders = []
    for t in tests:
        if t.folder not in folders:
            folders.append(t.folder)

    # per-folder table
    hdr = "%-34s" % "folder"
    for e in engines:
        hdr += " | %-24s" % (e.name + " eval p/r/t  syn p/t")
    say(hdr)
    totals = {e.name: {"ep": 0, "er": 0, "et": 0, "sp": 0, "st": 0, "dp": 0, "dt": 0} for e in engines}
    for folder in folders:
        ft = [t for t in tests if t.folder == folder]
        line = "%-34s" % folder
        for e in engines:
            oc = outcome[e.name]
            ev = [t for t in ft if t.kind == "eval"]
            sy = [t for t in ft if t.kind in ("positive", "negative")]
            ep = sum(1 for t in ev if oc[t.id][0] == "pass")
            er = sum(1 for t in ev if oc[t.id][0] != "notrun")
            sp = sum(1 for t in sy if oc[t.id][0] == "pass")
            T = totals[e.name]
            T["ep"] += ep; T["er"] += er; T["et"] += len(ev); T["sp"] += sp; T["st"] += len(sy)
            dg = [t for t in ev if not dataset_test(t)]
            T["dp"] += sum(1 for t in dg if oc[t.id][0] == "pass"); T["dt"] += len(dg)
            cell = ("%d/%d/%d" % (ep, er, len(ev))) if ev else "-"
            cell += "  " + (("%d/%d" % (sp, len(sy))) if sy else "-")
            line += " | %-24s" % cell
        skipped = [t for t in ft if t.kind == "skip"]
        if skipped:
            line += "  (%d skipped: %s)" % (len(skipped), skipped[0].skip)
        say(line)
        if a.tap and pgname in outcome:
            oc = outcome[pgname]
            bad = [t for t in ft if t.kind != "skip" and oc[t.id][0] == "fail" and t.id not in listed]
            fixed = [t for t in ft if t.kind != "skip" and oc[t.id][0] == "pass" and t.id in listed]
            tap_n += 1
            run_ = [t for t in ft if t.kind != "skip" and oc[t.id][0] != "notrun"]
            passed = sum(1 for t in run_ if oc[t.id][0] == "pass")
            desc = "%s: %d of %d passed, %d listed as expected failures" % (
                folder, passed, len(run_), sum(1 for t in run_ if t.id in listed and oc[t.id][0] == "fail"))
            if bad:
                tap_bad += 1
                print("not ok %d - %s" % (tap_n, desc))
                for t in bad:
                    print("#   unexpected failure: %s: %s" % (t.id, oc[t.id][1]))
            else:
                print("ok %d - %s" % (tap_n, desc))
            for t in fixed:
                print("#   now passes, remove from the expected failures: %s (%s)" % (t.id, listed[t.id]))

    skipped = [t for t in tests if t.kind == "skip"]
    for e in engines:
        T = totals[e.name]
        say("%s: evaluation %d passed of %d runnable (%d total); default-graph-only tests %d of %d; syntax %d of %d; %d skipped"
            % (e.name, T["ep"], T["er"], T["et"], T["dp"], T["dt"], T["sp"], T["st"], len(skipped)))
    notrun = {}
    for e in engines:
        for t in tests:
            st = outcome[e.name].get(t.id)
            if st and st[0] == "notrun":
                notrun.setdefault((e.name, st[1]), 0)
                notrun[(e.name, st[1])] += 1
    for (en, why), n in sorted(notrun.items()):
        say("%s: %d not runnable: %s" % (en, n, why))
    if len(engines) == 2:
        po, ro = outcome[engines[0].name], outcome[engines[1].name]
        for label, kinds in (("evaluation", ("eval",)), ("syntax", ("positive", "negative"))):
            both = [t for t in tests if t.kind in kinds and po[t.id][0] != "notrun"]
            only_r = [t.id for t in both if ro[t.id][0] == "pass" and po[t.id][0] == "fail"]
            only_p = [t.id for t in both if po[t.id][0] == "pass" and ro[t.id][0] == "fail"]
            say("%s tests both can run: %s passes %d that %s fails%s; %s passes %d that %s fails"
                % (label, engines[0].name, len(only_p), engines[1].name,
                   (" (" + ", ".join(only_p[:5]) + ")") if only_p else "",
                   engines[1].name, len(only_r), engines[0].name))
    for (en, q), ids in sorted(quirks.items()):
        say("%s: %d outputs had a format error read past (%s): the result-format tests judge it" % (en, len(ids), q))
    for e in engines:
        slow = sorted(((v, k[1]) for k, v in took.items() if k[0] == e.name), reverse=True)[:3]
        say("%s: slowest tests: %s" % (e.name, ", ".join("%s %.1f s" % (i, v) for v, i in slow)))
    say("time: %.1f s with %d workers" % (elapsed, a.jobs))

    if pgname in outcome:
        oc = outcome[pgname]
        unexpected = [t.id for t in tests if t.id in oc and oc[t.id][0] == "fail" and t.id not in listed]
        fixed = [t.id for t in tests if t.id in oc and oc[t.id][0] == "pass" and t.id in listed]
        say("papergraph: %d failures outside %s, %d listed tests now pass"
            % (len(unexpected), os.path.basename(a.expected), len(fixed)))

    if a.failures:
        with open(a.failures, "w", encoding="utf-8") as f:
            for e in engines:
                for t in tests:
                    st = outcome[e.name].get(t.id)
                    if st and st[0] != "pass":
                        f.write(json.dumps({"engine": e.name, "id": t.id, "iri": t.iri, "kind": t.kind,
                                            "status": st[0], "reason": st[1],
                                            "listed": listed.get(t.id) if e.name == pgname else None}) + "\n")

    if a.write_expected and pgname in outcome:
        guesses = {}
        if a.guess_reasons:
            other = outcome.get("roqet", {})
            for t in tests:
                st = outcome[pgname].get(t.id)
                if st and st[0] == "fail" and t.id not in listed:
                    guesses[t.id] = guess_reason(t, st[1], other.get(t.id, (None,))[0])
        write_expected_list(a.expected, all_tests, outcome[pgname], listed, guesses)
        say("wrote %s" % a.expected)

    if a.tap:
        print("1..%d" % tap_n)
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
