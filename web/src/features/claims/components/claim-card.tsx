/**
 * The claim card of the item page: the six viewer states of docs/product/user-flows.md section 2 (guest,
 * no verification, pending, rejected, approved and unpaid, paid), the 'Item Has Approved
 * Claimer' notice for everyone else, and the 'Your Posted Item' note for the finder. A signed-in
 * owner sees where they are on Claim → Approved → Pay → Meet → Done, kept live over /ws.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { MAX_CLAIMS_PER_ITEM, formatKsh } from '@okota/shared';
import { ClaimSteps } from '../../../components/claim-steps';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { useFees } from '../../../lib/public-data';
import { useSession } from '../../../lib/session';
import { useVerificationStatus } from '../api/get-verification-status';
import type { ClaimableItem } from '../api/types';
import { useClaimIntent } from '../hooks/use-claim-intent';
import { useLiveClaimUpdates } from '../hooks/use-live-claim-updates';
import { CLAIMS_NS } from '../i18n';
import { claimCardView, type ClaimCardView } from '../lib/claim-view';
import { ApprovedClaimerNotice, FeeSplit, PostedItemNotice, StateCard } from './claim-card-parts';
import { StickyClaimBar } from './sticky-claim-bar';
import { VerifyPhonePrompt } from '../../../components/verify-phone-prompt';

export { ApprovedClaimerNotice } from './claim-card-parts';

const VerificationDialog = lazy(() => import('./verification-dialog'));
const GuestClaimDialog = lazy(() => import('./guest-claim-dialog'));

export interface ClaimCardProps {
  item: ClaimableItem;
  /** The payments feature's 'Pay KSh {fee} & Get Contact' button with its dialog. */
  payAction?: ReactNode;
  /** The payments feature's success message and contact card (with the Pay/Meet/Done steps). */
  paidContent?: ReactNode;
}

export function ClaimCard({ item, payAction, paidContent }: ClaimCardProps) {
  const { user, isSignedIn } = useSession();
  useLiveClaimUpdates(item.id, isSignedIn);
  if (!user) return <GuestClaim item={item} />;
  if (claimCardView(item, user.id).kind === 'own-item') return <PostedItemNotice item={item} />;
  return <SignedInClaim item={item} userId={user.id} payAction={payAction} paidContent={paidContent} />;
}

/** "You pay a fee of KSh 150 only if the finder approves you": the fee is said before anyone claims. */
function FeeNote({ item }: { item: ClaimableItem }) {
  const { t } = useTranslation(CLAIMS_NS);
  const fees = useFees(item);
  const key = item.heldBy?.free ? 'card.feeNoteFree' : item.heldBy ? 'card.feeNoteHeld' : 'card.feeNote';
  return (
    <>
      <p className="font-medium text-slate-800" data-testid="claim-fee-note">
        {t(key, { amount: formatKsh(fees.totalFee), place: item.heldBy?.name ?? '' })}
      </p>
      <FeeSplit item={item} />
    </>
  );
}

