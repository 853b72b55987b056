/**
 * pg_dump and pg_restore, PostgreSQL's own tools: a dump they write is a consistent snapshot taken
 * while the servers keep serving, and any later PostgreSQL can read it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

type Tool = 'pg_dump' | 'pg_restore';

/**
 * PG_BIN_DIR, else the newest Debian/Ubuntu install (/usr/lib/postgresql/<version>/bin), else
 * PATH. pg_dump refuses a server newer than itself, so the newest one installed is the one to use.
 */
export function findPostgresTool(tool: Tool, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, tool);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', tool))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin', tool) : tool;
}

/**
 * Runs a tool against the database at `url`. The password goes in PGPASSWORD, not on the command
 * line, where any user of the machine could read it in the process list.
 */
export async function runPostgresTool(options: { tool: Tool; args: string[]; url?: string }): Promise<string> {
  const env = { ...process.env };
  const args = [...options.args];
  if (options.url) {
    const target = new URL(options.url);
    if (target.password) env.PGPASSWORD = decodeURIComponent(target.password);
    target.password = '';
    args.push(`--dbname=${target.toString()}`);
  }
  const command = findPostgresTool(options.tool);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-8000)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${options.tool} was not found (${command}): install PostgreSQL's client tools (apt-get install postgresql-client) or set PG_BIN_DIR`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${options.tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
