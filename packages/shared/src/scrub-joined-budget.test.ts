import { describe, expect, it } from 'vitest';
import { checkOrganisationTexts, namesSpellContact } from './scrub-joined';

/**
 * Public texts spend the budget for what the detector cannot recognise (docs/security.md): a name
 * or an organisation's name and landmark spelled out letter by letter is held for a person, while
 * ordinary names, landmarks and opening hours full of digits pass.
 */
describe('the budget on names and organisation texts', () => {
  it('holds a first and last name spelled out letter by letter', () => {
    expect(namesSpellContact('s i x', 'o n e t w o')).toBe(true);
    expect(namesSpellContact('Q W E', 'R T Y')).toBe(true);
  });

  it('passes ordinary names', () => {
    for (const [first, last] of [
      ['Mary Jane', 'Otieno'],
      ['Wanjiku', 'Kamau'],
      ['J.', 'Mwangi'],
      ['Abdi', 'Hassan Ali'],
    ]) {
      expect(namesSpellContact(first, last), `${first} ${last}`).toBe(false);
    }
  });

  it('holds a landmark spelled letter by letter, and reads opening hours without the budget', () => {
    expect(checkOrganisationTexts({ name: 'Kilimani Police Station', landmark: 's e v e n o n e', hours: 'Open daily' }).reason).not.toBeNull();
    const ordinary = {
      name: 'Kilimani Police Station',
      landmark: 'Argwings Kodhek Road, opposite Yaya Centre',
      hours: 'Mon–Fri 8:00–17:00, Sat 9:00–13:00, Sun 10:00–12:00',
    };
    expect(checkOrganisationTexts(ordinary)).toEqual({ fields: [], reason: null });
  });
});
