/**
 * The payment settings form: both fees with a live total, checked with the same shared schemas the
 * server uses (KSh 50-500 and 10-200), then saved finder first, platform second.
 */
import { useState, type FormEvent } from 'react';
import { computeFees } from '@okota/shared/fees';
import { FEE_LIMITS } from '@okota/shared/constants';
import { finderAmountSchema, platformAmountSchema } from '@okota/shared/schemas/admin.schema';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { formatKsh } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useUpdateFees } from '../api/fee-settings';
import { failureToast } from './failure-toast';

export function FeeForm({ finderAmount, platformAmount }: { finderAmount: number; platformAmount: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const update = useUpdateFees();
  const [finder, setFinder] = useState(String(finderAmount));
  const [platform, setPlatform] = useState(String(platformAmount));
  const [errors, setErrors] = useState<{ finder?: string; platform?: string }>({});
  const preview = computeFees(Number(finder) || 0, Number(platform) || 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const finderCheck = finderAmountSchema.safeParse(finder.trim() === '' ? undefined : finder);
    const platformCheck = platformAmountSchema.safeParse(platform.trim() === '' ? undefined : platform);
    const next = {
      finder: finderCheck.success ? undefined : finderCheck.error.issues[0].message,
      platform: platformCheck.success ? undefined : platformCheck.error.issues[0].message,
    };
    setErrors(next);
    if (!finderCheck.success || !platformCheck.success) {
      toast({ title: t('settings.invalidTitle'), description: messageWords(next.finder ?? next.platform), variant: 'destructive' });
      return;
    }
    update.mutate(
      { finderAmount: finderCheck.data, platformAmount: platformCheck.data },
      {
        onSuccess: () => toast({ title: t('settings.updatedTitle'), description: t('settings.updated'), variant: 'success' }),
        onError: (error) => failureToast(t('common.error'), error, t('settings.failed')),
      },
    );
  };

  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('settings.form.title')}</h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.form.finderAmount')}
            type="number"
            inputMode="numeric"
            step={1}
            min={FEE_LIMITS.finderAmount.min}
            max={FEE_LIMITS.finderAmount.max}
            hint={t('settings.form.finderHint')}
            error={errors.finder}
            value={finder}
            onChange={(e) => setFinder(e.target.value)}
          />
          <TextField
            label={t('settings.form.platformAmount')}
            type="number"
            inputMode="numeric"
            step={1}
            min={FEE_LIMITS.platformAmount.min}
            max={FEE_LIMITS.platformAmount.max}
            hint={t('settings.form.platformHint')}
            error={errors.platform}
            value={platform}
            onChange={(e) => setPlatform(e.target.value)}
          />
        </div>
        <div className="rounded-xl bg-brand-50 p-4" aria-live="polite">
          <p className="text-sm text-brand-800">{t('settings.form.total')}</p>
          <p className="text-3xl font-extrabold text-brand-800" data-testid="fee-total">
            {formatKsh(preview.totalFee)}
          </p>
          <p className="mt-1 text-xs text-brand-800">{t('settings.form.split', { finder: preview.finderPercentage, platform: preview.platformPercentage })}</p>
        </div>
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? t('settings.form.saving') : t('settings.form.save')}
        </Button>
      </form>
    </Card>
  );
}
