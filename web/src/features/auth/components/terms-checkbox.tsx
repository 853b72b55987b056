/** "I accept the Terms and Conditions and the Privacy Policy", with its error. */
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../i18n';
import { AUTH_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

/** The checkbox's own props: `checked`/`onChange` for a controlled box, or react-hook-form's `register(...)`. */
type Props = Omit<ComponentProps<'input'>, 'type' | 'className'> & { error?: string };

export function TermsCheckbox({ error, ...input }: Props) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" aria-invalid={!!error} {...input} />
        <span>
          {t('signUp.termsBefore')}
          <a href={ROUTES.terms} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            {t('signUp.terms')}
          </a>
          {t('signUp.and')}
          <a href={ROUTES.privacy} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            {t('signUp.privacy')}
          </a>
        </span>
      </label>
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
