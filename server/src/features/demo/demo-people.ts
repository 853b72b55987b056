/**
 * The demo accounts `npm run demo` creates: finders in several counties, one owner with a lost
 * report, every phone verified (a payout to them works at once). The numbers are ordinary
 * Safaricom-shaped numbers outside the simulator's test numbers (README, "SMS and USSD locally").
 */

/** Every demo account signs in with this password (README, "Demo data"). */
export const DEMO_PASSWORD = 'Okota-Demo-2026';

export interface DemoPerson {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: 'en' | 'sw';
  role: 'finder' | 'claimer';
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'wanjiku', firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku@demo.okota.local', phone: '+254712000101', language: 'en', role: 'finder' },
  { key: 'otieno', firstName: 'Otieno', lastName: 'Ochieng', email: 'otieno@demo.okota.local', phone: '+254712000102', language: 'sw', role: 'finder' },
  { key: 'amina', firstName: 'Amina', lastName: 'Hassan', email: 'amina@demo.okota.local', phone: '+254712000103', language: 'sw', role: 'finder' },
  { key: 'kiprop', firstName: 'Kiprop', lastName: 'Cheruiyot', email: 'kiprop@demo.okota.local', phone: '+254712000104', language: 'en', role: 'finder' },
  { key: 'njeri', firstName: 'Njeri', lastName: 'Mwangi', email: 'njeri@demo.okota.local', phone: '+254712000105', language: 'sw', role: 'finder' },
  { key: 'brian', firstName: 'Brian', lastName: 'Mutua', email: 'brian@demo.okota.local', phone: '+254712000106', language: 'en', role: 'claimer' },
];

/** The owner's lost report: a phone that one of the demo finders' items matches. */
export const DEMO_LOST_REPORT = {
  owner: 'brian',
  title: 'Black Tecno Spark 10 phone',
  category: 'Electronics',
  county: 'Nairobi',
  nearLocation: 'Githurai 45 stage',
  daysAgo: 4,
  description: 'Black Tecno Spark 10 in a clear case with a sticker of a lion on the back. Lost on a matatu from town to Githurai.',
} as const;
