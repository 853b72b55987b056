/**
 * What the benchmark seeders share: a weighted picker, and the colours, places and county weights
 * of Kenyan lost-and-found posts. Their random source is the shared seededGenerator, so every run
 * measures the same data.
 */
import { COUNTIES } from '@okota/shared';

export const COLOURS = ['black', 'blue', 'red', 'white', 'grey', 'green', 'brown', 'pink', 'silver', 'yellow'];
export const PLACES = [
  'matatu stage',
  'bus terminus',
  'market',
  'church',
  'hospital gate',
  'school gate',
  'supermarket',
  'petrol station',
  'bodaboda stage',
  'mosque',
  'university hostel',
  'stadium',
];
/** Nairobi and the big towns first: most things are lost and found where most people are. */
const COUNTY_WEIGHTS = new Map<string, number>([
  ['Nairobi', 30],
  ['Mombasa', 8],
  ['Kiambu', 7],
  ['Nakuru', 6],
  ['Kisumu', 5],
  ['Machakos', 3],
  ['Uasin Gishu', 3],
]);

export function weightedPicker<T>(entries: Array<[T, number]>, random: () => number): () => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let roll = random() * total;
    for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
    return entries[entries.length - 1][0];
  };
}

export const countyPicker = (random: () => number) =>
  weightedPicker(
    COUNTIES.map((c) => [c, COUNTY_WEIGHTS.get(c) ?? 1] as [string, number]),
    random,
  );
