/**
 * /ws: the real-time link (docs/rules.md "Messages, notifications, reviews"). A socket proves who
 * it is with `{type:'auth', token}` within a few seconds or is closed; browsers must come from
 * our own origin, so another site cannot ride a signed-in user's connection.
 */
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Config } from '../../config';
import { sha256 } from '../../lib/crypto';
import { findUserByToken, SESSIONS_ENDED_CHANNEL } from '../auth';
import type { SocketEntry, SocketHub } from './socket-hub';

export const AUTH_TIMEOUT_MS = 5000;
const KEEPALIVE_MS = 30_000;
/**
 * Every few keepalive rounds the token is checked again: a backstop for an announcement of ended
 * sessions lost with a LISTEN connection (sessionsEnded below closes the sockets at once).
 */
const RECHECK_EVERY_ROUNDS = 4;

export const CLOSE = { unauthenticated: 4401, refused: 4403 } as const;

export function isAllowedOrigin(origin: string | undefined, host: string | undefined, config: Pick<Config, 'publicUrl' | 'isProduction'>): boolean {
  // Non-browser clients send no Origin; like everyone, they must still authenticate.
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  // Development servers are reached as localhost, 127.0.0.1 or through the Vite proxy.
  if (!config.isProduction && host) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return false;
}

export const realtimeRoutes: FastifyPluginAsync<{ hub: SocketHub }> = async (app, { hub }) => {
  const { db, config } = app.ctx;
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, config)) {
      return reply.status(403).send({ message: 'Origin not allowed' });
    }
  };

  app.get('/ws', { websocket: true, config: { access: 'public' }, preValidation: checkOrigin, schema: { hide: true } }, (socket) => {
    let entry: SocketEntry | undefined;
    let authenticating = false;
    const authTimer = setTimeout(() => socket.close(CLOSE.unauthenticated, 'Authentication required'), AUTH_TIMEOUT_MS);

    const refuse = (code: number, message: string) => {
      send(socket, { type: 'auth_error', message });
      socket.close(code, message);
    };

    socket.on('message', async (raw: RawData) => {
      const data = parse(raw);
      if (!data) return;
      if (data.type === 'ping') return send(socket, { type: 'pong' });
      // The tab switched language: what it hears from now on is worded in the new one.
      if (data.type === 'language') {
        if (entry) entry.language = screenLanguage(data.language);
        return;
      }
      if (data.type !== 'auth' || entry || authenticating) return;
      authenticating = true;
      const token = typeof data.token === 'string' && data.token.length <= 200 ? data.token : '';
      const found = token ? await findUserByToken(db, token).catch(() => undefined) : undefined;
      authenticating = false;
      if (socket.readyState !== socket.OPEN) return;
      if (!found) return refuse(CLOSE.unauthenticated, 'Unauthorized');
      if (found.user.suspended) return refuse(CLOSE.refused, 'Account suspended');
      if (data.userId !== undefined && data.userId !== null && data.userId !== found.user.id) return refuse(CLOSE.refused, 'User mismatch');
      clearTimeout(authTimer);
      entry = { socket, userId: found.user.id, token, isAlive: true, language: screenLanguage(data.language) };
      hub.add(entry);
      send(socket, { type: 'auth_ok', userId: found.user.id });
    });
    socket.on('pong', () => {
      if (entry) entry.isAlive = true;
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (entry) hub.remove(entry);
    });
    socket.on('error', () => socket.terminate());
  });

  let round = 0;
  const keepalive = setInterval(() => {
    round++;
    const recheck = round % RECHECK_EVERY_ROUNDS === 0;
    for (const entry of hub.entries()) {
      if (!entry.isAlive) {
        entry.socket.terminate();
        continue;
      }
      entry.isAlive = false;
      entry.socket.ping();
      if (recheck) void recheckToken(entry);
    }
  }, KEEPALIVE_MS);
  keepalive.unref();

  async function recheckToken(entry: SocketEntry) {
    const found = await findUserByToken(db, entry.token).catch(() => 'unknown' as const);
    if (found === 'unknown') return;
    if (!found || found.user.suspended) entry.socket.close(CLOSE.unauthenticated, 'Session ended');
  }

  app.addHook('onClose', async () => clearInterval(keepalive));

  // Logout, password reset, suspension or deletion in any process: that session's sockets here close now.
  const unlisten = await app.ctx.database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    const ended = parseSessionsEnded(payload);
    if (!ended) return;
    for (const entry of hub.entries()) {
      if ('userId' in ended ? entry.userId === ended.userId : sha256(entry.token) === ended.tokenHash) void recheckToken(entry);
    }
  });
  app.addHook('preClose', async () => {
    await unlisten();
  });
};

function parseSessionsEnded(payload: string): { userId: string } | { tokenHash: string } | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; tokenHash?: unknown };
    if (typeof value.userId === 'string') return { userId: value.userId };
    if (typeof value.tokenHash === 'string') return { tokenHash: value.tokenHash };
  } catch {
    // not ours
  }
  return null;
}

const screenLanguage = (value: unknown) => (value === 'en' || value === 'sw' ? value : undefined);

function parse(raw: RawData): { type?: unknown; token?: unknown; userId?: unknown; language?: unknown } | null {
  try {
    const value = JSON.parse(raw.toString()) as unknown;
    return value && typeof value === 'object' ? (value as { type?: unknown }) : null;
  } catch {
    return null;
  }
}

function send(socket: WebSocket, message: unknown) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
