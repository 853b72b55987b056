/**
 * The money e-mails, in the reader's language: the claimer's receipt when a payment completes,
 * the notice that a refund is on its way (with why), the refund's receipt when it lands, and the
 * finder's receipt when the payout lands. Each lists the M-Pesa receipt, amount, item and date
 * (East Africa Time). Nothing in them names the other party, and no subject or line quotes text
 * another person typed: the item is its category and county (docs/decisions/0231).
 */
import { REFUND_BUSINESS_DAYS, formatKsh, formatNairobiDateTime, type RefundReason } from '@okota/shared';
import { renderMail, type MailLanguage, type RenderedMail } from './layout';

const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    receipt: 'M-Pesa receipt',
    amount: 'Amount',
    item: 'Item',
    date: 'Date',
    paidReceipt: 'Your payment (M-Pesa)',
    reversal: 'M-Pesa reversal',
    paymentSubject: 'Receipt: your Okota payment',
    paymentHeading: 'Payment received',
    paymentIntro: 'We received your payment. The finder’s contact details are now on the item page: arrange the hand-over with them.',
    refundSubject: (amount: string) => `Your ${amount} is on its way back`,
    disputeRefundSubject: (amount: string) => `Your hand-over problem is decided: ${amount} comes back to you`,
    refundHeading: 'Your money is on its way back',
    reasons: {
      dispute: 'After looking into the problem you reported, our team decided to refund you.',
      claim_revoked:
        'The finder withdrew the approval of your claim before your payment reached us, so the fee goes back to you and no contact details are shared.',
      item_removed: 'The item was removed from Okota before your payment reached us, so the fee goes back to you.',
      already_paid: 'You had already paid for this claim, so this second payment goes back to you.',
    } satisfies Record<RefundReason, string>,
    refundBody: (amount: string) => `We have asked M-Pesa to send ${amount} back to the number you paid from. We will e-mail you again when it arrives.`,
    refundLate: (support: string) => `If it has not arrived within ${REFUND_BUSINESS_DAYS} business days, write to ${support}.`,
    delayedSubject: (amount: string) => `Your ${amount} refund is delayed: a person is returning it`,
    delayedHeading: 'Your refund is delayed',
    delayedBody: (amount: string) =>
      `M-Pesa could not return ${amount} to the number you paid from by itself. A person at Okota is returning it through M-Pesa now, and we will e-mail you again when it arrives. You do not need to do anything.`,
    refundedSubject: (amount: string) => `Refund: ${amount} is back on your M-Pesa`,
    refundedHeading: 'Refund sent',
    refundedIntro: (amount: string) => `M-Pesa has returned ${amount} to the number you paid from.`,
    payoutSubject: (amount: string) => `Your ${amount} reward was sent to your M-Pesa`,
    payoutHeading: 'Reward sent',
    payoutIntro: (amount: string) => `We sent ${amount} to your M-Pesa. Thank you for returning the item!`,
  },
  sw: {
    hello: (name: string) => `Habari ${name},`,
    receipt: 'Risiti ya M-Pesa',
    amount: 'Kiasi',
    item: 'Kitu',
    date: 'Tarehe',
    paidReceipt: 'Malipo yako (M-Pesa)',
    reversal: 'Urejeshaji wa M-Pesa',
    paymentSubject: 'Risiti: malipo yako ya Okota',
    paymentHeading: 'Malipo yamepokelewa',
    paymentIntro: 'Tumepokea malipo yako. Mawasiliano ya aliyekipata sasa yako kwenye ukurasa wa kitu: panga naye jinsi ya kukabidhiwa.',
    refundSubject: (amount: string) => `${amount} zako zinarejeshwa`,
    disputeRefundSubject: (amount: string) => `Tatizo lako la makabidhiano limeamuliwa: ${amount} zinarudi kwako`,
    refundHeading: 'Pesa yako inarejeshwa',
    reasons: {
      dispute: 'Baada ya kuchunguza tatizo uliloripoti, timu yetu imeamua kukurejeshea pesa.',
      claim_revoked: 'Aliyekipata aliondoa idhini ya dai lako kabla malipo yako hayajatufikia, kwa hivyo ada inarudi kwako na mawasiliano hayatatolewa.',
      item_removed: 'Kitu hiki kiliondolewa kwenye Okota kabla malipo yako hayajatufikia, kwa hivyo ada inarudi kwako.',
      already_paid: 'Ulikuwa umeshalipia dai hili, kwa hivyo malipo haya ya pili yanarudi kwako.',
    } satisfies Record<RefundReason, string>,
    refundBody: (amount: string) => `Tumeiomba M-Pesa irudishe ${amount} kwenye nambari ya simu uliyolipia. Tutakutumia barua pepe tena zitakapofika.`,
    refundLate: (support: string) => `Kama hazijafika ndani ya siku ${REFUND_BUSINESS_DAYS} za kazi, tuandikie ${support}.`,
    delayedSubject: (amount: string) => `Urejeshaji wa ${amount} zako umechelewa: mtu anazirudisha`,
    delayedHeading: 'Urejeshaji wa pesa yako umechelewa',
    delayedBody: (amount: string) =>
      `M-Pesa haikuweza kurudisha ${amount} kwenye nambari uliyolipia yenyewe. Mtu wa Okota anazirudisha kupitia M-Pesa sasa, na tutakutumia barua pepe tena zitakapofika. Huhitaji kufanya chochote.`,
    refundedSubject: (amount: string) => `Pesa imerejeshwa: ${amount} ziko kwenye M-Pesa yako`,
    refundedHeading: 'Pesa imerejeshwa',
    refundedIntro: (amount: string) => `M-Pesa imerudisha ${amount} kwenye nambari ya simu uliyolipia.`,
    payoutSubject: (amount: string) => `Zawadi yako ya ${amount} imetumwa kwenye M-Pesa yako`,
    payoutHeading: 'Zawadi imetumwa',
    payoutIntro: (amount: string) => `Tumetuma ${amount} kwenye M-Pesa yako. Asante kwa kukirudisha!`,
  },
};

