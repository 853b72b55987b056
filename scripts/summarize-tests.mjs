#!/usr/bin/env node
// Adds up the JSON results of every Vitest run in this CI job and prints one closing line.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve('.tmp/test-results');
let passed = 0,
  failed = 0,
  skipped = 0;
if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const result = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    passed += result.numPassedTests ?? 0;
    failed += result.numFailedTests ?? 0;
    skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
