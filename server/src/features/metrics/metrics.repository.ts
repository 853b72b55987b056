/** What /metrics reads from the database at scrape time (the job queue and payments by state), and /api/ready's probes. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { jobs, payments } from '../../db/schema';

const isDue = sql`${jobs.status} = 'pending' and ${jobs.runAt} <= now()`;

/** Per kind of job: how many wait (due now), run and failed for good, and how long the oldest due one has waited. */
export function readJobQueue(db: Executor) {
  return db
    .select({
      kind: jobs.type,
      due: sql<number>`count(*) filter (where ${isDue})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${jobs.status} = 'pending')`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(Number),
      oldestDueSeconds: sql<number | null>`extract(epoch from now() - min(${jobs.runAt}) filter (where ${isDue}))`.mapWith(Number),
    })
    .from(jobs)
    .groupBy(jobs.type);
}

export function countPaymentsByState(db: Executor) {
  return db
    .select({ state: payments.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .groupBy(payments.status);
}

export function countPayoutsByState(db: Executor) {
  return db
    .select({ state: payments.payoutStatus, count: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .groupBy(payments.payoutStatus);
}

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The journal time (created_at) of the latest migration Drizzle's migrator recorded, or null. */
export async function findLastAppliedMigration(db: Executor): Promise<number | null> {
  const [row] = rowsOf<{ last: string | number | null }>(await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`));
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}
