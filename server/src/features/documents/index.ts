/**
 * The documents feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../documents' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
import type { FastifyPluginAsync } from 'fastify';
import { documentsRoutes } from './documents.routes';

export { compareClaimedNumber } from './compare-claimed-number';
export { hashDocumentNumber } from './document-hash';
export { applyDocumentNumberChange, prepareDocumentNumberChange, spendLookupOnReportNumber } from './document-number-change';
export {
  deleteHashesOfUnavailableItems,
  deleteItemDocumentHash,
  findCategory,
  itemsWithReportDocument,
  reportsWithItemDocument,
  saveItemDocumentHash,
} from './documents.repository';
export type { FoundDocument } from './documents.repository';
export { findDocumentsByNumber, lookUpDocument } from './look-up-document';
export { alertIfBreakerTripped, spendLookup } from './lookup-budget';
export type { LookupCaller } from './lookup-budget';
export { callerOf } from './lookup-caller';

/** The feature as the app registers it (server/src/features/index.ts). */
export const documentsFeature: FastifyPluginAsync = async (app) => {
  await app.register(documentsRoutes);
};
