/**
 * "Was my document found?": an owner types the number on their ID, passport or licence and
 * learns where and when one was found, with a link to the item (POST /api/documents/lookup).
 * Folded by default under the search controls, so the results below do not move.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { MESSAGE_KEYS } from '@okota/shared/messages';
import { isDocumentNumber, isDocumentsCategory } from '@okota/shared/schemas/document.schema';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n';
import { ApiError, toQuery } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useCategories, useSupportContact } from '../../../lib/public-data';
import { useSession } from '../../../lib/session';
import { useDocumentLookup } from '../api/look-up-document';
import { DOCUMENTS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

export function DocumentLookupBox() {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const [number, setNumber] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const lookup = useDocumentLookup();
  const ussdCode = useSupportContact()?.ussdCode;
  const { isSignedIn } = useSession();
  const documentsId = useCategories().data?.find(isDocumentsCategory)?.id;
  // The lost-report form with Documents chosen; the number is typed there, never carried in an address.
  const reportForm = `${ROUTES.claimerDashboard}${toQuery({ tab: 'lost-reports', new: 1, categoryId: documentsId })}`;
  const reportHref = isSignedIn ? reportForm : ROUTES.authThenBack(reportForm);
  const answer = lookup.data;
  const failure = lookup.error instanceof ApiError && lookup.error.isRateLimited ? t('lookup.limited') : lookup.error ? t('lookup.failed') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDocumentNumber(number)) {
      setFormatError(MESSAGE_KEYS.documentNumberFormat);
      return;
    }
    setFormatError(undefined);
    lookup.mutate(number);
  };

  return (
    <details className="group mt-4 rounded-xl border border-brand-200 bg-brand-50/60 p-4" data-testid="document-lookup">
      <summary className="cursor-pointer list-none font-semibold text-brand-800">
        <span aria-hidden="true" className="mr-1 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {t('lookup.summary')}
      </summary>
      <div className="mt-3 space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('lookup.title')}</h2>
        <p className="text-sm text-slate-700">{t('lookup.body')}</p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label={t('lookup.label')}
              placeholder={t('lookup.placeholder')}
              value={number}
              maxLength={60}
              autoComplete="off"
              onChange={(event) => setNumber(event.target.value)}
              error={formatError}
            />
          </div>
          <Button type="submit" className="sm:mt-7" disabled={lookup.isPending}>
            {lookup.isPending ? t('lookup.checking') : t('lookup.submit')}
          </Button>
        </form>
        <div aria-live="polite">
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          {answer?.found && (
            <div className="rounded-lg bg-white p-3">
              <p className="font-semibold text-green-800">{t('lookup.found', { count: answer.items?.length ?? 1 })}</p>
              <ul className="mt-2 space-y-1">
                {answer.items?.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center gap-x-3 text-sm">
                    <span>{t('lookup.foundItem', { county: item.county, date: formatDate(`${item.dateFound}T12:00:00+03:00`, i18n.language) })}</span>
                    <Link href={ROUTES.item(item.id)} className="font-medium text-brand-700 underline">
                      {t('lookup.open')}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {answer && !answer.found && (
            <div className="rounded-lg bg-white p-3 text-sm">
              <p className="font-semibold">{t('lookup.notFound')}</p>
              <p className="mt-1 text-slate-600">{t('lookup.notFoundHint')}</p>
              <Link href={reportHref} className={buttonClass('outline', 'sm', 'mt-2')}>
                {t('lookup.report')}
              </Link>
            </div>
          )}
        </div>
        {ussdCode && <p className="text-xs text-slate-600">{t('lookup.ussd', { code: ussdCode })}</p>}
      </div>
    </details>
  );
}
