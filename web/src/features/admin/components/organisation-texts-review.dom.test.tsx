// @vitest-environment happy-dom
/** A verified desk's edit held in doubt: the admin reads it and puts it on the page or discards it. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminOrganisationsApi from '@okota/shared/contracts/admin-organisations.api';
import { USER, fake, renderWithApp } from '../../../test-support/render';
import type { AdminOrganisation } from '../api/types';
import { OrganisationRow } from './organisation-row';

const admin = { ...USER, role: 'admin' as const };
const desk = (textsUnderReview: AdminOrganisation['textsUnderReview']): AdminOrganisation => ({
  id: '5b0c8b7e-8d3e-4a55-9a59-0a3f1d0c2b11',
  slug: 'kilimani-police',
  name: 'Kilimani Police Station',
  kind: 'police_station',
  county: 'Nairobi',
  landmark: 'Next to Yaya Centre',
  hours: 'Every day, 24 hours',
  publicPhone: '0712 000 111',
  latitude: null,
  longitude: null,
  status: 'verified',
  verified: true,
  acceptsDropOffs: false,
  takesFinderShare: false,
  payoutPhoneVerified: false,
  idCardProof: 'police_abstract',
  holdingDaysDocuments: 30,
  holdingDaysOther: 14,
  applicant: { id: 'u1', name: 'Achieng Otieno', phone: '+254712000111' },
  createdAt: '2026-10-01T08:00:00.000Z',
  verifiedAt: '2026-10-02T08:00:00.000Z',
  statusReason: null,
  heldCount: 3,
  collectedCount: 1,
  textsUnderReview,
});

describe('an organisation edit held for review', () => {
  it('shows the held texts and puts them on the page', async () => {
    const { calls } = renderWithApp(
      <OrganisationRow
        organisation={desk({ landmark: 'Opposite Yaya, gate sifuri saba', hours: 'Mon–Fri 8–5', reason: 'spelled-digits' })}
        onAction={() => {}}
      />,
      { user: admin, fakes: [fake(adminOrganisationsApi.applyTexts, { organisation: desk(null) })] },
    );
    expect(screen.getByRole('heading', { name: 'An edit waits for you' })).toBeTruthy();
    expect(screen.getByText('Landmark: Opposite Yaya, gate sifuri saba')).toBeTruthy();
    expect(screen.getByText('Why: Number in words or look-alikes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Put on the page' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/apply-texts'))).toBe(true));
    expect(await screen.findByText('The new texts are on the page')).toBeTruthy();
  });

  it('discards them, in Kiswahili', async () => {
    const { calls } = renderWithApp(<OrganisationRow organisation={desk({ landmark: null, hours: 'Saa 24', reason: 'digits' })} onAction={() => {}} />, {
      user: admin,
      language: 'sw',
      fakes: [fake(adminOrganisationsApi.dropTexts, { organisation: desk(null) })],
    });
    expect(screen.queryByText(/^Alama ya mahali/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tupa mabadiliko' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/drop-texts'))).toBe(true));
  });

  it("says in the admin's language that the edit completes a number with an item the desk holds", () => {
    renderWithApp(<OrganisationRow organisation={desk({ landmark: '678, ground floor', hours: null, reason: 'held-item' })} onAction={() => {}} />, {
      user: admin,
      language: 'sw',
    });
    expect(screen.getByText(/^Sababu: Yakisomwa pamoja na maandishi ya kitu ambacho dawati linahifadhi/)).toBeTruthy();
  });

  it('shows nothing when no edit waits', () => {
    renderWithApp(<OrganisationRow organisation={desk(null)} onAction={() => {}} />, { user: admin });
    expect(screen.queryByText('An edit waits for you')).toBeNull();
  });
});
