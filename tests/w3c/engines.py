"""How a test is run through papergraph or through Debian's roqet.

Each engine has eval_test(test, workdir, fmt, deadline) and syntax_test(test, workdir,
deadline); both return an Outcome. `fmt` is the result format asked for: 'xml',
'graph', 'csv', 'tsv' or 'json'. Before a test an engine says whether it can run it
at all (runnable(test) -> None or a reason).
"""

import os
import shutil
import subprocess
import time

from manifest import file_iri, iri_path

SEED_TEXT = "A short note that names no method, task or data set.\n"


class Outcome:
    def __init__(self, rc, out=b"", err="", step=""):
        self.rc = rc            # exit status; None after a timeout, negative for a signal
        self.out = out
        self.err = err
        self.step = step        # 'load' or 'query': where it stopped


def run(argv, deadline, cwd=None, keep_output=True):
    left = deadline - time.monotonic()
    if left <= 0:
        return Outcome(None, err="timeout")
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE if keep_output else subprocess.DEVNULL,
                           stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, timeout=left, cwd=cwd)
    except subprocess.TimeoutExpired:
        return Outcome(None, err="timeout")
    return Outcome(p.returncode, p.stdout or b"", p.stderr.decode("utf-8", "replace"))


def dataset_test(t):
    """True for a test whose dataset has named graphs or comes from FROM clauses."""
    return bool(t.graph_data) or not t.data or bool(t.from_graphs)


