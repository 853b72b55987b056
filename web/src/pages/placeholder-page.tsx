import { useTranslation } from '../i18n';

export default function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('placeholder.title')}</h1>
      <p className="mt-3 text-slate-600">{t('placeholder.body')}</p>
    </main>
  );
}
