/**
 * The finder dashboard's Push Notifications card (docs/product/admin-and-platform.md section 2): a switch and
 * a button, the kinds of alerts when enabled, and a plain card where the browser cannot do push.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { disablePush, enablePush, isPushEnabled, isPushSupported } from '../browser-push';
import { NOTIFICATIONS_NS } from '../i18n';

export default function PushSettingsCard() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { user } = useSession();
  const supported = isPushSupported();
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(supported);
  const blocked = supported && Notification.permission === 'denied';

  useEffect(() => {
    if (!supported) return;
    let live = true;
    isPushEnabled()
      .then((value) => live && setEnabled(value))
      .catch(() => undefined)
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [supported]);

  if (!supported) {
    return (
      <Card className="p-5">
        <h3 className="font-semibold text-slate-900">{t('push.title')}</h3>
        <p className="mt-2 text-sm font-medium text-slate-700">{t('push.unsupported')}</p>
        <p className="mt-1 text-sm text-slate-500">{t('push.unsupportedHint')}</p>
      </Card>
    );
  }

  const turnOn = async () => {
    if (!user) return;
    setBusy(true);
    const outcome = await enablePush(user.id);
    setBusy(false);
    if (outcome === 'enabled') {
      setEnabled(true);
      toast({ title: t('push.enabled'), description: t('push.enabledBody'), variant: 'success' });
    } else if (outcome === 'denied') {
      toast({ title: t('push.denied'), description: t('push.deniedBody'), variant: 'destructive' });
    } else {
      toast({ title: t('push.failed'), description: t('push.failedBody'), variant: 'destructive' });
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await disablePush();
      setEnabled(false);
      toast({ title: t('push.disabled'), description: t('push.disabledBody') });
    } catch {
      toast({ title: t('push.error'), description: t('push.disableFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => void (enabled ? turnOff() : turnOn());

  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{t('push.title')}</h3>
          <p className="mt-1 text-sm text-slate-600">{t('push.description')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-label={t('push.switchLabel')}
          disabled={busy}
          onClick={toggle}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-50 ${enabled ? 'bg-brand-700' : 'bg-slate-300'}`}
        >
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-6' : 'translate-x-1'}`} />
        </button>
      </div>
      {blocked && !enabled && <p className="mt-3 text-sm text-amber-800">{t('push.blocked')}</p>}
      {enabled && (
        <div className="mt-4 rounded-lg bg-brand-50 p-3">
          <p className="text-sm font-medium text-slate-800">{t('push.youWillReceive')}</p>
          <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            {(['messages', 'claims', 'verification', 'payments'] as const).map((kind) => (
              <li key={kind} className="flex items-center gap-2">
                <span aria-hidden className="text-brand-700">
                  ✓
                </span>
                {t(`push.kinds.${kind}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button className="mt-4 w-full sm:w-auto" variant={enabled ? 'outline' : 'primary'} disabled={busy} onClick={toggle}>
        {busy ? t('push.working') : enabled ? t('push.disable') : t('push.enable')}
      </Button>
    </Card>
  );
}
