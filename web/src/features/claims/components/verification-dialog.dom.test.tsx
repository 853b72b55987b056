// @vitest-environment happy-dom
/**
 * The claim form: every finder's question must be answered and the ownership details are
 * 10-200 characters (the shared claim schema, in both languages; the details read as this form
 * labels them, decision 0214); the claim goes to /api/items/:id/verify; refusals by code or key.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import type { ClaimableItem } from '../api/types';
import VerificationDialog from './verification-dialog';

const item: ClaimableItem = {
  id: 7,
  title: 'Black Samsung phone',
  finderId: 'user-finder',
  status: 'available',
  isClaimed: false,
  claimedBy: null,
  verificationQuestion1: 'What is the lock screen picture?',
};
const dialog = (onOpenChange: (open: boolean) => void = () => {}) => <VerificationDialog item={item} open onOpenChange={onOpenChange} />;

describe('verification dialog', () => {
  it("asks for the answer and longer details in the form's own words, in Kiswahili", async () => {
    const view = renderWithApp(dialog(), { user: USER, language: 'sw' });
    fireEvent.change(screen.getByLabelText(/^Maelezo ya kuthibitisha umiliki/), { target: { value: 'Nyeusi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Uthibitisho' }));
    expect(await screen.findByText('Tafadhali jibu swali la mwokotaji')).toBeTruthy();
    expect(screen.getByText('Maelezo ya kuthibitisha umiliki lazima yawe na angalau herufi 10')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the answer and details for this item as JSON', async () => {
    let open = true;
    const view = renderWithApp(
      dialog((next) => (open = next)),
      { user: USER, routes: { 'POST /api/items/7/verify': () => ({ id: 3, status: 'pending' }) } },
    );
    fireEvent.change(screen.getByLabelText(/^Question 1: What is the lock screen picture\?/), { target: { value: 'My daughter at the beach' } });
    fireEvent.change(screen.getByLabelText(/^Ownership proof details/), { target: { value: 'Cracked corner, blue cover' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Verification' }));
    await waitFor(() => expect(open).toBe(false));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      answer1: 'My daughter at the beach',
      additionalDetails: 'Cracked corner, blue cover',
    });
  });

  it('shows a second claim refused by its code, and a refused answer on its field by key', async () => {
    const view = renderWithApp(dialog(), {
      user: USER,
      language: 'sw',
      routes: { 'POST /api/items/7/verify': () => reply(409, { code: 'CLAIM_ALREADY_PENDING', message: 'x', params: {} }) },
    });
    const fill = () => {
      fireEvent.change(screen.getByLabelText(/^Swali la 1/), { target: { value: 'Binti yangu ufukweni' } });
      fireEvent.change(screen.getByLabelText(/^Maelezo ya kuthibitisha umiliki/), { target: { value: 'Kona imepasuka, kifuniko cha bluu' } });
      fireEvent.click(screen.getByRole('button', { name: 'Tuma Uthibitisho' }));
    };
    fill();
    expect(await screen.findByText(/^Tayari una dai/)).toBeTruthy();
    view.unmount();
    renderWithApp(dialog(), {
      user: USER,
      language: 'sw',
      routes: {
        'POST /api/items/7/verify': () =>
          reply(400, {
            code: 'VALIDATION_FAILED',
            message: "Please answer the finder's question",
            messageKey: 'claimAnswerRequired',
            params: {},
            errors: { answer1: "Please answer the finder's question" },
            errorKeys: { answer1: 'claimAnswerRequired' },
          }),
      },
    });
    fill();
    await waitFor(() => expect(screen.getAllByText('Tafadhali jibu swali la mwokotaji').length).toBeGreaterThan(0));
  });
});
