import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// The layers docs/architecture.md ("Layers and boundaries") describes; a new web feature folder
// is fenced off from the others without editing this file.
const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverBelowFeatures = ['lib', 'db', 'integrations', 'plugins', 'context.ts', 'config.ts'].map((part) => `./server/src/${part}`);

const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A web feature does not import another feature: move what both need to web/src/lib or web/src/components, or compose them in web/src/app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features are composed by the app shell, never the other way round.' },
  {
    target: ['./web/src/lib', './web/src/components', './web/src/i18n'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code does not depend on features or the app shell.',
  },
  {
    target: serverBelowFeatures,
    from: './server/src/features',
    message: "lib/, db/, integrations/, plugins/, context.ts and config.ts sit below the features: pass the feature's part in at start (app.ts) instead.",
  },
  {
    target: './server/src/lib',
    from: './server/src/integrations',
    message: 'lib/ sits below the integrations (docs/decisions/0271): move the code that needs one into the integration or the feature.',
  },
  { target: './packages/shared', from: ['./server', './web'], message: 'packages/shared is imported by server and web, never the other way round.' },
  { target: './web/src', from: './server', message: 'The web app reaches the server over HTTP; what both need lives in packages/shared.' },
  { target: './server/src', from: './web', message: 'The server serves the built web app; what both need lives in packages/shared.' },
];

// A string naming a page ('/search', `/item/${id}`, '/' where a link or navigation takes it); '/api/…' is not a page.
// (esquery's regex cannot hold a '/', hence \x2F.)
const PAGE_PATH = '/^\\x2F(?!api\\x2F)[a-z][a-z-]*([\\x2F?#]|$)/';
const pagePathSelectors = [
  `Literal:not([regex])[value=${PAGE_PATH}]`,
  `TemplateLiteral > TemplateElement:first-child[value.raw=${PAGE_PATH}]`,
  ...[
    'JSXAttribute',
    'JSXExpressionContainer',
    'CallExpression[callee.name=/^(navigate|setLocation)$/]',
    'Property[key.name="path"]',
    'ConditionalExpression',
    'LogicalExpression',
    'ReturnStatement',
  ].map((parent) => `${parent} > Literal[value="/"]`),
];

// Server features depend one way (docs/architecture.md "Layers and boundaries", docs/decisions/0253):
// each feature named here uses the features listed under it, which never import it back, directly
// or through another feature listed here. A declared loop stops the lint at once.
const serverFeatureDirections = {
  ussd: ['documents', 'items', 'lost-reports', 'sms'],
  whatsapp: ['auth', 'documents', 'items', 'lost-reports', 'notifications', 'sms'],
  'lost-reports': ['auth', 'documents', 'items', 'notifications', 'sms'],
  public: ['items', 'settings'],
  sharing: ['items'],
  notifications: ['auth', 'sms'],
  auth: ['sms'],
  demo: ['auth', 'items', 'lost-reports'],
  profile: ['auth', 'payments'],
  reviews: ['messages', 'notifications'],
  messages: ['notifications'],
  metrics: ['notifications'],
  admin: ['auth', 'claims', 'items', 'notifications', 'personal-data', 'settings', 'sms'],
  claims: ['custody', 'documents', 'items', 'notifications'],
  organisations: ['claims', 'custody', 'documents', 'items', 'notifications', 'payments', 'settings', 'sms'],
  items: ['custody', 'documents', 'notifications', 'seo', 'settings'],
  payments: ['auth', 'claims', 'custody', 'items', 'notifications', 'sms'],
  custody: ['settings'],
  documents: ['notifications'],
  'personal-data': ['auth', 'claims', 'documents', 'items', 'lost-reports', 'notifications'],
};
function featuresBelow(feature, seen = [feature]) {
  return (serverFeatureDirections[feature] ?? []).flatMap((lower) => {
    if (seen.includes(lower)) throw new Error(`eslint.config.js: server features loop: ${[...seen, lower].join(' → ')}`);
    return [lower, ...featuresBelow(lower, [...seen, lower])];
  });
}
const featureDirectionZones = Object.keys(serverFeatureDirections).flatMap((upper) =>
  [...new Set(featuresBelow(upper))].map((lower) => ({
    target: `./server/src/features/${lower}`,
    from: `./server/src/features/${upper}`,
    message: `${upper} uses ${lower}, so ${lower} never imports ${upper}: move what both need down into ${lower} (or lib/), or let ${upper} register a hook with ${lower}.`,
  })),
);
// And a feature imports only the features declared under it: a new use is declared above first,
// where a loop it would close fails at once.
const serverFeatures = readdirSync(new URL('server/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const undeclaredUseZones = serverFeatures.flatMap((feature) => {
  const undeclared = serverFeatures.filter((other) => other !== feature && !(serverFeatureDirections[feature] ?? []).includes(other));
  return undeclared.length
    ? [
        {
          target: `./server/src/features/${feature}`,
          from: undeclared.map((other) => `./server/src/features/${other}`),
          message: `${feature} does not declare that it uses this feature: add it to serverFeatureDirections in eslint.config.js (a loop fails there), or move what is needed down.`,
        },
      ]
    : [];
});

