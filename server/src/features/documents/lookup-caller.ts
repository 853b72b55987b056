/** Who tests a document number over HTTP, as the shared lookup budget counts them (lookup-budget.ts). */
import type { FastifyRequest } from 'fastify';
import type { LookupCaller } from './lookup-budget';

export function callerOf(request: FastifyRequest): LookupCaller {
  const user = request.user;
  // A verified number is the same person the USSD menu counts by that number.
  return { ip: request.ip, userId: user?.id ?? null, phone: user?.phoneVerified ? user.phone : null };
}
