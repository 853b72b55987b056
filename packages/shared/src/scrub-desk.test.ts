/**
 * An item held at a desk read with the desk's texts, as its page shows them (scrub-desk.ts,
 * docs/decisions/0282): numbers and addresses split between the item's last text and the desk's
 * name or landmark are removed from the item or, when they reach into the desk's texts, flagged;
 * ordinary listings at ordinary desks are neither changed nor held.
 */
import { describe, expect, it } from 'vitest';
import { checkItemAtDesk, deskChangesVerdict } from './scrub-desk';
import type { ItemReadingFields } from './item-reading';
import { checkJoinedTexts, scrubItemTexts, type OrganisationTexts } from './scrub-joined';
import { ordinaryListings } from './scrub-listings.test-support';
import { seededGenerator } from './seeded-generator';

const DESKS: OrganisationTexts[] = [
  { name: 'Kencom Sacco Lost Property', landmark: 'Ground floor, next to the M-Pesa shop, opposite stage 4', hours: 'Mon–Fri 8:00–17:00, Sat 9:00–13:00' },
  { name: 'Central Police Station', landmark: 'University Way, near Globe roundabout', hours: 'Open 24 hours' },
  { name: 'Huduma Centre GPO', landmark: 'Kenyatta Avenue, GPO building, 2nd floor room 12', hours: 'Jumatatu hadi Ijumaa 8am - 5pm' },
  { name: 'Two Rivers Mall Customer Care', landmark: 'Level 1, beside Carrefour entrance B', hours: 'Daily 10:00-22:00' },
  { name: 'JKIA Terminal 1A Lost & Found', landmark: 'Arrivals hall, counter 7', hours: '24/7' },
  { name: 'Ofisi ya Chifu Kayole', landmark: 'Karibu na Kayole Junction, nyuma ya soko', hours: 'Saa mbili asubuhi hadi saa kumi jioni' },
];

/** [the item's six texts, the desk]: a number or address begun in the item and ended in the desk's name. */
const ACROSS: Array<[ItemReadingFields, OrganisationTexts]> = [
  [['Black wallet', 'Found at the stage', 'Whose name is on the ID?', null, null, 'Kencom, call 0712'], { ...DESKS[0], name: '345 678 Lost Property' }],
  [['Tecno phone', 'Blue cover', 'What is the wallpaper?', null, null, 'Ring 07'], { ...DESKS[1], name: '12 345 678 Desk' }],
  [['Keys', 'Three keys', 'What is on the ring?', null, null, 'nipigie sifuri saba moja mbili'], { ...DESKS[2], name: 'tatu nne tano sita saba nane' }],
  [['Bag', 'Black bag', 'What is inside?', null, null, 'write to jane.kamau'], { ...DESKS[3], name: '@gmail.com desk' }],
  [['ID card', 'Found near Archives', 'What is the name?', null, null, '+254'], { ...DESKS[4], name: '712 345 678' }],
  [['Wallet', 'Brown wallet', 'Colour?', null, null, 'lipa na mpesa till'], { ...DESKS[5], name: '523 456 Chifu' }],
];

describe('an item read with its desk', () => {
  it('finds each split across the item and the desk, and says it reaches into the desk (a desk edit would be held for it)', () => {
    for (const [item, desk] of ACROSS) {
      const verdict = checkItemAtDesk(item, desk, { budget: true });
      expect({ item, found: verdict.deskTouched || verdict.reason !== null }).toEqual({ item, found: true });
      expect(deskChangesVerdict(item, desk, { budget: true })).not.toBeNull();
      // Read alone, neither side has it: that is why they are read together.
      expect(checkJoinedTexts(item).details.every((found) => found.length === 0)).toBe(true);
    }
  });

  it('removes the item’s part of a number the desk’s name finishes, and leaves the desk’s words to the desk', () => {
    const [item, desk] = ACROSS[0];
    const { texts } = scrubItemTexts(
      {
        title: item[0]!,
        description: item[1]!,
        verificationQuestion1: item[2]!,
        verificationQuestion2: null,
        verificationQuestion3: null,
        nearLocation: item[5],
      },
      {},
      {},
      [desk.name, desk.landmark, desk.hours],
    );
    expect(texts.nearLocation).toBe('Kencom, call [Contact removed for privacy]');
    expect(texts.title).toBe('Black wallet');
  });

  it('changes and holds none of 3,000 ordinary listings at six ordinary desks', () => {
    const g = seededGenerator(282);
    const touched = ordinaryListings(3000, 282).filter((listing, i) => {
      const [title, ...rest] = listing.split('. ');
      const item: ItemReadingFields = [title, rest.join('. ') || title, 'What colour is it?', null, null, g.next() < 0.5 ? 'Near the main stage' : null];
      // Only what the desk adds counts: a listing the detector holds alone is the other tests' concern.
      return deskChangesVerdict(item, DESKS[i % DESKS.length], { budget: true }) !== null;
    });
    expect(touched).toEqual([]);
  }, 60_000);
});
