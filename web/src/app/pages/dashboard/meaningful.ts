/**
 * Figures and greetings that would mislead a newcomer (docs/decisions/0216): a success rate says
 * nothing until a few outcomes are known ("0%" beside a first claim reads as failure), and
 * "Welcome back" is wrong on a first visit.
 */
import { useEffect, useState } from 'react';
import { readLocal, writeLocal } from '../../../lib/storage';

export const MIN_OUTCOMES_FOR_RATE = 3;

export function isRateMeaningful(outcomes: number): boolean {
  return outcomes >= MIN_OUTCOMES_FOR_RATE;
}

const seenKey = (userId: string) => `okota_dashboard_seen_${userId}`;

/** True on this person's first dashboard visit on this device; later visits say "Welcome back". */
export function useIsFirstVisit(userId: string): boolean {
  const [isFirst] = useState(() => readLocal(seenKey(userId)) === null);
  useEffect(() => {
    writeLocal(seenKey(userId), '1');
  }, [userId]);
  return isFirst;
}
