// @vitest-environment happy-dom
/** /organisations for a guest (docs/decisions/0261): what it is and the way in, never "Access Denied". */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test-support/render';
import MyOrganisationsPage from './my-organisations-page';

describe('/organisations for a guest', () => {
  it('explains the desk and offers sign-in', async () => {
    renderWithApp(<MyOrganisationsPage />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Police stations, chiefs, SACCOs, campuses: hand found things over to owners' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to register your organisation' }).getAttribute('href')).toBe('/auth?redirect=%2Forganisations%2Fapply');
    expect(screen.queryByText(/Access Denied/i)).toBeNull();
  });

  it('in Kiswahili', async () => {
    renderWithApp(<MyOrganisationsPage />, { user: null, language: 'sw' });
    expect(await screen.findByRole('heading', { name: 'Vituo vya polisi, machifu, SACCO, vyuo: wakabidhini wenye vitu vilivyopatikana' })).toBeTruthy();
  });
});
