/** A user's rating summary and their 5 most recent reviews (docs/product/user-flows.md, reviews panel). */
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { formatRelative } from '../../../lib/format';
import { shownName } from '../../../lib/person-name';
import { useUserRating } from '../api/get-user-rating';
import { useUserReviews } from '../api/get-user-reviews';
import type { Review } from '../api/keys';
import { REVIEWS_NS } from '../i18n';
import { StarsDisplay } from './stars';

const RECENT_REVIEWS = 5;

export function reviewerName(reviewer: Review['reviewer'], anonymous: string): string {
  return shownName([reviewer.firstName, reviewer.lastName].filter(Boolean).join(' ').trim()) || anonymous;
}

export default function UserReviewsPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(REVIEWS_NS);
  const rating = useUserRating(userId);
  const reviews = useUserReviews(userId);

  if (rating.isPending || reviews.isPending) return <Spinner />;
  if (rating.isError || reviews.isError) return <p className="py-6 text-center text-sm text-red-600">{t('panel.loadFailed')}</p>;

  const { rating: average, count } = rating.data;
  const recent = reviews.data.slice(0, RECENT_REVIEWS);

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4 rounded-xl bg-amber-50 p-4">
        <p className="text-4xl font-bold text-slate-900">{count ? average.toFixed(1) : '–'}</p>
        <div>
          <StarsDisplay rating={average} size={20} />
          <p className="mt-1 text-sm text-slate-600">{count ? `${t('panel.outOf')} · ${t('panel.basedOn', { count })}` : t('panel.empty')}</p>
        </div>
      </div>
      {recent.length > 0 && (
        <section>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('panel.recent')}</h3>
          <ul className="divide-y divide-slate-100">
            {recent.map((review) => (
              <li key={review.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-900">{reviewerName(review.reviewer, t('panel.anonymous'))}</span>
                  <span className="text-xs text-slate-500">{formatRelative(review.createdAt, i18n.language) ?? t('panel.recently')}</span>
                </div>
                <div className="mt-1">
                  <StarsDisplay rating={review.rating} />
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">{review.comment}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