class Papergraph:
    name = "papergraph"

    def __init__(self, binary, workdir, timeout, engine=None):
        self.bin = binary
        self.timeout = timeout
        self.work = workdir
        self.engine = engine        # None (papergraph's default), 'rasqal' or 'own'
        self.engine_args = ["--engine", engine] if engine else []
        self.load_help = self._text(["load", "--help"])
        self.mode = None            # 'load-creates' or 'seed'
        self.template = os.path.join(workdir, "template.db")
        self.empty = os.path.join(workdir, "empty.db")
        self._probe_store()
        self.named_ok, self.named_why = self._probe_named()

    def _text(self, args):
        try:
            p = subprocess.run([self.bin] + args, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=self.timeout)
            return p.stdout.decode("utf-8", "replace")
        except (OSError, subprocess.TimeoutExpired):
            return ""

    def _write(self, name, text):
        path = os.path.join(self.work, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def _probe_store(self):
        """Does `load` create a store that does not exist? Then a fresh store holds
        only the test's data. Otherwise every store starts as a copy of one built
        from a one-sentence abstract (with papergraph's ontology and inferred
        graphs: the issue's measurement)."""
        deadline = time.monotonic() + self.timeout
        # An empty file first; a load that refuses one gets a single unrelated
        # statement (then "empty" stores hold that one statement).
        for name, text in (("empty.nt", ""),
                           ("one.nt", "<http://probe.example/s> <http://probe.example/p> \"1\" .\n")):
            self.empty_data = self._write(name, text)
            shutil.rmtree(self.empty, ignore_errors=True)
            o = run([self.bin, "load", "-s", self.empty, self.empty_data], deadline)
            if o.rc == 0:
                self.mode = "load-creates"
                return
        shutil.rmtree(self.empty, ignore_errors=True)
        seed = self._write("seed.txt", SEED_TEXT)
        o = run([self.bin, "build", "-q", "-s", self.template, seed], deadline)
        if o.rc != 0:
            raise SystemExit("papergraph build of the seed store failed: %s" % o.err.strip())
        self.mode = "seed"
        self.empty = self.template

    def named_args(self, iri, path):
        """The `load` arguments that put path into the graph iri, or None."""
        if "--graph" in self.load_help:
            return ["--graph", iri, path]
        if iri == file_iri(path):
            return [path]           # load names the graph after the file
        return None

    def _probe_named(self):
        """Can a store hold a named graph that is not part of its default graph?"""
        a = self._write("probe-default.nt", "<http://probe.example/a> <http://probe.example/p> \"d\" .\n")
        b = self._write("probe-named.nt", "<http://probe.example/b> <http://probe.example/p> \"n\" .\n")
        store = os.path.join(self.work, "probe.db")
        shutil.rmtree(store, ignore_errors=True)
        deadline = time.monotonic() + self.timeout
        o = self._new_store(store, [a], deadline)
        if o.rc != 0:
            return False, "load failed in the probe: %s" % o.err.strip()
        o = run([self.bin, "load", "-s", store] + self.named_args(file_iri(b), b), deadline)
        if o.rc != 0:
            return False, "load of a named graph failed: %s" % o.err.strip()
        # the own engine is told the dataset (--from), as eval_test does
        ds = ["--from", file_iri(a)] if self.engine == "own" else []
        q = run([self.bin, "query", "-s", store, "-r", "xml"] + self.engine_args + ds +
                ["ASK { <http://probe.example/b> ?p ?o }"], deadline)
        shutil.rmtree(store, ignore_errors=True)
        if q.rc == 0 and b"<boolean>false</boolean>" in q.out:
            return True, None
        return False, "the default graph is the union of every graph in the store, so a named graph cannot be kept out of it"

    def _new_store(self, store, data, deadline):
        if self.mode == "seed":
            shutil.copytree(self.template, store)
            if not data:
                return Outcome(0)
        elif not data:
            data = [self.empty_data]
        o = run([self.bin, "load", "-s", store] + list(data), deadline)
        o.step = "load"
        return o

    def runnable(self, t):
        if dataset_test(t) and not self.named_ok:
            return "named graphs / FROM: " + self.named_why
        for iri, path in t.graph_data + [(i, iri_path(i)) for _, i in t.from_graphs]:
            if path is None or not os.path.isfile(path) or self.named_args(iri, path) is None:
                return "graph %s: load cannot put a file into a graph of that name" % iri
        return None

    def eval_test(self, t, workdir, fmt, deadline):
        store = os.path.join(workdir, "store.db")
        o = self._new_store(store, t.data, deadline)
        if o.rc != 0:
            return o
        named = list(t.graph_data)
        for _, iri in t.from_graphs:
            if (iri, iri_path(iri)) not in named:
                named.append((iri, iri_path(iri)))
        for iri, path in named:
            o = run([self.bin, "load", "-s", store] + self.named_args(iri, path), deadline)
            o.step = "load"
            if o.rc != 0:
                return o
        r = {"xml": "xml", "graph": "ntriples", "csv": "csv", "tsv": "tsv", "json": "json"}[fmt]
        o = run([self.bin, "query", "-s", store, "-r", r, "--timeout", str(self.timeout)] +
                self.engine_args + self.dataset_args(t) + ["-q", t.query], deadline)
        o.step = "query"
        return o

    def dataset_args(self, t):
        """The own engine's --from / --from-named for test t: the graphs of its
        qt:data files (load names each after its file) and its qt:graphData;
        none when the query has FROM / FROM NAMED (it names its dataset; the
        files are loaded, into graphs named by the IRIs the manifest reader
        resolved against the query's location, which `query -q FILE` gives the
        query as its base IRI too)."""
        if self.engine != "own" or t.from_graphs:
            return []
        args = []
        for d in t.data:
            args += ["--from", file_iri(d)]
        for iri, _ in t.graph_data:
            args += ["--from-named", iri]
        return args

    def syntax_test(self, t, workdir, fmt, deadline):
        # CSV, not XML: on the seed store `SELECT * { ?x ?y ?z . ?a ?b ?c }` has
        # 220,000 rows, which the XML writer takes 10 s for (CSV: 0.6 s).
        r = "ntriples" if fmt == "graph" else "csv"
        o = run([self.bin, "query", "-s", self.empty, "-r", r, "--timeout", str(self.timeout)] +
                self.engine_args + ["-q", t.query], deadline, keep_output=False)
        o.step = "query"
        return o

    def describe(self):
        return ("papergraph (%s; engine: %s; stores: %s; named graphs: %s)" %
                (self.bin, self.engine or "its default", "load creates them" if self.mode == "load-creates" else
                 "a copy of a store built from one sentence, with papergraph's ontology",
                 "yes" if self.named_ok else "no"))


class Roqet:
    """Debian's roqet: the test's files are given with -D (default graph) and -G
    (named graphs, named by their IRI); FROM and FROM NAMED are read by rasqal."""
    name = "roqet"

    def __init__(self, binary, workdir, timeout):
        self.bin = binary
        self.timeout = timeout

    def runnable(self, t):
        return None

    def eval_test(self, t, workdir, fmt, deadline):
        argv = [self.bin, "-i", "sparql", "-q", "-W", "0"]
        if fmt != "graph":
            argv += ["-r", fmt]
        for d in t.data:
            argv += ["-D", file_iri(d)]
        for iri, _ in t.graph_data:
            argv += ["-G", iri]
        o = run(argv + [file_iri(t.query)], deadline)
        o.step = "query"
        return o

    def syntax_test(self, t, workdir, fmt, deadline):
        o = run([self.bin, "-i", "sparql", "-q", "-W", "0", "-n", file_iri(t.query)], deadline,
                keep_output=False)
        o.step = "query"
        return o

    def describe(self):
        p = subprocess.run([self.bin, "-v"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        return "roqet %s (%s, -i sparql)" % (p.stdout.decode().strip(), self.bin)
