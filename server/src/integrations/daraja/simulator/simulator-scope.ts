/** What each endpoint's routes receive from the simulator plugin: the shared state and two helpers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DarajaSettings } from '../daraja-settings';
import type { SimulatedEndpoint, SimulatorState } from './simulator-state';

export interface SimulatorScope {
  state: SimulatorState;
  settings: DarajaSettings;
  fail(reply: FastifyReply, httpStatus: number, errorCode: string, errorMessage: string, requestId?: string): FastifyReply;
  /** Checks the Bearer token and any forced error; returns false once it has answered. */
  admit(request: FastifyRequest, reply: FastifyReply, endpoint: Exclude<SimulatedEndpoint, 'oauth'>): boolean;
}
