/**
 * "SMS alerts to another phone" on a report's card: the owner's own phone is often what was
 * lost, so a report may name another number, which is proven by a code before it gets anything.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useAlertPhone, useNameAlertPhone, useRemoveAlertPhone, useVerifyAlertPhone } from '../api/alert-phone';
import { REPORT_SMS_NS } from '../sms-i18n';

export function ReportAlertPhone({ reportId }: { reportId: number }) {
  const { t } = useTranslation(REPORT_SMS_NS);
  const current = useAlertPhone(reportId);
  const name = useNameAlertPhone(reportId);
  const verify = useVerifyAlertPhone(reportId);
  const remove = useRemoveAlertPhone(reportId);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [changing, setChanging] = useState(false);
  const failed = () => toast({ title: t('alertPhone.failed'), variant: 'destructive' });

  if (!current.data) return null;
  const { phone: named, verified } = current.data;

  const send = (event: FormEvent) => {
    event.preventDefault();
    name.mutate(phone, { onSuccess: () => setChanging(false), onError: failed });
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code, { onSuccess: () => toast({ title: t('alertPhone.done'), variant: 'success' }), onError: failed });
  };

  return (
    <section className="mt-3 rounded-lg border border-slate-200 p-3 text-sm" aria-labelledby={`alert-phone-${reportId}`}>
      <h4 id={`alert-phone-${reportId}`} className="font-semibold text-slate-900">
        {t('alertPhone.title')}
      </h4>
      {named && verified && !changing ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="text-slate-700">{t('alertPhone.verified', { phone: named })}</p>
          <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onError: failed })}>
            {t('alertPhone.remove')}
          </Button>
        </div>
      ) : named && !verified && !changing ? (
        <form onSubmit={check} noValidate className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              label={t('alertPhone.code', { phone: named })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={verify.isPending}>
            {verify.isPending ? t('alertPhone.verifying') : t('alertPhone.verify')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
            {t('alertPhone.change')}
          </Button>
        </form>
      ) : (
        <>
          <p className="mt-1 text-slate-600">{t('alertPhone.intro')}</p>
          <form onSubmit={send} noValidate className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField
                label={t('alertPhone.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="07XX XXX XXX"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </div>
            <Button type="submit" size="sm" disabled={name.isPending}>
              {name.isPending ? t('alertPhone.sending') : t('alertPhone.send')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
