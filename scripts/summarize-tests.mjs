#!/usr/bin/env node
// Adds up the JSON results of every Vitest run in this CI job and prints one closing line, after
// the tests and test files that failed, each with the first lines of its error: the end of the log
// is what is read first (and sometimes all that is kept), so it must say what failed, not only how many.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve('.tmp/test-results');
const MOST_SHOWN = 20;
let passed = 0,
  failed = 0,
  skipped = 0;
const failures = [];
/** The first lines of an error, without colours, on one line. */
const firstLines = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 400);
if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const result = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    passed += result.numPassedTests ?? 0;
    failed += result.numFailedTests ?? 0;
    skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
    for (const suite of result.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name ?? '');
      const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`${where} > ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
      // A file that failed without a failed test: it did not load, or failed in a hook.
      if (suite.status === 'failed' && !failedTests.length) failures.push(`${where} (the file itself): ${firstLines(suite.message)}`);
    }
  }
}
if (failures.length) {
  console.log(`Failed (${failures.length}):`);
  for (const failure of failures.slice(0, MOST_SHOWN)) console.log(`- ${failure}`);
  if (failures.length > MOST_SHOWN) console.log(`- … and ${failures.length - MOST_SHOWN} more`);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
