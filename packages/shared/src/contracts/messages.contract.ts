/** The messages API's contract (1-user-flows.md section 9): the message body is in ../schemas/social.schema.ts. */
import { z } from 'zod';

const itemId = z.coerce.number().int().positive().max(2_147_483_647);

export const unreadCountQuery = z.object({ itemId: itemId.optional() });
export const conversationParams = z.object({ itemId });

export const messageResponse = z.object({
  id: z.number(),
  itemId: z.number(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  messageType: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

export const unreadCountResponse = z.object({ count: z.number() });

export const conversationResponse = z.object({
  messages: z.array(messageResponse),
  newlyRead: z.number().describe("How many of the caller's received messages this answer marked read (the bell can refresh)"),
});
