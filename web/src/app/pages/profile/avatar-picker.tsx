/** The profile photo, or the first letter of the name, with a button to choose a new photo. */
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import type { SessionUser } from '../../../lib/session';
import { useUploadAvatar } from './api';
import { PROFILE_NS } from './i18n';

export function initialOf(user: Pick<SessionUser, 'firstName' | 'email'>): string {
  return (user.firstName?.trim()[0] ?? user.email?.trim()[0] ?? 'U').toUpperCase();
}

export function AvatarPicker({ user }: { user: SessionUser }) {
  const { t } = useTranslation(PROFILE_NS);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const name = `${user.firstName} ${user.lastName}`.trim();

  const onChoose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('avatar.updated'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('avatar.failed'),
          description: error instanceof ApiError ? apiErrorText(error, '') : undefined,
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative h-24 w-24 overflow-hidden rounded-full bg-brand-700 text-white ring-4 ring-white shadow">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt={t('avatar.alt', { name })} className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-4xl font-bold" aria-hidden="true">
            {initialOf(user)}
          </span>
        )}
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center bg-slate-900/50 text-xs font-semibold">{t('avatar.uploading')}</span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {user.profileImageUrl ? t('avatar.change') : t('avatar.add')}
      </Button>
    </div>
  );
}
