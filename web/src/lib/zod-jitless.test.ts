import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is jitless once main.tsx has run its first import, before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Parsing still works, and probes nothing.
    expect(z.object({ title: z.string().min(2) }).safeParse({ title: 'Wallet' }).success).toBe(true);
  });
});
