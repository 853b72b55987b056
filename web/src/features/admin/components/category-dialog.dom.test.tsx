// @vitest-environment happy-dom
/** An admin adds or edits a category: both fields required (the shared message, in both languages), the right call, a refusal by its code. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import { CategoryDialog } from './category-dialog';

const admin = { ...USER, role: 'admin' as const };
const wallets = { id: 4, name: 'Wallets', icon: 'wallet', description: null, itemCount: 3, createdAt: '2026-01-01T00:00:00.000Z' };

describe('category dialog', () => {
  it('asks for every field, in English and in Kiswahili, and sends nothing', () => {
    const view = renderWithApp(<CategoryDialog onClose={() => {}} />, { user: admin });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields.');
    view.unmount();
    const sw = renderWithApp(<CategoryDialog onClose={() => {}} />, { user: admin, language: 'sw' });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi' }));
    expect(screen.getByRole('alert').textContent).toBe('Tafadhali jaza sehemu zote.');
    expect(sw.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('creates a category with its name and icon', async () => {
    let closed = false;
    const view = renderWithApp(<CategoryDialog onClose={() => (closed = true)} />, {
      user: admin,
      fakes: [fake(adminItemsApi.createCategory, { ...wallets, id: 9, name: 'Umbrellas', itemCount: 0 })],
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Umbrellas ' } });
    fireEvent.change(screen.getByLabelText('Icon'), { target: { value: 'key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Umbrellas', icon: 'key' });
    expect(await screen.findByText('Category created')).toBeTruthy();
  });

  it('edits in place and shows a refusal by its code', async () => {
    const edited: string[] = [];
    renderWithApp(<CategoryDialog category={wallets} onClose={() => {}} />, {
      user: admin,
      language: 'sw',
      fakes: [
        fake(adminItemsApi.updateCategory, ({ params }) => {
          edited.push(params.id!);
          return reply(409, { code: 'CATEGORY_NAME_TAKEN', message: 'Category exists', params: {} });
        }),
      ],
    });
    expect((screen.getByLabelText('Jina') as HTMLInputElement).value).toBe('Wallets');
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi' }));
    expect(await screen.findByText('Tayari kuna aina yenye jina hili.')).toBeTruthy();
    expect(edited).toEqual(['4']);
  });
});
