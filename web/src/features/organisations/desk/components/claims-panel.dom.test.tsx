// @vitest-environment happy-dom
/**
 * Claims to review on the desk (docs/decisions/0242): any desk member sees the owners' answers
 * beside the expected ones and approves or rejects, in English and Kiswahili; a refusal is worded
 * by its code.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as claimsApi from '@okota/shared/contracts/claims.api';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { USER, fake, renderWithApp, reply } from '../../../../test-support/render';
import type { DeskClaim } from '../api/types';
import { ClaimsPanel } from './claims-panel';

const pending: DeskClaim = {
  id: 41,
  itemId: 9,
  claimerId: 'user-owner',
  claimerFirstName: 'Amani',
  status: 'pending',
  answer1: 'A photo of Mount Kenya',
  answer2: null,
  answer3: null,
  answers: [{ number: 1, question: 'What is the wallpaper on the phone?', answer: 'A photo of Mount Kenya', expectedAnswer: 'Mount Kenya', match: 'close' }],
  additionalDetails: 'The back cover is cracked near the camera.',
  description: null,
  proofPhotoUrl: null,
  finderNotes: null,
  hasPaid: false,
  verifiedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  item: { id: 9, title: 'Tecno Spark phone', status: 'available' },
};
const DECIDED = (id: number, status: 'approved' | 'rejected') => ({
  id,
  itemId: 9,
  claimerId: 'user-owner',
  status,
  finderNotes: null,
  verifiedAt: '2026-11-20T10:00:00.000Z',
});

describe('claims to review', () => {
  it('shows the answers beside the expected ones and approves a claim', async () => {
    let claims = [pending];
    const { calls } = renderWithApp(<ClaimsPanel organisationId="org-1" />, {
      user: USER,
      fakes: [
        fake(organisationsApi.deskClaims, () => ({ claims })),
        fake(claimsApi.decide, ({ params }) => {
          claims = [{ ...pending, status: 'approved' }];
          return DECIDED(Number(params.id), 'approved');
        }),
      ],
    });
    expect(await screen.findByText('What is the wallpaper on the phone?')).toBeTruthy();
    expect(screen.getByText('Expected: Mount Kenya')).toBeTruthy();
    expect(screen.getByText('The back cover is cracked near the camera.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // Asked once more before anything is sent (docs/decisions/0261).
    expect(calls.find((c) => c.method === 'PUT')).toBeUndefined();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'approved' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejects with a reason in Kiswahili, and words a refusal by its code', async () => {
    const { calls } = renderWithApp(<ClaimsPanel organisationId="org-1" />, {
      user: USER,
      language: 'sw',
      fakes: [
        fake(organisationsApi.deskClaims, { claims: [pending] }),
        fake(claimsApi.decide, reply(403, { code: 'CLAIM_ONLY_FINDER_DECIDES', message: 'Only the finder of this item can approve or reject its claims' })),
      ],
    });
    expect(
      await screen.findByText(
        'Madai ya wenye vitu kwa vitu vilivyowekwa na dawati hili. Mwanachama yeyote wa dawati anaweza kuyaamua: linganisha majibu na kitu kabla ya kuidhinisha.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kataa' }));
    fireEvent.change(screen.getByTestId('desk-claim-notes'), { target: { value: 'Picha si sahihi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kataa dai hili' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ni mwokotaji wa kitu hiki tu anayeweza kuidhinisha au kukataa madai yake'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'rejected', finderNotes: 'Picha si sahihi' });
  });

  it('says when nothing waits', async () => {
    renderWithApp(<ClaimsPanel organisationId="org-1" />, { user: USER, fakes: [fake(organisationsApi.deskClaims, { claims: [] })] });
    expect(await screen.findByText('No claims waiting. New claims on your items appear here.')).toBeTruthy();
  });
});
