/**
 * Kenyan phone numbers. Any Kenyan mobile (07XX or 01XX nationally, every network) may sign up;
 * we store them in international form '+2547XXXXXXXX' and send them to Daraja as '2547XXXXXXXX'.
 * Only a Safaricom number has M-Pesa, so only such a number is charged (STK) or paid (B2C):
 * isMpesaNumber (docs/decisions/0262).
 */
const SAFARICOM = /^(?:\+?254|0)?([17]\d{8})$/;

/**
 * Safaricom's mobile prefixes (the national number's first four digits, Communications Authority
 * of Kenya numbering plan): 070X–072X, 0740–0743, 0745, 0746, 0748, 0757–0759, 0768, 0769,
 * 079X and 0110–0115. Airtel (073X, 0750–0756, 0762, 078X, 0100–0102), Telkom (077X) and
 * Equitel (0763–0766) numbers have no M-Pesa.
 */
const MPESA_PREFIX = /^(?:7[0-2]\d|74[0-35-68]|75[7-9]|76[89]|79\d|11[0-5])/;

/** Strips spaces, dashes, dots and parentheses a person types between digits. */
export function compactPhone(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

export function isKenyanMobile(input: string): boolean {
  return SAFARICOM.test(compactPhone(input));
}

/** True for a Safaricom (M-Pesa) number in any spelling normalizePhone reads. */
export function isMpesaNumber(input: string): boolean {
  const normalized = normalizePhone(input);
  return normalized !== null && MPESA_PREFIX.test(normalized.slice(4));
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
 * The payment dialog's reading (docs/product/user-flows.md section 5): digits only; a leading 254 becomes
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
