/**
 * The clock SMS rules read (quiet hours, the daily cap's day). Real time, except in a test that
 * sets it: quiet hours must be provable at any hour the test runs. Only tests call setSmsClock.
 */
import { DEFAULT_QUIET_HOURS, nairobiDay, nairobiDayStart, type QuietHours } from '@okota/shared';

let clock: (() => Date) | undefined;

export const smsNow = (): Date => clock?.() ?? new Date();

/** Tests only: a fixed or moving clock; undefined gives real time back. */
export function setSmsClock(next: (() => Date) | undefined): void {
  clock = next;
}

let daytimeOnRealClock = false;

/**
 * Tests only (server/test/setup.ts): on the real clock alerts go out at once whatever the hour, so
 * a test that sends an alert does not fail because CI ran after 21:00 EAT. A test about quiet
 * hours sets a clock, and then they apply.
 */
export function assumeDaytimeOnRealClock(on: boolean): void {
  daytimeOnRealClock = on;
}

export { DEFAULT_QUIET_HOURS, type QuietHours };

/** When an alert asked for at `now` may go out (quiet hours, unless a test assumes daytime). */
export function alertSendTimeNow(now: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
  return daytimeOnRealClock && !clock ? now : alertSendTime(now, quiet);
}

const HOUR_MS = 3_600_000;
/** EAT is UTC+3 all year (no daylight saving). */
const EAT_OFFSET_MS = 3 * HOUR_MS;

/** The EAT hour (0–23) of an instant. */
export function nairobiHour(at: Date): number {
  return new Date(at.getTime() + EAT_OFFSET_MS).getUTCHours();
}

/** Whether an EAT hour falls in quiet hours (start === end: none). */
export function isQuietHour(hour: number, { start, end }: QuietHours): boolean {
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** When an alert may go out: `at` itself, or the next `end` o'clock EAT when `at` falls in quiet hours. */
export function alertSendTime(at: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
  if (!isQuietHour(nairobiHour(at), quiet)) return at;
  const today = new Date(nairobiDayStart(nairobiDay(at)).getTime() + quiet.end * HOUR_MS);
  return today > at ? today : new Date(today.getTime() + 24 * HOUR_MS);
}

/** The EAT day around an instant, [start, end). */
export function nairobiDayBounds(at: Date): { start: Date; end: Date } {
  const start = nairobiDayStart(nairobiDay(at));
  return { start, end: new Date(start.getTime() + 24 * HOUR_MS) };
}
