/**
 * The language choice of the Settings tab: it switches the app at once on this device, and saves
 * the choice on the account so our e-mails (password reset, notices) come in the same language.
 */
import { useMutation } from '@tanstack/react-query';
import { LANGUAGES, setLanguage, useTranslation, type Language } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { updateStoredUser } from '../../../lib/session';
import { DASHBOARD_NS } from './i18n';
import * as accountApi from '@okota/shared/contracts/account.api';
import { call } from '../../../lib/api-client';

const saveLanguage = (language: Language) => call(accountApi.setLanguage, { body: { language } });

export function LanguageCard() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: ({ user }) => {
      updateStoredUser(user);
      toast({ title: t('language.saved'), variant: 'success' });
    },
    onError: () => toast({ title: t('language.failed') }),
  });
  const choose = (language: Language) => {
    if (language === i18n.language) return;
    setLanguage(language);
    save.mutate(language);
  };
  return (
    <Card className="p-5">
      <h3 className="font-semibold text-slate-900" id="language-title">
        {t('language.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('language.hint')}</p>
      <div role="group" aria-labelledby="language-title" className="mt-4 grid grid-cols-2 gap-2 sm:max-w-sm">
        {LANGUAGES.map((language) => {
          const active = i18n.language === language.code;
          return (
            <button
              key={language.code}
              type="button"
              aria-pressed={active}
              lang={language.code}
              disabled={save.isPending}
              onClick={() => choose(language.code)}
              className={`h-11 rounded-lg border text-sm font-semibold ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {language.label}
            </button>
          );
        })}
      </div>
    </Card>
  );
}
