/**
 * The claimer dashboard's My Claims: Under Review, Approved, Rejected. Opening an approved,
 * unpaid claim leaves the 'triggerPayment' marker so the item page opens the payment dialog.
 */
import { Link, useLocation } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { STORAGE_KEYS, writeSession } from '../../../lib/storage';
import { useMyClaims } from '../api/get-my-claims';
import type { MyClaim } from '../api/types';
import { useLiveClaimUpdates } from '../hooks/use-live-claim-updates';
import { CLAIMS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

const statusTone = { pending: 'amber', approved: 'green', rejected: 'red' } as const;

/**
 * `paidBackItemIds`: items whose payment went (or goes) back to the claimer; they are not offered for payment again.
 * `doneItemIds`: items whose hand-over is done; their claim says "Done", not "Paid".
 */
export function ClaimerClaimsList({ paidBackItemIds, doneItemIds }: { paidBackItemIds?: ReadonlySet<number>; doneItemIds?: ReadonlySet<number> } = {}) {
  const { t } = useTranslation(CLAIMS_NS);
  const claims = useMyClaims();
  useLiveClaimUpdates();
  if (claims.isPending) return <Spinner />;
  if (claims.isError) return <p className="py-8 text-center text-red-600">{t('claimer.loadFailed')}</p>;
  if (claims.data.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="text-slate-600">{t('claimer.empty')}</p>
        <Link href={ROUTES.search} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('claimer.search')}
        </Link>
      </Card>
    );
  }
  return (
    <ul className="space-y-3">
      {claims.data.map((claim) => (
        <ClaimRow key={claim.id} claim={claim} paidBack={!!paidBackItemIds?.has(claim.itemId)} isDone={!!doneItemIds?.has(claim.itemId)} />
      ))}
    </ul>
  );
}

function ClaimRow({ claim, paidBack, isDone }: { claim: MyClaim; paidBack: boolean; isDone: boolean }) {
  const { t, i18n } = useTranslation(CLAIMS_NS);
  const [, navigate] = useLocation();
  const awaitingPayment = claim.status === 'approved' && !claim.hasPaid && !paidBack;
  const open = () => {
    if (awaitingPayment) writeSession(STORAGE_KEYS.triggerPayment, String(claim.itemId));
    navigate(ROUTES.item(claim.itemId));
  };
  return (
    <li>
      <Card className="flex items-stretch gap-3 p-3 sm:p-4">
        <button type="button" onClick={open} className="flex min-w-0 flex-1 gap-3 text-left" data-testid="my-claim">
          {claim.item.imageUrl ? (
            <img src={claim.item.imageUrl} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover" loading="lazy" />
          ) : (
            <span className="h-14 w-14 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
          )}
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="truncate font-semibold text-slate-900">{claim.item.title}</span>
              <Badge tone={statusTone[claim.status]}>{t(`status.${claim.status}`)}</Badge>
              {claim.hasPaid && (isDone ? <Badge tone="green">{t('status.done')}</Badge> : <Badge tone="brand">{t('status.paid')}</Badge>)}
            </span>
            <span className="block text-xs text-slate-500">{t('claimer.submitted', { date: formatDate(claim.createdAt, i18n.language) })}</span>
            {awaitingPayment && <span className="mt-1 block text-sm font-medium text-green-800">{t('claimer.payNow')}</span>}
            {claim.status === 'pending' && claim.underReview && (
              <span className="mt-1 block text-sm text-amber-900" data-testid="claim-held">
                {t(`held.${claim.underReview}`)}
              </span>
            )}
            {claim.status === 'rejected' && claim.finderNotes && (
              <span className="mt-1 block break-words text-sm text-slate-600">{t('claimer.reason', { notes: claim.finderNotes })}</span>
            )}
          </span>
        </button>
        {claim.hasPaid && (
          <Link href={`${ROUTES.item(claim.itemId)}?expand=messages`} className={buttonClass('outline', 'sm', 'self-center shrink-0')}>
            {t('claimer.contactFinder')}
          </Link>
        )}
      </Card>
    </li>
  );
}
