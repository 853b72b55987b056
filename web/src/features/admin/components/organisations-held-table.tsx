/**
 * The analytics tab's "Items held and collected per organisation" (issue 28), from the verified
 * organisations' list: the counts come with each row, so no analytics call of its own.
 */
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { useAdminOrganisations } from '../api/organisations';
import { ErrorState } from './states';

export function OrganisationsHeldTable() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useAdminOrganisations('verified');
  const rows = [...(query.data?.organisations ?? [])].sort((a, b) => b.heldCount - a.heldCount || a.name.localeCompare(b.name));
  let body;
  if (query.isError && !query.data) body = <ErrorState onRetry={() => query.refetch()} />;
  else if (!query.data) body = <Spinner label={t('common.loading')} />;
  else if (rows.every((row) => row.heldCount === 0)) body = <p className="px-4 pb-4 text-sm text-slate-600">{t('organisations.analytics.empty')}</p>;
  else {
    body = (
      <table className="mt-2 w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {(['organisation', 'held', 'collected', 'rate'] as const).map((c) => (
              <th key={c} scope="col" className={`px-4 py-2 font-semibold ${c === 'organisation' ? '' : 'text-right'}`}>
                {t(`organisations.analytics.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                {row.name}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{row.heldCount.toLocaleString('en-KE')}</td>
              <td className="px-4 py-2 text-right tabular-nums">{row.collectedCount.toLocaleString('en-KE')}</td>
              <td className="px-4 py-2 text-right tabular-nums">{row.heldCount ? `${Math.round((100 * row.collectedCount) / row.heldCount)}%` : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    // Focusable so a keyboard user can scroll the table sideways on a phone.
    <Card className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('organisations.analytics.title')}>
      <h2 className="px-4 pt-4 font-bold">{t('organisations.analytics.title')}</h2>
      <p className="px-4 text-xs text-slate-500">{t('organisations.analytics.note')}</p>
      {body}
    </Card>
  );
}
