/**
 * One field for a phone number or an e-mail address (sign-in, forgot-password): an '@' makes it
 * an address, anything else is read as a Safaricom number in any spelling (docs/decisions/0230).
 */
import { z } from 'zod';
import { emailSchema, safaricomPhoneSchema } from '@okota/shared';

export type Identified = { email: string } | { phone: string };

export function identify(value: string): { ok: true; who: Identified } | { ok: false; message: string } {
  const isEmail = value.includes('@');
  const parsed = (isEmail ? emailSchema : safaricomPhoneSchema).safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, who: isEmail ? { email: parsed.data } : { phone: parsed.data } };
}

/** The field's rule for a form: required, then a valid address or number. */
export const identifierSchema = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .superRefine((value, ctx) => {
      const result = identify(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });
