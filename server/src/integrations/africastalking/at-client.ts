/**
 * The Africa's Talking SMS client (docs/reference/africastalking.md §2, §9.1): `POST {base}/version1/messaging`,
 * form-encoded, with the `apiKey` header. One recipient a call, so each message has its own
 * outcome. Every answer is sorted into what the SMS job does next:
 * - accepted (100/101/102): sent; the delivery report decides delivered or failed;
 * - retry: worth trying again later (5xx, network, timeout, 500/501/502, a balance or sender-id
 *   problem an operator can fix, 409 outside the allowed window);
 * - failed: never worth retrying (a bad or blacklisted number, 401 RiskHold, a malformed request).
 * A 201 is not success on its own: each recipient's statusCode decides (§7.1).
 */
import { timeOutboundCall } from '../../lib/outbound-calls';
import type { AtSettings } from './at-settings';

export type SendSmsOutcome =
  | { outcome: 'accepted'; messageId: string; statusCode: number; status: string; cost: SmsCost | null }
  | { outcome: 'retry' | 'failed'; statusCode: number | null; status: string; reason: string };

export interface SmsCost {
  /** As Africa's Talking wrote it, e.g. 'KES 0.8000'. */
  raw: string;
  currency: string;
  amount: number;
}

export interface AtClient {
  sendSms(message: { to: string; text: string }): Promise<SendSmsOutcome>;
}

const ACCEPTED = new Set([100, 101, 102]);
/** Worth another try later (§2.2): transient gateway trouble, or an account problem an operator fixes. */
const RETRYABLE = new Set([402, 405, 409, 500, 501, 502]);

export function createAtClient(settings: AtSettings, options: { timeoutMs?: number } = {}): AtClient {
  const baseUrl = () => (typeof settings.baseUrl === 'function' ? settings.baseUrl() : settings.baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function post(body: URLSearchParams): Promise<Response> {
    return fetch(`${baseUrl()}/version1/messaging`, {
      method: 'POST',
      body,
      headers: { apiKey: settings.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    async sendSms({ to, text }) {
      if (settings.missing.length) {
        return { outcome: 'retry', statusCode: null, status: 'NotConfigured', reason: `SMS is not configured: ${settings.missing.join(', ')} missing` };
      }
      const body = new URLSearchParams({ username: settings.username, to, message: text, bulkSMSMode: '1' });
      if (settings.senderId) body.set('from', settings.senderId);
      const outcomeOf = (error: unknown) => ((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
      try {
        const { response, raw } = await timeOutboundCall({ service: 'sms', endpoint: '/version1/messaging', outcomeOf }, async () => {
          const answer = await post(body);
          return { response: answer, raw: await answer.text() };
        });
        return readAnswer(response, raw);
      } catch (error) {
        // A timeout may still have been sent: SMS has no idempotency key (§2.3); a rare double is the price.
        const status = outcomeOf(error) === 'timeout' ? 'Timeout' : 'NetworkError';
        return { outcome: 'retry', statusCode: null, status, reason: `${status}: ${(error as Error).message}` };
      }
    },
  };
}

/** One HTTP answer, sorted (exported for the unit test of recorded replies). */
export function readAnswer(response: { status: number; headers: Headers }, raw: string): SendSmsOutcome {
  const text = raw.trim().slice(0, 200);
  if (response.status === 401)
    return { outcome: 'retry', statusCode: null, status: 'Unauthorized', reason: `401 from Africa's Talking (check AT_USERNAME and AT_API_KEY): ${text}` };
  if (response.status >= 500)
    return { outcome: 'retry', statusCode: null, status: `HTTP ${response.status}`, reason: `${response.status} from Africa's Talking: ${text}` };
  if (response.status < 200 || response.status >= 300)
    return { outcome: 'failed', statusCode: null, status: `HTTP ${response.status}`, reason: `${response.status} from Africa's Talking: ${text}` };
  let data: { SMSMessageData?: { Message?: string; Recipients?: Array<Record<string, unknown>> } };
  try {
    data = JSON.parse(raw);
  } catch {
    return { outcome: 'retry', statusCode: null, status: 'BadAnswer', reason: `an answer that is not JSON: ${text}` };
  }
  const summary = String(data.SMSMessageData?.Message ?? '');
  const [recipient] = data.SMSMessageData?.Recipients ?? [];
  if (!recipient) {
    // A request-level refusal still comes as 201 with no recipients (§2.1); a sender id is the operator's to fix.
    const isConfiguration = /InvalidSenderId|InsufficientBalance/i.test(summary);
    return {
      outcome: isConfiguration ? 'retry' : 'failed',
      statusCode: null,
      status: summary || 'NoRecipients',
      reason: `Africa's Talking sent to nobody: ${summary || 'no recipients'}`,
    };
  }
  const statusCode = typeof recipient.statusCode === 'number' ? recipient.statusCode : Number(recipient.statusCode ?? NaN);
  const status = String(recipient.status ?? 'Unknown');
  if (ACCEPTED.has(statusCode) && typeof recipient.messageId === 'string' && recipient.messageId !== 'None') {
    return { outcome: 'accepted', messageId: recipient.messageId, statusCode, status, cost: parseCost(recipient.cost) };
  }
  const known = Number.isFinite(statusCode) ? statusCode : null;
  return { outcome: known !== null && RETRYABLE.has(known) ? 'retry' : 'failed', statusCode: known, status, reason: `${status}${known ? ` (${known})` : ''}` };
}

/** 'KES 0.8000' → { currency: 'KES', amount: 0.8 }; '0' or anything else → null. */
export function parseCost(value: unknown): SmsCost | null {
  const match = typeof value === 'string' ? /^([A-Z]{3})\s+(\d+(?:\.\d+)?)$/.exec(value.trim()) : null;
  return match ? { raw: value as string, currency: match[1], amount: Number(match[2]) } : null;
}
