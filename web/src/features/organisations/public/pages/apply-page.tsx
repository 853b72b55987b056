/**
 * /organisations/apply: anyone signed in applies for an organisation (issue 28); a guest is sent
 * to sign in and comes straight back. Once sent, the application waits for Okota's verification.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../i18n';
import { useSession } from '../../../../lib/session';
import type { Organisation } from '../api/types';
import { ApplyForm } from '../components/apply-form';
import { ORG_PUBLIC_NS } from '../i18n';

export default function ApplyPage() {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  const [applied, setApplied] = useState<Organisation | null>(null);
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (signedOut) navigate(`${ROUTES.auth}?redirect=${encodeURIComponent(ROUTES.organisationApply)}`, { replace: true });
  }, [signedOut, navigate]);

  if (!user) return <Spinner className="py-24" />;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      {applied ? (
        <Card className="p-6 text-center" role="status">
          <h1 className="text-2xl font-bold text-slate-900">{t('apply.doneTitle')}</h1>
          <p className="mt-3 text-slate-700">{t('apply.doneBody', { name: applied.name })}</p>
          <Link href={ROUTES.organisations} className={buttonClass('primary', 'md', 'mt-6')}>
            {t('apply.doneLink')}
          </Link>
        </Card>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('apply.title')}</h1>
          <p className="mt-2 text-slate-600">{t('apply.intro')}</p>
          <Card className="mt-6 p-4 sm:p-6">
            <ApplyForm onApplied={setApplied} />
          </Card>
        </>
      )}
    </main>
  );
}
