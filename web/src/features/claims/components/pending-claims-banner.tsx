/** The finder dashboard's banner while claims wait for review. */
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { useClaimsOnMyItems } from '../api/get-my-claims';
import { CLAIMS_NS } from '../i18n';

export function PendingClaimsBanner({ onReview }: { onReview?: () => void }) {
  const { t } = useTranslation(CLAIMS_NS);
  const { data } = useClaimsOnMyItems();
  const count = data?.filter((c) => c.status === 'pending').length ?? 0;
  if (count === 0) return null;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-amber-950">{t('banner.pending', { count })}</p>
      {onReview && (
        <Button size="sm" variant="accent" onClick={onReview}>
          {t('banner.review')}
        </Button>
      )}
    </div>
  );
}
