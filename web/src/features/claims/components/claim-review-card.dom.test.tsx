// @vitest-environment happy-dom
/**
 * The finder's claim card reads the markers the server stored where it removed contact details
 * in the reader's language: '[Contact removed]' is '[Mawasiliano yameondolewa]' in Kiswahili,
 * while the stored text keeps the one marker (docs/decisions/0265).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_INFO_REMOVED, CONTACT_REMOVED, EMAIL_REMOVED } from '@okota/shared';
import { renderWithApp } from '../../../test-support/render';
import type { ClaimOnMyItem } from '../api/types';
import { ClaimReviewCard } from './claim-review-card';

const claim = {
  id: 3,
  itemId: 7,
  viewerRole: 'finder',
  claimerFirstName: 'Amani',
  createdAt: '2026-11-20T10:00:00.000Z',
  item: { id: 7, title: 'Black Samsung phone', status: 'available', location: 'Nairobi', imageUrl: null, hasApprovedClaimer: false },
  answers: [{ number: 1, question: 'What colour?', answer: `Black, ${CONTACT_REMOVED}`, match: null, expectedAnswer: null }],
  additionalDetails: `My ID is inside ${CONTACT_INFO_REMOVED} ${CONTACT_REMOVED}`,
  description: `Write to ${EMAIL_REMOVED}`,
  proofPhotoUrl: null,
  documentMatch: 'match',
} as unknown as ClaimOnMyItem;

describe('the claim card in the reader’s language', () => {
  it('Kiswahili: every marker in Kiswahili, none in English', () => {
    renderWithApp(<ClaimReviewCard claim={claim} actions={null} />, { language: 'sw' });
    const card = screen.getByTestId('claim-review');
    expect(card.textContent).toContain('Black, [Mawasiliano yameondolewa]');
    expect(card.textContent).toContain('My ID is inside [Taarifa za mawasiliano zimeondolewa] [Mawasiliano yameondolewa]');
    expect(card.textContent).toContain('Write to [Barua pepe imeondolewa]');
    expect(card.textContent).not.toMatch(/removed/i);
    expect(screen.getByTestId('document-match').textContent).toBe('Nambari ya kitambulisho aliyotoa mwenye kitu inalingana na ile iliyo kwenye hati');
  });

  it('English: the markers as stored', () => {
    renderWithApp(<ClaimReviewCard claim={claim} actions={null} />, { language: 'en' });
    expect(screen.getByTestId('claim-review').textContent).toContain(`My ID is inside ${CONTACT_INFO_REMOVED} ${CONTACT_REMOVED}`);
    expect(screen.getByTestId('document-match').textContent).toBe('The ID number the owner gave matches the one on the document');
  });
});
