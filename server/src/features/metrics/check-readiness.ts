/**
 * Ready to take traffic (issue 21): the database answers, every migration this code ships is
 * applied, and uploaded files can be written. /api/health only says the process is alive; a
 * proxy or orchestrator sends users to a process once this says yes. Each check is bounded, so a
 * hung database makes the probe fail rather than hang.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { findLastAppliedMigration, pingDatabase } from './metrics.repository';
// Bundled into the build: the journal of the migrations this very code was built with.
import journal from '../../db/migrations/meta/_journal.json';

export type CheckResult = 'ok' | 'failed';
export type ReadinessChecks = Record<'database' | 'migrations' | 'storage', CheckResult>;

const CHECK_TIMEOUT_MS = 3000;
const PROBE_BYTES = Buffer.from('okota readiness probe');

export async function checkReadiness(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>): Promise<{ isReady: boolean; checks: ReadinessChecks }> {
  const [database, migrations, storage] = await Promise.all(
    [
      bounded('database', () => pingDatabase(ctx.db)),
      bounded('migrations', () => assertMigrationsApplied(ctx)),
      bounded('storage', () => assertStorageWritable(ctx)),
    ].map((check) => check(ctx.log)),
  );
  const checks: ReadinessChecks = { database, migrations, storage };
  return { isReady: Object.values(checks).every((result) => result === 'ok'), checks };
}

/**
 * Drizzle's migrator records each applied migration with its journal timestamp (created_at) and
 * applies those newer than the last one recorded; so the latest recorded must reach the newest
 * entry of our journal.
 */
async function assertMigrationsApplied(ctx: Pick<AppContext, 'db'>): Promise<void> {
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const last = await findLastAppliedMigration(ctx.db);
  if (last === null || last < newest) throw new Error('migrations are not all applied');
}

/** Writes and deletes a small private object (never served by /uploads). */
async function assertStorageWritable(ctx: Pick<AppContext, 'storage'>): Promise<void> {
  const key = `private/readiness/probe-${randomBytes(8).toString('hex')}.png`;
  await ctx.storage.put(key, PROBE_BYTES, 'image/png');
  await ctx.storage.delete(key);
}

function bounded(name: keyof ReadinessChecks, check: () => Promise<void>) {
  return async (log: AppContext['log']): Promise<CheckResult> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([check(), timeout]);
      return 'ok';
    } catch (error) {
      // The reason goes to the log for the operator; the probe's answer says only which check failed.
      log.warn({ err: error, check: name }, 'readiness check failed');
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  };
}
