/** The contact form's answer (docs/product/admin-and-platform.md section 5); its body is in ../schemas/social.schema.ts. */
import { z } from 'zod';

export const contactSentResponse = z.object({ success: z.literal(true), message: z.literal('Message Sent') });
