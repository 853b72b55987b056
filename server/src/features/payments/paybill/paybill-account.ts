/**
 * Paybill account numbers, typed by people on a phone keypad (docs/reference/mpesa-daraja.md §6): 'OK' and four
 * characters from an alphabet without look-alikes (no 0/O, 1/I), e.g. OK7F3K. About a million
 * of them; the database keeps each one unique (payments_paybill_account_unique).
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PREFIX = 'OK';
const RANDOM_LENGTH = 4;

export function newPaybillAccount(): string {
  let account = PREFIX;
  for (let i = 0; i < RANDOM_LENGTH; i++) account += ALPHABET[randomInt(ALPHABET.length)];
  return account;
}

/**
 * The account as the customer typed it, read kindly: any case, spaces and dashes, a zero for the
 * O of 'OK', or the four characters alone. Anything else is returned cleaned, and finds nothing.
 */
export function normalizePaybillAccount(typed: string): string {
  const cleaned = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const body = cleaned.replace(/^[O0]K/, '');
  const isOurs = new RegExp(`^[${ALPHABET}]{${RANDOM_LENGTH}}$`).test(body);
  return isOurs && (body.length < cleaned.length || cleaned.length === RANDOM_LENGTH) ? `${PREFIX}${body}` : cleaned.slice(0, 40);
}
