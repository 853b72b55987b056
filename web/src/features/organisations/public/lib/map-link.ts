/**
 * A plain OpenStreetMap link for an organisation's map pin (issue 28: no map library on a cheap
 * phone; the browser or the phone's map app opens it). Null when there is no usable pin.
 */
export function mapLink(latitude: string | number | null | undefined, longitude: string | number | null | undefined): string | null {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  if (String(latitude).trim() === '' || String(longitude).trim() === '') return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const [la, lo] = [lat.toFixed(5), lon.toFixed(5)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}
