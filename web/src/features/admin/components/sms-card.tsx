/** The dashboard's SMS card: what SMS cost per day, how many arrived, and the latest failures with their reason. */
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { formatKsh, formatRelative } from '../../../lib/format';
import { useFailedSms } from '../api/sms';
import type { SmsStats } from '../api/types';
import { ADMIN_SMS_NS } from '../i18n/sms';
import { StatCard } from './states';

const FAILED_SHOWN = 10;
/** Africa's Talking bills fractions of a shilling (KES 0.80 a part). */
const shillings = (value: number) => (Number.isInteger(value) ? formatKsh(value) : `KSh ${value.toFixed(2)}`);

export function SmsCard({ stats }: { stats: SmsStats }) {
  const { t, i18n } = useTranslation(ADMIN_SMS_NS);
  const failed = useFailedSms();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('title')}</h2>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard label={t('cost')} value={shillings(stats.costKes)} hint={t('costSub')} />
        <StatCard
          label={t('deliveryRate')}
          value={stats.deliveryRate === null ? '—' : `${stats.deliveryRate}%`}
          hint={stats.deliveryRate === null ? t('noData') : t('deliverySub')}
        />
        <StatCard label={t('failed')} value={stats.failed} />
      </div>
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={t('title')}>
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              {(['date', 'accepted', 'delivered', 'failed', 'skipped', 'cost'] as const).map((key) => (
                <th key={key} scope="col" className="py-2 pr-3 font-medium">
                  {t(`table.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {stats.days.map((day) => (
              <tr key={day.date}>
                <td className="py-2 pr-3 font-mono text-xs">{day.date}</td>
                <td className="py-2 pr-3">{day.accepted}</td>
                <td className="py-2 pr-3">{day.delivered}</td>
                <td className="py-2 pr-3">{day.failed}</td>
                <td className="py-2 pr-3">{day.skipped}</td>
                <td className="py-2 pr-3">{shillings(day.costKes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-5 font-semibold">{t('recentFailed')}</h3>
      {failed.data && failed.data.messages.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('noneFailed')}</p>}
      {failed.data && failed.data.messages.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100">
          {failed.data.messages.slice(0, FAILED_SHOWN).map((sms) => (
            <li key={sms.id} className="py-2 text-sm">
              <p className="font-medium text-slate-900">
                {t(`kinds.${sms.kind}`, { defaultValue: sms.kind })} · {sms.phone}
                {sms.userName ? ` · ${sms.userName}` : ''}
              </p>
              <p className="break-words text-slate-600">
                {sms.failureReason ?? sms.providerStatus} · {t('attempts', { count: sms.attempts })} · {formatRelative(sms.createdAt, i18n.language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
