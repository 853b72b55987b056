import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { defineHookList, defineSingleHook } from './feature-hook';

// The hooks only key on the context's identity: two apps are two objects.
const newApp = () => ({}) as AppContext;

type Greet = (who: string) => string;

describe('a single hook', () => {
  const names = { name: 'greeting', registeredBy: 'welcome' };

  it('gives each app the step registered with it', () => {
    const hook = defineSingleHook<Greet>(names);
    const first = newApp();
    const second = newApp();
    hook.register(first, (who) => `hello ${who}`);
    hook.register(second, (who) => `jambo ${who}`);

    expect(hook.step(first)('Wanjiku')).toBe('hello Wanjiku');
    expect(hook.step(second)('Wanjiku')).toBe('jambo Wanjiku');
  });

  it('throws naming the hook and the feature when no step was registered with that app', () => {
    const hook = defineSingleHook<Greet>(names);
    hook.register(newApp(), (who) => who);

    expect(() => hook.step(newApp())).toThrow('No step registered for the hook "greeting": is the welcome feature registered?');
  });

  it('takes the same step twice without complaint', () => {
    const hook = defineSingleHook<Greet>(names);
    const app = newApp();
    const greet: Greet = (who) => `hello ${who}`;
    hook.register(app, greet);
    hook.register(app, greet);

    expect(hook.step(app)).toBe(greet);
  });

  it('refuses a second, different step for the same app and keeps the first', () => {
    const hook = defineSingleHook<Greet>(names);
    const app = newApp();
    const greet: Greet = (who) => `hello ${who}`;
    hook.register(app, greet);

    expect(() => hook.register(app, (who) => `bye ${who}`)).toThrow(/"greeting" is registered twice with different steps: only welcome/);
    expect(hook.step(app)).toBe(greet);
  });
});

describe('a hook list', () => {
  it('has no steps for an app that registered none', () => {
    const hook = defineHookList<Greet>();
    hook.register(newApp(), (who) => who);

    expect(hook.steps(newApp())).toEqual([]);
  });

  it('runs the steps in the order they were registered, each app only its own', () => {
    const hook = defineHookList<Greet>();
    const first = newApp();
    const second = newApp();
    hook.register(first, (who) => `hello ${who}`);
    hook.register(second, (who) => `habari ${who}`);
    hook.register(first, (who) => `jambo ${who}`);

    expect(hook.steps(first).map((step) => step('Otieno'))).toEqual(['hello Otieno', 'jambo Otieno']);
    expect(hook.steps(second).map((step) => step('Otieno'))).toEqual(['habari Otieno']);
  });

  it('keeps a step registered twice for one app once, so it runs once', () => {
    const hook = defineHookList<Greet>();
    const app = newApp();
    const greet: Greet = (who) => `hello ${who}`;
    const wave: Greet = (who) => `wave ${who}`;
    hook.register(app, greet);
    hook.register(app, wave);
    hook.register(app, greet);

    expect(hook.steps(app)).toEqual([greet, wave]);
  });

  it('lets the same step be registered with each of several apps', () => {
    const hook = defineHookList<Greet>();
    const greet: Greet = (who) => `hello ${who}`;
    const apps = [newApp(), newApp()];
    for (const app of apps) hook.register(app, greet);

    expect(apps.map((app) => hook.steps(app))).toEqual([[greet], [greet]]);
  });
});
