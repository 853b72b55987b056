/**
 * The finder dashboard's Claims tab: pending claims to approve or reject, and approvals still
 * waiting for payment, which the finder may withdraw; kept live over /ws.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { shownName } from '../../../lib/person-name';
import { useDecideClaim } from '../api/decide-claim';
import { useClaimsOnMyItems } from '../api/get-my-claims';
import { useLiveClaimUpdates } from '../hooks/use-live-claim-updates';
import type { ClaimOnMyItem } from '../api/types';
import { CLAIMS_NS } from '../i18n';
import { finderClaimRows } from '../lib/claim-view';
import { ClaimReviewCard } from './claim-review-card';
import { ApproveDialog, RejectDialog } from './decision-dialogs';
import { claimErrorText } from './error-text';

type Decision = { claim: ClaimOnMyItem; kind: 'approve' | 'reject' };

export function FinderClaimsPanel() {
  const { t } = useTranslation(CLAIMS_NS);
  const claims = useClaimsOnMyItems();
  const decide = useDecideClaim();
  const [decision, setDecision] = useState<Decision | null>(null);
  // A new claim or a payment on any of my items shows up here without a reload.
  useLiveClaimUpdates();

  if (claims.isPending) return <Spinner />;
  if (claims.isError) return <p className="py-8 text-center text-red-600">{t('finder.loadFailed')}</p>;

  const { pending, awaitingPayment } = finderClaimRows(claims.data);

  const run = (claim: ClaimOnMyItem, status: 'approved' | 'rejected', finderNotes?: string) =>
    decide.mutate(
      { claimId: claim.id, status, finderNotes: finderNotes || undefined },
      {
        onSuccess: () => {
          setDecision(null);
          toast({ title: t('finder.updated'), description: t(status === 'approved' ? 'finder.approvedToast' : 'finder.rejectedToast'), variant: 'success' });
        },
        onError: (error) => {
          setDecision(null);
          toast({ title: t('finder.updateFailed'), description: claimErrorText(error, t('dialog.failedBody')), variant: 'destructive' });
        },
      },
    );

  return (
    <div className="space-y-6">
      <section className="space-y-3">
        <h2 className="text-lg font-bold">{t('finder.title')}</h2>
        {pending.length === 0 ? (
          <Card className="p-8 text-center text-slate-600">{t('finder.empty')}</Card>
        ) : (
          pending.map(({ claim, action }) => (
            <ClaimReviewCard
              key={claim.id}
              claim={claim}
              actions={
                action === 'already-approved' ? (
                  <p className="self-center text-sm text-amber-800">{t('finder.alreadyApproved')}</p>
                ) : (
                  <>
                    <Button size="sm" onClick={() => setDecision({ claim, kind: 'approve' })}>
                      {t('finder.approve')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDecision({ claim, kind: 'reject' })}>
                      {t('finder.reject')}
                    </Button>
                  </>
                )
              }
            />
          ))
        )}
      </section>
      {awaitingPayment.length > 0 && (
        <section className="space-y-3">
          <h2 className="text-lg font-bold">{t('finder.approvedTitle')}</h2>
          {awaitingPayment.map(({ claim }) => (
            <ClaimReviewCard
              key={claim.id}
              claim={claim}
              actions={
                <>
                  <p className="w-full text-sm text-slate-600">{t('finder.approvedHint', { name: shownName(claim.claimerFirstName) })}</p>
                  <Button size="sm" variant="outline" onClick={() => setDecision({ claim, kind: 'reject' })}>
                    {t('finder.revoke')}
                  </Button>
                </>
              }
            />
          ))}
        </section>
      )}
      {decision?.kind === 'approve' && (
        <ApproveDialog
          open
          claimerName={shownName(decision.claim.claimerFirstName)}
          busy={decide.isPending}
          onCancel={() => setDecision(null)}
          onConfirm={() => run(decision.claim, 'approved')}
        />
      )}
      {decision?.kind === 'reject' && (
        <RejectDialog
          open
          claimerName={shownName(decision.claim.claimerFirstName)}
          busy={decide.isPending}
          revoking={decision.claim.status === 'approved'}
          onCancel={() => setDecision(null)}
          onConfirm={(reason) => run(decision.claim, 'rejected', reason)}
        />
      )}
    </div>
  );
}
