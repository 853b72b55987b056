/**
 * The item page's conversation between the finder and the paying claimer (docs/product/user-flows.md, item
 * detail page): a 'Messages' card, always open on the paid screen (issue 19: the chat is how the
 * two arrange the hand-over, so it is not folded away), scrolled to by ?expand=messages, polled
 * every 3 s and refreshed at once when a message notification arrives (/ws).
 */
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import type { ErrorCode } from '@okota/shared/error-codes';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { onRealtimeNotification } from '../../../lib/realtime-events';
import { useSession } from '../../../lib/session';
import { messagesKey, useMessages } from '../api/get-messages';
import { unreadMessagesKey } from '../api/get-unread-count';
import { MESSAGES_NS } from '../i18n';
import { MessageComposer } from './message-composer';
import MessagingLocked from './messaging-locked';
import { RemovalNote } from './removal-note';

export interface MessagesPanelProps {
  itemId: number;
  otherPartyName?: string;
}

/** Refusals that mean "not your conversation" (signed out, suspended, not a party to it, item gone): told by the code. */
const LOCKED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['MESSAGING_LOCKED', 'ITEM_NOT_FOUND', 'UNAUTHORIZED', 'ACCOUNT_SUSPENDED', 'FORBIDDEN']);
const isLocked = (error: unknown) => error instanceof ApiError && error.code !== undefined && LOCKED.has(error.code);

export default function MessagesPanel({ itemId, otherPartyName }: MessagesPanelProps) {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const { user } = useSession();
  const expandRequested = new URLSearchParams(useSearch()).get('expand') === 'messages';
  const cardRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const signedIn = !!user;
  const conversation = useMessages(itemId, signedIn);
  const messages = conversation.data?.messages;

  useEffect(() => {
    if (expandRequested) cardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [expandRequested]);

  useEffect(
    () =>
      onRealtimeNotification((notification) => {
        if (notification.notificationType !== 'message' || notification.itemId !== itemId) return;
        void queryClient.invalidateQueries({ queryKey: messagesKey(itemId) });
      }),
    [itemId],
  );

  // Showing the conversation reads it: the unread badges elsewhere go with it.
  useEffect(() => {
    if (messages) queryClient.setQueryData(unreadMessagesKey(itemId), { count: 0 });
  }, [messages, itemId]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages?.length]);

  if (!signedIn || isLocked(conversation.error)) return <MessagingLocked />;

  return (
    <div ref={cardRef} className="scroll-mt-20">
      <Card className="overflow-hidden">
        <div className="px-4 py-3">
          <h2 className="font-semibold text-slate-900">{t('title')}</h2>
          {otherPartyName && <p className="truncate text-sm text-slate-600">{t('withParty', { name: otherPartyName })}</p>}
        </div>
        <div className="border-t border-slate-100 p-4">
          <div ref={listRef} className="mb-4 max-h-80 space-y-2 overflow-y-auto overscroll-contain" aria-live="polite">
            {conversation.isPending ? (
              <Spinner />
            ) : conversation.isError ? (
              <p className="py-6 text-center text-sm text-red-600">{t('loadFailed')}</p>
            ) : !messages?.length ? (
              <p className="py-6 text-center text-sm text-slate-500">{t('empty')}</p>
            ) : (
              messages.map((message) => {
                const mine = message.senderId === user.id;
                return (
                  <div key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                    <div
                      className={`max-w-[85%] rounded-2xl px-3 py-2 ${mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'}`}
                    >
                      <span className="sr-only">{mine ? t('you') : (otherPartyName ?? t('them'))}: </span>
                      {message.content ? (
                        <p className="whitespace-pre-wrap break-words text-sm">{message.content}</p>
                      ) : (
                        <p className="text-sm italic opacity-80">{t('erased')}</p>
                      )}
                      {message.removed.map((removal) => (
                        <RemovalNote key={removal} tone={mine ? 'mine' : 'theirs'}>
                          {t(removal === 'payment' ? 'removedPayment' : 'removedDocument')}
                        </RemovalNote>
                      ))}
                      <p className={`mt-1 text-[11px] ${mine ? 'text-white/75' : 'text-slate-500'}`}>{formatDateTime(message.createdAt, i18n.language)}</p>
                    </div>
                  </div>
                );
              })
            )}
          </div>
          <MessageComposer itemId={itemId} />
        </div>
      </Card>
    </div>
  );
}
