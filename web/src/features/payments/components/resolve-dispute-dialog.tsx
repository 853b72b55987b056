/** An admin settles a dispute: refund the owner or release the payout, with a note for the audit log. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resolveDisputeSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { useResolveDispute } from '../api/payouts';
import { PAYMENTS_NS } from '../i18n';

export default function ResolveDisputeDialog({ paymentId, open, onOpenChange }: { paymentId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const resolve = useResolveDispute();
  const form = useForm({ resolver: zodResolver(resolveDisputeSchema), defaultValues: { resolution: 'release' as const, note: '' } });
  const submit = form.handleSubmit((values) =>
    resolve.mutate(
      { paymentId, ...values },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('admin.resolved'), variant: 'success' });
        },
        onError: (error) => toast({ title: t('admin.failed'), description: apiErrorText(error, '') || undefined, variant: 'destructive' }),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.resolveTitle', { id: paymentId })} description={t('admin.resolveHelp')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset className="space-y-2">
          {(['release', 'refund'] as const).map((resolution) => (
            <label key={resolution} className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm">
              <input type="radio" value={resolution} {...form.register('resolution')} />
              {t(`admin.${resolution}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField label={t('admin.note')} maxLength={1000} error={form.formState.errors.note?.message} {...form.register('note')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={resolve.isPending}>
            {t('admin.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
