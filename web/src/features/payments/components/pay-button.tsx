/**
 * 'Pay KSh {fee} & Get Contact' (or '& Get Collection Code' for a held item) for the approved, unpaid claimer. The dialog loads only when it
 * opens; the session flag 'triggerPayment' for this item opens it by itself.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { usePaymentTrigger } from '../hooks/use-payment-trigger';
import { PAYMENTS_NS } from '../i18n';

const PaymentDialog = lazy(() => import('./payment-dialog'));

export interface PayButtonProps {
  itemId: number;
  /** The total fee shown on the item page (the current settings, or the item's own). */
  fee: number;
  /** The finder's share of it (none for an organisation's item without one). */
  finderAmount?: number;
  /** Held by an organisation: the payment brings a collection code, not a contact (docs/decisions/0242). */
  held?: boolean;
  onPaid?: () => void;
}

export function PayButton({ itemId, fee, finderAmount, held = false, onPaid }: PayButtonProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [open, setOpen] = useState(false);
  const triggered = usePaymentTrigger(itemId, true);
  // The trigger opens the dialog once; set while rendering (React's "adjusting state when a prop changes").
  const [openedByTrigger, setOpenedByTrigger] = useState(false);
  if (triggered && !openedByTrigger) {
    setOpenedByTrigger(true);
    setOpen(true);
  }

  return (
    <>
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        {t(held ? 'payButtonHeld' : 'payButton', { fee: fee.toLocaleString('en-KE') })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PaymentDialog itemId={itemId} fee={fee} finderAmount={finderAmount} held={held} open={open} onOpenChange={setOpen} onPaid={onPaid} />
        </Suspense>
      )}
    </>
  );
}
