import { describe, expect, it } from 'vitest';
import type { NotificationKind, NotificationParams, NotificationText } from './notification-kinds';
import { NOTIFICATION_KINDS, renderNotification, renderText } from './render-notification';

/** One example of every kind, with every parameter given (the type makes a missing kind fail to compile). */
const SAMPLES: { [K in NotificationKind]: Required<NotificationParams[K]> } = {
  claim_received: { item: 'Tecno Spark 10' },
  claim_waiting: { item: 'Tecno Spark 10' },
  pay_waiting: { item: 'Tecno Spark 10' },
  paybill_reversal_failed: { receipt: 'SGR7XK2P9Q', amount: 150, error: 'M-Pesa reversal R000002: The OriginalTransactionID is invalid.' },
  paybill_returned: { item: 'National ID', sent: 100, fee: 150, receipt: 'SGR7XK2P9Q' },
  claim_approved: { item: 'Tecno Spark 10', held: 'yes' },
  claim_rejected: { item: 'Tecno Spark 10', note: 'Wrong colour' },
  approval_withdrawn: { item: 'Tecno Spark 10', note: 'Wrong colour' },
  claim_withdrawn_account_closed: { item: 'Black wallet' },
  claim_closed_account_closed: { item: 'Black wallet' },
  claim_closed_item_withdrawn: { item: 'Black wallet' },
  claim_closed_holding_ended: { item: 'National ID' },
  held_item_expiring: { item: 'National ID', until: '2026-03-12T09:00:00.000Z' },
  message_received: { sender: 'Wanjiru', preview: 'Tukutane Kencom saa nane' },
  review_received: { reviewer: 'Otieno', rating: 4, item: 'National ID' },
  item_hidden: { item: 'National ID', reason: 'Shows an ID number' },
  item_held_contact_review: {},
  item_held_scam_report: {},
  item_held_for_admins: { item: 'Black wallet', heldFor: 'scam' },
  item_removed: { item: 'National ID', reason: 'Duplicate listing', note: 'Please post it once' },
  match_found: { report: 'Blue backpack', item: 'Blue JanSport bag', county: 'Nakuru' },
  lost_report_expiring: { report: 'Blue backpack', expiresAt: '2026-03-12T09:00:00.000Z' },
  payment_received: { item: 'House keys', amount: 150, receipt: 'SGR7XK2P9Q' },
  owner_paid: { item: 'House keys', amount: 120 },
  handover_confirmed: { item: 'House keys', amount: 120 },
  collection_code_sent: { item: 'National ID', amount: 30, receipt: 'SGR7XK2P9T', until: '2026-03-12T09:00:00.000Z' },
  held_item_paid: { item: 'National ID', amount: 120 },
  item_collected: { item: 'National ID', amount: 120 },
  item_dropped_off: { item: 'National ID' },
  payout_sent: { item: 'House keys', amount: 120, receipt: 'SGR7XK2P9R' },
  payout_released: { item: 'House keys', amount: 120 },
  payout_awaiting_phone: { item: 'House keys', amount: 120, notMpesa: false },
  handover_reminder_owner: { item: 'House keys' },
  handover_reminder_finder: { item: 'House keys', amount: 120 },
  problem_reported: { item: 'House keys' },
  dispute_opened: { item: 'House keys', paymentId: 77, reason: 'The finder never came' },
  dispute_closed_released: { item: 'House keys', note: 'The finder showed a photo of the hand-over' },
  dispute_payout_released: { item: 'House keys' },
  dispute_refunded: { item: 'House keys', note: 'The finder did not answer' },
  refund_started: { item: 'House keys', amount: 150, reason: 'dispute' },
  refund_sent: { item: 'House keys', amount: 150, receipt: 'SGR7XK2P9S' },
  refund_failed: { item: 'House keys', paymentId: 77, error: 'Insufficient balance' },
  refund_delayed: { item: 'House keys', amount: 150 },
  lookups_paused: { perMinute: 300 },
  sms_paused: { messages: 500, kes: 400 },
  organisation_verified: { organisation: 'Kilimani Police Station' },
  organisation_rejected: { organisation: 'Kilimani Police Station', reason: 'We could not reach the public phone' },
  organisation_suspended: { organisation: 'Kilimani Police Station', reason: 'Items posted without photos' },
  organisation_reinstated: { organisation: 'Kilimani Police Station' },
  held_organisation_suspended: { item: 'Black wallet', organisation: 'Kilimani Police Station', landmark: 'Near Yaya Centre', hours: 'Mon–Sat 8–5' },
  organisation_applied: {},
};

const text = (kind: NotificationKind, params: object) => ({ kind, params }) as NotificationText;
const both = (rendered: { title: string; message: string }) => `${rendered.title}\n${rendered.message}`;

/** Another value of the same sort, so a parameter the words ignore leaves them unchanged. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1001;
  if (value === 'dispute') return 'item_removed';
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T')) return '2026-07-20T09:00:00.000Z';
  return `${String(value)} zz`;
}

describe('notification texts', () => {
  it('has an example for every kind, and every kind has words in English and Kiswahili', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      const en = renderText(text(kind, SAMPLES[kind]), 'en');
      const sw = renderText(text(kind, SAMPLES[kind]), 'sw');
      for (const words of [en, sw]) {
        expect(words.title.trim(), kind).not.toBe('');
        expect(words.message.trim(), kind).not.toBe('');
        expect(both(words), kind).not.toMatch(/undefined|null|NaN|\[object/);
      }
      expect(sw.title, `${kind} has a Kiswahili title`).not.toBe(en.title);
      // A chat message's notice is the sender's name and their own words, the same in any language.
      if (kind !== 'message_received') expect(sw.message, `${kind} has a Kiswahili message`).not.toBe(en.message);
    }
  });

  it('uses every parameter of every kind, in both languages', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const sample = SAMPLES[kind] as Record<string, unknown>;
      for (const language of ['en', 'sw'] as const) {
        const base = both(renderText(text(kind, sample), language));
        for (const key of Object.keys(sample)) {
          const other = both(renderText(text(kind, { ...sample, [key]: changed(sample[key]) }), language));
          expect(other, `${kind}.${key} in ${language}`).not.toBe(base);
        }
      }
    }
  });

  it('writes amounts, dates and reasons as people read them', () => {
    expect(renderText({ kind: 'owner_paid', params: { item: 'Keys', amount: 1200 } }, 'sw').message).toContain('KSh 1,200');
    expect(renderText({ kind: 'lost_report_expiring', params: { report: 'Bag', expiresAt: '2026-03-11T22:30:00.000Z' } }, 'en').message).toContain(
      '12 March 2026',
    );
    expect(renderText({ kind: 'refund_started', params: { item: 'Keys', amount: 150, reason: 'item_removed' } }, 'sw').message).toMatch(
      /^Kitu hiki kiliondolewa/,
    );
  });

  it('keeps the stored words of a row without a kind, or with one it no longer knows', () => {
    const old = { kind: null, params: null, title: 'Claim approved', message: 'Old words' };
    expect(renderNotification(old, 'sw')).toEqual({ title: 'Claim approved', message: 'Old words' });
    expect(renderNotification({ ...old, kind: 'gone_kind', params: {} }, 'sw')).toEqual({ title: 'Claim approved', message: 'Old words' });
    expect(renderNotification({ ...old, kind: 'claim_approved', params: { item: 'Keys' } }, 'sw').title).toBe('Dai limekubaliwa');
  });
});
