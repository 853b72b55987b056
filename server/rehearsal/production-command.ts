/**
 * How a production server process is built and started: the Dockerfile runs these, and so does
 * the rehearsal; deploy.test.ts checks that the two stay in step.
 */
export const BUILD_COMMANDS = ['npm ci', 'npm run build'] as const;
export const PRODUCTION_COMMAND = ['node', '--enable-source-maps', 'server/dist/main.mjs'] as const;
