/**
 * Issue 35's "split across fields" and "organisation texts" classes, written the way a scammer
 * would: every example, read as the whole thing a person reads (scrub-joined.ts), is removed or
 * held; and ordinary texts in several fields are left as they are. docs/decisions/0265.
 */
import { describe, expect, it } from 'vitest';
import { claimLabelOf, itemLabelOf, scrubClaimTexts } from './scrub-joined';
import { outcomeOf, untouched } from './scrub-joined.test-support';
import { CONTACT_REMOVED } from './scrub';

/** Claim answers (answer 1, 2, 3, description, details). */
const CLAIM_SPLITS: string[][] = [
  ['07', '12 345', '678'],
  ['0712', '345', '678'],
  ['0712', '345678'],
  ['+254', '712345678'],
  ['+254', '712 345 678'],
  ['254', '712 345 678'],
  ['+254 7', '12 34 56 78'],
  ['sifuri saba', 'moja mbili tatu', 'nne tano sita saba nane'],
  ['sifuri saba moja mbili', 'tatu nne tano', 'sita saba nane'],
  ['zero seven', 'one two three four', 'five six seven eight'],
  ['ziro seven wan', 'tuu thri fo', 'faiv siksi seveni eiti'],
  ['0712', 'three four five', 'six seven eight'],
  ['sifuri saba 12', '345', '678'],
  ['O7I2', '345', '678'],
  ['07-12', '34-56', '78'],
  ['07.12', '345.678'],
  ['０７１２', '３４５', '６７８'],
  ['0 7 1 2', '3 4 5', '6 7 8'],
  ['It is black, 07', '12 345 678 is on the back', 'Samsung'],
  ['Tecno, number 0712', '345 678', 'blue cover'],
  ['my line +254', '712 345 678', 'thanks'],
  ['Ni nyeusi, sifuri saba moja mbili', 'tatu nne tano sita saba nane', 'Asante'],
  ['jane.kamau', '@gmail.com'],
  ['jane', '@gmail.com'],
  ['jane at', 'gmail dot com'],
  ['jane kwa', 'gmail nukta com'],
  ['instagram', '@jane_k'],
  ['telegram', '@jane_k'],
  ['t.me/', 'jane_k'],
  ['wa.me/', '254712345678'],
  ['whatsapp', '0712 345 678'],
  ['call me', 'on 0712', '345 678'],
  ['nipigie', '0712', '345678'],
  ['07', '12', '34', '56', '78'],
  ['0', '7', '1', '2', '345678'],
  ['0712 345', '678'],
  ['0712', '345 678 tafadhali'],
  ['+', '254712345678'],
  ['01', '10 345 678'],
  ['0110', '345678'],
  ['sifuri moja', 'moja sifuri', 'tatu nne tano sita saba nane'],
  ['sifuri saba dabo', 'mbili tatu nne', 'tano sita saba nane'],
  ['zero seven triple', 'one four five', 'six seven eight'],
];

/** Item texts (title, description, question, place). */
const ITEM_SPLITS: string[][] = [
  ['Black wallet 0712', '345 678 inside, found at Kencom'],
  ['Wallet +254', '712 345 678 call for it'],
  ['Tecno phone sifuri saba moja mbili', 'tatu nne tano sita saba nane, found at Odeon'],
  ['Keys found, zero seven one two', 'three four five six seven eight', 'What is on the keyholder?'],
  ['ID found', 'Ask for 07', '12 345 678'],
  ['Bag', 'Found near Ngara', 'What colour?', 'Stage 0712 345 678'],
  ['Umbrella 07 12', '34 56 78 Westlands'],
  ['Jacket', 'found at Kasarani, email jane.kamau', '@gmail.com'],
  ['Watch, IG', '@jane_watches'],
  ['Found phone wa.me/', '254712345678'],
  ['Laptop 0712', '345678'],
  ['Kadi ya benki sifuri saba', 'moja mbili tatu nne tano sita saba nane'],
  ['Kofia +254', '7 12 34 56 78'],
  ['Wallet O7I2', '345 678'],
  ['Wallet 07', '12 345 678 found at Kencom'],
  ['Key 0712', 'three four five six seven eight'],
  ['Handbag, telegram', '@jane_k'],
  ['Begi 0712 345', '678 Githurai'],
  ['Phone', 'Call 0712 345', '678'],
  ['Kitabu', 'Nimekipata Kencom. Nipigie sifuri saba', 'moja mbili tatu nne tano sita saba nane'],
  ['Lost ID, write to kamau', '@yahoo.com'],
  ['Simu Tecno, +254', 'saba moja mbili tatu nne tano sita saba nane'],
  ['Keys', 'Found at Ngara', 'Mwenye ni 0 7', '1 2 3 4 5 6 7 8'],
  ['Passport cover 07', '12', '345 678'],
  ['Wallet, tiktok', '@wallet_finder_ke'],
  ['Umbrella 07 one two', 'three four five six seven eight'],
];

