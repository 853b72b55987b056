import { describe, expect, it } from 'vitest';
import { COUNTIES } from './counties';
import { PLACES_BY_COUNTY, findPlacesInSearch } from './search-places';

describe('places typed with the words of a search', () => {
  it('finds a county, and a well-known town or area as its county', () => {
    expect(findPlacesInSearch(['wallet', 'nairobi'])).toEqual({ places: [{ county: 'Nairobi', words: ['nairobi'] }], rest: ['wallet'] });
    expect(findPlacesInSearch(['simu', 'kisumu']).places).toEqual([{ county: 'Kisumu', words: ['kisumu'] }]);
    expect(findPlacesInSearch(['id', 'kencom']).places).toEqual([{ county: 'Nairobi', words: ['kencom'] }]);
    expect(findPlacesInSearch(['keys', 'westlands']).places).toEqual([{ county: 'Nairobi', words: ['westlands'] }]);
    expect(findPlacesInSearch(['atm', 'eldoret']).places).toEqual([{ county: 'Uasin Gishu', words: ['eldoret'] }]);
  });

  it('reads names of two words, and counties written as people write them', () => {
    expect(findPlacesInSearch(['bag', 'homa', 'bay'])).toEqual({ places: [{ county: 'Homa Bay', words: ['homa', 'bay'] }], rest: ['bag'] });
    expect(findPlacesInSearch(['keys', 'upper', 'hill']).places[0].county).toBe('Nairobi');
    expect(findPlacesInSearch(['muranga']).places[0].county).toBe("Murang'a");
    expect(findPlacesInSearch(['murang', 'a']).places[0].county).toBe("Murang'a");
    // "bay" alone is no place, nor is a word that only starts like one.
    expect(findPlacesInSearch(['bay', 'nairobian', 'wallet'])).toEqual({ places: [], rest: ['bay', 'nairobi'.concat('an'), 'wallet'] });
  });

  it('lists each place once, lower case, in a real county', () => {
    const all = Object.values(PLACES_BY_COUNTY).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const place of all) expect(place).toMatch(/^[a-z]+( [a-z]+)?$/);
    for (const county of Object.keys(PLACES_BY_COUNTY)) expect(COUNTIES as readonly string[]).toContain(county);
    const countyWords = new Set(COUNTIES.map((county) => county.toLowerCase()));
    for (const place of all) expect(countyWords.has(place)).toBe(false);
  });
});
