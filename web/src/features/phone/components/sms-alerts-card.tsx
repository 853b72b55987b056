/** The profile's SMS alert switches: one per kind, saved as soon as it is changed. */
import { useState } from 'react';
import { SMS_ALERT_SWITCHES, type SmsAlerts, type SmsAlertSwitch } from '@okota/shared';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useSmsAlerts, useUpdateSmsAlerts } from '../api/sms-alerts';
import { PHONE_NS } from '../i18n';

export default function SmsAlertsCard({ phoneVerified }: { phoneVerified: boolean }) {
  const { t } = useTranslation(PHONE_NS);
  const alerts = useSmsAlerts();
  const update = useUpdateSmsAlerts();

  // The switch moves in the click itself: the query cache tells React only after a tick (and after
  // any profile refetch in flight is cancelled), and a checkbox that lags the click feels broken.
  // Once the last change is answered the cache holds the truth (a refusal has put it back there).
  const [moving, setMoving] = useState<Partial<SmsAlerts>>({});
  const toggle = (name: SmsAlertSwitch, on: boolean) => {
    setMoving((current) => ({ ...current, [name]: on }));
    update.mutate({ [name]: on }, {
      onSuccess: () => toast({ title: t('alerts.saved'), variant: 'success' }),
      onError: () => toast({ title: t('alerts.failed'), variant: 'destructive' }),
      onSettled: () => setMoving({}),
    });
  };

  return (
    <section aria-labelledby="sms-alerts-title" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="sms-alerts-title" className="text-lg font-bold text-slate-900">{t('alerts.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('alerts.body')}</p>
      {!phoneVerified && <p className="mt-2 text-sm font-medium text-amber-800">{t('alerts.needsVerified')}</p>}
      {alerts.data ? (
        <fieldset className="mt-4 space-y-3">
          <legend className="sr-only">{t('alerts.title')}</legend>
          {SMS_ALERT_SWITCHES.map((name) => (
            <label key={name} className="flex items-start gap-3 text-sm text-slate-800">
              <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300" checked={moving[name] ?? alerts.data.alerts[name]}
                onChange={(event) => toggle(name, event.target.checked)} />
              <span>{t(`alerts.${name}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <Spinner className="py-4" />
      )}
    </section>
  );
}
