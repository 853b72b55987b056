/** What the photo renditions backfill reads and queues (photo-renditions-backfill.ts). */
import { and, asc, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';

/** The next items after `afterId` that have photos, in id order. */
export async function listItemPhotosAfter(db: Executor, afterId: number, limit: number): Promise<Array<{ id: number; images: string[] }>> {
  return (
    db
      .select({ id: items.id, images: items.images })
      .from(items)
      // Only items with photos: a catalogue of a million photo-less items is not walked ten at a time.
      .where(and(gt(items.id, afterId), sql`cardinality(${items.images}) > 0`))
      .orderBy(asc(items.id))
      .limit(limit)
  );
}
