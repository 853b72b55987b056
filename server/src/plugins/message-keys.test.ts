/**
 * A refusal worded by a shared message carries its key beside the English (docs/decisions/0275):
 * `messageKey` for the sentence and `errorKeys` per field, so the web translates the key and never
 * maps English back to one (two keys may share an English text, as descriptionMin and
 * claimDetailsMin do). The English `message` and `errors` stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@okota/shared';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { createTestApp, type TestApp } from '../../test/helpers';
import { itemWithFinder, newUser, submit } from '../features/claims/claims.test-support';
import { post, signUpData } from '../features/auth/auth.test-support';

describe('message keys on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a schema's refusal: the claim's short details are claimDetailsMin, not the item's descriptionMin", async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token, { answer1: 'Blue', additionalDetails: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MESSAGES.claimDetailsMin,
      messageKey: 'claimDetailsMin',
      errors: { additionalDetails: MESSAGES.claimDetailsMin },
      errorKeys: { additionalDetails: 'claimDetailsMin' },
    });
    expect(errorResponse.safeParse(body).success).toBe(true);
  });

  it('a rule the server checks itself: a taken e-mail carries emailTaken for the sentence and the field', async () => {
    const data = signUpData();
    await post(t, '/api/auth/register', data);
    const again = await post(t, '/api/auth/register', { ...data, phone: signUpData().phone });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: MESSAGES.emailTaken,
      messageKey: 'emailTaken',
      errors: { email: MESSAGES.emailTaken },
      errorKeys: { email: 'emailTaken' },
    });
  });

  it("a lost report's own rule (no way to be told) is a shared key too", async () => {
    const owner = await newUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/lost-reports',
      token: owner.token,
      payload: {
        title: 'Black wallet',
        categoryId: 1,
        description: 'A black leather wallet',
        county: 'Nairobi',
        dateLost: new Date().toISOString().slice(0, 10),
        notifyInApp: false,
        notifyEmail: false,
        notifyPush: false,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKeys).toMatchObject({ notifyInApp: 'notifyChannelRequired' });
    expect(res.json().errors.notifyInApp).toBe(MESSAGES.notifyChannelRequired);
  });
});
