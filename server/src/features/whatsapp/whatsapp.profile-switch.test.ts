/**
 * The profile's switch for turn messages by WhatsApp: it sets the same preference the chat's menu
 * sets (on the conversation of the account's number), only for a verified phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { findConversation } from './whatsapp.repository';
import { startWhatsappApp, type WhatsappTestApp } from './whatsapp.test-support';

describe('WhatsApp turns switch on the profile', () => {
  let t: WhatsappTestApp;
  beforeAll(async () => {
    t = await startWhatsappApp();
  });
  afterAll(() => t.close());

  it('turns WhatsApp turns on and off for a verified phone, as the chat menu would', async () => {
    const { token } = await createUser(t.app.ctx.db, { phone: '+254711000301', phoneVerified: true, language: 'sw' });
    const url = '/api/profile/whatsapp-turns';
    expect((await t.request({ method: 'GET', url, token })).json()).toEqual({ phoneVerified: true, on: false });
    const on = await t.request({ method: 'PUT', url, token, payload: { on: true } });
    expect(on.statusCode).toBe(200);
    expect(await findConversation(t.app.ctx.db, '254711000301')).toMatchObject({ turnsByWhatsapp: true, language: 'sw' });
    expect((await t.request({ method: 'GET', url, token })).json()).toEqual({ phoneVerified: true, on: true });
    await t.request({ method: 'PUT', url, token, payload: { on: false } });
    expect((await findConversation(t.app.ctx.db, '254711000301'))?.turnsByWhatsapp).toBe(false);
  });

  it('refuses an unverified phone, a malformed body and a guest', async () => {
    const { token } = await createUser(t.app.ctx.db, { phone: '+254711000302', phoneVerified: false });
    const url = '/api/profile/whatsapp-turns';
    expect((await t.request({ method: 'PUT', url, token, payload: { on: true } })).statusCode).toBe(400);
    expect(await findConversation(t.app.ctx.db, '254711000302')).toBeUndefined();
    expect((await t.request({ method: 'PUT', url, token, payload: { on: 'yes' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url, payload: { on: true } })).statusCode).toBe(401);
  });
});
