import { describe, expect, it, vi } from 'vitest';
import { askPosition, nearQuery, roundCoordinate } from './near-me';

/** A browser's geolocation that answers the way a test says, and keeps the options it was asked with. */
function geolocation(answer: 'grant' | 'refuse' | 'silent' | 'throw') {
  const asked: PositionOptions[] = [];
  const fake = {
    getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback, options: PositionOptions) {
      asked.push(options);
      if (answer === 'throw') throw new Error('insecure origin');
      if (answer === 'grant') success({ coords: { latitude: -4.043477, longitude: 39.668206 } } as GeolocationPosition);
      if (answer === 'refuse') failure({ code: 1, message: 'denied' } as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { fake, asked };
}

describe('the position "By location" sends', () => {
  it('is rounded to two decimals, so the server learns the county but not the street', async () => {
    const { fake, asked } = geolocation('grant');
    expect(await askPosition(fake)).toEqual({ lat: -4.04, lng: 39.67 });
    expect(asked[0]).toMatchObject({ enableHighAccuracy: false });
    expect(asked[0].timeout).toBeLessThanOrEqual(10_000);
    expect(roundCoordinate(-1.28639)).toBe(-1.29);
  });

  it('is none when refused, when the browser has no geolocation, or when asking throws', async () => {
    expect(await askPosition(geolocation('refuse').fake)).toBeNull();
    expect(await askPosition(undefined)).toBeNull();
    expect(await askPosition(geolocation('throw').fake)).toBeNull();
  });

  it('is none when the browser never answers (a dismissed prompt), after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const answer = askPosition(geolocation('silent').fake, 1_000);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await answer).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the search asks the server for nearness', () => {
  const position = { kind: 'position', position: { lat: -4.04, lng: 39.67 } } as const;

  it('is the position when there is one, and the chosen county otherwise', () => {
    expect(nearQuery('location', position, 'Nairobi')).toEqual({ lat: -4.04, lng: 39.67 });
    expect(nearQuery('location', { kind: 'county' }, 'Mombasa')).toEqual({ near: 'Mombasa' });
    expect(nearQuery('location', { kind: 'county' }, '')).toEqual({});
  });

  it('is nothing while asking, or when the list is not sorted by location', () => {
    expect(nearQuery('location', { kind: 'asking' }, 'Mombasa')).toEqual({});
    expect(nearQuery('newest', position, '')).toEqual({});
    expect(nearQuery('oldest', { kind: 'county' }, 'Mombasa')).toEqual({});
  });
});
