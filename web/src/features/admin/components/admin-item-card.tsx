import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { shownName } from '../../../lib/person-name';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatRelative } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import type { AdminItem } from '../api/types';
import { ROUTES } from '@okota/shared/routes';

const statusTone = { available: 'green', claimed: 'blue', completed: 'brand', removed: 'red' } as const;

export interface AdminItemCardProps {
  item: AdminItem;
  busy: boolean;
  onHide: (item: AdminItem) => void;
  onShow: (item: AdminItem) => void;
  onDelete: (item: AdminItem) => void;
}

export function AdminItemCard({ item, busy, onHide, onShow, onDelete }: AdminItemCardProps) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const when = (value: string) => formatRelative(value, i18n.language) ?? t('common.none');
  // Our system's hold is told in our words and the admin's language; an admin's own reason is shown as typed.
  const heldWords =
    item.heldFor === 'scam'
      ? t('items.heldBecause.scam')
      : item.heldFor === 'contact'
        ? t('items.heldBecause.contact', { doubt: t(`heldClaims.reason.${item.contactDoubt ?? 'digits'}`) })
        : undefined;
  return (
    <Card className="flex h-full flex-row overflow-hidden sm:flex-col">
      {/* A thumbnail beside the text on phones, a photo on top on wider screens. */}
      {item.imageUrls[0] ? (
        <img src={item.imageUrls[0]} alt="" loading="lazy" className="h-auto w-24 shrink-0 bg-slate-100 object-cover sm:aspect-[4/3] sm:w-full" />
      ) : (
        <div className="flex w-24 shrink-0 items-center justify-center bg-slate-100 p-2 text-center text-xs text-slate-600 sm:aspect-[4/3] sm:w-full sm:text-sm">
          {t('items.noImage')}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={statusTone[item.status]}>{t(`status.${item.status}`)}</Badge>
          {item.isHidden && <Badge tone="amber">{t(item.heldFor ? 'items.held' : 'items.hidden')}</Badge>}
        </div>
        <h2 className="line-clamp-2 font-semibold text-slate-900">{item.title}</h2>
        <p className="line-clamp-3 text-sm text-slate-600">{item.description}</p>
        <p className="text-xs text-slate-500">
          {item.location} · {t('items.by', { name: shownName(item.finderName) })} · {when(item.createdAt)}
        </p>
        {item.isHidden && (
          <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
            {heldWords ?? t('items.hiddenBecause', { reason: item.hiddenReason ?? '' })}
            {item.hiddenAt && <span className="block">{t('items.hiddenAt', { time: when(item.hiddenAt) })}</span>}
          </p>
        )}
        {item.status === 'removed' && item.removalReason && (
          <p className="rounded-lg bg-red-50 p-2 text-xs text-red-800">{t('items.removedBecause', { reason: item.removalReason })}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {item.isHidden ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onShow(item)}>
              {t('items.show')}
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onHide(item)}>
              {t('items.hide')}
            </Button>
          )}
          {item.status !== 'removed' && (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => onDelete(item)}>
              {t('items.delete')}
            </Button>
          )}
          <Link href={ROUTES.item(item.id)} className="inline-flex h-9 items-center px-2 text-sm font-medium text-brand-700 hover:underline">
            {t('items.view')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
