/**
 * lib/ sits below the integrations and the features (docs/decisions/0271, docs/architecture.md
 * "Layers and boundaries"): no file of it imports one. ESLint's boundary zones say the same while
 * editing; this says it in the test run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = join(import.meta.dirname, '../../src/lib');

describe('lib/', () => {
  it('imports no integration and no feature', () => {
    const reaching = readdirSync(LIB)
      .filter((name) => name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(name))
      .flatMap((name) =>
        [...readFileSync(join(LIB, name), 'utf8').matchAll(/from '(\.\.\/(?:integrations|features)\/[^']*)'/g)].map((match) => `${name}: ${match[1]}`),
      );
    expect(reaching).toEqual([]);
  });
});
