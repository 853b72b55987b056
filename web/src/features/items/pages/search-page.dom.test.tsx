// @vitest-environment happy-dom
/**
 * The search controls as a searcher uses them: words typed, a county and a category chosen. The
 * page asks GET /api/items for exactly that and keeps it in the address, so a shared or reloaded
 * search comes back the same; a link with filters opens with them chosen.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@okota/shared/contracts/route';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { fake, renderWithApp, type ApiCall } from '../../../test-support/render';
import SearchPage from './search-page';

const noItems: RouteAnswer<typeof itemsApi.search> = { items: [], total: 0, totalCapped: false, currentPage: 1, hasMore: false };
const fakes = [fake(itemsApi.search, noItems)];

/** The last search the page asked the server for, without the paging. */
function lastSearch(calls: ApiCall[]): Record<string, string> {
  const searches = calls.filter((call) => call.path === '/api/items');
  const query = Object.fromEntries(searches.at(-1)?.query ?? []);
  delete query.page;
  delete query.limit;
  return query;
}
const address = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe('search controls', () => {
  it('searches the words typed and keeps them in the address', async () => {
    const { calls } = renderWithApp(<SearchPage />, { path: '/search', fakes });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: ' black wallet ' } });
    await waitFor(() => expect(lastSearch(calls)).toEqual({ search: 'black wallet', sort: 'newest' }));
    await waitFor(() => expect(address()).toEqual({ search: 'black wallet' }));
    expect(await screen.findByText('No items found')).toBeTruthy();
  });

  it('narrows to a county and a category, and clears them again', async () => {
    const { calls } = renderWithApp(<SearchPage />, { path: '/search', fakes });
    await screen.findByRole('option', { name: 'Electronics' });
    fireEvent.change(screen.getByRole('combobox', { name: 'County' }), { target: { value: 'Mombasa' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '1' } });
    await waitFor(() => expect(lastSearch(calls)).toEqual({ location: 'Mombasa', categoryId: '1', sort: 'newest' }));
    await waitFor(() => expect(address()).toEqual({ location: 'Mombasa', categoryId: '1' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toEqual({}));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'County' }).value).toBe('');
  });

  it('opens a shared link with its words and filters chosen, in Kiswahili too', async () => {
    const { calls } = renderWithApp(<SearchPage />, { path: '/search?search=simu&location=Kisumu&sort=oldest', fakes, language: 'sw' });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Tafuta vitu' }).value).toBe('simu');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kaunti' }).value).toBe('Kisumu');
    await waitFor(() => expect(lastSearch(calls)).toEqual({ search: 'simu', location: 'Kisumu', sort: 'oldest' }));
  });
});

describe('many results (docs/decisions/0256)', () => {
  const item = (id: number) => ({
    id,
    title: `Black wallet ${id}`,
    description: 'Found near the stage.',
    categoryId: 1,
    categoryName: 'Wallets',
    location: 'Nairobi',
    nearLocation: null,
    latitude: null,
    longitude: null,
    dateFound: '2026-11-01',
    images: [],
    thumbnails: [],
    mediumImages: [],
    verificationQuestion1: 'What colour is it?',
    verificationQuestion2: null,
    verificationQuestion3: null,
    requiresProofPhoto: false,
    isClaimed: false,
    status: 'available' as const,
    isHidden: false,
    removedByFinder: false,
    finderId: 'f',
    finderName: 'Amina W.',
    claimedBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  });
  const estimated: RouteAnswer<typeof itemsApi.search> = {
    items: [item(1)],
    total: 1200,
    totalCapped: false,
    totalIsEstimate: true,
    currentPage: 1,
    hasMore: true,
    nextCursor: '2026-11-01T10:00:00.123456Z_1',
  };

  it('says an estimated total is about that many, in English and Kiswahili', async () => {
    renderWithApp(<SearchPage />, { path: '/search?search=wallet', fakes: [fake(itemsApi.search, estimated)] });
    expect(await screen.findByText('About 1,200 items found')).toBeTruthy();
  });

  it('says takriban in Kiswahili', async () => {
    renderWithApp(<SearchPage />, { path: '/search?search=wallet', fakes: [fake(itemsApi.search, estimated)], language: 'sw' });
    expect(await screen.findByText('Takriban vitu 1,200 vimepatikana')).toBeTruthy();
  });

  it('asks for the next page after the last item shown (the cursor)', async () => {
    const { calls } = renderWithApp(<SearchPage />, { path: '/search?search=wallet', fakes: [fake(itemsApi.search, estimated)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() => {
      const last = Object.fromEntries(calls.filter((call) => call.path === '/api/items').at(-1)?.query ?? []);
      expect(last).toMatchObject({ page: '2', cursor: '2026-11-01T10:00:00.123456Z_1' });
    });
  });
});
