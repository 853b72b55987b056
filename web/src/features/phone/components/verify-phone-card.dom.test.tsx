// @vitest-environment happy-dom
/** "Verify your phone": a refused code is explained by the refusal's code (wrong, used up, expired), in both languages. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as authApi from '@okota/shared/contracts/auth.api';
import { USER, fake, renderWithApp, reply, type Fake } from '../../../test-support/render';
import VerifyPhoneCard from './verify-phone-card';

const unverified = { ...USER, phoneVerified: false };
const sent = fake(authApi.sendPhoneCode, { message: 'sent', phone: USER.phone!, expiresAt: '2026-11-29T08:10:00.000Z', isNewPhone: false });

async function enterCode(refusal: Fake, language: 'en' | 'sw' = 'en') {
  renderWithApp(<VerifyPhoneCard user={unverified} />, { user: unverified, language, fakes: [sent, refusal] });
  fireEvent.click(screen.getByRole('button', { name: language === 'sw' ? 'Tuma msimbo' : 'Send code' }));
  fireEvent.change(await screen.findByLabelText(language === 'sw' ? 'Msimbo wa tarakimu 6' : '6-digit code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: language === 'sw' ? 'Thibitisha' : 'Verify' }));
}

const refuse = (status: number, body: Record<string, unknown>) => fake(authApi.verifyPhone, reply(status, { message: 'x', params: {}, ...body }));

describe('verify phone card', () => {
  it('counts the tries left after a wrong code, in Kiswahili', async () => {
    await enterCode(refuse(400, { code: 'PHONE_CODE_WRONG', reason: 'code_wrong', attemptsLeft: 3 }), 'sw');
    expect(await screen.findByText('Msimbo huo si sahihi. Majaribio 3 yamebaki.')).toBeTruthy();
  });

  it('says a used-up code needs a new one, told by the code', async () => {
    await enterCode(refuse(400, { code: 'PHONE_CODE_BURNED' }));
    expect(await screen.findByText('Too many wrong codes. Send a new one.')).toBeTruthy();
  });

  it('does not call another 400 a badly typed code: it says what it is', async () => {
    await enterCode(refuse(400, { code: 'PHONE_TAKEN' }));
    expect(await screen.findByText('An account with this phone number already exists')).toBeTruthy();
    expect(screen.queryByText('Enter the 6-digit code from the SMS')).toBeNull();
  });
});
