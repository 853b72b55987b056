/**
 * Starts the real server (built web app, fresh in-memory database, a test SMTP server) once for
 * the browser suite, the way a user would meet it after `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestSmtp, type TestSmtp } from '../server/test/smtp';
import { buildServer } from '../scripts/build-server.mjs';

let server: ChildProcess | undefined;
let smtp: TestSmtp | undefined;

export async function setup(project: TestProject): Promise<void> {
  // The production rehearsal (server/rehearsal/rehearse.ts) runs the stack itself, behind Caddy.
  if (process.env.REHEARSAL_BASE_URL && process.env.REHEARSAL_SMTP_API) {
    project.provide('baseUrl', process.env.REHEARSAL_BASE_URL);
    project.provide('smtpApi', process.env.REHEARSAL_SMTP_API);
    // The Africa's Talking simulator runs as a process of its own there: its outbox, not the dev route.
    project.provide('smsApi', process.env.REHEARSAL_SMS_API ?? '');
    return;
  }
  smtp = await startTestSmtp();
  const port = 5400 + Math.floor(Math.random() * 500);
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '..');
  // The bundled server, exactly what `npm start` runs.
  server = spawn(process.execPath, ['--enable-source-maps', await buildServer()], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: 'memory://',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'admin@okota.test',
      ADMIN_PASSWORD: 'Admin-Pass-123',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('smtpApi', smtp.apiUrl);
  project.provide('smsApi', `${baseUrl}/api/dev/sms-outbox`);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
  await smtp?.close();
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    smtpApi: string;
    /** Where the SMS the simulator received are read: `{messages: [{to, text}]}`, newest first. */
    smsApi: string;
  }
}
