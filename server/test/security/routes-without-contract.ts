/**
 * Routes still registered by hand, not yet from a contract (docs/decisions/0274). This list only
 * shrinks: route-contracts.test.ts fails when a route on it is converted and left here, or when a
 * route not on it is registered by hand.
 */
export const ROUTES_WITHOUT_CONTRACT: string[] = [];
