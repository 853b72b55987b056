/**
 * A search result's "Held at {organisation}" line (issue 28), with its verified tick: the owner
 * sees at a glance that the thing waits at a desk, not with a stranger. Text only: the card is
 * already a link to the item, whose page links the organisation.
 */
import { VerifiedBadge } from '../../../components/verified-badge';
import { useTranslation } from '../../../i18n';
import type { Item } from '../api/types';
import { ITEMS_NS } from '../i18n';

export function HeldAtLine({ heldBy }: { heldBy: Item['heldBy'] }) {
  const { t } = useTranslation(ITEMS_NS);
  if (!heldBy) return null;
  return (
    // Two lines at most (on a 360 px phone one line leaves the name a few letters long); the tick
    // first, so a long name's ellipsis never hides it.
    <p className="line-clamp-2 break-words text-xs font-medium text-blue-800">
      {heldBy.verified && <VerifiedBadge label={t('search.verifiedOrganisation')} compact className="mr-1 align-text-bottom" />}
      {t('search.heldAt', { name: heldBy.name })}
    </p>
  );
}
