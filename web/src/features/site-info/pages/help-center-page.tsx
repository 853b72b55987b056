import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { formatKsh } from '../../../lib/format';
import { useFees } from '../../../lib/public-data';
import { buttonClass } from '../../../components/ui/button';
import { SupportCard } from '../components/support-card';
import { filterFaq, type FaqGroup } from '../help/filter-faq';
import { HELP_NS } from '../help/i18n';
import { ROUTES } from '@okota/shared/routes';

/** /help-center: the FAQ in four groups, filtered as the visitor types. */
export default function HelpCenterPage() {
  const { t, tObject } = useTranslation(HELP_NS);
  const fees = useFees();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = tObject<FaqGroup[]>('groups', {
    totalFee: formatKsh(fees.totalFee),
    finderAmount: formatKsh(fees.finderAmount),
    platformAmount: formatKsh(fees.platformAmount),
  });
  const visible = filterFaq(groups, query);
  const isSearching = query.trim().length > 0;
  const matchCount = visible.reduce((sum, group) => sum + group.entries.length, 0);

  return (
    <main className="mx-auto max-w-6xl break-words px-4 py-8 sm:py-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-base leading-7 text-slate-700">{t('intro')}</p>
        <div className="mt-6" role="search">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <p aria-live="polite" className="mt-2 text-sm text-slate-500">
            {isSearching && matchCount > 0 ? t('resultCount', { count: matchCount }) : ''}
          </p>
        </div>
        {!isSearching && (
          <nav aria-label={t('title')} className="mt-2 flex flex-wrap gap-2">
            {groups.map((group) => (
              <a
                key={group.id}
                href={`#${group.id}`}
                className="rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {group.title}
              </a>
            ))}
          </nav>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="max-w-3xl space-y-10">
          {visible.length === 0 ? (
            <NoResults query={query.trim()} onClear={() => setQuery('')} />
          ) : (
            visible.map((group) => (
              <section key={group.id} aria-labelledby={group.id}>
                <h2 id={group.id} className="scroll-mt-24 text-xl font-bold text-slate-900">
                  {group.title}
                </h2>
                <div className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
                  {group.entries.map((entry) => (
                    // Remounting on search opens every match; browsing starts folded.
                    <details key={`${entry.question}-${isSearching}`} open={isSearching} className="group">
                      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-3.5 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                        <span>{entry.question}</span>
                        <span aria-hidden="true" className="mt-0.5 shrink-0 text-slate-400 transition-transform group-open:rotate-45">
                          +
                        </span>
                      </summary>
                      <p className="px-4 pb-4 text-base leading-7 text-slate-700">{entry.answer}</p>
                    </details>
                  ))}
                </div>
              </section>
            ))
          )}
        </div>
        <aside aria-label={t('stillNeedHelp')} className="lg:sticky lg:top-24 lg:self-start">
          <SupportCard link="contact" />
          <Link href={ROUTES.organisations} className="mt-4 block text-sm font-semibold text-brand-700 hover:underline">
            {t('desks')}
          </Link>
        </aside>
      </div>
    </main>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation(HELP_NS);
  return (
    <div role="status" className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{t('noResults.title', { query })}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{t('noResults.body')}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onClear} className={buttonClass('outline')}>
          {t('noResults.clear')}
        </button>
        <Link href={ROUTES.contact} className={buttonClass('primary')}>
          {t('noResults.contact')}
        </Link>
      </div>
    </div>
  );
}
