/**
 * The development phone's API (/dev/whatsapp): a person's action posted to /api/dev/whatsapp is
 * delivered signed to the webhook by the simulator, and the bot's reply is read back from
 * GET /api/dev/whatsapp. This machine only: another caller gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsappApp, type WhatsappTestApp } from './whatsapp.test-support';

describe('WhatsApp development phone API', () => {
  let t: WhatsappTestApp;
  beforeAll(async () => {
    t = await startWhatsappApp();
  });
  afterAll(() => t.close());

  it('delivers what the person types to the bot and shows its answer', async () => {
    const from = '254711000201';
    const acted = await t.request({ method: 'POST', url: '/api/dev/whatsapp', payload: { from, type: 'text', text: 'hello' } });
    expect(acted.statusCode).toBe(200);
    expect(acted.json()).toMatchObject({ httpStatus: 200 });
    await t.app.ctx.jobs.runDueJobs();
    const log = (await t.request({ method: 'GET', url: `/api/dev/whatsapp?to=${from}` })).json() as {
      sent: Array<{ to: string; body: { interactive?: { body: { text: string } } } }>;
      received: Array<{ from: string; summary: string }>;
    };
    expect(log.received).toEqual([expect.objectContaining({ from, summary: 'hello' })]);
    expect(log.sent[0].body.interactive?.body.text).toContain('Hello from Okota');
  });

  it('refuses a malformed action (400) and any caller but this machine (404)', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/dev/whatsapp', payload: { from: 'abc', type: 'text', text: 'hi' } });
    expect(bad.statusCode).toBe(400);
    const remote = await t.request({
      method: 'POST',
      url: '/api/dev/whatsapp',
      payload: { from: '254711000202', type: 'text', text: 'hi' },
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/dev/whatsapp?to=254711000202' })).json()).toMatchObject({ received: [] });
  });
});
