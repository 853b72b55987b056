/**
 * How people reach support (1-user-flows.md: phone and e-mail, 8 AM to 8 PM EAT). The e-mail is
 * the server's SUPPORT_EMAIL default; see docs/decisions/0080-static-pages-and-contact.md.
 */
export const SUPPORT_CONTACT = {
  email: 'support@okota.co.ke',
  phoneDisplay: '0709 123 400',
  phoneHref: 'tel:+254709123400',
} as const;
