// @vitest-environment happy-dom
/** An item card in the admin list: a hold by our system is told in our words and the admin's language. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../test-support/render';
import type { AdminItem } from '../api/types';
import { AdminItemCard } from './admin-item-card';

const admin = { ...USER, role: 'admin' as const };
const STORED = 'Held automatically: it may hold contact details written in a way the detector could not be sure of (digits)';
const item = (over: Partial<AdminItem>): AdminItem => ({
  id: 37,
  title: 'Brown wallet found',
  description: 'Brown leather wallet found near Kencom.',
  location: 'Nairobi',
  categoryId: 1,
  finderId: 'f1',
  finderName: 'Otieno Ochieng',
  createdAt: '2026-11-29T08:00:00.000Z',
  status: 'available',
  imageUrls: [],
  isHidden: true,
  hiddenReason: STORED,
  heldFor: 'contact',
  contactDoubt: 'digits',
  hiddenAt: '2026-11-29T08:00:00.000Z',
  removalReason: null,
  removedAt: null,
  ...over,
});
const render = (value: AdminItem, language: 'en' | 'sw' = 'en') =>
  renderWithApp(<AdminItemCard item={value} busy={false} onHide={() => {}} onShow={() => {}} onDelete={() => {}} />, { user: admin, language });

describe('the admin item card', () => {
  it('tells a contact hold in Kiswahili, with its doubt, never the stored English reason', () => {
    render(item({}), 'sw');
    expect(screen.getByText('Kinasubiri ukaguzi')).toBeTruthy();
    expect(screen.getByText(/^Kimezuiliwa na ukaguzi wetu: .*\(Nambari iliyogawanywa vipande\)/)).toBeTruthy();
    expect(screen.queryByText(/Held automatically/)).toBeNull();
  });

  it('tells a scam hold in English', () => {
    render(item({ heldFor: 'scam', contactDoubt: null, hiddenReason: 'Reported as a scam; hidden until an admin reviews it' }));
    expect(screen.getByText('Held for review')).toBeTruthy();
    expect(screen.getByText(/^Held because it was reported as a scam/)).toBeTruthy();
  });

  it("shows an admin's own reason as typed", () => {
    render(item({ heldFor: null, contactDoubt: null, hiddenReason: 'Duplicate listing' }));
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('Hidden: Duplicate listing')).toBeTruthy();
  });
});
