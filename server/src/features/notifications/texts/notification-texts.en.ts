/** The English words of every notification kind (kept as they were before kinds, decisions/0211). */
import { formatKsh, type RefundReason } from '@okota/shared';
import { formatNotificationDate } from './notification-date';
import type { NotificationTemplates } from './notification-kinds';

const WHY_REFUNDED: Record<RefundReason, string> = {
  dispute: 'After reviewing your report, we are refunding you.',
  claim_revoked: 'The finder withdrew the approval of your claim before your payment reached us.',
  item_removed: 'The item was removed before your payment reached us.',
  already_paid: 'You had already paid for this claim.',
};

export const EN: NotificationTemplates = {
  claim_received: {
    title: 'New claim on your item',
    message: (p) => `Someone answered the security questions for "${p.item}". Review their answers.`,
  },
  claim_waiting: {
    title: 'A claim waits for your answer',
    message: (p) => `Someone is waiting for your answer on "${p.item}". Review their answers, then approve or reject the claim.`,
  },
  pay_waiting: {
    title: 'Pay to get your item back',
    message: (p) => `The finder approved your claim for "${p.item}" a day ago. Pay the fee to learn how to get it back.`,
  },
  claim_approved: {
    title: 'Claim approved',
    message: (p) =>
      p.held === 'free'
        ? `Your claim for "${p.item}" was approved. There is nothing to pay: your collection code is on the item page and was sent by SMS. Show it at the desk where the item is held.`
        : p.held === 'yes'
          ? `Your claim for "${p.item}" was approved. Pay the fee to get your collection code by SMS, then collect it at the desk.`
          : `The finder approved your claim for "${p.item}". Pay the fee to get their contact details.`,
  },
  claim_rejected: { title: 'Claim rejected', message: (p) => `The finder rejected your claim for "${p.item || 'the item'}": ${p.note}` },
  approval_withdrawn: { title: 'Approval withdrawn', message: (p) => `The finder rejected your claim for "${p.item || 'the item'}": ${p.note}` },
  claim_withdrawn_account_closed: {
    title: 'Claim withdrawn',
    message: (p) => `A claimer closed their account, so their claim for "${p.item}" was withdrawn. The item is open to other claims.`,
  },
  claim_closed_account_closed: {
    title: 'Claim closed',
    message: (p) => `The finder of "${p.item}" closed their account, so the item was removed and your claim closed. Nothing was paid.`,
  },
  claim_closed_item_withdrawn: {
    title: 'Claim closed',
    message: (p) => `The finder took "${p.item}" down (the owner got it back another way, or it was handed in), so your claim closed. Nothing was paid.`,
  },
  claim_closed_holding_ended: {
    title: 'Claim closed',
    message: (p) => `The holding period for "${p.item}" ended before it was collected, so the listing closed and your claim with it. Nothing was paid.`,
  },
  held_item_expiring: {
    title: 'Holding period ends soon',
    message: (p) =>
      `"${p.item}" has been held at your desk for nearly the whole holding period: it leaves Okota on ${formatNotificationDate(p.until, 'en')} unless its owner claims it.`,
  },
  message_received: { title: 'New Message', message: (p) => `${p.sender}: ${p.preview}` },
  review_received: { title: 'New Review', message: (p) => `${p.reviewer} rated you ${p.rating}/5 for "${p.item}".` },
  item_hidden: {
    title: 'Item hidden',
    message: (p) => `Your item "${p.item}" was hidden from public view by an administrator. Reason: ${p.reason}`,
  },
  item_held_contact_review: {
    title: 'Listing held for review',
    message: () =>
      'Held for review — it may show contact details, such as a phone number, e-mail address or handle — edit it and it is checked again; ' +
      'what is still in doubt waits for a person. It is not public meanwhile.',
  },
  item_held_scam_report: {
    title: 'Listing held for review',
    message: () =>
      'Held for review — someone reported it as a possible scam — a person checks it, usually within a day. ' +
      'If the report is wrong it shows again; you do not need to do anything.',
  },
  item_held_for_admins: {
    title: 'A listing waits for review',
    message: (p) =>
      `Our system held "${p.item}" for review: ${p.heldFor === 'scam' ? 'a trusted user reported it as a scam' : 'it may show contact details'}. Show it again or remove it.`,
  },
  item_removed: {
    title: 'Item removed',
    message: (p) => `Your item "${p.item}" was removed by an administrator. Reason: ${p.reason}${p.note ? `\n${p.note}` : ''}`,
  },
  match_found: { title: 'Possible Match', message: (p) => `A found item may be your "${p.report}": ${p.item}, found in ${p.county}.` },
  lost_report_expiring: {
    title: 'Lost report expires soon',
    message: (p) => `Your lost report "${p.report}" expires on ${formatNotificationDate(p.expiresAt, 'en')}. Renew it to keep looking.`,
  },
  payment_received: {
    title: 'Payment successful',
    message: (p) =>
      `We received your ${formatKsh(p.amount)} for "${p.item}"${p.receipt ? ` (M-Pesa ${p.receipt})` : ''}. The finder's contact details are now on the item page.`,
  },
  owner_paid: {
    title: 'The owner has paid',
    message: (p) =>
      `The owner of "${p.item}" paid the fee. Arrange the hand-over: your ${formatKsh(p.amount)} goes to your M-Pesa when they confirm receipt, or 72 hours after payment if no problem is reported.`,
  },
  collection_code_sent: {
    title: 'Payment successful: collect your item',
    message: (p) =>
      `We received your ${formatKsh(p.amount)} for "${p.item}"${p.receipt ? ` (M-Pesa ${p.receipt})` : ''}. Your collection code was sent to you by SMS: show it with your ID at the desk where the item is held, by ${formatNotificationDate(p.until, 'en')}.`,
  },
  held_item_paid: {
    title: 'The owner will collect it at the desk',
    message: (p) =>
      `The owner of "${p.item}" paid and will collect it at the desk with their collection code. ${p.amount ? `The finder's share of ${formatKsh(p.amount)} is paid out when they collect it.` : 'No finder share is paid for this item.'}`,
  },
  item_collected: {
    title: 'Collected at the desk',
    message: (p) =>
      `The owner collected "${p.item}" at the desk. ${p.amount ? `The finder's share of ${formatKsh(p.amount)} is on its way by M-Pesa.` : 'The hand-over is complete.'}`,
  },
  item_dropped_off: {
    title: 'Received at a handover point',
    message: (p) => `"${p.item}" is now held at a handover point. You will be paid your share when the owner collects it.`,
  },
  handover_confirmed: {
    title: 'Hand-over confirmed',
    message: (p) => `The owner confirmed receiving "${p.item || 'your item'}". Your ${formatKsh(p.amount)} is on its way to your M-Pesa.`,
  },
  payout_sent: {
    title: 'Reward sent to your M-Pesa',
    message: (p) => `${formatKsh(p.amount)} for "${p.item}" was sent to your M-Pesa${p.receipt ? ` (${p.receipt})` : ''}. Thank you for returning it!`,
  },
  payout_released: {
    title: 'Reward released',
    message: (p) => `72 hours passed with no problem reported for "${p.item}". Your ${formatKsh(p.amount)} is on its way to your M-Pesa.`,
  },
  payout_awaiting_phone: {
    title: 'Verify your phone to receive your reward',
    message: (p) =>
      p.notMpesa
        ? `Your ${formatKsh(p.amount)} for "${p.item}" is ready, but M-Pesa cannot pay your number (it is not a Safaricom number). Tap here to give a Safaricom (M-Pesa) number on your profile and verify it, and it goes out at once.`
        : `Your ${formatKsh(p.amount)} for "${p.item}" is ready. We send rewards only to a verified M-Pesa number: tap here to verify yours on your profile, and it goes out at once.`,
  },
  handover_reminder_owner: {
    title: 'Did you get your item back?',
    message: (p) =>
      `You paid for "${p.item}" a day ago. Once you have it, confirm the hand-over so the finder is paid; if something is wrong, report a problem.`,
  },
  handover_reminder_finder: {
    title: 'Hand-over reminder',
    message: (p) => `The owner of "${p.item}" paid a day ago. Arrange the hand-over in the chat; your ${formatKsh(p.amount)} follows once they confirm.`,
  },
  problem_reported: {
    title: 'Problem reported',
    message: (p) => `The owner reported a problem with the hand-over of "${p.item}". Your payout is on hold while our team looks into it.`,
  },
  dispute_opened: { title: 'Hand-over dispute', message: (p) => `Payment ${p.paymentId} for "${p.item}": ${p.reason}` },
  dispute_closed_released: {
    title: 'Dispute closed',
    message: (p) => `After review, the finder's payout for "${p.item}" was released. ${p.note}`,
  },
  dispute_payout_released: {
    title: 'Payout released',
    message: (p) => `After review, your payout for "${p.item}" was released and is on its way to your M-Pesa.`,
  },
  dispute_refunded: {
    title: 'Payment refunded to the owner',
    message: (p) => `After review, the payment for "${p.item}" was refunded to the owner, so no payout will be made. ${p.note}`,
  },
  refund_started: {
    title: 'Your money is on its way back',
    message: (p) =>
      `${WHY_REFUNDED[p.reason] ?? ''} We are sending your ${formatKsh(p.amount)} for "${p.item}" back to your M-Pesa. We will tell you when it arrives.`.trim(),
  },
  refund_sent: {
    title: 'Refund sent to your M-Pesa',
    message: (p) => `${formatKsh(p.amount)} for "${p.item}" is back on your M-Pesa${p.receipt ? ` (M-Pesa ${p.receipt})` : ''}.`,
  },
  refund_delayed: {
    title: 'Your refund is delayed',
    message: (p) =>
      `M-Pesa could not return your ${formatKsh(p.amount)} for "${p.item}" by itself. A person at Okota is returning it through M-Pesa now; we will tell you when it arrives. You do not need to do anything.`,
  },
  paybill_reversal_failed: {
    title: 'A Paybill payment could not be sent back',
    message: (p) =>
      `M-Pesa refused to send back ${formatKsh(p.amount)} (receipt ${p.receipt}): ${p.error}. Retry it in the Paybill receipts list, or reverse it in the M-Pesa portal.`,
  },
  paybill_returned: {
    title: 'Wrong amount: your money is going back',
    message: (p) =>
      `You sent ${formatKsh(p.sent)} for "${p.item}"; the fee is ${formatKsh(p.fee)}. Your ${formatKsh(p.sent)} is going back to your M-Pesa (receipt ${p.receipt}). To pay, send exactly ${formatKsh(p.fee)}.`,
  },
  refund_failed: {
    title: 'Refund refused by M-Pesa',
    message: (p) => `The refund of payment ${p.paymentId} for "${p.item}" failed: ${p.error}. Fix the cause, then retry it in the refunds list.`,
  },
  lookups_paused: {
    title: 'Document lookups paused',
    message: (p) =>
      `More than ${p.perMinute} document numbers were checked in one minute, across all callers: someone may be trying numbers. Lookups are refused until the minute passes. See the audit log.`,
  },
  sms_paused: {
    title: 'SMS codes paused',
    message: (p) =>
      `More SMS codes were asked for in one hour than the budget allows (${p.messages} messages or KSh ${p.kes}, all callers together): someone may be spending our SMS. Codes by SMS are refused until the hour passes; alerts and collection codes still go out. See the audit log.`,
  },
  organisation_verified: {
    title: 'Organisation verified',
    message: (p) => `"${p.organisation}" is verified. Its members can now post the items it holds, and its public page is open.`,
  },
  organisation_rejected: {
    title: 'Organisation application not accepted',
    message: (p) => `The application for "${p.organisation}" was not accepted.${p.reason ? ` Reason: ${p.reason}` : ''}`,
  },
  organisation_suspended: {
    title: 'Organisation suspended',
    message: (p) => `"${p.organisation}" was suspended by an administrator: it cannot post items for now.${p.reason ? ` Reason: ${p.reason}` : ''}`,
  },
  organisation_applied: {
    title: 'New organisation application',
    message: () => 'An organisation applied to hand over found things on Okota and waits for verification. Check it in the organisations list.',
  },
  organisation_reinstated: {
    title: 'Organisation reinstated',
    message: (p) => `"${p.organisation}" is verified again. Its members can post items once more.`,
  },
  held_organisation_suspended: {
    title: 'Where to collect your item',
    message: (p) =>
      `"${p.organisation}", which holds "${p.item}", is suspended on Okota. Your item is still kept there: ${p.landmark} (${p.hours}). Go with your ID and your collection code; if they cannot hand it over, write to us from Help.`,
  },
};
