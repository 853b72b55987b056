import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { jobs, whatsappInbound, whatsappOutbound } from '../../db/schema';
import { signWebhookBody } from '../../integrations/whatsapp/wa-signature';
import { WA_SIMULATOR_CREDENTIALS } from '../../integrations/whatsapp/wa-settings';
import { createTestDatabase, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import { startWhatsappApp, wordsOf, type WhatsappTestApp } from './whatsapp.test-support';

const secret = WA_SIMULATOR_CREDENTIALS.appSecret;
const textEvent = (from: string, wamid: string, body: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'W',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            contacts: [{ wa_id: from, profile: { name: 'A' } }],
            messages: [{ from, id: wamid, timestamp: '1', type: 'text', text: { body } }],
          },
        },
      ],
    },
  ],
});

describe('WhatsApp webhook', () => {
  let t: WhatsappTestApp;
  beforeAll(async () => {
    t = await startWhatsappApp();
  });
  afterAll(() => t.close());

  const inboundCount = async () => (await t.app.ctx.db.select({ n: count() }).from(whatsappInbound))[0].n;
  const jobCount = async () => (await t.app.ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.type, 'whatsapp.handle-message')))[0].n;
  const postRaw = (raw: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/whatsapp/webhook', payload: raw, headers: { 'content-type': 'application/json', ...headers } });

  it('echoes hub.challenge for the right verify token, 403 for any other', async () => {
    const ok = await t.request({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WA_SIMULATOR_CREDENTIALS.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.request({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1');
  });

  it('refuses an unsigned (401) or forged (403) event and changes nothing', async () => {
    const raw = JSON.stringify(textEvent('254711000001', 'wamid.forged1', 'hello'));
    expect((await postRaw(raw)).statusCode).toBe(401);
    expect((await postRaw(raw, { 'x-hub-signature-256': signWebhookBody(raw, 'not-the-app-secret') })).statusCode).toBe(403);
    // Signed, but the body changed on the way: the signature is over the raw bytes.
    const tampered = raw.replace('hello', 'hellO');
    expect((await postRaw(tampered, { 'x-hub-signature-256': signWebhookBody(raw, secret) })).statusCode).toBe(403);
    expect(await inboundCount()).toBe(0);
    expect(await jobCount()).toBe(0);
    await t.app.ctx.jobs.runDueJobs();
    expect(await t.wa.sentTo('254711000001')).toEqual([]);
  });

  it('answers a signed event at once and handles a repeated delivery once', async () => {
    // Posted here, not through the simulated phone: open the person's window as a message would.
    await t.wa.ageWindow('254711000002', 0);
    const raw = JSON.stringify(textEvent('254711000002', 'wamid.once1', 'hello'));
    const signed = { 'x-hub-signature-256': signWebhookBody(raw, secret) };
    const first = await postRaw(raw, signed);
    expect(first.statusCode).toBe(200);
    // Answered before the bot worked: the reply waits in a job.
    expect(await t.wa.sentTo('254711000002')).toEqual([]);
    expect((await postRaw(raw, signed)).statusCode).toBe(200);
    await t.app.ctx.jobs.runDueJobs();
    expect((await postRaw(raw, signed)).statusCode).toBe(200);
    await t.app.ctx.jobs.runDueJobs();
    expect(await jobCount()).toBe(1);
    const sent = await t.wa.sentTo('254711000002');
    expect(sent).toHaveLength(1);
    expect(wordsOf(sent[0])).toContain('Hello from Okota');
    // What the person typed is not kept once handled.
    const [row] = await t.app.ctx.db.select().from(whatsappInbound).where(eq(whatsappInbound.wamid, 'wamid.once1'));
    expect(row.message).toBeNull();
    expect(row.handledAt).not.toBeNull();
  });

  it('records the delivery statuses Meta posts back', async () => {
    const { replies } = await t.wa.act('254711000003', { type: 'text', text: 'hi' });
    const wamid = replies[0].wamid;
    const row = await t.wa.waitFor(async () => {
      const [found] = await t.app.ctx.db.select().from(whatsappOutbound).where(eq(whatsappOutbound.wamid, wamid));
      return found?.status === 'delivered' && found;
    });
    expect(row.waId).toBe('254711000003');
  });
});

describe('WhatsApp channel in production without its variables', () => {
  it('has no webhook (404) and no simulator', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: { ...testConfig(), isProduction: true }, database: database.handle });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: {} })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.handle.close();
    }
  });
});
