/**
 * "By location" (docs/decisions/0217): the phone's position, asked for once and rounded to about
 * a kilometre, or a county the person chooses when the position is refused or unavailable.
 */
import { useEffect, useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

/**
 * Where the search stands: not asked yet, asking, a position, or a county to choose
 * (refused, unavailable, too slow, or a shared link that already names one).
 */
export type NearState = { kind: 'idle' } | { kind: 'asking' } | { kind: 'position'; position: Position } | { kind: 'county' };

/** Long enough for a network fix on a slow phone, short enough that the list does not wait long. */
export const POSITION_TIMEOUT_MS = 8_000;

/** Two decimals (about 1 km): enough to find the county, not the house. */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/** The position, rounded, or null when the browser has none to give or the person says no. */
export function askPosition(geolocation: Geolocation | undefined, timeoutMs = POSITION_TIMEOUT_MS): Promise<Position | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Some browsers never call back when the prompt is dismissed: our own clock decides too.
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    const done = (position: Position | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => done({ lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) }),
        () => done(null),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 10 * 60_000 },
      );
    } catch {
      done(null);
    }
  });
}

/** What the search sends for nearness: nothing unless sorting by location. */
export function nearQuery(sort: string, state: NearState, near: string): { near?: string; lat?: number; lng?: number } {
  if (sort !== 'location') return {};
  if (state.kind === 'position') return { lat: state.position.lat, lng: state.position.lng };
  return state.kind === 'county' && near ? { near } : {};
}

/** Asks for the position the first time the person sorts by location, and never again on this page. */
export function useNearState(sort: string, initial: NearState): NearState {
  const [state, setState] = useState<NearState>(initial);
  useEffect(() => {
    if (sort !== 'location' || state.kind !== 'idle') return;
    setState({ kind: 'asking' });
    void askPosition(typeof navigator === 'undefined' ? undefined : navigator.geolocation).then((position) =>
      setState(position ? { kind: 'position', position } : { kind: 'county' }),
    );
  }, [sort, state.kind]);
  return state;
}
