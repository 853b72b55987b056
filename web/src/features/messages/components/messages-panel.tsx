/**
 * The item page's conversation between the finder and the paying claimer (1-user-flows.md, item
 * detail page): a collapsible 'Messages' card with the unread count, opened by ?expand=messages,
 * polled every 3 s while open and refreshed at once when a message notification arrives (/ws).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { onRealtimeNotification } from '../../../lib/realtime-events';
import { useSession } from '../../../lib/session';
import { messagesKey, useMessages } from '../api/get-messages';
import { unreadMessagesKey, useUnreadMessageCount } from '../api/get-unread-count';
import { MESSAGES_NS } from '../i18n';
import { MessageComposer } from './message-composer';
import MessagingLocked from './messaging-locked';

export interface MessagesPanelProps {
  itemId: number;
  otherPartyName?: string;
}

const isLocked = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);

export default function MessagesPanel({ itemId, otherPartyName }: MessagesPanelProps) {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const { user } = useSession();
  const expandRequested = new URLSearchParams(useSearch()).get('expand') === 'messages';
  const [open, setOpen] = useState(expandRequested);
  const cardRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const signedIn = !!user;
  const unread = useUnreadMessageCount(itemId, signedIn && !open);
  const conversation = useMessages(itemId, signedIn && open);
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

  // Opening the conversation reads it: the badge goes with it.
  useEffect(() => {
    if (messages) queryClient.setQueryData(unreadMessagesKey(itemId), { count: 0 });
  }, [messages, itemId]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages?.length, open]);

  if (!signedIn || isLocked(unread.error) || isLocked(conversation.error)) return <MessagingLocked />;

  const unreadCount = open ? 0 : (unread.data?.count ?? 0);
  const panelId = `messages-panel-${itemId}`;

  return (
    <div ref={cardRef} className="scroll-mt-20">
      <Card className="overflow-hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-slate-50"
        >
          <span className="min-w-0">
            <span className="flex items-center gap-2">
              <span className="font-semibold text-slate-900">{t('title')}</span>
              {unreadCount > 0 && (
                <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white" aria-label={t('unread', { count: unreadCount })}>
                  {unreadCount > 9 ? '9+' : unreadCount}
                </span>
              )}
            </span>
            {otherPartyName && <span className="block truncate text-sm text-slate-500">{t('withParty', { name: otherPartyName })}</span>}
          </span>
          <svg aria-hidden className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="m6 9 6 6 6-6" />
          </svg>
          <span className="sr-only">{open ? t('hide') : t('show')}</span>
        </button>
        {open && (
          <div id={panelId} className="border-t border-slate-100 p-4">
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
                      <div className={`max-w-[85%] rounded-2xl px-3 py-2 ${mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'}`}>
                        <span className="sr-only">{mine ? t('you') : (otherPartyName ?? t('them'))}: </span>
                        {message.content ? <p className="whitespace-pre-wrap break-words text-sm">{message.content}</p> : <p className="text-sm italic opacity-80">{t('erased')}</p>}
                        <p className={`mt-1 text-[11px] ${mine ? 'text-white/75' : 'text-slate-500'}`}>{formatDateTime(message.createdAt, i18n.language)}</p>
                      </div>
                    </div>
                  );
                })
              )}
            </div>
            <MessageComposer itemId={itemId} />
          </div>
        )}
      </Card>
    </div>
  );
}
