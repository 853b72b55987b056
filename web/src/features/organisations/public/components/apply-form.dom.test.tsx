// @vitest-environment happy-dom
/** Applying for an organisation: each field's own words in both languages, the phone's shared message, the application sent, a refusal by its code. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { USER, fake, renderWithApp, reply } from '../../../../test-support/render';
import { ApplyForm } from './apply-form';

function fill(labels: { name: RegExp; kind: RegExp; county: RegExp; landmark: RegExp; hours: RegExp; phone: RegExp }) {
  fireEvent.change(screen.getByLabelText(labels.name), { target: { value: 'Kilimani Police Station' } });
  fireEvent.change(screen.getByLabelText(labels.kind), { target: { value: 'police_station' } });
  fireEvent.change(screen.getByLabelText(labels.county), { target: { value: 'Nairobi' } });
  fireEvent.change(screen.getByLabelText(labels.landmark), { target: { value: 'Argwings Kodhek Road, next to Yaya Centre' } });
  fireEvent.change(screen.getByLabelText(labels.hours), { target: { value: 'Mon-Fri 8am-5pm' } });
  fireEvent.change(screen.getByLabelText(labels.phone), { target: { value: '0712 345 678' } });
}
const EN = {
  name: /^Name of the organisation/,
  kind: /^Kind/,
  county: /^County/,
  landmark: /^Address or landmark/,
  hours: /^Opening hours/,
  phone: /^Public phone/,
};
const SW = {
  name: /^Jina la shirika/,
  kind: /^Aina/,
  county: /^Kaunti/,
  landmark: /^Anwani au alama ya mahali/,
  hours: /^Saa za kazi/,
  phone: /^Simu ya umma/,
};
/** What the server answers an application: the organisation, pending until an admin verifies it. */
const PENDING = {
  id: '0f6e5a9c-1111-4d4d-8e8e-123456789abc',
  slug: 'kilimani-police-station',
  name: 'Kilimani Police Station',
  kind: 'police_station' as const,
  county: 'Nairobi',
  landmark: 'Argwings Kodhek Road, next to Yaya Centre',
  hours: 'Mon-Fri 8am-5pm',
  publicPhone: '+254712345678',
  latitude: null,
  longitude: null,
  status: 'pending' as const,
  verified: false,
  acceptsDropOffs: false,
  takesFinderShare: false,
  payoutPhoneVerified: false,
  idCardProof: 'abstract_or_birth_certificate' as const,
  holdingDaysDocuments: 30,
  holdingDaysOther: 60,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('apply form', () => {
  it('says what each empty field needs, in Kiswahili, and the phone rule from the shared schema', async () => {
    const view = renderWithApp(<ApplyForm onApplied={() => {}} />, { user: USER, language: 'sw' });
    fireEvent.change(screen.getByLabelText(SW.phone), { target: { value: '0812' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma ombi' }));
    expect(await screen.findByText('Andika jina (herufi 3 hadi 120)')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Chagua aina');
    expect(screen.getByText('Andika saa za kazi (herufi 3 hadi 200)')).toBeTruthy();
    expect(screen.getByText('Lazima iwe nambari sahihi ya simu ya mkononi ya Kenya (07XX au 01XX)')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the application', async () => {
    const applied: unknown[] = [];
    const view = renderWithApp(<ApplyForm onApplied={(organisation) => applied.push(organisation)} />, {
      user: USER,
      fakes: [fake(organisationsApi.apply, { organisation: PENDING })],
    });
    fill(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Kilimani Police Station',
      kind: 'police_station',
      county: 'Nairobi',
      acceptsDropOffs: false,
    });
  });

  it('says a refusal by its code', async () => {
    renderWithApp(<ApplyForm onApplied={() => {}} />, {
      user: USER,
      language: 'sw',
      fakes: [fake(organisationsApi.apply, reply(400, { code: 'ORG_TEXT_CONTACT', message: 'x', params: {} }))],
    });
    fill(SW);
    fireEvent.click(screen.getByRole('button', { name: 'Tuma ombi' }));
    expect(await screen.findByText('Hatukuweza kutuma ombi')).toBeTruthy();
    expect(screen.getByText(/^Jina, alama ya mahali na saa za shirika haviwezi/)).toBeTruthy();
  });
});
