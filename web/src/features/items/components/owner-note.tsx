import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';

/** The 'Your Posted Item' note the finder sees on their own item. */
export function OwnerNote({ claimed }: { claimed: boolean }) {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <section className="rounded-xl border border-brand-100 bg-brand-50 p-4" aria-labelledby="owner-note-title">
      <h2 id="owner-note-title" className="font-bold text-brand-800">{t('item.ownerTitle')}</h2>
      <p className="mt-1 text-sm text-slate-700">{claimed ? t('item.ownerClaimedBody') : t('item.ownerBody')}</p>
    </section>
  );
}
