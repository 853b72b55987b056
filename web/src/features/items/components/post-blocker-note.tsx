/**
 * The line above the form's submit button that says why it cannot go yet: photos still on their
 * way (the button is disabled meanwhile), or, after a tap, the fields to fix, named as labelled.
 */
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import { fieldsToFix, postBlocker } from '../lib/photo-queue';

export const ITEM_FORM_STATUS_ID = 'item-form-status';

export function PostBlockerNote({ waitingPhotos, errors }: { waitingPhotos: number; errors: FieldErrors }) {
  const { t } = useTranslation(ITEMS_NS);
  const blocker = postBlocker({
    waitingPhotos,
    fieldLabels: fieldsToFix(errors, (key, number) => t(key, { number })),
  });
  return (
    // Always in the page, so a screen reader hears each change of the reason.
    <p id={ITEM_FORM_STATUS_ID} role="status" aria-live="polite" className={blocker ? 'text-sm font-medium text-amber-900' : 'sr-only'}>
      {blocker?.kind === 'photos' && t('photos.waiting', { count: blocker.count })}
      {blocker?.kind === 'fields' && t('form.fixFields', { fields: blocker.labels.join(', ') })}
    </p>
  );
}
