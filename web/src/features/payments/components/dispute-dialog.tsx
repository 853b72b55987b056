/** 'Report a problem': the claimer's reason, checked with the shared dispute rules. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { disputeSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { useOpenDispute } from '../api/handover';
import { PAYMENTS_NS } from '../i18n';

export default function DisputeDialog({ paymentId, open, onOpenChange }: { paymentId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const dispute = useOpenDispute();
  const form = useForm({ resolver: zodResolver(disputeSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    dispute.mutate(
      { paymentId, reason },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('handover.reportedToast'), description: t('handover.reportedToastBody'), variant: 'success' });
        },
        onError: (error) => toast({ title: t('handover.failedToast'), description: apiErrorText(error, '') || undefined, variant: 'destructive' }),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('handover.reportTitle')} description={t('handover.reportHelp')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          label={t('handover.reason')}
          placeholder={t('handover.reasonPlaceholder')}
          maxLength={1000}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={dispute.isPending}>
            {dispute.isPending ? t('handover.sending') : t('handover.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
