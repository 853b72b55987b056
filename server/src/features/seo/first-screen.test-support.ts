import path from 'node:path';

/**
 * The web app's first-screen renderer from its source: the tests draw pages with the real
 * components, no build needed (vitest compiles the TSX as it imports it).
 */
export const WEB_FIRST_SCREEN_RENDERER = path.resolve(import.meta.dirname, '../../../../web/src/entry-server.tsx');
