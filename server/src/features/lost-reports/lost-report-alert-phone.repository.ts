/** The extra phone a lost report alerts (lost_report_alert_phones): one per report. */
import { and, eq } from 'drizzle-orm';
import { normalizePhone } from '@okota/shared';
import type { Executor } from '../../db/client';
import { lostReports } from '../../db/schema';
import { lostReportAlertPhones } from '../../db/schema/sms';

export type AlertPhoneRow = typeof lostReportAlertPhones.$inferSelect;

/**
 * Names the phone a report alerts. `verified: true` only when the number is already proven: the
 * account's verified number, or the caller's own number on USSD (the network vouches for it).
 * Changing the number clears the mark.
 */
export async function setLostReportAlertPhone(db: Executor, options: { lostReportId: number; phone: string; verified: boolean }): Promise<AlertPhoneRow> {
  const phone = normalizePhone(options.phone);
  if (!phone) throw new Error('setLostReportAlertPhone: not a Kenyan mobile number');
  const verifiedAt = options.verified ? new Date() : null;
  const [row] = await db
    .insert(lostReportAlertPhones)
    .values({ lostReportId: options.lostReportId, phone, verifiedAt })
    .onConflictDoUpdate({ target: lostReportAlertPhones.lostReportId, set: { phone, verifiedAt } })
    .returning();
  return row;
}

export async function findLostReportAlertPhone(db: Executor, lostReportId: number): Promise<AlertPhoneRow | undefined> {
  const [row] = await db.select().from(lostReportAlertPhones).where(eq(lostReportAlertPhones.lostReportId, lostReportId));
  return row;
}

export async function markLostReportAlertPhoneVerified(db: Executor, lostReportId: number, phone: string): Promise<boolean> {
  const rows = await db
    .update(lostReportAlertPhones)
    .set({ verifiedAt: new Date() })
    .where(and(eq(lostReportAlertPhones.lostReportId, lostReportId), eq(lostReportAlertPhones.phone, phone)))
    .returning({ id: lostReportAlertPhones.lostReportId });
  return rows.length > 0;
}

export async function removeLostReportAlertPhone(db: Executor, lostReportId: number): Promise<void> {
  await db.delete(lostReportAlertPhones).where(eq(lostReportAlertPhones.lostReportId, lostReportId));
}

/** The report, if this user owns it (anyone else is told it does not exist). */
export async function findOwnReport(db: Executor, lostReportId: number, userId: string) {
  const [row] = await db
    .select({ id: lostReports.id })
    .from(lostReports)
    .where(and(eq(lostReports.id, lostReportId), eq(lostReports.ownerId, userId)));
  return row;
}
