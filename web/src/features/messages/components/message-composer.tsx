import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@okota/shared/constants';
import { messageSchema } from '@okota/shared/schemas/social.schema';
import { checkMessageTexts } from '@okota/shared/scrub-messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSendMessage } from '../api/send-message';
import { newSendKey } from '../api/send-retry';
import { MESSAGES_NS } from '../i18n';
import { RemovalNote } from './removal-note';

/**
 * The textarea and 'Send Message'; blank text cannot be sent, and the shared schema checks the length.
 * A send whose connection fails is retried with the same key (api/send-retry.ts); when every try
 * failed the text stays in the box, said not sent, with 'Tap to try again' (same key again).
 */
export function MessageComposer({ itemId }: { itemId: number }) {
  const { t } = useTranslation(MESSAGES_NS);
  const [content, setContent] = useState('');
  const [notSent, setNotSent] = useState(false);
  // One key per message: the same text sent again (a retry) keeps it, edited text is a new message.
  const keyed = useRef<{ content: string; key: string } | null>(null);
  const send = useSendMessage(itemId);
  const checked = messageSchema.safeParse({ itemId, content });
  const error = content.trim() && !checked.success ? checked.error.issues[0]?.message : undefined;
  const canSend = checked.success && !send.isPending;
  // Said before sending, in the same words the chat shows after (docs/decisions/0282): the server removes it either way.
  const removals = content.trim() ? checkMessageTexts([content]).removed[0] : [];

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const text = checked.data.content;
    if (keyed.current?.content !== text) keyed.current = { content: text, key: newSendKey() };
    setNotSent(false);
    send.mutate(
      { content: text, sendKey: keyed.current.key },
      {
        // The message appearing in the thread is the confirmation: no toast (issue 19, point 14).
        onSuccess: () => {
          keyed.current = null;
          setContent('');
        },
        onError: (failure) => {
          // A refusal says why (its code's words); anything else is the line or the server: keep the text, offer a retry.
          if (!(failure instanceof ApiError && failure.isRefusal)) return setNotSent(true);
          toast({ title: t('failed'), description: apiErrorText(failure, ''), variant: 'destructive' });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <textarea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        // Tries continue in the background for a few seconds: what they send is what the box shows.
        readOnly={send.isPending}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        aria-invalid={!!error}
        rows={3}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500"
      />
      {removals.length > 0 && (
        <div role="status" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
          {removals.map((removal) => (
            <RemovalNote key={removal} tone="draft">
              {t(removal === 'payment' ? 'willRemovePayment' : 'willRemoveDocument')}
            </RemovalNote>
          ))}
        </div>
      )}
      {notSent && !send.isPending && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{t('notSent')}</p>
          <Button type="button" variant="outline" onClick={() => submit()} disabled={!canSend}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={`text-xs ${error ? 'text-red-600' : 'text-slate-500'}`} role={error ? 'alert' : undefined}>
          {error ? messageWords(error) : content.length > MESSAGE_MAX_LENGTH * 0.8 ? t('counter', { count: content.length, max: MESSAGE_MAX_LENGTH }) : ''}
        </p>
        <Button type="submit" disabled={!canSend} className="w-full sm:w-auto">
          {send.isPending ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  );
}
