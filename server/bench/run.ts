/**
 * npm run bench: every benchmark in turn against PostgreSQL (BENCH_DATABASE_URL, DATABASE_URL or
 * TEST_DATABASE_URL, or else a throwaway cluster each starts itself), each writing its own
 * section of docs/benchmarks.md.
 * `npm run bench -- items-search` runs one.
 */
import { benchApi } from './api.bench';
import { benchItemsSearch } from './items-search.bench';
import { benchLostReportsMatching } from './lost-reports-matching.bench';
import { benchUssd } from './ussd.bench';

const benches: Record<string, () => Promise<void>> = {
  'items-search': benchItemsSearch,
  api: benchApi,
  'lost-reports-matching': benchLostReportsMatching,
  ussd: benchUssd,
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of chosen.length ? chosen : Object.keys(benches)) {
  const bench = benches[name];
  if (!bench) throw new Error(`no benchmark named ${name}; known: ${Object.keys(benches).join(', ')}`);
  console.log(`\n== ${name}`);
  await bench();
}
