/**
 * Setup for the collection and drop-off tests: a verified organisation with a desk member, and
 * items in its custody, written straight into the database; then the owner's path (claim → approve
 * → pay) over HTTP through the Daraja simulator, and the desk's calls.
 */
import { randomBytes } from 'node:crypto';
import { createItem } from '../../../../test/factories';
import { heldItems, organisationMembers, organisations } from '../../../db/schema';
import type { SmsTestApp } from '../../sms/sms.test-support';
import { claimPath, freshPhone, person, type Person } from '../../notifications/turns/turns.test-support';

export { freshPhone, person, type Person };

const DAY_MS = 24 * 60 * 60 * 1000;

export async function deskOrganisation(t: SmsTestApp, overrides: Partial<typeof organisations.$inferInsert> = {}) {
  const db = t.app.ctx.db;
  const manager = await person(t);
  const desk = await person(t);
  const [organisation] = await db
    .insert(organisations)
    .values({
      slug: `desk-${randomBytes(4).toString('hex')}`,
      name: 'Kencom Matatu SACCO Office',
      kind: 'sacco',
      county: 'Nairobi',
      landmark: 'Kencom House, Moi Avenue',
      hours: 'Mon–Sat 7am–7pm',
      publicPhone: '+254711222333',
      status: 'verified',
      appliedBy: manager.user.id,
      verifiedAt: new Date(),
      acceptsDropOffs: true,
      ...overrides,
    })
    .returning();
  await db.insert(organisationMembers).values([
    { organisationId: organisation.id, phone: manager.user.phone, userId: manager.user.id, role: 'manager', acceptedAt: new Date() },
    { organisationId: organisation.id, phone: desk.user.phone, userId: desk.user.id, role: 'desk', acceptedAt: new Date() },
  ]);
  return { organisation, manager, desk };
}

/** An item the desk member posted for the organisation, held for `days`. */
export async function postedItem(t: SmsTestApp, organisationId: string, desk: Person, days = 60) {
  const item = await createItem(t.app.ctx.db, desk.user.id, { location: 'Nairobi', title: 'Kitambulisho cha Wanjiru Kamau' });
  await t.app.ctx.db.insert(heldItems).values({
    itemId: item.id,
    organisationId,
    custody: 'posted',
    receivedBy: desk.user.id,
    heldUntil: new Date(Date.now() + days * DAY_MS),
  });
  return item;
}

/** The owner claims, whoever posted it approves, the owner pays: the completed payment. */
export async function claimApproveAndPay(t: SmsTestApp, { poster, owner, itemId }: { poster: Person; owner: Person; itemId: number }) {
  const path = claimPath(t, poster, owner);
  const claimId = await path.claim(itemId);
  await path.decide(claimId, 'approved');
  const payment = await path.pay(itemId);
  await t.runJobs();
  return { claimId, payment };
}

/** The code from the newest collection-code SMS to the owner, and that SMS's text. */
export async function codeSentTo(t: SmsTestApp, owner: Person): Promise<{ code: string; text: string }> {
  await t.runJobs();
  const sms = (await t.sms.outbox(owner.user.phone)).find((m) =>
    /^(Your Okota collection code is|Msimbo wako wa Okota wa kuchukua kitu ni|Okota: claim approved, nothing to pay\. Collection code|Okota: dai limekubaliwa, bila malipo\. Msimbo wa kuchukua) \d{6}/.test(
      m.text,
    ),
  );
  if (!sms) throw new Error('no collection code SMS');
  return { code: /\b(\d{6})\b/.exec(sms.text)![1], text: sms.text };
}

export function collect(t: SmsTestApp, organisationId: string, token: string, payload: { code: string; itemId?: number }) {
  return t.request({ method: 'POST', url: `/api/organisations/${organisationId}/collections`, token, payload });
}

export function dropOff(t: SmsTestApp, organisationId: string, token: string, itemId: number) {
  return t.request({ method: 'POST', url: `/api/organisations/${organisationId}/drop-offs`, token, payload: { itemId } });
}

/** A code that is not `code` (same length). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
