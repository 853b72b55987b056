/** Five stars: read-only for ratings shown, or a radio group for choosing one. */
import { useTranslation } from '../../../i18n';
import { REVIEWS_NS } from '../i18n';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';

function Star({ filled, size }: { filled: number; size: number }) {
  // filled: 0..1, so an average of 4.3 shows the fifth star 30 % full.
  const id = `star-${Math.round(filled * 100)}`;
  return (
    <svg aria-hidden width={size} height={size} viewBox="0 0 24 24">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${filled * 100}%`} stopColor="#f59e0b" />
          <stop offset={`${filled * 100}%`} stopColor="#e2e8f0" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${id})`} />
    </svg>
  );
}

export function StarsDisplay({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('panel.ratingLabel', { rating })}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Star key={position} size={size} filled={Math.max(0, Math.min(1, rating - position + 1))} />
      ))}
    </span>
  );
}

export function StarsInput({ value, onChange, labelledBy }: { value: number | undefined; onChange: (rating: number) => void; labelledBy: string }) {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((rating) => (
        <button
          key={rating}
          type="button"
          role="radio"
          aria-checked={value === rating}
          aria-label={t('dialog.star', { count: rating })}
          onClick={() => onChange(rating)}
          className="rounded-md p-1 hover:bg-amber-50"
        >
          <Star size={32} filled={value !== undefined && rating <= value ? 1 : 0} />
        </button>
      ))}
    </div>
  );
}
