/**
 * Test data straight into the database, for tests whose subject is a later step
 * (createUser(overrides) → a user and a valid token).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { SESSION_TTL_MS } from '@okota/shared';
import { authTokens, categories, claims, items, payments, users } from '../src/db/schema';
import { hashPassword, randomToken, sha256 } from '../src/lib/crypto';
import { issueToken } from '../src/features/auth/tokens.repository';

let phoneCounter = 0;
// 0711…–0719…: Safaricom numbers (M-Pesa pays only those, isMpesaNumber), never a simulator test number.
const uniquePhone = () =>
  `+25471${1 + (Math.floor(Date.now() / 1000) % 9)}${String(Date.now() % 1e6)
    .padStart(6, '0')
    .slice(-2)}${String(phoneCounter++ % 10000).padStart(4, '0')}`;

export const DEFAULT_PASSWORD = 'Passw0rd!';
let passwordHashCache: string | undefined;

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHashCache ??= await hashPassword(DEFAULT_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${suffix}@example.com`,
      passwordHash: passwordHashCache,
      phone: uniquePhone(),
      firstName: 'Test',
      lastName: `User${suffix}`,
      role: 'claimer',
      emailVerified: true,
      // A proven number, as a finder who is paid has (payouts wait for one: payout-phone-hold.ts).
      phoneVerified: true,
      termsAccepted: true,
      termsAcceptedAt: new Date(),
      privacyPolicyAccepted: true,
      privacyPolicyAcceptedAt: new Date(),
      ...overrides,
    })
    .returning();
  const token = user.suspended ? await sessionFromBeforeSuspension(db, user.id) : await issueToken(db, user.id);
  // Always written above (an override may replace them): tests read them as strings.
  return { user: user as typeof user & { email: string; phone: string }, token };
}

/**
 * A session of an account that was signed in when it was suspended. The server issues none to a
 * suspended account (tokens.repository.ts), so tests write the row themselves.
 */
export async function sessionFromBeforeSuspension(db: Database, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function firstCategoryId(db: Database, name = 'Wallets'): Promise<number> {
  const all = await db.select().from(categories);
  return (all.find((c) => c.name === name) ?? all[0]).id;
}

export async function createItem(db: Database, finderId: string, overrides: Partial<typeof items.$inferInsert> = {}) {
  const [item] = await db
    .insert(items)
    .values({
      finderId,
      categoryId: overrides.categoryId ?? (await firstCategoryId(db)),
      title: 'Black leather wallet',
      description: 'Found a black leather wallet with some cards inside near the bus stage.',
      location: 'Nairobi',
      nearLocation: 'Kencom stage',
      dateFound: '2026-11-01',
      verificationQuestion1: 'What colour is the card holder inside?',
      verificationQuestion2: 'Whose photo is inside the wallet?',
      ...overrides,
    })
    .returning();
  return item;
}

export async function createClaim(db: Database, itemId: number, claimerId: string, overrides: Partial<typeof claims.$inferInsert> = {}) {
  const [claim] = await db
    .insert(claims)
    .values({ itemId, claimerId, answer1: 'Blue', answer2: 'My daughter', additionalDetails: 'It has my national ID in it.', ...overrides })
    .returning();
  return claim;
}

/** An item with an approved claim, ready for payment. */
export async function createApprovedClaim(db: Database) {
  const finder = await createUser(db, { role: 'finder' });
  const claimer = await createUser(db);
  const item = await createItem(db, finder.user.id, { claimedBy: claimer.user.id });
  const claim = await createClaim(db, item.id, claimer.user.id, { status: 'approved', verifiedAt: new Date() });
  return { finder, claimer, item, claim };
}

export async function createCompletedPayment(db: Database, overrides: Partial<typeof payments.$inferInsert> = {}) {
  const setup = await createApprovedClaim(db);
  const [payment] = await db
    .insert(payments)
    .values({
      itemId: setup.item.id,
      claimId: setup.claim.id,
      claimerId: setup.claimer.user.id,
      finderId: setup.finder.user.id,
      amount: 150,
      finderAmount: 100,
      platformAmount: 50,
      phoneNumber: setup.claimer.user.phone,
      status: 'completed',
      completedAt: new Date(),
      mpesaTransactionId: `R${randomBytes(5).toString('hex').toUpperCase()}`,
      // A payment being or been refunded has its payout closed (the database's payments_payout_or_refund_check).
      payoutStatus: ['refund_pending', 'refunded', 'refund_failed'].includes(overrides.status ?? '') ? 'refunded' : 'held',
      ...overrides,
    })
    .returning();
  return { ...setup, payment };
}
