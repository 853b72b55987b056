/**
 * Searches and item views happen on every keystroke and every page: adding one to the day's
 * counter row on each would put a write (and a row lock that every process queues on) into
 * the hottest read path. Each process counts in memory and adds its total every few seconds,
 * and on shutdown; a crash loses at most those few seconds of counts.
 */
import type { FastifyInstance } from 'fastify';
import { countEvent, type AnalyticsCounter } from '../../lib/analytics';

const FLUSH_EVERY_MS = 5000;

export function createBatchedCounter(app: FastifyInstance, counter: AnalyticsCounter): () => void {
  let pending = 0;
  const flush = async () => {
    if (!pending) return;
    const by = pending;
    pending = 0;
    await countEvent(app.ctx.db, counter, by);
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return () => {
    pending += 1;
  };
}
