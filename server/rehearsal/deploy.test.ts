/**
 * The deploy files an operator uses stay in step with what the rehearsal runs: the Dockerfile
 * builds and starts the server with the rehearsal's commands on the supported Node.js, the
 * compose file and the rehearsal use the same Caddyfile, and .env.example lists every variable
 * the server reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../src/config';
import { BUILD_COMMANDS, PRODUCTION_COMMAND } from './production-command';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('deploy files', () => {
  const dockerfile = read('Dockerfile');

  it("the Dockerfile builds with the rehearsal's commands and starts the server as the rehearsal does", () => {
    const runs = [...dockerfile.matchAll(/^RUN (.+)$/gm)].map((m) => m[1]);
    for (const command of BUILD_COMMANDS) expect(runs, command).toContain(command);
    expect(runs.some((run) => run.startsWith('npm ci --omit=dev'))).toBe(true);
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual([...PRODUCTION_COMMAND]);
    expect(read('server/rehearsal/rehearse.ts')).toContain('PRODUCTION_COMMAND');
  });

  it('runs on the current Node.js LTS as a non-root user, with a health check', () => {
    const bases = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(bases.length).toBe(2);
    expect(bases.every((major) => major === 24)).toBe(true);
    expect(dockerfile).toMatch(/^USER okota$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    const engines = JSON.parse(read('package.json')).engines.node as string;
    expect(engines).toMatch(/\^24/);
  });

  it('compose and the rehearsal put the same Caddyfile in front, with WebSockets and several servers', () => {
    const compose = read('compose.yaml');
    expect(compose).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile');
    expect(compose).toMatch(/UPSTREAMS: app1:5000 app2:5000/);
    expect(read('server/rehearsal/rehearse.ts')).toContain("'deploy/Caddyfile'");
    expect(read('deploy/Caddyfile')).toMatch(/reverse_proxy \{\$UPSTREAMS\}/);
  });

  it("compose pins every image by version, gives the servers a bucket key, and trusts only Caddy's address", () => {
    const compose = read('compose.yaml');
    const images = [...compose.matchAll(/^\s+image: (\S+)$/gm)].map((m) => m[1]).filter((image) => image !== 'okota:latest');
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) expect(image, image).toMatch(/:v?\d+\.\d+/);
    for (const image of images) expect(image).not.toMatch(/minio|:latest$/i);
    for (const from of [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((m) => m[1])) expect(from).toMatch(/:\d+\.\d+/);
    const proxy = /ipv4_address: (\S+)/.exec(compose)?.[1];
    expect(proxy).toBeDefined();
    expect(/TRUST_PROXY: (\S+)/.exec(compose)?.[1]).toBe(proxy);
    expect(compose).toMatch(/S3_ACCESS_KEY_ID: \$\{S3_ACCESS_KEY_ID\}/);
    expect(compose).not.toMatch(/ROOT_(USER|PASSWORD)/);
  });

  it("every production start says TRUST_PROXY: compose, the rehearsal, the Dockerfile's run line, .env.example (docs/decisions/0266)", () => {
    expect(/TRUST_PROXY: (\S+)/.exec(read('compose.yaml'))?.[1]).toBeTruthy();
    expect(read('server/rehearsal/rehearse.ts')).toMatch(/TRUST_PROXY: '127\.0\.0\.1'/);
    expect(read('Dockerfile')).toMatch(/# Run: .*-e TRUST_PROXY=none/);
    expect(read('.env.example')).toMatch(/^# Required in production: "none" when nothing stands in front/m);
  });

  it('.env.example lists every variable the server reads', () => {
    const example = read('.env.example');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(ENV_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });
});
