/**
 * Shared messages travel as keys (docs/decisions/0275): the server gives AppError a MESSAGE_KEYS
 * key, never MESSAGES' English (nor DOCUMENT_MESSAGES', its aliases) (which would reach the wire without its key, so a Kiswahili reader
 * would get English), and nothing in the web or the shared package maps English back to a key.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-support/.test(file))
    .map((file) => path.join(dir, file));
}

/** A refusal built from a shared message's English: `new AppError(..., MESSAGES.x)`, `badRequest(MESSAGES.x)`, `errors: { f: MESSAGES.x }`. */
const ENGLISH_REFUSAL = /(?:AppError\(|badRequest\(|conflict\(|Error\('[A-Z_]+',|errors: \{[^}]*)\s*[^;\n]*?(?<![_A-Z])(?:DOCUMENT_)?MESSAGES\.\w/;

describe('message keys on the wire', () => {
  it('the server refuses with keys, not with the English of a shared message', () => {
    const offenders = sources('server/src').filter((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .some((line) => ENGLISH_REFUSAL.test(line)),
    );
    expect(offenders).toEqual([]);
  });

  it('no code maps English back to a key', () => {
    const files = [...sources('web/src'), ...sources('packages/shared/src')];
    const offenders = files.filter((file) => /\b(messageKeyOf|translateMessage)\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the check sees an English refusal', () => {
    expect(ENGLISH_REFUSAL.test("throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);")).toBe(true);
    expect(ENGLISH_REFUSAL.test('throw badRequest(MESSAGES.categoryRequired);')).toBe(true);
    expect(ENGLISH_REFUSAL.test('throw badRequest(DOCUMENT_MESSAGES.onlyDocuments);')).toBe(true);
    expect(ENGLISH_REFUSAL.test("throw new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken, { errors: { email: MESSAGE_KEYS.emailTaken } });")).toBe(false);
    expect(ENGLISH_REFUSAL.test("throw new AppError('X', IMPORT_MESSAGES.noRows);")).toBe(false);
  });
});
