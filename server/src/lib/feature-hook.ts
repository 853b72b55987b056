/**
 * A hook lets a lower feature run a step that a higher one owns without importing it
 * (docs/decisions/0253): the lower feature declares the hook, the higher one registers its step
 * when it is registered, so before any request. Steps are kept per app context, because tests
 * build many apps in one process and each must run only its own.
 */
import type { AppContext } from '../context';

// `never[]` accepts a function of any parameters without `any`.
type Step = (...args: never[]) => unknown;

/** Exactly one step, which must be there: without it the caller would do the wrong thing. */
export interface SingleHook<S extends Step> {
  register(ctx: AppContext, step: S): void;
  /** Throws when the feature that owns the step was not registered with this app. */
  step(ctx: AppContext): S;
}

/** Any number of steps, run in the order they were registered; none is fine. */
export interface HookList<S extends Step> {
  register(ctx: AppContext, step: S): void;
  steps(ctx: AppContext): readonly S[];
}

/** What the errors name: the hook, and the feature that registers its step (the wiring to check). */
export interface HookNames {
  name: string;
  registeredBy: string;
}

export function defineSingleHook<S extends Step>({ name, registeredBy }: HookNames): SingleHook<S> {
  const registered = new WeakMap<AppContext, S>();
  return {
    register(ctx, step) {
      const already = registered.get(ctx);
      // The same step again (a plugin registered twice) changes nothing; another step is a wiring mistake.
      if (already && already !== step) throw new Error(`The hook "${name}" is registered twice with different steps: only ${registeredBy} registers it.`);
      registered.set(ctx, step);
    },
    step(ctx) {
      const step = registered.get(ctx);
      if (!step) throw new Error(`No step registered for the hook "${name}": is the ${registeredBy} feature registered?`);
      return step;
    },
  };
}

export function defineHookList<S extends Step>(): HookList<S> {
  const registered = new WeakMap<AppContext, S[]>();
  return {
    register(ctx, step) {
      const steps = registered.get(ctx) ?? [];
      // The same step twice would run twice (close the same claims twice): once is enough.
      if (!steps.includes(step)) registered.set(ctx, [...steps, step]);
    },
    steps(ctx) {
      return registered.get(ctx) ?? [];
    },
  };
}
