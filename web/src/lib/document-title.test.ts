import { describe, expect, it } from 'vitest';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) { return this.data.get(key) ?? null; }
  setItem(key: string, value: string) { this.data.set(key, String(value)); }
  removeItem(key: string) { this.data.delete(key); }
  clear() { this.data.clear(); }
}
Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage(), document: { documentElement: {} } });

const { setLanguage } = await import('../i18n');
const { pageTitleFor } = await import('./document-title');

describe('the tab title follows the page, in the current language', () => {
  it('names each page in English and Kiswahili', () => {
    setLanguage('en');
    expect(pageTitleFor('/search')).toBe('Search Lost Items · Okota');
    expect(pageTitleFor('/search-items?q=simu')).toBe('Search Lost Items · Okota');
    expect(pageTitleFor('/items/12')).toBe('Found Item · Okota');
    expect(pageTitleFor('/edit-item/12')).toBe('Edit Item · Okota');
    expect(pageTitleFor('/')).toBe('Okota – Lost and found in Kenya');
    setLanguage('sw');
    expect(pageTitleFor('/search')).toBe('Tafuta Vitu Vilivyopotea · Okota');
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
