// An unexpected console error fails the test that caused it (docs/style.md, epic-stack).
import { afterEach, vi } from 'vitest';
import { assumeDaytimeOnRealClock } from '../src/features/sms/sms-clock';

// SMS alerts wait for 07:00 EAT in quiet hours; a test's outcome must not depend on the hour CI runs.
assumeDaytimeOnRealClock(true);

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
