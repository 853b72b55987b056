/**
 * A name is shown to other users (the finder's first name on every item, the reviewer's name on
 * reviews), so one that spells a contact is refused with a clear 400, never stored or rewritten
 * (docs/decisions/0140). The rule lives in the shared schema the sign-up form uses too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES as M } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';
import { post, signUpData } from './auth.test-support';

describe('names that spell a contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are refused at registration, with the message on the field, and nothing is stored', async () => {
    const data = signUpData({ lastName: 'jane at gmail dot com' });
    const res = await post(t, '/api/auth/register', data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.nameContact, errors: { lastName: M.nameContact } });
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, data.email))).toHaveLength(0);

    const byCode = await post(t, '/api/auth/verify-otp', {
      email: data.email,
      otp: '123456',
      registrationData: signUpData({ firstName: 'Wanjiru at yahoo dot com' }),
    });
    expect(byCode.statusCode).toBe(400);
    expect(byCode.json().errors['registrationData.firstName']).toBe(M.nameContact);
  });

  it('a first and a last name that spell a number together are refused on every sign-up path', async () => {
    const data = signUpData({ firstName: 'Sifuri Saba Moja', lastName: 'Mbili Tatu Nne Tano Sita Saba Nane' });
    const res = await post(t, '/api/auth/register', data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.nameContact, errors: { lastName: M.nameContact } });
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, data.email))).toHaveLength(0);
    const words = await post(t, '/api/auth/register', signUpData({ firstName: 'Zero Seven One Two', lastName: 'Three Four Five Six Seven Eight' }));
    expect(words.statusCode).toBe(400);
  });

  it('ordinary names pass', async () => {
    const res = await post(t, '/api/auth/register', signUpData({ firstName: 'Atieno', lastName: 'Dot Otieno' }));
    expect(res.statusCode, res.body).toBe(201);
  });
});