function GuestClaim({ item }: { item: ClaimableItem }) {
  const { t } = useTranslation(CLAIMS_NS);
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const view = claimCardView(item, null);
  if (view.kind === 'hidden') return null;
  if (view.kind === 'approved-elsewhere') return <ApprovedClaimerNotice />;
  return (
    <StateCard
      ref={card}
      tone="brand"
      text={
        <>
          <p>{t('card.guest')}</p>
          <FeeNote item={item} />
        </>
      }
    >
      <Button className="w-full" onClick={() => setOpen(true)}>
        {t('card.signInToClaim')}
      </Button>
      <StickyClaimBar item={item} card={card} onClaim={() => setOpen(true)} />
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
  const view = claimCardView(item, userId, verification);
  if (view.kind === 'paid') return <>{paidContent ?? null}</>;
  if (view.kind === 'hidden') return null;
  if (view.kind === 'approved-elsewhere') return <ApprovedClaimerNotice />;
  if (view.kind === 'loading') {
    return (
      <StateCard tone="brand" text={<span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200" />}>
        <span className="block h-11 w-full animate-pulse rounded-lg bg-slate-100" />
      </StateCard>
    );
  }
  if (view.kind === 'load-failed') {
    return (
      <StateCard tone="red" text={<p>{t('card.loadFailed')}</p>}>
        <Button variant="outline" className="w-full" onClick={() => verification.refetch()}>
          {t('common:retry')}
        </Button>
      </StateCard>
    );
  }
  return <ClaimState item={item} view={view} payAction={payAction} />;
}

function ClaimState({ item, view, payAction }: { item: ClaimableItem; view: ClaimCardView; payAction?: ReactNode }) {
  const { t } = useTranslation(CLAIMS_NS);
  const fees = useFees(item);
  const [verifying, setVerifying] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const dialog = verifying && (
    <Suspense fallback={null}>
      <VerificationDialog item={item} open={verifying} onOpenChange={setVerifying} />
    </Suspense>
  );
  const claimAgain = () => setVerifying(true);
  // Back from "Sign in to claim" (?claim=1): the form opens by itself when a claim can be made.
  useClaimIntent(view.kind === 'start' || (view.kind === 'rejected' && view.canClaimAgain), claimAgain);

  switch (view.kind) {
    case 'pending':
      return (
        <StateCard
          tone="amber"
          steps={<ClaimSteps current="approved" />}
          text={
            <>
              <p>{t('card.pending')}</p>
              {view.underReview && (
                <p className="font-medium text-amber-900" data-testid="claim-held">
                  {t('held.title')}: {t(`held.${view.underReview}`)}
                </p>
              )}
              {!view.underReview && view.usualAnswerHours !== null && (
                <p className="font-medium text-slate-800" data-testid="usual-answer">
                  {t('card.usualAnswer', { count: view.usualAnswerHours })}
                </p>
              )}
              <VerifyPhonePrompt after="claimed" />
            </>
          }
        >
          <Button className="w-full" disabled>
            {t('card.awaitingApproval')}
          </Button>
        </StateCard>
      );
    case 'rejected':
      return (
        <StateCard ref={card} tone="red" steps={<ClaimSteps current="claim" />} text={<p>{t('card.rejected')}</p>}>
          {view.finderNotes && <p className="text-sm text-slate-600">{t('card.finderSaid', { notes: view.finderNotes })}</p>}
          {view.canClaimAgain ? (
            <>
              <Button className="w-full" onClick={claimAgain}>
                {t('card.tryAgain')}
              </Button>
              <StickyClaimBar item={item} card={card} onClaim={claimAgain} />
            </>
          ) : (
            <p className="text-sm font-medium text-slate-700">{t('card.noAttemptsLeft', { count: MAX_CLAIMS_PER_ITEM })}</p>
          )}
          {dialog}
        </StateCard>
      );
    case 'refunded':
      return (
        <StateCard tone="amber" steps={<ClaimSteps current="pay" />} text={<p data-testid="claim-refunded">{t(`card.refunded.${view.refund}`)}</p>}>
          {null}
        </StateCard>
      );
    case 'approved':
      return (
        <StateCard
          tone="green"
          steps={<ClaimSteps current="pay" />}
          text={
            <>
              <p>{t(item.heldBy?.free ? 'card.approvedFree' : item.heldBy ? 'card.approvedHeld' : 'card.approved', { amount: formatKsh(fees.totalFee) })}</p>
              <FeeSplit item={item} />
            </>
          }
        >
          {/* A public office hands over free: no pay button, the code shows below (docs/decisions/0261). */}
          {item.heldBy?.free
            ? null
            : (payAction ?? (
                <Button variant="accent" className="w-full disabled:opacity-60" disabled>
                  {t(item.heldBy ? 'card.payHeld' : 'card.pay', { amount: formatKsh(fees.totalFee) })}
                </Button>
              ))}
        </StateCard>
      );
    default:
      return (
        <StateCard
          ref={card}
          tone="brand"
          steps={<ClaimSteps current="claim" />}
          text={
            <>
              <p>{t('card.none')}</p>
              <FeeNote item={item} />
            </>
          }
        >
          <Button className="w-full" onClick={claimAgain}>
            {t('card.startVerification')}
          </Button>
          <StickyClaimBar item={item} card={card} onClaim={claimAgain} />
          {dialog}
        </StateCard>
      );
  }
}
