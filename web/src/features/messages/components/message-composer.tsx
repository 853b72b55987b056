import { useState, type FormEvent, type KeyboardEvent } from 'react';
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
import { MESSAGES_NS } from '../i18n';

/** The textarea and 'Send Message'; blank text cannot be sent, and the shared schema checks the length. */
export function MessageComposer({ itemId }: { itemId: number }) {
  const { t } = useTranslation(MESSAGES_NS);
  const [content, setContent] = useState('');
  const send = useSendMessage(itemId);
  const checked = messageSchema.safeParse({ itemId, content });
  const error = content.trim() && !checked.success ? checked.error.issues[0]?.message : undefined;
  const canSend = checked.success && !send.isPending;
  // Said before sending, in the same words the chat shows after (docs/decisions/0282): the server removes it either way.
  const removals = content.trim() ? checkMessageTexts([content]).removed[0] : [];

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    send.mutate(checked.data.content, {
      // The message appearing in the thread is the confirmation: no toast (issue 19, point 14).
      onSuccess: () => setContent(''),
      onError: (failure) => {
        const message = failure instanceof ApiError ? apiErrorText(failure, '') : undefined;
        toast({ title: t('failed'), description: message, variant: 'destructive' });
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <textarea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        aria-invalid={!!error}
        rows={3}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500"
      />
      {removals.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {removals.map((removal) => (
            <p key={removal}>{t(removal === 'payment' ? 'willRemovePayment' : 'willRemoveDocument')}</p>
          ))}
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
