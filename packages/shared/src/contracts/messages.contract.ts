/** The messages API's contract (docs/product/user-flows.md section 9): the message body is in ../schemas/social.schema.ts. */
import { z } from 'zod';
import { dbId } from './ids';

export const unreadCountQuery = z.object({ itemId: dbId.optional() });
export const conversationParams = z.object({ itemId: dbId });

export const messageResponse = z.object({
  id: z.number(),
  itemId: z.number(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  messageType: z.string(),
  isRead: z.boolean(),
  removed: z
    .array(z.enum(['payment', 'document']))
    .describe("What our check removed from the content (an M-Pesa destination, a document number); the chat says so in the reader's language"),
  createdAt: z.string(),
});

export const unreadCountResponse = z.object({ count: z.number() });

export const conversationResponse = z.object({
  messages: z.array(messageResponse),
  newlyRead: z.number().describe("How many of the caller's received messages this answer marked read (the bell can refresh)"),
});
