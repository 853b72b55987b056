// @vitest-environment happy-dom
/**
 * Sign-up, step 1: the shared registration rules in both languages, a code e-mailed through
 * /api/auth/send-otp, and a field the server refuses shown by the key it sends (decision 0275).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, reply } from '../../../test-support/render';
import { SignUpForm } from './sign-up-form';

type Labels = Record<'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirm', string>;
const EN: Labels = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone number', password: 'Password', confirm: 'Confirm password' };
const SW: Labels = {
  firstName: 'Jina la kwanza',
  lastName: 'Jina la mwisho',
  email: 'Barua pepe',
  phone: 'Nambari ya simu',
  password: 'Nenosiri',
  confirm: 'Thibitisha nenosiri',
};

function fill(labels: Labels) {
  const values: Labels = {
    firstName: 'Amina',
    lastName: 'Wanjiru',
    email: 'amina@example.com',
    phone: '0712 345 678',
    password: 'Safari-2026',
    confirm: 'Safari-2026',
  };
  for (const field of Object.keys(labels) as Array<keyof Labels>) fireEvent.change(screen.getByLabelText(labels[field]), { target: { value: values[field] } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('sign-up form', () => {
  it('checks every field with the shared rules, in Kiswahili, before sending anything', async () => {
    const view = renderWithApp(<SignUpForm onCodeSent={() => {}} onSwitchToSignIn={() => {}} />, { language: 'sw', path: '/auth' });
    fireEvent.change(screen.getByLabelText(SW.phone), { target: { value: '0812 345 678' } });
    fireEvent.change(screen.getByLabelText(SW.password), { target: { value: 'Safari-2026' } });
    fireEvent.change(screen.getByLabelText(SW.confirm), { target: { value: 'Safari-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fungua Akaunti' }));
    expect(await screen.findByText('Jina la kwanza linahitajika')).toBeTruthy();
    expect(screen.getByText('Lazima iwe nambari sahihi ya simu ya mkononi ya Kenya (07XX au 01XX)')).toBeTruthy();
    expect(screen.getByText('Manenosiri hayalingani')).toBeTruthy();
    expect(screen.getByText('Lazima ukubali sheria na masharti ili kuendelea')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a code by e-mail and hands the details on', async () => {
    const sent: unknown[] = [];
    const view = renderWithApp(<SignUpForm onCodeSent={(data) => sent.push(data)} onSwitchToSignIn={() => {}} />, {
      path: '/auth',
      routes: { 'POST /api/auth/send-otp': () => ({ message: 'sent', expiresInSeconds: 600 }) },
    });
    fill(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(view.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/auth/send-otp',
      body: { email: 'amina@example.com', language: 'en' },
    });
    expect(sent[0]).toMatchObject({ firstName: 'Amina', email: 'amina@example.com', acceptTerms: true });
  });

  it("shows a taken e-mail on its field, in Kiswahili, by the server's key", async () => {
    renderWithApp(<SignUpForm onCodeSent={() => {}} onSwitchToSignIn={() => {}} />, {
      language: 'sw',
      path: '/auth',
      routes: {
        'POST /api/auth/send-otp': () =>
          reply(409, {
            code: 'EMAIL_TAKEN',
            message: 'An account with this email already exists',
            messageKey: 'emailTaken',
            params: {},
            errors: { email: 'An account with this email already exists' },
            errorKeys: { email: 'emailTaken' },
          }),
      },
    });
    fill(SW);
    fireEvent.click(screen.getByRole('button', { name: 'Fungua Akaunti' }));
    await waitFor(() => expect(screen.getAllByText('Tayari kuna akaunti yenye barua pepe hii').length).toBeGreaterThan(0));
    expect(screen.queryByText('An account with this email already exists')).toBeNull();
  });
});
