/**
 * Prints the access table as Markdown; with --write, puts it into docs/security.md between the
 * access-table markers. Run: npx tsx server/test/security/print-access-table.ts [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAccessTable } from './access-table';

const START = '<!-- access-table:start -->';
const END = '<!-- access-table:end -->';
const table = renderAccessTable();

if (process.argv.includes('--write')) {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/security.md');
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/security.md needs the markers ${START} and ${END}`);
  writeFileSync(file, `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`);
  console.log('docs/security.md updated');
} else {
  console.log(table);
}
