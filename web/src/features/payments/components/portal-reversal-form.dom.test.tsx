// @vitest-environment happy-dom
/** A refund reversed by hand in the M-Pesa portal: its receipt is sent for M-Pesa to confirm; a refusal is shown on the field by its code. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import { PortalReversalForm } from './portal-reversal-form';

const admin = { ...USER, role: 'admin' as const };

describe('portal reversal form', () => {
  it('sends the receipt once one is typed, and says M-Pesa was asked', async () => {
    const view = renderWithApp(<PortalReversalForm paymentId={31} hasReceipt />, {
      user: admin,
      routes: { 'POST /api/admin/refunds/31/portal-reversal': () => ({ status: 'checking' }) },
    });
    const submit = screen.getByRole('button', { name: 'Confirm with M-Pesa' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reversal receipt'), { target: { value: 'QFT4XY7Z2B' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Asked M-Pesa to confirm the reversal. The refund counts once M-Pesa confirms it.')).toBeTruthy();
    await waitFor(() => expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ receipt: 'QFT4XY7Z2B' }));
  });

  it("shows a receipt that is someone else's by its code, in Kiswahili", async () => {
    renderWithApp(<PortalReversalForm paymentId={31} hasReceipt={false} />, {
      user: admin,
      language: 'sw',
      routes: { 'POST /api/admin/refunds/31/portal-reversal': () => reply(409, { code: 'REFUND_PORTAL_RECEIPT_TAKEN', message: 'x', params: {} }) },
    });
    fireEvent.change(screen.getByLabelText('Risiti ya urejeshaji'), { target: { value: 'QFT4XY7Z2B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Thibitisha na M-Pesa' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Risiti hii/);
  });
});
