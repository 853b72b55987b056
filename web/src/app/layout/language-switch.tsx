import { LANGUAGES, setLanguage, useTranslation, type Language } from '../../i18n';

/** EN / SW toggle, remembered in local storage. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('nav.language')} className={`inline-flex gap-0.5 rounded-lg border border-slate-300 text-xs font-semibold ${className}`}>
      {LANGUAGES.map((language) => {
        const active = i18n.language === language.code;
        return (
          <button
            key={language.code}
            type="button"
            lang={language.code}
            aria-pressed={active}
            title={language.label}
            onClick={() => setLanguage(language.code as Language)}
            className={`flex h-11 min-w-11 items-center justify-center rounded-md px-2 uppercase ${active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {language.code}
          </button>
        );
      })}
    </div>
  );
}
