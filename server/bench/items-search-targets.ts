/**
 * Issue 27's table (figure | before | target | now), written into docs/benchmarks.md by
 * `npm run bench -- items-search`: each target met, or missed and by how much.
 * "Before" is the issue's own measurement on main before the bounded search (docs/decisions/0256).
 */
import type { Measurement } from './bench-kit';
import type { RelevanceFigures } from './search-relevance-run';

export interface TargetsInput {
  /** The "every request a different question" scenario at each size measured. */
  different: ReadonlyMap<number, Measurement>;
  pglite?: { search: Measurement };
  relevance: RelevanceFigures;
}

const ratio = (a?: Measurement, b?: Measurement) => (a && b ? Math.round((a.p95 / b.p95) * 100) / 100 : undefined);
const missedBy = (now: number, target: number, unit = '') => `**missed** by ${Math.round(Math.abs(now - target) * 100) / 100}${unit}`;

export function targetsTable({ different, pglite, relevance }: TargetsInput): string[] {
  const at100k = different.get(100_000);
  const big = ratio(different.get(1_000_000), at100k);
  const mid = ratio(at100k, different.get(10_000));
  const notRun = 'not run';
  const row = (figure: string, before: string, target: string, now: string) => `| ${figure} | ${before} | ${target} | ${now} |`;
  const rate = at100k
    ? `${at100k.requestsPerSecond.toLocaleString('en')} req/s, p95 ${at100k.p95} ms: ${[
        at100k.requestsPerSecond >= 1000 ? 'rate met' : `rate ${missedBy(at100k.requestsPerSecond, 1000, ' req/s')}`,
        at100k.p95 <= 30 ? 'p95 met' : `p95 ${missedBy(at100k.p95, 30, ' ms')}`,
      ].join(', ')}`
    : notRun;
  const ratioNow = (value: number | undefined, target: number) =>
    value === undefined ? notRun : `${value}: ${value <= target ? 'met' : missedBy(value, target)}`;
  const embedded = pglite ? `${pglite.search.p95} ms: ${pglite.search.p95 <= 40 ? 'met' : missedBy(pglite.search.p95, 40, ' ms')}` : notRun;
  const precisionMet = relevance.precision >= 0.9 && relevance.queries >= 150 && relevance.forgiving >= 40;
  return [
    'Issue 27\'s targets (server, PostgreSQL and the load generator on the same cores; "before" as the issue measured it on main):',
    '',
    '| figure | before | target | now |',
    '|---|---|---|---|',
    row('different search each time, 100k items', '325 req/s, p95 135 ms', '≥ 1,000 req/s, p95 ≤ 30 ms', rate),
    row('p95 at 1M ÷ p95 at 100k', '5.42', '≤ 1.5', ratioNow(big, 1.5)),
    row('p95 at 100k ÷ p95 at 10k', '2.52', '≤ 1.3', ratioNow(mid, 1.3)),
    row('embedded PGlite, 10k items, 8 connections, p95', '57.5 ms', '≤ 40 ms', embedded),
    row(
      'precision at 5 (≥ 150 queries, ≥ 40 forgiving ones)',
      '0.84 on 72',
      '≥ 0.90',
      `${relevance.precision} on ${relevance.queries} (${relevance.forgiving} forgiving): ${precisionMet ? 'met' : '**missed**'}`,
    ),
    row(
      'typo / place / Kenyan-word queries with the wanted item in the top 5',
      '0 of 4 tried',
      'every one in the set',
      `${relevance.forgivingFound} of ${relevance.forgiving}: ${relevance.forgivingFound === relevance.forgiving ? 'met' : '**missed**'}`,
    ),
  ];
}
