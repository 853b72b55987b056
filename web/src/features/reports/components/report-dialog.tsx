/** The report form: a common reason, and details (required only for 'Other'). */
import { useState } from 'react';
import { reportSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useFileReport } from '../api/file-report';
import { REPORTS_NS } from '../i18n';
import { DETAILS_MAX, OTHER_DETAILS_MIN, REASONS_FOR, composeReason, type ReportReasonCode, type ReportTargetType } from '../reasons';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string | number;
  targetName?: string;
  /** Called once the server has the report (or already had one from this user). */
  onReported: () => void;
}

export function ReportDialog({ open, onOpenChange, targetType, targetId, targetName, onReported }: ReportDialogProps) {
  const { t } = useTranslation(REPORTS_NS);
  const report = useFileReport();
  const [code, setCode] = useState<ReportReasonCode | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ code?: string; details?: string }>({});

  const title = targetType === 'item' ? t('dialog.titleItem') : targetName ? t('dialog.titleUser', { name: targetName }) : t('dialog.titleUserUnnamed');

  const submit = () => {
    const found: typeof errors = {};
    if (!code) found.code = t('dialog.chooseRequired');
    else if (code === 'other' && details.trim().length < OTHER_DETAILS_MIN) found.details = t('dialog.otherTooShort', { min: OTHER_DETAILS_MIN });
    setErrors(found);
    if (!code || found.details) return;
    const input = reportSchema.safeParse({ targetType, targetId, reason: composeReason(code, details) });
    if (!input.success) return;
    report.mutate(input.data, {
      onSuccess: (answer) => {
        // A repeat is answered with the open report, flagged, not refused: thanked all the same.
        if (answer.alreadyOpen) toast({ title: t('already'), description: t('alreadyBody') });
        else toast({ title: t('sent'), description: t('sentBody'), variant: 'success' });
        onReported();
      },
      onError: (error) => {
        // A refusal has words of its own; a fault or a lost connection gets the general sentence,
        // and a lapsed session is the shell's to handle.
        const serverText = error instanceof ApiError && error.isRefusal && error.code !== 'UNAUTHORIZED' ? apiErrorText(error, '') : '';
        toast({ title: t('failed'), description: serverText || t('failedBody'), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={t('dialog.description')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!report.isPending) submit();
        }}
      >
        <SelectField label={t('dialog.reason')} value={code} error={errors.code} required onChange={(e) => setCode(e.target.value as ReportReasonCode | '')}>
          <option value="">{t('dialog.choose')}</option>
          {REASONS_FOR[targetType].map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={code === 'other' ? t('dialog.details') : t('dialog.detailsOptional')}
          placeholder={t('dialog.detailsPlaceholder')}
          value={details}
          maxLength={DETAILS_MAX}
          required={code === 'other'}
          error={errors.details}
          hint={t('dialog.counter', { count: details.length, max: DETAILS_MAX })}
          onChange={(e) => setDetails(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? t('dialog.sending') : t('dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
