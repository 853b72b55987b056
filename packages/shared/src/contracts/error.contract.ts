/** The JSON body of every 4xx answer (the server's AppError, mapped once in its error handler). */
import { z } from 'zod';
import { ERROR_CODE_LIST, type ErrorCode } from '../error-codes';
import { MESSAGE_KEY_LIST } from '../messages';

/**
 * `code` says what went wrong (clients pick their words by it, docs/decisions/0245); `message` is
 * the English sentence, `params` the values the words may use, `errors` the refused fields. Where
 * a sentence is one of the shared MESSAGES, its key travels beside it (`messageKey`, `errorKeys`
 * per field) and clients translate the key, never the English (docs/decisions/0275). `code`
 * stays optional here so a route that answers `{message}` by hand is not turned into a 500.
 */
export const errorResponse = z
  .object({
    code: z.enum(ERROR_CODE_LIST as [ErrorCode, ...ErrorCode[]]).optional(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    errors: z.record(z.string(), z.string()).optional(),
    messageKey: z.enum(MESSAGE_KEY_LIST).optional(),
    errorKeys: z.record(z.string(), z.enum(MESSAGE_KEY_LIST)).optional(),
  })
  // A refusal may carry more that clients read (a phone code's `reason` and `attemptsLeft`, a
  // changed fee's `currentFee`): kept, never dropped by the serializer.
  .loose();

/** Routes that also answer a suspended account's refusal, which carries the suspension's reason (plugins/auth.ts). */
export const errorWithReasonResponse = errorResponse.extend({ reason: z.string().optional() });
