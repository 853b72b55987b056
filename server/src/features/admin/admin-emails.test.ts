import { describe, expect, it } from 'vitest';
import { itemRemovedEmail } from './admin-emails';

describe('the item-removed e-mail', () => {
  const options = { to: 'wanjiru@example.com', firstName: 'Wanjiru', itemTitle: 'Black wallet', reason: 'Duplicate', supportEmail: 'help@okota.co.ke' };

  it("is written in the finder's language, English by default", () => {
    expect(itemRemovedEmail(options).subject).toBe('Your item "Black wallet" was removed from Okota');
    const sw = itemRemovedEmail({ ...options, language: 'sw', customMessage: 'Tafadhali weka mara moja tu' });
    expect(sw.subject).toBe('Kitu chako "Black wallet" kimeondolewa Okota');
    expect(sw.text).toContain('Habari Wanjiru,');
    expect(sw.text).toContain('Sababu: Duplicate');
    expect(sw.text).toContain('Tafadhali weka mara moja tu');
    expect(sw.text).not.toMatch(/Hello|Reason|administrator/);
  });
});
