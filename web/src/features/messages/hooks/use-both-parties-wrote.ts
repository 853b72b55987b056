/**
 * Whether both parties of a paid item have written in its chat: the rule by which the owner's
 * screen counts the meeting as arranged and offers the hand-over confirmation (docs/decisions/0215).
 * It reads the same conversation the open panel polls, so it turns true as the reply arrives.
 */
import { useMessages } from '../api/get-messages';

export function useBothPartiesWrote(itemId: number, viewerId: string | undefined, enabled = true): boolean {
  const conversation = useMessages(itemId, enabled && !!viewerId);
  const messages = conversation.data?.messages ?? [];
  return messages.some((m) => m.senderId === viewerId) && messages.some((m) => m.senderId !== viewerId);
}
