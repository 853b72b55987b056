// @vitest-environment happy-dom
/**
 * A desk member's "new claim" SMS links to /desk/<item> (docs/decisions/0268): it leads on to the
 * claims panel of the desk holding the item; an item no desk holds, to the finder's dashboard; an
 * item that cannot be read, to the member's list of desks. Never a dead end.
 */
import { waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_PATTERNS } from '@okota/shared/routes';
import { USER, renderWithApp, reply } from '../../test-support/render';
import DeskClaimsRedirectPage from './desk-claims-redirect-page';

const open = (answer: () => unknown) =>
  renderWithApp(<Route path={ROUTE_PATTERNS.deskClaims} component={DeskClaimsRedirectPage} />, {
    user: USER,
    memory: true,
    path: ROUTES.deskClaimsOf(9),
    routes: { 'GET /api/items/9': answer },
  });

describe("the link of a desk member's claim SMS", () => {
  it('opens the claims of the desk that holds the item', async () => {
    const { history } = open(() => ({ id: 9, heldBy: { id: 'org-1' } }));
    await waitFor(() => expect(history!.at(-1)).toBe(`${ROUTES.organisationDeskOf('org-1')}?panel=claims`));
  });

  it("opens the finder's dashboard for an item no desk holds", async () => {
    const { history } = open(() => ({ id: 9, heldBy: null }));
    await waitFor(() => expect(history!.at(-1)).toBe(ROUTES.finderDashboard));
  });

  it('opens the list of desks when the item cannot be read', async () => {
    const { history } = open(() => reply(404, { code: 'ITEM_NOT_FOUND', message: 'Item not found' }));
    await waitFor(() => expect(history!.at(-1)).toBe(ROUTES.organisations));
  });
});
