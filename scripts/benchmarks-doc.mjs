/**
 * docs/benchmarks.md is written by several tools (npm run bench, npm run lighthouse), each owning
 * one section between its own markers: `<!-- bench:ID -->` … `<!-- /bench:ID -->`. Writing one
 * replaces that section (or appends it) and leaves the others as they are.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchmarksFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/benchmarks.md');

export async function writeBenchmarkSection(id, markdown) {
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  let text = await readFile(benchmarksFile, 'utf8').catch(
    () => '# Benchmarks\n\nWritten by `npm run bench` (server/bench/run.ts) and `npm run lighthouse`. Each section is replaced by its own tool.\n',
  );
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const at = text.indexOf(start);
  if (at >= 0) text = text.slice(0, at) + block + text.slice(text.indexOf(end) + end.length);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(benchmarksFile, text);
}
