import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import { SESSION_TTL_MS } from '@okota/shared';
import { rowsOf, type Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { authTokens, users, type UserRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

/**
 * Issues an opaque token; only its SHA-256 is stored. Never for a suspended account: the account
 * row is read FOR SHARE, so a suspension committing meanwhile either waits for this token (and
 * then ends it with the others) or is seen here, and no token outlives it.
 */
export async function issueToken(db: Executor, userId: string): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS).toISOString();
  const result = await db.execute(sql`
    insert into auth_tokens (token_hash, user_id, expires_at)
    select ${sha256(token)}, id, ${expiresAt}::timestamptz from users where id = ${userId} and not suspended for share
    returning user_id`);
  if (rowsOf(result).length !== 1) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended');
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

/**
 * Sliding expiry: a token used today lives another 30 days, if it still lives and its account is
 * not suspended. A request that read the token just before a suspension ended every session must
 * not bring it back: the suspension's update of the token row wins, or this one waits for it and
 * then finds the token ended.
 */
export async function extendToken(db: Executor, token: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        gt(authTokens.expiresAt, sql`now()`),
        notExists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, authTokens.userId), eq(users.suspended, true))),
        ),
      ),
    );
}

/**
 * Told to every server process when sessions end (logout, password reset, suspension, account
 * deletion), after the commit: each closes the open /ws of those sessions at once
 * (notifications/realtime.routes.ts) instead of at its next periodic check.
 */
export const SESSIONS_ENDED_CHANNEL = 'okota_sessions_ended';

export type SessionsEnded = { userId: string } | { tokenHash: string };

export async function announceSessionsEnded(db: Executor, ended: SessionsEnded): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);
}

export async function revokeToken(db: Executor, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
  await announceSessionsEnded(db, { tokenHash: sha256(token) });
}

export async function revokeAllTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
  await announceSessionsEnded(db, { userId });
}

/**
 * Ends every session of a suspended account without forgetting them: the rows stay, expired,
 * so a call with an old token can still be told 'Account suspended' (and not merely 401) while
 * the suspension lasts. After an unsuspension those tokens stay dead.
 */
export async function endAllSessions(db: Executor, userId: string): Promise<void> {
  await db.update(authTokens).set({ expiresAt: new Date() }).where(eq(authTokens.userId, userId));
  await announceSessionsEnded(db, { userId });
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
