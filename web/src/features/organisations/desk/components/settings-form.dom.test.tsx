// @vitest-environment happy-dom
/** A desk's settings: the holding periods' minimum in both languages, the settings sent by PATCH, a period over the admin's limit said on its field. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { USER, fake, renderWithApp, reply } from '../../../../test-support/render';
import type { MyOrganisation } from '../api/types';
import { SettingsForm } from './settings-form';

const organisation = {
  id: 'org-1',
  name: 'Kilimani Police Station',
  hours: 'Mon-Fri 8am-5pm',
  landmark: 'Argwings Kodhek Road',
  publicPhone: '+254712345678',
  acceptsDropOffs: true,
  takesFinderShare: false,
  payoutPhoneVerified: false,
  holdingDaysDocuments: 30,
  holdingDaysOther: 60,
  role: 'manager',
} as unknown as MyOrganisation;

describe('settings form', () => {
  it('refuses a holding period under the minimum, in Kiswahili', async () => {
    const view = renderWithApp(<SettingsForm organisation={organisation} />, { user: USER, language: 'sw' });
    fireEvent.change(screen.getByLabelText('Hati'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi mipangilio' }));
    expect(await screen.findByText('Andika idadi kamili ya siku, angalau 7')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('sends the settings and says they are saved', async () => {
    const view = renderWithApp(<SettingsForm organisation={organisation} />, { user: USER, fakes: [fake(organisationsApi.updateSettings, { organisation })] });
    expect((screen.getByLabelText('Opening hours') as HTMLInputElement).value).toBe('Mon-Fri 8am-5pm');
    fireEvent.change(screen.getByLabelText('Other items'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(view.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      hours: 'Mon-Fri 8am-5pm',
      holdingDaysDocuments: 30,
      holdingDaysOther: 45,
      acceptsDropOffs: true,
    });
  });

  it("says a period over the admin's limit on its field", async () => {
    renderWithApp(<SettingsForm organisation={organisation} />, {
      user: USER,
      language: 'sw',
      fakes: [
        fake(
          organisationsApi.updateSettings,
          reply(400, { code: 'VALIDATION_FAILED', message: 'Too long', params: {}, errors: { holdingDaysOther: 'At most 90 days' } }),
        ),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi mipangilio' }));
    await waitFor(() => expect(screen.getByText('Ni muda mrefu kuliko Okota inavyoruhusu kwa aina hii ya kitu. Chagua siku chache.')).toBeTruthy());
  });
});
