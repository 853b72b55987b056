/**
 * A repository that explains itself (docs/decisions/0273): a comment that cites a rule cites a file
 * that is in the repository. Nothing under server/, web/, packages/, e2e/ or scripts/ names the
 * specification documents the project was first written from, and every docs/… path, docs/rules.md
 * section and docs/reference/ § a file cites exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['server', 'web', 'packages', 'e2e', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.tmp', 'coverage']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sh|css|html)$/;

// Assembled from parts so that this file does not cite them itself.
const OUTSIDE_NAMES = ['decisions', '1-user-flows', '2-admin-and-platform', 'daraja', 'africastalking', 'whatsapp', 'STYLE'];
const OUTSIDE_DOCUMENT = new RegExp(`(?<![\\w/.-])(?:${OUTSIDE_NAMES.join('|')})\\.md|${['shared', 'spec'].join('/')}`, 'g');
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]*\w/g;
const RULES_SECTION = /docs\/rules\.md "([^"]+)"/g;
const REFERENCE_SECTION = /docs\/(reference\/[\w-]+\.md) §(\d+(?:\.\d+)?)/g;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listFiles(join(dir, entry.name));
    return TEXT_FILE.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

const files = SCANNED.flatMap((dir) => listFiles(join(ROOT, dir))).map((path) => ({
  name: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** `file:line: match` for every match of a pattern, so a failure says where to look. */
function findAll(pattern: RegExp, keep: (match: RegExpMatchArray) => boolean = () => true): string[] {
  return files.flatMap(({ name, text }) =>
    [...text.matchAll(pattern)].filter(keep).map((match) => `${name}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`),
  );
}

const decisionFiles = readdirSync(join(ROOT, 'docs/decisions'));
function docsPathExists(path: string): boolean {
  const decision = /^docs\/decisions\/(\d{4})(-[\w-]*)?(\.md)?$/.exec(path);
  if (decision && !decision[2]) return decisionFiles.some((file) => file.startsWith(`${decision[1]}-`));
  return existsSync(join(ROOT, path));
}

function headingsOf(path: string): string[] {
  return readFileSync(join(ROOT, path), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));
}

describe('the repository explains itself', () => {
  it('scans the code it is meant to scan', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('cites no document the repository does not hold', () => {
    expect(findAll(OUTSIDE_DOCUMENT)).toEqual([]);
  });

  it('cites only docs/ paths that exist', () => {
    expect(findAll(DOCS_PATH, (match) => !docsPathExists(match[0]))).toEqual([]);
  });

  it('cites only sections of docs/rules.md that exist', () => {
    const headings = headingsOf('docs/rules.md').map((heading) => heading.toLowerCase());
    // A section's name may wrap onto the comment's next line.
    const nameOf = (match: RegExpMatchArray) => match[1]!.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ').toLowerCase();
    expect(findAll(RULES_SECTION, (match) => !headings.some((heading) => heading.includes(nameOf(match))))).toEqual([]);
  });

  it('cites only sections of docs/reference/ that exist', () => {
    const missing = findAll(REFERENCE_SECTION, (match) => {
      const path = `docs/${match[1]}`;
      const section = new RegExp(`^§${match[2]!.replace('.', '\\.')}[. ]`);
      return !existsSync(join(ROOT, path)) || !headingsOf(path).some((heading) => section.test(heading));
    });
    expect(missing).toEqual([]);
  });
});
