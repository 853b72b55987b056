// @vitest-environment happy-dom
/**
 * The approval SMS links to the item with `?pay` (issue 34: one tap fewer to the contact): the
 * payment dialog opens by itself, with the number and amount for the owner to confirm, and nothing
 * is asked of M-Pesa until they tap Pay. The address then loses `?pay`.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../test-support/render';
import { PayButton } from './pay-button';

describe('the approval link to pay', () => {
  it('opens the payment dialog by itself, and asks M-Pesa nothing before the owner taps Pay', async () => {
    const { calls } = renderWithApp(<PayButton itemId={7} fee={150} />, { user: USER, path: '/item/7?pay' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Pay KSh 150');
    expect(calls.some((call) => call.path === '/api/payments/initiate')).toBe(false);
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/item/7');
  });

  it('opens nothing without it', async () => {
    renderWithApp(<PayButton itemId={7} fee={150} />, { user: USER, path: '/item/7' });
    await screen.findByRole('button', { name: /KSh 150/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