/** A first and a last name, which are refused when they spell a contact together. */
const NAME_SPLITS: string[][] = [
  ['Sifuri Saba', 'Moja Mbili Tatu Nne Tano Sita Saba Nane'],
  ['Zero Seven One Two', 'Three Four Five Six Seven Eight'],
  ['Ziro Seveni Wani', 'Tuu Thri Fo Faiv Siksi Seveni Eiti'],
  ['Sifuri Saba Moja', 'Mbili Tatu Nne Tano Sita Saba Nane'],
  ['Jane At', 'Gmail Dot Com'],
  ['Jane Kwa', 'Gmail Nukta Com'],
  ['Sifuri Saba Dabo Mbili', 'Tatu Nne Tano Sita Saba Nane'],
  ['Zero Seven Double Two', 'Three Four Five Six Seven Eight'],
];

/** An organisation's name, landmark and hours. */
const ORGANISATION_TEXTS: string[][] = [
  ['Kencom Lost Desk', 'Ground floor, call 0712 345 678', 'Mon-Fri 8am-5pm'],
  ['Githurai SACCO', 'Behind the stage, wa.me/254712345678', 'Daily 7am-7pm'],
  ['Chief Office Ruaka', 'Next to the market', 'Mon-Fri 8-5, WhatsApp 0712345678'],
  ['Kasarani Police 0712', '345 678', 'Open 24 hours'],
  ['Juja Campus Desk', 'Gate B, instagram @juja_lost', 'Weekdays 9am to 4pm'],
  ['Mall Desk jane@gmail.com', 'Level 2', 'Daily 10am-9pm'],
  ['Ngara Desk', 'Opposite the church, email desk at yahoo dot com', 'Mon-Sat 8am-6pm'],
  ['Thika Road Mall Desk', 'Customer care, t.me/trm_desk', 'Daily 9am-8pm'],
  ['Kibera Chief', 'Olympic, sifuri saba moja mbili', 'tatu nne tano sita saba nane'],
  ['Westlands Desk', 'Sarit Centre, +254', '712 345 678 any time'],
  ['St Mary Church Desk', 'Behind the church, facebook.com/stmarydesk', 'Sundays after mass'],
  ['Rongai SACCO', 'Stage, zero seven one two three four five six seven eight', 'Mon-Sat'],
  ['Eastleigh Desk', 'First Avenue', 'Mon-Fri 8am-5pm, call 07 12 34 56 78'],
  ['Nakuru Hospital Desk', 'Reception, tiktok @nakuru_desk', 'Daily'],
  ['Embakasi Police', 'Near the DO office, O7I2 345 678', 'Open 24 hours'],
  ['Kisumu Mall Desk', 'Level 1', 'Daily 9am-9pm, telegram @kisumu_desk'],
  ['Mombasa SACCO', 'Mwembe Tayari, tuma kwa sifuri saba', 'moja mbili tatu nne tano sita saba nane'],
  ['Karatina Desk 0712', '345678', 'Mon-Fri'],
  ['Ruiru Police', 'Main road, www.ruirudesk.co.ke', 'Open 24 hours'],
  ['Kiambu Desk', 'Town centre', 'jane kwa gmail nukta com'],
  ['Limuru Chief', 'Behind the market, nipigie 0712 345 678', 'Mon-Fri 8am-5pm'],
  ['Machakos Desk', 'Bus park, IG: machakos.desk', 'Daily'],
  ['Nyeri SACCO', 'Kimathi Street', 'Mon-Sat 7am-7pm 0 7 1 2 3 4 5 6 7 8'],
  ['Meru Desk', 'Makutano +254 7', '12 34 56 78'],
  ['Kitale Police', 'Opposite the post office', 'zero seven one two, three four five six seven eight'],
  ['Garissa Desk', 'Near the mosque, sifuri saba dabo mbili tatu nne tano sita saba nane', 'Daily'],
  ['Kakamega Desk', 'Lurambi, fb.me/kakadesk', 'Mon-Fri'],
  ['Eldoret Campus Desk', 'Gate A', '8am-5pm, 0712-345-678'],
];

