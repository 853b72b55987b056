/**
 * A verified organisation's landmark and hours that our contact check held in doubt: the page keeps
 * the old texts until an admin puts the new ones on it or discards them (docs/decisions/0265).
 */
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { useOrganisationTextsReview } from '../api/organisations';
import type { AdminOrganisation } from '../api/types';
import { failureToast, successToast } from './failure-toast';

export function OrganisationTextsReview({ organisation }: { organisation: AdminOrganisation }) {
  const { t } = useTranslation(ADMIN_NS);
  const review = useOrganisationTextsReview();
  const texts = organisation.textsUnderReview;
  if (!texts) return null;
  const decide = (decision: 'apply' | 'drop') =>
    review.mutate(
      { id: organisation.id, decision },
      {
        onSuccess: () => successToast(t(decision === 'apply' ? 'organisations.textsReview.applied' : 'organisations.textsReview.dropped')),
        onError: (error) => failureToast(t('organisations.actions.failed'), error, t('common.tryLater')),
      },
    );
  return (
    <section className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800" aria-label={t('organisations.textsReview.title')}>
      <h3 className="font-semibold text-slate-900">{t('organisations.textsReview.title')}</h3>
      <p>{t('organisations.textsReview.intro')}</p>
      {texts.landmark !== null && <p className="break-words">{t('organisations.textsReview.landmark', { text: texts.landmark })}</p>}
      {texts.hours !== null && <p className="break-words">{t('organisations.textsReview.hours', { text: texts.hours })}</p>}
      <p className="text-slate-600">{t('organisations.textsReview.why', { reason: t(`heldClaims.reason.${texts.reason}`, { defaultValue: texts.reason }) })}</p>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" disabled={review.isPending} onClick={() => decide('apply')}>
          {t('organisations.textsReview.apply')}
        </Button>
        <Button size="sm" variant="dangerOutline" disabled={review.isPending} onClick={() => decide('drop')}>
          {t('organisations.textsReview.drop')}
        </Button>
      </div>
    </section>
  );
}
