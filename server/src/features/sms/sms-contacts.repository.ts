/** Where an SMS may go: a person's number and language, a lost report's proven alert phone, an item's facts. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, heldItems, items, organisations, users } from '../../db/schema';
import { lostReportAlertPhones } from '../../db/schema/sms';

export async function findSmsContact(db: Executor, userId: string) {
  const [row] = await db.select({ phone: users.phone, phoneVerified: users.phoneVerified, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}

/** The lost report's alert phone when it is proven; undefined otherwise. */
export async function findProvenAlertPhone(db: Executor, lostReportId: number): Promise<string | undefined> {
  const [row] = await db.select().from(lostReportAlertPhones).where(eq(lostReportAlertPhones.lostReportId, lostReportId));
  return row?.verifiedAt ? row.phone : undefined;
}

/** An item's category, county and day found, and who holds it (item-sms-facts.ts words them). */
export async function findItemFactRow(db: Executor, itemId: number) {
  const [row] = await db
    .select({
      category: categories.name,
      county: items.location,
      dateFound: items.dateFound,
      holderKind: organisations.kind,
      holderCounty: organisations.county,
      holderStatus: organisations.status,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(heldItems, eq(heldItems.itemId, items.id))
    .leftJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .where(eq(items.id, itemId));
  return row;
}
