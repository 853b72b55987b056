/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed, and serves
 * it over a small HTTP API so browser tests in another process can read the codes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

export interface TestSmtp {
  url: string;
  apiUrl: string;
  messages: ReceivedMail[];
  /** Newest message to an address, waiting up to timeoutMs for it to arrive. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.unshift({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}/messages`,
    messages,
    async waitFor(to, match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => api.close(() => resolve()));
    },
  };
}
