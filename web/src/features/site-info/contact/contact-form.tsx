import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { CONTACT_CATEGORIES } from '@okota/shared/constants';
import { contactMessageSchema, type ContactMessage, type ContactMessageInput } from '@okota/shared/schemas/social.schema';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

export function ContactForm() {
  const { t } = useTranslation(CONTACT_NS);
  const { user } = useSession();
  const send = useSendContactMessage();
  // A signed-in sender keeps their name and e-mail after sending; the rest starts blank again.
  const blank: ContactMessageInput = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: '',
    subject: '',
    category: 'general',
    message: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: blank,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((message) => {
    send.mutate(message, {
      onSuccess: () => {
        toast({ title: t('sent.title'), description: t('sent.body'), variant: 'success' });
        reset(blank);
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldMessages() : {};
        for (const [field, text] of Object.entries(fieldErrors)) {
          if (field in blank) setError(field as keyof ContactMessageInput, { message: text });
        }
        const serverMessage = error instanceof ApiError && error.isRefusal ? apiErrorText(error, '') : '';
        toast({ title: t('failed.title'), description: serverMessage || t('failed.body'), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('fields.phoneHint')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField label={t('fields.category')} error={errors.category?.message} {...register('category')}>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={t('fields.subject')} error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label={t('fields.message')} rows={6} hint={t('fields.messageHint')} error={errors.message?.message} {...register('message')} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {t('privacyNote')}{' '}
          <Link href={ROUTES.privacy} className="font-medium text-brand-700 hover:underline">
            {t('privacyLink')}
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
