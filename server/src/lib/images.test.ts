import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import './images';

describe('image processing set-up', () => {
  it("keeps no libvips operation cache: every photo is new, so it would only hold memory", () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
  });
});
