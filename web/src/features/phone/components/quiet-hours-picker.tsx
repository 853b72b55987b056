/**
 * A person's own quiet hours (docs/decisions/0260): match alerts and reminders wait until the end
 * hour; turns and codes never wait. Whole hours in East Africa Time, saved as soon as one changes;
 * an end equal to the start is not offered (the server refuses it too).
 */
import type { QuietHours } from '@okota/shared';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useUpdateSmsAlerts } from '../api/sms-alerts';
import { PHONE_NS } from '../i18n';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const SELECT = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

export function QuietHoursPicker({ hours }: { hours: QuietHours }) {
  const { t } = useTranslation(PHONE_NS);
  const update = useUpdateSmsAlerts();
  const save = (quietHours: QuietHours) =>
    update.mutate(
      { quietHours },
      {
        onSuccess: () => toast({ title: t('alerts.saved'), variant: 'success' }),
        onError: () => toast({ title: t('alerts.failed'), variant: 'destructive' }),
      },
    );
  const options = (other: number) =>
    HOURS.map((hour) => (
      <option key={hour} value={hour} disabled={hour === other}>
        {clock(hour)}
      </option>
    ));
  return (
    <fieldset className="mt-5 border-t border-slate-100 pt-4" data-testid="quiet-hours">
      <legend className="text-base font-semibold text-slate-900">{t('alerts.quietTitle')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('alerts.quietBody')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label className="text-sm font-medium text-slate-800">
          {t('alerts.quietFrom')}
          <select className={SELECT} value={hours.start} onChange={(e) => save({ ...hours, start: Number(e.target.value) })}>
            {options(hours.end)}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('alerts.quietUntil')}
          <select className={SELECT} value={hours.end} onChange={(e) => save({ ...hours, end: Number(e.target.value) })}>
            {options(hours.start)}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
