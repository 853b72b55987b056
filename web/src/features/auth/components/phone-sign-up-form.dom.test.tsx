// @vitest-environment happy-dom
/** Sign-up by phone, step 1: a Safaricom number and a first name (shared messages, both languages), a code asked by SMS, a refused name shown by its key. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, reply } from '../../../test-support/render';
import { PhoneSignUpForm, type PhoneStart } from './phone-sign-up-form';

const form = (onCodeSent: (start: PhoneStart) => void = () => {}) => (
  <PhoneSignUpForm onCodeSent={onCodeSent} onUseEmail={() => {}} onSwitchToSignIn={() => {}} />
);

describe('phone sign-up form', () => {
  it('refuses a number that is not Safaricom and a name with digits, in Kiswahili', async () => {
    const view = renderWithApp(form(), { language: 'sw', path: '/auth' });
    fireEvent.change(screen.getByLabelText('Nambari ya simu'), { target: { value: '0812 345 678' } });
    fireEvent.change(screen.getByLabelText('Jina la kwanza'), { target: { value: 'Amina2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Msimbo kwa SMS' }));
    expect(await screen.findByText('Lazima iwe nambari sahihi ya simu ya mkononi ya Kenya (07XX au 01XX)')).toBeTruthy();
    expect(screen.getByText('Jina linaweza kuwa na herufi na nafasi tu')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a code by SMS with the number in international form', async () => {
    const started: PhoneStart[] = [];
    const view = renderWithApp(
      form((start) => started.push(start)),
      { path: '/auth', routes: { 'POST /api/auth/send-otp': () => ({ message: 'sent', expiresInSeconds: 600 }) } },
    );
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0712 345 678' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Amina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code by SMS' }));
    await waitFor(() => expect(started).toEqual([{ phone: '+254712345678', firstName: 'Amina', typedPhone: '0712 345 678' }]));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ phone: '+254712345678', firstName: 'Amina', language: 'en' });
  });

  it("shows a name the server refuses on its field, in Kiswahili, by the server's key", async () => {
    renderWithApp(form(), {
      language: 'sw',
      path: '/auth',
      routes: {
        'POST /api/auth/send-otp': () =>
          reply(400, {
            code: 'VALIDATION_FAILED',
            message: 'Names cannot contain phone numbers or email addresses',
            messageKey: 'nameContact',
            params: {},
            errors: { firstName: 'Names cannot contain phone numbers or email addresses' },
            errorKeys: { firstName: 'nameContact' },
          }),
      },
    });
    fireEvent.change(screen.getByLabelText('Nambari ya simu'), { target: { value: '0712 345 678' } });
    fireEvent.change(screen.getByLabelText('Jina la kwanza'), { target: { value: 'Sifuri Saba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Msimbo kwa SMS' }));
    await waitFor(() => expect(screen.getAllByText('Jina haliwezi kuwa na nambari ya simu wala anwani ya barua pepe').length).toBeGreaterThan(0));
  });
});
