// @vitest-environment happy-dom
/**
 * Changing the phone number: the shared phone rule, a code asked for the new number, the code
 * confirmed; a wrong password shown on its field in Kiswahili by the key the server sends.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import { ChangePhoneDialog } from './change-phone-dialog';

describe('change phone dialog', () => {
  it('refuses a number that is not a Kenyan mobile, in Kiswahili', async () => {
    const view = renderWithApp(<ChangePhoneDialog open onOpenChange={() => {}} />, { user: USER, language: 'sw' });
    fireEvent.change(screen.getByLabelText('Nambari mpya ya simu'), { target: { value: '0812 000 111' } });
    fireEvent.change(screen.getByLabelText('Nenosiri lako'), { target: { value: 'Safari-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma msimbo' }));
    expect(await screen.findByText('Lazima iwe nambari sahihi ya simu ya mkononi ya Kenya (07XX au 01XX)')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a code for the new number, then confirms it', async () => {
    let open = true;
    const view = renderWithApp(<ChangePhoneDialog open onOpenChange={(next) => (open = next)} />, {
      user: USER,
      routes: {
        'POST /api/auth/update-phone': () => ({ message: 'sent', pendingPhone: '+254722000111' }),
        'POST /api/auth/phone/verify': () => ({ user: { ...USER, phone: '+254722000111' } }),
      },
    });
    fireEvent.change(screen.getByLabelText('New phone number'), { target: { value: '0722 000 111' } });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Safari-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If 0722 000 111 can receive a code, we sent it by SMS. Your number changes once you enter it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new number' }));
    await waitFor(() => expect(open).toBe(false));
    expect(view.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/auth/update-phone', { phone: '+254722000111', password: 'Safari-2026' }],
      ['/api/auth/phone/verify', { code: '123456' }],
    ]);
  });

  it("shows a wrong password on its field by the server's key, in Kiswahili", async () => {
    renderWithApp(<ChangePhoneDialog open onOpenChange={() => {}} />, {
      user: USER,
      language: 'sw',
      routes: {
        'POST /api/auth/update-phone': () =>
          reply(400, {
            code: 'CURRENT_PASSWORD_WRONG',
            message: 'Current password is incorrect',
            messageKey: 'currentPasswordWrong',
            params: {},
            errors: { password: 'Current password is incorrect' },
            errorKeys: { password: 'currentPasswordWrong' },
          }),
      },
    });
    fireEvent.change(screen.getByLabelText('Nambari mpya ya simu'), { target: { value: '0722 000 111' } });
    fireEvent.change(screen.getByLabelText('Nenosiri lako'), { target: { value: 'Wrong-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma msimbo' }));
    expect(await screen.findByText('Nenosiri la sasa si sahihi')).toBeTruthy();
    expect(screen.queryByText('Current password is incorrect')).toBeNull();
  });
});
