/**
 * A claim a guest started before signing in (lib/guest-drafts.ts): offered back on the claimer
 * dashboard with the item and the fee. 'Pay & Claim' opens the item, where the claim card takes
 * over; 'Cancel' forgets it. A claim the user has already made on that item needs no reminder.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { formatKsh } from '@okota/shared';
import { useItem } from '../../../features/items';
import type { MyClaim } from '../../../features/claims';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../i18n';
import { useGuestResume } from '../../../lib/guest-drafts';
import { useFees } from '../../../lib/public-data';
import { CLAIMER_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

export function ResumeClaimDialog({ userId, claims }: { userId: string; claims: MyClaim[] | undefined }) {
  const { t } = useTranslation(CLAIMER_NS);
  const [, navigate] = useLocation();
  const fees = useFees();
  const { claimIntent, clearClaimIntent } = useGuestResume();
  const itemId = Number(claimIntent?.itemId);
  const item = useItem(itemId, userId);
  const alreadyClaimed = !!claims?.some((c) => c.itemId === itemId && c.status !== 'rejected');
  const gone = item.isError || (item.data && item.data.finderId === userId);

  useEffect(() => {
    if (claimIntent && (alreadyClaimed || gone)) clearClaimIntent();
  }, [claimIntent, alreadyClaimed, gone, clearClaimIntent]);

  if (!claimIntent || !claims || alreadyClaimed || gone || !Number.isSafeInteger(itemId)) return null;

  const resume = () => {
    clearClaimIntent();
    navigate(ROUTES.item(itemId));
  };
  return (
    <Dialog open onOpenChange={(open) => !open && clearClaimIntent()} title={t('resume.title')} description={t('resume.body')} size="sm">
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        <div className="flex justify-between gap-4 p-3">
          <dt className="text-slate-600">{t('resume.item')}</dt>
          <dd className="min-w-0 truncate text-right font-medium">{item.data?.title ?? '…'}</dd>
        </div>
        <div className="flex justify-between gap-4 p-3">
          <dt className="text-slate-600">{t('resume.fee')}</dt>
          <dd className="font-bold">{formatKsh(fees.totalFee)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={clearClaimIntent}>
          {t('resume.cancel')}
        </Button>
        <Button onClick={resume}>{t('resume.continue')}</Button>
      </div>
    </Dialog>
  );
}
