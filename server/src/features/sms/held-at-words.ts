/**
 * "Held at …" in our own words (issue 28, docs/decisions/0241): an SMS never quotes what an
 * organisation's applicant typed (its name, landmark, hours), so it says the kind of place, in
 * the reader's language, and its county; the link leads to the item page with the rest.
 */
import type { OrganisationKind } from '@okota/shared/contracts/organisations.contract';

export const ORGANISATION_KIND_WORDS: Record<'en' | 'sw', Record<OrganisationKind, string>> = {
  en: {
    police_station: 'a police station',
    chiefs_office: "a chief's office",
    government_office: 'a government office',
    sacco: 'a SACCO office',
    campus: 'a campus desk',
    mall: 'a mall',
    hospital: 'a hospital',
    church: 'a church',
    mpesa_agent: 'an M-Pesa agent',
    other: 'an office',
  },
  sw: {
    police_station: 'kituo cha polisi',
    chiefs_office: 'ofisi ya chifu',
    government_office: 'ofisi ya serikali',
    sacco: 'ofisi ya SACCO',
    campus: 'dawati la chuo',
    mall: 'jumba la maduka',
    hospital: 'hospitalini',
    church: 'kanisani',
    mpesa_agent: 'kwa wakala wa M-Pesa',
    other: 'ofisini',
  },
};

/**
 * 'Held at a police station, Kiambu.', for an SMS that describes the
 * item; without the county when it is the item's own, which the SMS already names (one part is short).
 */
export function heldAtPhrase(holder: { kind: string; county: string }, language: string | null | undefined, itemCounty?: string): string {
  const lang = language === 'sw' ? 'sw' : 'en';
  const words = ORGANISATION_KIND_WORDS[lang][holder.kind as OrganisationKind] ?? ORGANISATION_KIND_WORDS[lang].other;
  const place = holder.county === itemCounty ? words : `${words}, ${holder.county}`;
  return lang === 'sw' ? `Kiko ${place}.` : `Held at ${place}.`;
}
