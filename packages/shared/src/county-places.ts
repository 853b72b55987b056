/**
 * Where each county is, roughly (its headquarters town), so "By location" can list the items of
 * the counties nearest the searcher first. A county is the finest place every item has; items
 * do not all carry coordinates, so nearness is measured between counties.
 */
import { COUNTIES, type County } from './counties';

/** Latitude and longitude of each county's headquarters, to about a kilometre. */
export const COUNTY_PLACES: Record<County, readonly [number, number]> = {
  Nairobi: [-1.286, 36.817],
  Baringo: [0.492, 35.743],
  Bomet: [-0.782, 35.342],
  Bungoma: [0.564, 34.56],
  Busia: [0.46, 34.111],
  'Elgeyo-Marakwet': [0.673, 35.508],
  Embu: [-0.531, 37.45],
  Garissa: [-0.453, 39.646],
  'Homa Bay': [-0.527, 34.457],
  Isiolo: [0.354, 37.582],
  Kajiado: [-1.852, 36.776],
  Kakamega: [0.282, 34.752],
  Kericho: [-0.368, 35.284],
  Kiambu: [-1.171, 36.835],
  Kilifi: [-3.631, 39.85],
  Kirinyaga: [-0.499, 37.28],
  Kisii: [-0.682, 34.766],
  Kisumu: [-0.092, 34.768],
  Kitui: [-1.367, 38.011],
  Kwale: [-4.174, 39.452],
  Laikipia: [0.016, 37.073],
  Lamu: [-2.272, 40.902],
  Machakos: [-1.517, 37.263],
  Makueni: [-1.781, 37.628],
  Mandera: [3.937, 41.856],
  Marsabit: [2.334, 37.99],
  Meru: [0.047, 37.649],
  Migori: [-1.063, 34.473],
  Mombasa: [-4.043, 39.668],
  "Murang'a": [-0.721, 37.152],
  Nakuru: [-0.303, 36.08],
  Nandi: [0.204, 35.105],
  Narok: [-1.078, 35.86],
  Nyamira: [-0.567, 34.935],
  Nyandarua: [-0.271, 36.378],
  Nyeri: [-0.42, 36.947],
  Samburu: [1.097, 36.698],
  Siaya: [0.061, 34.288],
  'Taita-Taveta': [-3.396, 38.556],
  'Tana River': [-1.5, 40.03],
  'Tharaka-Nithi': [-0.333, 37.65],
  'Trans Nzoia': [1.019, 35.002],
  Turkana: [3.119, 35.597],
  'Uasin Gishu': [0.514, 35.27],
  Vihiga: [0.083, 34.723],
  Wajir: [1.747, 40.057],
  'West Pokot': [1.239, 35.112],
};

/** Great-circle distance in kilometres. */
export function distanceKm([lat1, lng1]: readonly [number, number], [lat2, lng2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The county whose headquarters is nearest a point (a phone's position). */
export function nearestCounty(point: readonly [number, number]): County {
  let best: County = COUNTIES[0];
  for (const county of COUNTIES) {
    if (distanceKm(point, COUNTY_PLACES[county]) < distanceKm(point, COUNTY_PLACES[best])) best = county;
  }
  return best;
}

/** Every county, nearest first: the county itself, then its neighbours, then the rest. */
export function countiesByDistance(from: County): County[] {
  const origin = COUNTY_PLACES[from];
  return [...COUNTIES].sort((a, b) => distanceKm(origin, COUNTY_PLACES[a]) - distanceKm(origin, COUNTY_PLACES[b]));
}
