/**
 * Who is calling: the token from `x-auth-token` or `Authorization: Bearer`, checked against
 * auth_tokens. Routes pick a guard: requireUser, requireAdmin, or optionalUser. The token lookups
 * belong to the auth feature (tokens.repository.ts), which app.ts hands in: plugins sit below
 * the features and never import them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '@okota/shared';
import { AppError, unauthorized } from '../lib/errors';
import type { Executor } from '../db/client';
import type { UserRow } from '../db/schema';

/** The session lookups the guards need. */
export interface SessionLookup {
  findUserByToken(db: Executor, token: string): Promise<{ user: UserRow; expiresAt: Date } | undefined>;
  findTokenOwnerIncludingEnded(db: Executor, token: string): Promise<UserRow | undefined>;
  extendToken(db: Executor, token: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionLookup;
  }
  interface FastifyRequest {
    user: UserRow | null;
    authToken: string | null;
  }
}

const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers['x-auth-token'];
  if (typeof header === 'string' && header.length > 0 && header.length <= 200) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const token = authorization.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined' && token.length <= 200) return token;
  }
  return null;
}

export function registerAuth(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);
}

/** Resolves the caller; a suspended account is refused on every authenticated call. */
async function resolveUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.user) return request.user;
  const token = readToken(request);
  if (!token) return null;
  const { db } = request.server.ctx;
  const { findUserByToken, findTokenOwnerIncludingEnded, extendToken } = request.server.sessions;
  const found = await findUserByToken(db, token);
  if (!found) {
    // A session ended by a suspension still explains itself, so the app can show the notice.
    const owner = await findTokenOwnerIncludingEnded(db, token);
    if (owner?.suspended) throw suspendedError(owner);
    return null;
  }
  if (found.user.suspended) throw suspendedError(found.user);
  if (found.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - EXTEND_AFTER_MS) await extendToken(db, token);
  request.user = found.user;
  request.authToken = token;
  return found.user;
}

function suspendedError(user: UserRow) {
  return new AppError('ACCOUNT_SUSPENDED', 'Account suspended', { reason: user.suspensionReason ?? 'Your account has been suspended by an administrator.' });
}

export async function optionalUser(request: FastifyRequest): Promise<void> {
  try {
    await resolveUser(request);
  } catch (error) {
    // A suspended caller browsing public pages is treated as a guest.
    if ((error as { statusCode?: number }).statusCode !== 403) throw error;
  }
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await resolveUser(request))) throw unauthorized('Unauthorized');
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await resolveUser(request);
  if (!user) throw unauthorized('Unauthorized');
  if (user.role !== 'admin') throw new AppError('ADMIN_REQUIRED', 'Admin access required');
}

/** The signed-in user, for handlers behind requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Unauthorized');
  return request.user;
}
