/**
 * fast-check arbitraries for hostile input: strings that attack (SQL, paths, scripts, odd
 * Unicode), values of every JSON type, ids that exist nowhere, and ways of sending a body that a
 * route does not expect. A write route must turn all of it into a 4xx and change nothing.
 */
import fc from 'fast-check';

/** encodeURIComponent that also takes lone surrogates (they become U+FFFD, as a browser would send them). */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

export const ATTACK_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "admin'--",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '#{7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\u202Egnp.exe',
  '\uFEFF',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̥̞ͬo',
  '𝕆𝕜𝕠𝕥𝕒 🧳',
  'ｗａｌｌｅｔ',
  '',
  ' ',
  '\t\n\r',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '2147483648',
  '9'.repeat(400),
  'x'.repeat(10_000),
  '+254708374149',
  '0708374149',
  'a@b',
  'a@b.c'.repeat(30),
  '$where',
  '{"$gt":""}',
  'SELECT pg_sleep(10)',
  "'; SELECT pg_sleep(10); --",
] as const;

export const attackString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ATTACK_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

const attackKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'userId', 'finderId', 'status', 'id', ''),
  fc.string({ maxLength: 12 }),
);

/** Any JSON-ish value, attack strings and extreme numbers included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    attackString,
    fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(attackKey, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A value no string, number, enum or boolean field accepts: an object with at least one key. */
export const wrongTypeValue = fc.dictionary(attackKey, hostileValue, { minKeys: 1, maxKeys: 3 }).filter((o) => Object.keys(o).length > 0);

/** Path parameters that name nothing: not numbers, out of range, or ids no row has. */
export const missingId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '1e10',
    '0x10',
    'NaN',
    'null',
    'undefined',
    '%20',
    '%00',
    '%27%20OR%201%3D1',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
    '00000000-0000-0000-0000-000000000000',
    'finder_amount%27--',
    'a'.repeat(190),
  ),
  fc
    .string({ minLength: 1, maxLength: 30 })
    .filter((s) => !/^\s*\d{1,9}\s*$/.test(s))
    .map(encode),
);

/** A query string of hostile pairs (often ignored by write routes; never a reason for a 500). */
export const hostileQuery = fc
  .array(fc.tuple(attackKey, attackString), { maxLength: 3 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : ''));

export type BodyEncoding = 'json' | 'text' | 'form' | 'multipart' | 'multipart-garbage' | 'truncated-json' | 'xml';
export const bodyEncoding = fc.constantFrom<BodyEncoding>(
  'json',
  'json',
  'json',
  'json',
  'multipart',
  'multipart',
  'text',
  'form',
  'multipart-garbage',
  'truncated-json',
  'xml',
);

/**
 * The body as form fields: text values as they are, arrays as repeated fields, objects left out
 * (the field a generator broke on purpose is an object, so a required field goes missing).
 */
function asFormFields(body: unknown): string {
  const boundary = 'hostileboundary';
  const entries: Array<[string, unknown]> = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['value', body]];
  const parts: string[] = [];
  for (const [name, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined || typeof item === 'object') continue;
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${String(item)}\r\n`);
    }
  }
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** How a body goes on the wire: the encoding decides the content type and the bytes. */
export function encodeBody(body: unknown, encoding: BodyEncoding): { payload: string; headers: Record<string, string> } {
  const json = JSON.stringify(body) ?? 'null';
  switch (encoding) {
    case 'json':
      return { payload: json, headers: { 'content-type': 'application/json' } };
    case 'text':
      return { payload: json, headers: { 'content-type': 'text/plain' } };
    case 'form':
      return { payload: 'a=1&b=%27', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'multipart':
      return { payload: asFormFields(body), headers: { 'content-type': 'multipart/form-data; boundary=hostileboundary' } };
    case 'multipart-garbage':
      return { payload: `--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\n${json}`, headers: { 'content-type': 'multipart/form-data; boundary=zz' } };
    case 'truncated-json':
      return { payload: json.slice(0, Math.max(1, json.length - 1)), headers: { 'content-type': 'application/json' } };
    case 'xml':
      return {
        payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
        headers: { 'content-type': 'application/xml' },
      };
  }
}

/** Tokens that belong to nobody. */
export const junkToken = fc.oneof(
  fc.constantFrom("' OR 1=1 --", 'null', 'undefined', 'Bearer', 'x'.repeat(300), '0'.repeat(64), 'a'.repeat(43)),
  fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim().length > 0),
);
