// @vitest-environment happy-dom
/** The desk types the owner's collection code: six digits checked first, the code sent, the hand-over named, a fifth wrong code said to lock. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { USER, fake, renderWithApp, reply } from '../../../../test-support/render';
import { CollectionForm } from './collection-form';

const path = '/api/organisations/org-1/collections';

describe('collection form', () => {
  it('asks for six digits, in Kiswahili, before asking the server', () => {
    const view = renderWithApp(<CollectionForm organisationId="org-1" />, { user: USER, language: 'sw' });
    fireEvent.change(screen.getByLabelText(/^Msimbo wa kuchukua/), { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kabidhi' }));
    expect(screen.getByRole('alert').textContent).toBe('Andika tarakimu 6 za msimbo wa kuchukua');
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the digits without spaces and names the item handed over', async () => {
    const view = renderWithApp(<CollectionForm organisationId="org-1" />, {
      user: USER,
      fakes: [
        fake(organisationsApi.recordCollection, ({ params }) => ({
          item: { id: 7, title: `Kitu 7 at ${params.id}`, status: 'completed', completedAt: '2026-11-20T09:00:00.000Z' },
          claimId: 41,
          payout: 'finder' as const,
        })),
      ],
    });
    fireEvent.change(screen.getByLabelText(/^Collection code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Handed over: Kitu 7 at org-1')).toBeTruthy();
    expect(view.calls.find((call) => call.method === 'POST')).toMatchObject({ path, body: { code: '123456' } });
  });

  it('says a wrong code, and that the fifth one locks entering codes', async () => {
    renderWithApp(<CollectionForm organisationId="org-1" />, {
      user: USER,
      language: 'sw',
      fakes: [fake(organisationsApi.recordCollection, reply(400, { code: 'COLLECTION_CODE_WRONG', message: 'x', params: { attemptsLeft: 0 } }))],
    });
    fireEvent.change(screen.getByLabelText(/^Msimbo wa kuchukua/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kabidhi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Msimbo huo si sahihi. Hakikisha tarakimu pamoja na mwenye kitu. Misimbo mingi isiyo sahihi: kuandika misimbo kumefungwa kwa saa moja. Jaribu tena baadaye.',
    );
  });
});
