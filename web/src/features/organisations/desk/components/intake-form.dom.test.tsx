// @vitest-environment happy-dom
/**
 * The intake desk's form: the post form's shared rules in both languages, except that a
 * Documents item may leave the owner's question blank; a valid item is handed to the page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayInNairobi, type ItemFields } from '@okota/shared/schemas/item.schema';
import { USER, renderWithApp } from '../../../../test-support/render';
import { blankIntake } from '../lib/intake-values';
import { IntakeForm } from './intake-form';

const blank = blankIntake({ categoryId: '', location: '', dateFound: todayInNairobi() });

function render(language: 'en' | 'sw', saved: Array<[ItemFields, boolean]>) {
  return renderWithApp(
    <IntakeForm defaultValues={blank} photoField={null} busy={false} onValid={(values, isDocuments) => saved.push([values, isDocuments])} />,
    {
      user: USER,
      language,
    },
  );
}

describe('intake form', () => {
  it("refuses a short title and description in the shared schema's words, in Kiswahili", async () => {
    const saved: Array<[ItemFields, boolean]> = [];
    render('sw', saved);
    fireEvent.change(screen.getByLabelText(/^Ni kitu gani/), { target: { value: 'Simu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi kitu' }));
    expect(await screen.findByText('Kichwa lazima kiwe na angalau herufi 5')).toBeTruthy();
    expect(screen.getByText('Maelezo lazima yawe na angalau herufi 10')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('lets a document go without a question, and hands it on as a document', async () => {
    const saved: Array<[ItemFields, boolean]> = [];
    render('en', saved);
    await screen.findByRole('option', { name: 'Documents' });
    fireEvent.change(screen.getByLabelText(/^What is it/), { target: { value: 'National ID card' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Green ID card in a plastic sleeve' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^County/), { target: { value: 'Nairobi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0][1]).toBe(true);
    expect(saved[0][0]).toMatchObject({ title: 'National ID card', location: 'Nairobi' });
  });

  it('asks other items for a question the owner must answer', async () => {
    const saved: Array<[ItemFields, boolean]> = [];
    render('en', saved);
    await screen.findByRole('option', { name: 'Electronics' });
    fireEvent.change(screen.getByLabelText(/^What is it/), { target: { value: 'Black Tecno phone' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Cracked screen, clear cover' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^County/), { target: { value: 'Nairobi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText(/security question/i)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
