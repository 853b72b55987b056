/**
 * Renders a component the way the app does, for the DOM tests (*.dom.test.tsx, happy-dom): inside
 * a QueryClient provider (no retries), in a chosen language, with a toast area, at a chosen
 * address, and with fetch answered by `routes` in the contracts' shapes. Every call is recorded,
 * so a test can check what the page sent. Calls no route answers get a 404 and stay recorded.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { categoryListResponse, feesResponse } from '@okota/shared/contracts/public.contract';
import type { simulatorInfo } from '@okota/shared/contracts/payments.contract';
import { Toaster, dismissToast } from '../components/ui/toast';
import { setLanguage, type Language } from '../i18n';
import { queryClient as appQueryClient } from '../lib/query-client';
import type { SessionUser } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import { Reply, reply, type ApiCall } from './reply';
import type { Fake } from './fake-api';

export { Reply, reply, type ApiCall } from './reply';
export { fake, type Fake } from './fake-api';

/** 'GET /api/public/fees' → its answer (a value is sent as 200 JSON). */
export type Routes = Record<string, (call: ApiCall) => unknown>;

export const FEES: WireOf<typeof feesResponse> = {
  finderAmount: 100,
  platformAmount: 50,
  totalFee: 150,
  finderPercentage: 67,
  platformPercentage: 33,
  currency: 'KES',
};
export const CATEGORIES: WireOf<typeof categoryListResponse> = [
  { id: 1, name: 'Electronics', icon: 'smartphone', description: null },
  { id: 2, name: 'Documents', icon: 'file-text', description: null },
  { id: 3, name: 'Bags', icon: 'briefcase', description: null },
];
const NO_SIMULATOR: WireOf<typeof simulatorInfo> = { enabled: false, testNumbers: [] };

export const USER: SessionUser = {
  id: 'user-claimer',
  email: 'wanjiku@example.com',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  phone: '+254712345678',
  profileImageUrl: null,
  role: 'claimer',
  language: 'en',
  emailVerified: true,
  phoneVerified: true,
  createdAt: '2026-01-05T08:00:00.000Z',
};

/** Public answers most pages ask for; a test's own routes win over them. */
function publicRoutes(user: SessionUser | null): Routes {
  return {
    'GET /api/public/fees': () => FEES,
    'GET /api/categories': () => CATEGORIES,
    'GET /api/public/payment-simulator': () => NO_SIMULATOR,
    'GET /api/auth/user': () => user ?? reply(401, { code: 'UNAUTHORIZED', message: 'Not signed in' }),
  };
}

export interface RenderOptions {
  language?: Language;
  /** Signed in as this user (token and user in storage, as after sign-in); a guest when left out. */
  user?: SessionUser | null;
  routes?: Routes;
  /** Answers by contract (test-support/fake-api.ts); checked after `routes`. */
  fakes?: Fake[];
  /** The address the page is at. With `memory`, wouter reads it from memory instead of the window. */
  path?: string;
  memory?: boolean;
}

export function renderWithApp(ui: ReactElement, { language = 'en', user = null, routes = {}, fakes = [], path = '/', memory = false }: RenderOptions = {}) {
  window.history.replaceState(null, '', path);
  if (user) {
    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
  setLanguage(language);
  const calls = stubApi({ ...publicRoutes(user), ...routes }, fakes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  const location = memory ? memoryLocation({ path, record: true }) : null;
  const tree = (
    <QueryClientProvider client={client}>
      {location ? <Router hook={location.hook}>{ui}</Router> : ui}
      <Toaster />
    </QueryClientProvider>
  );
  return { ...render(tree), calls, client, history: location?.history };
}

/** Replaces fetch with `routes` and `fakes`; returns the list of calls made, in order. */
export function stubApi(routes: Routes, fakes: Fake[] = []): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://okota.test');
      const raw = init.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const call: ApiCall = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`] as Routes[string] | undefined;
      const faked = route ? undefined : fakes.map((one) => one.match(call)).find(Boolean);
      const answer = route ? route(call) : faked ? faked.answer : reply(404, { code: 'NOT_FOUND', message: `No test route for ${call.method} ${call.path}` });
      const { status, payload } = answer instanceof Reply ? { status: answer.status, payload: answer.body } : { status: 200, payload: answer };
      return new Response(JSON.stringify(payload ?? null), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  dismissToast();
  localStorage.clear();
  sessionStorage.clear();
  // The session and a few mutations also write to the app's own client.
  appQueryClient.clear();
});
