// @vitest-environment happy-dom
/**
 * Sign-up, step 2: the e-mailed code creates the account. A refusal is told apart by the error
 * code on the wire, not the HTTP status (docs/decisions/0245): an e-mail or phone taken meanwhile
 * goes back to the details with the field marked; any other refusal stays on the code.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as authApi from '@okota/shared/contracts/auth.api';
import { fake, renderWithApp, reply } from '../../../test-support/render';
import { CodeStep } from './code-step';

const DATA = {
  firstName: 'Amina',
  lastName: 'Wanjiru',
  email: 'amina@example.com',
  phone: '+254712345678',
  password: 'Safari-2026',
  acceptTerms: true as const,
};

function enterCode(answer: ReturnType<typeof reply>) {
  const onBack = vi.fn();
  renderWithApp(<CodeStep data={DATA} onBack={onBack} onCreated={() => {}} />, { path: '/auth', fakes: [fake(authApi.verifySignUpCode, answer)] });
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and Create Account' }));
  return onBack;
}

describe('sign-up code step', () => {
  it('goes back to the details with the field marked when the phone was taken meanwhile (PHONE_TAKEN)', async () => {
    const onBack = enterCode(
      reply(409, {
        code: 'PHONE_TAKEN',
        message: 'An account with this phone number already exists',
        params: {},
        errors: { phone: 'An account with this phone number already exists' },
      }),
    );
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(onBack.mock.calls[0][0]).toHaveProperty('phone');
  });

  it('stays on the code for another 409: the status alone does not send the user back', async () => {
    const onBack = enterCode(reply(409, { code: 'CONFLICT', message: 'Something changed, please try again', params: {} }));
    await waitFor(() => expect(screen.getAllByText('Something changed, please try again').length).toBeGreaterThan(0));
    expect(onBack).not.toHaveBeenCalled();
  });
});
