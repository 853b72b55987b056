/** The part of autocannon (HTTP load generator) the benchmarks use. */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests a second across all connections. */
    overallRate?: number;
    requests?: Array<{ method?: string; path: string; setupRequest?: (request: { headers?: Record<string, string> }) => unknown }>;
  }
  interface Result {
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
  }
  export default function autocannon(options: Options): Instance;
}
