/** Answers of the accounts API, inferred from their contract so they are written once. */
import type { WireOf } from '@okota/shared/contracts/wire';
import type { messageResponse, sessionResponse, setRoleResponse, signUpCodeSentResponse } from '@okota/shared/contracts/auth.contract';

export type SessionAnswer = WireOf<typeof sessionResponse>;
export type MessageAnswer = WireOf<typeof messageResponse>;
export type RoleAnswer = WireOf<typeof setRoleResponse>;
export type CodeSentAnswer = WireOf<typeof signUpCodeSentResponse>;
