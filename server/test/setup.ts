// An unexpected console error fails the test that caused it (STYLE.md, epic-stack).
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length) {
    const copy = errors.splice(0);
    throw new Error(`console.error was called:\n${copy.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
