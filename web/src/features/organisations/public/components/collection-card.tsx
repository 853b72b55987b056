/**
 * The owner's collection code on the item page (docs/decisions/0261): once it is issued (at a
 * public office's approval, elsewhere after paying) the code itself, where to show it and until
 * when; "collected at … on …" afterwards. Never a finder's contact, never a reward.
 */
import { Card } from '../../../../components/ui/card';
import { useTranslation } from '../../../../i18n';
import { formatDate } from '../../../../lib/format';
import { useOwnCollection } from '../api/get-own-collection';
import { ORG_PUBLIC_NS } from '../i18n';

export function CollectionCard({ itemId, itemStatus }: { itemId: number; itemStatus: string }) {
  const { t, i18n } = useTranslation(ORG_PUBLIC_NS);
  const { data } = useOwnCollection(itemId, itemStatus);
  if (!data) return null;
  const date = (iso: string) => formatDate(iso, i18n.language);
  if (data.state === 'collected' && data.collectedAt) {
    return (
      <Card className="border-green-200 p-4" data-testid="collection-card" data-state="collected">
        <p className="font-semibold text-green-800">{t('collection.collected', { place: data.place, date: date(data.collectedAt) })}</p>
      </Card>
    );
  }
  if (data.state === 'expired') {
    return (
      <Card className="border-amber-200 p-4" data-testid="collection-card" data-state="expired">
        <p className="text-sm text-amber-900">{t('collection.expired', { date: date(data.expiresAt) })}</p>
      </Card>
    );
  }
  return (
    <Card className="space-y-2 border-green-300 p-4 text-center" data-testid="collection-card" data-state="open">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('collection.title')}</h2>
      <p className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900" data-testid="collection-code">
        {data.code}
      </p>
      <p className="text-sm text-slate-700">{t('collection.show', { place: data.place })}</p>
      <p className="text-sm text-slate-600">{t('collection.validUntil', { date: date(data.expiresAt) })}</p>
      {data.free && <p className="text-sm font-medium text-green-800">{t('collection.free')}</p>}
    </Card>
  );
}
