/**
 * Issue 35, point 1: private document numbers in any category's text, named by the words around
 * them in English, Kiswahili and Sheng, written plainly, in groups, in words or look-alikes, are
 * removed; findPrivateNumbers gives each one's kind and normalised number (what the server hashes).
 * Number plates, dates, prices and ID cards described without a number stay.
 * docs/decisions/0264-private-numbers-and-budget.md.
 */
import { describe, expect, it } from 'vitest';
import { assessContactRisk, findPrivateNumbers, ITEM_CONTACT_REMOVED, scrubContactInfo, scrubItemText, type PrivateNumberKind } from './scrub';

/** Labels as people write them, with the kind they name and a number of that kind. */
const LABELLED: Array<[label: string, kind: PrivateNumberKind, number: string]> = [
  ['ID no', 'national_id', '23456789'],
  ['ID No.', 'national_id', '12345678'],
  ['ID number', 'national_id', '30123456'],
  ['ID#', 'national_id', '2345678'],
  ['I.D', 'national_id', '34567812'],
  ['National ID', 'national_id', '28765432'],
  ['national ID card no:', 'national_id', '31234567'],
  ['IDNo', 'national_id', '22334455'],
  ['kitambulisho namba', 'national_id', '27654321'],
  ['nambari ya kitambulisho ni', 'national_id', '25555123'],
  ['namba ya ID ni', 'national_id', '29876543'],
  ['kitambulisho changu ni', 'national_id', '21234321'],
  ['kipande namba', 'national_id', '33445566'],
  ['ID yangu ni', 'national_id', '24681357'],
  ['aidi namba', 'national_id', '26543210'],
  ['Passport', 'passport', 'AK1234567'],
  ['passport no.', 'passport', 'A2345678'],
  ['pasipoti namba', 'passport', 'BK7654321'],
  ['paspoti', 'passport', 'AK7654321'],
  ['Alien ID', 'alien_id', '1234567'],
  ['alien card no', 'alien_id', '8765432'],
  ['refugee ID', 'alien_id', '98765432'],
  ['kitambulisho cha mgeni', 'alien_id', '7654321'],
  ['KRA PIN', 'kra_pin', 'A012345678Z'],
  ['kra pin no', 'kra_pin', 'P051234567K'],
  ['KRA', 'kra_pin', 'A098765432B'],
  ['NHIF no', 'nhif_sha', '87654321'],
  ['NHIF', 'nhif_sha', '1234567'],
  ['SHA number', 'nhif_sha', '123456789012'],
  ['SHIF no', 'nhif_sha', '23456789'],
  ['bima ya afya namba', 'nhif_sha', '55443322'],
  ['Huduma Namba', 'huduma_maisha', '123456789'],
  ['huduma number', 'huduma_maisha', '987654321'],
  ['Maisha Namba', 'huduma_maisha', '1234567890'],
  ['maisha card no', 'huduma_maisha', '9988776655'],
  ['UPI', 'huduma_maisha', '100200300'],
  ['birth cert no', 'birth_certificate', '123456'],
  ['birth certificate entry no', 'birth_certificate', '7654321'],
  ['cheti cha kuzaliwa namba', 'birth_certificate', '345678'],
  ['entry no', 'birth_certificate', '556677'],
  ['B/cert', 'birth_certificate', '9876543'],
  ['DL no', 'driving_licence', '12345678'],
  ['driving licence', 'driving_licence', 'DL1234567'],
  ['driving license no', 'driving_licence', '7654321'],
  ['leseni ya udereva', 'driving_licence', '23456789'],
  ['NSSF', 'nssf', '1234567890'],
  ['NSSF no', 'nssf', '2002003001'],
  ['student ID', 'student_staff', 'SCT211-0001/2019'],
  ['student no', 'student_staff', 'BIT/2019/12345'],
  ['Adm No.', 'student_staff', '4567'],
  ['admission number', 'student_staff', '12034'],
  ['reg no', 'student_staff', 'C026-01-0970/2019'],
  ['staff no.', 'student_staff', '12345'],
  ['staff ID', 'student_staff', 'KU/5678'],
  ['employee number', 'student_staff', '200345'],
  ['payroll no', 'student_staff', '19870123'],
  ['TSC number', 'student_staff', '654321'],
  ['namba ya mwanafunzi', 'student_staff', '4521'],
  ['service number', 'student_staff', '88123'],
  ['P/No', 'student_staff', '2005012345'],
];

const SW_DIGITS = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const EN_DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** The same number written as people dodge a filter: groups, dashes, words, look-alikes, full-width digits. */
const SPELLINGS: Array<(number: string) => string | null> = [
  (n) => n,
  (n) => (/^\d{8}$/.test(n) ? `${n.slice(0, 4)} ${n.slice(4)}` : null),
  (n) => (/^\d{7,}$/.test(n) ? n.replace(/(\d{3})(?=\d)/g, '$1-') : null),
  (n) => (/^\d+$/.test(n) ? [...n].join(' ') : null),
  (n) => (/^\d+$/.test(n) ? [...n].map((d) => SW_DIGITS[Number(d)]).join(' ') : null),
  (n) => (/^\d+$/.test(n) ? [...n].map((d) => EN_DIGITS[Number(d)]).join(' ') : null),
  (n) => (/^\d+$/.test(n) ? [...n].map((d) => String.fromCodePoint(0xff10 + Number(d))).join('') : null),
];

