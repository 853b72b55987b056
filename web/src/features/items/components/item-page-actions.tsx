/** Back (to the finder's dashboard for the finder, to the search for everyone else) and Edit. */
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';

export function ItemPageActions({ itemId, isFinder }: { itemId: number; isFinder: boolean }) {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <div className="flex items-center justify-between gap-3">
      <Link href={isFinder ? '/finder-dashboard' : '/search'} className={buttonClass('ghost', 'sm', '-ml-3')}>
        ← {t('item.back')}
      </Link>
      {isFinder && (
        <Link href={`/edit-item/${itemId}`} className={buttonClass('outline', 'sm')}>
          {t('item.edit')}
        </Link>
      )}
    </div>
  );
}
