/**
 * A guest's 'Sign in to claim': the item and the fee (paid only after approval), then a new account
 * (the sign-up form opens by itself, one tap fewer for a newcomer) or sign-in, with a way back here
 * that opens the claim form by itself (`?claim=1`, lib/claim-intent.ts).
 */
import { useLocation } from 'wouter';
import { formatKsh } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../i18n';
import { saveGuestClaimIntent } from '../../../lib/guest-drafts';
import { useFees } from '../../../lib/public-data';
import type { ClaimableItem } from '../api/types';
import { CLAIMS_NS } from '../i18n';
import { claimReturnPath } from '../lib/claim-intent';
import { FeeSplit } from './claim-card-parts';
import { ROUTES } from '@okota/shared/routes';

export default function GuestClaimDialog({ item, open, onOpenChange }: { item: ClaimableItem; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(CLAIMS_NS);
  const [, navigate] = useLocation();
  const fees = useFees(item);

  const goToAuth = (signUp: boolean) => {
    saveGuestClaimIntent(item.id);
    const auth = ROUTES.authThenBack(claimReturnPath(window.location.pathname, window.location.search));
    navigate(signUp ? `${auth}&tab=signup` : auth);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('guestDialog.title')} description={t('guestDialog.body')} size="sm">
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        <div className="flex justify-between gap-4 p-3">
          <dt className="text-slate-600">{t('guestDialog.item')}</dt>
          <dd className="min-w-0 truncate text-right font-medium">{item.title}</dd>
        </div>
        <div className="flex justify-between gap-4 p-3">
          <dt className="text-slate-600">{t('guestDialog.fee')}</dt>
          <dd className="font-bold">{formatKsh(fees.totalFee)}</dd>
        </div>
      </dl>
      <div className="mt-3 space-y-1 text-sm">
        <p className="font-medium text-slate-800">{t('guestDialog.noPayYet')}</p>
        <FeeSplit item={item} />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('common:cancel')}
        </Button>
        <Button variant="outline" onClick={() => goToAuth(false)}>
          {t('guestDialog.haveAccount')}
        </Button>
        <Button onClick={() => goToAuth(true)}>{t('guestDialog.createAccount')}</Button>
      </div>
    </Dialog>
  );
}
