/**
 * Hand-made hostile input: uploads that are not what they claim (not images, too large, too
 * many, pixel floods, decompression bombs), path traversal on /uploads, oversized and deeply
 * nested JSON, wrong content types and broken multipart forms. Each is refused with a 4xx and
 * leaves the database and the uploads folder as they were.
 */
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MESSAGES } from '@okota/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../src/lib/images';
import { TEST_CALLBACK_SECRET } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { createTestApp, type TestApp } from '../helpers';
import { firstCategoryId } from '../factories';
import { changedTables, snapshotDatabase } from './db-snapshot';
import { buildWorld, errorProblems, freshIp, multipart, type FilePart, type World } from './security.test-support';

const MB = 1024 * 1024;

/** A PNG whose header claims `width` x `height`: the pixels need not be there. */
function pngClaiming(width: number, height: number, bitDepth = 8, colorType = 2, idat = Buffer.alloc(0)): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colorType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** 20,000 x 20,000 one-bit pixels (400 megapixels) deflated into about 50 KB. */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const raw = Buffer.alloc(side * (1 + side / 8));
  return pngClaiming(side, side, 1, 0, deflateSync(raw, { level: 9 }));
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
}

describe('hostile input that the schemas never see', () => {
  let t: TestApp;
  let w: World;
  let jpeg: Buffer;
  let files: Record<string, Buffer>;
  let before: Record<string, string>;
  let uploadsBefore: string[];
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

  beforeAll(async () => {
    t = await createTestApp({ env: { MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET } });
    w = await buildWorld(t);
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    files = {
      textAsJpeg: Buffer.from('This is a text file named like a photo.\n'.repeat(20)),
      pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      truncatedJpeg: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      pixelFlood: pngClaiming(50_000, 50_000),
      bomb: decompressionBomb(),
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
      html: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
    };
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    before = await snapshotDatabase(t.app.ctx.db);
    uploadsBefore = filesUnder(uploadsDir());
  });
  afterEach(async () => {
    expect(changedTables(before, await snapshotDatabase(t.app.ctx.db)), 'the database changed').toEqual([]);
    expect(filesUnder(uploadsDir()), 'files were stored').toEqual(uploadsBefore);
  });

  function expectRefused(res: LightMyRequestResponse, status: number | number[], message?: string) {
    expect([status].flat(), res.body).toContain(res.statusCode);
    expect(errorProblems(res, { daraja: (res.raw.req.url ?? '').includes('/hooks/') })).toEqual([]);
    if (message) expect(res.json().message).toBe(message);
  }

  async function itemFields(): Promise<Record<string, string>> {
    return {
      title: 'Black leather wallet',
      description: 'Found near the bus stage with a few cards inside.',
      categoryId: String(await firstCategoryId(w.db)),
      location: 'Nairobi',
      dateFound: '2025-06-01',
      verificationQuestion1: 'What colour is the card holder inside?',
    };
  }

  /** Every route that takes photos, with how to send files to it. */
  const photoRoutes = {
    'POST /api/upload-temp-images': async (parts: FilePart[]) => ({
      url: '/api/upload-temp-images',
      ...multipart(
        {},
        parts.map((p) => ({ ...p, field: 'images' })),
      ),
    }),
    'POST /api/items/upload-photos': async (parts: FilePart[]) => ({
      url: '/api/items/upload-photos',
      ...multipart(
        {},
        parts.map((p) => ({ ...p, field: 'photos' })),
      ),
    }),
    'POST /api/items': async (parts: FilePart[]) => ({
      url: '/api/items',
      ...multipart(
        await itemFields(),
        parts.map((p) => ({ ...p, field: 'photos' })),
      ),
    }),
  };
  const asUser = (call: { url: string; payload: Buffer; headers: Record<string, string> }) =>
    t.request({ method: 'POST', ...call, token: w.actors.claimer.token, remoteAddress: freshIp() });
  const part = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({ field: 'x', filename, contentType, bytes });

  describe.each(Object.entries(photoRoutes))('%s', (_route, build) => {
    it('refuses a text file named .jpg, a PDF, an SVG and an HTML page: 400, photos are recognised by content', async () => {
      for (const [bytes, name, type] of [
        [files.textAsJpeg, 'holiday.jpg', 'image/jpeg'],
        [files.pdf, 'scan.pdf', 'application/pdf'],
        [files.svg, 'logo.svg', 'image/svg+xml'],
        [files.html, 'photo.png', 'image/png'],
      ] as const) {
        expectRefused(await asUser(await build([part(bytes, name, type)])), 400, PHOTO_MESSAGES.unsupported);
      }
    });

    it('refuses a truncated JPEG: 400', async () => {
      expectRefused(await asUser(await build([part(files.truncatedJpeg)])), 400, PHOTO_MESSAGES.unreadable);
    });

    it('refuses a photo over 10 MB: 400', async () => {
      const huge = Buffer.concat([jpeg, Buffer.alloc(10 * MB + 1)]);
      expectRefused(await asUser(await build([part(huge)])), 400, PHOTO_MESSAGES.tooLarge);
    });

    it('refuses 6 photos: 400, at most 5', async () => {
      expectRefused(await asUser(await build(Array.from({ length: 6 }, () => part(jpeg)))), 400, MESSAGES.tooManyImages);
    });

    it('refuses a pixel flood (a small PNG claiming 50000 x 50000) and a decompression bomb: 400', async () => {
      expectRefused(await asUser(await build([part(files.pixelFlood, 'flood.png', 'image/png')])), 400, PHOTO_MESSAGES.tooManyPixels);
      expectRefused(await asUser(await build([part(files.bomb, 'bomb.png', 'image/png')])), 400, PHOTO_MESSAGES.tooManyPixels);
    });

    it('one bad photo among good ones stores none of them', async () => {
      expectRefused(await asUser(await build([part(jpeg), part(jpeg), part(files.truncatedJpeg)])), 400);
    });
  });

  describe('POST /api/profile/avatar', () => {
    const avatar = (bytes: Buffer, name = 'me.jpg', type = 'image/jpeg') =>
      asUser({ url: '/api/profile/avatar', ...multipart({}, [{ field: 'avatar', filename: name, contentType: type, bytes }]) });

    it('refuses what is not a photo, a truncated one, a pixel flood and a bomb: 400', async () => {
      expectRefused(await avatar(files.textAsJpeg), 400, PHOTO_MESSAGES.unsupported);
      expectRefused(await avatar(files.pdf, 'me.pdf', 'application/pdf'), 400, PHOTO_MESSAGES.unsupported);
      expectRefused(await avatar(files.truncatedJpeg), 400, PHOTO_MESSAGES.unreadable);
      expectRefused(await avatar(files.pixelFlood, 'me.png', 'image/png'), 400, PHOTO_MESSAGES.tooManyPixels);
      expectRefused(await avatar(files.bomb, 'me.png', 'image/png'), 400, PHOTO_MESSAGES.tooManyPixels);
    });

    it('refuses a photo over 5 MB (413) and two photos (400)', async () => {
      expectRefused(await avatar(Buffer.concat([jpeg, Buffer.alloc(5 * MB + 1)])), 413);
      const two = multipart({}, [
        { field: 'avatar', filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg },
        { field: 'avatar', filename: 'b.jpg', contentType: 'image/jpeg', bytes: jpeg },
      ]);
      expectRefused(await asUser({ url: '/api/profile/avatar', ...two }), 400);
    });
  });

  describe('POST /api/items/{id}/verify (proof photo: JPG, PNG or PDF, at most 5 MB)', () => {
    const claimWith = async (bytes: Buffer, name = 'proof.jpg', type = 'image/jpeg') => {
      const item = await w.fresh.item();
      before = await snapshotDatabase(t.app.ctx.db);
      return asUser({
        url: `/api/items/${item.id}/verify`,
        ...multipart({ answer1: 'Blue', answer2: 'Amani', additionalDetails: 'It has my national ID card inside.' }, [
          { field: 'proofPhoto', filename: name, contentType: type, bytes },
        ]),
      });
    };

    it('refuses what is not a JPG, PNG or PDF, a truncated photo, a pixel flood and a bomb: 400', async () => {
      for (const [bytes, name, type] of [
        [files.textAsJpeg, 'p.jpg', 'image/jpeg'],
        [files.html, 'p.pdf', 'application/pdf'],
        [files.svg, 'p.svg', 'image/svg+xml'],
      ] as const) {
        expectRefused(await claimWith(bytes, name, type), 400);
      }
      expectRefused(await claimWith(files.truncatedJpeg), 400);
      expectRefused(await claimWith(files.pixelFlood, 'p.png', 'image/png'), 400);
      expectRefused(await claimWith(files.bomb, 'p.png', 'image/png'), 400);
    });

    it('refuses a proof over 5 MB (413) and two proofs (400)', async () => {
      expectRefused(await claimWith(Buffer.concat([jpeg, Buffer.alloc(5 * MB + 1)])), 413);
      const item = await w.fresh.item();
      before = await snapshotDatabase(t.app.ctx.db);
      const two = multipart({ answer1: 'Blue', answer2: 'Amani', additionalDetails: 'It has my national ID card inside.' }, [
        { field: 'proofPhoto', filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg },
        { field: 'proofPhoto', filename: 'b.jpg', contentType: 'image/jpeg', bytes: jpeg },
      ]);
      expectRefused(await asUser({ url: `/api/items/${item.id}/verify`, ...two }), 400);
    });

    it("a cut-off form or one without a boundary is the client's mistake: 400, not 500", async () => {
      const item = await w.fresh.item();
      before = await snapshotDatabase(t.app.ctx.db);
      const { payload, headers } = multipart({ answer1: 'Blue', answer2: 'Amani', additionalDetails: 'It has my national ID card inside.' }, [
        { field: 'proofPhoto', filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg },
      ]);
      expectRefused(await asUser({ url: `/api/items/${item.id}/verify`, payload: payload.subarray(0, payload.length - 200), headers }), 400);
      expectRefused(
        await asUser({ url: `/api/items/${item.id}/verify`, payload: Buffer.from('no parts here'), headers: { 'content-type': 'multipart/form-data' } }),
        400,
      );
    });
  });

  describe('GET /uploads: nothing outside the uploads folder, nothing private', () => {
    const CANARY = 'CANARY-OUTSIDE-THE-UPLOADS-FOLDER';

    it('answers 400 or 404 to traversal, encoded slashes, absolute paths and private keys, and never serves the file', async () => {
      mkdirSync(uploadsDir(), { recursive: true });
      writeFileSync(path.join(t.config.dataDir, 'canary.webp'), CANARY);
      writeFileSync(path.join(path.dirname(path.resolve(t.config.dataDir)), 'canary.webp'), CANARY);
      const key = `items/${'a'.repeat(32)}.webp`;
      await t.app.ctx.storage.put(key, Buffer.from('a public photo'), 'image/webp');
      uploadsBefore = filesUnder(uploadsDir());
      expect((await t.request({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(200);

      const proof = w.proofKey;
      const attempts = [
        '/uploads/../canary.webp',
        '/uploads/..%2fcanary.webp',
        '/uploads/..%2Fcanary.webp',
        '/uploads/%2e%2e/canary.webp',
        '/uploads/%2e%2e%2fcanary.webp',
        '/uploads/%252e%252e%252fcanary.webp',
        '/uploads/items/..%2f..%2fcanary.webp',
        '/uploads/items/..%2f..%2f..%2fcanary.webp',
        '/uploads/..%5ccanary.webp',
        '/uploads/items%5c..%5c..%5ccanary.webp',
        '/uploads//etc/passwd',
        '/uploads/%2fetc%2fpasswd',
        '/uploads/%2Fetc%2Fpasswd',
        '/uploads/C:%5Cwindows%5Cwin.ini',
        '/uploads/file:%2f%2f%2fetc%2fpasswd',
        '/uploads/items/%00.webp',
        '/uploads/items/a.webp%00.png',
        `/uploads/${proof}`,
        `/uploads/${proof.replace(/\//g, '%2f')}`,
        `/uploads/${proof.replace(/\//g, '%2F')}`,
        `/uploads/${proof.toUpperCase()}`,
        `/uploads/./${proof}`,
        `/uploads/items/../${proof}`,
        `/uploads/items/..%2f${proof.replace(/\//g, '%2f')}`,
        '/uploads/%E0%A4%A',
        '/uploads/%',
        `/uploads/${'a/'.repeat(50)}x.webp`,
        `/uploads/${'a'.repeat(300)}.webp`,
      ];
      for (const url of attempts) {
        const res = await t.request({ method: 'GET', url });
        expect([400, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body, url).not.toContain(CANARY);
        expect(res.body, url).not.toContain('root:');
        expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
      }
      // The private proof stays reachable only through its feature's access check.
      const viaFeature = await t.request({ method: 'GET', url: `/api/verifications/${w.paid.claim.id}/proof`, token: w.actors.finder.token });
      expect(viaFeature.statusCode).toBe(200);
    });
  });

  it("a malformed address answers 400 with a message, not Fastify's error object", async () => {
    for (const url of ['/uploads/%E0%A4%A', '/api/items/%', '/api/admin/users/%C0%AF', '/item/%E0']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(errorProblems(res), url).toEqual([]);
      expect(Object.keys(res.json()), url).toEqual(['message']);
    }
  });

  it('a NUL character in any text (body, form field, query, path) is refused with 400: PostgreSQL cannot store it', async () => {
    const nul = 'Wan\u0000jiku';
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/contact',
        payload: { name: nul, email: 'a@example.com', subject: 'Payment question', category: 'payment', message: 'When is the finder paid?' },
      },
      { method: 'POST' as const, url: '/api/messages', token: w.actors.finder.token, payload: { itemId: w.paid.item.id, content: `hello ${nul}` } },
      {
        method: 'POST' as const,
        url: '/api/items',
        token: w.actors.claimer.token,
        payload: { ...(await itemFields()), description: `Found near the stage ${nul}` },
      },
      { method: 'POST' as const, url: '/api/items', token: w.actors.claimer.token, ...multipart({ ...(await itemFields()), title: `Wallet ${nul}` }) },
      { method: 'GET' as const, url: '/api/items?search=wal%00let' },
      { method: 'GET' as const, url: '/api/admin/audit?action=item%00hide', token: w.actors.admin.token },
      {
        method: 'POST' as const,
        url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-timeout`,
        payload: { Result: { OriginatorConversationID: `okota-payout-1-1${nul}` } },
      },
    ];
    for (const call of calls) {
      const res = await t.request({ ...call, remoteAddress: freshIp() });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe('Text must not contain NUL characters');
    }
  });

  describe('bodies', () => {
    const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const targets = [
      { url: '/api/auth/login', token: undefined },
      { url: '/api/contact', token: undefined },
      { url: '/api/items', token: 'user' },
      { url: '/api/messages', token: 'user' },
      { url: '/api/admin/settings', token: 'admin' },
      { url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/stk`, token: undefined },
    ] as const;
    const send = (target: (typeof targets)[number], payload: string | Buffer, contentType: string | undefined) => {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      if (target.token) headers['x-auth-token'] = target.token === 'admin' ? w.actors.admin.token : w.actors.claimer.token;
      return t.app.inject({ method: 'POST', url: target.url, payload, headers, remoteAddress: freshIp() });
    };

    it('a JSON body over 1 MB: 413 with a JSON message', async () => {
      const big = JSON.stringify({ email: 'a@example.com', password: 'x', message: 'x'.repeat(MB) });
      for (const target of targets) expectRefused(await send(target, big, 'application/json'), 413, 'Request body is too large');
    });

    it('deeply nested JSON (10,000 levels of objects or arrays): a 400, quickly', async () => {
      for (const target of targets) {
        for (const body of [deepObject(10_000), deepArray(10_000), `{"__proto__":${deepObject(1000)}}`]) {
          const started = Date.now();
          expectRefused(await send(target, body, 'application/json'), 400);
          expect(Date.now() - started).toBeLessThan(2000);
        }
      }
    });

    it('wrong content types: 400 or 415, always JSON', async () => {
      const cases: Array<[string | undefined, string]> = [
        ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
        ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
        ['text/plain', '{"email":"a@b.co"}'],
        ['text/html', '<b>hi</b>'],
        ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co'],
        ['multipart/form-data', 'no boundary'],
        ['application/json', '{"email": "a@b.co",'],
        ['application/json', ''],
        ['application/json; charset=utf-16', '\u0000{\u0000}'],
        ['application/octet-stream', '\u0000\u0001\u0002'],
        [undefined, 'just some text'],
        ['*/*', '{}'],
        ['application/json', '\uFEFF{"a":1}'],
      ];
      for (const target of targets) {
        for (const [type, body] of cases) {
          const res = await send(target, body, type);
          const what = `${target.url} ${type} → ${res.statusCode} ${res.body}`;
          expect([400, 413, 415], what).toContain(res.statusCode);
          expect(errorProblems(res, { daraja: target.url.includes('/hooks/') }), what).toEqual([]);
        }
      }
    });

    it('a Daraja callback whose JSON holds __proto__ is refused with 400, not a 500', async () => {
      const res = await t.request({
        method: 'POST',
        url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/stk`,
        payload: '{"__proto__":{"ResultCode":0}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    });
  });
});
