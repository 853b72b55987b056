/**
 * Sharing an item on WhatsApp (and the phone's own share sheet where the browser has one). Right
 * after posting it is a panel at the top of the new item's page, which opens at its top; later it
 * stays a pair of buttons for the finder (docs/decisions/0213).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { VerifyPhonePrompt } from '../../../components/verify-phone-prompt';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import { itemLink, whatsAppShareUrl } from '../lib/share-link';

/** The history state the post page navigates with, so this page knows the item was just posted. */
export const POSTED_STATE_KEY = 'okotaJustPosted';

// WhatsApp's dark green: white on it reads at 7.6:1 (its bright green would be 2:1). Its own
// classes, since a variant's background would win over an extra one in the stylesheet's order.
const WHATSAPP_BUTTON = 'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-[#075E54] px-4 text-sm font-medium text-white hover:bg-[#054b43]';

const noSubscription = () => () => {};

const wasJustPosted = () => {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  return !!state && typeof state === 'object' && (state as Record<string, unknown>)[POSTED_STATE_KEY] === true;
};

export function ShareItem({ itemId, title }: { itemId: number; title: string }) {
  const { t } = useTranslation(ITEMS_NS);
  const [justPosted] = useState(wasJustPosted);
  // The post page scrolled up already; this holds it there if the page grew while it loaded.
  useEffect(() => {
    if (justPosted) window.scrollTo(0, 0);
  }, [justPosted]);

  // Read after hydration: the server that drew the item's first screen knows neither (docs/decisions/0252).
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const url = itemLink(origin, itemId);
  const text = t('share.text', { title, link: url });
  const shareElsewhere = () => navigator.share({ title, text, url }).catch(() => undefined);

  const buttons = (
    <div className="flex flex-wrap gap-2">
      <a href={whatsAppShareUrl(text)} target="_blank" rel="noopener noreferrer" className={WHATSAPP_BUTTON}>
        <WhatsAppIcon /> {t('share.whatsApp')}
      </a>
      {canShare && (
        <Button variant="outline" onClick={() => void shareElsewhere()}>
          {t('share.other')}
        </Button>
      )}
    </div>
  );
  if (!justPosted) return <div className="mt-3">{buttons}</div>;
  return (
    <section aria-labelledby="item-posted-title" className="mt-3 rounded-xl border border-green-300 bg-green-50 p-4">
      <h2 id="item-posted-title" className="font-semibold text-green-900">
        {t('share.postedTitle')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-green-900">{t('share.postedBody')}</p>
      {buttons}
      <VerifyPhonePrompt after="posted" className="mt-3" />
    </section>
  );
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.2-.2-.5-.3Z" />
    </svg>
  );
}
