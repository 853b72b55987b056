/**
 * The claimer's overview: approved claims waiting for payment first (the one thing to do next),
 * the latest claims, how claiming works and how to stay safe.
 */
import { Link, useLocation } from 'wouter';
import { formatKsh } from '@okota/shared';
import type { MyClaim } from '../../../features/claims';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useFees } from '../../../lib/public-data';
import { STORAGE_KEYS, writeSession } from '../../../lib/storage';
import { ItemRow } from '../dashboard/item-tile';
import { SectionCard } from '../dashboard/states';
import { CLAIMER_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

const LATEST_CLAIMS = 3;
const statusTone = { pending: 'amber', approved: 'green', rejected: 'red' } as const;
const statusKey = { pending: 'claims:status.pending', approved: 'claims:status.approved', rejected: 'claims:status.rejected' } as const;

export function ClaimerOverviewTab({
  claims,
  onShowClaims,
  paidBackItemIds,
}: {
  claims: MyClaim[];
  onShowClaims: () => void;
  /** Items whose payment is going back to the claimer: nothing is left to pay for them. */
  paidBackItemIds?: ReadonlySet<number>;
}) {
  const { t, tObject, i18n } = useTranslation(CLAIMER_NS);
  const [, navigate] = useLocation();
  const fees = useFees();
  const toPay = claims.filter((c) => c.status === 'approved' && !c.hasPaid && !paidBackItemIds?.has(c.itemId));
  const pay = (claim: MyClaim) => {
    // The item page opens the payment dialog when it finds this marker (docs/product/user-flows.md, item page).
    writeSession(STORAGE_KEYS.triggerPayment, String(claim.itemId));
    navigate(ROUTES.item(claim.itemId));
  };

  return (
    <div className="space-y-5">
      {toPay.map((claim) => (
        <div key={claim.id} className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-green-900">{t('overview.payTitle')}</p>
            <p className="mt-1 break-words text-sm text-green-900">{t('overview.payBody', { title: claim.item.title, fee: formatKsh(fees.totalFee) })}</p>
          </div>
          <Button className="shrink-0" onClick={() => pay(claim)}>
            {t('overview.pay')}
          </Button>
        </div>
      ))}

      <div className="grid min-w-0 gap-5 lg:grid-cols-2 lg:items-start">
        <SectionCard
          title={t('overview.latest')}
          action={
            claims.length > LATEST_CLAIMS ? (
              <button type="button" onClick={onShowClaims} className="text-sm font-medium text-brand-700 hover:underline">
                {t('overview.viewAll')}
              </button>
            ) : undefined
          }
        >
          {claims.length === 0 ? (
            <div className="py-4 text-center">
              <p className="text-sm text-slate-600">{t('overview.empty')}</p>
              <Link href={ROUTES.search} className={buttonClass('primary', 'md', 'mt-4')}>
                {t('search')}
              </Link>
            </div>
          ) : (
            <ul className="-mx-2 divide-y divide-slate-100">
              {claims.slice(0, LATEST_CLAIMS).map((claim) => (
                <ItemRow
                  key={claim.id}
                  href={ROUTES.item(claim.itemId)}
                  image={claim.item.imageUrl}
                  title={claim.item.title}
                  subtitle={`${claim.item.location} · ${formatDate(claim.createdAt, i18n.language)}`}
                  badge={<Badge tone={statusTone[claim.status]}>{t(statusKey[claim.status])}</Badge>}
                />
              ))}
            </ul>
          )}
        </SectionCard>

        <div className="min-w-0 space-y-5">
          <SectionCard title={t('overview.stepsTitle')}>
            <ol className="space-y-3">
              {tObject<string[]>('overview.steps', { totalFee: formatKsh(fees.totalFee) }).map((step, index) => (
                <li key={step} className="flex gap-3 text-sm text-slate-700">
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">{index + 1}</span>
                  <span className="min-w-0 pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </SectionCard>

          <SectionCard title={t('overview.safetyTitle')}>
            <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
              {tObject<string[]>('overview.safety').map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
