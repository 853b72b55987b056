/**
 * Driving USSD sessions as Africa's Talking does: one form-encoded POST per step, `text` holding
 * every input so far joined by '*', the same sessionId throughout.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { smsMessages } from '../../db/schema';

export const USSD_KEY = 'test-ussd-callback-key-0123456789abcdef0123456789';
export const USSD_ENV = { AT_CALLBACK_KEY: USSD_KEY, USSD_SERVICE_CODE: '*384*1234#' };

export function postUssd(t: TestApp, fields: Record<string, string>, key: string | null = USSD_KEY) {
  return t.request({
    method: 'POST',
    url: `/api/ussd${key === null ? '' : `?key=${encodeURIComponent(key)}`}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export interface UssdSession {
  sessionId: string;
  /** Types one more input (or none, to open the session) and answers the screen, checked for shape. */
  type(input?: string): Promise<string>;
  /** Everything typed so far, as `text`. */
  readonly text: string;
}

/** A session of `phone` ('+2547…'); each call of type() is one more step. */
export function ussdSession(t: TestApp, phone: string): UssdSession {
  const sessionId = `ATUid_${randomBytes(16).toString('hex')}`;
  const inputs: string[] = [];
  let opened = false;
  return {
    sessionId,
    get text() {
      return inputs.join('*');
    },
    async type(input?: string) {
      if (input !== undefined) inputs.push(input);
      else if (opened) throw new Error('type() without an input opens the session once');
      opened = true;
      const response = await postUssd(t, { sessionId, serviceCode: '*384*1234#', phoneNumber: phone, networkCode: '63902', text: inputs.join('*') });
      if (response.statusCode !== 200) throw new Error(`USSD answered ${response.statusCode}: ${response.body}`);
      if (!String(response.headers['content-type']).startsWith('text/plain')) throw new Error(`USSD answered ${response.headers['content-type']}`);
      return response.body;
    },
  };
}

/** Opens a session and types each input in turn; answers the last screen. */
export async function ussdPath(t: TestApp, phone: string, ...inputs: string[]): Promise<string> {
  const session = ussdSession(t, phone);
  let screen = await session.type();
  for (const input of inputs) screen = await session.type(input);
  return screen;
}

/** A fresh Kenyan mobile number. */
export function newPhone(): string {
  return `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function smsRowsTo(t: TestApp, phone: string, kind: string) {
  return t.app.ctx.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.phone, phone), eq(smsMessages.kind, kind)));
}
