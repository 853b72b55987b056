/**
 * The rows read for a data download, shaped into its document: codes beside words in the caller's
 * language, dates as ISO instants (days in East Africa Time where a day is meant), photos as links.
 * Text that other people wrote to the caller is scrubbed of contact details: their phone or
 * e-mail is their personal data, not the caller's.
 */
import { SESSION_TTL_MS, nairobiDay, scrubContactInfo } from '@okota/shared';
import { sha256 } from '../../lib/crypto';
import type { UserRow } from '../../db/schema';
import { wordFor, type exportWords } from './export-words';
import type { claimsOf, itemsOf, lostReportsOf, messagesOf } from './export.repository';
import type { contactMessagesOf, notificationsOf, paymentsOf, pushSubscriptionsOf, reportsFiledBy, reviewsOf, sessionsOf } from './export-activity.repository';
import type { smsTracesOf } from './sms-traces.repository';
import { shownPhoneOf } from '../../db/account-phone';
import type { ExportDocument } from '@okota/shared/contracts/personal-data.contract';
import { reportStateOf } from '../../db/lost-report-state';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export interface HeldData {
  items: Rows<typeof itemsOf>;
  claims: Rows<typeof claimsOf>;
  lostReports: Rows<typeof lostReportsOf>;
  messages: Rows<typeof messagesOf>;
  reviews: Rows<typeof reviewsOf>;
  payments: Rows<typeof paymentsOf>;
  notifications: Rows<typeof notificationsOf>;
  sessions: Rows<typeof sessionsOf>;
  pushSubscriptions: Rows<typeof pushSubscriptionsOf>;
  contactMessages: Rows<typeof contactMessagesOf>;
  reportsFiled: Rows<typeof reportsFiledBy>;
  sms: Rows<typeof smsTracesOf>;
}

