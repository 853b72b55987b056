// @vitest-environment happy-dom
/**
 * The M-Pesa payment dialog as the payer uses it: their phone already in the field, the shared
 * phone message for a wrong number, the request the server expects, and a fee that changed
 * meanwhile said in the payer's language (by its code, PAYMENT_FEE_CHANGED).
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@okota/shared';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { feeChangedAnswer, initiateAnswer, paybillAnswer, verifyAnswer } from '@okota/shared/contracts/payments.contract';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { USER, fake, renderWithApp, reply, type Fake } from '../../../test-support/render';
import PaymentDialog from './payment-dialog';

const started: WireOf<typeof initiateAnswer> = {
  success: true,
  message: 'Payment initiated. Check your phone to complete payment.',
  payment: { id: 41, status: 'pending', amount: 150 },
  simulator: false,
};
const waiting: WireOf<typeof verifyAnswer> = { verified: false, status: 'pending' };
const feeChanged: WireOf<typeof feeChangedAnswer> = {
  code: 'PAYMENT_FEE_CHANGED',
  message: 'The fee is now KSh 250. Please confirm the new amount.',
  params: { fee: 'KSh 250' },
  currentFee: 250,
  fees: { finderAmount: 200, platformAmount: 50, totalFee: 250 },
};

function openDialog(fakes: Fake[], language: 'en' | 'sw' = 'en') {
  return renderWithApp(<PaymentDialog itemId={7} fee={150} open onOpenChange={() => {}} />, { user: USER, fakes, language });
}

describe('payment dialog', () => {
  it("fills in the payer's own phone", async () => {
    openDialog([]);
    const phone = await screen.findByLabelText<HTMLInputElement>('M-Pesa phone number');
    expect(phone.value).toBe('0712345678');
    expect(screen.getByRole('button', { name: 'Pay KSh 150' })).toBeTruthy();
  });

  it('refuses a number that is not Kenyan with the shared message, and sends nothing', async () => {
    const { calls } = openDialog([]);
    fireEvent.change(await screen.findByLabelText('M-Pesa phone number'), { target: { value: '0212345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KSh 150' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.paymentPhoneKenyan);
    expect(calls.some((call) => call.path === '/api/payments/initiate')).toBe(false);
  });

  it('refuses a number M-Pesa cannot charge (Airtel) under the field, and sends nothing; another number can be given', async () => {
    const { calls } = openDialog([]);
    fireEvent.change(await screen.findByLabelText('M-Pesa phone number'), { target: { value: '0733000333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KSh 150' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.paymentPhoneNotMpesa);
    expect(calls.some((call) => call.path === '/api/payments/initiate')).toBe(false);
    expect(screen.getByLabelText('M-Pesa phone number')).toBeTruthy();
  });

  it('asks M-Pesa for the fee on the number given', async () => {
    const { calls } = openDialog([fake(paymentsApi.initiate, started), fake(paymentsApi.verify, waiting)]);
    fireEvent.change(await screen.findByLabelText('M-Pesa phone number'), { target: { value: '0722000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KSh 150' }));
    expect(await screen.findByText('Check your phone')).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'POST' && call.path === '/api/payments/initiate');
    expect(sent.map((call) => call.body)).toEqual([{ itemId: 7, phoneNumber: '0722000111', amount: 150 }]);
  });

  it('says the new fee when it changed, and goes back to the form', async () => {
    openDialog([fake(paymentsApi.initiate, reply(409, feeChanged))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay KSh 150' }));
    expect(await screen.findByText('The fee is now KSh 250. Please confirm the new amount.')).toBeTruthy();
    expect(screen.getByText('The fee has changed')).toBeTruthy();
    expect(screen.getByLabelText('M-Pesa phone number')).toBeTruthy();
  });

  it('says the new fee in Kiswahili', async () => {
    openDialog([fake(paymentsApi.initiate, reply(409, feeChanged))], 'sw');
    fireEvent.click(await screen.findByRole('button', { name: 'Lipa KSh 150' }));
    expect(await screen.findByText('Ada sasa ni KSh 250. Tafadhali thibitisha kiasi kipya.')).toBeTruthy();
  });

  it('tells a refusal as a payment not started, with its words and that nothing was charged, not as an M-Pesa failure', async () => {
    const promptOpen = { code: 'PAYMENT_PROMPT_ALREADY_OPEN', message: 'Your phone already has an M-Pesa request open.', params: {} };
    openDialog([fake(paymentsApi.initiate, reply(409, promptOpen))], 'sw');
    fireEvent.click(await screen.findByRole('button', { name: 'Lipa KSh 150' }));
    expect(await screen.findByRole('heading', { name: 'Malipo hayajaanza' })).toBeTruthy();
    expect(screen.getByText(/^Simu yako tayari ina ombi la M-Pesa lililo wazi/)).toBeTruthy();
    expect(screen.getByText('Hujakatwa pesa yoyote.')).toBeTruthy();
    expect(screen.queryByText('Sababu za kawaida:')).toBeNull();
  });

  it('gives the phone message in Kiswahili', async () => {
    openDialog([], 'sw');
    fireEvent.change(await screen.findByLabelText('Nambari ya simu ya M-Pesa'), { target: { value: '0212345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lipa KSh 150' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tafadhali weka nambari sahihi ya simu ya Kenya (mfano 0712345678 au +254712345678)');
  });

  it('a second tap after the first prompt went quiet shows it waiting; the first poll says it was cancelled, and Try Again pushes anew (docs/decisions/0279)', async () => {
    const stillWaiting: WireOf<typeof initiateAnswer> = {
      ...started,
      message: 'A payment request is already waiting on your phone. Enter your M-Pesa PIN to complete it.',
    };
    const cancelled: WireOf<typeof verifyAnswer> = { verified: false, status: 'failed', resultCode: '1032', message: 'Request cancelled by user' };
    let taps = 0;
    const { calls } = openDialog([
      fake(paymentsApi.initiate, () => (++taps === 1 ? stillWaiting : { ...started, payment: { ...started.payment, id: 42 } })),
      fake(paymentsApi.verify, ({ params }) => (params.id === '41' ? cancelled : waiting)),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay KSh 150' }));
    expect(await screen.findByText('You cancelled the M-Pesa prompt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay KSh 150' }));
    expect(await screen.findByText('Check your phone')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/payments/initiate')).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/payments/42/verify')).toBe(true);
  });

  describe('a Paybill payment of the wrong amount, sent back (docs/decisions/0262)', () => {
    const paybill: WireOf<typeof paybillAnswer> = {
      payment: { id: 41, status: 'pending' },
      paybill: { businessNumber: '174379', accountNumber: 'OK7F3K', amount: 150 },
      simulator: false,
    };
    const returned = (state: 'on_its_way' | 'returned' | 'delayed'): WireOf<typeof verifyAnswer> => ({
      verified: false,
      status: 'pending',
      returned: { sent: 100, fee: 150, receipt: 'QAB1CD2EF3', state },
    });
    const routes = (answer: WireOf<typeof verifyAnswer>): Fake[] => [fake(paymentsApi.paybill, paybill), fake(paymentsApi.verify, answer)];

    it('turns the waiting dialog into what happened to the money, and what to do', async () => {
      openDialog(routes(returned('on_its_way')));
      fireEvent.click(await screen.findByRole('button', { name: 'Pay with M-Pesa Paybill' }));
      expect(
        await screen.findByText('You sent KSh 100; the fee is KSh 150; your KSh 100 is on its way back to your M-Pesa (receipt QAB1CD2EF3).'),
      ).toBeTruthy();
      expect(screen.getByText('To pay, send exactly KSh 150 to the same account number. We also sent you an SMS.')).toBeTruthy();
    });

    it('says it in Kiswahili, and says when the money is back', async () => {
      openDialog(routes(returned('returned')), 'sw');
      fireEvent.click(await screen.findByRole('button', { name: 'Lipa kwa Paybill ya M-Pesa' }));
      expect(await screen.findByText('Ulituma KSh 100; ada ni KSh 150; KSh 100 zako zimerudi kwenye M-Pesa yako (risiti QAB1CD2EF3).')).toBeTruthy();
    });

    it('says nothing of it while nothing was sent back', async () => {
      openDialog(routes(waiting));
      fireEvent.click(await screen.findByRole('button', { name: 'Pay with M-Pesa Paybill' }));
      expect(await screen.findByTestId('paybill-step')).toBeTruthy();
      expect(screen.queryByTestId('paybill-returned')).toBeNull();
    });
  });
});
