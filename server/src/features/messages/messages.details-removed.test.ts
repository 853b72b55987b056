/**
 * What a chat between the paid owner and the finder may not carry (docs/decisions/0282): M-Pesa
 * destinations and document numbers, whole or split over the sender's recent messages, are gone
 * from what both read, the notification included, and each message says what went; phones,
 * e-mails and hand-over talk pass untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { auditLog, messages } from '../../db/schema';
import { JOINED_MESSAGES } from './send-message';

interface Message {
  content: string;
  removed: string[];
  senderId: string;
}

describe('messages: M-Pesa destinations and document numbers are removed, read across the sender’s recent messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (token: string, itemId: number, content: string) => t.request({ method: 'POST', url: '/api/messages', token, payload: { itemId, content } });
  const conversation = async (token: string, itemId: number): Promise<Message[]> =>
    (await t.request({ method: 'GET', url: `/api/messages/${itemId}`, token })).json().messages;
  const sendAll = async (token: string, itemId: number, texts: string[]) => {
    for (const text of texts) expect((await send(token, itemId, text)).statusCode).toBe(201);
  };
  const fresh = () => createCompletedPayment(t.app.ctx.db);

  it('removes a till split over three messages from every piece, for both sides, and says a payment request went', async () => {
    const paid = await fresh();
    await sendAll(paid.finder.token, paid.item.id, ['Ongeza 500 ya usafiri, lipa na mpesa till', '523', '456 asante']);
    for (const party of [paid.finder, paid.claimer]) {
      const read = await conversation(party.token, paid.item.id);
      expect(read.map((m) => m.content)).toEqual(['Ongeza 500 ya usafiri, lipa na mpesa till', '***', '*** asante']);
      expect(read.map((m) => m.removed)).toEqual([[], ['payment'], ['payment']]);
      expect(JSON.stringify(read)).not.toMatch(/523|456/);
    }
    const rows = await t.app.ctx.db.select().from(messages).where(eq(messages.itemId, paid.item.id));
    expect(JSON.stringify(rows)).not.toMatch(/523|456/);
    const notifications = await t.request({ method: 'GET', url: '/api/notifications', token: paid.claimer.token });
    expect(JSON.stringify(notifications.json())).not.toMatch(/523 ?456|456 asante/);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'message.details_removed'));
    expect(audit.filter((row) => row.targetId === String(paid.item.id))).toHaveLength(1);
  });

  it('removes a paybill and its account split over two messages, a "tuma kwa" number, and document numbers of anyone', async () => {
    const paid = await fresh();
    await sendAll(paid.finder.token, paid.item.id, ['paybill 247247', 'account 0712 345 678']);
    await sendAll(paid.claimer.token, paid.item.id, ['Tuma kwa 0722 000 111 then I confirm', 'my ID no is 2345', '6789', 'passport AK1234567']);
    const read = await conversation(paid.claimer.token, paid.item.id);
    expect(read.map((m) => m.content)).toEqual(['paybill ***', 'account ***', 'Tuma kwa *** then I confirm', 'my ID no is ***', '***', 'passport ***']);
    expect(read.map((m) => m.removed)).toEqual([['payment'], ['payment'], ['payment'], ['document'], ['document'], ['document']]);
  });

  it("joins only the sender's own messages: the other side's words between them do not complete a number", async () => {
    const paid = await fresh();
    await sendAll(paid.finder.token, paid.item.id, ['buy goods 5234']);
    await sendAll(paid.claimer.token, paid.item.id, ['56 is my bus number']);
    const read = await conversation(paid.finder.token, paid.item.id);
    expect(read.map((m) => m.content)).toEqual(['buy goods 5234', '56 is my bus number']);
    // The sender's next message does complete it: read with 'buy goods 5234', not with the claimer's.
    await sendAll(paid.finder.token, paid.item.id, ['56']);
    expect((await conversation(paid.finder.token, paid.item.id)).map((m) => m.content)).toEqual(['buy goods ***', '56 is my bus number', '***']);
  });

  it(`reads no further back than ${JOINED_MESSAGES.earlier} earlier messages within ${JOINED_MESSAGES.withinMs / 60_000} minutes`, async () => {
    const paid = await fresh();
    await sendAll(paid.finder.token, paid.item.id, ['till number']);
    await t.app.ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - JOINED_MESSAGES.withinMs - 60_000) })
      .where(eq(messages.itemId, paid.item.id));
    await sendAll(paid.finder.token, paid.item.id, ['832991 is the bus fare code']);
    expect((await conversation(paid.finder.token, paid.item.id)).map((m) => m.content)).toEqual(['till number', '832991 is the bus fare code']);
  });

  it('passes ordinary hand-over messages, phones and e-mails included, exactly as written', async () => {
    const paid = await fresh();
    const ordinary = [
      "I'll be at the stage at 5pm",
      'call me on the number shown',
      'Or call 0712 345 678, or write to jane.kamau@gmail.com',
      'Fare is 200 bob, nitakuja na mat',
      'Tukutane Kencom saa kumi na moja, 17:00',
      'Bring your ID so I can see the name matches',
      'I paid KSh 1,500 through Okota already',
    ];
    await sendAll(paid.claimer.token, paid.item.id, ordinary);
    const read = await conversation(paid.finder.token, paid.item.id);
    expect(read.map((m) => m.content)).toEqual(ordinary);
    expect(read.every((m) => m.removed.length === 0)).toBe(true);
  });
});
