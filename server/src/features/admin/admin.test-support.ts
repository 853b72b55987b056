/** Shared setup for the admin API tests: the three kinds of caller and a look at the audit trail. */
import { desc } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
import { auditLog } from '../../db/schema';

export async function createActors(t: TestApp) {
  const db = t.app.ctx.db;
  const [admin, finder, claimer] = await Promise.all([
    createUser(db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' }),
    createUser(db, { role: 'finder', firstName: 'Fatuma', lastName: 'Finder' }),
    createUser(db, { role: 'claimer', firstName: 'Chege', lastName: 'Claimer' }),
  ]);
  return { admin, finder, claimer };
}

export async function latestAudit(t: TestApp) {
  const [row] = await t.app.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

export async function auditCount(t: TestApp): Promise<number> {
  return (await t.app.ctx.db.select({ id: auditLog.id }).from(auditLog)).length;
}

let ipCounter = 0;
/** A fresh client address, so one test's per-address limits never touch another's. */
export const freshIp = () => `10.9.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;
