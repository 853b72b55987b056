import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { listenWithReconnect } from './client.js';

/** A pool connection that, like pg-pool's, throws when it is given back twice. */
class FakeClient extends EventEmitter {
  released = 0;
  queries: string[] = [];
  async query(text: string): Promise<void> {
    this.queries.push(text);
  }
  release(): void {
    if (this.released > 0) throw new Error('Release called on client which has already been released to the pool.');
    this.released += 1;
  }
}

function fakePool() {
  const clients: FakeClient[] = [];
  return {
    clients,
    connect: async () => {
      const client = new FakeClient();
      clients.push(client);
      return client;
    },
  };
}

describe('listenWithReconnect', () => {
  it('gives a failed connection back once, however many errors it raises, listens again on a new one, and says when it is listening', async () => {
    vi.useFakeTimers();
    try {
      const pool = fakePool();
      const states: boolean[] = [];
      const stop = await listenWithReconnect(
        pool as never,
        'events',
        () => {},
        (listening) => states.push(listening),
      );
      const [first] = pool.clients;
      expect(first.queries).toEqual(['LISTEN "events"']);
      expect(states).toEqual([true]);

      first.emit('error', new Error('terminating connection due to administrator command'));
      first.emit('error', new Error('Connection terminated unexpectedly'));
      expect(first.released).toBe(1);
      expect(states).toEqual([true, false]);

      await vi.advanceTimersByTimeAsync(1000);
      expect(pool.clients).toHaveLength(2);
      expect(pool.clients[1].queries).toEqual(['LISTEN "events"']);
      expect(states).toEqual([true, false, true]);

      await stop();
      expect(pool.clients[1].released).toBe(1);
      // The server closing the stopped connection afterwards must not release it again or reconnect.
      pool.clients[1].emit('error', new Error('Connection terminated unexpectedly'));
      await vi.advanceTimersByTimeAsync(5000);
      expect(pool.clients).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('delivers notifications of its own channel only', async () => {
    const pool = fakePool();
    const received: string[] = [];
    const stop = await listenWithReconnect(pool as never, 'events', (payload) => received.push(payload));
    pool.clients[0].emit('notification', { channel: 'events', payload: 'one' });
    pool.clients[0].emit('notification', { channel: 'other', payload: 'two' });
    expect(received).toEqual(['one']);
    await stop();
  });
});
