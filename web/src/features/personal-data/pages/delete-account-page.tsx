/**
 * /delete-account: closing an account in two steps (docs/rules.md "Personal data"). Step 1 says
 * what happens and offers the download first; step 2 takes the password. Money in flight is
 * explained in the person's language from the server's `inFlight` code.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { AccessDenied } from '../../../components/access-denied';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { conflictResponse } from '@okota/shared/contracts/personal-data.contract';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { clearSession, useSession } from '../../../lib/session';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { DownloadDataButton } from '../components/download-data-button';
import { PERSONAL_DATA_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

/** The money still on its way, as the 409 names it. */
type InFlight = WireOf<typeof conflictResponse>['inFlight'];

export default function DeleteAccountPage() {
  const { t } = useTranslation(PERSONAL_DATA_NS);
  const { user, isLoading } = useSession();
  const [step, setStep] = useState<1 | 2>(1);
  if (!user) return isLoading ? <Spinner className="py-24" /> : <AccessDenied message={t('delete.signIn')} />;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <p className="text-sm font-medium text-slate-500">{t('delete.step', { step })}</p>
      <h1 className="mt-1 text-2xl font-extrabold text-slate-900">{t('delete.title')}</h1>
      {step === 1 ? <WhatHappens onContinue={() => setStep(2)} /> : <ConfirmWithPassword />}
    </main>
  );
}

function WhatHappens({ onContinue }: { onContinue: () => void }) {
  const { t, tObject } = useTranslation(PERSONAL_DATA_NS);
  return (
    <div className="mt-5 space-y-5">
      <p className="text-slate-700">{t('delete.intro')}</p>
      <ul className="list-disc space-y-2 pl-5 text-slate-800">
        {tObject<string[]>('delete.happens').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('delete.moneyNote')}</p>
      <div className="rounded-lg border border-slate-200 p-4">
        <p className="text-sm text-slate-700">{t('delete.downloadFirst')}</p>
        <DownloadDataButton className="mt-3" />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={ROUTES.profile} className={buttonClass('outline')}>
          {t('delete.back')}
        </Link>
        <Button variant="danger" onClick={onContinue}>
          {t('delete.continue')}
        </Button>
      </div>
    </div>
  );
}

function ConfirmWithPassword() {
  const { t } = useTranslation(PERSONAL_DATA_NS);
  const [, navigate] = useLocation();
  const remove = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [inFlight, setInFlight] = useState<InFlight>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(undefined);
    setInFlight(undefined);
    remove.mutate(password, {
      onSuccess: () => {
        clearSession();
        toast({ title: t('delete.done'), description: t('delete.doneBody'), variant: 'success' });
        navigate(ROUTES.home);
      },
      onError: (error) => {
        const body = error instanceof ApiError ? error.body : undefined;
        if (body?.errors?.password) setPasswordError((error as ApiError).fieldMessages().password);
        else if (error instanceof ApiError && error.code === 'ACCOUNT_MONEY_IN_FLIGHT' && typeof body?.inFlight === 'string')
          setInFlight(body.inFlight as InFlight);
        else toast({ title: t('delete.failed'), description: error instanceof ApiError ? apiErrorText(error, '') : undefined, variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-5">
      <p className="text-slate-700">{t('delete.confirmIntro')}</p>
      <TextField
        label={t('delete.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
        required
      />
      {inFlight && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">{t('delete.waitTitle')}</p>
          <p className="mt-1">{t(`delete.inFlight.${inFlight}`)}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={ROUTES.profile} className={buttonClass('outline')}>
          {t('delete.back')}
        </Link>
        <Button type="submit" variant="danger" disabled={remove.isPending || !password}>
          {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </div>
    </form>
  );
}
