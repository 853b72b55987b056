// @vitest-environment happy-dom
/** 'Report a problem' with a hand-over: the shared dispute rule in both languages, the reason sent for this payment, a refusal by its code. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { handoverAnswer } from '@okota/shared/contracts/payments.contract';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import DisputeDialog from './dispute-dialog';

const disputed: WireOf<typeof handoverAnswer> = {
  success: true,
  message: 'We have put the payout on hold. Our team will contact you within 2-4 hours.',
  payment: { id: 31, status: 'completed', payoutStatus: 'disputed', payoutDueAt: null, receiptConfirmedAt: null, disputedAt: '2026-11-29T08:00:00.000Z' },
};

const dialog = (onOpenChange: (open: boolean) => void = () => {}) => <DisputeDialog paymentId={31} open onOpenChange={onOpenChange} />;

describe('dispute dialog', () => {
  it('asks for a longer description, in Kiswahili, and sends nothing', async () => {
    const view = renderWithApp(dialog(), { user: USER, language: 'sw' });
    fireEvent.change(screen.getByLabelText('Nini kilitokea?'), { target: { value: 'Hakuja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma ripoti' }));
    expect(await screen.findByText('Tafadhali eleza tatizo kwa angalau herufi 10')).toBeTruthy();
    expect(view.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the reason for this payment and closes', async () => {
    let open = true;
    const view = renderWithApp(
      dialog((next) => (open = next)),
      { user: USER, fakes: [fake(paymentsApi.dispute, ({ params }) => (params.id === '31' ? disputed : reply(404, { message: 'Not found' })))] },
    );
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: '  The finder never came to the stage. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(open).toBe(false));
    expect(view.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/payments/31/dispute',
      body: { reason: 'The finder never came to the stage.' },
    });
    expect(await screen.findByText('Problem reported')).toBeTruthy();
  });

  it('says a second report is refused, by its code', async () => {
    renderWithApp(dialog(), {
      user: USER,
      language: 'sw',
      fakes: [fake(paymentsApi.dispute, reply(409, { code: 'DISPUTE_ALREADY_OPEN', message: 'x', params: {} }))],
    });
    fireEvent.change(screen.getByLabelText('Nini kilitokea?'), { target: { value: 'Mwokotaji hakufika kabisa.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma ripoti' }));
    expect(await screen.findByText('Tayari umeripoti tatizo la makabidhiano haya')).toBeTruthy();
  });
});
