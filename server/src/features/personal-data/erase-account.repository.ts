/**
 * The writes of an account's deletion (docs/decisions/0170): what the person wrote or is is erased,
 * what the books and other people's records need stays without it. Every function takes the
 * deletion's transaction. The user row itself stays (payments, claims and messages refer to it)
 * and becomes "Deleted user" with an address and number nobody can sign in with or reach.
 */
import { DELETED_USER_NAME } from '@okota/shared';
import { and, eq, inArray, like, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  claims,
  contactMessages,
  emailOtps,
  items,
  phoneOtps,
  lostReports,
  messages,
  notifications,
  passwordResetTokens,
  payments,
  pushSubscriptions,
  rateLimits,
  reports,
  reviews,
  tempUploads,
  users,
  type UserRow,
} from '../../db/schema';
import { AUTH_LIMITS, revokeAllTokens } from '../auth';
import { isOpenClaim } from '../claims';

/** A closed account's address: `.invalid` is reserved (RFC 2606), so no mail can reach it and no sign-up code either. */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';
const UNUSABLE_PASSWORD_HASH = 'account-deleted';

export const isDeletedAccount = (user: { email: string | null }) => !!user.email?.endsWith(`@${DELETED_EMAIL_DOMAIN}`);

/** The files the account's rows point at, read before the rows are erased; deleted after commit. */
export async function storedFilesOf(tx: Executor, user: UserRow) {
  const [ownItems, ownClaims, ownReports, uploads, sent] = await Promise.all([
    tx.select({ images: items.images }).from(items).where(eq(items.finderId, user.id)),
    tx.select({ key: claims.proofPhotoUrl }).from(claims).where(eq(claims.claimerId, user.id)),
    tx.select({ key: lostReports.photoKey }).from(lostReports).where(eq(lostReports.ownerId, user.id)),
    tx.select({ url: tempUploads.url }).from(tempUploads).where(eq(tempUploads.ownerId, user.id)),
    tx.select({ url: messages.attachmentUrl }).from(messages).where(eq(messages.senderId, user.id)),
  ]);
  const present = (values: Array<string | null>) => values.filter((value): value is string => !!value);
  return {
    photoUrls: [...ownItems.flatMap((row) => row.images), ...uploads.map((row) => row.url), ...present(sent.map((row) => row.url))],
    avatarUrl: user.profileImageUrl,
    proofKeys: present(ownClaims.map((row) => row.key)),
    reportPhotoKeys: present(ownReports.map((row) => row.key)),
  };
}

/** Sessions, codes, resets, subscriptions, notifications and the attempt counters under the address. */
export async function endSessionsAndForget(tx: Executor, user: UserRow): Promise<void> {
  await revokeAllTokens(tx, user.id);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(tempUploads).where(eq(tempUploads.ownerId, user.id));
  // Also a code the account asked for a new address (auth/email/send-email-code.ts).
  await tx.delete(emailOtps).where(user.email ? or(eq(emailOtps.email, user.email), eq(emailOtps.userId, user.id)) : eq(emailOtps.userId, user.id));
  if (user.phone) await tx.delete(phoneOtps).where(eq(phoneOtps.phone, user.phone));
  // Limits are keyed by the address or, for phone sign-in and codes, by the number.
  const addressKeys = Object.keys(AUTH_LIMITS).flatMap((action) =>
    [user.email, user.phone].filter((key) => key !== null).map((key) => `${action}:address:${key.toLowerCase()}`),
  );
  // Counters keyed by the account id (uploads, messages, downloads, this deletion's password tries) go too.
  await tx.delete(rateLimits).where(or(inArray(rateLimits.key, addressKeys), like(rateLimits.key, `%${user.id}%`)));
}

/** Free texts the person wrote: items, claims, messages, reviews, reports, disputes, contact messages. */
export async function eraseWrittenTexts(tx: Executor, user: UserRow): Promise<{ messagesErased: number; lostReportsDeleted: number }> {
  const now = new Date();
  // The title stays: it names the thing found (the owner's, not the finder's), and the other party's records and the books show it.
  await tx
    .update(items)
    .set({
      description: '',
      nearLocation: null,
      latitude: null,
      longitude: null,
      images: [],
      verificationQuestion1: '',
      verificationQuestion2: null,
      verificationQuestion3: null,
      verificationAnswer1: null,
      verificationAnswer2: null,
      verificationAnswer3: null,
      updatedAt: now,
    })
    .where(eq(items.finderId, user.id));
  await tx
    .update(claims)
    .set({ answer1: null, answer2: null, answer3: null, additionalDetails: '', description: null, proofPhotoUrl: null, updatedAt: now })
    .where(eq(claims.claimerId, user.id));
  const erased = await tx
    .update(messages)
    // The send key's digest is of the text too (docs/decisions/0284): a short message's hash can be guessed.
    .set({ content: '', attachmentUrl: null, attachmentName: null, attachmentSize: null, sendKey: null, sendDigest: null })
    .where(eq(messages.senderId, user.id))
    .returning({ id: messages.id });
  await tx.update(reviews).set({ comment: '' }).where(eq(reviews.reviewerId, user.id));
  await tx.update(reports).set({ reason: '' }).where(eq(reports.reporterId, user.id));
  // Kept for the books: amounts, receipts, dates. Not the phone that paid, nor the claimer's words.
  await tx.update(payments).set({ phoneNumber: '', disputeReason: null, updatedAt: now }).where(eq(payments.claimerId, user.id));
  await tx
    .update(contactMessages)
    .set({ name: DELETED_USER_NAME, email: '', phone: null, subject: '', message: '', userId: null })
    .where(user.email ? or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email)) : eq(contactMessages.userId, user.id));
  const reportsDeleted = await tx.delete(lostReports).where(eq(lostReports.ownerId, user.id)).returning({ id: lostReports.id });
  return { messagesErased: erased.length, lostReportsDeleted: reportsDeleted.length };
}

