/** The overview's Settings tab: each fee with its own Update button (PUT /api/admin/settings/{key}). */
import { useState } from 'react';
import { finderAmountSchema, platformAmountSchema } from '@okota/shared/schemas/admin.schema';
import { computeFees } from '@okota/shared/fees';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { formatKsh } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useSettings, useUpdateSetting, type FeeKey } from '../api/fee-settings';
import { ErrorState } from './states';
import { failureToast, successToast } from './failure-toast';

export function LegacyFeeFields() {
  const { t } = useTranslation(ADMIN_NS);
  const settings = useSettings();
  if (settings.isError && !settings.data) return <ErrorState onRetry={() => settings.refetch()} />;
  if (!settings.data) return <Spinner />;
  const value = (key: FeeKey) => Number(settings.data.find((s) => s.key === key)?.value);
  const fees = computeFees(value('finder_amount'), value('platform_amount'));
  return (
    <Card className="space-y-5 p-5">
      <FeeField settingKey="finder_amount" label={t('overview.finderAmount')} initial={fees.finderAmount} />
      <FeeField settingKey="platform_amount" label={t('overview.platformAmount')} initial={fees.platformAmount} />
      <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-800">
        {t('overview.claimerPays', { total: formatKsh(fees.totalFee), finder: formatKsh(fees.finderAmount), platform: formatKsh(fees.platformAmount) })}
      </p>
    </Card>
  );
}

function FeeField({ settingKey, label, initial }: { settingKey: FeeKey; label: string; initial: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const update = useUpdateSetting();
  const [value, setValue] = useState(String(initial));
  const schema = settingKey === 'finder_amount' ? finderAmountSchema : platformAmountSchema;

  const save = () => {
    const parsed = schema.safeParse(value.trim() === '' ? undefined : value);
    if (!parsed.success) {
      toast({ title: t('settings.invalidTitle'), description: messageWords(parsed.error.issues[0].message), variant: 'destructive' });
      return;
    }
    update.mutate(
      { key: settingKey, value: parsed.data },
      {
        onSuccess: () => successToast(t('common.success'), t('overview.settingUpdated')),
        onError: (error) => failureToast(t('common.error'), error, t('overview.settingFailed')),
      },
    );
  };

  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <TextField label={label} type="number" inputMode="numeric" step={1} value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      <Button onClick={save} disabled={update.isPending}>
        {t('overview.update')}
      </Button>
    </div>
  );
}
