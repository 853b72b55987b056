/**
 * Changing the phone number (M-Pesa payouts go to it), in two steps: the new number and the
 * password send a code by SMS to that number; the code moves the account there. Until then the
 * account keeps its number, and a number someone else has looks the same as a free one
 * (docs/decisions/0230), so the first step never says "updated".
 */
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhoneLocal, updatePhoneSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { CodeInput } from '../../../features/auth/components/code-input';
import { useConfirmPhoneChange, useUpdatePhone } from './api';
import { PROFILE_NS } from './i18n';

export function ChangePhoneDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const update = useUpdatePhone();
  const confirm = useConfirmPhoneChange();
  const form = useForm({ resolver: zodResolver(updatePhoneSchema), defaultValues: { phone: '', password: '' } });
  const { errors } = form.formState;
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setPendingPhone(null);
      setCode('');
      setCodeError(undefined);
    }
    onOpenChange(next);
  };
  const failed = (error: unknown) =>
    toast({ title: t('changePhone.failed'), description: error instanceof ApiError ? apiErrorText(error, '') : undefined, variant: 'destructive' });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (answer) => {
        if (!answer.pendingPhone) form.setError('phone', { message: t('changePhone.unchanged') });
        else setPendingPhone(answer.pendingPhone);
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldMessages() : undefined;
        if (fieldErrors?.phone) form.setError('phone', { message: fieldErrors.phone });
        if (fieldErrors?.password) form.setError('password', { message: fieldErrors.password });
        if (!fieldErrors?.phone && !fieldErrors?.password) failed(error);
      },
    }),
  );

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    setCodeError(undefined);
    confirm.mutate(code, {
      onSuccess: () => {
        toast({ title: t('changePhone.done'), variant: 'success' });
        close(false);
      },
      onError: (error) => {
        const reason = error instanceof ApiError ? error.body.reason : undefined;
        if (reason === 'code_wrong') setCodeError(t('changePhone.codeWrong'));
        else if (reason === 'code_expired' || reason === 'too_many_tries') setCodeError(t('changePhone.codeExpired'));
        else failed(error);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t('changePhone.title')} description={t('changePhone.body')} size="sm">
      {pendingPhone ? (
        <form onSubmit={onConfirm} noValidate className="space-y-4">
          <p className="text-sm text-slate-700" role="status">
            {t('changePhone.codeSent', { phone: formatPhoneLocal(pendingPhone) })}
          </p>
          <CodeInput id="change-phone-code" label={t('changePhone.code')} value={code} onChange={setCode} error={codeError} />
          <Button type="submit" className="w-full" disabled={confirm.isPending || code.length !== 6}>
            {confirm.isPending ? t('changePhone.confirming') : t('changePhone.confirm')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            className="w-full"
            onClick={() => {
              setPendingPhone(null);
              setCode('');
              setCodeError(undefined);
            }}
          >
            {t('changePhone.back')}
          </Button>
        </form>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={t('changePhone.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07XX XXX XXX"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label={t('changePhone.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" className="w-full" disabled={update.isPending}>
            {update.isPending ? t('changePhone.busy') : t('changePhone.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
