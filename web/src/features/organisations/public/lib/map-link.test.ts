import { describe, expect, it } from 'vitest';
import { mapLink } from './map-link';

describe("an organisation's map link", () => {
  it('points OpenStreetMap at the pin', () => {
    expect(mapLink('-1.29207', '36.82195')).toBe('https://www.openstreetmap.org/?mlat=-1.29207&mlon=36.82195#map=17/-1.29207/36.82195');
    expect(mapLink(0.5, 35.2699999)).toBe('https://www.openstreetmap.org/?mlat=0.50000&mlon=35.27000#map=17/0.50000/35.27000');
  });

  it('is absent without a usable pin', () => {
    expect(mapLink(null, '36.8')).toBeNull();
    expect(mapLink('-1.2', undefined)).toBeNull();
    expect(mapLink('', '')).toBeNull();
    expect(mapLink('abc', '36.8')).toBeNull();
    expect(mapLink('-1.2', '200')).toBeNull();
  });
});
