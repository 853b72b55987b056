/** The review submission dialog: 1-5 stars and a comment, checked by the shared review schema. */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REVIEW_COMMENT } from '@okota/shared/constants';
import { reviewSchema } from '@okota/shared/schemas/social.schema';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCreateReview } from '../api/create-review';
import { REVIEWS_NS } from '../i18n';
import { StarsInput } from './stars';

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemId: number;
  revieweeId: string;
  /** The reviewee's part: the claimer reviews the 'finder', the finder the 'claimer'. */
  type: 'finder' | 'claimer';
  onSubmitted?: () => void;
}

type FormInput = z.input<typeof reviewSchema>;
type FormOutput = z.output<typeof reviewSchema>;

export default function ReviewDialog({ open, onOpenChange, itemId, revieweeId, type, onSubmitted }: ReviewDialogProps) {
  const { t } = useTranslation(REVIEWS_NS);
  const create = useCreateReview();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: undefined, comment: '', itemId, revieweeId, type },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const onSubmit = handleSubmit((review) => {
    create.mutate(review, {
      onSuccess: () => {
        toast({ title: t('dialog.success'), description: t('dialog.successBody'), variant: 'success' });
        onOpenChange(false);
        onSubmitted?.();
      },
      onError: (error) => {
        const reason = error instanceof ApiError && error.isRefusal ? apiErrorText(error, t('dialog.failedBody')) : t('dialog.failedBody');
        toast({ title: t('dialog.failed'), description: reason, variant: 'destructive' });
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title={type === 'finder' ? t('dialog.titleFinder') : t('dialog.titleClaimer')}
      description={t('dialog.description')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="space-y-1.5">
          <p id="review-rating-label" className="text-sm font-medium text-slate-800">
            {t('dialog.rating')}
          </p>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => <StarsInput value={field.value as number | undefined} onChange={field.onChange} labelledBy="review-rating-label" />}
          />
          {errors.rating?.message && (
            <p role="alert" className="text-sm text-red-600">
              {messageWords(errors.rating.message)}
            </p>
          )}
        </div>
        <TextAreaField
          label={t('dialog.comment')}
          placeholder={t('dialog.commentPlaceholder')}
          maxLength={REVIEW_COMMENT.max}
          error={errors.comment?.message}
          hint={t('dialog.counter', { count: comment.length, max: REVIEW_COMMENT.max })}
          {...register('comment')}
        />
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? t('dialog.submitting') : t('dialog.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
