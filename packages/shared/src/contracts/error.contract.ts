/** The JSON body of every 4xx answer (the server's AppError, mapped once in its error handler). */
import { z } from 'zod';

export const errorResponse = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** Routes that also answer a suspended account's refusal, which carries the suspension's reason (plugins/auth.ts). */
export const errorWithReasonResponse = errorResponse.extend({ reason: z.string().optional() });
