/**
 * Claims to review: the owners' claims on what this desk posted. Any desk or manager member
 * decides them (docs/decisions/0242), comparing each answer with the expected one.
 */
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../i18n';
import { useReaderWords } from '../../../../lib/reader-words';
import { apiErrorText } from '../../../../lib/api-error-text';
import { formatDate } from '../../../../lib/format';
import { useDecideDeskClaim, useDeskClaims, type ClaimDecision } from '../api/desk-claims';
import type { DeskClaim } from '../api/types';
import { LoadFailed } from './load-failed';
import { DESK_NS } from '../i18n';

const STATUS_TONES = { pending: 'amber', approved: 'green', rejected: 'slate' } as const;
const MATCH_TONES = { match: 'green', close: 'amber', different: 'red' } as const;

export function ClaimsPanel({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation(DESK_NS);
  const claims = useDeskClaims(organisationId);
  if (claims.isPending) return <Spinner />;
  if (claims.isError) return <LoadFailed message={t('claims.failed')} onRetry={() => void claims.refetch()} />;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('claims.intro')}</p>
      {claims.data.claims.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-700" data-testid="desk-claims-empty">
          {t('claims.empty')}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="desk-claims">
          {claims.data.claims.map((claim) => (
            <ClaimCard key={claim.id} organisationId={organisationId} claim={claim} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ClaimCard({ organisationId, claim }: { organisationId: string; claim: DeskClaim }) {
  const { t, i18n } = useTranslation(DESK_NS);
  const read = useReaderWords();
  const decide = useDecideDeskClaim(organisationId);
  const [rejecting, setRejecting] = useState(false);
  // Approving hands the item to this person (at a public office the code goes out at once): asked twice (docs/decisions/0261).
  const [approving, setApproving] = useState(false);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const send = (decision: ClaimDecision) => {
    setError(undefined);
    decide.mutate({ claimId: claim.id, decision }, { onError: (failure) => setError(apiErrorText(failure, t('claims.decideFailed'))) });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="desk-claim" data-claim-id={claim.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="break-words font-semibold text-slate-900">
          <span className="text-slate-500">#{claim.item.id}</span> {claim.item.title}
        </p>
        <Badge tone={STATUS_TONES[claim.status]}>{t(`claims.status.${claim.status}`)}</Badge>
      </div>
      <p className="text-sm text-slate-600">{t('claims.claimer', { name: claim.claimerFirstName, date: formatDate(claim.createdAt, i18n.language) })}</p>
      <dl className="mt-3 space-y-2">
        {claim.answers.map((answer) => (
          <div key={answer.number} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-sm font-medium text-slate-700">{answer.question}</dt>
            <dd className="break-words text-slate-900">
              {read(answer.answer) ?? <span className="italic text-slate-500">{t('claims.noAnswer')}</span>}
              {answer.match && (
                <Badge tone={MATCH_TONES[answer.match]} className="ml-2">
                  {t(`claims.match.${answer.match}`)}
                </Badge>
              )}
              {answer.expectedAnswer && <span className="block text-sm text-slate-600">{t('claims.expected', { answer: answer.expectedAnswer })}</span>}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-sm font-medium text-slate-700">{t('claims.details')}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{read(claim.additionalDetails)}</dd>
        </div>
        {claim.description && (
          <div>
            <dt className="text-sm font-medium text-slate-700">{t('claims.lossDetails')}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{read(claim.description)}</dd>
          </div>
        )}
      </dl>
      {claim.status === 'pending' &&
        (rejecting ? (
          <div className="mt-3 space-y-2">
            <TextAreaField
              label={t('claims.notes')}
              maxLength={500}
              rows={2}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              data-testid="desk-claim-notes"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="danger"
                disabled={decide.isPending}
                onClick={() => send({ status: 'rejected', ...(notes.trim() ? { finderNotes: notes.trim() } : {}) })}
                data-testid="desk-claim-confirm-reject"
              >
                {decide.isPending ? t('claims.deciding') : t('claims.confirmReject')}
              </Button>
              <Button variant="ghost" onClick={() => setRejecting(false)}>
                {t('claims.cancel')}
              </Button>
            </div>
          </div>
        ) : approving ? (
          <div className="mt-3 space-y-2 rounded-lg bg-green-50 p-3" data-testid="desk-claim-approve-confirm">
            <p className="text-sm text-green-900">{t('claims.approveQuestion')}</p>
            <div className="flex flex-wrap gap-2">
              <Button disabled={decide.isPending} onClick={() => send({ status: 'approved' })} data-testid="desk-claim-confirm-approve">
                {decide.isPending ? t('claims.deciding') : t('claims.confirmApprove')}
              </Button>
              <Button variant="ghost" onClick={() => setApproving(false)}>
                {t('claims.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button disabled={decide.isPending} onClick={() => setApproving(true)} data-testid="desk-claim-approve">
              {t('claims.approve')}
            </Button>
            <Button variant="dangerOutline" disabled={decide.isPending} onClick={() => setRejecting(true)} data-testid="desk-claim-reject">
              {t('claims.reject')}
            </Button>
          </div>
        ))}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
