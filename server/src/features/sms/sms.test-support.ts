/**
 * Test harness for SMS: the whole app on a loopback port with PUBLIC_URL pointing at itself, so
 * the real Africa's Talking client calls the built-in simulator over HTTP and the simulator's
 * delivery reports travel back over HTTP to /api/sms/delivery-reports.
 */
import { eq, sql } from 'drizzle-orm';
import { startLoopbackApp, waitFor, type LoopbackApp } from '../../integrations/daraja/simulator/loopback.test-support';
import { AT_SIMULATOR_PREFIX } from '../../integrations/africastalking/at-settings';
import { jobs } from '../../db/schema';
import { smsMessages } from '../../db/schema/sms';

export const TEST_AT_CALLBACK_KEY = 'test-at-callback-key-0123456789abcdef0123456789';

export interface SimulatedSms {
  messageId: string | null;
  to: string;
  text: string;
  statusCode: number;
  status: string;
  reports: Array<{ status: string; failureReason?: string; httpStatus: number | null }>;
}

export interface SmsTestApp extends LoopbackApp {
  sms: ReturnType<typeof smsControl>;
  /** Runs due jobs (the SMS send job among them) until none is due. */
  runJobs(): Promise<void>;
  /** The SMS rows of a number, oldest first. */
  rowsFor(phone: string): Promise<Array<typeof smsMessages.$inferSelect>>;
  /**
   * The queue reads the database's clock, which a test cannot set: jobs due by `instant` (on the
   * test's SMS clock) are made due now, as if that time had come.
   */
  reachTime(instant: Date): Promise<void>;
}

export async function startSmsApp(env: Record<string, string> = {}): Promise<SmsTestApp> {
  const t = await startLoopbackApp({ AT_CALLBACK_KEY: TEST_AT_CALLBACK_KEY, ...env });
  const sms = smsControl(`${t.origin}${AT_SIMULATOR_PREFIX}`, t.origin);
  return {
    ...t,
    sms,
    async runJobs() {
      await t.app.ctx.jobs.runDueJobs();
    },
    rowsFor: (phone) => t.app.ctx.db.select().from(smsMessages).where(eq(smsMessages.phone, phone)).orderBy(smsMessages.id),
    async reachTime(instant) {
      await t.app.ctx.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(sql`${jobs.runAt} <= ${instant.toISOString()}::timestamptz and ${jobs.status} = 'pending'`);
    },
  };
}

export function smsControl(simulatorUrl: string, origin: string) {
  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${simulatorUrl}/__sim${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sms simulator ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    /** What the simulator received, newest first (the developer's outbox, over HTTP). */
    outbox: async (to?: string): Promise<SimulatedSms[]> => {
      const answer = await fetch(`${origin}/api/dev/sms-outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      if (!answer.ok) throw new Error(`sms outbox: ${answer.status}`);
      return ((await answer.json()) as { messages: SimulatedSms[] }).messages;
    },
    reset: () => post('/reset'),
    forceError: (httpStatus: number, times = 1) => post('/force-error', { httpStatus, times }),
    setReportDelay: (reportDelayMs: number) => post('/settings', { reportDelayMs }),
    /** The 6-digit code in the newest SMS to this number. */
    async codeFor(phone: string): Promise<string> {
      const found = await waitFor(async () => (await this.outbox(phone)).find((m) => /\b\d{6}\b/.test(m.text)));
      return /\b(\d{6})\b/.exec(found.text)![1];
    },
  };
}

export { waitFor };

/** Posts a delivery report as Africa's Talking does: form-encoded, the key in the query. */
/** `key` null: no key at all. */
export function postDeliveryReport(t: LoopbackApp, fields: Record<string, string>, key: string | null = TEST_AT_CALLBACK_KEY) {
  return t.request({
    method: 'POST',
    url: `/api/sms/delivery-reports${key === null ? '' : `?key=${encodeURIComponent(key)}`}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
