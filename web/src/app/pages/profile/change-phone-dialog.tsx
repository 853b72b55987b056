/** Changing the phone number needs the password again (M-Pesa payouts go to this number). */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updatePhoneSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { translateMessage } from '../../../i18n/validation';
import { ApiError } from '../../../lib/api';
import { useUpdatePhone } from './api';
import { PROFILE_NS } from './i18n';

export function ChangePhoneDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const update = useUpdatePhone();
  const form = useForm({ resolver: zodResolver(updatePhoneSchema), defaultValues: { phone: '', password: '' } });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: t('changePhone.done'), variant: 'success' });
        close(false);
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.body.errors : undefined;
        if (fieldErrors?.phone) form.setError('phone', { message: fieldErrors.phone });
        if (fieldErrors?.password) form.setError('password', { message: fieldErrors.password });
        if (!fieldErrors?.phone && !fieldErrors?.password) {
          toast({ title: t('changePhone.failed'), description: error instanceof ApiError ? translateMessage(error.serverMessage) : undefined, variant: 'destructive' });
        }
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close} title={t('changePhone.title')} description={t('changePhone.body')} size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={t('changePhone.phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="07XX XXX XXX" error={errors.phone?.message} {...form.register('phone')} />
        <TextField label={t('changePhone.password')} type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {update.isPending ? t('changePhone.busy') : t('changePhone.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
