/**
 * On a phone the claim card sits below the photos and the details (y≈1062 on an 844 px screen):
 * this bar keeps "This is mine" and the fee within reach while the card is still further down,
 * and steps aside once the card is on screen or scrolled past, so it never covers it or the
 * footer (decision 0214).
 */
import { useEffect, useState, type RefObject } from 'react';
import { formatKsh } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { useFees } from '../../../lib/public-data';
import type { ClaimableItem } from '../api/types';
import { CLAIMS_NS } from '../i18n';

export function StickyClaimBar({ item, card, onClaim }: { item: ClaimableItem; card: RefObject<HTMLElement | null>; onClaim: () => void }) {
  const { t } = useTranslation(CLAIMS_NS);
  const fees = useFees(item);
  const isCardBelow = useIsBelowViewport(card);
  if (!isCardBelow) return null;
  return (
    <div
      data-testid="sticky-claim-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-800">
          <span className="font-bold text-slate-900">{t('sticky.title')}</span>
          <span className="block text-xs text-slate-700">{t('sticky.fee', { amount: formatKsh(fees.totalFee) })}</span>
        </p>
        <Button size="lg" className="shrink-0" onClick={onClaim}>
          {t('sticky.claim')}
        </Button>
      </div>
    </div>
  );
}

/** Whether the element's top is still below the bottom of the screen. */
function useIsBelowViewport(target: RefObject<HTMLElement | null>): boolean {
  const [isBelow, setIsBelow] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      setIsBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return isBelow;
}
