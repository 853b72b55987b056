import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, renderNotification } from './render-notification';
import { renderPushText } from './render-push-text';

const MARKER = 'Call 0712345678 pay KSh 5000';

/** Every parameter any kind takes: the typed ones hold the marker; numbers and dates stay valid. */
const HOSTILE_PARAMS = {
  item: MARKER,
  note: MARKER,
  sender: MARKER,
  preview: MARKER,
  reviewer: MARKER,
  report: MARKER,
  reason: MARKER,
  error: MARKER,
  organisation: MARKER,
  county: MARKER,
  receipt: MARKER,
  held: MARKER,
  amount: 150,
  rating: 4,
  paymentId: 77,
  perMinute: 300,
  until: '2026-03-12T09:00:00.000Z',
  expiresAt: '2026-03-12T09:00:00.000Z',
};

/** A row as stored: its English words were rendered from the same hostile parameters. */
const hostileRow = (kind: string | null) => ({ kind, params: HOSTILE_PARAMS, title: MARKER, message: MARKER });

describe('the words of a Web Push', () => {
  it.each(NOTIFICATION_KINDS.flatMap((kind) => (['en', 'sw'] as const).map((language) => [kind, language] as const)))(
    '%s in %s quotes nothing a person typed, and keeps the fixed title of the bell',
    (kind, language) => {
      const push = renderPushText(hostileRow(kind), language);
      expect(`${push.title}\n${push.body}`).not.toContain(MARKER);
      expect(`${push.title}\n${push.body}`).not.toMatch(/0712345678|5000/);
      // Every kind's bell title is a fixed string today; one built from parameters must not reach a push.
      const bellTitle = renderNotification(hostileRow(kind), language).title;
      expect(push.title).toBe(bellTitle.includes(MARKER) ? (language === 'sw' ? 'Arifa mpya' : 'New notification') : bellTitle);
      expect(push.body.length).toBeGreaterThan(0);
    },
  );

  it('would have quoted the typed text had it used the bell words (the marker reaches them)', () => {
    for (const kind of ['claim_rejected', 'message_received', 'review_received', 'item_removed', 'match_found'])
      for (const language of ['en', 'sw']) {
        expect(renderNotification(hostileRow(kind), language).message, `${kind} ${language}`).toContain(MARKER);
      }
  });

  it("writes in the reader's language, English for anything else", () => {
    expect(renderPushText({ kind: 'claim_rejected' }, 'en')).toEqual({ title: 'Claim rejected', body: 'Open Okota to see it.' });
    expect(renderPushText({ kind: 'claim_rejected' }, 'sw')).toEqual({ title: 'Dai limekataliwa', body: 'Fungua Okota uone.' });
    expect(renderPushText({ kind: 'message_received' }, null)).toEqual({ title: 'New Message', body: 'Open Okota to see it.' });
  });

  it('gives a row without a known kind a generic title, never its stored words', () => {
    for (const kind of [null, 'no_such_kind', 'toString', '__proto__']) {
      expect(renderPushText(hostileRow(kind), 'en')).toEqual({ title: 'New notification', body: 'Open Okota to see it.' });
      expect(renderPushText(hostileRow(kind), 'sw')).toEqual({ title: 'Arifa mpya', body: 'Fungua Okota uone.' });
    }
  });
});
