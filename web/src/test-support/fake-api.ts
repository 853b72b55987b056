/**
 * Typed fakes from the routes' contracts (docs/decisions/0274): a component test answers a route
 * by naming its contract, and the answer must have the contract's shape, so a test cannot fake
 * an answer the server would never give.
 *
 *   renderWithApp(<ItemPage />, { fakes: [fake(itemsApi.get, ITEM), fake(claimsApi.submit, reply(409, {...}))] })
 *
 * A fake may be a function of the call (its path parameters, query and body).
 */
import { routePattern, type Route, type RouteAnswer } from '@okota/shared/contracts/route';
import { Reply } from './reply';
import type { ApiCall } from './reply';

export interface FakeCall extends ApiCall {
  /** The path's `:name` parameters, as text. */
  params: Record<string, string>;
}

export type FakeAnswer<R extends Route> = RouteAnswer<R> | Reply | ((call: FakeCall) => RouteAnswer<R> | Reply);

export interface Fake {
  route: Route;
  /** The answer for this call, or undefined when the fake is not for it. */
  match(call: ApiCall): { answer: unknown } | undefined;
}

export function fake<R extends Route>(route: R, answer: FakeAnswer<R>): Fake {
  const pattern = routePattern(route.path);
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return {
    route,
    match(call) {
      const found = call.method === route.method ? pattern.exec(call.path) : null;
      if (!found) return undefined;
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      return { answer: typeof answer === 'function' ? (answer as (call: FakeCall) => unknown)({ ...call, params }) : answer };
    },
  };
}
