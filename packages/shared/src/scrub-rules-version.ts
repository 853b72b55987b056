// Written by scripts/scrub-rules-version.mjs: the hash of the contact rules' source files. Do not edit;
// run `node scripts/scrub-rules-version.mjs` after changing the rules (docs/decisions/0283).
export const SCRUB_RULES_VERSION = '21b2e9c1f538173a';
