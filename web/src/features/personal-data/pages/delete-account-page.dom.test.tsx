// @vitest-environment happy-dom
/**
 * Closing an account: what happens first, then the password; money in flight asks the person to
 * wait; a wrong password is shown on its field in Kiswahili by the server's key (0275).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply, type Routes } from '../../../test-support/render';
import DeleteAccountPage from './delete-account-page';

function toPassword(language: 'en' | 'sw', routes: Routes) {
  const view = renderWithApp(<DeleteAccountPage />, { user: USER, language, path: '/delete-account', memory: true, routes });
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Continue' : 'Endelea' }));
  fireEvent.change(screen.getByLabelText(language === 'en' ? /^Your password/ : /^Nenosiri lako/), { target: { value: 'Safari-2026' } });
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Delete my account for good' : 'Futa akaunti yangu kabisa' }));
  return view;
}

describe('delete account page', () => {
  it('says what happens, then deletes with the password and goes home', async () => {
    const view = toPassword('en', { 'DELETE /api/me': () => ({ message: 'deleted' }) });
    await waitFor(() => expect(view.history?.at(-1)).toBe('/'));
    expect(view.calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: '/api/me', body: { password: 'Safari-2026' } });
    expect(screen.getByText('Your account has been deleted')).toBeTruthy();
  });

  it('asks to wait while a payment is on its way', async () => {
    toPassword('en', {
      'DELETE /api/me': () => reply(409, { code: 'ACCOUNT_MONEY_IN_FLIGHT', message: 'wait', params: {}, inFlight: 'payment' }),
    });
    expect(await screen.findByText('An M-Pesa payment of yours is still being processed. Wait until it finishes, then close your account.')).toBeTruthy();
  });

  it("shows a wrong password on its field, in Kiswahili, by the server's key", async () => {
    toPassword('sw', {
      'DELETE /api/me': () =>
        reply(400, {
          code: 'CURRENT_PASSWORD_WRONG',
          message: 'Current password is incorrect',
          messageKey: 'currentPasswordWrong',
          params: {},
          errors: { password: 'Current password is incorrect' },
          errorKeys: { password: 'currentPasswordWrong' },
        }),
    });
    expect(await screen.findByText('Nenosiri la sasa si sahihi')).toBeTruthy();
  });
});
