// SPDX-License-Identifier: Apache-2.0
// bench/oxigraph.mjs: the same queries in Oxigraph (npm `oxigraph`, in
// memory), for bench/run's side-by-side columns.
//   node oxigraph.mjs DATA.nt REPS NAME=FILE...
// Loads the N-Triples (the store's own export, in pieces of whole lines), then runs each query REPS
// times (3 when a run takes over 2 s; one when it takes over LIMIT, set by
// BENCH_QUERY_TIMEOUT, default 120 s) with papergraph's predeclared prefixes before it,
// walking every solution, and prints "NAME MEDIAN_MS" a line ("load MS" first).
import { readFileSync, openSync, readSync, closeSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(process.env.OXIGRAPH_DIR ? process.env.OXIGRAPH_DIR + "/" : import.meta.url);
const ox = require("oxigraph");

const PREFIXES = `PREFIX pg: <https://w3id.org/papergraph#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX schema: <https://schema.org/>
PREFIX dqv: <http://www.w3.org/ns/dqv#>
`;

const [data, repsArg, ...specs] = process.argv.slice(2);
const limit = Number(process.env.BENCH_QUERY_TIMEOUT || "120") * 1000;
const store = new ox.Store();
let t0 = performance.now();
// in pieces of whole lines: a 50k store's N-Triples (over 700 MB) is longer
// than the longest string V8 makes (about 512 MB)
{
  const fd = openSync(data, "r");
  const buf = Buffer.alloc(64 << 20);
  let rest = Buffer.alloc(0);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    const chunk = Buffer.concat([rest, buf.subarray(0, n)]);
    const cut = n === 0 ? chunk.length : chunk.lastIndexOf(10) + 1;
    if (cut > 0)
      store.load(chunk.subarray(0, cut).toString("utf8"), { format: "application/n-triples" });
    rest = Buffer.from(chunk.subarray(cut));
    if (n === 0) break;
  }
  closeSync(fd);
}
console.log(`load ${(performance.now() - t0).toFixed(0)}`);

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
for (const spec of specs) {
  const eq = spec.indexOf("=");
  const name = spec.slice(0, eq);
  // the queries' own comment lines are kept: SPARQL allows them anywhere
  const text = PREFIXES + readFileSync(spec.slice(eq + 1), "utf8");
  let reps = Number(repsArg);
  const times = [];
  let failed = false;
  for (let i = 0; i < reps; i++) {
    t0 = performance.now();
    try {
      const r = store.query(text);
      let n = 0;
      if (Array.isArray(r)) for (const row of r) { for (const v of row.values()) n += v.value.length; }
    } catch (e) {
      console.error(`${name}: ${e}`);
      failed = true;
      break;
    }
    const ms = performance.now() - t0;
    times.push(ms);
    if (ms > limit) break;
    if (i === 0 && ms > 2000) reps = 3;
  }
  console.log(`${name} ${failed ? "fail" : median(times).toFixed(1)}`);
}
