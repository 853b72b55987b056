/**
 * Kenyan phone numbers. Safaricom numbers are 07XX or 01XX nationally; we store them in
 * international form '+2547XXXXXXXX' and send them to Daraja as '2547XXXXXXXX'.
 */
const SAFARICOM = /^(?:\+?254|0)?([17]\d{8})$/;

/** Strips spaces, dashes, dots and parentheses a person types between digits. */
export function compactPhone(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

export function isKenyanMobile(input: string): boolean {
  return SAFARICOM.test(compactPhone(input));
}

/** '0712 345 678', '254712345678', '+254712345678', '712345678' → '+254712345678'; otherwise null. */
export function normalizePhone(input: string): string | null {
  const match = SAFARICOM.exec(compactPhone(input));
  return match ? `+254${match[1]}` : null;
}

/** The MSISDN form Daraja wants: '254712345678'. */
export function toMsisdn(input: string): string | null {
  const normalized = normalizePhone(input);
  return normalized ? normalized.slice(1) : null;
}

/** '+254712345678' → '0712 345 678', for display. */
export function formatPhoneLocal(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) return phone;
  const national = `0${normalized.slice(4)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

/**
 * The payment dialog's reading (1-user-flows.md section 5): digits only; a leading 254 becomes
 * +254, anything else gets a leading 0.
 */
export function preparePaymentPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.startsWith('254')) return `+${digits}`;
  if (digits.startsWith('0')) return digits;
  return digits ? `0${digits}` : '';
}

/**
 * Any number as a person writes it, in international form: Safaricom numbers as normalizePhone
 * gives them; other Kenyan numbers written nationally ('020 …') or as 254… get '+254'; anything
 * else (a foreign number) is kept, without the spaces and dashes.
 */
export function toInternationalPhone(input: string): string {
  const mobile = normalizePhone(input);
  if (mobile) return mobile;
  const compact = compactPhone(input);
  if (/^0\d/.test(compact)) return `+254${compact.slice(1)}`;
  if (/^254\d/.test(compact)) return `+${compact}`;
  return compact;
}
