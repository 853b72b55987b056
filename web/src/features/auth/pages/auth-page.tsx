import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as Tabs from '@radix-ui/react-tabs';
import type { AccountMode, RegistrationData, RegistrationForm } from '@okota/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { dashboardFor, safeRedirect, setAccountMode, updateStoredUser, useSession } from '../../../lib/session';
import { chooseRole } from '../api/choose-role';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { CodeStep } from '../components/code-step';
import { PhoneSignUpForm, type PhoneStart } from '../components/phone-sign-up-form';
import { PhoneCodeStep } from '../components/phone-code-step';
import { PhonePrompt } from '../components/phone-prompt';
import { EmailPrompt } from '../components/email-prompt';
import { AUTH_PHONE_NS } from '../i18n-phone';
import { RoleChoiceDialog } from '../components/role-choice-dialog';
import { AUTH_NS } from '../i18n';
import { startModeFor } from '../start-page';
import { ROUTES } from '@okota/shared/routes';

type Tab = 'signin' | 'signup';
type SignUpStep =
  | { step: 'phone'; start?: PhoneStart }
  | { step: 'phoneCode'; start: PhoneStart }
  | { step: 'form'; typed?: RegistrationForm; errors?: Record<string, string> }
  | { step: 'code'; data: RegistrationData; typed: RegistrationForm }
  /** `askPhone`: an e-mail sign-up is asked for its SMS code first (skippable). */
  | { step: 'created'; name: string; askPhone?: string; askEmail?: string };

/**
 * /auth (docs/product/user-flows.md section 2): Sign In and Sign Up. Sign-up starts from the phone number and
 * first name → SMS code, password and terms (docs/decisions/0230); "Use email instead" keeps the
 * e-mail path (details → e-mailed code → the SMS code for the number, skippable). Then
 * 'Account created' → 'What brings you to Okota?' → the matching dashboard; when a page sent the
 * guest here (?redirect=), straight back to it with no question (docs/decisions/0216). A user already signed in when arriving is sent to /.
 */
export default function AuthPage() {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(AUTH_PHONE_NS);
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const redirectTo = safeRedirect(params.get('redirect'));
  const { isSignedIn } = useSession();
  // Whether the page opened signed in; fixed at the first render (a sign-in here must not count).
  const [arrivedSignedIn] = useState(isSignedIn);
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [signUp, setSignUp] = useState<SignUpStep>({ step: 'phone' });
  const wantsSignUp = params.get('tab') === 'signup';
  // The header's Sign Up leads here while Sign In may already be showing: switch as the address
  // changes, during render (React's "adjusting state when a prop changes"), not in an effect.
  const [sawSignUpLink, setSawSignUpLink] = useState(wantsSignUp);
  if (wantsSignUp !== sawSignUpLink) {
    setSawSignUpLink(wantsSignUp);
    if (wantsSignUp) setTab('signup');
  }
  const isCreated = signUp.step === 'created' && !signUp.askPhone && !signUp.askEmail;
  // A page sent the guest here (a drafted found item, a claim): no question, back to that page.
  useEffect(() => {
    if (!isCreated || !redirectTo) return;
    const mode = startModeFor(redirectTo);
    setAccountMode(mode);
    chooseRole(mode).then(
      ({ user }) => updateStoredUser(user),
      () => undefined,
    );
    navigate(redirectTo, { replace: true });
  }, [isCreated, redirectTo, navigate]);

  useEffect(() => {
    if (arrivedSignedIn) navigate(ROUTES.home, { replace: true });
  }, [arrivedSignedIn, navigate]);
  if (arrivedSignedIn) return <Spinner className="py-24" />;

  const onRoleChosen = (mode: AccountMode) => navigate(dashboardFor(mode), { replace: true });

  return (
    <AuthLayout>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        {(signUp.step === 'form' || signUp.step === 'phone') && (
          <Tabs.List aria-label={t('welcomeTitle')} className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
            {(['signin', 'signup'] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
              >
                {value === 'signin' ? t('tabs.signIn') : t('tabs.signUp')}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        )}
        <Tabs.Content value="signin" className="focus-visible:outline-none">
          <SignInForm redirectTo={redirectTo} onSwitchToSignUp={() => setTab('signup')} />
        </Tabs.Content>
        <Tabs.Content value="signup" className="focus-visible:outline-none">
          {signUp.step === 'phone' && (
            <PhoneSignUpForm
              initial={signUp.start}
              onCodeSent={(start) => setSignUp({ step: 'phoneCode', start })}
              onUseEmail={() => setSignUp({ step: 'form' })}
              onSwitchToSignIn={() => setTab('signin')}
            />
          )}
          {signUp.step === 'phoneCode' && (
            <PhoneCodeStep
              start={signUp.start}
              onBack={() => setSignUp({ step: 'phone', start: signUp.start })}
              onCreated={(user) => setSignUp({ step: 'created', name: user.firstName, askEmail: user.email && !user.emailVerified ? user.email : undefined })}
            />
          )}
          {signUp.step === 'form' && (
            <>
              <SignUpForm
                initial={signUp.typed}
                initialErrors={signUp.errors}
                onCodeSent={(data, typed) => setSignUp({ step: 'code', data, typed })}
                onSwitchToSignIn={() => setTab('signin')}
              />
              <p className="mt-4 text-center text-sm">
                <button type="button" onClick={() => setSignUp({ step: 'phone' })} className="font-medium text-brand-700 hover:underline">
                  {tp('signUp.usePhone')}
                </button>
              </p>
            </>
          )}
          {signUp.step === 'code' && (
            <CodeStep
              data={signUp.data}
              onBack={(errors) => setSignUp({ step: 'form', typed: signUp.typed, errors })}
              onCreated={(user) => setSignUp({ step: 'created', name: user.firstName, askPhone: user.phoneVerified ? undefined : user.phone })}
            />
          )}
          {signUp.step === 'created' && (
            <div className="py-6 text-center" role="status">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700" aria-hidden="true">
                ✓
              </span>
              <h1 className="mt-4 text-xl font-bold">{t('created.title')}</h1>
              <p className="mt-2 text-slate-600">{t('created.body', { name: signUp.name })}</p>
              {signUp.askPhone && (
                <div className="mt-6">
                  <PhonePrompt phone={signUp.askPhone} onDone={() => setSignUp({ step: 'created', name: signUp.name })} />
                </div>
              )}
              {signUp.askEmail && (
                <div className="mt-6">
                  <EmailPrompt email={signUp.askEmail} onDone={() => setSignUp({ step: 'created', name: signUp.name })} />
                </div>
              )}
            </div>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <RoleChoiceDialog open={isCreated && !redirectTo} onChosen={onRoleChosen} />
    </AuthLayout>
  );
}
