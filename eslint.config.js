import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// The layers docs/architecture.md ("Layers and boundaries") describes; a new web feature folder
// is fenced off from the others without editing this file.
const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const serverBelowFeatures = ['lib', 'db', 'integrations', 'plugins', 'context.ts', 'config.ts'].map((part) => `./server/src/${part}`);

const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A web feature does not import another feature: move what both need to web/src/lib or web/src/components, or compose them in web/src/app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features are composed by the app shell, never the other way round.' },
  { target: ['./web/src/lib', './web/src/components', './web/src/i18n'], from: ['./web/src/features', './web/src/app'], message: 'Shared web code does not depend on features or the app shell.' },
  { target: serverBelowFeatures, from: './server/src/features', message: 'lib/, db/, integrations/, plugins/, context.ts and config.ts sit below the features: pass the feature\'s part in at start (app.ts) instead.' },
  { target: './packages/shared', from: ['./server', './web'], message: 'packages/shared is imported by server and web, never the other way round.' },
  { target: './web/src', from: './server', message: 'The web app reaches the server over HTTP; what both need lives in packages/shared.' },
  { target: './server/src', from: './web', message: 'The server serves the built web app; what both need lives in packages/shared.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'server/src/db/migrations/**', 'data/**', '.tmp/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    // Tests drive the whole app and may borrow a feature's test helpers wherever they sit.
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', '**/test-support/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }] },
  },
);
