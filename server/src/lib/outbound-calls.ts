/**
 * Calls to other systems (M-Pesa Daraja; SMS when it comes) announce their endpoint, outcome and
 * duration on one diagnostics channel, and the metrics feature turns them into a histogram. The
 * clients need no reference to the metrics, and timing costs nothing while nobody listens.
 */
import diagnosticsChannel from 'node:diagnostics_channel';

export interface OutboundCall {
  /** 'mpesa', 'sms'. */
  service: string;
  /** The path called, without its query: a short fixed list per service. */
  endpoint: string;
  /** 'ok', or the client's own name for what went wrong ('network', 'busy', …). */
  outcome: string;
  seconds: number;
}

export const outboundCalls = diagnosticsChannel.channel('okota:outbound-call');

export async function timeOutboundCall<T>(
  call: { service: string; endpoint: string; outcomeOf: (error: unknown) => string },
  run: () => Promise<T>,
): Promise<T> {
  if (!outboundCalls.hasSubscribers) return run();
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await run();
  } catch (error) {
    outcome = call.outcomeOf(error);
    throw error;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    outboundCalls.publish({ service: call.service, endpoint: call.endpoint, outcome, seconds } satisfies OutboundCall);
  }
}
