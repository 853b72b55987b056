/** The claim card's frame and the two notices that stand in its place for other viewers. */
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '@okota/shared';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { useFees } from '../../../lib/public-data';
import type { ClaimableItem } from '../api/types';
import { CLAIMS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

const tones = {
  brand: 'border-l-brand-600',
  amber: 'border-l-amber-500',
  red: 'border-l-red-500',
  green: 'border-l-green-600',
};

interface StateCardProps {
  tone: keyof typeof tones;
  text: ReactNode;
  /** The step indicator, above the text. */
  steps?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function StateCard({ tone, text, steps, children, ref }: StateCardProps) {
  const { t } = useTranslation(CLAIMS_NS);
  return (
    <div ref={ref}>
      <Card className={`border-l-4 p-4 sm:p-5 ${tones[tone]}`} data-testid="claim-card">
        <h2 className="text-base font-bold text-slate-900">{t('card.title')}</h2>
        {steps && <div className="mt-3">{steps}</div>}
        <div className="mt-3 space-y-1.5 text-sm text-slate-700">{text}</div>
        <div className="mt-4 space-y-3">{children}</div>
      </Card>
    </div>
  );
}

/**
 * Who gets what of the fee (issue 25: it is not "the finder's fee"; the finder gets their share).
 * A held item names who receives the share, or says there is none; a public office says nothing,
 * because there is nothing to split (docs/decisions/0261).
 */
export function FeeSplit({ item }: { item: ClaimableItem }) {
  const { t } = useTranslation(CLAIMS_NS);
  const fees = useFees(item);
  if (item.heldBy?.free) return null;
  if (item.heldBy) {
    const shareTo = item.fees?.shareTo ?? (fees.finderAmount > 0 ? 'finder' : 'none');
    return (
      <p className="text-slate-600" data-testid="claim-fee-split">
        {t(`card.feeSplitHeld.${shareTo}`, {
          finderAmount: formatKsh(fees.finderAmount),
          platformAmount: formatKsh(fees.platformAmount),
          place: item.heldBy.name,
        })}
      </p>
    );
  }
  return (
    <p className="text-slate-600" data-testid="claim-fee-split">
      {t('card.feeSplit', { finderAmount: formatKsh(fees.finderAmount), platformAmount: formatKsh(fees.platformAmount) })}
    </p>
  );
}

export function ApprovedClaimerNotice() {
  const { t } = useTranslation(CLAIMS_NS);
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 shadow-sm sm:p-5" role="status">
      <h2 className="text-base font-bold text-amber-900">{t('card.approvedClaimerTitle')}</h2>
      <p className="mt-1 text-sm text-amber-900">{t('card.approvedClaimerBody')}</p>
    </div>
  );
}

export function PostedItemNotice({ item }: { item: ClaimableItem }) {
  const { t } = useTranslation(CLAIMS_NS);
  const claimed = item.isClaimed || item.status === 'claimed' || item.status === 'completed';
  // Once the owner confirmed the hand-over there is nothing left to arrange.
  const body = item.status === 'completed' ? 'card.postedHandedOverBody' : claimed ? 'card.postedClaimedBody' : 'card.postedBody';
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-bold text-brand-800">{t('card.postedTitle')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t(body)}</p>
      {!claimed && (
        <Link href={ROUTES.finderDashboard} className={buttonClass('outline', 'sm', 'mt-3')}>
          {t('card.reviewClaims')}
        </Link>
      )}
    </div>
  );
}
