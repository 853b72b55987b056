// @vitest-environment happy-dom
/** A finder hands an item in at the desk: the number checked, the item received by its number, a refusal by its code in Kiswahili. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { USER, fake, renderWithApp, reply } from '../../../../test-support/render';
import { DropOffForm } from './drop-off-form';

const path = '/api/organisations/org-1/drop-offs';

describe('drop-off form', () => {
  it('says so when the desk takes no drop-offs', () => {
    renderWithApp(<DropOffForm organisationId="org-1" acceptsDropOffs={false} />, { user: USER });
    expect(screen.getByText('This organisation does not take drop-offs. A manager can turn them on in Settings.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for digits, then receives the item by its number (a leading # is fine)', async () => {
    const view = renderWithApp(<DropOffForm organisationId="org-1" acceptsDropOffs />, {
      user: USER,
      fakes: [
        fake(organisationsApi.receiveDropOff, {
          item: { id: 42, title: 'Kitu 42', status: 'available', custody: 'dropped_off', heldUntil: '2027-01-20T09:00:00.000Z' },
        }),
      ],
    });
    fireEvent.change(screen.getByLabelText('Item number'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive the item' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the item number (digits only)');
    fireEvent.change(screen.getByLabelText('Item number'), { target: { value: '#42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive the item' }));
    expect(await screen.findByText('Received item #42: Kitu 42')).toBeTruthy();
    expect(view.calls.filter((call) => call.method === 'POST')).toMatchObject([{ path, body: { itemId: 42 } }]);
  });

  it("says the finder's own item must be received by another member, in Kiswahili", async () => {
    renderWithApp(<DropOffForm organisationId="org-1" acceptsDropOffs />, {
      user: USER,
      language: 'sw',
      fakes: [fake(organisationsApi.receiveDropOff, reply(400, { code: 'DROP_OFF_OWN_ITEM', message: 'x', params: {} }))],
    });
    fireEvent.change(screen.getByLabelText('Nambari ya kitu'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pokea kitu' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wewe mwenyewe ndiye uliyekiweka kitu hiki: mwanachama mwingine wa dawati akipokee.');
  });
});
