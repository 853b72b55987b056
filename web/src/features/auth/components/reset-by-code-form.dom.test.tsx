// @vitest-environment happy-dom
/**
 * Forgot-password by SMS: the new password checked with the shared rules in both languages, the
 * code and password sent, a wrong code shown on the code field by the server's key (0275).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, reply } from '../../../test-support/render';
import { ResetByCodeForm } from './reset-by-code-form';

const form = <ResetByCodeForm phone="+254712345678" typed="0712 345 678" onBack={() => {}} />;

function fill(labels: { code: string; password: string; confirm: string }, password = 'mango tree river', confirm = password) {
  fireEvent.change(screen.getByLabelText(labels.code), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(labels.confirm), { target: { value: confirm } });
}
const SW = { code: 'Msimbo wa tarakimu 6', password: 'Nenosiri jipya', confirm: 'Thibitisha nenosiri jipya' };
const EN = { code: '6-digit code', password: 'New password', confirm: 'Confirm new password' };

describe('reset by code form', () => {
  it('refuses passwords that do not match, in Kiswahili', async () => {
    const view = renderWithApp(form, { language: 'sw', path: '/auth', memory: true });
    fill(SW, 'mango tree river', 'mango tree rivers');
    fireEvent.click(screen.getByRole('button', { name: 'Badilisha Nenosiri' }));
    expect(await screen.findByText('Manenosiri hayalingani')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the phone, the code and the new password, then goes to sign-in', async () => {
    const view = renderWithApp(form, { path: '/auth?mode=forgot', memory: true, routes: { 'POST /api/auth/reset-password': () => ({ message: 'ok' }) } });
    fill(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(view.history?.at(-1)).toBe('/auth'));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ phone: '+254712345678', code: '123456', newPassword: 'mango tree river' });
  });

  it("shows a wrong code on the code field, in Kiswahili, by the server's key", async () => {
    renderWithApp(form, {
      language: 'sw',
      path: '/auth',
      memory: true,
      routes: {
        'POST /api/auth/reset-password': () =>
          reply(400, {
            code: 'OTP_INVALID',
            message: 'Invalid verification code',
            messageKey: 'otpInvalid',
            params: {},
            errors: { code: 'Invalid verification code' },
            errorKeys: { code: 'otpInvalid' },
          }),
      },
    });
    fill(SW);
    fireEvent.click(screen.getByRole('button', { name: 'Badilisha Nenosiri' }));
    await waitFor(() => expect(screen.getAllByText('Msimbo wa uthibitisho si sahihi').length).toBeGreaterThan(0));
    expect(screen.queryByText('Invalid verification code')).toBeNull();
  });
});
