/**
 * No personal data in the log (issue 21 point 6): a whole journey through the API — two people
 * sign up with e-mailed codes, a finder posts an item with a security question, the owner claims
 * it with answers, the finder approves, the owner pays through the Daraja simulator over HTTP,
 * they exchange messages, the owner confirms the hand-over and the finder is paid out — with the
 * server's own logger at level info. Then every phone number (in each spelling), e-mail address,
 * name, password, security answer and message text used is looked for in the log: none may appear.
 */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { createJobQueue } from '../../src/lib/jobs';
import { loggerOptions } from '../../src/lib/logging';
import { TEST_CALLBACK_SECRET, waitFor } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { codeIn, nextIp } from '../../src/features/auth/auth.test-support';
import { itemFields, multipart, photoPart, smallPng } from '../../src/features/items/items.test-support';
import { firstCategoryId } from '../factories';
import { createTestDatabase, testConfig } from '../helpers';
import { startTestSmtp, type TestSmtp } from '../smtp';
import { defineJob } from '../../src/lib/job-definition';

const FINDER = {
  firstName: 'Zawadi',
  lastName: 'Chepkoech',
  email: 'Zawadi.Chepkoech.Journey@example.com',
  phone: '0722 918 374',
  password: 'Finder-Journey-91',
};
const OWNER = { firstName: 'Barasa', lastName: 'Omondiwa', email: 'barasa.omondiwa.journey@example.com', phone: '0743 461 502', password: 'Owner-Journey-57' };
const SECRETS = {
  expectedAnswer: 'Tangerine kikoi wrapping',
  answer1: 'Tangerine kikoi inside',
  answer2: 'Faded Gor Mahia sticker',
  details: 'Grandmother stitched initials near the lining',
  ownerMessage: 'Shall we meet beside the Kencom clocktower fountain',
  finderMessage: 'Yes, bring the blue umbrella so I recognise you',
};

/** Every way a phone number shows: as typed, compact, +254…, 254… (Daraja), and the bare nine digits. */
function spellings(phone: string): string[] {
  const nine = phone.replace(/\D/g, '').slice(-9);
  return [phone, `0${nine}`, `+254${nine}`, `254${nine}`, nine];
}

