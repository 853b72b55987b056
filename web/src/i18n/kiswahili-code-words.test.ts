/**
 * Issue 25: in Kiswahili "nambari" named both the phone number and the code sent to it. A code is
 * "msimbo" (plural "misimbo"); "nambari" always says which number it is (ya simu, ya M-Pesa, ya
 * hati). Checked on the dictionaries that speak of phone codes (the auth pages have their own test).
 */
import { describe, expect, it, vi } from 'vitest';

const captured: Array<{ namespace: string; en: unknown; sw: unknown }> = [];
vi.mock('./index', () => ({
  registerTranslations: (namespace: string, bundles: { en: unknown; sw: unknown }) => captured.push({ namespace, ...bundles }),
}));

function pairs(en: unknown, sw: unknown, path: string, into: Array<[string, string, string]>) {
  if (typeof en === 'string' && typeof sw === 'string') into.push([path, en, sw]);
  else if (en && typeof en === 'object' && sw && typeof sw === 'object') {
    for (const key of Object.keys(en)) pairs((en as Record<string, unknown>)[key], (sw as Record<string, unknown>)[key], `${path}.${key}`, into);
  }
  return into;
}

describe('codes and phone numbers in Kiswahili', () => {
  it('calls a code "msimbo" and never a bare "nambari"', async () => {
    await import('../features/phone/i18n');
    await import('../features/lost-reports/sms-i18n');
    await import('../features/admin/i18n/sms');
    await import('../features/dev/i18n');
    await import('../features/payments/i18n');
    await import('../features/personal-data/i18n');
    await import('../features/organisations/public/i18n');
    expect(captured.map((c) => c.namespace).length).toBeGreaterThanOrEqual(6);
    const all = captured.flatMap(({ namespace, en, sw }) => pairs(en, sw, namespace, []));
    const codeWords = all.filter(([, en]) => /\bcodes?\b/i.test(en) && !/M-Pesa/i.test(en));
    expect(codeWords.length).toBeGreaterThan(10);
    for (const [path, , sw] of codeWords) expect(sw, path).toMatch(/msimbo|misimbo/i);
    for (const [path, , sw] of all.filter(([, , sw]) => /nambari/i.test(sw))) expect(sw, path).toMatch(/simu|M-Pesa|hati|Safaricom/i);
  });
});
