/** Where an SMS may go: a person's number and language, a lost report's proven alert phone, an item's facts. */
import { and, eq } from 'drizzle-orm';
import { normalizePhone } from '@okota/shared';
import type { Executor } from '../../db/client';
import { categories, heldItems, items, organisations, ussdCallers, users } from '../../db/schema';
import { lostReportAlertPhones } from '../../db/schema/sms';

export async function findSmsContact(db: Executor, userId: string) {
  const [row] = await db.select({ phone: users.phone, phoneVerified: users.phoneVerified, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Who reads an SMS to a number that is not an account's by choice (a Paybill payer): the verified
 * account holding it, with its language; else the language the number chose on the USSD menu;
 * else nobody we know (undefined): the caller words it for both languages.
 */
export async function findSmsReader(db: Executor, phone: string): Promise<{ userId: string | null; language: 'en' | 'sw' } | undefined> {
  const normalized = normalizePhone(phone);
  if (!normalized) return undefined;
  const [user] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.phone, normalized), eq(users.phoneVerified, true)))
    .limit(1);
  if (user) return { userId: user.id, language: user.language === 'sw' ? 'sw' : 'en' };
  const [caller] = await db.select({ language: ussdCallers.language }).from(ussdCallers).where(eq(ussdCallers.phone, normalized));
  return caller && { userId: null, language: caller.language === 'sw' ? 'sw' : 'en' };
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
