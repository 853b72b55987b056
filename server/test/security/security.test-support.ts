/**
 * The people and things the security suites act on: one of each kind of caller, an item with a
 * completed payment, an item with an approved but unpaid claim, and makers of fresh targets for
 * calls that change what they touch (so every caller meets the same starting state).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { eq } from 'drizzle-orm';
import { todayInNairobi } from '@okota/shared';
import {
  categories,
  claims,
  contactMessages,
  emailOtps,
  items,
  lostReports,
  notifications,
  passwordResetTokens,
  payments,
  reports,
  users,
} from '../../src/db/schema';
import { randomToken, sha256 } from '../../src/lib/crypto';
import { hashSignUpCode } from '../../src/features/auth/send-sign-up-code';
import { issueToken } from '../../src/features/auth/tokens.repository';
import { createClaim, createCompletedPayment, createItem, createUser, sessionFromBeforeSuspension } from '../factories';
import type { TestApp } from '../helpers';

export const ROLES = ['guest', 'claimer', 'finder', 'paidClaimer', 'approvedClaimer', 'other', 'suspended', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Actor = Awaited<ReturnType<typeof createUser>>;

export const SIGN_UP_CODE = '246810';
export const SAFE_PASSWORD = 'Str0ngPassw0rd';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
/** A Safaricom number nobody has yet ('07' + 8 digits). */
export const freshPhone = () => `07${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
export const freshEmail = (label = 'user') => `${label}-${unique()}@example.com`;
let ipCounter = 0;
/** A client address per call, so per-IP limits of one call never touch another. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/** A small real PNG, an acceptable photo everywhere. */
export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand, so tests can also send broken ones. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----okota${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestApp) {
  const db = t.app.ctx.db;
  // The paid item: its finder is "the item's finder", its payer "the paid claimer".
  const paid = await createCompletedPayment(db);
  const finder = paid.finder;
  const paidClaimer = paid.claimer;
  const [claimer, approvedClaimer, other, suspended, admin, bystander] = await Promise.all([
    createUser(db, { role: 'claimer', firstName: 'Chebet', lastName: 'Claimer' }),
    createUser(db, { role: 'claimer', firstName: 'Achieng', lastName: 'Approved' }),
    createUser(db, { role: 'finder', firstName: 'Otieno', lastName: 'Other' }),
    createUser(db, { role: 'claimer', firstName: 'Sifuna', lastName: 'Suspended' }),
    createUser(db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' }),
    createUser(db, { role: 'claimer', firstName: 'Baraka', lastName: 'Bystander' }),
  ]);
  await db.update(users).set({ suspended: true, suspendedAt: new Date(), suspensionReason: 'Spam listings' }).where(eq(users.id, suspended.user.id));

  await db.update(items).set({ status: 'claimed', isClaimed: true, claimedAt: new Date() }).where(eq(items.id, paid.item.id));
  const approvedItem = await createItem(db, finder.user.id, { title: 'Grey Nokia phone', claimedBy: approvedClaimer.user.id });
  const approvedClaim = await createClaim(db, approvedItem.id, approvedClaimer.user.id, { status: 'approved', verifiedAt: new Date() });
  const hiddenItem = await createItem(db, finder.user.id, { title: 'Hidden red umbrella', isHidden: true });
  await createItem(db, other.user.id, { title: "Other user's keys" });

  // The paid claimer's claim carries a private proof photo.
  const png = await tinyPng();
  const proofKey = `private/proofs/${randomBytes(16).toString('hex')}.png`;
  await t.app.ctx.storage.put(proofKey, png, 'image/png');
  await db.update(claims).set({ proofPhotoUrl: proofKey }).where(eq(claims.id, paid.claim.id));

  const actors: Record<Exclude<Role, 'guest'>, Actor> = { claimer, finder, paidClaimer, approvedClaimer, other, suspended, admin };
  return {
    t,
    db,
    actors,
    bystander,
    png,
    proofKey,
    paid: { item: paid.item, claim: paid.claim, payment: paid.payment },
    approved: { item: approvedItem, claim: approvedClaim },
    hiddenItem,
    /** The item a caller has a stake in: the approved claimer's own item, else the paid one. */
    itemFor: (role: Role) => (role === 'approvedClaimer' ? approvedItem : paid.item),
    /** The claimer of the item a caller has a stake in. */
    claimerOfItemFor: (role: Role) => (role === 'approvedClaimer' ? approvedClaimer : paidClaimer),
    actor: (role: Role): Actor | undefined => (role === 'guest' ? undefined : actors[role]),
    fresh: freshMakers(t, { finder, paidClaimer, bystander, admin, suspended }),
  };
}

function freshMakers(t: TestApp, people: { finder: Actor; paidClaimer: Actor; bystander: Actor; admin: Actor; suspended: Actor }) {
  const db: Database = t.app.ctx.db;
  const { finder, paidClaimer, bystander } = people;
  return {
    item: (overrides: Partial<typeof items.$inferInsert> = {}) => createItem(db, finder.user.id, { title: `Blue backpack ${unique()}`, ...overrides }),
    user: (overrides: Parameters<typeof createUser>[1] = {}) => createUser(db, { email: freshEmail(), ...overrides }),
    /** A new session of the user; the suspended actor's is one from before the suspension. */
    token: (userId: string) => (userId === people.suspended.user.id ? sessionFromBeforeSuspension(db, userId) : issueToken(db, userId)),
    /** A pending claim by a bystander on a new item of the finder. */
    async pendingClaim(overrides: Partial<typeof claims.$inferInsert> = {}) {
      const item = await createItem(db, finder.user.id, { title: `Brown wallet ${unique()}` });
      return createClaim(db, item.id, bystander.user.id, overrides);
    },
    /** A new item of the finder, paid for by the paid claimer. */
    async payment(overrides: Partial<typeof payments.$inferInsert> = {}) {
      const item = await createItem(db, finder.user.id, {
        title: `Silver watch ${unique()}`,
        claimedBy: paidClaimer.user.id,
        status: 'claimed',
        isClaimed: true,
      });
      const claim = await createClaim(db, item.id, paidClaimer.user.id, { status: 'approved', verifiedAt: new Date() });
      const [payment] = await db
        .insert(payments)
        .values({
          itemId: item.id,
          claimId: claim.id,
          claimerId: paidClaimer.user.id,
          finderId: finder.user.id,
          amount: 150,
          finderAmount: 100,
          platformAmount: 50,
          phoneNumber: paidClaimer.user.phone,
          status: 'completed',
          completedAt: new Date(),
          mpesaTransactionId: `R${randomBytes(5).toString('hex').toUpperCase()}`,
          payoutStatus: 'held',
          payoutDueAt: new Date(Date.now() + 72 * 3600_000),
          ...overrides,
        })
        .returning();
      return { item, claim, payment };
    },
    async notification(userId: string) {
      const [row] = await db
        .insert(notifications)
        .values({ userId, type: 'claim_submitted', title: 'New claim', message: 'Someone claimed your item' })
        .returning();
      return row;
    },
    async category() {
      const [row] = await db
        .insert(categories)
        .values({ name: `Category ${unique()}`, icon: 'box' })
        .returning();
      return row;
    },
    async report() {
      const [row] = await db
        .insert(reports)
        .values({ reporterId: bystander.user.id, targetType: 'user', targetId: finder.user.id, reason: 'Rude' })
        .returning();
      return row;
    },
    async contactMessage() {
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: 'Wanjiku',
          email: freshEmail('contact'),
          subject: 'Payment question',
          category: 'payment',
          message: 'When is the finder paid?',
        })
        .returning();
      return row;
    },
    /** An open lost report of `ownerId`, with a private photo. */
    async lostReport(ownerId: string) {
      const photoKey = `private/lost-reports/${randomBytes(16).toString('hex')}.webp`;
      const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .webp()
        .toBuffer();
      await t.app.ctx.storage.put(photoKey, photo, 'image/webp');
      const [row] = await db
        .insert(lostReports)
        .values({
          ownerId,
          title: 'Lost black wallet',
          categoryId: 1,
          description: 'A black leather wallet with my ID inside.',
          photoKey,
          county: 'Nairobi',
          dateLost: todayInNairobi(),
          expiresAt: new Date(Date.now() + 90 * 86_400_000),
        })
        .returning();
      return row;
    },
    /** An address with an open sign-up code SIGN_UP_CODE. */
    async signUpCode() {
      const email = freshEmail('signup');
      await db.insert(emailOtps).values({ email, otpHash: hashSignUpCode(email, SIGN_UP_CODE), expiresAt: new Date(Date.now() + 600_000) });
      return email;
    },
    /** A valid reset link token of a new user. */
    async resetToken() {
      const { user } = await createUser(db, { email: freshEmail('reset') });
      const token = randomToken();
      await db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
      return token;
    },
  };
}

/**
 * What every error answer must look like: JSON with a string message and nothing internal.
 * Daraja's callbacks may answer in Daraja's words instead: `{ResultCode, ResultDesc}`.
 */
export function errorProblems(res: LightMyRequestResponse, options: { daraja?: boolean } = {}): string[] {
  const problems: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`content-type ${type || '(none)'}`);
  if (/^\s*</.test(res.body)) problems.push('HTML body');
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    problems.push('body is not JSON');
  }
  const { message, ResultDesc } = (body ?? {}) as { message?: unknown; ResultDesc?: unknown };
  if (typeof message !== 'string' && !(options.daraja && typeof ResultDesc === 'string')) problems.push('no string message');
  if (LEAK.test(res.body)) problems.push(`leaks internals: ${LEAK.exec(res.body)?.[0]}`);
  return problems;
}

/** Stack frames, file paths, SQL and driver words that must never reach a client. */
const LEAK =
  /\bat [\w.<>]+ \(|\.[tj]s:\d+|node_modules|\/work\/|failed query|select "|from "|insert into|update "\w+" set|syntax error at|violates .+ constraint|duplicate key|relation "|column "|PGlite|drizzle|ECONNREFUSED|TypeError|ReferenceError|RangeError/i;
