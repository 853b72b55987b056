/**
 * Micro-benchmark of the contact detector as the server uses it on the way out
 * (server/src/features/items/item-public-texts.ts): texts per second of
 * scrubItemText(text, Infinity, { documentNumbers }) over ordinary listings and over texts with
 * contact details (scrub-corpus.ts).
 *
 *   node packages/shared/bench/scrub.bench.mjs [path/to/another/scrub.ts]
 *
 * With a path, that copy of the detector is measured instead (to compare with an older one). The
 * detector is bundled by esbuild as scripts/build-server.mjs bundles the server, so what runs is
 * what the server runs (a TypeScript loader would add helpers of its own). Texts per second are per
 * second of CPU this process used, so other work on the machine moves the figures less;
 * SCRUB_BENCH_SECONDS sets the CPU time per figure (default 2).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.SCRUB_BENCH_SECONDS ?? 2);
const ROUNDS = 5;

/** The detector (and the corpus) as one plain JavaScript module. */
async function loadDetector(scrubPath) {
  const bundled = await build({
    stdin: {
      contents: `export { scrubItemText } from ${JSON.stringify(scrubPath)}; export { ordinaryTexts, textsWithContacts } from './scrub-corpus';`,
      resolveDir: here,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}

/** Seconds of CPU this process has used. */
function cpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Texts per CPU second: the best of a few rounds, each running over the corpus until its time is up. */
function textsPerSecond(scrubItemText, texts, documentNumbers) {
  const options = { documentNumbers };
  let sink = 0;
  for (let warmUp = 0; warmUp < 3; warmUp++) for (const text of texts) sink += scrubItemText(text, Infinity, options).length;
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let done = 0;
    const started = cpuSeconds();
    const until = started + SECONDS / ROUNDS;
    while (cpuSeconds() < until) {
      for (const text of texts) sink += scrubItemText(text, Infinity, options).length;
      done += texts.length;
    }
    best = Math.max(best, done / (cpuSeconds() - started));
  }
  if (sink < 0) console.log(sink); // keeps the results alive
  return best;
}

const scrubPath = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, '../src/scrub.ts');
const { scrubItemText, ordinaryTexts, textsWithContacts } = await loadDetector(scrubPath);
console.log(`detector: ${path.relative(process.cwd(), scrubPath)}`);
for (const [name, texts] of [
  ['ordinary listings', ordinaryTexts(600)],
  ['with contact details', textsWithContacts(200)],
]) {
  for (const documentNumbers of [false, true]) {
    const rate = textsPerSecond(scrubItemText, texts, documentNumbers);
    console.log(`${name.padEnd(22)} documentNumbers: ${String(documentNumbers).padEnd(5)} ${Math.round(rate).toLocaleString('en-US').padStart(9)} texts/s`);
  }
}
