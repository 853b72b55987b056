/** One claim on the finder's item: the questions with the claimer's answers, details, proof. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { shownName } from '../../../lib/person-name';
import { useReaderWords } from '../../../lib/reader-words';
import type { AnswerMatch, ClaimOnMyItem } from '../api/types';
import { CLAIMS_NS } from '../i18n';
import { ProofPreview } from './proof-preview';
import { ROUTES } from '@okota/shared/routes';

const matchTone: Record<AnswerMatch, 'green' | 'amber' | 'red'> = { match: 'green', close: 'amber', different: 'red' };

export function ClaimReviewCard({ claim, actions }: { claim: ClaimOnMyItem; actions: ReactNode }) {
  const { t, i18n } = useTranslation(CLAIMS_NS);
  const read = useReaderWords();
  return (
    <Card className="overflow-hidden" data-testid="claim-review">
      <div className="flex gap-3 border-b border-slate-100 p-4">
        {claim.item.imageUrl ? (
          <img src={claim.item.imageUrl} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover" loading="lazy" />
        ) : (
          <span className="h-14 w-14 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{claim.item.title}</h3>
          <p className="text-sm text-slate-600">{t('finder.claimer', { name: shownName(claim.claimerFirstName) })}</p>
          <p className="text-xs text-slate-500">{t('finder.submitted', { date: formatDateTime(claim.createdAt, i18n.language) })}</p>
        </div>
      </div>
      <div className="space-y-4 p-4">
        {claim.answers.length > 0 && (
          <section>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('finder.questions')}</h4>
            <ol className="mt-2 space-y-3">
              {claim.answers.map((answer) => (
                <li key={answer.number} className="text-sm">
                  <p className="font-medium text-slate-800">{answer.question}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-900">
                    <span className="break-words">{read(answer.answer) || <em className="text-slate-500">{t('finder.noAnswer')}</em>}</span>
                    {answer.match && <Badge tone={matchTone[answer.match]}>{t(`finder.match.${answer.match}`)}</Badge>}
                  </p>
                  {answer.expectedAnswer && <p className="mt-0.5 text-xs text-slate-500">{t('finder.yourAnswer', { answer: answer.expectedAnswer })}</p>}
                </li>
              ))}
            </ol>
            {claim.answers.some((answer) => answer.match) && <p className="mt-2 text-xs text-slate-500">{t('finder.matchNote')}</p>}
          </section>
        )}
        {claim.documentMatch && (
          <p className="text-sm font-medium" data-testid="document-match">
            <Badge tone={claim.documentMatch === 'match' ? 'green' : 'red'}>{t(`finder.documentMatch.${claim.documentMatch}`)}</Badge>
          </p>
        )}
        <section>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('finder.proofDetails')}</h4>
          <p className="mt-1 break-words text-sm text-slate-900">{read(claim.additionalDetails)}</p>
        </section>
        {claim.description && (
          <section>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('finder.lossDetails')}</h4>
            <p className="mt-1 break-words text-sm text-slate-900">{read(claim.description)}</p>
          </section>
        )}
        {claim.proofPhotoUrl && (
          <section>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('finder.proofPhoto')}</h4>
            <div className="mt-2">
              <ProofPreview url={claim.proofPhotoUrl} />
            </div>
          </section>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 bg-slate-50 p-3">
        {actions}
        <Link href={ROUTES.item(claim.itemId)} className={buttonClass('ghost', 'sm', 'ml-auto')}>
          {t('finder.viewDetails')}
        </Link>
      </div>
    </Card>
  );
}
