/**
 * The API's contract for answers and details is the spec's (docs/product/user-flows.md section 5, claim verification:
 * answers optional, "Description must be…"); the claim form asks for every answer and names the
 * field as it is labelled (docs/decisions/0214). This keeps the two from drifting into one another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { itemWithFinder, newUser, submit, validClaim } from './claims.test-support';

describe('POST /api/items/{id}/verify: answers and details as the spec gives them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes a claim without answers, as the spec allows (the form asks for them)', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token, { additionalDetails: validClaim.additionalDetails });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers a short or long description with the spec's messages", async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const short = await submit(t, item.id, claimer.token, { ...validClaim, additionalDetails: 'short' });
    expect(short.json().errors.additionalDetails).toBe('Description must be at least 10 characters');
    const long = await submit(t, item.id, claimer.token, { ...validClaim, additionalDetails: 'x'.repeat(201) });
    expect(long.json().errors.additionalDetails).toBe('Details must be 200 characters or less for security');
  });
});
