/**
 * The profile's switch for turn messages by WhatsApp (docs/decisions/0267): the same choice the
 * WhatsApp chat offers. Shown for a verified phone where this server has a WhatsApp channel.
 */
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useSetWhatsappTurns, useWhatsappTurns } from '../api/whatsapp-turns';
import { PHONE_NS } from '../i18n';

export function WhatsappTurnsSwitch({ phoneVerified }: { phoneVerified: boolean }) {
  const { t } = useTranslation(PHONE_NS);
  const turns = useWhatsappTurns(phoneVerified);
  const save = useSetWhatsappTurns();
  // The box moves in the click; the answer (or a refusal) then decides.
  const [moving, setMoving] = useState<boolean | null>(null);
  if (!phoneVerified || !turns.data) return null;
  const toggle = (on: boolean) => {
    setMoving(on);
    save.mutate(on, {
      onSuccess: () => toast({ title: t('whatsapp.saved'), variant: 'success' }),
      onError: () => toast({ title: t('alerts.failed'), variant: 'destructive' }),
      onSettled: () => setMoving(null),
    });
  };
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="text-base font-semibold text-slate-900">{t('whatsapp.title')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('whatsapp.body')}</p>
      <label className="mt-3 flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300"
          checked={moving ?? turns.data.on}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>{t('whatsapp.label')}</span>
      </label>
    </div>
  );
}
