// @vitest-environment happy-dom
/**
 * Police stations can find the door (issue 34): the landing page and the help center link the
 * page for organisations, in both languages.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { LandingPage } from './landing-page';
import HelpCenterPage from '../../site-info/pages/help-center-page';

const publicData = {
  'GET /api/public/stats': () => ({ totalItems: 0, returnedItems: 0, activeUsers: 0, recentItems: [], categories: [] }),
};

describe('the way in for desks', () => {
  it('the landing page offers desks their page, in English and Kiswahili', async () => {
    const en = renderWithApp(<LandingPage />, { language: 'en', path: '/', routes: publicData });
    const link = await screen.findByRole('link', { name: 'Register your desk' });
    expect(link.getAttribute('href')).toBe('/organisations');
    expect(screen.getByRole('heading', { name: /Police stations, chiefs, SACCOs, campuses/ })).toBeTruthy();
    en.unmount();
    renderWithApp(<LandingPage />, { language: 'sw', path: '/', routes: publicData });
    expect((await screen.findByRole('link', { name: 'Sajili dawati lako' })).getAttribute('href')).toBe('/organisations');
  });

  it('the help center links the page for organisations and answers how desks hand over', async () => {
    renderWithApp(<HelpCenterPage />, { language: 'en', path: '/help-center', routes: publicData });
    expect((await screen.findByRole('link', { name: 'For police stations, chiefs and offices' })).getAttribute('href')).toBe('/organisations');
    expect(screen.getByText(/I work at a police station/)).toBeTruthy();
  });
});
