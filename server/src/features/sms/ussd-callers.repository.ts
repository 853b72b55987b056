/**
 * The language each number chose on the USSD menu (db/schema/documents.ts, ussd_callers): the
 * only thing the service remembers between sessions. The session in which a number first chose
 * is kept too: that session began on the language screen, and its replayed paths must keep
 * beginning there even though the number now has a language (ussd/ussd-engine.ts). It sits in
 * sms/ because an SMS to a number with no account (lost-reports/tell-number.ts) is worded in it too.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ussdCallers } from '../../db/schema';

/** The menu's two languages (ussd/ussd-engine.ts UssdLanguage). */
type UssdLanguage = 'en' | 'sw';

export async function findUssdCaller(db: Executor, phone: string): Promise<{ language: UssdLanguage; firstSessionId: string } | undefined> {
  const [row] = await db
    .select({ language: ussdCallers.language, firstSessionId: ussdCallers.firstSessionId })
    .from(ussdCallers)
    .where(eq(ussdCallers.phone, phone));
  return row && { language: row.language === 'sw' ? 'sw' : 'en', firstSessionId: row.firstSessionId };
}

export async function rememberUssdLanguage(
  db: Executor,
  { phone, language, sessionId }: { phone: string; language: UssdLanguage; sessionId: string },
): Promise<void> {
  await db
    .insert(ussdCallers)
    .values({ phone, language, firstSessionId: sessionId })
    .onConflictDoUpdate({ target: ussdCallers.phone, set: { language, updatedAt: sql`now()` } });
}
