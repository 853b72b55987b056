/**
 * The auth feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../auth' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export {
  endAllSessions,
  extendToken,
  findTokenOwnerIncludingEnded,
  findUserByToken,
  issueToken,
  revokeAllTokens,
  SESSIONS_ENDED_CHANNEL,
} from './tokens.repository';
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';

export { AUTH_LIMITS } from './auth-limits';
export { createAccount } from './create-account';
export { onPhoneVerified } from './phone/after-phone-verified';
export { checkSentCode, phoneCodeError, phoneCodeRefusal } from './codes/check-sent-code';
export { consumePhoneCode, findOpenPhoneCode, hashPhoneCode, replacePhoneCode, takePhoneCodeTry } from './phone/phone-codes.repository';
export { enforcePhoneLimits } from './phone/phone-limits';
export { toUserJson } from './user-json';
export { findUserByEmail, findUserByPhone, insertUser, isPhoneTaken } from './users.repository';

/** The feature as the app registers it (server/src/features/index.ts). */
export const authFeature: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
};
