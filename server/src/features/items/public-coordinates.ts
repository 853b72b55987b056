/**
 * Where an item was found, as others see it: rounded to three decimals, about 100 m (issue 35,
 * docs/decisions/0266). A finder who gives coordinates is placing the find, not publishing a
 * doorstep: "outside my gate" with eight decimals is the finder's house. The finder and admins
 * read the stored values. An organisation's map pin is its public desk, shown as placed.
 */
const DECIMALS = 3;

export function publicCoordinate(value: string | null): string | null {
  if (value === null) return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  return number.toFixed(DECIMALS);
}
