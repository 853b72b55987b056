/**
 * Setting the scene through the public API, for browser tests that are about a later step:
 * accounts, a posted item, a claim, the finder's approval, a payment the built-in M-Pesa
 * simulator completes. The journey test does all of this in the browser instead.
 */
import { randomBytes } from 'node:crypto';
import { baseUrl } from './browser';

export interface Session {
  token: string;
  user: { id: string; firstName: string };
}

/** The development admin e2e/global-setup.ts starts the server with. */
export const ADMIN = { email: 'admin@okota.test', password: 'Admin-Pass-123' };

/** A JSON call answered whatever its status, for tests about refusals: `{status, body}`. */
export async function request<T = unknown>(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const { body, token } = options;
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { 'x-auth-token': token }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** A JSON call; anything but 2xx throws with the answer, so setup failures say why. */
export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const answer = await request<T>(path, { method, body, token });
  if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

let phoneCounter = Math.floor(Math.random() * 1_000_000);

/** A new account (surname Tester) with a unique e-mail and Safaricom number. */
export async function signUp(firstName: string, password = 'Passw0rd!x'): Promise<Session & { email: string; password: string }> {
  const email = `${firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
  const phone = `071${String(phoneCounter++ % 10_000_000).padStart(7, '0')}`;
  const session = await call<Session>('POST', '/api/auth/register', { firstName, lastName: 'Tester', email, phone, password, acceptTerms: true });
  return { ...session, email, password };
}

/** Posts an item through the API; `fields` replace the defaults (e.g. a description with a word to search for). */
export async function postItem(finder: Session, title = 'Black leather wallet', fields: Record<string, unknown> = {}): Promise<number> {
  const [category] = await call<Array<{ id: number }>>('GET', '/api/categories');
  const item = await call<{ id: number }>(
    'POST',
    '/api/items',
    {
      title,
      description: 'Found near the Kencom bus stage with some cards inside.',
      categoryId: category.id,
      location: 'Nairobi',
      nearLocation: 'Kencom stage',
      dateFound: new Date().toISOString().slice(0, 10),
      verificationQuestion1: 'What colour is the card holder inside?',
      ...fields,
    },
    finder.token,
  );
  return item.id;
}

export const claim = (itemId: number, claimer: Session) =>
  call<{ id: number }>(
    'POST',
    `/api/items/${itemId}/verify`,
    { answer1: 'Blue', additionalDetails: 'It has my national ID and a photo of my daughter.' },
    claimer.token,
  );

export const approve = (claimId: number, finder: Session) => call('PUT', `/api/verifications/${claimId}/status`, { status: 'approved' }, finder.token);

/**
 * Pays for an approved claim and waits for the payment to complete: from the simulator's success
 * number, or another whose payment succeeds (docs/payments.md: the phone that paid decides how a
 * refund of it ends).
 */
export async function pay(itemId: number, claimer: Session, phoneNumber = '0708374149'): Promise<number> {
  const { payment } = await call<{ payment: { id: number } }>('POST', '/api/payments/initiate', { itemId, phoneNumber }, claimer.token);
  const deadline = Date.now() + 30_000;
  while (!(await call<{ verified: boolean }>('GET', `/api/payments/${payment.id}/verify`, undefined, claimer.token)).verified) {
    if (Date.now() > deadline) throw new Error('the simulator did not complete the payment');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return payment.id;
}

/** A finder's item claimed by the claimer, approved and paid. */
export async function paidItem(finder: Session, claimer: Session, title?: string): Promise<number> {
  const itemId = await postItem(finder, title);
  await approve((await claim(itemId, claimer)).id, finder);
  await pay(itemId, claimer);
  return itemId;
}
