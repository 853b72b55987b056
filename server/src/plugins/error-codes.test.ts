/**
 * Refusals on the wire carry a code from @okota/shared/error-codes beside the English sentence
 * (docs/decisions/0245-error-codes.md): clients tell them apart by `code`, never by `message`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '@okota/shared/error-codes';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createUser } from '../../test/factories';
import { decide, itemWithFinder, newUser, submit } from '../features/claims/claims.test-support';

describe('error codes on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a suspended account: ACCOUNT_SUSPENDED with its reason, on any authenticated call', async () => {
    const { token } = await createUser(t.app.ctx.db, { suspended: true, suspensionReason: 'Fake listings' });
    const res = await t.request({ method: 'GET', url: '/api/auth/user', token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Account suspended', params: {}, reason: 'Fake listings' });
  });

  it('claim conflicts: a second claim is CLAIM_ALREADY_PENDING, a second decision CLAIM_ALREADY_DECIDED', async () => {
    const { item, finder } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const first = await submit(t, item.id, claimer.token);
    expect(first.statusCode).toBe(201);
    const again = await submit(t, item.id, claimer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CLAIM_ALREADY_PENDING', params: {} });

    const claimId = first.json().id as number;
    expect((await decide(t, claimId, finder.token, { status: 'rejected' })).statusCode).toBe(200);
    const twice = await decide(t, claimId, finder.token, { status: 'rejected' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CLAIM_ALREADY_DECIDED', message: 'This claim has already been decided' });

    const own = await submit(t, item.id, finder.token);
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('CLAIM_OWN_ITEM');
  });

  it('a body the schema refuses: VALIDATION_FAILED with the refused fields', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token, { answer1: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.params).toEqual({});
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    expect(body.message).toBe(Object.values(body.errors)[0]);
  });

  it("Fastify's own refusals and unknown routes carry a generic code", async () => {
    const missing = await t.request({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const { token } = await newUser(t);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      payload: '{"oops',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Request body is not valid JSON' });
    const unauthenticated = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('every code answers with the status the shared set gives it, and the contract accepts it', () => {
    for (const [code, spec] of Object.entries(ERROR_CODES)) {
      expect(isErrorCode(code)).toBe(true);
      expect(spec.status >= 400 && spec.status < 600, code).toBe(true);
      expect(errorResponse.safeParse({ code, message: 'x', params: {} }).success, code).toBe(true);
    }
    expect(errorResponse.safeParse({ code: 'NOT_A_CODE', message: 'x' }).success).toBe(false);
  });
});
