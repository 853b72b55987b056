import { describe, expect, it } from 'vitest';
import { COUNTIES } from './counties';
import { COUNTY_PLACES, countiesByDistance, distanceKm, nearestCounty } from './county-places';

describe('county places', () => {
  it('places every county inside Kenya', () => {
    for (const county of COUNTIES) {
      const [lat, lng] = COUNTY_PLACES[county];
      expect(lat, county).toBeGreaterThan(-4.8);
      expect(lat, county).toBeLessThan(5.1);
      expect(lng, county).toBeGreaterThan(33.9);
      expect(lng, county).toBeLessThan(42);
    }
  });

  it('measures distances as the road atlas does, roughly', () => {
    // Nairobi to Mombasa is about 440 km as the crow flies; Nairobi to Kiambu under 20.
    expect(distanceKm(COUNTY_PLACES.Nairobi, COUNTY_PLACES.Mombasa)).toBeGreaterThan(400);
    expect(distanceKm(COUNTY_PLACES.Nairobi, COUNTY_PLACES.Mombasa)).toBeLessThan(480);
    expect(distanceKm(COUNTY_PLACES.Nairobi, COUNTY_PLACES.Kiambu)).toBeLessThan(20);
  });

  it('puts a county first, then its neighbours, and the far north last from the coast', () => {
    const fromMombasa = countiesByDistance('Mombasa');
    expect(fromMombasa).toHaveLength(47);
    expect(fromMombasa[0]).toBe('Mombasa');
    expect(fromMombasa.slice(1, 3).sort()).toEqual(['Kilifi', 'Kwale']);
    expect(fromMombasa.indexOf('Turkana')).toBeGreaterThan(40);
    expect(countiesByDistance('Nairobi').slice(0, 2)).toEqual(['Nairobi', 'Kiambu']);
  });

  it('finds the county of a point', () => {
    expect(nearestCounty([-1.2921, 36.8219])).toBe('Nairobi'); // Kencom
    expect(nearestCounty([-4.05, 39.67])).toBe('Mombasa');
    expect(nearestCounty([-0.1, 34.75])).toBe('Kisumu');
  });
});
