/** An inbound message as Meta sends it, read into the few shapes the bot answers. */
export type Inbound =
  | { kind: 'text'; text: string }
  | { kind: 'image'; mediaId: string; caption?: string }
  | { kind: 'location'; latitude: number; longitude: number }
  | { kind: 'reply'; id: string }
  | { kind: 'other'; type: string };

type Loose = Record<string, unknown>;
const objectOf = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});

export function readInbound(message: Loose): Inbound {
  const type = String(message.type ?? 'unsupported');
  if (type === 'text') return { kind: 'text', text: String(objectOf(message.text).body ?? '').slice(0, 4096) };
  if (type === 'image') {
    const image = objectOf(message.image);
    return typeof image.id === 'string' ? { kind: 'image', mediaId: image.id } : { kind: 'other', type };
  }
  if (type === 'location') {
    const location = objectOf(message.location);
    const latitude = Number(location.latitude);
    const longitude = Number(location.longitude);
    if (Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)
      return { kind: 'location', latitude, longitude };
    return { kind: 'other', type };
  }
  if (type === 'interactive') {
    const interactive = objectOf(message.interactive);
    const reply = objectOf(interactive.button_reply ?? interactive.list_reply);
    if (typeof reply.id === 'string') return { kind: 'reply', id: reply.id.slice(0, 256) };
  }
  return { kind: 'other', type };
}
