/** What every part of the access table uses: its types, the expected-status shorthands and the request bodies. */
import { todayInNairobi } from '@okota/shared';
import { firstCategoryId } from '../../factories';
import { ROLES, type Role, type World } from '../security.test-support';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Expect = Record<Role, number>;

export interface Call {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** undefined: the caller's own token; null: none; a string: this token. */
  token?: string | null;
  /** Where the call comes from; by default an address of its own on another machine. */
  remoteAddress?: string;
}

export interface AccessRow {
  /** `METHOD /path` as the route table spells it, with `{param}` for `:param`. */
  route: string;
  /** What the target is, when a route has several rows. */
  case?: string;
  expect: Expect;
  note?: string;
  /** Served but left out of the OpenAPI document on purpose (shown with † in docs/security.md). */
  undocumented?: true;
  call(w: World, role: Role): Call | Promise<Call>;
  /** Extra checks on a 2xx answer (privacy): a problem description, or nothing. */
  check?(body: unknown, role: Role, w: World): string | undefined;
}

export const QUICK_LOGIN_KEY = 'quick-login-key-for-the-security-suite';

export const same = (status: number): Expect => Object.fromEntries(ROLES.map((r) => [r, status])) as Expect;
/** Any signed-in user gets `status`; a guest 401, a suspended account 403; then the exceptions. */
export const signedIn = (status: number, exceptions: Partial<Expect> = {}): Expect => ({ ...same(status), guest: 401, suspended: 403, ...exceptions });
export const adminOnly = (status = 200): Expect => ({ ...same(403), guest: 401, admin: status });
export const ownerOrAdmin = (status: number): Expect => signedIn(404, { claimer: status, admin: status });

export const get = (url: string): Call => ({ method: 'GET', url });
export const adminGet = (url: string): AccessRow => ({ route: `GET ${url.split('?')[0]}`, expect: adminOnly(), call: () => get(url) });

export const PUSH_KEYS = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };

export async function itemFields(w: World) {
  return {
    title: 'Black leather wallet',
    description: 'Found near the bus stage with a few cards inside.',
    categoryId: await firstCategoryId(w.db),
    location: 'Nairobi',
    nearLocation: 'Kencom stage',
    dateFound: '2025-06-01',
    verificationQuestion1: 'What colour is the card holder inside?',
  };
}

export async function reportFields(w: World) {
  return {
    title: 'Lost black wallet',
    categoryId: await firstCategoryId(w.db),
    description: 'A black leather wallet with my national ID inside.',
    county: 'Nairobi',
    dateLost: todayInNairobi(),
  };
}

export const ownClaimsOnly = (body: unknown, role: Role, w: World) => {
  if (role === 'finder' || role === 'admin') return undefined;
  const own = w.actor(role)!.user.id;
  const foreign = (body as Array<{ claimerId: string }>).filter((c) => c.claimerId !== own);
  return foreign.length ? `sees ${foreign.length} claim(s) of others` : undefined;
};

export const contactOnlyForParties = (body: unknown, role: Role, w: World) => {
  const item = body as Record<string, unknown>;
  const mayContact = role === 'finder' || role === 'paidClaimer' || role === 'admin';
  if ('finderPhone' in item !== mayContact || 'finderEmail' in item !== mayContact) return `finder contact ${mayContact ? 'missing' : 'leaked'}`;
  if (!mayContact && String(item.finderName).includes(w.actors.finder.user.lastName)) return "finder's last name leaked";
  if ('verificationAnswer1' in item !== (role === 'finder')) return 'expected answers shown to someone but the finder';
  return undefined;
};