export interface ReceiptFacts {
  language: MailLanguage;
  firstName: string;
  /** The item as category and county ('Keys, Nairobi'), never its title. */
  item: string;
  amount: number;
  receipt: string | null;
  date: Date;
  supportEmail: string;
}

const facts = (w: (typeof WORDS)['en'], f: ReceiptFacts, receiptLabel = w.receipt, extra: Array<[string, string]> = []) => ({
  kind: 'facts' as const,
  rows: [
    [receiptLabel, f.receipt ?? '—'] as [string, string],
    [w.amount, formatKsh(f.amount)] as [string, string],
    [w.item, f.item] as [string, string],
    [w.date, formatNairobiDateTime(f.date, f.language)] as [string, string],
    ...extra,
  ],
});

function mail(f: ReceiptFacts, subject: string, heading: string, blocks: Parameters<typeof renderMail>[0]['blocks']): RenderedMail {
  return renderMail({ language: f.language, subject, heading, supportEmail: f.supportEmail, blocks });
}

/** To the claimer when the payment completed. */
export function paymentReceiptMail(f: ReceiptFacts): RenderedMail {
  const w = WORDS[f.language];
  return mail(f, w.paymentSubject, w.paymentHeading, [
    { kind: 'paragraph', text: w.hello(f.firstName) },
    { kind: 'paragraph', text: w.paymentIntro },
    facts(w, f),
  ]);
}

/**
 * To the claimer when a refund starts: why, and that the money is on its way back. `receipt`/`date`:
 * their payment. After a dispute it is also the decision's one e-mail (docs/decisions/0268).
 */
export function refundStartedMail(f: ReceiptFacts & { reason: RefundReason }): RenderedMail {
  const w = WORDS[f.language];
  const amount = formatKsh(f.amount);
  const subject = f.reason === 'dispute' ? w.disputeRefundSubject(amount) : w.refundSubject(amount);
  return mail(f, subject, w.refundHeading, [
    { kind: 'paragraph', text: w.hello(f.firstName) },
    { kind: 'paragraph', text: w.reasons[f.reason] },
    { kind: 'paragraph', text: w.refundBody(amount) },
    facts(w, f, w.paidReceipt),
    { kind: 'paragraph', text: w.refundLate(f.supportEmail) },
  ]);
}

/**
 * To the claimer when M-Pesa refused the reversal and a person returns it (docs/decisions/0262,
 * 0268): nobody waits on a refund that cannot finish by itself. `receipt`/`date`: their payment.
 */
export function refundDelayedMail(f: ReceiptFacts): RenderedMail {
  const w = WORDS[f.language];
  const amount = formatKsh(f.amount);
  return mail(f, w.delayedSubject(amount), w.delayedHeading, [
    { kind: 'paragraph', text: w.hello(f.firstName) },
    { kind: 'paragraph', text: w.delayedBody(amount) },
    facts(w, f, w.paidReceipt),
    { kind: 'paragraph', text: w.refundLate(f.supportEmail) },
  ]);
}

/** To the claimer when the reversal landed. `receipt`/`date`: the reversal's. */
export function refundReceiptMail(f: ReceiptFacts & { paymentReceipt: string | null }): RenderedMail {
  const w = WORDS[f.language];
  const amount = formatKsh(f.amount);
  return mail(f, w.refundedSubject(amount), w.refundedHeading, [
    { kind: 'paragraph', text: w.hello(f.firstName) },
    { kind: 'paragraph', text: w.refundedIntro(amount) },
    facts(w, f, w.reversal, [[w.paidReceipt, f.paymentReceipt ?? '—']]),
  ]);
}

/** To the finder when the payout landed. */
export function payoutReceiptMail(f: ReceiptFacts): RenderedMail {
  const w = WORDS[f.language];
  return mail(f, w.payoutSubject(formatKsh(f.amount)), w.payoutHeading, [
    { kind: 'paragraph', text: w.hello(f.firstName) },
    { kind: 'paragraph', text: w.payoutIntro(formatKsh(f.amount)) },
    facts(w, f),
  ]);
}
