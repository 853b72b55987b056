/**
 * Issue 37's table (figure | target | now), written into docs/benchmarks.md by
 * `npm run bench -- items-search`: each target met, or missed and by how much, beside the bare
 * route's ceiling measured in the same run so a busy machine's figures still read.
 */
import type { Measurement } from './bench-kit';
import type { IndexFigures } from './items-search-index';
import type { RelevanceFigures } from './search-relevance-run';

export interface TargetsInput {
  /** The "every request a different question" scenario at each size measured. */
  different: ReadonlyMap<number, Measurement>;
  /** The same questions at a fixed 200 a second, at each size. */
  sustained: ReadonlyMap<number, Measurement>;
  index: IndexFigures[];
  /** Seconds until a new item was in the index, the slowest at each size. */
  reach: ReadonlyMap<number, number>;
  ceiling?: Measurement;
  pglite?: { search: Measurement };
  relevance: RelevanceFigures;
}

const round = (value: number) => Math.round(value * 100) / 100;
const missedBy = (now: number, target: number, unit = '') => `**missed** by ${round(Math.abs(now - target))}${unit}`;
const judged = (now: number, target: number, unit: string) => `${now}${unit}: ${now <= target ? 'met' : missedBy(now, target, unit)}`;

export function targetsTable({ different, sustained, index, reach, ceiling, pglite, relevance }: TargetsInput): string[] {
  const notRun = 'not run';
  const at100k = different.get(100_000);
  const at1m = different.get(1_000_000);
  const rate = at100k
    ? `${at100k.requestsPerSecond.toLocaleString('en')} req/s, p95 ${at100k.p95} ms: ${[
        at100k.requestsPerSecond >= 1000 ? 'rate met' : `rate ${missedBy(at100k.requestsPerSecond, 1000, ' req/s')}`,
        at100k.p95 <= 30 ? 'p95 met' : `p95 ${missedBy(at100k.p95, 30, ' ms')}`,
      ].join(', ')}${ceiling ? ` (the bare route's ceiling in this run: ${ceiling.requestsPerSecond.toLocaleString('en')} req/s)` : ''}`
    : notRun;
  const growth = at100k && at1m ? judged(round(at1m.p95 / at100k.p95), 1.5, '') : notRun;
  const steady = sustained.get(1_000_000);
  const million = index.find((f) => f.size === 1_000_000);
  const slowestReach = reach.size ? Math.max(...reach.values()) : undefined;
  const precisionMet = relevance.precision >= 0.9 && relevance.queries >= 150 && relevance.forgiving >= 40;
  const row = (figure: string, target: string, now: string) => `| ${figure} | ${target} | ${now} |`;
  return [
    "Issue 37's targets (server, PostgreSQL and the load generator on the same cores; a different search each time):",
    '',
    '| figure | target | now |',
    '|---|---|---|',
    row('100,000 items, 32 connections', '≥ 1,000 req/s, p95 ≤ 30 ms', rate),
    row('p95 at 1,000,000 ÷ p95 at 100,000', '≤ 1.5', growth),
    row('1,000,000 items at a sustained 200 req/s, p95', '≤ 50 ms', steady ? judged(steady.p95, 50, ' ms') : notRun),
    row('index memory per process at 1,000,000 items', '≤ 250 MB', million ? judged(million.indexMegabytes, 250, ' MB') : notRun),
    row('index start-up with 1,000,000 items', '≤ 20 s', million ? judged(million.loadSeconds, 20, ' s') : notRun),
    row(
      'a new item in the index of a server process (slowest of 5 at each size)',
      '≤ 2 s',
      slowestReach === undefined ? notRun : judged(slowestReach, 2, ' s'),
    ),
    row('embedded PGlite, 10,000 items, 8 connections, p95', '≤ 15 ms', pglite ? judged(pglite.search.p95, 15, ' ms') : notRun),
    row(
      'precision at 5 (≥ 150 queries, ≥ 40 forgiving ones)',
      '≥ 0.90',
      `${relevance.precision} on ${relevance.queries} (${relevance.forgiving} forgiving): ${precisionMet ? 'met' : '**missed**'}`,
    ),
    row(
      'typo / place / Kenyan-word queries with the wanted item in the top 5',
      'every one in the set',
      `${relevance.forgivingFound} of ${relevance.forgiving}: ${relevance.forgivingFound === relevance.forgiving ? 'met' : '**missed**'}`,
    ),
  ];
}
