/**
 * One background job, declared once beside the code that runs it (docs/decisions/0271): its id
 * (the `type` stored in the jobs table), the schema of its payload, its handler and how it is
 * retried. The handler's payload type comes from the schema; enqueueing takes the definition, so a
 * wrong payload fails typecheck, and one that slips through is refused before a row is written.
 *
 * A payload is JSON in the table: numbers, strings, booleans, null, plain objects. A rename or a
 * new required field must still read the rows already queued (make it optional, or keep the old id
 * until they are gone): the id is what an old row is matched by.
 */
import type { z } from 'zod';

/** Attempts of a job whose definition names none. */
export const DEFAULT_MAX_ATTEMPTS = 8;

export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  isLastAttempt: boolean;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType, D = unknown> {
  /** Stored in jobs.type: never change it while rows of the job may still be queued. */
  readonly id: string;
  readonly payload: S;
  /** Gets the payload parsed by its schema and what the feature that serves the job gave it (`deps`). */
  handler(payload: z.output<S>, deps: D, job: JobContext): Promise<void>;
  readonly maxAttempts?: number;
  /** First retry delay; doubled on each further attempt. May depend on the deps (tests retry at once). */
  readonly backoffMs?: number | ((deps: D) => number);
  readonly maxBackoffMs?: number;
  /** A recurring job: one row (payload `{}`) that is rescheduled this long after each run. */
  readonly everyMs?: number;
  /** Called once when the last attempt failed. */
  onGiveUp?(payload: z.output<S>, deps: D, error: unknown): Promise<void>;
}

/** Any definition, whatever its payload and deps: what the queue and the registry hold. */
// Method syntax above keeps a definition assignable here whatever its payload type.
export type AnyJobDefinition = JobDefinition<z.ZodType, never>;

/** Declares a job; the payload type is inferred from `payload`, the deps from the handler's second parameter. */
export function defineJob<S extends z.ZodType, D = unknown>(definition: JobDefinition<S, D>): JobDefinition<S, D> {
  return Object.freeze({ ...definition });
}

/** What `enqueue` takes for a job. */
export type JobInput<J> = J extends JobDefinition<infer S, infer _D> ? z.input<S> : never;
/** What the handler of a job gets. */
export type JobPayload<J> = J extends JobDefinition<infer S, infer _D> ? z.output<S> : never;

/** What a list of definitions needs to be served: every deps its handlers take, at once. */
export type DepsOf<L extends readonly AnyJobDefinition[]> = (
  L[number] extends infer J ? (J extends JobDefinition<infer _S, infer D> ? (deps: D) => void : never) : never
) extends (deps: infer All) => void
  ? All
  : never;
