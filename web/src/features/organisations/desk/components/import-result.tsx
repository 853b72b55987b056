/** The preview of a register: how many rows were read, and each row's problems by column. */
import { messageWords } from '../../../../i18n/validation';
import { useTranslation } from '../../../../i18n';
import type { ImportResult } from '../api/types';
import { DESK_NS } from '../i18n';

export function ImportPreview({ result }: { result: ImportResult }) {
  const { t, i18n } = useTranslation(DESK_NS);
  // A rule of the shared schema comes with its key and has its words in every language; the
  // importer's own sentences are English, so another language names what is wrong with the column.
  const problemText = ({ field, message, messageKey }: ImportResult['errors'][number]) => {
    if (messageKey) return messageWords(messageKey);
    if (i18n.language === 'en') return message;
    return t(`import.problems.${field}` as 'import.problems.row', { defaultValue: t('import.problems.row') });
  };
  const errors = [...result.errors].sort((a, b) => a.row - b.row);
  return (
    <section aria-labelledby="import-preview" className="space-y-3" data-testid="import-preview" data-rows={result.rows} data-errors={errors.length}>
      <h2 id="import-preview" className="text-lg font-bold text-slate-900">
        {t('import.rows', { count: result.rows })}
      </h2>
      {errors.length === 0 ? (
        <p className="rounded-lg bg-green-50 p-3 text-green-900">{t('import.noErrors')}</p>
      ) : (
        <>
          <p className="font-semibold text-red-800" role="alert">
            {t('import.errorsTitle', { count: errors.length })}
          </p>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full table-fixed text-left text-sm" data-testid="import-errors">
              <colgroup>
                <col className="w-14" />
                <col className="w-[34%]" />
                <col />
              </colgroup>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('import.row')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('import.field')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('import.problem')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {errors.map((error, index) => (
                  <tr key={`${error.row}-${error.field}-${index}`}>
                    <td className="px-3 py-2 font-mono">{error.row}</td>
                    <td className="break-all px-3 py-2 font-mono text-xs sm:text-sm">{error.field}</td>
                    <td className="break-words px-3 py-2">{problemText(error)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-700">{t('import.fixFirst')}</p>
        </>
      )}
    </section>
  );
}