// A feature's front door (docs/decisions/0272): another feature imports '../<feature>', its
// index.ts, which names what may be used from outside; a file inside the feature is its own business.
// What the server has beside its features (app.ts, main.ts, ops/ …) comes in by the front door too.
const serverOutsideFeatures = readdirSync(new URL('server/src', import.meta.url))
  .filter((entry) => entry !== 'features')
  .map((entry) => `./server/src/${entry}`);
const frontDoorZones = serverFeatures
  .filter((feature) => existsSync(new URL(`server/src/features/${feature}/index.ts`, import.meta.url)))
  .map((feature) => ({
    target: [...serverFeatures.filter((other) => other !== feature).map((other) => `./server/src/features/${other}`), ...serverOutsideFeatures],
    from: `./server/src/features/${feature}`,
    except: ['./index.ts'],
    message: `Import '${feature}' through its front door (server/src/features/${feature}/index.ts): export the name there if another feature needs it.`,
  }));

// Only repositories touch the database (docs/style.md 3): under server/src/features, a value import of
// db/client, db/schema or drizzle-orm is for *.repository.ts and *-lifecycle.ts files (a state
// machine's transitions are its writes). Types (Executor, UserRow) may be imported anywhere.
const dataAccessExceptions = [
  // The catalogue's number: a prepared statement and LISTEN/NOTIFY behind the CatalogueVersion that context.ts declares.
  'server/src/features/items/catalogue-version.ts',
  // The match score as SQL expressions, composed by matching.repository.ts and the bench.
  'server/src/features/lost-reports/match-score.ts',
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
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...boundaryZones, ...featureDirectionZones, ...undeclaredUseZones, ...frontDoorZones] },
      ],
    },
  },
  {
    files: ['server/src/features/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*-lifecycle.ts', '**/*.test.ts', '**/*.test-support.ts', '**/test-support/**', ...dataAccessExceptions],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/client', '**/db/schema', '**/db/schema/*', '**/db/prepared', '**/db/lost-report-terms', 'drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message:
                "Only repositories (*.repository.ts) and lifecycles (*-lifecycle.ts) query the database: move the query into the feature's repository and call it (types may still be imported).",
            },
          ],
        },
      ],
    },
  },
  {
    // React's hook rules (docs/decisions/0255): the two classic ones are errors, the React-Compiler ones as recommended.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Off: it cannot tell an effect that syncs with an outside system (an object URL, the position,
      // session storage, a restored draft) from derived state; its two derived-state findings were fixed.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // A page path is written only through ROUTES (packages/shared/src/routes.ts, docs/decisions/0255);
    // which page a path shows is matchPage's (docs/decisions/0281): the page titles are keyed by page name.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...pagePathSelectors.map((selector) => ({
          selector,
          message: 'Write a page path through ROUTES from @okota/shared/routes (a builder for a path with a parameter, ROUTE_PATTERNS for the router).',
        })),
      ],
    },
  },
);
