// @vitest-environment happy-dom
/**
 * A signed-out visitor on a members' page is sent to sign in and back to the very page, its query
 * too (docs/decisions/0268): a desk member's claim link lands on the claims panel after sign-in.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@okota/shared/routes';
import { renderWithApp } from '../test-support/render';
import { AccessDenied } from './access-denied';

describe('access denied', () => {
  it('signs in and comes back to the page with its query', () => {
    renderWithApp(<AccessDenied message="Please sign in to see your organisations." />, { path: '/organisations/org-1?panel=claims' });
    expect(screen.getByRole('link').getAttribute('href')).toBe(ROUTES.authThenBack('/organisations/org-1?panel=claims'));
  });
});
