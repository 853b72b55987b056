/**
 * The lost-reports feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../lost-reports' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
import type { FastifyPluginAsync } from 'fastify';
import { lostReportsRoutes } from './lost-reports.routes';

export { LOST_REPORTS_PER_DAY, createLostReport, fileLostReport } from './create-lost-report';
export { listReportsOfOwner } from './lost-reports.repository';
export { discardReportPhoto } from './report-photo';

/** The feature as the app registers it (server/src/features/index.ts). */
export const lostReportsFeature: FastifyPluginAsync = async (app) => {
  await app.register(lostReportsRoutes);
};
export { lostReportJobs } from './lost-report-jobs';
