/** Items: every item the finder posted, those with claims to review first, marked 'Review Required'. */
import { Link } from 'wouter';
import { ItemCard } from '../../../features/items';
import { Button, buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import type { MyItem } from '../dashboard/api';
import { FINDER_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

const pendingCount = (item: MyItem) => item.verifications.filter((v) => v.status === 'pending').length;

/** Items waiting for a decision first; otherwise the server's order (newest first). */
export function sortForReview(items: MyItem[]): MyItem[] {
  return [...items].sort((a, b) => Number(pendingCount(b) > 0) - Number(pendingCount(a) > 0));
}

export function ItemsTab({ items, onReview }: { items: MyItem[]; onReview: () => void }) {
  const { t } = useTranslation(FINDER_NS);
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-slate-600">{t('items.empty')}</p>
        <Link href={ROUTES.postItem} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('postNew')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {sortForReview(items).map((item) => {
        const pending = pendingCount(item);
        return (
          <li key={item.id} className={`relative flex min-w-0 flex-col [&>a]:flex-1 ${pending ? 'rounded-xl ring-2 ring-accent-400' : ''}`}>
            <ItemCard item={item} view="grid" />
            {pending > 0 && (
              <>
                <span className="pointer-events-none absolute left-0 top-3 max-w-[90%] rounded-r-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-slate-900 shadow sm:px-3">
                  {t('items.reviewRequired')}
                </span>
                <div className="flex flex-col gap-2 rounded-b-xl bg-amber-50 p-2 sm:flex-row sm:items-center sm:justify-between sm:px-3">
                  <span className="text-xs font-medium text-amber-900">{t('items.pending', { count: pending })}</span>
                  <Button size="sm" variant="accent" className="h-8 shrink-0" onClick={onReview}>
                    {t('items.review')}
                  </Button>
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
