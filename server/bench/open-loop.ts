/**
 * Requests at a fixed rate, each sent at its own moment whatever the ones before are doing (an
 * open loop), as people arrive. autocannon's rate is a quota per connection per second: every
 * connection sends its share back to back at the start of each second, then waits, so "200 a
 * second" was measured as 32 connections at full speed for a fraction of each second. Latency is
 * counted from the moment a request was due, so a server that falls behind is not excused by a
 * generator that waited for it.
 */
import http from 'node:http';

export interface OpenLoopResult {
  latencies: number[];
  non2xx: number;
  errors: number;
}

export async function requestAtRate(
  baseUrl: string,
  next: () => { method: string; path: string; headers: Record<string, string>; body?: string },
  { rate, seconds }: { rate: number; seconds: number },
): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(baseUrl);
  const result: OpenLoopResult = { latencies: [], non2xx: 0, errors: 0 };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = next();
      const req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers: request.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          result.latencies.push(performance.now() - due);
          if (res.statusCode! < 200 || res.statusCode! >= 300) result.non2xx++;
          resolve();
        });
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        result.errors++;
        resolve();
      });
      req.end(request.body);
    });
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  return result;
}
