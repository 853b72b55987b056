// @vitest-environment happy-dom
/** A finder takes a listing down (answered by the items contract's typed fake): the reason chosen is sent, closed claims are counted, a refusal is said by its code in Kiswahili. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import WithdrawDialog from './withdraw-dialog';

const finder = { ...USER, id: 'user-finder', role: 'finder' as const };

describe('withdraw dialog', () => {
  it('sends the chosen reason and tells how many claims were closed', async () => {
    let closed = false;
    const view = renderWithApp(<WithdrawDialog itemId={14} onClose={() => (closed = true)} />, {
      user: finder,
      fakes: [fake(itemsApi.withdraw, { success: true, claimsClosed: 2 })],
    });
    fireEvent.click(screen.getByLabelText('I handed it to the police or an office'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'handed_in' });
    expect(await screen.findByText('It no longer appears in search. 2 open claims were closed and their claimers told.')).toBeTruthy();
  });

  it('says an item no longer open cannot be taken down, in Kiswahili', async () => {
    renderWithApp(<WithdrawDialog itemId={14} onClose={() => {}} />, {
      user: finder,
      language: 'sw',
      routes: {
        'POST /api/items/14/withdraw': () =>
          reply(409, { code: 'WITHDRAW_NOT_OPEN', message: 'Only an item that is still open can be taken down.', params: {} }),
      },
    });
    expect(screen.getByText('Uondoe tangazo hili?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thibitisha' }));
    expect(await screen.findByText('Ni kitu ambacho bado kiko wazi tu kinachoweza kuondolewa.')).toBeTruthy();
  });
});
