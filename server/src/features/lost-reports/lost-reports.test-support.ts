/** Helpers for the lost-reports tests: reports and items through the HTTP API, dates relative to today. */
import { expect } from 'vitest';
import { todayInNairobi } from '@okota/shared';
import type { TestApp } from '../../../test/helpers';
import { firstCategoryId } from '../../../test/factories';

/** Today (East Africa Time) minus `days`, as YYYY-MM-DD. */
export function daysAgo(days: number): string {
  const today = new Date(`${todayInNairobi()}T00:00:00Z`);
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export async function categoryIdOf(t: TestApp, name: string): Promise<number> {
  return firstCategoryId(t.app.ctx.db, name);
}

export interface ReportFields {
  title: string;
  categoryId: number;
  description: string;
  county: string;
  nearLocation?: string;
  dateLost: string;
  notifyInApp?: boolean;
  notifyEmail?: boolean;
  notifyPush?: boolean;
}

export interface ItemPost {
  title: string;
  categoryId: number;
  description: string;
  location: string;
  nearLocation?: string;
  dateFound: string;
}

export async function fileReport(t: TestApp, token: string, fields: ReportFields) {
  const res = await t.request({ method: 'POST', url: '/api/lost-reports', token, payload: fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; expiresAt: string; matchCount: number };
}

/** Posts a found item as a finder would (POST /api/items), and answers it. */
export async function postItem(t: TestApp, token: string, fields: ItemPost) {
  const res = await t.request({
    method: 'POST',
    url: '/api/items',
    token,
    payload: { verificationQuestion1: 'What is written or stuck on it?', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
}

export async function editItem(t: TestApp, token: string, itemId: number, fields: ItemPost) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/items/${itemId}`,
    token,
    payload: { verificationQuestion1: 'What is written or stuck on it?', ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: number };
}

export async function notificationsOf(t: TestApp, token: string) {
  const res = await t.request({ method: 'GET', url: '/api/notifications', token });
  expect(res.statusCode).toBe(200);
  return res.json().notifications as Array<{ type: string; itemId: number | null; title: string; message: string }>;
}

export async function matchesOf(t: TestApp, token: string, reportId: number) {
  const res = await t.request({ method: 'GET', url: `/api/lost-reports/${reportId}/matches`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().matches as Array<{ itemId: number; score: number }>;
}

export const runJobs = (t: TestApp) => t.app.ctx.jobs.runDueJobs({ max: 1000 });