/** Ordinary texts in several fields: never changed, never held. */
const ORDINARY: string[][] = [
  ['Samsung A14', 'Found at the stage on 12/03/2025 at 7:30pm', 'What colour is the cover?', 'Githurai 45'],
  ['Nokia 105', 'Black, KSh 1,500 airtime inside', 'What is the wallpaper?'],
  ['Wallet', 'Brown leather wallet with 3 cards and KSh 200', 'Which bank cards?', 'Kencom'],
  ['Funguo', 'Funguo 4 kwenye keyholder ya Arsenal', 'Keyholder ina rangi gani?', 'Route 46 stage'],
  ['HP 250 G8', 'Laptop in a black bag, 2 chargers', 'What is the login picture?'],
  ['Kencom Lost Desk', 'Ground floor, Kencom House, Moi Avenue', 'Mon-Fri 8am-5pm, Sat 9am-1pm'],
  ['Githurai 45 SACCO', 'Behind stage 45, next to the Total petrol station', 'Daily 6am to 9pm'],
  ['Chief Office Ruaka', 'Opposite Ruaka market, 2nd floor', 'Jumatatu hadi Ijumaa saa 2 hadi saa 11'],
  ['Juja Campus Desk', 'Gate B, Block 7, Room 101', 'Weekdays 9am to 4pm'],
  ['Black', 'Tecno Spark 10', 'It has a crack on the top left corner'],
  ['Ni ya rangi ya kahawia', 'Ina kadi 2 na KSh 500', 'Jina la benki ni Equity'],
  ['Jane', 'Wanjiru'],
  ['Peter', 'Otieno'],
  ['Mary Atieno', 'Odhiambo'],
  ['Red umbrella', 'Size 42 shoes and 2 books', 'Room 12', 'Gate 14'],
  ['iPhone 13', 'Lost on 3 June 2025 between 8:30 and 9:45', 'Blue case'],
];

describe('split across fields and organisation texts are removed or held', () => {
  const all = [...CLAIM_SPLITS, ...ITEM_SPLITS, ...NAME_SPLITS, ...ORGANISATION_TEXTS];
  it(`has at least 100 examples (${all.length})`, () => expect(all.length).toBeGreaterThanOrEqual(100));

  const cases: Array<[string, string[][], (fields: string[]) => ReturnType<typeof outcomeOf>]> = [
    ['claim answers', CLAIM_SPLITS, (f) => outcomeOf(f, claimLabelOf, { phrases: true })],
    ['item texts', ITEM_SPLITS, (f) => outcomeOf(f, itemLabelOf)],
    ['a first and a last name', NAME_SPLITS, (f) => outcomeOf(f, itemLabelOf)],
    ['organisation texts', ORGANISATION_TEXTS, (f) => outcomeOf(f, itemLabelOf)],
  ];
  for (const [what, examples, outcome] of cases) {
    it.each(examples.map((fields) => [JSON.stringify(fields), fields] as const))(`${what}: %s`, (_, fields) => {
      expect(outcome(fields)).not.toBe('passed');
    });
  }
});

describe('ordinary texts in several fields are left alone', () => {
  it.each(ORDINARY.map((fields) => [JSON.stringify(fields), fields] as const))('%s', (_, fields) => {
    expect(untouched(fields)).toBe(true);
    expect(untouched(fields, { phrases: true })).toBe(true);
  });
});

it('a phone cut into three claim answers reaches the finder as three labels, the other words kept', () => {
  const { texts } = scrubClaimTexts(['It is black, 07', '12 345 678 is on the back', 'Samsung']);
  expect(texts).toEqual([`It is black, ${CONTACT_REMOVED}`, `${CONTACT_REMOVED} is on the back`, 'Samsung']);
});
