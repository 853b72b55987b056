/**
 * 'Pay KSh {fee} & Get Contact' for the approved, unpaid claimer. The dialog loads only when it
 * opens; the session flag 'triggerPayment' for this item opens it by itself.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { usePaymentTrigger } from '../hooks/use-payment-trigger';
import { PAYMENTS_NS } from '../i18n';

const PaymentDialog = lazy(() => import('./payment-dialog'));

export interface PayButtonProps {
  itemId: number;
  /** The total fee shown on the item page (current settings). */
  fee: number;
  onPaid?: () => void;
}

export function PayButton({ itemId, fee, onPaid }: PayButtonProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [open, setOpen] = useState(false);
  const triggered = usePaymentTrigger(itemId, true);
  useEffect(() => {
    if (triggered) setOpen(true);
  }, [triggered]);

  return (
    <>
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        {t('payButton', { fee: fee.toLocaleString('en-KE') })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PaymentDialog itemId={itemId} fee={fee} open={open} onOpenChange={setOpen} onPaid={onPaid} />
        </Suspense>
      )}
    </>
  );
}
