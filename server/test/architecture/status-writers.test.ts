/**
 * One home per state machine (issue 29, docs/decisions/0250): each status column is written by
 * exactly one module, its lifecycle, one named function per transition. This reads the server's
 * source (not tests) and fails on a write of a status column anywhere else: drizzle updates and
 * inserts (however the call chain is broken over lines), spreads of values that may carry the
 * column, and raw SQL. Creating a row in its initial state is not a transition: any module may.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWrites, readSchema, sourceFiles, type Write } from './status-writes';

const ROOT = join(import.meta.dirname, '../../..');
const schema = readSchema(join(ROOT, 'server/src/db/schema'));

const FEATURES = 'server/src/features';
const ITEM = `${FEATURES}/items/item-lifecycle.ts`;
const CLAIM = `${FEATURES}/claims/claim-lifecycle.ts`;
const PAYMENT = `${FEATURES}/payments/stk/payment-lifecycle.ts`;
const REFUND = `${FEATURES}/payments/refunds/refund-lifecycle.ts`;
const PAYOUT = `${FEATURES}/payments/payouts/payout-lifecycle.ts`;
const PAYBILL_RECEIPT = `${FEATURES}/payments/paybill/paybill-receipts.repository.ts`;
const LOST_REPORT = `${FEATURES}/lost-reports/lost-report-lifecycle.ts`;
const REFUND_STATES = ['refund_pending', 'refunded', 'refund_failed'];

/**
 * Who may write each guarded column, by the value written (undefined: decided at run time). A
 * refund's states are values of payments.status, so that column has two machines, split by value.
 * An item's claimer columns move with its status.
 */
const OWNERS: Record<string, (value: string | undefined) => string[]> = {
  'lost_items.status': () => [ITEM],
  'lost_items.claimed_by': () => [ITEM],
  'lost_items.is_claimed': () => [ITEM],
  'lost_items.claimed_at': () => [ITEM],
  'lost_items.completed_at': () => [ITEM],
  'claim_verifications.status': () => [CLAIM],
  'payments.status': (value) => (value === undefined ? [PAYMENT, REFUND] : REFUND_STATES.includes(value) ? [REFUND] : [PAYMENT]),
  'payments.payout_status': () => [PAYOUT],
  'paybill_receipts.status': () => [PAYBILL_RECEIPT],
  'lost_reports.status': () => [LOST_REPORT],
};

/** A new row's value for a column: its default in the schema, else nothing (null, false). */
function isInitial(write: Write, value: string): boolean {
  const table = [...schema.values()].find((t) => t.sqlName === write.table)!;
  const initial = [...table.columns.values()].find((c) => c.column === write.column)?.initial;
  return initial === undefined ? value === 'null' || value === 'false' : value === initial;
}

export function misplacedWrites(writes: Write[]): string[] {
  return writes.flatMap((write) => {
    const owners = OWNERS[`${write.table}.${write.column}`];
    if (!owners) return [];
    if (write.kind === 'insert' && write.values?.every((value) => isInitial(write, value))) return [];
    return (write.values ?? [undefined])
      .filter((value) => !owners(value).includes(write.file))
      .map(
        (value) =>
          `${write.file}:${write.line} writes ${write.table}.${write.column}${value === undefined ? '' : ` = '${value}'`} (only ${owners(value).join(' or ')} may)`,
      );
  });
}

/** The job queue's own bookkeeping (lib/jobs.ts and its enqueue), not a state the product shows anyone. */
const QUEUE_BOOKKEEPING = ['jobs.status'];

let scanned: Write[] | undefined;
const allWrites = () => (scanned ??= sourceFiles(ROOT).flatMap((file) => findWrites(file, readFileSync(join(ROOT, file), 'utf8'), schema)));

describe('status columns have one writer each', () => {
  it('no module but its lifecycle writes an item, claim, payment, payout, refund, Paybill receipt or lost report status', () => {
    // The scan sees the real tree: the owners' own writes are found.
    const owned = (file: string, column: string) => allWrites().some((w) => w.file === file && w.column === column);
    expect([owned(ITEM, 'status'), owned(ITEM, 'claimed_by'), owned(CLAIM, 'status'), owned(LOST_REPORT, 'status')]).toEqual([true, true, true, true]);
    expect(misplacedWrites(allWrites())).toEqual([]);
  });

  it('every other status column is written by one module at most', () => {
    const writers = new Map<string, Set<string>>();
    for (const write of allWrites()) {
      const key = `${write.table}.${write.column}`;
      if (write.column !== 'status' || OWNERS[key] || QUEUE_BOOKKEEPING.includes(key)) continue;
      if (write.kind === 'insert' && write.values?.every((v) => isInitial(write, v))) continue;
      writers.set(key, (writers.get(key) ?? new Set()).add(write.file));
    }
    const shared = [...writers].filter(([, files]) => files.size > 1).map(([key, files]) => `${key}: ${[...files].join(', ')}`);
    expect(shared).toEqual([]);
  });
});

