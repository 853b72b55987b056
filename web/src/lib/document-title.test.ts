import { describe, expect, it } from 'vitest';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals({ document: true });

const { setLanguage } = await import('../i18n');
const { pageTitleFor } = await import('./document-title');

describe('the tab title follows the page, in the current language', () => {
  it('names each page in English and Kiswahili', () => {
    setLanguage('en');
    expect(pageTitleFor('/search')).toBe('Search Found Items · Okota');
    expect(pageTitleFor('/search-items?q=simu')).toBe('Search Found Items · Okota');
    expect(pageTitleFor('/items/12')).toBe('Found Item · Okota');
    expect(pageTitleFor('/edit-item/12')).toBe('Edit Item · Okota');
    expect(pageTitleFor('/')).toBe('Okota – Lost and found in Kenya');
    setLanguage('sw');
    expect(pageTitleFor('/search')).toBe('Tafuta Vitu Vilivyookotwa · Okota');
    expect(pageTitleFor('/admin/ledger/')).toBe('Daftari la Hesabu · Msimamizi · Okota');
    expect(pageTitleFor('/no/such/page')).toBe('Ukurasa Haupatikani · Okota');
    setLanguage('en');
    expect(pageTitleFor('/no/such/page')).toBe('Page Not Found · Okota');
  });

  it('has a title of its own for every route of the app', async () => {
    const { routes: table } = await import('../app/routes');
    expect(table.length).toBeGreaterThan(30);
    setLanguage('sw');
    for (const route of table) {
      const path = route.path.replace(':id', '7');
      expect(pageTitleFor(path), path).not.toBe('Ukurasa Haupatikani · Okota');
    }
  });
});
