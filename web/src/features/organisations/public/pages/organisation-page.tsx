/**
 * /o/{slug}: a verified organisation's public page (issue 28): who and where it is, and what it
 * holds, searchable, with "Load more". A missing or unverified organisation is a translated 404.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { SEARCH_DEBOUNCE_MS } from '@okota/shared/constants';
import { ROUTES } from '@okota/shared/routes';
import { ListError } from '../../../../components/list-scaffold';
import { buttonClass } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../i18n';
import { ApiError } from '../../../../lib/api';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useOrganisationPage } from '../api/get-organisation-page';
import { HeldItemsList } from '../components/held-items-list';
import { OrganisationHeader } from '../components/organisation-header';
import { ORG_PUBLIC_NS } from '../i18n';

export default function OrganisationPage() {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  const { slug = '' } = useParams<{ slug: string }>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const query = useOrganisationPage(slug, search);
  const first = query.data;
  useDocumentTitle(first?.organisation.name);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  if (!first) {
    if (query.error instanceof ApiError && query.error.code === 'ORG_NOT_FOUND') return <OrganisationNotFound />;
    if (query.isError) {
      return (
        <main className="mx-auto max-w-md px-4 py-20">
          <ListError message={t('page.loadFailed')} retry={t('page.retry')} onRetry={() => void query.refetch()} />
        </main>
      );
    }
    return <Spinner label={t('page.loading')} className="py-24" />;
  }

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-4 sm:py-6">
      <OrganisationHeader organisation={first.organisation} />
      <section aria-labelledby="held-heading" aria-busy={query.isPlaceholderData} className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="held-heading" className="text-xl font-bold text-slate-900">
            {t('page.holds')}
          </h2>
          <p className="text-sm text-slate-600">{t('page.count', { count: first.total })}</p>
        </div>
        <input
          type="search"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={100}
          aria-label={t('page.searchLabel')}
          placeholder={t('page.searchPlaceholder')}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <HeldItemsList key={search.trim()} slug={slug} search={search} first={first} />
      </section>
    </main>
  );
}

function OrganisationNotFound() {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('page.notFound')}</h1>
      <p className="mt-3 text-slate-600">{t('page.notFoundBody')}</p>
      <Link href={ROUTES.search} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('page.search')}
      </Link>
    </main>
  );
}
