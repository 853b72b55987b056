// @vitest-environment happy-dom
/** The review form: the shared schema's messages in both languages, the review sent to /api/reviews, a refusal by its code. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import ReviewDialog from './review-dialog';

const dialog = <ReviewDialog open onOpenChange={() => {}} itemId={12} revieweeId="user-finder" type="finder" />;

describe('review dialog', () => {
  it('asks for a rating and a longer comment, in English and Kiswahili', async () => {
    const en = renderWithApp(dialog, { user: USER });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please select a rating')).toBeTruthy();
    expect(screen.getByText('Please provide a comment with at least 10 characters')).toBeTruthy();
    en.unmount();
    const sw = renderWithApp(dialog, { user: USER, language: 'sw' });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Tathmini' }));
    expect(await screen.findByText('Tafadhali chagua ukadiriaji')).toBeTruthy();
    expect(screen.getByText('Tafadhali andika maoni yenye angalau herufi 10')).toBeTruthy();
    expect(sw.calls.some((call) => call.path === '/api/reviews')).toBe(false);
  });

  it('sends the stars and the comment for this item and person', async () => {
    const view = renderWithApp(dialog, { user: USER, routes: { 'POST /api/reviews': () => ({ id: 1 }) } });
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Met at the stage, very kind.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted')).toBeTruthy();
    expect(view.calls.find((call) => call.path === '/api/reviews')?.body).toMatchObject({
      rating: 4,
      comment: 'Met at the stage, very kind.',
      itemId: 12,
      revieweeId: 'user-finder',
      type: 'finder',
    });
  });

  it('says a second review is refused, by its code', async () => {
    renderWithApp(dialog, {
      user: USER,
      language: 'sw',
      routes: { 'POST /api/reviews': () => reply(409, { code: 'REVIEW_ALREADY_GIVEN', message: 'x', params: {} }) },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Nyota 5' }));
    fireEvent.change(screen.getByLabelText('Maoni'), { target: { value: 'Alikuwa mwaminifu sana.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Tathmini' }));
    await waitFor(() => expect(screen.getByText('Tayari umetathmini kitu hiki')).toBeTruthy());
  });
});
