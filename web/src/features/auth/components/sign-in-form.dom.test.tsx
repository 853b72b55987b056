// @vitest-environment happy-dom
/**
 * The sign-in greeting: "Welcome" the first time a person signs in on this device (a fresh
 * demo's admin, an account made elsewhere), "Welcome back" after (issue 34); in both languages.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../test-support/render';
import { SignInForm } from './sign-in-form';

const admin = { ...USER, id: 'user-admin', firstName: 'Admin', role: 'admin' as const };

async function signIn(language: 'en' | 'sw', labels: { identifier: RegExp; password: RegExp; button: RegExp }) {
  const view = renderWithApp(<SignInForm redirectTo={null} onSwitchToSignUp={() => {}} />, {
    language,
    path: '/auth',
    routes: { 'POST /api/auth/login': () => ({ token: 'new-token', user: admin }) },
  });
  fireEvent.change(screen.getByLabelText(labels.identifier), { target: { value: 'admin@okota.local' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: 'Admin-Pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: labels.button }));
  await waitFor(() => expect(view.calls.some((call) => call.path === '/api/auth/login')).toBe(true));
  return view;
}

describe('the sign-in greeting', () => {
  it('says "Welcome" on a first sign-in here, and "Welcome back" on the next', async () => {
    const labels = { identifier: /phone number or email/i, password: /^password/i, button: /^sign in$/i };
    const first = await signIn('en', labels);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(screen.queryByText('Welcome back')).toBeNull();
    first.unmount();
    // Signed out in between: the device still remembers the person signed in here before.
    localStorage.removeItem('auth_token');
    await signIn('en', labels);
    expect(await screen.findByText('Welcome back')).toBeTruthy();
  });

  it('says "Karibu" on a first sign-in here, in Kiswahili', async () => {
    await signIn('sw', { identifier: /nambari ya simu au barua pepe/i, password: /^nenosiri/i, button: /^ingia$/i });
    expect(await screen.findByText('Karibu')).toBeTruthy();
    expect(screen.queryByText('Karibu tena')).toBeNull();
  });
});
