// @vitest-environment happy-dom
/**
 * The claim card as a guest and as an approved owner see it: the fee said before anyone claims,
 * the pay step with the fee, and for an item an organisation holds, the collection-code wording
 * with that item's own fee (docs/decisions/0242), in English and Kiswahili.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { verificationStatus } from '@okota/shared/contracts/claims.contract';
import type { HeldBy } from '@okota/shared/contracts/organisations.contract';
import { PayButton } from '../../payments';
import { USER, renderWithApp } from '../../../test-support/render';
import type { ClaimableItem } from '../api/types';
import { ClaimCard } from './claim-card';

const item: ClaimableItem = {
  id: 7,
  title: 'Black Samsung phone',
  finderId: 'user-finder',
  status: 'available',
  isClaimed: false,
  claimedBy: null,
  verificationQuestion1: 'What is the lock screen picture?',
};
const desk: HeldBy = {
  id: 'org-1',
  name: 'Kilimani Police Station',
  slug: 'kilimani-police',
  kind: 'police_station',
  county: 'Nairobi',
  landmark: 'Near Yaya Centre',
  hours: 'Mon–Sat 8–5',
  phone: '+254700000001',
  latitude: null,
  longitude: null,
  verified: true,
  heldUntil: '2026-12-27',
};
const sacco: HeldBy = { ...desk, name: 'Kencom SACCO Office', slug: 'kencom-sacco', kind: 'sacco', free: false };
const heldItem: ClaimableItem = { ...item, heldBy: sacco, fees: { total: 50, platform: 50, finder: 0, shareTo: 'none' } };
const policeItem: ClaimableItem = { ...item, heldBy: { ...desk, free: true }, fees: { total: 0, platform: 0, finder: 0, shareTo: 'none' } };

const approved: WireOf<typeof verificationStatus> = {
  status: 'approved',
  hasPaid: false,
  verificationId: 3,
  finderNotes: null,
  underReview: null,
  claimsLeft: 2,
  usualAnswerHours: null,
};
const approvedRoutes = { [`GET /api/items/7/verification/${USER.id}`]: () => approved };

/** The card as the item page composes it: the payments feature's pay button in its slot. */
function cardFor(shown: ClaimableItem, fee: number) {
  return <ClaimCard item={shown} payAction={<PayButton itemId={shown.id} fee={fee} held={!!shown.heldBy} />} />;
}

describe('claim card', () => {
  it('asks a guest to sign in and says the fee first', async () => {
    renderWithApp(<ClaimCard item={item} />);
    expect(screen.getByRole('button', { name: 'Sign in to claim' })).toBeTruthy();
    expect(await screen.findByText('You pay a fee of KSh 150 only if the finder approves you.')).toBeTruthy();
    expect(screen.getByText('KSh 100 goes to the finder, KSh 50 to Okota.')).toBeTruthy();
  });

  it('says the same to a guest in Kiswahili', async () => {
    renderWithApp(<ClaimCard item={item} />, { language: 'sw' });
    expect(screen.getByRole('button', { name: 'Ingia ili kudai' })).toBeTruthy();
    expect(await screen.findByText('Unalipa ada ya KSh 150 tu mwokotaji akikuidhinisha.')).toBeTruthy();
  });

  it('shows an approved owner the pay step with the fee, and the pay button opens the payment', async () => {
    renderWithApp(cardFor(item, 150), { user: USER, routes: approvedRoutes });
    expect(await screen.findByText("Step 3: Pay the fee of KSh 150 to get the finder's contact details.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay KSh 150 & Get Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    expect(within(dialog).getByRole('button', { name: 'Pay KSh 150' })).toBeTruthy();
  });

  it('offers a collection code for a held item, at its own fee of KSh 50', async () => {
    renderWithApp(cardFor(heldItem, 50), { user: USER, routes: approvedRoutes });
    expect(await screen.findByText('Step 3: Pay the fee of KSh 50 to get your collection code. It shows on this page and comes by SMS.')).toBeTruthy();
    // The fee named for what it is (docs/decisions/0261): never "KSh 0 goes to the finder".
    expect(screen.getByText("All of it is Okota's service fee: Kencom SACCO Office takes no share.")).toBeTruthy();
    expect(screen.queryByText(/goes to the finder/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay KSh 50 & Get Collection Code' })).toBeTruthy();
    expect(screen.queryByText(/finder's contact/)).toBeNull();
  });

  it('asks nothing to pay at a police station: no pay button, no fee split', async () => {
    renderWithApp(cardFor(policeItem, 0), { user: USER, routes: approvedRoutes });
    expect(await screen.findByText('Approved. Nothing to pay: your collection code shows on this page and comes by SMS.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay KSh/ })).toBeNull();
    expect(screen.queryByTestId('claim-fee-split')).toBeNull();
  });

  it('offers the collection code in Kiswahili too', async () => {
    renderWithApp(cardFor(heldItem, 50), { user: USER, routes: approvedRoutes, language: 'sw' });
    expect(await screen.findByText(/Lipa ada ya KSh 50 upate msimbo wa kuchukua\. Utaonekana kwenye ukurasa huu/)).toBeTruthy();
    expect(screen.getByText('Yote ni ada ya huduma ya Okota: Kencom SACCO Office haichukui sehemu yoyote.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lipa KSh 50 Upate Msimbo wa Kuchukua' })).toBeTruthy();
  });
});
