// @vitest-environment happy-dom
/** An admin settles a dispute: a note is required (the shared message, both languages), the decision is sent, a refusal said by its code. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import ResolveDisputeDialog from './resolve-dispute-dialog';

const admin = { ...USER, role: 'admin' as const };
const dialog = (onOpenChange: (open: boolean) => void = () => {}) => <ResolveDisputeDialog paymentId={31} open onOpenChange={onOpenChange} />;

describe('resolve dispute dialog', () => {
  it('asks for a note, in Kiswahili, and sends nothing', async () => {
    const view = renderWithApp(dialog(), { user: admin, language: 'sw' });
    expect(screen.getByText('Amua mzozo wa malipo 31')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi uamuzi' }));
    expect(await screen.findByText('Tafadhali ongeza maelezo ya uamuzi')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a refund with its note', async () => {
    let open = true;
    const view = renderWithApp(
      dialog((next) => (open = next)),
      { user: admin, routes: { 'POST /api/admin/payments/31/resolve-dispute': () => ({ ok: true }) } },
    );
    fireEvent.click(screen.getByLabelText('Refund the owner'));
    fireEvent.change(screen.getByLabelText('Note for the record'), { target: { value: 'The finder did not come to the stage.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(open).toBe(false));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ resolution: 'refund', note: 'The finder did not come to the stage.' });
  });

  it('says a dispute already settled, by its code', async () => {
    renderWithApp(dialog(), {
      user: admin,
      language: 'sw',
      routes: { 'POST /api/admin/payments/31/resolve-dispute': () => reply(409, { code: 'DISPUTE_NOT_OPEN', message: 'x', params: {} }) },
    });
    fireEvent.change(screen.getByLabelText('Maelezo ya kumbukumbu'), { target: { value: 'Mwokotaji alileta kitu.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi uamuzi' }));
    expect(await screen.findByText('Malipo haya hayana malalamiko yaliyo wazi')).toBeTruthy();
  });
});
