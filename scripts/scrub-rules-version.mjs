/**
 * The version of the contact rules: a hash of every source file the public texts of an item are
 * scrubbed by (packages/shared/src/scrub.ts and scrub-joined.ts with everything they import, and
 * the server's item-public-texts.ts, which says which texts are read together). Public texts kept
 * in the database (item_public_texts, docs/decisions/0283) are used only under the version they
 * were made by, so a change to any of these files makes every kept text stale at once.
 *
 * `node scripts/scrub-rules-version.mjs` writes packages/shared/src/scrub-rules-version.ts;
 * scrub-rules-version.test.ts fails while the written version is not the files' own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = [
  'packages/shared/src/scrub.ts',
  'packages/shared/src/scrub-joined.ts',
  'packages/shared/src/category-names.ts',
  'server/src/features/items/item-public-texts.ts',
];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import reachable from the roots, as paths from the repository's root, sorted. */
export function rulesFiles(read = (file) => readFileSync(path.join(root, file), 'utf8'), exists = (file) => existsSync(path.join(root, file))) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(IMPORT)) {
      const base = path.posix.join(path.posix.dirname(file), spec);
      const next = [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => candidate.endsWith('.ts') && exists(candidate));
      if (next && next.startsWith('packages/shared/src/')) visit(next);
    }
  };
  ROOTS.forEach(visit);
  return [...seen].sort();
}

/** The hash of those files' names and contents (line endings aside). */
export function rulesVersion(read = (file) => readFileSync(path.join(root, file), 'utf8'), exists) {
  const hash = createHash('sha256');
  for (const file of rulesFiles(read, exists)) hash.update(`${file}\n${read(file).replace(/\r\n/g, '\n')}\n`);
  return hash.digest('hex').slice(0, 16);
}

export const VERSION_FILE = 'packages/shared/src/scrub-rules-version.ts';

export function versionModule(version) {
  return [
    "// Written by scripts/scrub-rules-version.mjs: the hash of the contact rules' source files. Do not edit;",
    '// run `node scripts/scrub-rules-version.mjs` after changing the rules (docs/decisions/0283).',
    `export const SCRUB_RULES_VERSION = '${version}';`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = rulesVersion();
  writeFileSync(path.join(root, VERSION_FILE), versionModule(version));
  console.log(`${VERSION_FILE}: ${version} (${rulesFiles().length} files)`);
}
