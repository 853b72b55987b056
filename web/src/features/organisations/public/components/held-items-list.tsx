/**
 * What an organisation holds, page by page: the first page comes with the organisation, each
 * "Load more" adds the next page's own query below it. Re-mounted (keyed) for a new search.
 */
import { useState } from 'react';
import { ListEmpty } from '../../../../components/list-scaffold';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../i18n';
import { useOrganisationPage } from '../api/get-organisation-page';
import type { OrganisationPage } from '../api/types';
import { ORG_PUBLIC_NS } from '../i18n';
import { HeldItemCard } from './held-item-card';

interface HeldItemsListProps {
  slug: string;
  search: string;
  first: OrganisationPage;
}

export function HeldItemsList({ slug, search, first }: HeldItemsListProps) {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  const [extraPages, setExtraPages] = useState(0);
  if (first.items.length === 0) return <ListEmpty compact title={search.trim() ? t('page.noMatch') : t('page.empty')} />;
  const more = () => setExtraPages((n) => n + 1);
  return (
    <div className="space-y-2">
      <Items page={first} />
      {Array.from({ length: extraPages }, (_, index) => (
        <NextPage key={index} slug={slug} search={search} page={index + 2} isLast={index === extraPages - 1} onMore={more} />
      ))}
      {extraPages === 0 && first.hasMore && <LoadMore onClick={more} />}
    </div>
  );
}

function Items({ page }: { page: OrganisationPage }) {
  return (
    <ul className="space-y-2">
      {page.items.map((item) => (
        <li key={item.id}>
          <HeldItemCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function NextPage({ slug, search, page, isLast, onMore }: { slug: string; search: string; page: number; isLast: boolean; onMore: () => void }) {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  const query = useOrganisationPage(slug, search, page);
  if (query.isError) return <LoadMore onClick={() => void query.refetch()} label={t('page.retry')} />;
  if (!query.data) return <Spinner label={t('page.loadingMore')} className="py-4" />;
  return (
    <>
      <Items page={query.data} />
      {isLast && query.data.hasMore && <LoadMore onClick={onMore} />}
    </>
  );
}

function LoadMore({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={onClick}>
        {label ?? t('page.loadMore')}
      </Button>
    </div>
  );
}
