// @vitest-environment happy-dom
/** The categories screen tells "this category has items" apart by its error code, in both languages. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import type { Language } from '../../../i18n';
import CategoriesPage from './categories-page';

const admin = { ...USER, id: 'user-admin', role: 'admin' as const };
const BAGS = { id: 3, name: 'Bags', icon: 'briefcase', description: null, itemCount: 0, createdAt: '2026-01-05T08:00:00.000Z' };

async function deleteBags(answer: ReturnType<typeof reply>, language: Language = 'en') {
  renderWithApp(<CategoriesPage />, {
    user: admin,
    language,
    path: '/admin/categories',
    fakes: [fake(adminItemsApi.categories, [BAGS]), fake(adminItemsApi.deleteCategory, answer)],
  });
  const remove = language === 'en' ? 'Delete' : 'Futa';
  fireEvent.click(await screen.findByRole('button', { name: remove }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: remove }));
}

describe('categories page', () => {
  it('says the category still has items on CATEGORY_HAS_ITEMS, in Kiswahili', async () => {
    await deleteBags(reply(409, { code: 'CATEGORY_HAS_ITEMS', message: 'Category has items', params: { itemCount: 2 } }), 'sw');
    expect(await screen.findByText('Haiwezi Kufutwa')).toBeTruthy();
  });

  it('says another conflict by its own words, not as "has items"', async () => {
    await deleteBags(reply(409, { code: 'CONFLICT', message: 'Someone changed this category just now', params: {} }));
    expect(await screen.findByText('Someone changed this category just now')).toBeTruthy();
    expect(screen.queryByText('Cannot Delete')).toBeNull();
  });
});
