/**
 * The paying owner's hand-over (docs/decisions/0215). Before a meeting is arranged (both have
 * written in the chat) the card says what to do next and keeps 'Confirm I received my item' as a
 * quiet link, for those who met by phone; once it is arranged the confirmation is the main
 * button. After the confirmation, or a release, the card says Done and follows the payout.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDateTime } from '../../../lib/format';
import { useMyPayments } from '../api/get-my-payments';
import { useConfirmReceipt } from '../api/handover';
import type { MyPayment, MyPayments } from '../api/types';
import { PAYMENTS_NS } from '../i18n';
import { isHandoverDone, MOVING_PAYOUTS } from '../lib/handover';
import { PAID_PATH_NS } from '../paid-path-i18n';

const DisputeDialog = lazy(() => import('./dispute-dialog'));

export function HandoverActions({ paymentId, meetingArranged = false }: { paymentId: number; meetingArranged?: boolean }) {
  const mine = (data: MyPayments) => data.payments.find((p) => p.id === paymentId && p.role === 'claimer');
  // The owner hears of no payout: while it moves, the card asks again so 'Finder paid' arrives by itself.
  const payments = useMyPayments(true, (data) => MOVING_PAYOUTS.includes(mine(data)?.payoutStatus ?? 'none'));
  const payment = payments.data && mine(payments.data);
  // A payment on its way back has no hand-over left: ClaimerRefundNotices tells its state.
  if (!payment || payment.status !== 'completed') return null;
  if (isHandoverDone(payment)) return <HandoverDone payment={payment} />;
  return <HandoverCard payment={payment} meetingArranged={meetingArranged} />;
}

function HandoverDone({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { t: tp } = useTranslation(PAID_PATH_NS);
  return (
    <Card className="border-green-200 bg-green-50 p-4" role="status" data-testid="handover-done">
      <h3 className="text-lg font-bold text-green-900">{tp('done.title')}</h3>
      <p className="mt-1 text-sm text-slate-800">{payment.receiptConfirmedAt ? t('handover.confirmed') : t('handover.released')}</p>
      <p className="mt-1 text-sm text-slate-800">{payment.payoutStatus === 'paid' ? tp('done.finderPaid') : tp('done.finderPaying')}</p>
    </Card>
  );
}

function HandoverCard({ payment, meetingArranged }: { payment: MyPayment; meetingArranged: boolean }) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const { t: tp } = useTranslation(PAID_PATH_NS);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const confirm = useConfirmReceipt();

  if (payment.payoutStatus === 'disputed') {
    return <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">{t('handover.disputed')}</p>;
  }

  const onConfirm = () =>
    confirm.mutate(payment.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({ title: t('handover.confirmedToast'), description: t('handover.confirmedToastBody'), variant: 'success' });
      },
      onError: (error) => toast({ title: t('handover.failedToast'), description: apiErrorText(error, '') || undefined, variant: 'destructive' }),
    });
  const date = payment.payoutDueAt ? formatDateTime(payment.payoutDueAt, i18n.language) : '';
  const quiet = 'inline-flex min-h-11 w-full items-center justify-center rounded-lg px-3 text-sm font-medium text-brand-800 underline hover:bg-brand-50';

  return (
    <Card className="p-4" data-testid="handover">
      <h3 className="font-semibold">{meetingArranged ? tp('meet.ready') : tp('meet.title')}</h3>
      <p className="mt-1 text-sm text-slate-700">{meetingArranged ? tp('meet.readyBody', { date }) : tp('meet.body')}</p>
      <div className="mt-3 flex flex-col gap-2">
        {meetingArranged ? (
          <>
            <Button onClick={() => setConfirmOpen(true)}>{t('handover.confirm')}</Button>
            <Button variant="outline" onClick={() => setReportOpen(true)}>
              {t('handover.report')}
            </Button>
          </>
        ) : (
          <>
            <button type="button" className={quiet} onClick={() => setConfirmOpen(true)}>
              {tp('meet.alreadyMet')}
            </button>
            <button type="button" className={quiet} onClick={() => setReportOpen(true)}>
              {t('handover.report')}
            </button>
          </>
        )}
      </div>
      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen} title={t('handover.confirmQuestion')} description={t('handover.confirmHelp')} size="sm">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmOpen(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={confirm.isPending}>
            {confirm.isPending ? t('handover.confirming') : t('handover.yes')}
          </Button>
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
