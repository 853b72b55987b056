/**
 * 'Leave a Review' on a paid item: the claimer reviews the finder, the finder the claimer. Once
 * the signed-in user has reviewed the item, the card thanks them instead.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { useItemReviews } from '../api/get-item-reviews';
import { REVIEWS_NS } from '../i18n';
import { StarsDisplay } from './stars';

const ReviewDialog = lazy(() => import('./review-dialog'));

export interface LeaveReviewCardProps {
  itemId: number;
  revieweeId: string;
  revieweeName?: string;
  type: 'finder' | 'claimer';
}

export default function LeaveReviewCard({ itemId, revieweeId, revieweeName, type }: LeaveReviewCardProps) {
  const { t } = useTranslation(REVIEWS_NS);
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const reviews = useItemReviews(itemId, !!user);
  const mine = reviews.data?.find((review) => review.reviewerId === user?.id);
  // Nobody reviews themselves; the server refuses it too.
  if (!user || user.id === revieweeId) return null;

  if (mine) {
    return (
      <Card className="p-5">
        <h3 className="font-semibold text-slate-900">{t('leave.done')}</h3>
        <div className="mt-2 flex items-center gap-2">
          <StarsDisplay rating={mine.rating} />
          <span className="text-sm text-slate-600">{t('leave.doneBody', { rating: mine.rating })}</span>
        </div>
      </Card>
    );
  }

  const name = revieweeName ? ` ${revieweeName}` : '';
  return (
    <Card className="p-5">
      <h3 className="font-semibold text-slate-900">{t('leave.title')}</h3>
      <p className="mt-1 text-sm text-slate-600">{type === 'finder' ? t('leave.bodyFinder', { name }) : t('leave.bodyClaimer', { name })}</p>
      <Button className="mt-4 w-full sm:w-auto" variant="accent" onClick={() => setOpen(true)} disabled={reviews.isPending}>
        {t('leave.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog open={open} onOpenChange={setOpen} itemId={itemId} revieweeId={revieweeId} type={type} />
        </Suspense>
      )}
    </Card>
  );
}
