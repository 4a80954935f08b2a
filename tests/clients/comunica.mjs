// SPDX-License-Identifier: Apache-2.0
// Runs one query through Comunica (@comunica/query-sparql) against a SPARQL
// endpoint and prints what Comunica made of the answer, one line a row:
//   node comunica.mjs URL select|ask|construct QUERY
//   select:    one JSON object a row, {var: {termType, value[, datatype][, language]}}
//              with only the bound variables, then "rows N"
//   ask:       "ask true" or "ask false"
//   construct: one JSON array a quad, [subject, predicate, object] as above,
//              then "quads N"
//   node comunica.mjs --probe   exits 0 if Comunica loads on this Node.js
// Exit 1 with the error on stderr when Comunica fails.
const args = process.argv.slice(2);
let QueryEngine;
try {
  ({ QueryEngine } = await import('@comunica/query-sparql'));
} catch (e) {
  console.error(`comunica.mjs: cannot load @comunica/query-sparql: ${e.message}`);
  process.exit(1);
}
if (args[0] === '--probe')
  process.exit(0);
const [url, kind, query] = args;
const engine = new QueryEngine();
const ctx = { sources: [{ type: 'sparql', value: url }] };
const term = (t) => {
  const o = { termType: t.termType, value: t.value };
  if (t.termType === 'Literal') {
    o.datatype = t.datatype.value;
    if (t.language)
      o.language = t.language;
  }
  return o;
};
try {
  if (kind === 'select') {
    const rows = await (await engine.queryBindings(query, ctx)).toArray();
    for (const b of rows) {
      const row = {};
      for (const [k, v] of b)
        row[k.value] = term(v);
      console.log(JSON.stringify(row));
    }
    console.log(`rows ${rows.length}`);
  } else if (kind === 'ask') {
    console.log(`ask ${await engine.queryBoolean(query, ctx)}`);
  } else if (kind === 'construct') {
    const quads = await (await engine.queryQuads(query, ctx)).toArray();
    for (const q of quads)
      console.log(JSON.stringify([term(q.subject), term(q.predicate), term(q.object)]));
    console.log(`quads ${quads.length}`);
  } else {
    console.error('usage: node comunica.mjs URL select|ask|construct QUERY');
    process.exit(1);
  }
} catch (e) {
  console.error(`comunica.mjs: ${e.message}`);
  process.exit(1);
}
