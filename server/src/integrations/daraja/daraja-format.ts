/** Field formats Daraja is strict about (docs/reference/mpesa-daraja.md §2, §8). Shared by the client and the simulator. */

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * YYYYMMDDHHmmss in East Africa Time (UTC+3, no daylight saving): servers abroad fail with
 * "Wrong credentials" when they send their own local time.
 */
export function eatTimestamp(date: Date = new Date()): string {
  return new Date(date.getTime() + EAT_OFFSET_MS).toISOString().replace(/[-T:]/g, '').slice(0, 14);
}

/** Password = base64(shortcode + passkey + timestamp), with the SAME timestamp sent beside it. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** 'dd.MM.yyyy HH:mm:ss' in EAT, as B2C results carry it. */
export function eatDateTimeDotted(date: Date = new Date()): string {
  const t = eatTimestamp(date);
  return `${t.slice(6, 8)}.${t.slice(4, 6)}.${t.slice(0, 4)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`;
}

/**
 * AccountReference, TransactionDesc and Remarks: special characters have made pushes fail
 * silently, so only letters, digits and spaces go out, cut to the documented length.
 */
export function darajaText(text: string, maxLength: number, fallback = 'Okota'): string {
  const cleaned = text
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
  return cleaned || fallback.slice(0, maxLength);
}

/** 2547XXXXXXXX or 2541XXXXXXXX, as PartyA, PartyB and PhoneNumber must be. */
export const MSISDN_PATTERN = /^254[17]\d{8}$/;

export const LIMITS = { accountReference: 12, transactionDesc: 13, remarks: 100 } as const;
