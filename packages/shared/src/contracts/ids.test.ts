import { describe, expect, it } from 'vitest';
import { dbId, idParams } from './ids';

describe('a database id', () => {
  it('reads the text of a path or query string, and a JSON number or numeric string', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(dbId.parse(42)).toBe(42);
    expect(dbId.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what no integer column holds: 400 material, never a database error', () => {
    for (const bad of ['2147483648', '0', '-1', '1.5', 'abc', '', '1e10']) {
      expect(dbId.safeParse(bad).success, bad).toBe(false);
    }
  });
});
