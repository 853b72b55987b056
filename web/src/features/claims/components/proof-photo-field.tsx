/** The optional proof photo: JPG, PNG or PDF up to 5 MB, checked here and again on the server. */
import { useId, useRef } from 'react';
import { MAX_PROOF_BYTES } from '@okota/shared';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { CLAIMS_NS } from '../i18n';
import { shrinkPhoto } from './shrink-photo';

const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];
const ACCEPTED_NAMES = /\.(jpe?g|png|pdf)$/i;

interface ProofPhotoFieldProps {
  file: File | null;
  required: boolean;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
}

export function ProofPhotoField({ file, required, error, onChange }: ProofPhotoFieldProps) {
  const { t } = useTranslation(CLAIMS_NS);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type) && !ACCEPTED_NAMES.test(chosen.name)) return onChange(null, t('dialog.proofType'));
    const sent = await shrinkPhoto(chosen);
    if (sent.size > MAX_PROOF_BYTES) return onChange(null, t('dialog.proofSize'));
    onChange(sent);
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {required ? t('dialog.proofRequired') : t('dialog.proof')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
          aria-invalid={!!error}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="peer sr-only"
        />
        {/* The native button's words come from the browser's language, not the user's choice. */}
        <label htmlFor={id} className={buttonClass('outline', 'sm', 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600')}>
          {t('dialog.proofChoose')}
        </label>
        {!file && <span className="text-sm text-slate-500">{t('dialog.proofNone')}</span>}
      </div>
      {file && (
        <p className="flex items-center justify-between gap-3 text-sm text-slate-700">
          <span className="min-w-0 truncate">{t('dialog.proofChosen', { name: file.name })}</span>
          <button type="button" onClick={clear} className="shrink-0 font-medium text-red-700 hover:underline">{t('dialog.proofRemove')}</button>
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">{error}</p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">{t('dialog.proofHint')}</p>
      )}
    </div>
  );
}
