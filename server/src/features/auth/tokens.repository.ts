import { and, eq, gt, lt } from 'drizzle-orm';
import { SESSION_TTL_MS } from '@okota/shared';
import type { Executor } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

export type UserRow = typeof users.$inferSelect;

/** Issues an opaque token; only its SHA-256 is stored. */
export async function issueToken(db: Executor, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function findUserByToken(db: Executor, token: string): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Sliding expiry: a token used today lives another 30 days. */
export async function extendToken(db: Executor, token: string): Promise<void> {
  await db.update(authTokens).set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS) }).where(eq(authTokens.tokenHash, sha256(token)));
}

export async function revokeToken(db: Executor, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
}

export async function revokeAllTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

/**
 * Ends every session of a suspended account without forgetting them: the rows stay, expired,
 * so a call with an old token can still be told 'Account suspended' (and not merely 401) while
 * the suspension lasts. After an unsuspension those tokens stay dead.
 */
export async function endAllSessions(db: Executor, userId: string): Promise<void> {
  await db.update(authTokens).set({ expiresAt: new Date() }).where(eq(authTokens.userId, userId));
}

/** The owner of a token whatever its expiry: used only to explain a refusal. */
export async function findTokenOwnerIncludingEnded(db: Executor, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sha256(token)))
    .limit(1);
  return row?.user;
}

export async function deleteExpiredTokens(db: Executor): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, new Date()));
}
