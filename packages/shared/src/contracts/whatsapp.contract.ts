/** The WhatsApp channel's routes: the profile's switch for turn messages, and Meta's webhook. */
import { z } from 'zod';

/** GET and PUT /api/profile/whatsapp-turns. */
export const whatsappTurnsAnswer = z.object({ phoneVerified: z.boolean(), on: z.boolean() });
export const whatsappTurnsBody = z.object({ on: z.boolean() }).strict();

/** GET /api/whatsapp/webhook: Meta's verification request. */
export const webhookVerifyQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});
/** The challenge, echoed as text/plain. */
export const webhookChallenge = z.string();
export const webhookReceived = z.object({ received: z.boolean() });