describe('the log of a whole journey holds no personal data', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase();
    const port = await freePort();
    const config = testConfig({
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
      SMTP_URL: smtp.url,
    });
    app = await buildApp({ config, database: database.handle, logger: loggerOptions(config, { write: (line: string) => lines.push(line) }) });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.handle.close();
    await database?.drop();
    await smtp?.close();
  });

  const call = async (options: InjectOptions & { token?: string }, expected: number) => {
    const { token, ...rest } = options;
    app.ctx.catalogue.markWritten();
    const res = await app.inject({ remoteAddress: nextIp(), ...rest, headers: { ...(rest.headers ?? {}), ...(token ? { 'x-auth-token': token } : {}) } });
    expect(res.statusCode, `${rest.method} ${rest.url}: ${res.body}`).toBe(expected);
    return res.json();
  };

  async function signUp(person: typeof FINDER): Promise<{ token: string; id: string }> {
    await call({ method: 'POST', url: '/api/auth/send-otp', payload: { email: person.email, firstName: person.firstName } }, 200);
    const code = codeIn((await smtp.waitFor(person.email.toLowerCase())).subject)!;
    const registrationData = { ...person, acceptTerms: true };
    const created = await call({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: person.email, otp: code, registrationData } }, 201);
    const signedIn = await call({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } }, 200);
    return { token: signedIn.token ?? created.token, id: created.user.id };
  }

  async function runJobsUntil(check: () => Promise<boolean>): Promise<void> {
    await waitFor(
      async () => {
        await app.ctx.jobs.runDueJobs();
        return check();
      },
      { timeoutMs: 20_000, intervalMs: 50 },
    );
  }

  /** The finder proves their number by SMS code, as a payout needs (the code must not be logged either). */
  async function verifyPhone(person: { token: string }): Promise<void> {
    await call({ method: 'POST', url: '/api/auth/phone/send-code', token: person.token, payload: {} }, 200);
    let code: string | undefined;
    await runJobsUntil(async () => {
      const outbox = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox', remoteAddress: '127.0.0.1' });
      code = /\b(\d{6})\b/.exec((outbox.json() as { messages: Array<{ text: string }> }).messages[0]?.text ?? '')?.[1];
      return !!code;
    });
    await call({ method: 'POST', url: '/api/auth/phone/verify', token: person.token, payload: { code } }, 200);
  }

  it('signs up, posts, claims, approves, pays, messages and confirms without logging who did it', async () => {
    const finder = await signUp(FINDER);
    const owner = await signUp(OWNER);
    await verifyPhone(finder);

    const fields = itemFields({
      categoryId: String(await firstCategoryId(app.ctx.db)),
      verificationAnswer1: SECRETS.expectedAnswer,
      verificationQuestion2: 'Is there anything stuck on the back of it?',
    });
    const item = await call(
      { method: 'POST', url: '/api/items', token: finder.token, ...(await multipart(fields, [photoPart(await smallPng(), 'photos', 'p.png', 'image/png')])) },
      201,
    );

    await call(
      {
        method: 'POST',
        url: `/api/items/${item.id}/verify`,
        token: owner.token,
        payload: { answer1: SECRETS.answer1, answer2: SECRETS.answer2, additionalDetails: SECRETS.details },
      },
      201,
    );
    const claims = await call({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: finder.token }, 200);
    const claimId = (Array.isArray(claims) ? claims : claims.verifications)[0].id;
    await call({ method: 'PUT', url: `/api/verifications/${claimId}/status`, token: finder.token, payload: { status: 'approved' } }, 200);

    const started = await call(
      { method: 'POST', url: '/api/payments/initiate', token: owner.token, payload: { itemId: item.id, phoneNumber: OWNER.phone } },
      200,
    );
    const paymentId = started.payment.id as number;
    const payment = async () =>
      (await call({ method: 'GET', url: '/api/payments', token: owner.token }, 200)).payments.find((p: { id: number }) => p.id === paymentId);
    await runJobsUntil(async () => (await payment())?.status === 'completed');

    await call({ method: 'POST', url: '/api/messages', token: owner.token, payload: { itemId: item.id, content: SECRETS.ownerMessage } }, 201);
    await call({ method: 'POST', url: '/api/messages', token: finder.token, payload: { itemId: item.id, content: SECRETS.finderMessage } }, 201);
    await call({ method: 'GET', url: `/api/messages/${item.id}`, token: owner.token }, 200);

    await call({ method: 'POST', url: `/api/payments/${paymentId}/confirm-receipt`, token: owner.token }, 200);
    await runJobsUntil(async () => (await payment())?.payoutStatus === 'paid');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(40);
    // The log did see the journey: the routes, by pattern or address, without the people in them.
    expect(log).toContain('/api/payments/initiate');
    expect(log).toContain('/api/messages');
    const personal = [
      ...[FINDER, OWNER].flatMap((person) => [
        person.firstName,
        person.lastName,
        person.email,
        person.email.toLowerCase(),
        person.email.split('@')[0].toLowerCase(),
        person.password,
        ...spellings(person.phone),
      ]),
      ...Object.values(SECRETS),
    ];
    const found = personal.filter((text) => log.toLowerCase().includes(text.toLowerCase()));
    expect(found, found.map((text) => lines.find((line) => line.toLowerCase().includes(text.toLowerCase()))).join('\n')).toEqual([]);
  }, 120_000);

  it("keeps a failed query's values out of the log, and what went wrong in it", async () => {
    // A query that fails on a person's e-mail, in a job, as a bug or a bad row would make it fail.
    const job = defineJob({
      id: 'test.failing-query',
      payload: z.object({}),
      handler: async () => {
        await app.ctx.db.execute(sql`select ${OWNER.email}::int as n`);
      },
      maxAttempts: 1,
    });
    const queue = createJobQueue({ db: app.ctx.db, log: app.log, definitions: [job] });
    queue.serve([job], {});
    await queue.enqueue(app.ctx.db, job, {});
    lines.length = 0;
    await queue.runDueJobs();

    const failed = lines.find((line) => line.includes('"job failed"'));
    expect(failed, lines.join('')).toBeDefined();
    expect(failed).toContain('Failed query: select $1::int as n');
    expect(failed).toContain('"sqlState":"22P02"');
    expect(failed!.toLowerCase()).not.toContain(OWNER.email.toLowerCase());
  });

  it('keeps the address out of the log when the mail server refuses it', async () => {
    // A mail server that refuses the recipient, as one does for a mistyped address; its answer
    // names the address, and nodemailer keeps it in the error (`rejected`, `rejectedErrors`).
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) =>
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const config = testConfig({ LOG_LEVEL: 'info', SMTP_URL: `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}` });
    const own: string[] = [];
    const other = await buildApp({ config, database: database.handle, logger: loggerOptions(config, { write: (line: string) => own.push(line) }) });
    try {
      const email = 'mistyped.address.journey@examp1e.com';
      const res = await other.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email, firstName: 'Nyokabi' }, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(502);
      const failed = own.find((line) => line.includes('"sign-up e-mail failed"'));
      expect(failed, own.join('')).toContain('Recipient address rejected');
      expect(own.join('').toLowerCase()).not.toContain('mistyped.address');
    } finally {
      await other.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
