import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, startModeFor } from './start-page';

describe('where sign-in and sign-up lead', () => {
  it('sends an admin to the admin dashboard, anyone else home, and a page that asked back to it', () => {
    expect(pathAfterSignIn('admin', null)).toBe('/admin');
    expect(pathAfterSignIn('claimer', null)).toBe('/');
    expect(pathAfterSignIn('finder', null)).toBe('/');
    expect(pathAfterSignIn('admin', '/item/7')).toBe('/item/7');
  });

  it('starts someone who was posting a found item as a finder, anyone else as an owner', () => {
    expect(startModeFor('/post-item')).toBe('finder');
    expect(startModeFor('/post-item?draft=1')).toBe('finder');
    expect(startModeFor('/edit-item/4')).toBe('finder');
    expect(startModeFor('/item/4')).toBe('claimer');
    expect(startModeFor('/post-items-elsewhere')).toBe('claimer');
    expect(startModeFor('/search?q=post-item')).toBe('claimer');
  });
});
