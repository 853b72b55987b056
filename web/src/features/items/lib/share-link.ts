/** Links for sharing an item where Kenyans share things: WhatsApp first. */

/** The item's public address on this site. */
export const itemLink = (origin: string, itemId: number) => `${origin}/item/${itemId}`;

/**
 * WhatsApp's own share link (https://faq.whatsapp.com/5913398998672934): it opens the app on a
 * phone, WhatsApp Web on a computer, and lets the person choose the chat or group.
 */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
