// @vitest-environment happy-dom
/**
 * A guest's claim dialog offers a new account first (the sign-up form opens by itself: one tap
 * fewer than the sign-in form's Sign Up tab, issue 34) and sign-in for someone with an account;
 * both come back to the claim form. In English and Kiswahili.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import type { ClaimableItem } from '../api/types';
import GuestClaimDialog from './guest-claim-dialog';

const item: ClaimableItem = {
  id: 7,
  title: 'Black Samsung phone',
  finderId: 'user-finder',
  status: 'available',
  isClaimed: false,
  claimedBy: null,
  verificationQuestion1: 'What is the lock screen picture?',
};

function open(language: 'en' | 'sw' = 'en') {
  return renderWithApp(<GuestClaimDialog item={item} open onOpenChange={() => {}} />, { path: '/item/7', memory: true, language });
}

describe('guest claim dialog', () => {
  it('opens the sign-up form for a new account, and comes back to the claim form', () => {
    const { history } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account to claim' }));
    const to = new URL(history!.at(-1)!, 'http://okota.test');
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('tab')).toBe('signup');
    expect(to.searchParams.get('redirect')).toBe('/item/7?claim=1');
  });

  it('opens the sign-in form for someone with an account', () => {
    const { history } = open();
    fireEvent.click(screen.getByRole('button', { name: 'I have an account: sign in' }));
    const to = new URL(history!.at(-1)!, 'http://okota.test');
    expect(to.searchParams.get('tab')).toBeNull();
    expect(to.searchParams.get('redirect')).toBe('/item/7?claim=1');
  });

  it('says both in Kiswahili', () => {
    open('sw');
    expect(screen.getByRole('button', { name: 'Fungua akaunti ili kudai' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nina akaunti: ingia' })).toBeTruthy();
  });
});