export interface DocumentOptions {
  user: UserRow;
  held: HeldData;
  /** The caller's own token, to mark "this session" without ever writing a token or its hash. */
  token: string;
  texts: ReturnType<typeof exportWords>;
  /** Absolute links: the file is read outside the app. */
  link: (path: string) => string;
  now: Date;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function buildExportDocument({ user, held, token, texts, link, now }: DocumentOptions): ExportDocument {
  const { words, language } = texts;
  const ownHash = sha256(token);
  const photos: string[] = [];
  const photo = (path: string | null) => {
    if (!path) return null;
    const url = link(path);
    photos.push(url);
    return url;
  };

  return {
    format: 'okota-personal-data/1',
    exportedAt: now.toISOString(),
    language,
    about: words.about,
    account: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: shownPhoneOf(user),
      role: user.role,
      language: user.language,
      emailVerified: user.emailVerified,
      phoneVerified: user.phoneVerified,
      profilePhoto: photo(user.profileImageUrl),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    consents: {
      note: words.consentsNote,
      termsAccepted: user.termsAccepted,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      privacyPolicyAccepted: user.privacyPolicyAccepted,
      privacyPolicyAcceptedAt: iso(user.privacyPolicyAcceptedAt),
    },
    sessions: {
      note: words.sessionsNote,
      // No last-use column: a session's expiry slides 30 days ahead at most once a day (plugins/auth.ts), so it dates the last use to the day.
      list: held.sessions.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        lastUsedOn: nairobiDay(new Date(Math.max(s.createdAt.getTime(), s.expiresAt.getTime() - SESSION_TTL_MS))),
        expiresAt: s.expiresAt.toISOString(),
        active: s.expiresAt > now,
        thisSession: s.tokenHash === ownHash,
      })),
    },
    items: held.items.map(({ item, categoryName, claimsReceived }) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      category: categoryName,
      location: item.location,
      nearLocation: item.nearLocation,
      latitude: item.latitude,
      longitude: item.longitude,
      dateFound: item.dateFound,
      status: item.status,
      statusText: wordFor(words.itemStatus, item.status),
      securityQuestions: [item.verificationQuestion1, item.verificationQuestion2, item.verificationQuestion3].filter((q): q is string => !!q),
      expectedAnswers: [item.verificationAnswer1, item.verificationAnswer2, item.verificationAnswer3],
      requiresProofPhoto: item.requiresProofPhoto,
      photos: item.images.map((url) => photo(url)!),
      claimsReceived,
      removalReason: item.removalReason,
      createdAt: item.createdAt.toISOString(),
      completedAt: iso(item.completedAt),
    })),
    claims: held.claims.map(({ claim, itemTitle, questions }) => ({
      id: claim.id,
      itemId: claim.itemId,
      itemTitle,
      answers: [claim.answer1, claim.answer2, claim.answer3]
        .map((answer, i) => ({ question: questions[i] ?? null, answer }))
        .filter((pair) => pair.question || pair.answer),
      additionalDetails: claim.additionalDetails,
      description: claim.description,
      proofPhoto: photo(claim.proofPhotoUrl ? `/api/verifications/${claim.id}/proof` : null),
      status: claim.status,
      statusText: wordFor(words.claimStatus, claim.status),
      finderNotes: claim.finderNotes,
      createdAt: claim.createdAt.toISOString(),
      decidedAt: claim.status === 'pending' ? null : claim.updatedAt.toISOString(),
    })),
    lostReports: held.lostReports.map(({ report, categoryName, matches }) => ({
      id: report.id,
      title: report.title,
      category: categoryName,
      description: report.description,
      county: report.county,
      nearLocation: report.nearLocation,
      dateLost: report.dateLost,
      status: reportStateOf(report),
      statusText: wordFor(words.reportStatus, reportStateOf(report)),
      photo: photo(report.photoKey ? `/api/lost-reports/${report.id}/photo` : null),
      alerts: { inApp: report.notifyInApp, email: report.notifyEmail, push: report.notifyPush },
      matches,
      expiresAt: report.expiresAt.toISOString(),
      createdAt: report.createdAt.toISOString(),
    })),
    messages: held.messages.map((m) => {
      const direction = m.senderId === user.id ? ('sent' as const) : ('received' as const);
      return {
        itemId: m.itemId,
        itemTitle: m.itemTitle,
        direction,
        directionText: words.direction[direction],
        otherPartyFirstName: m.otherFirstName,
        content: direction === 'sent' ? m.content : scrubContactInfo(m.content),
        read: m.isRead,
        createdAt: m.createdAt.toISOString(),
      };
    }),
    reviews: {
      written: held.reviews.written.map((r) => reviewJson(r, r.comment)),
      received: held.reviews.received.map((r) => reviewJson(r, scrubContactInfo(r.comment))),
    },
    payments: held.payments.map(({ payment: p, itemTitle }) => {
      const asClaimer = p.claimerId === user.id;
      const role = asClaimer ? ('claimer' as const) : ('finder' as const);
      return {
        id: p.id,
        itemId: p.itemId,
        itemTitle,
        role,
        roleText: words.role[role],
        amount: p.amount,
        finderAmount: p.finderAmount,
        platformAmount: p.platformAmount,
        status: p.status,
        statusText: wordFor(words.paymentStatus, p.status),
        payoutStatus: p.payoutStatus,
        payoutStatusText: wordFor(words.payoutStatus, p.payoutStatus),
        // The claimer's phone and receipt are theirs; the finder's payout receipt is the finder's.
        phoneNumber: asClaimer ? p.phoneNumber : null,
        mpesaReceipt: asClaimer ? p.mpesaTransactionId : null,
        payoutReceipt: asClaimer ? null : p.finderTransactionId,
        refundReceipt: asClaimer ? p.refundTransactionId : null,
        failureReason: asClaimer ? p.failureReason : null,
        disputeReason: asClaimer ? p.disputeReason : null,
        createdAt: p.createdAt.toISOString(),
        completedAt: iso(p.completedAt),
        paidOutAt: iso(p.finderPaidAt),
        refundedAt: iso(p.refundedAt),
      };
    }),
    // A notification may quote another person's words (a message, a reason): scrubbed as received messages are.
    notifications: held.notifications.map((n) => ({
      type: n.type,
      title: scrubContactInfo(n.title),
      message: scrubContactInfo(n.message),
      itemId: n.itemId,
      itemTitle: n.itemTitle,
      read: n.isRead,
      createdAt: n.createdAt.toISOString(),
    })),
    // A push endpoint is a capability URL: only the service that holds it is named.
    pushSubscriptions: held.pushSubscriptions.map((s) => ({ service: hostOf(s.endpoint), active: s.isActive, createdAt: s.createdAt.toISOString() })),
    contactMessages: held.contactMessages.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    // Who a report was about is another person's data: only reported items are named.
    reportsFiled: held.reportsFiled.map((r) => ({
      targetType: r.targetType,
      itemId: r.targetType === 'item' && /^\d+$/.test(r.targetId) ? Number(r.targetId) : null,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    sms: {
      note: words.smsNote,
      // No row: every alert on (docs/decisions/0200).
      alerts: {
        match: held.sms.alerts?.match ?? true,
        claimApproved: held.sms.alerts?.claimApproved ?? true,
        paymentCompleted: held.sms.alerts?.paymentCompleted ?? true,
        payoutSent: held.sms.alerts?.payoutSent ?? true,
        refundSent: held.sms.alerts?.refundSent ?? true,
      },
      messages: held.sms.messages.map((m) => ({
        kind: m.kind,
        phone: m.phone,
        text: m.text,
        status: m.status,
        statusText: wordFor(words.smsStatus, m.status),
        createdAt: m.createdAt.toISOString(),
        sentAt: iso(m.sentAt),
        deliveredAt: iso(m.deliveredAt),
      })),
      ussdLanguage: held.sms.ussd?.language ?? null,
    },
    photos: { note: words.photosNote, links: photos },
    retention: words.retention,
  };
}

function reviewJson(r: HeldData['reviews']['written'][number], comment: string) {
  return { itemId: r.itemId, itemTitle: r.itemTitle, rating: r.rating, comment, otherPartyFirstName: r.otherFirstName, createdAt: r.createdAt.toISOString() };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}
