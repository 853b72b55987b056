/**
 * Outgoing photos on WhatsApp (docs/decisions/0269), through the real client and the simulator over
 * loopback: an item's photo is uploaded to the Cloud API's media endpoint as a JPEG of its
 * thumbnail (WhatsApp takes no WebP images) and sent by media id: above the finder's preview, and
 * under a forwarded item link. The simulator refuses what Meta refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { firstCategoryId } from '../../../test/factories';
import { createWaClient } from '../../integrations/whatsapp/wa-client';
import { resolveWaSettings, WA_SIMULATOR_PREFIX } from '../../integrations/whatsapp/wa-settings';
import { jpegWithGps } from '../items/items.test-support';
import { choicesOf, startWhatsappApp, wordsOf, type PersonAction, type SentWaMessage, type WhatsappTestApp } from './whatsapp.test-support';

type ImageBody = { image?: { id?: string; link?: string; caption?: string }; interactive?: { header?: { type: string; image: { id: string } } } };
const imageOf = (message: SentWaMessage) => message.body as unknown as ImageBody;

describe('WhatsApp: outgoing photos', () => {
  let t: WhatsappTestApp;
  let photo: string;
  beforeAll(async () => {
    t = await startWhatsappApp();
    photo = (await jpegWithGps(1200, 900)).toString('base64');
  });
  afterAll(() => t.close());

  const uploads = async () =>
    ((await (await fetch(`${t.origin}${WA_SIMULATOR_PREFIX}/__sim/uploads`)).json()) as { uploads: Array<{ id: string; mimeType: string; base64: string }> })
      .uploads;
  async function step(from: string, action: PersonAction) {
    const { httpStatus, replies } = await t.wa.act(from, action);
    expect(httpStatus).toBe(200);
    expect(replies).toHaveLength(1);
    return replies[0];
  }
  const tap = (from: string, answer: SentWaMessage, id: string) => {
    expect(choicesOf(answer)).toContain(id);
    return step(from, { type: answer.body.interactive?.type === 'list' ? 'list' : 'button', replyId: id, replyTitle: 'x' });
  };

  /** The finder's conversation up to the preview, whose message it returns. */
  async function preview(from: string) {
    const electronics = await firstCategoryId(t.app.ctx.db, 'Electronics');
    let answer = await step(from, { type: 'text', text: 'hello', name: 'Achieng' });
    answer = await tap(from, answer, 'menu:found');
    await await tap(from, answer, 'consent:yes');
    answer = await step(from, { type: 'image', imageBase64: photo, mimeType: 'image/jpeg' });
    answer = await tap(from, answer, 'photos:done');
    await await tap(from, answer, `cat:${electronics}`);
    await await step(from, { type: 'text', text: 'Nairobi' });
    answer = await step(from, { type: 'text', text: 'Archives bus stop' });
    await await tap(from, answer, 'when:today');
    await await step(from, { type: 'text', text: 'What colour is the phone cover?' });
    answer = await step(from, { type: 'text', text: 'Green' });
    return tap(from, answer, 'q:done');
  }

  it("shows the finder's first photo above the preview: its thumbnail, uploaded as a JPEG, sent by media id", async () => {
    const answer = await preview('254712000201');
    expect(wordsOf(answer)).toContain('1 photo');
    const header = imageOf(answer).interactive?.header;
    expect(header?.type).toBe('image');
    const uploaded = (await uploads()).find((u) => u.id === header!.image.id);
    expect(uploaded?.mimeType).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(uploaded!.base64, 'base64')).metadata();
    // The thumbnail-sized variant (400 px), not the 1200 px photo sent in; no EXIF, no GPS.
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(400);
    expect(meta.exif).toBeUndefined();
  });

  it("answers a forwarded item link with the item's photo and our words, never its title", async () => {
    const finder = '254712000202';
    const posted = await tap(finder, await preview(finder), 'post:yes');
    const link = /https?:\/\/\S+\/item\/\d+/.exec(wordsOf(posted))![0];
    const itemId = Number(link.split('/').pop());
    const title = (await t.request({ method: 'GET', url: `/api/items/${itemId}` })).json().title as string;

    const owner = '254712000203';
    await step(owner, { type: 'text', text: 'hello' });
    const answer = await step(owner, { type: 'text', text: `is this mine? ${link}` });
    expect(answer.body.type).toBe('image');
    const image = imageOf(answer).image!;
    expect(image.link).toBeUndefined();
    expect((await uploads()).map((u) => u.id)).toContain(image.id);
    expect(image.caption).toContain(`/item/${itemId}?claim=1`);
    expect(image.caption).toContain('Is this yours?');
    expect(image.caption).not.toContain(title);
  });

  it('refuses as Meta does: a wrong token, a WebP image, an image id nobody uploaded', async () => {
    const settings = resolveWaSettings(t.app.ctx.config, () => `${t.origin}${WA_SIMULATOR_PREFIX}`)!;
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    expect(await createWaClient({ ...settings, token: 'wrong' }).uploadMedia(jpeg, 'image/jpeg')).toMatchObject({ ok: false, code: 190 });
    const client = createWaClient(settings);
    const webp = await sharp(jpeg).webp().toBuffer();
    expect(await client.uploadMedia(webp, 'image/jpeg')).toMatchObject({ ok: false, code: 131053 });
    const ok = await client.uploadMedia(jpeg, 'image/jpeg');
    expect(ok).toMatchObject({ ok: true, id: expect.any(String) });

    const person = '254712000204';
    await t.wa.act(person, { type: 'text', text: 'hello' });
    expect(await client.send(person, { type: 'image', mediaId: 'never-uploaded' })).toMatchObject({ ok: false, code: 131053 });
    expect(await client.send(person, { type: 'image', mediaId: (ok as { id: string }).id })).toMatchObject({ ok: true });
  });
});
