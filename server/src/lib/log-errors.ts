/**
 * How an error appears in the log (the `err` of a line): pino's own serializer, then without the
 * personal data errors carry (issue 21). A failed query's error (Drizzle's) holds the query's
 * values — e-mails, phones, names, answers, message texts — in its message, its stack and
 * `params`, and PostgreSQL's own message and `detail` may quote one (`invalid input syntax …:
 * "…"`, `Key (email)=(…)`); a mail server's refusal names the address (nodemailer's `rejected`).
 * The log keeps what went wrong (the SQL, the SQLSTATE, the constraint, the SMTP answer) and
 * drops about whom: every phone number and e-mail address in any text of the error is masked.
 */
import pino from 'pino';
import { findContactDetails } from '@okota/shared';

const MAX_DEPTH = 3;
const MAX_ITEMS = 20;

export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object' || !(error instanceof Error)) return serialized;
  const out = serialized as Record<string, unknown>;
  const { params, query, cause } = error as { params?: unknown; query?: unknown; cause?: { code?: unknown; constraint?: unknown } };
  if (Array.isArray(params) && typeof query === 'string' && error.message.startsWith('Failed query:')) {
    const masked = `Failed query: ${query}\nparams: [redacted]`;
    out.message = masked;
    // The error's own stack, not its cause's, which would repeat the database's message.
    out.stack = (error.stack ?? '').replace(error.message, masked);
    delete out.params;
    if (cause && typeof cause === 'object') {
      out.sqlState = cause.code;
      out.constraint = cause.constraint;
    }
  }
  if (typeof out.detail === 'string') out.detail = '[redacted]';
  for (const key of Object.keys(out)) out[key] = withoutContactDetails(out[key], 0);
  return out;
}

/** Strings with every phone number and e-mail address masked, through arrays, objects and errors. */
function withoutContactDetails(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskContactDetails(value);
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((entry) => withoutContactDetails(entry, depth + 1));
  const entries = Object.entries(value).slice(0, MAX_ITEMS);
  if (value instanceof Error) entries.unshift(['type', value.name], ['message', value.message]);
  return Object.fromEntries(entries.map(([key, entry]) => [key, withoutContactDetails(entry, depth + 1)]));
}

function maskContactDetails(text: string): string {
  // Phones and e-mails only: links and handles (an '@scope/package' in a stack) say nothing about whom.
  const found = findContactDetails(text).filter((detail) => detail.kind === 'phone' || detail.kind === 'email');
  let out = '';
  let position = 0;
  for (const detail of found) {
    out += `${text.slice(position, detail.start)}[${detail.kind}]`;
    position = detail.end;
  }
  return out + text.slice(position);
}
