import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { SupportCard } from '../components/support-card';
import { ContactForm } from '../contact/contact-form';
import { CONTACT_NS } from '../contact/i18n';
import { ROUTES } from '@okota/shared/routes';

/** /contact: the form (stored and e-mailed to support) beside the phone, e-mail and hours. */
export default function ContactPage() {
  const { t } = useTranslation(CONTACT_NS);
  return (
    <main className="mx-auto max-w-6xl break-words px-4 py-8 sm:py-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-base leading-7 text-slate-700">{t('intro')}</p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <Card className="p-5 sm:p-8">
          <h2 className="mb-5 text-xl font-bold text-slate-900">{t('formTitle')}</h2>
          <ContactForm />
        </Card>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <SupportCard />
          <p className="px-1 text-sm text-slate-600">
            {t('helpPrompt')}{' '}
            <Link href={ROUTES.help} className="font-semibold text-brand-700 hover:underline">
              {t('helpLink')}
            </Link>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}
