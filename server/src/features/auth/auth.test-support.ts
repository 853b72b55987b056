/** Shared bits of the accounts tests: unique sign-up data and a distinct caller IP per test. */
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/helpers';

let ipCounter = 1;
/** A fresh client address, so per-IP limits of one test never affect another. */
export const nextIp = () => `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}.${1 + Math.floor(Math.random() * 250)}`;

let phoneCounter = 0;
export function uniquePhone(): string {
  phoneCounter += 1;
  return `07${String(10 + (Date.now() % 80)).padStart(2, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
}

export function signUpData(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amina',
    lastName: 'Wanjiru',
    email: `amina-${randomBytes(4).toString('hex')}@example.com`,
    phone: uniquePhone(),
    password: 'Str0ngPass',
    acceptTerms: true,
    ...overrides,
  };
}

export function post(t: TestApp, url: string, payload: unknown, options: { ip?: string; token?: string; headers?: Record<string, string> } = {}) {
  return t.request({ method: 'POST', url, payload: payload as object, token: options.token, headers: options.headers, remoteAddress: options.ip ?? nextIp() });
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
