/**
 * The profile's message switches: one per SMS alert, and one per turn e-mail when the account has
 * an address; each saved as soon as it is changed (docs/decisions/0231).
 */
import { useState } from 'react';
import { EMAIL_ALERT_SWITCHES, SMS_ALERT_SWITCHES, type EmailAlerts, type SmsAlerts } from '@okota/shared';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useSmsAlerts, useUpdateSmsAlerts, type AlertChanges } from '../api/sms-alerts';
import { PHONE_NS } from '../i18n';
import { QuietHoursPicker } from './quiet-hours-picker';
import { WhatsappTurnsSwitch } from './whatsapp-turns-switch';

/** `id` is unique in the card and `label` its words: an SMS and an e-mail switch never share a name. */
interface Switch {
  id: string;
  label: string;
  on: boolean;
  change: (on: boolean) => AlertChanges;
}

const EMAIL_LABEL = {
  claimReceived: 'alerts.emailClaimReceived',
  claimApproved: 'alerts.emailClaimApproved',
  claimRejected: 'alerts.emailClaimRejected',
  ownerPaid: 'alerts.emailOwnerPaid',
  handoverReminder: 'alerts.emailHandoverReminder',
  payoutWaiting: 'alerts.emailPayoutWaiting',
} as const satisfies Record<keyof EmailAlerts, string>;

function SwitchList({ legend, switches }: { legend: string; switches: Switch[] }) {
  const update = useUpdateSmsAlerts();
  const { t } = useTranslation(PHONE_NS);
  // The switch moves in the click itself: the query cache tells React only after a tick (and after
  // any profile refetch in flight is cancelled), and a checkbox that lags the click feels broken.
  // Once the last change is answered the cache holds the truth (a refusal has put it back there).
  const [moving, setMoving] = useState<Record<string, boolean>>({});
  const toggle = (item: Switch, on: boolean) => {
    setMoving((current) => ({ ...current, [item.id]: on }));
    update.mutate(item.change(on), {
      onSuccess: () => toast({ title: t('alerts.saved'), variant: 'success' }),
      onError: () => toast({ title: t('alerts.failed'), variant: 'destructive' }),
      onSettled: () => setMoving({}),
    });
  };
  return (
    <fieldset className="mt-4 space-y-3">
      <legend className="sr-only">{legend}</legend>
      {switches.map((item) => (
        <label key={item.id} className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300"
            checked={moving[item.id] ?? item.on}
            onChange={(event) => toggle(item, event.target.checked)}
          />
          <span>{item.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export default function SmsAlertsCard({ phoneVerified }: { phoneVerified: boolean }) {
  const { t } = useTranslation(PHONE_NS);
  const alerts = useSmsAlerts();
  const data = alerts.data;
  const smsSwitches: Switch[] = data
    ? SMS_ALERT_SWITCHES.map((name) => ({
        id: name,
        label: t(`alerts.${name}`),
        on: data.alerts[name],
        change: (on) => ({ [name]: on }) as Partial<SmsAlerts>,
      }))
    : [];
  const emailSwitches: Switch[] = data
    ? EMAIL_ALERT_SWITCHES.map((name) => ({
        id: `email-${name}`,
        label: t(EMAIL_LABEL[name]),
        on: data.emails[name],
        change: (on) => ({ emails: { [name]: on } as Partial<EmailAlerts> }),
      }))
    : [];

  return (
    <section aria-labelledby="sms-alerts-title" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="sms-alerts-title" className="text-lg font-bold text-slate-900">
        {t('alerts.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('alerts.body')}</p>
      {!phoneVerified && <p className="mt-2 text-sm font-medium text-amber-800">{t('alerts.needsVerified')}</p>}
      {data ? (
        <>
          <SwitchList legend={t('alerts.title')} switches={smsSwitches} />
          <QuietHoursPicker hours={data.quietHours} />
          {data.hasEmail && (
            <div className="mt-5 border-t border-slate-100 pt-4">
              <h3 className="text-base font-semibold text-slate-900">{t('alerts.emailTitle')}</h3>
              <p className="mt-1 text-sm text-slate-600">{t('alerts.emailBody')}</p>
              <SwitchList legend={t('alerts.emailTitle')} switches={emailSwitches} />
            </div>
          )}
          <WhatsappTurnsSwitch phoneVerified={phoneVerified} />
        </>
      ) : (
        <Spinner className="py-4" />
      )}
    </section>
  );
}
