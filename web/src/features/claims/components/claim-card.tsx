/**
 * The claim card of the item page: the six viewer states of 1-user-flows.md section 2 (guest,
 * no verification, pending, rejected, approved and unpaid, paid), the 'Item Has Approved
 * Claimer' notice for everyone else, and the 'Your Posted Item' note for the finder.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { MAX_CLAIMS_PER_ITEM, formatKsh } from '@okota/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { useFees } from '../../../lib/public-data';
import { useSession } from '../../../lib/session';
import { useVerificationStatus } from '../api/get-verification-status';
import type { ClaimableItem, VerificationStatus } from '../api/types';
import { CLAIMS_NS } from '../i18n';

const VerificationDialog = lazy(() => import('./verification-dialog'));
const GuestClaimDialog = lazy(() => import('./guest-claim-dialog'));

export interface ClaimCardProps {
  item: ClaimableItem;
  /** The payments feature's 'Pay KSh {fee} & Get Contact' button with its dialog. */
  payAction?: ReactNode;
  /** The payments feature's success message and contact card. */
  paidContent?: ReactNode;
}

export function ClaimCard({ item, payAction, paidContent }: ClaimCardProps) {
  const { user, isSignedIn } = useSession();
  if (user && user.id === item.finderId) return <PostedItemNotice item={item} />;
  if (!isSignedIn) return <GuestClaim item={item} />;
  return <SignedInClaim item={item} userId={user!.id} payAction={payAction} paidContent={paidContent} />;
}

const isOpenForClaims = (item: ClaimableItem) => item.status === 'available' && !item.isClaimed;

function GuestClaim({ item }: { item: ClaimableItem }) {
  const { t } = useTranslation(CLAIMS_NS);
  const [open, setOpen] = useState(false);
  if (!isOpenForClaims(item)) return null;
  if (item.claimedBy) return <ApprovedClaimerNotice />;
  return (
    <StateCard tone="brand" text={t('card.guest')}>
      <Button className="w-full" onClick={() => setOpen(true)}>{t('card.signInToClaim')}</Button>
      {open && (
        <Suspense fallback={null}>
          <GuestClaimDialog item={item} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </StateCard>
  );
}

function SignedInClaim({ item, userId, payAction, paidContent }: ClaimCardProps & { userId: string }) {
  const { t } = useTranslation(CLAIMS_NS);
  const verification = useVerificationStatus(item.id, userId);
  const state = verification.data;
  if (state?.status === 'approved' && state.hasPaid) return <>{paidContent ?? null}</>;
  if (!isOpenForClaims(item)) return null;
  if (item.claimedBy && item.claimedBy !== userId) return <ApprovedClaimerNotice />;
  if (verification.isPending) {
    return (
      <StateCard tone="brand" text={<span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200" />}>
        <span className="block h-11 w-full animate-pulse rounded-lg bg-slate-100" />
      </StateCard>
    );
  }
  if (verification.isError || !state) {
    return (
      <StateCard tone="red" text={t('card.loadFailed')}>
        <Button variant="outline" className="w-full" onClick={() => verification.refetch()}>{t('common:retry')}</Button>
      </StateCard>
    );
  }
  return <ClaimState item={item} state={state} payAction={payAction} />;
}

function ClaimState({ item, state, payAction }: { item: ClaimableItem; state: VerificationStatus; payAction?: ReactNode }) {
  const { t } = useTranslation(CLAIMS_NS);
  const fees = useFees();
  const [verifying, setVerifying] = useState(false);
  const dialog = verifying && (
    <Suspense fallback={null}>
      <VerificationDialog item={item} open={verifying} onOpenChange={setVerifying} />
    </Suspense>
  );

  switch (state.status) {
    case 'pending':
      return (
        <StateCard tone="amber" text={t('card.pending')}>
          <Button className="w-full" disabled>{t('card.awaitingApproval')}</Button>
        </StateCard>
      );
    case 'rejected':
      return (
        <StateCard tone="red" text={t('card.rejected')}>
          {state.finderNotes && <p className="text-sm text-slate-600">{t('card.finderSaid', { notes: state.finderNotes })}</p>}
          {state.claimsLeft > 0 ? (
            <Button className="w-full" onClick={() => setVerifying(true)}>{t('card.tryAgain')}</Button>
          ) : (
            <p className="text-sm font-medium text-slate-700">{t('card.noAttemptsLeft', { count: MAX_CLAIMS_PER_ITEM })}</p>
          )}
          {dialog}
        </StateCard>
      );
    case 'approved':
      return (
        <StateCard tone="green" text={t('card.approved', { amount: formatKsh(fees.totalFee) })}>
          {payAction ?? <Button variant="accent" className="w-full disabled:opacity-60" disabled>{t('card.pay', { amount: formatKsh(fees.totalFee) })}</Button>}
        </StateCard>
      );
    default:
      return (
        <StateCard tone="brand" text={t('card.none')}>
          <Button className="w-full" onClick={() => setVerifying(true)}>{t('card.startVerification')}</Button>
          {dialog}
        </StateCard>
      );
  }
}

const tones = {
  brand: 'border-l-brand-600',
  amber: 'border-l-amber-500',
  red: 'border-l-red-500',
  green: 'border-l-green-600',
};

function StateCard({ tone, text, children }: { tone: keyof typeof tones; text: ReactNode; children: ReactNode }) {
  const { t } = useTranslation(CLAIMS_NS);
  return (
    <Card className={`border-l-4 p-4 sm:p-5 ${tones[tone]}`} data-testid="claim-card">
      <h2 className="text-base font-bold text-slate-900">{t('card.title')}</h2>
      <p className="mt-1.5 text-sm text-slate-700">{text}</p>
      <div className="mt-4 space-y-3">{children}</div>
    </Card>
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

function PostedItemNotice({ item }: { item: ClaimableItem }) {
  const { t } = useTranslation(CLAIMS_NS);
  const claimed = item.isClaimed || item.status === 'claimed' || item.status === 'completed';
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-bold text-brand-800">{t('card.postedTitle')}</h2>
      <p className="mt-1 text-sm text-slate-700">{claimed ? t('card.postedClaimedBody') : t('card.postedBody')}</p>
      {!claimed && (
        <Link href="/finder-dashboard" className={buttonClass('outline', 'sm', 'mt-3')}>{t('card.reviewClaims')}</Link>
      )}
    </div>
  );
}
