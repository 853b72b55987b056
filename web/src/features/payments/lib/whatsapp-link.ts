import { toMsisdn } from '@okota/shared';

/** wa.me wants the number in international form without '+' (2547XXXXXXXX), and the greeting URL-encoded. */
export function whatsAppLink(phone: string, text: string): string {
  const number = toMsisdn(phone) ?? phone.replace(/\D/g, '');
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
