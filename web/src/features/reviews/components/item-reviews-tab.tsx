/** The item page's Reviews tab: what owners say about the item's finder. */
import { useTranslation } from '../../../i18n';
import { REVIEWS_NS } from '../i18n';
import UserReviewsPanel from './user-reviews-panel';

export default function ItemReviewsTab({ finderId }: { finderId: string }) {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('panel.aboutFinder')}</h2>
      <UserReviewsPanel userId={finderId} />
    </section>
  );
}