/**
 * Other people's bell entries quote the person: "Amina: <message>" and "Amina rated you…". The
 * quoted message goes and the name becomes "Deleted user".
 */
export async function eraseQuotesInOthersNotifications(tx: Executor, user: UserRow): Promise<void> {
  const counterparts = sql`(select ${messages.receiverId} as user_id, ${messages.itemId} as item_id from ${messages} where ${messages.senderId} = ${user.id}
    union select ${reviews.revieweeId}, ${reviews.itemId} from ${reviews} where ${reviews.reviewerId} = ${user.id})`;
  const quoted = sql`(${notifications.userId}, ${notifications.itemId}) in (select user_id, item_id from ${counterparts} as c)`;
  await tx
    .update(notifications)
    .set({ message: `${DELETED_USER_NAME}: …` })
    .where(and(eq(notifications.type, 'message'), quoted, sql`starts_with(${notifications.message}, ${`${user.firstName}: `})`));
  await tx
    .update(notifications)
    .set({ message: sql`${DELETED_USER_NAME} || substr(${notifications.message}, ${user.firstName.length + 1})` })
    .where(and(eq(notifications.type, 'review'), quoted, sql`starts_with(${notifications.message}, ${`${user.firstName} `})`));
  // The same quotes in the parameters the words are written from (decisions/0211).
  await tx
    .update(notifications)
    .set({ params: { sender: DELETED_USER_NAME, preview: '…' } })
    .where(and(eq(notifications.kind, 'message_received'), quoted, sql`${notifications.params}->>'sender' = ${user.firstName}`));
  await tx
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{reviewer}', to_jsonb(${DELETED_USER_NAME}::text))` })
    .where(and(eq(notifications.kind, 'review_received'), quoted, sql`${notifications.params}->>'reviewer' = ${user.firstName}`));
}

/** The row stays for the references; nothing in it names, reaches or lets anyone in as the person. */
export async function anonymiseUserRow(tx: Executor, user: UserRow): Promise<void> {
  const compactId = user.id.replace(/-/g, '');
  await tx
    .update(users)
    .set({
      email: `deleted-${compactId}@${DELETED_EMAIL_DOMAIN}`,
      // Unique and at most 20 characters, never a number anyone dials or signs up with.
      phone: `deleted-${compactId.slice(0, 12)}`,
      firstName: DELETED_USER_NAME,
      lastName: '',
      profileImageUrl: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      // A closed admin account is no admin: start-up creates a new one when none is left.
      role: 'claimer',
      emailVerified: false,
      phoneVerified: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

/** The account's row, locked until the deletion's transaction ends. */
export async function lockAccount(tx: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Not yet settled: neither failed nor refunded, nor completed with its payout paid or refunded. */
const settled = or(
  inArray(payments.status, ['failed', 'refunded']),
  and(eq(payments.status, 'completed'), inArray(payments.payoutStatus, ['paid', 'refunded'])),
);

/** The person's unsettled payments (as claimer or finder), locked: a deletion waits for them (money-in-flight.ts). */
export async function lockUnsettledPaymentsOf(tx: Executor, userId: string): Promise<Array<{ status: string; payoutStatus: string }>> {
  return tx
    .select({ status: payments.status, payoutStatus: payments.payoutStatus })
    .from(payments)
    .where(and(or(eq(payments.claimerId, userId), eq(payments.finderId, userId)), not(settled!)))
    .for('update');
}

/** The person's own claims still open, with their items, both locked. */
export async function lockOpenClaimsOf(tx: Executor, userId: string) {
  return tx
    .select({ id: claims.id, itemId: claims.itemId, status: claims.status, itemTitle: items.title, finderId: items.finderId })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(and(eq(claims.claimerId, userId), isOpenClaim))
    .for('update', { of: [claims, items] });
}
