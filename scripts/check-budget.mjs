#!/usr/bin/env node
// Web size budget (issue 10): JavaScript loaded by the landing page ≤ 100 KB gzip, each other
// route's extra chunks ≤ 60 KB gzip, CSS ≤ 20 KB gzip. Prints the figures; exits 1 if over.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = path.resolve('web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// The entry script and the chunks it imports statically (modulepreload links).
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const initialBytes = [...initial].reduce((sum, file) => sum + gz(file), 0);
const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
const cssBytes = css.reduce((sum, file) => sum + gz(file), 0);
const lazy = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`));
const largestLazy = lazy.map((f) => [f, gz(`assets/${f}`)]).sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];

const budgets = [
  ['landing page JavaScript (gzip)', initialBytes, 100 * 1024],
  ['largest lazy route chunk (gzip)', largestLazy[1], 60 * 1024],
  ['CSS (gzip)', cssBytes, 20 * 1024],
];
let failed = false;
for (const [label, bytes, limit] of budgets) {
  const ok = bytes <= limit;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(bytes)} of ${kb(limit)}`);
}
console.log(`     largest lazy chunk: ${largestLazy[0]}`);
process.exit(failed ? 1 : 0);
