/**
 * Back (to the finder's dashboard for the finder, to the search for everyone else), Edit, and for
 * the finder the share buttons (a panel right after posting) and, while the item is open, taking
 * the listing down.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { useItem } from '../api/get-item';
import { ITEMS_NS } from '../i18n';
import { ShareItem } from './share-item';
import { ROUTES } from '@okota/shared/routes';

const WithdrawDialog = lazy(() => import('./withdraw-dialog'));

export function ItemPageActions({ itemId, isFinder }: { itemId: number; isFinder: boolean }) {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <Link href={isFinder ? ROUTES.finderDashboard : ROUTES.search} className={buttonClass('ghost', 'sm', '-ml-3')}>
          ← {t('item.back')}
        </Link>
        {isFinder && (
          <div className="flex flex-wrap justify-end gap-2">
            <Link href={ROUTES.editItem(itemId)} className={buttonClass('outline', 'sm')}>
              {t('item.edit')}
            </Link>
            <TakeDown itemId={itemId} />
          </div>
        )}
      </div>
      {isFinder && <FinderShare itemId={itemId} />}
    </>
  );
}

/** Only while the item is open: once paid for, the hand-over and the money decide (the server agrees). */
function TakeDown({ itemId }: { itemId: number }) {
  const { t } = useTranslation(ITEMS_NS);
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const status = useItem(itemId, user?.id).data?.status;
  if (status !== 'available' && !open) return null;
  return (
    <>
      {status === 'available' && (
        <Button size="sm" variant="dangerOutline" onClick={() => setOpen(true)}>
          {t('withdraw.button')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <WithdrawDialog itemId={itemId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The item page shows this only once the item has loaded, so its title comes from the cache. */
function FinderShare({ itemId }: { itemId: number }) {
  const { user } = useSession();
  const item = useItem(itemId, user?.id).data;
  // Sharing helps only while the owner may still find it: not once it is claimed or taken down.
  // A listing the public cannot see is not shared: its page says why it is held instead (item-details.tsx).
  return item?.title && item.status === 'available' && !item.isHidden ? <ShareItem itemId={itemId} title={item.title} /> : null;
}
