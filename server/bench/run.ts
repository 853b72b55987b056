/**
 * npm run bench: every benchmark in turn against a PostgreSQL server (DATABASE_URL or
 * TEST_DATABASE_URL), each writing its own section of docs/benchmarks.md.
 * `npm run bench -- items-search` runs one.
 */
import { benchItemsSearch } from './items-search.bench';

const benches: Record<string, () => Promise<void>> = {
  'items-search': benchItemsSearch,
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of chosen.length ? chosen : Object.keys(benches)) {
  const bench = benches[name];
  if (!bench) throw new Error(`no benchmark named ${name}; known: ${Object.keys(benches).join(', ')}`);
  console.log(`\n== ${name}`);
  await bench();
}
