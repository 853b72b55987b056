/** See build-server.mjs: bundles the server and returns the path of server/dist/main.mjs. */
export function buildServer(): Promise<string>;
