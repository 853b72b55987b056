/** The optional photo: chosen, shrunk in the browser, previewed; or the saved one kept or removed. */
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { LOST_REPORTS_NS } from '../i18n';
import { shrinkPhoto } from './shrink-photo';

export interface PhotoChoice {
  /** A new photo to upload. */
  file: Blob | null;
  /** The saved photo is to be dropped. */
  removeSaved: boolean;
}

interface ReportPhotoFieldProps {
  savedPhotoUrl?: string;
  choice: PhotoChoice;
  onChange: (choice: PhotoChoice) => void;
}

export function ReportPhotoField({ savedPhotoUrl, choice, onChange }: ReportPhotoFieldProps) {
  const { t } = useTranslation(LOST_REPORTS_NS);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!choice.file) return setPreview(undefined);
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice.file]);

  const shown = preview ?? (choice.removeSaved ? undefined : savedPhotoUrl);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return setError(t('form.photoType'));
    setError(undefined);
    onChange({ file: await shrinkPhoto(file), removeSaved: false });
  };
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange({ file: null, removeSaved: true });
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('form.photo')}
      </label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt="" className="h-20 w-20 shrink-0 rounded-lg border border-slate-200 object-cover" />
        ) : (
          <span
            className="flex h-20 w-20 shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400"
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M4 7h3l2-2h6l2 2h3v12H4z" />
              <circle cx="12" cy="13" r="3.5" />
            </svg>
          </span>
        )}
        <div className="flex min-w-0 flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="peer sr-only"
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {/* The native button's words come from the browser's language, not the user's choice. */}
          <label htmlFor={id} className={buttonClass('outline', 'sm', 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600')}>
            {shown ? t('form.photoChange') : t('form.photoChoose')}
          </label>
          {shown && (
            <button type="button" onClick={remove} className={buttonClass('ghost', 'sm', 'text-red-700')}>
              {t('form.photoRemove')}
            </button>
          )}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('form.photoHint')}
        </p>
      )}
    </div>
  );
}
