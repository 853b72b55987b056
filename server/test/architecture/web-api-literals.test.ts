/**
 * The web calls the API only through the typed client (web/src/lib/api-client.ts, docs/decisions/0274):
 * no `/api/` path, quoted or template, anywhere else in web/src but tests. Files not converted
 * yet are listed below; the list only shrinks (a converted file left on it fails too).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../web/src');
const LITERAL = /['"`]\/api\//;

/** Files still writing API paths themselves, relative to web/src. */
const NOT_YET_CONVERTED: string[] = ['lib/api-client.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('API paths', () => {
  const withLiterals = sourceFiles(SRC)
    .filter((file) => LITERAL.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .sort();

  it('are written only by the contracts: no /api/ literal in web/src outside tests, but for the shrinking list', () => {
    expect(
      withLiterals.filter((file) => !NOT_YET_CONVERTED.includes(file)),
      'call the route through lib/api-client.ts',
    ).toEqual([]);
    expect(
      NOT_YET_CONVERTED.filter((file) => !withLiterals.includes(file)),
      'converted: take them off NOT_YET_CONVERTED',
    ).toEqual([]);
  });

  it('finds a literal where one is written (the check can fail)', () => {
    expect(LITERAL.test("apiGet('/api/items')")).toBe(true);
    expect(LITERAL.test('fetch(`/api/me/export?language=${language}`)')).toBe(true);
    expect(LITERAL.test('call(itemsApi.get, { params: { id } })')).toBe(false);
  });
});
