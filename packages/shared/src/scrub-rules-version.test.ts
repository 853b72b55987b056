import { describe, expect, it } from 'vitest';
import { rulesFiles, rulesVersion } from '../../../scripts/scrub-rules-version.mjs';
import { SCRUB_RULES_VERSION } from './scrub-rules-version';

describe('the contact rules version', () => {
  it('is the hash of the rules source files as they are now (run node scripts/scrub-rules-version.mjs)', () => {
    expect(SCRUB_RULES_VERSION, 'the contact rules changed: run `node scripts/scrub-rules-version.mjs` and commit the file').toBe(rulesVersion());
  });

  it('covers the detector, everything it imports and the server module that joins an item’s texts', () => {
    const files = rulesFiles();
    for (const file of [
      'packages/shared/src/scrub.ts',
      'packages/shared/src/scrub-phones.ts',
      'packages/shared/src/category-names.ts',
      'server/src/features/items/item-public-texts.ts',
    ])
      expect(files).toContain(file);
  });

  it('changes when any of those files changes', () => {
    const files = new Map(rulesFiles().map((file) => [file, `// ${file}`]));
    files.set('packages/shared/src/scrub.ts', "import { findPhones } from './scrub-phones';");
    const read = (file: string) => files.get(file) ?? '';
    const exists = (file: string) => files.has(file);
    const before = rulesVersion(read, exists);
    files.set('packages/shared/src/scrub-phones.ts', '// scrub-phones, one rule more');
    expect(rulesVersion(read, exists)).not.toBe(before);
    // A file nothing imports is not a rule.
    files.set('packages/shared/src/scrub-phones.ts', '// packages/shared/src/scrub-phones.ts');
    files.set('packages/shared/src/fees.ts', '// fees, changed');
    expect(rulesVersion(read, exists)).toBe(before);
  });
});
