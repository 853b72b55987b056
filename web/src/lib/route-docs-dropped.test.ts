/**
 * The web build drops a contract's `load` and `schema` lines (dropRouteDocs in web/vite.config.ts,
 * docs/decisions/0274), so no page carries a feature's schemas. It drops them line by line: a
 * `load` written over several lines would stay, and pull its schema modules into the landing
 * page's JavaScript. Each must stay on one line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropRouteDocs } from '../../vite.config';

const CONTRACTS = path.resolve(import.meta.dirname, '../../../packages/shared/src/contracts');

describe("the contracts as the web's build reads them", () => {
  it('load no schema module and pick no schema: every load and schema property is one line', () => {
    const transform = dropRouteDocs().transform as (code: string, id: string) => { code: string } | undefined;
    const kept = readdirSync(CONTRACTS)
      .filter((name) => name.endsWith('.api.ts'))
      .filter((name) => {
        const file = path.join(CONTRACTS, name);
        const code = transform(readFileSync(file, 'utf8'), file)?.code ?? '';
        return /import\(|^\s*(?:load|schema):/m.test(code);
      });
    expect(kept).toEqual([]);
  });
});
