/**
 * Item rows nobody viewed lately, looked up together. Under load many item pages nobody viewed
 * lately are asked for at once (each a different item); one statement per page made a round trip
 * to PostgreSQL per request, and on a small machine that round trip (the socket write that wakes
 * a backend, the pool, the driver) was most of the request's cost (docs/decisions/0224). The ids
 * asked for during one turn of the event loop go out as one statement when the turn ends, so a
 * quiet server still answers at once and a busy one makes one round trip for many pages.
 *
 * The statement runs after every caller asked, so its rows are at least as new as anything the
 * callers knew when they asked (what the catalogue cache relies on, catalogue-cache.ts).
 *
 * Rows whose public texts are not kept under today's rules are scrubbed here, and their texts
 * kept in one statement after the answer (item-public-texts.ts, docs/decisions/0283): the next
 * search that shows them, in any process, scrubs nothing.
 */
import type { Executor } from '../../db/client';
import { publicTextsToKeep } from './item-public-texts';
import { findItemRecords, saveKeptPublicTexts, type ItemRecord } from './items.repository';

/** More ids than this in one turn go out as several statements. */
const MAX_BATCH = 100;

interface Waiter {
  resolve(record: ItemRecord | undefined): void;
  reject(error: unknown): void;
}

export function createItemRecordLoader(
  db: Executor,
  { onKeepFailed = () => {} }: { onKeepFailed?: (error: unknown) => void } = {},
): (id: number) => Promise<ItemRecord | undefined> {
  let pending: Map<number, Waiter[]> | undefined;

  const send = async (batch: Map<number, Waiter[]>) => {
    try {
      const records = await findItemRecords(db, [...batch.keys()]);
      const byId = new Map(records.map((record) => [record.item.id, record]));
      const toKeep = records.map(publicTextsToKeep).filter((row) => row !== undefined);
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id));
      // After the answer: a failure here costs only a later scrub.
      if (toKeep.length) void saveKeptPublicTexts(db, toKeep).catch(onKeepFailed);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (id) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = new Map<number, Waiter[]>();
        pending = batch;
        setImmediate(() => {
          if (pending === batch) pending = undefined;
          void send(batch);
        });
      }
      const batch = pending;
      const waiters = batch.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(id, [{ resolve, reject }]);
      // A full batch goes out with the turn's end as planned; the next id starts a new one.
      if (batch.size >= MAX_BATCH) pending = undefined;
    });
}
