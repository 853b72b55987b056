/** The optional proof photo: JPG, PNG or PDF up to 5 MB, checked here and again on the server. */
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_PROOF_BYTES } from '@okota/shared';
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
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2" data-testid="proof-chosen">
          <ProofThumbnail file={file} alt={t('dialog.proofPreview', { name: file.name })} />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="truncate text-sm text-slate-800">{t('dialog.proofChosen', { name: file.name })}</p>
            <div className="flex flex-wrap gap-x-4">
              <label
                htmlFor={id}
                className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {t('dialog.proofChange')}
              </label>
              <button type="button" onClick={clear} className="inline-flex min-h-11 items-center text-sm font-medium text-red-700 hover:underline">
                {t('dialog.proofRemove')}
              </button>
            </div>
          </div>
        </div>
      ) : (
        /* The native button's words come from the browser's language, not the user's choice. */
        <label
          htmlFor={id}
          className="flex min-h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
        >
          <PaperclipIcon />
          {t('dialog.proofChoose')}
        </label>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('dialog.proofHint')}
        </p>
      )}
    </div>
  );
}

/** A photo shows itself; a PDF shows a document mark. */
function ProofThumbnail({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  if (!url) {
    return (
      <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-md bg-white text-xs font-bold text-red-700 ring-1 ring-slate-200">
        PDF
      </span>
    );
  }
  return <img src={url} alt={alt} className="size-14 shrink-0 rounded-md object-cover ring-1 ring-slate-200" />;
}

function PaperclipIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </svg>
  );
}
