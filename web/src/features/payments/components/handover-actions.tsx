/**
 * The paying claimer's hand-over actions: 'Confirm I received my item' (the finder is paid now)
 * and 'Report a problem' (the payout is held for admins), while the 72 hours run.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useMyPayments } from '../api/get-my-payments';
import { useConfirmReceipt } from '../api/handover';
import type { MyPayment } from '../api/types';
import { PAYMENTS_NS } from '../i18n';

const DisputeDialog = lazy(() => import('./dispute-dialog'));

export function HandoverActions({ paymentId }: { paymentId: number }) {
  const payments = useMyPayments();
  const payment = payments.data?.payments.find((p) => p.id === paymentId && p.role === 'claimer');
  // A payment on its way back has no hand-over left: ClaimerRefundNotices tells its state.
  if (!payment || payment.status !== 'completed') return null;
  return <HandoverCard payment={payment} />;
}

function HandoverCard({ payment }: { payment: MyPayment }) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const confirm = useConfirmReceipt();

  const outcome = payment.receiptConfirmedAt ? t('handover.confirmed')
    : payment.payoutStatus === 'disputed' ? t('handover.disputed')
      : payment.payoutStatus !== 'held' ? t('handover.released')
        : null;
  if (outcome) return <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">{outcome}</p>;

  const onConfirm = () => confirm.mutate(payment.id, {
    onSuccess: () => {
      setConfirmOpen(false);
      toast({ title: t('handover.confirmedToast'), description: t('handover.confirmedToastBody'), variant: 'success' });
    },
    onError: (error) => toast({ title: t('handover.failedToast'), description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' }),
  });

  return (
    <Card className="p-4">
      <h3 className="font-semibold">{t('handover.title')}</h3>
      <p className="mt-1 text-sm text-slate-600">
        {t('handover.body', { date: payment.payoutDueAt ? formatDateTime(payment.payoutDueAt, i18n.language) : '' })}
      </p>
      <div className="mt-3 flex flex-col gap-2">
        <Button onClick={() => setConfirmOpen(true)}>{t('handover.confirm')}</Button>
        <Button variant="outline" onClick={() => setReportOpen(true)}>{t('handover.report')}</Button>
      </div>
      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen} title={t('handover.confirmQuestion')} description={t('handover.confirmHelp')} size="sm">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmOpen(false)}>{t('dialog.cancel')}</Button>
          <Button onClick={onConfirm} disabled={confirm.isPending}>{confirm.isPending ? t('handover.confirming') : t('handover.yes')}</Button>
        </div>
      </Dialog>
      {reportOpen && (
        <Suspense fallback={null}>
          <DisputeDialog paymentId={payment.id} open={reportOpen} onOpenChange={setReportOpen} />
        </Suspense>
      )}
    </Card>
  );
}
