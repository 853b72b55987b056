/**
 * The ownership verification dialog: the finder's questions with answer fields, the
 * ownership details (10-200 characters), where it was lost, an optional proof photo, and a live
 * preview of what contact scrubbing will leave. Loaded only when a claimer opens it.
 */
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_DETAILS, claimSchemaFor } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { useSubmitClaim } from '../api/submit-claim';
import type { ClaimableItem } from '../api/types';
import { CLAIMS_NS } from '../i18n';
import { claimErrorText } from './error-text';
import { ProofPhotoField } from './proof-photo-field';
import { ScrubPreview } from './scrub-preview';

interface VerificationDialogProps {
  item: ClaimableItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const answerFields = ['answer1', 'answer2', 'answer3'] as const;

function RequiredMark() {
  const { t } = useTranslation(CLAIMS_NS);
  return <span className="font-normal text-red-700"> {t('dialog.required')}</span>;
}

export default function VerificationDialog({ item, open, onOpenChange }: VerificationDialogProps) {
  const { t } = useTranslation(CLAIMS_NS);
  const submit = useSubmitClaim();
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string>();
  const questions = [item.verificationQuestion1, item.verificationQuestion2, item.verificationQuestion3];
  // Every question the finder asks must be answered, here and on the server (decision 0214).
  const schema = useMemo(
    () => claimSchemaFor([item.verificationQuestion1, item.verificationQuestion2, item.verificationQuestion3]),
    [item.verificationQuestion1, item.verificationQuestion2, item.verificationQuestion3],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { answer1: '', answer2: '', answer3: '', additionalDetails: '', description: '' },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const requiresProof = !!item.requiresProofPhoto;

  const onSubmit = form.handleSubmit((fields) => {
    if (requiresProof && !proof) return setProofError(t('dialog.proofMissing'));
    submit.mutate(
      { itemId: item.id, ...fields, proofPhoto: proof },
      {
        onSuccess: () => {
          toast({ title: t('dialog.successTitle'), description: t('dialog.successBody'), variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.body.errors?.proofPhoto) setProofError(claimErrorText(error, ''));
          for (const name of answerFields) {
            const message = error instanceof ApiError ? error.fieldMessages()[name] : undefined;
            if (message) form.setError(name, { message });
          }
          toast({ title: t('dialog.failed'), description: claimErrorText(error, t('dialog.failedBody')), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!submit.isPending}
      title={t('dialog.title')}
      description={t('dialog.intro', { title: item.title })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {/* Said before Submit (issue 25): what must be filled in is marked on its label. */}
        <p className="text-xs text-slate-600">{t('dialog.requiredNote')}</p>
        {answerFields.map((name, index) =>
          questions[index] ? (
            <TextField
              key={name}
              label={
                <>
                  {t('dialog.answerLabel', { number: index + 1, question: questions[index] })}
                  <RequiredMark />
                </>
              }
              placeholder={t('dialog.answerPlaceholder')}
              maxLength={500}
              autoComplete="off"
              required
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ) : null,
        )}
        <div>
          <TextAreaField
            label={
              <>
                {t('dialog.details')}
                <RequiredMark />
              </>
            }
            required
            hint={t('dialog.detailsHint')}
            placeholder={t('dialog.detailsPlaceholder')}
            maxLength={CLAIM_DETAILS.max + 50}
            rows={3}
            error={errors.additionalDetails?.message}
            {...form.register('additionalDetails')}
          />
          <p className={`mt-1 text-right text-xs ${(values.additionalDetails?.length ?? 0) > CLAIM_DETAILS.max ? 'text-red-600' : 'text-slate-500'}`}>
            {t('dialog.counter', { count: values.additionalDetails?.length ?? 0, max: CLAIM_DETAILS.max })}
          </p>
        </div>
        <TextAreaField label={t('dialog.description')} maxLength={1000} rows={2} error={errors.description?.message} {...form.register('description')} />
        <ProofPhotoField
          file={proof}
          required={requiresProof}
          error={proofError}
          onChange={(file, error) => {
            setProof(file);
            setProofError(error);
          }}
        />
        <p className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">{t('dialog.privacyNote')}</p>
        <ScrubPreview texts={[values.answer1, values.answer2, values.answer3, values.additionalDetails, values.description]} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? t('dialog.submitting') : t('dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
