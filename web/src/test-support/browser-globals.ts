/**
 * What the web unit tests (Node, no DOM) need of a browser: localStorage and sessionStorage, and
 * for code that sets <html lang> a bare document element. Call it before importing the code under
 * test (with a dynamic import), since some modules read storage when they load.
 */
class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

export function installBrowserGlobals({ document = false }: { document?: boolean } = {}): void {
  Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  if (document) Object.assign(globalThis, { document: { documentElement: {} } });
}
