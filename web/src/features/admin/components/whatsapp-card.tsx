/**
 * The dashboard's WhatsApp card (docs/decisions/0267): the week's messages in and out, templates
 * sent and their cost estimate, failures and SMS fallbacks; under it, every text the bot says in
 * both languages, fetched only when opened. Absent when this server has no WhatsApp channel.
 */
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { textRows, useWhatsappStats, useWhatsappTexts } from '../api/whatsapp';
import { ADMIN_WHATSAPP_NS } from '../i18n/whatsapp';
import { StatCard } from './states';

export function WhatsappCard() {
  const { t } = useTranslation(ADMIN_WHATSAPP_NS);
  const stats = useWhatsappStats();
  const [open, setOpen] = useState(false);
  const texts = useWhatsappTexts(open);
  const s = stats.data;
  if (!s) return null;
  return (
    <Card className="p-5" data-testid="whatsapp-card">
      <h2 className="text-lg font-bold">{t('title', { days: s.days })}</h2>
      <div className="mt-4 grid grid-cols-2 gap-3 break-words lg:grid-cols-5">
        <StatCard label={t('inbound')} value={s.inbound} />
        <StatCard label={t('sent')} value={s.sent} />
        <StatCard label={t('templates')} value={s.templates} hint={t('templatesSub')} />
        <StatCard label={t('cost')} value={`USD ${Number(s.estimatedCostUsd.toFixed(3))}`} hint={t('costSub', { rate: s.templateCostUsd })} />
        <StatCard label={t('failed')} value={s.failed} hint={t('failedSub', { count: s.fallbacks })} />
      </div>
      <details className="mt-4" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
        <summary className="cursor-pointer font-semibold text-brand-700">{t('texts')}</summary>
        {!texts.data && open && <p className="mt-2 text-sm text-slate-600">{t('textsLoading')}</p>}
        {texts.data && (
          <div className="mt-3 max-h-[32rem] overflow-auto" tabIndex={0} role="region" aria-label={t('texts')}>
            <table className="w-full min-w-[36rem] text-left align-top text-sm">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('key')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('english')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('kiswahili')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {textRows(texts.data).map((row) => (
                  <tr key={row.key} className="align-top">
                    <td className="py-2 pr-3 font-mono text-xs">{row.key}</td>
                    <td className="whitespace-pre-wrap break-words py-2 pr-3">{row.en}</td>
                    <td className="whitespace-pre-wrap break-words py-2 pr-3">{row.sw}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </Card>
  );
}
