/** Sign-up's first step by phone (docs/decisions/0230): the Safaricom number and a first name. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MESSAGE_KEYS, safaricomPhoneSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useSendCode } from '../api/send-code';
import { AUTH_NS } from '../i18n';
import { AUTH_PHONE_NS } from '../i18n-phone';
import { errorText, serverFieldErrors } from './error-text';

const formSchema = z.object({
  phone: safaricomPhoneSchema,
  firstName: z
    .string()
    .trim()
    .min(1, MESSAGE_KEYS.firstNameRequired)
    .min(2, MESSAGE_KEYS.nameLength)
    .max(50, MESSAGE_KEYS.nameLength)
    .regex(/^[\p{L} ]+$/u, MESSAGE_KEYS.nameLetters),
});
export interface PhoneStart {
  phone: string;
  firstName: string;
  typedPhone: string;
}

interface Props {
  initial?: PhoneStart;
  onCodeSent: (start: PhoneStart) => void;
  onUseEmail: () => void;
  onSwitchToSignIn: () => void;
}

export function PhoneSignUpForm({ initial, onCodeSent, onUseEmail, onSwitchToSignIn }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(AUTH_PHONE_NS);
  const sendCode = useSendCode();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { phone: initial?.typedPhone ?? '', firstName: initial?.firstName ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ phone, firstName }) => {
    sendCode.mutate(
      { phone, firstName },
      {
        onSuccess: () => {
          toast({ title: tp('code.sent'), description: tp('code.sentBody', { phone: form.getValues('phone') }), variant: 'success' });
          onCodeSent({ phone, firstName, typedPhone: form.getValues('phone') });
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            if (field === 'phone' || field === 'firstName') form.setError(field, { type: 'server', message });
          }
          toast({ title: t('toast.codeFailed'), description: errorText(error, t('toast.tryAgain')), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <h1 className="text-xl font-bold">{tp('signUp.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{tp('signUp.body')}</p>
      </div>
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="0712 345 678"
        hint={t('hints.phone')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField label={t('fields.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
      <Button type="submit" className="w-full" disabled={sendCode.isPending}>
        {sendCode.isPending ? tp('signUp.busy') : tp('signUp.submit')}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onUseEmail} className="font-medium text-brand-700 hover:underline">
          {tp('signUp.useEmail')}
        </button>
      </p>
      <p className="text-center text-sm text-slate-600">
        {t('signUp.haveAccount')}{' '}
        <button type="button" onClick={onSwitchToSignIn} className="font-medium text-brand-700 hover:underline">
          {t('tabs.signIn')}
        </button>
      </p>
    </form>
  );
}
