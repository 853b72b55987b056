import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_DRAFT_TTL_MS } from '@okota/shared/constants';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals();

const drafts = await import('./guest-drafts');

describe('guest drafts in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a post draft with its fields for 2 hours, then forgets it', () => {
    const now = Date.now();
    drafts.saveGuestPostDraft({ title: 'Black wallet', categoryId: 3 }, now);
    expect(drafts.readGuestPostDraft(now + GUEST_DRAFT_TTL_MS - 1)).toEqual({ fields: { title: 'Black wallet', categoryId: 3 }, savedAt: now });
    expect(drafts.readGuestPostDraft(now + GUEST_DRAFT_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem('guest_items')).toBeNull();
  });

  it('keeps a claim intent for 2 hours', () => {
    const now = Date.now();
    drafts.saveGuestClaimIntent(42, now);
    expect(drafts.readGuestClaimIntent(now + 1000)?.itemId).toBe(42);
    expect(drafts.readGuestClaimIntent(now + GUEST_DRAFT_TTL_MS + 1)).toBeNull();
  });

  it('drops corrupt data and clears on request', () => {
    sessionStorage.setItem('guest_items', '{not json');
    expect(drafts.readGuestPostDraft()).toBeNull();
    sessionStorage.setItem('guest_claim', JSON.stringify({ savedAt: Date.now() }));
    expect(drafts.readGuestClaimIntent()).toBeNull();
    drafts.saveGuestClaimIntent('7');
    drafts.clearGuestClaimIntent();
    expect(drafts.readGuestClaimIntent()).toBeNull();
  });
});
