import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';

/** Shown when the category is Documents: a photo of an ID card must not publish its numbers. */
export function DocumentsWarning() {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <svg viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 3l9 16H3zM12 10v4M12 17h.01" />
      </svg>
      <div>
        <p className="font-semibold">{t('form.docsTitle')}</p>
        <p className="mt-1 text-sm">{t('form.docsBody')}</p>
      </div>
    </div>
  );
}