describe('the detector', () => {
  const elsewhere = `${FEATURES}/admin/some-operation.ts`;
  const flagged = (text: string, file = elsewhere) => misplacedWrites(findWrites(file, text, schema));

  it('finds a status write however the call chain is formatted, and through an aliased import', () => {
    const chain = `import { items as lostItems } from '../../db/schema';
      export async function f(tx) {
        await tx
          .update(lostItems)
          .set({
            updatedAt: new Date(),
            status:
              'removed',
          })
          .where(eq(lostItems.id, 1));
      }`;
    expect(flagged(chain)).toEqual([`${elsewhere}:5 writes lost_items.status = 'removed' (only ${ITEM} may)`]);
    expect(flagged(chain, ITEM)).toEqual([]);
  });

  it('finds a claimer written beside the status, and a status carried in by a spread or a loose type', () => {
    const text = `import { claims, items } from '../../db/schema';
      const change = { status: 'rejected' as const, finderNotes: 'x' };
      export const a = (tx) => tx.update(claims).set({ ...change, updatedAt: new Date() });
      export const b = (tx, values: Partial<typeof items.$inferInsert>) => tx.update(items).set(values);
      export const c = (tx, values: Partial<Omit<typeof items.$inferInsert, 'status' | 'claimedBy' | 'isClaimed' | 'claimedAt' | 'completedAt'>>) => tx.update(items).set(values);
      export const d = (tx, id: string) => tx.update(items).set({ claimedBy: id });
      export const e = (tx, at?: Date) => tx.update(claims).set({ finderNotes: null, ...(at ? { updatedAt: at } : {}) });
      export const f = (tx, moved: boolean) => tx.update(claims).set({ finderNotes: null, ...(moved && { status: 'approved' }) });
      export const g = (tx, paid: boolean) => tx.update(items).set(paid ? { status: 'claimed' } : { status: 'available' });`;
    const found = flagged(text);
    expect(found.filter((f) => f.includes(':3 writes claim_verifications.status'))).toHaveLength(1);
    expect(found.filter((f) => f.includes(':4 writes lost_items.status'))).toHaveLength(1);
    expect(found.filter((f) => f.includes(':5 '))).toEqual([]);
    expect(found.filter((f) => f.includes(':6 writes lost_items.claimed_by'))).toHaveLength(1);
    expect(found.filter((f) => f.includes(':7 '))).toEqual([]);
    expect(found.filter((f) => f.includes(':8 writes claim_verifications.status'))).toHaveLength(1);
    expect(found.filter((f) => f.includes(':9 writes lost_items.status'))).toEqual([
      `${elsewhere}:9 writes lost_items.status = 'claimed' (only ${ITEM} may)`,
      `${elsewhere}:9 writes lost_items.status = 'available' (only ${ITEM} may)`,
    ]);
  });

  it('finds raw SQL updates, and tells an initial insert from one that skips the machine', () => {
    const text = `import { items, payments } from '../../db/schema';
      export const a = (db) => db.execute(sql\`UPDATE lost_items
        SET title = 'x', status = 'available' WHERE id = 1\`);
      export const b = (db) => db.execute(sql\`update \${items} set \${items.status} = 'claimed'\`);
      export const c = (db) => db.insert(items).values({ title: 'x', status: 'available' });
      export const d = (db) => db.insert(payments).values({ amount: 1, status: 'completed' });
      export const e = (db) => db.update(payments).set({ status: 'refunded' });`;
    expect(flagged(text)).toEqual([
      `${elsewhere}:2 writes lost_items.status (only ${ITEM} may)`,
      `${elsewhere}:4 writes lost_items.status (only ${ITEM} may)`,
      `${elsewhere}:6 writes payments.status = 'completed' (only ${PAYMENT} may)`,
      `${elsewhere}:7 writes payments.status = 'refunded' (only ${REFUND} may)`,
    ]);
    // The refund machine writes its own states of payments.status, not the payment's.
    expect(flagged(text, REFUND).filter((f) => f.includes('payments.status'))).toEqual([
      `${REFUND}:6 writes payments.status = 'completed' (only ${PAYMENT} may)`,
    ]);
  });
});