const FRAMES: Array<(detail: string) => string> = [
  (d) => `Found a brown wallet at Kencom stage, ${d}, owner come with proof`,
  (d) => `Nimeokota pochi nyeusi Githurai 45. ${d}. Mwenye aje na ushahidi`,
  (d) => `Begi ya shule, ndani kuna kadi (${d}) na vitabu`,
];

const TABLE = LABELLED.flatMap(([label, kind, number], i) =>
  SPELLINGS.map((spell) => spell(number))
    .filter((written): written is string => written !== null)
    .map((written, j) => ({ text: FRAMES[(i + j) % FRAMES.length](`${label} ${written}`), kind, number: number.replace(/[-/]/g, '').toUpperCase() })),
);

describe('private document numbers in any category are removed', () => {
  it('holds at least 100 examples', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
  });

  it.each(TABLE)('$text', ({ text, kind, number }) => {
    const found = findPrivateNumbers(text);
    expect(found.map((f) => [f.kind, f.number.replace(/\//g, '')])).toEqual([[kind, number]]);
    const scrubbed = scrubItemText(text);
    expect(scrubbed).toContain(ITEM_CONTACT_REMOVED);
    // Nothing of the number is left: no run of its digits, nothing held or found in what is shown.
    expect(scrubbed).not.toMatch(/\d{4}/);
    expect(assessContactRisk(scrubbed)).toEqual({ details: [], needsReview: false, reason: null });
    expect(scrubContactInfo(text)).not.toMatch(/\d{4}/);
  });

  it('gives the span of the number as written', () => {
    const text = 'Wallet with ID no. 2345 6789 inside';
    const [found] = findPrivateNumbers(text);
    expect(text.slice(found.start, found.end)).toBe('2345 6789');
    expect(found).toMatchObject({ kind: 'national_id', number: '23456789' });
  });

  it('finds a KRA PIN by its shape alone', () => {
    expect(findPrivateNumbers('card with A012345678Z printed')).toMatchObject([{ kind: 'kra_pin', number: 'A012345678Z' }]);
  });
});

describe('what stays', () => {
  it.each([
    'Car keys with a tag KDA 123A, Toyota',
    'reg no KDA 123A on the keyholder',
    'Motorbike keys KMDA 456X',
    'ID card found at Githurai 45 on 12/03/2025, KSh 500 reward',
    'Kitambulisho kilipotea tarehe 12/03/2025 saa 7:30pm',
    'National ID with the name Jane Wanjiru, issued in 2015',
    'Passport with a blue cover, about 32 pages',
    'NHIF card and 2 ATM cards, no cash',
    'Student ID of Kenyatta University, blue lanyard',
    'ID card holder with 3 cards',
    'Nimepata kitambulisho cha Otieno karibu na stage ya Nakuru',
    'Staff card of Safaricom, Westlands office',
    'Found at Huduma Centre GPO on Monday',
    'Birth certificate in a brown envelope',
    'Driving licence, the owner is from Kisumu',
    'Room 1234 on the fifth floor',
    'Gate 14, Block B, Kilimani',
    'receipt 23456789 and an ATM slip',
  ])('%s', (text) => {
    expect(findPrivateNumbers(text)).toEqual([]);
    expect(scrubItemText(text)).toBe(text);
  });
});

describe('the number before its label, and labels misspelled', () => {
  it.each([
    ['12345678 ndio namba ya kitambulisho yangu', 'national_id'],
    ['Found it: 23456789 (ID)', 'national_id'],
    ['AK1234567 is the passport number', 'passport'],
    ['I D no 23456789', 'national_id'],
    ['kitambulsho 23456789', 'national_id'],
    ['pasport A1234567', 'passport'],
  ] as const)('%s', (text, kind) => {
    expect(findPrivateNumbers(text).map((f) => f.kind)).toEqual([kind]);
    expect(scrubItemText(text)).not.toMatch(/\d{4}/);
  });

  it.each(['523456 is my till', 'tili 523456', 'paybil 247247', 'lipa kwa 523456'])('%s (an M-Pesa destination)', (text) => {
    expect(scrubItemText(text)).toContain(ITEM_CONTACT_REMOVED);
    expect(scrubItemText(text)).not.toMatch(/\d{4}/);
  });
});

describe('a few words between the label and a word that says "number"', () => {
  it.each([
    ['Kitambulisho cha Jane, namba 2345 6789, kiko kwa chief', 'national_id'],
    ['ID card of Jane Wanjiru number 23456789', 'national_id'],
    ['Passport ya Otieno namba AK1234567', 'passport'],
  ] as const)('%s', (text, kind) => {
    expect(findPrivateNumbers(text).map((f) => f.kind)).toEqual([kind]);
  });

  it.each(['ID card found at Githurai, route number 46', 'Passport with a blue cover, page number 12'])('%s stays', (text) => {
    expect(scrubItemText(text)).toBe(text);
  });
});
